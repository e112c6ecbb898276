# What TalkBack and VoiceOver say: squares, moves, move-list rows and
# announcements. Square names and notation stay in Latin letters.

## A square: `c3, goat, can move`

speech-separator = {", "}
speech-empty = empty
speech-selected = selected
speech-can-move = can move
speech-target = target
speech-hint = hint
speech-last-from = last move from here
speech-last-to = last move to here
speech-captured = just captured

## A move: `Tiger a1 to a3, takes the goat on a2`
# $piece: the piece's bare name; $from, $to: squares; $side: a side's name.

move-placed = { $piece } placed on { $to }
move-from-to = { $piece } { $from } to { $to }
# Between the stops of a multi-step move: `c1 to e3 to c5`.
move-path-separator = {" to "}
# $taken: the pieces taken, a list of move-taken-piece.
move-takes = takes { $taken }
# $the_piece: the piece with its article.
move-taken-piece = { $the_piece } on { $square }
move-pass = { $side_number ->
    [singular] { $side } passes
   *[plural] { $side } pass
}

## A row of the move list: `Round 12, Tigers, c3-d4`
# $round: a number; $side: a side's name; $moves: notation.

turn-speech = Round { $round }, { $side }, { $moves }
turn-speech-captures = Round { $round }, { $side }, { $moves }, captures

## Announcements
# $move: a move's description; $result: the result sentence; $status: the status line.

announce-played-result = { $move }. { $result }
announce-hint = Hint: { $move }
announce-taken-back = { $count ->
    [0] Nothing taken back. { $status }
    [one] Move taken back. { $status }
   *[other] { $count } moves taken back. { $status }
}
