# Declarations for the compiled printer (Cython reads them with printer.py):
# the IR's classes laid out as layout.pxd says, under names the source uses
# only in annotations of the parameters and locals it reads fields of.
from odsgen.ir.layout cimport (
    Block as BlockLayout,
    BlockOperand as BlockOperandLayout,
    OpOperand as OpOperandLayout,
    Operation as OperationLayout,
    Region as RegionLayout,
    Value as ValueLayout,
)
