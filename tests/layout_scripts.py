"""The start of a script run in a fresh interpreter where `Operation` is laid
out otherwise (a slot more, first) when the layout proof is asked for:
odsgen.ir.operation runs from its source so changed, and asks for the proof
as it imports op creation. Tests append the imports and prints they check."""

OPERATION_WITH_A_SLOT_MORE = """
import sys, types
import odsgen.ir
path = "odsgen/ir/operation.py"
with open(path, encoding="utf-8") as file:
    source = file.read()
slots = '    __slots__ = (\\n        "name",'
assert source.count(slots) == 1
source = source.replace(slots, slots.replace('(', '("_",'))
operation = types.ModuleType("odsgen.ir.operation")
operation.__file__, operation.__package__ = path, "odsgen.ir"
sys.modules[operation.__name__] = operation
exec(compile(source, path, "exec"), operation.__dict__)
"""
