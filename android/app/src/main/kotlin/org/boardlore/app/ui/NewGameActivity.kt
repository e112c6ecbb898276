package org.boardlore.app.ui

import android.os.Bundle
import android.view.View
import android.widget.AdapterView
import android.widget.ArrayAdapter
import android.widget.Button
import android.widget.EditText
import android.widget.LinearLayout
import android.widget.RadioButton
import android.widget.RadioGroup
import android.widget.Spinner
import android.widget.Switch
import android.widget.TextView
import android.text.InputType
import kotlinx.coroutines.launch
import kotlinx.coroutines.withContext
import org.boardlore.app.R
import org.boardlore.core.GameAction
import org.boardlore.core.GameEffect
import org.boardlore.core.Level
import org.boardlore.core.GameDescription
import org.boardlore.core.NewGameForm
import org.boardlore.core.OptionDescription
import org.boardlore.core.OptionSetting
import org.boardlore.core.OptionType
import org.boardlore.core.Side
import org.boardlore.core.newGameForm
import org.boardlore.core.newGameSetup
import org.boardlore.engine.BoardloreException
import org.boardlore.engine.GameScreenHandle
import org.boardlore.engine.levelTitle
import org.boardlore.engine.game

/**
 * Opponent (computer with side and level, or two players) and the variant
 * options, whose controls are built from the core's option descriptions.
 * What the form starts from is the core's (`newGameForm`: from the game on
 * screen when opened from its screen, else from the person's default
 * level), and so is the setup the choices make (`newGameSetup`), played in
 * that screen (`NewGame { setup }`) or in a new one. The core checks the
 * chosen options.
 */
class NewGameActivity : BaseActivity() {
    private lateinit var gameId: String
    /** Opened from the game's screen (not Home): that screen plays the new game. */
    private var fromGame = false
    private var description: GameDescription? = null
    /** Reads each option's current value from its control. */
    private val optionReaders = LinkedHashMap<String, () -> String>()
    /** The core's form: the levels offered, weakest first, and what it starts from. */
    private var form: NewGameForm? = null

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_new_game)
        applyInsets(view(R.id.root))
        gameId = intent.getStringExtra(Screens.EXTRA_GAME_ID) ?: return finish()
        fromGame = intent.getBooleanExtra(Screens.EXTRA_FROM_GAME, false)
        view<RadioGroup>(R.id.opponent_group).setOnCheckedChangeListener { _, checked ->
            view<View>(R.id.computer_section).visibility = if (checked == R.id.opponent_computer) View.VISIBLE else View.GONE
        }
        view<Button>(R.id.start_button).apply {
            isEnabled = false
            setOnClickListener { start() }
        }
        // The game being played, when the form is opened from its screen (a screen
        // of a game left earlier may still be kept: from Home, the form starts afresh).
        val playing = if (fromGame) services.driver(gameId)?.frame?.setup else null
        scope.launch {
            val (game, form) = withContext(services.engine) {
                game(gameId, services.language) to newGameForm(gameId, playing, settings.level)
            }
            description = game
            this@NewGameActivity.form = form
            show(game, form.levels.map { levelTitle(it, services.language) })
            view<RadioGroup>(R.id.opponent_group).check(if (form.againstComputer) R.id.opponent_computer else R.id.opponent_two_players)
            view<RadioGroup>(R.id.side_group).check(SIDE_IDS[if (form.humanSide == Side.FIRST) 0 else 1])
            view<RadioGroup>(R.id.level_group).check(LEVEL_IDS[form.levels.indexOf(form.level)])
            val container = view<LinearLayout>(R.id.options_container)
            for ((option, value) in game.options.zip(form.options)) container.addView(optionControl(option, value.value))
            view<Button>(R.id.start_button).isEnabled = true
        }
    }

    private fun show(game: GameDescription, levelTitles: List<String>) {
        view<TextView>(R.id.title).text = getString(R.string.new_game_title, game.name)
        val sides = view<RadioGroup>(R.id.side_group)
        game.sides.forEachIndexed { index, side ->
            sides.addView(radio(side.name, SIDE_IDS[index]))
        }
        sides.arrangeChoices(contentWidth())
        // The core's levels for this game, weakest first (Perfect only where a table solves the game).
        val levels = view<RadioGroup>(R.id.level_group)
        levelTitles.forEachIndexed { index, title -> levels.addView(radio(title, LEVEL_IDS[index])) }
        levels.arrangeChoices(contentWidth())
        view<View>(R.id.variant_label).visibility = if (game.options.isEmpty()) View.GONE else View.VISIBLE
    }

    private fun radio(text: String, id: Int) = RadioButton(this).apply {
        this.id = id
        this.text = text
        minHeight = resources.getDimensionPixelSize(R.dimen.touch_target)
    }

    /** A switch, a drop-down or a number field, as the option's type asks. */
    private fun optionControl(option: OptionDescription, value: String): View {
        val row = LinearLayout(this).apply { orientation = LinearLayout.VERTICAL }
        val help = TextView(this).apply {
            text = option.help
            setTextAppearance(android.R.style.TextAppearance_Material_Caption)
        }
        when {
            option.optionType == OptionType.BOOL -> {
                val toggle = Switch(this).apply {
                    text = option.label
                    isChecked = value == "true"
                    minHeight = resources.getDimensionPixelSize(R.dimen.touch_target)
                }
                optionReaders[option.key] = { toggle.isChecked.toString() }
                row.addView(toggle)
            }
            option.values.isNotEmpty() -> {
                // Shown in the player's words (the core's labels), passed back as the core's values.
                val labels = option.valueLabels.takeIf { it.size == option.values.size } ?: option.values
                val spinner = Spinner(this).apply {
                    id = View.generateViewId()
                    adapter = ArrayAdapter(this@NewGameActivity, android.R.layout.simple_spinner_dropdown_item, labels)
                    setSelection(option.values.indexOf(value).coerceAtLeast(0))
                    minimumHeight = resources.getDimensionPixelSize(R.dimen.touch_target)
                    onItemSelectedListener = object : AdapterView.OnItemSelectedListener {
                        override fun onItemSelected(parent: AdapterView<*>?, view: View?, position: Int, id: Long) = hideError()
                        override fun onNothingSelected(parent: AdapterView<*>?) = Unit
                    }
                }
                optionReaders[option.key] = { option.values[spinner.selectedItemPosition.coerceIn(0, option.values.lastIndex)] }
                row.addView(TextView(this).apply { text = option.label; labelFor = spinner.id })
                row.addView(spinner)
            }
            else -> {
                val field = EditText(this).apply {
                    hint = option.label
                    setText(value)
                    inputType = if (option.optionType == OptionType.INT) InputType.TYPE_CLASS_NUMBER or InputType.TYPE_NUMBER_FLAG_SIGNED else InputType.TYPE_CLASS_TEXT
                    minHeight = resources.getDimensionPixelSize(R.dimen.touch_target)
                }
                row.addView(TextView(this).apply { text = option.label })
                optionReaders[option.key] = { field.text.toString().trim() }
                row.addView(field)
            }
        }
        if (option.help.isNotEmpty()) row.addView(help)
        return row
    }

    private fun hideError() {
        view<View>(R.id.error).visibility = View.GONE
    }

    private fun start() {
        val game = description ?: return
        val opened = form ?: return
        val setup = newGameSetup(
            opened.copy(
                againstComputer = view<RadioGroup>(R.id.opponent_group).checkedRadioButtonId != R.id.opponent_two_players,
                humanSide = if (view<RadioGroup>(R.id.side_group).checkedRadioButtonId == SIDE_IDS[1]) Side.SECOND else Side.FIRST,
                level = opened.levels[LEVEL_IDS.indexOf(view<RadioGroup>(R.id.level_group).checkedRadioButtonId)],
                options = optionReaders.map { (key, value) -> OptionSetting(key, value()) },
            ),
        )
        view<Button>(R.id.start_button).isEnabled = false
        val playing = if (fromGame) services.driver(game.id) else null
        if (playing != null) {
            // The game screen under this form plays it in place of its game.
            val refused = playing.act(GameAction.NewGame(setup)).filterIsInstance<GameEffect.ShowError>().firstOrNull()
            if (refused == null) finish() else showError(refused.text)
            return
        }
        scope.launch {
            try {
                services.adopt(game.id, withContext(services.engine) { GameScreenHandle(setup, services.language) })
                startActivity(Screens.game(this@NewGameActivity, game.id))
                finish()
            } catch (e: BoardloreException) {
                showError(e.message ?: e.toString())
            }
        }
    }

    /** The core refused the options: say why, in its words. */
    private fun showError(message: String) {
        view<TextView>(R.id.error).apply {
            text = getString(R.string.bad_options, message)
            visibility = View.VISIBLE
        }
        view<Button>(R.id.start_button).isEnabled = true
    }

    private companion object {
        val SIDE_IDS = intArrayOf(View.generateViewId(), View.generateViewId()).toList()
        val LEVEL_IDS = List(Level.entries.size) { View.generateViewId() }
    }
}
