# Declarations for the compiled op creation (Cython reads them with
# op_creation.py): the IR's classes laid out as layout.pxd says, under names
# the source uses only in annotations of locals it writes fields of; the
# compiled `new_objects` (new_objects.pxd).
from odsgen.ir cimport new_objects
from odsgen.ir.layout cimport (
    Block as BlockLayout,
    BlockOperand as BlockOperandLayout,
    OpOperand as OpOperandLayout,
    OpResult as OpResultLayout,
    Operation as OperationLayout,
    Value as ValueLayout,
)
