"""Python source for a dialect's operation classes.

For every op: properties for operands, attributes, results, regions and
successors; a `build` classmethod; a `verify` method that checks counts,
attributes, operand and result types, regions, successors and traits in
MLIR 16's order, with its messages. Constraint checks shared by several ops
become module-level functions, as mlir-tblgen uniques them.
"""

from __future__ import annotations

import textwrap
from dataclasses import dataclass, field
from typing import Sequence

from .docstrings import docstring_text
from .constraints import AttrConstraint, TypeConstraint, substitute
from .library import EFFECTS, Trait
from .emit_format import op_format_methods
from .model import AttributeArg, DialectDef, Operand, OpDef, Result


@dataclass
class ConstraintFunctions:
    """Module-level check functions, one per distinct constraint."""

    type_checks: dict[tuple[str, str], str] = field(default_factory=dict)
    attr_checks: dict[tuple[str, str], str] = field(default_factory=dict)

    def type_check(self, constraint: TypeConstraint) -> str | None:
        if constraint.pred is None:
            return None
        key = (constraint.pred, constraint.summary)
        if key not in self.type_checks:
            self.type_checks[key] = f"_check_type_{len(self.type_checks)}"
        return self.type_checks[key]

    def attr_check(self, constraint: AttrConstraint) -> str | None:
        if constraint.pred is None:
            return None
        key = (constraint.pred, constraint.summary)
        if key not in self.attr_checks:
            self.attr_checks[key] = f"_check_attr_{len(self.attr_checks)}"
        return self.attr_checks[key]

    def source(self) -> str:
        parts = []
        for (pred, summary), name in self.type_checks.items():
            parts.append(
                f"def {name}(op: Operation, type_: Type, kind: str, index: int) -> None:\n"
                f'    """Type constraint: {_docstring_text(summary)}."""\n'
                f"    if not ({substitute(pred, 'type_')}):\n"
                f"        raise op_error(\n"
                f"            op, f\"{{kind}} #{{index}} must be {_fstring(summary)}, but got '{{type_}}'\"\n"
                f"        )\n"
            )
        for (pred, summary), name in self.attr_checks.items():
            parts.append(
                f"def {name}(op: Operation, attr: Attribute, name: str) -> None:\n"
                f'    """Attribute constraint: {_docstring_text(summary)}."""\n'
                f"    if not ({substitute(pred, 'attr')}):\n"
                f"        raise op_error(\n"
                f"            op, f\"attribute '{{name}}' failed to satisfy constraint: {_fstring(summary)}\"\n"
                f"        )\n"
            )
        return "\n\n".join(parts)


def _fstring(text: str) -> str:
    return (
        text.replace("\\", "\\\\")
        .replace('"', '\\"')
        .replace("{", "{{")
        .replace("}", "}}")
    )


def _docstring_text(text: str) -> str:
    return docstring_text(text.strip()) or "A constraint"


def _string(text: str) -> str:
    return repr(text)


# -- one op ------------------------------------------------------------------------------


def op_source(
    op: OpDef,
    checks: ConstraintFunctions,
    mixin: str | None = None,
    dialect: DialectDef | None = None,
) -> str:
    """The class of one operation (deriving from the hooks module's mixin, if any)."""
    bases = f"hooks.{mixin}, OpBase" if mixin else "OpBase"
    lines = [f"class {op.class_name}({bases}):"]
    lines.append(textwrap.indent(_class_docstring(op), "    "))
    lines.append("")
    lines.append("    __slots__ = ()")
    lines.append("")
    lines.append(f"    OPERATION_NAME = {_string(op.name)}")
    runtime = sorted({t.runtime for t in op.traits if t.runtime})
    if runtime:
        lines.append(f"    TRAITS = frozenset({{{', '.join(runtime)}}})")
    effects = _memory_effects(op)
    if effects:
        lines.append(f"    MEMORY_EFFECTS = ({effects},)")
    lines.extend(_operand_layout(op))
    if op.default_dialect:
        lines.append(f"    DEFAULT_DIALECT = {_string(op.default_dialect)}")
    if len(op.results) > 1 and all(r.named for r in op.results):
        names = ", ".join(_string(r.name) for r in op.results)
        lines.append(f"    RESULT_NAMES = ({names},)")
    if op.operands:
        lines.append(f"    Adaptor = {op.class_name}Adaptor")
    if any(r.constraint.is_variable_length for r in op.results):
        kinds = ", ".join(_string(r.constraint.kind) for r in op.results)
        lines.append(f"    RESULT_KINDS = ({kinds},)")
        if op.has_trait("AttrSizedResultSegments"):
            lines.append('    RESULT_SEGMENTS = "result_segment_sizes"')
    body = [
        *_operand_properties(op),
        *_attribute_properties(op),
        *_result_properties(op),
        *_region_properties(op),
        *_successor_properties(op),
    ]
    defaults = _default_attributes(op)
    if defaults:
        lines.append("    HAS_DEFAULT_ATTRIBUTES = True")
        body.append(defaults)
    if not op.skip_default_builders:
        body.append(_build_method(op))
    for index, builder in enumerate(op.builders):
        body.append(_custom_builder(op, index, builder))
    body.append(_verify_method(op, checks))
    region_checks = [t.region_check for t in op.traits if t.region_check]
    if region_checks:
        body.append(_region_traits_method(op, region_checks))
    body.extend(op_format_methods(op, dialect))
    if op.extra_python.strip():
        body.append(textwrap.dedent(op.extra_python).strip("\n"))
    for member in body:
        lines.append("")
        lines.append(textwrap.indent(member, "    "))
    return "\n".join(lines) + "\n"


def _operand_layout(op: OpDef) -> list[str]:
    """`OPERAND_KINDS` / `OPERAND_SEGMENTS` class attributes, when groups vary in size."""
    if not any(o.constraint.is_variable_length for o in op.operands):
        return []
    kinds = ", ".join(
        _string(
            "optional"
            if o.constraint.kind == "optional"
            else "variadic" if o.constraint.is_variable_length else "single"
        )
        for o in op.operands
    )
    lines = [f"    OPERAND_KINDS = ({kinds},)"]
    if op.has_trait("AttrSizedOperandSegments"):
        lines.append('    OPERAND_SEGMENTS = "operand_segment_sizes"')
    return lines


def adaptor_source(op: OpDef) -> str:
    """`<Op>Adaptor`: the op's operand names over a plain list of values."""
    lines = [
        f"class {op.class_name}Adaptor(OpAdaptor):",
        f'    """The operands of `{op.name}` by name, over a list of values."""',
        "",
        "    __slots__ = ()",
    ]
    layout = _operand_layout(op)
    if layout:
        lines.append("")
        lines.extend(layout)
    for member in _operand_properties(op, adaptor=True):
        lines.append("")
        lines.append(textwrap.indent(member, "    "))
    return "\n".join(lines) + "\n"


def _class_docstring(op: OpDef) -> str:
    summary = op.summary.strip() or f"The `{op.name}` operation."
    text = summary
    if op.description.strip():
        text += "\n\n" + textwrap.dedent(op.description).strip()
    text = docstring_text(text)
    if "\n" in text:
        return f'"""{text}\n"""'
    return f'"""{text}"""'


def _fixed_prefix(op: OpDef, items: list, segments_trait: str) -> int:
    """How many leading groups are single values at fixed positions: those
    before the first variable-length group, unless a segment sizes attribute
    (which a malformed op may get wrong) places them."""
    if op.has_trait(segments_trait):
        return 0
    count = 0
    while count < len(items) and not items[count].constraint.is_variable_length:
        count += 1
    return count


def _tail_group(op: OpDef, items: list, segments_trait: str) -> int | None:
    """The position of the only variable-length group when it comes last
    (variadic or optional) and no segment sizes attribute places the groups:
    its values are then all those from that position on."""
    fixed = _fixed_prefix(op, items, segments_trait)
    if fixed != len(items) - 1 or items[fixed].constraint.kind not in (
        "variadic",
        "optional",
    ):
        return None
    return fixed


def _tail_values(values: str, start: int) -> str:
    """The slice of `values` from `start` on (all of them from 0)."""
    return values if start == 0 else f"{values}[{start}:]"


def _tail_present(values: str, start: int) -> str:
    """The test that `values` go beyond position `start`."""
    return values if start == 0 else f"len({values}) > {start}"


def _operand_properties(op: OpDef, adaptor: bool = False) -> list[str]:
    members = []
    operands = list(op.operands)
    variable = any(o.constraint.is_variable_length for o in operands)
    fixed = _fixed_prefix(op, operands, "AttrSizedOperandSegments")
    tail = _tail_group(op, operands, "AttrSizedOperandSegments")
    values = "self.operands" if adaptor else "self._operands"
    value = "" if adaptor else ".value"
    for index, operand in enumerate(operands):
        kind = operand.constraint.kind
        if not variable or index < fixed:
            getter, annotation = f"{values}[{index}]{value}", "Value"
        elif index == tail and kind == "optional":
            present = _tail_present(values, index)
            getter = f"{values}[{index}]{value} if {present} else None"
            annotation = "Value | None"
        elif index == tail:
            if adaptor:  # a slice copies; from 0, copy with `list`
                getter = f"{values}[{index}:]" if index else f"list({values})"
            else:
                getter = f"[use.value for use in {_tail_values(values, index)}]"
            annotation = "list[Value]"
        elif kind == "single":
            getter, annotation = f"self.operand_group({index})[0]", "Value"
        elif kind == "optional":
            getter = f"next(iter(self.operand_group({index})), None)"
            annotation = "Value | None"
        elif kind == "variadic_of_variadic":
            segments = _string(operand.constraint.segment_attr)
            getter = f"self.operand_subgroups({index}, {segments})"
            annotation = "list[list[Value]]"
        else:
            getter, annotation = f"self.operand_group({index})", "list[Value]"
        members.append(
            _property(
                operand.python_name, annotation, getter, f"Operand `{operand.name}`."
            )
        )
    return members


def _attribute_properties(op: OpDef) -> list[str]:
    members = []
    for attr in op.attributes:
        constraint = attr.constraint
        raw = attr.python_name + "_attr"
        members.append(
            _property(
                raw,
                f"{constraint.storage} | None",
                f"self.attributes.get_attr({_string(attr.name)})",
                f"The attribute `{attr.name}` as stored (None if absent).",
            )
        )
        if constraint.is_unit:
            body = f"return {_string(attr.name)} in self.attributes"
            members.append(
                _property_body(
                    attr.python_name, "bool", body, f"Whether `{attr.name}` is set."
                )
            )
            continue
        convert = substitute(constraint.convert, "attr")
        if constraint.default is not None:
            fallback = constraint.default
            annotation = constraint.return_type
        elif constraint.optional:
            fallback = "None"
            annotation = f"{constraint.return_type} | None"
        else:
            fallback = None
            annotation = constraint.return_type
        if fallback is None:
            body = (
                f"attr = self.attributes.get_attr({_string(attr.name)})\n"
                f"assert attr is not None, {_string('missing attribute ' + repr(attr.name))}\n"
                f"return {convert}"
            )
        else:
            body = (
                f"attr = self.attributes.get_attr({_string(attr.name)})\n"
                f"return {fallback} if attr is None else {convert}"
            )
        members.append(
            _property_body(
                attr.python_name, annotation, body, f"The value of `{attr.name}`."
            )
        )
    return members


def _result_properties(op: OpDef) -> list[str]:
    members = []
    results = list(op.results)
    variable = any(r.constraint.is_variable_length for r in results)
    fixed = _fixed_prefix(op, results, "AttrSizedResultSegments")
    tail = _tail_group(op, results, "AttrSizedResultSegments")
    for index, result in enumerate(results):
        kind = result.constraint.kind
        if not variable or index < fixed:
            getter, annotation = f"self.results[{index}]", "OpResult"
        elif index == tail and kind == "optional":
            present = _tail_present("self.results", index)
            getter = f"self.results[{index}] if {present} else None"
            annotation = "OpResult | None"
        elif index == tail:
            getter = f"list({_tail_values('self.results', index)})"
            annotation = "list[OpResult]"
        elif kind == "single":
            getter, annotation = f"self.result_group({index})[0]", "OpResult"
        elif kind == "optional":
            getter = f"next(iter(self.result_group({index})), None)"
            annotation = "OpResult | None"
        else:
            getter, annotation = f"self.result_group({index})", "list[OpResult]"
        members.append(
            _property(
                result.python_name, annotation, getter, f"Result `{result.name}`."
            )
        )
    return members


def _region_properties(op: OpDef) -> list[str]:
    members = []
    for index, region in enumerate(op.regions):
        if region.constraint.variadic:
            getter, annotation = f"list(self.regions[{index}:])", "list[Region]"
        else:
            getter, annotation = f"self.regions[{index}]", "Region"
        members.append(
            _property(
                region.python_name, annotation, getter, f"Region `{region.name}`."
            )
        )
    return members


def _successor_properties(op: OpDef) -> list[str]:
    members = []
    for index, successor in enumerate(op.successors):
        if successor.constraint.variadic:
            getter, annotation = f"self.successors[{index}:]", "list[Block]"
        else:
            getter, annotation = f"self.successors[{index}]", "Block"
        members.append(
            _property(
                successor.python_name,
                annotation,
                getter,
                f"Successor `{successor.name}`.",
            )
        )
    return members


def _property(name: str, annotation: str, expression: str, doc: str) -> str:
    return _property_body(name, annotation, f"return {expression}", doc)


def _property_body(name: str, annotation: str, body: str, doc: str) -> str:
    return (
        "@property\n"
        f"def {name}(self) -> {annotation}:\n"
        f'    """{doc}"""\n' + textwrap.indent(body, "    ")
    )


# -- build ---------------------------------------------------------------------------------


def inferred_result_types(op: OpDef) -> list[str] | None:
    """Python expressions of the result types when the records fix them, else None."""
    if op.has_trait("InferTypeOpInterface"):
        operands = ", ".join(_operand_list_item(o) for o in op.operands)
        return [f"*cls.infer_result_types([{operands}], attributes)"]
    if not op.results or any(r.constraint.is_variable_length for r in op.results):
        return None if op.results else []
    single_operands = [o for o in op.operands if o.constraint.kind == "single"]
    if op.has_trait("SameOperandsAndResultType") and single_operands:
        source = f"{single_operands[0].python_name}.type"
        return [source] * len(op.results)
    types = []
    for result in op.results:
        expression = _inferred_from_traits(op, result) or result.constraint.builder
        if expression is None:
            return None
        types.append(expression)
    return types


def _inferred_from_traits(op: OpDef, result: Result) -> str | None:
    operand_names = {o.name: o for o in op.operands if o.constraint.kind == "single"}
    for trait in op.traits:
        if trait.name == "AllTypesMatch" and result.name in trait.args[0]:
            for name in trait.args[0]:
                if name in operand_names:
                    return f"{operand_names[name].python_name}.type"
        if trait.name == "TypesMatchWith":
            _, lhs, rhs, transform = trait.args
            if rhs == result.name and lhs in operand_names:
                return substitute(transform, f"{operand_names[lhs].python_name}.type")
    return None


class _Params:
    """Builder parameters in ODS order; once one has a default, later required
    ones become keyword-only (Python's rule for defaults)."""

    def __init__(self) -> None:
        self.items: list[str] = []
        self._defaulted = False
        self._keyword_only = False

    def add(self, name: str, annotation: str, default: str | None = None) -> None:
        if default is None and self._defaulted and not self._keyword_only:
            self.items.append("*")
            self._keyword_only = True
        if default is not None:
            self._defaulted = True
            self.items.append(f"{name}: {annotation} = {default}")
        else:
            self.items.append(f"{name}: {annotation}")

    def finish(self) -> list[str]:
        marker = [] if self._keyword_only else ["*"]
        return [*self.items, *marker, "location: Location | None = None"]


def _operand_list_item(operand: Operand) -> str:
    name = operand.python_name
    kind = operand.constraint.kind
    if kind == "optional":
        return f"*([] if {name} is None else [{name}])"
    if kind == "variadic":
        return f"*{name}"
    if kind == "variadic_of_variadic":
        return f"*(value for group in {name} for value in group)"
    return name


def _build_method(op: OpDef) -> str:
    inferred = inferred_result_types(op)
    params = _Params()
    result_types: list[str] = []
    if inferred is None:
        for result in op.results:
            name = result.python_name + "_type"
            kind = result.constraint.kind
            if kind == "optional":
                params.add(name, "Type | None", "None")
                result_types.append(f"*([] if {name} is None else [{name}])")
            elif kind == "variadic":
                params.add(name, "Sequence[Type]")
                result_types.append(f"*{name}")
            else:
                params.add(name, "Type")
                result_types.append(name)
    else:
        result_types = inferred
    operand_parts = []
    attr_lines = []
    # As in MLIR, the segment sizes of a VariadicOfVariadic operand come from its groups.
    computed = {
        str(o.constraint.segment_attr)
        for o in op.operands
        if o.constraint.kind == "variadic_of_variadic"
    }
    for argument in op.arguments:
        name = argument.python_name
        if not isinstance(argument, Operand) and argument.name in computed:
            continue
        if isinstance(argument, Operand):
            kind = argument.constraint.kind
            if kind == "optional":
                params.add(name, "Value | None", "None")
            elif kind == "variadic":
                params.add(name, "Sequence[Value]")
            elif kind == "variadic_of_variadic":
                params.add(name, "Sequence[Sequence[Value]]")
                segments = argument.constraint.segment_attr
                attr_lines.append(
                    f'attributes["{segments}"] = DenseArrayAttr.get(\n'
                    f"    IntegerType.get(32), [len(group) for group in {name}]\n)"
                )
            else:
                params.add(name, "Value")
            operand_parts.append(_operand_list_item(argument))
            continue
        constraint = argument.constraint
        key = _string(argument.name)
        if constraint.is_unit:
            params.add(name, "bool", "False")
            attr_lines.append(f"if {name}:\n    attributes[{key}] = UnitAttr.get()")
            continue
        annotation = constraint.storage
        if constraint.builder:
            annotation += f" | {constraint.return_type}"
        convert = _to_attribute(constraint, name)
        if constraint.optional or constraint.default is not None:
            params.add(name, f"{annotation} | None", "None")
            attr_lines.append(
                f"if {name} is not None:\n    attributes[{key}] = {convert}"
            )
        else:
            params.add(name, annotation)
            attr_lines.append(f"attributes[{key}] = {convert}")
    successor_parts = []
    for successor in op.successors:
        name = successor.python_name
        if successor.constraint.variadic:
            params.add(name, "Sequence[Block]")
            successor_parts.append(f"*{name}")
        else:
            params.add(name, "Block")
            successor_parts.append(name)
    if op.has_trait("AttrSizedOperandSegments"):
        sizes = ", ".join(_group_size(o) for o in op.operands)
        attr_lines.append(_segment_sizes("operand_segment_sizes", sizes))
    if op.has_trait("AttrSizedResultSegments") and inferred is None:
        sizes = ", ".join(_group_size(r, "_type") for r in op.results)
        attr_lines.append(_segment_sizes("result_segment_sizes", sizes))
    signature = ",\n".join(["cls", *params.finish()])
    uses_attributes = bool(attr_lines) or op.has_trait("InferTypeOpInterface")
    create = [
        f"operands=[{', '.join(operand_parts)}]",
        f"result_types=[{', '.join(result_types)}]",
    ]
    if uses_attributes:
        create.append("attributes=attributes")
    if successor_parts:
        create.append(f"successors=[{', '.join(successor_parts)}]")
    if op.regions:
        create.append(f"num_regions={len(op.regions)}")
    create.append("location=location")
    body = (
        ["attributes: dict[str, Attribute] = {}", *attr_lines]
        if uses_attributes
        else []
    )
    body.append(
        "return cls.create(\n" + textwrap.indent(",\n".join(create), "    ") + ",\n)"
    )
    note = " (result types inferred)" if inferred and op.results else ""
    doc = f'"""A new `{op.name}`{note}."""'
    return (
        "@classmethod\n"
        f"def build(\n{textwrap.indent(signature, '    ')},\n) -> {op.class_name}:\n"
        + textwrap.indent(doc + "\n" + "\n".join(body), "    ")
    )


def _segment_sizes(attr: str, sizes: str) -> str:
    return f'attributes["{attr}"] = DenseArrayAttr.get(IntegerType.get(32), [{sizes}])'


def _group_size(item: Operand | Result, suffix: str = "") -> str:
    name = item.python_name + suffix
    kind = item.constraint.kind
    if kind == "variadic":
        return f"len({name})"
    if kind == "optional":
        return f"0 if {name} is None else 1"
    if kind == "variadic_of_variadic":
        return f"sum(len(group) for group in {name})"
    return "1"


def _memory_effects(op: OpDef) -> str:
    """`("MemRead", "operand"), ...`: the memory effects the op declares, on
    itself (effect traits) or on its values (`Arg`/`Res` decorators)."""
    pairs = [(t.name, "op") for t in op.traits if t.name in EFFECTS]
    pairs += [
        (effect, kind)
        for kind, items in (("operand", op.operands), ("result", op.results))
        for item in items
        for effect in item.constraint.effects
    ]
    return ", ".join(f"({_string(e)}, {_string(k)})" for e, k in dict.fromkeys(pairs))


def _default_attributes(op: OpDef) -> str | None:
    """`default_attributes()`: the default-valued attributes, as MLIR 16's
    `populateDefaultAttrs` adds them to every new op that lacks them."""
    entries = []
    for argument in op.attributes:
        constraint = argument.constraint
        if constraint.default is None or constraint.optional:
            continue
        value = constraint.default
        if constraint.builder is not None:
            value = constraint.builder.replace("$0", f"({value})")
        entries.append(f"{_string(argument.name)}: {value}")
    if not entries:
        return None
    return (
        "@staticmethod\n"
        "def default_attributes() -> dict[str, Attribute]:\n"
        '    """The default-valued attributes, added to a new op where absent."""\n'
        f"    return {{{', '.join(entries)}}}"
    )


def _to_attribute(constraint: AttrConstraint, name: str) -> str:
    if constraint.builder is None:
        return name
    built = constraint.builder.replace("$0", name)
    return f"{name} if isinstance({name}, Attribute) else {built}"


def builder_method_name(op: OpDef, index: int) -> str:
    """The classmethod name of the op's custom builder number `index`."""
    name = op.builders[index].name
    if name:
        return name
    return "build" if op.skip_default_builders and index == 0 else f"build_{index + 1}"


def _custom_builder(op: OpDef, index: int, builder) -> str:
    params = ",\n".join(["cls", *(f"{name}: {spec}" for name, spec in builder.params)])
    name = builder_method_name(op, index)
    return (
        "@classmethod\n"
        f"def {name}(\n{textwrap.indent(params, '    ')},\n) -> {op.class_name}:\n"
        + textwrap.indent(textwrap.dedent(builder.body).strip("\n"), "    ")
    )


# -- verify --------------------------------------------------------------------------------


def _verify_method(op: OpDef, checks: ConstraintFunctions) -> str:
    lines: list[str] = []
    lines.extend(_count_checks(op))
    lines.extend(_attribute_checks(op, checks))
    lines.extend(_value_checks(op, checks, list(op.operands), "operand"))
    lines.extend(_value_checks(op, checks, list(op.results), "result"))
    for index, region in enumerate(op.regions):
        if region.constraint.pred is None:
            continue
        pred = substitute(region.constraint.pred, "region")
        target = (
            f"self.regions[{index}:]"
            if region.constraint.variadic
            else f"[self.regions[{index}]]"
        )
        lines.append(
            f"for region in {target}:\n"
            f"    if not ({pred}):\n"
            f"        raise op_error(\n"
            f"            self,\n"
            f"            \"region #{index} ('{region.name}') failed to verify constraint:"
            f' {_fstring(region.constraint.summary)}",\n'
            f"        )"
        )
    for trait in op.traits:
        if trait.check:
            lines.append(_trait_check(op, trait))
    if op.has_verifier:
        lines.append("self.verify_hook()")
    if not lines:
        lines.append("return")
    return (
        "def verify(self) -> None:\n"
        f'    """Check the invariants of `{op.name}` (MLIR 16\'s order and messages)."""\n'
        + textwrap.indent("\n".join(lines), "    ")
    )


def _trait_check(op: OpDef, trait: Trait) -> str:
    """The check of `trait`: its verifier's call, or for the type-matching
    traits on single operands and results at fixed positions, the comparison
    that verifier would make, written out."""
    if trait.name in ("TypesMatchWith", "RangedTypesMatchWith"):
        summary, lhs, rhs, transform = trait.args
        types = _fixed_types(op, [lhs, rhs])
        if types is not None:
            expected = substitute(transform, types[0])
            return (
                f"if {expected} != {types[1]}:\n"
                f"    raise op_error(self, {_string('failed to verify that ' + summary)})"
            )
    if trait.name == "AllTypesMatch":
        names = trait.args[0]
        types = _fixed_types(op, names)
        if types is not None:
            message = (
                f"failed to verify that all of {{{', '.join(names)}}} have same type"
            )
            differs = " or ".join(f"{t} != {types[0]}" for t in types[1:])
            return f"if {differs}:\n    raise op_error(self, {_string(message)})"
    return trait.check.format(op="self")  # type: ignore[union-attr]


def _fixed_types(op: OpDef, names: Sequence[str]) -> list[str] | None:
    """How to reach the types of the values `names` when each is a single
    operand or result at a fixed position, else None."""
    places = {}
    for what, items, segments in (
        ("operand", list(op.operands), "AttrSizedOperandSegments"),
        ("result", list(op.results), "AttrSizedResultSegments"),
    ):
        variable = any(i.constraint.is_variable_length for i in items)
        fixed = len(items) if not variable else _fixed_prefix(op, items, segments)
        for index, item in enumerate(items[:fixed]):
            places[item.name] = (
                f"self._operands[{index}].value.type"
                if what == "operand"
                else f"self.results[{index}].type"
            )
    if not all(name in places for name in names):
        return None
    return [places[name] for name in names]


def _region_traits_method(op: OpDef, region_checks: list[str]) -> str:
    lines = [check.format(op="self") for check in region_checks]
    return (
        "def verify_region_traits(self) -> None:\n"
        f'    """The region traits of `{op.name}`, checked after its nested operations."""\n'
        + textwrap.indent("\n".join(lines), "    ")
    )


def _count_checks(op: OpDef) -> list[str]:
    fixed_regions = sum(1 for r in op.regions if not r.constraint.variadic)
    fixed_results, variadic_results = _fixed_count([r.constraint for r in op.results])
    fixed_successors = sum(1 for s in op.successors if not s.constraint.variadic)
    fixed_operands, variadic_operands = _fixed_count(
        [o.constraint for o in op.operands]
    )
    counts = (
        ("regions", fixed_regions, fixed_regions != len(op.regions)),
        ("results", fixed_results, variadic_results),
        ("successors", fixed_successors, fixed_successors != len(op.successors)),
        ("operands", fixed_operands, variadic_operands),
    )
    arguments = [str(count) for _, count, _ in counts]
    arguments += [f"variadic_{what}=True" for what, _, variadic in counts if variadic]
    # `verify_counts` finds the failing count and its message; the test
    # before it passes well-formed ops with a few comparisons.
    conditions = [
        condition
        for what, count, variadic in counts
        if (condition := _count_differs(what, count, variadic)) is not None
    ]
    lines = []
    if conditions:
        lines.append(
            f"if {' or '.join(conditions)}:\n"
            f"    verify_counts(self, {', '.join(arguments)})"
        )
    for what, items, trait, attr in (
        ("operand", op.operands, "AttrSizedOperandSegments", "operand_segment_sizes"),
        ("result", op.results, "AttrSizedResultSegments", "result_segment_sizes"),
    ):
        if op.has_trait(trait):
            total = "len(self._operands)" if what == "operand" else "len(self.results)"
            lines.append(
                f'verify_segment_sizes(self, "{attr}", {len(items)}, "{what}", {total})'
            )
    return lines


# How generated verifiers count the regions, results, successors and operands
# of `self`, and the test that there are none.
_COUNTS = {
    "regions": ("len(self.regions)", "self.regions"),
    "results": ("len(self.results)", "self.results"),
    "successors": ("self.num_successors", "self._successors"),
    "operands": ("len(self._operands)", "self._operands"),
}


def _count_differs(what: str, count: int, at_least: bool) -> str | None:
    """The condition under which `verify_counts` rejects the op's number of
    `what` (None if it never does)."""
    length, any_present = _COUNTS[what]
    if at_least:
        return f"{length} < {count}" if count else None
    return f"{length} != {count}" if count else any_present


def _fixed_count(constraints: list[TypeConstraint]) -> tuple[int, bool]:
    fixed = sum(1 for c in constraints if c.kind == "single")
    return fixed, fixed != len(constraints)


def _attribute_checks(op: OpDef, checks: ConstraintFunctions) -> list[str]:
    lines = []
    attributes: list[AttributeArg] = list(op.attributes)
    required = sorted(
        (
            a
            for a in attributes
            if not a.constraint.optional
            and a.constraint.default is None
            and not a.constraint.is_unit
        ),
        key=lambda a: a.name.encode(),
    )
    if attributes:
        lines.append("attributes = self.attributes.as_dict()")
    for attr in required:
        lines.append(
            f"if {_string(attr.name)} not in attributes:\n"
            f"    raise op_error(self, \"requires attribute '{attr.name}'\")"
        )
    for attr in attributes:
        function = checks.attr_check(attr.constraint)
        if function is None:
            continue
        lines.append(
            f"if (attr := attributes.get({_string(attr.name)})) is not None:\n"
            f"    {function}(self, attr, {_string(attr.name)})"
        )
    return lines


def _value_checks(
    op: OpDef,
    checks: ConstraintFunctions,
    items: list[Operand] | list[Result],
    what: str,
) -> list[str]:
    lines = []
    variable = any(i.constraint.is_variable_length for i in items)
    values = "self._operands" if what == "operand" else "self.results"
    type_of = ".value.type" if what == "operand" else ".type"
    segments = (
        "AttrSizedOperandSegments" if what == "operand" else "AttrSizedResultSegments"
    )
    tail = _tail_group(op, items, segments)
    if variable and tail is None:
        return _group_checks(checks, items, what)
    for index, item in enumerate(items):
        function = checks.type_check(item.constraint)
        if index == tail:  # after the count check, the fixed ones come first
            if item.constraint.kind == "optional":
                size = f"len({values}) - {index}" if index else f"len({values})"
                lines.append(f'verify_optional_group(self, "{what}", {index}, {size})')
            if function is not None:
                first = f"{index}, " if index else ""
                lines.append(
                    f"for index in range({first}len({values})):\n"
                    f'    {function}(self, {values}[index]{type_of}, "{what}", index)'
                )
        elif function is not None:
            lines.append(
                f'{function}(self, {values}[{index}]{type_of}, "{what}", {index})'
            )
    return lines


def _group_checks(
    checks: ConstraintFunctions, items: list[Operand] | list[Result], what: str
) -> list[str]:
    """The type checks of values in groups whose bounds are found at run time."""
    lines = []
    groups = f"{what}_groups"
    lines.append(f"{groups} = self.{groups}()")
    lines.append("index = 0")
    for group, item in enumerate(items):
        function = checks.type_check(item.constraint)
        values_name = f"{groups}[{group}]"
        if item.constraint.kind == "optional":
            lines.append(
                f'verify_optional_group(self, "{what}", index, len({values_name}))'
            )
        if item.constraint.kind == "variadic_of_variadic":
            segments = item.constraint.segment_attr
            lines.append(
                f'verify_value_size_attr(self, "{segments}", "{item.name}",'
                f" len({values_name}))"
            )
        if function is None:
            lines.append(f"index += len({values_name})")
            continue
        lines.append(
            f"for value in {values_name}:\n"
            f'    {function}(self, value.type, "{what}", index)\n'
            "    index += 1"
        )
    return lines


# -- the module ------------------------------------------------------------------------------


def ops_module_body(dialect: DialectDef) -> tuple[str, str]:
    """The constraint functions and the op classes of a dialect."""
    checks = ConstraintFunctions()
    classes = []
    for op in dialect.ops:
        if op.operands:
            classes.append(adaptor_source(op))
        classes.append(
            op_source(op, checks, dialect.hook_class(op.class_name), dialect)
        )
    return checks.source(), "\n\n".join(classes)
