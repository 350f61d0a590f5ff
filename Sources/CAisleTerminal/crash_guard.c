// A crash under curses would leave the terminal raw, on the alternate screen, with no cursor,
// and Swift's backtracer would draw over the UI and then wait 30 s for a key. These handlers
// put the terminal back first and then let the previous handler (the backtracer, or the
// default action) run as if they had never been there.
#define _GNU_SOURCE
#include "CAisleTerminal.h"
#include "emergency.h"
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <stdint.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

static const int crash_signals[] = {SIGSEGV, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGQUIT};
enum { crash_count = sizeof crash_signals / sizeof crash_signals[0] };

static struct sigaction previous[crash_count];
static int replaced[crash_count];
static int installed;

static struct termios saved_termios[2];
static int have_termios[2];
static char reset_bytes[512];
static size_t reset_length;

static stack_t previous_stack;
static int replaced_stack;
// Big enough for this handler and for a chained one that runs on whatever stack it chose.
static _Alignas(16) char alternate_stack[64 * 1024];

static void write_all(int fd, const char *bytes, size_t count) {
    while (count > 0) {
        ssize_t written = write(fd, bytes, count);
        if (written < 0 && errno == EINTR) continue;
        if (written <= 0) return;
        bytes += written;
        count -= (size_t)written;
    }
}

void aisle_emergency_restore(void) {
    for (int fd = 0; fd < 2; fd++) {
        if (have_termios[fd]) tcsetattr(fd, TCSANOW, &saved_termios[fd]);
    }
    // Popped first: the flags belong to the alternate screen, which the reset sequence leaves.
    aisle_keyboard_protocol_pop_if_pushed();
    if (reset_length > 0) write_all(1, reset_bytes, reset_length);
    // With stdin on the terminal, Swift's backtracer offers an interactive prompt and waits.
    int null_fd = open("/dev/null", O_RDONLY);
    if (null_fd >= 0) {
        dup2(null_fd, 0);
        if (null_fd != 0) close(null_fd);
    }
    aisle_stderr_capture_end();
}

static int index_of(int signo) {
    for (int i = 0; i < crash_count; i++) {
        if (crash_signals[i] == signo) return i;
    }
    return -1;
}

static void on_crash(int signo, siginfo_t *info, void *context) {
    (void)context;
    aisle_emergency_restore();
    int i = index_of(signo);
    if (i >= 0 && replaced[i]) sigaction(signo, &previous[i], NULL);
    int fault = signo == SIGSEGV || signo == SIGBUS || signo == SIGILL || signo == SIGFPE;
    // A hardware fault happens again when the instruction reruns, this time reaching the
    // previous handler with the original fault address.
    if (fault && info != NULL && info->si_code > 0) return;
    // Anything sent or raised (abort, Ctrl-\, a trap instruction) is handed over now. Swift's
    // backtracer returns from such a signal and the program would run on with stdin gone, so
    // once the previous handler is done the default action finishes the job.
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, signo);
    pthread_sigmask(SIG_UNBLOCK, &set, NULL);
    raise(signo);
    aisle_die_by_signal(signo);
}

static void install_alternate_stack(void) {
    if (sigaltstack(NULL, &previous_stack) != 0) return;
    // Keep a stack someone else (the Swift runtime) already set up.
    if (!(previous_stack.ss_flags & SS_DISABLE)) return;
    stack_t stack = {.ss_sp = alternate_stack, .ss_size = sizeof alternate_stack, .ss_flags = 0};
    if (sigaltstack(&stack, NULL) == 0) replaced_stack = 1;
}

int aisle_crash_guard_install(const char *reset_sequence) {
    if (installed) return 0;
    for (int fd = 0; fd < 2; fd++) have_termios[fd] = tcgetattr(fd, &saved_termios[fd]) == 0;
    reset_length = 0;
    if (reset_sequence != NULL) {
        reset_length = strlen(reset_sequence);
        if (reset_length > sizeof reset_bytes - 1) reset_length = sizeof reset_bytes - 1;
        memcpy(reset_bytes, reset_sequence, reset_length);
    }
    install_alternate_stack();
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = on_crash;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_SIGINFO | SA_ONSTACK | SA_RESETHAND;
    int count = 0;
    for (int i = 0; i < crash_count; i++) {
        replaced[i] = sigaction(crash_signals[i], &action, &previous[i]) == 0;
        count += replaced[i];
    }
    installed = 1;
    return count > 0 ? 0 : -1;
}

void aisle_crash_guard_remove(void) {
    if (!installed) return;
    for (int i = 0; i < crash_count; i++) {
        if (replaced[i]) sigaction(crash_signals[i], &previous[i], NULL);
        replaced[i] = 0;
    }
    if (replaced_stack) {
        stack_t disabled = {.ss_sp = NULL, .ss_size = 0, .ss_flags = SS_DISABLE};
        sigaltstack(&disabled, NULL);
        replaced_stack = 0;
    }
    installed = 0;
    have_termios[0] = have_termios[1] = 0;
    reset_length = 0;
}
