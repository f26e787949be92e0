"""LLVM names shared by the translation to LLVM IR and the import from it."""

# Linkage keywords, in the order of the LLVM dialect's Linkage enum.
LINKAGES = (
    "private",
    "internal",
    "available_externally",
    "linkonce",
    "weak",
    "common",
    "appending",
    "extern_weak",
    "linkonce_odr",
    "weak_odr",
    "external",
)
# Comparison predicates, in the order of the LLVM dialect's enums.
ICMP_PREDICATES = ("eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge")
FCMP_PREDICATES = (
    "false",
    "oeq",
    "ogt",
    "oge",
    "olt",
    "ole",
    "one",
    "ord",
    "ueq",
    "ugt",
    "uge",
    "ult",
    "ule",
    "une",
    "uno",
    "true",
)

# MLIR float types and the LLVM IR types they translate to.
FLOAT_NAMES = {
    "f16": "half",
    "bf16": "bfloat",
    "f32": "float",
    "f64": "double",
    "f80": "x86_fp80",
    "f128": "fp128",
}
# Instruction opcodes: integer and floating-point binary operations, casts.
INT_BINOPS = frozenset(
    ("add", "sub", "mul", "udiv", "sdiv", "urem", "srem")
    + ("and", "or", "xor", "shl", "lshr", "ashr")
)
FP_BINOPS = frozenset(("fadd", "fsub", "fmul", "fdiv", "frem"))
CASTS = frozenset(
    ("trunc", "zext", "sext", "fptrunc", "fpext", "fptoui", "fptosi", "uitofp")
    + ("sitofp", "ptrtoint", "inttoptr", "bitcast", "addrspacecast")
)
