"""Debug metadata to `#llvm.di_*` attributes and locations (MLIR 16's DebugImporter)."""

from __future__ import annotations

from typing import Any

from ...ir.location import CallSiteLoc, FileLineColLoc, FusedLoc, NameLoc
from .attributes import _quote
from .model import MDNode

_EMISSION = {
    "NoDebug": "None",
    "FullDebug": "Full",
    "LineTablesOnly": "LineTablesOnly",
    "DebugDirectivesOnly": "DebugDirectivesOnly",
}
# Old-style subprogram fields that LLVM 16 reads as subprogram flags.
_LEGACY_SP = {
    "isLocal": "LocalToUnit",
    "isDefinition": "Definition",
    "isOptimized": "Optimized",
}


def _flags(value: Any, prefix: str) -> str | None:
    """`DIFlagA | DIFlagB` as MLIR spells it (`A|B`); None for none."""
    if value is None or value == 0:
        return None
    words = value if isinstance(value, tuple) else (value,)
    names = [w[len(prefix) :] if w.startswith(prefix) else w for w in words]
    names = [n for n in names if n != "Zero"]
    if not names:
        return None
    return names[0] if len(names) == 1 else '"' + "|".join(names) + '"'


class DebugImporter:
    """Translates DI nodes once each (None for what MLIR 16 cannot translate)."""

    def __init__(self, importer: Any) -> None:
        self.im = importer
        self._cache: dict[int, str | None] = {}
        self._stack: set[int] = set()
        self._locations: dict[int, Any] = {}

    def node(self, operand: Any) -> MDNode | None:
        node = self.im._md(operand)
        return node if isinstance(node, MDNode) else None

    # -- attributes ------------------------------------------------------------------

    def attribute(self, operand: Any) -> Any:
        """The attribute of a DI node operand, or None."""
        text = self.text(self.node(operand))
        return None if text is None else self.im.attr(text)

    def text(self, node: MDNode | None) -> str | None:
        """The attribute spelling of a DI node (None if it has none)."""
        if node is None:
            return None
        key = id(node)
        if key in self._cache:
            return self._cache[key]
        if key in self._stack:
            return None
        self._stack.add(key)
        try:
            result = self._translate(node)
        finally:
            self._stack.discard(key)
        if result is not None:
            self._cache[key] = result
        return result

    def _field(self, node: MDNode, name: str) -> str | None:
        return self.text(self.node(node.fields.get(name)))

    def _translate(self, node: MDNode) -> str | None:
        kind = node.kind
        f = node.fields
        if kind == "DIFile":
            return f"#llvm.di_file<{_quote(f.get('filename', ''))} in {_quote(f.get('directory', ''))}>"
        if kind == "DIBasicType":
            parts = [
                f"tag = {f.get('tag', 'DW_TAG_base_type')}",
                f"name = {_quote(f.get('name', ''))}",
            ]
            if f.get("size"):
                parts.append(f"sizeInBits = {f['size']}")
            if f.get("encoding"):
                parts.append(f"encoding = {f['encoding']}")
            return "#llvm.di_basic_type<" + ", ".join(parts) + ">"
        if kind == "DICompileUnit":
            file = self._field(node, "file")
            emission = _EMISSION.get(f.get("emissionKind", "NoDebug"), "None")
            optimized = "true" if f.get("isOptimized") == "true" else "false"
            return (
                f"#llvm.di_compile_unit<sourceLanguage = {f.get('language')}, file = {file},"
                f" producer = {_quote(f.get('producer', ''))}, isOptimized = {optimized},"
                f" emissionKind = {emission}>"
            )
        if kind == "DICompositeType":
            elements = []
            for element in self._tuple(f.get("elements")):
                elements.append(self.text(element))
            if None in elements:
                elements = []
            parts = [f"tag = {f.get('tag')}", f"name = {_quote(f.get('name', ''))}"]
            self._optional(parts, "file", self._field(node, "file"))
            self._number(parts, "line", f.get("line"))
            self._optional(parts, "scope", self._field(node, "scope"))
            self._optional(parts, "baseType", self._field(node, "baseType"))
            self._optional(parts, "flags", _flags(f.get("flags"), "DIFlag"))
            self._number(parts, "sizeInBits", f.get("size"))
            self._number(parts, "alignInBits", f.get("align"))
            if elements:
                parts.append("elements = " + ", ".join(elements))
            return "#llvm.di_composite_type<" + ", ".join(parts) + ">"
        if kind == "DIDerivedType":
            base = self._field(node, "baseType")
            if base is None:
                # A cycle (as MLIR 16), or no base type (`void *`), which the
                # attribute cannot hold (MLIR 16 crashes on it).
                return None
            parts = [f"tag = {f.get('tag')}"]
            if "name" in f:
                parts.append(f"name = {_quote(f['name'])}")
            parts.append(
                f"baseType = {base if base is not None else '#llvm.di_null_type'}"
            )
            self._number(parts, "sizeInBits", f.get("size"))
            self._number(parts, "alignInBits", f.get("align"))
            self._number(parts, "offsetInBits", f.get("offset"))
            return "#llvm.di_derived_type<" + ", ".join(parts) + ">"
        if kind in ("DILexicalBlock", "DILexicalBlockFile", "DILocalVariable"):
            # Their scope is required: without one (a scope MLIR 16 cannot
            # translate either) they have no attribute.
            if self._field(node, "scope") is None:
                return None
        if kind == "DILexicalBlock":
            parts = [f"scope = {self._field(node, 'scope')}"]
            self._optional(parts, "file", self._field(node, "file"))
            self._number(parts, "line", f.get("line"))
            self._number(parts, "column", f.get("column"))
            return "#llvm.di_lexical_block<" + ", ".join(parts) + ">"
        if kind == "DILexicalBlockFile":
            parts = [f"scope = {self._field(node, 'scope')}"]
            self._optional(parts, "file", self._field(node, "file"))
            parts.append(f"discriminator = {f.get('discriminator', 0)}")
            return "#llvm.di_lexical_block_file<" + ", ".join(parts) + ">"
        if kind == "DILocalVariable":
            parts = [
                f"scope = {self._field(node, 'scope')}",
                f"name = {_quote(f.get('name', ''))}",
            ]
            self._optional(parts, "file", self._field(node, "file"))
            self._number(parts, "line", f.get("line"))
            self._number(parts, "arg", f.get("arg"))
            self._number(parts, "alignInBits", f.get("align"))
            self._optional(parts, "type", self._field(node, "type"))
            return "#llvm.di_local_variable<" + ", ".join(parts) + ">"
        if kind == "DISubprogram":
            scope = self._field(node, "scope")
            if f.get("scope") is not None and scope is None:
                return None
            type_ = self._field(node, "type")
            if f.get("type") is not None and type_ is None:
                return None
            flags = [w for w in self._words(f.get("spFlags"))]
            for legacy, flag in _LEGACY_SP.items():
                if f.get(legacy) == "true":
                    flags.append("DISPFlag" + flag)
            unit, file = self._field(node, "unit"), self._field(node, "file")
            if unit is None or file is None:
                return None
            parts = [f"compileUnit = {unit}"]
            self._optional(parts, "scope", scope)
            parts.append(f"name = {_quote(f.get('name', ''))}")
            if "linkageName" in f:
                parts.append(f"linkageName = {_quote(f['linkageName'])}")
            parts.append(f"file = {file}")
            self._number(parts, "line", f.get("line"))
            self._number(parts, "scopeLine", f.get("scopeLine"))
            parts.append(
                f"subprogramFlags = {_flags(tuple(flags), 'DISPFlag') or 'Zero'}"
            )
            self._optional(parts, "type", type_)
            return "#llvm.di_subprogram<" + ", ".join(parts) + ">"
        if kind == "DISubroutineType":
            types = []
            for index, element in enumerate(
                self._tuple(f.get("types"), keep_null=True)
            ):
                if element is not None:
                    types.append(self.text(element))
                elif index == 0:
                    types.append("#llvm.di_void_result_type")
                # A null argument (the `...` of a variadic function) has no
                # attribute: MLIR 16 writes a void type there, which its
                # verifier rejects.
            if None in types:
                return None
            parts = []
            if f.get("cc"):
                parts.append(f"callingConvention = {f['cc']}")
            if types:
                parts.append("types = " + ", ".join(types))
            return "#llvm.di_subroutine_type<" + ", ".join(parts) + ">"
        if kind == "DISubrange":
            parts = []
            for name in ("count", "lowerBound", "upperBound", "stride"):
                value = f.get(name)
                if isinstance(value, int):
                    parts.append(f"{name} = {value} : i64")
            return "#llvm.di_subrange<" + ", ".join(parts) + ">"
        return None

    @staticmethod
    def _words(value: Any) -> list[str]:
        if value is None or value == 0:
            return []
        return list(value) if isinstance(value, tuple) else [value]

    def _tuple(self, operand: Any, keep_null: bool = False) -> list[Any]:
        node = self.node(operand)
        if node is None:
            return []
        result = []
        for item in node.operands:
            child = self.node(item)
            if child is not None or keep_null:
                result.append(child)
        return result

    @staticmethod
    def _optional(parts: list[str], name: str, text: str | None) -> None:
        if text is not None:
            parts.append(f"{name} = {text}")

    @staticmethod
    def _number(parts: list[str], name: str, value: Any) -> None:
        if isinstance(value, int) and value:
            parts.append(f"{name} = {value}")

    # -- locations -------------------------------------------------------------------

    def location(self, operand: Any) -> Any:
        """The location of a `!dbg` attachment (the module's without one)."""
        node = self.node(operand)
        if node is None or node.kind != "DILocation":
            return self.im.loc
        key = id(node)
        found = self._locations.get(key)
        if found is None:
            found = self._locations[key] = self._location(node)
        return found

    def _location(self, node: MDNode) -> Any:
        ctx = self.im.context
        f = node.fields
        scope = self.node(f.get("scope"))
        result = FileLineColLoc.get(
            self._filename(scope), f.get("line", 0), f.get("column", 0), ctx
        )
        inlined = f.get("inlinedAt")
        if inlined is not None:
            result = CallSiteLoc.get(result, self.location(inlined), ctx)
        return FusedLoc.get([result], self.attribute(f.get("scope")), ctx)

    def _filename(self, scope: MDNode | None) -> str:
        if scope is None:
            return ""
        file = self.node(scope.fields.get("file"))
        if scope.kind == "DIFile":
            file = scope
        return "" if file is None else file.fields.get("filename", "")

    def function_location(self, fn: Any) -> Any | None:
        """`fused<#di_subprogram>["name"]` for a function with a subprogram."""
        operand = fn.metadata.get("dbg")
        node = self.node(operand)
        if node is None or node.kind != "DISubprogram":
            return None
        ctx = self.im.context
        name = NameLoc.get(node.fields.get("name", ""), None, ctx)
        return FusedLoc.get([name], self.attribute(operand), ctx)
