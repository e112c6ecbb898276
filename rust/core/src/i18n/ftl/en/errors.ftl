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
