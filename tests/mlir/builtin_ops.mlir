module @m attributes {xx.z = 3 : i64} {
  %0 = "xx.def"() : () -> i32
  %1 = builtin.unrealized_conversion_cast %0 : i32 to i64
  %2:2 = builtin.unrealized_conversion_cast %0, %1 : i32, i64 to f32, f64 {xx.a}
  %3 = builtin.unrealized_conversion_cast to i8
  module {
    "xx.y"() : () -> ()
  }
  module @"x y" {
  }
}
