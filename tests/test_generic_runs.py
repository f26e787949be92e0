"""Runs of one-line generic operations (odsgen/asm/generic_runs.py) against
the per-line path: the same operations, locations and diagnostics at each
place a run can stop."""

from __future__ import annotations

import pytest

from conftest import count_calls, parsed_generic
from odsgen.asm import bounded_memo, op_parser, replay_runs


def _took_any(last_block: object) -> bool:
    return last_block is not None


def _function(body: str) -> str:
    return (
        '"llvm.func"() ({\n^bb0(%a: i64, %b: i64, %c: i32):\n'
        f"{body}\n"
        '}) {function_type = !llvm.func<void (i64, i64, i32)>, sym_name = "f"}'
        " : () -> ()\n"
    )


_ADD = '"llvm.add"(%a, %b) : (i64, i64) -> i64'
# Lines that fill the parser's caches for the lines after them.
_WARM = "".join(f"  %w{i} = {_ADD}\n" for i in range(3))
_RETURN = '  "llvm.return"() : () -> ()'


@pytest.mark.parametrize(
    "body",
    [
        # Blank lines, comments and blanks between ops.
        _WARM + f"\n  %0 = {_ADD}\n\n  // note\n \t\r\n  %1 = {_ADD} // c\n" + _RETURN,
        # A location on a line of its own, and a word starting `loc`.
        _WARM + f"  %0 = {_ADD}\n  loc(unknown)\n  %1 = {_ADD}\n" + _RETURN,
        _WARM + f"  %0 = {_ADD}\n  locx\n" + _RETURN,
        # Several results bound at once, and one name bound twice.
        _WARM + f"  %0:1 = {_ADD}\n  %1 = {_ADD}\n" + _RETURN,
        _WARM + f"  %0 = {_ADD}\n  %0 = {_ADD}\n" + _RETURN,
        # A value used before its definition, with the type of its uses.
        _WARM
        + '  %0 = "llvm.add"(%fw, %b) : (i64, i64) -> i64\n'
        + f"  %fw = {_ADD}\n"
        + _RETURN,
        # A type mismatch, an undefined value, an op the fast path leaves.
        _WARM + '  %0 = "llvm.add"(%a, %c) : (i64, i64) -> i64\n' + _RETURN,
        # Two operands: each mismatched or undefined, a result number, the
        # wrong count of names.
        _WARM + '  %0 = "llvm.add"(%c, %b) : (i64, i64) -> i64\n' + _RETURN,
        _WARM + '  %0 = "llvm.add"(%a, %zz) : (i64, i64) -> i64\n' + _RETURN,
        _WARM + '  %0 = "llvm.add"(%zz, %b) : (i64, i64) -> i64\n' + _RETURN,
        _WARM
        + f"  %0:1 = {_ADD}\n"
        + '  %1 = "llvm.add"(%0#0, %w1) : (i64, i64) -> i64\n'
        + '  %2 = "llvm.add"(%w1, %0#1) : (i64, i64) -> i64\n'
        + _RETURN,
        _WARM + '  %0 = "llvm.add"(%a, %b, %b) : (i64, i64) -> i64\n' + _RETURN,
        # Three operands, one undefined (its diagnostic's position).
        _WARM
        + '  %k = "llvm.icmp"(%a, %b) {predicate = 0 : i64} : (i64, i64) -> i1\n'
        + "".join(
            f'  %s{i} = "llvm.select"(%k, %a, {use}) : (i1, i64, i64) -> i64\n'
            for i, use in enumerate(["%b", "%b", "%zz"])
        )
        + _RETURN,
        _WARM + '  %0 = "llvm.add"(%a) : (i64, i64) -> i64\n' + _RETURN,
        _WARM + '  %0 = "llvm.add"(%a, %b) {x} : (i64, i64) -> i64\n' + _RETURN,
        # A branch to a later block, whose label ends the run.
        _WARM
        + '  "llvm.br"(%w0)[^bb1] : (i64) -> ()\n^bb1(%x: i64):\n'
        + f"  %1 = {_ADD}\n"
        + _RETURN,
        # Branches in a run, to blocks defined and not (an error at its use).
        _WARM
        + '  "llvm.br"(%w0)[^bb1] : (i64) -> ()\n^bb1(%x: i64):\n'
        + '  "llvm.br"(%x)[^bb1] : (i64) -> ()\n^bb2:\n'
        + '  "llvm.br"()[^bb3] : () -> ()\n^bb3:\n'
        + '  "llvm.br"()[^bb9] : () -> ()\n',
        # A dictionary made from a template, then its text again.
        _WARM
        + "".join(
            f'  %c{i} = "llvm.mlir.constant"() {{value = {i % 3} : i64}}'
            " : () -> i64\n"
            for i in range(6)
        )
        + '  %big = "llvm.mlir.constant"() {value = 300 : i8} : () -> i8\n'
        + _RETURN,
        # Results bound to an op without any, where a run stops.
        _WARM
        + '  "llvm.return"() : () -> ()\n  %0 = "llvm.return"() : () -> ()\n'
        + _RETURN,
        # A bad character after a run, a run at the end of the file.
        _WARM + f"  %0 = {_ADD}\n  $\n" + _RETURN,
        _WARM + f"  %0 = {_ADD}",
        # Dictionaries: the same text, and the same but for typed literals.
        _WARM
        + "".join(
            f'  %c{i} = "llvm.mlir.constant"() {{value = {i % 2} : i64}}'
            " : () -> i64\n"
            for i in range(4)
        )
        + f'  "llvm.br"()[^bb1] {{x = 1 : i32}} : () -> ()\n^bb1:\n'
        + _RETURN,
        # Lines longer than the memos take, near their start and after it.
        _WARM
        + "".join(
            f'  %0 = "llvm.add"(%a, %b) {{x = "{"y" * 5000}"}} : (i64, i64) -> i64\n'
            for _ in range(2)
        )
        + "".join(
            f"  %1 = {_ADD} // {'y' * 5000}\n" + " " * 200 + f"%2 = {_ADD}\n"
            for _ in range(2)
        )
        + _RETURN,
        # An op too far right for a packed location.
        _WARM + " " * (1 << 20) + f"%0 = {_ADD}\n" + _RETURN,
    ],
)
def test_runs_parse_as_lines_do(body: str, monkeypatch: pytest.MonkeyPatch) -> None:
    taken = count_calls(monkeypatch, op_parser, "generic_run", _took_any)
    text = _function(body)
    with_runs = parsed_generic(text, allow_unregistered=False)
    assert taken, "no run was taken"
    monkeypatch.setattr(replay_runs, "ENABLED", False)
    assert parsed_generic(text, allow_unregistered=False) == with_runs
    # And as the full parser reads each op (no one-line fast path at all).
    monkeypatch.setattr(op_parser, "_match_simple_generic_op", lambda text, at: None)
    assert parsed_generic(text, allow_unregistered=False) == with_runs


_BRANCHES = (
    '  "llvm.br"(%a)[^bb1] : (i64) -> ()\n'
    "^bb1(%x: i64):  // a comment\n"
    f"  %0 = {_ADD}\n"
    '  "llvm.br"()[^bb2] : () -> ()\n'
    "^bb2:\n"
    '  "llvm.br"()[^bb3] : () -> ()\n'
)


@pytest.mark.parametrize(
    "last",
    [
        # Labels seen before, a blank line and a comment after one.
        "^bb3:\n\n  // note\n" + _RETURN,
        # A block defined twice, a block argument named as a value, a
        # label followed by a custom-form op and by a label not seen before.
        "^bb3:\n" + '  "llvm.br"()[^bb2] : () -> ()\n^bb2:\n' + _RETURN,
        "^bb3:\n"
        + f"  %q = {_ADD}\n"
        + '  "llvm.br"(%q)[^bb4] : (i64) -> ()\n^bb4(%q: i64):\n'
        + _RETURN,
        "^bb3:\n  llvm.return\n",
        "^bb3(%y: i64, %z: i64):\n" + _RETURN,
        # A branch back to a label that a run took, and to no block at all.
        "^bb3:\n" + '  "llvm.br"(%x)[^bb1] : (i64) -> ()\n',
        "^bb3:\n" + '  "llvm.br"()[^bb9] : () -> ()\n',
    ],
)
def test_runs_take_labels_seen_before(last: str, monkeypatch: pytest.MonkeyPatch):
    # The first function's labels are parsed in full, the second's replayed.
    first = '^bb3:\n  "llvm.br"(%a)[^bb4] : (i64) -> ()\n^bb4(%q: i64):\n' + _RETURN
    text = _function(_WARM + _BRANCHES + first) + _function(_WARM + _BRANCHES + last)
    taken = count_calls(monkeypatch, op_parser.OperationParser, "take_label", _took_any)
    expected = parsed_generic(text, allow_unregistered=False)
    assert taken, "no run took a label"
    monkeypatch.setattr(replay_runs, "ENABLED", False)
    assert parsed_generic(text, allow_unregistered=False) == expected


def test_distinct_rests_are_not_kept_once_few_were_found_again(monkeypatch):
    """Lines of distinct rests (constants of distinct values) fill the rest
    memo with rests never found again: once runs found fewer than one in
    eight, new rests are not kept for a while; rests that repeat stay kept.
    Both parse as without runs."""
    monkeypatch.setattr(op_parser, "_GENERIC_RESTS_LIMIT", 16)
    monkeypatch.setattr(bounded_memo, "UNKEPT_TIMES", 20)
    constant = '    %{0} = "llvm.mlir.constant"() {{value = {1} : i64}} : () -> i64\n'
    distinct = "".join(constant.format(i, i) for i in range(200))
    repeated = "".join(constant.format(i, 1) for i in range(200))
    seen = []
    real = op_parser.OperationParser.generic_op_rest

    def spy(self, rest, dict_start):
        seen.append(self)
        return real(self, rest, dict_start)

    monkeypatch.setattr(op_parser.OperationParser, "generic_op_rest", spy)
    for body, unkept in ((distinct, True), (repeated, False)):
        text = f'"llvm.func"() ({{\n{body}  }}) : () -> ()\n'
        with_runs = parsed_generic(text)
        assert (seen[-1]._generic_rests.unkept > 0) is unkept
        assert len(seen[-1]._generic_rests) <= 16
        monkeypatch.setattr(replay_runs, "ENABLED", False)
        assert parsed_generic(text) == with_runs
        monkeypatch.setattr(replay_runs, "ENABLED", True)
