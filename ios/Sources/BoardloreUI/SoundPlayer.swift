import AVFoundation
import BoardloreKit
import Foundation

/// Plays the project's own sounds (Sounds/sound_*.wav, made by
/// scripts/make-sounds) with AVAudioPlayer, one preloaded player per file.
/// The audio session is `.ambient`: the sounds mix with other audio and are
/// silent when the ring/silent switch is set to silent.
@MainActor
final class SoundPlayer {
    static let shared = SoundPlayer()

    private var players: [String: AVAudioPlayer] = [:]

    private init() {
        #if os(iOS)
            try? AVAudioSession.sharedInstance().setCategory(.ambient, options: [.mixWithOthers])
        #endif
    }

    /// Plays `file` (a name such as `sound_move`, without `.wav`).
    func play(_ file: String) {
        if players[file] == nil,
            let url = Bundle.module.url(forResource: file, withExtension: "wav", subdirectory: "Sounds")
                ?? Bundle.module.url(forResource: file, withExtension: "wav")
        {
            players[file] = try? AVAudioPlayer(contentsOf: url)
            players[file]?.prepareToPlay()
        }
        guard let player = players[file] else { return }
        player.currentTime = 0
        player.play()
    }
}
