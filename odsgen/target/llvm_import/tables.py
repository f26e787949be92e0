"""LLVM IR names to LLVM dialect ops and enum values, shared by the importer
and the instruction conversion."""

from ..llvm_enums import FCMP_PREDICATES, ICMP_PREDICATES

_ICMP = {name: i for i, name in enumerate(ICMP_PREDICATES)}
_FCMP = {name: i for i, name in enumerate(FCMP_PREDICATES)}
_ORDERING = {
    "not_atomic": 0,
    "unordered": 1,
    "monotonic": 2,
    "acquire": 4,
    "release": 5,
    "acq_rel": 6,
    "seq_cst": 7,
}
_RMW = {
    "xchg": 0,
    "add": 1,
    "sub": 2,
    "and": 3,
    "nand": 4,
    "or": 5,
    "xor": 6,
    "max": 7,
    "min": 8,
    "umax": 9,
    "umin": 10,
    "fadd": 11,
    "fsub": 12,
}
_FMF_BITS = {
    "nnan": 1,
    "ninf": 2,
    "nsz": 4,
    "arcp": 8,
    "contract": 16,
    "afn": 32,
    "reassoc": 64,
    "fast": 127,
}
_FMF_NAMES = ("nnan", "ninf", "nsz", "arcp", "contract", "afn", "reassoc")
_SIMPLE_OPS = {
    "add": "llvm.add",
    "sub": "llvm.sub",
    "mul": "llvm.mul",
    "udiv": "llvm.udiv",
    "sdiv": "llvm.sdiv",
    "urem": "llvm.urem",
    "srem": "llvm.srem",
    "and": "llvm.and",
    "or": "llvm.or",
    "xor": "llvm.xor",
    "shl": "llvm.shl",
    "lshr": "llvm.lshr",
    "ashr": "llvm.ashr",
    "trunc": "llvm.trunc",
    "zext": "llvm.zext",
    "sext": "llvm.sext",
    "fptrunc": "llvm.fptrunc",
    "fpext": "llvm.fpext",
    "fptoui": "llvm.fptoui",
    "fptosi": "llvm.fptosi",
    "uitofp": "llvm.uitofp",
    "sitofp": "llvm.sitofp",
    "ptrtoint": "llvm.ptrtoint",
    "inttoptr": "llvm.inttoptr",
    "bitcast": "llvm.bitcast",
    "addrspacecast": "llvm.addrspacecast",
    "freeze": "llvm.freeze",
    "extractelement": "llvm.extractelement",
    "insertelement": "llvm.insertelement",
}
_FLOAT_OPS = {
    "fadd": "llvm.fadd",
    "fsub": "llvm.fsub",
    "fmul": "llvm.fmul",
    "fdiv": "llvm.fdiv",
    "frem": "llvm.frem",
    "fneg": "llvm.fneg",
}
