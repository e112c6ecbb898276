### The apps' own words (buttons, menus, settings, dialogs), generated into
### Android's strings.xml and the iOS String Catalog.

# android: home_subtitle
app-home-subtitle = Five traditional board games

# android: home_continue
# ios: Continue
app-home-continue = Continue

# android: home_new_game
# android: action_new_game
# ios: New game
app-home-new-game = New game

# android: home_rules
# android: action_rules
# ios: Rules
app-home-rules = Rules

# android: home_learn
app-home-learn = Learn to play

# android: learn_title
# ios: Learn %@
app-learn-title = Learn { $game }

# android: learn_lesson
# ios: Lesson
app-learn-lesson = Lesson

# android: learn_lesson_progress
# $passed (Number)
# $steps (Number)
app-learn-lesson-progress = { $passed } of { $steps } steps passed

# android: learn_puzzles
app-learn-puzzles = Puzzles

# android: learn_rating
# $rating (Number)
# $solved (Number)
# $total (Number)
app-learn-rating = Rating { $rating } · { $solved } of { $total } solved

# android: learn_next_puzzle
app-learn-next-puzzle = Next puzzle

# android: learn_solved_mark
app-learn-solved-mark = ✓ { $puzzle }

# android: learn_hint
# android: action_hint
# ios: Hint
app-learn-hint = Hint

# android: learn_show_solution
# ios: Show solution
app-learn-show-solution = Show solution

# android: learn_retry
# ios: Retry
app-learn-retry = Retry

# android: learn_next
# ios: Next
app-learn-next = Next

# android: home_loading
app-home-loading = Loading the games…

# android: action_settings
# android: settings_title
# ios: Settings
app-action-settings = Settings

# android: preview_description
# android: board_description
app-preview-description = { $game } board

# android: new_game_title
app-new-game-title = New game of { $game }

# android: opponent_label
app-opponent-label = Opponent

# android: opponent_computer
# ios: Against the computer
app-opponent-computer = Against the computer

# android: opponent_two_players
app-opponent-two-players = Two players on this device

# android: side_label
# ios: You play
app-side-label = You play

# android: level_label
# ios: Level
app-level-label = Level

# android: variant_label
# ios: Variant
app-variant-label = Variant

# android: start_game
app-start-game = Start game

# android: bad_options
app-bad-options = These options cannot be played: { $why }

# android: action_undo
# ios: Undo
app-action-undo = Undo

# android: action_redo
# ios: Redo
app-action-redo = Redo

# android: action_flip
# ios: Flip board
app-action-flip = Flip board

# android: action_resign
# ios: Resign
app-action-resign = Resign

# android: action_pass
# ios: Pass
app-action-pass = Pass

# android: action_finish
app-action-finish = End move here

# android: action_play_again
# ios: Play again
app-action-play-again = Play again

# android: action_home
app-action-home = Home

# android: thinking
app-thinking = Thinking…

# android: moves_title
# ios: Moves
app-moves-title = Moves

# android: no_moves_yet
# ios: No moves yet
app-no-moves-yet = No moves yet

# android: game_over_title
app-game-over-title = Game over

# android: resign_confirm
# ios: Resign this game?
app-resign-confirm = Resign this game?

# android: confirm_cancel
# ios: Cancel
app-confirm-cancel = Cancel

# android: corrupt_save
app-corrupt-save = The saved game of { $game } could not be read, so a new game has started. The damaged file was kept as { $file }.

# android: store_moved_aside
app-store-moved-aside = The saved games could not be read, so a new store was started. The damaged file was kept as { $file }.

# android: engine_error
app-engine-error = Something went wrong: { $why }

# android: rules_title
# ios: Rules of %@
# Title of a game's rules page.
app-rules-title = Rules of { $game }

# android: setting_sound
# ios: Sound
app-setting-sound = Sound

# android: setting_haptics
app-setting-haptics = Haptic feedback

# android: setting_coordinates
app-setting-coordinates = Show coordinates

# android: setting_animation
# ios: Move animation
app-setting-animation = Move animation

# android: animation_off
app-animation-off = Off

# android: animation_fast
app-animation-fast = Fast

# android: animation_normal
app-animation-normal = Normal

# android: animation_slow
app-animation-slow = Slow

# android: setting_theme
# ios: Theme
app-setting-theme = Theme

# android: theme_system
app-theme-system = System

# android: theme_light
app-theme-light = Light

# android: theme_dark
# android: board_theme_dark
app-theme-dark = { board-theme-dark }

# android: setting_default_level
app-setting-default-level = Default computer level

# android: action_back
# android: history_back
# ios: Back
app-action-back = Back

# android: setting_legal_moves
# ios: Show legal moves
app-setting-legal-moves = Show legal moves

# android: setting_board_theme
# ios: Board
app-setting-board-theme = Board

# android: board_theme_auto
app-board-theme-auto = Automatic

# android: board_theme_wood
app-board-theme-wood = { board-theme-wood }

# android: board_theme_contrast
app-board-theme-contrast = { board-theme-contrast }

# android: action_share
# android: history_share
app-action-share = Share

# android: share_board_image
app-share-board-image = The board as a picture

# android: share_game_text
app-share-game-text = The game as text

# android: action_history
# android: history_title
# ios: History
# Home's toolbar and the History screen's title: the finished games and statistics.
app-action-history = History

# android: history_statistics
# ios: Statistics
# History: the section of wins, draws and losses per game, level and side.
app-history-statistics = Statistics

# android: history_games
# ios: Finished games
# History: the section listing finished games, newest first.
app-history-games = Finished games

# android: history_empty
# ios: No finished game yet.
# History, before any game was finished.
app-history-empty = No finished game yet.

# android: history_review
# ios: Review
# Button: the engine reviews every move of the game.
app-history-review = Review

# android: history_delete
# ios: Delete
# Button: deletes a finished game from the history.
app-history-delete = Delete

# android: history_delete_confirm
app-history-delete-confirm = Delete this game of { $game } ({ $date })?

# android: history_more
app-history-more = More games

# android: history_reviewing
# $done (Number)
# $total (Number)
app-history-reviewing = Reviewing… { $done } of { $total }

# android: review_back_to_game
# ios: Back to the game
# Closes the move-by-move view opened from the game screen.
app-review-back-to-game = Back to the game

# android: review_first
# ios: First position
# Step button (⏮): the game's start position.
app-review-first = { browse-start }

# android: review_previous
# ios: Previous move
# Step button (◀): one move back.
app-review-previous = Previous move

# android: review_next
# ios: Next move
# Step button (▶): one move forward.
app-review-next = Next move

# android: review_last
# ios: Last position
# Step button (⏭): the game's last position.
app-review-last = Final position

# android: review_failed
app-review-failed = The review stopped: { $why }

# ios: %@: %@
# An option of the game and its value.
app- = { $option }: { $value }

# ios: Appearance
app-appearance = Appearance

# ios: Computer
app-computer = Computer

# ios: Continue %@
# VoiceOver's label of the Continue card: the game's name.
app-continue = Continue { $game }

# ios: Coordinates
app-coordinates = Coordinates

# ios: Default level
app-default-level = Default level

# ios: Done
app-done = Done

# ios: End move
app-end-move = End move

# ios: Feedback
app-feedback = Feedback

# ios: Haptics
app-haptics = Haptics

# ios: Mode
app-mode = Mode

# ios: More
app-more = More

# ios: OK
app-ok = OK

# ios: Players
app-players = Players

# ios: Resume
app-resume = Resume

# ios: Saved game
app-saved-game = Saved game

# ios: Something went wrong in the engine. The game is kept as it was.
app-something-went-wrong-in-the-engine-the-game-is-kept-as-it-was = Something went wrong in the engine. The game is kept as it was.

# ios: Start
app-start = Start

# ios: The damaged file could not be kept.
app-the-damaged-file-could-not-be-kept = The damaged file could not be kept.

# ios: The damaged file was kept as %@.
app-the-damaged-file-was-kept-as = The damaged file was kept as { $file }.

# ios: Two players
app-two-players = Two players

# ios: Board theme
app-board-theme = Board theme

# ios: Share board
app-share-board = Share board

# ios: Share game
app-share-game = Share game

# ios: Learn
app-learn = Learn

# ios: Puzzles · rating %@ · %@ of %@ solved
# $rating (Number)
# $solved (Number)
# $total (Number)
app-puzzles-rating-of-solved = Puzzles · rating { $rating } · { $solved } of { $total } solved

# ios: level %@
app-level = level { $level }

# ios: The saved games could not be read. %@
# Shown at launch when the game store (or an old save file) was damaged; %@ says where the damaged file was kept.
app-the-saved-games-could-not-be-read = The saved games could not be read. { $why }

# ios: Reviewing…
# Beside the review's progress bar.
app-reviewing = Reviewing…

# ios: Delete this game?
# Confirmation before deleting a finished game.
app-delete-this-game = Delete this game?
