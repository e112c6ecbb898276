error-unknown-game = لعبة غير معروفة { $id }
error-bad-position = وضع غير صالح: { $why }
error-nothing-to-undo = لا توجد نقلة للتراجع عنها
error-nothing-to-redo = لا توجد نقلة لإعادتها
error-corrupt-save = حفظ تالف: { $why }
error-corrupt-save-damaged = المباراة المحفوظة تالفة ولا يمكن قراءتها
error-game-over = انتهت اللعبة
error-unreadable-move = { $text } ليست نقلة
error-illegal-move = { $text } ليست نقلة قانونية هنا
error-ambiguous-move = { $text } ملتبسة: قد تعني { $candidates }
error-option-malformed = الخيار { $text } غير مكتوب بالشكل مفتاح=قيمة
error-option-unknown-none = خيار غير معروف { $key }: لا خيارات لهذه اللعبة
error-option-unknown = خيار غير معروف { $key } (الخيارات: { $known })
error-option-too-many = خيارات كثيرة جدًا؛ الحد هو { $limit }
error-option-repeated = الخيار { $key } مذكور مرتين؛ اذكره مرة واحدة
error-option-bad-value = لا يمكن أن يكون الخيار { $key } مساويًا لـ { $value }: المتوقع { $expected }
error-position-fields = المتوقع { $expected } حقول مفصولة بمسافات، والموجود { $found }
error-position-ranks = المتوقع { $expected } صفوف، والموجود { $found }
error-position-rank-length = الصف { $rank } يصف { $found } خانات، والمتوقع { $expected }
error-position-adjacent-digits = رقمان متتاليان في حقل الرقعة
error-position-unknown-piece = حرف قطعة غير معروف { $letter }
error-position-unknown-side = فريق غير معروف { $side }
error-position-bad-counter = قيمة غير صالحة لـ { $field }: { $value }
error-position-bad-square = القطعة في { $square }: { $why }
error-position-impossible = وضع مستحيل: { $why }
error-position-size = حجم الرقعة: { $why }
error-unknown-side = فريق غير معروف { $side }؛ الفريقان: { $sides }

## Why a position cannot be (error-position-impossible, -size, -bad-square)
why-bagh-chal-tigers = { $count } من النمور على اللوحة، وعددها 4
why-bagh-chal-goats = { $board } من الماعز على اللوحة و{ $hand } لم توضع بعد و{ $captured } مأسورة، والمجموع ليس 20
why-bagh-chal-tigers-before-goats = دور النمور قبل وضع أول عنزة
why-bagh-chal-no-goat-on-board = دور النمور ولا عنزة على اللوحة: آخر نقلة للماعز تترك واحدة عليها
why-bobail-white-pieces = { $count } من القطع البيضاء، ولكل طرف 5
why-bobail-black-pieces = { $count } من القطع السوداء، ولكل طرف 5
why-bobail-bobails = { $count } من البوبايل، وهو واحد فقط
why-too-many-pieces = { $side }: { $count } قطعة، أكثر من { $most }
why-chiangmai-mover-has-none = الطرف الذي لعب للتو لا قطع له (لا تُفقد النقلة قطع من يلعبها)
why-empty-board = اللوحة فارغة
why-seega-size = لوحة { $size }×{ $size }، والسيجة تُلعب على 5×5 أو 7×7 أو 9×9
why-seega-pieces-while-setting = { $side }: { $board } على اللوحة و{ $hand } في اليد، لا { $full }
why-seega-setting-order = اليدان { $attackers } و{ $defenders } لا توافقان ترتيب الوضع والدور على { $side }
why-seega-too-many = أكثر من { $most } قطعة لطرف واحد
why-seega-no-pieces = لا قطع لأي طرف على اللوحة
why-dark-squares-only = القطع تقف على المربعات الداكنة فقط
why-man-on-far-rank = الجندي في صفه الأخير كان سيُتوَّج ملكًا
why-centre-empty-while-setting = يبقى المركز فارغًا أثناء الوضع

## The counters of a position string (error-position-bad-counter's $field)
field-turn-number = رقم الدور
field-goats-in-hand = الماعز التي لم توضع بعد
field-goats-captured = الماعز المأسورة
field-plies-since-capture = النقلات منذ آخر أسر
field-plies-since-capture-or-man = النقلات منذ آخر أسر أو نقلة جندي
field-attackers-in-hand = قطع المهاجمين في اليد
field-defenders-in-hand = قطع المدافعين في اليد

## PGN-style text (import, review)
error-pgn-too-large = النص أكبر من أن يكون مباراة
error-pgn-bad-tag = السطر { $line }: ليس وسمًا بالشكل [Name "value"]
error-pgn-no-game = لا يوجد وسم [Game "…"]: أي لعبة هذه؟
error-pgn-unknown-game = لعبة غير معروفة { $id }
error-pgn-variant = الصيغة: { $why }
error-pgn-position = الوضعية: { $why }
error-pgn-open-comment = تعليق {"{"}…{"}"} غير مغلق
error-pgn-move = النقلة { $number } ({ $turn } { $text }): { $why }
error-pgn-result-mismatch = وسم النتيجة يقول { $tag } لكن النقلات تعطي { $played }

## Lessons
error-lesson-unknown-game = لا دروس للعبة { $id }
error-lesson-no-step = لا توجد في الدرس خطوة { $step }
