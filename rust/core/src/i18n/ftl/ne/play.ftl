## स्थिति पङ्क्ति

status-to-move = { $side }को पालो
status-computer-to-move = { $side }को पालो (कम्प्युटर)
status-separator = {" · "}

## गन्ती

counter = { $label }: { $value }
counter-limit = { $label }: { $limit } मध्ये { $value }
counter-no-capture = नखाई चलेका चाल
counter-no-capture-or-man-move = नखाई र सिपाही नसारी चलेका चाल

## नतिजा

result-win = { $winner_number ->
    [singular] { $winner }ले जित्यो: { $why }।
   *[plural] { $winner }ले जिते: { $why }।
}
result-draw = बराबरी: { $why }।

why-no-piece-can-move = कुनै पनि { $piece } चल्न सक्दैन
why-no-legal-move = { $loser }को कुनै वैध चाल बाँकी छैन
why-capture-target = { $count ->
    [one] { $count } बाख्रा खाइयो
   *[other] { $count } बाख्रा खाइए
}
why-enough-captured = पर्याप्त गोटी खाइए
why-bobail-home = बोबेल { $winner_name }को घरपङ्क्तिमा पुग्यो
why-bobail-blocked = { $loser }ले बोबेल सार्न सक्दैन
why-no-pieces = { $loser }का कुनै गोटी बाँकी छैनन्
why-last-chip = अन्तिम गोटीको नियम
why-repetition = एउटै स्थिति तीन पटक दोहोरियो
why-move-limit = चालको सीमा पुग्यो
why-barrier = { $winner_number ->
    [singular] उसको पाटीमा बढी गोटी छन्
   *[plural] उनीहरूको पाटीमा बढी गोटी छन्
}
why-resignation = { $loser }ले हार माने
draw-why-move-limit = नखाई चल्ने चालको सीमा पुग्यो
draw-why-barrier = दुवै पक्षका गोटी बराबर छन्

## अन्त्यका कारण छोटकरीमा

reason-no-legal-move = कुनै वैध चाल बाँकी छैन
reason-capture-target = खानुपर्ने सङ्ख्या पुग्यो
reason-bobail-home = बोबेल घरपङ्क्तिमा पुग्यो
reason-bobail-blocked = बोबेल चल्न सक्दैन
reason-no-pieces = गोटी बाँकी छैनन्
reason-last-chip = अन्तिम गोटीको नियम
reason-repetition = स्थिति तेस्रो पटक दोहोरियो
reason-move-limit = नखाई चल्ने चालको सीमा
reason-barrier = पर्खालको नियम: पाटीमा बढी गोटी
reason-resignation = हार स्वीकार
outcome-win = { $side }को जित: { $reason }
outcome-draw = बराबरी: { $reason }

## सूची

list-separator = {", "}
list-or = { $init } वा { $last }
list-and = { $init } र { $last }

## Hint

hint-line = सङ्केत: { $move }
hint-line-verdict = सङ्केत: { $move } · { $verdict }

move-pass-shown = पास
