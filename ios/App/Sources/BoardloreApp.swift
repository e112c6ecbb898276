import BoardloreKit
import BoardloreUI
import SwiftUI

@main
struct BoardloreApp: App {
    @State private var app = AppModel(
        history: BoardloreApp.makeHistory(), oldSaves: try? GameHistory.oldSavesDirectory(),
        tablebase: TablebaseLoader.url(in: .main))

    var body: some Scene {
        WindowGroup {
            BoardloreRootView(app: app)
        }
    }

    /// Games live in the core's game store in Application Support. Without
    /// it (it should always open) the app still runs, without saving.
    private static func makeHistory() -> GameHistory? {
        try? GameHistory.applicationSupport()
    }
}
