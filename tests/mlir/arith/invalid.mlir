func.func @f(%a: i32) {
  %0 = arith.extsi %a : i32 to i16
  return
}
// -----
func.func @f(%a: i32) {
  %0 = arith.extsi %a : i32 to i32
  return
}
// -----
func.func @f(%a: f32) {
  %0 = arith.extf %a : f32 to f32
  return
}
// -----
func.func @f(%a: f32) {
  %0 = arith.truncf %a : f32 to f64
  return
}
// -----
func.func @f(%a: vector<4xi32>) {
  %0 = arith.extsi %a : vector<4xi32> to vector<5xi64>
  return
}
// -----
func.func @f(%a: i32) {
  %0 = arith.index_cast %a : i32 to i64
  return
}
// -----
func.func @f(%a: i32) {
  %0 = arith.bitcast %a : i32 to f64
  return
}
// -----
func.func @f(%a: i32) {
  %0 = "arith.constant"() {value = 4 : i64} : () -> i32
  return
}
// -----
func.func @f(%a: i32) {
  %0 = "arith.constant"() {value = 4 : ui32} : () -> ui32
  return
}
// -----
func.func @f(%a: i32) {
  %0 = "arith.constant"() {value = "x"} : () -> i32
  return
}
// -----
func.func @f(%a: i32) {
  %0 = "arith.constant"() {value = unit} : () -> i32
  return
}
// -----
func.func @f(%a: i32) {
  %0 = arith.addi %a, %a : f32
  return
}
// -----
func.func @f(%a: f32) {
  %0 = arith.addi %a, %a : f32
  return
}
// -----
func.func @f(%a: vector<f32>) {
  %0 = arith.addf %a, %a : vector<f32>
  return
}
// -----
func.func @f(%a: i32, %c: i1) {
  %0 = arith.select %c, %a, %a : vector<4xi1>, i32
  return
}
// -----
func.func @f(%a: vector<4xi32>, %c: vector<3xi1>) {
  %0 = arith.select %c, %a, %a : vector<3xi1>, vector<4xi32>
  return
}
// -----
func.func @f(%a: i32, %b: i64) {
  %0 = arith.cmpi slt, %a, %b : i32
  return
}
// -----
func.func @f(%a: i32, %b: i64) {
  %0 = "arith.cmpi"(%a, %a) {predicate = 42 : i64} : (i32, i32) -> i1
  return
}
// -----
func.func @f(%a: i32, %b: i64) {
  %0 = arith.cmpi foo, %a, %a : i32
  return
}
// -----
func.func @f(%a: i32) {
  %0 = "arith.cmpi"(%a, %a) {predicate = 2 : i64} : (i32, i32) -> i32
  return
}
// -----
func.func @f(%a: tensor<4xi32>, %c: tensor<?xi1>) {
  %0 = arith.select %c, %a, %a : tensor<?xi1>, tensor<4xi32>
  return
}
// -----
func.func @f(%a: vector<4xi32>, %c: tensor<4xi1>) {
  %0 = arith.select %c, %a, %a : tensor<4xi1>, vector<4xi32>
  return
}
// -----
func.func @f(%a: i32, %c: vector<4xi1>) {
  %0 = "arith.select"(%c, %a, %a) : (vector<4xi1>, i32, i32) -> i32
  return
}
// -----
func.func @f(%a: vector<4xi32>) {
  %0 = arith.extsi %a : vector<4xi32> to tensor<4xi64>
  return
}
// -----
func.func @f(%a: i32, %b: i64) {
  %0:2 = "arith.addui_extended"(%a, %b) : (i32, i64) -> (i32, i1)
  return
}
// -----
func.func @f(%a: i32) {
  %0:2 = "arith.mulsi_extended"(%a, %a) : (i32, i32) -> (i32, i64)
  return
}
// -----
func.func @f(%a: f32) {
  %0 = "arith.cmpf"(%a, %a) {predicate = 1 : i64} : (f32, f32) -> vector<2xi1>
  return
}
// -----
func.func @f(%a: i32) {
  %0 = "arith.negf"(%a) : (i32) -> i32
  return
}
// -----
func.func @f(%a: f32) {
  %0 = arith.fptosi %a : f32 to f64
  return
}
// -----
func.func @f(%a: i32) {
  %0 = arith.sitofp %a : i32 to i64
  return
}
// -----
func.func @f(%a: memref<4xi32>) {
  %0 = arith.bitcast %a : memref<4xi32> to memref<4xf32>
  return
}
// -----
func.func @f(%a: i32) {
  %0 = "arith.addi"(%a, %a) {tag} : (i32, i32) -> i64
  return
}
// -----
func.func @f() {
  %0 = arith.constant dense<1> : tensor<4xui8>
  return
}
// -----
func.func @f(%a: ui32) {
  %0 = arith.addi %a, %a : ui32
  return
}
// -----
func.func @f(%a: f32) {
  %0 = arith.cmpf oeq, %a, %a : f64
  return
}
// -----
func.func @f(%a: i32) {
  %0 = arith.select %a, %a, %a : i32
  return
}
// -----
func.func @f(%a: i32) {
  %0 = arith.addi %a, %a
  return
}
// -----
func.func @f(%a: i32) {
  %0 = arith.select %a, %a : i32
  return
}
// -----
func.func @f(%a: i32) {
  %0 = arith.constant
  return
}
// -----
func.func @f(%a: i32) {
  %0 = arith.constant 5
  return
}
// -----
func.func @f(%a: i32) {
  %0 = arith.extsi %a : i32 i64
  return
}
// -----
func.func @f(%a: f32) {
  %0 = arith.addf %a, %a fastmath<fast : f32
  return
}
// -----
func.func @f(%a: f32) {
  %0 = arith.addf %a, %a fastmath <fast> : f32
  return
}
// -----
func.func @f(%a: f32) {
  %0 = arith.cmpf "olt", %a, %a : f32
  return
}
// -----
func.func @f(%a: f32) {
  %0 = arith.cmpf 3, %a, %a : f32
  return
}
// -----
func.func @f(%a: f32) {
  %0 = arith.negf %a fastmath<nnan,fast> : f32
  return
}
// -----
func.func @f(%a: i32, %c: i1) {
  %0 = arith.select %c, %a, %a {predicate = 1} : i32
  %1 = arith.cmpi eq, %a, %a {predicate = 3 : i64} : i32
  return
}
// -----
func.func @f(%a: i32) {
  %0:2 = arith.addui_extended %a, %a : i32
  return
}
// -----
func.func @f(%a: i32) {
  %0 = arith.constant {value = 3 : i32} 4 : i32
  return
}
// -----
func.func @f(%a: f32) {
  %0 = arith.addf %a, %a {fastmath = #arith.fastmath<contract>} : f32
  %1 = arith.mulf %a, %a {fastmath = #arith.fastmath<none>} : f32
  %2 = "arith.subf"(%a, %a) {fastmath = 1 : i32} : (f32, f32) -> f32
  return
}
// -----
func.func @f(%a: f32) {
  %0 = arith.addf %a, %a fastmath<reassoc,nnan,ninf,nsz,arcp,contract,afn> : f32
  %1 = arith.addf %a, %a fastmath<reassoc,nnan,ninf,nsz,arcp,contract> : f32
  return
}
