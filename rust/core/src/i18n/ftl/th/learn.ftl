# บทเรียนและโจทย์ (`learn`) ตัวเดินและชื่อช่องใช้อักษรละติน

## การตัดสินตาเดิน
learn-wrong-capture = { $move } ไม่ได้กินอะไร แต่มีตากินอยู่: { $captures }
learn-wrong-no-capture = { $move } ไม่ได้กินอะไร ลองหาหมากที่กินได้
learn-wrong-capture-more = { $move } กินได้ { $taken } ตัว แต่ตรงนี้มีตาที่กินได้ { $wanted } ตัวขึ้นไป
learn-wrong-unsafe = หลัง { $move } อีกฝ่ายกินได้ด้วย { $reply }
learn-wrong-loses = หลัง { $move } อีกฝ่ายชนะทันที
learn-wrong-loses-with = หลัง { $move } อีกฝ่ายชนะทันทีด้วย { $reply }
learn-wrong-win = { $move } ยังไม่ชนะ: ตานี้มีตาเดินที่ชนะได้
learn-wrong-crown = { $move } ไม่ได้ทำให้เบี้ยเป็นฮอส: เดินไปให้ถึงแถวสุดท้าย
learn-wrong-move = { $move } เดินได้ตามกติกา แต่ไม่ใช่ตาที่ขั้นนี้ต้องการ
learn-right = เก่งมาก
learn-step-done = ขั้นนี้เสร็จแล้ว: ไปขั้นต่อไปได้เลย
learn-hint = ลอง { $move }
learn-step-heading = ขั้นที่ { $number } จาก { $count } · { $title }

## ระดับของคอมพิวเตอร์ในการท้าทาย
learn-level-easy = ง่าย
learn-level-medium = ปานกลาง
learn-level-hard = ยาก
learn-level-expert = เซียน
learn-level-perfect = สมบูรณ์แบบ

## การท้าทายกับคอมพิวเตอร์
learn-challenge-win = เอาชนะคอมพิวเตอร์ ({ $level }) ภายใน { $moves } ตา
learn-challenge-captures = กินหมาก { $count } ตัวเมื่อเล่นกับคอมพิวเตอร์ ({ $level }) ภายใน { $moves } ตา
learn-challenge-survive = เดิน { $moves } ตากับคอมพิวเตอร์ ({ $level }) โดยไม่เสียหมากสักตัว
learn-challenge-reply = คอมพิวเตอร์ตอบด้วย { $reply }
learn-challenge-won = ผ่านการท้าทายแล้ว!
learn-challenge-lost-piece = คอมพิวเตอร์กินด้วย { $reply } ลองใหม่ตั้งแต่ต้น
learn-challenge-game-lost = แพ้เกมนี้แล้ว ลองใหม่ตั้งแต่ต้น
learn-challenge-out-of-moves = หมดตาเดินแล้ว ลองใหม่ตั้งแต่ต้น

## โจทย์
puzzle-goal = ตาของ{ $side }: หาตาเดินที่ดีที่สุด
puzzle-reply = อีกฝ่ายตอบ { $reply } เดินต่อได้
puzzle-solved = แก้โจทย์ได้แล้ว!
puzzle-heading = { $id } · { $theme } · ระดับ { $difficulty }
puzzle-solved-rating = แก้โจทย์ได้แล้ว! คะแนน { $rating }
puzzle-wrong = { $move } ยังไม่ใช่ตาที่ดีที่สุด ลองอีกครั้ง
theme-bobail-home = พาโบเบลกลับบ้าน
theme-bobail-trap = ขังโบเบล
theme-trap-the-tigers = ขังเสือ
theme-last-capture = การกินครั้งสุดท้าย
theme-blocked-opponent = อีกฝ่ายไม่มีทางเดิน
theme-last-piece = หมากตัวสุดท้าย
theme-chain-capture = กินต่อเนื่อง
theme-double-capture = กินสองตัว
theme-balancing = แทรก
theme-sacrifice = สละหมาก
theme-quiet-move = ตาเงียบ
theme-winning-capture = กินแล้วได้เปรียบ
theme-block = ขวางการกิน
theme-escape = หนี
theme-defence = ตาเดียวที่รอด
theme-stop-the-bobail = กันโบเบล
theme-free-the-bobail = ปล่อยโบเบลให้เดินได้

## `boardlore learn` ในเทอร์มินัล
learn-cli-intro = พิมพ์ตาเดิน หรือ: hint (คำใบ้), retry (เริ่มใหม่), skip (ข้าม), quit (ออก)
learn-cli-step = ขั้นที่ { $number } จาก { $count }: { $title }
learn-cli-goal = เป้าหมาย: { $goal }
learn-cli-no-hint = ไม่มีคำใบ้ตรงนี้
learn-cli-try-again = { $message } ลองอีกครั้ง
learn-cli-last-step = นั่นเป็นขั้นสุดท้ายแล้ว
learn-cli-complete = จบบทเรียนแล้ว: คุณรู้พื้นฐานของ{ $game }แล้ว

## บาฆชาล
bagh-chal-place-title = วางแพะ
bagh-chal-place-goal = แพะเดินก่อน: วางแพะหนึ่งตัวบนจุดว่างจุดใดก็ได้
bagh-chal-step-title = เสือเดิน
bagh-chal-step-goal = เดินเสือหนึ่งก้าวตามเส้นไปยังจุดว่าง
bagh-chal-jump-title = เสือกระโดด
bagh-chal-jump-goal = กินแพะ: กระโดดข้ามไปยังจุดว่างที่อยู่ถัดไป
bagh-chal-safe-title = ปกป้องแพะ
bagh-chal-safe-goal = วางแพะให้ไม่มีแพะตัวไหนถูกกระโดดข้ามได้
bagh-chal-trap-title = ขังเสือ
bagh-chal-trap-goal = ปิดทางเดินสุดท้ายของเสือที่ a1
bagh-chal-trap-wrong = เสือที่ a1 ยังกระโดดข้าม b2 ได้: วางแพะปิดจุดด้านหลัง
bagh-chal-win-title = กินห้าตัวชนะ
bagh-chal-win-goal = แพะถูกกินไปสี่ตัวแล้ว: กินตัวที่ห้าแล้วชนะ
bagh-chal-guard-title = ท้าทาย: รักษาฝูงแพะ
bagh-chal-hunt-title = ท้าทาย: ล่าแพะ

## บัฟแอนด์กรีน
buff-and-green-move-title = เบี้ยเดินหน้า
buff-and-green-move-goal = เดินเบี้ยไปข้างหน้าในแนวทแยงหนึ่งช่อง
buff-and-green-jump-title = การกิน
buff-and-green-jump-goal = กระโดดข้ามเบี้ยบัฟ: บังคับกิน
buff-and-green-chain-title = กินต่อ
buff-and-green-chain-goal = กินเบี้ยสองตัวในตาเดียว: กระโดดแล้วกระโดดต่อ
buff-and-green-crown-title = เข้าฮอส
buff-and-green-crown-goal = เดินไปให้ถึงแถวสุดท้ายเพื่อให้เบี้ยเป็นฮอส
buff-and-green-king-title = ฮอสบิน
buff-and-green-king-goal = ฮอสบินไปตามแนวทแยงได้: กินเบี้ยที่ e5 จากระยะไกล
buff-and-green-safe-title = เดินอย่างปลอดภัย
buff-and-green-safe-goal = เดินโดยไม่เปิดให้บัฟกิน
buff-and-green-hunt-title = ท้าทาย: ล่าฮอส

## ซีกา
seega-place-title = วางหมาก
seega-place-goal = วางหมากบนช่องว่างช่องใดก็ได้ยกเว้นช่องกลาง
seega-move-title = เดินหนึ่งช่อง
seega-move-goal = เดินหมากหนึ่งช่อง ขึ้น ลง ซ้าย หรือขวา
seega-capture-title = หนีบ
seega-capture-goal = กิน: เดินให้หมากของอีกฝ่ายถูกหนีบระหว่างหมากของเราสองตัว
seega-double-title = สองตัวพร้อมกัน
seega-double-goal = เดินเข้าช่องกลางแล้วหนีบหมากสองตัวพร้อมกัน
seega-chain-title = กินต่อเนื่อง
seega-chain-goal = หลังกินแล้ว หมากตัวเดิมเดินต่อได้: กินหมากสองตัวต่อเนื่องกัน
seega-centre-title = ช่องกลางปลอดภัย
seega-centre-goal = หมากที่อยู่ช่องกลางกินไม่ได้: ไปกินที่อื่น
seega-centre-wrong = หมากที่ช่องกลางปลอดภัย: กินไม่ได้
seega-hunt-title = ท้าทาย: กินให้เกลี้ยงกระดาน

## หมากหนีบ
chiangmai-checkers-move-title = หมากเดินแบบเรือ
chiangmai-checkers-move-goal = เดินหมากไปตามแถวหรือคอลัมน์กี่ช่องก็ได้
chiangmai-checkers-enclose-title = หนีบ
chiangmai-checkers-enclose-goal = หนีบหมากดำไว้ระหว่างหมากของเราสองตัว
chiangmai-checkers-line-title = หนีบทั้งแถว
chiangmai-checkers-line-goal = หนีบหมากดำทั้งแถวในตาเดียว
chiangmai-checkers-balance-title = แทรกกลาง
chiangmai-checkers-balance-goal = เดินเข้าไประหว่างหมากดำสองตัวเพื่อกินทั้งคู่
chiangmai-checkers-win-title = หมากตัวสุดท้าย
chiangmai-checkers-win-goal = กินหมากดำสองตัวสุดท้ายแล้วชนะ
chiangmai-checkers-hunt-title = ท้าทาย: ล่าหมาก

## โบเบล
bobail-first-title = ตาแรก
bobail-first-goal = ในตาแรกสุด ขาวไถหมากได้อย่างเดียว: ไถหมากหนึ่งตัวไปให้สุดทาง
bobail-step-title = เดินโบเบลก่อน แล้วไถหมาก
bobail-step-goal = เดินโบเบลหนึ่งช่อง แล้วไถหมากของเราหนึ่งตัวไปให้สุดทาง
bobail-home-title = พากลับบ้าน
bobail-home-goal = ชนะ: เดินโบเบลเข้าแถวบ้านของเรา
bobail-safe-title = กันให้ห่าง
bobail-safe-goal = เดินโบเบลไปที่ที่ดำพากลับบ้านไม่ได้ในตาหน้า
bobail-trap-title = ขังโบเบล
bobail-trap-goal = ชนะด้วยการทำให้โบเบลไม่มีช่องให้เดินเมื่อถึงตาของดำ
bobail-race-title = ท้าทาย: แข่งความเร็ว
