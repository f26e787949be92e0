func.func @apply_dims_mismatch(%i: index) {
  // expected-error@+1 {{custom op 'affine.apply' dimension or symbol index mismatch}}
  %0 = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%i)
  return
}

// -----

func.func @apply_symbols_mismatch(%i: index) {
  // expected-error@+1 {{custom op 'affine.apply' dimension or symbol index mismatch}}
  %0 = affine.apply affine_map<(d0)[s0] -> (d0 + s0)>(%i)[%i, %i]
  return
}

// -----

func.func @apply_two_results(%i: index) {
  // expected-error@+1 {{operation defines 2 results but was provided 1 to bind}}
  %0 = affine.apply affine_map<(d0) -> (d0, d0)>(%i)
  return
}

// -----

func.func @apply_not_a_map(%i: index) {
  // expected-error@+1 {{invalid kind of attribute specified}}
  %0 = affine.apply 4(%i)
  return
}

// -----

func.func @apply_generic_count(%i: index) {
  // expected-error@+1 {{'affine.apply' op operand count and affine map dimension and symbol count must match}}
  %0 = "affine.apply"(%i, %i) {map = affine_map<(d0) -> (d0)>} : (index, index) -> index
  return
}

// -----

func.func @apply_generic_type(%i: i32) {
  // expected-error@+1 {{'affine.apply' op operand #0 must be index, but got 'i32'}}
  %0 = "affine.apply"(%i) {map = affine_map<(d0) -> (d0)>} : (i32) -> index
  return
}

// -----

func.func @min_count(%i: index) {
  // expected-error@+1 {{'affine.min' op operand count and affine map dimension and symbol count must match}}
  %0 = affine.min affine_map<(d0, d1) -> (d0, d1)>(%i)
  return
}

// -----

func.func @max_count(%i: index) {
  // expected-error@+1 {{'affine.max' op operand count and affine map dimension and symbol count must match}}
  %0 = affine.max affine_map<(d0) -> (d0, 4)>(%i)[%i]
  return
}

// -----

func.func @max_result_type(%i: index) {
  // expected-error@+1 {{'affine.max' op result #0 must be index, but got 'i64'}}
  %0 = "affine.max"(%i) {map = affine_map<(d0) -> (d0, 4)>} : (index) -> i64
  return
}

// -----

func.func @apply_two_results_bound(%i: index) {
  // expected-error@+1 {{'affine.apply' op requires one result}}
  %0:2 = affine.apply affine_map<(d0) -> (d0, d0 + 1)>(%i)
  return
}

// -----

func.func @apply_no_result(%i: index) {
  // expected-error@+1 {{'affine.apply' op mapping must produce one value}}
  "affine.apply"(%i) {map = affine_map<(d0) -> ()>} : (index) -> index
  return
}

// -----

func.func @for_iv_as_symbol(%n: index) {
  affine.for %i = 0 to 10 {
    // expected-error@+1 {{'affine.for' op operand cannot be used as a symbol}}
    affine.for %j = %i to %n {
    }
  }
  return
}

// -----

func.func @for_loop_value_as_dim(%n: index) {
  affine.for %i = 0 to 10 {
    %v = arith.addi %i, %i : index
    // expected-error@+1 {{'affine.for' op operand cannot be used as a dimension id}}
    affine.for %j = affine_map<(d0) -> (d0)>(%v) to %n {
    }
  }
  return
}

// -----

func.func @for_two_operands(%n: index) {
  // expected-error@+1 {{custom op 'affine.for' expected only one loop bound operand}}
  affine.for %i = %n, %n to 10 {
  }
  return
}

// -----

func.func @for_dim_count(%n: index) {
  // expected-error@+1 {{custom op 'affine.for' dim operand count and affine map dim count must match}}
  affine.for %i = affine_map<(d0, d1) -> (d0)>(%n) to 10 {
  }
  return
}

// -----

func.func @for_symbol_count(%n: index) {
  // expected-error@+1 {{custom op 'affine.for' symbol operand count and affine map symbol count must match}}
  affine.for %i = affine_map<(d0)[s0] -> (d0)>(%n) to 10 {
  }
  return
}

// -----

func.func @for_lower_max(%n: index) {
  // expected-error@+1 {{lower loop bound affine map with multiple results requires 'max' prefix}}
  affine.for %i = affine_map<()[s0] -> (s0, 0)>()[%n] to 10 {
  }
  return
}

// -----

func.func @for_upper_min(%n: index) {
  // expected-error@+1 {{upper loop bound affine map with multiple results requires 'min' prefix}}
  affine.for %i = 0 to affine_map<()[s0] -> (s0, 10)>()[%n] {
  }
  return
}

// -----

func.func @for_bad_bound(%n: index) {
  // expected-error@+1 {{custom op 'affine.for' expected valid affine map representation for loop bounds}}
  affine.for %i = "zero" to 10 {
  }
  return
}

// -----

func.func @for_negative_step(%n: index) {
  // expected-error@+1 {{expected step to be representable as a positive signed integer}}
  affine.for %i = 0 to 10 step -1 {
  }
  return
}

// -----

func.func @for_missing_to(%n: index) {
  // expected-error@+1 {{expected 'to' between bounds}}
  affine.for %i = 0 until 10 {
  }
  return
}

// -----

func.func @for_iter_args_count(%x: f32) {
  // expected-error@+1 {{custom op 'affine.for' mismatch between the number of loop-carried values and results}}
  %r = affine.for %i = 0 to 10 iter_args(%a = %x) -> (f32, f32) {
    affine.yield %a : f32
  }
  return
}

// -----

func.func @yield_count(%x: f32) {
  %r = affine.for %i = 0 to 10 iter_args(%a = %x) -> (f32) {
    // expected-error@+1 {{'affine.yield' op parent of yield must have same number of results as the yield operands}}
    affine.yield
  }
  return
}

// -----

func.func @yield_type(%x: f32, %y: i32) {
  %r = affine.for %i = 0 to 10 iter_args(%a = %x) -> (f32) {
    // expected-error@+1 {{'affine.yield' op types mismatch between yield op and its parent}}
    affine.yield %y : i32
  }
  return
}

// -----

func.func @yield_parent() {
  "some.region"() ({
    // expected-error@+1 {{'affine.yield' op only terminates affine.if/for/parallel regions}}
    affine.yield
  }) : () -> ()
  return
}

// -----

func.func @for_body_argument() {
  // expected-error@+1 {{'affine.for' op expected body to have a single index argument for the induction variable}}
  "affine.for"() ({
  ^bb0(%i: i32):
    "affine.yield"() : () -> ()
  }) {lower_bound = affine_map<() -> (0)>, step = 1 : index, upper_bound = affine_map<() -> (4)>} : () -> ()
  return
}

// -----

func.func @for_results_mismatch(%x: f32) {
  // expected-error@+1 {{'affine.for' op  region control flow edge from parent operands to Region #0: source has 1 operands, but target successor needs 0}}
  %r = "affine.for"(%x) ({
  ^bb0(%i: index):
    "affine.yield"(%x) : (f32) -> ()
  }) {lower_bound = affine_map<() -> (0)>, step = 1 : index, upper_bound = affine_map<() -> (4)>} : (f32) -> f32
  return
}

// -----

func.func @delinearize_count(%idx: index, %b0: index, %b1: index) {
  // expected-error@+1 {{'affine.delinearize_index' op should return an index for each basis element}}
  %0 = affine.delinearize_index %idx into (%b0, %b1) : index
  return
}

// -----

func.func @delinearize_empty(%idx: index) {
  // expected-error@+1 {{'affine.delinearize_index' op basis should not be empty}}
  affine.delinearize_index %idx into () : index
  return
}
