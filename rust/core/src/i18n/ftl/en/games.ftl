# The games: names, origins, one-line summaries, sides, pieces, options and
# the counters players see. Ids are made by `i18n::ids`.
#
# Sides: the value is the name on its own (`Goats to move`); `.subject` is
# the side as the subject of a sentence (`the goats`, `White`); `.number`
# (`plural` or `singular`) chooses the verb's form.
# Pieces (by their letter in position strings): the bare name, `.the` with
# the definite article, `.a` with the indefinite one.

## Bagh Chal

game-bagh-chal = Bagh Chal
    .origin = Nepal
    .summary = Four tigers hunt twenty goats; the goats win by hemming every tiger in.
side-bagh-chal-goats = Goats
    .subject = the goats
    .number = plural
side-bagh-chal-tigers = Tigers
    .subject = the tigers
    .number = plural
piece-bagh-chal-G = goat
    .the = the goat
    .a = a goat
piece-bagh-chal-T = tiger
    .the = the tiger
    .a = a tiger
option-bagh-chal-forced_capture = Forced capture
    .help = When a tiger can jump a goat, the tigers must capture.
option-bagh-chal-captures_to_win = Captures to win
    .help = How many goats the tigers must capture to win.
counter-bagh-chal-goats-in-hand = Goats to place
counter-bagh-chal-goats-captured = Goats captured

## Buff and Green

game-buff-and-green = Buff and Green
    .origin = Europe (draughts family)
    .summary = Draughts on the dark squares with flying kings: capture is compulsory, and the side that cannot move loses.
side-buff-and-green-green = Green
    .subject = Green
    .number = singular
side-buff-and-green-buff = Buff
    .subject = Buff
    .number = singular
piece-buff-and-green-g = green man
    .the = the green man
    .a = a green man
piece-buff-and-green-G = green king
    .the = the green king
    .a = a green king
piece-buff-and-green-b = buff man
    .the = the buff man
    .a = a buff man
piece-buff-and-green-B = buff king
    .the = the buff king
    .a = a buff king

## Seega

game-seega = Seega
    .origin = Tunisia
    .summary = Set your pieces two at a time, then sandwich the enemy's pieces until none are left.
side-seega-attacker = Attackers
    .subject = the attackers
    .number = plural
side-seega-defender = Defenders
    .subject = the defenders
    .number = plural
piece-seega-S = attackers' piece
    .the = the attackers' piece
    .a = one of the attackers' pieces
piece-seega-s = defenders' piece
    .the = the defenders' piece
    .a = one of the defenders' pieces
option-seega-size = Board size
    .help = A 5×5, 7×7 or 9×9 board, with 12, 24 or 40 pieces a side.
option-seega-size-5 = 5×5
option-seega-size-7 = 7×7
option-seega-size-9 = 9×9
option-seega-safe_centre = Safe centre
    .help = A piece standing on the centre square cannot be captured.
option-seega-blocked = Blocked player
    .help = What a player who cannot move does: pass, or remove any one opposing piece.
option-seega-blocked-pass = Pass
option-seega-blocked-remove = Remove a piece
option-seega-no_capture_limit = Barrier limit
    .help = Moves in a row without a capture that end the game; the side with more pieces wins.
counter-seega-attackers-in-hand = Attackers to place
counter-seega-defenders-in-hand = Defenders to place

## Chiangmai Checkers

game-chiangmai-checkers = Chiangmai Checkers
    .origin = Thailand (Mhark Nheeb)
    .summary = Slide chips like rooks; capture by enclosing enemy chips or stepping between two of them.
side-chiangmai-checkers-white = White
    .subject = White
    .number = singular
side-chiangmai-checkers-black = Black
    .subject = Black
    .number = singular
piece-chiangmai-checkers-W = white chip
    .the = the white chip
    .a = a white chip
piece-chiangmai-checkers-B = black chip
    .the = the black chip
    .a = a black chip
option-chiangmai-checkers-no_capture_limit = No-capture limit
    .help = The game is drawn after this many moves in a row (counting both sides) without a capture.
option-chiangmai-checkers-compulsory_capture = Compulsory capture
    .help = When a move can capture, the player must make a capturing move (any of them).
counter-chiangmai-checkers-white-chips = White chips
counter-chiangmai-checkers-black-chips = Black chips

## Bobail

game-bobail = Bobail
    .origin = Africa
    .summary = Step the shared bobail, then slide a piece: bring the bobail to your home row or trap it.
side-bobail-white = White
    .subject = White
    .number = singular
side-bobail-black = Black
    .subject = Black
    .number = singular
piece-bobail-W = white piece
    .the = the white piece
    .a = a white piece
piece-bobail-B = black piece
    .the = the black piece
    .a = a black piece
piece-bobail-O = bobail
    .the = the bobail
    .a = a bobail
option-bobail-max_slide = Slide all the way
    .help = Pieces must slide as far as they can; when off, a piece may stop on any empty square along its line.

## Option values shared by every game

option-on = On
option-off = Off

## A piece the catalogue does not know

piece-unknown = piece
    .the = the piece
    .a = a piece
