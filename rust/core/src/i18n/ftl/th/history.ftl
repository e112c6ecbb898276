# ประวัติเกมที่เล่นจบแล้ว: บรรทัดที่สองของเกม สถิติ และคำบรรยายใต้กระดาน
# เมื่อดูเกมย้อนหลัง สัญลักษณ์ ชื่อช่อง และตัวเลขใช้อักษรละติน

## ระดับของคอมพิวเตอร์

history-level-easy = ง่าย
history-level-medium = ปานกลาง
history-level-hard = ยาก
history-level-expert = เซียน
history-level-perfect = สมบูรณ์แบบ

## บรรทัดที่สองของเกม

history-you-against = คุณ ({ $side }) พบคอมพิวเตอร์ ระดับ{ $level }
history-two-players = ผู้เล่นสองคน
history-two-computers = คอมพิวเตอร์ ระดับ{ $first } พบคอมพิวเตอร์ ระดับ{ $second }
history-moves = { $moves } ตา

## วันที่เกมจบ ในประวัติ (ปีคริสต์ศักราช)

history-date = { $day } { $month } ค.ศ. { $year }
history-date-month = { $month } ค.ศ. { $year }
history-date-year = ค.ศ. { $year }
history-date-unknown = ไม่ทราบวันที่
history-month-january = มกราคม
history-month-february = กุมภาพันธ์
history-month-march = มีนาคม
history-month-april = เมษายน
history-month-may = พฤษภาคม
history-month-june = มิถุนายน
history-month-july = กรกฎาคม
history-month-august = สิงหาคม
history-month-september = กันยายน
history-month-october = ตุลาคม
history-month-november = พฤศจิกายน
history-month-december = ธันวาคม

## บรรทัดสถิติ

history-tally = ชนะ { $won } เสมอ { $drawn } แพ้ { $lost }
history-stats-against = พบระดับ{ $level } เล่นเป็น{ $side }: { $tally }
history-stats-two-players = ผู้เล่นสองคน นับให้{ $side }: { $tally }

## คำบรรยายใต้กระดาน

browse-move = { $number } { $side } { $move }
browse-move-label = { $number } { $side } { $move }: { $label }
browse-move-better = { $number } { $side } { $move }: { $label } ที่ดีกว่า: { $better }
browse-start = ตำแหน่งเริ่มต้น
browse-no-game = ไม่มีเกมให้ดู
browse-review-failed = การวิเคราะห์ล้มเหลว: { $reason }
browse-final = ตำแหน่งสุดท้าย { $result }
browse-last = ตำแหน่งหลังเดิน { $moves } ตา

## แถวในรายการตาเดิน สำหรับโปรแกรมอ่านหน้าจอ

browse-row-spoken-label = { $row }, { $label }

## ตาเดินของฝ่ายหนึ่งในการวิเคราะห์ นับตามระดับ

review-count-best = ตาที่ดีที่สุด { $count }
review-count-good = ตาที่ดี { $count }
review-count-inaccuracy = ตาที่ไม่แม่นยำ { $count }
review-count-mistake = ตาที่ผิดพลาด { $count }
review-count-blunder = ตาที่พลาดร้ายแรง { $count }
review-summary = { $side }: { $counts }
review-summary-none = { $side }: ไม่มีตาเดิน

## A game shared as text (Share: the game as text)
share-heading = { $game } ({ $origin }): { $first } พบ { $second }
share-no-moves = ยังไม่มีตาเดิน
share-position = ตำแหน่ง: { $position }
