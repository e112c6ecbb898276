import BoardloreKit
import SwiftUI

extension Color {
    init(_ paint: PaintColour) {
        self.init(red: paint.red, green: paint.green, blue: paint.blue, opacity: paint.opacity)
    }
}

extension Path {
    init(_ outline: ShapeOutline) {
        switch outline {
        case .rect(let rect):
            self.init(rect)
        case .roundedRect(let rect, let cornerRadius):
            self.init(roundedRect: rect, cornerRadius: cornerRadius)
        case .ellipse(let rect):
            self.init(ellipseIn: rect)
        case .rects(let rects):
            self.init()
            addRects(rects)
        case .segments(let segments):
            self.init()
            for segment in segments {
                move(to: segment.from)
                addLine(to: segment.to)
            }
        }
    }
}

/// Renders the shapes `BoardPainter` describes into a `Canvas`.
enum BoardCanvas {
    static func draw(_ shapes: [BoardShape], in context: GraphicsContext) {
        for shape in shapes {
            switch shape {
            case .fill(let outline, let colour):
                context.fill(Path(outline), with: .color(Color(colour)))
            case .stroke(let outline, let colour, let look):
                let style = StrokeStyle(
                    lineWidth: look.width, lineCap: look.roundCaps ? .round : .butt, dash: look.dash)
                context.stroke(Path(outline), with: .color(Color(colour)), style: style)
            case .text(let text, let point, let size, let colour):
                let label = Text(text).font(.system(size: size, weight: .medium)).foregroundStyle(Color(colour))
                context.draw(label, at: point, anchor: .center)
            case .symbol(let name, let rect, let colour):
                var image = context.resolve(Image(systemName: name))
                image.shading = .color(Color(colour))
                context.draw(image, in: rect)
            }
        }
    }
}
