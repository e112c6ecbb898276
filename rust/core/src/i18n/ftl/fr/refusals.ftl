refusal-game-over = La partie est terminée.
refusal-computer-to-move = C'est au tour de l'ordinateur.
refusal-position-changed = La position a changé pendant que l'ordinateur réfléchissait.
refusal-unreadable = { $text } n'est pas un coup.
refusal-must-place = { $side_subject } doivent poser toutes leurs pièces avant d'en déplacer une : posez { $a_piece } sur { $on_points ->
    [yes] un point libre
   *[no] une case libre
}.
refusal-nothing-to-place = Toutes les pièces sont sur le plateau : déplacez-en une.
refusal-never-places = { $side_number ->
    [singular] { $side } ne pose jamais de pièce : un coup déplace l'une de vos pièces de sa place vers une autre.
   *[plural] { $side } ne posent jamais de pièce : un coup déplace l'une de vos pièces de sa place vers une autre.
}
refusal-no-destination = { $the_piece } en { $square } doit aller quelque part : écrivez les deux cases.
refusal-turn-not-finished = Après { $the_piece } en { $square }, l'une de vos pièces se déplace aussi : écrivez tout le tour, par exemple { $example }.
refusal-cannot-place = Aucune pièce ne peut être posée en { $square }.
refusal-moves-first = { $the_piece } joue en premier : commencez par { $the_piece } en { $square }.
refusal-no-piece = Il n'y a pas de pièce en { $square }.
refusal-not-your-piece = { $the_piece } en { $square } n'est pas à vous.
refusal-capture-compulsory = La prise est obligatoire : { $captures }.
refusal-cannot-move = { $the_piece } en { $square } ne peut pas bouger.
refusal-not-reachable = { $the_piece } en { $from } ne peut pas aller en { $to }.
refusal-chain-must-go-on = La prise doit continuer depuis { $square } : sautez en { $next }.
refusal-chain-may-stop = La prise peut s'arrêter en { $square } : touchez-la encore pour finir le coup ici, ou sautez plus loin.
refusal-ambiguous = { $text } peut être { $candidates }.
refusal-not-legal = { $text } n'est pas un coup légal ici.
