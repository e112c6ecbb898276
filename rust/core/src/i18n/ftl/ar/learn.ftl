# الدروس والألغاز (`learn`). تبقى الترميزات وأسماء الخانات بالحروف اللاتينية.

## كيف تُقيَّم النقلة
learn-wrong-capture = { $move } لا تأسر شيئًا، وهناك أسر ممكن: { $captures }.
learn-wrong-no-capture = { $move } لا تأسر شيئًا. ابحث عن قطعة يمكنك أسرها.
learn-wrong-capture-more = { $move } تأسر { $taken }؛ وهنا نقلة تأسر { $wanted } أو أكثر.
learn-wrong-unsafe = بعد { $move } يستطيع الخصم الأسر بـ { $reply }.
learn-wrong-loses = بعد { $move } يفوز الخصم فورًا.
learn-wrong-loses-with = بعد { $move } يفوز الخصم فورًا بـ { $reply }.
learn-wrong-win = { $move } لا تفوز بعد: هناك نقلة فائزة في هذا الدور.
learn-wrong-crown = { $move } لا تُرقّي الجندي إلى ملك: ابلغ الصف الأخير.
learn-wrong-move = { $move } نقلة قانونية، لكنها ليست النقلة التي تطلبها هذه الخطوة.
learn-right = أحسنت.
learn-step-done = انتهت هذه الخطوة: انتقل إلى التالية.
learn-hint = جرّب { $move }.
learn-step-heading = الخطوة { $number } من { $count } · { $title }

## مستويات الحاسوب كما تسميها التحديات
learn-level-easy = سهل
learn-level-medium = متوسط
learn-level-hard = صعب
learn-level-expert = خبير
learn-level-perfect = مثالي

## تحديات ضد الحاسوب
learn-challenge-win = اهزم الحاسوب ({ $level }) { $moves ->
    [one] في نقلة واحدة.
    [two] في نقلتين.
    [few] في { $moves } نقلات على الأكثر.
   *[other] في { $moves } نقلة على الأكثر.
}
learn-challenge-captures = { $count ->
    [one] قم بأسر قطعة واحدة
    [two] قم بأسر قطعتين
    [few] قم بأسر { $count } قطع
   *[other] قم بأسر { $count } قطعة
} ضد الحاسوب ({ $level }) { $moves ->
    [one] في نقلة واحدة.
    [two] في نقلتين.
    [few] في { $moves } نقلات على الأكثر.
   *[other] في { $moves } نقلة على الأكثر.
}
learn-challenge-survive = العب { $moves ->
    [one] نقلة واحدة
    [two] نقلتين
    [few] { $moves } نقلات
   *[other] { $moves } نقلة
} ضد الحاسوب ({ $level }) دون أن تخسر أي قطعة.
learn-challenge-reply = يرد الحاسوب بـ { $reply }.
learn-challenge-won = فزت بالتحدي!
learn-challenge-lost-piece = أسر الحاسوب بـ { $reply }. حاول مجددًا من البداية.
learn-challenge-game-lost = خسرت المباراة. حاول مجددًا من البداية.
learn-challenge-out-of-moves = نفدت النقلات. حاول مجددًا من البداية.

## الألغاز
puzzle-goal = دور { $side }: جد أفضل نقلة.
puzzle-reply = الرد هو { $reply }. تابع.
puzzle-solved = حُلّ اللغز!
puzzle-heading = { $id } · { $theme } · المستوى { $difficulty }
puzzle-solved-rating = حُلّ اللغز! التصنيف { $rating }.
puzzle-wrong = { $move } ليست الأفضل هنا. حاول مجددًا.
theme-bobail-home = البوبايل إلى البيت
theme-bobail-trap = حصار البوبايل
theme-trap-the-tigers = حصار النمور
theme-last-capture = الأسر الأخير
theme-blocked-opponent = خصم محاصر
theme-last-piece = القطعة الأخيرة
theme-chain-capture = أسر متتابع
theme-double-capture = أسر مزدوج
theme-balancing = التوسط
theme-sacrifice = تضحية
theme-quiet-move = نقلة هادئة
theme-winning-capture = أسر رابح
theme-block = سدّ طريق الأسر
theme-escape = الهروب
theme-defence = النقلة الوحيدة
theme-stop-the-bobail = اعترض البوبايل
theme-free-the-bobail = حرّر البوبايل

## `boardlore learn` في الطرفية
learn-cli-intro = اكتب نقلة، أو: hint (تلميح)، retry (إعادة)، skip (تخطٍّ)، quit (خروج).
learn-cli-step = الخطوة { $number } من { $count }: { $title }
learn-cli-goal = الهدف: { $goal }
learn-cli-no-hint = لا تلميح هنا.
learn-cli-try-again = { $message } حاول مجددًا.
learn-cli-last-step = كانت تلك الخطوة الأخيرة.
learn-cli-complete = اكتمل الدرس: أنت تعرف أساسيات { $game }.

## باغ تشال
bagh-chal-place-title = وضع الماعز
bagh-chal-place-goal = الماعز تبدأ: ضع عنزة على أي نقطة فارغة.
bagh-chal-step-title = خطوة النمر
bagh-chal-step-goal = حرّك نمرًا خطوة واحدة على خط إلى نقطة فارغة.
bagh-chal-jump-title = قفزة النمر
bagh-chal-jump-goal = قم بأسر عنزة: اقفز فوقها إلى النقطة الفارغة خلفها مباشرة.
bagh-chal-safe-title = حماية الماعز
bagh-chal-safe-goal = ضع عنزة بحيث لا يمكن القفز فوق أي عنزة.
bagh-chal-trap-title = حصار نمر
bagh-chal-trap-goal = انتزع آخر نقلة من النمر في a1.
bagh-chal-trap-wrong = ما زال النمر في a1 يستطيع القفز فوق b2: املأ النقطة خلف العنزة.
bagh-chal-win-title = خمس أسرات للفوز
bagh-chal-win-goal = أُسرت أربع عنزات: قم بأسر الخامسة وفُز.
bagh-chal-guard-title = تحدٍّ: احمِ القطيع
bagh-chal-hunt-title = تحدٍّ: الصيد

## بَف وغرين
buff-and-green-move-title = الجنود يتقدمون
buff-and-green-move-goal = حرّك جنديًا خانة واحدة قطريًا إلى الأمام.
buff-and-green-jump-title = الأسر
buff-and-green-jump-goal = اقفز فوق الجندي البيج: الأسر إجباري.
buff-and-green-chain-title = واصل القفز
buff-and-green-chain-goal = قم بأسر جنديين في نقلة واحدة: بعد القفزة اقفز مجددًا.
buff-and-green-crown-title = ترقية إلى ملك
buff-and-green-crown-goal = ابلغ الصف الأخير ليصير جنديك ملكًا.
buff-and-green-king-title = الملوك الطائرة
buff-and-green-king-goal = يطير الملك على القطر: قم بأسر الجندي في e5 من بعيد.
buff-and-green-safe-title = تحرّك بأمان
buff-and-green-safe-goal = تحرّك دون أن تمنح البيج فرصة أسر.
buff-and-green-hunt-title = تحدٍّ: صيد الملك

## السيجة
seega-place-title = ملء اللوحة
seega-place-goal = ضع كلبًا على أي خانة فارغة عدا المركز.
seega-move-title = الخطوة
seega-move-goal = حرّك كلبًا خانة واحدة إلى الأعلى أو الأسفل أو اليسار أو اليمين.
seega-capture-title = الكماشة
seega-capture-goal = قم بالأسر: تحرّك بحيث يقع كلب للخصم بين اثنين من كلابك.
seega-double-title = اثنان دفعة واحدة
seega-double-goal = ادخل المركز وأطبق على كلبين دفعة واحدة.
seega-chain-title = السلسلة
seega-chain-goal = بعد الأسر يجوز للكلب نفسه أن يتحرك مجددًا: قم بأسر كلبين متتابعين.
seega-centre-title = المركز الآمن
seega-centre-goal = لا يمكن أسر كلب في المركز: قم بالأسر في مكان آخر.
seega-centre-wrong = الكلب في خانة المركز آمن: لا يمكن أسره.
seega-hunt-title = تحدٍّ: أفرغ اللوحة

## داما شيانغ ماي
chiangmai-checkers-move-title = القطع تتحرك كالرخ
chiangmai-checkers-move-goal = حرّك قطعة أي مسافة على صف أو عمود.
chiangmai-checkers-enclose-title = الإطباق
chiangmai-checkers-enclose-goal = أطبق على القطعة السوداء بين اثنتين من قطعك.
chiangmai-checkers-line-title = صف كامل
chiangmai-checkers-line-goal = أطبق على صف من القطع السوداء بنقلة واحدة.
chiangmai-checkers-balance-title = التوازن
chiangmai-checkers-balance-goal = ادخل بين قطعتين سوداوين لتأسرهما معًا.
chiangmai-checkers-win-title = القطع الأخيرة
chiangmai-checkers-win-goal = قم بأسر آخر قطعتين للأسود وفُز.
chiangmai-checkers-hunt-title = تحدٍّ: الصيد

## بوبايل
bobail-first-title = الدور الأول
bobail-first-goal = في الدور الأول تمامًا يزلق الأبيض قطعة فقط: أزلق واحدة إلى أبعد ما تستطيع.
bobail-step-title = البوبايل أولًا ثم الإزلاق
bobail-step-goal = حرّك البوبايل خانة واحدة، ثم أزلق إحدى قطعك إلى أبعد ما تستطيع.
bobail-home-title = أعده إلى البيت
bobail-home-goal = فُز: حرّك البوبايل إلى صف بيتك.
bobail-safe-title = أبعده
bobail-safe-goal = حرّك البوبايل إلى حيث لا يستطيع الأسود إعادته إلى بيته في الدور التالي.
bobail-trap-title = حصار البوبايل
bobail-trap-goal = فُز بترك البوبايل بلا خانة يتحرك إليها حين يبدأ دور الأسود.
bobail-race-title = تحدٍّ: السباق
