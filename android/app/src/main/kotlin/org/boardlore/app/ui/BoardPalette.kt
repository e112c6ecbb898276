package org.boardlore.app.ui

import android.content.res.Configuration
import android.content.res.Resources
import org.boardlore.core.BoardTheme
import org.boardlore.engine.boardTheme

/** The board's colours: the core's [BoardTheme], which the core's board picture paints in. */
class BoardPalette(val theme: BoardTheme) {
    companion object {
        /** The palette for the stored choice (`auto` follows the app's night mode in [resources]). */
        fun of(choice: String, resources: Resources): BoardPalette {
            val night = (resources.configuration.uiMode and Configuration.UI_MODE_NIGHT_MASK) == Configuration.UI_MODE_NIGHT_YES
            return BoardPalette(boardTheme(choice, night))
        }
    }
}
