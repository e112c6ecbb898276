## خانة: «c3، عنزة، يمكنها الحركة»

speech-separator = {"، "}
speech-empty = فارغة
speech-selected = مختارة
speech-can-move = يمكن التحرك منها
speech-target = هدف
speech-hint = تلميح
speech-last-from = بدأت منها النقلة الأخيرة
speech-last-to = انتهت إليها النقلة الأخيرة
speech-captured = أُسرت قطعتها للتو

## نقلة: «نمر من a1 إلى a3، يأسر العنزة في a2»

move-placed = { $piece } وُضع في { $to }
move-from-to = { $piece } من { $from } إلى { $to }
move-path-separator = {" ثم "}
move-takes = يأسر { $taken }
move-taken-piece = { $the_piece } في { $square }
move-pass = { $side } يمرّر الدور

## سطر في قائمة النقلات

turn-speech = الجولة { $round }، { $side }، { $moves }
turn-speech-captures = الجولة { $round }، { $side }، { $moves }، أسر

## إعلانات

announce-played-result = { $move }. { $result }
announce-hint = تلميح: { $move }
announce-taken-back = { $count ->
    [0] لم يُسترجع شيء. { $status }
    [one] استُرجعت نقلة. { $status }
    [two] استُرجعت نقلتان. { $status }
    [few] استُرجعت { $count } نقلات. { $status }
   *[other] استُرجعت { $count } نقلة. { $status }
}
