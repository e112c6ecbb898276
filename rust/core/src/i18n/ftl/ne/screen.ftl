# What the game screen says about itself (the core's GameScreen).

screen-thinking = सोच्दै…
screen-finding-hint = सङ्केत खोज्दै…
screen-two-players = दुई खेलाडी
screen-board = { $game } बोर्ड
screen-you-against = तपाईं: { $side } · कम्प्युटर: { $other } ({ $level })
screen-save-failed = खेल सुरक्षित गर्न सकिएन: { $why }
screen-engine-failed = कम्प्युटरले चाल चल्न सकेन: { $why }
screen-save-unreadable = सुरक्षित गरिएको खेल पढ्न सकिएन, त्यसैले नयाँ खेल सुरु भयो।
