"""Derive `intrinsics16.json` from LLVM 16's own intrinsic definitions.

Run `python -m odsgen.target.llvmir.gen_intrinsic_table` where LLVM 16's
development files are installed (Debian: `llvm-16-dev`): it dumps the
records of `llvm/IR/Intrinsics.td` with `llvm-tblgen-16 --dump-json` and keeps,
per intrinsic, what translation needs: the signature in the notation of
`intrinsic_types.py` and the attributes LLVM 16 declares it with, spelled as
LLVM prints them (order from LLVM 16's `Attributes.inc`).
`--check` compares with the checked-in table instead of writing it.
"""

from __future__ import annotations

import argparse
import json
import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

TABLE = Path(__file__).with_name("intrinsics16.json")
INCLUDE = Path("/usr/include/llvm-16")
TBLGEN_NAMES = ("llvm-tblgen-16", "/usr/lib/llvm-16/bin/llvm-tblgen")

_ANY = {"Any": "any", "iAny": "anyint", "fAny": "anyfloat", "vAny": "anyvector"}
_DERIVED = {
    "LLVMExtendedType": "ext",
    "LLVMTruncatedType": "trunc",
    "LLVMPointerTo": "ptrto",
    "LLVMPointerToElt": "ptrtoelt",
    "LLVMVectorElementType": "vecelt",
    "LLVMHalfElementsVectorType": "half",
    "LLVMSubdivide2VectorType": "sub2",
    "LLVMSubdivide4VectorType": "sub4",
    "LLVMVectorOfBitcastsToInt": "bitcastint",
}
# Overloaded positions that are not `llvm_any*_ty`: (spec, refers to).
_NEW_OVERLOADS = {
    "LLVMVectorOfAnyPointersToElt": "vecofanyptrs",
    "LLVMAnyPointerToElt": "anyptrtoelt",
}
_SIMPLE_VT = {
    "isVoid": "void",
    "MetadataVT": "metadata",
    "token": "token",
    "x86mmx": "x86_mmx",
    "x86amx": "x86_amx",
    "ppcf128": "ppc_fp128",
    "externref": "p10",
    "funcref": "p20",
}
# Memory locations of LLVM 16's MemoryEffects, and ModRef values as bits.
_LOCATIONS = ("argmem", "inaccessiblemem", "other")
_MODREF = {0: "none", 1: "read", 2: "write", 3: "readwrite"}
_EFFECTS = {
    "IntrNoMem": (0, 0, 0),
    "IntrReadMem": (1, 1, 1),
    "IntrWriteMem": (2, 2, 2),
    "IntrArgMemOnly": (3, 0, 0),
    "IntrInaccessibleMemOnly": (0, 3, 0),
    "IntrInaccessibleMemOrArgMemOnly": (3, 3, 0),
}
_FLAGS = {
    "IntrNoReturn": "noreturn",
    "IntrNoCallback": "nocallback",
    "IntrNoSync": "nosync",
    "IntrNoFree": "nofree",
    "IntrWillReturn": "willreturn",
    "IntrCold": "cold",
    "IntrNoDuplicate": "noduplicate",
    "IntrNoMerge": "nomerge",
    "IntrConvergent": "convergent",
    "IntrSpeculatable": "speculatable",
}
_ARG_ATTRS = {
    "NoCapture": "nocapture",
    "NoAlias": "noalias",
    "NoUndef": "noundef",
    "NonNull": "nonnull",
    "Returned": "returned",
    "ReadOnly": "readonly",
    "WriteOnly": "writeonly",
    "ReadNone": "readnone",
    "ImmArg": "immarg",
}


def tblgen() -> str:
    for name in TBLGEN_NAMES:
        found = shutil.which(name)
        if found:
            return found
    raise SystemExit("llvm-tblgen for LLVM 16 not found (install llvm-16)")


def dump_records(include: Path) -> dict[str, Any]:
    """All records of Intrinsics.td, as llvm-tblgen's JSON dump."""
    source = include / "llvm" / "IR" / "Intrinsics.td"
    if not source.exists():
        raise SystemExit(f"{source} not found (install llvm-16-dev)")
    out = subprocess.run(
        [tblgen(), "--dump-json", "-I", str(include), str(source)],
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    return json.loads(out)


def attribute_order(include: Path) -> dict[str, int]:
    """LLVM 16's attribute kinds in enum order (the order it prints them)."""
    text = (include / "llvm" / "IR" / "Attributes.inc").read_text()
    spellings = re.findall(r"^ATTRIBUTE_ENUM\(\w+,(\w+)\)", text, re.M)
    return {name: i for i, name in enumerate(spellings)}


class _Signature:
    """Turns type records into specs, numbering the overloaded positions."""

    def __init__(self, records: dict[str, Any]) -> None:
        self.records = records
        self.overloads = 0

    def spec(self, ref: dict[str, Any]) -> str:
        name = ref["def"]
        record = self.records[name]
        classes = record["!superclasses"]
        vt = record["VT"]["def"]
        if name == "llvm_vararg_ty":
            return "vararg"
        for cls, kind in _NEW_OVERLOADS.items():
            if cls in classes:
                self.overloads += 1
                return f"{kind}:{self.overloads - 1}:{record['Number']}"
        if "LLVMScalarOrSameVectorWidth" in classes:
            element = self.value_type(record["ElTy"]["def"])
            return f"samewidth:{record['Number']}:{element}"
        for cls, kind in _DERIVED.items():
            if cls in classes:
                return f"{kind}:{record['Number']}"
        if "LLVMMatchType" in classes:
            return f"match:{record['Number']}"
        if vt == "iPTRAny":
            self.overloads += 1
            return "anyptr"
        if vt in _ANY:
            self.overloads += 1
            return _ANY[vt]
        if vt == "iPTR":
            return f"p{record.get('AddrSpace', 0)}"
        return self.value_type(vt)

    def value_type(self, vt: str) -> str:
        if vt in _SIMPLE_VT:
            return _SIMPLE_VT[vt]
        match = re.fullmatch(r"(nx)?v(\d+)(\w+)", vt)
        if match:
            scalable, count, element = match.groups()
            return f"{'nxv' if scalable else 'v'}{count}:{self.value_type(element)}"
        if re.fullmatch(r"[if]\d+|bf16", vt):
            return vt
        raise SystemExit(f"unknown value type {vt}")


def _memory(properties: list[str]) -> str:
    effects = [3, 3, 3]
    for prop in properties:
        if prop in _EFFECTS:
            if prop == "IntrNoMem":
                effects = [0, 0, 0]
            else:
                effects = [a & b for a, b in zip(effects, _EFFECTS[prop])]
    if effects == [3, 3, 3]:
        return ""
    other = effects[2]
    parts = []
    union = effects[0] | effects[1] | effects[2]
    if other != 0 or union == other:
        parts.append(_MODREF[other])
    for location, value in zip(_LOCATIONS[:2], effects[:2]):
        if value != other:
            parts.append(f"{location}: {_MODREF[value]}")
    return f"memory({', '.join(parts)})"


def _entry(
    record: dict[str, Any], records: dict[str, Any], order: dict[str, int]
) -> list[Any]:
    """[results, params, overloaded, return attrs, param attrs, fn attrs]."""
    signature = _Signature(records)
    results = [signature.spec(t) for t in record["RetTypes"]]
    params = [signature.spec(t) for t in record["ParamTypes"]]
    props = [p["def"] for p in record["IntrProperties"]]
    names = []
    arg_attrs: dict[int, list[str]] = {}
    for prop in props:
        prop_record = records[prop]
        kind = next(
            (
                c
                for c in prop_record["!superclasses"]
                if c in _ARG_ATTRS or c == "Align"
            ),
            None,
        )
        if kind is None:
            names.append(prop)
            continue
        text = f"align {prop_record['Align']}" if kind == "Align" else _ARG_ATTRS[kind]
        arg_attrs.setdefault(prop_record["ArgNo"], []).append(text)
    if not record["DisableDefaultAttributes"]:
        names += [
            n
            for n in sorted(records["!instanceof"]["IntrinsicProperty"])
            if not records[n]["!anonymous"] and records[n]["IsDefault"]
        ]
    fn = {_FLAGS[n] for n in names if n in _FLAGS}
    if "Throws" not in names:
        fn.add("nounwind")
    fn_attrs = sorted(fn, key=order.__getitem__)
    memory = _memory(names)
    # LLVM 16 keeps side effects of intrinsics that access no memory.
    if memory and not (memory == "memory(none)" and "IntrHasSideEffects" in names):
        fn_attrs.append(memory)

    def spelled(attrs: list[str]) -> str:
        return " ".join(sorted(set(attrs), key=lambda a: order[a.split()[0]]))

    param_attrs = [spelled(arg_attrs.get(i + 1, [])) for i in range(len(params))]
    while param_attrs and not param_attrs[-1]:
        param_attrs.pop()
    return [
        results,
        params,
        signature.overloads > 0,
        spelled(arg_attrs.get(0, [])),
        param_attrs,
        " ".join(fn_attrs),
    ]


def intrinsic_name(record: dict[str, Any]) -> str:
    if record["LLVMName"]:
        return record["LLVMName"]
    return "llvm." + record["!name"][len("int_") :].replace("_", ".")


def build(include: Path) -> dict[str, Any]:
    records = dump_records(include)
    order = attribute_order(include)
    table = {}
    for name in sorted(records["!instanceof"]["Intrinsic"]):
        record = records[name]
        table[intrinsic_name(record)] = _entry(record, records, order)
    return dict(sorted(table.items()))


def render(table: dict[str, Any]) -> str:
    lines = [f"{json.dumps(k)}: {json.dumps(v)}" for k, v in table.items()]
    return "{\n" + ",\n".join(lines) + "\n}\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--include", type=Path, default=INCLUDE)
    parser.add_argument("--check", action="store_true")
    args = parser.parse_args(argv)
    text = render(build(args.include))
    if args.check:
        if TABLE.read_text() != text:
            print(f"{TABLE} differs from LLVM 16's definitions", file=sys.stderr)
            return 1
        return 0
    TABLE.write_text(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
