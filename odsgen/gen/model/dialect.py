"""The typed model of a dialect: what the emitters generate code from.

`build_dialects` evaluates each resolved record's expressions against the
constraint library and the records' own constraints, checks the record's
consistency (names, variable-length groups, defaults), and returns immutable
definitions.
"""

from __future__ import annotations

import ast
import keyword
import re
import textwrap
from dataclasses import dataclass, field, replace
from typing import Any

from . import library as lib
from .constraints import (
    AttrConstraint,
    RegionConstraint,
    SuccessorConstraint,
    TypeConstraint,
)
from .enums import EnumDef, build_enum, enum_attr_constraint
from ..resolve.records import UnnamedResults
from ..load.expr import Apply, parse_expression, render
from ..load.hooks_module import HooksModule, read_hooks
from .library import Trait
from ..resolve.records import (
    DEF_FIELDS,
    Records,
    did_you_mean,
    interpolate,
    resolve_record,
    substitute,
)
from ..load.source import (
    ErrorCollector,
    LocatedDict,
    LocatedStr,
    Position,
    RecordError,
    position_of,
)

# Names a generated property may not take: they are the Operation API.
RESERVED = frozenset(
    {
        "name",
        "location",
        "attributes",
        "results",
        "regions",
        "operands",
        "successors",
        "parent",
        "verify",
        "print",
        "parse",
        "build",
        "create",
        "walk",
        "erase",
        "context",
    }
)


class _Named:
    """A named element of an op; its Python property name is the snake-case name."""

    name: str

    @property
    def python_name(self) -> str:
        return snake_case(self.name)


# Names a type or attribute parameter may not take (the generated class's API).
DEF_RESERVED = frozenset(
    {
        "get",
        "get_uniqued",
        "parameters",
        "print",
        "print_body",
        "parse_body",
        "text",
        "type",
        "verify_parameters",
        "walk_subelements",
        "dialect_namespace",
    }
)


_ENUM_PARAMETER = re.compile(r"EnumParameter<\s*([A-Za-z_]\w*)\s*>")


@dataclass(frozen=True)
class Operand(_Named):
    """An operand (argument with a type constraint)."""

    name: str
    constraint: TypeConstraint
    position: Position | None = field(default=None, compare=False)


@dataclass(frozen=True)
class AttributeArg(_Named):
    """An attribute argument."""

    name: str
    constraint: AttrConstraint
    position: Position | None = field(default=None, compare=False)


@dataclass(frozen=True)
class Result(_Named):
    """A result."""

    name: str
    constraint: TypeConstraint
    position: Position | None = field(default=None, compare=False)
    named: bool = True
    """False for ODS's unnamed results (`results` as a list): the printer
    gives them no names."""


@dataclass(frozen=True)
class RegionArg(_Named):
    """A region."""

    name: str
    constraint: RegionConstraint


@dataclass(frozen=True)
class SuccessorArg(_Named):
    """A successor."""

    name: str
    constraint: SuccessorConstraint


@dataclass(frozen=True)
class BuilderDef:
    """A custom builder: a classmethod `name` with Python parameters and a
    body, or implemented by the hooks function `hook` (called with `cls`
    and the parameters, in order)."""

    name: str | None
    params: tuple[tuple[str, str], ...]
    body: str
    hook: str | None = None
    position: Position | None = field(default=None, compare=False)


@dataclass(frozen=True)
class OpDef:
    """One operation, ready for code generation."""

    class_name: str
    dialect: str
    mnemonic: str
    summary: str
    description: str
    traits: tuple[Trait, ...]
    operands: tuple[Operand, ...]
    attributes: tuple[AttributeArg, ...]
    arguments: tuple[Operand | AttributeArg, ...]
    results: tuple[Result, ...]
    regions: tuple[RegionArg, ...]
    successors: tuple[SuccessorArg, ...]
    builders: tuple[BuilderDef, ...]
    skip_default_builders: bool
    has_verifier: bool
    extra_python: str
    format: str
    position: Position | None = field(default=None, compare=False)
    has_region_verifier: bool = False
    has_custom_assembly_format: bool = False
    has_folder: bool = False
    has_canonicalizer: bool = False
    default_dialect: str = ""
    record_class: str = ""
    """The class the record applies first (`is:`), if any: ops of one class
    may share a generated base class."""
    local_hook: tuple[str, ...] | None = None
    """Its hooks' `verify_hook` is marked `local_verifier(*names)`: it reads
    only the op unless the op has one of the attributes `names`."""

    @property
    def name(self) -> str:
        return f"{self.dialect}.{self.mnemonic}"

    def has_trait(self, name: str) -> bool:
        return any(t.name == name for t in self.traits)

    def trait(self, name: str) -> Trait | None:
        return next((t for t in self.traits if t.name == name), None)


@dataclass(frozen=True)
class DefParam:
    """A parameter of a type or attribute definition."""

    name: str
    python_type: str
    default: str | None = None
    summary: str = ""
    # Written `EnumParameter<Enum>`: read and printed as ODS's EnumParameter
    # does (keywords only); a plain enum parameter follows MLIR's FieldParser.
    enum_parameter: bool = False
    # ODS's AttrOrTypeParameter `parser`/`printer`: hooks module functions
    # `parser(parser) -> value` and `printer(out, value)`.
    parser: str | None = None
    printer: str | None = None
    # The C++ type MLIR's .td gives the parameter, named by its parse errors
    # ("failed to parse X parameter 'p' which is to be a `T`"); None: the
    # Python type without `| None`.
    cpp_type: str | None = None

    @property
    def python_name(self) -> str:
        """The Python attribute: the name, with a `_` where it clashes with the API."""
        return self.name + "_" if self.name in DEF_RESERVED else self.name


@dataclass(frozen=True)
class TypeOrAttrDef:
    """A type (`kind == "type"`) or attribute defined by records."""

    kind: str
    class_name: str
    dialect: str
    mnemonic: str
    summary: str
    description: str
    params: tuple[DefParam, ...]
    format: str
    has_custom_assembly_format: bool
    has_verifier: bool
    extra_python: str
    position: Position | None = field(default=None, compare=False)
    builders: tuple[BuilderDef, ...] = ()
    # The def's name in MLIR's .td (`def LLVM_DIFileAttr : ...`), which its
    # parse errors name; empty: the class name.
    ods_name: str = ""

    @property
    def prefix(self) -> str:
        return "!" if self.kind == "type" else "#"

    @property
    def module(self) -> str:
        return "types" if self.kind == "type" else "attrs"


@dataclass(frozen=True)
class DialectDef:
    name: str
    summary: str
    description: str
    ops: tuple[OpDef, ...]
    types: tuple[TypeOrAttrDef, ...] = ()
    attributes: tuple[TypeOrAttrDef, ...] = ()
    enums: tuple[EnumDef, ...] = ()
    hooks_file: str | None = None
    hooks_files: tuple[tuple[str, str], ...] = ()
    hook_classes: tuple[tuple[str, frozenset[str]], ...] = ()
    hook_functions: frozenset[str] | None = None
    # A hooks package (imported by generated code, not copied), and the
    # module defining each name it exports.
    hooks_package: str | None = None
    hook_origins: tuple[tuple[str, str], ...] = ()
    # `<record>Hooks` -> the class registered for the record, where it has
    # another name (a mixin serving several records).
    hook_mixin_names: tuple[tuple[str, str], ...] = ()
    patterns: tuple[Any, ...] = ()
    # Attribute classes and enums of other dialects that the ops take: (name,
    # dialect, module), imported from that dialect's package.
    foreign: tuple[tuple[str, str, str], ...] = ()
    # The record files whose ops are each their own module, imported on
    # first use (`lazy: true`).
    lazy_files: frozenset[str] = frozenset()

    def is_lazy(self, definition: Any) -> bool:
        """Whether `definition` (an op or enum) comes from a lazy record file."""
        position = definition.position
        return position is not None and position.file in self.lazy_files

    def hook_class(self, class_name: str) -> str | None:
        """The name of the mixin registered for `<class_name>` (as
        `<class_name>Hooks`) in the dialect's hooks, if it has one."""
        wanted = class_name + "Hooks"
        if not any(name == wanted for name, _ in self.hook_classes):
            return None
        return dict(self.hook_mixin_names).get(wanted, wanted)

    @property
    def class_name(self) -> str:
        return camel_case(self.name) + "Dialect"


def snake_case(name: str) -> str:
    """`rawConstantIndices` → `raw_constant_indices`; snake names are unchanged."""
    text = re.sub(r"(?<=[a-z0-9])([A-Z])", r"_\1", name)
    return re.sub(r"([A-Z]+)([A-Z][a-z])", r"\1_\2", text).lower()


def camel_case(name: str) -> str:
    return "".join(part[:1].upper() + part[1:] for part in name.split("_"))


# -- evaluation ------------------------------------------------------------------------


class Evaluator:
    """Evaluates expressions to constraints, traits and plain values."""

    def __init__(self, records: Records) -> None:
        self.records = records
        self._user: dict[str, Any] = {}
        self.defined: dict[str, Any] = {}
        self.enums: dict[str, EnumDef] = {}  # by name, for DRR's ConstantEnumCase

    def known_names(self) -> list[str]:
        return [*lib.ALL_NAMES, *self.records.constraints, *self.defined]

    def evaluate(self, node: Any) -> Any:
        if isinstance(node, list):
            return [self.evaluate(v) for v in node]
        if not isinstance(node, Apply):
            return node
        args = [self.evaluate(a) for a in node.args]
        kwargs = {k: self.evaluate(v) for k, v in node.kwargs}
        value = self._apply(node, args, kwargs)
        if isinstance(value, (TypeConstraint, AttrConstraint)):
            library = self._from_library(node, [*args, *kwargs.values()])
            return _named(node, value, args, library)
        return value

    def _from_library(self, node: Apply, args: list[Any]) -> bool:
        """Whether `node` applies a name of the constraint library (not a
        record constraint, not a dialect's class) to library constraints alone."""
        if node.name in self.defined or node.name in self.records.constraints:
            return False
        return all(value.library for value in _constraints_in(args))

    def _apply(self, node: Apply, args: list[Any], kwargs: dict[str, Any]) -> Any:
        name = node.name
        if name in self.defined:
            if args or kwargs:
                raise RecordError(node.position, f"'{name}' takes no arguments")
            return self.defined[name]
        if name in self.records.constraints:
            params = self.records.constraint_params.get(name, [])
            if kwargs or len(args) != len(params):
                raise RecordError(
                    node.position,
                    f"constraint '{name}' takes {len(params)} argument"
                    f"{'' if len(params) == 1 else 's'}, got {render(node)}",
                )
            if params:
                body = self.records.constraints[name]
                return self._build_user_constraint(name, body, dict(zip(params, args)))
            return self.user_constraint(name)
        if name in lib.EFFECTS and not args:
            return lib.Trait(name)
        if name in lib.RESOURCES and not args and not kwargs:
            return name
        if name.endswith("Interface") and not args and not kwargs:
            return lib.Trait(name, interface=True)
        for table in (
            lib.TRAITS,
            lib.TYPES,
            lib.ATTRS,
            lib.REGIONS,
            lib.SUCCESSORS,
            lib.ATTR_PREDICATE_VALUES,
        ):
            if name in table:
                if args or kwargs:
                    raise RecordError(node.position, f"'{name}' takes no arguments")
                return table[name]
        for functions in (
            lib.TRAIT_FUNCTIONS,
            lib.TYPE_FUNCTIONS,
            lib.ATTR_FUNCTIONS,
            lib.ATTR_PREDICATES,
            lib.REGION_FUNCTIONS,
            lib.SUCCESSOR_FUNCTIONS,
            lib.PRED_FUNCTIONS,
        ):
            function = functions.get(name)
            if function is not None:
                try:
                    return function(*args, **kwargs)
                except (TypeError, ValueError, AttributeError) as error:
                    raise RecordError(
                        node.position,
                        f"bad arguments for '{name}': {render(node)} ({error})",
                    ) from None
        raise RecordError(
            node.position,
            f"unknown name '{name}'{did_you_mean(name, self.known_names())}",
        )

    def user_constraint(self, name: str) -> Any:
        found = self._user.get(name)
        if found is not None:
            return found
        body = self.records.constraints[name]
        self._user[name] = None  # guards against cycles
        found = self._build_user_constraint(name, body)
        self._user[name] = found
        return found

    def _build_user_constraint(
        self, name: str, body: LocatedDict, env: dict[str, Any] | None = None
    ) -> Any:
        """The constraint `body` defines, its parameters bound to the values of `env`."""
        env = env or {}

        def expr(key: str) -> Any:
            value = body.get(key)
            if value is None:
                return None
            return self.evaluate(substitute(parse_expression(value), env))

        summary = body.get("summary")
        if summary is not None and env:
            summary = interpolate(summary, {k: _summary_of(v) for k, v in env.items()})
        if "type" in body:
            base = expr("type")
            if not isinstance(base, TypeConstraint):
                raise RecordError(
                    position_of(body["type"]), "'type' must be a type constraint"
                )
            constraint = _with_summary(base, summary)
            if body.get("builder") is not None:
                constraint = replace(constraint, builder=str(body["builder"]))
            return constraint
        if "attr" in body:
            base = expr("attr")
            if not isinstance(base, AttrConstraint):
                raise RecordError(
                    position_of(body["attr"]), "'attr' must be an attribute constraint"
                )
            return _with_summary(base, summary)
        if "pred" in body:
            pred = expr("pred")
            builder = body.get("builder")
            return TypeConstraint(str(summary or name), str(pred), builder=builder)
        raise RecordError(
            body.position, f"constraint '{name}' needs 'type', 'attr' or 'pred'"
        )


def _named(node: Apply, constraint: Any, args: list[Any], library: bool) -> Any:
    """`constraint` with the name it was written as, and whether that is the
    library's (`library`): a bare name names it; a wrapper (`Variadic<X>`,
    `OptionalAttr<X>`) keeps the name (and origin) of what it wraps when it
    checks the same; another expression is named as written
    (`LLVM_ScalarOrVectorOf<AnyInteger>`)."""
    if not node.args and not node.kwargs:
        name = node.name
    elif any(
        isinstance(arg, (TypeConstraint, AttrConstraint))
        and arg.name == constraint.name
        and (arg.pred, arg.summary) == (constraint.pred, constraint.summary)
        for arg in args
    ):
        return constraint
    else:
        name = render(node)
    if (constraint.name, constraint.library) == (name, library):
        return constraint
    return replace(constraint, name=name, library=library)


def _constraints_in(values: list[Any]) -> list[TypeConstraint | AttrConstraint]:
    """The constraints among `values`, and in the lists among them."""
    found: list[TypeConstraint | AttrConstraint] = []
    for value in values:
        if isinstance(value, list):
            found += _constraints_in(value)
        elif isinstance(value, (TypeConstraint, AttrConstraint)):
            found.append(value)
    return found


def _summary_of(value: Any) -> str:
    """How a constraint parameter reads in a summary: a constraint's own summary."""
    if isinstance(value, (TypeConstraint, AttrConstraint)):
        return value.summary
    return value if isinstance(value, str) else render(value)


def _with_summary(constraint: Any, summary: Any) -> Any:

    return constraint if summary is None else replace(constraint, summary=str(summary))


# -- building the model ------------------------------------------------------------------


def _check_library_names(records: Records, evaluator: Evaluator) -> None:
    """Fail on a record constraint named like a library one but defined
    differently: the record's would silently replace it for every dialect."""
    errors = ErrorCollector()
    for name in records.constraints:
        if name not in lib.ALL_NAMES:
            continue
        with errors.step():
            library = lib.TYPES.get(name, lib.ATTRS.get(name))
            if records.constraint_params.get(name) or library is None:
                same = False
            else:
                same = evaluator.user_constraint(name) == library
            if not same:
                raise RecordError(
                    records.names[name],
                    f"constraint '{name}' is already defined differently by the"
                    " library; give it another name",
                )
    errors.raise_errors()


def build_dialects(records: Records) -> tuple[list[DialectDef], Evaluator]:
    """Every dialect of `records`, with its ops, checked (no DRR patterns yet:
    `pipeline.build_model` compiles them), and the evaluator that made them."""
    evaluator = Evaluator(records)
    _check_library_names(records, evaluator)
    hooks = {
        d.name: read_hooks(d.hooks, d.hooks_package, d.position)
        for d in records.dialects.values()
    }
    defs: dict[str, tuple[list[TypeOrAttrDef], list[TypeOrAttrDef], list[EnumDef]]] = {}
    # Types, attributes and enums are independent of each other: report the
    # mistakes of all of them at once (ops, which use them, come after).
    errors = ErrorCollector()
    for dialect in sorted(records.dialects.values(), key=lambda d: d.name):
        types: list[TypeOrAttrDef] = []
        attributes: list[TypeOrAttrDef] = []
        enums: list[EnumDef] = []
        for kind, built, entries in (
            ("type", types, dialect.types),
            ("attribute", attributes, dialect.attributes),
        ):
            for n, b in entries:
                with errors.step():
                    built.append(_build_def(records, dialect.name, kind, n, b))
        for n, b in dialect.enums:
            with errors.step():
                enums.append(build_enum(n, b, dialect.name))
        for definition in (*types, *attributes):
            evaluator.defined[definition.class_name] = _def_constraint(
                definition, {enum.name for enum in enums}
            )
        for enum in enums:
            evaluator.defined[enum.name] = enum_attr_constraint(enum)
            evaluator.enums[enum.name] = enum
        dialect_hooks = (hooks[dialect.name] or HooksModule()).classes.get(
            camel_case(dialect.name) + "DialectHooks", frozenset()
        )
        with errors.step():
            if "parse_type" not in dialect_hooks:
                _check_unique_mnemonics(types)
        with errors.step():
            if "parse_attribute" not in dialect_hooks:
                _check_unique_mnemonics(attributes)
        defs[dialect.name] = (types, attributes, enums)
    errors.raise_errors()
    dialects = []
    for dialect in sorted(records.dialects.values(), key=lambda d: d.name):
        hook_module = hooks[dialect.name]
        hook_classes = hook_module.classes if hook_module else {}
        local_hooks = hook_module.local_verifiers if hook_module else {}
        # Ops are independent: report the mistakes of all of them at once.
        errors = ErrorCollector()
        ops = []
        for name, body, _ in dialect.ops:
            with errors.step():
                ops.append(
                    _build_op(
                        evaluator,
                        records,
                        dialect.name,
                        name,
                        body,
                        hook_classes,
                        local_hooks,
                    )
                )
        types, attributes, enums = defs[dialect.name]
        for definition in (*types, *attributes, *ops):
            with errors.step():
                _check_builder_hooks(definition, hook_module)
        errors.raise_errors()
        mnemonics: dict[str, OpDef] = {}
        for op in ops:
            if op.mnemonic in mnemonics:
                raise RecordError(
                    op.position,
                    f"operation '{op.name}' is already defined by '{mnemonics[op.mnemonic].class_name}'",
                )
            mnemonics[op.mnemonic] = op
            if (
                op.has_canonicalizer
                and op.position
                and op.position.file in records.lazy_files
            ):
                raise RecordError(
                    op.position,
                    f"'{op.class_name}' has canonicalization patterns, which a lazy"
                    " op (`lazy: true`) cannot have: canonicalize collects the"
                    " patterns of the classes already imported",
                )
        dialects.append(
            DialectDef(
                dialect.name,
                dialect.summary,
                dialect.description,
                tuple(ops),
                tuple(types),
                tuple(attributes),
                tuple(enums),
                dialect.hooks_package
                or (str(dialect.hooks) if dialect.hooks else None),
                tuple(hook_module.files.items()) if hook_module else (),
                tuple(sorted(hook_classes.items())),
                frozenset(hook_module.functions) if hook_module else None,
                hook_module.package if hook_module else None,
                tuple(sorted(hook_module.origins.items())) if hook_module else (),
                tuple(sorted(hook_module.mixin_names.items())) if hook_module else (),
                lazy_files=frozenset(records.lazy_files),
            )
        )
    return dialects, evaluator


def _check_builder_hooks(
    definition: OpDef | TypeOrAttrDef, hooks: HooksModule | None
) -> None:
    """A builder implemented by a hooks function (`hook:`) needs that function,
    taking `cls` and the builder's parameters in the record's order."""
    for builder in definition.builders:
        if builder.hook is None:
            continue
        where = builder.position or definition.position
        what = f"builder '{builder.name or 'build'}' of '{definition.class_name}'"
        if hooks is None or builder.hook not in hooks.functions:
            raise RecordError(
                where, f"{what}: the hooks have no function '{builder.hook}'"
            )
        expected = ("cls", *(name for name, _ in builder.params))
        found = hooks.parameters.get(builder.hook, expected)
        if tuple(n.rstrip("_") for n in found) != tuple(
            n.rstrip("_") for n in expected
        ):
            raise RecordError(
                where,
                f"{what}: the hooks function '{builder.hook}' takes"
                f" ({', '.join(found)}), the record declares ({', '.join(expected)})",
            )


def _build_def(
    records: Records, dialect: str, kind: str, class_name: str, body: Any
) -> TypeOrAttrDef:
    fields = resolve_record(records, class_name, body, DEF_FIELDS, kind)
    position = fields["_position"]
    positions = fields.get("_positions", {})
    mnemonic = str(fields.get("mnemonic", ""))
    if not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_.]*", mnemonic):
        raise RecordError(
            positions.get("mnemonic", position),
            f"{kind} '{class_name}' needs a valid 'mnemonic'",
        )
    params = []
    seen: dict[str, str] = {}
    for name, spec in fields.get("parameters", {}).items():
        where = spec["position"]
        # A name of the type/attribute API gets a trailing `_` in Python.
        _check_name(name, where, seen, "parameter", frozenset(), "")
        if spec.get("default") is not None:
            _check_python(spec["default"], where, f"default of parameter '{name}'")
        python_type = str(spec["type"])
        enum_match = _ENUM_PARAMETER.fullmatch(python_type.strip())
        if enum_match:
            python_type = enum_match.group(1)
        else:
            _check_python(spec["type"], where, f"type of parameter '{name}'")
        params.append(
            DefParam(
                name,
                python_type,
                spec.get("default"),
                spec.get("summary", ""),
                enum_parameter=enum_match is not None,
                parser=spec.get("parser"),
                printer=spec.get("printer"),
                cpp_type=spec.get("cpp_type"),
            )
        )
    format_text = fields.get("format", "")
    custom = bool(fields.get("has_custom_assembly_format", False))
    extra = str(fields.get("extra_python", ""))
    if params and not format_text and not custom:
        raise RecordError(
            position,
            f"{kind} '{class_name}' has parameters: give it a 'format' or set"
            " 'has_custom_assembly_format' (and define parse_body/print_body in extra_python)",
        )
    if extra:
        _check_python(
            fields["extra_python"],
            positions.get("extra_python", position),
            "extra_python",
        )
    return TypeOrAttrDef(
        kind=kind,
        class_name=class_name,
        dialect=dialect,
        mnemonic=mnemonic,
        summary=str(fields.get("summary", "")),
        description=str(fields.get("description", "")),
        params=tuple(params),
        format=format_text,
        has_custom_assembly_format=custom,
        has_verifier=bool(fields.get("has_verifier", False)),
        extra_python=extra,
        position=position,
        builders=tuple(_builder(b) for b in fields.get("builders", [])),
        ods_name=str(fields.get("ods_name", "")),
    )


def _check_unique_mnemonics(definitions: list[TypeOrAttrDef]) -> None:
    """Mnemonics must tell definitions apart, unless the dialect's hooks parse them."""
    seen: dict[str, TypeOrAttrDef] = {}
    for definition in definitions:
        other = seen.get(definition.mnemonic)
        if other is not None:
            raise RecordError(
                definition.position,
                f"{definition.kind} mnemonic '{definition.mnemonic}' is already used by"
                f" '{other.class_name}'",
            )
        seen[definition.mnemonic] = definition


# The Python types of a definition's only parameter that builders take in place
# of the attribute (besides the dialect's enums).
_WRAPPED_TYPES = frozenset({"int", "bool", "str"})


def _def_constraint(definition: TypeOrAttrDef, enums: set[str]) -> Any:
    """The constraint a defined type or attribute stands for when used by name."""
    pred = f"isinstance($_self, {definition.class_name})"
    summary = (
        definition.summary
        or f"{definition.dialect} {definition.mnemonic} {definition.kind}"
    )
    if definition.kind == "type":
        return TypeConstraint(summary, pred, python_type=definition.class_name)
    wraps = None
    if len(definition.params) == 1:
        python_type = definition.params[0].python_type
        if python_type in enums or python_type in _WRAPPED_TYPES:
            wraps = (python_type, f"{definition.class_name}.get($0)")
    return AttrConstraint(
        summary,
        pred,
        storage=definition.class_name,
        return_type=definition.class_name,
        wraps=wraps,
    )


def _record_class(body: Any) -> str:
    """The name of the class a record applies first (`is:`), if any."""
    uses = body.get("is") if isinstance(body, dict) else body
    if isinstance(uses, list):
        uses = uses[0] if uses else None
    if not isinstance(uses, str):
        return ""
    node = parse_expression(uses)
    return node.name if isinstance(node, Apply) else ""


def _build_op(
    evaluator: Evaluator,
    records: Records,
    dialect: str,
    class_name: str,
    body: Any,
    hook_classes: dict[str, frozenset[str]] | None = None,
    local_hooks: dict[str, tuple[str, ...]] | None = None,
) -> OpDef:
    fields = resolve_record(records, class_name, body)
    position = fields["_position"]
    positions = fields.get("_positions", {})
    mnemonic = fields.get("mnemonic")
    if not mnemonic:
        raise RecordError(position, f"op '{class_name}' needs a 'mnemonic'")
    if not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_.$]*", mnemonic):
        raise RecordError(
            positions.get("mnemonic", position), f"invalid mnemonic '{mnemonic}'"
        )
    traits = []
    for node in fields.get("traits", []):
        trait = evaluator.evaluate(node)
        if not isinstance(trait, Trait):
            raise RecordError(
                position_of(node, position), f"'{render(node)}' is not a trait"
            )
        traits.append(trait)
    operands: list[Operand] = []
    attributes: list[AttributeArg] = []
    arguments: list[Operand | AttributeArg] = []
    seen: dict[str, str] = {}
    for name, node in fields.get("arguments", {}).items():
        value = evaluator.evaluate(node)
        where = position_of(name, position)
        _check_name(name, where, seen, "argument")
        if isinstance(value, TypeConstraint):
            operands.append(Operand(name, value, where))
            arguments.append(operands[-1])
        elif isinstance(value, AttrConstraint):
            _check_default(value, name, position_of(node, where))
            attributes.append(AttributeArg(name, value, where))
            arguments.append(attributes[-1])
        else:
            raise RecordError(
                position_of(node, where),
                f"argument '{name}' needs a type or attribute constraint, got {render(node)}",
            )
    results = [
        Result(
            name,
            _expect(evaluator, node, TypeConstraint, "type constraint", name, position),
            position_of(name),
            not isinstance(fields.get("results"), UnnamedResults),
        )
        for name, node in fields.get("results", {}).items()
    ]
    for result in results:
        _check_name(result.name, result.position, seen, "result")
    regions = [
        RegionArg(
            name,
            _expect(
                evaluator, node, RegionConstraint, "region constraint", name, position
            ),
        )
        for name, node in fields.get("regions", {}).items()
    ]
    successors = [
        SuccessorArg(
            name,
            _expect(
                evaluator,
                node,
                SuccessorConstraint,
                "successor constraint",
                name,
                position,
            ),
        )
        for name, node in fields.get("successors", {}).items()
    ]
    for item in (*regions, *successors):
        _check_name(item.name, position, seen, "region or successor")
    op = OpDef(
        class_name=class_name,
        dialect=dialect,
        mnemonic=str(mnemonic),
        summary=str(fields.get("summary", "")),
        description=str(fields.get("description", "")),
        traits=tuple(traits),
        operands=tuple(operands),
        attributes=tuple(attributes),
        arguments=tuple(arguments),
        results=tuple(results),
        regions=tuple(regions),
        successors=tuple(successors),
        builders=tuple(_builder(b) for b in fields.get("builders", [])),
        skip_default_builders=bool(fields.get("skip_default_builders", False)),
        has_verifier=bool(fields.get("has_verifier", False)),
        extra_python=str(fields.get("extra_python", "")),
        format=fields.get("format", ""),
        position=position,
        has_region_verifier=bool(fields.get("has_region_verifier", False)),
        has_custom_assembly_format=bool(
            fields.get("has_custom_assembly_format", False)
        ),
        has_folder=bool(fields.get("has_folder", False)),
        has_canonicalizer=bool(fields.get("has_canonicalizer", False)),
        default_dialect=str(fields.get("default_dialect", "")),
        record_class=_record_class(body),
        local_hook=(
            None
            if "def verify_hook" in str(fields.get("extra_python", ""))
            else (local_hooks or {}).get(class_name + "Hooks")
        ),
    )
    _check_variable_length(op, [o.constraint for o in op.operands], "operand", position)
    _check_variable_length(op, [r.constraint for r in op.results], "result", position)
    if op.extra_python:
        _check_python(
            fields["extra_python"],
            positions.get("extra_python", position),
            "extra_python",
        )
    mixin = (hook_classes or {}).get(class_name + "Hooks", frozenset())
    _check_hooks(op, positions.get("extra_python", position), mixin)
    if op.format and op.has_custom_assembly_format:
        raise RecordError(
            positions.get("format", position),
            f"op '{class_name}' has both a 'format' and 'has_custom_assembly_format'",
        )
    return op


HOOKS = (
    ("has_verifier", "verify_hook"),
    ("has_region_verifier", "verify_regions"),
    ("has_custom_assembly_format", "parse"),
    ("has_custom_assembly_format", "print"),
    ("has_folder", "fold"),
    ("has_canonicalizer", "canonicalization_patterns"),
)


def _check_hooks(op: OpDef, position: Position | None, mixin: frozenset[str]) -> None:
    """Each `has_*` flag needs its method, in `extra_python` or the hooks module's mixin."""
    defined = set(mixin)
    if op.extra_python.strip():
        tree = ast.parse(textwrap.dedent(op.extra_python))
        defined = {
            n.name
            for n in tree.body
            if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))
        }
    if op.has_trait("InferTypeOpInterface") and "infer_result_types" not in defined:
        raise RecordError(
            position or op.position,
            f"op '{op.class_name}' declares InferTypeOpInterface: define"
            " 'infer_result_types' in extra_python or the hooks module",
        )
    for flag, method in HOOKS:
        if getattr(op, flag) and method not in defined:
            raise RecordError(
                position or op.position,
                f"op '{op.class_name}' sets '{flag}': define '{method}' in extra_python"
                f" or in class {op.class_name}Hooks of the hooks module",
            )


def _expect(
    evaluator: Evaluator,
    node: Any,
    kind: type,
    what: str,
    name: str,
    position: Position | None,
) -> Any:
    value = evaluator.evaluate(node)
    if not isinstance(value, kind):
        raise RecordError(
            position_of(node, position), f"'{name}' needs a {what}, got {render(node)}"
        )
    return value


def _check_name(
    name: str,
    position: Position | None,
    seen: dict[str, str],
    what: str,
    reserved: frozenset[str] = RESERVED,
    api: str = "the Operation API",
) -> None:
    if not name.isidentifier() or keyword.iskeyword(name) or name.startswith("_"):
        raise RecordError(position, f"{what} name '{name}' must be a Python identifier")
    python = snake_case(name)
    if python in reserved or keyword.iskeyword(python):
        raise RecordError(
            position, f"{what} name '{name}' clashes with {api}; choose another name"
        )
    if python in seen:
        raise RecordError(
            position, f"{what} name '{name}' is already used by {seen[python]}"
        )
    seen[python] = f"the {what} '{name}'"


def _is_expression(text: str) -> bool:
    try:
        ast.parse(text, mode="eval")
    except SyntaxError:
        return False
    return True


def _check_default(
    constraint: AttrConstraint, name: str, position: Position | None
) -> None:
    if constraint.default is None:
        return
    class_prefix = constraint.return_type + "."
    if constraint.default.startswith(class_prefix) and _is_expression(
        constraint.default
    ):
        return  # an enum case, or a dialect attribute made by its class
    try:
        value = ast.literal_eval(constraint.default)
    except (ValueError, SyntaxError):
        raise RecordError(
            position,
            f"default value '{constraint.default}' of attribute '{name}' is not a Python literal",
        ) from None
    expected = {"int": int, "float": (int, float), "str": str, "bool": bool}.get(
        constraint.return_type
    )
    if expected is not None and (
        not isinstance(value, expected) or (expected is int and isinstance(value, bool))
    ):
        raise RecordError(
            position,
            f"default value '{constraint.default}' of attribute '{name}' does not fit its"
            f" type ({constraint.return_type})",
        )


def _check_variable_length(
    op: OpDef, constraints: list[TypeConstraint], what: str, position: Position | None
) -> None:
    variable = [c for c in constraints if c.is_variable_length]
    if len(variable) <= 1:
        return
    traits = (
        ("AttrSizedOperandSegments", "SameVariadicOperandSize")
        if what == "operand"
        else ("AttrSizedResultSegments", "SameVariadicResultSize")
    )
    if not any(op.has_trait(t) for t in traits):
        raise RecordError(
            position,
            f"op '{op.class_name}' has several variable-length {what}s; add the trait"
            f" '{traits[0]}' or '{traits[1]}'",
        )


def _builder(raw: dict[str, Any]) -> BuilderDef:
    params = tuple((str(k), str(v)) for k, v in raw["params"].items())
    for name, spec in params:
        if not name.isidentifier() or keyword.iskeyword(name):
            raise RecordError(
                raw["position"], f"builder parameter '{name}' is not a Python name"
            )
        _check_python(
            f"def f({name}: {spec}): pass",
            raw["position"],
            f"builder parameter '{name}'",
        )
    _check_python(raw["body"], raw["position"], "builder body")
    return BuilderDef(
        raw["name"], params, str(raw["body"]), raw.get("hook"), raw["position"]
    )


def _check_python(code: str, position: Position | None, what: str) -> None:
    """Raise a `RecordError` if `code` is not valid Python: at the error's
    place in the file if `code` was read from it, else at `position`."""
    try:
        ast.parse(code)
    except SyntaxError as error:
        where = position
        if isinstance(code, LocatedStr):
            where = code.text_position(error.lineno or 1, error.offset or 1)
        raise RecordError(where, f"{what} is not valid Python: {error.msg}") from None
