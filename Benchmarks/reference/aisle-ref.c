/*
 * aisle-ref: a plain C + ncursesw program doing what Aisle's category screen does, as the
 * yardstick `make bench` measures Aisle against (issue 9, item 6).
 *
 *   aisle-ref PRODUCTS.tsv CATEGORY-ID
 *
 * PRODUCTS.tsv is written by scripts/bench_catalogs.py from the same generated catalog Aisle
 * reads: one product a line, in catalog order, with tab-separated
 *   id, name, price in cents, stock, category id, seller name, description
 * The category's display name is taken from a fixed table (the generator's nine categories);
 * an unknown id shows the id itself.
 *
 * Like Aisle it reads the whole file at start and builds its in-memory indexes (the products
 * of every category, each seller's product count) before the first frame, then shows one
 * category's products at the terminal's size: a top bar, a heading with the count, a header,
 * the rows (name, price, stock) with a highlighted row and a scroll bar, and a bottom line of
 * hints. Enter opens a detail screen (name, price and stock, the description wrapped, "Sold
 * by ... all N of their products" and up to eight related products, the ones after it in the
 * category first); Left goes back. Down/Up, PgDn/PgUp (a page is the list's height less one),
 * g/Home and G/End move; q quits. Scrolling follows Aisle's rule (move as little as needed to
 * keep the highlight on screen). Every frame is the whole screen drawn into ncurses' virtual
 * screen; doupdate() sends only the cells that changed.
 *
 * When AISLE_BENCH_TRACE names a file, each frame appends "frame <ns>\n" to it, <ns> being
 * CLOCK_MONOTONIC right after doupdate(): the protocol of Aisle's BenchTrace, so
 * scripts/bench.py drives both programs the same way.
 *
 * C99, POSIX; build: cc -std=c99 -O2 -o aisle-ref aisle-ref.c catalog.c draw.c -lncursesw
 */
#define _XOPEN_SOURCE 700
#define _XOPEN_SOURCE_EXTENDED 1
#define NCURSES_WIDECHAR 1

#include <curses.h>
#include <errno.h>
#include <fcntl.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

#include "catalog.h"
#include "draw.h"

static int trace_fd = -1;

static void trace_frame(void) {
    if (trace_fd < 0) return;
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    char line[48];
    int length = snprintf(line, sizeof line, "frame %lld\n",
                          (long long)now.tv_sec * 1000000000LL + (long long)now.tv_nsec);
    const char *next = line;
    while (length > 0) {
        ssize_t written = write(trace_fd, next, (size_t)length);
        if (written < 0 && errno == EINTR) continue;
        if (written <= 0) return;
        next += written;
        length -= (int)written;
    }
}

/* Where the highlight and the first visible row of a list are. */
struct position {
    long selected, top;
};

/* Aisle's ListScroll rule: start from the previous top, never past the end, then move as
 * little as needed to show the highlighted row. */
static void move_by(struct position *p, long delta, long count, long height) {
    if (count <= 0) {
        p->selected = p->top = 0;
        return;
    }
    long selected = p->selected + delta;
    if (selected < 0) selected = 0;
    if (selected > count - 1) selected = count - 1;
    long last_top = count > height ? count - height : 0;
    long top = p->top < 0 ? 0 : p->top;
    if (top > last_top) top = last_top;
    if (selected < top) top = selected;
    if (selected >= top + height) top = selected - height + 1;
    if (top > last_top) top = last_top;
    if (top < 0) top = 0;
    p->selected = selected;
    p->top = top;
}

int main(int argc, char **argv) {
    if (argc != 3) {
        fprintf(stderr, "usage: aisle-ref PRODUCTS.tsv CATEGORY-ID\n");
        return 2;
    }
    setlocale(LC_ALL, "");
    const char *trace = getenv("AISLE_BENCH_TRACE");
    if (trace && *trace) trace_fd = open(trace, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0600);

    struct catalog catalog;
    char problem[256];
    if (catalog_load(&catalog, argv[1], problem, sizeof problem) != 0) {
        fprintf(stderr, "aisle-ref: %s\n", problem);
        return 2;
    }
    const struct shelf *shelf = catalog_shelf(&catalog, argv[2]);
    if (!shelf) {
        fprintf(stderr, "aisle-ref: no category %s in %s\n", argv[2], argv[1]);
        return 2;
    }

    initscr();
    cbreak();
    noecho();
    nonl();
    keypad(stdscr, TRUE);
    set_escdelay(25);
    curs_set(0);
    draw_init_colors();

    struct position list = {0, 0}, detail = {0, 0};
    long open_product = -1; /* index into the shelf of the product on display, or -1 */
    int running = 1;
    while (running) {
        erase();
        if (open_product < 0) {
            move_by(&list, 0, shelf->count, draw_list_height());
            draw_list(&catalog, shelf, list.selected, list.top);
        } else {
            draw_detail(&catalog, shelf, open_product, detail.selected, detail.top);
        }
        wnoutrefresh(stdscr);
        doupdate();
        trace_frame();

        /* Every key already waiting is handled before the next frame, as Aisle does. */
        int key = getch();
        nodelay(stdscr, TRUE);
        for (; key != ERR && running; key = getch()) {
            int in_list = open_product < 0;
            long height = in_list ? draw_list_height()
                                  : draw_detail_height(&catalog, shelf, open_product);
            long page = height - 1 > 1 ? height - 1 : 1;
            struct position *p = in_list ? &list : &detail;
            long count = in_list ? shelf->count : draw_detail_rows(shelf, open_product);
            switch (key) {
            case KEY_DOWN: case 'j': move_by(p, 1, count, height); break;
            case KEY_UP: case 'k': move_by(p, -1, count, height); break;
            case KEY_NPAGE: move_by(p, page, count, height); break;
            case KEY_PPAGE: move_by(p, -page, count, height); break;
            case KEY_HOME: case 'g': move_by(p, -p->selected, count, height); break;
            case KEY_END: case 'G': move_by(p, count, count, height); break;
            case '\r': case '\n': case KEY_ENTER: case KEY_RIGHT:
                if (open_product < 0 && shelf->count > 0) {
                    open_product = list.selected;
                    detail.selected = detail.top = 0;
                }
                break;
            case KEY_LEFT: case KEY_BACKSPACE: case 127: open_product = -1; break;
            case 'q': running = 0; break;
            default: break;
            }
        }
        nodelay(stdscr, FALSE);
    }
    endwin();
    catalog_free(&catalog);
    return 0;
}
