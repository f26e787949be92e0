"""Debug info: `#llvm.di_*` attributes and locations as LLVM's specialized
metadata (`!DISubprogram(...)`, `!DILocation(...)`), as MLIR 16's
DebugTranslation builds them and LLVM 16's AsmWriter prints them.

A node's `operands` are its child nodes in LLVM's operand order (the order
slot numbering visits them); `fields` are what it prints, in order.
"""

from __future__ import annotations

import os
from typing import Any

from ...ir.attributes import StringAttr
from ...ir.registry import PACKAGE, import_dialect
from ...ir.location import CallSiteLoc, FileLineColLoc, FusedLoc, NameLoc, UnknownLoc
from .metadata import MDNode
from .names import escape_string

_TAGS = {
    0x1: "array_type",
    0x4: "enumeration_type",
    0xD: "member",
    0xF: "pointer_type",
    0x10: "reference_type",
    0x13: "structure_type",
    0x15: "subroutine_type",
    0x16: "typedef",
    0x17: "union_type",
    0x1C: "inheritance",
    0x24: "base_type",
    0x26: "const_type",
    0x35: "volatile_type",
    0x37: "restrict_type",
    0x42: "rvalue_reference_type",
    0x47: "atomic_type",
}
_SP_FLAGS = [
    (1, "Virtual"),
    (2, "PureVirtual"),
    (4, "LocalToUnit"),
    (8, "Definition"),
    (16, "Optimized"),
    (32, "Pure"),
    (64, "Elemental"),
    (128, "Recursive"),
    (256, "MainSubprogram"),
    (512, "Deleted"),
    (2048, "ObjCDirect"),
]
_EMISSION = {
    0: "NoDebug",
    1: "FullDebug",
    2: "LineTablesOnly",
    3: "DebugDirectivesOnly",
}


def _dwarf_names() -> (
    tuple[dict[int, str], dict[int, str], dict[int, str], dict[int, str]]
):
    llvm = import_dialect(f"{PACKAGE}.llvm")
    names = lambda enum: {case.value: case.name for case in enum}  # noqa: E731
    return (
        names(llvm.DWARFTag),
        names(llvm.DWARFEncoding),
        names(llvm.DWARFLanguage),
        names(llvm.DWARFCallingConvention),
    )


class DINode(MDNode):
    """A specialized metadata node."""

    __slots__ = ("kind", "fields", "parent", "location")

    def __init__(
        self,
        kind: str,
        fields: list[tuple[str, Any]],
        operands: list[Any],
        distinct: bool = False,
        parent: Any = None,
    ) -> None:
        super().__init__(operands, distinct)
        self.kind = kind
        self.fields = fields
        # A scope's enclosing scope; a DILocation's (line, column, scope, inlinedAt).
        self.parent = parent
        self.location: tuple[int, int, Any, Any] | None = None

    @property
    def is_local_scope(self) -> bool:
        return self.kind in ("DISubprogram", "DILexicalBlock", "DILexicalBlockFile")

    def key(self) -> tuple[Any, ...]:
        return (
            self.kind,
            tuple(
                (n, v if isinstance(v, (str, int)) or v is None else id(v))
                for n, v in self.fields
            ),
        )

    def body(self) -> str:
        items = []
        for name, value in self.fields:
            if isinstance(value, MDNode):
                value = value.ref()
            elif value is None:
                value = "null"
            items.append(f"{name}: {value}")
        text = f"!{self.kind}({', '.join(items)})"
        return ("distinct " + text) if self.distinct else text


def _quoted(text: str) -> str:
    return f'"{escape_string(text.encode("utf-8", "surrogateescape"))}"'


def _text(value: Any) -> str | None:
    if isinstance(value, StringAttr):
        return value.value
    return value


class DebugInfo:
    """The debug metadata of one module translation."""

    def __init__(self, module_op: Any, table: Any) -> None:
        self.table = table
        self.enabled = any(
            not isinstance(op.location, UnknownLoc) for op in module_op.walk()
        )
        self.compile_units: list[DINode] = []
        self._nodes: dict[Any, DINode | None] = {}
        self._locations: dict[tuple[int, int, int], DINode | None] = {}
        self._files: dict[str, DINode] = {}
        self._names: Any = None

    def _uniqued(self, node: DINode) -> DINode:
        return node if node.distinct else self.table.uniqued(node)

    # -- attributes -------------------------------------------------------------

    def node(self, attr: Any) -> DINode | None:
        """`DebugTranslation::translate` of a `#llvm.di_*` attribute (None for null)."""
        if attr is None:
            return None
        if attr in self._nodes:
            return self._nodes[attr]
        if self._names is None:
            self._names = _dwarf_names()
        method = getattr(self, "_" + type(attr).__name__, None)
        node = method(attr) if method is not None else None
        self._nodes[attr] = node
        return node

    def _tag(self, tag: int) -> str:
        return "DW_TAG_" + self._names[0].get(tag, hex(tag))

    def _DIVoidResultTypeAttr(self, attr: Any) -> None:
        return None

    def _DIFileAttr(self, attr: Any) -> DINode:
        return self.file(_text(attr.name), _text(attr.directory))

    def file(self, name: str, directory: str) -> DINode:
        fields = [("filename", _quoted(name)), ("directory", _quoted(directory))]
        return self._uniqued(DINode("DIFile", fields, []))

    def _DIBasicTypeAttr(self, attr: Any) -> DINode:
        fields: list[tuple[str, Any]] = []
        if attr.tag != 0x24:
            fields.append(("tag", self._tag(attr.tag)))
        fields.append(("name", _quoted(_text(attr.name))))
        if attr.sizeInBits:
            fields.append(("size", str(attr.sizeInBits)))
        if attr.encoding:
            fields.append(
                ("encoding", "DW_ATE_" + self._names[1].get(attr.encoding, ""))
            )
        return self._uniqued(DINode("DIBasicType", fields, []))

    def _DICompileUnitAttr(self, attr: Any) -> DINode:
        file = self.node(attr.file)
        fields: list[tuple[str, Any]] = [
            ("language", "DW_LANG_" + self._names[2].get(int(attr.sourceLanguage), "")),
            ("file", file),
        ]
        producer = _text(attr.producer)
        if producer:
            fields.append(("producer", _quoted(producer)))
        fields.append(("isOptimized", "true" if attr.isOptimized else "false"))
        fields.append(("runtimeVersion", "0"))
        fields.append(("emissionKind", _EMISSION[int(attr.emissionKind)]))
        node = DINode("DICompileUnit", fields, [file], distinct=True)
        self.compile_units.append(node)
        return node

    def _DICompositeTypeAttr(self, attr: Any) -> DINode:
        file, scope, base = (
            self.node(attr.file),
            self.node(attr.scope),
            self.node(attr.baseType),
        )
        elements = self.table.uniqued(
            MDNode([self.node(e) for e in attr.elements or ()])
        )
        fields: list[tuple[str, Any]] = [("tag", self._tag(attr.tag))]
        if _text(attr.name):
            fields.append(("name", _quoted(_text(attr.name))))
        for name, value in (("scope", scope), ("file", file)):
            if value is not None:
                fields.append((name, value))
        if attr.line:
            fields.append(("line", str(attr.line)))
        if base is not None:
            fields.append(("baseType", base))
        if attr.sizeInBits:
            fields.append(("size", str(attr.sizeInBits)))
        if attr.alignInBits:
            fields.append(("align", str(attr.alignInBits)))
        if attr.flags:
            fields.append(("flags", _di_flags(int(attr.flags))))
        fields.append(("elements", elements))
        return self._uniqued(
            DINode(
                "DICompositeType", fields, [file, scope, base, elements], parent=scope
            )
        )

    def _DIDerivedTypeAttr(self, attr: Any) -> DINode:
        base = self.node(attr.baseType)
        fields: list[tuple[str, Any]] = [("tag", self._tag(attr.tag))]
        if _text(attr.name):
            fields.append(("name", _quoted(_text(attr.name))))
        fields.append(("baseType", base))
        for name, value in (
            ("size", attr.sizeInBits),
            ("align", attr.alignInBits),
            ("offset", attr.offsetInBits),
        ):
            if value:
                fields.append((name, str(value)))
        return self._uniqued(DINode("DIDerivedType", fields, [None, None, base]))

    def _DILexicalBlockAttr(self, attr: Any) -> DINode:
        scope, file = self.node(attr.scope), self.node(attr.file)
        fields: list[tuple[str, Any]] = [("scope", scope)]
        if file is not None:
            fields.append(("file", file))
        if attr.line:
            fields.append(("line", str(attr.line)))
        if attr.column:
            fields.append(("column", str(attr.column)))
        return DINode(
            "DILexicalBlock", fields, [file, scope], distinct=True, parent=scope
        )

    def _DILexicalBlockFileAttr(self, attr: Any) -> DINode:
        scope, file = self.node(attr.scope), self.node(attr.file)
        return self.block_file(scope, file, attr.discriminator, distinct=True)

    def block_file(
        self, scope: Any, file: Any, discriminator: int, distinct: bool = False
    ) -> DINode:
        fields: list[tuple[str, Any]] = [("scope", scope)]
        if file is not None:
            fields.append(("file", file))
        fields.append(("discriminator", str(discriminator)))
        node = DINode(
            "DILexicalBlockFile", fields, [file, scope], distinct=distinct, parent=scope
        )
        return self._uniqued(node)

    def _DILocalVariableAttr(self, attr: Any) -> DINode:
        scope, file, type_ = (
            self.node(attr.scope),
            self.node(attr.file),
            self.node(attr.type_),
        )
        fields: list[tuple[str, Any]] = [("name", _quoted(_text(attr.name)))]
        if attr.arg:
            fields.append(("arg", str(attr.arg)))
        fields.append(("scope", scope))
        if file is not None:
            fields.append(("file", file))
        if attr.line:
            fields.append(("line", str(attr.line)))
        if type_ is not None:
            fields.append(("type", type_))
        if attr.alignInBits:
            fields.append(("align", str(attr.alignInBits)))
        return self._uniqued(
            DINode("DILocalVariable", fields, [scope, None, file, type_])
        )

    def _DISubprogramAttr(self, attr: Any) -> DINode:
        scope, file = self.node(attr.scope), self.node(attr.file)
        type_, unit = self.node(attr.type_), self.node(attr.compileUnit)
        flags = int(attr.subprogramFlags)
        fields: list[tuple[str, Any]] = [("name", _quoted(_text(attr.name)))]
        if _text(attr.linkageName):
            fields.append(("linkageName", _quoted(_text(attr.linkageName))))
        for name, value in (("scope", scope), ("file", file)):
            if value is not None:
                fields.append((name, value))
        if attr.line:
            fields.append(("line", str(attr.line)))
        if type_ is not None:
            fields.append(("type", type_))
        if attr.scopeLine:
            fields.append(("scopeLine", str(attr.scopeLine)))
        if flags:
            fields.append(
                (
                    "spFlags",
                    " | ".join(
                        "DISPFlag" + name
                        for bit, name in _SP_FLAGS
                        if flags & bit == bit and not (bit == 1 and flags & 3 == 2)
                    ),
                )
            )
        if unit is not None:
            fields.append(("unit", unit))
        node = DINode(
            "DISubprogram",
            fields,
            [file, scope, None, None, type_, unit],
            distinct=bool(flags & 8),
            parent=scope,
        )
        return self._uniqued(node)

    def _DISubrangeAttr(self, attr: Any) -> DINode:
        fields = []
        for name in ("count", "lowerBound", "upperBound", "stride"):
            value = getattr(attr, name)
            if value is not None:
                fields.append(
                    (name, str(value.value if hasattr(value, "value") else value))
                )
        return self._uniqued(DINode("DISubrange", fields, []))

    def _DISubroutineTypeAttr(self, attr: Any) -> DINode:
        types = self.table.uniqued(MDNode([self.node(t) for t in attr.types or ()]))
        fields: list[tuple[str, Any]] = []
        if attr.callingConvention:
            fields.append(
                ("cc", "DW_CC_" + self._names[3].get(attr.callingConvention, ""))
            )
        fields.append(("types", types))
        return self._uniqued(
            DINode("DISubroutineType", fields, [None, None, None, None, types])
        )

    # -- functions and locations ------------------------------------------------

    def subprogram(self, func: Any) -> DINode | None:
        """The function's `!dbg`: from a fused location with a subprogram."""
        if not self.enabled:
            return None
        location = _find_subprogram(func.location)
        if location is None:
            return None
        for op in func.walk():
            if op.name == "llvm.call" and _has_unknown(op.location):
                return None
        return self.node(location.metadata)

    def location(self, loc: Any, scope: Any, inlined_at: Any = None) -> DINode | None:
        """`DebugTranslation::translateLoc`."""
        if scope is None or isinstance(loc, UnknownLoc):
            return None
        key = (id(loc), id(scope), id(inlined_at))
        if key in self._locations:
            return self._locations[key]
        result: DINode | None = None
        if isinstance(loc, CallSiteLoc):
            caller = self.location(loc.caller, scope, inlined_at)
            result = self.location(loc.callee, scope, caller)
        elif isinstance(loc, FileLineColLoc):
            file = self._file_for(loc.filename)
            block = self.block_file(scope, file, 0)
            result = self.make_location(loc.line, loc.column, block, inlined_at)
        elif isinstance(loc, FusedLoc):
            metadata = loc.metadata
            if metadata is not None and type(metadata).__name__ in (
                "DISubprogramAttr",
                "DILexicalBlockAttr",
                "DILexicalBlockFileAttr",
            ):
                scope = self.node(metadata)
            result = self.location(loc.locations[0], scope, inlined_at)
            for other in loc.locations[1:]:
                result = self.merged(result, self.location(other, scope, inlined_at))
        elif isinstance(loc, NameLoc):
            result = self.location(loc.child, scope, inlined_at)
        else:
            child = getattr(loc, "fallback", None)
            result = (
                self.location(child, scope, inlined_at) if child is not None else None
            )
        self._locations[key] = result
        return result

    def make_location(
        self, line: int, column: int, scope: Any, inlined_at: Any
    ) -> DINode:
        fields: list[tuple[str, Any]] = [("line", str(line))]
        if column:
            fields.append(("column", str(column)))
        fields.append(("scope", scope))
        if inlined_at is not None:
            fields.append(("inlinedAt", inlined_at))
        node = self._uniqued(DINode("DILocation", fields, [scope, inlined_at]))
        node.location = (line, column, scope, inlined_at)
        return node

    def merged(self, a: DINode | None, b: DINode | None) -> DINode | None:
        """LLVM 16's `DILocation::getMergedLocation`."""
        if a is None or b is None:
            return None
        if a is b:
            return a
        seen: dict[tuple[int, int], tuple[int, int]] = {}
        line, column, scope, inlined = a.location
        while scope is not None:
            if scope.is_local_scope:
                seen.setdefault((id(scope), id(inlined)), (line, column))
            scope, inlined, line, column = _parent_location(
                scope, inlined, line, column
            )
        line, column, scope, inlined = b.location
        while scope is not None:
            if scope.is_local_scope and (id(scope), id(inlined)) in seen:
                match_line, match_column = seen[(id(scope), id(inlined))]
                same_line = line == match_line
                column = column if same_line and column == match_column else 0
                line = line if same_line else 0
                break
            scope, inlined, line, column = _parent_location(
                scope, inlined, line, column
            )
        if scope is None:
            line = column = 0
            scope = a.location[2]
        return self.make_location(line, column, scope, inlined)

    def _file_for(self, name: str) -> DINode:
        """`translateFile`: an absolute path is split against the working directory."""
        if name in self._files:
            return self._files[name]
        directory = os.getcwd()
        file_name = name
        if os.path.isabs(name):
            file_parts = _components(name)
            dir_parts = _components(directory)
            common = 0
            while (
                common < min(len(file_parts), len(dir_parts))
                and file_parts[common] == dir_parts[common]
            ):
                common += 1
            if common == 1:
                directory = ""
            else:
                directory = os.path.join(*dir_parts[:common])
                file_name = (
                    os.path.join(*file_parts[common:]) if file_parts[common:] else ""
                )
        node = self.file(file_name, directory)
        self._files[name] = node
        return node


def _parent_location(
    scope: Any, inlined: Any, line: int, column: int
) -> tuple[Any, Any, int, int]:
    """One step up the scope chain, continuing at the inlined-at location at the top."""
    scope = scope.parent if isinstance(scope, DINode) else None
    if scope is None and inlined is not None:
        line, column, scope, inlined = inlined.location
    return scope, inlined, line, column


def _components(path: str) -> list[str]:
    parts = [p for p in path.split("/") if p]
    return ["/", *parts]


def _has_unknown(loc: Any) -> bool:
    if isinstance(loc, UnknownLoc):
        return True
    if isinstance(loc, CallSiteLoc):
        return _has_unknown(loc.callee) or _has_unknown(loc.caller)
    if isinstance(loc, FusedLoc):
        return any(_has_unknown(child) for child in loc.locations)
    if isinstance(loc, NameLoc):
        return _has_unknown(loc.child)
    return False


def _find_subprogram(loc: Any) -> Any:
    """The first fused location (in a walk) whose metadata is a subprogram."""
    if isinstance(loc, FusedLoc):
        if type(loc.metadata).__name__ == "DISubprogramAttr":
            return loc
        for child in loc.locations:
            found = _find_subprogram(child)
            if found is not None:
                return found
    if isinstance(loc, CallSiteLoc):
        return _find_subprogram(loc.callee) or _find_subprogram(loc.caller)
    if isinstance(loc, NameLoc):
        return _find_subprogram(loc.child)
    return None


_DI_FLAGS = [
    (4, "FwdDecl"),
    (8, "AppleBlock"),
    (16, "ReservedBit4"),
    (32, "Virtual"),
    (64, "Artificial"),
    (128, "Explicit"),
    (256, "Prototyped"),
    (512, "ObjcClassComplete"),
    (1024, "ObjectPointer"),
    (2048, "Vector"),
    (4096, "StaticMember"),
    (8192, "LValueReference"),
    (16384, "RValueReference"),
    (32768, "ExportSymbols"),
    (1 << 18, "IntroducedVirtual"),
    (1 << 19, "BitField"),
    (1 << 20, "NoReturn"),
    (1 << 22, "TypePassByValue"),
    (1 << 23, "TypePassByReference"),
    (1 << 24, "EnumClass"),
    (1 << 25, "Thunk"),
    (1 << 26, "NonTrivial"),
    (1 << 27, "BigEndian"),
    (1 << 28, "LittleEndian"),
    (1 << 29, "AllCallsDescribed"),
]


def _di_flags(flags: int) -> str:
    """DINode flags as `DIFlagA | DIFlagB`."""
    names = []
    access = flags & 3
    if access:
        names.append("DIFlag" + {1: "Private", 2: "Protected", 3: "Public"}[access])
    inheritance = (flags >> 16) & 3
    if inheritance:
        names.append(
            "DIFlag"
            + {
                1: "SingleInheritance",
                2: "MultipleInheritance",
                3: "VirtualInheritance",
            }[inheritance]
        )
    names += ["DIFlag" + name for bit, name in _DI_FLAGS if flags & bit]
    return " | ".join(names)
