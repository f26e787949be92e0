# Declarations for the compiled op_key (Cython reads them with op_key.py):
# the IR's classes laid out as layout.pxd says, under names the source uses
# only in annotations of the parameter and locals it reads fields of.
from odsgen.ir.layout cimport (
    OpOperand as OpOperandLayout,
    Operation as OperationLayout,
    Value as ValueLayout,
)
