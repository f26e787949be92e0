"""The memo of one-line custom operations (odsgen/asm/custom_op_memo.py) must
never change what is parsed: every case here is run with the memo and
without it, and the outputs (or diagnostics) must be the same."""

from __future__ import annotations

import pytest

from conftest import LOAD_LLVM as LLVM, ROOT, count_calls, run_opt
from odsgen.asm import custom_op_memo, replay_runs
from odsgen.asm import lexer as lx


def _run_both(monkeypatch: pytest.MonkeyPatch, args: list[str], text: str):
    """The result with the memo, checked equal to those of its per-line
    path alone (no runs, see replay_runs) and of no memo at all: each
    replayed line is counted twice (`count_calls`)."""
    with_memo = run_opt(LLVM + args, text)
    with monkeypatch.context() as patch:
        patch.setattr(replay_runs, "ENABLED", False)
        assert run_opt(LLVM + args, text) == with_memo
        patch.setattr(custom_op_memo, "line_shape", lambda text, start, known: None)
        without_memo = run_opt(LLVM + args, text)
    assert with_memo == without_memo
    return with_memo


def _function(body: str, arguments: str = "%a: i64, %b: i64, %c: i32") -> str:
    return f"llvm.func @f({arguments}) {{\n{body}\n}}\n"


def test_repeated_shapes_keep_their_own_names(monkeypatch):
    body = """\
  %0 = llvm.add %a, %a : i64
  %1 = llvm.add %a, %b : i64
  %2 = llvm.add %1, %0 : i64
  %3 = llvm.add %2, %2 : i64
  llvm.return"""
    status, out, _ = _run_both(monkeypatch, [], _function(body))
    assert status == 0
    assert "%1 = llvm.add %arg0, %arg1  : i64" in out
    assert "%2 = llvm.add %1, %0  : i64" in out
    assert "%3 = llvm.add %2, %2  : i64" in out


def test_forward_references_through_replayed_lines(monkeypatch):
    body = """\
  llvm.br ^bb2
^bb1:
  %0 = llvm.add %x, %a : i64
  %1 = llvm.add %y, %b : i64
  llvm.cond_br %t, ^bb3(%0 : i64), ^bb3(%1 : i64)
^bb2:
  %x = llvm.add %a, %b : i64
  %y = llvm.add %b, %a : i64
  %t = llvm.icmp "slt" %x, %y : i64
  llvm.cond_br %t, ^bb1, ^bb3(%x : i64)
^bb3(%r: i64):
  llvm.return"""
    status, out, err = _run_both(monkeypatch, [], _function(body))
    assert status == 0, err
    assert "llvm.cond_br %4, ^bb1, ^bb3(%2 : i64)" in out


# A shape is recorded at its second sighting and replayed from its third:
# these lines make `llvm.add %, % : i64` replayed (from `%w2` on).
_WARM = (
    "%w0 = llvm.add %a, %b : i64\n  %w1 = llvm.add %b, %a : i64\n"
    "  %w2 = llvm.add %a, %a : i64\n  "
)


@pytest.mark.parametrize(
    "body",
    [
        # A type that disagrees with the definition, on a replayed line.
        _WARM + "%1 = llvm.add %a, %c : i64\n  llvm.return",
        # A use before definition with another type than the definition's.
        _WARM + "%1 = llvm.add %a, %z : i64\n  %z = llvm.add %c, %c : i32\n"
        "  llvm.return",
        # An undefined value and an undefined block on replayed lines.
        _WARM + "%1 = llvm.add %a, %nope : i64\n  llvm.return",
        "llvm.br ^bb1\n^bb1:\n  llvm.br ^bb2\n^bb2:\n  llvm.br ^bb3\n^bb3:\n"
        "  llvm.br ^bb9",
        # Two results bound to an op of one result, after a replay.
        _WARM + "%1:2 = llvm.add %a, %b : i64\n  llvm.return",
    ],
)
def test_diagnostics_are_those_of_a_full_parse(monkeypatch, body):
    replayed = count_calls(monkeypatch, custom_op_memo, "replay")
    status, _, err = _run_both(monkeypatch, [], _function(body))
    assert status != 0 and "error:" in err
    assert replayed, "no line was replayed"


def test_a_shape_is_recorded_at_its_second_sighting(monkeypatch):
    replayed = count_calls(monkeypatch, custom_op_memo, "replay")
    body = "\n".join(f"  %{i} = llvm.add %a, %b : i64" for i in range(5))
    status, out, err = _run_both(monkeypatch, [], _function(body + "\n  llvm.return"))
    assert status == 0, err
    assert len(replayed) == 2 * 3  # lines 3, 4 and 5
    assert "%4 = llvm.add %arg0, %arg1  : i64" in out


def test_the_recipes_start_over_past_their_limit(monkeypatch):
    """With room for one shape, shapes that alternate are never replayed,
    and a run of one shape is again; the output is the same either way."""
    monkeypatch.setattr(custom_op_memo, "RECIPES_LIMIT", 1)
    replayed = count_calls(monkeypatch, custom_op_memo, "replay")
    lines = [f"  %x{i} = llvm.add %a, %b : i64" for i in range(4)]
    lines += [f"  %y{i} = llvm.mul %a, %b : i64" for i in range(4)]
    lines += [f"  %z{i} = llvm.{('sub', 'xor')[i % 2]} %a, %b : i64" for i in range(4)]
    text = _function("\n".join(lines) + "\n  llvm.return")
    status, out, err = _run_both(monkeypatch, [], text)
    assert status == 0, err
    assert len(replayed) == 2 * 4  # the last two adds and the last two muls
    assert "%11 = llvm.xor %arg0, %arg1  : i64" in out


def test_a_malformed_line_deep_in_a_large_file(monkeypatch):
    """After thousands of replayed lines, an error on one is reported at
    its own line and column, as a full parse reports it."""
    lines = [f"  %{i} = llvm.add %a, %b : i64" for i in range(3000)]
    lines[2500] = "  %2500 = llvm.add %a, %c : i64"
    status, _, err = _run_both(
        monkeypatch, [], _function("\n".join(lines) + "\n  llvm.return")
    )
    assert status == 1
    assert err.startswith(
        "<stdin>:2502:24: error: use of value '%c' expects different type than"
        " prior uses: 'i64' vs 'i32'"
    )


def test_names_inside_strings_are_text(monkeypatch):
    body = """\
  %0 = llvm.inline_asm "op %a", "=r,r" %c : (i32) -> i32
  %1 = llvm.inline_asm "op %b", "=r,r" %c : (i32) -> i32
  %2 = llvm.inline_asm "op %b", "=r,r" %0 : (i32) -> i32
  llvm.return"""
    status, out, err = _run_both(monkeypatch, [], _function(body))
    assert status == 0, err
    assert '"op %a", "=r,r" %arg2' in out
    assert '"op %b", "=r,r" %arg2' in out
    assert '"op %b", "=r,r" %0' in out


def test_an_operation_continued_on_the_next_line(monkeypatch):
    text = """\
llvm.func @g() {
  llvm.return
}
llvm.func @h(%a: i64) -> i64 {
  llvm.return
    %a : i64
}
"""
    status, out, err = _run_both(monkeypatch, [], text)
    assert status == 0, err
    assert "llvm.return %arg0 : i64" in out


def test_comments_and_trailing_locations(monkeypatch):
    body = """\
  %0 = llvm.add %a, %b : i64 // first
  %1 = llvm.add %a, %b : i64 loc("x.c":3:4)
  %2 = llvm.add %0, %1 : i64
  %3 = llvm.add %0, %1 : i64 loc("x.c":5:6)
  llvm.return"""
    status, out, err = _run_both(
        monkeypatch, ["--mlir-print-debuginfo"], _function(body)
    )
    assert status == 0, err
    assert 'loc("x.c":5:6)' in out


def test_a_trailing_location_on_the_next_line_of_a_generic_op(monkeypatch):
    """The one-line generic fast path takes a `loc(...)` that follows on
    the next line, as a full parse does (it used to be read as an op)."""
    line = '  %{0} = "llvm.mlir.constant"() {{value = 1 : i64}} : () -> i64\n'
    body = "".join(line.format(i) for i in range(3))
    body += '  loc("x.c":1:2)\n  %9 = "llvm.add"(%0, %1) : (i64, i64) -> i64\n'
    body += '  loc("x.c":3:4)\n  llvm.return'
    status, out, err = _run_both(
        monkeypatch, ["--mlir-print-debuginfo"], _function(body)
    )
    assert status == 0, err
    assert '#loc7 = loc("x.c":1:2)' in out and '#loc8 = loc("x.c":3:4)' in out


def test_generic_form_and_locations_of_replayed_ops(monkeypatch):
    body = """\
  %0 = llvm.add %a, %b : i64
  %1 = llvm.add %0, %b : i64
  llvm.return"""
    status, out, err = _run_both(
        monkeypatch,
        ["--mlir-print-op-generic", "--mlir-print-debuginfo"],
        _function(body),
    )
    assert status == 0, err
    assert '#loc6 = loc("<stdin>":3:8)' in out


def test_a_repeated_line_reports_at_its_own_place(monkeypatch):
    """Lines of the same text share what was learnt of them; positions of
    names (for diagnostics) stay those of each line, strings or not."""
    text = """\
llvm.func @f(%a: i32, %z: i32) {
  %0 = llvm.inline_asm "op %z", "=r,r" %z : (i32) -> i32
  llvm.return
}
llvm.func @g(%a: i32, %z: i64) {
  %0 = llvm.inline_asm "op %z", "=r,r" %z : (i32) -> i32
  llvm.return
}
"""
    status, _, err = _run_both(monkeypatch, [], text)
    assert status != 0
    assert err.startswith("<stdin>:6:")


def test_the_memo_pauses_over_lines_of_distinct_shapes(monkeypatch):
    """Runs of distinct lines pause the memo (those lines are parsed in full);
    a later run of one shape is replayed again, an error in either reported
    as a full parse reports it."""
    monkeypatch.setattr(custom_op_memo, "MISSES", 4)
    monkeypatch.setattr(custom_op_memo, "FIRST_PAUSE", 64)
    replayed = count_calls(monkeypatch, custom_op_memo, "replay")
    # Hexadecimal literals stay in a line's key: every line its own shape.
    lines = [
        f"  %c{i} = llvm.mlir.constant({i + 16:#x} : i64) : i64" for i in range(40)
    ]
    lines += [f"  %x{i} = llvm.add %a, %c{i} : i64" for i in range(40)]
    text = _function("\n".join(lines) + "\n  llvm.return")
    status, out, err = _run_both(monkeypatch, [], text)
    assert status == 0, err
    assert 0 < len(replayed) < 2 * 40
    assert "%79 = llvm.add %arg0, %39  : i64" in out
    bad = text.replace("llvm.add %a, %c39 : i64", "llvm.add %a, %c39 : i32")
    status, _, err = _run_both(monkeypatch, [], bad)
    assert status == 1 and err.startswith("<stdin>:81:")


def test_constants_of_any_value_share_one_recipe(monkeypatch):
    """Typed integer literals are cut from the key: a run of constants is
    replayed once a parse with other digits has confirmed the recipe."""
    replayed = count_calls(monkeypatch, custom_op_memo, "replay")
    lines = [f"  %c{i} = llvm.mlir.constant({i * 7919} : i64) : i64" for i in range(20)]
    lines += [f"  %n{i} = llvm.mlir.constant(-{i} : i32) : i32" for i in range(1, 6)]
    lines += [f"  %b{i} = llvm.mlir.constant({i % 2} : i1) : i1" for i in range(6)]
    text = _function("\n".join(lines) + "\n  llvm.return")
    status, out, err = _run_both(monkeypatch, [], text)
    assert status == 0, err
    assert len(replayed) == 2 * (17 + 2 + 3)
    assert "%19 = llvm.mlir.constant(150461 : i64) : i64" in out
    assert "%24 = llvm.mlir.constant(-5 : i32) : i32" in out
    assert "%30 = llvm.mlir.constant(true) : i1" in out


@pytest.mark.parametrize(
    "bad, where",
    [
        ("llvm.mlir.constant(300 : i8) : i8", "integer constant out of range"),
        ("llvm.mlir.constant(-129 : i8) : i8", "integer constant out of range"),
        ("llvm.mlir.constant(5 : f32) : f32", "unexpected decimal integer literal"),
    ],
)
def test_literals_out_of_range_on_replayed_lines(monkeypatch, bad, where):
    replayed = count_calls(monkeypatch, custom_op_memo, "replay")
    lines = [f"  %c{i} = llvm.mlir.constant({i} : i8) : i8" for i in range(6)]
    lines += [f"  %n{i} = llvm.mlir.constant(-{i + 1} : i8) : i8" for i in range(6)]
    lines.append(f"  %bad = {bad}")
    text = _function("\n".join(lines) + "\n  llvm.return")
    status, _, err = _run_both(monkeypatch, [], text)
    assert status == 1 and err.startswith("<stdin>:14:") and where in err, err
    assert replayed


@pytest.mark.parametrize(
    "template",
    [
        # Two literals that make one attribute: no place tells them apart.
        "llvm.mlir.constant({v} : i64) {{extra = {v} : i64}} : i64",
        # Literals in an array, in a string, and a name that ends like one.
        "llvm.mlir.constant({v} : i64) {{a = [{v} : i32]}} : i64",
        'llvm.mlir.constant({v} : i64) {{s = "x {v} : i64"}} : i64',
        "llvm.mlir.constant({v} : i64) {{a = {v} : i32, b = 7 : i64}} : i64",
    ],
)
def test_literals_that_do_not_fit_a_recipe(monkeypatch, template):
    values = [i * 3 for i in range(8)] + [0, 0]
    lines = [f"  %c{i} = " + template.format(v=v) for i, v in enumerate(values)]
    text = _function("\n".join(lines) + "\n  llvm.return")
    status, out, err = _run_both(monkeypatch, ["--mlir-print-op-generic"], text)
    assert status == 0, err
    assert "value = 21 : i64" in out


def test_arith_constants_share_one_recipe(monkeypatch):
    replayed = count_calls(monkeypatch, custom_op_memo, "replay")
    lines = [f"  %c{i} = arith.constant {i} : index" for i in range(10)]
    text = "func.func @f() {\n" + "\n".join(lines) + "\n  return\n}\n"
    status, out, err = _run_both(monkeypatch, [], text)
    assert status == 0, err
    assert len(replayed) == 2 * 7
    assert "%c9 = arith.constant 9 : index" in out


@pytest.mark.parametrize(
    "line, note",
    [
        # Redefined, and used with another type: the notes point at the
        # first definition, bound on a replayed line or a one-line generic op.
        ("%w1 = llvm.add %a, %b : i64", "<stdin>:3:3: note: previously defined here"),
        ("%2 = llvm.add %w1, %w1 : i32", "<stdin>:3:3: note: prior use here"),
        (
            '%g = "llvm.add"(%g0, %g0) : (i64, i64) -> i64',
            "<stdin>:6:3: note: previously defined here",
        ),
    ],
)
def test_positions_of_names_bound_on_fast_paths(monkeypatch, line, note):
    body = (
        _WARM
        + '%g0 = "llvm.add"(%a, %b) : (i64, i64) -> i64\n'
        + '  %g = "llvm.add"(%g0, %a) : (i64, i64) -> i64\n'
        + f"  {line}\n  llvm.return"
    )
    status, _, err = _run_both(monkeypatch, [], _function(body))
    assert status == 1 and note in err, err


def test_long_lines_are_replayed(monkeypatch):
    """A line longer than the memos' limit is still memoized from its op
    name near the line's start (typed-pointer LLVM code spells whole struct
    bodies on each line), and replays agree with a full parse."""
    replayed = count_calls(monkeypatch, custom_op_memo, "replay")
    fields = ", ".join(f"i{8 + i % 57}" for i in range(lx.MEMO_LINE_LIMIT // 4))
    ptr = f'!llvm.ptr<struct<"s", ({fields})>>'
    lines = [
        f"  %{i} = llvm.getelementptr %p[0, 1] : ({ptr}) -> !llvm.ptr<i9>"
        for i in range(4)
    ]
    lines.append(f"  %bad = llvm.getelementptr %q[0, 1] : ({ptr}) -> !llvm.ptr<i9>")
    text = _function("\n".join(lines[:4]) + "\n  llvm.return", f"%p: {ptr}")
    assert len(lines[0]) > lx.MEMO_LINE_LIMIT
    status, out, err = _run_both(monkeypatch, [], text)
    assert status == 0, err
    assert len(replayed) == 2 * 2  # lines 3 and 4
    bad = _function("\n".join(lines) + "\n  llvm.return", f"%p: {ptr}")
    status, _, err = _run_both(monkeypatch, [], bad)
    assert status == 1 and err.startswith("<stdin>:6:"), err


def test_literals_of_zero_width_integers(monkeypatch):
    """`0 : i0` in generic ops' dictionaries (a fuzzer find: the range bound
    of i0 was computed with a negative shift); `1 : i0` is out of range."""
    lines = [f'  "xx.c"() {{v = 0 : i0, w = {i} : i8}} : () -> ()' for i in range(6)]
    text = _function("\n".join(lines) + "\n  llvm.return")
    status, out, err = _run_both(monkeypatch, ["--allow-unregistered-dialect"], text)
    assert status == 0, err
    assert '"xx.c"() {v = 0 : i0, w = 5 : i8} : () -> ()' in out
    bad = text.replace("w = 4 : i8", "w = 4 : i8, x = 1 : i0")
    status, _, err = _run_both(monkeypatch, ["--allow-unregistered-dialect"], bad)
    assert status == 1 and "integer constant out of range" in err, err


def test_literals_are_cut_as_their_definition_says():
    """`cut_literals` finds the decimal digits that follow one of ` ([{,=<-`
    and precede ` : ` (outside strings), whatever else the text holds."""
    import random
    import re

    definition = re.compile(r"(?<=[ (\[{,=<-])([0-9]+)(?= : )")
    texts = [
        "llvm.mlir.constant(5 : i64) : i64",
        "x {a = 1 : i8, b = [2 : i32, -3 : i16], c = <4 : i1>} : ()",
        "5 : i64",
        " 5 : i64 6 : i8 (7 : i9)=8 : i2{9 : i4,10 : i1<11 : i3-12 : i5",
        "a1 : i64 %x-5 : i64 ,,1 : i8  2 : i8 : 3 : i1",
        "%\n = llvm.mlir.constant(\n : i64) : i64",
        "no literal : i64",
    ]
    for path in ROOT.glob("tests/**/*.mlir"):
        texts.extend(path.read_text().split("\n"))
    chosen = random.Random(16)
    for _ in range(20_000):  # short texts of the characters that matter
        size = chosen.randint(0, 16)
        texts.append(
            "".join(chosen.choice(" ([{,=<-:0123456789i%\n") for _ in range(size))
        )
    for text in texts:
        if '"' in text:
            continue
        parts = definition.split(text)
        expected = ("\n".join(parts[::2]), parts[1::2])
        assert custom_op_memo.cut_literals(text) == expected, text
