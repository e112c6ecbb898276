# The engine's verdicts and the review of a game: labels of moves, a
# forced result ("Goats win in 7"), a side's expected score, a tablebase's
# verdict on a position, and the comment written into the move list.

## Labels of a reviewed move

review-label-best = best
review-label-good = good
review-label-inaccuracy = inaccuracy
review-label-mistake = mistake
review-label-blunder = blunder

## Evaluations
# $side (String): the side's name, `Goats`; $side_number: plural or singular.
# $moves (Number): the winner's moves to the end.

verdict-win-in = { $side_number ->
    [singular] { $side } wins in { $moves }
   *[plural] { $side } win in { $moves }
}
verdict-won = { $side } won
verdict-drawn = drawn
# $percent (Number): the side's expected score, 0 to 100.
verdict-score = { $side } { $percent }%
verdict-draw = Draw with best play
verdict-threw-win = this move threw away the win
verdict-threw-draw = this move threw away the draw

## The comment of a reviewed move
# $label: the move's label; $before, $after: the evaluations before and
# after the move; $best: the engine's better move in the game's notation.

review-comment = { $label } ({ $before } → { $after })
review-comment-best = { $label } ({ $before } → { $after }); best was { $best }
# A move that threw away a proven result: $why is verdict-threw-win or
# verdict-threw-draw.
review-comment-threw = { $label }: { $why } ({ $before } → { $after })
review-comment-threw-best = { $label }: { $why } ({ $before } → { $after }); best was { $best }
