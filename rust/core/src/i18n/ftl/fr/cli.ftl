## boardlore games

cli-games-sides = camps : { $first } joue en premier, puis { $second }
cli-games-option-kind = { $values }, par défaut { $default }

## boardlore play

cli-play-banner = { $game } — tapez `help` pour les commandes.
cli-play-help =
    Entrez un coup dans n'importe quelle notation (c3, a1-b2, a1xc3, A-1 B-2), ou une commande :
      moves          liste les coups légaux
      history        les coups joués, par tours
      hint           demande un coup à l'ordinateur
      undo, redo     reprend / rejoue un coup (contre l'ordinateur : tout votre tour et sa réponse)
      resign         abandonne la partie (contre l'ordinateur : votre camp)
      new            recommence depuis la position de départ
      save <file>    enregistre la partie en JSON
      load <file>    charge une partie enregistrée
      fen            affiche la chaîne de position
      help           ce texte
      quit           quitter
cli-play-game-over = Partie terminée. `new`, `undo`, `save <file>`, `load <file>` ou `quit`.
cli-play-computer-plays = L'ordinateur joue { $move }{ $numbers }
cli-play-hint = Conseil : { $move }{ $numbers }
cli-play-legal = { $count ->
    [one] { $count } coup légal : { $moves }
   *[other] { $count } coups légaux : { $moves }
}
cli-play-undone = Repris : { $moves }
cli-play-replayed = Rejoué : { $moves }
cli-play-played = Joué : { $move }
cli-play-resigned = { $side_number ->
    [singular] { $side_subject } abandonne.
   *[plural] { $side_subject } abandonnent.
}
cli-play-new-game = Nouvelle partie.
cli-play-saved = Enregistré dans { $file }
cli-play-save-failed = Impossible d'enregistrer dans { $file } : { $error }
cli-play-loaded = Chargé depuis { $file }
cli-play-load-failed = Impossible de charger { $file } : { $error }

## Input lines of `play` and `learn`

cli-input-not-text = Cette ligne n'est pas du texte UTF-8 ; elle a été ignorée.
cli-input-too-long = Cette ligne fait { $size } ; la limite est { $limit }. Elle a été ignorée.

## boardlore history

cli-history-salvaged = { $file } était endommagé : une nouvelle base contient toutes les parties lisibles, et le fichier endommagé est conservé sous { $aside }. Parties terminées sauvées : { $saved } ; perdues : { $lost }.
cli-history-unreadable = La partie { $id } est illisible ; elle n'est pas listée.
cli-history-read-only = { $file } n'est pas modifiable : il est seulement listé.
cli-history-folder = { $file } est un dossier, pas une base de données.
cli-history-added = Partie { $id } ajoutée.
cli-history-page = { $total ->
    [one] Une partie terminée
   *[other] { $total } parties terminées
} ; page { $page }

cli-review-progress = analyse { $done }/{ $total }

## boardlore themes
board-theme-wood = Bois
board-theme-dark = Sombre
board-theme-contrast = Contraste élevé
cli-themes-heading = { $name } ({ $id })
cli-themes-heading-dark = { $name } ({ $id }), un thème sombre
cli-themes-labels = Coordonnées sur le fond : contraste { $ratio }:1, au moins { $need } requis.
cli-themes-lines = Lignes sur le fond : contraste { $ratio }:1, au moins { $need } requis.
cli-themes-check = { $pair } : ΔE minimal { $delta } ({ $vision }), au moins { $need } requis : { $verdict }. En niveaux de gris : ΔE { $grey }.
cli-themes-pass = réussi
cli-themes-fail = ÉCHEC
cli-themes-on = { $mark } sur { $ground }
cli-themes-versus = { $first } face à { $second }
cli-themes-failed = { $count ->
    [one] Une vérification a échoué.
   *[other] { $count } vérifications ont échoué.
}
board-mark-selected = l'anneau de sélection
board-mark-target = les points des coups légaux
board-mark-hint = l'anneau d'indice
board-mark-last-move = la teinte du dernier coup
board-mark-captured = la teinte de la prise
board-ground-light = les cases claires
board-ground-dark = les cases foncées
board-ground-plain = les cases unies
board-ground-background = le fond
vision-typical = vision typique
vision-protan = protanopie
vision-deutan = deutéranopie

## boardlore puzzles
cli-puzzles-summary = { $count ->
    [one] Un problème
   *[other] { $count } problèmes
} ; thèmes : { $themes } ; difficulté : { $levels }
cli-puzzles-unknown-game = Il n'y a pas de problèmes pour le jeu « { $game } ».
cli-puzzles-unknown-puzzle = Il n'y a pas de problème « { $id } » : `boardlore puzzles list JEU` les liste.
cli-puzzle-correct = juste { $reply } : { $message }
cli-puzzle-solved = résolu : { $message }
cli-puzzle-wrong = faux : { $message }
cli-puzzle-refused = refusé : { $message }
cli-puzzles-level-count = { $level } : { $count }

## Errors every command may say
cli-unknown-game = { $error } ; jeux : { $games }
cli-unknown-lang = langue inconnue « { $code } » ; langues : { $languages }
cli-file-missing = { $file } n'existe pas.
cli-file-denied = { $file } ne peut pas être lu : permission refusée.
cli-file-folder = { $file } est un dossier, pas un fichier.
cli-file-too-large = { $file } dépasse la limite de { $limit }.
cli-file-not-text = { $file } n'est pas du texte UTF-8.
cli-file-unreadable = { $file } ne peut pas être lu.
cli-file-not-writable = { $file } ne peut pas être écrit.

## boardlore render
cli-render-no-piece = { $game } n'a pas de pièce { $letter } ; pièces : { $letters }
cli-render-size = la taille { $size } est hors limites : de { $least } à { $most }
cli-render-unknown-theme = thème inconnu { $theme } ; thèmes : { $themes }

## A computer player (play --level, arena, engine)
cli-player-not-a-level = { $text } n'est ni un niveau (easy, medium, hard, expert) ni des paires clé=valeur
cli-player-not-a-number = { $pair } : pas un nombre
cli-player-unknown-key = clé de joueur inconnue { $key } (level, nodes, depth, ms, seed)
cli-player-no-limit = { $text } ne fixe aucune limite : donnez nodes, depth ou ms
