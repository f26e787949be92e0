"""`llvm.mlir.addressof` symbol uses checked once per key (class, `op_key`,
the module the name is looked up in) among one symbol table's users.

The diagnostics must be those of checking every use in MLIR's order, and
mlir-opt-16's; nothing is kept from one `verify` to the next, so renaming,
erasing or moving symbols between two runs is seen by the second.
"""

from __future__ import annotations

from typing import Any

import pytest

from conftest import ROOT, run_opt
from odsgen.asm import parse_source
from odsgen.ir import verifier
from odsgen.ir.attributes import StringAttr
from odsgen.ir.context import Context
from odsgen.ir.diagnostics import DiagnosticError
from reference import mlir_opt

LLVM_ARGS = [
    "--allow-unregistered-dialect",
    "--load-dialect",
    str(ROOT / "generated" / "llvm"),
]

CASES = {
    "repeated uses, the last of another type": """
llvm.mlir.global internal @g(0 : i32) : i32
llvm.func @f() {
  %0 = llvm.mlir.addressof @g : !llvm.ptr<i32>
  %1 = llvm.mlir.addressof @g : !llvm.ptr<i32>
  llvm.br ^bb1
^bb1:
  %2 = llvm.mlir.addressof @g : !llvm.ptr<i32>
  %3 = llvm.mlir.addressof @g : !llvm.ptr<i64>
  llvm.return
}
""",
    "repeated uses of a missing global": """
llvm.func @f() {
  %0 = llvm.mlir.addressof @g : !llvm.ptr
  %1 = llvm.mlir.addressof @g : !llvm.ptr
  llvm.return
}
""",
    "the same use in a function and in a region of an unknown op": """
llvm.mlir.global internal @g(0 : i32) : i32
llvm.func @f() {
  %0 = llvm.mlir.addressof @g : !llvm.ptr
  "xx.holder"() ({
    %1 = llvm.mlir.addressof @g : !llvm.ptr
  }) : () -> ()
  llvm.return
}
""",
    "the same use under two modules": """
llvm.mlir.global internal @g(0 : i32) : i32
llvm.func @f() {
  %0 = llvm.mlir.addressof @g : !llvm.ptr
  llvm.return
}
module @inner {
  llvm.func @h() {
    %0 = llvm.mlir.addressof @g : !llvm.ptr
    llvm.return
  }
}
""",
    "a function's address and a global's of the same name elsewhere": """
llvm.func @f() {
  %0 = llvm.mlir.addressof @f : !llvm.ptr<func<void ()>>
  %1 = llvm.mlir.addressof @f : !llvm.ptr<func<void ()>>
  llvm.return
}
module @inner {
  llvm.mlir.global internal @f(0 : i32) : i32
  llvm.func @h() {
    %0 = llvm.mlir.addressof @f : !llvm.ptr<func<void ()>>
    llvm.return
  }
}
""",
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_uses_kept_once_agree_with_checking_each(name: str, monkeypatch: Any) -> None:
    text = CASES[name]
    kept = run_opt([*LLVM_ARGS, "-"], stdin_text=text)
    monkeypatch.setattr(verifier, "_symbol_uses_hold", lambda users, tables: False)
    assert kept == run_opt([*LLVM_ARGS, "-"], stdin_text=text)


@pytest.mark.parametrize("name", sorted(CASES))
def test_uses_kept_once_like_mlir_opt(name: str) -> None:
    text = CASES[name]
    expected = mlir_opt(["--allow-unregistered-dialect"], text)
    status, out, err = run_opt([*LLVM_ARGS, "-"], stdin_text=text)
    assert (status, out, err) == (expected.returncode, expected.stdout, expected.stderr)


TWO_MODULES = """
module @outer {
  llvm.mlir.global internal @g(0 : i32) : i32
  llvm.func @f() -> !llvm.ptr {
    %0 = llvm.mlir.addressof @g : !llvm.ptr
    %1 = llvm.mlir.addressof @g : !llvm.ptr
    llvm.return %0 : !llvm.ptr
  }
}
module @other {
  llvm.mlir.global internal @k(0 : i32) : i32
}
"""


def _verified_twice(edit: Any) -> str | None:
    """Verify TWO_MODULES (which passes), `edit` its ops (the outer module's
    body, the other's), verify again: the second run's error, if any."""
    with Context(allow_unregistered_dialects=True) as context:
        module = parse_source(TWO_MODULES, context, "in.mlir")
        verifier.verify(module, context)
        outer, other = module.regions[0].blocks[0]
        edit(outer.regions[0].blocks[0], other.regions[0].blocks[0])
        try:
            verifier.verify(module, context)
        except DiagnosticError as error:
            return error.diagnostic.message
    return None


def test_a_global_renamed_between_runs_is_missed() -> None:
    def rename(body: Any, other: Any) -> None:
        body.first_op.set_attr("sym_name", StringAttr.get("h"))

    assert _verified_twice(rename) == (
        "'llvm.mlir.addressof' op must reference a global defined by"
        " 'llvm.mlir.global' or 'llvm.func'"
    )


def test_a_global_erased_between_runs_is_missed() -> None:
    assert _verified_twice(lambda body, other: body.first_op.erase()) is not None


def test_a_global_moved_out_between_runs_is_missed() -> None:
    def move_out(body: Any, other: Any) -> None:
        global_op = body.first_op
        global_op.detach()
        other.append(global_op)

    assert _verified_twice(move_out) is not None


def test_uses_moved_to_another_module_between_runs_miss_the_global() -> None:
    def move_function(body: Any, other: Any) -> None:
        function = body.first_op.next_op
        function.detach()
        other.append(function)

    assert _verified_twice(move_function) is not None


def test_a_global_added_between_runs_is_found() -> None:
    """A first run fails on `@k`, missing in the uses' module; once `@k`
    moves there, the second passes."""
    with Context(allow_unregistered_dialects=True) as context:
        module = parse_source(TWO_MODULES.replace("@g :", "@k :"), context, "in.mlir")
        with pytest.raises(DiagnosticError, match="must reference a global"):
            verifier.verify(module, context)
        outer, other = module.regions[0].blocks[0]
        global_op = other.regions[0].blocks[0].first_op
        global_op.detach()
        outer.regions[0].blocks[0].append(global_op)
        verifier.verify(module, context)
