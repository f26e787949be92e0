// Every index op in its custom form.
func.func @ops(%a: index, %b: index, %i: i32, %j: i64) -> i1 {
  %0 = index.add %a, %b
  %1 = index.sub %a, %b
  %2 = index.mul %a, %b
  %3 = index.divs %a, %b
  %4 = index.divu %a, %b
  %5 = index.ceildivs %a, %b
  %6 = index.ceildivu %a, %b
  %7 = index.floordivs %a, %b
  %8 = index.rems %a, %b
  %9 = index.remu %a, %b
  %10 = index.maxs %a, %b
  %11 = index.maxu %a, %b
  %12 = index.mins %a, %b
  %13 = index.minu %a, %b
  %14 = index.shl %a, %b
  %15 = index.shrs %a, %b
  %16 = index.shru %a, %b
  %17 = index.and %a, %b {tag = 1 : i8}
  %18 = index.or %a, %b
  %19 = index.xor %a, %b
  %20 = index.casts %a : index to i64
  %21 = index.casts %i : i32 to index
  %22 = index.castu %a : index to i32
  %23 = index.castu %j : i64 to index
  %24 = index.sizeof
  %25 = index.constant 42
  %26 = index.constant -7
  %27 = index.bool.constant true
  %28 = index.bool.constant false
  %c0 = index.cmp eq(%a, %b)
  %c1 = index.cmp ne(%a, %b)
  %c2 = index.cmp slt(%a, %b)
  %c3 = index.cmp sle(%a, %b)
  %c4 = index.cmp sgt(%a, %b)
  %c5 = index.cmp sge(%a, %b)
  %c6 = index.cmp ult(%a, %b)
  %c7 = index.cmp ule(%a, %b)
  %c8 = index.cmp ugt(%a, %b)
  %c9 = index.cmp uge(%a, %b) {tag}
  return %c9 : i1
}

func.func @generic_attr() -> i1 {
  %a = "index.constant"() {value = 3 : index} : () -> index
  %0 = "index.cmp"(%a, %a) {pred = #index<cmp_predicate ule>} : (index, index) -> i1
  return %0 : i1
}
