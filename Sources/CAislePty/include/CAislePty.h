// A child process on a new pseudo-terminal, for `aisle serve`: everything between fork and
// exec has to be async-signal-safe, so it is C, called once per session from ShopServer.
#ifndef AISLE_CAISLEPTY_H
#define AISLE_CAISLEPTY_H
#include <sys/types.h>

/// Opens a pseudo-terminal of `rows` x `columns`, forks, and in the child makes a new session
/// (`setsid`), takes the terminal as its controlling terminal (`TIOCSCTTY`), puts it on fds
/// 0-2, closes every other descriptor, resets signal dispositions and the mask (SIGTSTP and
/// SIGPIPE: see `ignore_stop`) and executes `path` with `argv` and `envp` (NULL-terminated).
/// When `ignore_stop` is non-zero SIGTSTP, SIGTTIN and SIGTTOU are ignored in the child, so
/// Ctrl-Z stops nothing (there is no shell to return to). On success returns the child's pid
/// and stores the master descriptor (close-on-exec, blocking) in `*master` and a process
/// descriptor for the child (`pidfd_open`, Linux 5.4 or later) in `*pidfd`; on failure returns
/// -1 with errno set and nothing left open. A child whose exec fails exits with status 127.
/// When `memory_limit` is non-zero the child's address space is limited to that many bytes
/// (`RLIMIT_AS`, soft and hard) before exec, so a runaway session fails its own allocations
/// and dies alone instead of taking the server's memory.
pid_t aisle_pty_spawn(const char *path, char *const argv[], char *const envp[],
                      unsigned short rows, unsigned short columns, int ignore_stop,
                      unsigned long long memory_limit, int *master, int *pidfd);

/// A process descriptor for `pid` (close-on-exec): it names that process and no other, even
/// after the pid is reused. Returns the descriptor, or -1 with errno set.
int aisle_pidfd_open(pid_t pid);

/// Sends `signo` to the process `pidfd` names. Returns 0, or -1 with errno set (ESRCH once it
/// has been reaped).
int aisle_pidfd_signal(int pidfd, int signo);

/// Collects the exit of the process `pidfd` names without waiting: 1 with its `waitpid`-style
/// status in `*status`, 0 while it runs, -1 with errno set.
int aisle_pidfd_reap(int pidfd, int *status);

/// Sets the window size of the terminal behind `master` (the kernel sends SIGWINCH to its
/// foreground process group). Returns 0, or -1 with errno set.
int aisle_pty_resize(int master, unsigned short rows, unsigned short columns);

/// Forks and, in the child, makes a process group of its own (so a time limit can stop all of
/// it), puts `input` on fd 0, /dev/null on fd 1 and `errors` on fd 2, closes every other
/// descriptor, resets signal dispositions and the mask, and executes `path` with `argv` and
/// `envp` (NULL-terminated): `aisle serve --on-order`'s command. Returns the child's pid (also
/// its process group), or -1 with errno set. A child whose exec fails exits with status 127.
pid_t aisle_hook_spawn(const char *path, char *const argv[], char *const envp[], int input,
                       int errors);
#endif
