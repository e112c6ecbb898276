## Uma casa: «c3, cabra, pode mover»

speech-separator = {", "}
speech-empty = vazia
speech-selected = selecionada
speech-can-move = pode mover
speech-target = destino
speech-hint = dica
speech-last-from = último lance saiu daqui
speech-last-to = último lance chegou aqui
speech-captured = peça capturada agora

## Um lance: «Tigre de a1 para a3, captura a cabra em a2»

move-placed = { $piece } colocada em { $to }
move-from-to = { $piece } de { $from } para { $to }
move-path-separator = {" para "}
move-takes = captura { $taken }
move-taken-piece = { $the_piece } em { $square }
move-pass = { $side_number ->
    [singular] { $side_subject } passa a vez
   *[plural] { $side_subject } passam a vez
}

## Uma linha da lista de lances

turn-speech = Rodada { $round }, { $side }, { $moves }
turn-speech-captures = Rodada { $round }, { $side }, { $moves }, captura

## Anúncios

announce-played-result = { $move }. { $result }
announce-hint = Dica: { $move }
announce-taken-back = { $count ->
    [0] Nada foi desfeito. { $status }
    [one] Lance desfeito. { $status }
   *[other] { $count } lances desfeitos. { $status }
}
