# The `boardlore` command line: `games`, `play`, `rules`. Commands and
# option keys stay in English; what the program says is translated.

## boardlore games

# $first, $second: `goats (Goats)`.
cli-games-sides = sides: { $first } moves first, then { $second }
# $values: `true|false`, `1..20`; $default: the default value.
cli-games-option-kind = { $values }, default { $default }

## boardlore play

# $game: the game's name.
cli-play-banner = { $game } — type `help` for commands.
cli-play-help =
    Enter a move in any notation (c3, a1-b2, a1xc3, A-1 B-2), or a command:
      moves          list the legal moves
      history        the moves played, by rounds
      hint           ask the computer for a move
      undo, redo     take back / replay a move (against the computer: your whole turn and its reply)
      resign         give up the game (against the computer: your side)
      new            start again from the first position
      save <file>    save the game as JSON
      load <file>    load a saved game
      fen            print the position string
      help           this text
      quit           leave
cli-play-game-over = Game over. `new`, `undo`, `save <file>`, `load <file>` or `quit`.
# $move: notation; $numbers: the engine's numbers with --verbose, or nothing.
cli-play-computer-plays = Computer plays { $move }{ $numbers }
cli-play-hint = Hint: { $move }{ $numbers }
# $count: how many; $moves: the moves in notation.
cli-play-legal = { $count } legal: { $moves }
cli-play-undone = Undone { $moves }
cli-play-replayed = Replayed { $moves }
cli-play-played = Played { $move }
# $side: the side's name.
cli-play-resigned = { $side_number ->
    [singular] { $side } resigns.
   *[plural] { $side } resign.
}
cli-play-new-game = New game.
# $file: a file name; $error: why.
cli-play-saved = Saved to { $file }
cli-play-save-failed = Could not save to { $file }: { $error }
cli-play-loaded = Loaded { $file }
cli-play-load-failed = Could not load { $file }: { $error }

## Input lines of `play` and `learn`
# $size, $limit: sizes in bytes, as `4 kB`.

cli-input-not-text = That line is not UTF-8 text; it was ignored.
cli-input-too-long = That line is { $size }; the limit is { $limit }. It was ignored.

## boardlore history
# $file, $aside: file names; $saved, $lost (Number): finished games; $id
# (Number): a game's id in the store.

cli-history-salvaged = { $file } was damaged: a new store holds every game that could be read, and the damaged file is kept as { $aside }. Finished games saved: { $saved }; lost: { $lost }.
cli-history-unreadable = Game { $id } cannot be read; it is not listed.
cli-history-read-only = { $file } cannot be written: it is only listed.
# $id (Number): the new game's id; $total (Number): finished games; $page
# (Number): the page shown.
cli-history-folder = { $file } is a folder, not a database file.
cli-history-added = Added game { $id }.
cli-history-page = { $total ->
    [one] One finished game
   *[other] { $total } finished games
}; page { $page }

## boardlore review
# $done, $total (Number): positions reviewed, of all.

cli-review-progress = reviewing { $done }/{ $total }

## boardlore themes
# The board themes' names, in Settings too.
board-theme-wood = Wood
board-theme-dark = Dark
board-theme-contrast = High contrast
# $name: a board-theme-* text; $id: the theme's id.
cli-themes-heading = { $name } ({ $id })
cli-themes-heading-dark = { $name } ({ $id }), a dark theme
# $ratio: a contrast ratio, as 4.51; $need: the least allowed.
cli-themes-labels = Labels on the background: contrast { $ratio }:1, at least { $need } needed.
cli-themes-lines = Lines on the background: contrast { $ratio }:1, at least { $need } needed.
# $pair: a cli-themes-on or -versus text; $delta, $grey: colour
# differences; $vision: a vision-* text; $verdict: cli-themes-pass or -fail.
cli-themes-check = { $pair }: smallest ΔE { $delta } ({ $vision }), at least { $need } needed: { $verdict }. In greyscale: ΔE { $grey }.
cli-themes-pass = passes
cli-themes-fail = FAILS
# $mark, $first, $second: board-mark-* texts; $ground: a board-ground-* text.
cli-themes-on = { $mark } on { $ground }
cli-themes-versus = { $first } against { $second }
# $count (Number): how many checks failed.
cli-themes-failed = { $count ->
    [one] One check failed.
   *[other] { $count } checks failed.
}
board-mark-selected = the selection ring
board-mark-target = the legal-move dots
board-mark-hint = the hint ring
board-mark-last-move = the last move's tint
board-mark-captured = the captured piece's tint
board-ground-light = light squares
board-ground-dark = dark squares
board-ground-plain = plain squares
board-ground-background = the background
vision-typical = typical vision
vision-protan = protanopia
vision-deutan = deuteranopia

## boardlore puzzles
# $count (Number): puzzles; $themes: a list of theme names with their
# counts; $levels: a list of cli-puzzles-level-count texts.
cli-puzzles-summary = { $count ->
    [one] One puzzle
   *[other] { $count } puzzles
}; themes: { $themes }; difficulty: { $levels }
# $game, $id: what was typed.
cli-puzzles-unknown-game = There are no puzzles for game "{ $game }".
cli-puzzles-unknown-puzzle = There is no puzzle "{ $id }": `boardlore puzzles list GAME` lists them.
# What `puzzles play` answers to a move: $reply: the opponent's move;
# $message: what the puzzle says.
cli-puzzle-correct = correct { $reply }: { $message }
cli-puzzle-solved = solved: { $message }
cli-puzzle-wrong = wrong: { $message }
cli-puzzle-refused = refused: { $message }
# $level: a difficulty, 1 to 5; $count (Number): puzzles of it.
cli-puzzles-level-count = { $level }: { $count }

## Errors every command may say
# $error: why the game is unknown; $games: the game ids.
cli-unknown-game = { $error }; games: { $games }
# $code: what was typed; $languages: the codes.
cli-unknown-lang = unknown language "{ $code }"; languages: { $languages }
# A file a player named: $file: its name; $limit: a size, as `4 MB`.
cli-file-missing = { $file } does not exist.
cli-file-denied = { $file } cannot be read: permission denied.
cli-file-folder = { $file } is a folder, not a file.
cli-file-too-large = { $file } is larger than the limit of { $limit }.
cli-file-not-text = { $file } is not UTF-8 text.
cli-file-unreadable = { $file } cannot be read.
cli-file-not-writable = { $file } cannot be written.

## boardlore render
# $game: the game's name; $letter: what was typed; $letters: the piece
# letters; $size, $least, $most (Number): sizes in pixels; $theme: what was
# typed; $themes: the theme ids.
cli-render-no-piece = { $game } has no piece { $letter }; pieces: { $letters }
cli-render-size = the size { $size } is out of range: { $least } to { $most }
cli-render-unknown-theme = unknown theme { $theme }; themes: { $themes }

## A computer player (play --level, arena, engine)
# $text, $pair, $key: what was typed. The level names and keys are typed
# in English.
cli-player-not-a-level = { $text } is neither a level (easy, medium, hard, expert) nor key=value pairs
cli-player-not-a-number = { $pair }: not a number
cli-player-unknown-key = unknown player key { $key } (level, nodes, depth, ms, seed)
cli-player-no-limit = { $text } sets no limit: give nodes, depth or ms
