rules-other-games = Outros jogos
