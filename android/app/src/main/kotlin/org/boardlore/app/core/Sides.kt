package org.boardlore.app.core

import org.boardlore.engine.PlayerSide

/** The index of a side: 0 moves first. The app stores sides as indices (saves, settings). */
val PlayerSide.index: Int get() = if (this == PlayerSide.FIRST) 0 else 1
