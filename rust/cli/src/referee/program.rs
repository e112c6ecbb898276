//! An engine program as the referee runs it: started through `sh -c` in a
//! process group of its own, its output read line by line on a reader
//! thread (so every read can time out), its input written on a writer
//! thread (so a program that stops reading cannot block the referee), and
//! the whole group killed when it is dropped, on every path.

use boardlore_core::engine_protocol::{read_line, Line};
use std::collections::VecDeque;
use std::io::{BufReader, Read, Write};
use std::process::{Child, ChildStdin, Command, ExitStatus, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender, SyncSender};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

/// How much of a program's standard error is kept, to explain a crash.
const STDERR_TAIL_BYTES: usize = 2048;

/// What a program said, as the reader thread passes it on.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Said {
    /// A line (or a line that was too long or not text).
    Line(Line),
    /// Its output is closed (end of file, or a read error).
    Closed,
}

/// A running engine program.
pub struct Program {
    child: Child,
    /// Its slot in the registry of groups to kill if the referee is interrupted.
    group: Option<usize>,
    /// Whether it was killed (never twice: its pid may be reused after).
    killed: bool,
    to_program: Option<Sender<String>>,
    stderr_tail: Arc<Mutex<VecDeque<u8>>>,
}

impl Program {
    /// Starts `sh -c "<command> <extra>"`; every line it writes goes to
    /// `events` tagged with `seat`.
    pub fn start(
        command: &str,
        extra: &str,
        seat: usize,
        events: SyncSender<(usize, Said)>,
    ) -> Result<Program, String> {
        let mut shell = Command::new("sh");
        shell
            .arg("-c")
            .arg(format!("{command} {extra}"))
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        #[cfg(unix)]
        {
            use std::os::unix::process::CommandExt;
            shell.process_group(0);
        }
        let mut child = shell
            .spawn()
            .map_err(|e| format!("cannot start {command:?}: {e}"))?;
        let stdout = child.stdout.take();
        let stdin = child.stdin.take();
        let stderr = child.stderr.take();
        let group = cleanup::register(child.id());
        let mut program = Program {
            child,
            group,
            killed: false,
            to_program: None,
            stderr_tail: Arc::new(Mutex::new(VecDeque::new())),
        };
        let (Some(stdout), Some(stdin), Some(stderr)) = (stdout, stdin, stderr) else {
            return Err(format!("cannot connect to {command:?}"));
        };
        thread::Builder::new()
            .name(format!("referee-read-{seat}"))
            .spawn(move || {
                let mut reader = BufReader::new(stdout);
                loop {
                    let said = match read_line(&mut reader) {
                        Ok(Some(line)) => Said::Line(line),
                        Ok(None) | Err(_) => Said::Closed,
                    };
                    let closed = said == Said::Closed;
                    if events.send((seat, said)).is_err() || closed {
                        return;
                    }
                }
            })
            .map_err(|e| format!("cannot start a reader thread: {e}"))?;
        let (sender, lines) = mpsc::channel::<String>();
        thread::Builder::new()
            .name(format!("referee-write-{seat}"))
            .spawn(move || write_lines(stdin, lines))
            .map_err(|e| format!("cannot start a writer thread: {e}"))?;
        program.to_program = Some(sender);
        let tail = Arc::clone(&program.stderr_tail);
        thread::Builder::new()
            .name(format!("referee-stderr-{seat}"))
            .spawn(move || keep_tail(stderr, &tail))
            .map_err(|e| format!("cannot start a reader thread: {e}"))?;
        Ok(program)
    }

    /// Sends `line` to the program. Never blocks: a program that does not
    /// read only fills its own pipe, and a closed one shows as `Closed`.
    pub fn send(&self, line: &str) {
        if let Some(sender) = &self.to_program {
            let _ = sender.send(format!("{line}\n"));
        }
    }

    /// The program's exit status, waiting for it at most `wait`.
    pub fn exit_status(&mut self, wait: Duration) -> Option<ExitStatus> {
        let deadline = Instant::now() + wait;
        loop {
            match self.child.try_wait() {
                Ok(Some(status)) => return Some(status),
                Ok(None) if Instant::now() < deadline => thread::sleep(Duration::from_millis(10)),
                _ => return None,
            }
        }
    }

    /// The last line the program wrote on its standard error, if any.
    pub fn last_stderr_line(&self) -> Option<String> {
        let tail = self.stderr_tail.lock().ok()?;
        let bytes: Vec<u8> = tail.iter().copied().collect();
        let text = String::from_utf8_lossy(&bytes);
        text.lines()
            .map(str::trim)
            .rfind(|line| !line.is_empty())
            .map(|line| line.chars().take(200).collect())
    }

    /// Ends the program and everything it started.
    pub fn kill(&mut self) {
        if self.killed {
            return;
        }
        self.killed = true;
        self.to_program = None;
        #[cfg(unix)]
        if let Ok(pid) = i32::try_from(self.child.id()) {
            // The group is the shell's: the program and its children.
            // SAFETY: kill(2) with a negative pid signals that process group.
            unsafe {
                libc::kill(-pid, libc::SIGKILL);
            }
        }
        let _ = self.child.kill();
        // Forgotten before it is reaped, while its pid cannot be reused.
        if let Some(slot) = self.group.take() {
            cleanup::forget(slot);
        }
        let _ = self.child.wait();
    }
}

impl Drop for Program {
    fn drop(&mut self) {
        self.kill();
    }
}

fn write_lines(mut stdin: ChildStdin, lines: Receiver<String>) {
    for line in lines {
        if stdin
            .write_all(line.as_bytes())
            .and_then(|()| stdin.flush())
            .is_err()
        {
            return;
        }
    }
}

fn keep_tail(mut stderr: impl Read, tail: &Mutex<VecDeque<u8>>) {
    let mut buffer = [0u8; 1024];
    while let Ok(n) = stderr.read(&mut buffer) {
        if n == 0 {
            return;
        }
        let Ok(mut tail) = tail.lock() else { return };
        tail.extend(&buffer[..n]);
        while tail.len() > STDERR_TAIL_BYTES {
            tail.pop_front();
        }
    }
}

/// Waits for the next thing said by either program, until `deadline`.
/// `None` when the deadline passed first.
pub fn next_event(events: &Receiver<(usize, Said)>, deadline: Instant) -> Option<(usize, Said)> {
    let wait = deadline.saturating_duration_since(Instant::now());
    match events.recv_timeout(wait) {
        Ok(event) => Some(event),
        Err(RecvTimeoutError::Timeout) => None,
        // Both reader threads are gone: both programs have closed their
        // output, and that was reported already.
        Err(RecvTimeoutError::Disconnected) => None,
    }
}

/// The process groups of the running programs, so that an interrupted
/// referee (Ctrl-C, `kill`) kills them before it exits: they run in groups
/// of their own, which the terminal's Ctrl-C does not reach.
mod cleanup {
    use std::sync::atomic::{AtomicI32, Ordering};
    use std::sync::Once;

    /// Programs running at once: two per game, with room to spare.
    const SLOTS: usize = 16;
    static GROUPS: [AtomicI32; SLOTS] = [const { AtomicI32::new(0) }; SLOTS];
    static INSTALL: Once = Once::new();

    /// Remembers the group led by `pid`; its slot, if one was free.
    pub fn register(pid: u32) -> Option<usize> {
        INSTALL.call_once(install);
        let pid = i32::try_from(pid).ok()?;
        (0..SLOTS).find(|&i| {
            GROUPS[i]
                .compare_exchange(0, pid, Ordering::SeqCst, Ordering::SeqCst)
                .is_ok()
        })
    }

    /// Forgets a group that was killed.
    pub fn forget(slot: usize) {
        GROUPS[slot].store(0, Ordering::SeqCst);
    }

    #[cfg(unix)]
    fn install() {
        let handler = on_signal as extern "C" fn(libc::c_int);
        for signal in [libc::SIGINT, libc::SIGTERM, libc::SIGHUP] {
            // SAFETY: the handler only reads atomics and calls kill(2) and
            // _exit(2), which are async-signal-safe.
            unsafe {
                libc::signal(signal, handler as libc::sighandler_t);
            }
        }
    }

    #[cfg(not(unix))]
    fn install() {}

    #[cfg(unix)]
    extern "C" fn on_signal(signal: libc::c_int) {
        for group in &GROUPS {
            let pid = group.load(Ordering::SeqCst);
            if pid > 0 {
                // SAFETY: async-signal-safe; a negative pid names the group.
                unsafe {
                    libc::kill(-pid, libc::SIGKILL);
                }
            }
        }
        // SAFETY: _exit is async-signal-safe and ends the referee at once.
        unsafe { libc::_exit(128 + signal) }
    }
}
