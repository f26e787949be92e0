func.func @f(%a: i32) {
  %0 = arith.constant 0 : i32
  %1 = arith.constant 0 : i32
  %2 = arith.constant 1 : index
  %c1 = "test.x"() : () -> i32
  "test.region"() ({
    %3 = arith.constant 0 : i32
    %4 = arith.constant true
    %5 = arith.constant 2.0 : f32
    %6 = arith.constant 7 : i64
    "test.y"() : () -> ()
  }) : () -> ()
  %7 = arith.constant 0 : i32
  %8 = arith.constant dense<0> : vector<2xi32>
  %9 = arith.constant 9 : index
  %cst = "test.z"() : () -> f32
  %10 = arith.constant 1.0 : f32
  return
}
func.func @g() {
  %0 = arith.constant 0 : i32
  %1 = arith.constant 0 : i8
  return
}
