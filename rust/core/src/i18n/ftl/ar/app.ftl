### The apps' own words (buttons, menus, settings, dialogs).

app-home-subtitle = خمس ألعاب لوحية تقليدية

app-home-continue = متابعة

app-home-new-game = لعبة جديدة

app-home-rules = القواعد

app-home-learn = تعلّم اللعب

app-learn-title = تعلّم { $game }

app-learn-lesson = درس

app-learn-lesson-progress = اجتزت { $passed } من { $steps } خطوات

app-learn-puzzles = ألغاز

app-learn-rating = التصنيف { $rating } · حُلّ { $solved } من { $total }

app-learn-next-puzzle = اللغز التالي

app-learn-solved-mark = { "\u200F" }✓ { $puzzle }

app-learn-hint = تلميح

app-learn-show-solution = أظهر الحل

app-learn-retry = أعد المحاولة

app-learn-next = التالي

app-home-loading = جارٍ تحميل الألعاب…

app-action-settings = الإعدادات

app-preview-description = لوحة { $game }

app-new-game-title = لعبة { $game } جديدة

app-opponent-label = الخصم

app-opponent-computer = ضد الحاسوب

app-opponent-two-players = لاعبان على هذا الجهاز

app-side-label = تلعب بـ

app-level-label = المستوى

app-variant-label = صيغة اللعب

app-start-game = ابدأ اللعب

app-bad-options = لا يمكن اللعب بهذه الخيارات: { $why }

app-action-undo = تراجع

app-action-redo = إعادة

app-action-flip = اقلب اللوحة

app-action-resign = استسلام

app-action-pass = تمرير الدور

app-action-finish = أنهِ النقلة هنا

app-action-play-again = العب مجددًا

app-action-home = الرئيسية

app-thinking = يفكّر…

app-moves-title = النقلات

app-no-moves-yet = لا نقلات بعد

app-game-over-title = انتهت اللعبة

app-resign-confirm = هل تستسلم في هذه اللعبة؟

app-confirm-cancel = إلغاء

app-corrupt-save = تعذّرت قراءة لعبة { $game } المحفوظة، فبدأت لعبة جديدة. احتُفظ بالملف التالف باسم { $file }.

app-store-moved-aside = تعذّرت قراءة المباريات المحفوظة، فبدأ سجل جديد. احتُفظ بالملف التالف باسم { $file }.

app-engine-error = حدث خطأ: { $why }

app-rules-title = قواعد { $game }

app-setting-sound = الصوت

app-setting-haptics = الاهتزاز

app-setting-coordinates = إظهار الإحداثيات

app-setting-animation = تحريك النقلات

app-animation-off = بلا

app-animation-fast = سريع

app-animation-normal = عادي

app-animation-slow = بطيء

app-setting-theme = المظهر

app-theme-system = النظام

app-theme-light = فاتح

app-theme-dark = { board-theme-dark }

app-setting-default-level = مستوى الحاسوب الافتراضي

app-action-back = رجوع

app-setting-legal-moves = إظهار النقلات الممكنة

app-setting-board-theme = اللوحة

app-board-theme-auto = تلقائي

app-board-theme-wood = { board-theme-wood }

app-board-theme-contrast = { board-theme-contrast }

app-action-share = مشاركة

app-share-board-image = اللوحة كصورة

app-share-game-text = المباراة كنص

app-action-history = السجل

app-history-statistics = الإحصاءات

app-history-games = المباريات المنتهية

app-history-empty = لا توجد مباراة منتهية بعد.

app-history-review = تحليل

app-history-delete = حذف

app-history-delete-confirm = حذف لعبة { $game } هذه ({ $date })؟

app-history-more = مزيد من الألعاب

app-history-reviewing = جارٍ التحليل… { $done } من { $total }

app-review-back-to-game = العودة إلى اللعبة

app-review-first = { browse-start }

app-review-previous = النقلة السابقة

app-review-next = النقلة التالية

app-review-last = الوضعية النهائية

app-review-failed = توقّفت المراجعة: { $why }

app- = { $option }: { $value }

app-appearance = المظهر

app-computer = الحاسوب

app-continue = متابعة { $game }

app-coordinates = الإحداثيات

app-default-level = المستوى الافتراضي

app-done = تم

app-end-move = أنهِ النقلة

app-feedback = التنبيهات

app-haptics = الاهتزاز

app-mode = النمط

app-more = المزيد

app-ok = حسنًا

app-players = اللاعبون

app-resume = استئناف

app-saved-game = اللعبة المحفوظة

app-something-went-wrong-in-the-engine-the-game-is-kept-as-it-was = حدث خطأ في المحرك. بقيت اللعبة كما كانت.

app-start = ابدأ

app-the-damaged-file-could-not-be-kept = تعذّر الاحتفاظ بالملف التالف.

app-the-damaged-file-was-kept-as = احتُفظ بالملف التالف باسم { $file }.

app-two-players = لاعبان

app-board-theme = مظهر اللوحة

app-share-board = مشاركة اللوحة

app-share-game = مشاركة المباراة

app-learn = تعلّم

app-puzzles-rating-of-solved = ألغاز · التصنيف { $rating } · حُلّ { $solved } من { $total }

app-level = المستوى { $level }

app-the-saved-games-could-not-be-read = تعذّرت قراءة المباريات المحفوظة. { $why }

app-reviewing = جارٍ التحليل…

app-delete-this-game = حذف هذه المباراة؟
