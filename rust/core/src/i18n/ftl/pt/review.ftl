# Os veredictos do motor e a análise de uma partida.

## Qualidade de um lance analisado

review-label-best = melhor lance
review-label-good = bom lance
review-label-inaccuracy = imprecisão
review-label-mistake = erro
review-label-blunder = erro grave

## Avaliações

verdict-win-in = { $side_number ->
    [singular] { $side } vence em { $moves }
   *[plural] { $side } vencem em { $moves }
}
verdict-won = { $side_number ->
    [singular] { $side } venceu
   *[plural] { $side } venceram
}
verdict-drawn = empate
verdict-score = { $side } { $percent }%
verdict-draw = Empate com o melhor jogo
verdict-threw-win = este lance jogou fora a vitória
verdict-threw-draw = este lance jogou fora o empate

## Comentário de um lance analisado

review-comment = { $label } ({ $before } → { $after })
review-comment-best = { $label } ({ $before } → { $after }); o melhor era { $best }
review-comment-threw = { $label }: { $why } ({ $before } → { $after })
review-comment-threw-best = { $label }: { $why } ({ $before } → { $after }); o melhor era { $best }
