# What the game screen says about itself (the core's GameScreen).

screen-thinking = يفكّر…
screen-finding-hint = يبحث عن تلميح…
screen-two-players = لاعبان
screen-board = لوحة { $game }
screen-you-against = أنت: { $side } · الحاسوب: { $other } ({ $level })
screen-save-failed = تعذّر حفظ اللعبة: { $why }
screen-engine-failed = تعذّر على الحاسوب أن يلعب: { $why }
screen-save-unreadable = تعذّرت قراءة اللعبة المحفوظة، فبدأت لعبة جديدة.
