"""The C layout of the IR's classes that compiled modules read fields by
(odsgen/ir/layout.pxd): its proof at import, the fallback to the pure
sources where it fails, and the rules that keep it true (every field set,
no field redefined by a subclass)."""

from __future__ import annotations

import os
import subprocess
import sys
import uuid
from importlib.machinery import EXTENSION_SUFFIXES
from types import SimpleNamespace

import pytest

from conftest import ROOT
from layout_scripts import OPERATION_WITH_A_SLOT_MORE
from odsgen import _accel
from odsgen._accel import LAYOUT_PROOF, LAYOUT_USERS, SourceFinder, extension_path
from odsgen.ir import operation
from odsgen.ir.operation import Block, BlockArgument, Operation, OpResult, Value

_PROOF_DIRECTORY, _, _PROOF_LEAF = str(
    ROOT / LAYOUT_PROOF.replace(".", "/")
).rpartition("/")
needs_proof = pytest.mark.skipif(
    extension_path(_PROOF_DIRECTORY, _PROOF_LEAF) is None,
    reason="the compiled accelerator (its layout proof) is not built",
)


def _laid_out_as(order: dict[str, tuple[str, ...]]) -> SimpleNamespace:
    """Stand-ins for odsgen.ir.operation's classes, each with the slots of
    `order` (or of the real class) in that order."""
    classes: dict[str, type] = {}
    for real in (Operation, Block, operation.Region, operation.OpOperand):
        classes[real.__name__] = type(
            real.__name__, (), {"__slots__": order.get(real.__name__, real.__slots__)}
        )
    classes["BlockOperand"] = type(
        "BlockOperand", (), {"__slots__": operation.BlockOperand.__slots__}
    )
    value = classes["Value"] = type(
        "Value", (), {"__slots__": order.get("Value", Value.__slots__)}
    )
    for real in (OpResult, BlockArgument):
        classes[real.__name__] = type(
            real.__name__, (value,), {"__slots__": real.__slots__}
        )
    return SimpleNamespace(**classes)


@needs_proof
def test_the_layout_proof_holds_for_the_ir_classes() -> None:
    import odsgen.ir.layout as layout

    assert layout.MISMATCHES == ()
    assert layout.PROVEN is True
    assert layout.mismatches(_laid_out_as({})) == []


@needs_proof
def test_the_layout_proof_finds_fields_elsewhere() -> None:
    import odsgen.ir.layout as layout

    # One slot more sorts before all of Operation's: each field moves on.
    moved = layout.mismatches(_laid_out_as({"Operation": ("_", *Operation.__slots__)}))
    assert len(moved) == len(Operation.__slots__)
    assert moved[0] == "Operation._location: at 24, declared at 16"
    # A field that is not a slot (Value.type), which moves the fields of
    # Value's subclasses too.
    assert layout.mismatches(_laid_out_as({"Value": ("_uses",)})) == [
        "Value.type: at -1, declared at 24",
        "OpResult.type: at -1, declared at 24",
        "OpResult.index: at 24, declared at 32",
        "OpResult.owner: at 32, declared at 40",
        "BlockArgument.type: at -1, declared at 24",
        "BlockArgument._location: at 24, declared at 32",
        "BlockArgument.index: at 32, declared at 40",
        "BlockArgument.owner: at 40, declared at 48",
    ]
    assert layout.mismatches(_laid_out_as({"Region": ("blocks",)})) == [
        "Region.parent: at -1, declared at 24"
    ]


def _package(tmp_path, proof_text: str | None) -> tuple[str, str]:
    """A module `pkg.mod` with a current extension beside its source, and
    a proof module of text `proof_text` (none if None): their directory and
    the proof's name (new to this process)."""
    (tmp_path / "mod.py").write_text("")
    extension = tmp_path / f"mod{EXTENSION_SUFFIXES[0]}"
    extension.write_bytes(b"")
    os.utime(tmp_path / "mod.py", (1_000_000, 1_000_000))
    proof = f"layout_proof_{uuid.uuid4().hex}"
    if proof_text is not None:
        (tmp_path / f"{proof}.py").write_text(proof_text)
    return str(tmp_path), proof


@pytest.mark.parametrize(
    "proof_text, user, runs_source",
    [
        ("PROVEN = True\n", True, False),  # the proof holds: the extension runs
        ("PROVEN = False\n", True, True),  # it fails: the source runs
        (None, True, True),  # there is no proof (not built)
        ("import no_such_module_here\n", True, True),  # its import fails
        ("PROVEN = False\n", False, False),  # a module reading no field in place
    ],
)
def test_a_layout_user_runs_compiled_only_where_the_proof_holds(
    tmp_path, monkeypatch, proof_text, user, runs_source
) -> None:
    directory, proof = _package(tmp_path, proof_text)
    monkeypatch.syspath_prepend(directory)
    finder = SourceFinder(
        ["pkg.mod"],
        False,
        str(tmp_path / "manifest.txt"),
        layout_users=["pkg.mod"] if user else [],
        layout_proof=proof,
    )
    spec = finder.find_spec("pkg.mod", [directory])
    if runs_source:
        assert spec is not None and spec.origin == os.path.join(directory, "mod.py")
    else:
        assert spec is None


def test_the_layout_users_are_compiled_modules() -> None:
    assert set(LAYOUT_USERS) <= set(_accel.COMPILED)
    for name in LAYOUT_USERS:
        assert (ROOT / (name.replace(".", "/") + ".pxd")).is_file(), name
    assert (ROOT / (LAYOUT_PROOF.replace(".", "/") + ".pyx")).is_file()


def _run(code: str, pure: bool) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    env[_accel.PURE_PYTHON_ENV] = "1" if pure else "0"
    return subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, env=env, cwd=ROOT
    )


# Operation laid out otherwise: the proof fails, and the layout users run
# their sources.
OTHER_LAYOUT = OPERATION_WITH_A_SLOT_MORE + """
import odsgen.ir.layout as layout
import odsgen.ir.op_creation as op_creation
import odsgen.ir.verifier as verifier
print(layout.PROVEN, len(layout.MISMATCHES))
print(op_creation.__file__.endswith(".py"), verifier.__file__.endswith(".py"))
print(operation.Operation.create.__func__ is op_creation.create)
"""


@needs_proof
def test_a_failed_proof_runs_the_layout_users_pure() -> None:
    result = _run(OTHER_LAYOUT, pure=False)
    assert result.returncode == 0, result.stderr[-2000:]
    assert result.stdout.split() == ["False", "10", "True", "True", "True"]


# An operation of a subclass with fields of its own (and a `__dict__`),
# verified and printed, with one of a registered op's subclass.
SUBCLASSED = """
from odsgen.asm import parse_source, print_module
from odsgen.ir.context import Context
from odsgen.ir.operation import Operation
from odsgen.ir.verifier import verify
from odsgen.tools.opt import load_dialects

class Tagged(Operation):
    __slots__ = ("tag", "__dict__")

context = Context(allow_unregistered_dialects=True)
load_dialects(context, ["generated/llvm"])
module = parse_source(
    "llvm.func @f(%a: i64) -> i64 {\\n"
    "  %0 = llvm.add %a, %a : i64\\n"
    "  llvm.return %0 : i64\\n}\\n", context, "f.mlir")
body = module.regions[0].blocks[0]._first.regions[0].blocks[0]
add = body._first
Add = type("TaggedAdd", (type(add),), {"__slots__": ("tag",)})
twice = Add.create(None, [add.results[0], add.results[0]], [add.results[0].type])
twice.tag = 1
body.insert_after(add, twice)
tagged = Tagged.create("test.tagged", [twice.results[0]], [])
tagged.tag, tagged.note = 2, 3
body.insert_after(twice, tagged)
verify(module, context)
print(print_module(module), end="")
from odsgen._accel import compiled_modules
print("odsgen.ir.verifier" in compiled_modules())
"""


@pytest.mark.parametrize("pure", [True, False])
def test_subclasses_with_fields_of_their_own_verify(pure: bool) -> None:
    result = _run(SUBCLASSED, pure)
    assert result.returncode == 0, result.stderr[-2000:]
    *printed, compiled = result.stdout.splitlines()
    assert printed == [
        "module {",
        "  llvm.func @f(%arg0: i64) -> i64 {",
        "    %0 = llvm.add %arg0, %arg0  : i64",
        "    %1 = llvm.add %0, %0  : i64",
        '    "test.tagged"(%1) : (i64) -> ()',
        "    llvm.return %0 : i64",
        "  }",
        "}",
    ]
    assert compiled == str(not pure and _accel.layout_proven())


@pytest.mark.parametrize(
    "base, field",
    [
        (Operation, "name"),
        (Operation, "_next"),
        (Value, "type"),
        (OpResult, "owner"),
        (OpResult, "_uses"),
        (Block, "_first"),
        (operation.OpOperand, "value"),
    ],
)
def test_a_subclass_may_not_redefine_a_field(base: type, field: str) -> None:
    with pytest.raises(TypeError, match=f"redefines the field '{field}'"):
        type("Redefined", (base,), {"__slots__": (field,)})
    with pytest.raises(TypeError, match=f"redefines the field '{field}'"):
        type("Redefined", (base,), {field: property(lambda self: None)})
    # Nor through a class between it and `base`.
    mixin = type("Mixin", (), {field: None})
    with pytest.raises(TypeError, match=f"Mixin redefines the field '{field}'"):
        type("Redefined", (mixin, base), {"__slots__": ()})


def test_a_subclass_may_add_fields() -> None:
    added = type("Added", (Operation,), {"__slots__": ("extra",)})
    op = added.create("test.added")
    op.extra = 1
    assert (op.name, op.extra, op.regions) == ("test.added", 1, ())


def test_operations_are_made_by_create() -> None:
    with pytest.raises(TypeError, match="make operations with create"):
        Operation()
    assert Operation.create("test.op").name == "test.op"


# Ops made by each way the parser makes them (custom forms, generic ops
# with regions and successors, block arguments), and by `Operation.create`.
EVERY_FIELD_SET = """\
llvm.func @f(%arg0: i64, %arg1: !llvm.ptr<i64>) -> i64 {
  %0 = llvm.mlir.constant(1 : i64) : i64
  %1 = llvm.add %arg0, %0 : i64
  %2 = "llvm.icmp"(%1, %arg0) {predicate = 2 : i64} : (i64, i64) -> i1
  llvm.cond_br %2, ^bb1(%1 : i64), ^bb2
^bb1(%3: i64):
  "test.region"() ({
  ^bb0(%4: i64):
    "test.done"(%4) : (i64) -> ()
  }) : () -> ()
  llvm.br ^bb2
^bb2:
  llvm.return %arg0 : i64
}
"""


def _unset_fields(objects: list) -> list[str]:
    """The slots of odsgen.ir.operation's classes left unset on `objects`."""
    classes = (Operation, Block, operation.Region, operation.OpOperand, Value)
    classes += (OpResult, BlockArgument, operation.BlockOperand)
    unset = []
    for item in objects:
        for cls in classes:
            if isinstance(item, cls):
                unset += [
                    f"{type(item).__name__}.{name}"
                    for name in cls.__slots__
                    if not hasattr(item, name)
                ]
    return unset


def test_the_ir_classes_have_every_field_set() -> None:
    from odsgen.asm import parse_source
    from odsgen.ir.context import Context
    from odsgen.tools.opt import load_dialects

    context = Context(allow_unregistered_dialects=True)
    load_dialects(context, ["generated/llvm"])
    module = parse_source(EVERY_FIELD_SET, context, "f.mlir")
    made = Operation.create("test.made", num_regions=1)
    constant = next(op for op in module.walk() if op.results)
    made.regions[0].append(Block()).add_argument(constant.results[0].type)
    objects: list = []
    for op in [*module.walk(), made]:
        objects += [op, *op.results, *op.op_operands, *op.block_operands]
        for region in op.regions:
            objects.append(region)
            for block in region.blocks:
                objects += [block, *block.arguments]
    assert len(objects) > 35
    assert _unset_fields(objects) == []
