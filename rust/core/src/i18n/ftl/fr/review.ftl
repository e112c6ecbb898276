# Verdicts du moteur et analyse d'une partie.

## Qualité d'un coup analysé

review-label-best = meilleur coup
review-label-good = bon coup
review-label-inaccuracy = imprécision
review-label-mistake = erreur
review-label-blunder = gaffe

## Évaluations

verdict-win-in = { $side_number ->
    [singular] { $side_subject } gagne en { $moves }
   *[plural] { $side_subject } gagnent en { $moves }
}
verdict-won = { $side_number ->
    [singular] { $side_subject } a gagné
   *[plural] { $side_subject } ont gagné
}
verdict-drawn = partie nulle
verdict-score = { $side } { $percent } %
verdict-draw = Nulle avec le meilleur jeu
verdict-threw-win = ce coup a laissé échapper la victoire
verdict-threw-draw = ce coup a laissé échapper la nulle

## Commentaire d'un coup analysé

review-comment = { $label } ({ $before } → { $after })
review-comment-best = { $label } ({ $before } → { $after }) ; le meilleur était { $best }
review-comment-threw = { $label } : { $why } ({ $before } → { $after })
review-comment-threw-best = { $label } : { $why } ({ $before } → { $after }) ; le meilleur était { $best }

## Pourquoi un coup est une erreur ou une gaffe, d'après la meilleure réponse

review-why-capture = après { $move }, { $capture } prend { $piece }
review-why-capture-then = après { $move } { $line }, { $capture } prend { $piece }
review-why-forced = après { $move }, { $reply } : { $result }
review-why-reply = après { $move }, { $reply } est la meilleure réponse
review-why-ended = { $move } a terminé la partie
review-why-both = { $change } : { $reason }
review-pieces = { $count ->
    [one] une pièce
   *[other] { $count } pièces
}

## L'analyse affichée par la ligne de commande

review-header = Analyse de { $game }, { $nodes } nœuds par position (niveau { $level })
review-better = mieux : { $move }
review-better-line = mieux : { $move } ({ $line })
