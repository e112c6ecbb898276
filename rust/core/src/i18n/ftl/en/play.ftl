# What the game screen says: the status line, counters and results.

## Status line

# $side: the side's display name (`Goats`).
status-to-move = { $side } to move
status-computer-to-move = { $side } to move (the computer)
# Between the parts of the status line.
status-separator = {" · "}

## Counters

# $label: the counter's label (`Goats to place`); $value, $limit: numbers.
counter = { $label } { $value }
counter-limit = { $label } { $value } of { $limit }
counter-no-capture = Turns without a capture
counter-no-capture-or-man-move = Turns without a capture or a man's move

## Results
# Sentences are capitalised by the code when they open with a variable.
# $winner, $loser: the sides as subjects (`the goats`, `White`);
# $winner_number, $loser_number: `plural` or `singular`;
# $winner_name: the winner's display name; $piece: the loser's piece;
# $count: a number; $why: one of the why-… phrases.

result-win = { $winner_number ->
    [singular] { $winner } wins: { $why }.
   *[plural] { $winner } win: { $why }.
}
result-draw = Draw: { $why }.

why-no-piece-can-move = no { $piece } can move
why-no-legal-move = { $loser_number ->
    [singular] { $loser } has no legal move
   *[plural] { $loser } have no legal move
}
why-capture-target = { $count ->
    [one] one goat captured
   *[other] { $count } goats captured
}
why-enough-captured = enough pieces captured
why-bobail-home = the bobail reached { $winner_name }'s home row
why-bobail-blocked = { $loser } cannot move the bobail
why-no-pieces = { $loser_number ->
    [singular] { $loser } has no pieces left
   *[plural] { $loser } have no pieces left
}
why-last-chip = the last-chip rule
why-repetition = the same position came up three times
why-move-limit = the move limit was reached
why-barrier = { $winner_number ->
    [singular] it has more pieces on the board
   *[plural] they have more pieces on the board
}
why-resignation = { $loser } resigned
draw-why-move-limit = the move limit without a capture was reached
draw-why-barrier = both sides have as many pieces

## End reasons, as short phrases (after a result: `Tigers win: capture target reached`)

reason-no-legal-move = no legal move left
reason-capture-target = capture target reached
reason-bobail-home = the bobail reached a home row
reason-bobail-blocked = the bobail cannot move
reason-no-pieces = no pieces left
reason-last-chip = last-chip rule
reason-repetition = third repetition of the position
reason-move-limit = move limit without capture
reason-barrier = barrier rule: more pieces on the board
reason-resignation = resignation
# $side: the winner's display name; $reason: a reason phrase.
outcome-win = { $side } win: { $reason }
outcome-draw = Draw: { $reason }

## Lists

list-separator = {", "}
# $init: the items but the last, joined by list-separator; $last: the last.
list-or = { $init } or { $last }
list-and = { $init } and { $last }

## Hint
# Beside the board while a hint shows. $move: the move in notation;
# $verdict: a solved table's verdict on the position ("Goats win in 12").

hint-line = Hint: { $move }
hint-line-verdict = Hint: { $move } · { $verdict }

## Moves shown to players
# The move `pass` (a blocked side in Seega) as the move list and the
# command line show it; the rest of notation stays Latin.

move-pass-shown = pass
