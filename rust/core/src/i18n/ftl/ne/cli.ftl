## boardlore games

cli-games-sides = पक्ष: पहिले { $first }, त्यसपछि { $second }
cli-games-option-kind = { $values }, पूर्वनिर्धारित { $default }

## boardlore play

cli-play-banner = { $game } — आदेशहरूका लागि `help` टाइप गर्नुहोस्।
cli-play-help =
    कुनै पनि सङ्केतमा चाल लेख्नुहोस् (c3, a1-b2, a1xc3, A-1 B-2), वा आदेश:
      moves          वैध चालहरूको सूची
      history        चलिएका चाल, चरणअनुसार
      hint           कम्प्युटरसँग चाल सोध्नुहोस्
      undo, redo     चाल फिर्ता / फेरि (कम्प्युटरसँग: तपाईंको पूरा पालो र उसको जवाफ)
      resign         हार मान्नुहोस् (कम्प्युटरसँग: तपाईंको पक्ष)
      new            सुरुको स्थितिबाट फेरि सुरु गर्नुहोस्
      save <file>    खेल JSON मा सुरक्षित गर्नुहोस्
      load <file>    सुरक्षित खेल खोल्नुहोस्
      fen            स्थिति-स्ट्रिङ देखाउनुहोस्
      help           यो पाठ
      quit           बाहिरिनुहोस्
cli-play-game-over = खेल सकियो। `new`, `undo`, `save <file>`, `load <file>` वा `quit`।
cli-play-computer-plays = कम्प्युटरको चाल { $move }{ $numbers }
cli-play-hint = सङ्केत: { $move }{ $numbers }
cli-play-legal = { $count } वैध चाल: { $moves }
cli-play-undone = फिर्ता: { $moves }
cli-play-replayed = फेरि चलियो: { $moves }
cli-play-played = चलियो: { $move }
cli-play-resigned = { $side }ले हार मान्यो।
cli-play-new-game = नयाँ खेल।
cli-play-saved = { $file } मा सुरक्षित गरियो
cli-play-save-failed = { $file } मा सुरक्षित गर्न सकिएन: { $error }
cli-play-loaded = { $file } बाट खोलियो
cli-play-load-failed = { $file } खोल्न सकिएन: { $error }

## Input lines of `play` and `learn`

cli-input-not-text = यो पङ्क्ति UTF-8 पाठ होइन; यसलाई बेवास्ता गरियो।
cli-input-too-long = यो पङ्क्ति { $size } को छ; सीमा { $limit } हो। यसलाई बेवास्ता गरियो।

## boardlore history

cli-history-salvaged = { $file } बिग्रेको थियो: पढ्न सकिने सबै खेल नयाँ भण्डारमा राखिए, र बिग्रेको फाइल { $aside } को रूपमा राखियो। जोगाइएका सकिएका खेल: { $saved }; हराएका: { $lost }।
cli-history-unreadable = खेल { $id } पढ्न सकिँदैन; यो सूचीमा छैन।
cli-history-read-only = { $file } मा लेख्न सकिँदैन: यसलाई सूचीमा मात्र देखाइन्छ।

cli-review-progress = समीक्षा हुँदैछ { $done }/{ $total }
