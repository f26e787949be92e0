func.func @sregs() -> i32 {
  %0 = nvvm.read.ptx.sreg.laneid : i32
  %1 = nvvm.read.ptx.sreg.warpsize : i32
  %2 = nvvm.read.ptx.sreg.tid.x : i32
  %3 = nvvm.read.ptx.sreg.tid.y : i32
  %4 = nvvm.read.ptx.sreg.tid.z : i32
  %5 = nvvm.read.ptx.sreg.ntid.x : i32
  %6 = nvvm.read.ptx.sreg.ntid.y : i32
  %7 = nvvm.read.ptx.sreg.ntid.z : i32
  %8 = nvvm.read.ptx.sreg.ctaid.x : i32
  %9 = nvvm.read.ptx.sreg.ctaid.y : i32
  %10 = nvvm.read.ptx.sreg.ctaid.z {foo} : i32
  %11 = nvvm.read.ptx.sreg.nctaid.x : i32
  %12 = nvvm.read.ptx.sreg.nctaid.y : i32
  %13 = nvvm.read.ptx.sreg.nctaid.z : i64
  return %0 : i32
}
// -----
func.func @misc(%a: i32, %b: i32, %c: i32, %d: i32, %f: f32, %p: i1, %s: !llvm.ptr<i8, 3>, %g: !llvm.ptr<i8, 1>) {
  %0 = nvvm.rcp.approx.ftz.f %f : f32
  %1 = nvvm.redux.sync add %a, %b : i32 -> i32
  %2 = nvvm.redux.sync umax %a, %b {x = 1} : i32 -> i32
  nvvm.barrier0
  nvvm.barrier0 {y}
  %3 = nvvm.shfl.sync bfly %a, %b, %c, %d : i32 -> i32
  %4 = nvvm.shfl.sync up %a, %f, %c, %d {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
  %5 = nvvm.shfl.sync idx %a, %f, %c, %d : f32 -> f32
  %6 = nvvm.vote.ballot.sync %a, %p : i32
  nvvm.bar.warp.sync %a : i32
  nvvm.cp.async.shared.global %s, %g, 16 {bypass_l1}
  nvvm.cp.async.shared.global %s, %g, 4
  nvvm.cp.async.commit.group
  nvvm.cp.async.wait.group 0
  nvvm.cp.async.wait.group 3 {z}
  return
}
// -----
llvm.func @wmma(%p: !llvm.ptr<i32, 3>, %q: !llvm.ptr<i32>, %st: i32, %h: vector<2xf16>, %x: f32, %i: i32) {
  %0 = nvvm.wmma.load %p, %st {eltype = #nvvm.mma_type<f16>, frag = #nvvm.mma_frag<a>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : (!llvm.ptr<i32, 3>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
  %1 = nvvm.wmma.load %q, %st {eltype = #nvvm.mma_type<f32>, frag = #nvvm.mma_frag<c>, k = 16 : i32, layout = #nvvm.mma_layout<col>, m = 32 : i32, n = 8 : i32} : (!llvm.ptr<i32>) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
  %2 = nvvm.wmma.load %q, %st {eltype = #nvvm.mma_type<tf32>, frag = #nvvm.mma_frag<b>, k = 8 : i32, layout = #nvvm.mma_layout<col>, m = 16 : i32, n = 16 : i32} : (!llvm.ptr<i32>) -> !llvm.struct<(i32, i32, i32, i32)>
  nvvm.wmma.store %p, %st, %h, %h, %h, %h {eltype = #nvvm.mma_type<f16>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : !llvm.ptr<i32, 3>, vector<2 x f16>, vector<2 x f16>, vector<2 x f16>, vector<2 x f16>
  %3 = nvvm.wmma.mma %i, %i, %i, %i, %i, %i, %i, %i, %x, %x, %x, %x, %x, %x, %x, %x {eltypeA = #nvvm.mma_type<tf32>, eltypeB = #nvvm.mma_type<f32>, k = 8 : i32, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, m = 16 : i32, n = 16 : i32} : (i32, i32, i32, i32, i32, i32, i32, i32, f32, f32, f32, f32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
  %4 = nvvm.ldmatrix %p {num = 1 : i32, layout = #nvvm.mma_layout<row>} : (!llvm.ptr<i32, 3>) -> i32
  %5 = nvvm.ldmatrix %p {num = 4 : i32, layout = #nvvm.mma_layout<col>} : (!llvm.ptr<i32, 3>) -> !llvm.struct<(i32, i32, i32, i32)>
  %6 = nvvm.ldmatrix %p {num = 2 : i32, layout = #nvvm.mma_layout<row>} : (!llvm.ptr<i32, 3>) -> !llvm.struct<(i32, i32)>
  llvm.return
}
// -----
func.func @mma(%h: vector<2xf16>, %x: f32, %i: i32, %d: f64, %bh: vector<2xbf16>) {
  %0 = nvvm.mma.sync A[%h, %h] B[%h] C[%h, %h] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 8>} : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
  %1 = nvvm.mma.sync A[%h, %h, %h, %h] B[%h, %h] C[%x, %x, %x, %x] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  %2 = nvvm.mma.sync A[%h, %h] B[%h, %h] C[%x, %x, %x, %x, %x, %x, %x, %x] {layoutA = #nvvm.mma_layout<col>, layoutB = #nvvm.mma_layout<row>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
  %3 = nvvm.mma.sync A[%d] B[%d] C[%d, %d] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
  %4 = nvvm.mma.sync A[%i, %i] B[%i] C[%i, %i, %i, %i] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<s8>, multiplicandBPtxType = #nvvm.mma_type<u8>, intOverflowBehavior = #nvvm.mma_int_overflow<satfinite>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>
  %5 = nvvm.mma.sync A[%i] B[%i] C[%i, %i] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<u4>, multiplicandBPtxType = #nvvm.mma_type<u4>, intOverflowBehavior = #nvvm.mma_int_overflow<wrapped>, shape = #nvvm.shape<m = 8, n = 8, k = 32>} : (i32, i32, i32) -> !llvm.struct<(i32, i32)>
  %6 = nvvm.mma.sync A[%i, %i] B[%i] C[%i, %i, %i, %i] {b1Op = #nvvm.mma_b1op<and_popc>, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<b1>, multiplicandBPtxType = #nvvm.mma_type<b1>, shape = #nvvm.shape<m = 16, n = 8, k = 128>} : (i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>
  %7 = nvvm.mma.sync A[%i, %i, %i, %i] B[%i, %i] C[%x, %x, %x, %x] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<tf32>, multiplicandBPtxType = #nvvm.mma_type<tf32>, shape = #nvvm.shape<m = 16, n = 8, k = 8>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  %8 = nvvm.mma.sync A[%h, %h] B[%h] C[%x, %x, %x, %x] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 8>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  %9 = nvvm.mma.sync A[%h, %h] B[%h] C[%x, %x, %x, %x] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<f16>, shape = #nvvm.shape<m = 16, n = 8, k = 8>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  return
}
// -----
llvm.func @kern() attributes {nvvm.kernel, nvvm.maxntid = [1, 2, 3], nvvm.reqntid = [4], nvvm.minctasm = 2 : i32, nvvm.maxnreg = 8 : i32} {
  %0 = "nvvm.unknown.op"() : () -> i32
  llvm.return
}
// -----
"test.g"() ({
^bb0(%i: i32):
  %a = "nvvm.shfl.sync"(%i, %i, %i, %i) {kind = #nvvm<shfl_kind down>} : (i32, i32, i32, i32) -> i32
  %b = "x.y"() {k = #nvvm<redux_kind xor>, s = #nvvm.shape<m = 1, n = 2, k = 3>, f = #nvvm.mma_frag<c>, o = #nvvm.mma_int_overflow<wrapped>, b = #nvvm.mma_b1op<none>} : () -> i32
}) : () -> ()
