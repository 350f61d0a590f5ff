/* The products of a TSV catalog, read whole at start and indexed by category and seller. */
#ifndef AISLE_REF_CATALOG_H
#define AISLE_REF_CATALOG_H

#include <stddef.h>

struct product {
    const char *id, *name, *category, *seller, *description;
    long price; /* cents */
    long stock;
    long seller_index; /* into catalog.seller_counts */
};

/* One category's products, as positions into catalog.products, in catalog order. */
struct shelf {
    const char *category;
    long *positions;
    long count, capacity;
};

struct catalog {
    char *text; /* the file, fields NUL-terminated in place; products point into it */
    struct product *products;
    long count;
    struct shelf *shelves;
    int shelf_count;
    long *seller_counts;
    long seller_count;
};

/* Reads and indexes `path`; on failure returns -1 with a message in `problem`. */
int catalog_load(struct catalog *catalog, const char *path, char *problem, size_t size);
const struct shelf *catalog_shelf(const struct catalog *catalog, const char *category);
/* The display name of a category id (the generator's nine), or the id itself. */
const char *catalog_category_name(const char *category);
void catalog_free(struct catalog *catalog);

#endif
