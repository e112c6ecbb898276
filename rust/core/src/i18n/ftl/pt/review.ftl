# Os veredictos do motor e a análise de uma partida.

## Qualidade de um lance analisado

review-label-best = melhor lance
review-label-good = bom lance
review-label-inaccuracy = imprecisão
review-label-mistake = erro
review-label-blunder = erro grave

## Avaliações

verdict-win-in = { $side_number ->
    [singular] { $side_subject } vence em { $moves }
   *[plural] { $side_subject } vencem em { $moves }
}
verdict-won = { $side_number ->
    [singular] { $side_subject } venceu
   *[plural] { $side_subject } venceram
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

## Por que um lance é um erro ou uma gafe, pela melhor resposta

review-why-capture = depois de { $move }, { $capture } captura { $piece }
review-why-capture-then = depois de { $move } { $line }, { $capture } captura { $piece }
review-why-forced = depois de { $move }, { $reply }: { $result }
review-why-reply = depois de { $move }, { $reply } é a resposta mais forte
review-why-ended = { $move } terminou a partida
review-why-both = { $change }: { $reason }
review-pieces = { $count ->
    [one] uma peça
   *[other] { $count } peças
}

## A análise impressa pela linha de comando

review-header = Análise de { $game }, { $nodes } nós por posição (nível { $level })
review-better = melhor { $move }
review-better-line = melhor { $move } ({ $line })
