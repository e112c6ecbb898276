rules-other-games = เกมอื่น ๆ
