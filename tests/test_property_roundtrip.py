"""Property: for random valid IR, printing what we parse is a fixed point."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from odsgen.asm import PrintOptions, parse_source, print_module
from odsgen.ir.context import Context

SCALAR_TYPES = [
    "i1",
    "i8",
    "i32",
    "i64",
    "si16",
    "ui32",
    "index",
    "f16",
    "bf16",
    "f32",
    "f64",
]
COMPOSITE_TYPES = [
    "vector<4xf32>",
    "tensor<?x3xi8>",
    "memref<2x?xf32, 1>",
    "tuple<i32, f32>",
    "complex<f64>",
    "!xx.opaque<1, 2>",
    "() -> (i32, i32)",
]

types = st.sampled_from(SCALAR_TYPES + COMPOSITE_TYPES)
names = st.from_regex(r"[a-z_][a-z0-9_$.]{0,6}", fullmatch=True)
strings = st.text(
    alphabet=st.characters(min_codepoint=1, max_codepoint=0x2FF), max_size=8
)


def _attribute_leaf() -> st.SearchStrategy[str]:
    def quoted(text: str) -> str:
        escaped = "".join(
            f"\\{ord(c):02X}" if c in '"\\' or ord(c) < 32 else c for c in text
        )
        return f'"{escaped}"'

    return st.one_of(
        st.integers(-(2**31), 2**31 - 1).map(lambda v: f"{v} : i32"),
        st.integers(0, 2**64 - 1).map(str),
        st.floats(allow_nan=False, allow_infinity=False, width=32).map(
            lambda v: f"{v:.9e} : f32"
        ),
        # Integral f64 values print as hex bits and lose their type in arrays
        # (MLIR 16 does the same), so only fractional ones here.
        st.floats(-1e15, 1e15).filter(lambda v: v != int(v)).map(lambda v: f"{v:.17e}"),
        st.booleans().map(lambda b: "true" if b else "false"),
        strings.map(quoted),
        st.just("unit"),
        types,
        names.map(lambda n: f"@{n}"),
        st.lists(st.integers(-100, 100), max_size=4).map(
            lambda vs: "array<i32"
            + (": " + ", ".join(map(str, vs)) if vs else "")
            + ">"
        ),
        st.just("affine_map<(d0, d1)[s0] -> (d0 + s0, d1 * 2)>"),
    )


attributes = st.recursive(
    _attribute_leaf(),
    lambda inner: st.one_of(
        st.lists(inner, max_size=3).map(lambda xs: "[" + ", ".join(xs) + "]"),
        st.dictionaries(names, inner, max_size=3).map(
            lambda d: "{" + ", ".join(f"{k} = {v}" for k, v in d.items()) + "}"
        ),
    ),
    max_leaves=6,
)


@st.composite
def regions(draw, values: list[tuple[str, str]], depth: int, prefix: str) -> str:
    """A region of 1-3 blocks; uses only values defined before in the same block."""
    count = draw(st.integers(1, 3))
    blocks = []
    for index in range(count):
        arg_types = draw(st.lists(types, max_size=2))
        args = [(f"%b{prefix}_{index}_{i}", t) for i, t in enumerate(arg_types)]
        header = ""
        if index or args:
            header = f"^bb{index}(" + ", ".join(f"{n}: {t}" for n, t in args) + "):\n"
            if not args:
                header = f"^bb{index}:\n"
        visible = values + args
        body = draw(operations(visible, depth, f"{prefix}_{index}"))
        succ_text = f"[^bb{index + 1}]" if index + 1 < count else ""
        terminator = f'"xx.term"(){succ_text} : () -> ()\n'
        blocks.append(header + body + terminator)
    return "{\n" + "".join(blocks) + "}"


@st.composite
def operations(draw, values: list[tuple[str, str]], depth: int, prefix: str) -> str:
    text = []
    values = list(values)
    for index in range(draw(st.integers(0, 3))):
        operands = draw(st.lists(st.sampled_from(values), max_size=2)) if values else []
        results = draw(st.lists(types, max_size=2))
        attrs = draw(st.dictionaries(names, attributes, max_size=2))
        nested = []
        if depth < 2 and draw(st.booleans()):
            nested = [draw(regions(values, depth + 1, f"{prefix}_{index}"))]
        name = f"%v{prefix}_{index}"
        binding = f"{name}:{len(results)} = " if results else ""
        attr_text = ""
        if attrs:
            attr_text = " {" + ", ".join(f"{k} = {v}" for k, v in attrs.items()) + "}"
        region_text = " (" + ", ".join(nested) + ")" if nested else ""
        operand_text = ", ".join(n for n, _ in operands)
        operand_types = ", ".join(t for _, t in operands)
        result_text = "(" + ", ".join(results) + ")"
        text.append(
            f'{binding}"xx.op{depth}"({operand_text}){region_text}{attr_text}'
            f" : ({operand_types}) -> {result_text}\n"
        )
        values.extend((f"{name}#{i}", t) for i, t in enumerate(results))
    return "".join(text)


@st.composite
def modules(draw) -> str:
    top = draw(operations([], 0, "t"))
    return top + '"xx.func"() (' + draw(regions([], 1, "f")) + ") : () -> ()\n"


def _round(text: str, generic: bool) -> str:
    context = Context(allow_unregistered_dialects=True)
    module = parse_source(text, context, "p.mlir")
    return print_module(module, PrintOptions(generic=generic))


@settings(max_examples=150, deadline=None)
@given(modules(), st.booleans())
def test_print_parse_is_a_fixed_point(text: str, generic: bool) -> None:
    printed = _round(text, generic)
    assert _round(printed, generic) == printed
