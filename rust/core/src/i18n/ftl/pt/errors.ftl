error-unknown-game = jogo desconhecido { $id }
error-bad-position = posição inválida: { $why }
error-nothing-to-undo = não há lance para desfazer
error-nothing-to-redo = não há lance para refazer
error-corrupt-save = jogo salvo corrompido: { $why }
error-corrupt-save-damaged = o jogo salvo está danificado e não pode ser lido
error-game-over = a partida terminou
error-unreadable-move = { $text } não é um lance
error-illegal-move = { $text } não é um lance válido aqui
error-ambiguous-move = { $text } é ambíguo: pode ser { $candidates }
error-option-malformed = a opção { $text } não está escrita como chave=valor
error-option-unknown-none = opção desconhecida { $key }: este jogo não tem opções
error-option-unknown = opção desconhecida { $key } (opções: { $known })
error-option-too-many = opções demais; o limite é { $limit }
error-option-repeated = a opção { $key } foi dada duas vezes; dê-a uma só vez
error-option-bad-value = a opção { $key } não pode ser { $value }: esperado { $expected }
error-position-fields = esperados { $expected } campos separados por espaços, encontrados { $found }
error-position-ranks = esperadas { $expected } fileiras, encontradas { $found }
error-position-rank-length = a fileira { $rank } descreve { $found } casas, esperadas { $expected }
error-position-adjacent-digits = dois algarismos seguidos no campo do tabuleiro
error-position-unknown-piece = letra de peça desconhecida { $letter }
error-position-unknown-side = lado desconhecido { $side }
error-position-bad-counter = { $field } inválido: { $value }
error-position-bad-square = peça em { $square }: { $why }
error-position-impossible = posição impossível: { $why }
error-position-size = tamanho do tabuleiro: { $why }
error-unknown-side = lado desconhecido { $side }; lados: { $sides }

## Why a position cannot be (error-position-impossible, -size, -bad-square)
why-bagh-chal-tigers = { $count } tigres no tabuleiro; são 4
why-bagh-chal-goats = { $board } cabras no tabuleiro, { $hand } na mão e { $captured } capturadas não somam 20
why-bagh-chal-tigers-before-goats = vez dos tigres antes de a primeira cabra ser colocada
why-bagh-chal-no-goat-on-board = vez dos tigres sem cabra no tabuleiro: o último lance das cabras deixou uma
why-bobail-white-pieces = { $count } peças brancas; cada lado tem 5
why-bobail-black-pieces = { $count } peças pretas; cada lado tem 5
why-bobail-bobails = { $count } bobails; há um só
why-too-many-pieces = { $side }: { $count } peças, mais que { $most }
why-chiangmai-mover-has-none = o lado que acabou de jogar não tem peças (um lance nunca faz perder as peças de quem joga)
why-empty-board = o tabuleiro está vazio
why-seega-size = um tabuleiro de { $size }×{ $size }; o Seega se joga em 5×5, 7×7 ou 9×9
why-seega-pieces-while-setting = { $side }: { $board } no tabuleiro e { $hand } na mão, não { $full }
why-seega-setting-order = mãos de { $attackers } e { $defenders } não seguem a ordem de colocação com a vez { $side }
why-seega-too-many = mais de { $most } peças de um lado
why-seega-no-pieces = nenhuma peça no tabuleiro
why-dark-squares-only = as peças ficam só nas casas escuras
why-man-on-far-rank = uma pedra na última fileira teria sido promovida a dama
why-centre-empty-while-setting = o centro fica vazio enquanto as peças são colocadas

## The counters of a position string (error-position-bad-counter's $field)
field-turn-number = número da rodada
field-goats-in-hand = cabras na mão
field-goats-captured = cabras capturadas
field-plies-since-capture = lances desde a última captura
field-plies-since-capture-or-man = lances desde a última captura ou lance de pedra
field-attackers-in-hand = peças dos atacantes na mão
field-defenders-in-hand = peças dos defensores na mão

## PGN-style text (import, review)
error-pgn-too-large = o texto é grande demais para uma partida
error-pgn-bad-tag = linha { $line }: não é um par de etiqueta [Nome "valor"]
error-pgn-no-game = sem etiqueta [Game "…"]: qual é o jogo?
error-pgn-unknown-game = jogo desconhecido { $id }
error-pgn-variant = variante: { $why }
error-pgn-position = posição: { $why }
error-pgn-open-comment = um {"{"}comentário{"}"} não foi fechado
error-pgn-move = lance { $number } ({ $turn } { $text }): { $why }
error-pgn-result-mismatch = a etiqueta de resultado diz { $tag }, mas os lances dão { $played }

## Lessons
error-lesson-unknown-game = não há lições para o jogo { $id }
error-lesson-no-step = a lição não tem a etapa { $step }
