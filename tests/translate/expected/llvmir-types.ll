; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

declare ptr @malloc(i64)

declare void @free(ptr)

declare void @return_void()

declare half @return_half()

declare bfloat @return_bfloat()

declare float @return_float()

declare double @return_double()

declare fp128 @return_fp128()

declare x86_fp80 @return_x86_fp80()

declare ppc_fp128 @return_ppc_fp128()

declare x86_mmx @return_x86_mmx()

declare void @f_void_i32(i32)

declare i32 @f_i32_empty()

declare i32 @f_i32_half_bfloat_float_double(half, bfloat, float, double)

declare i32 @f_i32_i32_i32(i32, i32)

declare void @f_void_variadic(...)

declare void @f_void_i32_i32_variadic(i32, i32, ...)

declare ptr @f_f_i32_i32()

declare i1 @return_i1()

declare i8 @return_i8()

declare i16 @return_i16()

declare i32 @return_i32()

declare i64 @return_i64()

declare i57 @return_i57()

declare i129 @return_i129()

declare ptr @return_pi8()

declare ptr @return_pfloat()

declare ptr @return_ppi8()

declare ptr @return_pppppi8()

declare ptr @return_pi8_0()

declare ptr addrspace(1) @return_pi8_1()

declare ptr addrspace(42) @return_pi8_42()

declare ptr addrspace(9) @return_ppi8_42_9()

declare <4 x i32> @return_v4_i32()

declare <4 x float> @return_v4_float()

declare <vscale x 4 x float> @return_vs_4_float()

declare <vscale x 4 x i32> @return_vs_4_i32()

declare <vscale x 8 x half> @return_vs_8_half()

declare <4 x ptr> @return_v_4_pi8()

declare [10 x i32] @return_a10_i32()

declare [8 x float] @return_a8_float()

declare [10 x ptr addrspace(4)] @return_a10_pi32_4()

declare [10 x [4 x float]] @return_a10_a4_float()

declare {} @return_struct_empty()

declare { i32 } @return_s_i32()

declare { float, i32 } @return_s_float_i32()

declare { { i32 } } @return_s_s_i32()

declare { i32, { i32 }, float } @return_s_i32_s_i32_float()

declare <{}> @return_sp_empty()

declare <{ i32 }> @return_sp_i32()

declare <{ float, i32 }> @return_sp_float_i32()

declare <{ i32, { i32, i1 }, float }> @return_sp_i32_s_i31_1_float()

declare { <{ i32 }> } @return_s_sp_i32()

declare <{ { i32 } }> @return_sp_s_i32()

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

%empty = type {}
%opaque = type opaque
%long = type { i32, { i32, i1 }, float, ptr }
%self-recursive = type { ptr }
%unpacked = type { i32 }
%packed = type <{ i32 }>
%"name with spaces and !^$@$#" = type <{ i32 }>
%mutually-a = type { ptr }
%mutually-b = type { ptr addrspace(3) }
%struct-of-arrays = type { [10 x i32] }
%array-of-structs = type { i32 }

declare ptr @malloc(i64)

declare void @free(ptr)

declare %empty @return_s_empty()

declare %opaque @return_s_opaque()

declare %long @return_s_long()

declare %self-recursive @return_s_self_recursive()

declare %unpacked @return_s_unpacked()

declare %packed @return_s_packed()

declare %"name with spaces and !^$@$#" @return_s_symbols()

declare %mutually-a @return_s_mutually_a()

declare %mutually-b @return_s_mutually_b()

declare %struct-of-arrays @return_s_struct_of_arrays()

declare [10 x %array-of-structs] @return_s_array_of_structs()

declare ptr @return_s_ptr_to_struct()

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
