refusal-game-over = انتهت اللعبة.
refusal-computer-to-move = الدور للحاسوب.
refusal-position-changed = تغيّر الوضع بينما كان الحاسوب يفكّر.
refusal-unreadable = { $text } ليست نقلة.
refusal-must-place = يجب وضع كل قطع { $side_genitive } قبل تحريك أي منها: ضع { $a_piece } على { $on_points ->
    [yes] نقطة فارغة
   *[no] خانة فارغة
}.
refusal-nothing-to-place = كل القطع على الرقعة: حرّك واحدة منها.
refusal-never-places = { $side_number ->
    [singular] لا يضع { $side } أي قطعة: النقلة تنقل إحدى قطعك من مكانها إلى حيث تذهب.
   *[plural] لا تضع { $side } أي قطعة: النقلة تنقل إحدى قطعك من مكانها إلى حيث تذهب.
}
refusal-no-destination = حدّد خانة وصول { $the_piece } في { $square }: اكتب الخانتين.
refusal-turn-not-finished = بعد انتقال { $the_piece } إلى { $square } تتحرك إحدى قطعك أيضًا: اكتب الدور كاملًا، مثل { $example }.
refusal-cannot-place = لا يمكن وضع قطعة في { $square }.
# Pieces are masculine (النمر) or feminine (القطعة): the sentences avoid a verb
# agreeing with $the_piece (تحريك، نقل).
refusal-moves-first = يجب تحريك { $the_piece } أولًا: ابدأ بتحريك { $the_piece } في { $square }.
refusal-no-piece = لا توجد قطعة في { $square }.
refusal-not-your-piece = القطعة في { $square } ({ $the_piece }) ليست لك.
refusal-capture-compulsory = الأسر إجباري: { $captures }.
refusal-cannot-move = لا يمكن تحريك { $the_piece } في { $square }.
refusal-not-reachable = لا يمكن نقل { $the_piece } من { $from } إلى { $to }.
refusal-chain-must-go-on = يجب أن يستمر الأسر من { $square }: اقفز إلى { $next }.
refusal-chain-may-stop = يمكن أن يتوقف الأسر في { $square }: المسها مرة أخرى لإنهاء النقلة هناك، أو واصل القفز.
refusal-ambiguous = { $text } قد تعني { $candidates }.
refusal-not-legal = { $text } ليست نقلة قانونية هنا.
