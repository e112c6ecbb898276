# أحكام المحرك وتحليل المباراة.
# الأسهم: في النص العربي يُقرأ التقييم من اليمين، فالسهم ← يشير إلى ما بعد النقلة.

## تقدير النقلة

review-label-best = أفضل نقلة
review-label-good = نقلة جيدة
review-label-inaccuracy = عدم دقة
review-label-mistake = خطأ
review-label-blunder = خطأ فادح

## التقييمات

verdict-win-in = فوز { $side } خلال { $moves }
verdict-won = فاز { $side }
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
