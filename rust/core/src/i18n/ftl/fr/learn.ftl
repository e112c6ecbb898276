# Leçons et problèmes (`learn`). La notation et les cases restent en
# lettres latines.

## Comment un coup est jugé
learn-wrong-capture = { $move } ne prend rien, et une prise est possible : { $captures }.
learn-wrong-no-capture = { $move } ne prend rien. Cherchez un pion à prendre.
learn-wrong-capture-more = { $move } prend { $taken } { $taken ->
    [one] pion
   *[other] pions
} ; un coup ici en prend { $wanted } ou plus.
learn-wrong-unsafe = Après { $move }, l'adversaire peut prendre avec { $reply }.
learn-wrong-loses = Après { $move }, l'adversaire gagne aussitôt.
learn-wrong-loses-with = Après { $move }, l'adversaire gagne aussitôt avec { $reply }.
learn-wrong-win = { $move } ne gagne pas encore : un coup gagnant existe dès ce tour.
learn-wrong-crown = { $move } ne fait pas de dame : atteignez la dernière rangée.
learn-wrong-move = { $move } est légal, mais ce n'est pas le coup que demande cette étape.
learn-right = Bravo.
learn-step-done = Cette étape est faite : passez à la suivante.
learn-hint = Essayez { $move }.
learn-step-heading = Étape { $number } sur { $count } · { $title }

## Les niveaux de l'ordinateur, tels que les défis les nomment
learn-level-easy = facile
learn-level-medium = moyen
learn-level-hard = difficile
learn-level-expert = expert
learn-level-perfect = parfait

## Défis contre l'ordinateur
learn-challenge-win = Gagnez contre l'ordinateur ({ $level }) { $moves ->
    [one] en un coup.
   *[other] en { $moves } coups au plus.
}
learn-challenge-captures = { $count ->
    [one] Prenez un pion
   *[other] Prenez { $count } pions
} contre l'ordinateur ({ $level }) { $moves ->
    [one] en un coup.
   *[other] en { $moves } coups au plus.
}
learn-challenge-survive = { $moves ->
    [one] Jouez un coup
   *[other] Jouez { $moves } coups
} contre l'ordinateur ({ $level }) sans perdre un pion.
learn-challenge-reply = L'ordinateur répond { $reply }.
learn-challenge-won = Défi réussi !
learn-challenge-lost-piece = L'ordinateur a pris avec { $reply }. Recommencez depuis le début.
learn-challenge-game-lost = La partie est perdue. Recommencez depuis le début.
learn-challenge-out-of-moves = Plus de coups. Recommencez depuis le début.

## Problèmes
puzzle-goal = Aux { $side } de jouer : trouvez le meilleur coup.
puzzle-reply = La réponse est { $reply }. Continuez.
puzzle-solved = Résolu !
puzzle-heading = { $id } · { $theme } · niveau { $difficulty }
puzzle-solved-rating = Résolu ! Classement { $rating }.
puzzle-wrong = { $move } n'est pas le meilleur coup ici. Réessayez.
theme-bobail-home = Le bobail rentre
theme-bobail-trap = Bloquer le bobail
theme-trap-the-tigers = Enfermer les tigres
theme-last-capture = La dernière prise
theme-blocked-opponent = Adversaire bloqué
theme-last-piece = Le dernier pion
theme-chain-capture = Rafle
theme-double-capture = Prise double
theme-balancing = S'interposer
theme-sacrifice = Sacrifice
theme-quiet-move = Coup tranquille
theme-winning-capture = Prise gagnante
theme-block = Bloquer la prise
theme-escape = Fuite
theme-defence = Seul coup
theme-stop-the-bobail = Barrer la route au bobail
theme-free-the-bobail = Libérer le bobail

## `boardlore learn` dans le terminal
learn-cli-intro = Tapez un coup, ou : hint (conseil), retry (recommencer), skip (passer), quit (quitter).
learn-cli-step = Étape { $number } sur { $count } : { $title }
learn-cli-goal = But : { $goal }
learn-cli-no-hint = Pas de conseil ici.
learn-cli-try-again = { $message } Réessayez.
learn-cli-last-step = C'était la dernière étape.
learn-cli-complete = Leçon terminée : vous connaissez les bases de { $game }.

## Bagh Chal
bagh-chal-place-title = Poser les chèvres
bagh-chal-place-goal = Les chèvres jouent en premier : posez une chèvre sur n'importe quel point libre.
bagh-chal-step-title = Le pas du tigre
bagh-chal-step-goal = Avancez un tigre d'un pas le long d'une ligne vers un point libre.
bagh-chal-jump-title = Le saut du tigre
bagh-chal-jump-goal = Prenez une chèvre : sautez par-dessus jusqu'au point libre juste derrière.
bagh-chal-safe-title = Protéger les chèvres
bagh-chal-safe-goal = Posez une chèvre de sorte qu'aucune chèvre ne puisse être sautée.
bagh-chal-trap-title = Enfermer un tigre
bagh-chal-trap-goal = Ôtez au tigre en a1 son dernier coup.
bagh-chal-trap-wrong = Le tigre en a1 peut encore sauter b2 : occupez le point derrière la chèvre.
bagh-chal-win-title = Cinq prises gagnent
bagh-chal-win-goal = Quatre chèvres sont prises : prenez la cinquième et gagnez.
bagh-chal-guard-title = Défi : garder le troupeau
bagh-chal-hunt-title = Défi : la chasse

## Chamois et Vert
buff-and-green-move-title = Les pions avancent
buff-and-green-move-goal = Avancez un pion d'une case en diagonale.
buff-and-green-jump-title = Prendre
buff-and-green-jump-goal = Sautez le pion chamois : la prise est obligatoire.
buff-and-green-chain-title = Sauter encore
buff-and-green-chain-goal = Prenez deux pions en un coup : après un saut, sautez encore.
buff-and-green-crown-title = Faire une dame
buff-and-green-crown-goal = Atteignez la dernière rangée pour faire de votre pion une dame.
buff-and-green-king-title = Les dames volent
buff-and-green-king-goal = Une dame vole le long d'une diagonale : prenez de loin le pion en e5.
buff-and-green-safe-title = Jouer sans risque
buff-and-green-safe-goal = Jouez sans offrir de prise aux Chamois.
buff-and-green-hunt-title = Défi : chasse à la dame

## Seega
seega-place-title = Garnir le plateau
seega-place-goal = Posez un pion sur n'importe quelle case libre sauf le centre.
seega-move-title = Avancer d'un pas
seega-move-goal = Avancez un pion d'une case vers le haut, le bas, la gauche ou la droite.
seega-capture-title = La tenaille
seega-capture-goal = Prenez : avancez de sorte qu'un pion adverse soit pris en tenaille entre deux des vôtres.
seega-double-title = Deux d'un coup
seega-double-goal = Entrez au centre et prenez deux pions en tenaille d'un coup.
seega-chain-title = En chaîne
seega-chain-goal = Après une prise, le même pion peut rejouer : prenez deux pions à la chaîne.
seega-centre-title = Le centre protège
seega-centre-goal = Un pion au centre ne peut pas être pris : prenez ailleurs.
seega-centre-wrong = Le pion sur la case centrale est protégé : il ne peut pas être pris.
seega-hunt-title = Défi : vider le plateau

## Dames de Chiang Mai
chiangmai-checkers-move-title = Les pions vont comme des tours
chiangmai-checkers-move-goal = Déplacez un pion d'autant de cases que vous voulez le long d'une rangée ou d'une colonne.
chiangmai-checkers-enclose-title = Enfermer
chiangmai-checkers-enclose-goal = Prenez le pion noir en tenaille entre deux des vôtres.
chiangmai-checkers-line-title = Toute une ligne
chiangmai-checkers-line-goal = Enfermez d'un coup une ligne de pions noirs.
chiangmai-checkers-balance-title = L'équilibre
chiangmai-checkers-balance-goal = Placez-vous entre deux pions noirs pour prendre les deux.
chiangmai-checkers-win-title = Les derniers pions
chiangmai-checkers-win-goal = Prenez les deux derniers pions des Noirs et gagnez.
chiangmai-checkers-hunt-title = Défi : la chasse

## Bobail
bobail-first-title = Le premier tour
bobail-first-goal = Au tout premier tour, les Blancs glissent seulement un pion : glissez-en un aussi loin qu'il peut aller.
bobail-step-title = Le bobail d'abord, puis un pion
bobail-step-goal = Avancez le bobail d'une case, puis glissez un de vos pions aussi loin qu'il peut aller.
bobail-home-title = Le ramener chez soi
bobail-home-goal = Gagnez : amenez le bobail sur votre rangée de départ.
bobail-safe-title = Le tenir à l'écart
bobail-safe-goal = Placez le bobail là où les Noirs ne pourront pas le ramener chez eux au prochain tour.
bobail-trap-title = Bloquer le bobail
bobail-trap-goal = Gagnez en ne laissant au bobail aucune case où aller quand le tour des Noirs commence.
bobail-race-title = Défi : la course
