"""`op_key`: what the verify cache and the print memo key ops by. Ops of one
class whose shapes differ (counts of operands and results) never share a key."""

from __future__ import annotations

from odsgen.asm import parse_source
from odsgen.ir.context import Context
from odsgen.ir.op_key import op_key


def test_shapes_never_share_a_key() -> None:
    text = """
func.func @f(%a: i32, %b: i32) {
  "foo.op"() : () -> i32
  "foo.op"(%a) : (i32) -> ()
  "foo.op"(%a) : (i32) -> i32
  "foo.op"(%a, %b) : (i32, i32) -> ()
  "foo.op"(%a, %b) : (i32, i32) -> i32
  "foo.op"(%a, %b, %a) : (i32, i32, i32) -> ()
  "foo.op"() : () -> (i32, i32)
  "foo.op"(%a) : (i32) -> (i32, i32)
  "foo.op"() : () -> ()
  "foo.op"(%a) : (i32) -> ()
  return
}
"""
    with Context(allow_unregistered_dialects=True) as context:
        module = parse_source(text, context, "in.mlir")
        func = module.regions[0].blocks[0].first_op
        ops = list(func.regions[0].blocks[0])[:-1]
        keys = [op_key(op) for op in ops]
    # The last op repeats the second: the same key; all others differ.
    assert keys[-1] == keys[1]
    assert len(set(keys[:-1])) == len(keys) - 1
