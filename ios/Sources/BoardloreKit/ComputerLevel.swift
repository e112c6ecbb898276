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

    public var title: String {
        switch self {
        case .easy: return Chrome.text("Easy")
        case .medium: return Chrome.text("Medium")
        case .hard: return Chrome.text("Hard")
        case .expert: return Chrome.text("Expert")
        case .perfect: return Chrome.text("Perfect")
        }
    }
}
