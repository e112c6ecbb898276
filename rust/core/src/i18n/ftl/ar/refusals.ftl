refusal-game-over = انتهت اللعبة.
refusal-computer-to-move = الدور للحاسوب.
refusal-position-changed = تغيّر الوضع بينما كان الحاسوب يفكّر.
refusal-unreadable = { $text } ليست نقلة.
refusal-must-place = يجب وضع كل قطع { $side } قبل تحريك أي منها: ضع { $a_piece } على { $on_points ->
    [yes] نقطة فارغة
   *[no] خانة فارغة
}.
refusal-nothing-to-place = كل القطع على الرقعة: حرّك واحدة منها.
refusal-never-places = { $side_number ->
    [singular] لا يضع { $side } أي قطعة: النقلة تنقل إحدى قطعك من مكانها إلى حيث تذهب.
   *[plural] لا تضع { $side } أي قطعة: النقلة تنقل إحدى قطعك من مكانها إلى حيث تذهب.
}
refusal-no-destination = { $the_piece } في { $square } تحتاج إلى خانة تذهب إليها: اكتب الخانتين.
refusal-turn-not-finished = بعد انتقال { $the_piece } إلى { $square } تتحرك إحدى قطعك أيضًا: اكتب الدور كاملًا، مثل { $example }.
refusal-cannot-place = لا يمكن وضع قطعة في { $square }.
refusal-moves-first = { $the_piece } يتحرك أولًا: ابدأ بتحريك { $the_piece } في { $square }.
refusal-no-piece = لا توجد قطعة في { $square }.
refusal-not-your-piece = { $the_piece } في { $square } ليس لك.
refusal-capture-compulsory = الأسر إجباري: { $captures }.
refusal-cannot-move = { $the_piece } في { $square } لا يستطيع الحركة.
refusal-not-reachable = { $the_piece } في { $from } لا يستطيع بلوغ { $to }.
refusal-chain-must-go-on = يجب أن يستمر الأسر من { $square }: اقفز إلى { $next }.
refusal-chain-may-stop = يمكن أن يتوقف الأسر في { $square }: المسها مرة أخرى لإنهاء النقلة هناك، أو واصل القفز.
refusal-ambiguous = { $text } قد تعني { $candidates }.
refusal-not-legal = { $text } ليست نقلة قانونية هنا.
