package org.boardlore.app.ui

import android.content.Context
import android.media.AudioAttributes
import android.media.SoundPool
import android.os.Build
import android.os.VibrationEffect
import android.os.Vibrator
import android.os.VibratorManager
import org.boardlore.core.CueFeedback
import org.boardlore.core.Cue
import org.boardlore.engine.cueFeedback
import java.io.Closeable

/**
 * Plays the sound and the vibration the core names for each event (a move,
 * a placement, a capture, an illegal tap, a win, a loss, a draw). Sounds are
 * the project's own (res/raw/sound_*.wav, made by scripts/make-sounds),
 * played by SoundPool as game audio, so they do not depend on the phone's
 * touch-sound setting; vibrations are the core's waveforms. Each is gated by
 * its setting.
 */
class GameFeedback(private val context: Context) : Closeable {
    var soundOn: Boolean = true
    var hapticsOn: Boolean = true

    /** The last sound and pattern actually played, for tests. */
    var lastSound: String? = null
        private set
    var lastPattern: LongArray? = null
        private set

    /**
     * The sound pool, or `null` where the platform cannot make one (under
     * Robolectric its audio shadows need a Bluetooth class the Android 15
     * runtime jar lacks): the game then stays silent rather than failing.
     */
    private val pool: SoundPool? = try {
        SoundPool.Builder()
            .setMaxStreams(3)
            .setAudioAttributes(
                AudioAttributes.Builder()
                    .setUsage(AudioAttributes.USAGE_GAME)
                    .setContentType(AudioAttributes.CONTENT_TYPE_SONIFICATION)
                    .build(),
            )
            .build()
    } catch (e: LinkageError) {
        null
    }

    /** Whether sounds can play here (false only where [pool] could not be made). */
    val canPlaySounds: Boolean get() = pool != null

    /** The core's sound names mapped to loaded samples, loaded on first use of each. */
    private val samples = HashMap<String, Int>()

    private val vibrator: Vibrator? =
        if (Build.VERSION.SDK_INT >= Build.VERSION_CODES.S) {
            context.getSystemService(VibratorManager::class.java)?.defaultVibrator
                ?: context.getSystemService(Vibrator::class.java)
        } else {
            @Suppress("DEPRECATION")
            context.getSystemService(Context.VIBRATOR_SERVICE) as? Vibrator
        }

    init {
        // Load every sound up front so the first move plays at once.
        Cue.entries.forEach { cue -> cueFeedback(cue).sound?.let(::sample) }
    }

    private fun sample(name: String): Int? = samples[name] ?: run {
        val pool = pool ?: return null
        val id = soundResource(name)
        if (id == 0) null else pool.load(context, id, 1).also { samples[name] = it }
    }

    /** The raw resource of the core's sound [name]: res/raw/sound_<name>.wav, or 0. */
    @Suppress("DiscouragedApi") // the core names the sound; the file is named after it
    fun soundResource(name: String): Int = context.resources.getIdentifier("sound_$name", "raw", context.packageName)

    fun play(cue: Cue) = play(cueFeedback(cue))

    /** Plays the core's [feedback]: its sound, if it has one (a selection is only felt), and its vibration. */
    fun play(feedback: CueFeedback) {
        val sound = feedback.sound
        if (soundOn && sound != null) {
            sample(sound)?.let { pool?.play(it, 1f, 1f, 1, 0, 1f) }
            lastSound = sound
        }
        if (hapticsOn) vibrate(feedback)
    }

    private fun vibrate(feedback: CueFeedback) {
        val v = vibrator ?: return
        if (!v.hasVibrator()) return
        val timings = feedback.patternMs.map { it.toLong() }.toLongArray()
        val amplitudes = feedback.amplitudes.map { it.toInt().coerceIn(0, 255) }.toIntArray()
        val effect = if (v.hasAmplitudeControl()) {
            VibrationEffect.createWaveform(timings, amplitudes, -1)
        } else {
            VibrationEffect.createWaveform(timings, -1)
        }
        v.vibrate(effect)
        lastPattern = timings
    }

    override fun close() {
        pool?.release()
    }
}
