import BoardloreEngine
import Foundation

/// How loading the Bagh Chal tablebase ended.
public enum TablebaseLoad: Equatable, Sendable {
    /// The core plays and judges Bagh Chal's sliding phase from the table.
    case loaded
    /// The app has no table (a build without the resource): everything
    /// works by search.
    case notShipped
    /// The file could not be read or is damaged: everything works by search.
    case failed(String)
}

/// Loads the Bagh Chal tablebase the app ships (`bagh-chal.bltb`, about
/// 6 MB, which the core reads and unpacks in about a second) into the core,
/// in a detached background task at utility priority, so that the main
/// actor never waits for it. Until it is loaded, and if it never is, the
/// core plays and hints by search.
public enum TablebaseLoader {
    /// The resource's name and extension in the app bundle.
    public static let resource = "bagh-chal"
    public static let resourceExtension = "bltb"

    /// The shipped table in `bundle`, if the build put it there.
    public static func url(in bundle: Bundle) -> URL? {
        bundle.url(forResource: resource, withExtension: resourceExtension)
    }

    /// Starts loading the table at `url` off the main actor and returns the
    /// task, which nobody needs to await. `load` is the core's loader (a
    /// test wraps it to see where it runs).
    @discardableResult
    public static func start(
        from url: URL?,
        load: @escaping @Sendable (String) throws -> Bool = { try BoardloreEngine.loadTablebaseFile(path: $0) }
    ) -> Task<TablebaseLoad, Never> {
        Task.detached(priority: .utility) {
            guard let url else { return .notShipped }
            do {
                _ = try load(url.path)
                return .loaded
            } catch {
                return .failed(EngineErrorText.message(for: error))
            }
        }
    }
}
