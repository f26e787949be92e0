; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

declare ptr @malloc(i64)

declare void @free(ptr)

define <2 x i32> @overloads(ptr %0, ptr addrspace(1) %1, i32 %2, <2 x i32> %3) {
  call void @llvm.memcpy.p0.p1.i32(ptr %0, ptr addrspace(1) %1, i32 %2, i1 false)
  %5 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %2, i32 %2)
  %6 = call { <2 x i32>, <2 x i1> } @llvm.umul.with.overflow.v2i32(<2 x i32> %3, <2 x i32> %3)
  %7 = call i32 @llvm.vector.reduce.add.v2i32(<2 x i32> %3)
  %8 = call <2 x i32> @llvm.fshl.v2i32(<2 x i32> %3, <2 x i32> %3, <2 x i32> %3)
  ret <2 x i32> %8
}

define <4 x float> @gather(<4 x ptr> %0, <4 x i1> %1, <4 x float> %2) {
  %4 = call <4 x float> @llvm.masked.gather.v4f32.v4p0(<4 x ptr> %0, i32 4, <4 x i1> %1, <4 x float> %2)
  ret <4 x float> %4
}

define double @fixed(<2 x double> %0, double %1) {
  %3 = call <2 x double> @llvm.x86.sse2.max.pd(<2 x double> %0, <2 x double> %0)
  %4 = call double @llvm.trunc.f64(double %1)
  %5 = call ptr @llvm.stacksave()
  call void @llvm.stackrestore(ptr %5)
  ret double %4
}

define void @variadic(ptr %0) {
  %2 = alloca i64, align 8
  call void (i64, i32, ...) @llvm.experimental.stackmap(i64 7, i32 0, ptr %0)
  call void (...) @llvm.localescape(ptr %2)
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p1.i32(ptr noalias nocapture writeonly, ptr addrspace(1) noalias nocapture readonly, i32, i1 immarg) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { <2 x i32>, <2 x i1> } @llvm.umul.with.overflow.v2i32(<2 x i32>, <2 x i32>) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v2i32(<2 x i32>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x i32> @llvm.fshl.v2i32(<2 x i32>, <2 x i32>, <2 x i32>) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(read)
declare <4 x float> @llvm.masked.gather.v4f32.v4p0(<4 x ptr>, i32 immarg, <4 x i1>, <4 x float>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <2 x double> @llvm.x86.sse2.max.pd(<2 x double>, <2 x double>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.trunc.f64(double) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave() #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore(ptr) #4

; Function Attrs: nocallback nofree nosync willreturn
declare void @llvm.experimental.stackmap(i64, i32, ...) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.localescape(...) #4

attributes #0 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(read) }
attributes #4 = { nocallback nofree nosync nounwind willreturn }
attributes #5 = { nocallback nofree nosync willreturn }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
