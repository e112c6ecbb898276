error-unknown-game = अज्ञात खेल { $id }
error-bad-position = गलत स्थिति: { $why }
error-nothing-to-undo = फिर्ता लिने कुनै चाल छैन
error-nothing-to-redo = फेरि खेल्ने कुनै चाल छैन
error-corrupt-save = बिग्रिएको सुरक्षित खेल: { $why }
error-corrupt-save-damaged = सुरक्षित खेल बिग्रिएको छ, पढ्न सकिँदैन
error-game-over = खेल सकियो
error-unreadable-move = { $text } चाल होइन
error-illegal-move = { $text } यहाँ वैध चाल होइन
error-ambiguous-move = { $text } अस्पष्ट छ: यो { $candidates } हुन सक्छ
error-option-malformed = विकल्प { $text } कुञ्जी=मान रूपमा लेखिएको छैन
error-option-unknown-none = अज्ञात विकल्प { $key }: यो खेलमा कुनै विकल्प छैन
error-option-unknown = अज्ञात विकल्प { $key } (विकल्पहरू: { $known })
error-option-too-many = धेरै विकल्पहरू; सीमा { $limit } हो
error-option-repeated = विकल्प { $key } दुई पटक दिइएको छ; एक पटक मात्र दिनुहोस्
error-option-bad-value = विकल्प { $key } { $value } हुन सक्दैन: अपेक्षित { $expected }
error-position-fields = खाली ठाउँले छुट्याइएका { $expected } भाग अपेक्षित, { $found } भेटिए
error-position-ranks = { $expected } पङ्क्ति अपेक्षित, { $found } भेटिए
error-position-rank-length = पङ्क्ति { $rank } ले { $found } घर बताउँछ, { $expected } अपेक्षित
error-position-adjacent-digits = पाटीको भागमा लगातार दुई अङ्क
error-position-unknown-piece = अज्ञात गोटी अक्षर { $letter }
error-position-unknown-side = अज्ञात पक्ष { $side }
error-position-bad-counter = गलत { $field }: { $value }
error-position-bad-square = { $square } को गोटी: { $why }
error-position-impossible = असम्भव स्थिति: { $why }
error-position-size = पाटीको आकार: { $why }
error-unknown-side = अज्ञात पक्ष { $side }; पक्षहरू: { $sides }

## Why a position cannot be (error-position-impossible, -size, -bad-square)
why-bagh-chal-tigers = बोर्डमा { $count } बाघ; बाघ ४ वटा हुन्छन्
why-bagh-chal-goats = बोर्डमा { $board }, हातमा { $hand } र खाइएका { $captured } बाख्रा मिलेर २० हुँदैन
why-bagh-chal-tigers-before-goats = पहिलो बाख्रा राख्नुअघि बाघको पालो
why-bagh-chal-no-goat-on-board = बोर्डमा कुनै बाख्रा नभई बाघको पालो: बाख्राको अन्तिम चालले एउटा छोड्छ
why-bobail-white-pieces = { $count } सेता गोटी; हरेक पक्षका ५ हुन्छन्
why-bobail-black-pieces = { $count } काला गोटी; हरेक पक्षका ५ हुन्छन्
why-bobail-bobails = { $count } बोबेल; एउटा मात्र हुन्छ
why-too-many-pieces = { $side }: { $count } गोटी, { $most } भन्दा बढी
why-chiangmai-mover-has-none = भर्खर चाल चलेको पक्षसँग कुनै गोटी छैन (चाल चल्नेले आफ्नो गोटी कहिल्यै गुमाउँदैन)
why-empty-board = बोर्ड खाली छ
why-seega-size = { $size }×{ $size } को बोर्ड; सीगा 5×5, 7×7 वा 9×9 मा खेलिन्छ
why-seega-pieces-while-setting = { $side }: बोर्डमा { $board } र हातमा { $hand }, { $full } होइन
why-seega-setting-order = हातमा { $attackers } र { $defenders } गोटी { $side }को पालोसँग राख्ने क्रममा मिल्दैन
why-seega-too-many = एक पक्षका { $most } भन्दा बढी गोटी
why-seega-no-pieces = बोर्डमा कुनै गोटी छैन
why-dark-squares-only = गोटी कालो कोठामा मात्र बस्छन्
why-man-on-far-rank = अन्तिम पङ्क्तिमा पुगेको सिपाही राजा बनिसक्थ्यो
why-centre-empty-while-setting = गोटी राख्दा बीचको बिन्दु खाली रहन्छ

## The counters of a position string (error-position-bad-counter's $field)
field-turn-number = पालो सङ्ख्या
field-goats-in-hand = हातका बाख्रा
field-goats-captured = खाइएका बाख्रा
field-plies-since-capture = अन्तिम खानेदेखिका चाल
field-plies-since-capture-or-man = अन्तिम खाने वा सिपाहीको चालदेखिका चाल
field-attackers-in-hand = आक्रमणकारीका हातका गोटी
field-defenders-in-hand = रक्षकका हातका गोटी

## PGN-style text (import, review)
error-pgn-too-large = पाठ एउटा खेलका लागि धेरै ठूलो छ
error-pgn-bad-tag = पङ्क्ति { $line }: [Name "value"] जस्तो ट्याग होइन
error-pgn-no-game = [Game "…"] ट्याग छैन: कुन खेल हो?
error-pgn-unknown-game = अज्ञात खेल { $id }
error-pgn-variant = प्रकार: { $why }
error-pgn-position = स्थिति: { $why }
error-pgn-open-comment = {"{"}टिप्पणी{"}"} बन्द गरिएको छैन
error-pgn-move = चाल { $number } ({ $turn } { $text }): { $why }
error-pgn-result-mismatch = नतिजा ट्यागले { $tag } भन्छ तर चालहरूले { $played } दिन्छन्

## Lessons
error-lesson-unknown-game = { $id } खेलका लागि कुनै पाठ छैन
error-lesson-no-step = पाठमा चरण { $step } छैन
