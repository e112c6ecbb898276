# Lições e problemas (`learn`). A notação e as casas ficam em letras
# latinas.

## Como um lance é julgado
learn-wrong-capture = { $move } não captura nada, e há uma captura: { $captures }.
learn-wrong-no-capture = { $move } não captura nada. Procure uma peça que possa capturar.
learn-wrong-capture-more = { $move } captura { $taken }; aqui um lance captura { $wanted } ou mais.
learn-wrong-unsafe = Depois de { $move }, o adversário pode capturar com { $reply }.
learn-wrong-loses = Depois de { $move }, o adversário vence de imediato.
learn-wrong-loses-with = Depois de { $move }, o adversário vence de imediato com { $reply }.
learn-wrong-win = { $move } ainda não vence: há um lance vencedor nesta vez.
learn-wrong-crown = { $move } não promove uma pedra a dama: chegue à última fileira.
learn-wrong-move = { $move } é válido, mas não é o lance que esta etapa pede.
learn-right = Muito bem.
learn-step-done = Esta etapa está feita: passe para a próxima.
learn-hint = Experimente { $move }.
learn-step-heading = Etapa { $number } de { $count } · { $title }

## Os níveis do computador, como os desafios os nomeiam
learn-level-easy = fácil
learn-level-medium = médio
learn-level-hard = difícil
learn-level-expert = especialista
learn-level-perfect = perfeito

## Desafios contra o computador
learn-challenge-win = Vença o computador ({ $level }) { $moves ->
    [one] em um lance.
   *[other] em até { $moves } lances.
}
learn-challenge-captures = { $count ->
    [one] Capture uma peça
   *[other] Capture { $count } peças
} contra o computador ({ $level }) { $moves ->
    [one] em um lance.
   *[other] em até { $moves } lances.
}
learn-challenge-survive = { $moves ->
    [one] Jogue um lance
   *[other] Jogue { $moves } lances
} contra o computador ({ $level }) sem perder nenhuma peça.
learn-challenge-reply = O computador responde { $reply }.
learn-challenge-won = Desafio vencido!
learn-challenge-lost-piece = O computador capturou com { $reply }. Tente de novo desde o início.
learn-challenge-game-lost = A partida está perdida. Tente de novo desde o início.
learn-challenge-out-of-moves = Acabaram os lances. Tente de novo desde o início.

## Problemas
puzzle-goal = Vez: { $side }. Encontre o melhor lance.
puzzle-reply = A resposta é { $reply }. Continue.
puzzle-solved = Resolvido!
puzzle-heading = { $id } · { $theme } · nível { $difficulty }
puzzle-solved-rating = Resolvido! Pontuação { $rating }.
puzzle-wrong = { $move } não é o melhor lance aqui. Tente de novo.
theme-bobail-home = Bobail em casa
theme-bobail-trap = Prender o bobail
theme-trap-the-tigers = Cercar os tigres
theme-last-capture = A última captura
theme-blocked-opponent = Adversário bloqueado
theme-last-piece = A última peça
theme-chain-capture = Captura em cadeia
theme-double-capture = Captura dupla
theme-balancing = Entrar no meio
theme-sacrifice = Sacrifício
theme-quiet-move = Lance tranquilo
theme-winning-capture = Captura vencedora
theme-block = Bloquear a captura
theme-escape = Fuga
theme-defence = Lance único
theme-stop-the-bobail = Travar o bobail
theme-free-the-bobail = Libertar o bobail

## `boardlore learn` no terminal
learn-cli-intro = Digite um lance, ou: hint (dica), retry (recomeçar), skip (pular), quit (sair).
learn-cli-step = Etapa { $number } de { $count }: { $title }
learn-cli-goal = Objetivo: { $goal }
learn-cli-no-hint = Sem dica aqui.
learn-cli-try-again = { $message } Tente de novo.
learn-cli-last-step = Essa foi a última etapa.
learn-cli-complete = Lição concluída: você conhece o básico de { $game }.

## Bagha-Chall
bagh-chal-place-title = Colocar as cabras
bagh-chal-place-goal = As cabras jogam primeiro: coloque uma cabra em qualquer vértice livre.
bagh-chal-step-title = O passo do tigre
bagh-chal-step-goal = Mova um tigre um passo ao longo de uma linha até um vértice livre.
bagh-chal-jump-title = O salto do tigre
bagh-chal-jump-goal = Capture uma cabra: salte sobre ela até o vértice livre logo atrás.
bagh-chal-safe-title = Proteger as cabras
bagh-chal-safe-goal = Coloque uma cabra de modo que nenhuma cabra possa ser saltada.
bagh-chal-trap-title = Cercar um tigre
bagh-chal-trap-goal = Tire o último lance do tigre em a1.
bagh-chal-trap-wrong = O tigre em a1 ainda pode saltar b2: ocupe o vértice atrás da cabra.
bagh-chal-win-title = Cinco capturas vencem
bagh-chal-win-goal = Quatro cabras foram capturadas: capture a quinta e vença.
bagh-chal-guard-title = Desafio: guardar o rebanho
bagh-chal-hunt-title = Desafio: a caçada

## Camurça e Verde
buff-and-green-move-title = As pedras avançam
buff-and-green-move-goal = Avance uma pedra uma casa na diagonal.
buff-and-green-jump-title = Capturar
buff-and-green-jump-goal = Salte a pedra camurça: a captura é obrigatória.
buff-and-green-chain-title = Saltar de novo
buff-and-green-chain-goal = Capture duas pedras num só lance: depois de um salto, salte de novo.
buff-and-green-crown-title = Fazer dama
buff-and-green-crown-goal = Chegue à última fileira para promover a sua pedra a dama.
buff-and-green-king-title = Damas voadoras
buff-and-green-king-goal = Uma dama voa ao longo da diagonal: capture de longe a pedra em e5.
buff-and-green-safe-title = Jogar com segurança
buff-and-green-safe-goal = Jogue sem dar uma captura às Camurças.
buff-and-green-hunt-title = Desafio: caça à dama

## Seega
seega-place-title = Preencher o tabuleiro
seega-place-goal = Coloque uma peça em qualquer casa livre, menos no centro.
seega-move-title = Um passo
seega-move-goal = Mova uma peça uma casa para cima, para baixo, para a esquerda ou para a direita.
seega-capture-title = Sanduíche
seega-capture-goal = Capture: mova de modo que uma peça inimiga fique presa entre duas das suas.
seega-double-title = Duas de uma vez
seega-double-goal = Entre no centro e prenda duas peças de uma vez.
seega-chain-title = Em cadeia
seega-chain-goal = Depois de uma captura, a mesma peça pode mover de novo: capture duas peças em cadeia.
seega-centre-title = O centro seguro
seega-centre-goal = Uma peça no centro não pode ser capturada: capture em outro lugar.
seega-centre-wrong = A peça na casa central está segura: não pode ser capturada.
seega-hunt-title = Desafio: limpar o tabuleiro

## Damas de Chiang Mai
chiangmai-checkers-move-title = As peças andam como torres
chiangmai-checkers-move-goal = Mova uma peça quantas casas quiser ao longo de uma fileira ou coluna.
chiangmai-checkers-enclose-title = Cercar
chiangmai-checkers-enclose-goal = Prenda a peça preta entre duas das suas.
chiangmai-checkers-line-title = Uma linha inteira
chiangmai-checkers-line-goal = Cerque uma linha de peças pretas com um só lance.
chiangmai-checkers-balance-title = Equilíbrio
chiangmai-checkers-balance-goal = Entre duas peças pretas para capturar as duas.
chiangmai-checkers-win-title = As últimas peças
chiangmai-checkers-win-goal = Capture as duas últimas peças das Pretas e vença.
chiangmai-checkers-hunt-title = Desafio: a caçada

## Bobail
bobail-first-title = A primeira vez
bobail-first-goal = Na primeiríssima vez, as Brancas só deslizam uma peça: deslize uma até onde ela puder ir.
bobail-step-title = Primeiro o bobail, depois deslizar
bobail-step-goal = Mova o bobail uma casa e depois deslize uma das suas peças até onde ela puder ir.
bobail-home-title = Levá-lo para casa
bobail-home-goal = Vença: leve o bobail à sua fileira de casa.
bobail-safe-title = Mantê-lo longe
bobail-safe-goal = Mova o bobail para onde as Pretas não possam levá-lo para casa na próxima vez.
bobail-trap-title = Prender o bobail
bobail-trap-goal = Vença deixando o bobail sem casa para onde ir quando começar a vez das Pretas.
bobail-race-title = Desafio: a corrida
