"""The verifier's shortcuts against its full walks, and against mlir-opt-16.

The verifier screens operand uses as it enters ops (`_UseScreen`) and runs
its isolation and dominance walks only for the scopes where a use failed the
screening; forcing the walks everywhere must report the same diagnostic (or
none) for every case. Symbol uses are checked in the order the verifier met
the users, and walked in MLIR's order only when one fails. The text cases
must also match mlir-opt-16's diagnostics.
"""

from __future__ import annotations

from typing import Any

import pytest

from conftest import ROOT, run_opt
from odsgen.asm import parse_source
from odsgen.ir import verifier
from odsgen.ir.context import Context
from odsgen.ir.diagnostics import DiagnosticError
from odsgen.ir.dialect import Dialect
from odsgen.ir.operation import Operation, Value
from odsgen.ir.traits import GraphRegions, IsolatedFromAbove, NoTerminator
from odsgen.tools.opt import load_dialects
from reference import mlir_opt

LLVM = ROOT / "generated" / "llvm"


class IsoOp(Operation):
    """An isolated op that may have operands and results."""

    __slots__ = ()
    OPERATION_NAME = "sc.iso"
    TRAITS = frozenset({IsolatedFromAbove, NoTerminator})


class WrapOp(Operation):
    """A registered op whose regions, even single-block ones, have SSA dominance."""

    __slots__ = ()
    OPERATION_NAME = "sc.wrap"
    TRAITS = frozenset({NoTerminator})


class GraphOp(Operation):
    """An op with graph regions: no dominance inside them."""

    __slots__ = ()
    OPERATION_NAME = "sc.graph"
    TRAITS = frozenset({GraphRegions, NoTerminator})


class ScreenDialect(Dialect):
    name = "sc"
    operations = (IsoOp, WrapOp, GraphOp)


# Cases that both tools parse (unregistered ops, modules, functions).
TEXT_CASES = {
    "use of own block argument and earlier result": """
func.func @f(%a: i32) {
  %0 = "xx.def"(%a) : (i32) -> i32
  "xx.use"(%0, %a) : (i32, i32) -> ()
  return
}""",
    "use before definition in the block": """
func.func @f() {
  "xx.use"(%0) : (i32) -> ()
  %0 = "xx.def"() : () -> i32
  return
}""",
    "op using its own result": """
func.func @f() {
  %0 = "xx.def"(%0) : (i32) -> i32
  return
}""",
    "entry values in later blocks": """
func.func @f(%a: i32) {
  %0 = "xx.def"() : () -> i32
  "xx.br"()[^bb1] : () -> ()
^bb1:
  "xx.use"(%a, %0) : (i32, i32) -> ()
  "xx.br"()[^bb2] : () -> ()
^bb2:
  "xx.use"(%0) : (i32) -> ()
  return
}""",
    "dominating non-entry block": """
func.func @f() {
  "xx.br"()[^bb1] : () -> ()
^bb1:
  %0 = "xx.def"() : () -> i32
  "xx.br"()[^bb2] : () -> ()
^bb2:
  "xx.use"(%0) : (i32) -> ()
  "xx.ret"() : () -> ()
}""",
    "non-dominating sibling block": """
func.func @f(%c: i1) {
  "xx.cond_br"(%c)[^bb1, ^bb2] : (i1) -> ()
^bb1:
  %0 = "xx.def"() : () -> i32
  "xx.br"()[^bb3] : () -> ()
^bb2:
  "xx.br"()[^bb3] : () -> ()
^bb3:
  "xx.use"(%0) : (i32) -> ()
  "xx.ret"() : () -> ()
}""",
    "argument of a non-dominating block": """
func.func @f(%c: i1, %a: i32) {
  "xx.cond_br"(%c, %a)[^bb1, ^bb2] : (i1, i32) -> ()
^bb1(%x: i32):
  "xx.br"()[^bb2] : () -> ()
^bb2:
  "xx.use"(%x) : (i32) -> ()
  "xx.ret"() : () -> ()
}""",
    "unreachable block": """
func.func @f() {
  "xx.ret"() : () -> ()
^bb1:
  "xx.use"(%0) : (i32) -> ()
  %0 = "xx.def"() : () -> i32
  "xx.br"()[^bb1] : () -> ()
}""",
    "outer value defined before the holder": """
func.func @f(%a: i32) {
  %0 = "xx.def"() : () -> i32
  "xx.holder"() ({
    "xx.use"(%0, %a) : (i32, i32) -> ()
    "xx.br"()[^bb1] : () -> ()
  ^bb1:
    "xx.use"(%0) : (i32) -> ()
    "xx.ret"() : () -> ()
  }) : () -> ()
  return
}""",
    "outer value defined after the holder": """
func.func @f() {
  "xx.holder"() ({
    "xx.use"(%0) : (i32) -> ()
    "xx.br"()[^bb1] : () -> ()
  ^bb1:
    "xx.ret"() : () -> ()
  }) : () -> ()
  %0 = "xx.def"() : () -> i32
  return
}""",
    "holder's own result inside it": """
func.func @f() {
  %0 = "xx.holder"() ({
    "xx.use"(%0) : (i32) -> ()
    "xx.br"()[^bb1] : () -> ()
  ^bb1:
    "xx.ret"() : () -> ()
  }) : () -> i32
  return
}""",
    "value of a non-entry block used in a nested region": """
func.func @f() {
  "xx.br"()[^bb1] : () -> ()
^bb1:
  %0 = "xx.def"() : () -> i32
  "xx.holder"() ({
    "xx.use"(%0) : (i32) -> ()
    "xx.br"()[^bb1] : () -> ()
  ^bb1:
    "xx.ret"() : () -> ()
  }) : () -> ()
  "xx.ret"() : () -> ()
}""",
    "nested region from a non-dominating block": """
func.func @f(%c: i1) {
  "xx.cond_br"(%c)[^bb1, ^bb2] : (i1) -> ()
^bb1:
  %0 = "xx.def"() : () -> i32
  "xx.br"()[^bb3] : () -> ()
^bb2:
  "xx.holder"() ({
    "xx.use"(%0) : (i32) -> ()
    "xx.br"()[^bb1] : () -> ()
  ^bb1:
    "xx.ret"() : () -> ()
  }) : () -> ()
  "xx.br"()[^bb3] : () -> ()
^bb3:
  "xx.ret"() : () -> ()
}""",
    "dominating block's values deep in nested regions": """
func.func @f(%c: i1) {
  "xx.br"()[^bb1] : () -> ()
^bb1:
  %0 = "xx.def"() : () -> i32
  "xx.cond_br"(%c, %0)[^bb2, ^bb3] : (i1, i32) -> ()
^bb2:
  "xx.br"()[^bb3] : () -> ()
^bb3:
  "xx.holder"() ({
    "xx.holder"() ({
      "xx.use"(%0) : (i32) -> ()
      "xx.br"()[^bb1] : () -> ()
    ^bb1:
      "xx.ret"() : () -> ()
    }) : () -> ()
    "xx.br"()[^bb1] : () -> ()
  ^bb1:
    "xx.ret"() : () -> ()
  }) : () -> ()
  "xx.ret"() : () -> ()
}""",
    "block argument of a non-dominating block deep in nested regions": """
func.func @f(%c: i1, %a: i32) {
  "xx.cond_br"(%c, %a)[^bb1, ^bb2] : (i1, i32) -> ()
^bb1(%x: i32):
  "xx.br"()[^bb2] : () -> ()
^bb2:
  "xx.holder"() ({
    "xx.holder"() ({
      "xx.use"(%x) : (i32) -> ()
      "xx.br"()[^bb1] : () -> ()
    ^bb1:
      "xx.ret"() : () -> ()
    }) : () -> ()
    "xx.br"()[^bb1] : () -> ()
  ^bb1:
    "xx.ret"() : () -> ()
  }) : () -> ()
  "xx.ret"() : () -> ()
}""",
    "value used in a region of an unreachable block": """
func.func @f() {
  "xx.br"()[^bb1] : () -> ()
^bb1:
  %0 = "xx.def"() : () -> i32
  "xx.ret"() : () -> ()
^bb2:
  "xx.holder"() ({
    "xx.use"(%0) : (i32) -> ()
    "xx.br"()[^bb1] : () -> ()
  ^bb1:
    "xx.ret"() : () -> ()
  }) : () -> ()
  "xx.br"()[^bb1] : () -> ()
}""",
    "graph-like region of an unregistered op": """
func.func @f() {
  "xx.holder"() ({
    "xx.use"(%0) : (i32) -> ()
    %0 = "xx.def"() : () -> i32
  }) : () -> ()
  return
}""",
    "deep nesting of function arguments": """
func.func @f(%a: i32) {
  "xx.holder"() ({
    "xx.holder"() ({
      "xx.use"(%a) : (i32) -> ()
      "xx.br"()[^bb1] : () -> ()
    ^bb1:
      "xx.ret"() : () -> ()
    }) : () -> ()
    "xx.br"()[^bb1] : () -> ()
  ^bb1:
    "xx.ret"() : () -> ()
  }) : () -> ()
  return
}""",
    "module-level values in an unregistered region": """
%0 = "xx.def"() : () -> i32
"xx.holder"() ({
  "xx.use"(%0) : (i32) -> ()
  "xx.br"()[^bb1] : () -> ()
^bb1:
  "xx.use"(%1) : (i32) -> ()
  "xx.ret"() : () -> ()
}) : () -> ()
%1 = "xx.def"() : () -> i32
""",
    "dominance error after another error": """
func.func @f() {
  "xx.use"(%0) : (i32) -> ()
  %0 = "xx.def"() : () -> i32
  "xx.br"()[^bb1] : () -> ()
  return
^bb1:
  return
}""",
    "dominance error before another function's error": """
func.func @f() {
  "xx.use"(%0) : (i32) -> ()
  %0 = "xx.def"() : () -> i32
  return
}
func.func @g() {
  "xx.br"()[^bb1] : () -> ()
  return
^bb1:
  return
}""",
}

# Cases of the `sc` ops; "rewire" ops then use `xx.source`'s operand instead
# (an isolated op may not use outer values: the verifier rejects them).
API_CASES = {
    "isolated op using an outer value": """
%0 = "xx.def"() : () -> i32
"xx.source"(%0) : (i32) -> ()
"sc.iso"() ({
  %1 = "xx.def"() : () -> i32
  "xx.use"(%1) {rewire} : (i32) -> ()
}) : () -> ()
""",
    "isolated op with an outer value deep inside": """
%0 = "xx.def"() : () -> i32
"xx.source"(%0) : (i32) -> ()
"sc.iso"() ({
  %1 = "xx.def"() : () -> i32
  "sc.wrap"() ({
    "xx.use"(%1) {rewire} : (i32) -> ()
  }) : () -> ()
}) : () -> ()
""",
    "isolated op using a value of another isolated op": """
"sc.iso"() ({
  %0 = "xx.def"() : () -> i32
  "xx.source"(%0) : (i32) -> ()
}) : () -> ()
"sc.iso"() ({
  %1 = "xx.def"() : () -> i32
  "xx.use"(%1) {rewire} : (i32) -> ()
}) : () -> ()
""",
    "isolated op using its own result": """
%0 = "sc.iso"() ({
  %1 = "xx.def"() : () -> i32
  "xx.use"(%1) {rewire} : (i32) -> ()
}) : () -> i32
"xx.source"(%0) : (i32) -> ()
""",
    "result of an isolated op used after it": """
%0 = "sc.iso"() ({
  "xx.def"() : () -> i32
}) : () -> i32
"xx.use"(%0) : (i32) -> ()
""",
    "result of an isolated op used before it": """
"xx.use"(%0) : (i32) -> ()
%0 = "sc.iso"() ({
  "xx.def"() : () -> i32
}) : () -> i32
""",
    "isolated op using later values": """
%1 = "sc.iso"(%0) ({
  "xx.def"() : () -> i32
}) : (i32) -> i32
%0 = "xx.def"() : () -> i32
""",
    "isolated op using earlier values": """
%0 = "xx.def"() : () -> i32
%1 = "sc.iso"(%0) ({
  "xx.def"() : () -> i32
}) : (i32) -> i32
""",
    "isolated op using its own result as operand": """
%0 = "sc.iso"(%0) ({
  "xx.def"() : () -> i32
}) : (i32) -> i32
""",
    "isolated op inside a registered region": """
%0 = "xx.def"() : () -> i32
"sc.wrap"() ({
  %1 = "sc.iso"(%0, %2) ({
    "xx.def"() : () -> i32
  }) : (i32, i32) -> i32
  %2 = "xx.def"() : () -> i32
}) : () -> ()
""",
    "registered single-block region: use before definition": """
"sc.wrap"() ({
  "xx.use"(%0) : (i32) -> ()
  %0 = "xx.def"() : () -> i32
}) : () -> ()
""",
    "registered region: later outer value": """
"sc.wrap"() ({
  "xx.use"(%0) : (i32) -> ()
}) : () -> ()
%0 = "xx.def"() : () -> i32
""",
    "graph region: use before definition": """
"sc.graph"() ({
  "xx.use"(%0) : (i32) -> ()
  %0 = "xx.def"() : () -> i32
  "sc.wrap"() ({
    "xx.use"(%1) : (i32) -> ()
    %1 = "xx.def"() : () -> i32
  }) : () -> ()
}) : () -> ()
""",
    "graph region nested in a registered one": """
"sc.wrap"() ({
  "sc.graph"() ({
    "xx.use"(%0) : (i32) -> ()
  }) : () -> ()
  %0 = "xx.def"() : () -> i32
}) : () -> ()
""",
    "use of a value defined in a nested isolated region's sibling": """
"sc.iso"() ({
  "sc.wrap"() ({
    %0 = "xx.def"() : () -> i32
    "xx.source"(%0) : (i32) -> ()
  }) : () -> ()
  "sc.wrap"() ({
    %1 = "xx.def"() : () -> i32
    "xx.use"(%1) {rewire} : (i32) -> ()
  }) : () -> ()
}) : () -> ()
""",
    "value of a sibling region": """
"xx.holder"() ({
  %0 = "xx.def"() : () -> i32
  "xx.source"(%0) : (i32) -> ()
  "xx.br"()[^bb1] : () -> ()
^bb1:
  "xx.ret"() : () -> ()
}, {
  %1 = "xx.def"() : () -> i32
  "xx.use"(%1) {rewire} : (i32) -> ()
  "xx.br"()[^bb1] : () -> ()
^bb1:
  "xx.ret"() : () -> ()
}) : () -> ()
""",
    "value of a later block in a nested region": """
"sc.iso"() ({
  "xx.br"()[^bb1] : () -> ()
^bb1:
  "xx.holder"() ({
    %1 = "xx.def"() : () -> i32
    "xx.use"(%1) {rewire} : (i32) -> ()
    "xx.br"()[^bb1] : () -> ()
  ^bb1:
    "xx.ret"() : () -> ()
  }) : () -> ()
  "xx.br"()[^bb2] : () -> ()
^bb2:
  %0 = "xx.def"() : () -> i32
  "xx.source"(%0) : (i32) -> ()
  "xx.ret"() : () -> ()
}) : () -> ()
""",
    "isolated op using a value of an enclosing isolated op": """
"sc.iso"() ({
  %0 = "xx.def"() : () -> i32
  "xx.source"(%0) : (i32) -> ()
  "sc.iso"() ({
    %1 = "xx.def"() : () -> i32
    "xx.use"(%1) {rewire} : (i32) -> ()
  }) : () -> ()
}) : () -> ()
""",
    "detached definer in an isolated op": """
"sc.iso"() ({
  %1 = "xx.def"() : () -> i32
  "xx.use"(%1) {rewire = "detached"} : (i32) -> ()
}) : () -> ()
""",
    "detached definer in a registered region": """
"sc.wrap"() ({
  %1 = "xx.def"() : () -> i32
  "xx.use"(%1) {rewire = "detached"} : (i32) -> ()
}) : () -> ()
""",
    "bare value in an isolated op": """
"sc.iso"() ({
  %1 = "xx.def"() : () -> i32
  "xx.use"(%1) {rewire = "plain"} : (i32) -> ()
}) : () -> ()
""",
    "isolated op using later values in a registered region": """
"sc.wrap"() ({
  %1 = "sc.iso"(%0) ({
    "xx.def"() : () -> i32
  }) : (i32) -> i32
  %0 = "xx.def"() : () -> i32
}) : () -> ()
""",
    "isolated op using its own result in a registered region": """
"sc.wrap"() ({
  %0 = "sc.iso"(%0) ({
    "xx.def"() : () -> i32
  }) : (i32) -> i32
}) : () -> ()
""",
    "isolated op results used around it in a registered region": """
"sc.wrap"() ({
  "xx.use"(%0) : (i32) -> ()
  %0 = "sc.iso"() ({
    "xx.def"() : () -> i32
  }) : () -> i32
  "xx.use"(%0) : (i32) -> ()
}) : () -> ()
""",
    "isolated op results used after it in a registered region": """
"sc.wrap"() ({
  %0 = "sc.iso"() ({
    "xx.def"() : () -> i32
  }) : () -> i32
  "xx.use"(%0) : (i32) -> ()
  "sc.wrap"() ({
    "xx.use"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
""",
}


def _context() -> Context:
    context = Context(allow_unregistered_dialects=True)
    context.register_dialect(ScreenDialect())
    load_dialects(context, [str(ROOT / "generated" / "func")])
    return context


def _rewire(module: Operation) -> None:
    """Make each op marked `rewire` use `xx.source`'s operand instead of its
    own, or with `rewire = "detached"` a detached op's result, or with
    `rewire = "plain"` a bare `Value`."""
    ops = list(module.walk())
    sources = [op for op in ops if op.name == "xx.source"]
    for op in ops:
        how = op.attributes.get_attr("rewire")
        if how is None:
            continue
        value = op.get_operand(0)
        if getattr(how, "value", None) == "detached":
            value = Operation.create("xx.def", result_types=[value.type]).results[0]
        elif getattr(how, "value", None) == "plain":
            value = Value(value.type)
        else:
            value = sources[0].get_operand(0)
        op.set_operand(0, value)


def _outcome(text: str, full_walks: bool, walks: Any) -> Any:
    """The diagnostic of verifying `text` (None if it verifies), with the
    isolation and dominance walks run everywhere if `full_walks` (`walks`:
    the fixture `full_verifier_walks`)."""
    context = _context()
    with context:
        module = parse_source(text, context, "case.mlir")
        _rewire(module)
        with walks(full_walks):
            try:
                verifier.verify(module, context)
            except DiagnosticError as error:
                diagnostic = error.diagnostic
                notes = [(n.message, str(n.location)) for n in diagnostic.notes]
                op = error.op
                return str(diagnostic), notes, op and (op.name, str(op.location))
    return None


@pytest.mark.parametrize("name", sorted({**TEXT_CASES, **API_CASES}))
def test_screening_agrees_with_full_walks(name: str, full_verifier_walks: Any) -> None:
    text = {**TEXT_CASES, **API_CASES}[name]
    screened = _outcome(text, False, full_verifier_walks)
    assert screened == _outcome(text, True, full_verifier_walks)


def test_api_cases_exercise_errors_and_successes(full_verifier_walks: Any) -> None:
    outcomes = [
        _outcome(text, False, full_verifier_walks) for text in API_CASES.values()
    ]
    messages = " ".join(o[0] for o in outcomes if o is not None)
    assert "using value defined outside the region" in messages
    assert "does not dominate this use" in messages
    assert None in outcomes


@pytest.mark.parametrize("name", sorted(TEXT_CASES))
def test_screened_diagnostics_like_mlir_opt(name: str) -> None:
    text = TEXT_CASES[name]
    args = ["--allow-unregistered-dialect"]
    expected = mlir_opt(args, text)
    ours = ["--load-dialect", str(ROOT / "generated" / "func"), *args, "-"]
    status, out, err = run_opt(ours, stdin_text=text)
    assert (status, out, err) == (expected.returncode, expected.stdout, expected.stderr)


# Symbol uses (`llvm.call` callees): checked at the symbol table's exit, the
# first failure in MLIR's order (`walkSymbolTable`: a region's ops, then the
# region queued last), whichever order the verifier met the users in.
SYMBOL_CASES = {
    "isolated op before an unregistered region": """
llvm.func @a() {
  llvm.call @missing1() : () -> ()
  llvm.return
}
"xx.holder"() ({
  llvm.call @missing2() : () -> ()
}) : () -> ()
""",
    "two functions": """
llvm.func @a() {
  llvm.call @missing1() : () -> ()
  llvm.return
}
llvm.func @b() {
  llvm.call @missing2() : () -> ()
  llvm.return
}
""",
    "nested regions after the function body": """
llvm.func @a() {
  "xx.holder"() ({
    llvm.call @missing1() : () -> ()
  }) : () -> ()
  llvm.call @missing2() : () -> ()
  "xx.holder"() ({
    llvm.call @missing3() : () -> ()
  }) : () -> ()
  llvm.return
}
""",
    "nested symbol table": """
llvm.func @f() {
  llvm.return
}
module @inner {
  llvm.func @g() {
    llvm.call @missing1() : () -> ()
    llvm.return
  }
}
llvm.func @h() {
  llvm.call @f() : () -> ()
  llvm.call @missing2() : () -> ()
  llvm.return
}
""",
    "resolved calls": """
llvm.func @f() {
  llvm.call @f() : () -> ()
  "xx.holder"() ({
    llvm.call @f() : () -> ()
  }) : () -> ()
  llvm.return
}
""",
}

LLVM_ARGS = ["--allow-unregistered-dialect", "--load-dialect", str(LLVM)]


@pytest.mark.parametrize("name", sorted(SYMBOL_CASES))
def test_symbol_uses_fast_and_walked_agree(name: str, monkeypatch: Any) -> None:
    text = SYMBOL_CASES[name]
    collected = run_opt([*LLVM_ARGS, "-"], stdin_text=text)
    monkeypatch.setattr(verifier, "_symbol_uses_hold", lambda users, tables: False)
    assert collected == run_opt([*LLVM_ARGS, "-"], stdin_text=text)


@pytest.mark.parametrize("name", sorted(SYMBOL_CASES))
def test_symbol_use_diagnostics_like_mlir_opt(name: str) -> None:
    text = SYMBOL_CASES[name]
    expected = mlir_opt(["--allow-unregistered-dialect"], text)
    status, out, err = run_opt([*LLVM_ARGS, "-"], stdin_text=text)
    assert (status, out, err) == (expected.returncode, expected.stdout, expected.stderr)


def test_dominators_list_each_blocks_successors_once(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A switch to many blocks that use a value of the switch's block: the
    dominator tree lists each block's successors a fixed number of times
    (once per successor visited made it quadratic in the cases): the blocks
    listed grow with the cases."""
    from odsgen.ir.operation import Block

    listed = []
    successors = Block.successors

    def counted(block: Any) -> Any:
        found = successors.fget(block)  # type: ignore[attr-defined]
        listed.extend(found)
        return found

    monkeypatch.setattr(Block, "successors", property(counted))
    for cases in (10, 100):
        targets = ",\n".join(f"    {i}: ^c{i}" for i in range(1, cases))
        blocks = "".join(
            f"^c{i}:\n  %v{i} = llvm.add %c, %c : i64\n  llvm.return\n"
            for i in range(1, cases)
        )
        text = (
            "llvm.func @f(%a: i32, %b: i64) {\n  llvm.br ^bb1\n^bb1:\n"
            "  %c = llvm.add %b, %b : i64\n"
            f"  llvm.switch %a : i32, ^bb2 [\n{targets}\n  ]\n"
            f"^bb2:\n  llvm.return\n{blocks}}}\n"
        )
        with Context() as context:
            module = parse_source(text, context, "in.mlir")
            listed.clear()
            verifier.verify(module, context)
        assert len(listed) <= 3 * (cases + 2), (cases, len(listed))


# An op with successors before its block's end is found as the block's ops
# are met (MLIR's verifyBlock): an earlier op's own error comes first, and
# one inside an earlier op's regions too.
MIDDLE_CASES = {
    "an earlier op fails": (
        """llvm.func @f(%arg0: i32) {
  %0 = "llvm.add"(%arg0, %arg0) : (i32, i32) -> i64
  llvm.br ^bb1
  llvm.return
^bb1:
  llvm.return
}
""",
        "<stdin>:2:8: error: 'llvm.add' op requires the same type for all"
        " operands and results",
    ),
    "an earlier op's region fails": (
        """func.func @f(%arg0: i32) {
  scf.execute_region {
    %0 = "llvm.add"(%arg0, %arg0) : (i32, i32) -> i64
    scf.yield
  }
  cf.br ^bb1
  return
^bb1:
  return
}
""",
        "<stdin>:3:10: error: 'llvm.add' op requires the same type for all"
        " operands and results",
    ),
    "a later op fails": (
        """func.func @f(%arg0: i32) {
  cf.br ^bb1
^bb1:
  scf.execute_region {
    cf.br ^bb2
    scf.yield
  ^bb2:
    scf.yield
  }
  %0 = "llvm.add"(%arg0, %arg0) : (i32, i32) -> i64
  return
}
""",
        "<stdin>:5:5: error: operation with block successors must terminate its"
        " parent block",
    ),
}


@pytest.mark.parametrize("name", sorted(MIDDLE_CASES))
def test_branch_in_the_middle_found_in_order(name: str) -> None:
    text, first_line = MIDDLE_CASES[name]
    status, out, err = run_opt(["-"], stdin_text=text)
    assert status == 1 and out == ""
    assert err.splitlines()[0] == first_line
    expected = mlir_opt([], text)
    assert (status, out, err) == (expected.returncode, expected.stdout, expected.stderr)
