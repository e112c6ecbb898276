error-unknown-game = jeu inconnu { $id }
error-bad-position = position invalide : { $why }
error-nothing-to-undo = il n'y a pas de coup à annuler
error-nothing-to-redo = il n'y a pas de coup à rejouer
error-corrupt-save = sauvegarde corrompue : { $why }
error-corrupt-save-damaged = la partie enregistrée est endommagée et ne peut pas être lue
error-game-over = la partie est terminée
error-unreadable-move = { $text } n'est pas un coup
error-illegal-move = { $text } n'est pas un coup légal ici
error-ambiguous-move = { $text } est ambigu : ce peut être { $candidates }
error-option-malformed = l'option { $text } n'est pas écrite sous la forme clé=valeur
error-option-unknown-none = option inconnue { $key } : ce jeu n'a pas d'options
error-option-unknown = option inconnue { $key } (options : { $known })
error-option-too-many = trop d'options ; la limite est { $limit }
error-option-repeated = l'option { $key } est donnée deux fois ; donnez-la une seule fois
error-option-bad-value = l'option { $key } ne peut pas valoir { $value } : attendu { $expected }
error-position-fields = { $expected } champs séparés par des espaces attendus, { $found } trouvés
error-position-ranks = { $expected } rangées attendues, { $found } trouvées
error-position-rank-length = la rangée { $rank } décrit { $found } cases, { $expected } attendues
error-position-adjacent-digits = deux chiffres de suite dans le champ du plateau
error-position-unknown-piece = lettre de pièce inconnue { $letter }
error-position-unknown-side = camp inconnu { $side }
error-position-bad-counter = { $field } invalide : { $value }
error-position-bad-square = pièce en { $square } : { $why }
error-position-impossible = position impossible : { $why }
error-position-size = taille du plateau : { $why }
error-unknown-side = camp inconnu { $side } ; camps : { $sides }

## Why a position cannot be (error-position-impossible, -size, -bad-square)
why-bagh-chal-tigers = { $count } tigres sur le plateau ; il y en a 4
why-bagh-chal-goats = { $board } chèvres sur le plateau, { $hand } en main et { $captured } prises ne font pas 20
why-bagh-chal-tigers-before-goats = les tigres au trait avant que la première chèvre soit posée
why-bagh-chal-no-goat-on-board = les tigres au trait sans chèvre sur le plateau : le dernier coup des chèvres en a laissé une
why-bobail-white-pieces = { $count } pions blancs ; chaque camp en a 5
why-bobail-black-pieces = { $count } pions noirs ; chaque camp en a 5
why-bobail-bobails = { $count } bobails ; il y en a un
why-too-many-pieces = { $side } : { $count } pions, plus que { $most }
why-chiangmai-mover-has-none = le camp qui vient de jouer n'a plus de pions (un coup ne fait jamais perdre ses pions à celui qui le joue)
why-empty-board = le plateau est vide
why-seega-size = un plateau de { $size }×{ $size } ; le seega se joue sur 5×5, 7×7 ou 9×9
why-seega-pieces-while-setting = { $side } : { $board } sur le plateau et { $hand } en main, pas { $full }
why-seega-setting-order = des mains de { $attackers } et { $defenders } ne suivent pas l'ordre de pose avec les { $side } au trait
why-seega-too-many = plus de { $most } pions d'un camp
why-seega-no-pieces = aucun pion sur le plateau
why-dark-squares-only = les pions ne se tiennent que sur les cases foncées
why-man-on-far-rank = un pion sur sa dernière rangée aurait été promu dame
why-centre-empty-while-setting = le centre reste vide pendant la pose

## The counters of a position string (error-position-bad-counter's $field)
field-turn-number = numéro du tour
field-goats-in-hand = chèvres en main
field-goats-captured = chèvres prises
field-plies-since-capture = demi-coups depuis la dernière prise
field-plies-since-capture-or-man = demi-coups depuis la dernière prise ou le dernier coup de pion
field-attackers-in-hand = pions des attaquants en main
field-defenders-in-hand = pions des défenseurs en main

## PGN-style text (import, review)
error-pgn-too-large = le texte est trop long pour une partie
error-pgn-bad-tag = ligne { $line } : pas une paire d'étiquette [Nom "valeur"]
error-pgn-no-game = pas d'étiquette [Game "…"] : de quel jeu s'agit-il ?
error-pgn-unknown-game = jeu inconnu { $id }
error-pgn-variant = variante : { $why }
error-pgn-position = position : { $why }
error-pgn-open-comment = un {"{"}commentaire{"}"} n'est pas fermé
error-pgn-move = coup { $number } ({ $turn } { $text }) : { $why }
error-pgn-result-mismatch = l'étiquette de résultat dit { $tag } mais les coups donnent { $played }

## Lessons
error-lesson-unknown-game = pas de leçon pour le jeu { $id }
error-lesson-no-step = la leçon n'a pas d'étape { $step }
