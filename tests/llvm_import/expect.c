/* __builtin_expect on a branch whose both sides are simple values: clang -O1
   folds it into a select with branch weights (MLIR 16 warns it drops them). */
unsigned long pick(unsigned long code) {
  unsigned long r;
  if (__builtin_expect(code < 100, 1))
    r = code;
  else
    r = 0;
  return r;
}

long twice(long a, long b) {
  long x = pick(a) ? a : b;
  if (__builtin_expect(x > 7, 0))
    return x;
  return b;
}
