"""Fresh instances of the IR's classes, for op creation to fill in
(`odsgen.ir.op_creation`): `object.__new__`, no field set.

The compiled op creation reads `new_objects.pxd` instead (a cimport of the
same name): its functions make the instance likewise, but with each field
odsgen/ir/layout.pxd declares for the class holding None, as a compiled
store into a field releases the value it replaces, which must be there.
"""

operation = op_operand = op_result = block_operand = object.__new__
