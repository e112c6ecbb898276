# Verdicts du moteur et analyse d'une partie.

## Qualité d'un coup analysé

review-label-best = meilleur coup
review-label-good = bon coup
review-label-inaccuracy = imprécision
review-label-mistake = erreur
review-label-blunder = gaffe

## Évaluations

verdict-win-in = { $side_number ->
    [singular] { $side } gagne en { $moves }
   *[plural] { $side } gagnent en { $moves }
}
verdict-won = { $side_number ->
    [singular] { $side } a gagné
   *[plural] { $side } ont gagné
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
