# L'historique des parties finies : la deuxième ligne d'une partie, les
# statistiques, et la légende sous le plateau quand on parcourt une partie.
# Notation, noms des cases et nombres restent en caractères latins.

## Les niveaux de l'ordinateur

history-level-easy = Facile
history-level-medium = Moyen
history-level-hard = Difficile
history-level-expert = Expert
history-level-perfect = Parfait

## La deuxième ligne d'une partie

history-you-against = Vous ({ $side }) contre l'ordinateur, { $level }
history-two-players = Deux joueurs
history-two-computers = Ordinateur, { $first } contre ordinateur, { $second }
history-moves = { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
}

## Le jour où une partie a fini, dans l'historique

history-date = { $day ->
    [1] 1er
   *[other] { $day }
} { $month } { $year }
history-date-month = { $month } { $year }
history-date-year = { $year }
history-date-unknown = Date inconnue
history-month-january = janvier
history-month-february = février
history-month-march = mars
history-month-april = avril
history-month-may = mai
history-month-june = juin
history-month-july = juillet
history-month-august = août
history-month-september = septembre
history-month-october = octobre
history-month-november = novembre
history-month-december = décembre

## Une ligne des statistiques (des parties : gagnées, nulles, perdues)

history-tally = { $won ->
    [one] { $won } gagnée
   *[other] { $won } gagnées
}, { $drawn ->
    [one] { $drawn } nulle
   *[other] { $drawn } nulles
}, { $lost ->
    [one] { $lost } perdue
   *[other] { $lost } perdues
}
history-stats-against = Contre { $level }, côté { $side } : { $tally }
history-stats-two-players = Deux joueurs, compté pour les { $side } : { $tally }

## La légende sous le plateau

browse-move = { $number } { $side } { $move }
browse-move-label = { $number } { $side } { $move } : { $label }.
browse-move-better = { $number } { $side } { $move } : { $label }. Mieux : { $better }
browse-start = Position de départ
browse-no-game = Il n’y a aucune partie à parcourir.
browse-review-failed = L’analyse a échoué : { $reason }
browse-final = Position finale. { $result }
browse-last = { $moves ->
    [one] Position après { $moves } coup
   *[other] Position après { $moves } coups
}

## Une ligne de la liste des coups, lue par un lecteur d'écran

browse-row-spoken-label = { $row }, { $label }

## Les coups d'un camp dans l'analyse, comptés par qualité

review-count-best = { $count ->
    [one] { $count } meilleur coup
   *[other] { $count } meilleurs coups
}
review-count-good = { $count ->
    [one] { $count } bon coup
   *[other] { $count } bons coups
}
review-count-inaccuracy = { $count ->
    [one] { $count } imprécision
   *[other] { $count } imprécisions
}
review-count-mistake = { $count ->
    [one] { $count } erreur
   *[other] { $count } erreurs
}
review-count-blunder = { $count ->
    [one] { $count } gaffe
   *[other] { $count } gaffes
}
review-summary = { $side } : { $counts }
review-summary-none = { $side } : aucun coup

## A game shared as text (Share: the game as text)
share-heading = { $game } ({ $origin }) : { $first } contre { $second }
share-no-moves = Aucun coup joué.
share-position = Position : { $position }
