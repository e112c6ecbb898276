# Os jogos: nomes, origens, resumos, lados, peças, opções e contadores.
# Lados: `.subject` como sujeito da frase, `.number` (plural/singular) para o verbo.
# Peças: o nome, `.the` com artigo definido, `.a` com o indefinido.
# Vocabulário de Bagha-Chall: o regulamento do torneio (cabras, tigres, capturar, vértice).

## Bagha-Chall

game-bagh-chal = Bagha-Chall
    .origin = Nepal
    .summary = Quatro tigres caçam vinte cabras; as cabras vencem se cercarem e imobilizarem todos os tigres.
side-bagh-chal-goats = Cabras
    .subject = as cabras
    .number = plural
side-bagh-chal-tigers = Tigres
    .subject = os tigres
    .number = plural
piece-bagh-chal-G = cabra
    .the = a cabra
    .a = uma cabra
piece-bagh-chal-T = tigre
    .the = o tigre
    .a = um tigre
option-bagh-chal-forced_capture = Captura obrigatória
    .help = Quando um tigre pode saltar sobre uma cabra, os tigres devem capturar.
option-bagh-chal-captures_to_win = Capturas para vencer
    .help = Quantas cabras os tigres devem capturar para vencer.
counter-bagh-chal-goats-in-hand = Cabras a colocar
counter-bagh-chal-goats-captured = Cabras capturadas

## Buff and Green

game-buff-and-green = Camurça e Verde
    .origin = Europa (família das damas)
    .summary = Damas nas casas escuras com damas voadoras: a captura é obrigatória, e quem não pode mover perde.
side-buff-and-green-green = Verdes
    .subject = os Verdes
    .number = plural
side-buff-and-green-buff = Camurças
    .subject = os Camurças
    .number = plural
piece-buff-and-green-g = pedra verde
    .the = a pedra verde
    .a = uma pedra verde
piece-buff-and-green-G = dama verde
    .the = a dama verde
    .a = uma dama verde
piece-buff-and-green-b = pedra camurça
    .the = a pedra camurça
    .a = uma pedra camurça
piece-buff-and-green-B = dama camurça
    .the = a dama camurça
    .a = uma dama camurça

## Seega

game-seega = Seega
    .origin = Tunísia
    .summary = Coloque suas peças de duas em duas e depois prenda as peças adversárias entre duas das suas até não restar nenhuma.
side-seega-attacker = Atacantes
    .subject = os atacantes
    .number = plural
side-seega-defender = Defensores
    .subject = os defensores
    .number = plural
piece-seega-S = peça dos atacantes
    .the = a peça dos atacantes
    .a = uma peça dos atacantes
piece-seega-s = peça dos defensores
    .the = a peça dos defensores
    .a = uma peça dos defensores
option-seega-size = Tamanho do tabuleiro
    .help = Um tabuleiro de 5×5, 7×7 ou 9×9, com 12, 24 ou 40 peças de cada lado.
option-seega-size-5 = 5×5
option-seega-size-7 = 7×7
option-seega-size-9 = 9×9
option-seega-safe_centre = Centro seguro
    .help = Uma peça na casa central não pode ser capturada.
option-seega-blocked = Jogador bloqueado
    .help = O que faz um jogador que não pode mover: passa a vez, ou retira uma peça adversária qualquer.
option-seega-blocked-pass = Passar a vez
option-seega-blocked-remove = Retirar uma peça
option-seega-no_capture_limit = Limite da barreira
    .help = Lances seguidos sem captura que encerram a partida; vence o lado com mais peças.
counter-seega-attackers-in-hand = Atacantes a colocar
counter-seega-defenders-in-hand = Defensores a colocar

## Chiangmai Checkers

game-chiangmai-checkers = Damas de Chiang Mai
    .origin = Tailândia (Mhark Nheeb)
    .summary = As peças deslizam como torres; captura-se cercando peças adversárias ou entrando entre duas delas.
side-chiangmai-checkers-white = Brancas
    .subject = as brancas
    .number = plural
side-chiangmai-checkers-black = Pretas
    .subject = as pretas
    .number = plural
piece-chiangmai-checkers-W = peça branca
    .the = a peça branca
    .a = uma peça branca
piece-chiangmai-checkers-B = peça preta
    .the = a peça preta
    .a = uma peça preta
option-chiangmai-checkers-no_capture_limit = Limite sem captura
    .help = A partida empata após este número de lances seguidos (dos dois lados) sem captura.
option-chiangmai-checkers-compulsory_capture = Captura obrigatória
    .help = Quando um lance pode capturar, o jogador deve fazer um lance de captura (qualquer um).
counter-chiangmai-checkers-white-chips = Peças brancas
counter-chiangmai-checkers-black-chips = Peças pretas

## Bobail

game-bobail = Bobail
    .origin = África
    .summary = Avance o bobail comum uma casa e depois deslize uma peça: leve o bobail à sua fileira ou prenda-o.
side-bobail-white = Brancas
    .subject = as brancas
    .number = plural
side-bobail-black = Pretas
    .subject = as pretas
    .number = plural
piece-bobail-W = peça branca
    .the = a peça branca
    .a = uma peça branca
piece-bobail-B = peça preta
    .the = a peça preta
    .a = uma peça preta
piece-bobail-O = bobail
    .the = o bobail
    .a = um bobail
option-bobail-max_slide = Deslizar até o fim
    .help = As peças deslizam o mais longe possível; desligado, uma peça pode parar em qualquer casa livre da sua linha.

## Valores comuns

option-on = Sim
option-off = Não

## Peça desconhecida

piece-unknown = peça
    .the = a peça
    .a = uma peça
