package org.boardlore.app.core

import org.boardlore.core.Side

/** The index of a side: 0 moves first. The app stores sides as indices (saves, settings). */
val Side.index: Int get() = if (this == Side.FIRST) 0 else 1
