refusal-game-over = खेल सकियो।
refusal-computer-to-move = अहिले कम्प्युटरको पालो हो।
refusal-position-changed = कम्प्युटरले सोच्दै गर्दा स्थिति बदलियो।
refusal-unreadable = { $text } चाल होइन।
refusal-must-place = { $side }ले कुनै गोटी सार्नुअघि सबै गोटी राख्नुपर्छ: { $a_piece } कुनै खाली { $on_points ->
    [yes] बिन्दुमा
   *[no] घरमा
} राख्नुहोस्।
refusal-nothing-to-place = सबै गोटी पाटीमा छन्: बरु एउटा सार्नुहोस्।
refusal-never-places = { $side }ले कहिल्यै गोटी राख्दैनन्: चालले तपाईंको एउटा गोटी उभिएको ठाउँबाट जाने ठाउँमा लैजान्छ।
refusal-no-destination = { $square } को { $the_piece } जाने ठाउँ चाहिन्छ: दुवै घर लेख्नुहोस्।
refusal-turn-not-finished = { $the_piece } { $square } मा गएपछि तपाईंको एउटा गोटी पनि सर्छ: पूरा पालो लेख्नुहोस्, जस्तै { $example }।
refusal-cannot-place = { $square } मा कुनै गोटी राख्न सकिँदैन।
refusal-moves-first = { $the_piece } पहिले चल्छ: { $square } को { $the_piece } सारेर सुरु गर्नुहोस्।
refusal-no-piece = { $square } मा कुनै गोटी छैन।
refusal-not-your-piece = { $square } को { $the_piece } तपाईंको होइन।
refusal-capture-compulsory = खानु अनिवार्य छ: { $captures }।
refusal-cannot-move = { $square } को { $the_piece } चल्न सक्दैन।
refusal-not-reachable = { $from } को { $the_piece } { $to } पुग्न सक्दैन।
refusal-chain-must-go-on = खाने क्रम { $square } बाट जारी रहनुपर्छ: { $next } मा नाघ्नुहोस्।
refusal-chain-may-stop = खाने क्रम { $square } मा रोकिन सक्छ: चाल यहीँ टुङ्ग्याउन फेरि छुनुहोस्, वा अझै नाघ्नुहोस्।
refusal-ambiguous = { $text } को अर्थ { $candidates } हुन सक्छ।
refusal-not-legal = { $text } यहाँ वैध चाल होइन।
