// llvm.call_intrinsic: overloaded names mangled from the op's types, LLVM 16's
// declarations and attributes, variadic intrinsics.
llvm.func @overloads(%p: !llvm.ptr, %q: !llvm.ptr<1>, %n: i32, %v: vector<2xi32>) -> vector<2xi32> {
  %false = llvm.mlir.constant(false) : i1
  llvm.call_intrinsic "llvm.memcpy"(%p, %q, %n, %false) : (!llvm.ptr, !llvm.ptr<1>, i32, i1) -> ()
  %s = llvm.call_intrinsic "llvm.sadd.with.overflow"(%n, %n) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %w = llvm.call_intrinsic "llvm.umul.with.overflow.v2i32"(%v, %v) : (vector<2xi32>, vector<2xi32>) -> !llvm.struct<(vector<2xi32>, vector<2xi1>)>
  %r = llvm.call_intrinsic "llvm.vector.reduce.add"(%v) : (vector<2xi32>) -> i32
  %x = llvm.call_intrinsic "llvm.fshl"(%v, %v, %v) : (vector<2xi32>, vector<2xi32>, vector<2xi32>) -> vector<2xi32>
  llvm.return %x : vector<2xi32>
}

llvm.func @gather(%ptrs: !llvm.vec<4 x ptr>, %mask: vector<4xi1>, %pass: vector<4xf32>) -> vector<4xf32> {
  %a = llvm.mlir.constant(4 : i32) : i32
  %g = llvm.call_intrinsic "llvm.masked.gather"(%ptrs, %a, %mask, %pass) : (!llvm.vec<4 x ptr>, i32, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
  llvm.return %g : vector<4xf32>
}

llvm.func @fixed(%a: vector<2xf64>, %f: f64) -> f64 {
  %m = llvm.call_intrinsic "llvm.x86.sse2.max.pd"(%a, %a) : (vector<2xf64>, vector<2xf64>) -> vector<2xf64>
  %t = llvm.call_intrinsic "llvm.trunc.f64"(%f) : (f64) -> f64
  %s = llvm.call_intrinsic "llvm.stacksave"() : () -> !llvm.ptr
  llvm.call_intrinsic "llvm.stackrestore"(%s) : (!llvm.ptr) -> ()
  llvm.return %t : f64
}

llvm.func @variadic(%p: !llvm.ptr) {
  %one = llvm.mlir.constant(1 : i32) : i32
  %slot = llvm.alloca %one x i64 : (i32) -> !llvm.ptr
  %id = llvm.mlir.constant(7 : i64) : i64
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.call_intrinsic "llvm.experimental.stackmap"(%id, %z, %p) : (i64, i32, !llvm.ptr) -> ()
  llvm.call_intrinsic "llvm.localescape"(%slot) : (!llvm.ptr) -> ()
  llvm.return
}
