## Linha de estado

status-to-move = Vez: { $side }
status-computer-to-move = Vez: { $side } (o computador)
status-separator = {" · "}

## Contadores

counter = { $label }: { $value }
counter-limit = { $label }: { $value } de { $limit }
counter-no-capture = Lances sem captura
counter-no-capture-or-man-move = Lances sem captura nem movimento de pedra

## Resultados

result-win = { $winner_number ->
    [singular] { $winner } vence: { $why }.
   *[plural] { $winner } vencem: { $why }.
}
result-draw = Empate: { $why }.

why-no-piece-can-move = nenhuma peça ({ $piece }) pode se mover
why-no-legal-move = { $loser_number ->
    [singular] { $loser } não tem lance válido
   *[plural] { $loser } não têm lance válido
}
why-capture-target = { $count ->
    [one] { $count } cabra capturada
   *[other] { $count } cabras capturadas
}
why-enough-captured = peças suficientes capturadas
why-bobail-home = o bobail chegou à fileira das { $winner_name }
why-bobail-blocked = { $loser } não podem mover o bobail
why-no-pieces = { $loser_number ->
    [singular] { $loser } ficou sem peças
   *[plural] { $loser } ficaram sem peças
}
why-last-chip = a regra da última peça
why-repetition = a mesma posição se repetiu três vezes
why-move-limit = o limite de lances foi atingido
why-barrier = { $winner_number ->
    [singular] tem mais peças no tabuleiro
   *[plural] têm mais peças no tabuleiro
}
why-resignation = { $loser } abandonaram
draw-why-move-limit = o limite de lances sem captura foi atingido
draw-why-barrier = os dois lados têm o mesmo número de peças

## Motivos do fim, em resumo

reason-no-legal-move = nenhum lance válido
reason-capture-target = meta de capturas atingida
reason-bobail-home = o bobail chegou a uma fileira inicial
reason-bobail-blocked = o bobail não pode se mover
reason-no-pieces = sem peças
reason-last-chip = regra da última peça
reason-repetition = terceira repetição da posição
reason-move-limit = limite de lances sem captura
reason-barrier = regra da barreira: mais peças no tabuleiro
reason-resignation = abandono
outcome-win = { $side_subject } vencem: { $reason }
outcome-draw = Empate: { $reason }

## Listas

list-separator = {", "}
list-or = { $init } ou { $last }
list-and = { $init } e { $last }

## Hint

hint-line = Dica: { $move }
hint-line-verdict = Dica: { $move } · { $verdict }

move-pass-shown = passa
