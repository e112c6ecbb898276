# What the game screen says about itself (the core's GameScreen).

screen-thinking = A pensar…
screen-finding-hint = A procurar uma dica…
screen-two-players = Dois jogadores
screen-board = Tabuleiro de { $game }
screen-you-against = Você: { $side } · Computador: { $other } ({ $level })
screen-save-failed = Não foi possível guardar o jogo: { $why }
screen-engine-failed = O computador não conseguiu jogar: { $why }
screen-save-unreadable = O jogo guardado não pôde ser lido; começou um jogo novo.
