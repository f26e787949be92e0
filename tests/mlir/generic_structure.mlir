// Values, blocks, regions and successors in the generic form.
"xx.func"() ({
^bb0(%a: i32, %b: i32):
  %0:2 = "xx.pair"(%a) : (i32) -> (i32, f32)
  "xx.br"(%0#0)[^loop] : (i32) -> ()
^loop(%c: i32):
  "xx.cond"(%c, %c)[^loop, ^exit, ^loop] : (i32, i32) -> ()
^exit:
  %1 = "xx.nested"() ({
    %2 = "xx.inner"(%a, %c) : (i32, i32) -> i64
    "xx.yield"(%2) : (i64) -> ()
  }, {
  ^bb0(%x: i64):
    "xx.yield"(%x) : (i64) -> ()
  }, {
  }) : () -> i32
  "xx.return"(%1) : (i32) -> ()
^dead:
  "xx.return"(%b) : (i32) -> ()
}) {sym_name = "f"} : () -> ()
"xx.graph"() ({
  "xx.use"(%late) : (i32) -> ()
  %late = "xx.def"() : () -> i32
}) : () -> ()
