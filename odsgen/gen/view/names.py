"""The names a generated module uses, and the imports they need.

Views record what they use: names the template writes (`add`), and the names
in fragments they pass through from the records and the constraint library
(`expression`, `code`: predicates, conversions, hand-written builder bodies).
`imports` then writes the module's import lines from the table of runtime
names below and the dialect's own names.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Sequence

# The builtin type classes of odsgen.ir.types (besides `Type` itself).
BUILTIN_TYPES = (
    "IntegerType",
    "IndexType",
    "FloatType",
    "NoneType",
    "ComplexType",
    "FunctionType",
    "VectorType",
    "RankedTensorType",
    "UnrankedTensorType",
    "MemRefType",
    "UnrankedMemRefType",
    "TupleType",
    "ShapedType",
    "OpaqueType",
)

# Runtime names generated code may use, and the module each comes from.
# The builtin attribute classes of odsgen.ir.attributes (besides `Attribute`).
BUILTIN_ATTRIBUTES = (
    "IntegerAttr",
    "BoolAttr",
    "FloatAttr",
    "StringAttr",
    "UnitAttr",
    "TypeAttr",
    "ArrayAttr",
    "DictionaryAttr",
    "DenseArrayAttr",
    "SymbolRefAttr",
    "FlatSymbolRefAttr",
    "AffineMapAttr",
)

RUNTIME_NAMES: dict[str, str] = {
    **{name: "odsgen.ir.types" for name in ("Type", *BUILTIN_TYPES)},
    **{name: "odsgen.ir.attributes" for name in ("Attribute", *BUILTIN_ATTRIBUTES)},
    "ElementsAttr": "odsgen.ir.dense",
    "DenseIntOrFPElementsAttr": "odsgen.ir.dense",
    "Location": "odsgen.ir.location",
    "FusedLoc": "odsgen.ir.location",
    "NameLoc": "odsgen.ir.location",
    "RewritePattern": "odsgen.ir.rewrite",
    "PatternRewriter": "odsgen.ir.rewrite",
    "defining_op": "odsgen.ir.rewrite",
    "constant_value": "odsgen.ir.rewrite",
    "Context": "odsgen.ir.context",
    "DialectType": "odsgen.ir.dialect_types",
    "DialectAttribute": "odsgen.ir.dialect_types",
    "ParameterlessType": "odsgen.ir.parameterless",
    "ParameterlessAttribute": "odsgen.ir.parameterless",
    "OneParamAttribute": "odsgen.asm.one_param_attributes",
    "StructAttribute": "odsgen.asm.struct_attributes",
    **{
        name: "odsgen.asm.param_values"
        for name in (
            "FormatParam",
            "IntegerValue",
            "BoolValue",
            "AttributeValue",
            "StrippedAttributeValue",
            "HookValue",
            "EnumFieldValue",
            "EnumKeywordValue",
            "ListValue",
        )
    },
    "AsmParser": "odsgen.asm.parser",
    "Operation": "odsgen.ir.operation",
    "Value": "odsgen.ir.operation",
    "OpResult": "odsgen.ir.operation",
    "Block": "odsgen.ir.operation",
    "Region": "odsgen.ir.operation",
    "OpBase": "odsgen.ir.op_base",
    "OpAdaptor": "odsgen.ir.op_base",
    "op_error": "odsgen.ir.diagnostics",
    "argument_error": "odsgen.ir.arguments",
    "expect_sequence": "odsgen.ir.arguments",
    "OperationParser": "odsgen.asm.op_parser",
    "escape_string": "odsgen.ir.printing",
    "UnresolvedOperand": "odsgen.asm.op_parser",
    "AsmPrinter": "odsgen.ir.printer",
    **{
        name: "odsgen.asm.format_support"
        for name in (
            "expect_keyword",
            "ParsedAttributes",
            "parse_type_of",
            "parse_stripped_type",
            "parse_attribute_of",
            "parse_stripped_attribute",
            "parse_optional_attribute_of",
            "parse_enum_text",
            "parse_operand_groups",
            "parse_type_groups",
            "parse_region_list",
            "parse_successor_list",
            "first_type",
            "parse_bool",
            "parse_integer_field",
            "parse_enum_keyword",
            "parse_enum_field",
            "parsing_parameter",
            "parse_struct_key",
            "parse_string_field",
            "parse_dense_array",
            "ensure_block",
            "ensure_terminator",
            "print_stripped",
            "print_dense_array",
            "print_region_with_implicit_terminator",
            "print_regions",
            "print_successors",
            "print_operand_groups",
            "print_type_groups",
        )
    },
    "Sequence": "collections.abc",
    "Any": "typing",
    "Self": "typing",
    "cast": "typing",
    **{
        name: "odsgen.ir.traits"
        for name in (
            "IsTerminator",
            "NoTerminator",
            "IsolatedFromAbove",
            "SymbolTable",
            "Symbol",
            "SingleBlock",
            "AffineScope",
            "Commutative",
            "ConstantLike",
            "ReturnLike",
            "GraphRegions",
            "NoMemoryEffect",
            "AlwaysSpeculatable",
            "RecursivelySpeculatable",
        )
    },
    **{
        name: "odsgen.ir.trait_verifiers"
        for name in (
            "verify_counts",
            "verify_operand_count",
            "verify_result_count",
            "verify_region_count",
            "verify_successor_count",
            "verify_segment_sizes",
            "verify_optional_group",
            "verify_value_size_attr",
            "verify_same_operands_and_result_type",
            "verify_same_type_operands",
            "verify_same_operands_shape",
            "verify_same_operands_and_result_shape",
            "verify_elementwise",
            "verify_same_operands_element_type",
            "verify_same_operands_and_result_element_type",
            "verify_all_types_match",
            "verify_types_match_with",
            "verify_pred_op_trait",
            "verify_has_parent",
            "verify_single_block",
            "verify_implicit_terminator",
            "verify_is_terminator",
            "verify_no_region_arguments",
            "verify_symbol",
        )
    },
}
_WORD = re.compile(r"[A-Z]+(?![a-z])|[A-Z][a-z]*|[a-z]+|\d+")
IDENTIFIER = re.compile(r"\b[A-Za-z_][A-Za-z0-9_]*\b")
_HOOKS = re.compile(r"\bhooks\.")
# Docstrings (triple-quoted, not f-strings): their words are no uses of names.
_DOCSTRING = re.compile(r'(?<![fF])("""|\'\'\')[\s\S]*?\1')


@dataclass
class Uses:
    """The names a module uses, and whether it uses the dialect's `hooks`."""

    names: set[str] = field(default_factory=set)
    hooks: bool = False

    def add(self, *names: str) -> None:
        self.names.update(names)

    def add_hooks(self) -> None:
        self.hooks = True

    def expression(self, text: str) -> None:
        """The names in a Python fragment (an annotation, a predicate)."""
        self.names.update(IDENTIFIER.findall(text))
        self.hooks |= bool(_HOOKS.search(text))

    def code(self, text: str) -> None:
        """The names in a block of code (its docstrings left out)."""
        self.expression(_DOCSTRING.sub("", text))

    def imports(self, local: dict[str, str] | None = None) -> str:
        """`from module import a, b` lines for the runtime and `local` names used."""
        known = {**RUNTIME_NAMES, **(local or {})}
        used: dict[str, set[str]] = {}
        for name in self.names | ({"hooks"} if self.hooks else set()):
            module = known.get(name)
            if module is not None:
                used.setdefault(module, set()).add(name)
        groups: list[list[str]] = [[], [], []]
        for module in sorted(used):
            names = ", ".join(sorted(used[module]))
            group = (
                2 if module.startswith(".") else 1 if module.startswith("odsgen") else 0
            )
            groups[group].append(f"from {module} import {names}")
        if self.hooks and "hooks" not in known:  # a hooks file copied beside
            groups[2].insert(0, "from . import hooks")
        return "\n\n".join("\n".join(group) for group in groups if group)


def unique_name(name: str, taken: set[str], separator: str = "") -> str:
    """`name`, numbered from 2 (after `separator`) while taken; then taken."""
    unique, number = name, 2
    while unique in taken:
        unique, number = f"{name}{separator}{number}", number + 1
    taken.add(unique)
    return unique


def common_words(names: Sequence[str]) -> list[str]:
    """Words every name has, in order (the longest common subsequence of
    their CamelCase or snake_case words, taken name by name)."""
    common = _WORD.findall(names[0])
    for name in names[1:]:
        common = _subsequence(common, _WORD.findall(name))
    return common


def _subsequence(a: list[str], b: list[str]) -> list[str]:
    """A longest common subsequence of the word lists `a` and `b`."""
    table = [[0] * (len(b) + 1) for _ in range(len(a) + 1)]
    for i in range(len(a) - 1, -1, -1):
        for j in range(len(b) - 1, -1, -1):
            if a[i] == b[j]:
                table[i][j] = table[i + 1][j + 1] + 1
            else:
                table[i][j] = max(table[i + 1][j], table[i][j + 1])
    i = j = 0
    result = []
    while i < len(a) and j < len(b):
        if a[i] == b[j]:
            result.append(a[i])
            i += 1
            j += 1
        elif table[i + 1][j] >= table[i][j + 1]:
            i += 1
        else:
            j += 1
    return result
