"""Labels without arguments taken by a run of one-line generic ops in one
match (`generic_runs._PLAIN_LABEL_LINE`, `OperationParser.take_plain_label`)
against the per-line path: the same blocks, locations and diagnostics, for
each spelling of the label's line the match takes or leaves."""

from __future__ import annotations

import pytest

from conftest import count_calls, parsed_generic
from odsgen.asm import op_parser, replay_runs

_ADD = '"llvm.add"(%a, %b) : (i64, i64) -> i64'
_WARM = "".join(f"  %w{i} = {_ADD}\n" for i in range(3))
_RETURN = '  "llvm.return"() : () -> ()'


def _function(body: str) -> str:
    return (
        '"llvm.func"() ({\n^bb0(%a: i64, %b: i64):\n'
        f"{body}\n"
        '}) {function_type = !llvm.func<void (i64, i64)>, sym_name = "f"}'
        " : () -> ()\n"
    )


def _branches(label: str, after: str) -> str:
    """A body whose `^bb2` label is spelt `label`, then `after`."""
    return (
        _WARM
        + '  "llvm.br"()[^bb1] : () -> ()\n'
        + "^bb1:\n"
        + f"  %0 = {_ADD}\n"
        + '  "llvm.br"()[^bb2] : () -> ()\n'
        + label
        + after
    )


_AFTER = f"  %1 = {_ADD}\n" + _RETURN


@pytest.mark.parametrize(
    "label, after",
    [
        # The common shapes: with MLIR's comment, bare, blanks after it.
        ("  ^bb2:  // pred: ^bb1\n", _AFTER),
        ("^bb2:\n", _AFTER),
        ("^bb2: \t\n", "\t" + _AFTER),
        # Lines the match leaves: a blank or comment line after the label,
        # `::`, a carriage return, a label not seen before, arguments.
        ("  ^bb2:  // pred: ^bb1\n\n", _AFTER),
        ("  ^bb2:\n  // note\n", _AFTER),
        ("  ^bb2::\n", _AFTER),
        ("  ^bb2:\r\n", _AFTER),
        ("  ^bb7:\n", _AFTER),
        ("  ^bb2():\n", _AFTER),
        # A name the lexer splits, a label at the end of the block and file.
        ("  ^2x:\n", _AFTER),
        ("  ^bb2:\n", _RETURN + "\n^bb3:"),
        # A block defined twice, a custom op after the label, an undefined
        # value after it.
        ("  ^bb2:\n", _AFTER + "\n^bb2:\n" + _RETURN),
        ("  ^bb2:\n", "  llvm.return\n"),
        ("  ^bb2:\n", '  %1 = "llvm.add"(%zz, %b) : (i64, i64) -> i64\n' + _RETURN),
    ],
)
def test_plain_labels_parse_as_lines_do(
    label: str, after: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The first function's labels are parsed in full, the second's taken.
    text = _function(_branches("^bb2:\n", _AFTER)) + _function(_branches(label, after))
    taken = count_calls(
        monkeypatch,
        op_parser.OperationParser,
        "take_plain_label",
        lambda block: block is not None,
    )
    expected = parsed_generic(text, allow_unregistered=False)
    assert taken, "no run took a plain label"
    monkeypatch.setattr(replay_runs, "ENABLED", False)
    assert parsed_generic(text, allow_unregistered=False) == expected


def test_the_match_takes_the_common_spelling(monkeypatch: pytest.MonkeyPatch) -> None:
    """The labels `mlir-translate --import-llvm` prints are taken in one
    match: the slower path (`take_label`) is not reached for them."""
    text = _function(_branches("^bb2:\n", _AFTER)) + _function(
        _branches("  ^bb2:  // pred: ^bb1\n", _AFTER)
    )
    plain = count_calls(
        monkeypatch,
        op_parser.OperationParser,
        "take_plain_label",
        lambda block: block is not None,
    )
    slow = count_calls(monkeypatch, op_parser.OperationParser, "take_label")
    parsed_generic(text, allow_unregistered=False)
    assert len(plain) == 2 and not slow  # the second function's two labels
