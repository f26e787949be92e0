// A warning at a debug location whose file exists: MLIR quotes its line.
int counter = 3;
static int table[4] = {1, 2, 3, 4};
int f(int x, int c) {
  int r = 0;
  for (int i = 0; i < x; i++) {
    r += table[i & 3] * counter;
  }
  if (__builtin_expect(c, 1)) r = r ? r : x;
  return r;
}
