### The apps' own words (buttons, menus, settings, dialogs).

app-home-subtitle = पाँच परम्परागत बोर्ड खेल

app-home-continue = जारी राख्नुहोस्

app-home-new-game = नयाँ खेल

app-home-rules = नियम

app-home-learn = खेल्न सिक्नुहोस्

app-learn-title = { $game } सिक्नुहोस्

app-learn-lesson = पाठ

app-learn-lesson-progress = { $steps } मध्ये { $passed } चरण पार

app-learn-puzzles = पहेलीहरू

app-learn-rating = मूल्याङ्कन { $rating } · { $total } मध्ये { $solved } हल

app-learn-next-puzzle = अर्को पहेली

app-learn-solved-mark = ✓ { $puzzle }

app-learn-hint = सङ्केत

app-learn-show-solution = समाधान देखाउनुहोस्

app-learn-retry = फेरि प्रयास

app-learn-next = अर्को

app-home-loading = खेलहरू खुल्दैछन्…

app-action-settings = सेटिङ

app-preview-description = { $game } को बोर्ड

app-new-game-title = { $game } को नयाँ खेल

app-opponent-label = प्रतिद्वन्द्वी

app-opponent-computer = कम्प्युटरसँग

app-opponent-two-players = यही उपकरणमा दुई खेलाडी

app-side-label = तपाईंको पक्ष

app-level-label = स्तर

app-variant-label = खेल्ने तरिका

app-start-game = खेल सुरु गर्नुहोस्

app-bad-options = यी विकल्पहरूसँग खेल्न मिल्दैन: { $why }

app-action-undo = फिर्ता

app-action-redo = फेरि

app-action-flip = बोर्ड घुमाउनुहोस्

app-action-resign = हार स्वीकार

app-action-pass = पास

app-action-finish = चाल यहीँ सक्नुहोस्

app-action-play-again = फेरि खेल्नुहोस्

app-action-home = गृहपृष्ठ

app-thinking = सोच्दैछ…

app-moves-title = चालहरू

app-no-moves-yet = अहिलेसम्म कुनै चाल छैन

app-game-over-title = खेल सकियो

app-resign-confirm = यो खेलमा हार स्वीकार गर्ने?

app-confirm-cancel = रद्द गर्नुहोस्

app-corrupt-save = { $game } को सुरक्षित खेल पढ्न सकिएन, त्यसैले नयाँ खेल सुरु भयो। बिग्रिएको फाइल { $file } नाममा राखिएको छ।

app-store-moved-aside = सुरक्षित गरिएका खेलहरू पढ्न सकिएन, त्यसैले नयाँ भण्डार सुरु गरियो। बिग्रिएको फाइल { $file } नाममा राखिएको छ।

app-engine-error = केही गडबड भयो: { $why }

app-rules-title = { $game } का नियम

app-setting-sound = आवाज

app-setting-haptics = कम्पन

app-setting-coordinates = निर्देशाङ्क देखाउनुहोस्

app-setting-animation = चालको एनिमेसन

app-animation-off = बन्द

app-animation-fast = छिटो

app-animation-normal = सामान्य

app-animation-slow = ढिलो

app-setting-theme = थिम

app-theme-system = प्रणाली

app-theme-light = उज्यालो

app-theme-dark = { board-theme-dark }

app-setting-default-level = कम्प्युटरको पूर्वनिर्धारित स्तर

app-action-back = पछाडि

app-setting-legal-moves = सम्भावित चालहरू देखाउनुहोस्

app-setting-board-theme = बोर्ड

app-board-theme-auto = स्वचालित

app-board-theme-wood = { board-theme-wood }

app-board-theme-contrast = { board-theme-contrast }

app-action-share = साझा गर्नुहोस्

app-share-board-image = बोर्डको तस्बिर

app-share-game-text = खेल पाठको रूपमा

app-action-history = इतिहास

app-history-statistics = तथ्याङ्क

app-history-games = सकिएका खेलहरू

app-history-empty = अहिलेसम्म कुनै खेल सकिएको छैन।

app-history-review = समीक्षा

app-history-delete = मेटाउनुहोस्

app-history-delete-confirm = { $game } को यो खेल ({ $date }) मेटाउने?

app-history-more = थप खेलहरू

app-history-reviewing = समीक्षा हुँदैछ… { $total } मध्ये { $done }

app-review-back-to-game = खेलमा फर्कनुहोस्

app-review-first = { browse-start }

app-review-previous = अघिल्लो चाल

app-review-next = अर्को चाल

app-review-last = अन्तिम स्थिति

app-review-failed = समीक्षा रोकियो: { $why }

app- = { $option }: { $value }

app-appearance = रूप

app-computer = कम्प्युटर

app-continue = { $game } जारी राख्नुहोस्

app-coordinates = निर्देशाङ्क

app-default-level = पूर्वनिर्धारित स्तर

app-done = भयो

app-end-move = चाल सक्नुहोस्

app-feedback = प्रतिक्रिया

app-haptics = कम्पन

app-mode = खेल्ने तरिका

app-more = थप

app-ok = ठीक छ

app-players = खेलाडी

app-resume = फेरि सुरु गर्नुहोस्

app-saved-game = सुरक्षित खेल

app-something-went-wrong-in-the-engine-the-game-is-kept-as-it-was = इन्जिनमा केही गडबड भयो। खेल जस्ताको तस्तै राखिएको छ।

app-start = सुरु गर्नुहोस्

app-the-damaged-file-could-not-be-kept = बिग्रिएको फाइल राख्न सकिएन।

app-the-damaged-file-was-kept-as = बिग्रिएको फाइल { $file } नाममा राखिएको छ।

app-two-players = दुई खेलाडी

app-board-theme = बोर्डको रूप

app-share-board = बोर्ड साझा गर्नुहोस्

app-share-game = खेल साझा गर्नुहोस्

app-learn = सिक्नुहोस्

app-puzzles-rating-of-solved = पहेलीहरू · मूल्याङ्कन { $rating } · { $total } मध्ये { $solved } हल

app-level = तह { $level }

app-the-saved-games-could-not-be-read = सुरक्षित गरिएका खेलहरू पढ्न सकिएन। { $why }

app-reviewing = समीक्षा हुँदैछ…

app-delete-this-game = यो खेल मेटाउने?
