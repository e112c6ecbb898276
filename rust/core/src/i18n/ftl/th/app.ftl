### The apps' own words (buttons, menus, settings, dialogs).

app-home-subtitle = เกมกระดานพื้นบ้านห้าเกม

app-home-continue = เล่นต่อ

app-home-new-game = เกมใหม่

app-home-rules = กติกา

app-home-learn = เรียนวิธีเล่น

app-learn-title = เรียน{ $game }

app-learn-lesson = บทเรียน

app-learn-lesson-progress = ผ่าน { $passed } จาก { $steps } ขั้น

app-learn-puzzles = โจทย์

app-learn-rating = คะแนน { $rating } · แก้ได้ { $solved } จาก { $total }

app-learn-next-puzzle = โจทย์ถัดไป

app-learn-solved-mark = ✓ { $puzzle }

app-learn-hint = คำใบ้

app-learn-show-solution = ดูเฉลย

app-learn-retry = ลองอีกครั้ง

app-learn-next = ถัดไป

app-home-loading = กำลังโหลดเกม…

app-action-settings = การตั้งค่า

app-preview-description = กระดาน{ $game }

app-new-game-title = เกม{ $game }ใหม่

app-opponent-label = คู่ต่อสู้

app-opponent-computer = เล่นกับคอมพิวเตอร์

app-opponent-two-players = สองคนบนเครื่องนี้

app-side-label = คุณเล่นฝ่าย

app-level-label = ระดับ

app-variant-label = รูปแบบการเล่น

app-start-game = เริ่มเล่น

app-bad-options = เล่นด้วยตัวเลือกเหล่านี้ไม่ได้: { $why }

app-action-undo = ย้อน

app-action-redo = ทำซ้ำ

app-action-flip = กลับด้านกระดาน

app-action-resign = ยอมแพ้

app-action-pass = ผ่าน

app-action-finish = จบการเดินตรงนี้

app-action-play-again = เล่นอีกครั้ง

app-action-home = หน้าหลัก

app-thinking = กำลังคิด…

app-moves-title = การเดิน

app-no-moves-yet = ยังไม่มีการเดิน

app-game-over-title = จบเกม

app-resign-confirm = ยอมแพ้เกมนี้หรือไม่

app-confirm-cancel = ยกเลิก

app-corrupt-save = อ่านเกม{ $game }ที่บันทึกไว้ไม่ได้ จึงเริ่มเกมใหม่ ไฟล์ที่เสียถูกเก็บไว้ในชื่อ { $file }

app-store-moved-aside = ไม่สามารถอ่านเกมที่บันทึกไว้ได้ จึงเริ่มที่เก็บใหม่ ไฟล์ที่เสียถูกเก็บไว้ในชื่อ { $file }

app-engine-error = เกิดข้อผิดพลาด: { $why }

app-rules-title = กติกา{ $game }

app-setting-sound = เสียง

app-setting-haptics = การสั่น

app-setting-coordinates = แสดงพิกัด

app-setting-animation = ภาพเคลื่อนไหวการเดิน

app-animation-off = ปิด

app-animation-fast = เร็ว

app-animation-normal = ปกติ

app-animation-slow = ช้า

app-setting-theme = ธีม

app-theme-system = ตามระบบ

app-theme-light = สว่าง

app-theme-dark = { board-theme-dark }

app-setting-default-level = ระดับคอมพิวเตอร์เริ่มต้น

app-action-back = กลับ

app-setting-legal-moves = แสดงตาที่เดินได้

app-setting-board-theme = กระดาน

app-board-theme-auto = อัตโนมัติ

app-board-theme-wood = { board-theme-wood }

app-board-theme-contrast = { board-theme-contrast }

app-action-share = แชร์

app-share-board-image = กระดานเป็นรูปภาพ

app-share-game-text = เกมเป็นข้อความ

app-action-history = ประวัติ

app-history-statistics = สถิติ

app-history-games = เกมที่จบแล้ว

app-history-empty = ยังไม่มีเกมที่จบ

app-history-review = วิเคราะห์

app-history-delete = ลบ

app-history-delete-confirm = ลบเกม{ $game }นี้ ({ $date }) ไหม

app-history-more = เกมเพิ่มเติม

app-history-reviewing = กำลังวิเคราะห์… { $done } จาก { $total }

app-review-back-to-game = กลับไปที่เกม

app-review-first = { browse-start }

app-review-previous = ตาก่อนหน้า

app-review-next = ตาถัดไป

app-review-last = ตำแหน่งสุดท้าย

app-review-failed = การวิเคราะห์หยุดลง: { $why }

app- = { $option }: { $value }

app-appearance = รูปลักษณ์

app-computer = คอมพิวเตอร์

app-continue = เล่น{ $game }ต่อ

app-coordinates = พิกัด

app-default-level = ระดับเริ่มต้น

app-done = เสร็จ

app-end-move = จบการเดิน

app-feedback = การตอบสนอง

app-haptics = การสั่น

app-mode = โหมด

app-more = เพิ่มเติม

app-ok = ตกลง

app-players = ผู้เล่น

app-resume = เล่นต่อ

app-saved-game = เกมที่บันทึกไว้

app-something-went-wrong-in-the-engine-the-game-is-kept-as-it-was = เอนจินขัดข้อง เกมยังอยู่เหมือนเดิม

app-start = เริ่ม

app-the-damaged-file-could-not-be-kept = เก็บไฟล์ที่เสียไว้ไม่ได้

app-the-damaged-file-was-kept-as = ไฟล์ที่เสียถูกเก็บไว้ในชื่อ { $file }

app-two-players = สองผู้เล่น

app-board-theme = ธีมกระดาน

app-share-board = แชร์กระดาน

app-share-game = แชร์เกม

app-learn = เรียน

app-puzzles-rating-of-solved = โจทย์ · คะแนน { $rating } · แก้ได้ { $solved } จาก { $total }

app-level = ระดับ { $level }

app-the-saved-games-could-not-be-read = ไม่สามารถอ่านเกมที่บันทึกไว้ได้ { $why }

app-reviewing = กำลังวิเคราะห์…

app-delete-this-game = ลบเกมนี้หรือไม่
