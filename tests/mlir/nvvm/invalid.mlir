func.func @a(%i: i32, %x: f32) {
  %0 = nvvm.mma.sync A[%i, %i] B[%i] C[%i, %i, %i, %i] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 128>} : (i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>
  return
}
// -----
func.func @a(%h: vector<2xbf16>, %x: f32) {
  %0 = nvvm.mma.sync A[%h, %h] B[%h] C[%x, %x, %x, %x] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 8>} : (vector<2xbf16>, vector<2xbf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  return
}
// -----
func.func @a(%i: i32) {
  %0 = nvvm.mma.sync A[%i] B[%i] C[%i, %i] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<s8>, multiplicandBPtxType = #nvvm.mma_type<s8>, shape = #nvvm.shape<m = 8, n = 8, k = 16>} : (i32, i32, i32) -> !llvm.struct<(i32, i32)>
  return
}
// -----
func.func @a(%i: i32) {
  %0 = nvvm.mma.sync A[%i] B[%i] C[%i, %i] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<s8>, multiplicandBPtxType = #nvvm.mma_type<s8>, shape = #nvvm.shape<m = 8, n = 8, k = 16>} : (i32, i32) -> !llvm.struct<(i32, i32)>
  return
}
// -----
func.func @a(%i: i32) {
  %0 = nvvm.mma.sync A[%i] X[%i] C[%i, %i] {} : (i32, i32, i32) -> !llvm.struct<(i32, i32)>
  return
}
// -----
func.func @a(%i: i32) {
  %0 = nvvm.mma.sync A[%i] B[%i] C[%i, %i] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<s8>, multiplicandBPtxType = #nvvm.mma_type<s8>, intOverflowBehavior = #nvvm.mma_int_overflow<wrapped>, shape = #nvvm.shape<m = 8, n = 8, k = 16>} : (i32, i32, i32) -> !llvm.struct<(i32, i64)>
  return
}
// -----
func.func @a(%i: i32) {
  %0 = nvvm.mma.sync A[%i] B[%i] C[%i, %i] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f64>, shape = #nvvm.shape<m = 32, n = 8, k = 16>} : (i32, i32, i32) -> !llvm.struct<(i32, i64)>
  return
}
// -----
func.func @a(%i: i32) {
  %0 = nvvm.mma.sync A[%i] B[%i] C[%i, %i] {layoutA = 1 : i32, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 32, n = 8, k = 16>} : (i32, i32, i32) -> !llvm.struct<(i32, i64)>
  return
}
// -----
func.func @a(%i: i32) {
  %0 = nvvm.mma.sync A[%i] B[%i] C[%i, %i] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 32, n = 8, k = 16>} : (i32, i32, i32) -> i32
  return
}
// -----
llvm.func @w(%p: !llvm.ptr<i32, 3>, %st: i32) {
  %0 = nvvm.wmma.load %p, %st {eltype = #nvvm.mma_type<f16>, frag = #nvvm.mma_frag<a>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 8 : i32} : (!llvm.ptr<i32, 3>) -> !llvm.struct<(i32)>
  llvm.return
}
// -----
llvm.func @w(%p: !llvm.ptr<i32, 3>, %st: i32) {
  %0 = nvvm.wmma.load %p, %st {eltype = #nvvm.mma_type<f16>, frag = #nvvm.mma_frag<a>, k = 16, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 8 : i32} : (!llvm.ptr<i32, 3>) -> !llvm.struct<(i32)>
  llvm.return
}
// -----
llvm.func @w(%p: !llvm.ptr<i32, 3>, %st: i32) {
  %0 = nvvm.wmma.load %p, %st {eltype = #nvvm.mma_type<f16>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 8 : i32} : (!llvm.ptr<i32, 3>) -> !llvm.struct<(i32)>
  llvm.return
}
// -----
llvm.func @w(%p: !llvm.ptr<i32, 3>, %st: i32, %h: vector<2xf16>, %x: f32) {
  nvvm.wmma.store %p, %st, %h, %h, %h {eltype = #nvvm.mma_type<f16>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : !llvm.ptr<i32, 3>, vector<2 x f16>, vector<2 x f16>, vector<2 x f16>
  llvm.return
}
// -----
llvm.func @w(%p: !llvm.ptr<i32, 3>, %st: i32, %h: vector<2xf16>, %x: f32) {
  nvvm.wmma.store %p, %st, %h, %h, %h, %x {eltype = #nvvm.mma_type<f16>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : !llvm.ptr<i32, 3>, vector<2 x f16>, vector<2 x f16>, vector<2 x f16>, f32
  llvm.return
}
// -----
llvm.func @w(%p: !llvm.ptr<i32, 3>, %st: i32, %h: vector<2xf16>, %x: f32) {
  nvvm.wmma.store %p, %st, %h {eltype = #nvvm.mma_type<s8>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : !llvm.ptr<i32, 3>, vector<2 x f16>
  llvm.return
}
// -----
llvm.func @w(%h: vector<2xf16>) {
  %0 = nvvm.wmma.mma %h {eltypeA = #nvvm.mma_type<f16>, eltypeB = #nvvm.mma_type<f16>, k = 8 : i32, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : (vector<2xf16>) -> !llvm.struct<(f32)>
  llvm.return
}
// -----
llvm.func @w(%h: vector<2xf16>) {
  %0 = nvvm.wmma.mma %h {eltypeA = #nvvm.mma_type<f16>, eltypeB = #nvvm.mma_type<f16>, k = 16 : i32, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : (vector<2xf16>) -> i32
  llvm.return
}
// -----
llvm.func @l(%p: !llvm.ptr<i32, 3>) {
  %l = nvvm.ldmatrix %p {num = 2 : i32, layout = #nvvm.mma_layout<row>} : (!llvm.ptr<i32, 3>) -> !llvm.struct<(i32, i32, i32)>
  llvm.return
}
// -----
llvm.func @l(%p: i32) {
  %l = nvvm.ldmatrix %p {num = 2 : i32, layout = #nvvm.mma_layout<row>} : (i32) -> !llvm.struct<(i32, i32, i32)>
  llvm.return
}
// -----
func.func @s(%a: i32, %f: f32) {
  %0 = nvvm.shfl.sync bfly %a, %f, %a, %a {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i2)>
  return
}
// -----
func.func @s(%a: i32, %f: f32) {
  %0 = nvvm.shfl.sync bfly %f, %f, %a, %a : f32 -> f32
  return
}
// -----
func.func @s(%a: i32, %f: f32) {
  %0 = nvvm.redux.sync add %a, %f : i32 -> i32
  return
}
// -----
func.func @s(%a: i32, %f: f32) {
  %0 = nvvm.vote.ballot.sync %a : i32
  return
}
// -----
func.func @s(%a: i32, %f: f32) {
  %0 = nvvm.rcp.approx.ftz.f %a : i32
  return
}
// -----
func.func @s(%a: i32, %f: f32) {
  %0 = nvvm.read.ptx.sreg.tid.x : si32
  return
}
// -----
func.func @c(%arg0: !llvm.ptr<i32, 3>, %arg1: !llvm.ptr<i8, 1>) {
  nvvm.cp.async.shared.global %arg0, %arg1, 4
  return
}
// -----
func.func @c(%arg0: !llvm.ptr<i8, 3>, %arg1: !llvm.ptr<i8, 1>) {
  nvvm.cp.async.shared.global %arg0, %arg1, 4 : i64
  return
}
// -----
func.func @k() attributes {nvvm.kernel} {
  return
}
// -----
llvm.func @k() attributes {nvvm.maxntid = [1, 2, 3, 4]} {
  llvm.return
}
// -----
llvm.func @k() attributes {nvvm.reqntid = 3} {
  llvm.return
}
// -----
llvm.func @k() attributes {nvvm.minctasm = "x"} {
  llvm.return
}
// -----
llvm.func @k() attributes {nvvm.maxnreg = [1]} {
  llvm.return
}
// -----
"test.x"() {a = #nvvm.foo<1>} : () -> ()
// -----
"test.x"() {a = #nvvm.shape<m = 1, k = 2, n = 3>} : () -> ()
// -----
"test.x"() {a = #nvvm.shape<m = 1, n = 2>} : () -> ()
// -----
func.func @g(%a: i32) {
  %0 = "nvvm.shfl.sync"(%a, %a, %a, %a) {kind = #nvvm.mma_layout<row>} : (i32, i32, i32, i32) -> i32
  return
}
// -----
func.func @g(%a: i32) {
  %0 = "nvvm.mma.sync"(%a, %a) {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<row>, shape = #nvvm.shape<m = 1, n = 2, k = 3>} : (i32, i32) -> i32
  return
}
// -----
func.func @v(%a: i32, %f: f32) {
  %0 = nvvm.vote.ballot.sync %a, %f : i32
  return
}
// -----
func.func @m(%i: i32) {
  %0 = nvvm.mma.sync A[%i] B[%i] C[%i, %i] : (i32, i32, i32) -> !llvm.struct<(i32, i32)>
  return
}
// -----
func.func @m(%i: i32) {
  %0 = nvvm.mma.sync A[%i] B[%i] C[%i, %i] {multiplicandAPtxType = #nvvm.mma_type<s8>, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<row>, shape = #nvvm.shape<m = 8, n = 8, k = 16>} : (i32, i32, i32) -> !llvm.struct<(i32, i32)>
  return
}
// -----
func.func @m(%i: i32, %x: f32) {
  %0 = nvvm.mma.sync A[%x] B[%x] C[%i, %i] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<row>, shape = #nvvm.shape<m = 16, n = 8, k = 4>} : (f32, f32, i32) -> !llvm.struct<(i32, i32)>
  return
}
// -----
func.func @c(%o3: !llvm.ptr<3>, %o1: !llvm.ptr<1>) {
  nvvm.cp.async.shared.global %o3, %o1, 8
  return
}
// -----
llvm.func @u() {
  %0 = nvvm.unknown.op : i32
  llvm.return
}
// -----
"test.g"() ({
  %a = "nvvm.shfl.sync"() {kind = #nvvm<shfl_kind down>} : () -> i32
}) : () -> ()
// -----
llvm.func @bad_kind(%a: i32, %b: i32) {
  %0 = nvvm.shfl.sync foo %a, %b, %b, %b : i32 -> i32
  llvm.return
}
// -----
"test.h"() {a = #nvvm.shape<m = x, n = 8, k = 16>} : () -> ()
// -----
"test.i"() {b = #nvvm<mma_layout rowx>} : () -> ()
