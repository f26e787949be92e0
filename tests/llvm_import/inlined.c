/* clang-16 -O1 -g: values a debugger would show are described by
   expressions over other values (dropped by MLIR 16 with a warning), in a
   function inlined twice (the warnings' locations are call sites). */
static unsigned scale(unsigned x) {
  unsigned doubled = x * 2;
  unsigned shifted = x >> 3;
  return x + 7;
}

unsigned twice(unsigned a, unsigned b) { return scale(a) ^ scale(b); }
