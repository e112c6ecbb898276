## سطر الحالة

# After a noun a side is in the genitive (.genitive of its name): دور المهاجمين.
status-to-move = دور { $side_genitive }
status-computer-to-move = دور { $side_genitive } (الحاسوب)
status-separator = {" · "}

## العدادات

counter = { $label }: { $value }
counter-limit = { $label }: { $value } من { $limit }
counter-no-capture = نقلات بلا أسر
counter-no-capture-or-man-move = نقلات بلا أسر ولا حركة جندي

## النتائج

# A non-human plural (الماعز، النمور: .gender = feminine) takes a feminine verb: فازت النمور.
result-win = { $winner_gender ->
    [feminine] فازت
   *[masculine] فاز
} { $winner }: { $why }.
result-draw = تعادل: { $why }.

why-no-piece-can-move = لا يمكن تحريك أي { $piece }
why-no-legal-move = لم تبقَ أي نقلة قانونية لدى { $loser_genitive }
why-capture-target = { $count ->
    [zero] لم تُؤسر أي عنزة
    [one] أُسرت عنزة واحدة
    [two] أُسرت عنزتان
    [few] أُسرت { $count } عنزات
    [many] أُسرت { $count } عنزة
   *[other] أُسرت { $count } عنزة
}
why-enough-captured = أُسر عدد كافٍ من القطع
why-bobail-home = وصل البوبايل إلى صفّ { $winner_name }
why-bobail-blocked = لا يستطيع { $loser } تحريك البوبايل
why-no-pieces = لم تبقَ أي قطعة لدى { $loser_genitive }
why-last-chip = قاعدة القطعة الأخيرة
why-repetition = تكرر الوضع نفسه ثلاث مرات
why-move-limit = بُلغ حدّ النقلات
why-barrier = لديه قطع أكثر على الرقعة
why-resignation = { $loser_gender ->
    [feminine] استسلمت
   *[masculine] استسلم
} { $loser }
draw-why-move-limit = بُلغ حدّ النقلات بلا أسر
draw-why-barrier = لدى الفريقين العدد نفسه من القطع

## أسباب النهاية باختصار

reason-no-legal-move = لا نقلة قانونية
reason-capture-target = بُلغ عدد الأسرى المطلوب
reason-bobail-home = وصل البوبايل إلى صف البداية
reason-bobail-blocked = البوبايل محاصر
reason-no-pieces = لم تبقَ قطع
reason-last-chip = قاعدة القطعة الأخيرة
reason-repetition = تكرار الوضع للمرة الثالثة
reason-move-limit = حدّ النقلات بلا أسر
reason-barrier = قاعدة الحاجز: قطع أكثر على الرقعة
reason-resignation = استسلام
outcome-win = { $side_gender ->
    [feminine] فازت
   *[masculine] فاز
} { $side }: { $reason }
outcome-draw = تعادل: { $reason }

## القوائم

list-separator = {"، "}
list-or = { $init } أو { $last }
list-and = { $init } و{ $last }

## Hint

hint-line = تلميح: { $move }
hint-line-verdict = تلميح: { $move } · { $verdict }

move-pass-shown = تمرير
