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

## boardlore review
# $done, $total (Number): positions reviewed, of all.

cli-review-progress = reviewing { $done }/{ $total }
