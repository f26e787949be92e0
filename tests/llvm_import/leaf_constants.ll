%pair = type { i64, { i32, ptr } }

define i32 @f(ptr %p, i1 %c) {
  %a = getelementptr inbounds %pair, ptr %p, i64 0, i32 1, i32 0
  store i32 -1, ptr %a, align 4
  %b = select i1 %c, double 1.500000e+00, double undef
  %d = select i1 %c, ptr null, ptr poison
  store ptr %d, ptr %p, align 8
  %e = select i1 true, i32 -1, i32 7
  ret i32 %e
}

define i32 @g(ptr %p) {
  %a = getelementptr inbounds %pair, ptr %p, i64 1, i32 1, i32 1
  store ptr null, ptr %a, align 8
  %b = getelementptr inbounds [4 x i32], ptr %p, i64 0, i64 -1
  store i32 -1, ptr %b, align 4
  store double 1.500000e+00, ptr %p, align 8
  ret i32 7
}
