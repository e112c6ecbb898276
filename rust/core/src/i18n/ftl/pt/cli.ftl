## boardlore games

cli-games-sides = lados: { $first } começa, depois { $second }
cli-games-option-kind = { $values }, padrão { $default }

## boardlore play

cli-play-banner = { $game } — digite `help` para ver os comandos.
cli-play-help =
    Digite um lance em qualquer notação (c3, a1-b2, a1xc3, A-1 B-2), ou um comando:
      moves          lista os lances válidos
      history        os lances jogados, por rodada
      hint           pede um lance ao computador
      undo, redo     desfaz / refaz um lance (contra o computador: toda a sua vez e a resposta)
      resign         abandona a partida (contra o computador: o seu lado)
      new            recomeça da posição inicial
      save <file>    salva a partida em JSON
      load <file>    carrega uma partida salva
      fen            mostra a string da posição
      help           este texto
      quit           sair
cli-play-game-over = Fim de partida. `new`, `undo`, `save <file>`, `load <file>` ou `quit`.
cli-play-computer-plays = O computador joga { $move }{ $numbers }
cli-play-hint = Dica: { $move }{ $numbers }
cli-play-legal = { $count ->
    [one] { $count } lance válido: { $moves }
   *[other] { $count } lances válidos: { $moves }
}
cli-play-undone = Desfeito: { $moves }
cli-play-replayed = Refeito: { $moves }
cli-play-played = Jogado: { $move }
cli-play-resigned = { $side_number ->
    [singular] { $side_subject } abandona.
   *[plural] { $side_subject } abandonam.
}
cli-play-new-game = Nova partida.
cli-play-saved = Salvo em { $file }
cli-play-save-failed = Não foi possível salvar em { $file }: { $error }
cli-play-loaded = Carregado de { $file }
cli-play-load-failed = Não foi possível carregar { $file }: { $error }

## Input lines of `play` and `learn`

cli-input-not-text = Esta linha não é texto UTF-8; foi ignorada.
cli-input-too-long = Esta linha tem { $size }; o limite é { $limit }. Foi ignorada.

## boardlore history

cli-history-salvaged = { $file } estava danificado: um novo arquivo guarda todas as partidas legíveis, e o arquivo danificado foi mantido como { $aside }. Partidas terminadas salvas: { $saved }; perdidas: { $lost }.
cli-history-unreadable = A partida { $id } não pode ser lida; não está na lista.
cli-history-read-only = { $file } não pode ser alterado: só é listado.
cli-history-folder = { $file } é uma pasta, não um banco de dados.
cli-history-added = Partida { $id } adicionada.
cli-history-page = { $total ->
    [one] Uma partida terminada
   *[other] { $total } partidas terminadas
}; página { $page }

cli-review-progress = analisando { $done }/{ $total }

## boardlore themes
board-theme-wood = Madeira
board-theme-dark = Escuro
board-theme-contrast = Alto contraste
cli-themes-heading = { $name } ({ $id })
cli-themes-heading-dark = { $name } ({ $id }), um tema escuro
cli-themes-labels = Coordenadas sobre o fundo: contraste { $ratio }:1, mínimo exigido { $need }.
cli-themes-lines = Linhas sobre o fundo: contraste { $ratio }:1, mínimo exigido { $need }.
cli-themes-check = { $pair }: ΔE mínimo { $delta } ({ $vision }), mínimo exigido { $need }: { $verdict }. Em tons de cinza: ΔE { $grey }.
cli-themes-pass = aprovado
cli-themes-fail = REPROVADO
cli-themes-on = { $mark } sobre { $ground }
cli-themes-versus = { $first } contra { $second }
cli-themes-failed = { $count ->
    [one] Uma verificação falhou.
   *[other] { $count } verificações falharam.
}
board-mark-selected = o anel de seleção
board-mark-target = os pontos dos lances legais
board-mark-hint = o anel da dica
board-mark-last-move = a cor do último lance
board-mark-captured = a cor da captura
board-ground-light = as casas claras
board-ground-dark = as casas escuras
board-ground-plain = as casas lisas
board-ground-background = o fundo
vision-typical = visão típica
vision-protan = protanopia
vision-deutan = deuteranopia

## boardlore puzzles
cli-puzzles-summary = { $count ->
    [one] Um problema
   *[other] { $count } problemas
}; temas: { $themes }; dificuldade: { $levels }
cli-puzzles-unknown-game = Não há problemas para o jogo "{ $game }".
cli-puzzles-unknown-puzzle = Não há problema "{ $id }": `boardlore puzzles list JOGO` lista-os.
cli-puzzle-correct = certo { $reply }: { $message }
cli-puzzle-solved = resolvido: { $message }
cli-puzzle-wrong = errado: { $message }
cli-puzzle-refused = recusado: { $message }
cli-puzzles-level-count = { $level }: { $count }

## Errors every command may say
cli-unknown-game = { $error }; jogos: { $games }
cli-unknown-lang = idioma desconhecido "{ $code }"; idiomas: { $languages }
cli-file-missing = { $file } não existe.
cli-file-denied = { $file } não pode ser lido: permissão negada.
cli-file-folder = { $file } é uma pasta, não um arquivo.
cli-file-too-large = { $file } passa do limite de { $limit }.
cli-file-not-text = { $file } não é texto UTF-8.
cli-file-unreadable = { $file } não pode ser lido.
cli-file-not-writable = { $file } não pode ser gravado.

## boardlore render
cli-render-no-piece = { $game } não tem a peça { $letter }; peças: { $letters }
cli-render-size = o tamanho { $size } está fora dos limites: de { $least } a { $most }
cli-render-unknown-theme = tema desconhecido { $theme }; temas: { $themes }

## A computer player (play --level, arena, engine)
cli-player-not-a-level = { $text } não é um nível (easy, medium, hard, expert) nem pares chave=valor
cli-player-not-a-number = { $pair }: não é um número
cli-player-unknown-key = chave de jogador desconhecida { $key } (level, nodes, depth, ms, seed)
cli-player-no-limit = { $text } não define limite: dê nodes, depth ou ms
