import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Replaces a file's contents so that a crash, a kill or a power cut at any
/// point leaves either the old contents or the new, never a mix or nothing:
/// the data goes to a temporary file of its own in the same directory (a
/// unique name, so two writes at once never write into one file), which is
/// flushed to disk, renamed over the old file, and then the directory is
/// flushed so that the rename itself is on disk. Foundation's `.atomic`
/// write does the rename but neither flush, hence the system calls.
enum DurableFile {
    /// The suffix of a temporary file; one is left behind only by a crash
    /// between its creation and the rename.
    static let temporarySuffix = ".tmp"

    /// Writes `data` to `file` as described above. On failure the old file
    /// is untouched and the temporary file removed.
    static func replace(_ file: URL, with data: Data) throws {
        let directory = file.deletingLastPathComponent()
        let temporary = directory.appendingPathComponent(
            "\(file.lastPathComponent).\(UUID().uuidString)\(temporarySuffix)", isDirectory: false)
        do {
            try writeAndFlush(data, to: temporary.path)
            try check(rename(temporary.path, file.path), "rename")
        } catch {
            unlink(temporary.path)
            throw error
        }
        flushDirectory(directory.path)
    }

    /// Creates `path` (it must not exist), writes all of `data` and flushes
    /// it to the disk.
    private static func writeAndFlush(_ data: Data, to path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        try check(descriptor, "open")
        var closed = false
        defer { if !closed { close(descriptor) } }
        try data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 && errno == EINTR { continue }
                try check(written < 0 ? -1 : 0, "write")
                offset += written
            }
        }
        try flush(descriptor)
        closed = true
        try check(close(descriptor), "close")
    }

    /// Flushes a file to the disk itself. On Apple systems `fsync` only
    /// hands the data to the drive, whose cache may still lose it;
    /// `F_FULLFSYNC` empties that cache too (where the file system does not
    /// support it, `fsync` is what there is).
    private static func flush(_ descriptor: Int32) throws {
        #if canImport(Darwin)
            if fcntl(descriptor, F_FULLFSYNC) == 0 { return }
        #endif
        try check(fsync(descriptor), "fsync")
    }

    /// Flushes a directory's entries (the rename just made). Best effort:
    /// the new file is already in place, and a file system that cannot flush
    /// a directory still renamed atomically.
    private static func flushDirectory(_ path: String) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        _ = fsync(descriptor)
        close(descriptor)
    }

    private static func check(_ result: Int32, _ call: String) throws {
        if result < 0 { throw DurableFileError(call: call, code: errno) }
    }
}

/// A system call of `DurableFile` failed.
struct DurableFileError: Error, LocalizedError, Equatable {
    let call: String
    let code: Int32

    var errorDescription: String? {
        "\(call) failed: \(String(cString: strerror(code)))"
    }
}
