# Declarations for the compiled symbol_table (Cython reads them with
# symbol_table.py): the IR's classes laid out as layout.pxd says, under names
# the source uses only in annotations of the locals it reads fields of.
from odsgen.ir.layout cimport (
    Block as BlockLayout,
    Operation as OperationLayout,
    Region as RegionLayout,
)
