"""Cases the review of the verifier's speed work found untested: a call's
symbol-use key holds its symbol table (the same call in a nested module
that lacks the callee still fails, as in mlir-opt-16), and an operand whose
value has an owner that is not an op fails the same way compiled and pure."""

from __future__ import annotations

import pytest

from conftest import run_opt_llvm
from odsgen.asm import parse_source
from odsgen.ir import verifier
from odsgen.ir.diagnostics import DiagnosticError
from odsgen.ir.operation import BlockArgument, OpResult
from verify_diagnostics import llvm_context

_CALL_IN_TWO_TABLES = """module {
  llvm.func @g()
  llvm.func @f() {
    llvm.call @g() : () -> ()
    llvm.return
  }
  module @inner {
    llvm.func @h() {
      llvm.call @g() : () -> ()
      llvm.return
    }
  }
}
"""


def test_same_call_key_in_a_table_without_the_callee_fails() -> None:
    status, out, err = run_opt_llvm([], _CALL_IN_TWO_TABLES)
    assert (status, out) == (1, "")
    assert err == (  # mlir-opt-16's diagnostic
        "<stdin>:9:7: error: 'llvm.call' op 'g' does not reference a symbol in"
        " the current scope\n      llvm.call @g() : () -> ()\n      ^\n"
        '<stdin>:9:7: note: see current operation: "llvm.call"() {callee = @g,'
        " fastmathFlags = #llvm.fastmath<none>} : () -> ()\n"
    )


_FUNCTION = """llvm.func @f(%x: i32) -> i32 {
  %a = llvm.add %x, %x : i32
  %b = llvm.mul %a, %a : i32
  llvm.return %b : i32
}
"""


@pytest.mark.parametrize(
    "kind, owner, raised",
    [
        ("result", None, DiagnosticError),  # "operation's operand is unlinked"
        ("result", "x", AttributeError),
        ("argument", None, AttributeError),
        ("argument", "x", AttributeError),
    ],
)
def test_operand_with_an_owner_not_an_op_fails_as_pure_python(
    kind: str, owner: object, raised: type[Exception]
) -> None:
    context = llvm_context()
    with context:
        module = parse_source(_FUNCTION, context, "in.mlir")
        function = module.regions[0].blocks[0]._first
        add, mul = list(function.regions[0].blocks[0])[:2]
        value_type = add.results[0].type
        odd = (
            OpResult(value_type, owner, 0)
            if kind == "result"
            else BlockArgument(value_type, owner, 0, 0)
        )
        mul._operands[0].value = odd
        with pytest.raises(raised):
            verifier.verify(module)
