// Element types that tensors and memrefs reject.
"xx.a"() {a = tensor<2xnone>} : () -> ()
// -----
"xx.a"() {a = memref<2x!xx.t>} : () -> ()
// -----
"xx.a"() {a = tensor<*x(i32) -> i32>} : () -> ()
// -----
"xx.a"() {a = dense<(1