#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <stdlib.h>

struct node;
typedef int (*visit_fn)(struct node *, void *);
struct list { struct node *head; int count; };
struct node { struct node *next; struct list *owner; double weight; char tag[4]; visit_fn visit; };

static const char *names[] = {"zero", "one", "two", "three"};
static struct list global_list = {0, 0};
static struct node first = {0, &global_list, 1.5, "abc", 0};
int counters[8] = {1, 2, 3};
float scales[3] = {0.5f, 1.25f, -2.0f};
long long big = -123456789012345LL;
unsigned char bytes[5] = {0x80, 0xff, 0, 1, 'x'};

static int count(struct node *n, void *data) { (*(int *)data)++; return n->next != 0; }

int walk(struct list *l, visit_fn f, void *data) {
  int total = 0;
  for (struct node *n = l->head; n; n = n->next)
    total += f ? f(n, data) : n->visit(n, data);
  return total;
}

int classify(int x) {
  switch (x) {
  case 0: return 10;
  case 1: case 2: return 20;
  case 7: return x * 3;
  default: return -1;
  }
}

double sum(int n, ...) {
  va_list ap;
  va_start(ap, n);
  double s = 0;
  for (int i = 0; i < n; i++) s += va_arg(ap, double);
  va_end(ap);
  return s;
}

int report(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int r = vprintf(fmt, ap);
  va_end(ap);
  return r;
}

int main(int argc, char **argv) {
  int data = 0;
  first.visit = count;
  global_list.head = &first;
  int k = walk(&global_list, count, &data) + walk(&global_list, 0, &data);
  char buf[16];
  memcpy(buf, names[argc & 3], 5);
  float f = scales[argc % 3] * (float)argc;
  unsigned u = (unsigned)argc >> 1;
  long long m = big / (argc + 1);
  report("%s %d %f %u %lld %d\n", buf, classify(argc) + k, sum(2, 1.0, (double)f), u, m, bytes[1]);
  return counters[argc & 7] > 2 ? data : (int)strlen(buf);
}
