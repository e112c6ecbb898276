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

## Why a mistake or a blunder is one, from the opponent's best answer
# $move: the move played; $capture: the capturing move; $line: the moves
# between them, in notation; $piece: what it takes (a piece's `.a` name,
# or review-pieces); $reply: the opponent's answer; $result: a
# verdict-win-in text; $change: verdict-threw-win or verdict-threw-draw;
# $reason: one of the review-why-* texts.

review-why-capture = after { $move }, { $capture } captures { $piece }
review-why-capture-then = after { $move } { $line }, { $capture } captures { $piece }
review-why-forced = after { $move }, { $reply }: { $result }
review-why-reply = after { $move }, { $reply } is the strongest answer
review-why-ended = { $move } ended the game
review-why-both = { $change }: { $reason }
# $count (Number): pieces taken by one capture, more than one.
review-pieces = { $count ->
    [one] one piece
   *[other] { $count } pieces
}

## The review printed by the command line
# $game: the game's name; $nodes (Number): the search's node budget per
# position; $level: the level's name (a history-level-* text); $move: the
# better move; $line: the engine's line from there.

review-header = { $game } review, { $nodes } nodes a position ({ $level } level)
review-better = better { $move }
review-better-line = better { $move } ({ $line })
