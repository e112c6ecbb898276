## บรรทัดสถานะ

status-to-move = ตาของ{ $side }
status-computer-to-move = ตาของ{ $side } (คอมพิวเตอร์)
status-separator = {" · "}

## ตัวนับ

counter = { $label } { $value }
counter-limit = { $label } { $value } จาก { $limit }
counter-no-capture = ตาที่ไม่มีการกิน
counter-no-capture-or-man-move = ตาที่ไม่มีการกินหรือการเดินเบี้ย

## ผลการแข่งขัน

result-win = { $winner }ชนะ: { $why }
result-draw = เสมอ: { $why }

why-no-piece-can-move = { $piece }เดินไม่ได้สักตัว
why-no-legal-move = { $loser }ไม่มีตาเดินที่ถูกกติกา
why-capture-target = กินแพะไปแล้ว { $count } ตัว
why-enough-captured = กินหมากได้ครบจำนวน
why-bobail-home = โบเบลไปถึงแถวบ้านของ{ $winner_name }
why-bobail-blocked = { $loser }เดินโบเบลไม่ได้
why-no-pieces = { $loser }ไม่เหลือหมาก
why-last-chip = กติกาหมากตัวสุดท้าย
why-repetition = ตำแหน่งเดิมเกิดซ้ำสามครั้ง
why-move-limit = ครบจำนวนตาที่กำหนด
why-barrier = มีหมากบนกระดานมากกว่า
why-resignation = { $loser }ยอมแพ้
draw-why-move-limit = ครบจำนวนตาที่ไม่มีการกิน
draw-why-barrier = ทั้งสองฝ่ายมีหมากเท่ากัน

## เหตุที่เกมจบโดยย่อ

reason-no-legal-move = ไม่มีตาเดินที่ถูกกติกา
reason-capture-target = กินครบตามเป้า
reason-bobail-home = โบเบลถึงแถวบ้าน
reason-bobail-blocked = โบเบลเดินไม่ได้
reason-no-pieces = ไม่เหลือหมาก
reason-last-chip = กติกาหมากตัวสุดท้าย
reason-repetition = ตำแหน่งซ้ำครั้งที่สาม
reason-move-limit = ครบจำนวนตาที่ไม่มีการกิน
reason-barrier = กติกากำแพง: มีหมากมากกว่า
reason-resignation = ยอมแพ้
outcome-win = { $side }ชนะ: { $reason }
outcome-draw = เสมอ: { $reason }

## รายการ

list-separator = {", "}
list-or = { $init } หรือ { $last }
list-and = { $init } และ { $last }

## Hint

hint-line = คำใบ้: { $move }
hint-line-verdict = คำใบ้: { $move } · { $verdict }

move-pass-shown = ผ่าน
