"""A run of one-line generic ops matches any text between an op's operand
parentheses (odsgen/asm/generic_runs.py): where that text is not an operand
list, the run stops as if the line did not match, and the per-line path
decides it, as it decides it without runs (its diagnostic, its op)."""

from __future__ import annotations

import pytest

from conftest import count_calls, generic_llvm_function, parsed_generic
from odsgen.asm import op_parser, replay_runs
from odsgen.asm.generic_runs import SIMPLE_GENERIC_OP, _RUN_LINE, _VALID_OPERANDS

_TYPES = {
    0: "() -> i64",
    1: "(i64) -> i64",
    2: "(i64, i64) -> i64",
    3: "(i1, i64, i64) -> i64",
}
_NAMES = {
    0: '"llvm.mlir.zero"',
    1: '"llvm.freeze"',
    2: '"llvm.add"',
    3: '"llvm.select"',
}

# Texts between the parentheses, each for ops of one to three operands.
_OPERANDS = [
    "%a,%b",
    "%a , %b",
    "%a, b",
    "%a, ",
    " %a",
    "%a %b",
    "%a#",
    "%a#x",
    "%a#1#2",
    "%",
    "%a, %b,",
    "%a,, %b",
    "%k, %a, %b c",
    "%k,%a, %b",
    "%k, %a, %b, ",
    "%a\t",
    "%a, %%b",
]


def _function(body: str) -> str:
    """The function of `body` (and a blank line) over `%a`, `%b`, `%k`."""
    return generic_llvm_function(body + "\n", "%a: i64, %b: i64, %k: i1")


def _line(arity: int, operands: str, name: str = "%r") -> str:
    return f"  {name} = {_NAMES[arity]}({operands}) : {_TYPES[arity]}\n"


# Lines that fill the parser's caches for each arity (the fast path then
# takes the same rests).
_WARM = "".join(
    _line(arity, ", ".join(["%k", "%a", "%b"][3 - arity :]), f"%w{arity}")
    for arity in (0, 1, 2, 3)
)


@pytest.mark.parametrize("operands", _OPERANDS)
def test_the_run_pattern_and_the_line_pattern_agree(operands):
    for arity in (0, 1, 2, 3):
        line = _line(arity, operands).strip()
        run = _RUN_LINE.match(line)
        simple = SIMPLE_GENERIC_OP.match(line, len("%r = "))
        assert run is not None
        assert simple is None
        assert _VALID_OPERANDS.fullmatch(run.group(4)) is None
    for arity in (0, 1, 2, 3):
        operands = ", ".join(["%k", "%a", "%b#0"][3 - arity :])
        line = _line(arity, operands).strip()
        run = _RUN_LINE.match(line)
        simple = SIMPLE_GENERIC_OP.match(line, len("%r = "))
        assert run is not None and simple is not None
        assert run.groups()[2:6] == simple.groups()


@pytest.mark.parametrize("operands", _OPERANDS)
@pytest.mark.parametrize("arity", [1, 2, 3])
@pytest.mark.parametrize("defined", [False, True])
def test_runs_stop_where_the_operands_are_no_list(
    operands, arity, defined, monkeypatch
):
    """`defined`: the text is a name bound before (the fast path's lookup
    then finds it, as it finds no malformed text)."""
    body = _WARM
    if defined:
        body += f"  %x = {_NAMES[1]}(%a) : {_TYPES[1]}\n"
    body += _line(arity, operands) + _line(
        arity, ", ".join(["%k", "%a", "%b"][3 - arity :]), "%s"
    )
    text = _function(body)
    taken = count_calls(
        monkeypatch, op_parser, "generic_run", lambda last: last is not None
    )
    with_runs = parsed_generic(text, allow_unregistered=False)
    assert taken, "no run was taken"
    monkeypatch.setattr(replay_runs, "ENABLED", False)
    assert parsed_generic(text, allow_unregistered=False) == with_runs
    monkeypatch.setattr(op_parser, "_match_simple_generic_op", lambda text, at: None)
    assert parsed_generic(text, allow_unregistered=False) == with_runs


@pytest.mark.parametrize(
    "operands, arity",
    [("%a", 1), ("%a#0", 1), ("%a, %b", 2), ("%b#0, %a", 2), ("%k, %a, %b", 3)],
)
def test_runs_take_operand_lists(operands, arity, monkeypatch):
    text = _function(_WARM + _line(arity, operands) + _line(arity, operands, "%s"))
    taken = count_calls(
        monkeypatch, op_parser, "generic_run", lambda last: last is not None
    )
    with_runs = parsed_generic(text, allow_unregistered=False)
    assert taken and with_runs[0] == "ok"
    monkeypatch.setattr(replay_runs, "ENABLED", False)
    assert parsed_generic(text, allow_unregistered=False) == with_runs
