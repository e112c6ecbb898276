import BoardloreEngine
import Foundation

/// How strongly the computer plays: the engine's levels, in the form the
/// app stores (settings, save files). `perfect` is offered for the games
/// the core's `computerLevels(gameId:)` lists it for (Bagh Chal).
public enum ComputerLevel: String, Codable, Hashable, Sendable, CaseIterable, Identifiable {
    case easy
    case medium
    case hard
    case expert
    case perfect

    public var id: String { rawValue }

    /// The core's name of the level in `language`: the one name the
    /// history, the game screen and the pickers show.
    public func title(in language: Lang) -> String {
        levelTitle(level: engineLevel, language: language)
    }
}
