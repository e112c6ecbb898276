# الألعاب: الأسماء والأصول والملخصات والفريقان والقطع والخيارات والعدادات.
# الفريق: `.subject` فاعلًا في الجملة، `.number` (plural/singular) لتصريف الفعل.
# القطع: الاسم مجردًا، `.the` معرّفًا، `.a` نكرة.

## باغ تشال

game-bagh-chal = باغ تشال
    .origin = نيبال
    .summary = أربعة نمور تطارد عشرين عنزة؛ تفوز الماعز إذا حاصرت النمور كلها.
side-bagh-chal-goats = الماعز
    .subject = الماعز
    .number = plural
    .gender = feminine
side-bagh-chal-tigers = النمور
    .subject = النمور
    .number = plural
    .gender = feminine
piece-bagh-chal-G = عنزة
    .the = العنزة
    .a = عنزة
piece-bagh-chal-T = نمر
    .the = النمر
    .a = نمرًا
option-bagh-chal-forced_capture = الأسر إجباري
    .help = إذا استطاع نمر أن يقفز فوق عنزة، وجب على النمور الأسر.
option-bagh-chal-captures_to_win = عدد الأسرى للفوز
    .help = كم عنزة يجب أن تأسر النمور لتفوز.
counter-bagh-chal-goats-in-hand = ماعز لم توضع بعد
counter-bagh-chal-goats-captured = ماعز مأسورة

## بَف وغرين

game-buff-and-green = بَف وغرين
    .origin = أوروبا (من عائلة الضامة)
    .summary = ضامة على المربعات الداكنة بملوك طائرة: الأسر إجباري، ومن لا يستطيع الحركة يخسر.
side-buff-and-green-green = الأخضر
    .subject = الأخضر
    .number = singular
side-buff-and-green-buff = البيج
    .subject = البيج
    .number = singular
piece-buff-and-green-g = جندي أخضر
    .the = الجندي الأخضر
    .a = جنديًا أخضر
piece-buff-and-green-G = ملك أخضر
    .the = الملك الأخضر
    .a = ملكًا أخضر
piece-buff-and-green-b = جندي بيج
    .the = الجندي البيج
    .a = جنديًا بيج
piece-buff-and-green-B = ملك بيج
    .the = الملك البيج
    .a = ملكًا بيج

## السيجة

game-seega = السيجة
    .origin = تونس
    .summary = ضع كلابك اثنين اثنين، ثم احصر كلاب خصمك بين كلبين حتى لا يبقى منها شيء.
side-seega-attacker = المهاجمون
    .subject = المهاجمون
    .number = plural
    .genitive = المهاجمين
side-seega-defender = المدافعون
    .subject = المدافعون
    .number = plural
    .genitive = المدافعين
piece-seega-S = كلب المهاجمين
    .the = كلب المهاجمين
    .a = كلبًا من كلاب المهاجمين
piece-seega-s = كلب المدافعين
    .the = كلب المدافعين
    .a = كلبًا من كلاب المدافعين
option-seega-size = حجم الرقعة
    .help = رقعة 5×5 أو 7×7 أو 9×9، بـ12 أو 24 أو 40 كلبًا لكل فريق.
option-seega-size-5 = 5×5
option-seega-size-7 = 7×7
option-seega-size-9 = 9×9
option-seega-safe_centre = الوسط آمن
    .help = الكلب الواقف في الخانة الوسطى لا يمكن أسره.
option-seega-blocked = اللاعب المحاصر
    .help = ما يفعله لاعب لا يستطيع الحركة: يمرّر دوره، أو يزيل أي كلب من كلاب الخصم.
option-seega-blocked-pass = تمرير الدور
option-seega-blocked-remove = إزالة كلب
option-seega-no_capture_limit = حدّ الحاجز
    .help = عدد النقلات المتتالية بلا أسر التي تنهي اللعبة؛ يفوز صاحب الكلاب الأكثر.
counter-seega-attackers-in-hand = كلاب المهاجمين الباقية للوضع
counter-seega-defenders-in-hand = كلاب المدافعين الباقية للوضع

## داما شيانغ ماي

game-chiangmai-checkers = داما شيانغ ماي
    .origin = تايلاند (ماك نيب)
    .summary = تنزلق القطع كالرخ؛ تأسر بتطويق قطع الخصم أو بالدخول بين قطعتين منها.
side-chiangmai-checkers-white = الأبيض
    .subject = الأبيض
    .number = singular
side-chiangmai-checkers-black = الأسود
    .subject = الأسود
    .number = singular
piece-chiangmai-checkers-W = قطعة بيضاء
    .the = القطعة البيضاء
    .a = قطعة بيضاء
piece-chiangmai-checkers-B = قطعة سوداء
    .the = القطعة السوداء
    .a = قطعة سوداء
option-chiangmai-checkers-no_capture_limit = حدّ النقلات بلا أسر
    .help = تنتهي اللعبة بالتعادل بعد هذا العدد من النقلات المتتالية (للفريقين معًا) بلا أسر.
option-chiangmai-checkers-compulsory_capture = الأسر إجباري
    .help = إذا أمكن الأسر، وجب على اللاعب أن يلعب نقلة أسر (أيًّا كانت).
counter-chiangmai-checkers-white-chips = القطع البيضاء
counter-chiangmai-checkers-black-chips = القطع السوداء

## بوبايل

game-bobail = بوبايل
    .origin = أفريقيا
    .summary = حرّك البوبايل المشترك خطوة، ثم أزلق قطعة: أوصل البوبايل إلى صفّك أو احبسه.
side-bobail-white = الأبيض
    .subject = الأبيض
    .number = singular
side-bobail-black = الأسود
    .subject = الأسود
    .number = singular
piece-bobail-W = قطعة بيضاء
    .the = القطعة البيضاء
    .a = قطعة بيضاء
piece-bobail-B = قطعة سوداء
    .the = القطعة السوداء
    .a = قطعة سوداء
piece-bobail-O = بوبايل
    .the = البوبايل
    .a = البوبايل
option-bobail-max_slide = الانزلاق حتى النهاية
    .help = تنزلق القطع أبعد ما تستطيع؛ وإن أُطفئ الخيار، جاز للقطعة أن تقف في أي خانة فارغة على خطها.

## قيم مشتركة

option-on = نعم
option-off = لا

## قطعة غير معروفة

piece-unknown = قطعة
    .the = القطعة
    .a = قطعة
