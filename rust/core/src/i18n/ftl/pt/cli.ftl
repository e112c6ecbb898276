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

cli-review-progress = analisando { $done }/{ $total }
