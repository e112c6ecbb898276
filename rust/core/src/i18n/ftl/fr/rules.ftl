rules-other-games = Autres jeux
