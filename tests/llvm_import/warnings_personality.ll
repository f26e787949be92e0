source_filename = "p.c"

define void @f() personality ptr null {
  ret void
}

define void @g() personality ptr getelementptr (i8, ptr @h, i64 1) {
  ret void
}

declare i32 @h(...)
