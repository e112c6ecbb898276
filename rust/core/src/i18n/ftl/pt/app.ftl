### The apps' own words (buttons, menus, settings, dialogs).

app-home-subtitle = Cinco jogos de tabuleiro tradicionais

app-home-continue = Continuar

app-home-new-game = Nova partida

app-home-rules = Regras

app-home-learn = Aprender a jogar

app-learn-title = Aprender { $game }

app-learn-lesson = Lição

app-learn-lesson-progress = { $passed } de { $steps } etapas concluídas

app-learn-puzzles = Problemas

app-learn-rating = Pontuação { $rating } · { $solved } de { $total } resolvidos

app-learn-next-puzzle = Próximo problema

app-learn-solved-mark = ✓ { $puzzle }

app-learn-hint = Dica

app-learn-show-solution = Mostrar solução

app-learn-retry = Tentar de novo

app-learn-next = Próximo

app-home-loading = Carregando os jogos…

app-action-settings = Configurações

app-preview-description = Tabuleiro de { $game }

app-new-game-title = Nova partida de { $game }

app-opponent-label = Adversário

app-opponent-computer = Contra o computador

app-opponent-two-players = Dois jogadores neste aparelho

app-side-label = Você joga com

app-level-label = Nível

app-variant-label = Variante

app-start-game = Começar a partida

app-bad-options = Não é possível jogar com estas opções: { $why }

app-action-undo = Desfazer

app-action-redo = Refazer

app-action-flip = Virar o tabuleiro

app-action-resign = Desistir

app-action-pass = Passar

app-action-finish = Terminar a jogada aqui

app-action-play-again = Jogar de novo

app-action-home = Início

app-thinking = Pensando…

app-moves-title = Jogadas

app-no-moves-yet = Nenhuma jogada ainda

app-game-over-title = Fim da partida

app-resign-confirm = Desistir desta partida?

app-confirm-cancel = Cancelar

app-corrupt-save = Não foi possível ler a partida salva de { $game }, por isso começou uma nova partida. O arquivo danificado foi mantido como { $file }.

app-store-moved-aside = Não foi possível ler as partidas salvas; um novo registro foi iniciado. O arquivo danificado foi mantido como { $file }.

app-engine-error = Algo deu errado: { $why }

app-rules-title = Regras de { $game }

app-setting-sound = Som

app-setting-haptics = Vibração

app-setting-coordinates = Mostrar coordenadas

app-setting-animation = Animação das jogadas

app-animation-off = Desligada

app-animation-fast = Rápida

app-animation-normal = Normal

app-animation-slow = Lenta

app-setting-theme = Tema

app-theme-system = Sistema

app-theme-light = Claro

app-theme-dark = { board-theme-dark }

app-setting-default-level = Nível padrão do computador

app-action-back = Voltar

app-setting-legal-moves = Mostrar lances possíveis

app-setting-board-theme = Tabuleiro

app-board-theme-auto = Automático

app-board-theme-wood = { board-theme-wood }

app-board-theme-contrast = { board-theme-contrast }

app-action-share = Compartilhar

app-share-board-image = O tabuleiro como imagem

app-share-game-text = A partida como texto

app-action-history = Histórico

app-history-statistics = Estatísticas

app-history-games = Partidas terminadas

app-history-empty = Nenhuma partida terminada ainda.

app-history-review = Analisar

app-history-delete = Apagar

app-history-delete-confirm = Excluir esta partida de { $game } ({ $date })?

app-history-more = Mais partidas

app-history-reviewing = Analisando… { $done } de { $total }

app-review-back-to-game = Voltar à partida

app-review-first = { browse-start }

app-review-previous = Lance anterior

app-review-next = Próximo lance

app-review-last = Posição final

app-review-failed = A análise parou: { $why }

app- = { $option }: { $value }

app-appearance = Aparência

app-computer = Computador

app-continue = Continuar { $game }

app-coordinates = Coordenadas

app-default-level = Nível padrão

app-done = OK

app-end-move = Terminar a jogada

app-feedback = Retorno

app-haptics = Vibração

app-mode = Modo

app-more = Mais

app-ok = OK

app-players = Jogadores

app-resume = Retomar

app-saved-game = Partida salva

app-something-went-wrong-in-the-engine-the-game-is-kept-as-it-was = Algo deu errado no motor. A partida foi mantida como estava.

app-start = Começar

app-the-damaged-file-could-not-be-kept = Não foi possível manter o arquivo danificado.

app-the-damaged-file-was-kept-as = O arquivo danificado foi mantido como { $file }.

app-two-players = Dois jogadores

app-board-theme = Tema do tabuleiro

app-share-board = Compartilhar o tabuleiro

app-share-game = Compartilhar a partida

app-learn = Aprender

app-puzzles-rating-of-solved = Problemas · pontuação { $rating } · { $solved } de { $total } resolvidos

app-level = nível { $level }

app-the-saved-games-could-not-be-read = Não foi possível ler as partidas salvas. { $why }

app-reviewing = Analisando…

app-delete-this-game = Apagar esta partida?
