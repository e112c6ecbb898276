# What the game screen says about itself (the core's GameScreen).

screen-thinking = กำลังคิด…
screen-finding-hint = กำลังหาคำแนะนำ…
screen-two-players = ผู้เล่นสองคน
screen-board = กระดาน { $game }
screen-you-against = คุณ: { $side } · คอมพิวเตอร์: { $other } ({ $level })
screen-save-failed = บันทึกเกมไม่ได้: { $why }
screen-engine-failed = คอมพิวเตอร์เดินไม่ได้: { $why }
screen-save-unreadable = อ่านเกมที่บันทึกไว้ไม่ได้ จึงเริ่มเกมใหม่
