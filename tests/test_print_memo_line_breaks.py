"""Texts that break lines (a switch's cases take a line each) are templates
only for the lines of one indentation: ops of one key print from them at
that depth, and print as without the memo at any depth."""

from __future__ import annotations

from typing import Any

import pytest
from print_memo_capture import memo_printed, printed_and_printer

from odsgen.ir import print_memo


def _switches(count: int, depth: int = 0) -> str:
    """A function with `count` switches of one key (at `depth` modules)."""
    blocks = [
        f"^bb{index}:\n"
        f"  llvm.switch %s : i32, ^bb{count} [\n"
        f"    7: ^bb{index + 1}(%x : i32)\n"
        "  ]\n"
        for index in range(count)
    ]
    function = (
        "llvm.func @f(%x: i32, %s: i32) {\n  llvm.br ^bb0\n"
        + "".join(blocks)
        + f"^bb{count}(%y: i32):\n  llvm.return\n}}\n"
    )
    return "module {\n" * depth + function + "}\n" * depth


def test_switches_of_one_key_print_from_their_line(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    printed, printer = printed_and_printer(_switches(5), monkeypatch)
    table = printer._memo.tables["llvm.switch"]
    assert table.misses >= 1 and table.hits >= 3  # most from their line
    assert not table.templates  # no template for other depths
    assert (
        "    llvm.switch %arg1 : i32, ^bb6 [\n      7: ^bb5(%arg0 : i32)\n    ]\n"
        in printed
    )


@pytest.mark.parametrize("depth", [0, 1, 2])
def test_switch_lines_at_each_depth(
    depth: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    text = _switches(3, depth) + _switches(3, depth + 1)
    printed, printer = printed_and_printer("module {\n" + text + "}\n", monkeypatch)
    pad = " " * (2 * depth + 6)
    assert f"\n{pad}7: ^bb3(%arg0 : i32)\n" in printed, printed
    assert f"\n{pad}  7: ^bb3(%arg0 : i32)\n" in printed, printed
    assert printer._memo.tables["llvm.switch"].misses >= 2  # one a depth


@pytest.mark.parametrize("count", [1, 2, 3, 4, 5])
def test_fillers_made_after_slow_fills(
    count: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A line template's filler is compiled once the lines of its slots
    have been filled `_COMPILED_AFTER` times without it: here (one slow
    fill) at the fourth op of its key (the first prints directly, the
    second records the template, the third fills its line slowly)."""
    made: dict[Any, Any] = {}
    monkeypatch.setattr(print_memo, "_FILLERS", made)
    monkeypatch.setattr(print_memo, "_FILLED_SLOWLY", {})
    monkeypatch.setattr(print_memo, "_COMPILED_AFTER", 1)
    ops = "".join(
        f'  %r{i} = "foo.op"(%a, %b, %c) : (i32, i32, i32) -> i32\n'
        for i in range(count)
    )
    text = "func.func @f(%a: i32, %b: i32, %c: i32) {\n" + ops + "  return\n}\n"
    printed = memo_printed(text, monkeypatch)
    assert printed.count('"foo.op"(%arg0, %arg1, %arg2)') == count
    slots = ((1, 0), (0, 0), (0, 1), (0, 2))
    assert ((slots, "\n") in made) == (count > 3)


def _cf_switch_chain(count: int, pad: str, end: str) -> str:
    """`count` `cf.switch`es of one key at indentation `pad`, each in a
    block of its own (the first in the entry block); then `end`."""
    lines = []
    for index in range(count):
        if index:
            lines.append(f"{pad[:-2]}^bb{index}:")
        lines += [
            f"{pad}cf.switch %s : i32, [",
            f"{pad}  default: ^bb{count},",
            f"{pad}  7: ^bb{index + 1}",
            f"{pad}]",
        ]
    lines += [f"{pad[:-2]}^bb{count}:", pad + end]
    return "\n".join(lines) + "\n"


def test_cf_switches_in_a_function_and_in_a_region_of_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """`cf.switch`es of one key in a function's body and in a region at a
    second depth inside it print as without the memo, each depth's cases
    at its own indentation."""
    inner = _cf_switch_chain(3, "      ", "scf.yield %x : i32")
    outer = _cf_switch_chain(
        3, "    ", "%r = scf.execute_region -> i32 {\n" + inner + "    }"
    )
    text = (
        "module {\n  func.func @f(%x: i32, %s: i32) -> i32 {\n"
        + outer
        + "    return %r : i32\n  }\n}\n"
    )
    printed, printer = printed_and_printer(text, monkeypatch)
    outer_case = "\n    cf.switch %arg1 : i32, [\n      default: ^bb3,\n      7: ^bb1\n"
    inner_case = outer_case.replace("\n", "\n  ")
    assert outer_case in printed and inner_case[:-2] in printed, printed
    table = printer._memo.tables["cf.switch"]
    assert table.misses >= 2 and table.hits >= 2  # a template a depth
