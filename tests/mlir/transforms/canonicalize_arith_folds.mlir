// arith folds that look through the ops defining the operands.

// xori of an xori sharing an operand, on either side.
func.func @xor_chains(%a: i16, %b: i16) -> (i16, i16, i16, i16) {
  %ab = arith.xori %a, %b : i16
  %0 = arith.xori %ab, %a : i16
  %1 = arith.xori %b, %ab : i16
  %2 = arith.xori %a, %ab : i16
  %3 = arith.xori %ab, %b : i16
  return %0, %1, %2, %3 : i16, i16, i16, i16
}

// -----

// andi with its operand's complement is zero; andi of an andi sharing an
// operand is that andi.
func.func @and_patterns(%a: i8, %b: i8) -> (i8, i8, i8, i8) {
  %ones = arith.constant -1 : i8
  %not = arith.xori %a, %ones : i8
  %0 = arith.andi %not, %a : i8
  %1 = arith.andi %a, %not : i8
  %ab = arith.andi %a, %b : i8
  %2 = arith.andi %ab, %b : i8
  %3 = arith.andi %a, %ab : i8
  return %0, %1, %2, %3 : i8, i8, i8, i8
}

// -----

// Twice negated, shifted by zero, compared against zero after extension of
// an i1, selected by a comparison of the two choices.
func.func @through_operands(%f: f64, %x: i32, %y: i32, %p: i1, %q: vector<2xi1>)
    -> (f64, i32, i32, i32, i1, vector<2xi1>, i32, i32) {
  %n = arith.negf %f : f64
  %nn = arith.negf %n : f64
  %zero = arith.constant 0 : i32
  %0 = arith.shli %x, %zero : i32
  %1 = arith.shrui %x, %zero : i32
  %2 = arith.shrsi %x, %zero : i32
  %e = arith.extui %p : i1 to i32
  %3 = arith.cmpi ne, %e, %zero : i32
  %v = arith.extsi %q : vector<2xi1> to vector<2xi32>
  %vzero = arith.constant dense<0> : vector<2xi32>
  %4 = arith.cmpi ne, %v, %vzero : vector<2xi32>
  %eq = arith.cmpi eq, %x, %y : i32
  %5 = arith.select %eq, %x, %y : i32
  %ne = arith.cmpi ne, %y, %x : i32
  %6 = arith.select %ne, %x, %y : i32
  return %nn, %0, %1, %2, %3, %4, %5, %6 : f64, i32, i32, i32, i1, vector<2xi1>, i32, i32
}

// -----

// What does not fold: a comparison other than ne against zero, an
// extension of a wider type, a select by an unrelated comparison.
func.func @unchanged(%x: i8, %y: i32, %z: i32, %w: i32) -> (i1, i1, i32) {
  %e = arith.extui %x : i8 to i32
  %zero = arith.constant 0 : i32
  %0 = arith.cmpi ne, %e, %zero : i32
  %b = arith.cmpi eq, %y, %zero : i32
  %eq = arith.cmpi eq, %y, %w : i32
  %2 = arith.select %eq, %y, %z : i32
  return %0, %b, %2 : i1, i1, i32
}
