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
cli-history-folder = { $file } เป็นโฟลเดอร์ ไม่ใช่ไฟล์ฐานข้อมูล
cli-history-added = เพิ่มเกม { $id } แล้ว
cli-history-page = เกมที่จบแล้ว { $total } เกม; หน้า { $page }

cli-review-progress = กำลังวิเคราะห์ { $done }/{ $total }

## boardlore themes
board-theme-wood = ไม้
board-theme-dark = มืด
board-theme-contrast = คอนทราสต์สูง
cli-themes-heading = { $name } ({ $id })
cli-themes-heading-dark = { $name } ({ $id }) ธีมมืด
cli-themes-labels = ป้ายบนพื้นหลัง: คอนทราสต์ { $ratio }:1 ต้องอย่างน้อย { $need }
cli-themes-lines = เส้นบนพื้นหลัง: คอนทราสต์ { $ratio }:1 ต้องอย่างน้อย { $need }
cli-themes-check = { $pair }: ΔE ต่ำสุด { $delta } ({ $vision }) ต้องอย่างน้อย { $need }: { $verdict } ในภาพขาวดำ: ΔE { $grey }
cli-themes-pass = ผ่าน
cli-themes-fail = ไม่ผ่าน
cli-themes-on = { $mark }บน{ $ground }
cli-themes-versus = { $first } กับ { $second }
cli-themes-failed = ไม่ผ่าน { $count } รายการ
board-mark-selected = วงของตัวที่เลือก
board-mark-target = จุดของตาเดินที่ถูกกติกา
board-mark-hint = วงของคำใบ้
board-mark-last-move = สีของตาเดินล่าสุด
board-mark-captured = สีของตัวที่ถูกกิน
board-ground-light = ช่องสีอ่อน
board-ground-dark = ช่องสีเข้ม
board-ground-plain = ช่องพื้นเรียบ
board-ground-background = พื้นหลัง
vision-typical = การมองเห็นปกติ
vision-protan = ตาบอดสีแดง
vision-deutan = ตาบอดสีเขียว

## boardlore puzzles
cli-puzzles-summary = โจทย์ { $count } ข้อ; ธีม: { $themes }; ความยาก: { $levels }
cli-puzzles-unknown-game = ไม่มีโจทย์ของเกม "{ $game }"
cli-puzzles-unknown-puzzle = ไม่มีโจทย์ "{ $id }": คำสั่ง `boardlore puzzles list GAME` แสดงรายการทั้งหมด
cli-puzzle-correct = ถูก { $reply }: { $message }
cli-puzzle-solved = แก้ได้แล้ว: { $message }
cli-puzzle-wrong = ผิด: { $message }
cli-puzzle-refused = ไม่รับ: { $message }
cli-puzzles-level-count = { $level }: { $count }

## Errors every command may say
cli-unknown-game = { $error }; เกม: { $games }
cli-unknown-lang = ไม่รู้จักภาษา "{ $code }"; ภาษาที่มี: { $languages }
cli-file-missing = ไม่มีไฟล์ { $file }
cli-file-denied = ไม่มีสิทธิ์อ่าน { $file }
cli-file-folder = { $file } เป็นโฟลเดอร์ ไม่ใช่ไฟล์
cli-file-too-large = { $file } ใหญ่เกินขีดจำกัด { $limit }
cli-file-not-text = { $file } ไม่ใช่ข้อความ UTF-8
cli-file-unreadable = อ่าน { $file } ไม่ได้
cli-file-not-writable = เขียน { $file } ไม่ได้

## boardlore render
cli-render-no-piece = { $game } ไม่มีหมาก { $letter }; หมากที่มี: { $letters }
cli-render-size = ขนาด { $size } อยู่นอกช่วง: { $least } ถึง { $most }
cli-render-unknown-theme = ไม่รู้จักธีม { $theme }; ธีมที่มี: { $themes }

## A computer player (play --level, arena, engine)
cli-player-not-a-level = { $text } ไม่ใช่ระดับ (easy, medium, hard, expert) และไม่ใช่คู่ key=value
cli-player-not-a-number = { $pair }: ไม่ใช่ตัวเลข
cli-player-unknown-key = ไม่รู้จักคีย์ผู้เล่น { $key } (level, nodes, depth, ms, seed)
cli-player-no-limit = { $text } ไม่ได้กำหนดขีดจำกัด: ให้ nodes, depth หรือ ms
