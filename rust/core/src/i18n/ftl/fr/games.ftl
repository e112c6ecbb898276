# Les jeux : noms, origines, résumés, camps, pièces, options et compteurs.
# Camps : `.subject` en sujet de phrase, `.number` (plural/singular) pour le verbe.
# Pièces : nom nu, `.the` avec l'article défini, `.a` avec l'indéfini.

## Bagh Chal

game-bagh-chal = Bagh Chal
    .origin = Népal
    .summary = Quatre tigres chassent vingt chèvres ; les chèvres gagnent en encerclant tous les tigres.
side-bagh-chal-goats = Chèvres
    .subject = les chèvres
    .number = plural
side-bagh-chal-tigers = Tigres
    .subject = les tigres
    .number = plural
piece-bagh-chal-G = chèvre
    .the = la chèvre
    .a = une chèvre
piece-bagh-chal-T = tigre
    .the = le tigre
    .a = un tigre
option-bagh-chal-forced_capture = Prise obligatoire
    .help = Quand un tigre peut sauter une chèvre, les tigres doivent prendre.
option-bagh-chal-captures_to_win = Prises pour gagner
    .help = Combien de chèvres les tigres doivent prendre pour gagner.
counter-bagh-chal-goats-in-hand = Chèvres à poser
counter-bagh-chal-goats-captured = Chèvres prises

## Buff and Green

game-buff-and-green = Chamois et Vert
    .origin = Europe (famille des dames)
    .summary = Des dames sur les cases foncées avec dames volantes : la prise est obligatoire, et le camp qui ne peut plus jouer perd.
side-buff-and-green-green = Verts
    .subject = les Verts
    .number = plural
side-buff-and-green-buff = Chamois
    .subject = les Chamois
    .number = plural
piece-buff-and-green-g = pion vert
    .the = le pion vert
    .a = un pion vert
piece-buff-and-green-G = dame verte
    .the = la dame verte
    .a = une dame verte
piece-buff-and-green-b = pion chamois
    .the = le pion chamois
    .a = un pion chamois
piece-buff-and-green-B = dame chamois
    .the = la dame chamois
    .a = une dame chamois

## Seega

game-seega = Seega
    .origin = Tunisie
    .summary = Posez vos pions deux par deux, puis prenez en tenaille les pions adverses jusqu'au dernier.
side-seega-attacker = Attaquants
    .subject = les attaquants
    .number = plural
side-seega-defender = Défenseurs
    .subject = les défenseurs
    .number = plural
piece-seega-S = pion des attaquants
    .the = le pion des attaquants
    .a = un pion des attaquants
piece-seega-s = pion des défenseurs
    .the = le pion des défenseurs
    .a = un pion des défenseurs
option-seega-size = Taille du plateau
    .help = Un plateau de 5×5, 7×7 ou 9×9, avec 12, 24 ou 40 pions par camp.
option-seega-size-5 = 5×5
option-seega-size-7 = 7×7
option-seega-size-9 = 9×9
option-seega-safe_centre = Centre protégé
    .help = Un pion posé sur la case centrale ne peut pas être pris.
option-seega-blocked = Joueur bloqué
    .help = Ce que fait un joueur qui ne peut pas bouger : passer, ou retirer un pion adverse de son choix.
option-seega-blocked-pass = Passer
option-seega-blocked-remove = Retirer un pion
option-seega-no_capture_limit = Limite de la barrière
    .help = Coups d'affilée sans prise qui terminent la partie ; le camp qui a le plus de pions gagne.
counter-seega-attackers-in-hand = Attaquants à poser
counter-seega-defenders-in-hand = Défenseurs à poser

## Chiangmai Checkers

game-chiangmai-checkers = Dames de Chiang Mai
    .origin = Thaïlande (Mhark Nheeb)
    .summary = Les pions glissent comme des tours ; on prend en encerclant des pions adverses ou en se glissant entre deux d'entre eux.
side-chiangmai-checkers-white = Blancs
    .subject = les Blancs
    .number = plural
side-chiangmai-checkers-black = Noirs
    .subject = les Noirs
    .number = plural
piece-chiangmai-checkers-W = pion blanc
    .the = le pion blanc
    .a = un pion blanc
piece-chiangmai-checkers-B = pion noir
    .the = le pion noir
    .a = un pion noir
option-chiangmai-checkers-no_capture_limit = Limite sans prise
    .help = La partie est nulle après ce nombre de coups d'affilée (des deux camps) sans prise.
option-chiangmai-checkers-compulsory_capture = Prise obligatoire
    .help = Quand un coup peut prendre, le joueur doit jouer une prise (n'importe laquelle).
counter-chiangmai-checkers-white-chips = Pions blancs
counter-chiangmai-checkers-black-chips = Pions noirs

## Bobail

game-bobail = Bobail
    .origin = Afrique
    .summary = Avancez le bobail commun d'un pas, puis faites glisser un pion : amenez le bobail sur votre rangée ou enfermez-le.
side-bobail-white = Blancs
    .subject = les Blancs
    .number = plural
side-bobail-black = Noirs
    .subject = les Noirs
    .number = plural
piece-bobail-W = pion blanc
    .the = le pion blanc
    .a = un pion blanc
piece-bobail-B = pion noir
    .the = le pion noir
    .a = un pion noir
piece-bobail-O = bobail
    .the = le bobail
    .a = un bobail
option-bobail-max_slide = Glisser jusqu'au bout
    .help = Les pions glissent aussi loin que possible ; sinon, un pion peut s'arrêter sur n'importe quelle case libre de sa ligne.

## Valeurs d'options communes

option-on = Oui
option-off = Non

## Pièce inconnue

piece-unknown = pièce
    .the = la pièce
    .a = une pièce
