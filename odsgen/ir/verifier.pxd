# Declarations for the compiled verifier (Cython reads them with
# verifier.py): the IR's classes laid out as layout.pxd says, under names
# the source uses only in annotations of locals it reads fields of.
from odsgen.ir.layout cimport (
    Block as BlockLayout,
    BlockArgument as BlockArgumentLayout,
    BlockOperand as BlockOperandLayout,
    OpOperand as OpOperandLayout,
    OpResult as OpResultLayout,
    Operation as OperationLayout,
    Region as RegionLayout,
    Value as ValueLayout,
)


# What the walk keeps per op class, its fields read in place.
cdef class _Kind:
    cdef public object keys
    cdef public object unless
    cdef public bint ends_block
    cdef public object checks
    cdef public object key_of
    cdef public bint named
    cdef public object literals
    cdef public object recent
    cdef public object shared
