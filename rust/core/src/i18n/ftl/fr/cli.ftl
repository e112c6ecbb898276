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

cli-review-progress = analyse { $done }/{ $total }
