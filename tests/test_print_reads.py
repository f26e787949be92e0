"""Generated `print` methods read each accessor once: one read more than
once from its first read on every path is bound to a local there
(`odsgen/gen/view/emit_format_op.py`, `print_method`)."""

from __future__ import annotations

import ast
import builtins
from collections import Counter
from pathlib import Path

import pytest

from conftest import generated_test_dialect, run_opt
from odsgen.ir.operation import Operation

GENERATED = Path(__file__).resolve().parent.parent / "generated"
# Fields of an op (slots), not accessors: a read is a load.
_FIELDS = frozenset(Operation.__slots__)


def _print_methods(
    path: Path, names: tuple[str, ...] = ("print",)
) -> list[tuple[str, ast.FunctionDef]]:
    """The `print(self, printer)` methods (or others of `names`) of the
    module at `path`, by class."""
    found = []
    for node in ast.parse(path.read_text()).body:
        if isinstance(node, ast.ClassDef):
            for member in node.body:
                if isinstance(member, ast.FunctionDef) and member.name in names:
                    found.append((node.name, member))
    return found


def _reads(method: ast.FunctionDef) -> Counter[str]:
    """The accessors `method` reads (`self.<name>`, `attrs.get(<key>)`), with
    how often its code names them."""
    reads: Counter[str] = Counter()
    for node in ast.walk(method):
        if (
            isinstance(node, ast.Attribute)
            and isinstance(node.value, ast.Name)
            and node.value.id == "self"
            and node.attr not in _FIELDS
        ):
            reads["self." + node.attr] += 1
        elif (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and isinstance(node.func.value, ast.Name)
            and node.func.value.id == "attrs"
            and node.func.attr == "get"
        ):
            reads[f"attrs.get({ast.unparse(node.args[0])})"] += 1
    return reads


def _modules() -> list[Path]:
    test_dialect = Path(generated_test_dialect())
    return [*sorted(GENERATED.rglob("*.py")), *sorted(test_dialect.rglob("*.py"))]


def _relative(path: Path) -> str:
    for root in (GENERATED, Path(generated_test_dialect()).parent):
        if path.is_relative_to(root):
            return path.relative_to(root).as_posix()
    return str(path)


@pytest.mark.parametrize("path", _modules(), ids=_relative)
def test_each_accessor_is_read_once(path: Path) -> None:
    """Counts the reads in the method's text, which holds for the generated
    modules but is more than the generator promises: it binds an accessor
    read more than once only when every read after the first is in the
    block of the first or under it; one read once in each branch of an
    if/else, say, would be left as two reads (no generated method has one)."""
    for class_name, method in _print_methods(path):
        again = {name: n for name, n in _reads(method).items() if n > 1}
        assert not again, f"{class_name}.print reads {again}"


@pytest.mark.parametrize("path", _modules(), ids=_relative)
def test_no_local_hides_a_builtin(path: Path) -> None:
    """Print and parse code name locals so that no builtin is hidden: the
    index casts print their operand `input` through `input_` and parse it
    into `input_value`."""
    for class_name, method in _print_methods(path, ("print", "parse")):
        for node in ast.walk(method):
            if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
                assert not hasattr(builtins, node.id), f"{class_name}: {node.id}"


def test_a_bound_accessor_prints_as_it_did() -> None:
    """`llvm.switch` reads its operand `value` (bound to `value_`: print
    code names values `value`) and `case_operands` through locals."""
    source = (GENERATED / "llvm" / "ops_control" / "switch.py").read_text()
    assert "        value_ = self.value\n" in source
    assert "        case_operands = self.case_operands\n" in source
    text = (
        "llvm.func @f(%x: i32, %y: i64) {\n"
        "  llvm.switch %x : i32, ^bb1(%y : i64) [\n"
        "    1: ^bb1(%y : i64),\n"
        "    7: ^bb2\n"
        "  ]\n"
        "^bb1(%z: i64):\n  llvm.return\n"
        "^bb2:\n  llvm.return\n"
        "}\n"
    )
    status, printed, err = run_opt(["-"], text)
    assert status == 0, err
    assert (
        "    llvm.switch %arg0 : i32, ^bb1(%arg1 : i64) [\n"
        "      1: ^bb1(%arg1 : i64),\n"
        "      7: ^bb2\n"
        "    ]\n"
    ) in printed
