# इन्जिनको निर्णय र खेलको समीक्षा।

## समीक्षा गरिएको चालको स्तर

review-label-best = उत्तम चाल
review-label-good = राम्रो चाल
review-label-inaccuracy = अशुद्धि
review-label-mistake = गल्ती
review-label-blunder = ठूलो गल्ती

## मूल्याङ्कन

verdict-win-in = { $side_number ->
    [singular] { $side } { $moves } चालमा जित्छ
   *[plural] { $side } { $moves } चालमा जित्छन्
}
verdict-won = { $side_number ->
    [singular] { $side } जित्यो
   *[plural] { $side } जिते
}
verdict-drawn = बराबरी
verdict-score = { $side } { $percent }%
verdict-draw = उत्तम खेलमा बराबरी
verdict-threw-win = यो चालले जित गुमायो
verdict-threw-draw = यो चालले बराबरी गुमायो

## समीक्षा गरिएको चालको टिप्पणी

review-comment = { $label } ({ $before } → { $after })
review-comment-best = { $label } ({ $before } → { $after }); उत्तम चाल { $best } थियो
review-comment-threw = { $label }: { $why } ({ $before } → { $after })
review-comment-threw-best = { $label }: { $why } ({ $before } → { $after }); उत्तम चाल { $best } थियो
