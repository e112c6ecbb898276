import Foundation

/// Which game the player played last, and which was on screen when the app
/// last ran: the order of "Continue" and the match to reopen at launch. The
/// games themselves are in the game store; this is only the app's memory of
/// where the player was, kept in the app's user defaults (a test passes its
/// own suite).
public struct RecentGames: @unchecked Sendable {
    static let orderKey = "recentGames"
    static let onScreenKey = "gameOnScreen"

    private let defaults: UserDefaults

    public init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
    }

    /// Game ids, the most recently played first.
    public var order: [String] {
        defaults.stringArray(forKey: Self.orderKey) ?? []
    }

    /// `gameId` was just played: it goes first.
    public func played(_ gameId: String) {
        let order = [gameId] + self.order.filter { $0 != gameId }
        defaults.set(order, forKey: Self.orderKey)
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

    /// `ids` (the games with a game in progress) in the order they were
    /// last played; games never played here (an imported save) after them,
    /// in the order given.
    public func sorted(_ ids: [String]) -> [String] {
        let order = self.order
        let known = order.filter { ids.contains($0) }
        return known + ids.filter { !known.contains($0) }
    }
}
