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

cli-review-progress = جارٍ التحليل { $done }/{ $total }
