# Errors of the core's typed error enums (MatchError, OptionError,
# PositionError, MoveError): what a player reads when a game cannot start,
# a move cannot be read, or there is nothing to undo. They are phrases
# (no capital, no full stop): a caller may put them after `boardlore: `.
# $text, $key, $value, $id, $side: what was written, quoted.

error-unknown-game = unknown game { $id }
error-bad-position = bad position: { $why }
error-nothing-to-undo = there is no move to undo
error-nothing-to-redo = there is no move to redo
error-corrupt-save = corrupt save: { $why }
error-corrupt-save-damaged = the saved game is damaged and cannot be read
error-game-over = the game is over
error-unreadable-move = { $text } is not a move
error-illegal-move = { $text } is not a legal move here
# $candidates: the moves it could be, a list with `or`.
error-ambiguous-move = { $text } is ambiguous: it could be { $candidates }
error-option-malformed = option { $text } is not written as key=value
error-option-unknown-none = unknown option { $key }: this game has no options
# $known: the game's option keys.
error-option-unknown = unknown option { $key } (options: { $known })
# $limit (Number): how many options a game may be given.
error-option-too-many = too many options; the limit is { $limit }
error-option-repeated = option { $key } is given twice; give it once
# $expected: what is allowed (`true|false`, `1..20`).
error-option-bad-value = option { $key } cannot be { $value }: expected { $expected }
# $expected, $found (Number): counts.
error-position-fields = expected { $expected } space-separated fields, found { $found }
error-position-ranks = expected { $expected } ranks, found { $found }
# $rank (Number): the rank, from 1.
error-position-rank-length = rank { $rank } describes { $found } squares, expected { $expected }
error-position-adjacent-digits = two digits in a row in the board field
# $letter: the letter, quoted.
error-position-unknown-piece = unknown piece letter { $letter }
error-position-unknown-side = unknown side { $side }
# $field: the field's name in the position string; $value: what was written.
error-position-bad-counter = bad { $field }: { $value }
# $why: the rule, in the specification's words.
error-position-bad-square = piece on { $square }: { $why }
error-position-impossible = impossible position: { $why }
error-position-size = board size: { $why }
# $sides: the sides' keys, `goats, tigers`.
error-unknown-side = unknown side { $side }; sides: { $sides }

## Why a position cannot be (error-position-impossible, -size, -bad-square)
# $count, $board, $hand, $captured, $most, $full, $size, $attackers,
# $defenders (Number); $side: a side's name.
why-bagh-chal-tigers = { $count } tigers on the board; there are 4
why-bagh-chal-goats = { $board } goats on the board, { $hand } in hand and { $captured } captured do not make 20
why-bagh-chal-tigers-before-goats = the tigers to move before the first goat is placed
why-bagh-chal-no-goat-on-board = the tigers to move with no goat on the board: the goats' last move left one there
why-bobail-white-pieces = { $count } white pieces; each side has 5
why-bobail-black-pieces = { $count } black pieces; each side has 5
why-bobail-bobails = { $count } bobails; there is one
why-too-many-pieces = { $side } have { $count } pieces, more than { $most }
why-chiangmai-mover-has-none = the side that has just moved has no pieces (a move never loses the mover's pieces)
why-empty-board = the board is empty
why-seega-size = a { $size }×{ $size } board; Seega is played on 5×5, 7×7 or 9×9
why-seega-pieces-while-setting = { $side }: { $board } on the board and { $hand } in hand, not { $full }
why-seega-setting-order = hands of { $attackers } and { $defenders } do not fit the order of setting with the { $side } to move
why-seega-too-many = more than { $most } pieces of one side
why-seega-no-pieces = no pieces of either side on the board
why-dark-squares-only = pieces stand on the dark squares only
why-man-on-far-rank = a man on its far rank would have been crowned
why-centre-empty-while-setting = the centre stays empty while pieces are set

## The counters of a position string (error-position-bad-counter's $field)
field-turn-number = turn number
field-goats-in-hand = goats in hand
field-goats-captured = goats captured
field-plies-since-capture = plies since the last capture
field-plies-since-capture-or-man = plies since the last capture or man move
field-attackers-in-hand = attackers' pieces in hand
field-defenders-in-hand = defenders' pieces in hand

## PGN-style text (import, review)
# $line, $number (Number): a line, a move; $id: a game id; $why: an error;
# $turn: `12.`; $text: the move as written; $tag, $played: results (1-0).
error-pgn-too-large = the text is too large for a game
error-pgn-bad-tag = line { $line }: not a tag pair [Name "value"]
error-pgn-no-game = no [Game "…"] tag: which game is it?
error-pgn-unknown-game = unknown game { $id }
error-pgn-variant = variant: { $why }
error-pgn-position = position: { $why }
error-pgn-open-comment = a {"{"}comment{"}"} is not closed
error-pgn-move = move { $number } ({ $turn } { $text }): { $why }
error-pgn-result-mismatch = the result tag says { $tag } but the moves give { $played }

## Lessons
# $id: what was typed; $step (Number): a step, from 1.
error-lesson-unknown-game = no lessons for game { $id }
error-lesson-no-step = the lesson has no step { $step }
