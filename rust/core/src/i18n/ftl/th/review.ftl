# คำตัดสินของเครื่องและการวิเคราะห์เกม

## ระดับของตาที่วิเคราะห์

review-label-best = ตาที่ดีที่สุด
review-label-good = ตาที่ดี
review-label-inaccuracy = ตาที่ไม่แม่นยำ
review-label-mistake = ตาที่ผิดพลาด
review-label-blunder = ตาที่พลาดร้ายแรง

## การประเมิน

verdict-win-in = { $side }ชนะใน { $moves } ตา
verdict-won = { $side }ชนะแล้ว
verdict-drawn = เสมอ
verdict-score = { $side } { $percent }%
verdict-draw = เสมอเมื่อเล่นดีที่สุด
verdict-threw-win = ตานี้ทิ้งชัยชนะ
verdict-threw-draw = ตานี้ทิ้งผลเสมอ

## ความเห็นของตาที่วิเคราะห์

review-comment = { $label } ({ $before } → { $after })
review-comment-best = { $label } ({ $before } → { $after }); ตาที่ดีที่สุดคือ { $best }
review-comment-threw = { $label }: { $why } ({ $before } → { $after })
review-comment-threw-best = { $label }: { $why } ({ $before } → { $after }); ตาที่ดีที่สุดคือ { $best }

## เหตุที่ตานี้เป็นความผิดพลาดหรือพลาดร้ายแรง จากคำตอบที่ดีที่สุดของฝ่ายตรงข้าม

review-why-capture = หลัง { $move } แล้ว { $capture } กิน{ $piece }
review-why-capture-then = หลัง { $move } { $line } แล้ว { $capture } กิน{ $piece }
review-why-forced = หลัง { $move } แล้ว { $reply }: { $result }
review-why-reply = หลัง { $move } แล้ว { $reply } เป็นคำตอบที่แรงที่สุด
review-why-ended = { $move } จบเกม
review-why-both = { $change }: { $reason }
review-pieces = { $count ->
   *[other] { $count } ตัว
}

## การวิเคราะห์ที่บรรทัดคำสั่งพิมพ์

review-header = การวิเคราะห์ { $game } { $nodes } โหนดต่อตำแหน่ง (ระดับ { $level })
review-better = ดีกว่าคือ { $move }
review-better-line = ดีกว่าคือ { $move } ({ $line })
