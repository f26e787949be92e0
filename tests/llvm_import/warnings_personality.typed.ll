source_filename = "pt.c"

define void @f() personality i8* bitcast (i32 (...)* @h to i8*) {
  ret void
}

define void @g() personality i32* bitcast (i32 (...)* @h to i32*) {
  ret void
}

declare i32 @h(...)
