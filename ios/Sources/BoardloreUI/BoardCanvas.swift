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
        case .roundedRect(let rect, let cornerRadius):
            self.init(roundedRect: rect, cornerRadius: cornerRadius)
        case .ellipse(let rect):
            self.init(ellipseIn: rect)
        case .segments(let segments):
            self.init()
            for segment in segments {
                move(to: segment.from)
                addLine(to: segment.to)
            }
        case .path(let steps, _):
            // The core's piece art, step by step.
            self.init()
            for step in steps {
                switch step {
                case .move(let p): move(to: p)
                case .line(let p): addLine(to: p)
                case .quad(let p, let c): addQuadCurve(to: p, control: c)
                case .cubic(let p, let c1, let c2): addCurve(to: p, control1: c1, control2: c2)
                case .close: closeSubpath()
                }
            }
        }
    }
}

/// Renders the core's picture, as `BoardPainter` converts it, into a `Canvas`.
enum BoardCanvas {
    static func draw(_ shapes: [BoardShape], in context: GraphicsContext) {
        for shape in shapes {
            switch shape {
            case .fill(let outline, let colour):
                var evenOdd = false
                if case .path(_, let rule) = outline { evenOdd = rule }
                context.fill(Path(outline), with: .color(Color(colour)), style: FillStyle(eoFill: evenOdd))
            case .stroke(let outline, let colour, let look):
                let style = StrokeStyle(
                    lineWidth: look.width, lineCap: look.roundCaps ? .round : .butt,
                    lineJoin: look.roundCaps ? .round : .miter, dash: look.dash)
                context.stroke(Path(outline), with: .color(Color(colour)), style: style)
            case .text(let text, let point, let size, let colour):
                let label = Text(text).font(.system(size: size, weight: .medium)).foregroundStyle(Color(colour))
                context.draw(label, at: point, anchor: .center)
            }
        }
    }
}
