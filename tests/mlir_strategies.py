"""Hypothesis strategies for valid and near-valid MLIR text.

They build modules of the registered dialects' syntax: builtin and LLVM
types, builtin and LLVM attributes, generic operations with regions, blocks,
block arguments and successors, `llvm.func`s with custom-form LLVM
operations, and `func.func`s calling each other. Values are used where they
are defined and with their types, so the text is mostly valid, unless
`near_valid_modules` breaks it with a small edit.
"""

from __future__ import annotations

import random

from hypothesis import strategies as st

from fuzz_mlir import mutate

INTEGER_TYPES = ["i1", "i8", "i16", "i32", "i64", "si8", "ui16", "i3"]
FLOAT_TYPES = ["f16", "bf16", "f32", "f64"]
SCALARS = INTEGER_TYPES + FLOAT_TYPES + ["index"]
LLVM_SCALARS = ["i8", "i32", "i64", "f32", "f64", "!llvm.ptr", "!llvm.ptr<i8>"]


def _wrap(inner: st.SearchStrategy[str]) -> st.SearchStrategy[str]:
    """Builtin types made of `inner` types."""
    dims = st.lists(st.sampled_from(["1", "2", "4", "?"]), min_size=1, max_size=3)
    static = st.lists(st.sampled_from(["1", "2", "8"]), min_size=1, max_size=3)
    return st.one_of(
        st.lists(inner, max_size=3).map(lambda ts: f"tuple<{', '.join(ts)}>"),
        st.tuples(static, st.sampled_from(SCALARS[:-1])).map(
            lambda p: f"vector<{'x'.join(p[0])}x{p[1]}>"
        ),
        st.tuples(dims, st.sampled_from(SCALARS)).map(
            lambda p: f"tensor<{'x'.join(p[0])}x{p[1]}>"
        ),
        st.tuples(dims, st.sampled_from(SCALARS)).map(
            lambda p: f"memref<{'x'.join(p[0])}x{p[1]}>"
        ),
        st.sampled_from(FLOAT_TYPES + ["i32"]).map(lambda t: f"complex<{t}>"),
        st.tuples(st.lists(inner, max_size=2), st.lists(inner, max_size=2)).map(
            lambda p: f"({', '.join(p[0])}) -> ({', '.join(p[1])})"
        ),
    )


def _llvm_wrap(inner: st.SearchStrategy[str]) -> st.SearchStrategy[str]:
    """LLVM types made of `inner` LLVM types (in their short nested form)."""
    return st.one_of(
        inner.map(lambda t: f"!llvm.ptr<{t}>"),
        st.tuples(st.integers(0, 8), inner).map(
            lambda p: f"!llvm.array<{p[0]} x {p[1]}>"
        ),
        st.tuples(st.booleans(), st.lists(inner, max_size=3)).map(
            lambda p: f"!llvm.struct<{'packed ' if p[0] else ''}({', '.join(p[1])})>"
        ),
        st.just("!llvm.vec<4 x !llvm.ptr>"),
        st.tuples(
            st.sampled_from(["void", "i32", "!llvm.ptr"]), st.lists(inner, max_size=3)
        ).map(lambda p: f"!llvm.func<{p[0]} ({', '.join(p[1])})>"),
    )


types = st.recursive(st.sampled_from(SCALARS), _wrap, max_leaves=6)
llvm_types = st.recursive(st.sampled_from(LLVM_SCALARS), _llvm_wrap, max_leaves=6)

_strings = st.text(
    alphabet=st.characters(min_codepoint=1, max_codepoint=0x2FF), max_size=8
).map(
    lambda s: '"'
    + s.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")
    + '"'
)
# Integer types and values that fit them.
_RANGES = {"i1": (0, 1), "i3": (-4, 3), "si8": (-128, 127), "i8": (-128, 255)}
_integers = st.sampled_from(INTEGER_TYPES + ["index"]).flatmap(
    lambda t: st.integers(*_RANGES.get(t, (-300, 300))).map(lambda v: f"{v} : {t}")
)
_leaf_attributes = st.one_of(
    _integers,
    st.integers(-(2**70), 2**70).map(str),
    st.floats(allow_nan=False, allow_infinity=False, width=32).map(
        lambda f: f"{f!r} : f32"
    ),
    _strings,
    st.sampled_from(["unit", "true", "false"]),
    types,
    st.sampled_from(
        [
            "#llvm.linkage<internal>",
            "#llvm.cconv<fastcc>",
            "affine_map<(d0, d1) -> (d1 + d0 * 2)>",
            "dense<[1, 2]> : tensor<2xi32>",
            "array<i32: 1, 2>",
            "@sym",
            '#llvm.di_file<"a.c" in "/b">',
        ]
    ),
)
_names = st.sampled_from(["a", "b", "value", "sym_name", "x.y", '"quoted name"'])


def _nest_attributes(inner: st.SearchStrategy[str]) -> st.SearchStrategy[str]:
    return st.one_of(
        st.lists(inner, max_size=3).map(lambda xs: f"[{', '.join(xs)}]"),
        st.dictionaries(_names, inner, max_size=3).map(
            lambda d: "{" + ", ".join(f"{k} = {v}" for k, v in d.items()) + "}"
        ),
    )


attributes = st.recursive(_leaf_attributes, _nest_attributes, max_leaves=6)
attribute_dicts = st.dictionaries(_names, attributes, max_size=3)


@st.composite
def generic_regions(draw, depth: int = 0) -> str:
    """A region of one to three blocks of generic ops, with successors."""
    blocks = draw(st.integers(1, 3))
    lines = []
    for index in range(blocks):
        arg_types = draw(st.lists(st.sampled_from(["i32", "f32", "index"]), max_size=2))
        args = ", ".join(f"%b{depth}_{index}_{i}: {t}" for i, t in enumerate(arg_types))
        lines.append(f"^bb{index}({args}):" if arg_types else f"^bb{index}:")
        for _ in range(draw(st.integers(0, 2))):
            lines.append(draw(generic_ops(depth + 1)))
        if blocks == 1:
            lines.append('"xx.end"() : () -> ()')
            continue
        # Block 0, the entry block, may not be a successor.
        successor = draw(st.integers(1, blocks - 1))
        lines.append(f'"xx.br"() [^bb{successor}] : () -> ()')
    return "{\n" + "\n".join(lines) + "\n}"


@st.composite
def generic_ops(draw, depth: int = 0) -> str:
    """A generic op with attributes, results and (not too deep) regions."""
    name = draw(st.sampled_from(["xx.op", "xx.other", "yy.op"]))
    results = draw(st.lists(types, max_size=2))
    regions = draw(st.lists(generic_regions(depth), max_size=1 if depth < 2 else 0))
    attrs = draw(attribute_dicts)
    text = f'"{name}"()'
    if regions:
        text += " (" + ", ".join(regions) + ")"
    if attrs:
        text += " {" + ", ".join(f"{k} = {v}" for k, v in attrs.items()) + "}"
    text += f" : () -> ({', '.join(results)})"
    if results:
        text = f"%r{draw(st.integers(0, 10**6))}:{len(results)} = " + text
    return text


@st.composite
def llvm_functions(draw) -> str:
    """An `llvm.func` whose body chains custom-form LLVM ops on its values."""
    name = draw(st.sampled_from(["f", "g", "main"])) + str(draw(st.integers(0, 10**6)))
    width = draw(st.sampled_from(["i1", "i8", "i32", "i64"]))
    params = draw(st.lists(st.just(width), min_size=1, max_size=3))
    signature = ", ".join(f"%a{i}: {t}" for i, t in enumerate(params))
    values = [f"%a{i}" for i in range(len(params))]
    lines = []
    for index in range(draw(st.integers(0, 5))):
        kind = draw(st.sampled_from(["constant", "binary", "icmp", "select"]))
        result = f"%v{index}"
        if kind == "constant":
            number = draw(st.integers(-130, 130))
            lines.append(f"{result} = llvm.mlir.constant({number} : {width}) : {width}")
        elif kind == "binary":
            op = draw(st.sampled_from(["add", "sub", "mul", "and", "or", "xor", "shl"]))
            lhs, rhs = draw(st.sampled_from(values)), draw(st.sampled_from(values))
            lines.append(f"{result} = llvm.{op} {lhs}, {rhs} : {width}")
        elif kind == "icmp":
            predicate = draw(st.sampled_from(["eq", "ne", "slt", "ugt"]))
            lhs, rhs = draw(st.sampled_from(values)), draw(st.sampled_from(values))
            lines.append(f'%c{index} = llvm.icmp "{predicate}" {lhs}, {rhs} : {width}')
            continue
        else:
            lines.append(f"%c{index} = llvm.mlir.constant(true) : i1")
            lhs, rhs = draw(st.sampled_from(values)), draw(st.sampled_from(values))
            lines.append(
                f"{result} = llvm.select %c{index}, {lhs}, {rhs} : i1, {width}"
            )
        values.append(result)
    returned = draw(st.sampled_from(values))
    lines.append(f"llvm.return {returned} : {width}")
    body = "\n".join("  " + line for line in lines)
    return f"llvm.func @{name}({signature}) -> {width} {{\n{body}\n}}"


@st.composite
def llvm_globals(draw) -> str:
    """An `llvm.mlir.global` of an LLVM type, or a declaration using one."""
    type_ = draw(llvm_types)
    if draw(st.booleans()):
        return (
            f"llvm.func @decl{draw(st.integers(0, 10**6))}(!llvm.ptr, {type_}) -> i32"
        )
    linkage = draw(st.sampled_from(["internal", "private", "external"]))
    return f"llvm.mlir.global {linkage} @g{draw(st.integers(0, 10**6))}() : {type_}"


@st.composite
def func_functions(draw) -> str:
    """A `func.func` calling another through `func.call`, with LLVM arithmetic."""
    width = draw(st.sampled_from(["i32", "i64", "f32"]))
    arith = "llvm.fadd" if width == "f32" else "llvm.add"
    callee = f"@callee{draw(st.integers(0, 10**6))}"
    lines = [
        f"func.func private {callee}({width}) -> {width}",
        f"func.func {callee}_caller(%x: {width}) -> ({width}, {width}) {{",
        f"  %0 = func.call {callee}(%x) : ({width}) -> {width}",
        f"  %1 = {arith} %0, %x : {width}",
    ]
    if draw(st.booleans()):
        lines.append(f"  %2 = func.constant {callee} : ({width}) -> {width}")
        lines.append(f"  %3 = func.call_indirect %2(%1) : ({width}) -> {width}")
        lines.append(f"  func.return %3, %1 : {width}, {width}")
    else:
        lines.append(f"  return %1, %0 : {width}, {width}")
    lines.append("}")
    return "\n".join(lines)


@st.composite
def valid_modules(draw) -> str:
    """A module of generic ops, functions and globals."""
    pieces = draw(
        st.lists(
            st.one_of(
                generic_ops(), llvm_functions(), llvm_globals(), func_functions()
            ),
            max_size=4,
        )
    )
    return "\n".join(pieces) + "\n"


@st.composite
def near_valid_modules(draw) -> str:
    """A valid module with a few random edits (see `fuzz_mlir.mutate`)."""
    text = draw(valid_modules())
    return mutate(text, random.Random(draw(st.integers(0, 2**32))))
