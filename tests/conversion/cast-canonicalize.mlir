func.func @f(%arg0: i64) -> (i64, i32, i1) {
  %0 = builtin.unrealized_conversion_cast %arg0 : i64 to i32
  %1 = builtin.unrealized_conversion_cast %0 : i32 to i64
  %2 = builtin.unrealized_conversion_cast %arg0 : i64 to i64
  %3 = builtin.unrealized_conversion_cast %arg0 : i64 to i16
  %4 = builtin.unrealized_conversion_cast %0 : i32 to i1
  %5:2 = builtin.unrealized_conversion_cast %arg0, %0 : i64, i32 to i8, i8
  %6:2 = builtin.unrealized_conversion_cast %5#0, %5#1 : i8, i8 to i64, i32
  %7 = arith.addi %1, %2 : i64
  %8 = arith.addi %7, %6#0 : i64
  return %8, %6#1, %4 : i64, i32, i1
}
