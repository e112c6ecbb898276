# पाठ र पजल (`learn`)। चाल-लेखन र घरका नाम ल्याटिन अक्षरमै रहन्छन्।

## चाल कसरी जाँचिन्छ
learn-wrong-capture = { $move } ले केही खाँदैन, तर खान सकिने चाल छ: { $captures }।
learn-wrong-no-capture = { $move } ले केही खाँदैन। खान सकिने गोटी खोज्नुहोस्।
learn-wrong-capture-more = { $move } ले { $taken } गोटी खान्छ; यहाँ एउटा चालले { $wanted } वा बढी खान्छ।
learn-wrong-unsafe = { $move } पछि विपक्षीले { $reply } खेलेर खान सक्छ।
learn-wrong-loses = { $move } पछि विपक्षी तुरुन्तै जित्छ।
learn-wrong-loses-with = { $move } पछि विपक्षी { $reply } खेलेर तुरुन्तै जित्छ।
learn-wrong-win = { $move } ले अझै जित्दैन: यही पालोमा जित्ने चाल छ।
learn-wrong-crown = { $move } ले सिपाहीलाई राजा बनाउँदैन: पल्लो पङ्क्तिमा पुग्नुहोस्।
learn-wrong-move = { $move } वैध चाल हो, तर यो चरणले माग्ने चाल होइन।
learn-right = स्याबास।
learn-step-done = यो चरण पूरा भयो: अर्को चरणमा जानुहोस्।
learn-hint = { $move } खेलेर हेर्नुहोस्।
learn-step-heading = चरण { $number } / { $count } · { $title }

## चुनौतीहरूमा कम्प्युटरका तह
learn-level-easy = सजिलो
learn-level-medium = मध्यम
learn-level-hard = कठिन
learn-level-expert = विशेषज्ञ
learn-level-perfect = उत्तम

## कम्प्युटरविरुद्ध चुनौती
learn-challenge-win = कम्प्युटर ({ $level }) विरुद्ध { $moves ->
    [one] एक चालमा
   *[other] { $moves } चालभित्र
} जित्नुहोस्।
learn-challenge-captures = कम्प्युटर ({ $level }) विरुद्ध { $moves ->
    [one] एक चालमा
   *[other] { $moves } चालभित्र
} { $count ->
    [one] एउटा गोटी
   *[other] { $count } गोटी
} खानुहोस्।
learn-challenge-survive = एउटा पनि गोटी नगुमाई कम्प्युटर ({ $level }) विरुद्ध { $moves ->
    [one] एक चाल
   *[other] { $moves } चाल
} खेल्नुहोस्।
learn-challenge-reply = कम्प्युटरले { $reply } खेल्यो।
learn-challenge-won = चुनौती जितियो!
learn-challenge-lost-piece = कम्प्युटरले { $reply } खेलेर गोटी खायो। सुरुदेखि फेरि प्रयास गर्नुहोस्।
learn-challenge-game-lost = खेल हारियो। सुरुदेखि फेरि प्रयास गर्नुहोस्।
learn-challenge-out-of-moves = चालहरू सकिए। सुरुदेखि फेरि प्रयास गर्नुहोस्।

## पजल
puzzle-goal = { $side }को पालो: सबैभन्दा राम्रो चाल खोज्नुहोस्।
puzzle-reply = जवाफ { $reply } हो। अगाडि बढ्नुहोस्।
puzzle-solved = हल भयो!
puzzle-heading = { $id } · { $theme } · तह { $difficulty }
puzzle-solved-rating = हल भयो! मूल्याङ्कन { $rating }।
puzzle-wrong = { $move } यहाँ सबैभन्दा राम्रो चाल होइन। फेरि प्रयास गर्नुहोस्।
theme-bobail-home = बोबेल घर पुग्यो
theme-bobail-trap = बोबेललाई थुन्नुहोस्
theme-trap-the-tigers = बाघ थुन्नुहोस्
theme-last-capture = अन्तिम खाने चाल
theme-blocked-opponent = विपक्षी थुनियो
theme-last-piece = अन्तिम गोटी
theme-chain-capture = लगातार खाने
theme-double-capture = दोहोरो खाने
theme-balancing = बीचमा पस्ने
theme-sacrifice = बलिदान
theme-quiet-move = शान्त चाल
theme-winning-capture = जित्ने खाने चाल
theme-block = खाने चाल रोक्नुहोस्
theme-escape = भाग्नुहोस्
theme-defence = एक मात्र चाल
theme-stop-the-bobail = बोबेल रोक्नुहोस्
theme-free-the-bobail = बोबेललाई फुकाउनुहोस्

## टर्मिनलमा `boardlore learn`
learn-cli-intro = चाल टाइप गर्नुहोस्, वा: hint (सङ्केत), retry (फेरि), skip (छोड्नुहोस्), quit (बन्द)।
learn-cli-step = चरण { $number } / { $count }: { $title }
learn-cli-goal = लक्ष्य: { $goal }
learn-cli-no-hint = यहाँ कुनै सङ्केत छैन।
learn-cli-try-again = { $message } फेरि प्रयास गर्नुहोस्।
learn-cli-last-step = त्यो अन्तिम चरण थियो।
learn-cli-complete = पाठ पूरा भयो: तपाईंलाई { $game }को आधारभूत कुरा थाहा भयो।

## बाघचाल
bagh-chal-place-title = बाख्रा राख्ने
bagh-chal-place-goal = बाख्राले पहिलो चाल चल्छ: कुनै पनि खाली बिन्दुमा एउटा बाख्रा राख्नुहोस्।
bagh-chal-step-title = बाघको पाइला
bagh-chal-step-goal = बाघलाई रेखामा एक पाइला सारेर खाली बिन्दुमा लैजानुहोस्।
bagh-chal-jump-title = बाघको फड्को
bagh-chal-jump-goal = बाख्रा खानुहोस्: त्यसलाई नाघेर ठीक पछाडिको खाली बिन्दुमा जानुहोस्।
bagh-chal-safe-title = बाख्राको रक्षा
bagh-chal-safe-goal = कुनै पनि बाख्रा नाघिन नसक्ने गरी एउटा बाख्रा राख्नुहोस्।
bagh-chal-trap-title = बाघ थुन्ने
bagh-chal-trap-goal = a1 को बाघको अन्तिम चाल खोसिदिनुहोस्।
bagh-chal-trap-wrong = a1 को बाघले अझै b2 नाघ्न सक्छ: बाख्राको पछाडिको बिन्दु भर्नुहोस्।
bagh-chal-win-title = पाँच बाख्रा खाँदा जित
bagh-chal-win-goal = चार बाख्रा खाइसकिए: पाँचौं खानुहोस् र जित्नुहोस्।
bagh-chal-guard-title = चुनौती: बथान जोगाउनुहोस्
bagh-chal-hunt-title = चुनौती: सिकार

## बफ एन्ड ग्रिन
buff-and-green-move-title = सिपाही अगाडि बढ्छन्
buff-and-green-move-goal = सिपाहीलाई छड्के एक घर अगाडि सार्नुहोस्।
buff-and-green-jump-title = खाने
buff-and-green-jump-goal = बफ सिपाहीलाई नाघ्नुहोस्: खानु अनिवार्य छ।
buff-and-green-chain-title = नाघ्दै जानुहोस्
buff-and-green-chain-goal = एकै चालमा दुई सिपाही खानुहोस्: एक पटक नाघेपछि फेरि नाघ्नुहोस्।
buff-and-green-crown-title = राजा बनाउने
buff-and-green-crown-goal = आफ्नो सिपाहीलाई राजा बनाउन पल्लो पङ्क्तिमा पुग्नुहोस्।
buff-and-green-king-title = उड्ने राजा
buff-and-green-king-goal = राजा छड्के रेखामा उड्छ: e5 को सिपाहीलाई टाढैबाट खानुहोस्।
buff-and-green-safe-title = सुरक्षित चाल
buff-and-green-safe-goal = बफलाई खाने मौका नदिई चाल चल्नुहोस्।
buff-and-green-hunt-title = चुनौती: राजाको सिकार

## सीगा
seega-place-title = पाटी सजाउने
seega-place-goal = बीचबाहेक कुनै पनि खाली घरमा एउटा गोटी राख्नुहोस्।
seega-move-title = एक पाइला
seega-move-goal = गोटीलाई माथि, तल, बायाँ वा दायाँ एक घर सार्नुहोस्।
seega-capture-title = च्याप्ने
seega-capture-goal = खानुहोस्: विपक्षीको गोटी तपाईंका दुई गोटीबीच च्यापिने गरी सार्नुहोस्।
seega-double-title = एकै पटक दुई
seega-double-goal = बीचमा पसेर एकै पटक दुई गोटी च्याप्नुहोस्।
seega-chain-title = लगातार
seega-chain-goal = खाएपछि उही गोटी फेरि सर्न सक्छ: लगातार दुई गोटी खानुहोस्।
seega-centre-title = सुरक्षित बीच
seega-centre-goal = बीचको गोटी खान सकिँदैन: अरू ठाउँमा खानुहोस्।
seega-centre-wrong = बीचको घरको गोटी सुरक्षित छ: त्यसलाई खान सकिँदैन।
seega-hunt-title = चुनौती: पाटी खाली गर्नुहोस्

## चियाङमाई चेकर्स
chiangmai-checkers-move-title = गोटी हात्तीझैँ सर्छन्
chiangmai-checkers-move-goal = गोटीलाई पङ्क्ति वा स्तम्भमा जति दूरी पनि सार्नुहोस्।
chiangmai-checkers-enclose-title = घेर्ने
chiangmai-checkers-enclose-goal = कालो गोटीलाई तपाईंका दुई गोटीबीच च्याप्नुहोस्।
chiangmai-checkers-line-title = पूरै लहर
chiangmai-checkers-line-goal = एकै चालले कालो गोटीहरूको लहर घेर्नुहोस्।
chiangmai-checkers-balance-title = सन्तुलन
chiangmai-checkers-balance-goal = दुवै खान दुई कालो गोटीबीच पस्नुहोस्।
chiangmai-checkers-win-title = अन्तिम गोटीहरू
chiangmai-checkers-win-goal = कालोका अन्तिम दुई गोटी खानुहोस् र जित्नुहोस्।
chiangmai-checkers-hunt-title = चुनौती: सिकार

## बोबेल
bobail-first-title = पहिलो पालो
bobail-first-goal = सबैभन्दा पहिलो पालोमा सेतोले एउटा गोटी मात्र चिप्लाउँछ: एउटा गोटीलाई जति टाढा जान्छ चिप्लाउनुहोस्।
bobail-step-title = पहिले बोबेल, अनि चिप्लाउने
bobail-step-goal = बोबेललाई एक घर सार्नुहोस्, अनि आफ्नो एउटा गोटीलाई जति टाढा जान्छ चिप्लाउनुहोस्।
bobail-home-title = घर पुर्‍याउनुहोस्
bobail-home-goal = जित्नुहोस्: बोबेललाई आफ्नो घरको पङ्क्तिमा सार्नुहोस्।
bobail-safe-title = टाढा राख्नुहोस्
bobail-safe-goal = कालोले अर्को पालोमा घर पुर्‍याउन नसक्ने ठाउँमा बोबेल सार्नुहोस्।
bobail-trap-title = बोबेललाई थुन्नुहोस्
bobail-trap-goal = कालोको पालो सुरु हुँदा बोबेललाई सर्ने कुनै घर नछोडेर जित्नुहोस्।
bobail-race-title = चुनौती: दौड
