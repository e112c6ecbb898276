import Foundation

/// Which game was on screen when the app last ran: the match to reopen at
/// launch. That is the app's own memory of where the player was, kept in
/// the app's user defaults (a test passes its own suite): the game store
/// keeps the games, and the order they were last played in (its
/// `autosavedGames()`, the order of "Continue"), but it cannot know which
/// screen was showing when the app stopped.
public struct RecentGames: @unchecked Sendable {
    static let onScreenKey = "gameOnScreen"
    /// Where earlier versions kept the order of "Continue", now the store's.
    static let oldOrderKey = "recentGames"

    private let defaults: UserDefaults

    public init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
    }

    /// The game on screen, to reopen at launch; `nil` once the player went home.
    public var onScreen: String? {
        get { defaults.string(forKey: Self.onScreenKey) }
        nonmutating set {
            if let newValue {
                defaults.set(newValue, forKey: Self.onScreenKey)
            } else {
                defaults.removeObject(forKey: Self.onScreenKey)
            }
        }
    }

    /// Forgets the order of games that earlier versions kept here: the
    /// store's order replaces it.
    public func forgetOldOrder() {
        defaults.removeObject(forKey: Self.oldOrderKey)
    }
}
