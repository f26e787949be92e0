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
