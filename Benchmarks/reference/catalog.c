/* Reading the TSV: one read() of the whole file, then one pass splitting it in place. */
#define _XOPEN_SOURCE 700

#include "catalog.h"

#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static const char *const category_names[][2] = {
    {"coffee", "Coffee & Tea"}, {"kitchen", "Kitchen"},   {"books", "Books"},
    {"stationery", "Stationery"}, {"audio", "Audio"},     {"outdoors", "Outdoors"},
    {"home", "Home"},             {"toys", "Toys & Games"}, {"garden", "Garden"},
};

const char *catalog_category_name(const char *category) {
    for (size_t i = 0; i < sizeof category_names / sizeof category_names[0]; i++)
        if (strcmp(category_names[i][0], category) == 0) return category_names[i][1];
    return category;
}

/* Seller names to dense indexes: open addressing, FNV-1a, grown at half full. */
struct seller_table {
    const char **names;
    long *indexes;
    size_t capacity, used;
};

static uint64_t hash(const char *text) {
    uint64_t h = 1469598103934665603ULL;
    for (; *text; text++) h = (h ^ (unsigned char)*text) * 1099511628211ULL;
    return h;
}

static int seller_grow(struct seller_table *table) {
    size_t capacity = table->capacity ? table->capacity * 2 : 1024;
    const char **names = calloc(capacity, sizeof *names);
    long *indexes = calloc(capacity, sizeof *indexes);
    if (!names || !indexes) {
        free(names);
        free(indexes);
        return -1;
    }
    for (size_t i = 0; i < table->capacity; i++) {
        if (!table->names[i]) continue;
        size_t slot = hash(table->names[i]) & (capacity - 1);
        while (names[slot]) slot = (slot + 1) & (capacity - 1);
        names[slot] = table->names[i];
        indexes[slot] = table->indexes[i];
    }
    free(table->names);
    free(table->indexes);
    table->names = names;
    table->indexes = indexes;
    table->capacity = capacity;
    return 0;
}

/* The index of `name`, adding it with index `next` if new; -1 when out of memory. */
static long seller_index(struct seller_table *table, const char *name, long next) {
    if ((table->used + 1) * 2 > table->capacity && seller_grow(table) != 0) return -1;
    size_t slot = hash(name) & (table->capacity - 1);
    while (table->names[slot]) {
        if (strcmp(table->names[slot], name) == 0) return table->indexes[slot];
        slot = (slot + 1) & (table->capacity - 1);
    }
    table->names[slot] = name;
    table->indexes[slot] = next;
    table->used++;
    return next;
}

static int shelf_add(struct catalog *catalog, const char *category, long position) {
    struct shelf *shelf = NULL;
    for (int i = catalog->shelf_count - 1; i >= 0; i--)
        if (strcmp(catalog->shelves[i].category, category) == 0) {
            shelf = &catalog->shelves[i];
            break;
        }
    if (!shelf) {
        struct shelf *grown =
            realloc(catalog->shelves, (size_t)(catalog->shelf_count + 1) * sizeof *grown);
        if (!grown) return -1;
        catalog->shelves = grown;
        shelf = &grown[catalog->shelf_count++];
        memset(shelf, 0, sizeof *shelf);
        shelf->category = category;
    }
    if (shelf->count == shelf->capacity) {
        long capacity = shelf->capacity ? shelf->capacity * 2 : 64;
        long *grown = realloc(shelf->positions, (size_t)capacity * sizeof *grown);
        if (!grown) return -1;
        shelf->positions = grown;
        shelf->capacity = capacity;
    }
    shelf->positions[shelf->count++] = position;
    return 0;
}

static char *read_all(const char *path, size_t *size, char *problem, size_t room) {
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    struct stat info;
    if (fd < 0 || fstat(fd, &info) != 0) {
        snprintf(problem, room, "%s: %s", path, strerror(errno));
        if (fd >= 0) close(fd);
        return NULL;
    }
    char *text = malloc((size_t)info.st_size + 1);
    size_t done = 0;
    while (text && done < (size_t)info.st_size) {
        ssize_t got = read(fd, text + done, (size_t)info.st_size - done);
        if (got < 0 && errno == EINTR) continue;
        if (got <= 0) break;
        done += (size_t)got;
    }
    close(fd);
    if (!text || done != (size_t)info.st_size) {
        snprintf(problem, room, "%s: %s", path, text ? "short read" : "out of memory");
        free(text);
        return NULL;
    }
    text[done] = '\0';
    *size = done;
    return text;
}

int catalog_load(struct catalog *catalog, const char *path, char *problem, size_t room) {
    memset(catalog, 0, sizeof *catalog);
    size_t size = 0;
    catalog->text = read_all(path, &size, problem, room);
    if (!catalog->text) return -1;
    struct seller_table sellers = {0};
    long capacity = 0, line = 0;
    char *cursor = catalog->text, *end = catalog->text + size;
    while (cursor < end) {
        char *newline = memchr(cursor, '\n', (size_t)(end - cursor));
        char *stop = newline ? newline : end;
        line++;
        char *fields[7];
        int count = 0;
        for (char *field = cursor; count < 7;) {
            fields[count++] = field;
            char *tab = memchr(field, '\t', (size_t)(stop - field));
            if (!tab) break;
            *tab = '\0';
            field = tab + 1;
        }
        *stop = '\0';
        cursor = stop + 1;
        if (count != 7) {
            snprintf(problem, room, "%s:%ld: %d fields, expected 7", path, line, count);
            goto failed;
        }
        if (catalog->count == capacity) {
            capacity = capacity ? capacity * 2 : 1024;
            struct product *grown =
                realloc(catalog->products, (size_t)capacity * sizeof *grown);
            if (!grown) goto memory;
            catalog->products = grown;
        }
        struct product *product = &catalog->products[catalog->count];
        char *after_price, *after_stock;
        product->id = fields[0];
        product->name = fields[1];
        product->price = strtol(fields[2], &after_price, 10);
        product->stock = strtol(fields[3], &after_stock, 10);
        product->category = fields[4];
        product->seller = fields[5];
        product->description = fields[6];
        if (*after_price || *after_stock || after_price == fields[2] || after_stock == fields[3]) {
            snprintf(problem, room, "%s:%ld: price and stock must be whole numbers", path, line);
            goto failed;
        }
        product->seller_index = seller_index(&sellers, product->seller, catalog->seller_count);
        if (product->seller_index < 0) goto memory;
        if (product->seller_index == catalog->seller_count) {
            long *grown = realloc(catalog->seller_counts,
                                  (size_t)(catalog->seller_count + 1) * sizeof *grown);
            if (!grown) goto memory;
            catalog->seller_counts = grown;
            grown[catalog->seller_count++] = 0;
        }
        catalog->seller_counts[product->seller_index]++;
        if (shelf_add(catalog, product->category, catalog->count) != 0) goto memory;
        catalog->count++;
    }
    free(sellers.names);
    free(sellers.indexes);
    return 0;
memory:
    snprintf(problem, room, "%s: out of memory", path);
failed:
    free(sellers.names);
    free(sellers.indexes);
    catalog_free(catalog);
    return -1;
}

const struct shelf *catalog_shelf(const struct catalog *catalog, const char *category) {
    for (int i = 0; i < catalog->shelf_count; i++)
        if (strcmp(catalog->shelves[i].category, category) == 0) return &catalog->shelves[i];
    return NULL;
}

void catalog_free(struct catalog *catalog) {
    for (int i = 0; i < catalog->shelf_count; i++) free(catalog->shelves[i].positions);
    free(catalog->shelves);
    free(catalog->products);
    free(catalog->seller_counts);
    free(catalog->text);
    memset(catalog, 0, sizeof *catalog);
}
