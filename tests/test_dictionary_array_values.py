"""Dense integer arrays (`name = array<i32: 1, -2>`) as values that
dictionary templates cut (see odsgen/asm/dictionary_templates.py): the
dictionary made from a template is the one a full parse makes, and a
malformed or out-of-range array gets the full parse's diagnostic."""

from __future__ import annotations

import pytest

from conftest import count_calls, parsed_generic, run_opt_llvm
from conftest import generic_op_module as _module
from odsgen.asm import dictionary_templates, op_parser


def _without_templates(run: object, monkeypatch: pytest.MonkeyPatch) -> object:
    """What `run()` gives with no dictionary made from a template."""
    with monkeypatch.context() as patched:
        patched.setattr(
            op_parser.OperationParser,
            "_dictionary_from_template",
            lambda self, start, end: None,
        )
        return run()  # type: ignore[operator]


# A dictionary, then one with the same template key or not; whether the
# second is made from the first's template.
_PAIRS = [
    ("{a = array<i32: 1, 2>}", "{a = array<i32: -3>}", True),
    ('{a = array<i32: 1>, s = "x"}', '{a = array<i32: 7, 8, 9>, s = "y"}', True),
    # Empty arrays, other widths, the ends of each range.
    ("{a = array<i32>}", "{a = array<i32: 5>}", True),
    ("{a = array<i32: 5>}", "{a = array<i64>}", True),
    ("{a = array<i8: 1>}", "{a = array<i8: -128, 127, 255>}", True),
    ("{a = array<i16: 1>}", "{a = array<i16: -32768, 65535>}", True),
    (
        "{a = array<i64: 1>}",
        "{a = array<i64: -9223372036854775808, 18446744073709551615>}",
        True,
    ),
    # Out of range: the full parse reports it.
    ("{a = array<i8: 1>}", "{a = array<i8: 256>}", False),
    ("{a = array<i8: 1>}", "{a = array<i8: -129>}", False),
    ("{a = array<i64: 1>}", "{a = array<i64: 99999999999999999999>}", False),
    ("{a = array<i64: 1>}", "{a = array<i64: -18446744073709551616>}", False),
    # Spellings not cut (they stay in the key): hex, more digits than any
    # value in range has, other element types and separators.
    ("{a = array<i32: 1>}", "{a = array<i32: 0x10>}", False),
    ("{a = array<i64: 1>}", "{a = array<i64: 000000000000000000001>}", False),
    ("{a = array<i1: true>}", "{a = array<i1: false>}", False),
    ("{a = array<i7: 1>}", "{a = array<i7: 2>}", False),
    ("{a = array<ui32: 1>}", "{a = array<ui32: 2>}", False),
    ("{a = array<f32: 1.0>}", "{a = array<f32: 2.0>}", False),
    ("{a = array<i32: 1, 2>}", "{a = array<i32: 1,2>}", False),
    ("{a = array<i32: 1>}", "{a = array<i32: - 1>}", False),
    # Malformed arrays, with the key of a good one or not.
    ("{a = array<i32: 1>}", "{a = array<i32: >}", False),
    ("{a = array<i32: 1>}", "{a = array<i32: 1,>}", False),
    ("{a = array<i32: 1>}", "{a = array<i32: 1>>}", False),
    ("{a = array<i32: 1>}", "{a = array<i32: 1}", False),
    ("{a = array<i32: 1>}", "{a = array<i32: 1> : i32}", False),
    # Arrays in a nested dictionary or an array are not the entries' values.
    ("{x = {a = array<i32: 1>}}", "{x = {a = array<i32: 2>}}", False),
    ("{x = [array<i32: 1>]}", "{x = [array<i32: 2>]}", False),
    ("{x = #test<array<i32: 1>>}", "{x = #test<array<i32: 2>>}", False),
    # Duplicate keys and a string that looks like an array.
    (
        "{a = array<i32: 1>, b = array<i32: 2>}",
        "{a = array<i32: 3>, a = array<i32: 4>}",
        False,
    ),
    ('{a = "array<i32: 1>"}', '{a = "array<i32: 2>"}', True),
    (
        '{a = "= array<i32: 1>", b = 1 : i8}',
        '{a = "= array<i32: 2>", b = 2 : i8}',
        True,
    ),
]


@pytest.mark.parametrize("first, second, made", _PAIRS)
@pytest.mark.parametrize("regions", [False, True])
def test_an_array_from_a_template_is_the_one_a_full_parse_makes(
    first: str,
    second: str,
    made: bool,
    regions: bool,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    text = _module(first, second, regions=regions)
    expected = _without_templates(lambda: parsed_generic(text), monkeypatch)
    fills = count_calls(
        monkeypatch, dictionary_templates, "fill", lambda found: found is not None
    )
    assert parsed_generic(text) == expected
    assert bool(fills) == made


def test_an_array_keys_apart_from_an_integer() -> None:
    array = dictionary_templates.dictionary_key("{a = array<i32: 1, -2>}", {})
    integer = dictionary_templates.dictionary_key("{a = 1 : i32}", {})
    assert array[1] == ["array<i32: 1, -2>"] and integer[1] == ["1"]
    assert array[0] != integer[0]


_FUNCTION = """\
"llvm.func"() ({{
^bb0(%arg0: !llvm.ptr):
{body}
  "llvm.return"() : () -> ()
}}) {{function_type = !llvm.func<void (ptr)>, sym_name = "f"}} : () -> ()
"""
_GEP = (
    '  %{number} = "llvm.getelementptr"(%arg0) {{elem_type = !llvm.struct<"s",'
    " (i32, i64)>, inbounds, rawConstantIndices = array<i32: {indices}>}}"
    " : (!llvm.ptr) -> !llvm.ptr"
)


@pytest.mark.parametrize("last", ["0, 0", "0, 1", "0, 2", "3"])
def test_registered_ops_verify_arrays_from_templates_alike(
    last: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """GEPs whose indices differ: made from the first's template, printed
    and verified (an index out of the struct) as in full."""
    body = "\n".join(
        _GEP.format(number=number, indices=indices)
        for number, indices in enumerate(["0, 1", "0, 0", last])
    )
    text = _FUNCTION.format(body=body)
    args = ["--mlir-print-op-generic"]
    expected = _without_templates(lambda: run_opt_llvm(args, text), monkeypatch)
    fills = count_calls(
        monkeypatch, dictionary_templates, "fill", lambda found: found is not None
    )
    assert run_opt_llvm(args, text) == expected
    assert fills
