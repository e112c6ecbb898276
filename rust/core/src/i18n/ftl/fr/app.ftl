### The apps' own words (buttons, menus, settings, dialogs).

app-home-subtitle = Cinq jeux de plateau traditionnels

app-home-continue = Continuer

app-home-new-game = Nouvelle partie

app-home-rules = Règles

app-home-learn = Apprendre à jouer

app-learn-title = Apprendre : { $game }

app-learn-lesson = Leçon

app-learn-lesson-progress = { $passed } étapes réussies sur { $steps }

app-learn-puzzles = Problèmes

app-learn-rating = Classement { $rating } · { $solved } résolus sur { $total }

app-learn-next-puzzle = Problème suivant

app-learn-solved-mark = ✓ { $puzzle }

app-learn-hint = Indice

app-learn-show-solution = Voir la solution

app-learn-retry = Réessayer

app-learn-next = Suivant

app-home-loading = Chargement des jeux…

app-action-settings = Réglages

app-preview-description = Plateau de { $game }

app-new-game-title = Nouvelle partie de { $game }

app-opponent-label = Adversaire

app-opponent-computer = Contre l'ordinateur

app-opponent-two-players = Deux joueurs sur cet appareil

app-side-label = Vous jouez

app-level-label = Niveau

app-variant-label = Variante

app-start-game = Commencer la partie

app-bad-options = Impossible de jouer avec ces options : { $why }

app-action-undo = Annuler

app-action-redo = Rétablir

app-action-flip = Retourner le plateau

app-action-resign = Abandonner

app-action-pass = Passer

app-action-finish = Terminer le coup ici

app-action-play-again = Rejouer

app-action-home = Accueil

app-thinking = Réflexion…

app-moves-title = Coups

app-no-moves-yet = Aucun coup joué

app-game-over-title = Partie terminée

app-resign-confirm = Abandonner cette partie ?

app-confirm-cancel = Annuler

app-corrupt-save = La partie enregistrée de { $game } n'a pas pu être lue, une nouvelle partie a donc commencé. Le fichier abîmé a été conservé sous le nom { $file }.

app-store-moved-aside = Les parties enregistrées n'ont pas pu être lues ; un nouvel enregistrement a commencé. Le fichier abîmé a été conservé sous le nom { $file }.

app-engine-error = Un problème est survenu : { $why }

app-rules-title = Règles : { $game }

app-setting-sound = Son

app-setting-haptics = Retour haptique

app-setting-coordinates = Afficher les coordonnées

app-setting-animation = Animation des coups

app-animation-off = Aucune

app-animation-fast = Rapide

app-animation-normal = Normale

app-animation-slow = Lente

app-setting-theme = Thème

app-theme-system = Système

app-theme-light = Clair

app-theme-dark = { board-theme-dark }

app-setting-default-level = Niveau de l'ordinateur par défaut

app-action-back = Retour

app-setting-legal-moves = Montrer les coups possibles

app-setting-board-theme = Plateau

app-board-theme-auto = Automatique

app-board-theme-wood = { board-theme-wood }

app-board-theme-contrast = { board-theme-contrast }

app-action-share = Partager

app-share-board-image = Le plateau en image

app-share-game-text = La partie en texte

app-action-history = Historique

app-history-statistics = Statistiques

app-history-games = Parties terminées

app-history-empty = Aucune partie terminée pour l'instant.

app-history-review = Analyser

app-history-delete = Supprimer

app-history-delete-confirm = Supprimer cette partie de { $game } ({ $date }) ?

app-history-more = Plus de parties

app-history-reviewing = Analyse… { $done } sur { $total }

app-review-back-to-game = Retour à la partie

app-review-first = { browse-start }

app-review-previous = Coup précédent

app-review-next = Coup suivant

app-review-last = Position finale

app-review-failed = L’analyse s’est arrêtée : { $why }

app- = { $option } : { $value }

app-appearance = Apparence

app-computer = Ordinateur

app-continue = Continuer { $game }

app-coordinates = Coordonnées

app-default-level = Niveau par défaut

app-done = OK

app-end-move = Terminer le coup

app-feedback = Retours

app-haptics = Vibrations

app-mode = Mode

app-more = Plus

app-ok = OK

app-players = Joueurs

app-resume = Reprendre

app-saved-game = Partie enregistrée

app-something-went-wrong-in-the-engine-the-game-is-kept-as-it-was = Un problème est survenu dans le moteur. La partie est conservée telle quelle.

app-start = Commencer

app-the-damaged-file-could-not-be-kept = Le fichier abîmé n'a pas pu être conservé.

app-the-damaged-file-was-kept-as = Le fichier abîmé a été conservé sous le nom { $file }.

app-two-players = Deux joueurs

app-board-theme = Thème du plateau

app-share-board = Partager le plateau

app-share-game = Partager la partie

app-learn = Apprendre

app-puzzles-rating-of-solved = Problèmes · classement { $rating } · { $solved } résolus sur { $total }

app-level = niveau { $level }

app-the-saved-games-could-not-be-read = Les parties enregistrées n’ont pas pu être lues. { $why }

app-reviewing = Analyse…

app-delete-this-game = Supprimer cette partie ?
