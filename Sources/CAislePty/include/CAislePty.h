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
/// and stores the master descriptor (close-on-exec, blocking) in `*master`; on failure returns
/// -1 with errno set and nothing left open. A child whose exec fails exits with status 127.
pid_t aisle_pty_spawn(const char *path, char *const argv[], char *const envp[],
                      unsigned short rows, unsigned short columns, int ignore_stop,
                      int *master);

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
