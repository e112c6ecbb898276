# أحكام المحرك وتحليل المباراة.
# الأسهم: في النص العربي يُقرأ التقييم من اليمين، فالسهم ← يشير إلى ما بعد النقلة.

## تقدير النقلة

review-label-best = أفضل نقلة
review-label-good = نقلة جيدة
review-label-inaccuracy = عدم دقة
review-label-mistake = خطأ
review-label-blunder = خطأ فادح

## التقييمات

# $moves counted in نقلة: نقلة واحدة، نقلتان، 3 نقلات، 11 نقلة.
verdict-win-in = فوز { $side_genitive } خلال { $moves ->
    [one] نقلة واحدة
    [two] نقلتين
    [few] { $moves } نقلات
   *[other] { $moves } نقلة
}
verdict-won = { $side_gender ->
    [feminine] فازت
   *[masculine] فاز
} { $side }
verdict-drawn = تعادل
verdict-score = { $side } { $percent }٪
verdict-draw = تعادل باللعب الأمثل
verdict-threw-win = أضاعت هذه النقلة الفوز
verdict-threw-draw = أضاعت هذه النقلة التعادل

## تعليق النقلة

review-comment = { $label } ({ $before } ← { $after })
review-comment-best = { $label } ({ $before } ← { $after })؛ الأفضل كان { $best }
review-comment-threw = { $label }: { $why } ({ $before } ← { $after })
review-comment-threw-best = { $label }: { $why } ({ $before } ← { $after })؛ الأفضل كان { $best }

## لماذا النقلة خطأ أو خطأ فادح، من أفضل رد للخصم

review-why-capture = بعد { $move }، تأسر { $capture } { $piece }
review-why-capture-then = بعد { $move } { $line }، تأسر { $capture } { $piece }
review-why-forced = بعد { $move }، { $reply }: { $result }
review-why-reply = بعد { $move }، أقوى رد هو { $reply }
review-why-ended = أنهت { $move } اللعبة
review-why-both = { $change }: { $reason }
review-pieces = { $count ->
    [zero] لا قطع
    [one] قطعة واحدة
    [two] قطعتين
    [few] { $count } قطع
    [many] { $count } قطعة
   *[other] { $count } قطعة
}

## التحليل الذي يطبعه سطر الأوامر

review-header = تحليل { $game }، { $nodes } عقدة لكل وضعية (المستوى { $level })
review-better = الأفضل { $move }
review-better-line = الأفضل { $move } ({ $line })
