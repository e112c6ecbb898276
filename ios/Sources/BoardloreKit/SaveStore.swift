import Foundation

/// A save file that could not be read. The file itself has been moved aside
/// (never deleted) so that it can be inspected or recovered later.
public struct CorruptSave: Equatable, Sendable {
    public let gameId: String
    /// Where the bad file now lies; `nil` if it could not be moved.
    public let keptAt: URL?
    /// What was wrong, for logs and bug reports.
    public let reason: String

    /// The sentence the app shows.
    public var message: String {
        let kept =
            keptAt.map { Chrome.format("The damaged file was kept as %@.", $0.lastPathComponent) }
            ?? Chrome.text("The damaged file could not be kept.")
        return Chrome.format("The saved game could not be read, so a new game was started. %@", kept)
    }
}

/// What reading a slot found.
public enum SlotContents: Equatable, Sendable {
    case empty
    /// The core's save text (or a save of the app's earlier JSON format,
    /// which the core reads too); only the engine reads it.
    case saved(String)
    case corrupt(CorruptSave)
}

/// One save slot per game under a directory (Application Support in the
/// app, a temporary directory in tests), holding exactly the core's save
/// text (`GameMatch.save()`: the record, the options and the seats). Writes
/// are atomic and durable (see `DurableFile`): a crash or a power cut leaves
/// the old save or the new one, never half of one, and two writes at once
/// never share a temporary file. Small files, written on the caller's thread.
public struct SaveStore: Sendable {
    public let directory: URL

    public init(directory: URL) {
        self.directory = directory
    }

    /// `Application Support/Boardlore/Saves` of this app.
    public static func applicationSupport() throws -> SaveStore {
        let base = try FileManager.default.url(
            for: .applicationSupportDirectory, in: .userDomainMask,
            appropriateFor: nil, create: true)
        return SaveStore(directory: base.appendingPathComponent("Boardlore/Saves", isDirectory: true))
    }

    /// The slot file of a game. Game ids are the core's (`bagh-chal`);
    /// anything else that could leave the directory is replaced.
    public func url(for gameId: String) -> URL {
        let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-_"))
        var safe = ""
        for scalar in gameId.unicodeScalars {
            safe.unicodeScalars.append(allowed.contains(scalar) ? scalar : "_")
        }
        return directory.appendingPathComponent("\(safe).json", isDirectory: false)
    }

    private var currentURL: URL {
        directory.appendingPathComponent("current", isDirectory: false)
    }

    private func ensureDirectory() throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    /// Writes the slot of `gameId`: the core's save text, nothing else.
    public func write(gameId: String, save: String) throws {
        try ensureDirectory()
        try DurableFile.replace(url(for: gameId), with: Data(save.utf8))
    }

    /// Reads the slot of a game. A file that is not text is moved aside and
    /// reported as `.corrupt`; it never throws or crashes. Whether the text
    /// is a save is the engine's to say (`GameModel.resume`).
    public func read(gameId: String) -> SlotContents {
        let file = url(for: gameId)
        guard FileManager.default.fileExists(atPath: file.path) else { return .empty }
        do {
            let data = try Data(contentsOf: file)
            guard let text = String(data: data, encoding: .utf8) else {
                return .corrupt(keepAside(gameId: gameId, reason: "the file is not text"))
            }
            return .saved(text)
        } catch {
            return .corrupt(keepAside(gameId: gameId, reason: String(describing: error)))
        }
    }

    /// Moves a slot's file aside as `<id>.corrupt-<time>.json`, for a file
    /// that the engine refuses, or one that is not text.
    @discardableResult
    public func keepAside(gameId: String, reason: String) -> CorruptSave {
        let file = url(for: gameId)
        let stamp = Int(Date().timeIntervalSince1970)
        let aside = directory.appendingPathComponent(
            "\(file.deletingPathExtension().lastPathComponent).corrupt-\(stamp).json", isDirectory: false)
        do {
            if FileManager.default.fileExists(atPath: aside.path) {
                try FileManager.default.removeItem(at: aside)
            }
            try FileManager.default.moveItem(at: file, to: aside)
            return CorruptSave(gameId: gameId, keptAt: aside, reason: reason)
        } catch {
            // The slot must not stay in the way of a fresh game.
            try? FileManager.default.removeItem(at: file)
            return CorruptSave(gameId: gameId, keptAt: nil, reason: "\(reason); could not keep it: \(error)")
        }
    }

    public func delete(gameId: String) {
        try? FileManager.default.removeItem(at: url(for: gameId))
    }

    /// The games that have a slot file, newest first (for "Continue").
    public func savedGameIds() -> [String] {
        let files =
            (try? FileManager.default.contentsOfDirectory(
                at: directory, includingPropertiesForKeys: [.contentModificationDateKey])) ?? []
        let slots = files.filter { (file: URL) -> Bool in
            file.pathExtension == "json" && !file.lastPathComponent.contains(".corrupt-")
        }
        let dated = slots.map { (file: URL) -> (String, Date) in
            let date = (try? file.resourceValues(forKeys: [.contentModificationDateKey]))?.contentModificationDate
            return (file.deletingPathExtension().lastPathComponent, date ?? .distantPast)
        }
        return dated.sorted { $0.1 > $1.1 }.map { $0.0 }
    }

    /// The game that was on screen when the app last ran, for resuming on
    /// launch; `nil` after the player went back home.
    public func currentGameId() -> String? {
        guard let data = try? Data(contentsOf: currentURL) else { return nil }
        let id = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return id.isEmpty ? nil : id
    }

    public func setCurrentGameId(_ id: String?) {
        if let id {
            try? ensureDirectory()
            try? DurableFile.replace(currentURL, with: Data(id.utf8))
        } else {
            try? FileManager.default.removeItem(at: currentURL)
        }
    }
}
