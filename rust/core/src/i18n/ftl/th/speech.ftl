## ช่อง: «c3, แพะ, เดินได้»

speech-separator = {", "}
speech-empty = ว่าง
speech-selected = เลือกอยู่
speech-can-move = เดินได้
speech-target = จุดหมาย
speech-hint = คำใบ้
speech-last-from = ตาล่าสุดเดินจากที่นี่
speech-last-to = ตาล่าสุดเดินมาที่นี่
speech-captured = เพิ่งถูกกิน

## ตาเดิน: «เสือ a1 ไป a3, กินแพะที่ a2»

move-placed = วาง{ $piece }ที่ { $to }
move-from-to = { $piece } { $from } ไป { $to }
move-path-separator = {" ไป "}
move-takes = กิน{ $taken }
move-taken-piece = { $the_piece }ที่ { $square }
move-pass = { $side }ผ่าน

## แถวในรายการตาเดิน

turn-speech = รอบ { $round }, { $side }, { $moves }
turn-speech-captures = รอบ { $round }, { $side }, { $moves }, กิน

## ประกาศ

announce-played-result = { $move } { $result }
announce-hint = คำใบ้: { $move }
announce-taken-back = { $count ->
    [0] ไม่มีตาที่ถอยคืน { $status }
   *[other] ถอยคืน { $count } ตา { $status }
}
