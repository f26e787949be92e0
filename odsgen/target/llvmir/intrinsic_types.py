"""LLVM 16's intrinsics: lookup by name, signature matching, name mangling.

The table `intrinsics16.json` is derived from LLVM 16's Intrinsics.td by
`gen_intrinsic_table.py`. Each entry is [results, params, overloaded, return
attributes, parameter attributes, function attributes]; a result or parameter
is a spec: a fixed type (`i32`, `f32`, `p0`, `v4:f32`, `nxv2:i64`, `void`,
`vararg`, ...), an overloaded kind (`any`, `anyint`, `anyfloat`, `anyvector`,
`anyptr`, `vecofanyptrs:SLOT:REF`, `anyptrtoelt:SLOT:REF`), or a type derived
from overload N (`match:N`, `ext:N`, `trunc:N`, `samewidth:N:ELT`, `ptrto:N`,
`ptrtoelt:N`, `vecelt:N`, `half:N`, `sub2:N`, `sub4:N`, `bitcastint:N`).

Types here are tuples parsed from LLVM IR type text (opaque pointers):
("i", width), ("f", name), ("p", space), ("v", count, scalable, element),
("a", count, element), ("s", elements, packed), ("named", name) and (name,)
for the rest (void, metadata, token, x86_mmx, ...).
"""

from __future__ import annotations

import json
import re
from functools import lru_cache
from pathlib import Path
from typing import Any, NamedTuple

TABLE = Path(__file__).with_name("intrinsics16.json")
LType = tuple[Any, ...]
_FLOATS = {
    "half": ("f16", 16),
    "bfloat": ("bf16", 16),
    "float": ("f32", 32),
    "double": ("f64", 64),
    "x86_fp80": ("f80", 80),
    "fp128": ("f128", 128),
    "ppc_fp128": ("ppcf128", 128),
}
_FLOAT_BY_SPEC = {spec: name for name, (spec, _) in _FLOATS.items()}
_OTHER_MANGLING = {
    "void": "isVoid",
    "metadata": "Metadata",
    "x86_mmx": "x86mmx",
    "x86_amx": "x86amx",
}


class Intrinsic(NamedTuple):
    """One intrinsic of LLVM 16's table."""

    name: str
    results: list[str]
    params: list[str]
    overloaded: bool
    ret_attrs: str
    param_attrs: list[str]
    fn_attrs: str


@lru_cache(maxsize=1)
def _table() -> dict[str, list[Any]]:
    return json.loads(TABLE.read_text())


def lookup(name: str) -> Intrinsic | None:
    """LLVM's `Function::lookupIntrinsicID`: an exact name, or an overloaded
    intrinsic's name followed by `.suffixes`."""
    table = _table()
    candidate = name
    while True:
        entry = table.get(candidate)
        if entry is not None:
            if candidate == name or entry[2]:
                return Intrinsic(candidate, *entry)
            return None
        dot = candidate.rfind(".")
        if dot <= len("llvm"):
            return None
        candidate = candidate[:dot]


# -- LLVM type text <-> tuples ------------------------------------------------

_TOKEN = re.compile(
    r"\s*(?:(i\d+)|(ptr(?:\s+addrspace\((\d+)\))?)|(<\{|\}>|[<>{}\[\],]|x(?!\w))"
    r"|(vscale)|(\d+)|(%[-\w.$]+|%\"[^\"]*\")|(\w+))"
)


def parse_type(text: str) -> LType:
    """The tuple of an LLVM IR type written by the translator."""
    tokens = [m for m in _TOKEN.finditer(text)]
    pos = 0

    def take() -> re.Match[str]:
        nonlocal pos
        pos += 1
        return tokens[pos - 1]

    def parse() -> LType:
        m = take()
        if m.group(1):
            return ("i", int(m.group(1)[1:]))
        if m.group(2):
            return ("p", int(m.group(3) or 0))
        if m.group(7):
            return ("named", m.group(7)[1:].strip('"'))
        word = m.group(8)
        if word:
            return ("f", word) if word in _FLOATS else (word,)
        punct = m.group(4)
        if punct in ("{", "<{"):
            elements: list[LType] = []
            while tokens[pos].group(4) not in ("}", "}>"):
                elements.append(parse())
                if tokens[pos].group(4) == ",":
                    take()
            take()
            return ("s", tuple(elements), punct == "<{")
        if punct == "<":
            scalable = bool(tokens[pos].group(5))
            if scalable:
                take()
                take()  # x
            count = int(take().group(6))
            take()  # x
            element = parse()
            take()  # >
            return ("v", count, scalable, element)
        if punct == "[":
            count = int(take().group(6))
            take()
            element = parse()
            take()
            return ("a", count, element)
        raise ValueError(text)

    return parse()


def spell(t: LType) -> str:
    """LLVM IR text of a type tuple."""
    kind = t[0]
    if kind == "i":
        return f"i{t[1]}"
    if kind == "f":
        return t[1]
    if kind == "p":
        return f"ptr addrspace({t[1]})" if t[1] else "ptr"
    if kind == "v":
        return f"<{'vscale x ' if t[2] else ''}{t[1]} x {spell(t[3])}>"
    if kind == "a":
        return f"[{t[1]} x {spell(t[2])}]"
    if kind == "s":
        body = ", ".join(spell(e) for e in t[1])
        text = f"{{ {body} }}" if body else "{}"
        return f"<{text}>" if t[2] else text
    if kind == "named":
        return f"%{t[1]}"
    return kind


def mangle(t: LType) -> str:
    """LLVM's `getMangledTypeStr`."""
    kind = t[0]
    if kind == "i":
        return f"i{t[1]}"
    if kind == "f":
        return _FLOATS[t[1]][0]
    if kind == "p":
        return f"p{t[1]}"
    if kind == "v":
        return f"{'nx' if t[2] else ''}v{t[1]}{mangle(t[3])}"
    if kind == "a":
        return f"a{t[1]}{mangle(t[2])}"
    if kind == "s":
        return "sl_" + "".join(mangle(e) for e in t[1]) + "s"
    if kind == "named":
        return f"s_{t[1]}s"
    return _OTHER_MANGLING.get(kind, kind)


# -- signatures ---------------------------------------------------------------


def _element(t: LType) -> LType:
    return t[3] if t[0] == "v" else t


def _with_element(t: LType, element: LType) -> LType:
    return ("v", t[1], t[2], element) if t[0] == "v" else element


def _int_like(t: LType) -> bool:
    return _element(t)[0] == "i"


def _fixed(spec: str) -> LType:
    """The type of a spec naming no overload."""
    if spec.startswith(("v", "nxv")) and ":" in spec:
        count, element = spec.split(":", 1)
        scalable = count.startswith("nx")
        return ("v", int(count[3 if scalable else 1 :]), scalable, _fixed(element))
    if re.fullmatch(r"i\d+", spec):
        return ("i", int(spec[1:]))
    if spec in _FLOAT_BY_SPEC:
        return ("f", _FLOAT_BY_SPEC[spec])
    if re.fullmatch(r"p\d+", spec):
        return ("p", int(spec[1:]))
    return (spec,)


def _derived(kind: str, ref: LType, extra: str) -> LType | None:
    """The type a derived spec names from its reference overload."""
    element = _element(ref)
    if kind == "match":
        return ref
    if kind in ("ext", "trunc"):
        if element[0] != "i":
            return None
        width = element[1] * 2 if kind == "ext" else element[1] // 2
        return _with_element(ref, ("i", width))
    if kind == "samewidth":
        return _with_element(ref, _fixed(extra))
    if kind == "vecelt":
        return ref[3] if ref[0] == "v" else None
    if ref[0] != "v":
        return None
    if kind == "half":
        return ("v", ref[1] // 2, ref[2], element)
    if kind in ("sub2", "sub4"):
        factor = 2 if kind == "sub2" else 4
        if element[0] != "i":
            return None
        return ("v", ref[1] * factor, ref[2], ("i", element[1] // factor))
    if kind == "bitcastint":
        if element[0] == "f":
            return ("v", ref[1], ref[2], ("i", _FLOATS[element[1]][1]))
        return ref
    return None


class _Matcher:
    """LLVM's `matchIntrinsicSignature` over type tuples."""

    def __init__(self) -> None:
        self.overloads: list[LType] = []
        self.deferred: list[tuple[LType, str]] = []

    def mismatch(self, t: LType, spec: str, deferred: bool = False) -> bool:
        kind, _, rest = spec.partition(":")
        if kind in ("any", "anyint", "anyfloat", "anyvector", "anyptr"):
            self.overloads.append(t)
            if kind == "anyint":
                return not _int_like(t)
            if kind == "anyfloat":
                return _element(t)[0] != "f"
            if kind == "anyvector":
                return t[0] != "v"
            return kind == "anyptr" and t[0] != "p"
        if kind in ("vecofanyptrs", "anyptrtoelt"):
            ref_number = int(rest.split(":")[1])
            if ref_number >= len(self.overloads):
                if deferred:
                    return True
                self.overloads.append(t)
                self.deferred.append((t, spec))
                return False
            if not deferred:
                self.overloads.append(t)
            ref = self.overloads[ref_number]
            if kind == "anyptrtoelt":
                return t[0] != "p" or ref[0] != "v"
            return t[0] != "v" or ref[0] != "v" or t[1:3] != ref[1:3] or t[3][0] != "p"
        if kind in _DERIVED_KINDS or kind in ("ptrto", "ptrtoelt"):
            number_text, _, extra = rest.partition(":")
            number = int(number_text)
            if number >= len(self.overloads):
                if deferred:
                    return True
                self.deferred.append((t, spec))
                return False
            ref = self.overloads[number]
            if kind == "ptrto":
                return t[0] != "p"
            if kind == "ptrtoelt":
                return t[0] != "p" or ref[0] != "v"
            return t != _derived(kind, ref, extra)
        if kind == "vararg":
            return True
        return t != _fixed(spec)

    def match(self, intrinsic: Intrinsic, result: LType, params: list[LType]) -> bool:
        results = intrinsic.results
        if len(results) > 1:
            if result[0] != "s" or result[2] or len(result[1]) != len(results):
                return False
            pairs = list(zip(result[1], results))
        else:
            pairs = [(result, results[0] if results else "void")]
        if len(params) > len(intrinsic.params):
            return False
        pairs += zip(params, intrinsic.params)
        for t, spec in pairs:
            if self.mismatch(t, spec):
                return False
        for t, spec in self.deferred:
            if self.mismatch(t, spec, deferred=True):
                return False
        return True


def match_overloads(
    intrinsic: Intrinsic, result: LType, params: list[LType]
) -> list[LType] | None:
    """The overloaded types of a call's signature, or None if it does not fit."""
    matcher = _Matcher()
    if not matcher.match(intrinsic, result, params):
        return None
    return matcher.overloads


def decode(spec: str, overloads: list[LType]) -> LType:
    """The type a spec names, given the overloaded types."""
    kind, _, rest = spec.partition(":")
    if kind in ("any", "anyint", "anyfloat", "anyvector", "anyptr"):
        raise ValueError("decode a plain overload through its position")
    if kind in ("vecofanyptrs", "anyptrtoelt"):
        return overloads[int(rest.split(":")[0])]
    if kind in ("ptrto", "ptrtoelt"):
        return ("p", 0)
    if kind in _DERIVED_KINDS:
        number_text, _, extra = rest.partition(":")
        derived = _derived(kind, overloads[int(number_text)], extra)
        if derived is None:
            raise ValueError(spec)
        return derived
    return _fixed(spec)


_DERIVED_KINDS = {
    "match",
    "ext",
    "trunc",
    "samewidth",
    "vecelt",
    "half",
    "sub2",
    "sub4",
    "bitcastint",
}


def declared_signature(
    intrinsic: Intrinsic, overloads: list[LType]
) -> tuple[str, list[str], bool]:
    """(result, params, variadic) of LLVM's `Intrinsic::getType` as text."""
    slots = iter(range(len(overloads)))

    def one(spec: str) -> LType:
        if spec.partition(":")[0] in (
            "any",
            "anyint",
            "anyfloat",
            "anyvector",
            "anyptr",
        ):
            return overloads[next(slots)]
        if spec.startswith(("vecofanyptrs", "anyptrtoelt")):
            next(slots)
        return decode(spec, overloads)

    results = [one(s) for s in intrinsic.results]
    if not results:
        result = "void"
    elif len(results) == 1:
        result = spell(results[0])
    else:
        result = spell(("s", tuple(results), False))
    variadic = bool(intrinsic.params) and intrinsic.params[-1] == "vararg"
    fixed = intrinsic.params[:-1] if variadic else intrinsic.params
    return result, [spell(one(s)) for s in fixed], variadic


def mangled_name(intrinsic: Intrinsic, overloads: list[LType]) -> str:
    """LLVM's `Intrinsic::getName` for an overloaded intrinsic."""
    return intrinsic.name + "".join("." + mangle(t) for t in overloads)
