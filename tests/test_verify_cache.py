"""The verifier's cache of local verifications (`odsgen.ir.local_verify`).

Ops whose generated `verify` reads only the op itself are verified once per
(class, attribute dictionary, operand and result types) in a run; only
successes are kept. The cache must never hide an error: every op that
fails gets its diagnostic, and the decisions equal those of a run that
verifies every op (`_PASSED_KEPT = 0`). Likewise `llvm.func` is checked
once per signature (`VERIFY_BY_SIGNATURE`), compared with `_BY_SIGNATURE`
off.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

import odsgen.ir.verifier as verifier
from conftest import CONFORMANCE, ROOT, count_calls, generate_records
from odsgen.asm import parse_source
from odsgen.ir.context import Context
from odsgen.ir.diagnostics import DiagnosticError
from odsgen.ir.op_key import op_key
from odsgen.tools.opt import import_dialect
from verify_diagnostics import ops_in


def _diagnostic(text: str) -> str | None:
    """The verifier's error on `text` (location, message, notes), or None."""
    with Context(allow_unregistered_dialects=True) as context:
        module = parse_source(text, context, "in.mlir")
        try:
            verifier.verify(module, context)
        except DiagnosticError as error:
            found = error.diagnostic
            notes = [note.message for note in found.notes]
            return f"{found.location}: {found.message} {notes}"
    return None


def _both_ways(text: str, monkeypatch: pytest.MonkeyPatch) -> str | None:
    """The diagnostic with the cache, checked equal to the one without."""
    cached = _diagnostic(text)
    with monkeypatch.context() as patch:
        patch.setattr(verifier, "_PASSED_KEPT", 0)
        patch.setattr(verifier, "_BY_SIGNATURE", False)
        assert _diagnostic(text) == cached
    return cached


def _fails_at(
    text: str, monkeypatch: pytest.MonkeyPatch, position: str, message: str
) -> None:
    """`text` fails at `position` (line:column) with `message`, the cache on or off."""
    found = _both_ways(text, monkeypatch)
    assert found is not None and f'"in.mlir":{position}' in found
    assert message in found, found


def test_flags_of_generated_ops() -> None:
    import odsgen_dialects.llvm as llvm

    assert llvm.AddOp.VERIFY_LOCAL and llvm.ICmpOp.VERIFY_LOCAL
    assert llvm.ConstantOp.VERIFY_LOCAL  # a hook marked local
    assert llvm.LoadOp.VERIFY_LOCAL
    assert "access_groups" in llvm.LoadOp.VERIFY_LOCAL_UNLESS
    # Terminators with successors: local, their block's end checked apart.
    for op in (llvm.BrOp, llvm.CondBrOp, llvm.SwitchOp, llvm.UnreachableOp):
        assert op.VERIFY_LOCAL and op.VERIFY_ENDS_BLOCK, op
    assert not llvm.AddOp.VERIFY_ENDS_BLOCK
    # A parent-dependent hook, regions: not local.
    for op in (llvm.ReturnOp, llvm.LLVMFuncOp):
        assert not op.VERIFY_LOCAL, op
    assert not llvm.LandingpadOp.VERIFY_LOCAL  # an unmarked hook


def test_branches_to_blocks_taking_other_types(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Two branches with the same operand types and attributes: the second
    one's target takes another type (the key holds the targets' argument
    types)."""
    text = """
llvm.func @f(%a: i32) {
  llvm.br ^bb1(%a : i32)
^bb1(%x: i32):
  llvm.br ^bb2(%a : i32)
^bb2(%y: i64):
  llvm.return
}
"""
    _fails_at(
        text, monkeypatch, "5:3", "type mismatch for bb argument #0 of successor #0"
    )


def test_switch_with_the_same_key_and_other_successors(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Switches alike but for the number of case destinations (part of the key)."""
    text = """
llvm.func @f(%a: i32) {
  llvm.switch %a : i32, ^bb1 [
    1: ^bb1
  ]
^bb1:
  "llvm.switch"(%a)[^bb1, ^bb1, ^bb1] {case_values = dense<1> : vector<1xi32>,
      case_operand_segments = array<i32: 0>,
      operand_segment_sizes = array<i32: 1, 0, 0>} : (i32) -> ()
}
"""
    _fails_at(text, monkeypatch, "7:3", "number of case values to match")


def test_switch_operands_of_a_later_case(monkeypatch: pytest.MonkeyPatch) -> None:
    """A switch's operands are split for all its cases at once: the third
    case forwards an i32 to a block taking an i64."""
    text = """
llvm.func @f(%a: i32, %b: i64) {
  llvm.switch %a : i32, ^bb1(%b : i64) [
    1: ^bb1(%b : i64),
    2: ^bb1(%b : i64),
    3: ^bb1(%a : i32)
  ]
^bb1(%x: i64):
  llvm.return
}
"""
    _fails_at(
        text, monkeypatch, "3:3", "type mismatch for bb argument #0 of successor #3"
    )


def test_switch_operands_split_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """Verifying a switch splits its case operands a fixed number of times,
    however many cases it has (once per case made it quadratic)."""
    from odsgen.ir.op_base import OpBase

    splits = []
    split = OpBase.operand_subgroups

    def counted(op: Any, index: int, segments: str) -> Any:
        splits.append(index)
        return split(op, index, segments)

    monkeypatch.setattr(OpBase, "operand_subgroups", counted)
    for cases in (10, 100):
        lines = ",\n".join(f"    {i}: ^bb1(%b : i64)" for i in range(1, cases))
        text = (
            "llvm.func @f(%a: i32, %b: i64) {\n"
            f"  llvm.switch %a : i32, ^bb1(%b : i64) [\n{lines}\n  ]\n"
            "^bb1(%x: i64):\n  llvm.return\n}\n"
        )
        splits.clear()
        assert _diagnostic(text) is None
        assert len(splits) <= 2, (cases, len(splits))


def test_a_remembered_terminator_not_ending_its_block(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The second block's first `llvm.unreachable` has the key of one that
    passed; it does not end its block."""
    text = """
llvm.func @f() {
  llvm.unreachable
^bb1:
  llvm.unreachable
  llvm.unreachable
}
"""
    _fails_at(
        text, monkeypatch, "5:3", "must be the last operation in the parent block"
    )


def test_each_failing_op_is_reported(monkeypatch: pytest.MonkeyPatch) -> None:
    """The first add passes and is remembered; the second, with the same
    key, has a different (failing) result type, so it is verified."""
    text = """
llvm.func @f(%a: i32) {
  %0 = llvm.add %a, %a : i32
  %1 = llvm.add %a, %a : i32
  %2 = "llvm.add"(%a, %a) : (i32, i32) -> i64
  llvm.return
}
"""
    _fails_at(
        text, monkeypatch, "5:8", "requires the same type for all operands and results"
    )


def test_same_key_with_a_region_or_successor_is_verified(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """An op of a local class that carries a region or a successor (the
    generic form allows it) is verified, however many like it passed."""
    region = """
llvm.func @f(%a: i32) {
  %0 = llvm.add %a, %a : i32
  %1 = "llvm.add"(%a, %a) ({
  }) : (i32, i32) -> i32
  llvm.return
}
"""
    found = _both_ways(region, monkeypatch)
    assert found is not None and '"in.mlir":4:8' in found
    assert "requires zero regions" in found
    # The parser refuses successors on a non-terminator: built by hand.
    text = """
llvm.func @f(%a: i32) {
  %0 = llvm.add %a, %a : i32
  llvm.br ^bb1
^bb1:
  llvm.return
}
"""
    with Context() as context:
        module = parse_source(text, context, "in.mlir")
        func = module.regions[0].blocks[0].first_op
        entry, target = func.regions[0].blocks
        add = entry.first_op
        twin = type(add).create(
            operands=[use.value for use in add._operands],
            result_types=[add.results[0].type],
            attributes=add.attributes,
            successors=[target],
            location=add.location,
        )
        branch = entry.last_op
        entry.insert_after(branch, twin)
        branch.erase()  # the twin ends the block, as a successor's owner must
        with pytest.raises(DiagnosticError, match="requires 0 successors but found 1"):
            verifier.verify(module, context)


def test_same_key_failing_for_a_non_local_reason(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Two loads with the same types and attributes: their access group
    resolves in the first module, not in the second. Loads with metadata
    attributes are not remembered (`VERIFY_LOCAL_UNLESS`)."""
    text = """
module {
  module {
    llvm.metadata @m {
      llvm.access_group @g
    }
    llvm.func @f(%p: !llvm.ptr<i32>) {
      %0 = llvm.load %p {access_groups = [@m::@g]} : !llvm.ptr<i32>
      llvm.return
    }
  }
  module {
    llvm.func @f(%p: !llvm.ptr<i32>) {
      %0 = llvm.load %p {access_groups = [@m::@g]} : !llvm.ptr<i32>
      llvm.return
    }
  }
}
"""
    _fails_at(text, monkeypatch, "14:12", "to reference a metadata op")


def test_non_local_ops_with_equal_keys(monkeypatch: pytest.MonkeyPatch) -> None:
    """Returns of the same type and attributes: the second's function
    returns another type (a terminator's check reads its parent)."""
    text = """
llvm.func @f(%a: i32) -> i32 {
  llvm.return %a : i32
}
llvm.func @g(%a: i32) -> i64 {
  llvm.return %a : i32
}
"""
    _fails_at(text, monkeypatch, "6:3", "mismatching result types")


def test_past_the_cap_every_op_is_verified(monkeypatch: pytest.MonkeyPatch) -> None:
    """With room for one key per class, later keys are checked op by op."""
    lines = [f"  %c{i} = llvm.mlir.constant({i} : i32) : i32" for i in range(5)]
    lines.append('  %bad = "llvm.mlir.constant"() : () -> i32')
    text = "llvm.func @f() {\n" + "\n".join(lines) + "\n  llvm.return\n}\n"
    monkeypatch.setattr(verifier, "_PASSED_KEPT", 1)
    found = _diagnostic(text)
    assert found is not None and '"in.mlir":7:10' in found
    assert "requires attribute 'value'" in found


def _invalid_files() -> list[Path]:
    """The repository's and MLIR 16's (if present) files of expected errors."""
    roots = [ROOT / "tests", CONFORMANCE]
    return sorted(
        path
        for root in roots
        if root.is_dir()
        for path in root.rglob("*.mlir")
        if "expected-error" in path.read_text(errors="replace")
    )


INVALID_FILES = _invalid_files()


@pytest.mark.parametrize("path", INVALID_FILES, ids=[p.name for p in INVALID_FILES])
def test_invalid_files_decide_as_without_cache(
    path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every chunk of the invalid-input files gets the same diagnostic with
    the cache as without it."""
    for chunk in re.split(r"^// -----\s*$", path.read_text(), flags=re.M):
        with Context(allow_unregistered_dialects=True) as context:
            try:
                parse_source(chunk, context, "in.mlir")
            except Exception:  # a parse error: not the verifier's business
                continue
        _both_ways(chunk, monkeypatch)


def test_generator_reads_the_local_mark(tmp_path: Path) -> None:
    """A hooks file's `@local_verifier(...)` makes its op local (with the
    names it gives); an unmarked hook or a parent check do not; a
    terminator is local, its block's end checked apart."""
    records = (
        "dialect: {name: d, hooks: hooks.py}\n"
        "ops:\n"
        "  PlainOp: {mnemonic: plain, arguments: {a: I32}, results: {r: I32},"
        " traits: [SameOperandsAndResultType]}\n"
        "  MarkedOp: {mnemonic: marked, arguments: {a: I32}, has_verifier: true}\n"
        "  NamedOp: {mnemonic: named, arguments: {a: I32}, has_verifier: true}\n"
        "  HiddenOp: {mnemonic: hidden, arguments: {a: I32}, has_verifier: true}\n"
        "  UnmarkedOp: {mnemonic: unmarked, arguments: {a: I32}, has_verifier: true}\n"
        "  EndOp: {mnemonic: end, traits: [Terminator]}\n"
        "  ChildOp: {mnemonic: child, traits: ['HasParent<\"d.end\">']}\n"
    )
    hooks = (
        "from odsgen.ir.local_verify import local_verifier\n"
        "NAMES = ('x',)\n\n\n"
        "class MarkedOpHooks:\n"
        "    @local_verifier()\n"
        "    def verify_hook(self):\n"
        "        pass\n\n\n"
        "class NamedOpHooks:\n"
        "    @local_verifier('x', 'y.z')\n"
        "    def verify_hook(self):\n"
        "        pass\n\n\n"
        "class HiddenOpHooks:\n"
        "    @local_verifier(*NAMES)\n"
        "    def verify_hook(self):\n"
        "        pass\n\n\n"
        "class UnmarkedOpHooks:\n"
        "    def verify_hook(self):\n"
        "        pass\n"
    )
    assert generate_records(tmp_path, {"d.yaml": records, "hooks.py": hooks})[0] == 0
    package = import_dialect(str(tmp_path / "out" / "d"))
    local = {
        name: (
            getattr(package, name).VERIFY_LOCAL,
            package.__dict__[name].VERIFY_LOCAL_UNLESS,
            package.__dict__[name].VERIFY_ENDS_BLOCK,
        )
        for name in (
            "PlainOp",
            "MarkedOp",
            "NamedOp",
            "HiddenOp",
            "UnmarkedOp",
            "EndOp",
            "ChildOp",
        )
    }
    assert local == {
        "PlainOp": (True, (), False),
        "MarkedOp": (True, (), False),
        "NamedOp": (True, ("x", "y.z"), False),
        "HiddenOp": (False, (), False),  # names not written out: not local
        "UnmarkedOp": (False, (), False),
        "EndOp": (True, (), True),
        "ChildOp": (False, (), False),
    }


_FUNC = "llvm.func @{name}(%arg0: {arg}) -> i64 {{\n  llvm.return %arg0 : i64\n}}\n"


def test_functions_sharing_a_signature_are_checked_once(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Functions differing only in name: `verify` runs once per signature."""
    import odsgen_dialects.llvm as llvm

    calls = count_calls(monkeypatch, llvm.LLVMFuncOp, "verify")
    text = "".join(_FUNC.format(name=f"f{i}", arg="i64") for i in range(3))
    text += "llvm.func @g(%arg0: i32) -> i64 attributes {passthrough = []} {\n"
    text += "  %0 = llvm.sext %arg0 : i32 to i64\n  llvm.return %0 : i64\n}\n"
    assert _both_ways(text, monkeypatch) is None
    calls.clear()
    assert _diagnostic(text) is None
    assert [op.get_attr("sym_name").value for op in calls] == ["f0", "g"]


def test_function_whose_entry_block_differs_is_checked(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """After a function that passed, one of the same attributes but another
    entry block argument type still fails (the key holds the entry types)."""
    text = (
        "llvm.func @f(i64) -> i64\n"
        + _FUNC.format(name="f0", arg="i64")
        + "llvm.func @f1(%arg0: i32) -> i64 attributes {function_type ="
        " !llvm.func<i64 (i64)>} {\n  %0 = llvm.sext %arg0 : i32 to i64\n"
        "  llvm.return %0 : i64\n}\n"
    )
    found = _both_ways(text, monkeypatch)
    assert found is not None and "type of entry block argument #0('i32')" in found


def test_external_function_after_defined_one(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A defined function passes; an external one of the same attributes but
    internal linkage fails (the key holds whether there is an entry block)."""
    text = (
        _FUNC.format(name="f0", arg="i64").replace("@f0", "internal @f0")
        + "llvm.func internal @f1(i64) -> i64\n"
    )
    _fails_at(
        text,
        monkeypatch,
        "4:1",
        "external functions must have 'external' or 'extern_weak' linkage",
    )


def test_functions_with_argument_attributes_are_each_checked(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Argument attributes are checked on every function that has them."""
    import odsgen_dialects.llvm as llvm

    calls = count_calls(monkeypatch, llvm.LLVMFuncOp, "verify")
    text = "".join(
        f"llvm.func @f{i}(%arg0: i64 {{llvm.noalias}}) -> i64 {{\n"
        "  llvm.return %arg0 : i64\n}\n"
        for i in range(2)
    )
    assert _diagnostic(text) is None
    assert [op.get_attr("sym_name").value for op in calls] == ["f0", "f1"]


def test_constants_differing_in_literals_are_checked_once(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """`VERIFY_LITERALS`: constants of one type with other values share one
    verification; another type of value or result is checked again."""
    import odsgen_dialects.arith as arith
    import odsgen_dialects.llvm as llvm

    assert llvm.ConstantOp.VERIFY_LITERALS == ("value",)
    assert arith.ConstantOp.VERIFY_LITERALS == ("value",)
    llvm_calls = count_calls(monkeypatch, llvm.ConstantOp, "verify")
    arith_calls = count_calls(monkeypatch, arith.ConstantOp, "verify")
    lines = [f"  %a{i} = llvm.mlir.constant({i} : i32) : i32" for i in range(5)]
    lines += [f"  %b{i} = llvm.mlir.constant({i}.5 : f32) : f32" for i in range(3)]
    lines += [f"  %c{i} = arith.constant {i} : i64" for i in range(4)]
    lines += ["  %d = arith.constant 7 : i32", "  %e = arith.constant true"]
    text = "llvm.func @f() {\n" + "\n".join(lines) + "\n  llvm.return\n}\n"
    assert _both_ways(text, monkeypatch) is None
    llvm_calls.clear()
    arith_calls.clear()
    assert _diagnostic(text) is None
    assert len(llvm_calls) == 2
    assert len(arith_calls) == 3


@pytest.mark.parametrize(
    "bad, position, message",
    [
        (
            '%x = "arith.constant"() {value = 9 : i64} : () -> i32',
            "4:8",
            "failed to verify that all of {value, result} have same type",
        ),
        (
            "%x = llvm.mlir.constant(9 : i32) : !llvm.struct<(i32, i32)>",
            "4:8",
            "expected array attribute with two elements, representing a complex",
        ),
        (
            '%x = "llvm.mlir.constant"() {value = 9 : i32, other = 1 : i32} : ()'
            " -> !llvm.struct<(i32, f32)>",
            "4:8",
            "expected struct type with two elements of the same type",
        ),
    ],
)
def test_a_literal_of_another_kind_is_verified(
    bad: str, position: str, message: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """After constants of the same literal value class passed, one whose
    value or result type differs still gets its error."""
    text = (
        "llvm.func @f() {\n  %a = arith.constant 1 : i32\n"
        "  %b = llvm.mlir.constant(2 : i32) : i32\n"
        f"  {bad}\n  llvm.return\n}}\n"
    )
    _fails_at(text, monkeypatch, position, message)


@pytest.mark.parametrize(
    "bad",
    [
        '%x = "arith.constant"() {value = true} : () -> i32',
        '%x = "arith.constant"() {value = 1.5 : f32} : () -> f64',
        '%x = "arith.constant"() {value = 2 : i64} : () -> i32',
    ],
)
def test_a_constant_like_passed_ones_but_one_type(
    bad: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The constants' own key (the literal alone, no operand, one result)
    tells apart the literal's class and type and the result's type."""
    text = (
        "llvm.func @f() {\n  %a = arith.constant true\n"
        "  %b = arith.constant 1.5 : f32\n  %c = arith.constant 2 : i32\n"
        f"  {bad}\n  llvm.return\n}}\n"
    )
    _fails_at(text, monkeypatch, "5:8", "failed to verify that all of {value, result}")


@pytest.mark.parametrize(
    "bad, message",
    [
        (
            '%x = "arith.constant"() {value = 2 : i64} : () -> i32',
            "failed to verify that all of {value, result}",
        ),
        (
            '%x = "arith.constant"() {value = 2 : i32} : () -> i64',
            "failed to verify that all of {value, result}",
        ),
        (
            '%x = "arith.constant"() {value = 2.0 : f32} : () -> i32',
            "failed to verify that all of {value, result}",
        ),
        (
            '%x = "llvm.mlir.constant"() {value = 2 : i32} : () -> !llvm.struct<(i32)>',
            "expected struct type with two elements of the same type",
        ),
    ],
)
def test_a_constant_after_a_run_of_passed_ones(
    bad: str, message: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A run of constants of one flat key passes at once after the first;
    the next one differing in its literal's class or type or its result's
    type is verified (and fails)."""
    run = [f"  %a{i} = arith.constant {i} : i32" for i in range(3)]
    run += [f"  %b{i} = llvm.mlir.constant({i} : i32) : i32" for i in range(3)]
    if "llvm" not in bad:  # the run of the bad one's class last
        run = run[3:] + run[:3]
    text = "llvm.func @f() {\n" + "\n".join(run) + f"\n  {bad}\n  llvm.return\n}}\n"
    _fails_at(text, monkeypatch, "8:8", message)


def test_ops_with_dialect_attributes_are_each_checked(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A dialect's attribute check (`verify_operation_attribute`) may look
    past the op's key (`llvm.loop` resolves symbols), so ops it checked are
    never remembered: each such op gets it, while a passed key vouches only
    for ops without such attributes."""
    checked: list[str] = []
    hooks_of = verifier._attribute_hooks

    def counting(context: Context) -> dict[str, Any]:
        def wrap(hook: Any) -> Any:
            def check(op: Any, name: str, value: Any) -> None:
                checked.append(op.name)
                hook(op, name, value)

            return check

        return {name: wrap(hook) for name, hook in hooks_of(context).items()}

    monkeypatch.setattr(verifier, "_attribute_hooks", counting)
    marked = '{value = 1 : i32, llvm.data_layout = ""}'
    lines = ['  %c = "llvm.mlir.constant"() {value = 1 : i32} : () -> i32']
    lines += [
        f'  %m{i} = "llvm.mlir.constant"() {marked} : () -> i32' for i in range(3)
    ]
    lines += [f"  %a{i} = llvm.add %c, %c : i32" for i in range(2)]
    lines += ['  %b = "llvm.add"(%c, %c) {llvm.data_layout = ""} : (i32, i32) -> i32']
    text = "llvm.func @f() {\n" + "\n".join(lines) + "\n  llvm.return\n}\n"
    assert _both_ways(text, monkeypatch) is None
    checked.clear()
    assert _diagnostic(text) is None
    assert checked == ["llvm.mlir.constant"] * 3 + ["llvm.add"]
    bad = text.replace('"}', '", llvm.struct_attrs = 1}', 2).replace(
        '"", llvm.struct_attrs = 1}', '""}', 1
    )
    found = _both_ways(bad, monkeypatch)
    assert found is not None and '"in.mlir":4:9' in found, found
    assert "'llvm.struct_attrs' is permitted only" in found


def test_returns_checked_once_per_function_type(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """`llvm.return` (`verify_key`): once per key and function type."""
    import odsgen_dialects.llvm as llvm

    calls = count_calls(monkeypatch, llvm.ReturnOp, "verify")
    text = "".join(_FUNC.format(name=f"f{i}", arg="i64") for i in range(3))
    assert _diagnostic(text) is None
    assert len(calls) == 1


@pytest.mark.parametrize(
    "second, position, message",
    [
        (
            "llvm.func @g(%arg0: i64) -> i32 {\n  llvm.return %arg0 : i64\n}\n",
            "6:3",
            "mismatching result types",
        ),
        (
            "llvm.func @g(%arg0: i64) {\n  llvm.return %arg0 : i64\n}\n",
            "6:3",
            "expected no operands",
        ),
        (
            "llvm.func @g(%arg0: i64) -> i64 {\n  llvm.return %arg0 : i64\n"
            "  llvm.return %arg0 : i64\n}\n",
            "6:3",
            "must be the last operation in the parent block",
        ),
    ],
)
def test_a_return_like_a_passed_one_elsewhere(
    second: str, position: str, message: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A return of the same key as one that passed, in a function of another
    type or not ending its block, still fails."""
    text = _FUNC.format(name="f", arg="i64") + "\n" + second
    _fails_at(text, monkeypatch, position, message)


_CALLER = (
    "llvm.func @{name}(%arg0: i64) -> i64 {{\n"
    "  %0 = llvm.call @f(%arg0) : (i64) -> i64\n  llvm.return %0 : i64\n}}\n"
)


def test_calls_checked_once_per_key_and_table(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """`llvm.call` (`symbol_uses_key`): its symbol use is checked once per
    key and symbol table."""
    import odsgen_dialects.llvm as llvm

    calls = count_calls(monkeypatch, llvm.CallOp, "verify_symbol_uses")
    text = "llvm.func @f(i64) -> i64\n"
    text += "".join(_CALLER.format(name=f"g{i}") for i in range(3))
    assert _diagnostic(text) is None
    assert len(calls) == 1


def test_a_call_like_a_passed_one_under_an_unknown_op(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A call of the same key as one that passed, below an unregistered op
    (which may be a symbol table), finds no callee."""
    text = "llvm.func @f(i64) -> i64\n" + _CALLER.format(name="g")
    text += (
        'llvm.func @h(%arg0: i64) {\n  "test.scope"() ({\n'
        "    %0 = llvm.call @f(%arg0) : (i64) -> i64\n  }) : () -> ()\n"
        "  llvm.return\n}\n"
    )
    _fails_at(
        text, monkeypatch, "8:10", "'f' does not reference a symbol in the current"
    )


_FUNC_CALLER = (
    "func.func @{name}(%a: i32) -> i32 {{\n"
    "  %0 = call @f(%a) : (i32) -> i32\n  return %0 : i32\n}}\n"
)


def test_func_calls_checked_once_per_key_and_table(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """`func.call` and `func.constant` check their symbol once per key and
    symbol table; a call of the same key in a nested module, whose `@f` has
    another type, still fails."""
    import odsgen_dialects.func as func

    calls = count_calls(monkeypatch, func.CallOp, "verify_symbol_uses")
    constants = count_calls(monkeypatch, func.ConstantOp, "verify_symbol_uses")
    text = "func.func private @f(i32) -> i32\n"
    text += "".join(_FUNC_CALLER.format(name=f"g{i}") for i in range(3))
    text += "".join(
        f"func.func @k{i}() {{\n  %0 = func.constant @f : (i32) -> i32\n"
        "  return\n}\n"
        for i in range(2)
    )
    assert _diagnostic(text) is None
    assert (len(calls), len(constants)) == (1, 1)
    monkeypatch.undo()
    nested = (
        "module {\n  func.func private @f(i32) -> i64\n"
        + _FUNC_CALLER.format(name="h")
        + "}\n"
    )
    _fails_at(text + nested, monkeypatch, "25:8", "result type mismatch at index 0")


# Each shape `_Walk._verify_ops` builds its key for inline: (operands,
# results, successors, whether a constant's flat literal key).
_INLINE_SHAPES = {
    (0, 1, 0, False),
    (1, 1, 0, False),
    (2, 1, 0, False),
    (0, 0, 0, False),
    (1, 0, 0, False),
    (2, 0, 0, False),
    (0, 1, 0, True),
    (0, 0, 1, False),
    (1, 0, 1, False),
    (2, 0, 2, False),
    (2, 0, 3, False),
}
_INLINE_KEYS = """
func.func @f(%a: i32, %b: i32, %p: !llvm.ptr, %c: i1) -> i32 {
  %u = llvm.mlir.undef : i32
  %k = arith.constant 7 : i32
  %l = llvm.mlir.constant(3 : i64) : i64
  %e = arith.extsi %a : i32 to i64
  %s = arith.addi %a, %b : i32
  %q = arith.select %c, %a, %b : i32
  %r:2 = arith.addui_extended %a, %b : i32, i1
  llvm.store %a, %p : i32, !llvm.ptr
  cf.assert %c, "x"
  nvvm.barrier0
  cf.br ^b1
^b1:
  cf.cond_br %c, ^b2, ^b3(%a : i32)
^b2:
  cf.br ^b3(%s : i32)
^b3(%x: i32):
  cf.switch %x : i32, [default: ^b4, 1: ^b5(%a : i32), 2: ^b1]
^b4:
  return %x : i32
^b5(%y: i32):
  return %y : i32
}
"""


def test_inline_keys_equal_the_key_functions() -> None:
    """The keys `_verify_ops` builds inline (`op_key`'s common shapes and
    `_literal_free_key`'s flat key, a branch's with its targets' argument
    types) are those the key functions give: the keys kept per class after
    a walk equal the ones computed with the functions themselves."""
    with Context() as context:
        module = parse_source(_INLINE_KEYS, context, "in.mlir")
        walk = verifier._Walk(module, context)
        walk.run()
        expected: dict[type, set[Any]] = {}
        shapes = set()
        for op in ops_in(module):
            kind = walk.kinds.get(type(op))
            if kind is None or kind.keys is None:
                continue
            literals = type(op).VERIFY_LITERALS
            own = getattr(type(op), "verify_key", None)
            if own is not None:
                key = own(op)
            elif literals:
                key = verifier._literal_free_key(literals)(op, op._operands, op.results)
            else:
                key = op_key(op, op._operands, op.results)
            successors = op._successors or ()
            if successors:
                targets = [s.block.arguments for s in successors]
                key = (key, *[tuple(a.type for a in args) for args in targets])
            expected.setdefault(type(op), set()).add(key)
            flat = bool(literals) and isinstance(key[0], str)
            counts = (len(op._operands), len(op.results), len(successors))
            shapes.add((*counts, flat))
        assert {
            cls: kind.keys for cls, kind in walk.kinds.items() if kind.keys is not None
        } == (expected)
    assert _INLINE_SHAPES <= shapes, _INLINE_SHAPES - shapes
