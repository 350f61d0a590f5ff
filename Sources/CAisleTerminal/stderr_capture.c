// While curses owns the screen, anything written to fd 2 (a Swift runtime warning, a library's
// complaint) would be drawn over the UI and lost on the next frame. It goes to an unlinked temp
// file instead and is copied to the real stderr once the terminal is back.
#define _GNU_SOURCE
#include "CAisleTerminal.h"
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static volatile int capture_fd = -1;
static volatile int original_fd = -1;

static int open_unlinked_temp(void) {
    const char *dir = getenv("TMPDIR");
    if (dir == NULL || dir[0] != '/' || strlen(dir) > 200) dir = "/tmp";
    int fd = open(dir, O_TMPFILE | O_RDWR | O_CLOEXEC, 0600);
    if (fd >= 0) return fd;
    // Filesystems without O_TMPFILE: make a unique file and unlink it at once.
    char path[256];
    strcpy(path, dir);
    strcat(path, "/aisle-stderr-XXXXXX");
    fd = mkostemp(path, O_CLOEXEC);
    if (fd >= 0) unlink(path);
    return fd;
}

int aisle_stderr_capture_begin(void) {
    if (capture_fd >= 0) return 0;
    int file = open_unlinked_temp();
    if (file < 0) return -1;
    int saved = fcntl(2, F_DUPFD_CLOEXEC, 3);
    if (saved < 0 || dup2(file, 2) < 0) {
        if (saved >= 0) close(saved);
        close(file);
        return -1;
    }
    original_fd = saved;
    capture_fd = file;
    return 0;
}

static void write_all(int fd, const char *bytes, ssize_t count) {
    while (count > 0) {
        ssize_t written = write(fd, bytes, (size_t)count);
        if (written < 0 && errno == EINTR) continue;
        if (written <= 0) return;
        bytes += written;
        count -= written;
    }
}

void aisle_stderr_capture_end(void) {
    int file = capture_fd;
    int saved = original_fd;
    if (file < 0 || saved < 0) return;
    capture_fd = -1;
    original_fd = -1;
    dup2(saved, 2);
    close(saved);
    char buffer[4096];
    if (lseek(file, 0, SEEK_SET) == 0) {
        for (;;) {
            ssize_t count = read(file, buffer, sizeof buffer);
            if (count < 0 && errno == EINTR) continue;
            if (count <= 0) break;
            write_all(2, buffer, count);
        }
    }
    close(file);
}
