# खेलिसकेका खेलहरूको इतिहास: खेलको दोस्रो पङ्क्ति, तथ्याङ्क, र खेल
# केलाउँदा बोर्डमुनिको शीर्षक। सङ्केत, कोठाका नाम र अङ्क ल्याटिनमै।

## कम्प्युटरका स्तर

history-level-easy = सजिलो
history-level-medium = मध्यम
history-level-hard = कठिन
history-level-expert = विशेषज्ञ
history-level-perfect = उत्तम

## खेलको दोस्रो पङ्क्ति

history-you-against = तपाईं ({ $side }) बनाम कम्प्युटर, { $level }
history-two-players = दुई खेलाडी
history-two-computers = कम्प्युटर, { $first } बनाम कम्प्युटर, { $second }
history-moves = { $moves } चाल

## खेल सकिएको दिन, इतिहासमा (वर्ष, महिना, गते)

history-date = { $year } { $month } { $day }
history-date-month = { $year } { $month }
history-date-year = { $year }
history-date-unknown = मिति थाहा छैन
history-month-january = जनवरी
history-month-february = फेब्रुअरी
history-month-march = मार्च
history-month-april = अप्रिल
history-month-may = मे
history-month-june = जुन
history-month-july = जुलाई
history-month-august = अगस्ट
history-month-september = सेप्टेम्बर
history-month-october = अक्टोबर
history-month-november = नोभेम्बर
history-month-december = डिसेम्बर

## तथ्याङ्कको पङ्क्ति

history-tally = { $won } जित, { $drawn } बराबरी, { $lost } हार
history-stats-against = { $level } विरुद्ध, { $side } भएर: { $tally }
history-stats-two-players = दुई खेलाडी, { $side }को हिसाबले: { $tally }

## बोर्डमुनिको शीर्षक

browse-move = { $number } { $side } { $move }
browse-move-label = { $number } { $side } { $move }: { $label }।
browse-move-better = { $number } { $side } { $move }: { $label }। अझ राम्रो: { $better }
browse-start = सुरुको स्थिति
browse-no-game = हेर्नका लागि कुनै खेल छैन।
browse-review-failed = समीक्षा असफल भयो: { $reason }
browse-final = अन्तिम स्थिति। { $result }
browse-last = { $moves } चालपछिको स्थिति

## चाल सूचीको एउटा पङ्क्ति, स्क्रिन रिडरले पढ्ने

browse-row-spoken-label = { $row }, { $label }

## समीक्षामा एक पक्षका चालहरू, गुणअनुसार गनिएका

review-count-best = { $count } उत्तम चाल
review-count-good = { $count } राम्रो चाल
review-count-inaccuracy = { $count } अशुद्धि
review-count-mistake = { $count } गल्ती
review-count-blunder = { $count } ठूलो गल्ती
review-summary = { $side }: { $counts }
review-summary-none = { $side }: कुनै चाल छैन

## A game shared as text (Share: the game as text)
share-heading = { $game } ({ $origin }): { $first } विरुद्ध { $second }
share-no-moves = अहिलेसम्म कुनै चाल छैन।
share-position = स्थिति: { $position }
