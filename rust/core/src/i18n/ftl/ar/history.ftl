# سجل المباريات المنتهية: السطر الثاني للمباراة، والإحصاءات، والتعليق تحت
# الرقعة عند تصفح مباراة. الترميز وأسماء المربعات والأرقام بالحروف اللاتينية.

## مستويات الحاسوب

history-level-easy = سهل
history-level-medium = متوسط
history-level-hard = صعب
history-level-expert = خبير
history-level-perfect = مثالي

## السطر الثاني للمباراة

history-you-against = أنت ({ $side }) ضد الحاسوب، { $level }
history-two-players = لاعبان
history-two-computers = الحاسوب، { $first } ضد الحاسوب، { $second }
history-moves = { $moves ->
    [zero] لا نقلات
    [one] نقلة واحدة
    [two] نقلتان
    [few] { $moves } نقلات
   *[other] { $moves } نقلة
}

## يوم انتهاء المباراة في السجل (أسماء الأشهر كما في مصر والخليج)

history-date = { $day } { $month } { $year }
history-date-month = { $month } { $year }
history-date-year = { $year }
history-date-unknown = تاريخ غير معروف
history-month-january = يناير
history-month-february = فبراير
history-month-march = مارس
history-month-april = أبريل
history-month-may = مايو
history-month-june = يونيو
history-month-july = يوليو
history-month-august = أغسطس
history-month-september = سبتمبر
history-month-october = أكتوبر
history-month-november = نوفمبر
history-month-december = ديسمبر

## سطر الإحصاءات

history-tally = فوز: { $won }، تعادل: { $drawn }، خسارة: { $lost }
history-stats-against = ضد المستوى { $level }، في صف { $side }: { $tally }
history-stats-two-players = لاعبان، محسوبة لـ{ $side }: { $tally }

## التعليق تحت الرقعة

browse-move = { $number } { $side } { $move }
browse-move-label = { $number } { $side } { $move }: { $label }.
browse-move-better = { $number } { $side } { $move }: { $label }. الأفضل: { $better }
browse-start = وضعية البداية
browse-no-game = لا توجد مباراة لتصفحها.
browse-review-failed = فشلت المراجعة: { $reason }
browse-final = الوضعية النهائية. { $result }
browse-last = { $moves ->
    [zero] وضعية البداية
    [one] الوضعية بعد نقلة واحدة
    [two] الوضعية بعد نقلتين
    [few] الوضعية بعد { $moves } نقلات
   *[other] الوضعية بعد { $moves } نقلة
}

## سطر من قائمة النقلات كما يقرؤه قارئ الشاشة

browse-row-spoken-label = { $row }، { $label }

## نقلات طرف في التحليل، معدودة حسب التقدير

review-count-best = أفضل نقلة: { $count }
review-count-good = نقلة جيدة: { $count }
review-count-inaccuracy = عدم دقة: { $count }
review-count-mistake = خطأ: { $count }
review-count-blunder = خطأ فادح: { $count }
review-summary = { $side }: { $counts }
review-summary-none = { $side }: لا نقلات

## A game shared as text (Share: the game as text)
share-heading = { $game } ({ $origin }): { $first } ضد { $second }
share-no-moves = لا نقلات بعد.
share-position = الوضعية: { $position }
