# The history of finished games: a game's second line, the statistics
# lines, and the captions of the browser that steps through a game.
# Notation, square names and numbers stay Latin.

## The computer's levels, as the history names them

history-level-easy = Easy
history-level-medium = Medium
history-level-hard = Hard
history-level-expert = Expert
history-level-perfect = Perfect

## A finished game's second line: who played, and how long
# $side: the side the person played; $level, $first, $second: a
# history-level-* text; $moves (Number): the moves played.

history-you-against = You ({ $side }) against Computer, { $level }
history-two-players = Two players
history-two-computers = Computer, { $first } against Computer, { $second }
history-moves = { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
}

## The day a game ended, as the history shows it
# $day, $year (Number): the day of the month and the year; $month: a
# history-month-* text. A date missing its day or month is said without
# them; history-date-unknown when even the year is unknown.

history-date = { $day } { $month } { $year }
history-date-month = { $month } { $year }
history-date-year = { $year }
history-date-unknown = Date unknown
history-month-january = January
history-month-february = February
history-month-march = March
history-month-april = April
history-month-may = May
history-month-june = June
history-month-july = July
history-month-august = August
history-month-september = September
history-month-october = October
history-month-november = November
history-month-december = December

## A line of the statistics
# $won, $drawn, $lost (Number): games won, drawn and lost.
# $level: a history-level-* text; $side: the side the person played (two
# players: the first side, whose results are counted); $tally: a
# history-tally text.

history-tally = { $won } won, { $drawn } drawn, { $lost } lost
history-stats-against = Against { $level }, as { $side }: { $tally }
history-stats-two-players = Two players, counted for { $side }: { $tally }

## The browser's caption under the board
# $number: the move's number as the move list writes it (`12.`, `12…`);
# $side: the side that played it; $move: the move in notation; $label: its
# review label (a review-label-* text); $better: the engine's better move.
# $result: the core's result sentence; $moves (Number): moves played.

browse-move = { $number } { $side } { $move }
browse-move-label = { $number } { $side } { $move }: { $label }.
browse-move-better = { $number } { $side } { $move }: { $label }. Better: { $better }
browse-start = Start position
browse-no-game = There is no game to browse.
browse-review-failed = The review stopped: { $reason }
browse-final = Final position. { $result }
browse-last = { $moves ->
    [one] Position after { $moves } move
   *[other] Position after { $moves } moves
}

## A row of the browser's move list, as a screen reader says it
# $row: the move as the move list speaks it (a turn-speech text of the
# one move); $label: its review label (a review-label-* text).

browse-row-spoken-label = { $row }, { $label }

## A side's moves in a review, counted by label
# $count (Number): the side's moves with that label; $side: the side's
# name; $counts: the counts, a list (`12 best, 3 good and 1 mistake`).

review-count-best = { $count } best
review-count-good = { $count } good
review-count-inaccuracy = { $count ->
    [one] { $count } inaccuracy
   *[other] { $count } inaccuracies
}
review-count-mistake = { $count ->
    [one] { $count } mistake
   *[other] { $count } mistakes
}
review-count-blunder = { $count ->
    [one] { $count } blunder
   *[other] { $count } blunders
}
review-summary = { $side }: { $counts }
review-summary-none = { $side }: no moves

## A game shared as text (Share: the game as text)
# $game: the game's name; $origin: where it is played; $first, $second:
# the sides' names; $position: the position string.
share-heading = { $game } ({ $origin }): { $first } against { $second }
share-no-moves = No moves yet.
share-position = Position: { $position }
