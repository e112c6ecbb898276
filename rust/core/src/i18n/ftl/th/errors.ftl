error-unknown-game = ไม่รู้จักเกม { $id }
error-bad-position = ตำแหน่งไม่ถูกต้อง: { $why }
error-nothing-to-undo = ไม่มีตาเดินให้ย้อน
error-nothing-to-redo = ไม่มีตาเดินให้เดินซ้ำ
error-corrupt-save = ไฟล์บันทึกเสียหาย: { $why }
error-corrupt-save-damaged = เกมที่บันทึกไว้เสียหาย อ่านไม่ได้
error-game-over = เกมจบแล้ว
error-unreadable-move = { $text } ไม่ใช่ตาเดิน
error-illegal-move = { $text } ไม่ใช่ตาเดินที่ถูกกติกาในตอนนี้
error-ambiguous-move = { $text } กำกวม: อาจหมายถึง { $candidates }
error-option-malformed = ตัวเลือก { $text } ไม่ได้เขียนในรูป คีย์=ค่า
error-option-unknown-none = ไม่รู้จักตัวเลือก { $key }: เกมนี้ไม่มีตัวเลือก
error-option-unknown = ไม่รู้จักตัวเลือก { $key } (ตัวเลือก: { $known })
error-option-too-many = ตัวเลือกมากเกินไป; จำกัดที่ { $limit }
error-option-repeated = ให้ตัวเลือก { $key } สองครั้ง; ให้เพียงครั้งเดียว
error-option-bad-value = ตัวเลือก { $key } เป็น { $value } ไม่ได้: ต้องเป็น { $expected }
error-position-fields = ต้องมี { $expected } ช่องข้อมูลคั่นด้วยเว้นวรรค แต่พบ { $found }
error-position-ranks = ต้องมี { $expected } แถว แต่พบ { $found }
error-position-rank-length = แถว { $rank } ระบุ { $found } ช่อง แต่ต้องมี { $expected }
error-position-adjacent-digits = มีตัวเลขสองตัวติดกันในข้อมูลกระดาน
error-position-unknown-piece = ไม่รู้จักตัวอักษรหมาก { $letter }
error-position-unknown-side = ไม่รู้จักฝ่าย { $side }
error-position-bad-counter = { $field } ไม่ถูกต้อง: { $value }
error-position-bad-square = หมากที่ { $square }: { $why }
error-position-impossible = ตำแหน่งที่เป็นไปไม่ได้: { $why }
error-position-size = ขนาดกระดาน: { $why }
error-unknown-side = ไม่รู้จักฝ่าย { $side }; ฝ่าย: { $sides }

## Why a position cannot be (error-position-impossible, -size, -bad-square)
why-bagh-chal-tigers = เสือบนกระดาน { $count } ตัว เสือมี 4 ตัว
why-bagh-chal-goats = แพะบนกระดาน { $board } ในมือ { $hand } ถูกกิน { $captured } รวมกันไม่ได้ 20
why-bagh-chal-tigers-before-goats = ตาของเสือก่อนวางแพะตัวแรก
why-bagh-chal-no-goat-on-board = ตาของเสือแต่ไม่มีแพะบนกระดาน: ตาเดินสุดท้ายของแพะต้องเหลือไว้หนึ่งตัว
why-bobail-white-pieces = หมากขาว { $count } ตัว แต่ละฝ่ายมี 5 ตัว
why-bobail-black-pieces = หมากดำ { $count } ตัว แต่ละฝ่ายมี 5 ตัว
why-bobail-bobails = โบเบล { $count } ตัว มีได้ตัวเดียว
why-too-many-pieces = { $side } มี { $count } ตัว เกิน { $most }
why-chiangmai-mover-has-none = ฝ่ายที่เพิ่งเดินไม่มีหมากเหลือ (การเดินไม่เคยทำให้ผู้เดินเสียหมาก)
why-empty-board = กระดานว่าง
why-seega-size = กระดาน { $size }×{ $size } ซีกาเล่นบน 5×5, 7×7 หรือ 9×9
why-seega-pieces-while-setting = { $side }: บนกระดาน { $board } ในมือ { $hand } ไม่ใช่ { $full }
why-seega-setting-order = ในมือ { $attackers } และ { $defenders } ไม่ตรงกับลำดับการวางเมื่อเป็นตาของ{ $side }
why-seega-too-many = หมากฝ่ายเดียวเกิน { $most } ตัว
why-seega-no-pieces = ไม่มีหมากบนกระดานเลย
why-dark-squares-only = หมากอยู่บนช่องสีเข้มเท่านั้น
why-man-on-far-rank = เบี้ยที่แถวสุดท้ายต้องกลายเป็นฮอสแล้ว
why-centre-empty-while-setting = ช่องกลางต้องว่างระหว่างการวาง

## The counters of a position string (error-position-bad-counter's $field)
field-turn-number = เลขตา
field-goats-in-hand = แพะในมือ
field-goats-captured = แพะที่ถูกกิน
field-plies-since-capture = ตาเดินตั้งแต่การกินครั้งล่าสุด
field-plies-since-capture-or-man = ตาเดินตั้งแต่การกินหรือการเดินเบี้ยครั้งล่าสุด
field-attackers-in-hand = หมากฝ่ายบุกในมือ
field-defenders-in-hand = หมากฝ่ายรับในมือ

## PGN-style text (import, review)
error-pgn-too-large = ข้อความยาวเกินกว่าจะเป็นเกมเดียว
error-pgn-bad-tag = บรรทัด { $line }: ไม่ใช่แท็กแบบ [Name "value"]
error-pgn-no-game = ไม่มีแท็ก [Game "…"]: เป็นเกมอะไร?
error-pgn-unknown-game = ไม่รู้จักเกม { $id }
error-pgn-variant = รูปแบบ: { $why }
error-pgn-position = ตำแหน่ง: { $why }
error-pgn-open-comment = {"{"}หมายเหตุ{"}"} ไม่ได้ปิด
error-pgn-move = ตาเดินที่ { $number } ({ $turn } { $text }): { $why }
error-pgn-result-mismatch = แท็กผลการแข่งขันบอก { $tag } แต่ตาเดินให้ผล { $played }

## Lessons
error-lesson-unknown-game = ไม่มีบทเรียนของเกม { $id }
error-lesson-no-step = บทเรียนไม่มีขั้นที่ { $step }
