//! What the command line's integration tests share: running the built
//! `boardlore`. A test file says `mod common;` and calls these; each uses
//! a part, hence `dead_code` allowed.
#![allow(dead_code)]

use std::io::Write;
use std::process::{Command, Output, Stdio};

/// The built binary, for tests that name it in a command line of their own
/// (the referee runs engines from their command lines).
pub const BIN: &str = env!("CARGO_BIN_EXE_boardlore");

/// `boardlore ARGS`, speaking English whatever the machine's locale
/// (`LC_ALL` and `LC_MESSAGES` cleared, `LANG=C.UTF-8`); a test that wants
/// another language sets it on the command or passes `--lang`.
pub fn command(args: &[&str]) -> Command {
    let mut command = Command::new(BIN);
    command
        .args(args)
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", "C.UTF-8");
    command
}

/// Runs `boardlore ARGS` with `env` set (over the English of [`command`])
/// and `input` on its stdin, closed after; waits for it to end.
pub fn run_with(args: &[&str], env: &[(&str, &str)], input: &str) -> Output {
    let mut command = command(args);
    command
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    for (name, value) in env {
        command.env(name, value);
    }
    let mut child = command.spawn().expect("boardlore starts");
    // A program that ends before reading all its input is judged by its
    // output, not by the broken pipe.
    let _ = child.stdin.take().unwrap().write_all(input.as_bytes());
    child.wait_with_output().expect("boardlore ends")
}

/// Runs `boardlore ARGS` with `input` on its stdin.
pub fn run_input(args: &[&str], input: &str) -> Output {
    run_with(args, &[], input)
}

/// Runs `boardlore ARGS` with nothing on its stdin.
pub fn run(args: &[&str]) -> Output {
    run_with(args, &[], "")
}

/// Bytes a run printed, as text.
pub fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// What a run printed on stdout.
pub fn stdout(output: &Output) -> String {
    text(&output.stdout)
}

/// What a run printed on stderr.
pub fn stderr(output: &Output) -> String {
    text(&output.stderr)
}
