## boardlore games

cli-games-sides = الفريقان: { $first } يبدأ، ثم { $second }
cli-games-option-kind = { $values }، الافتراضي { $default }

## boardlore play

cli-play-banner = { $game } — اكتب `help` لعرض الأوامر.
cli-play-help =
    اكتب نقلة بأي ترميز (c3، a1-b2، a1xc3، A-1 B-2)، أو أمرًا:
      moves          قائمة النقلات القانونية
      history        النقلات الملعوبة، جولة جولة
      hint           اطلب نقلة من الحاسوب
      undo, redo     استرجع / أعد نقلة (أمام الحاسوب: دورك كله مع ردّه)
      resign         استسلم (أمام الحاسوب: فريقك)
      new            ابدأ من جديد من الوضع الأول
      save <file>    احفظ اللعبة بصيغة JSON
      load <file>    حمّل لعبة محفوظة
      fen            اطبع سلسلة الوضع
      help           هذا النص
      quit           اخرج
cli-play-game-over = انتهت اللعبة. `new` أو `undo` أو `save <file>` أو `load <file>` أو `quit`.
cli-play-computer-plays = الحاسوب يلعب { $move }{ $numbers }
cli-play-hint = تلميح: { $move }{ $numbers }
cli-play-legal = النقلات القانونية ({ $count }): { $moves }
cli-play-undone = استُرجع: { $moves }
cli-play-replayed = أُعيد: { $moves }
cli-play-played = لُعب: { $move }
cli-play-resigned = { $side_gender ->
    [feminine] استسلمت
   *[masculine] استسلم
} { $side }.
cli-play-new-game = لعبة جديدة.
cli-play-saved = حُفظت في { $file }
cli-play-save-failed = تعذّر الحفظ في { $file }: { $error }
cli-play-loaded = حُمّلت من { $file }
cli-play-load-failed = تعذّر تحميل { $file }: { $error }

## Input lines of `play` and `learn`

cli-input-not-text = هذا السطر ليس نصًا بترميز UTF-8، فتم تجاهله.
cli-input-too-long = طول هذا السطر { $size }، والحد { $limit }. تم تجاهله.

## boardlore history

cli-history-salvaged = كان الملف { $file } تالفًا: حُفظت كل الأدوار المقروءة في سجل جديد، وأُبقي الملف التالف باسم { $aside }. الأدوار المنتهية المحفوظة: { $saved }؛ المفقودة: { $lost }.
cli-history-unreadable = تعذّرت قراءة الدور { $id }؛ فلم يُدرج في القائمة.
cli-history-read-only = لا يمكن الكتابة في { $file }: يُعرض فقط.
cli-history-folder = { $file } مجلد وليس ملف قاعدة بيانات.
cli-history-added = أُضيفت المباراة { $id }.
cli-history-page = المباريات المنتهية: { $total }؛ الصفحة { $page }

cli-review-progress = جارٍ التحليل { $done }/{ $total }

## boardlore themes
board-theme-wood = خشب
board-theme-dark = داكن
board-theme-contrast = تباين عالٍ
cli-themes-heading = { $name } ({ $id })
cli-themes-heading-dark = { $name } ({ $id })، مظهر داكن
cli-themes-labels = التسميات على الخلفية: تباين { $ratio }:1، والمطلوب { $need } على الأقل.
cli-themes-lines = الخطوط على الخلفية: تباين { $ratio }:1، والمطلوب { $need } على الأقل.
cli-themes-check = { $pair }: أصغر فرق ΔE هو { $delta } ({ $vision })، والمطلوب { $need } على الأقل: { $verdict }. بالتدرج الرمادي: ΔE { $grey }.
cli-themes-pass = ناجح
cli-themes-fail = فاشل
cli-themes-on = { $mark } على { $ground }
cli-themes-versus = { $first } مقابل { $second }
cli-themes-failed = عدد الفحوص الفاشلة: { $count }.
board-mark-selected = حلقة التحديد
board-mark-target = نقاط النقلات القانونية
board-mark-hint = حلقة التلميح
board-mark-last-move = لون النقلة الأخيرة
board-mark-captured = لون القطعة المأسورة
board-ground-light = المربعات الفاتحة
board-ground-dark = المربعات الداكنة
board-ground-plain = المربعات العادية
board-ground-background = الخلفية
vision-typical = الرؤية العادية
vision-protan = عمى الأحمر
vision-deutan = عمى الأخضر

## boardlore puzzles
cli-puzzles-summary = عدد الألغاز: { $count }؛ المواضيع: { $themes }؛ الصعوبة: { $levels }
cli-puzzles-unknown-game = لا توجد ألغاز للعبة "{ $game }".
cli-puzzles-unknown-puzzle = لا يوجد لغز باسم "{ $id }": يسردها الأمر `boardlore puzzles list GAME`.
cli-puzzle-correct = صحيح { $reply }: { $message }
cli-puzzle-solved = حُلّ: { $message }
cli-puzzle-wrong = خطأ: { $message }
cli-puzzle-refused = مرفوض: { $message }
cli-puzzles-level-count = { $level }: { $count }

## Errors every command may say
cli-unknown-game = { $error }؛ الألعاب: { $games }
cli-unknown-lang = لغة غير معروفة "{ $code }"؛ اللغات: { $languages }
cli-file-missing = الملف { $file } غير موجود.
cli-file-denied = لا يُسمح بقراءة الملف { $file }.
cli-file-folder = { $file } مجلد وليس ملفًا.
cli-file-too-large = الملف { $file } أكبر من الحد المسموح { $limit }.
cli-file-not-text = الملف { $file } ليس نصًا بترميز UTF-8.
cli-file-unreadable = تعذرت قراءة الملف { $file }.
cli-file-not-writable = تعذرت الكتابة في الملف { $file }.

## boardlore render
cli-render-no-piece = لا توجد في { $game } قطعة { $letter }؛ القطع: { $letters }
cli-render-size = الحجم { $size } خارج النطاق: من { $least } إلى { $most }
cli-render-unknown-theme = مظهر غير معروف { $theme }؛ المظاهر: { $themes }

## A computer player (play --level, arena, engine)
cli-player-not-a-level = { $text } ليس مستوى (easy, medium, hard, expert) ولا أزواج key=value
cli-player-not-a-number = { $pair }: ليس عددًا
cli-player-unknown-key = مفتاح لاعب غير معروف { $key } (level, nodes, depth, ms, seed)
cli-player-no-limit = { $text } لا يضع حدًا: أعطِ nodes أو depth أو ms
