## Une case : « c3, chèvre, peut bouger »

speech-separator = {", "}
speech-empty = vide
speech-selected = sélectionnée
speech-can-move = peut bouger
speech-target = cible
speech-hint = conseil
speech-last-from = dernier coup parti d'ici
speech-last-to = dernier coup arrivé ici
speech-captured = pièce prise à l'instant

## Un coup : « Tigre de a1 à a3, prend la chèvre en a2 »

move-placed = { $piece } posé en { $to }
move-from-to = { $piece } de { $from } à { $to }
move-path-separator = {" puis "}
move-takes = prend { $taken }
move-taken-piece = { $the_piece } en { $square }
move-pass = { $side_number ->
    [singular] { $side_subject } passe
   *[plural] { $side_subject } passent
}

## Une ligne de la liste des coups

turn-speech = Tour { $round }, { $side }, { $moves }
turn-speech-captures = Tour { $round }, { $side }, { $moves }, prise

## Annonces

announce-played-result = { $move }. { $result }
announce-hint = Conseil : { $move }
announce-taken-back = { $count ->
    [0] Rien n'a été repris. { $status }
    [one] Coup repris. { $status }
   *[other] { $count } coups repris. { $status }
}
