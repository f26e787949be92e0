"""How runs of one-line generic ops (odsgen/asm/generic_runs.py) build
their ops: in one step (`append_new`) for classes without default-valued
attributes, through `create` for the others (which adds the defaults a
parsed dictionary lacks), and for unregistered ops; each as the per-line
path and the full parser build them."""

from __future__ import annotations

import pytest

from conftest import count_calls, parsed_generic
from odsgen.asm import op_parser, replay_runs
from odsgen.ir.operation import Operation

_ADD = '"llvm.add"(%a, %b) : (i64, i64) -> i64'
_CALL = '"llvm.call"(%a) {callee = @g} : (i64) -> i64'
_FOO = '"foo.bar"(%a, %b) {x = 1 : i32} : (i64, i64) -> i64'


def _module(body: str) -> str:
    return (
        '"llvm.func"() ({\n}) {function_type = !llvm.func<i64 (i64)>,'
        ' sym_name = "g"} : () -> ()\n'
        '"llvm.func"() ({\n^bb0(%a: i64, %b: i64):\n'
        f"{body}\n"
        '  "llvm.return"(%a) : (i64) -> ()\n'
        '}) {function_type = !llvm.func<i64 (i64, i64)>, sym_name = "f"}'
        " : () -> ()\n"
    )


def _lines(op: str, count: int = 4) -> str:
    return "".join(f"  %v{i} = {op}\n" for i in range(count))


@pytest.mark.parametrize(
    "body",
    [
        _lines(_ADD),
        # A class with a default-valued attribute (`fastmathFlags`), left
        # out of the dictionary: `create` adds it.
        _lines(_CALL),
        _lines(_ADD, 2) + _lines(_CALL, 2) + "  %z = " + _ADD + "\n",
        # Unregistered ops.
        _lines(_FOO),
        # A location on a line of its own after an op built in one step.
        _lines(_ADD) + f"  %w = {_ADD}\n  loc(unknown)\n  %x = {_ADD}\n",
        # A name defined twice, after an op built in one step.
        _lines(_ADD) + f"  %v1 = {_ADD}\n",
    ],
)
def test_runs_build_ops_as_lines_do(body: str, monkeypatch: pytest.MonkeyPatch) -> None:
    text = _module(body)
    appended = count_calls(monkeypatch, Operation, "append_new")
    expected = parsed_generic(text)
    # (Unregistered ops' lines take the per-line path: their kinds are not kept.)
    assert appended or "llvm.add" not in body, "no op was built in one step"
    monkeypatch.setattr(replay_runs, "ENABLED", False)
    assert parsed_generic(text) == expected
    monkeypatch.setattr(op_parser, "_match_simple_generic_op", lambda text, at: None)
    assert parsed_generic(text) == expected


def test_defaults_are_added_on_runs() -> None:
    printed = parsed_generic(_module(_lines(_CALL)))
    assert printed[0] == "ok"
    assert printed[1].count("fastmathFlags = #llvm.fastmath<none>") == 4
