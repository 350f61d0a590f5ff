/* Screen drawing: UTF-8 text cut to a width in columns, the product table, the detail page. */
#define _XOPEN_SOURCE 700
#define _XOPEN_SOURCE_EXTENDED 1
#define NCURSES_WIDECHAR 1

#include "draw.h"

#include <curses.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>

enum style { NORMAL, MUTED, EMPHASIS, SELECTED, BAR, ACCENT, WARNING, STYLES };
static struct { attr_t attr; short pair; } looks[STYLES];

void draw_init_colors(void) {
    looks[NORMAL].attr = A_NORMAL;
    looks[MUTED].attr = A_DIM;
    looks[EMPHASIS].attr = A_BOLD;
    looks[SELECTED].attr = A_REVERSE;
    looks[BAR].attr = A_REVERSE;
    looks[ACCENT].attr = A_NORMAL;
    looks[WARNING].attr = A_BOLD;
    if (has_colors() && start_color() == OK && COLORS >= 8 && COLOR_PAIRS > 8) {
        short background = use_default_colors() == OK ? -1 : COLOR_BLACK;
        init_pair(1, COLOR_WHITE, COLOR_BLUE);
        init_pair(2, COLOR_BLACK, COLOR_CYAN);
        init_pair(3, COLOR_CYAN, background);
        init_pair(4, COLOR_RED, background);
        looks[BAR].attr = A_BOLD;
        looks[BAR].pair = 1;
        looks[SELECTED].attr = A_NORMAL;
        looks[SELECTED].pair = 2;
        looks[ACCENT].pair = 3;
        looks[WARNING].pair = 4;
    }
}

/* Decodes UTF-8 `text` into `wide` (room for 255) up to `width` columns; returns the
 * columns taken and sets *count to the characters kept. */
static int fit(const char *text, int width, wchar_t *wide, int *count) {
    int used = 0;
    mbstate_t state;
    memset(&state, 0, sizeof state);
    size_t left = strlen(text);
    *count = 0;
    while (left > 0 && *count < 255) {
        wchar_t character;
        size_t length = mbrtowc(&character, text, left, &state);
        if (length == (size_t)-1 || length == (size_t)-2) {
            character = L'?';
            length = 1;
            memset(&state, 0, sizeof state);
        }
        int columns = wcwidth(character);
        if (columns < 0) columns = 0;
        if (used + columns > width) break;
        if (wide) wide[*count] = character;
        (*count)++;
        used += columns;
        text += length;
        left -= length;
    }
    return used;
}

/* Writes UTF-8 `text` at (y, x), at most `width` columns; returns the columns used. */
static int put(int y, int x, const char *text, int width, enum style style) {
    wchar_t wide[256];
    int count;
    int used = fit(text, width, wide, &count);
    if (count == 0) return 0;
    attr_set(looks[style].attr, looks[style].pair, NULL);
    mvaddnwstr(y, x, wide, count);
    return used;
}

static int text_width(const char *text) {
    int count;
    return fit(text, 1 << 20, NULL, &count);
}

static void fill(int y, int x, int width, enum style style) {
    if (width <= 0) return;
    attr_set(looks[style].attr, looks[style].pair, NULL);
    mvhline(y, x, ' ', width);
}

/* "1,234" */
static void grouped(long value, char *out, size_t size) {
    char digits[32];
    int length = snprintf(digits, sizeof digits, "%ld", value < 0 ? -value : value);
    size_t at = 0;
    if (value < 0 && at + 1 < size) out[at++] = '-';
    for (int i = 0; i < length && at + 2 < size; i++) {
        if (i > 0 && (length - i) % 3 == 0) out[at++] = ',';
        out[at++] = digits[i];
    }
    out[at] = '\0';
}

static void price_text(long cents, char *out, size_t size) {
    char whole[32];
    grouped(cents / 100, whole, sizeof whole);
    snprintf(out, size, "$%s.%02ld", whole, cents % 100);
}

/* Aisle's stock column: "1,234 in stock" when wide and it fits, else the number. */
static void stock_text(long stock, int wide, int columns, char *out, size_t size) {
    if (stock == 0) {
        snprintf(out, size, "%s", wide ? "out of stock" : "none");
        return;
    }
    char number[32];
    grouped(stock, number, sizeof number);
    if (wide && (int)strlen(number) + 9 <= columns)
        snprintf(out, size, "%s in stock", number);
    else
        snprintf(out, size, "%s", number);
}

static void right(int y, int x, const char *text, int width, enum style style) {
    int used = text_width(text);
    put(y, x + (width > used ? width - used : 0), text, width, style);
}

static void top_bar(const char *category, const char *product) {
    char crumbs[512];
    if (product)
        snprintf(crumbs, sizeof crumbs, "1 Home \u203a 2 %s \u203a 3 %s", category, product);
    else
        snprintf(crumbs, sizeof crumbs, "1 Home \u203a 2 %s", category);
    fill(0, 0, COLS, BAR);
    const char *cart = "Cart empty";
    int cart_width = text_width(cart);
    int room = COLS - 2 - (cart_width + 2 <= COLS / 2 ? cart_width + 2 : 0);
    put(0, 1, crumbs, room, BAR);
    if (cart_width + 2 <= COLS / 2) put(0, COLS - cart_width - 1, cart, cart_width, BAR);
}

static void bottom_line(const char *const *hints) {
    int column = 1, row = LINES - 1;
    for (int i = 0; hints[i]; i += 2) {
        int width = text_width(hints[i]) + 1 + text_width(hints[i + 1]);
        if (column + width > COLS - 1) break;
        column += put(row, column, hints[i], COLS - 1 - column, EMPHASIS);
        put(row, column, " ", 1, MUTED);
        column += 1 + put(row, column + 1, hints[i + 1], COLS - 2 - column, MUTED) + 2;
    }
}

static void product_row(const struct product *product, int y, int x, int width, int selected) {
    int stock = width >= 56 ? 14 : 6, price = width >= 56 ? 11 : 10;
    char text[64];
    put(y, x, product->name, width - stock - price - 1, selected ? SELECTED : NORMAL);
    price_text(product->price, text, sizeof text);
    right(y, x + width - stock - price, text, price, selected ? SELECTED : ACCENT);
    stock_text(product->stock, stock > 6, stock - 1, text, sizeof text);
    right(y, x + width - stock, text, stock,
          selected ? SELECTED : (product->stock > 0 ? MUTED : WARNING));
}

/* A list's frame: the highlight bar and marker, and the scroll bar when rows are hidden. */
static void list_frame(int row, int height, long count, long first, long selected) {
    int bar = count > height;
    long visible = count - first < height ? count - first : height;
    for (long offset = 0; offset < visible; offset++)
        if (first + offset == selected) {
            fill(row + (int)offset, 0, COLS - bar, SELECTED);
            put(row + (int)offset, 0, "\u25b8", 1, SELECTED);
        }
    if (!bar) return;
    long thumb = (long)height * height / count;
    if (thumb < 1) thumb = 1;
    long max_start = height - thumb;
    long start = (first * max_start + (count - height) / 2) / (count - height);
    for (int offset = 0; offset < height; offset++)
        put(row + offset, COLS - 1, offset >= start && offset < start + thumb ? "\u2503" : "\u2502",
            1, MUTED);
}

long draw_list_height(void) { return LINES - 5 > 1 ? LINES - 5 : 1; }

/* Aisle's hints for these screens, Back first, naming where it leads. */
static const char *const list_hints[] = {
    "\u2190", "Home", "\u23ce", "open", "a", "add", "/", "search", "c", "cart",
    "O", "orders", "?", "help", "q", "quit", NULL};

void draw_list(const struct catalog *catalog, const struct shelf *shelf, long selected, long top) {
    const char *name = catalog_category_name(shelf->category);
    top_bar(name, NULL);
    char detail[64], count[32];
    grouped(shelf->count, count, sizeof count);
    snprintf(detail, sizeof detail, "%s %s", count, shelf->count == 1 ? "product" : "products");
    int detail_width = text_width(detail);
    int show = detail_width + 12 < COLS;
    put(2, 2, name, COLS - 3 - (show ? detail_width + 2 : 0), EMPHASIS);
    if (show) put(2, COLS - detail_width - 1, detail, detail_width, MUTED);
    int height = (int)draw_list_height(), width = COLS - 2 - (shelf->count > height ? 1 : 0);
    int stock = width >= 56 ? 14 : 6, price = width >= 56 ? 11 : 10;
    put(3, 2, "Product", width, MUTED);
    right(3, 2 + width - stock - price, "Price", price, MUTED);
    right(3, 2 + width - stock, "Stock", stock, MUTED);
    list_frame(4, height, shelf->count, top, selected);
    for (long offset = 0; offset < height && top + offset < shelf->count; offset++) {
        const struct product *product = &catalog->products[shelf->positions[top + offset]];
        product_row(product, 4 + (int)offset, 2, width, top + offset == selected);
    }
    bottom_line(list_hints);
}

/* Related products: up to eight after `index` in the category, then from its start. */
static long related(const struct shelf *shelf, long index, long *out) {
    long count = 0;
    for (long i = index + 1; i < shelf->count && count < 8; i++) out[count++] = shelf->positions[i];
    for (long i = 0; i < index && count < 8; i++) out[count++] = shelf->positions[i];
    return count;
}

long draw_detail_rows(const struct shelf *shelf, long product) {
    long positions[8];
    return 1 + related(shelf, product, positions);
}

/* Greedy word wrap of `text` into `width` columns, at most `limit` lines, the last ending
 * in " …" when text was left out. */
static int wrap(const char *text, int width, int limit, char lines[][256]) {
    int count = 0;
    const char *cursor = text;
    while (*cursor && count < limit) {
        while (*cursor == ' ') cursor++;
        const char *end = cursor, *cut = NULL;
        int used = 0;
        char line[256];
        size_t length = 0;
        while (*end && length < sizeof line - 1) {
            const char *word = end;
            while (*end && *end != ' ') end++;
            char piece[256];
            size_t piece_length = (size_t)(end - word) < sizeof piece - 1 ? (size_t)(end - word)
                                                                          : sizeof piece - 1;
            memcpy(piece, word, piece_length);
            piece[piece_length] = '\0';
            int piece_width = text_width(piece);
            if (used + (used ? 1 : 0) + piece_width > width && used) {
                end = word;
                break;
            }
            if (used && length < sizeof line - 1) line[length++] = ' ', used++;
            if (length + piece_length >= sizeof line) break;
            memcpy(line + length, piece, piece_length);
            length += piece_length;
            used += piece_width;
            cut = end;
            while (*end == ' ') end++;
        }
        line[length] = '\0';
        snprintf(lines[count++], 256, "%s", line);
        cursor = cut ? cut : end;
        if (!cut) break;
    }
    if (*cursor && count == limit) {
        size_t length = strlen(lines[limit - 1]);
        snprintf(lines[limit - 1] + length, 256 - length, " \u2026");
    }
    return count;
}

static int description_limit(void) {
    int limit = (LINES - 3) - 5 - 6;
    return limit < 1 ? 1 : (limit < 32 ? limit : 32);
}

long draw_detail_height(const struct catalog *catalog, const struct shelf *shelf, long index) {
    const struct product *product = &catalog->products[shelf->positions[index]];
    char lines[32][256];
    int count = wrap(product->description, COLS - 4, description_limit(), lines);
    long height = (LINES - 3) - (3 + count + 2);
    return height > 1 ? height : 1;
}

void draw_detail(const struct catalog *catalog, const struct shelf *shelf, long index,
                 long selected, long top) {
    const struct product *product = &catalog->products[shelf->positions[index]];
    const char *category = catalog_category_name(shelf->category);
    top_bar(category, product->name);
    int row = 2, height = LINES - 3;
    put(row, 2, product->name, COLS - 3, EMPHASIS);
    char text[64];
    int column = 2;
    price_text(product->price, text, sizeof text);
    column += put(row + 1, column, text, COLS - column, ACCENT);
    column += put(row + 1, column, " \u00b7 ", COLS - column, MUTED);
    stock_text(product->stock, 1, 1 << 20, text, sizeof text);
    put(row + 1, column, text, COLS - column, product->stock > 0 ? NORMAL : WARNING);
    char lines[32][256];
    int count = wrap(product->description, COLS - 4, description_limit(), lines);
    for (int i = 0; i < count; i++) put(row + 3 + i, 2, lines[i], COLS - 4, NORMAL);
    int list_row = row + 3 + count + 2, list_height = height - (3 + count + 2);
    char heading[128];
    snprintf(heading, sizeof heading, "Seller and more from %s", category);
    put(list_row - 1, 2, heading, COLS - 3, MUTED);
    long positions[8];
    long rows = 1 + related(shelf, index, positions);
    int width = COLS - 2 - (rows > list_height ? 1 : 0);
    list_frame(list_row, list_height, rows, top, selected);
    for (long offset = 0; offset < list_height && top + offset < rows; offset++) {
        long item = top + offset;
        int y = list_row + (int)offset;
        if (item == 0) {
            char sold[256], number[32];
            grouped(catalog->seller_counts[product->seller_index], number, sizeof number);
            snprintf(sold, sizeof sold, "Sold by %s \u2014 all %s of their products",
                     product->seller, number);
            put(y, 2, sold, width, selected == 0 ? SELECTED : NORMAL);
        } else {
            product_row(&catalog->products[positions[item - 1]], y, 2, width, item == selected);
        }
    }
    const char *detail_hints[] = {"\u2190", category, "a", "add", "\u23ce", "open", "/", "search",
                                  "c", "cart", "O", "orders", "?", "help", "q", "quit", NULL};
    bottom_line(detail_hints);
}
