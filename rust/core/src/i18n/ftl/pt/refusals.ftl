refusal-game-over = A partida terminou.
refusal-computer-to-move = É a vez do computador.
refusal-position-changed = A posição mudou enquanto o computador pensava.
refusal-unreadable = { $text } não é um lance.
refusal-must-place = { $side_subject } devem colocar todas as peças antes de mover alguma: coloque { $a_piece } em { $on_points ->
    [yes] um vértice livre
   *[no] uma casa livre
}.
refusal-nothing-to-place = Todas as peças estão no tabuleiro: mova uma delas.
refusal-never-places = { $side_number ->
    [singular] { $side } nunca coloca peças: um lance leva uma das suas peças de onde está para onde vai.
   *[plural] { $side } nunca colocam peças: um lance leva uma das suas peças de onde está para onde vai.
}
refusal-no-destination = { $the_piece } em { $square } precisa de uma casa para onde ir: escreva as duas casas.
refusal-turn-not-finished = Depois de { $the_piece } ir para { $square }, uma das suas peças também se move: escreva o lance inteiro, como { $example }.
refusal-cannot-place = Nenhuma peça pode ser colocada em { $square }.
refusal-moves-first = { $the_piece } move primeiro: comece movendo { $the_piece } em { $square }.
refusal-no-piece = Não há peça em { $square }.
refusal-not-your-piece = { $the_piece } em { $square } não é sua.
refusal-capture-compulsory = A captura é obrigatória: { $captures }.
refusal-cannot-move = { $the_piece } em { $square } não pode se mover.
refusal-not-reachable = { $the_piece } em { $from } não pode chegar a { $to }.
refusal-chain-must-go-on = A captura deve continuar a partir de { $square }: salte para { $next }.
refusal-chain-may-stop = A captura pode parar em { $square }: toque de novo para terminar o lance aí, ou continue saltando.
refusal-ambiguous = { $text } pode ser { $candidates }.
refusal-not-legal = { $text } não é um lance válido aqui.
