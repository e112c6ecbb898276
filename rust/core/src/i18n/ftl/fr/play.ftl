## Ligne d'état

status-to-move = { $side } au trait
status-computer-to-move = { $side } au trait (l'ordinateur)
status-separator = {" · "}

## Compteurs

counter = { $label } : { $value }
counter-limit = { $label } : { $value } sur { $limit }
counter-no-capture = Tours sans prise
counter-no-capture-or-man-move = Tours sans prise ni coup de pion

## Résultats

result-win = { $winner_number ->
    [singular] { $winner } gagne : { $why }.
   *[plural] { $winner } gagnent : { $why }.
}
result-draw = Partie nulle : { $why }.

why-no-piece-can-move = aucune pièce ({ $piece }) ne peut bouger
why-no-legal-move = { $loser_number ->
    [singular] { $loser } n'a plus de coup légal
   *[plural] { $loser } n'ont plus de coup légal
}
why-capture-target = { $count ->
    [one] { $count } chèvre prise
   *[other] { $count } chèvres prises
}
why-enough-captured = assez de pièces prises
why-bobail-home = le bobail a atteint la rangée des { $winner_name }
why-bobail-blocked = { $loser } ne peuvent plus bouger le bobail
why-no-pieces = { $loser_number ->
    [singular] { $loser } n'a plus de pièces
   *[plural] { $loser } n'ont plus de pièces
}
why-last-chip = la règle du dernier pion
why-repetition = la même position s'est présentée trois fois
why-move-limit = la limite de coups est atteinte
why-barrier = { $winner_number ->
    [singular] il a plus de pièces sur le plateau
   *[plural] ils ont plus de pièces sur le plateau
}
why-resignation = { $loser } ont abandonné
draw-why-move-limit = la limite de coups sans prise est atteinte
draw-why-barrier = les deux camps ont autant de pièces

## Raisons de fin, en bref

reason-no-legal-move = plus aucun coup légal
reason-capture-target = objectif de prises atteint
reason-bobail-home = le bobail a atteint une rangée de départ
reason-bobail-blocked = le bobail ne peut plus bouger
reason-no-pieces = plus de pièces
reason-last-chip = règle du dernier pion
reason-repetition = troisième répétition de la position
reason-move-limit = limite de coups sans prise
reason-barrier = règle de la barrière : plus de pièces sur le plateau
reason-resignation = abandon
outcome-win = Victoire des { $side } : { $reason }
outcome-draw = Partie nulle : { $reason }

## Listes

list-separator = {", "}
list-or = { $init } ou { $last }
list-and = { $init } et { $last }

## Hint

hint-line = Conseil : { $move }
hint-line-verdict = Conseil : { $move } · { $verdict }

move-pass-shown = passe
