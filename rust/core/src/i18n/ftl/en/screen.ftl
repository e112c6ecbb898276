# What the game screen says about itself (the core's GameScreen):
# the busy line, the players line, and the errors it shows.

screen-thinking = Thinking…
screen-finding-hint = Looking for a hint…
screen-two-players = Two players
# What a screen reader calls the board; $game: the game's name.
screen-board = { $game } board
# $side: the person's side; $other: the computer's side; $level: a
# history-level-* text.
screen-you-against = You: { $side } · Computer: { $other } ({ $level })
# $why: the store's own words.
screen-save-failed = The game could not be saved: { $why }
# $why: the engine's own words.
screen-engine-failed = The computer could not move: { $why }
screen-save-unreadable = The saved game could not be read, so a new game has started.
