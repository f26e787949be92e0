"""LLVM attributes: what passthrough and argument attributes become, and the
order and spelling LLVM 16 prints them in (attribute groups, `; Function Attrs:`
comments, parameter lists).

LLVM sorts an attribute set by kind: enum attributes, then integer ones, then
type ones (each group in the order of their TableGen record names), then
string attributes by key.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .names import escape_string

ENUM_KINDS = [
    "allocalign",
    "allocptr",
    "alwaysinline",
    "argmemonly",
    "builtin",
    "cold",
    "convergent",
    "disable_sanitizer_instrumentation",
    "fn_ret_thunk_extern",
    "hot",
    "immarg",
    "inreg",
    "inaccessiblememonly",
    "inaccessiblemem_or_argmemonly",
    "inlinehint",
    "jumptable",
    "minsize",
    "mustprogress",
    "naked",
    "nest",
    "noalias",
    "nobuiltin",
    "nocallback",
    "nocapture",
    "nocf_check",
    "noduplicate",
    "nofree",
    "noimplicitfloat",
    "noinline",
    "nomerge",
    "noprofile",
    "norecurse",
    "noredzone",
    "noreturn",
    "nosanitize_bounds",
    "nosanitize_coverage",
    "nosync",
    "noundef",
    "nounwind",
    "nonlazybind",
    "nonnull",
    "null_pointer_is_valid",
    "optforfuzzing",
    "optsize",
    "optnone",
    "presplitcoroutine",
    "readnone",
    "readonly",
    "returned",
    "returns_twice",
    "signext",
    "safestack",
    "sanitize_address",
    "sanitize_hwaddress",
    "sanitize_memtag",
    "sanitize_memory",
    "sanitize_thread",
    "shadowcallstack",
    "skipprofile",
    "speculatable",
    "speculative_load_hardening",
    "ssp",
    "sspreq",
    "sspstrong",
    "strictfp",
    "swiftasync",
    "swifterror",
    "swiftself",
    "willreturn",
    "writeonly",
    "zeroext",
]
INT_KINDS = [
    "align",
    "allockind",
    "allocsize",
    "dereferenceable",
    "dereferenceable_or_null",
    "memory",
    "alignstack",
    "uwtable",
    "vscale_range",
]
TYPE_KINDS = ["byref", "byval", "elementtype", "inalloca", "preallocated", "sret"]
_ORDER = {name: i for i, name in enumerate(ENUM_KINDS + INT_KINDS + TYPE_KINDS)}
STRING_ORDER = len(_ORDER)
MODREF = {0: "none", 1: "read", 2: "write", 3: "readwrite"}
ALLOC_KINDS = [
    (1, "alloc"),
    (2, "realloc"),
    (4, "free"),
    (8, "uninitialized"),
    (16, "zeroed"),
    (32, "aligned"),
]


class AttributeError_(Exception):
    """A passthrough entry MLIR 16 refuses (its message)."""


@dataclass(frozen=True)
class Attribute:
    """One attribute: its sort key and its spellings in a group and a comment."""

    key: tuple[int, str]
    group: str
    comment: str | None  # None for string attributes (not in the comment)


class AttributeSet:
    """Attributes keyed by kind (a later one replaces an earlier one)."""

    def __init__(self) -> None:
        self._items: dict[str, Attribute] = {}

    def add(self, name: str, attribute: Attribute) -> None:
        self._items[name] = attribute

    def __bool__(self) -> bool:
        return bool(self._items)

    def _sorted(self) -> list[Attribute]:
        return sorted(self._items.values(), key=lambda a: a.key)

    def group_text(self) -> str:
        return " ".join(a.group for a in self._sorted())

    def comment_text(self) -> str:
        return " ".join(a.comment for a in self._sorted() if a.comment is not None)


def enum(name: str) -> Attribute:
    return Attribute((_ORDER[name], ""), name, name)


def string(key: str, value: str) -> Attribute:
    text = f'"{escape_string(key.encode())}"'
    if value:
        text += f'="{escape_string(value.encode())}"'
    return Attribute((STRING_ORDER, key), text, None)


def integer(name: str, value: int) -> Attribute | None:
    """An integer attribute from its raw value (None where LLVM drops it)."""
    key = (_ORDER[name], "")
    if name == "alignstack":
        return Attribute(key, f"alignstack={value}", f"alignstack({value})")
    if name == "uwtable":
        if value == 0:
            return None
        text = "uwtable" if value == 2 else "uwtable(sync)"
        return Attribute(key, text, text)
    if name == "allockind":
        kinds = ",".join(word for bit, word in ALLOC_KINDS if value & bit)
        text = f'allockind("{kinds}")'
        return Attribute(key, text, text)
    if name == "allocsize":
        size, count = value >> 32, value & 0xFFFFFFFF
        text = (
            f"allocsize({size})"
            if count == 0xFFFFFFFF
            else f"allocsize({size},{count})"
        )
        return Attribute(key, text, text)
    if name == "vscale_range":
        low, high = value >> 32, value & 0xFFFFFFFF
        text = f"vscale_range({low},{high})"
        return Attribute(key, text, text)
    if name == "memory":
        return memory(
            {
                "other": (value >> 4) & 3,
                "argMem": value & 3,
                "inaccessibleMem": (value >> 2) & 3,
            }
        )
    text = f"{name}({value})" if name != "align" else f"align {value}"
    return Attribute(key, text, text)


def type_attribute(name: str, type_text: str) -> Attribute:
    text = f"{name}({type_text})"
    return Attribute((_ORDER[name], ""), text, text)


def memory(effects: dict[str, int]) -> Attribute:
    """`memory(...)` as LLVM 16 prints a MemoryEffects value."""
    other = MODREF[effects["other"]]
    locations = [
        ("argmem", MODREF[effects["argMem"]]),
        ("inaccessiblemem", MODREF[effects["inaccessibleMem"]]),
    ]
    parts = []
    if other != "none" or all(mod == "none" for _, mod in locations):
        parts.append(other)
    for name, mod in locations:
        if mod != other:
            parts.append(f"{name}: {mod}")
    text = f"memory({', '.join(parts)})"
    return Attribute((_ORDER["memory"], ""), text, text)


def memory_of(attr: Any) -> Attribute:
    """The `memory` attribute of a `#llvm.memory_effects`."""
    return memory(
        {
            "other": int(attr.other),
            "argMem": int(attr.argMem),
            "inaccessibleMem": int(attr.inaccessibleMem),
        }
    )


def passthrough(key: str, value: str | None) -> Attribute | None:
    """What `checkedAddLLVMFnAttribute` adds for one passthrough entry."""
    value = value or None
    if key not in _ORDER:
        return string(key, value or "")
    if key in INT_KINDS:
        if value is None:
            raise AttributeError_(f"LLVM attribute '{key}' expects a value")
        try:
            number = int(value, 0)
        except ValueError:
            number = None
        if number is None or not -(1 << 31) <= number < (1 << 31):
            return string(key, value)
        return integer(key, number & 0xFFFFFFFF if number < 0 else number)
    if value is not None:
        raise AttributeError_(
            f"LLVM attribute '{key}' does not expect a value, found '{value}'"
        )
    if key in TYPE_KINDS:
        return string(key, "")
    return enum(key)
