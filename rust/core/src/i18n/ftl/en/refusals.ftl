# Why a move or a tap was refused. Sentences are capitalised by the code.
# $square, $from, $to: square names; $the_piece, $a_piece: a piece with
# its article; $side: a side's name; $text: what the player wrote, quoted.

refusal-game-over = The game is over.
refusal-computer-to-move = It is the computer's turn.
refusal-position-changed = The position changed while the computer was thinking.
refusal-unreadable = { $text } is not a move.
# $on_points: `yes` when pieces stand on points (Bagh Chal), else `no`.
refusal-must-place = { $side } must place all their pieces before moving one: put { $a_piece } on an empty { $on_points ->
    [yes] point
   *[no] square
}.
refusal-nothing-to-place = Every piece is on the board: move one instead.
# $side: the side as a subject, `the tigers`; $side_number: its number.
refusal-never-places = { $side_number ->
    [singular] { $side } never places a piece: a move takes one of your pieces from where it stands to where it goes.
   *[plural] { $side } never place a piece: a move takes one of your pieces from where it stands to where it goes.
}
refusal-no-destination = { $the_piece } on { $square } needs a square to go to: write both squares.
# $example: a whole legal turn, in notation.
refusal-turn-not-finished = After { $the_piece } goes to { $square }, one of your pieces moves too: write the whole turn, as { $example }.
refusal-cannot-place = No piece can be placed on { $square }.
refusal-moves-first = { $the_piece } moves first: start by moving { $the_piece } on { $square }.
refusal-no-piece = There is no piece on { $square }.
refusal-not-your-piece = { $the_piece } on { $square } is not yours.
# $captures: the legal captures in notation, a list with `or`.
refusal-capture-compulsory = A capture is compulsory: { $captures }.
refusal-cannot-move = { $the_piece } on { $square } cannot move.
refusal-not-reachable = { $the_piece } on { $from } cannot reach { $to }.
# $next: the squares to jump to, a list with `or`.
refusal-chain-must-go-on = The capture must go on from { $square }: jump to { $next }.
refusal-chain-may-stop = The capture may stop on { $square }: tap it again to end the move there, or jump on.
# $candidates: the moves it could be, a list with `or`.
refusal-ambiguous = { $text } could be { $candidates }.
refusal-not-legal = { $text } is not a legal move here.
