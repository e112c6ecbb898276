# What the game screen says about itself (the core's GameScreen).

screen-thinking = Réflexion…
screen-finding-hint = Recherche d’un conseil…
screen-two-players = Deux joueurs
screen-board = Plateau de { $game }
screen-you-against = Vous : { $side } · Ordinateur : { $other } ({ $level })
screen-save-failed = La partie n’a pas pu être enregistrée : { $why }
screen-engine-failed = L’ordinateur n’a pas pu jouer : { $why }
screen-save-unreadable = La partie enregistrée est illisible : une nouvelle partie a commencé.
