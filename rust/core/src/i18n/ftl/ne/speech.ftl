## घर: «c3, बाख्रा, चल्न सक्छ»

speech-separator = {", "}
speech-empty = खाली
speech-selected = छानिएको
speech-can-move = चल्न सक्छ
speech-target = गन्तव्य
speech-hint = सङ्केत
speech-last-from = अघिल्लो चाल यहाँबाट
speech-last-to = अघिल्लो चाल यहाँसम्म
speech-captured = भर्खरै खाइयो

## चाल: «बाघ a1 बाट a3, a2 को बाख्रा खायो»

move-placed = { $piece } { $to } मा राखियो
move-from-to = { $piece } { $from } बाट { $to }
move-path-separator = {" हुँदै "}
move-takes = { $taken } खायो
move-taken-piece = { $square } को { $the_piece }
move-pass = { $side }ले पालो छाड्यो

## चाल सूचीको पङ्क्ति

turn-speech = चरण { $round }, { $side }, { $moves }
turn-speech-captures = चरण { $round }, { $side }, { $moves }, खायो

## घोषणा

announce-played-result = { $move }। { $result }
announce-hint = सङ्केत: { $move }
announce-taken-back = { $count ->
    [0] केही फिर्ता भएन। { $status }
    [one] एउटा चाल फिर्ता लियो। { $status }
   *[other] { $count } चाल फिर्ता लिए। { $status }
}
