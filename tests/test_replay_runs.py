"""Runs of replayed lines (odsgen/asm/replay_runs.py) against the per-line
path: the same operations, locations and diagnostics, on every test input
and on cases made to stop a run at each place it can stop."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from conftest import (
    CONFORMANCE,
    LOAD_LLVM as LLVM,
    ROOT,
    count_calls,
    parsed_generic,
    run_opt,
)
from odsgen.asm import custom_op_memo, replay_runs
from odsgen.asm.op_parser import OperationParser
from odsgen.ir.context import Context


def _files() -> list[Path]:
    """The repository's test inputs and MLIR 16's LLVM dialect tests."""
    roots = [ROOT / "tests", CONFORMANCE / "Dialect" / "LLVMIR"]
    return sorted(p for root in roots if root.is_dir() for p in root.rglob("*.mlir"))


FILES = _files()


def _three_ways(text: str, monkeypatch: pytest.MonkeyPatch) -> tuple[str, ...]:
    """`parsed_generic(text)` with runs, checked equal to it without runs and
    without the memo at all."""
    with_runs = parsed_generic(text)
    with monkeypatch.context() as patch:
        patch.setattr(replay_runs, "ENABLED", False)
        assert parsed_generic(text) == with_runs
        patch.setattr(custom_op_memo, "line_shape", lambda text, start, known: None)
        assert parsed_generic(text) == with_runs
    return with_runs


@pytest.mark.parametrize("path", FILES, ids=[p.name for p in FILES])
def test_files_parse_alike(path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    for chunk in re.split(r"^// -----\s*$", path.read_text(), flags=re.M):
        _three_ways(chunk, monkeypatch)


def _variants(line: str) -> list[str]:
    """`line` and lines of its shape: other names, other digits."""
    renamed = re.sub(r"([%^])([A-Za-z_$.\-][\w$.\-]*|[0-9]+)", r"\1\2x9", line)
    digits = re.sub(r"[0-9]+", lambda m: str(int(m.group()) * 7 + 3), line)
    return [line, renamed, digits, line]


def test_learning_by_shape_agrees_with_learning() -> None:
    """A line learnt from another line of its shape is learnt as on its own."""
    lines = ["  %x = llvm.add %a, %b : i64 // c", "  %y = llvm.add %a, %b : i64 // c"]
    for path in FILES:
        for line in path.read_text().split("\n"):
            lines.extend(_variants(line))
    parser = OperationParser("", Context())
    for line in lines:
        assert replay_runs._learn_by_shape(parser, line) == replay_runs.learn(
            line, {}
        ), line


def _function(body: str) -> str:
    return f"llvm.func @f(%a: i64, %b: i64, %c: i32) {{\n{body}\n}}\n"


_WARM = "".join(f"  %w{i} = llvm.add %a, %b : i64\n" for i in range(3))


@pytest.mark.parametrize(
    "body",
    [
        # Blank lines, comment lines and lines with blanks between ops.
        _WARM + "\n  %0 = llvm.add %a, %b : i64\n\n  // note\n \t\r\n"
        "  %1 = llvm.add %0, %b : i64\n  llvm.return",
        # An op continued on the next line ends the run before it.
        _WARM + "  %0 = llvm.add %a, %b : i64\n  %1 = llvm.add %a,\n  %b : i64\n"
        "  %2 = llvm.add %1, %b : i64\n  llvm.return",
        # A block label with arguments over two lines, a branch to it.
        _WARM + "  %0 = llvm.add %a, %b : i64\n  llvm.br ^bb1(%0 : i64)\n"
        "^bb1(%x: i64\n  ):\n  %1 = llvm.add %x, %b : i64\n  llvm.return",
        # Two ops on a line, an op after a `}` on its line.
        _WARM + "  %0 = llvm.add %a, %b : i64\n  %1 = llvm.add %a, %b : i64 "
        "%2 = llvm.add %a, %b : i64\n  llvm.return",
        # A trailing location and a comment after an op.
        _WARM + "  %0 = llvm.add %a, %b : i64 loc(unknown)\n"
        "  %1 = llvm.add %a, %b : i64 // c\n  %2 = llvm.add %1, %0 : i64\n"
        "  llvm.return",
        # A name redefined, used with another type, undefined, on run lines.
        _WARM + "  %0 = llvm.add %a, %b : i64\n  %0 = llvm.add %a, %b : i64\n"
        "  llvm.return",
        _WARM + "  %0 = llvm.add %a, %c : i64\n  llvm.return",
        _WARM + "  %0 = llvm.add %a, %zz : i64\n  llvm.return",
        _WARM + "  %0 = llvm.add %a, %fw : i64\n  %fw = llvm.add %a, %b : i64\n"
        "  llvm.return",
        # A literal out of range in a run of constants.
        "".join(f"  %k{i} = llvm.mlir.constant({i} : i8) : i8\n" for i in range(6))
        + "  %k9 = llvm.mlir.constant(300 : i8) : i8\n  llvm.return",
        # A run that ends the file without a closing brace.
        _WARM + "  %0 = llvm.add %a, %b : i64",
    ],
)
def test_runs_stop_where_lines_stop(body: str, monkeypatch: pytest.MonkeyPatch) -> None:
    replayed = count_calls(monkeypatch, custom_op_memo, "replay")
    text = _function(body)
    _three_ways(text, monkeypatch)
    replayed.clear()
    parsed_generic(text)
    assert replayed, "no line was replayed"


def test_runs_replay_what_lines_replay(monkeypatch: pytest.MonkeyPatch) -> None:
    """The same number of replays with runs as without (lines 3 to 6, the
    constants from the third on), and the same output."""
    replayed = count_calls(monkeypatch, custom_op_memo, "replay")
    body = "".join(f"  %{i} = llvm.add %a, %b : i64\n" for i in range(6))
    body += "".join(
        f"  %c{i} = llvm.mlir.constant({i} : i32) : i32\n" for i in range(5)
    )
    text = _function(body + "  llvm.return")
    with_runs = run_opt(LLVM, text)
    count = len(replayed)
    monkeypatch.setattr(replay_runs, "ENABLED", False)
    assert run_opt(LLVM, text) == with_runs
    assert len(replayed) == 2 * count == 2 * (4 + 2)


_BRANCHES = (
    "  llvm.br ^bb1(%a : i64)\n"
    "^bb1(%x: i64):  // a comment\n"
    "  %0 = llvm.add %x, %b : i64\n"
    "  llvm.br ^bb2\n"
    "^bb2:\n"
    "  llvm.br ^bb3\n"
)


@pytest.mark.parametrize(
    "last",
    [
        # Labels seen before, a blank line and a comment after one.
        "^bb3:\n\n  // note\n  llvm.return",
        # A block defined twice, a block argument named as a value, a label
        # followed by an op on its line, by a generic op, by a new label.
        "^bb3:\n  llvm.br ^bb2\n^bb2:\n  llvm.return",
        "^bb3:\n  %q = llvm.add %a, %b : i64\n  llvm.br ^bb4(%q : i64)\n"
        "^bb4(%q: i64):\n  llvm.return",
        "^bb3:  llvm.return",
        '^bb3:\n  "llvm.return"() : () -> ()',
        "^bb3(%y: i64, %z: i64):\n  llvm.return",
        # A branch back to a label that a run took.
        "^bb3:\n  llvm.br ^bb1(%x : i64)",
    ],
)
def test_runs_take_labels_seen_before(last: str, monkeypatch: pytest.MonkeyPatch):
    # The first function's labels are parsed in full, the second's replayed.
    first = "^bb3:\n  llvm.br ^bb4(%a : i64)\n^bb4(%q: i64):\n  llvm.return"
    text = _function(_WARM + _BRANCHES + first) + _function(_WARM + _BRANCHES + last)
    taken = count_calls(
        monkeypatch, OperationParser, "take_label", lambda found: found is not None
    )
    _three_ways(text, monkeypatch)
    assert taken, "no run took a label"


def test_line_cuts_agree_with_the_memo_keys() -> None:
    """`line_cuts` cuts each line as `name_parts`, `name_key` and
    `cut_literals` do, and a line of other digits alike."""
    # Names whose bodies end in what would be a literal outside a name.
    odd = ["  %x-1 = llvm.add %a-22 : i64", "  llvm.br ^bb-3 : (%b-4 : i64)"]
    for lines in [odd] + [path.read_text().split("\n") for path in FILES]:
        for line in lines:
            for variant in _variants(line):
                if '"' in variant or not variant.isascii():
                    continue
                parts = custom_op_memo.name_parts(variant)
                exact = custom_op_memo.name_key(parts, "^" in variant)
                key, literals = custom_op_memo.cut_literals(exact)
                names, name_gaps, key_gaps, literal_spans = replay_runs.line_cuts(
                    re.sub("[0-9]", "7", variant)
                )
                mark = custom_op_memo.NAME_MARK
                taken = custom_op_memo.taken
                assert taken(variant, names) == parts[1::2], variant
                assert mark.join(taken(variant, name_gaps)) == exact, variant
                assert mark.join(taken(variant, key_gaps)) == key, variant
                assert taken(variant, literal_spans) == literals, variant


def test_literals_are_cut_alike_in_texts_of_other_digits() -> None:
    """`cut_literals_alike` cuts each text as `cut_literals` does, the first
    text of its digit-blurred bytes as any other (strings included)."""
    cuts: dict[bytes, object] = {}
    texts = ['{a = 5 : i64, s = "7 : i64", b = 12 : i32}', "{v = dense<1> : i8}"]
    for path in FILES:
        texts.extend(path.read_text().split("\n"))
    for text in texts:
        for variant in _variants(text):
            expected = custom_op_memo.cut_literals(variant)
            assert custom_op_memo.cut_literals_alike(variant, cuts) == expected
