## boardlore games

cli-games-sides = ฝ่าย: { $first } เดินก่อน แล้วจึง { $second }
cli-games-option-kind = { $values } ค่าเริ่มต้น { $default }

## boardlore play

cli-play-banner = { $game } — พิมพ์ `help` เพื่อดูคำสั่ง
cli-play-help =
    พิมพ์ตาเดินด้วยสัญกรณ์ใดก็ได้ (c3, a1-b2, a1xc3, A-1 B-2) หรือคำสั่ง:
      moves          รายการตาเดินที่ถูกกติกา
      history        ตาที่เดินไปแล้ว แยกตามรอบ
      hint           ขอตาเดินจากคอมพิวเตอร์
      undo, redo     ถอย / เดินซ้ำหนึ่งตา (เมื่อเล่นกับคอมพิวเตอร์: ทั้งตาของคุณและตาตอบ)
      resign         ยอมแพ้ (เมื่อเล่นกับคอมพิวเตอร์: ฝ่ายของคุณ)
      new            เริ่มใหม่จากตำแหน่งแรก
      save <file>    บันทึกเกมเป็น JSON
      load <file>    เปิดเกมที่บันทึกไว้
      fen            แสดงสตริงตำแหน่ง
      help           ข้อความนี้
      quit           ออก
cli-play-game-over = เกมจบแล้ว `new`, `undo`, `save <file>`, `load <file>` หรือ `quit`
cli-play-computer-plays = คอมพิวเตอร์เดิน { $move }{ $numbers }
cli-play-hint = คำใบ้: { $move }{ $numbers }
cli-play-legal = ตาที่เดินได้ { $count } ตา: { $moves }
cli-play-undone = ถอยคืน: { $moves }
cli-play-replayed = เดินซ้ำ: { $moves }
cli-play-played = เดิน: { $move }
cli-play-resigned = { $side }ยอมแพ้
cli-play-new-game = เกมใหม่
cli-play-saved = บันทึกที่ { $file } แล้ว
cli-play-save-failed = บันทึกที่ { $file } ไม่ได้: { $error }
cli-play-loaded = เปิดจาก { $file } แล้ว
cli-play-load-failed = เปิด { $file } ไม่ได้: { $error }

## Input lines of `play` and `learn`

cli-input-not-text = บรรทัดนี้ไม่ใช่ข้อความ UTF-8 จึงถูกข้ามไป
cli-input-too-long = บรรทัดนี้ยาว { $size } เกินขีดจำกัด { $limit } จึงถูกข้ามไป

## boardlore history

cli-history-salvaged = { $file } เสียหาย: เกมทั้งหมดที่อ่านได้ถูกเก็บไว้ในที่เก็บใหม่ และไฟล์ที่เสียหายถูกเก็บไว้เป็น { $aside } เกมที่จบแล้วที่กู้ได้: { $saved } ที่สูญหาย: { $lost }
cli-history-unreadable = อ่านเกม { $id } ไม่ได้ จึงไม่แสดงในรายการ
cli-history-read-only = เขียน { $file } ไม่ได้: แสดงรายการได้อย่างเดียว

cli-review-progress = กำลังวิเคราะห์ { $done }/{ $total }
