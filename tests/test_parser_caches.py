"""What the parser keeps while it reads a file stays bounded by what it can
use again: the ends of bracket groups of one dialect symbol at a time, no
memo entries for ops with regions (their lines never get a recipe), and no
default-attribute memo entry for a dictionary that already has them all."""

from __future__ import annotations

from typing import Any

import pytest

from conftest import LOAD_LLVM as LLVM, parsed_generic, run_opt
from odsgen.asm import bounded_memo, custom_op_memo, replay_runs
from odsgen.asm.op_parser import OperationParser
from odsgen.ir.attributes import StringAttr
from odsgen.ir.context import Context
from odsgen.ir.operation import Block


def _parser_after(text: str) -> OperationParser:
    """The parser left after reading `text` (the module is dropped)."""
    with Context() as context:
        parser = OperationParser(text, context, "in.mlir")
        parser.parse_top_level(Block())
    return parser


def _functions(count: int) -> str:
    body = "\n".join(
        f"  llvm.func @f{i}(%arg0: !llvm.ptr<struct<(i32, ptr<i8>)>>) -> i64 {{\n"
        f"    %0 = llvm.mlir.constant({i} : i64) : i64\n"
        f'    %1 = "llvm.load"(%arg0) : (!llvm.ptr<struct<(i32, ptr<i8>)>>)'
        " -> !llvm.struct<(i32, ptr<i8>)>\n"
        "    llvm.return %0 : i64\n"
        "  }"
        for i in range(count)
    )
    return f"module {{\n{body}\n}}\n"


def test_group_ends_are_kept_for_one_symbol_at_a_time():
    parser = _parser_after(_functions(50))
    # `!llvm.ptr<struct<(i32, ptr<i8>)>>` has three `<` groups.
    assert len(parser._group_ends) <= 3


def _memo_texts(parser: OperationParser) -> list[str]:
    """Every line text and line key the parser's memos hold."""
    texts = list(parser._run_lines) + list(parser._lines) + list(parser._run_shapes)
    for recipes in parser._recipes.values():
        texts.extend(recipes)
    return texts


def test_ops_with_regions_are_not_learnt():
    parser = _parser_after(_functions(50))
    assert parser.region_op_names == {"llvm.func"}  # `module` has no dot
    texts = _memo_texts(parser)
    assert texts, "the memos learnt nothing"
    # The first function is learnt before its regions are seen.
    assert not [text for text in texts if "llvm.func @f1" in text]


def test_ops_with_regions_parse_alike_with_the_memos(monkeypatch):
    text = _functions(5)
    expected = run_opt(LLVM, text)
    monkeypatch.setattr(replay_runs, "ENABLED", False)
    monkeypatch.setattr(custom_op_memo, "line_shape", lambda text, start, known: None)
    assert run_opt(LLVM, text) == expected


def _llvm_func(context: Context, attributes: dict[str, Any]) -> Any:
    return context.get_op_class("llvm.func").create(
        attributes=attributes, num_regions=1
    )


@pytest.mark.parametrize("given", [(), ("linkage",), ("linkage", "CConv")])
def test_default_attributes_are_added_where_absent(given, monkeypatch):
    with Context() as context:
        func = context.get_op_class("llvm.func")
        defaults = func.default_attributes()
        attributes = {name: defaults[name] for name in given}
        op = _llvm_func(context, attributes)
        assert op.attributes.as_dict() == defaults
        if len(given) == len(defaults):
            # Nothing to add: the dictionary is kept, the defaults not made.
            made = []
            monkeypatch.setattr(
                func, "default_attributes", lambda: made.append(1) or defaults
            )
            attributes["sym_name"] = StringAttr.get("f")
            again = _llvm_func(context, attributes)
            assert again.attributes.as_dict() == attributes
            assert not made


def test_rests_of_generic_lines_are_kept_bounded(monkeypatch):
    """`generic_op_rest` keeps at most `_GENERIC_RESTS_LIMIT` rests of lines
    (here 8), ops differing in their literals alike, and parses alike."""
    from odsgen.asm import op_parser

    body = "".join(
        f'  %c{i} = "llvm.mlir.constant"() {{value = {i} : i64}} : () -> i64\n'
        for i in range(40)
    )
    text = (
        '"llvm.func"() ({\n'
        + body
        + '  "llvm.return"() : () -> ()\n'
        + '}) {function_type = !llvm.func<void ()>, sym_name = "f"} : () -> ()\n'
    )
    expected = parsed_generic(text, allow_unregistered=False)
    monkeypatch.setattr(op_parser, "_GENERIC_RESTS_LIMIT", 8)
    assert parsed_generic(text, allow_unregistered=False) == expected
    parser = _parser_after(text)
    assert 0 < len(parser._generic_rests) <= 8


def test_distinct_lines_are_not_kept_once_few_were_found_again(monkeypatch):
    """A long block of lines of distinct texts fills the run-line memo with
    lines never found again: once fewer than one in eight were, new lines
    are not kept for a while; lines that repeat stay kept. Both parse as
    without runs."""
    monkeypatch.setattr(replay_runs, "RUN_LINES_LIMIT", 16)
    monkeypatch.setattr(bounded_memo, "UNKEPT_TIMES", 20)
    distinct = "".join(
        f"    %{i} = llvm.mlir.constant({i} : i64) : i64\n" for i in range(200)
    )
    text = f"llvm.func @f() {{\n{distinct}    llvm.return\n  }}\n"
    parser = _parser_after(text)
    assert 0 < parser._run_lines.unkept < 20 * 16
    assert len(parser._run_lines) <= 16
    repeated = "".join(
        f"    %{i} = llvm.mlir.constant({i} : i64) : i64\n" for i in range(3)
    )
    functions = "".join(
        f"llvm.func @g{i}() {{\n{repeated}    llvm.return\n  }}\n" for i in range(60)
    )
    assert _parser_after(functions)._run_lines.unkept == 0
    for case in (text, functions):
        with_runs = parsed_generic(case)
        monkeypatch.setattr(replay_runs, "ENABLED", False)
        assert parsed_generic(case) == with_runs
        monkeypatch.setattr(replay_runs, "ENABLED", True)


_MIXED_LINES = {
    "generic": (
        '    %c{0} = "llvm.mlir.constant"() {{value = {0} : i64}} : () -> i64\n',
        '    "llvm.store"(%c0, %p) : (i64, !llvm.ptr<i64>) -> ()\n',
    ),
    "custom": (
        "    %c{0} = llvm.mlir.constant({0} : i64) : i64\n",
        "    llvm.store %c0, %p : !llvm.ptr<i64>\n",
    ),
}


@pytest.mark.parametrize("form", sorted(_MIXED_LINES))
def test_lines_found_again_within_one_block_keep_the_memos_keeping(form, monkeypatch):
    """One long block of new constants, each followed by four lines found
    again (four in five found): the hits of a run count when a miss decides
    whether to keep, so nothing goes unkept. It parses as without runs."""
    from odsgen.asm import op_parser

    monkeypatch.setattr(op_parser, "_GENERIC_RESTS_LIMIT", 16)
    monkeypatch.setattr(replay_runs, "RUN_LINES_LIMIT", 16)
    monkeypatch.setattr(bounded_memo, "UNKEPT_TIMES", 1000)
    constant, store = _MIXED_LINES[form]
    body = "".join(constant.format(i) + 4 * store for i in range(1, 401))
    text = (
        "llvm.func @f(%p: !llvm.ptr<i64>) {\n"
        f"    %c0 = llvm.mlir.constant(0 : i64) : i64\n{body}    llvm.return\n}}\n"
    )
    parser = _parser_after(text)
    assert parser._generic_rests.hits + parser._run_lines.hits > 0
    assert parser._generic_rests.unkept == 0
    assert parser._run_lines.unkept == 0
    with_runs = parsed_generic(text)
    monkeypatch.setattr(replay_runs, "ENABLED", False)
    assert parsed_generic(text) == with_runs


@pytest.mark.parametrize("hits, unkept", [(0, 64), (1, 0)])
def test_a_bounded_memo_keeps_none_for_a_while_once_few_were_found(hits, unkept):
    """Full at 8 entries with fewer than one found again: it starts over and
    keeps the next 64 new entries no more; with one found, it starts over."""
    kept = bounded_memo.BoundedMemo(8)
    for key in range(8):
        kept.keep(key, key)
    kept.hits = hits
    kept.keep(8, 8)
    assert (dict(kept), kept.unkept, kept.hits) == ({8: 8}, unkept, 0)
    kept.keep(9, 9)
    assert (9 in kept) is (unkept == 0)
