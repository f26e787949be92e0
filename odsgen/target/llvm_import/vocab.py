"""The keywords of LLVM IR's text that the parser and the instruction forms
share."""

from ..llvm_enums import FP_BINOPS, INT_BINOPS

FLOAT_TYPES = ("half", "bfloat", "float", "double", "x86_fp80", "fp128", "ppc_fp128")
SIMPLE_TYPES = ("void", "label", "metadata", "token", "x86_mmx", "x86_amx")
CCONVS = {
    "ccc": "ccc",
    "fastcc": "fastcc",
    "coldcc": "coldcc",
    "cc": None,
    "x86_stdcallcc": "x86_stdcallcc",
    "x86_fastcallcc": "x86_fastcallcc",
    "x86_thiscallcc": "x86_thiscallcc",
    "x86_vectorcallcc": "x86_vectorcallcc",
    "arm_apcscc": "arm_apcscc",
    "arm_aapcscc": "arm_aapcscc",
    "arm_aapcs_vfpcc": "arm_aapcs_vfpcc",
    "webkit_jscc": "webkit_jscc",
    "anyregcc": "anyregcc",
    "preserve_mostcc": "preserve_mostcc",
    "preserve_allcc": "preserve_allcc",
    "swiftcc": "swiftcc",
    "swifttailcc": "swifttailcc",
    "tailcc": "tailcc",
    "ghccc": "ghccc",
    "x86_64_sysvcc": "x86_64_sysvcc",
    "win64cc": "win64cc",
    "spir_func": "spir_funccc",
    "spir_kernel": "spir_kernelcc",
    "intel_ocl_bicc": "intel_ocl_bicc",
    "x86_intrcc": "x86_intrcc",
    "ptx_kernel": "ptx_kernelcc",
    "ptx_device": "ptx_devicecc",
    "amdgpu_kernel": "amdgpu_kernelcc",
}
# Keywords that may stand before a global's type or a function's return type
# and that the import does not need.
SKIPPED_PREFIX = {
    "dso_preemptable",
    "default",
    "hidden",
    "protected",
    "dllimport",
    "dllexport",
    "externally_initialized",
}
PARAM_ATTRS_WITH_TYPE = {
    "byval",
    "byref",
    "sret",
    "inalloca",
    "preallocated",
    "elementtype",
}
PARAM_ATTRS = {
    "zeroext",
    "signext",
    "inreg",
    "noalias",
    "nocapture",
    "nonnull",
    "noundef",
    "readonly",
    "readnone",
    "writeonly",
    "returned",
    "swiftself",
    "swifterror",
    "swiftasync",
    "immarg",
    "nofree",
    "nest",
    "allocalign",
    "allocptr",
    "align",
    "dereferenceable",
    "dereferenceable_or_null",
    "noundef",
    "nosync",
} | PARAM_ATTRS_WITH_TYPE
INT_FLAGS = ("nuw", "nsw", "exact")
FMF = ("nnan", "ninf", "nsz", "arcp", "contract", "afn", "reassoc", "fast")
ORDERINGS = ("unordered", "monotonic", "acquire", "release", "acq_rel", "seq_cst")
BINARY = INT_BINOPS | FP_BINOPS
