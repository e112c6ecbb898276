import BoardloreEngine
import BoardloreKit
import SwiftUI

/// The pieces off the board, drawn with the core's art by `TrayPainter`:
/// pieces in hand with their count, and each piece lost. Takes no room
/// while there are none.
struct TrayView: View {
    let frame: GameFrame
    @ScaledMetric private var rowHeight: CGFloat = 30

    var body: some View {
        let tray: [SideTray] = frame.tray
        let painter = TrayPainter(gameId: frame.gameId, rowHeight: rowHeight, ink: PaintColour(white: 0.5))
        let shapes = painter.shapes(of: tray)
        Canvas { context, _ in
            BoardCanvas.draw(shapes, in: context)
        }
        .frame(height: painter.height(of: tray))
        .frame(maxWidth: .infinity)
        .accessibilityElement()
        .accessibilityLabel(frame.countersText)
    }
}

/// The board as a picture to share: drawn by the same painter as the
/// screen, rendered only when the player shares it.
struct BoardSnapshot: Transferable {
    let shapes: [BoardShape]
    let side: CGFloat

    static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(exportedContentType: .png) { snapshot in
            try await snapshot.png()
        }
    }

    @MainActor
    func png() throws -> Data {
        let renderer = ImageRenderer(
            content: Canvas { context, _ in BoardCanvas.draw(shapes, in: context) }
                .frame(width: side, height: side))
        renderer.scale = 1
        #if os(iOS)
            guard let data = renderer.uiImage?.pngData() else { throw CocoaError(.fileWriteUnknown) }
            return data
        #else
            guard let image = renderer.cgImage,
                let data = NSBitmapImageRep(cgImage: image).representation(using: .png, properties: [:])
            else { throw CocoaError(.fileWriteUnknown) }
            return data
        #endif
    }
}
