"""View models of a dialect's operation classes, rendered by `templates/ops.py.j2`.

Python here decides what each op class holds (accessors and how they reach
their values, builder parameters and steps, verification steps, the check
functions shared by several ops) and the runtime names that uses; the
template writes the code. Predicates, conversions and trait checks are
fragments of the records and the constraint library, substituted here.
"""

from __future__ import annotations

import re
import textwrap
from dataclasses import dataclass, replace
from typing import Any, Sequence

from ..analysis.builders import InferredResults, builder_method_name, inferred_results
from ..analysis.layout import (
    SEGMENT_TRAITS,
    fixed_positions,
    tail_group,
    value_access,
)
from ..model.constraints import parenthesized, substitute
from ..model.docstrings import docstring_text
from ..model.library import EFFECTS, Trait, VerifierCall
from ..model.dialect import (
    AttributeArg,
    DialectDef,
    Operand,
    OpDef,
    RegionArg,
    Result,
    SuccessorArg,
)
from .check_functions import CheckFunction, CheckFunctions
from .format_op import OpParseMethod, OpPrintMethod
from .format_parse import step_uses
from .names import Uses

FormatMethods = tuple[OpParseMethod | None, OpPrintMethod | None]
"""The views of an op's format `parse` and `print` (None: it has no format)."""

# -- accessors ----------------------------------------------------------------------------


@dataclass(frozen=True)
class ValueAccessor:
    """A property returning an operand, result, region or successor group.

    `access` says how the template reaches it (see `analysis.layout.value_access`;
    "fixed" or "variadic" for regions and successors).
    """

    name: str
    record_name: str
    annotation: str
    access: str
    index: int
    segment_attr: str | None = None


@dataclass(frozen=True)
class AttributeAccessor:
    """The properties of an attribute argument.

    `raw_name` returns the attribute as stored. `value` is "unit" (whether
    it is set), "stored" (the attribute itself, or None), "required" (the
    converted value, asserting it is there) or "fallback" (the converted
    value, `fallback` when absent). `narrow`: the value is the stored
    attribute itself, of a class more precise than `Attribute` (which
    `verify` checked), so the template tells the type checker its class.
    """

    name: str
    record_name: str
    raw_name: str
    storage: str
    value: str
    annotation: str
    convert: str
    fallback: str | None
    narrow: bool


# -- builders -----------------------------------------------------------------------------


@dataclass(frozen=True)
class Param:
    """A builder parameter; `keyword_only` puts a `*` before it."""

    name: str
    annotation: str
    default: str | None = None
    keyword_only: bool = False


@dataclass(frozen=True)
class ArgumentCheck:
    """A check of a value, type or block argument: `kind` is the class
    expected, `depth` how many sequences deep, `optional` whether None passes."""

    name: str
    kind: str
    depth: int = 0
    optional: bool = False

    @property
    def expected(self) -> str:
        text = self.kind
        for _ in range(self.depth):
            text = f"Sequence[{text}]"
        return f"{text} | None" if self.optional else text


@dataclass(frozen=True)
class AttributeStep:
    """How `build` sets one entry of the attribute dictionary.

    `kind`: "unit" (set when true), "set" / "optional" (an attribute
    argument, always / when not None), "group_sizes" (a VariadicOfVariadic
    operand's segment sizes), "segments" (operand or result segment sizes,
    `sizes` as (name, kind) pairs). An attribute argument is stored as given
    when it is a `storage`; else, when `accepts` (an isinstance target, or
    None for any value) admits it, built by `convert`; else a TypeError
    names the parameter and `expected`.
    """

    kind: str
    key: str
    name: str = ""
    storage: str = ""
    accepts: str | None = None
    convert: str | None = None
    expected: str = ""
    sizes: tuple[tuple[str, str], ...] = ()


@dataclass(frozen=True)
class BuildMethod:
    """The generated `build` classmethod."""

    params: tuple[Param, ...]
    checks: tuple[ArgumentCheck, ...]
    steps: tuple[AttributeStep, ...]
    uses_attributes: bool
    operands: tuple[tuple[str, str], ...]  # (name, kind)
    result_types: tuple[tuple[str, str], ...]  # (name, kind) when given
    inferred: InferredResults | None
    successors: tuple[tuple[str, bool], ...]  # (name, variadic)
    num_regions: int
    doc_note: str


@dataclass(frozen=True)
class CustomBuilder:
    """A builder the records declare: its signature, and its body or the
    hooks function implementing it."""

    name: str
    params: tuple[tuple[str, str], ...]
    body: str
    hook: str | None = None


def custom_builder_uses(builders: tuple[CustomBuilder, ...], uses: Uses) -> None:
    """Record the names the builders' signatures and bodies use."""
    for builder in builders:
        for _, annotation in builder.params:
            uses.expression(annotation)
        uses.code(builder.body)
        if builder.hook:
            uses.add_hooks()


# -- verification -------------------------------------------------------------------------


@dataclass(frozen=True)
class Count:
    """How many regions, results, successors or operands the op has (at least)."""

    what: str
    count: int
    at_least: bool


@dataclass(frozen=True)
class ValueCheck:
    """A type check of operands or results.

    `kind`: "fixed" (the value at `index`), "tail" (values from `index` on,
    after an optional group's size check when `optional`), or, with bounds
    found at run time, "group" (group `index`; `optional`, `segment_attr`
    for the size checks; `counted`: a later check reads the position of
    the values, so the group's size is counted into it even though this
    check reads no values).
    """

    kind: str
    what: str
    index: int
    function: str | None
    optional: bool = False
    segment_attr: str | None = None
    record_name: str = ""
    counted: bool = False

    @property
    def reads_position(self) -> bool:
        """Whether the check reads the position of the group's first value."""
        return self.optional or self.function is not None

    @property
    def reads_group(self) -> bool:
        """Whether the check reads the group's values."""
        return self.reads_position or self.segment_attr is not None


@dataclass(frozen=True)
class RegionCheck:
    index: int
    name: str
    variadic: bool
    pred: str
    summary: str


@dataclass(frozen=True)
class TraitCheck:
    """A trait's check: `call` (a verifier's call), or a comparison of the
    types at fixed positions `types` (the first against the others)."""

    message: str = ""
    types: tuple[str, ...] = ()
    expected: str = ""
    expected_first: bool = False
    call: VerifierCall | None = None


@dataclass(frozen=True)
class Verify:
    counts: tuple[Count, ...]
    segments: tuple[tuple[str, int, str], ...]  # (attribute, groups, what)
    has_attributes: bool
    required: tuple[str, ...]
    attribute_checks: tuple[tuple[str, str], ...]  # (name, function)
    operand_checks: tuple[ValueCheck, ...]
    operand_groups: bool
    result_checks: tuple[ValueCheck, ...]
    result_groups: bool
    regions: tuple[RegionCheck, ...]
    traits: tuple[TraitCheck, ...]
    hook: bool
    # MLIR's StructuralOpTrait checks (SingleBlock, HasParent, ...), which
    # ODS runs before the op's invariants.
    structural: tuple[TraitCheck, ...] = ()
    # Everything checked is the op's own (`odsgen.ir.local_verify`), except
    # on ops with one of the attributes `local_unless`; `ends_block`: and
    # whether the op is the last in its block (a terminator's trait).
    local: bool = False
    local_unless: tuple[str, ...] = ()
    ends_block: bool = False

    @property
    def empty(self) -> bool:
        """Whether there is nothing to check."""
        return not (
            any(count.count or not count.at_least for count in self.counts)
            or self.segments
            or self.has_attributes
            or self.operand_checks
            or self.result_checks
            or self.regions
            or self.traits
            or self.structural
            or self.hook
        )


# -- the op -------------------------------------------------------------------------------


@dataclass(frozen=True)
class AdaptorView:
    """An adaptor class (the `adaptor` macro of `templates/ops.py.j2`): the
    operands of its ops by name, over a list of values."""

    class_name: str
    doc: str
    operand_kinds: tuple[str, ...]
    operand_segments: bool
    operands: tuple[ValueAccessor, ...]


# The groups of members an op class writes; ops of one record class that
# have equal views of a group inherit it from their family's base class.
MEMBER_GROUPS = (
    "accessors",
    "default_attributes",
    "build",
    "custom_builders",
    "verify",
    "region_traits",
    "parser",
    "printer",
)


@dataclass(frozen=True)
class OpView:
    """Everything `templates/ops.py.j2` writes for one op (and its adaptor)."""

    class_name: str
    name: str
    mixin: str | None
    doc: str
    traits: tuple[str, ...]
    memory_effects: tuple[tuple[str, str], ...]
    # RecursiveMemoryEffects: the op's effects are those of the ops in it.
    recursive_memory_effects: bool
    operand_kinds: tuple[str, ...]
    operand_segments: bool
    default_dialect: str
    result_names: tuple[str, ...]
    has_adaptor: bool
    result_kinds: tuple[str, ...]
    result_segments: bool
    operands: tuple[ValueAccessor, ...]
    attributes: tuple[AttributeAccessor, ...]
    results: tuple[ValueAccessor, ...]
    regions: tuple[ValueAccessor, ...]
    successors: tuple[ValueAccessor, ...]
    default_attributes: tuple[tuple[str, str], ...]
    build: BuildMethod | None
    custom_builders: tuple[CustomBuilder, ...]
    verify: Verify
    region_traits: tuple[VerifierCall, ...]
    parser: OpParseMethod | None
    printer: OpPrintMethod | None
    """The assembly format's `parse` and `print` (`templates/format_op.py.j2`)."""
    members: tuple[str, ...]
    """The record's `extra_python`."""
    base: tuple[str, ...] = ("OpBase",)
    """The classes it derives from after its hooks mixin, if any: `OpBase`,
    its family's base, or what a family base with no members of its own
    derived from."""
    renders: frozenset[str] = frozenset(MEMBER_GROUPS)
    """The groups of members the class itself defines (the others it inherits)."""
    returns: str = ""
    """The annotation of what its builders and `parse` return: the class
    itself, or `Self` in a family's base class."""
    record_class: str = ""
    """A family's base class: the record class its ops apply (else empty)."""
    shares: tuple[str, ...] = ()
    """The shared-member classes it inherits first (`view.op_sharing`)."""
    users: tuple[str, ...] = ()
    """A shared-member class: the classes deriving from it (its docstring
    names them)."""
    adaptor: str = ""
    """The adaptor class it shares with other classes (else its own,
    `<class_name>Adaptor`); in `OpsModule.adaptors`, its name."""

    @property
    def bases(self) -> tuple[str, ...]:
        """Its base classes in order: the shared-member classes, its hooks
        mixin, then `base`. `OpBase` goes unsaid after shared-member classes
        alone (they derive from it), not after a mixin (which does not, and
        must come before `OpBase` among the classes its methods are looked up in)."""
        if self.mixin:
            return (*self.shares, self.mixin, *self.base)
        if self.shares and self.base == ("OpBase",):
            return self.shares
        return (*self.shares, *self.base)

    @property
    def writes_adaptor(self) -> bool:
        """Whether its accessors come with an adaptor class."""
        return self.has_adaptor and "accessors" in self.renders

    @property
    def adaptor_class(self) -> str:
        """The name of its adaptor class, shared or its own."""
        return self.adaptor or self.class_name + "Adaptor"

    @property
    def own_adaptor(self) -> AdaptorView:
        """The adaptor class it writes itself (named `<class_name>Adaptor`)."""
        whose = f"`{self.name}`" if self.name else "its ops"
        return AdaptorView(
            self.class_name + "Adaptor",
            f"The operands of {whose} by name, over a list of values.",
            self.operand_kinds,
            self.operand_segments,
            self.operands,
        )


@dataclass(frozen=True)
class OpsModule:
    """An op module: its ops, and the check functions they share; `source`
    names the record file the ops come from when the dialect has several;
    `lazy`, a module of a lazy record file's package: one op's, or (without
    ops) the check functions and family bases its op modules share;
    `common`, the dialect's module of what op modules of several record
    files share (`view.module_sharing`)."""

    dialect: str
    source: str
    checks: tuple[CheckFunction, ...]
    bases: tuple[OpView, ...]
    """Base classes of op families, before the ops."""
    ops: tuple[OpView, ...]
    lazy: bool = False
    shared: tuple[OpView, ...] = ()
    """Shared-member classes (`view.op_sharing`), before the family bases."""
    adaptors: tuple[AdaptorView, ...] = ()
    """Adaptor classes several classes share (`view.op_sharing`), first."""
    common: bool = False


def ops_module(
    dialect: DialectDef,
    ops: tuple[OpDef, ...],
    members: dict[str, tuple[str, ...]],
    formats: dict[str, FormatMethods],
    source: str = "",
) -> OpsModule:
    """The view of an op module holding `ops` (those of the record file
    `source`, or all the dialect's); `members` holds each op's extra
    Python and `formats` the views of its format methods, by class name."""
    checks = CheckFunctions()
    enums = frozenset(enum.name for enum in dialect.enums)
    views = tuple(
        op_view(
            op,
            checks,
            dialect.hook_class(op.class_name),
            members[op.class_name],
            enums,
            formats.get(op.class_name, (None, None)),
        )
        for op in ops
    )
    bases, views = _family_bases(ops, views, dialect.name)
    functions = sorted(checks.functions.values(), key=lambda f: f.kind == "attr")
    return OpsModule(dialect.name, source, tuple(functions), bases, views)


def member_group(view: OpView, group: str) -> Any:
    """What the template writes for `group` of `view`, but the op's own names."""
    if group == "accessors":  # with the adaptor
        return (
            view.operand_kinds,
            view.operand_segments,
            view.operands,
            view.attributes,
            view.results,
            view.regions,
            view.successors,
        )
    if group == "parser":
        return view.parser and replace(view.parser, class_name="")
    return getattr(view, group)


def _family_bases(
    ops: tuple[OpDef, ...], views: tuple[OpView, ...], dialect: str
) -> tuple[tuple[OpView, ...], tuple[OpView, ...]]:
    """Base classes for the families of ops (two or more of one record class
    with the same operands, attributes and results) and the ops' views
    deriving from them: a base holds the groups of members equal across
    its family. Methods found on a base cost no more to call."""
    families: dict[str, list[int]] = {}
    for index, op in enumerate(ops):
        if op.record_class:
            families.setdefault(op.record_class, []).append(index)
    taken = {op.class_name for op in ops}
    result = list(views)
    bases = []
    for record_class, members in families.items():
        family = [views[i] for i in members]
        if len(family) < 2:
            continue
        shared = frozenset(
            group
            for group in MEMBER_GROUPS
            if member_group(family[0], group)
            and all(
                member_group(v, group) == member_group(family[0], group) for v in family
            )
        )
        if "accessors" not in shared:
            continue
        name = _base_name(record_class, dialect, taken)
        taken.add(name)
        first = family[0]
        bases.append(
            replace(
                first,
                class_name=name,
                name=record_class,
                mixin=None,
                members=(),
                renders=shared,
                returns="Self",
                record_class=record_class,
                parser=first.parser and replace(first.parser, class_name="Self"),
            )
        )
        for index in members:
            result[index] = replace(
                result[index], base=(name,), renders=frozenset(MEMBER_GROUPS) - shared
            )
    return tuple(bases), tuple(result)


def _base_name(record_class: str, dialect: str, taken: set[str]) -> str:
    """`LLVM_UnaryIntrOpF` → `UnaryIntrOpF` (with `Base` if that is taken)."""
    prefix, _, rest = record_class.partition("_")
    name = rest if rest and prefix.lower() == dialect.lower() else record_class
    name = name.lstrip("_") or record_class
    return name if name not in taken else f"{name}Base"


def op_view(
    op: OpDef,
    checks: CheckFunctions,
    mixin: str | None,
    members: tuple[str, ...],
    enums: frozenset[str] = frozenset(),
    formats: FormatMethods = (None, None),
) -> OpView:
    variable_results = any(r.constraint.is_variable_length for r in op.results)
    return OpView(
        class_name=op.class_name,
        name=op.name,
        mixin=mixin,
        doc=_docstring(op),
        traits=tuple(sorted(_runtime_traits(op))),
        memory_effects=_memory_effects(op),
        recursive_memory_effects=op.has_trait("RecursiveMemoryEffects"),
        operand_kinds=_operand_kinds(op),
        operand_segments=op.has_trait("AttrSizedOperandSegments"),
        default_dialect=op.default_dialect,
        result_names=(
            tuple(r.name for r in op.results)
            if len(op.results) > 1 and all(r.named for r in op.results)
            else ()
        ),
        has_adaptor=bool(op.operands),
        result_kinds=(
            tuple(r.constraint.kind for r in op.results) if variable_results else ()
        ),
        result_segments=variable_results and op.has_trait("AttrSizedResultSegments"),
        operands=_value_accessors(op, op.operands, "operand", "Value"),
        attributes=tuple(_attribute_accessor(a) for a in op.attributes),
        results=_value_accessors(op, op.results, "result", "OpResult"),
        regions=_group_accessors(op.regions, "Region"),
        successors=_group_accessors(op.successors, "Block"),
        default_attributes=_default_attributes(op),
        build=None if op.skip_default_builders else _build_method(op, enums),
        custom_builders=tuple(_custom_builders(op)),
        verify=_verify(op, checks),
        region_traits=tuple(t.region_check for t in op.traits if t.region_check),
        parser=formats[0],
        printer=formats[1],
        members=members,
        returns=op.class_name,
    )


def _docstring(op: OpDef) -> str:
    text = op.summary.strip() or f"The `{op.name}` operation."
    if op.description.strip():
        text += "\n\n" + textwrap.dedent(op.description).strip()
    if "\n" in text:
        text += "\n"
    return docstring_text(text)


def _memory_effects(op: OpDef) -> tuple[tuple[str, str], ...]:
    """The memory effects the op declares, on itself (effect traits) or on
    its values (`Arg`/`Res` decorators)."""
    pairs = [(t.name, "op") for t in op.traits if t.name in EFFECTS]
    pairs += [
        (effect, kind)
        for kind, items in (("operand", op.operands), ("result", op.results))
        for item in items
        for effect in item.constraint.effects
    ]
    return tuple(dict.fromkeys(pairs))


def _operand_kinds(op: OpDef) -> tuple[str, ...]:
    """The operand groups' kinds when they vary in size, else ()."""
    if not any(o.constraint.is_variable_length for o in op.operands):
        return ()
    return tuple(
        (
            "optional"
            if o.constraint.kind == "optional"
            else "variadic" if o.constraint.is_variable_length else "single"
        )
        for o in op.operands
    )


_ANNOTATIONS = {
    "fixed": "{}",
    "group_single": "{}",
    "tail_optional": "{} | None",
    "group_optional": "{} | None",
    "tail_variadic": "list[{}]",
    "group_variadic": "list[{}]",
    "subgroups": "list[list[{}]]",
}


def _value_accessors(
    op: OpDef, items: tuple[Operand, ...] | tuple[Result, ...], what: str, value: str
) -> tuple[ValueAccessor, ...]:
    accessors = []
    for index, item in enumerate(items):
        access = value_access(op, items, what, index)
        accessors.append(
            ValueAccessor(
                item.python_name,
                item.name,
                _ANNOTATIONS[access].format(value),
                access,
                index,
                item.constraint.segment_attr,
            )
        )
    return tuple(accessors)


def _group_accessors(
    items: Sequence[RegionArg | SuccessorArg], value: str
) -> tuple[ValueAccessor, ...]:
    """Accessors of regions or successors (`value`: "Region" or "Block"),
    each one `value` or, variadic, a list of them."""
    return tuple(
        ValueAccessor(
            item.python_name,
            item.name,
            f"list[{value}]" if item.constraint.variadic else value,
            "variadic" if item.constraint.variadic else "fixed",
            index,
        )
        for index, item in enumerate(items)
    )


def _raw_name(attr: AttributeArg) -> str:
    """`<name>_attr`, without doubling a trailing `_` (`volatile_` -> `volatile_attr`)."""
    return attr.python_name.rstrip("_") + "_attr"


def _attribute_accessor(attr: AttributeArg) -> AttributeAccessor:
    constraint = attr.constraint
    convert = substitute(constraint.convert, "attr")
    if constraint.is_unit:
        value, annotation, fallback = "unit", "bool", None
    elif constraint.default is not None:
        value, annotation, fallback = "fallback", constraint.return_type, None
        fallback = constraint.default
    elif constraint.optional:
        annotation = f"{constraint.return_type} | None"
        value, fallback = (
            ("stored", None) if convert == "attr" else ("fallback", "None")
        )
    else:
        value, annotation, fallback = "required", constraint.return_type, None
    return AttributeAccessor(
        attr.python_name,
        attr.name,
        _raw_name(attr),
        constraint.storage,
        value,
        annotation,
        convert,
        fallback,
        convert == "attr" and constraint.storage != "Attribute",
    )


def _default_attributes(op: OpDef) -> tuple[tuple[str, str], ...]:
    """The default-valued attributes, as MLIR 16's `populateDefaultAttrs` adds
    them to every new op that lacks them: (name, Python expression)."""
    entries = []
    for argument in op.attributes:
        constraint = argument.constraint
        if constraint.default is None or constraint.optional:
            continue
        value = constraint.default
        if constraint.builder is not None:
            value = constraint.builder.replace("$0", parenthesized(value))
        entries.append((argument.name, value))
    return tuple(entries)


# -- build --------------------------------------------------------------------------------


class _Params:
    """Builder parameters in ODS order: positional until the first one with a
    default; every later one is keyword-only (`location` always is)."""

    def __init__(self) -> None:
        self.items: list[Param] = []
        self._defaulted = False
        self._keyword_only = False

    def add(self, name: str, annotation: str, default: str | None = None) -> None:
        marker = default is None and self._defaulted and not self._keyword_only
        self._keyword_only |= marker
        self._defaulted |= default is not None
        self.items.append(Param(name, annotation, default, marker))

    def finish(self) -> tuple[Param, ...]:
        location = Param("location", "Location | None", "None", not self._keyword_only)
        return (*self.items, location)


# The isinstance target of the Python values builders convert to attributes.
_VALUE_CLASSES = {"int": "int", "str": "str", "bool": "bool", "float": "(int, float)"}


def _accepts(python_type: str) -> str | None:
    """The isinstance target admitting values of the annotation `python_type`
    (None: let the attribute's builder judge)."""
    if python_type in _VALUE_CLASSES:
        return _VALUE_CLASSES[python_type]
    if re.fullmatch(r"(tuple|list|Sequence)\[.*\]", python_type):
        return "(list, tuple)"
    if python_type.isidentifier():
        return python_type
    return None


def _build_method(op: OpDef, enums: frozenset[str]) -> BuildMethod:
    inferred = inferred_results(op)
    params = _Params()
    checks: list[ArgumentCheck] = []
    result_types: list[tuple[str, str]] = []
    if inferred is None:
        for result in op.results:
            name = result.python_name + "_type"
            kind = result.constraint.kind
            if kind == "optional":
                params.add(name, "Type | None", "None")
            elif kind == "variadic":
                params.add(name, "Sequence[Type]")
            else:
                params.add(name, "Type")
            checks.append(
                ArgumentCheck(name, "Type", int(kind == "variadic"), kind == "optional")
            )
            result_types.append((name, kind))
    operands: list[tuple[str, str]] = []
    steps: list[AttributeStep] = []
    # As in MLIR, the segment sizes of a VariadicOfVariadic operand come from its groups.
    computed = {
        str(o.constraint.segment_attr)
        for o in op.operands
        if o.constraint.kind == "variadic_of_variadic"
    }
    for argument in op.arguments:
        name = argument.python_name
        if isinstance(argument, Operand):
            kind = argument.constraint.kind
            depth = {"variadic": 1, "variadic_of_variadic": 2}.get(kind, 0)
            annotation = {
                "optional": "Value | None",
                "variadic": "Sequence[Value]",
                "variadic_of_variadic": "Sequence[Sequence[Value]]",
            }.get(kind, "Value")
            params.add(name, annotation, "None" if kind == "optional" else None)
            checks.append(ArgumentCheck(name, "Value", depth, kind == "optional"))
            if kind == "variadic_of_variadic":
                steps.append(
                    AttributeStep(
                        "group_sizes", str(argument.constraint.segment_attr), name
                    )
                )
            operands.append((name, kind))
            continue
        if argument.name in computed:
            continue
        steps.append(_attribute_step(argument, params, enums))
    successors = []
    for successor in op.successors:
        name = successor.python_name
        variadic = successor.constraint.variadic
        params.add(name, "Sequence[Block]" if variadic else "Block")
        checks.append(ArgumentCheck(name, "Block", int(variadic)))
        successors.append((name, variadic))
    if op.has_trait("AttrSizedOperandSegments"):
        sizes = tuple((o.python_name, o.constraint.kind) for o in op.operands)
        steps.append(AttributeStep("segments", "operand_segment_sizes", sizes=sizes))
    if op.has_trait("AttrSizedResultSegments") and inferred is None:
        sizes = tuple((r.python_name + "_type", r.constraint.kind) for r in op.results)
        steps.append(AttributeStep("segments", "result_segment_sizes", sizes=sizes))
    interface = inferred is not None and inferred.interface
    return BuildMethod(
        params=params.finish(),
        checks=tuple(checks),
        steps=tuple(steps),
        uses_attributes=bool(steps) or interface,
        operands=tuple(operands),
        result_types=tuple(result_types),
        inferred=inferred,
        successors=tuple(successors),
        num_regions=len(op.regions),
        doc_note=" (result types inferred)" if inferred and op.results else "",
    )


def _attribute_step(
    argument: AttributeArg, params: _Params, enums: frozenset[str]
) -> AttributeStep:
    """Storing an attribute argument; an enum stored as an integer attribute
    also takes the integer (as its member, an `int`, does)."""
    constraint = argument.constraint
    name = argument.python_name
    if constraint.is_unit:
        params.add(name, "bool", "False")
        return AttributeStep("unit", argument.name, name)
    annotation = constraint.storage
    accepts = convert = None
    if constraint.builder:
        annotation += f" | {constraint.return_type}"
        accepts = _accepts(constraint.return_type)
        if constraint.return_type in enums and constraint.storage == "IntegerAttr":
            accepts = "int"
        convert = constraint.builder.replace("$0", name)
    elif constraint.wraps is not None:
        annotation += f" | {constraint.wraps[0]}"
        accepts = constraint.wraps[0]
        convert = constraint.wraps[1].replace("$0", name)
    optional = constraint.optional or constraint.default is not None
    params.add(
        name,
        f"{annotation} | None" if optional else annotation,
        "None" if optional else None,
    )
    return AttributeStep(
        "optional" if optional else "set",
        argument.name,
        name,
        storage=constraint.storage,
        accepts=accepts,
        convert=convert,
        expected=annotation,
    )


def _custom_builders(op: OpDef) -> list[CustomBuilder]:
    return [
        CustomBuilder(
            builder_method_name(op, index),
            builder.params,
            textwrap.dedent(builder.body).strip("\n"),
            builder.hook,
        )
        for index, builder in enumerate(op.builders)
    ]


# -- verify -------------------------------------------------------------------------------


def _verify(op: OpDef, checks: CheckFunctions) -> Verify:
    fixed_results = sum(1 for r in op.results if r.constraint.kind == "single")
    fixed_operands = sum(1 for o in op.operands if o.constraint.kind == "single")
    fixed_regions = sum(1 for r in op.regions if not r.constraint.variadic)
    fixed_successors = sum(1 for s in op.successors if not s.constraint.variadic)
    counts = (
        Count("regions", fixed_regions, fixed_regions != len(op.regions)),
        Count("results", fixed_results, fixed_results != len(op.results)),
        Count("successors", fixed_successors, fixed_successors != len(op.successors)),
        Count("operands", fixed_operands, fixed_operands != len(op.operands)),
    )
    segments = tuple(
        (attr, len(items), what)
        for what, items, attr in (
            ("operand", op.operands, "operand_segment_sizes"),
            ("result", op.results, "result_segment_sizes"),
        )
        if op.has_trait(SEGMENT_TRAITS[what])
    )
    required = sorted(
        (
            a.name
            for a in op.attributes
            if not a.constraint.optional
            and a.constraint.default is None
            and not a.constraint.is_unit
        ),
        key=str.encode,
    )
    attribute_checks = tuple(
        (a.name, function)
        for a in op.attributes
        if (function := checks.check(a.constraint)) is not None
    )
    operand_checks, operand_groups = _value_checks(op, checks, op.operands, "operand")
    result_checks, result_groups = _value_checks(op, checks, op.results, "result")
    return Verify(
        counts=counts,
        segments=segments,
        has_attributes=bool(op.attributes),
        required=tuple(required),
        attribute_checks=attribute_checks,
        operand_checks=operand_checks,
        operand_groups=operand_groups,
        result_checks=result_checks,
        result_groups=result_groups,
        regions=tuple(
            RegionCheck(
                index,
                region.name,
                region.constraint.variadic,
                substitute(region.constraint.pred, "region"),
                region.constraint.summary,
            )
            for index, region in enumerate(op.regions)
            if region.constraint.pred is not None
        ),
        traits=tuple(
            _trait_check(op, t) for t in op.traits if t.check and not t.structural
        ),
        hook=op.has_verifier,
        structural=tuple(
            _trait_check(op, t) for t in op.traits if t.check and t.structural
        ),
        local=_verifies_locally(op),
        local_unless=(op.local_hook or ()) if op.has_verifier else (),
        ends_block=_verifies_locally(op) and _is_terminator(op),
    )


# The traits whose checks read only the op's value types, attributes and
# counts; the others (Terminator, HasParent, PredOpTrait, ...) may look around.
LOCAL_TRAIT_CHECKS = frozenset(
    {
        "SameOperandsAndResultType",
        "SameTypeOperands",
        "SameOperandsShape",
        "SameOperandsAndResultShape",
        "SameOperandsElementType",
        "SameOperandsAndResultElementType",
        "Elementwise",
        "AllTypesMatch",
        "TypesMatchWith",
        "RangedTypesMatchWith",
        "Symbol",
    }
)


def _verifies_locally(op: OpDef) -> bool:
    """Whether the op's `verify` looks only at the op itself (its successors
    counted, not looked at) and, for a terminator, at whether it ends its
    block: no regions, only local trait checks, and no hook verifier unless
    the hook is marked local."""
    return (
        not op.regions
        and not op.has_region_verifier
        and (not op.has_verifier or op.local_hook is not None)
        and all(
            t.name in LOCAL_TRAIT_CHECKS or t.name == "Terminator"
            for t in op.traits
            if t.check or t.region_check
        )
    )


def _is_terminator(op: OpDef) -> bool:
    return any(t.name == "Terminator" for t in op.traits)


def _value_checks(
    op: OpDef,
    checks: CheckFunctions,
    items: tuple[Operand, ...] | tuple[Result, ...],
    what: str,
) -> tuple[tuple[ValueCheck, ...], bool]:
    """The type checks of operands or results, and whether they need the
    groups' bounds found at run time."""
    variable = any(i.constraint.is_variable_length for i in items)
    tail = tail_group(op, items, what)
    found = []
    if variable and tail is None:
        for group, item in enumerate(items):
            kind = item.constraint.kind
            found.append(
                ValueCheck(
                    "group",
                    what,
                    group,
                    checks.check(item.constraint),
                    optional=kind == "optional",
                    segment_attr=(
                        item.constraint.segment_attr
                        if kind == "variadic_of_variadic"
                        else None
                    ),
                    record_name=item.name,
                )
            )
        last_reading = max(
            (i for i, check in enumerate(found) if check.reads_position), default=-1
        )
        counted = [
            replace(check, counted=True) if i < last_reading else check
            for i, check in enumerate(found)
        ]
        return tuple(counted), True
    for index, item in enumerate(items):
        function = checks.check(item.constraint)
        if index == tail:
            optional = item.constraint.kind == "optional"
            if optional or function is not None:
                found.append(ValueCheck("tail", what, index, function, optional))
        elif function is not None:
            found.append(ValueCheck("fixed", what, index, function))
    return tuple(found), False


def _runtime_traits(op: OpDef) -> set[str]:
    """The marker classes of the op's traits (`Pure` gives two)."""
    found: set[str] = set()
    for trait in op.traits:
        if isinstance(trait.runtime, tuple):
            found.update(trait.runtime)
        elif trait.runtime:
            found.add(trait.runtime)
    return found


# The same-type traits written out when every value they compare is at a
# fixed position, with their verifiers' messages (odsgen.ir.trait_verifiers).
_SAME_TYPE_MESSAGES = {
    "SameOperandsAndResultType": "requires the same type for all operands and results",
    "SameTypeOperands": "requires all operands to have the same type",
}


def _trait_check(op: OpDef, trait: Trait) -> TraitCheck:
    """The check of `trait`: its verifier's call, or for the type-matching
    traits on single operands and results at fixed positions, the comparison
    that verifier would make, written out (types are uniqued: `!=` compares
    them as the verifiers' `is not` does)."""
    places = fixed_positions(op)

    def type_of(name: str) -> str:
        what, index = places[name]
        if what == "operand":
            return f"self._operands[{index}].value.type"
        return f"self.results[{index}].type"

    if trait.name in ("TypesMatchWith", "RangedTypesMatchWith"):
        summary, lhs, rhs, transform = trait.args
        if lhs in places and rhs in places:
            return TraitCheck(
                message="failed to verify that " + summary,
                types=(type_of(rhs),),
                expected=substitute(transform, type_of(lhs)),
                expected_first=True,
            )
    if trait.name in _SAME_TYPE_MESSAGES:
        items = [*op.operands]
        if trait.name == "SameOperandsAndResultType":
            items += op.results
        names = [item.name for item in items]
        if len(names) > 1 and all(name in places for name in names):
            types = [type_of(name) for name in names]
            return TraitCheck(
                message=_SAME_TYPE_MESSAGES[trait.name],
                types=tuple(types[1:]),
                expected=types[0],
            )
    if trait.name == "AllTypesMatch":
        names = trait.args[0]
        if all(name in places for name in names):
            types = [type_of(name) for name in names]
            return TraitCheck(
                message="failed to verify that all of {"
                + ", ".join(names)
                + "} have same type",
                types=tuple(types[1:]),
                expected=types[0],
            )
    return TraitCheck(call=trait.check)


# -- the names the module uses ------------------------------------------------------------


def collect_uses(module: OpsModule, uses: Uses) -> None:
    """Record every name the rendered module will use (for its imports):
    of each class, the groups of members it writes itself."""
    for check in module.checks:
        uses.add(
            "op_error", "Operation", "Type" if check.kind == "type" else "Attribute"
        )
        uses.expression(check.pred)
    for adaptor in module.adaptors:
        _adaptor_uses(adaptor, uses)
    for op in module.ops:
        uses.add(*op.traits)
        for member in op.members:
            uses.code(member)
    for op in (*module.shared, *module.bases, *module.ops):
        # Its bases and adaptor: module-level names, or the runtime's.
        uses.add(*op.bases)
        if op.writes_adaptor:
            uses.add(op.adaptor_class)
        if op.mixin:
            uses.add(op.mixin)
        if op.returns == "Self" and op.renders & {"build", "custom_builders", "parser"}:
            uses.add("Self")
        if "accessors" in op.renders:
            _accessor_uses(op, uses)
        if "default_attributes" in op.renders and op.default_attributes:
            uses.add("Attribute")
            for _, value in op.default_attributes:
                uses.expression(value)
        if "build" in op.renders and op.build is not None:
            _build_uses(op.build, uses)
        if "custom_builders" in op.renders:
            custom_builder_uses(op.custom_builders, uses)
        if "verify" in op.renders:
            _verify_uses(op.verify, uses)
        if "region_traits" in op.renders:
            for check in op.region_traits:
                _call_uses(check, uses)
        if "parser" in op.renders and op.parser is not None:
            uses.add("OperationParser", "Location", "ParsedAttributes")
            step_uses(op.parser.steps, uses)
        if "printer" in op.renders and op.printer is not None:
            uses.add("AsmPrinter")
            if op.printer.reads_attributes:
                uses.add("Any")
            step_uses(op.printer.steps, uses)


def _adaptor_uses(op: OpView | AdaptorView, uses: Uses) -> None:
    uses.add("OpAdaptor")
    for accessor in op.operands:
        uses.expression(accessor.annotation)


def _accessor_uses(op: OpView, uses: Uses) -> None:
    if op.has_adaptor and not op.adaptor:
        _adaptor_uses(op, uses)
    for accessor in (*op.operands, *op.results, *op.regions, *op.successors):
        uses.expression(accessor.annotation)
    for attr in op.attributes:
        if attr.storage != "Attribute":
            uses.add("cast")
        uses.expression(attr.storage)
        uses.expression(attr.annotation)
        if attr.value in ("required", "fallback"):
            uses.expression(attr.convert)
        if attr.fallback:
            uses.expression(attr.fallback)


def _call_uses(call: VerifierCall, uses: Uses) -> None:
    uses.add(call.function)
    for argument in call.arguments:
        uses.expression(argument)


def _build_uses(build: BuildMethod, uses: Uses) -> None:
    uses.add("Location")
    for param in build.params:
        uses.expression(param.annotation)
    if build.checks:
        uses.add("argument_error")
    for check in build.checks:
        uses.add(check.kind)
        if check.depth:
            uses.add("expect_sequence")
    if build.uses_attributes:
        uses.add("Attribute")
    for step in build.steps:
        if step.kind == "unit":
            uses.add("UnitAttr")
        elif step.kind in ("group_sizes", "segments"):
            uses.add("DenseArrayAttr", "IntegerType")
        else:
            uses.expression(step.storage)
            if step.accepts:
                uses.expression(step.accepts)
            if step.convert:
                uses.expression(step.convert)
    if build.inferred is not None:
        for expression in build.inferred.types:
            uses.expression(expression)


def _verify_uses(verify: Verify, uses: Uses) -> None:
    if verify.required:
        uses.add("op_error")
    uses.add(*(function for _, function in verify.attribute_checks))
    for value in (*verify.operand_checks, *verify.result_checks):
        if value.function:
            uses.add(value.function)
    if any(count.count or not count.at_least for count in verify.counts):
        uses.add("verify_counts")
    if verify.segments:
        uses.add("verify_segment_sizes")
    for check in (*verify.operand_checks, *verify.result_checks):
        if check.optional:
            uses.add("verify_optional_group")
        if check.segment_attr:
            uses.add("verify_value_size_attr")
    for region in verify.regions:
        uses.add("op_error")
        uses.expression(region.pred)
    for trait in (*verify.structural, *verify.traits):
        if trait.call is not None:
            _call_uses(trait.call, uses)
        else:
            uses.add("op_error")
            uses.expression(trait.expected)
