# खेलहरू: नाम, उद्गम, सारांश, पक्ष, गोटी, विकल्प र गन्तीहरू।
# पक्ष: `.subject` वाक्यको कर्ता (ले, को सन्देशमै जोडिन्छ), `.number` (plural/singular) क्रियाका लागि।
# गोटी: नाम मात्र; `.the` र `.a` नेपालीमा प्रायः उस्तै।

## बाघचाल

game-bagh-chal = बाघचाल
    .origin = नेपाल
    .summary = चार बाघले बीस बाख्रा सिकार गर्छन्; सबै बाघलाई घेरेर थुने बाख्रा जित्छन्।
side-bagh-chal-goats = बाख्रा
    .subject = बाख्राहरू
    .number = plural
side-bagh-chal-tigers = बाघ
    .subject = बाघहरू
    .number = plural
piece-bagh-chal-G = बाख्रा
    .the = बाख्रा
    .a = एउटा बाख्रा
piece-bagh-chal-T = बाघ
    .the = बाघ
    .a = एउटा बाघ
option-bagh-chal-forced_capture = अनिवार्य खाने
    .help = बाघले बाख्रा नाघ्न सक्छ भने बाघले खानै पर्छ।
option-bagh-chal-captures_to_win = जित्न खानुपर्ने बाख्रा
    .help = जित्न बाघले कति बाख्रा खानुपर्छ।
counter-bagh-chal-goats-in-hand = राख्न बाँकी बाख्रा
counter-bagh-chal-goats-captured = खाइएका बाख्रा

## बफ एन्ड ग्रिन

game-buff-and-green = बफ एन्ड ग्रिन
    .origin = युरोप (ड्राफ्ट्स परिवार)
    .summary = कालो घरमा उड्ने राजासहितको ड्राफ्ट्स: खानु अनिवार्य छ, र चाल चल्न नसक्ने पक्ष हार्छ।
side-buff-and-green-green = हरियो
    .subject = हरियो
    .number = singular
side-buff-and-green-buff = बफ
    .subject = बफ
    .number = singular
piece-buff-and-green-g = हरियो सिपाही
    .the = हरियो सिपाही
    .a = एउटा हरियो सिपाही
piece-buff-and-green-G = हरियो राजा
    .the = हरियो राजा
    .a = एउटा हरियो राजा
piece-buff-and-green-b = बफ सिपाही
    .the = बफ सिपाही
    .a = एउटा बफ सिपाही
piece-buff-and-green-B = बफ राजा
    .the = बफ राजा
    .a = एउटा बफ राजा

## सीगा

game-seega = सीगा
    .origin = ट्युनिसिया
    .summary = दुई-दुई गोटी राख्नुहोस्, अनि विपक्षीका गोटीलाई दुई गोटीको बीचमा च्यापेर सबै खानुहोस्।
side-seega-attacker = आक्रमणकारी
    .subject = आक्रमणकारीहरू
    .number = plural
side-seega-defender = रक्षक
    .subject = रक्षकहरू
    .number = plural
piece-seega-S = आक्रमणकारीको गोटी
    .the = आक्रमणकारीको गोटी
    .a = आक्रमणकारीको एउटा गोटी
piece-seega-s = रक्षकको गोटी
    .the = रक्षकको गोटी
    .a = रक्षकको एउटा गोटी
option-seega-size = पाटीको आकार
    .help = 5×5, 7×7 वा 9×9 को पाटी, प्रत्येक पक्षमा 12, 24 वा 40 गोटी।
option-seega-size-5 = 5×5
option-seega-size-7 = 7×7
option-seega-size-9 = 9×9
option-seega-safe_centre = सुरक्षित बीच
    .help = बीचको घरमा रहेको गोटी खान सकिँदैन।
option-seega-blocked = थुनिएको खेलाडी
    .help = चाल चल्न नसक्ने खेलाडीले के गर्छ: पालो छाड्छ, वा विपक्षीको कुनै एउटा गोटी हटाउँछ।
option-seega-blocked-pass = पालो छाड्ने
option-seega-blocked-remove = एउटा गोटी हटाउने
option-seega-no_capture_limit = पर्खाल सीमा
    .help = नखाई लगातार यति चाल चलेपछि खेल सकिन्छ; बढी गोटी हुने पक्ष जित्छ।
counter-seega-attackers-in-hand = राख्न बाँकी आक्रमणकारी
counter-seega-defenders-in-hand = राख्न बाँकी रक्षक

## चियाङमाई चेकर्स

game-chiangmai-checkers = चियाङमाई चेकर्स
    .origin = थाइल्यान्ड (माक नीप)
    .summary = गोटी हात्तीझैँ सिधा सर्छन्; विपक्षीका गोटी घेरेर वा तिनका दुई गोटीबीच पसेर खाइन्छ।
side-chiangmai-checkers-white = सेतो
    .subject = सेतो
    .number = singular
side-chiangmai-checkers-black = कालो
    .subject = कालो
    .number = singular
piece-chiangmai-checkers-W = सेतो गोटी
    .the = सेतो गोटी
    .a = एउटा सेतो गोटी
piece-chiangmai-checkers-B = कालो गोटी
    .the = कालो गोटी
    .a = एउटा कालो गोटी
option-chiangmai-checkers-no_capture_limit = नखाने चालको सीमा
    .help = नखाई लगातार यति चाल (दुवै पक्षको) चलेपछि खेल बराबरीमा सकिन्छ।
option-chiangmai-checkers-compulsory_capture = अनिवार्य खाने
    .help = खान सकिने चाल छ भने खेलाडीले खाने चाल (कुनै पनि) चल्नै पर्छ।
counter-chiangmai-checkers-white-chips = सेता गोटी
counter-chiangmai-checkers-black-chips = काला गोटी

## बोबेल

game-bobail = बोबेल
    .origin = अफ्रिका
    .summary = साझा बोबेललाई एक पाइला सार्नुहोस्, अनि एउटा गोटी चिप्लाउनुहोस्: बोबेललाई आफ्नो पङ्क्तिमा ल्याउनुहोस् वा थुन्नुहोस्।
side-bobail-white = सेतो
    .subject = सेतो
    .number = singular
side-bobail-black = कालो
    .subject = कालो
    .number = singular
piece-bobail-W = सेतो गोटी
    .the = सेतो गोटी
    .a = एउटा सेतो गोटी
piece-bobail-B = कालो गोटी
    .the = कालो गोटी
    .a = एउटा कालो गोटी
piece-bobail-O = बोबेल
    .the = बोबेल
    .a = बोबेल
option-bobail-max_slide = अन्तिमसम्म चिप्लाउने
    .help = गोटी सकेसम्म टाढा चिप्लिनुपर्छ; बन्द गरे, गोटी आफ्नो रेखाको कुनै पनि खाली घरमा रोकिन सक्छ।

## साझा मान

option-on = सक्रिय
option-off = निष्क्रिय

## नचिनिएको गोटी

piece-unknown = गोटी
    .the = गोटी
    .a = एउटा गोटी
