func.func @no_default(%flag: i32) {
  cf.switch %flag : i32, [
    4: ^bb1
  ]
^bb1:
  return
}

// -----

func.func @missing_value(%flag: i32) {
  cf.switch %flag : i32, [
    default: ^bb1,
    : ^bb1
  ]
^bb1:
  return
}

// -----

func.func @bad_close(%flag: i32) {
  cf.switch %flag : i32, [
    default: ^bb1,
    1: ^bb1
    2: ^bb1
  ]
^bb1:
  return
}

// -----

func.func @case_type(%flag: i32) {
  "cf.switch"(%flag) [^bb1, ^bb1] {case_values = dense<1> : vector<1xi64>, case_operand_segments = array<i32: 0>, operand_segment_sizes = array<i32: 1, 0, 0>} : (i32) -> ()
^bb1:
  return
}

// -----

func.func @case_count(%flag: i32) {
  "cf.switch"(%flag) [^bb1, ^bb1] {case_values = dense<[1, 2]> : vector<2xi32>, case_operand_segments = array<i32: 0>, operand_segment_sizes = array<i32: 1, 0, 0>} : (i32) -> ()
^bb1:
  return
}

// -----

func.func @operand_count(%a: i32) {
  cf.br ^bb1(%a : i32)
^bb1:
  return
}

// -----

func.func @not_i1(%a: i32) {
  cf.cond_br %a, ^bb1, ^bb1
^bb1:
  return
}

// -----

func.func @not_terminator(%a: i1) {
  cf.br ^bb1
^bb1:
  cf.br ^bb1
  cf.assert %a, "x"
}
