"""Attribute accessor classes: the `<name>_attr` and `<name>` properties that
several op classes of a module write alike are written once, in a class
they inherit (`odsgen/gen/view/op_sharing.py`, `_share_attributes`)."""

from __future__ import annotations

import importlib
from pathlib import Path


from conftest import generate_records
from generated_code import class_text, members
from odsgen.asm import parse_source
from odsgen.ir.context import Context
from odsgen.tools.opt import import_dialect

# Load and Store have `align` and `volatile` alike, Fence `align` too: one
# class for the three would save as many copies as one for Load and Store
# holding both, which wins as the bigger block; Fence keeps its `align`.
# Store and Swap name `order` alike.
RECORDS = """\
dialect: {name: t}
ops:
  LoadOp:
    mnemonic: load
    arguments: {addr: I32, align: OptionalAttr<I64Attr>, volatile: UnitAttr}
    results: {res: I32}
  StoreOp:
    mnemonic: store
    arguments:
      value: I32
      addr: I32
      align: OptionalAttr<I64Attr>
      volatile: UnitAttr
      order: I64Attr
  FenceOp:
    mnemonic: fence
    arguments: {align: OptionalAttr<I64Attr>}
  SwapOp:
    mnemonic: swap
    arguments: {addr: I32, order: I64Attr}
"""


def test_the_block_saving_most_copies_is_shared(records_ops: str) -> None:
    holder = class_text(records_ops, "AlignVolatileAttrAccessors")
    assert holder.startswith("\nclass AlignVolatileAttrAccessors(OpBase):")
    assert members(holder) == {"align_attr", "align", "volatile_attr", "volatile"}
    assert "Used by `LoadOp`, `StoreOp`." in holder
    assert "The accessors of the attributes `align` and `volatile`" in holder
    load = class_text(records_ops, "LoadOp")
    assert load.startswith("\nclass LoadOp(AlignVolatileAttrAccessors):")
    assert not {"align", "volatile"} & members(load)
    store = class_text(records_ops, "StoreOp")
    assert store.startswith(
        "\nclass StoreOp(AlignVolatileAttrAccessors, OrderAttrAccessors):"
    )
    assert not {"align", "volatile", "order"} & members(store)


def test_attributes_left_alone_keep_their_accessors(records_ops: str) -> None:
    """Fence's `align` has no other writer left."""
    assert {"align_attr", "align"} <= members(class_text(records_ops, "FenceOp"))
    assert class_text(records_ops, "FenceOp").startswith("\nclass FenceOp(OpBase):")
    holder = class_text(records_ops, "OrderAttrAccessors")
    assert members(holder) == {"order_attr", "order"}
    assert "Used by `StoreOp`, `SwapOp`." in holder


def test_inherited_accessors_read_each_op(records_package: Path) -> None:
    package = import_dialect(str(records_package))
    ops = importlib.import_module(package.__name__ + ".ops")
    assert ops.LoadOp.align is ops.StoreOp.align is not ops.FenceOp.align
    text = (
        "%a = arith.constant 1 : i32\n"
        '%r = "t.load"(%a) {align = 8 : i64, volatile} : (i32) -> i32\n'
        '"t.store"(%r, %a) {order = 2 : i64} : (i32, i32) -> ()\n'
        '"t.fence"() {align = 4 : i64} : () -> ()\n'
    )
    with Context() as context:
        context.register_dialect(package.DIALECT())
        load, store, fence = parse_source(text, context).body.operations[1:]
    assert (load.align, load.volatile) == (8, True)
    assert (store.align, store.volatile, store.order) == (None, False, 2)
    assert fence.align == 4


# Six attributes whose names do not fit in a class name, read alike by two
# ops whose names share no word.
_LONG_NAMES = """\
dialect: {name: t}
ops:
  LoadOp:
    mnemonic: load
    arguments: {first_long_name: I64Attr, second_long_name: I64Attr, third_name: I64Attr}
    results: {res: I32}
  StoreOp:
    mnemonic: store
    arguments:
      value: I32
      first_long_name: I64Attr
      second_long_name: I64Attr
      third_name: I64Attr
"""


def test_a_class_whose_attribute_names_do_not_fit_is_named_after_its_users(
    tmp_path: Path,
) -> None:
    status, _, err = generate_records(tmp_path, {"t.yaml": _LONG_NAMES})
    assert status == 0, err
    text = (tmp_path / "out" / "t" / "ops.py").read_text()
    holder = class_text(text, "LoadStoreAttrAccessors")
    assert members(holder) >= {"first_long_name", "second_long_name", "third_name"}
    assert class_text(text, "LoadOp").startswith(
        "\nclass LoadOp(LoadStoreAttrAccessors)"
    )
