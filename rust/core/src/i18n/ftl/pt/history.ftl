# O histórico das partidas terminadas: a segunda linha de uma partida, as
# estatísticas e a legenda sob o tabuleiro ao percorrer uma partida.
# Notação, nomes das casas e números ficam em caracteres latinos.

## Os níveis do computador

history-level-easy = Fácil
history-level-medium = Médio
history-level-hard = Difícil
history-level-expert = Especialista
history-level-perfect = Perfeito

## A segunda linha de uma partida

history-you-against = Você ({ $side }) contra o computador, { $level }
history-two-players = Dois jogadores
history-two-computers = Computador, { $first } contra computador, { $second }
history-moves = { $moves ->
    [one] { $moves } lance
   *[other] { $moves } lances
}

## O dia em que uma partida terminou, no histórico

history-date = { $day } de { $month } de { $year }
history-date-month = { $month } de { $year }
history-date-year = { $year }
history-date-unknown = Data desconhecida
history-month-january = janeiro
history-month-february = fevereiro
history-month-march = março
history-month-april = abril
history-month-may = maio
history-month-june = junho
history-month-july = julho
history-month-august = agosto
history-month-september = setembro
history-month-october = outubro
history-month-november = novembro
history-month-december = dezembro

## Uma linha das estatísticas

history-tally = { $won ->
    [one] { $won } vitória
   *[other] { $won } vitórias
}, { $drawn ->
    [one] { $drawn } empate
   *[other] { $drawn } empates
}, { $lost ->
    [one] { $lost } derrota
   *[other] { $lost } derrotas
}
history-stats-against = Contra { $level }, jogando com { $side }: { $tally }
history-stats-two-players = Dois jogadores, contando para { $side }: { $tally }

## A legenda sob o tabuleiro

browse-move = { $number } { $side } { $move }
browse-move-label = { $number } { $side } { $move }: { $label }.
browse-move-better = { $number } { $side } { $move }: { $label }. Melhor: { $better }
browse-start = Posição inicial
browse-no-game = Não há nenhuma partida para percorrer.
browse-review-failed = A análise falhou: { $reason }
browse-final = Posição final. { $result }
browse-last = { $moves ->
    [one] Posição após { $moves } lance
   *[other] Posição após { $moves } lances
}

## Uma linha da lista de lances, lida por um leitor de tela

browse-row-spoken-label = { $row }, { $label }

## Os lances de um lado na análise, contados por qualidade

review-count-best = { $count ->
    [one] { $count } melhor lance
   *[other] { $count } melhores lances
}
review-count-good = { $count ->
    [one] { $count } bom lance
   *[other] { $count } bons lances
}
review-count-inaccuracy = { $count ->
    [one] { $count } imprecisão
   *[other] { $count } imprecisões
}
review-count-mistake = { $count ->
    [one] { $count } erro
   *[other] { $count } erros
}
review-count-blunder = { $count ->
    [one] { $count } erro grave
   *[other] { $count } erros graves
}
review-summary = { $side }: { $counts }
review-summary-none = { $side }: nenhum lance

## A game shared as text (Share: the game as text)
share-heading = { $game } ({ $origin }): { $first } contra { $second }
share-no-moves = Nenhum lance ainda.
share-position = Posição: { $position }
