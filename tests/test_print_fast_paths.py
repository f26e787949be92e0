"""The printer's fast paths agree with its slow ones.

* `print_module` first prints as if nothing had an alias, numbering each
  region when the op that owns it prints and probing its values for aliases
  on the way; the first alias found (or a resource) restarts it with the full
  alias pass. Both ways must print the same, for every input, and the probe
  visits what the full pass visits (an op's `aliases_before_regions` and
  `aliases_after_regions` in the custom form), so that it restarts only
  when there is an alias to print.
* `print_attr_dict` prints an attribute dictionary without an alias inside
  from a cache of texts; entry by entry otherwise.
* Generated printers read attributes from the op's dictionary as a dict, and
  put the value an optional group tests in a local, when the group reads it
  again.
"""

from __future__ import annotations

import pytest

from conftest import MLIR_DIR, ROOT
from llvm_conformance import ROUNDTRIP_FILES, cases
from odsgen.asm import PrintOptions, parse_source, print_module
from odsgen.ir import printer as printer_module
from odsgen.ir.aliases import AliasState
from odsgen.ir.printer import AsmPrinter
from odsgen.gen.view.emit_format_code import FormatContext
from odsgen.gen.view.emit_format_op import OpFormatEmitter
from odsgen.gen.analysis.format import parse_op_format
from odsgen.gen.render.jinja import render_macro
from odsgen.ir.attributes import (
    DictionaryAttr,
    IntegerAttr,
    StringAttr,
    UnitAttr,
)
from odsgen.ir.context import Context
from odsgen.ir.operation import Operation
from odsgen.ir.types import IntegerType
from odsgen.ir.verifier import verify
from odsgen.tools.opt import load_dialects
from test_format_frontend import write_ops

DIALECTS = [str(ROOT / "generated" / name) for name in ("llvm", "func", "arith")]


def _full_path_only(self: AsmPrinter, op: Operation, end: str = "") -> str:
    raise printer_module._AliasFound


def _both_ways(
    monkeypatch: pytest.MonkeyPatch, module: Operation, options: PrintOptions
) -> tuple[str, str]:
    """`module` printed as `print_module` does, and with the full alias pass only."""
    fast = print_module(module, options)
    with monkeypatch.context() as patch:
        patch.setattr(AsmPrinter, "_print_top_level_without_aliases", _full_path_only)
        full = print_module(module, options)
    return fast, full


def _inputs() -> list[tuple[str, str]]:
    found = [
        (path.name, path.read_text()) for path in sorted(MLIR_DIR.glob("**/*.mlir"))
    ]
    for relative in ROUNDTRIP_FILES:
        for index, text in enumerate(cases(relative)):
            found.append((f"{relative}:{index}", text))
    return found


INPUTS = _inputs()


@pytest.mark.parametrize(
    "options",
    [PrintOptions(), PrintOptions(generic=True)],
    ids=["custom", "generic"],
)
def test_printing_without_aliases_first_agrees(monkeypatch, options) -> None:
    """Every input that parses prints the same either way."""
    printed = 0
    for name, text in INPUTS:
        context = Context(allow_unregistered_dialects=True)
        load_dialects(context, DIALECTS)
        with context:
            try:
                module = parse_source(text, context, name)
                verify(module, context)
            except Exception:
                continue  # a case of diagnostics
            fast, full = _both_ways(monkeypatch, module, options)
        assert fast == full, name
        printed += 1
    assert printed > 50


def _parse(text: str) -> tuple[Context, Operation]:
    context = Context(allow_unregistered_dialects=True)
    with context:
        return context, parse_source(text, context, "input")


class _RegionHidingOp(Operation):
    """Prints nothing of its region: only the full alias pass looks inside."""

    __slots__ = ()

    def print(self, printer: AsmPrinter) -> None:
        printer.write(" {...}")


def test_alias_in_a_region_never_printed(monkeypatch) -> None:
    """The regions inside a region not printed are probed at the end."""
    context, module = _parse("""
        "test.outer"() ({
          "test.middle"() ({
            "test.inner"() {map = affine_map<(d0) -> (d0)>} : () -> ()
          }) : () -> ()
        }) : () -> ()
        "test.after"() : () -> ()
        """)
    outer = module.regions[0].blocks[0].first_op
    outer.__class__ = _RegionHidingOp
    with context:
        fast, full = _both_ways(monkeypatch, module, PrintOptions())
    assert fast == full
    assert fast == (
        "#map = affine_map<(d0) -> (d0)>\n"
        "module {\n"
        "  test.outer {...}\n"
        '  "test.after"() : () -> ()\n'
        "}\n"
    )


class _CarelessOp(Operation):
    """Prints its region, ignoring any exception on the way."""

    __slots__ = ()

    def print(self, printer: AsmPrinter) -> None:
        printer.write(" ")
        try:
            printer.print_region(self.regions[0])
        except Exception:
            printer.write("?")


def test_restart_swallowed_by_a_custom_printer(monkeypatch) -> None:
    context, module = _parse("""
        "test.careless"() ({
          "test.nested"() ({
            "test.inner"() {map = affine_map<(d0) -> (d0)>} : () -> ()
          }) : () -> ()
        }) : () -> ()
        """)
    module.regions[0].blocks[0].first_op.__class__ = _CarelessOp
    with context:
        fast, full = _both_ways(monkeypatch, module, PrintOptions())
    assert fast == full
    assert fast.startswith("#map = ")
    assert "?" not in fast


SHORTHAND_BOUNDS = """\
module {
  func.func @f(%arg0: index) {
    affine.for %arg1 = 0 to 10 {
      affine.for %arg2 = %arg1 to %arg0 {
      }
    }
    return
  }
}
"""
MAP_BOUND = """\
#map = affine_map<()[s0] -> (0, s0)>
module {
  func.func @f(%arg0: index) {
    affine.for %arg1 = max #map()[%arg0] to 10 {
    }
    return
  }
}
"""


@pytest.mark.parametrize("generic", [False, True], ids=["custom", "generic"])
def test_probe_visits_what_the_custom_form_prints(monkeypatch, generic) -> None:
    """`affine.for` keeps its bounds as maps; its custom form prints the
    constant and single-value ones as numbers and names, no alias: the probe
    goes by the op's `aliases_*_regions`, as the full pass does, and finds
    none there. The generic form prints every map (an alias each)."""
    context = Context()
    load_dialects(context, [str(ROOT / "generated" / n) for n in ("affine", "func")])
    passes: list[Operation] = []
    collect = AliasState.collect

    def counted(self: AliasState, top: Operation, options: PrintOptions) -> None:
        passes.append(top)
        collect(self, top, options)

    monkeypatch.setattr(AliasState, "collect", counted)
    options = PrintOptions(generic=generic)
    for text, restarts in ((SHORTHAND_BOUNDS, generic), (MAP_BOUND, True)):
        with context:
            module = parse_source(text, context, "loops")
            passes.clear()
            fast, full = _both_ways(monkeypatch, module, options)
        assert fast == full
        assert len(passes) == (2 if restarts else 1)  # `_both_ways` makes one
        if generic:
            assert " = affine_map<() -> (10)>\n" in fast
        else:
            assert fast == text


def test_operand_defined_outside_the_printed_op(monkeypatch) -> None:
    """An operand's type has an alias though no printed op defines it."""
    big = "tuple<" + ", ".join(["i32"] * 17) + ">"
    context, module = _parse(f"""
        %0 = "test.def"() : () -> {big}
        "test.use"(%0) : ({big}) -> ()
        """)
    use = module.regions[0].blocks[0].last_op
    with context:
        fast, full = _both_ways(monkeypatch, use, PrintOptions())
    assert fast == full
    assert fast.startswith("!tuple = " + big + "\n")
    assert "<<UNKNOWN SSA VALUE>>" in fast


def test_names_in_nested_regions_agree(monkeypatch) -> None:
    """Regions numbered when their op prints continue their parent's numbering."""
    context, module = _parse("""
        %0 = "test.a"() : () -> i32
        "test.region"(%0) ({
        ^bb0(%x: i32):
          %1 = "test.b"(%x, %0) : (i32, i32) -> i32
          "test.region"() ({
            %2:2 = "test.c"(%1) : (i32) -> (i32, i32)
          }, {
            %3 = "test.d"(%1) : (i32) -> i32
          }) : () -> ()
          "test.br"()[^bb1] : () -> ()
        ^bb1:
          %4 = "test.e"(%1) : (i32) -> i32
        }) : (i32) -> ()
        %5 = "test.f"(%0) : (i32) -> i32
        """)
    with context:
        fast, full = _both_ways(monkeypatch, module, PrintOptions())
    assert fast == full
    assert fast == MLIR_NESTED  # mlir-opt-16's output


MLIR_NESTED = """\
module {
  %0 = "test.a"() : () -> i32
  "test.region"(%0) ({
  ^bb0(%arg0: i32):
    %2 = "test.b"(%arg0, %0) : (i32, i32) -> i32
    "test.region"() ({
      %4:2 = "test.c"(%2) : (i32) -> (i32, i32)
    }, {
      %4 = "test.d"(%2) : (i32) -> i32
    }) : () -> ()
    "test.br"()[^bb1] : () -> ()
  ^bb1:  // pred: ^bb0
    %3 = "test.e"(%2) : (i32) -> i32
  }) : (i32) -> ()
  %1 = "test.f"(%0) : (i32) -> i32
}
"""


def test_cached_attribute_dictionaries_agree() -> None:
    """Texts from the cache are those printed entry by entry."""
    with Context():
        i64 = IntegerType.get(64)
        dictionary = DictionaryAttr.get(
            {
                "a": IntegerAttr.get(i64, 1),
                "b c": UnitAttr.get(),
                "d": StringAttr.get("s"),
            }
        )
        for elided in [(), ("a",), ["b c"], ("a", "d"), ("a", "b c", "d"), ("x",)]:
            for with_keyword in (False, True):
                cached = AsmPrinter()
                cached.print_attr_dict(dictionary, elided, with_keyword)
                cached.print_attr_dict(dictionary, elided, with_keyword)
                plain = AsmPrinter()
                plain.aliases.prints_plain = lambda value: False  # type: ignore
                plain.print_attr_dict(dictionary, elided, with_keyword)
                plain.print_attr_dict(dictionary, elided, with_keyword)
                assert cached.getvalue() == plain.getvalue(), (elided, with_keyword)


def _print_source(tmp_path, record: dict) -> str:
    (op,) = write_ops(tmp_path, {"Op": record}).values()
    method = OpFormatEmitter(
        parse_op_format(op.format, op), FormatContext()
    ).print_method()
    return render_macro("format_op.py.j2", "print", method)


def test_optional_group_reads_its_anchor_once(tmp_path) -> None:
    source = _print_source(
        tmp_path,
        {
            "mnemonic": "op",
            "arguments": {"arg": "Optional<AnyType>"},
            "format": "attr-dict ($arg^ `:` type($arg))?",
        },
    )
    assert source.count("self.arg") == 1
    assert "arg = self.arg\n" in source
    assert "if arg is not None:" in source
    assert "printer.print_operand(arg)" in source
    assert "printer.type(arg.type)" in source


def test_variadic_anchor_is_bound(tmp_path) -> None:
    source = _print_source(
        tmp_path,
        {
            "mnemonic": "op",
            "arguments": {"args": "Variadic<AnyType>"},
            "format": "(`(` $args^ `:` type($args) `)`)? attr-dict",
        },
    )
    assert source.count("self.args") == 1
    assert "args = self.args\n" in source
    assert "if args:" in source


def test_anchor_not_read_again_is_not_bound(tmp_path) -> None:
    source = _print_source(
        tmp_path,
        {
            "mnemonic": "op",
            "arguments": {"flag": "UnitAttr"},
            "format": "(`flag` $flag^)? attr-dict",
        },
    )
    assert "attrs: Any = self.attributes.as_dict()" in source
    assert 'if attrs.get("flag") is not None:' in source
    assert "flag_attr" not in source


def test_anchor_named_in_a_literal_is_not_bound(tmp_path) -> None:
    """A literal spelling the local's name does not read it."""
    source = _print_source(
        tmp_path,
        {
            "mnemonic": "op",
            "arguments": {"flag": "UnitAttr"},
            "format": "(`flag_attr` $flag^)? attr-dict",
        },
    )
    assert 'printer.write(" flag_attr")' in source
    assert "flag_attr =" not in source


@pytest.mark.parametrize(
    "entry",
    [
        "a = 1 : i64",
        '"b c"',
        'd = "s"',
        "e = [1, 2]",
        "f = dense<[1, 2]> : tensor<2xi32>",
        "g = 1.500000e+00 : f32",
        "h = true",
        "i = i32",
    ],
)
def test_generic_single_entry_dictionary_agrees(entry: str) -> None:
    """A generic op's one-entry dictionary, printed at once, is the text
    `print_attr_dict` prints (and its cache keeps)."""
    context, module = _parse(f'"test.op"() {{{entry}}} : () -> ()')
    op = module.regions[0].blocks[0].last_op
    with context:
        fast = AsmPrinter()
        fast.print_generic_op(op)
        slow = AsmPrinter()
        slow.print_attr_dict(op.attributes)
    assert fast.getvalue() == f'"test.op"(){slow.getvalue()} : () -> ()'
    assert slow.getvalue() == " {" + entry + "}"


@pytest.mark.parametrize(
    "text", ["-7 : i64", "3 : index", "255 : ui8", "-2 : si16", "0 : i1"]
)
def test_integer_attribute_in_one_piece_agrees(text: str) -> None:
    """`AsmPrinter.attribute` writes an integer as `IntegerAttr.print` does."""
    context, module = _parse(f'"test.op"() {{v = {text}}} : () -> ()')
    value = module.regions[0].blocks[0].last_op.attributes.as_dict()["v"]
    with context:
        fast = AsmPrinter()
        fast.attribute(value)
        slow = AsmPrinter()
        value.print(slow)
    expected = "false" if text == "0 : i1" else text
    assert fast.getvalue() == slow.getvalue() == expected
