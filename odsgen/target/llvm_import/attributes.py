"""Function attributes as MLIR 16 imports them: `passthrough` and `memory`."""

from __future__ import annotations

from typing import Any

# LLVM 16's attribute kinds in enum order (llvm/IR/Attributes.inc), which is
# the order an attribute set keeps them in; string attributes follow, by key.
_KIND_ORDER = (
    "allocalign allocptr alwaysinline builtin cold convergent "
    "disable_sanitizer_instrumentation fn_ret_thunk_extern hot immarg inreg "
    "inlinehint jumptable minsize mustprogress naked nest noalias nobuiltin "
    "nocallback nocapture nocf_check noduplicate nofree noimplicitfloat noinline "
    "nomerge noprofile norecurse noredzone noreturn nosanitize_bounds "
    "nosanitize_coverage nosync noundef nounwind nonlazybind nonnull "
    "null_pointer_is_valid optforfuzzing optsize optnone presplitcoroutine "
    "readnone readonly returned returns_twice signext safestack sanitize_address "
    "sanitize_hwaddress sanitize_memtag sanitize_memory sanitize_thread "
    "shadowcallstack skipprofile speculatable speculative_load_hardening ssp "
    "sspreq sspstrong strictfp swiftasync swifterror swiftself willreturn "
    "writeonly zeroext byref byval elementtype inalloca preallocated sret align "
    "allockind allocsize dereferenceable dereferenceable_or_null memory "
    "alignstack uwtable vscale_range"
).split()
_RANK = {name: index for index, name in enumerate(_KIND_ORDER)}
_TYPE_ATTRS = {"byref", "byval", "elementtype", "inalloca", "preallocated", "sret"}
# Attributes LLVM 16 turns into `memory(...)` when it reads a function.
_LEGACY_MEMORY = {
    "readnone": {"other": "none", "argMem": "none", "inaccessibleMem": "none"},
    "readonly": {"other": "read", "argMem": "read", "inaccessibleMem": "read"},
    "writeonly": {"other": "write", "argMem": "write", "inaccessibleMem": "write"},
    "argmemonly": {"other": "none", "inaccessibleMem": "none"},
    "inaccessiblememonly": {"other": "none", "argMem": "none"},
    "inaccessiblemem_or_argmemonly": {"other": "none"},
}
_MODREF = {"none": 0, "read": 1, "write": 2, "readwrite": 3}
_MODREF_NAMES = {0: "none", 1: "read", 2: "write", 3: "readwrite"}
_LOCATIONS = {"argmem": "argMem", "inaccessiblemem": "inaccessibleMem"}


def _int_value(name: str, value: Any) -> str:
    kind, data = value
    if kind == "int":
        return str(data)
    args = [a for a in data if a != ","]
    if name == "uwtable":
        return "1" if args and args[0] == "sync" else "2"
    if name == "allocsize":
        first = int(args[0])
        second = int(args[1]) if len(args) > 1 else 0xFFFFFFFF
        return str((first << 32) | second)
    if name == "allockind":
        bits = {
            "alloc": 1,
            "realloc": 2,
            "free": 4,
            "uninitialized": 8,
            "zeroed": 16,
            "aligned": 32,
        }
        return str(sum(bits.get(word.strip(), 0) for word in args[0].split(",")))
    if name == "vscale_range":
        low = int(args[0])
        high = int(args[1]) if len(args) > 1 else low
        return str((low << 32) | high)
    return args[0] if args else "0"


def fn_passthrough(attrs: list[tuple[str, Any]]) -> str | None:
    """The `passthrough` array (as attribute text), or None when empty."""
    enum_attrs: dict[str, str] = {}
    strings: dict[str, str] = {}
    for name, value in attrs:
        if isinstance(value, tuple) and value[0] == "str":
            strings[name] = value[1]
            continue
        if (
            name == "memory"
            or name in _LEGACY_MEMORY
            and name not in ("readnone", "readonly", "writeonly")
        ):
            continue
        if name in ("readnone", "readonly", "writeonly"):
            continue
        if name in _TYPE_ATTRS:
            continue
        if value is None and name == "uwtable":
            enum_attrs[name] = '["uwtable", "2"]'
            continue
        if value is None:
            enum_attrs[name] = _quote(name)
        else:
            enum_attrs[name] = f"[{_quote(name)}, {_quote(_int_value(name, value))}]"
    items = [
        enum_attrs[n] for n in sorted(enum_attrs, key=lambda n: _RANK.get(n, 1000))
    ]
    for key in sorted(strings):
        value = strings[key]
        items.append(_quote(key) if not value else f"[{_quote(key)}, {_quote(value)}]")
    if not items:
        return None
    return "[" + ", ".join(items) + "]"


def memory_effects(attrs: list[tuple[str, Any]]) -> str | None:
    """The `memory` attribute (as text) unless the function may read and write anything."""
    effects = {"other": 3, "argMem": 3, "inaccessibleMem": 3}
    found = False
    for name, value in attrs:
        if name in _LEGACY_MEMORY:
            found = True
            for location, access in _LEGACY_MEMORY[name].items():
                effects[location] &= _MODREF[access]
        elif name == "memory" and value is not None:
            found = True
            parsed = {"other": 0, "argMem": 0, "inaccessibleMem": 0}
            args = [a for a in value[1] if a != ","]
            index = 0
            while index < len(args):
                word = args[index]
                if word.endswith(":"):
                    location = _LOCATIONS.get(word[:-1], "other")
                    parsed[location] = _MODREF[args[index + 1]]
                    index += 2
                else:
                    for location in parsed:
                        parsed[location] = _MODREF[word]
                    index += 1
            for location in effects:
                effects[location] &= parsed[location]
    if not found or all(v == 3 for v in effects.values()):
        return None
    return (
        "#llvm.memory_effects<"
        + ", ".join(f"{k} = {_MODREF_NAMES[v]}" for k, v in effects.items())
        + ">"
    )


def _quote(text: str) -> str:
    if text.isascii() and text.isprintable() and '"' not in text and "\\" not in text:
        return f'"{text}"'
    out = []
    for ch in text:
        code = ord(ch)
        if ch in '"\\' or code < 0x20 or code >= 0x7F:
            out.append(f"\\{code:02X}")
        else:
            out.append(ch)
    return '"' + "".join(out) + '"'
