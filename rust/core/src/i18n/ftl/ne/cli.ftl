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
cli-history-folder = { $file } डाटाबेस फाइल होइन, फोल्डर हो।
cli-history-added = खेल { $id } थपियो।
cli-history-page = { $total } सकिएका खेल; पृष्ठ { $page }

cli-review-progress = समीक्षा हुँदैछ { $done }/{ $total }

## boardlore themes
board-theme-wood = काठ
board-theme-dark = अँध्यारो
board-theme-contrast = उच्च कन्ट्रास्ट
cli-themes-heading = { $name } ({ $id })
cli-themes-heading-dark = { $name } ({ $id }), अँध्यारो रूप
cli-themes-labels = पृष्ठभूमिमा लेबल: कन्ट्रास्ट { $ratio }:1, कम्तीमा { $need } चाहिन्छ।
cli-themes-lines = पृष्ठभूमिमा रेखा: कन्ट्रास्ट { $ratio }:1, कम्तीमा { $need } चाहिन्छ।
cli-themes-check = { $pair }: सबैभन्दा सानो ΔE { $delta } ({ $vision }), कम्तीमा { $need } चाहिन्छ: { $verdict }। कालो-सेतोमा: ΔE { $grey }।
cli-themes-pass = ठीक
cli-themes-fail = असफल
cli-themes-on = { $ground }मा { $mark }
cli-themes-versus = { $first } र { $second }
cli-themes-failed = { $count } वटा जाँच असफल भए।
board-mark-selected = छानिएको गोटीको घेरा
board-mark-target = नियमअनुसारका चालका थोप्ला
board-mark-hint = सङ्केतको घेरा
board-mark-last-move = अन्तिम चालको रङ
board-mark-captured = खाइएको गोटीको रङ
board-ground-light = उज्यालो कोठा
board-ground-dark = अँध्यारो कोठा
board-ground-plain = सादा कोठा
board-ground-background = पृष्ठभूमि
vision-typical = सामान्य दृष्टि
vision-protan = प्रोटानोपिया
vision-deutan = ड्युटेरानोपिया

## boardlore puzzles
cli-puzzles-summary = { $count } पहेली; विषय: { $themes }; कठिनाइ: { $levels }
cli-puzzles-unknown-game = "{ $game }" खेलका लागि कुनै पहेली छैन।
cli-puzzles-unknown-puzzle = "{ $id }" नामको पहेली छैन: `boardlore puzzles list खेल` ले सबै देखाउँछ।
cli-puzzle-correct = सही { $reply }: { $message }
cli-puzzle-solved = हल भयो: { $message }
cli-puzzle-wrong = गलत: { $message }
cli-puzzle-refused = अस्वीकार: { $message }
cli-puzzles-level-count = { $level }: { $count }

## Errors every command may say
cli-unknown-game = { $error }; खेलहरू: { $games }
cli-unknown-lang = अज्ञात भाषा "{ $code }"; भाषाहरू: { $languages }
cli-file-missing = { $file } छैन।
cli-file-denied = { $file } पढ्न अनुमति छैन।
cli-file-folder = { $file } फाइल होइन, फोल्डर हो।
cli-file-too-large = { $file } { $limit } को सीमाभन्दा ठूलो छ।
cli-file-not-text = { $file } UTF-8 पाठ होइन।
cli-file-unreadable = { $file } पढ्न सकिएन।
cli-file-not-writable = { $file } मा लेख्न सकिँदैन।

## boardlore render
cli-render-no-piece = { $game }मा { $letter } गोटी छैन; गोटीहरू: { $letters }
cli-render-size = आकार { $size } सीमाबाहिर छ: { $least } देखि { $most } सम्म
cli-render-unknown-theme = अज्ञात रूप { $theme }; रूपहरू: { $themes }

## A computer player (play --level, arena, engine)
cli-player-not-a-level = { $text } तह (easy, medium, hard, expert) वा key=value जोडी होइन
cli-player-not-a-number = { $pair }: सङ्ख्या होइन
cli-player-unknown-key = अज्ञात खेलाडी कुञ्जी { $key } (level, nodes, depth, ms, seed)
cli-player-no-limit = { $text } ले कुनै सीमा तोक्दैन: nodes, depth वा ms दिनुहोस्
