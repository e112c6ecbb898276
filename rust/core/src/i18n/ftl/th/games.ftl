# เกม: ชื่อ ถิ่นกำเนิด คำอธิบาย ฝ่าย ตัวหมาก ตัวเลือก และตัวนับ
# ฝ่าย: `.subject` เมื่อเป็นประธานของประโยค, `.number` (ภาษาไทยไม่ผันกริยา)
# ตัวหมาก: ชื่อ, `.the` และ `.a` (ภาษาไทยไม่มีคำนำหน้านาม)

## บาฆชาล

game-bagh-chal = บาฆชาล
    .origin = เนปาล
    .summary = เสือสี่ตัวล่าแพะยี่สิบตัว แพะชนะเมื่อล้อมเสือได้ทุกตัว
side-bagh-chal-goats = แพะ
    .subject = ฝ่ายแพะ
    .number = plural
side-bagh-chal-tigers = เสือ
    .subject = ฝ่ายเสือ
    .number = plural
piece-bagh-chal-G = แพะ
    .the = แพะ
    .a = แพะหนึ่งตัว
piece-bagh-chal-T = เสือ
    .the = เสือ
    .a = เสือหนึ่งตัว
option-bagh-chal-forced_capture = บังคับกิน
    .help = เมื่อเสือกระโดดข้ามแพะได้ ฝ่ายเสือต้องกิน
option-bagh-chal-captures_to_win = จำนวนที่ต้องกินเพื่อชนะ
    .help = เสือต้องกินแพะกี่ตัวจึงจะชนะ
counter-bagh-chal-goats-in-hand = แพะที่ยังต้องวาง
counter-bagh-chal-goats-captured = แพะที่ถูกกิน

## บัฟแอนด์กรีน

game-buff-and-green = บัฟแอนด์กรีน
    .origin = ยุโรป (ตระกูลหมากฮอส)
    .summary = หมากฮอสบนช่องสีเข้มที่ฮอสเดินได้ไกล: บังคับกิน และฝ่ายที่เดินไม่ได้เป็นฝ่ายแพ้
side-buff-and-green-green = เขียว
    .subject = ฝ่ายเขียว
    .number = singular
side-buff-and-green-buff = บัฟ
    .subject = ฝ่ายบัฟ
    .number = singular
piece-buff-and-green-g = เบี้ยเขียว
    .the = เบี้ยเขียว
    .a = เบี้ยเขียวหนึ่งตัว
piece-buff-and-green-G = ฮอสเขียว
    .the = ฮอสเขียว
    .a = ฮอสเขียวหนึ่งตัว
piece-buff-and-green-b = เบี้ยบัฟ
    .the = เบี้ยบัฟ
    .a = เบี้ยบัฟหนึ่งตัว
piece-buff-and-green-B = ฮอสบัฟ
    .the = ฮอสบัฟ
    .a = ฮอสบัฟหนึ่งตัว

## ซีกา

game-seega = ซีกา
    .origin = ตูนิเซีย
    .summary = วางหมากทีละสองตัว แล้วหนีบหมากฝ่ายตรงข้ามจนไม่เหลือ
side-seega-attacker = ฝ่ายบุก
    .subject = ฝ่ายบุก
    .number = plural
side-seega-defender = ฝ่ายรับ
    .subject = ฝ่ายรับ
    .number = plural
piece-seega-S = หมากฝ่ายบุก
    .the = หมากฝ่ายบุก
    .a = หมากฝ่ายบุกหนึ่งตัว
piece-seega-s = หมากฝ่ายรับ
    .the = หมากฝ่ายรับ
    .a = หมากฝ่ายรับหนึ่งตัว
option-seega-size = ขนาดกระดาน
    .help = กระดาน 5×5, 7×7 หรือ 9×9 ฝ่ายละ 12, 24 หรือ 40 ตัว
option-seega-size-5 = 5×5
option-seega-size-7 = 7×7
option-seega-size-9 = 9×9
option-seega-safe_centre = ช่องกลางปลอดภัย
    .help = หมากที่อยู่บนช่องกลางจะถูกกินไม่ได้
option-seega-blocked = ผู้เล่นที่ถูกขัง
    .help = ผู้เล่นที่เดินไม่ได้จะทำอะไร: ผ่าน หรือเอาหมากฝ่ายตรงข้ามออกหนึ่งตัว
option-seega-blocked-pass = ผ่าน
option-seega-blocked-remove = เอาหมากออกหนึ่งตัว
option-seega-no_capture_limit = ขีดจำกัดกำแพง
    .help = จำนวนตาติดต่อกันที่ไม่มีการกินซึ่งทำให้เกมจบ ฝ่ายที่มีหมากมากกว่าชนะ
counter-seega-attackers-in-hand = หมากฝ่ายบุกที่ยังต้องวาง
counter-seega-defenders-in-hand = หมากฝ่ายรับที่ยังต้องวาง

## หมากหนีบ

game-chiangmai-checkers = หมากหนีบ
    .origin = ประเทศไทย (เชียงใหม่)
    .summary = เดินหมากแบบเรือ กินโดยหนีบหมากฝ่ายตรงข้าม หรือแทรกเข้าไประหว่างหมากสองตัวของเขา
side-chiangmai-checkers-white = ขาว
    .subject = ฝ่ายขาว
    .number = singular
side-chiangmai-checkers-black = ดำ
    .subject = ฝ่ายดำ
    .number = singular
piece-chiangmai-checkers-W = หมากขาว
    .the = หมากขาว
    .a = หมากขาวหนึ่งตัว
piece-chiangmai-checkers-B = หมากดำ
    .the = หมากดำ
    .a = หมากดำหนึ่งตัว
option-chiangmai-checkers-no_capture_limit = ขีดจำกัดตาที่ไม่มีการกิน
    .help = เกมเสมอเมื่อเดินติดต่อกัน (นับทั้งสองฝ่าย) ครบจำนวนนี้โดยไม่มีการกิน
option-chiangmai-checkers-compulsory_capture = บังคับกิน
    .help = เมื่อมีตาที่กินได้ ผู้เล่นต้องเดินตาที่กิน (ตาใดก็ได้)
counter-chiangmai-checkers-white-chips = หมากขาว
counter-chiangmai-checkers-black-chips = หมากดำ

## โบเบล

game-bobail = โบเบล
    .origin = แอฟริกา
    .summary = เดินโบเบลที่ใช้ร่วมกันหนึ่งก้าว แล้วไถลหมากหนึ่งตัว: พาโบเบลไปถึงแถวบ้านของคุณ หรือขังมันไว้
side-bobail-white = ขาว
    .subject = ฝ่ายขาว
    .number = singular
side-bobail-black = ดำ
    .subject = ฝ่ายดำ
    .number = singular
piece-bobail-W = หมากขาว
    .the = หมากขาว
    .a = หมากขาวหนึ่งตัว
piece-bobail-B = หมากดำ
    .the = หมากดำ
    .a = หมากดำหนึ่งตัว
piece-bobail-O = โบเบล
    .the = โบเบล
    .a = โบเบล
option-bobail-max_slide = ไถลจนสุด
    .help = หมากต้องไถลไปไกลที่สุด ถ้าปิดไว้ หมากหยุดที่ช่องว่างใดก็ได้ตามแนวของมัน

## ค่าที่ใช้ร่วมกัน

option-on = เปิด
option-off = ปิด

## หมากที่ไม่รู้จัก

piece-unknown = หมาก
    .the = หมาก
    .a = หมากหนึ่งตัว
