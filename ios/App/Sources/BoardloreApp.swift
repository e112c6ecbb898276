import BoardloreKit
import BoardloreUI
import SwiftUI

@main
struct BoardloreApp: App {
    @State private var app = AppModel(store: BoardloreApp.makeStore())

    var body: some Scene {
        WindowGroup {
            BoardloreRootView(app: app)
        }
    }

    /// Saves live in Application Support. Without it (it should always
    /// exist) the app still runs, without saving.
    private static func makeStore() -> SaveStore? {
        try? SaveStore.applicationSupport()
    }
}
