package org.boardlore.app.ui

import android.app.Activity
import android.app.AlertDialog
import android.content.ClipData
import android.content.ContentProvider
import android.content.ContentValues
import android.content.Context
import android.content.Intent
import android.database.Cursor
import android.database.MatrixCursor
import android.graphics.Bitmap
import android.net.Uri
import android.os.ParcelFileDescriptor
import android.provider.OpenableColumns
import org.boardlore.app.R
import java.io.File

/**
 * Sharing from the game screen: the board as a PNG drawn by the board's own
 * painter, or the game as the core's text (moves by rounds, the result and
 * the position string).
 */
object BoardShare {
    /** The side of the shared picture, in pixels. */
    const val IMAGE_SIZE = 1080

    /** Asks which to share, then opens the system's share sheet. */
    fun offer(activity: Activity, board: BoardView, gameName: String, text: String) {
        val choices = arrayOf(activity.getString(R.string.share_board_image), activity.getString(R.string.share_game_text))
        AlertDialog.Builder(activity)
            .setTitle(R.string.action_share)
            .setItems(choices) { _, which ->
                val intent = if (which == 0) imageIntent(activity, board, gameName) else textIntent(gameName, text)
                intent?.let { activity.startActivity(Intent.createChooser(it, activity.getString(R.string.action_share))) }
            }
            .show()
    }

    fun textIntent(gameName: String, text: String): Intent = Intent(Intent.ACTION_SEND).apply {
        type = "text/plain"
        putExtra(Intent.EXTRA_SUBJECT, gameName)
        putExtra(Intent.EXTRA_TEXT, text)
    }

    /** Writes the board's picture to the cache and wraps it in a send intent; `null` if there is no board yet. */
    fun imageIntent(context: Context, board: BoardView, gameName: String): Intent? {
        val bitmap = board.share(IMAGE_SIZE) ?: return null
        val file = BoardImageProvider.file(context)
        file.parentFile?.mkdirs()
        file.outputStream().use { bitmap.compress(Bitmap.CompressFormat.PNG, 100, it) }
        bitmap.recycle()
        val uri = BoardImageProvider.uri(context)
        return Intent(Intent.ACTION_SEND).apply {
            type = "image/png"
            putExtra(Intent.EXTRA_SUBJECT, gameName)
            putExtra(Intent.EXTRA_STREAM, uri)
            clipData = ClipData.newRawUri(gameName, uri)
            addFlags(Intent.FLAG_GRANT_READ_URI_PERMISSION)
        }
    }
}

/**
 * Serves the one shared board picture to the app the player shares it with
 * (read-only, by a URI permission granted with the intent). A framework
 * provider, as FileProvider needs AndroidX.
 */
class BoardImageProvider : ContentProvider() {
    override fun onCreate(): Boolean = true

    override fun getType(uri: Uri): String = "image/png"

    override fun openFile(uri: Uri, mode: String): ParcelFileDescriptor {
        val ctx = context ?: throw java.io.FileNotFoundException("no context")
        if (mode != "r") throw SecurityException("read only")
        return ParcelFileDescriptor.open(file(ctx), ParcelFileDescriptor.MODE_READ_ONLY)
    }

    override fun query(uri: Uri, projection: Array<out String>?, selection: String?, selectionArgs: Array<out String>?, sortOrder: String?): Cursor {
        val file = context?.let(::file)
        val columns = projection ?: arrayOf(OpenableColumns.DISPLAY_NAME, OpenableColumns.SIZE)
        return MatrixCursor(columns, 1).apply {
            addRow(columns.map { if (it == OpenableColumns.SIZE) file?.length() ?: 0L else NAME })
        }
    }

    override fun insert(uri: Uri, values: ContentValues?): Uri? = null
    override fun delete(uri: Uri, selection: String?, selectionArgs: Array<out String>?): Int = 0
    override fun update(uri: Uri, values: ContentValues?, selection: String?, selectionArgs: Array<out String>?): Int = 0

    companion object {
        private const val NAME = "boardlore-board.png"

        fun file(context: Context): File = File(context.cacheDir, "shared/$NAME")

        fun uri(context: Context): Uri = Uri.parse("content://${context.packageName}.boards/$NAME")
    }
}
