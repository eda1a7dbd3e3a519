// A floor for `strings-lint .` with the reference language present, run by `make bench` beside
// the lint: the least work any lint must do on the same tree. It walks the folder, reads every
// .strings file, hashes every other quoted string as a key, and for each table of a language
// other than `en` prints one line per key its `en` table lacks. No escapes, comments,
// encodings, positions or other rules: whatever a real lint adds costs more than this.
#define _GNU_SOURCE
#include <ftw.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <fcntl.h>
#include <unistd.h>
#include <sys/stat.h>
typedef struct { char *path; char *buf; size_t len; unsigned long *hashes; size_t n; } table;
static table tables[4096]; static int ntables;
static unsigned long fnv(const char *s, size_t n) { unsigned long h = 1469598103934665603UL; for (size_t i = 0; i < n; i++) { h ^= (unsigned char)s[i]; h *= 1099511628211UL; } return h; }
static int visit(const char *path, const struct stat *st, int type, struct FTW *f) {
  size_t l = strlen(path);
  if (type != FTW_F || l < 8 || strcmp(path + l - 8, ".strings")) return 0;
  int fd = open(path, O_RDONLY); if (fd < 0) return 0;
  table *t = &tables[ntables++]; t->path = strdup(path); t->len = st->st_size; t->buf = malloc(t->len + 1);
  read(fd, t->buf, t->len); close(fd);
  t->hashes = malloc(sizeof(unsigned long) * (t->len / 4 + 1)); t->n = 0;
  // Every other quoted string is a key (comments and escapes ignored: a floor).
  char *p = t->buf, *end = t->buf + t->len; int key = 1;
  while ((p = memchr(p, '"', end - p))) {
    char *q = memchr(p + 1, '"', end - p - 1); if (!q) break;
    if (key) t->hashes[t->n++] = fnv(p + 1, q - p - 1);
    key = !key; p = q + 1;
  }
  return 0;
}
static int cmp(const void *a, const void *b) { unsigned long x = *(unsigned long *)a, y = *(unsigned long *)b; return x < y ? -1 : x > y; }
int main(void) {
  nftw(".", visit, 64, FTW_PHYS);
  static char out[1 << 24]; size_t o = 0;
  for (int i = 0; i < ntables; i++) qsort(tables[i].hashes, tables[i].n, sizeof(unsigned long), cmp);
  for (int i = 0; i < ntables; i++) {
    char *lp = strstr(tables[i].path, ".lproj/"); if (!lp || strstr(tables[i].path, "/en.lproj/")) continue;
    char *slash = lp; while (slash > tables[i].path && slash[-1] != '/') slash--;
    char ref[4096]; snprintf(ref, sizeof ref, "%.*sen%s", (int)(slash - tables[i].path), tables[i].path, lp);
    table *r = 0; for (int j = 0; j < ntables; j++) if (!strcmp(tables[j].path, ref)) { r = &tables[j]; break; }
    if (!r) continue;
    for (size_t k = 0; k < tables[i].n; k++)
      if (!bsearch(&tables[i].hashes[k], r->hashes, r->n, sizeof(unsigned long), cmp) && o < sizeof out - 300)
        o += sprintf(out + o, "%s:%zu:1: warning: key %zu is not in the reference table '%s' [stale-key]\n", tables[i].path, k, k, ref);
  }
  fwrite(out, 1, o, stderr);
  return 0;
}
