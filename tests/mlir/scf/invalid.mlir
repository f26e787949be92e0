func.func @negative_step(%n: index) {
  %s = arith.constant -2 : index
  scf.for %i = %n to %n step %s {
  }
  return
}

// -----

func.func @index_required(%n: index, %x: i32) {
  "scf.for"(%n, %n, %n) ({
  ^bb0(%i: i32):
    scf.yield
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @wrong_carried_type(%n: index, %x: f32) -> f32 {
  %one = arith.constant 1 : i32
  %r = scf.for %i = %n to %n step %n iter_args(%a = %x) -> (f32) {
    scf.yield %one : i32
  }
  return %r : f32
}

// -----

func.func @if_needs_else(%c: i1, %x: f32) -> f32 {
  %r = "scf.if"(%c) ({
    scf.yield %x : f32
  }, {
  }) : (i1) -> f32
  return %r : f32
}

// -----

func.func @if_yield_count(%c: i1, %x: f32) {
  %r:2 = scf.if %c -> (f32, f32) {
    scf.yield %x : f32
  } else {
    scf.yield %x, %x : f32, f32
  }
  return
}

// -----

func.func @while_condition(%x: i32) {
  %w = scf.while (%a = %x) : (i32) -> i32 {
    scf.yield %a : i32
  } do {
  ^bb0(%b: i32):
    scf.yield %b : i32
  }
  return
}

// -----

func.func @while_types(%x: i32, %c: i1) {
  %w = scf.while (%a = %x) : (i32) -> i32 {
    scf.condition(%c) %c : i1
  } do {
  ^bb0(%b: i1):
    scf.yield %x : i32
  }
  return
}

// -----

func.func @while_inputs(%x: i32) {
  scf.while (%a = %x) : (i32, i32) -> () {
    scf.condition(%a)
  } do {
    scf.yield
  }
  return
}

// -----

func.func @parallel_reduce(%n: index, %x: f32) {
  %r = scf.parallel (%i) = (%n) to (%n) step (%n) init (%x) -> f32 {
    scf.reduce(%i) : index {
    ^bb0(%a: index, %b: index):
      scf.reduce.return %a : index
    }
  }
  return
}

// -----

func.func @parallel_yield(%n: index) {
  scf.parallel (%i) = (%n) to (%n) step (%n) {
    scf.yield %i : index
  }
  return
}

// -----

func.func @reduce_return_type(%n: index, %x: f32) {
  %r = scf.parallel (%i) = (%n) to (%n) step (%n) init (%x) -> f32 {
    scf.reduce(%x) : f32 {
    ^bb0(%a: f32, %b: f32):
      scf.reduce.return %i : index
    }
  }
  return
}

// -----

func.func @duplicate_case(%i: index) {
  scf.index_switch %i
  case 1 {
    scf.yield
  }
  case 1 {
    scf.yield
  }
  default {
    scf.yield
  }
  return
}

// -----

func.func @switch_result(%i: index, %x: i32) -> i64 {
  %r = scf.index_switch %i -> i64
  case 4 {
    scf.yield %x : i32
  }
  default {
    scf.yield %x : i32
  }
  return %r : i64
}

// -----

func.func @execute_region_arguments() {
  "scf.execute_region"() ({
  ^bb0(%a: i32):
    scf.yield
  }) : () -> ()
  return
}

// -----

func.func @yield_parent(%x: i32) {
  scf.yield %x : i32
}

// -----

func.func @threads_rank(%n: index) {
  "scf.foreach_thread"(%n) ({
  ^bb0(%i: index, %j: index):
    scf.foreach_thread.perform_concurrently {
    }
  }) {operand_segment_sizes = array<i32: 1, 0>} : (index) -> ()
  return
}

// -----

func.func @for_mismatch(%n: index, %x: f32) {
  %r = scf.for %i = %n to %n step %n iter_args(%a = %x, %b = %x) -> (f32) {
    scf.yield %a : f32
  }
  return
}

// -----

func.func @threads_mapping(%n: index) {
  scf.foreach_thread (%i) in (%n) {
  } {mapping = [1 : i64]}
  return
}
