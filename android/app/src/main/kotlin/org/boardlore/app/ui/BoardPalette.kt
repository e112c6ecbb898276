package org.boardlore.app.ui

import android.content.Context
import org.boardlore.app.R
import org.boardlore.engine.CellShade

/** The colours of boards, pieces and highlights, from the current theme's resources. */
class BoardPalette(private val context: Context) {
    private fun color(id: Int): Int = context.getColor(id)

    val frame: Int = color(R.color.board_frame)
    val line: Int = color(R.color.board_line)
    val label: Int = color(R.color.board_label)
    val mark: Int = color(R.color.mark)
    val pieceFirst: Int = color(R.color.piece_first)
    val pieceFirstEdge: Int = color(R.color.piece_first_edge)
    val pieceSecond: Int = color(R.color.piece_second)
    val pieceSecondEdge: Int = color(R.color.piece_second_edge)
    val pieceNeutral: Int = color(R.color.piece_neutral)
    val crown: Int = color(R.color.piece_crown)
    val selected: Int = color(R.color.highlight_selected)
    val target: Int = color(R.color.highlight_target)
    val lastMove: Int = color(R.color.highlight_last_move)
    val hint: Int = color(R.color.highlight_hint)
    val captured: Int = color(R.color.highlight_captured)

    private val light: Int = color(R.color.cell_light)
    private val dark: Int = color(R.color.cell_dark)
    private val plain: Int = color(R.color.cell_plain)
    private val home: Int = color(R.color.cell_home)

    fun cell(shade: CellShade): Int = when (shade) {
        CellShade.LIGHT -> light
        CellShade.DARK -> dark
        CellShade.PLAIN -> plain
        CellShade.HOME -> home
    }
}
