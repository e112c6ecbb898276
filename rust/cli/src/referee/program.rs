//! An engine program as the referee runs it: started through `sh -c` in a
//! process group of its own, its output read line by line on a reader
//! thread (so every read can time out), its input written on a writer
//! thread (so a program that stops reading cannot block the referee), and
//! the whole group killed when it is dropped, on every path, with every
//! process it started, even one that left the group ([`super::reaper`]).

use super::reaper;
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
            // SAFETY: between fork and exec the closure only makes
            // async-signal-safe calls (prctl, sigprocmask).
            unsafe {
                shell.pre_exec(|| {
                    reaper::become_subreaper();
                    cleanup::unblock_signals();
                    Ok(())
                });
            }
        }
        // Started and registered under the lock, so that no sweep for
        // orphans takes it for one.
        let guard = cleanup::lock();
        let mut child = shell
            .spawn()
            .map_err(|e| format!("cannot start {command:?}: {e}"))?;
        let stdout = child.stdout.take();
        let stdin = child.stdin.take();
        let stderr = child.stderr.take();
        let group = cleanup::register(child.id());
        drop(guard);
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
        let _guard = cleanup::lock();
        #[cfg(unix)]
        if let Ok(pid) = i32::try_from(self.child.id()) {
            // Everything it started, then the group: the shell's, the
            // program and the children that stayed in it.
            reaper::kill_descendants(pid);
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
        // What outlived its parents came to the referee: end it too.
        reaper::reap_orphans(&cleanup::running());
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

/// Prepares the referee before it starts any thread or program: it becomes
/// a subreaper (so nothing a program starts escapes to init), and its
/// interruptions (Ctrl-C, `kill`) are taken by one thread that ends every
/// program and all it started before the referee exits.
pub fn prepare() {
    reaper::become_subreaper();
    cleanup::install_once();
}

/// The process groups of the running programs, so that an interrupted
/// referee (Ctrl-C, `kill`) kills them before it exits: they run in groups
/// of their own, which the terminal's Ctrl-C does not reach.
mod cleanup {
    use super::reaper;
    use std::sync::atomic::{AtomicI32, Ordering};
    use std::sync::{Mutex, MutexGuard, Once, PoisonError};

    /// Programs running at once: two per game, with room to spare.
    const SLOTS: usize = 16;
    static GROUPS: [AtomicI32; SLOTS] = [const { AtomicI32::new(0) }; SLOTS];
    static INSTALL: Once = Once::new();
    /// Held while a program starts or is killed: a sweep for orphans never
    /// sees a program started but not yet registered.
    static LOCK: Mutex<()> = Mutex::new(());

    pub fn lock() -> MutexGuard<'static, ()> {
        LOCK.lock().unwrap_or_else(PoisonError::into_inner)
    }

    pub fn install_once() {
        INSTALL.call_once(install);
    }

    /// Remembers the group led by `pid`; its slot, if one was free.
    pub fn register(pid: u32) -> Option<usize> {
        install_once();
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

    /// The programs registered and not yet killed.
    pub fn running() -> Vec<i32> {
        GROUPS
            .iter()
            .map(|g| g.load(Ordering::SeqCst))
            .filter(|&pid| pid > 0)
            .collect()
    }

    /// The signals that interrupt the referee.
    #[cfg(unix)]
    fn signals() -> libc::sigset_t {
        // SAFETY: sigemptyset and sigaddset initialise and fill a local set.
        unsafe {
            let mut set: libc::sigset_t = std::mem::zeroed();
            libc::sigemptyset(&mut set);
            for signal in [libc::SIGINT, libc::SIGTERM, libc::SIGHUP] {
                libc::sigaddset(&mut set, signal);
            }
            set
        }
    }

    /// Blocks the interrupting signals in this thread and every thread it
    /// starts after, and starts the one thread that waits for them.
    #[cfg(unix)]
    fn install() {
        let set = signals();
        // SAFETY: pthread_sigmask changes this thread's mask only.
        unsafe {
            libc::pthread_sigmask(libc::SIG_BLOCK, &set, std::ptr::null_mut());
        }
        let started = std::thread::Builder::new()
            .name("referee-signals".into())
            .spawn(move || {
                let mut signal = 0;
                // SAFETY: sigwait on the set blocked above.
                if unsafe { libc::sigwait(&set, &mut signal) } != 0 {
                    return;
                }
                let _guard = lock();
                for pid in running() {
                    reaper::kill_descendants(pid);
                    // SAFETY: a negative pid names the program's group.
                    unsafe {
                        libc::kill(-pid, libc::SIGKILL);
                    }
                }
                reaper::reap_orphans(&[]);
                std::process::exit(128 + signal);
            });
        if started.is_err() {
            // No thread to take them: let the signals end the referee as
            // before rather than be ignored.
            unblock_signals();
        }
    }

    #[cfg(not(unix))]
    fn install() {}

    /// Unblocks the interrupting signals (in a program, before it starts:
    /// it would inherit the referee's mask). Async-signal-safe.
    pub fn unblock_signals() {
        #[cfg(unix)]
        {
            let set = signals();
            // SAFETY: sigprocmask is async-signal-safe; it changes the
            // calling thread's (the forked child's) mask.
            unsafe {
                libc::sigprocmask(libc::SIG_UNBLOCK, &set, std::ptr::null_mut());
            }
        }
    }
}
