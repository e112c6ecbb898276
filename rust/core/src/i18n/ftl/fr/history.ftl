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
browse-final = Position finale. { $result }
browse-last = { $moves ->
    [one] Position après { $moves } coup
   *[other] Position après { $moves } coups
}
