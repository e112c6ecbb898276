//! Ending every process a program started, even one that left its process
//! group (`setsid sleep 120 &`): on Linux each program runs as a child
//! subreaper, so whatever it starts stays in its tree of processes, even
//! when a parent in between exits; the referee is a subreaper too, so a
//! program's descendants that outlive it come to the referee. Killing a
//! program kills its whole tree, then every such orphan.

/// The processes running now: `(pid, parent pid, state)`, read from `/proc`.
#[cfg(target_os = "linux")]
fn processes() -> Vec<(i32, i32, char)> {
    let Ok(entries) = std::fs::read_dir("/proc") else {
        return Vec::new();
    };
    entries
        .flatten()
        .filter_map(|entry| {
            let pid: i32 = entry.file_name().to_str()?.parse().ok()?;
            let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
            // `pid (name) state ppid …`: the name may hold anything but a
            // last `)`.
            let mut rest = stat.rsplit_once(')')?.1.split_whitespace();
            let state = rest.next()?.chars().next()?;
            let parent = rest.next()?.parse().ok()?;
            Some((pid, parent, state))
        })
        .collect()
}

/// Makes the calling process a child subreaper: its orphaned descendants
/// are given to it, not to init.
#[cfg(target_os = "linux")]
pub fn become_subreaper() {
    // SAFETY: prctl(2) with PR_SET_CHILD_SUBREAPER only sets a flag of the
    // calling process; it is async-signal-safe (called after fork too).
    unsafe {
        libc::prctl(libc::PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0);
    }
}

#[cfg(not(target_os = "linux"))]
pub fn become_subreaper() {}

/// Kills every live descendant of `top` (not `top` itself), again and
/// again until none is left, so that one forking meanwhile is caught too.
#[cfg(target_os = "linux")]
pub fn kill_descendants(top: i32) {
    for _ in 0..100 {
        let all = processes();
        let mut tree = vec![top];
        let mut live = Vec::new();
        let mut at = 0;
        while at < tree.len() {
            let parent = tree[at];
            for &(pid, ppid, state) in &all {
                if ppid == parent && !tree.contains(&pid) {
                    tree.push(pid);
                    if state != 'Z' && state != 'X' {
                        live.push(pid);
                    }
                }
            }
            at += 1;
        }
        if live.is_empty() {
            return;
        }
        for pid in live {
            // SAFETY: kill(2) on a pid read from /proc just now.
            unsafe {
                libc::kill(pid, libc::SIGKILL);
            }
        }
        std::thread::sleep(std::time::Duration::from_millis(2));
    }
}

#[cfg(not(target_os = "linux"))]
pub fn kill_descendants(_top: i32) {}

/// Kills and reaps the referee's children that are not in `keep` (the
/// programs still running): orphans of programs that ended, given to the
/// referee as their subreaper, and their zombies.
#[cfg(target_os = "linux")]
pub fn reap_orphans(keep: &[i32]) {
    // SAFETY: getpid(2) cannot fail.
    let me = unsafe { libc::getpid() };
    for _ in 0..100 {
        let orphans: Vec<i32> = processes()
            .into_iter()
            .filter(|&(pid, ppid, _)| ppid == me && !keep.contains(&pid))
            .map(|(pid, _, _)| pid)
            .collect();
        if orphans.is_empty() {
            return;
        }
        for pid in orphans {
            kill_descendants(pid);
            // SAFETY: the pid is our own child: it cannot be reused before
            // we reap it, which waitpid(2) does.
            unsafe {
                libc::kill(pid, libc::SIGKILL);
                libc::waitpid(pid, std::ptr::null_mut(), 0);
            }
        }
    }
}

#[cfg(not(target_os = "linux"))]
pub fn reap_orphans(_keep: &[i32]) {}
