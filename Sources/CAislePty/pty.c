// See CAislePty.h. After fork only async-signal-safe calls are made (the parent is
// multithreaded: another thread may hold malloc's lock), and errors reach the parent as the
// child's exit status 127 rather than as text.
#define _GNU_SOURCE
#include "CAislePty.h"
#include <errno.h>
#include <fcntl.h>
#include <pty.h>
#include <signal.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <sys/syscall.h>
#include <unistd.h>

static void reset_signals(int ignore_stop) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    sigemptyset(&action.sa_mask);
    for (int signo = 1; signo < NSIG; signo++) {
        if (signo == SIGKILL || signo == SIGSTOP) continue;
        int stop = signo == SIGTSTP || signo == SIGTTIN || signo == SIGTTOU;
        action.sa_handler = (stop && ignore_stop) ? SIG_IGN : SIG_DFL;
        sigaction(signo, &action, NULL);  // fails harmlessly for numbers glibc reserves
    }
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, NULL);
}

static void close_from(int lowest) {
#ifdef SYS_close_range
    if (syscall(SYS_close_range, (unsigned)lowest, ~0U, 0) == 0) return;
#endif
    long limit = sysconf(_SC_OPEN_MAX);
    if (limit < 0 || limit > 65536) limit = 65536;
    for (int fd = lowest; fd < limit; fd++) close(fd);
}

pid_t aisle_pty_spawn(const char *path, char *const argv[], char *const envp[],
                      unsigned short rows, unsigned short columns, int ignore_stop,
                      unsigned long long memory_limit, int *master, int *pidfd) {
    struct winsize size;
    memset(&size, 0, sizeof size);
    size.ws_row = rows;
    size.ws_col = columns;
    int parent_end = -1, child_end = -1;
    if (openpty(&parent_end, &child_end, NULL, NULL, &size) != 0) return -1;
    // Another session's fork must not inherit this pair.
    fcntl(parent_end, F_SETFD, FD_CLOEXEC);
    fcntl(child_end, F_SETFD, FD_CLOEXEC);
    pid_t pid = fork();
    if (pid < 0) {
        int saved = errno;
        close(parent_end);
        close(child_end);
        errno = saved;
        return -1;
    }
    if (pid == 0) {
        reset_signals(ignore_stop);
        if (setsid() < 0) _exit(127);
        if (ioctl(child_end, TIOCSCTTY, 0) < 0) _exit(127);
        if (dup2(child_end, 0) < 0 || dup2(child_end, 1) < 0 || dup2(child_end, 2) < 0) {
            _exit(127);
        }
        close_from(3);
        if (memory_limit != 0) {
            struct rlimit limit = {(rlim_t)memory_limit, (rlim_t)memory_limit};
            if (setrlimit(RLIMIT_AS, &limit) != 0) _exit(127);
        }
        execve(path, argv, envp);
        _exit(127);
    }
    close(child_end);
    // Taken before anyone could reap the child (only its pidfd ever reaps it), so it names
    // this child for sure.
    int process = aisle_pidfd_open(pid);
    if (process < 0) {
        int saved = errno;
        kill(pid, SIGKILL);
        waitpid(pid, NULL, 0);
        close(parent_end);
        errno = saved;
        return -1;
    }
    *master = parent_end;
    *pidfd = process;
    return pid;
}

int aisle_pty_resize(int master, unsigned short rows, unsigned short columns) {
    struct winsize size;
    memset(&size, 0, sizeof size);
    size.ws_row = rows;
    size.ws_col = columns;
    return ioctl(master, TIOCSWINSZ, &size);
}

pid_t aisle_hook_spawn(const char *path, char *const argv[], char *const envp[], int input,
                       int errors) {
    pid_t pid = fork();
    if (pid < 0) return -1;
    if (pid == 0) {
        reset_signals(0);
        if (setpgid(0, 0) < 0) _exit(127);
        int nothing = open("/dev/null", O_WRONLY);
        if (nothing < 0) _exit(127);
        if (dup2(input, 0) < 0 || dup2(nothing, 1) < 0 || dup2(errors, 2) < 0) _exit(127);
        close_from(3);
        execve(path, argv, envp);
        _exit(127);
    }
    // Also here, so the group exists before the parent might signal it.
    setpgid(pid, pid);
    return pid;
}

#ifndef P_PIDFD
#define P_PIDFD 3
#endif

int aisle_pidfd_open(pid_t pid) {
#ifdef SYS_pidfd_open
    return (int)syscall(SYS_pidfd_open, pid, 0);
#else
    errno = ENOSYS;
    return -1;
#endif
}

int aisle_pidfd_signal(int pidfd, int signo) {
#ifdef SYS_pidfd_send_signal
    return (int)syscall(SYS_pidfd_send_signal, pidfd, signo, NULL, 0);
#else
    errno = ENOSYS;
    return -1;
#endif
}

int aisle_pidfd_reap(int pidfd, int *status) {
    siginfo_t info;
    memset(&info, 0, sizeof info);
    if (waitid((idtype_t)P_PIDFD, (id_t)pidfd, &info, WEXITED | WNOHANG) != 0) return -1;
    if (info.si_pid == 0) return 0;
    // Back to the waitpid encoding ExitCode decodes: code << 8, or the signal number.
    *status = info.si_code == CLD_EXITED ? (info.si_status & 0xFF) << 8 : (info.si_status & 0x7F);
    return 1;
}
