# Lessons and puzzles (`learn`). Notation and square names stay Latin.
# $move, $reply: a move in notation; $captures: capturing moves, a list
# with `or`; $taken, $wanted, $count, $moves: numbers; $level: the
# computer's level (a learn-level-* text); $side: a side's name.

## How a move is judged
learn-wrong-capture = { $move } captures nothing, and a capture is there: { $captures }.
learn-wrong-no-capture = { $move } captures nothing. Look for a piece you can take.
learn-wrong-capture-more = { $move } takes { $taken }; one move here takes { $wanted } or more.
learn-wrong-unsafe = After { $move }, the other side can capture with { $reply }.
learn-wrong-loses = After { $move }, the other side wins at once.
learn-wrong-loses-with = After { $move }, the other side wins at once with { $reply }.
learn-wrong-win = { $move } does not win yet: a winning move is there this turn.
learn-wrong-crown = { $move } does not crown a man: reach the far row.
learn-wrong-move = { $move } is legal, but not the move this step asks for.
learn-right = Well done.
learn-step-done = This step is done: go on to the next one.
learn-hint = Try { $move }.
# A lesson step's heading on the trainer screen and in the list of steps:
# $number, $count: the step's number (from 1) and how many there are.
learn-step-heading = Step { $number } of { $count } · { $title }

## The computer's levels, as the challenges name them
learn-level-easy = easy
learn-level-medium = medium
learn-level-hard = hard
learn-level-expert = expert
learn-level-perfect = perfect

## Challenges against the computer
learn-challenge-win = { $moves ->
    [one] Win against the computer ({ $level }) in one move.
   *[other] Win against the computer ({ $level }) within { $moves } moves.
}
learn-challenge-captures = { $count ->
    [one] { $moves ->
        [one] Capture a piece against the computer ({ $level }) in one move.
       *[other] Capture a piece against the computer ({ $level }) within { $moves } moves.
    }
   *[other] { $moves ->
        [one] Capture { $count } pieces against the computer ({ $level }) in one move.
       *[other] Capture { $count } pieces against the computer ({ $level }) within { $moves } moves.
    }
}
learn-challenge-survive = { $moves ->
    [one] Play one move against the computer ({ $level }) without losing a piece.
   *[other] Play { $moves } moves against the computer ({ $level }) without losing a piece.
}
learn-challenge-reply = The computer answers { $reply }.
learn-challenge-won = Challenge won!
learn-challenge-lost-piece = The computer captured with { $reply }. Try again from the start.
learn-challenge-game-lost = The game is lost. Try again from the start.
learn-challenge-out-of-moves = Out of moves. Try again from the start.

## Puzzles
puzzle-goal = { $side } to play: find the best move.
puzzle-reply = The answer is { $reply }. Go on.
puzzle-solved = Solved!
# A puzzle's heading: $id `bobail-017`, $theme its theme's name, $difficulty 1 to 5.
puzzle-heading = { $id } · { $theme } · level { $difficulty }
# A puzzle solved and kept: $rating, the player's new puzzle rating in the game.
puzzle-solved-rating = Solved! Rating { $rating }.
puzzle-wrong = { $move } is not the best here. Try again.
theme-bobail-home = Bobail home
theme-bobail-trap = Trap the bobail
theme-trap-the-tigers = Trap the tigers
theme-last-capture = The last capture
theme-blocked-opponent = Blocked opponent
theme-last-piece = The last piece
theme-chain-capture = Chain capture
theme-double-capture = Double capture
theme-balancing = Balancing
theme-sacrifice = Sacrifice
theme-quiet-move = Quiet move
theme-winning-capture = Winning capture
theme-block = Block the capture
theme-escape = Escape
theme-defence = Only move
theme-stop-the-bobail = Stop the bobail
theme-free-the-bobail = Free the bobail

## `boardlore learn` in the terminal
# $number, $count: the step's number (from 1) and how many there are.
learn-cli-intro = Type a move, or: hint, retry, skip, quit.
learn-cli-step = Step { $number } of { $count }: { $title }
learn-cli-goal = Goal: { $goal }
learn-cli-no-hint = No hint here.
learn-cli-try-again = { $message } Try again.
learn-cli-last-step = That was the last step.
# $game: the game's name.
learn-cli-complete = Lesson complete: you know the basics of { $game }.

## Bagh Chal
bagh-chal-place-title = Placing goats
bagh-chal-place-goal = The goats move first: place a goat on any empty point.
bagh-chal-step-title = Tigers step
bagh-chal-step-goal = Move a tiger one step along a line to an empty point.
bagh-chal-jump-title = Tigers jump
bagh-chal-jump-goal = Capture a goat: jump over it to the empty point just beyond.
bagh-chal-safe-title = Guard the goats
bagh-chal-safe-goal = Place a goat so that no goat can be jumped.
bagh-chal-trap-title = Trap a tiger
bagh-chal-trap-goal = Take away the last move of the tiger on a1.
bagh-chal-trap-wrong = The tiger on a1 can still jump b2: fill the point behind it.
bagh-chal-win-title = Five captures win
bagh-chal-win-goal = Four goats are taken: capture the fifth and win.
bagh-chal-guard-title = Challenge: keep the herd
bagh-chal-hunt-title = Challenge: the hunt

## Buff and Green
buff-and-green-move-title = Men move forward
buff-and-green-move-goal = Move a man one square diagonally forward.
buff-and-green-jump-title = Capturing
buff-and-green-jump-goal = Jump the buff man: captures are compulsory.
buff-and-green-chain-title = Keep jumping
buff-and-green-chain-goal = Capture two men in one move: after a jump, jump again.
buff-and-green-crown-title = Crown a king
buff-and-green-crown-goal = Reach the far row to make your man a king.
buff-and-green-king-title = Flying kings
buff-and-green-king-goal = A king flies along a diagonal: capture the man on e5 from afar.
buff-and-green-safe-title = Move safely
buff-and-green-safe-goal = Move without giving Buff a capture.
buff-and-green-hunt-title = Challenge: king hunt

## Seega
seega-place-title = Setting the board
seega-place-goal = Place a piece on any empty square but the centre.
seega-move-title = Stepping
seega-move-goal = Step a piece one square up, down, left or right.
seega-capture-title = Sandwich
seega-capture-goal = Capture: step so that an enemy piece is caught between two of yours.
seega-double-title = Two at once
seega-double-goal = Step into the centre and sandwich two pieces at once.
seega-chain-title = Chain
seega-chain-goal = After a capture the same piece may step again: capture two pieces in a chain.
seega-centre-title = The safe centre
seega-centre-goal = A piece on the centre cannot be taken: capture somewhere else.
seega-centre-wrong = The piece on the centre square is safe: it cannot be captured.
seega-hunt-title = Challenge: clear the board

## Chiangmai Checkers
chiangmai-checkers-move-title = Chips move like rooks
chiangmai-checkers-move-goal = Move a chip any distance along a row or a column.
chiangmai-checkers-enclose-title = Enclosing
chiangmai-checkers-enclose-goal = Catch the black chip between two of yours.
chiangmai-checkers-line-title = A whole line
chiangmai-checkers-line-goal = Enclose a line of black chips with one move.
chiangmai-checkers-balance-title = Balancing
chiangmai-checkers-balance-goal = Move between two black chips to take both.
chiangmai-checkers-win-title = The last chips
chiangmai-checkers-win-goal = Take Black's last two chips and win.
chiangmai-checkers-hunt-title = Challenge: the hunt

## Bobail
bobail-first-title = The first turn
bobail-first-goal = On the very first turn White only slides a piece: slide one as far as it goes.
bobail-step-title = Bobail first, then slide
bobail-step-goal = Step the bobail one square, then slide one of your pieces as far as it goes.
bobail-home-title = Bring it home
bobail-home-goal = Win: step the bobail onto your home row.
bobail-safe-title = Keep it away
bobail-safe-goal = Move the bobail where Black cannot bring it home next turn.
bobail-trap-title = Trap the bobail
bobail-trap-goal = Win by leaving the bobail no square to step to when Black's turn begins.
bobail-race-title = Challenge: the race
