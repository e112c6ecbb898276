refusal-game-over = เกมจบแล้ว
refusal-computer-to-move = ตานี้เป็นของคอมพิวเตอร์
refusal-position-changed = ตำแหน่งเปลี่ยนไประหว่างที่คอมพิวเตอร์กำลังคิด
refusal-unreadable = { $text } ไม่ใช่ตาเดิน
refusal-must-place = { $side }ต้องวางหมากให้ครบก่อนจึงจะเดินได้: วาง{ $a_piece }บน{ $on_points ->
    [yes] จุดที่ว่าง
   *[no] ช่องที่ว่าง
}
refusal-nothing-to-place = หมากอยู่บนกระดานครบแล้ว: ให้เดินหมากแทน
refusal-never-places = { $side }ไม่เคยวางหมาก: ตาเดินคือการย้ายหมากของคุณจากที่อยู่ไปยังที่ที่จะไป
refusal-no-destination = { $the_piece }ที่ { $square } ต้องมีช่องให้ไป: เขียนทั้งสองช่อง
refusal-turn-not-finished = หลังจาก{ $the_piece }ไปที่ { $square } หมากของคุณตัวหนึ่งต้องเดินด้วย: เขียนทั้งตา เช่น { $example }
refusal-cannot-place = วางหมากที่ { $square } ไม่ได้
refusal-moves-first = { $the_piece }ต้องเดินก่อน: เริ่มด้วยการเดิน{ $the_piece }ที่ { $square }
refusal-no-piece = ไม่มีหมากที่ { $square }
refusal-not-your-piece = { $the_piece }ที่ { $square } ไม่ใช่ของคุณ
refusal-capture-compulsory = บังคับกิน: { $captures }
refusal-cannot-move = { $the_piece }ที่ { $square } เดินไม่ได้
refusal-not-reachable = { $the_piece }ที่ { $from } ไปถึง { $to } ไม่ได้
refusal-chain-must-go-on = ต้องกินต่อจาก { $square }: กระโดดไป { $next }
refusal-chain-may-stop = หยุดกินที่ { $square } ได้: แตะอีกครั้งเพื่อจบตาที่นั่น หรือกระโดดต่อ
refusal-ambiguous = { $text } อาจหมายถึง { $candidates }
refusal-not-legal = { $text } ไม่ใช่ตาเดินที่ถูกกติกาในตอนนี้
