"""The line pattern of runs of one-line generic ops (odsgen/asm/generic_runs.py)
takes any rest of a line starting ` {` or ` :` and leaves the rest's shape to
`_is_op_rest`: with it, it takes exactly the lines (and parts) that the
strict spelling, the rest as `SIMPLE_GENERIC_OP` has it, takes; and where a
line's rest is not an op's, a run stops there and the per-line path decides
it as without runs."""

from __future__ import annotations

import itertools
import re

import pytest

from conftest import count_calls, generic_llvm_function, parsed_generic
from odsgen.asm import lexer as lx
from odsgen.asm import op_parser, replay_runs
from odsgen.asm.generic_runs import _RUN_LINE, _is_op_rest, _operation

# The same line spelt with the strict rest and no possessive quantifiers.
_STRICT_LINE = re.compile(
    rf"(?:(%{lx.SUFFIX_ID})(?::([0-9]+))? = )?"
    + _operation(r"\(([^()\n]*)\)")
    + r"\n?([ \t]*)",
    re.ASCII | re.MULTILINE,
)

_BINDINGS = ["", "%0 = ", "%a.b = ", "%0:2 = ", "%0:x = ", "%1a = ", "%-x = ", "%0 ="]
_BINDINGS += ["%$ = ", "%0:02 = ", "% = ", "%0:2:3 = ", "%0  = "]
_OPERANDS = ["()", "(%a)", "(%a, %b#1)", "(%a", "((%a))", "(\n)"]
_SUCCESSORS = ["", "[^bb1]", "[^bb1, ^bb2]", "[^bb1,^bb2]", "[bb1]", "[^]", "[^bb1, ]"]
_RESTS = [
    " : (i64) -> i64",
    " {a = 1} : (i64) -> i64",
    " {a = {b = 1}} : (i64) -> ()",
    " {} : (",
    " : (",
    " {",
    " :",
    " : i64",
    " :(i64) -> i64",
    "  : (i64) -> i64",
    " {a} :(i64)",
    " {a} : (i64) {b} : (i64) -> i64",
    " {a}} : (i64)",
    " } : (i64)",
    " {\t} : (i64) -> i64 // c",
    "",
    " [^bb1] : () -> ()",
]
_ENDS = ["", "\n", "\n    ", "\n\t %1", "\r\n  "]


def _lines() -> list[str]:
    return [
        binding + '"llvm.add"' + operands + successors + rest + end
        for binding, operands, successors, rest, end in itertools.product(
            _BINDINGS, _OPERANDS, _SUCCESSORS, _RESTS, _ENDS
        )
    ]


def test_the_run_pattern_with_the_rest_check_takes_what_the_strict_one_takes():
    taken = 0
    for line in _lines():
        strict = _STRICT_LINE.match(line)
        run = _RUN_LINE.match(line)
        if run is not None and not _is_op_rest(run.group(6)):
            run = None
        assert (run is None) == (strict is None), line
        if run is not None:
            taken += 1
            assert run.groups() == strict.groups(), line
            assert run.end() == strict.end(), line
    assert taken > 1000


def test_the_run_pattern_takes_what_the_strict_one_takes_within_a_bound():
    """Matched up to an end before the line's (as runs first match a line)."""
    for line in _lines()[::37]:
        for bound in range(len(line) + 1):
            strict = _STRICT_LINE.match(line, 0, bound)
            run = _RUN_LINE.match(line, 0, bound)
            if run is not None and not _is_op_rest(run.group(6)):
                run = None
            assert (run is None) == (strict is None), (line, bound)
            if run is not None:
                assert run.groups() == strict.groups(), (line, bound)


_ADD = '"llvm.add"(%a, %b)'
_WARM = "".join(f"  %w{i} = {_ADD} : (i64, i64) -> i64\n" for i in range(3))


@pytest.mark.parametrize(
    "rest",
    [
        " : i64",
        " :(i64, i64) -> i64",
        "  : (i64, i64) -> i64",
        " {",
        " {x} :(i64, i64) -> i64",
        " } : (i64, i64) -> i64",
        " {x = 1} : (i64, i64) -> i64 : (i64, i64) -> i64",
        " : (i64, i64) -> i64 // a comment",
        " {x = 1 : i32} : (i64, i64) -> i64",
    ],
)
def test_runs_stop_where_the_rest_is_no_ops_and_lines_decide(rest, monkeypatch):
    body = _WARM + f"  %0 = {_ADD}{rest}\n  %1 = {_ADD}{rest}\n"
    text = generic_llvm_function(body, "%a: i64, %b: i64")
    taken = count_calls(
        monkeypatch, op_parser, "generic_run", lambda last: last is not None
    )
    with_runs = parsed_generic(text, allow_unregistered=False)
    assert taken, "no run was taken"
    monkeypatch.setattr(replay_runs, "ENABLED", False)
    assert parsed_generic(text, allow_unregistered=False) == with_runs
    monkeypatch.setattr(op_parser, "_match_simple_generic_op", lambda text, at: None)
    assert parsed_generic(text, allow_unregistered=False) == with_runs
