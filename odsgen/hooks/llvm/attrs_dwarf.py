"""DWARF constants that MLIR 16's debug info attributes spell by name
(LLVM 16's `llvm::dwarf` tag, attribute encoding, language and calling
convention tables), imported by attrs_hooks.py."""

from __future__ import annotations


def _table(text: str) -> dict[str, int]:
    """`name=0x1 other=0x2` as a mapping."""
    pairs = (item.split("=") for item in text.split())
    return {name: int(value, 16) for name, value in pairs}


TAGS = _table("""
    null=0x0 array_type=0x1 class_type=0x2 entry_point=0x3 enumeration_type=0x4
    formal_parameter=0x5 imported_declaration=0x8 label=0xa lexical_block=0xb member=0xd
    pointer_type=0xf reference_type=0x10 compile_unit=0x11 string_type=0x12
    structure_type=0x13 subroutine_type=0x15 typedef=0x16 union_type=0x17
    unspecified_parameters=0x18 variant=0x19 common_block=0x1a common_inclusion=0x1b
    inheritance=0x1c inlined_subroutine=0x1d module=0x1e ptr_to_member_type=0x1f
    set_type=0x20 subrange_type=0x21 with_stmt=0x22 access_declaration=0x23
    base_type=0x24 catch_block=0x25 const_type=0x26 constant=0x27 enumerator=0x28
    file_type=0x29 friend=0x2a namelist=0x2b namelist_item=0x2c packed_type=0x2d
    subprogram=0x2e template_type_parameter=0x2f template_value_parameter=0x30
    thrown_type=0x31 try_block=0x32 variant_part=0x33 variable=0x34 volatile_type=0x35
    dwarf_procedure=0x36 restrict_type=0x37 interface_type=0x38 namespace=0x39
    imported_module=0x3a unspecified_type=0x3b partial_unit=0x3c imported_unit=0x3d
    condition=0x3f shared_type=0x40 type_unit=0x41 rvalue_reference_type=0x42
    template_alias=0x43 coarray_type=0x44 generic_subrange=0x45 dynamic_type=0x46
    atomic_type=0x47 call_site=0x48 call_site_parameter=0x49 skeleton_unit=0x4a
    immutable_type=0x4b MIPS_loop=0x4081 format_label=0x4101 function_template=0x4102
    class_template=0x4103 GNU_BINCL=0x4104 GNU_EINCL=0x4105
    GNU_template_template_param=0x4106 GNU_template_parameter_pack=0x4107
    GNU_formal_parameter_pack=0x4108 GNU_call_site=0x4109 GNU_call_site_parameter=0x410a
    APPLE_property=0x4200 SUN_function_template=0x4201 SUN_class_template=0x4202
    SUN_struct_template=0x4203 SUN_union_template=0x4204 SUN_indirect_inheritance=0x4205
    SUN_codeflags=0x4206 SUN_memop_info=0x4207 SUN_omp_child_func=0x4208
    SUN_rtti_descriptor=0x4209 SUN_dtor_info=0x420a SUN_dtor=0x420b
    SUN_f90_interface=0x420c SUN_fortran_vax_structure=0x420d SUN_hi=0x42ff
    ALTIUM_circ_type=0x5101 ALTIUM_mwa_circ_type=0x5102 ALTIUM_rev_carry_type=0x5103
    ALTIUM_rom=0x5111 LLVM_annotation=0x6000 GHS_namespace=0x8004
    GHS_using_namespace=0x8005 GHS_using_declaration=0x8006
    GHS_template_templ_param=0x8007 UPC_shared_type=0x8765 UPC_strict_type=0x8766
    UPC_relaxed=0x8767 PGI_kanji_type=0xa000 PGI_interface_block=0xa020
    BORLAND_property=0xb000 BORLAND_Delphi_string=0xb001
    BORLAND_Delphi_dynamic_array=0xb002 BORLAND_Delphi_set=0xb003
    BORLAND_Delphi_variant=0xb004
    """)

ENCODINGS = _table("""
    address=0x1 boolean=0x2 complex_float=0x3 float=0x4 signed=0x5 signed_char=0x6
    unsigned=0x7 unsigned_char=0x8 imaginary_float=0x9 packed_decimal=0xa
    numeric_string=0xb edited=0xc signed_fixed=0xd unsigned_fixed=0xe decimal_float=0xf
    UTF=0x10 UCS=0x11 ASCII=0x12 HP_complex_float=0x81 HP_float128=0x82
    HP_complex_float128=0x83 HP_floathpintel=0x84 HP_imaginary_float90=0x85
    HP_imaginary_float128=0x86
    """)

LANGUAGES = _table("""
    C89=0x1 C=0x2 Ada83=0x3 C_plus_plus=0x4 Cobol74=0x5 Cobol85=0x6 Fortran77=0x7
    Fortran90=0x8 Pascal83=0x9 Modula2=0xa Java=0xb C99=0xc Ada95=0xd Fortran95=0xe
    PLI=0xf ObjC=0x10 ObjC_plus_plus=0x11 UPC=0x12 D=0x13 Python=0x14 OpenCL=0x15
    Go=0x16 Modula3=0x17 Haskell=0x18 C_plus_plus_03=0x19 C_plus_plus_11=0x1a OCaml=0x1b
    Rust=0x1c C11=0x1d Swift=0x1e Julia=0x1f Dylan=0x20 C_plus_plus_14=0x21
    Fortran03=0x22 Fortran08=0x23 RenderScript=0x24 BLISS=0x25 Kotlin=0x26 Zig=0x27
    Crystal=0x28 C_plus_plus_17=0x2a C_plus_plus_20=0x2b C17=0x2c Fortran18=0x2d
    Ada2005=0x2e Ada2012=0x2f Mips_Assembler=0x8001 GOOGLE_RenderScript=0x8e57
    BORLAND_Delphi=0xb000
    """)

CALLING_CONVENTIONS = _table("""
    normal=0x1 program=0x2 nocall=0x3 pass_by_reference=0x4 pass_by_value=0x5
    GNU_renesas_sh=0x40 GNU_borland_fastcall_i386=0x41 BORLAND_safecall=0xb0
    BORLAND_stdcall=0xb1 BORLAND_pascal=0xb2 BORLAND_msfastcall=0xb3
    BORLAND_msreturn=0xb4 BORLAND_thiscall=0xb5 BORLAND_fastcall=0xb6
    LLVM_vectorcall=0xc0 LLVM_Win64=0xc1 LLVM_X86_64SysV=0xc2 LLVM_AAPCS=0xc3
    LLVM_AAPCS_VFP=0xc4 LLVM_IntelOclBicc=0xc5 LLVM_SpirFunction=0xc6
    LLVM_OpenCLKernel=0xc7 LLVM_Swift=0xc8 LLVM_PreserveMost=0xc9 LLVM_PreserveAll=0xca
    LLVM_X86RegCall=0xcb GDB_IBM_OpenCL=0xff
    """)
