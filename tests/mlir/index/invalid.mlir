func.func @both_index(%a: index) {
  %0 = index.casts %a : index to index
  return
}

// -----

func.func @no_index(%a: i32) {
  %0 = index.castu %a : i32 to i64
  return
}

// -----

func.func @float(%a: f32) {
  %0 = index.castu %a : f32 to index
  return
}

// -----

func.func @bad_predicate(%a: index) {
  %0 = index.cmp lt(%a, %a)
  return
}

// -----

func.func @not_index(%a: i64) {
  %0 = index.add %a, %a
  return
}

// -----

func.func @wrong_result(%a: index) {
  %0 = "index.cmp"(%a, %a) {pred = #index<cmp_predicate eq>} : (index, index) -> i32
  return
}

// -----

func.func @constant_type() {
  %0 = "index.constant"() {value = 3 : i64} : () -> index
  return
}

// -----

func.func @missing_pred(%a: index) {
  %0 = "index.cmp"(%a, %a) : (index, index) -> i1
  return
}
