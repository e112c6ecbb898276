rules-other-games = ألعاب أخرى
