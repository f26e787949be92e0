// A value used before its definition with another type.
"t.a"() ({
  "t.use"(%1) : (i32) -> ()
  %1 = "t.def"() : () -> i64
}) : () -> ()
// -----
// The same, for the second result of a multi-result definition.
"t.a"() ({
  "t.use"(%2#1) : (f32) -> ()
  %2:2 = "t.def"() : () -> (i64, f16)
}) : () -> ()
// -----
"t.a"() ({
  %3 = "t.def"() : () -> i64
  %3 = "t.def"() : () -> i64
}) : () -> ()
