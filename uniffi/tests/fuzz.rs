//! Drives the API with random calls and garbage input and checks that no
//! call panics and the match stays consistent. (A panic fails the test.)

use boardlore::{game, games, BoardloreError, GameMatch, Lang, OptionSetting, Side};
use std::sync::Arc;

struct Rng(u64);

impl Rng {
    fn next_u64(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n.max(1) as u64) as usize
    }

    fn chance(&mut self, percent: u64) -> bool {
        self.next_u64() % 100 < percent
    }
}

const WORDS: &[&str] = &[
    "",
    " ",
    "pass",
    "PASS",
    "a1",
    "A-1",
    "a1-b2",
    "a1xc3",
    "c3xe5xc7",
    "a-1 b-2",
    "z9",
    "a0",
    "a-",
    "--",
    "x",
    "a1x",
    "1a",
    "é1",
    "\u{0}",
    "a1-a1",
    "b2 b2 b2",
    "🐅",
    "a99999999999999999999",
    "{}",
    "[]",
    "null",
    "true",
    "-1",
    "9223372036854775808",
    "a1,b2",
    "\n",
    "\t a1 \t",
    "ä",
    "\u{202e}c3",
    "a1-b2-c3-d4-e5-f6-g7-h8-i9",
];

fn garbage(rng: &mut Rng) -> String {
    match rng.below(4) {
        0 => WORDS[rng.below(WORDS.len())].to_string(),
        1 => (0..rng.below(24))
            .map(|_| char::from(rng.below(95) as u8 + 32))
            .collect(),
        2 => (0..rng.below(12))
            .map(|_| char::from_u32(rng.next_u64() as u32 % 0x11_0000).unwrap_or('\u{fffd}'))
            .collect(),
        _ => {
            let a = WORDS[rng.below(WORDS.len())];
            let b = WORDS[rng.below(WORDS.len())];
            format!("{a}{b}")
        }
    }
}

fn mutate(rng: &mut Rng, text: &str) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    for _ in 0..=rng.below(4) {
        if chars.is_empty() {
            break;
        }
        let at = rng.below(chars.len());
        match rng.below(4) {
            0 => {
                chars.remove(at);
            }
            1 => chars.insert(at, char::from(rng.below(95) as u8 + 32)),
            2 => chars[at] = char::from(rng.below(95) as u8 + 32),
            _ => chars.truncate(at),
        }
    }
    chars.into_iter().collect()
}

fn random_options(rng: &mut Rng, id: &str) -> Vec<OptionSetting> {
    let Ok(description) = game(id.to_string(), Lang::En) else {
        return Vec::new();
    };
    let mut settings = Vec::new();
    for option in &description.options {
        if rng.chance(40) {
            let value = if rng.chance(70) && !option.values.is_empty() {
                option.values[rng.below(option.values.len())].clone()
            } else {
                garbage(rng)
            };
            settings.push(OptionSetting {
                key: option.key.clone(),
                value,
            });
        }
    }
    if rng.chance(10) {
        settings.push(OptionSetting {
            key: garbage(rng),
            value: garbage(rng),
        });
    }
    settings
}

fn check_consistent(m: &GameMatch) {
    let status = m.status();
    let board = m.board();
    let geometry = m.geometry();
    assert_eq!(board.squares.len(), geometry.points.len());
    assert_eq!(status.is_over, board.is_over);
    assert_eq!(status.is_over, status.outcome.is_some());
    if status.is_over {
        assert!(m.legal_moves().is_empty());
    }
    assert_eq!(m.history().len() as u32, status.ply);
    for &s in board.selection.iter().chain(&board.targets) {
        assert!((s as usize) < board.squares.len());
    }
}

#[test]
fn random_calls_and_garbage_never_panic() {
    let ids: Vec<String> = games(Lang::En).into_iter().map(|g| g.id).collect();
    let mut rng = Rng(0xB0A2_D10E);
    let mut errors = 0usize;
    let mut calls = 0usize;
    for round in 0..100 {
        let id = if ids.is_empty() || rng.chance(5) {
            garbage(&mut rng)
        } else {
            ids[rng.below(ids.len())].clone()
        };
        let options = random_options(&mut rng, &id);
        let m: Arc<GameMatch> = match GameMatch::new(id.clone(), options) {
            Ok(m) => m,
            Err(_) => {
                errors += 1;
                // Garbage ids and options fail cleanly; try the plain game.
                match GameMatch::new(id.clone(), vec![]) {
                    Ok(m) => m,
                    Err(BoardloreError::UnknownGame(_)) => continue,
                    Err(e) => panic!("{id}: {e}"),
                }
            }
        };
        let square_count = m.board().squares.len() as u32;
        for _ in 0..150 {
            calls += 1;
            let result: Result<(), BoardloreError> = match rng.below(18) {
                0..=3 => {
                    let square = if rng.chance(90) {
                        rng.below(square_count as usize) as u32
                    } else {
                        rng.next_u64() as u32
                    };
                    m.tap(square).map(drop)
                }
                4 => {
                    let moves = m.legal_moves();
                    if moves.is_empty() {
                        m.play(garbage(&mut rng)).map(drop)
                    } else {
                        let notation = moves[rng.below(moves.len())].notation.clone();
                        let text = if rng.chance(30) {
                            mutate(&mut rng, &notation)
                        } else {
                            notation
                        };
                        m.play(text).map(drop)
                    }
                }
                5 => m.play(garbage(&mut rng)).map(drop),
                6 => m.drag_began(rng.below(100) as u32).map(drop),
                7 => m
                    .drag_ended(rng.chance(80).then(|| rng.below(100) as u32))
                    .map(drop),
                8 => m.play("pass".into()).map(drop),
                9 => m.finish().map(drop),
                10 => m.resign(if rng.chance(50) {
                    Side::First
                } else {
                    Side::Second
                }),
                11 => {
                    let save = m.save();
                    let text = match rng.below(3) {
                        0 => save,
                        1 => mutate(&mut rng, &save),
                        _ => garbage(&mut rng),
                    };
                    GameMatch::restore(text).map(|r| check_consistent(&r))
                }
                12 => {
                    let position = m.position();
                    let text = if rng.chance(50) {
                        mutate(&mut rng, &position)
                    } else {
                        garbage(&mut rng)
                    };
                    GameMatch::from_position(m.game_id(), vec![], text)
                        .map(|r| check_consistent(&r))
                }
                13 => GameMatch::new(m.game_id(), random_options(&mut rng, &m.game_id())).map(drop),
                14 => {
                    m.clear_selection();
                    Ok(())
                }
                _ => {
                    let _ = (m.history(), m.legal_moves(), m.board(), m.turns());
                    Ok(())
                }
            };
            if result.is_err() {
                errors += 1;
            }
            check_consistent(&m);
        }
        // The round's save restores to the same position.
        let restored =
            GameMatch::restore(m.save()).unwrap_or_else(|e| panic!("round {round}: {e}"));
        assert_eq!(restored.position(), m.position());
    }
    // Garbage that is not tied to a game still fails cleanly.
    for _ in 0..200 {
        let text = garbage(&mut rng);
        assert!(GameMatch::restore(text.clone()).is_err() || text.contains("boardlore"));
        assert!(game(text.clone(), Lang::En).is_err() || ids.contains(&text));
    }
    eprintln!("{calls} calls, {errors} refused cleanly");
}
