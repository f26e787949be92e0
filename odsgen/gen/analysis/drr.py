"""Declarative rewrite rules (DRR): `Pat`/`Pattern` records compiled to Python.

Each pattern becomes a `RewritePattern` subclass of the dialect's
`patterns.py` whose `match_and_rewrite` is straight-line code, as
mlir-tblgen's `-gen-rewriters` writes C++: match the source dag (op kinds,
argument constraints, equal symbols), check the additional constraints, build
the result dags through the generated `build` methods at the fused location
of the matched ops, and replace the root op's results by the values the
result patterns declare, taken from the end.
"""

from __future__ import annotations

import ast
import re
from dataclasses import dataclass, field, fields, is_dataclass, replace
from typing import Any, ClassVar

from ..model.literal import string_literal
from ..model.constraints import (
    AttrConstraint,
    TypeConstraint,
    parenthesized,
    pred_not,
    substitute,
)
from ..load.drr_syntax import Dag, Leaf, ListNode, Node, Number, PatternText, Text
from .builders import builder_method_name, inferred_results
from ..load.expr import parse_expression
from ..model.dialect import OpDef, Operand
from ..resolve.records import did_you_mean
from ..load.source import LocatedStr, Position, RecordError

# Constant attributes DRR predefines, as ConstantAttr<Attr, "python value">.
CONSTANT_ATTRS = {
    "ConstBoolAttrTrue": ("BoolAttr", "True"),
    "ConstBoolAttrFalse": ("BoolAttr", "False"),
    "ConstUnitAttr": ("UnitAttr", "True"),
}


@dataclass
class NativeCall:
    """`NativeCodeCall<"python expression", N>`; N = 0 for NativeCodeCallVoid."""

    name: str
    body: str
    results: int


# Native calls DRR predefines. ConstantLikeMatcher (m_Constant): the attribute of
# the ConstantLike op defining the operand.
PREDEFINED_NATIVES = {
    "ConstantLikeMatcher": NativeCall(
        "ConstantLikeMatcher", "constant_value($_self.results[0])", 1
    ),
}


# The steps of a pattern's `match_and_rewrite`; `kind` names the branch of the
# `step` macro (`templates/steps.py.j2`) that writes each.


@dataclass(frozen=True)
class Bind:
    """`name = value`."""

    kind: ClassVar[str] = "assign"
    name: str
    value: str

    def expressions(self) -> tuple[str, ...]:
        return (self.value,)


@dataclass(frozen=True)
class Reject:
    """No match when `condition` holds."""

    kind: ClassVar[str] = "reject"
    condition: str

    def expressions(self) -> tuple[str, ...]:
        return (self.condition,)


@dataclass(frozen=True)
class Require:
    """`name = value`; no match when it is None. `op_class` set: `value` is
    an operand, and `name` the op of that class defining it."""

    kind: ClassVar[str] = "require"
    name: str
    value: str
    op_class: str | None = None

    def expressions(self) -> tuple[str, ...]:
        if self.op_class is None:
            return (self.value,)
        return ("defining_op", self.value, self.op_class)


@dataclass(frozen=True)
class BeginRewrite:
    """Insert before the root op; `location`, the fused location of the
    `matched` ops, when a later step reads it."""

    kind: ClassVar[str] = "begin_rewrite"
    matched: tuple[str, ...]
    fused_location: bool = True

    def expressions(self) -> tuple[str, ...]:
        return ("FusedLoc",) if self.fused_location else ()


@dataclass(frozen=True)
class Evaluate:
    """A native call whose value is not used."""

    kind: ClassVar[str] = "evaluate"
    expression: str

    def expressions(self) -> tuple[str, ...]:
        return (self.expression,)


@dataclass(frozen=True)
class CreateOp:
    """`name` (unless empty), a new op of `op_class` built through
    `rewriter.create_op`."""

    kind: ClassVar[str] = "create_op_at"
    name: str
    op_class: str
    keywords: tuple[tuple[str, str], ...]

    def expressions(self) -> tuple[str, ...]:
        return (self.op_class, *(value for _, value in self.keywords))


@dataclass(frozen=True)
class Insert:
    """The op `name` (built by a custom builder) inserted, at `location`
    unless the builder took it (None)."""

    kind: ClassVar[str] = "insert"
    name: str
    location: str | None

    def expressions(self) -> tuple[str, ...]:
        return (self.name, self.location or "")


@dataclass(frozen=True)
class Replace:
    """The root op replaced by the concatenated lists `values` (none: erased)."""

    kind: ClassVar[str] = "replace"
    values: tuple[str, ...]

    def expressions(self) -> tuple[str, ...]:
        return self.values


Step = Bind | Reject | Require | BeginRewrite | Evaluate | CreateOp | Insert | Replace


@dataclass
class CompiledPattern:
    """One pattern, ready for `templates/patterns.py.j2`: its class name, root
    op, benefit, record text (the docstring), and the steps of its
    `match_and_rewrite` (matching, then rewriting)."""

    name: str
    root: str
    benefit: int
    source_text: str
    match: tuple[Step, ...]
    rewrite: tuple[Step, ...]
    position: Position | None


@dataclass
class _Symbol:
    kind: str  # "operand", "attr", "op", "value", "values"
    expr: str
    op_def: OpDef | None = None


@dataclass
class _Context:
    ops: dict[str, OpDef]
    natives: dict[str, NativeCall]
    evaluate: Any
    is_type_constraint: Any
    pattern_position: Position | None
    enums: dict[str, Any] = field(default_factory=dict)
    symbols: dict[str, _Symbol] = field(default_factory=dict)
    steps: list[Step] = field(default_factory=list)
    matched_ops: list[str] = field(default_factory=list)
    root: Any = None
    fresh_names: list[str] = field(default_factory=list)

    def fresh(self, stem: str) -> str:
        """A new local name: `stem` and the next number (`op0` is the root)."""
        name = f"{stem}{len(self.fresh_names) + 1}"
        self.fresh_names.append(name)
        return name

    def fail(self, position: Position | None, message: str) -> RecordError:
        return RecordError(position or self.pattern_position, message)


_PLACEHOLDER = re.compile(r"\$(_builder|_loc|_self|\d+)")


def _python_name(symbol: str) -> str:
    return "v_" + symbol


def compile_patterns(
    name: str,
    pattern: PatternText,
    ops: dict[str, OpDef],
    natives: dict[str, NativeCall],
    evaluate: Any,
    is_type_constraint: Any,
    source_text: str,
    enums: dict[str, Any] | None = None,
) -> list[CompiledPattern]:
    """The classes of one pattern, one per order of its `either` arguments
    (errors at the record's position)."""
    variants = _expand_either(pattern.source)
    doc = " ".join(source_text.split())
    compiled = []
    for index, source in enumerate(variants):
        ctx = _Context(
            ops, natives, evaluate, is_type_constraint, pattern.position, enums or {}
        )
        suffix = f"_{index}" if len(variants) > 1 else ""
        variant = replace(pattern, source=source)
        compiled.append(_compile_variant(ctx, name + suffix, variant, doc))
    return compiled


def _expand_either(dag: Dag) -> list[Dag]:
    """`dag` with each `(either a, b)` spliced in as `a, b` and as `b, a`."""
    variants: list[list[Any]] = [[]]
    for arg in dag.args:
        if isinstance(arg, Dag) and arg.operator == "either":
            if len(arg.args) != 2:
                raise RecordError(arg.position, "`either` takes two arguments")
            firsts = _expand_arg(arg.args[0])
            seconds = _expand_arg(arg.args[1])
            options = [[a, b] for a in firsts for b in seconds]
            options += [[b, a] for a in firsts for b in seconds]
        else:
            options = [[option] for option in _expand_arg(arg)]
        variants = [done + option for done in variants for option in options]
    return [replace(dag, args=args) for args in variants]


def _expand_arg(arg: Any) -> list[Any]:
    if isinstance(arg, Dag) and arg.operator not in ("either",):
        return _expand_either(arg)
    return [arg]


def _compile_variant(
    ctx: _Context, name: str, pattern: PatternText, doc: str
) -> CompiledPattern:
    """The Python class of one pattern without `either`."""
    root = _op_of(ctx, pattern.source)
    ctx.root = root
    count = _match_op(ctx, pattern.source, "op0", root, nested=False)
    for constraint in pattern.constraints:
        _additional_constraint(ctx, constraint)
    match_steps = ctx.steps
    ctx.steps = []
    _rewrite(ctx, pattern, root)
    match, rewrite = _without_unread_names(match_steps, ctx.steps)
    match, rewrite = _renumbered(ctx.fresh_names, match, rewrite)
    return CompiledPattern(
        name, root.name, count + pattern.benefit, doc, match, rewrite, pattern.position
    )


# A name, not an attribute or a keyword (`location`, not `op.location` or
# `location=`).
_NAME = re.compile(r"(?<![.\w])[A-Za-z_]\w*(?!\w|\s*=(?!=))")


def _reads(step: Step) -> set[str]:
    """The names `step` reads (besides the matched ops'), in its expressions."""
    return {name for text in step.expressions() for name in _NAME.findall(text)}


def _without_unread_names(
    match: list[Step], rewrite: list[Step]
) -> tuple[tuple[Step, ...], tuple[Step, ...]]:
    """The steps without the names no later step reads: the match's
    bindings (a symbol the pattern names but never uses, `(AddIOp:$res
    ...)`, reads a value of a matched op, which has no effect), the new
    ops' names (an op only inserted) and the fused location; and without
    `BeginRewrite` when the rewrite builds nothing (it only replaces the
    root)."""
    read: set[str] = set()
    kept: list[Step] = []
    for step in reversed(rewrite):
        if isinstance(step, CreateOp) and step.name not in read:
            step = replace(step, name="")
        if isinstance(step, BeginRewrite):
            if all(isinstance(later, Replace) for later in kept):
                continue
            step = replace(step, fused_location="location" in read)
        kept.append(step)
        read |= _reads(step)
    rewrite_steps = tuple(reversed(kept))
    kept = []
    for step in reversed(match):
        if not (isinstance(step, Bind) and step.name not in read):
            kept.append(step)
            read |= _reads(step)
    return tuple(reversed(kept)), rewrite_steps


def _renumbered(
    names: list[str], match: tuple[Step, ...], rewrite: tuple[Step, ...]
) -> tuple[tuple[Step, ...], tuple[Step, ...]]:
    """The steps with the fresh `names` still written numbered again from 1
    in order, so that dropping unread ones leaves no gaps (`matched3`, then
    `new4`, not `new7`)."""
    text = "\n".join(part for step in (*match, *rewrite) for part in _strings(step))
    written = set(_NAME.findall(text))
    kept = [name for name in names if name in written]
    numbered = {old: f"{old.rstrip('0123456789')}{n}" for n, old in enumerate(kept, 1)}
    renames = {old: new for old, new in numbered.items() if new != old}
    if not renames:
        return match, rewrite
    pattern = re.compile(
        r"(?<![.\w])(" + "|".join(map(re.escape, renames)) + r")(?!\w)"
    )

    def renamed(value: Any) -> Any:
        if isinstance(value, str):
            return pattern.sub(lambda m: renames[m.group(1)], value)
        if isinstance(value, tuple):
            return tuple(renamed(item) for item in value)
        return value

    def step_renamed(step: Step) -> Step:
        changes = {f.name: renamed(getattr(step, f.name)) for f in fields(step)}
        return replace(step, **changes)

    return tuple(map(step_renamed, match)), tuple(map(step_renamed, rewrite))


def _strings(value: Any) -> list[str]:
    """The strings in a step's fields (or in a tuple of them)."""
    if isinstance(value, str):
        return [value]
    if isinstance(value, tuple):
        return [text for item in value for text in _strings(item)]
    if is_dataclass(value):
        return [
            text for f in fields(value) for text in _strings(getattr(value, f.name))
        ]
    return []


# -- matching ---------------------------------------------------------------------------


def _op_of(ctx: _Context, dag: Dag) -> OpDef:
    op = ctx.ops.get(dag.operator)
    if op is None:
        raise ctx.fail(
            dag.position,
            f"unknown op '{dag.operator}' in pattern{did_you_mean(dag.operator, ctx.ops)}",
        )
    return op


def _bind(ctx: _Context, symbol: str, new: _Symbol, position: Position | None) -> None:
    """Bind `symbol`, or (already bound) require the same value, as DRR does."""
    if symbol == "_":
        return
    known = ctx.symbols.get(symbol)
    if known is None:
        variable = _python_name(symbol)
        ctx.steps.append(Bind(variable, new.expr))
        ctx.symbols[symbol] = _Symbol(new.kind, variable, new.op_def)
        return
    if known.kind == "op" or new.kind == "op":
        raise ctx.fail(position, f"symbol '{symbol}' bound more than once")
    # Values compare by identity; groups of values and attributes by equality.
    differs = "!=" if new.kind in ("values", "attr") else "is not"
    ctx.steps.append(Reject(f"{new.expr} {differs} {known.expr}"))


def _match_op(ctx: _Context, dag: Dag, var: str, op: OpDef, nested: bool) -> int:
    """Lines matching `dag` against the op in `var`; the number of ops matched."""
    if len(dag.args) != len(op.arguments):
        raise ctx.fail(
            dag.position,
            f"op '{op.name}' argument number mismatch: {len(dag.args)} in pattern"
            f" vs. {len(op.arguments)} in definition",
        )
    ctx.matched_ops.append(var)
    count = 1
    if dag.bind:
        _bind(ctx, dag.bind, _Symbol("op", var, op), dag.position)
    for arg, argument in zip(dag.args, op.arguments):
        if isinstance(argument, Operand):
            value = f"{var}.{argument.python_name}"
            variadic = argument.constraint.is_variable_length
            if isinstance(arg, Dag):
                if arg.operator in ctx.natives:
                    _match_native(ctx, arg, value)
                    continue
                if variadic:
                    raise ctx.fail(
                        arg.position, "a nested dag cannot match a variadic operand"
                    )
                nested_op = _op_of(ctx, arg)
                nested_var = ctx.fresh("op")
                ctx.steps.append(Require(nested_var, value, nested_op.class_name))
                count += _match_op(ctx, arg, nested_var, nested_op, nested=True)
                continue
            _match_leaf(ctx, arg, value, "values" if variadic else "operand")
        else:
            _match_leaf(ctx, arg, f"{var}.{argument.python_name}_attr", "attr")
    return count


def _match_native(ctx: _Context, dag: Dag, value: str) -> None:
    """A native matcher: `$_self` is the op defining the operand; the call returns
    None (no match) or the value (several: a tuple) its arguments bind."""
    native = ctx.natives[dag.operator]
    if dag.bind is not None:
        raise ctx.fail(
            dag.position,
            f"binding symbol '{dag.bind}' to NativecodeCall in MatchPattern is not supported",
        )
    if "$_self" not in native.body:
        raise ctx.fail(
            dag.position,
            "NativeCodeCall must have $_self as argument for passing the defining Operation",
        )
    for arg in dag.args:
        if isinstance(arg, Dag):
            raise ctx.fail(
                arg.position,
                f"Matching nested tree in NativeCodecall not support for {dag.operator}",
            )
        if not isinstance(arg, Leaf) or (arg.bind is None and arg.expr is None):
            raise ctx.fail(
                getattr(arg, "position", None),
                "a native matcher's argument is a symbol ($name) or a constraint",
            )
    owner = ctx.fresh("op")
    matched = ctx.fresh("matched")
    ctx.steps.append(Require(owner, value, "Operation"))
    ctx.steps.append(Require(matched, native.body.replace("$_self", owner)))
    for index, arg in enumerate(dag.args):
        assert isinstance(arg, Leaf)
        expr = matched if len(dag.args) == 1 else f"{matched}[{index}]"
        kind = "operand"
        if arg.expr is not None:
            # `Attr:$x`: the bound value is an attribute satisfying the
            # constraint; the call's one value is known not to be None.
            kind = "attr"
            _check_constraint(ctx, arg, expr, kind, present=len(dag.args) == 1)
        if arg.bind is not None:
            _bind(ctx, arg.bind, _Symbol(kind, expr), arg.position)


def _match_leaf(ctx: _Context, arg: Node, expr: str, kind: str) -> None:
    if not isinstance(arg, Leaf):
        raise ctx.fail(getattr(arg, "position", None), "expected an argument here")
    if arg.expr is not None:
        _check_constraint(ctx, arg, expr, kind)
    if arg.bind is not None:
        _bind(ctx, arg.bind, _Symbol(kind, expr), arg.position)


def _constant_attr(ctx: _Context, leaf: Leaf) -> tuple[AttrConstraint, str] | None:
    """(constraint, Python expression of the attribute) for a constant attribute."""
    if leaf.expr in CONSTANT_ATTRS:
        attr, value = CONSTANT_ATTRS[leaf.expr]
        constraint = ctx.evaluate(parse_expression(attr))
        return constraint, _build_attr(ctx, constraint, value, leaf.position)
    node = parse_expression(LocatedStr(leaf.expr, leaf.position or _NOWHERE))
    name = getattr(node, "name", None)
    if name not in ("ConstantAttr", "ConstantStrAttr", "ConstantEnumCase"):
        return None
    if len(node.args) != 2 or not isinstance(node.args[1], str):
        raise ctx.fail(leaf.position, f'{name} takes an attribute and a "value"')
    constraint = ctx.evaluate(node.args[0])
    value = str(node.args[1])
    if name == "ConstantStrAttr":
        value = string_literal(value)
    elif name == "ConstantEnumCase":
        value = _enum_case(ctx, node.args[0], value, leaf.position)
    return constraint, _build_attr(ctx, constraint, value, leaf.position)


def _enum_case(ctx: _Context, enum_node: Any, case: str, position: Any) -> str:
    """`Enum.member` for `ConstantEnumCase<Enum, "case">` (the case's symbol)."""
    enum = ctx.enums.get(getattr(enum_node, "name", None))
    if enum is None:
        raise ctx.fail(position, "ConstantEnumCase needs an enum attribute")
    for enum_case in enum.cases:
        if enum_case.symbol == case:
            return f"{enum.name}.{enum_case.python_name}"
    symbols = [c.symbol for c in enum.cases]
    raise ctx.fail(
        position,
        f"'{case}' is not a case of {enum.name}{did_you_mean(case, symbols)}",
    )


_NOWHERE = Position("<pattern>", 1, 1)


def _build_attr(
    ctx: _Context, constraint: Any, value: str, position: Position | None
) -> str:
    if not isinstance(constraint, AttrConstraint) or constraint.builder is None:
        raise ctx.fail(position, "ConstantAttr needs an attribute with a builder")
    return constraint.builder.replace("$0", parenthesized(value))


def _check_constraint(
    ctx: _Context, leaf: Leaf, expr: str, kind: str, present: bool = False
) -> None:
    """No match unless the value of `expr` satisfies `leaf`'s constraint;
    `present`: an attribute `expr` is known not to be None."""
    assert leaf.expr is not None
    constant = _constant_attr(ctx, leaf)
    if constant is not None:
        if kind != "attr":
            raise ctx.fail(
                leaf.position, "a constant attribute must match an attribute"
            )
        ctx.steps.append(Reject(f"{expr} != {constant[1]}"))
        return
    node = parse_expression(LocatedStr(leaf.expr, leaf.position or _NOWHERE))
    constraint = ctx.evaluate(node)
    pred = getattr(constraint, "pred", None)
    if pred is None:
        return
    if kind == "attr":
        check = pred_not(substitute(pred, expr))
        if not present:
            check = f"{expr} is None or {check}"
    elif kind == "operand":
        check = pred_not(substitute(pred, expr + ".type"))
    else:
        check = f"not all({substitute(pred, 'v.type')} for v in {expr})"
    ctx.steps.append(Reject(check))


def _additional_constraint(ctx: _Context, node: Node) -> None:
    if not isinstance(node, Dag):
        raise ctx.fail(getattr(node, "position", None), "a constraint must be a dag")
    constraint = ctx.evaluate(
        parse_expression(LocatedStr(node.operator, node.position or _NOWHERE))
    )
    args = [_symbol_value(ctx, a) for a in node.args]
    if ctx.is_type_constraint(node.operator, constraint):
        if len(node.args) != 1:
            raise ctx.fail(
                node.position, "type constraint requires exactly one argument"
            )
        pred = substitute(constraint.pred, args[0] + ".type")
    else:
        if node.bind is not None and not node.args:
            args = [_symbol_value(ctx, Leaf(node.position, None, node.bind))]
        pred = str(getattr(constraint, "pred", None) or "True")
        if args:
            pred = substitute(pred, args[0])
        for index, arg in enumerate(args):
            pred = pred.replace(f"${index}", arg)
    ctx.steps.append(Reject(_unless(pred)))


def _unless(pred: str) -> str:
    """A condition that holds when `pred` does not, for an `if`: `pred`'s
    operand when `pred` is `not x`, else its negation."""
    try:
        node = ast.parse(pred, mode="eval").body
    except SyntaxError:
        return pred_not(pred)
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
        operand = ast.get_source_segment(pred, node.operand)
        if operand is not None and "\n" not in operand:
            return operand
    return pred_not(pred)


def _symbol_value(ctx: _Context, node: Node) -> str:
    """The Python expression of a bound symbol used as a value."""
    if not isinstance(node, Leaf) or node.bind is None or node.expr is not None:
        raise ctx.fail(
            getattr(node, "position", None), "expected a bound symbol ($name)"
        )
    symbol, _, index = node.bind.partition("__")
    known = ctx.symbols.get(symbol)
    if known is None:
        raise ctx.fail(
            node.position,
            f"referencing unbound symbol '{node.bind}'{did_you_mean(symbol, ctx.symbols)}",
        )
    if known.kind == "op":
        assert known.op_def is not None
        if index:
            return _result_group(ctx, known.expr, known.op_def, int(index), node)
        if len(known.op_def.results) == 1:
            return f"{known.expr}.results[0]"
        return known.expr
    if known.kind == "native_multi":
        return f"{known.expr}[{int(index or 0)}]"
    return known.expr


def _result_group(
    ctx: _Context, var: str, op: OpDef, index: int, node: Node | None
) -> str:
    """`$name__N`: result group N of the op in `var` (as ODS's getODSResults(N)):
    the value of a single result, the list of a variadic or optional group."""
    if index >= len(op.results):
        raise ctx.fail(
            getattr(node, "position", None),
            f"'{op.name}' has no result group {index} ({len(op.results)} declared)",
        )
    if not any(r.constraint.is_variable_length for r in op.results[: index + 1]):
        return f"{var}.results[{index}]"
    if op.results[index].constraint.is_variable_length:
        return f"{var}.result_group({index})"
    return f"{var}.result_group({index})[0]"


# -- rewriting --------------------------------------------------------------------------


def _value_count(ctx: _Context, node: Node) -> int | None:
    """How many values a result pattern declares (None: variadic)."""
    if isinstance(node, Dag):
        if node.operator == "replaceWithValue":
            return 1
        if node.operator in ctx.natives:
            return ctx.natives[node.operator].results
        if node.operator.startswith("NativeCodeCallVoid<"):
            return 0
        op = _op_of(ctx, node)
        if node.bind and "__" in node.bind:
            return 1
        if any(r.constraint.is_variable_length for r in op.results):
            return None
        return len(op.results)
    return 1


def _rewrite(ctx: _Context, pattern: PatternText, root: OpDef) -> None:
    ctx.steps.append(BeginRewrite(tuple(ctx.matched_ops)))
    root_count = len(root.results)
    if any(r.constraint.is_variable_length for r in root.results):
        root_count = -1
    counts = [_value_count(ctx, node) for node in pattern.results]
    # Which result patterns replace which root results: from the end.
    slices: list[tuple[int, int] | None] = [None] * len(counts)
    remaining = root_count
    for index in range(len(counts) - 1, -1, -1):
        count = counts[index]
        if remaining <= 0 or count is None:
            if remaining < 0 and index == len(counts) - 1:
                slices[index] = (0, -1)
                remaining = 0
            continue
        if count > remaining:
            raise ctx.fail(
                pattern.position,
                "the result patterns declare more values than the root op has results",
            )
        slices[index] = (remaining - count, count)
        remaining -= count
    if remaining > 0:
        raise ctx.fail(
            pattern.position,
            f"the result patterns give too few values to replace '{root.name}'",
        )
    replacement: list[str] = []
    for node, piece in zip(pattern.results, slices):
        values = _result(ctx, node, piece)
        if piece is not None:
            replacement.append(values)
    if root_count == 0:
        replacement = []
    ctx.steps.append(Replace(tuple(replacement)))


def _result(ctx: _Context, node: Node, piece: tuple[int, int] | None) -> str:
    """Lines building one result pattern; the Python list of its values."""
    if isinstance(node, Leaf):
        return f"[{_result_value(ctx, node)}]"
    if not isinstance(node, Dag):
        raise ctx.fail(getattr(node, "position", None), "expected a result dag")
    if node.operator == "replaceWithValue":
        if len(node.args) != 1:
            raise ctx.fail(node.position, "replaceWithValue takes one symbol")
        return f"[{_symbol_value(ctx, node.args[0])}]"
    if node.operator in ctx.natives or node.operator.startswith("NativeCodeCallVoid<"):
        expr = _native_call(ctx, node)
        native = ctx.natives.get(node.operator)
        if native is None or native.results == 0:
            ctx.steps.append(Evaluate(expr))
            return "[]"
        variable = ctx.fresh("native")
        ctx.steps.append(Bind(variable, expr))
        if node.bind:
            ctx.symbols[node.bind] = _Symbol("value", variable)
        return f"[{variable}]" if native.results == 1 else f"list({variable})"
    op = _op_of(ctx, node)
    symbol, _, index = (node.bind or "").partition("__")
    if index:
        # `(Op:$name__N ...)` declares only its result group N (DRR's declared
        # values): its result types do not come from the root op.
        piece = None
    variable = _build_op(ctx, node, piece)
    if symbol:
        ctx.symbols[symbol] = _Symbol("op", variable, op)
    if index:
        group = _result_group(ctx, variable, op, int(index), node)
        if op.results[int(index)].constraint.is_variable_length:
            return group
        return f"[{group}]"
    return f"list({variable}.results)"


def _build_op(ctx: _Context, node: Dag, piece: tuple[int, int] | None) -> str:
    op = _op_of(ctx, node)
    args = list(node.args)
    location = "location"
    return_types: list[str] | None = None
    while args and isinstance(args[-1], Dag) and args[-1].operator in DIRECTIVES:
        directive = args.pop()
        if directive.operator == "location":
            location = _location(ctx, directive)
        else:
            if piece is not None:
                raise ctx.fail(
                    directive.position,
                    "Cannot specify explicit return types in an op that replaces "
                    "results of the root op (they are its result types)",
                )
            return_types = [_return_type(ctx, arg) for arg in directive.args]
    if len(args) > len(op.arguments):
        raise ctx.fail(node.position, _mismatch(op, len(args)))
    values: list[str] = []
    for index, argument in enumerate(op.arguments):
        if index >= len(args):
            optional = (
                argument.constraint.kind == "optional"
                if isinstance(argument, Operand)
                else argument.constraint.optional
                or argument.constraint.default is not None
                or argument.constraint.is_unit
            )
            if not optional:
                raise ctx.fail(node.position, _mismatch(op, len(args)))
            continue
        if isinstance(argument, Operand):
            values.append(_argument_value(ctx, args[index], "operand"))
        else:
            values.append(
                _argument_value(ctx, args[index], "attr", argument.constraint)
            )
    variable = ctx.fresh("new")
    types = _result_types(ctx, node, op, piece, return_types)
    if types is None:
        call, takes_location = _custom_builder_call(ctx, node, op, values, location)
        ctx.steps.append(Bind(variable, call))
        ctx.steps.append(Insert(variable, None if takes_location else location))
        return variable
    keywords = [(f"{r.python_name}_type", t) for r, t in zip(op.results, types)]
    for argument, value in zip(op.arguments, values):
        if not isinstance(argument, Operand) and argument.constraint.is_unit:
            value = f"{value} is not None"
        keywords.append((argument.python_name, value))
    keywords.append(("location", location))
    ctx.steps.append(CreateOp(variable, op.class_name, tuple(keywords)))
    return variable


def _mismatch(op: OpDef, given: int) -> str:
    return (
        f"op '{op.name}' argument number mismatch: {given} in pattern"
        f" vs. {len(op.arguments)} in definition"
    )


def _result_types(
    ctx: _Context,
    node: Dag,
    op: OpDef,
    piece: tuple[int, int] | None,
    return_types: list[str] | None,
) -> list[str] | None:
    """The result types `build` takes ([] when it infers them); None when only a
    custom builder can build the op."""
    if inferred_results(op) is not None:
        return []
    if return_types is not None:
        if len(return_types) != len(op.results):
            raise ctx.fail(
                node.position,
                f"'{op.name}' has {len(op.results)} result(s) but `returnType` gives"
                f" {len(return_types)}",
            )
        return return_types
    if piece is None:
        return None
    start, count = piece
    if count != -1:
        return [
            f"op0.results[{start + offset}].type" for offset in range(len(op.results))
        ]
    # Variadic results: the replacing op has the root op's result groups.
    if [r.constraint.kind for r in op.results] != [
        r.constraint.kind for r in ctx.root.results
    ]:
        if _custom_builders(op, None):
            return None
        raise ctx.fail(
            node.position,
            f"cannot deduce the result types of '{op.name}' from the variadic "
            f"results of '{ctx.root.name}'",
        )
    types = []
    for offset, result in enumerate(op.results):
        group = f"op0.result_group({offset})"
        if result.constraint.kind == "single":
            types.append(f"{group}[0].type")
        elif result.constraint.kind == "optional":
            types.append(f"next((r.type for r in {group}), None)")
        else:
            types.append(f"[r.type for r in {group}]")
    return types


def _custom_builders(op: OpDef, given: int | None) -> list[int]:
    """The custom builders of `op` that take its first `given` ODS arguments
    (all of them when None) positionally, in ODS order: a parameter annotated
    with `Value` takes an operand, any other an attribute (MLIR lets C++
    overload resolution choose among the builders)."""
    count = len(op.arguments) if given is None else given
    chosen = []
    for index, builder in enumerate(op.builders):
        params = [(name, spec) for name, spec in builder.params if name != "location"]
        required = sum(1 for _, spec in params if "=" not in spec)
        if not required <= count <= len(params):
            continue
        if all(
            isinstance(argument, Operand) == bool(re.search(r"\bValue\b", spec))
            for (_, spec), argument in zip(params, op.arguments[:count])
        ):
            chosen.append(index)
    return chosen


def _custom_builder_call(
    ctx: _Context, node: Dag, op: OpDef, values: list[str], location: str
) -> tuple[str, bool]:
    """`Op.<builder>(args..., location=...)` through the one custom builder that
    takes the pattern's arguments, and whether the builder takes the location."""
    chosen = _custom_builders(op, len(values))
    if not chosen:
        raise ctx.fail(
            node.position,
            f"cannot deduce the result types of '{op.name}': only an op that "
            "replaces results of the root op takes their types; give it "
            f"`returnType`, or a custom builder taking its {len(values)} argument(s)",
        )
    if len(chosen) > 1:
        names = ", ".join(builder_method_name(op, i) for i in chosen)
        raise ctx.fail(
            node.position,
            f"several custom builders of '{op.name}' take the pattern's "
            f"arguments: {names}",
        )
    builder = op.builders[chosen[0]]
    takes_location = any(name == "location" for name, _ in builder.params)
    args = [*values, f"location={location}"] if takes_location else values
    call = f"{op.class_name}.{builder_method_name(op, chosen[0])}({', '.join(args)})"
    return call, takes_location


DIRECTIVES = ("location", "returnType")


def _return_type(ctx: _Context, node: Node) -> str:
    """One type of `(returnType ...)`: a bound value's type, a string or a native call."""
    if isinstance(node, Text):
        return _substitute_placeholders(
            ctx, node.value, [], node.position, "returnType"
        )
    if isinstance(node, Dag):
        if node.operator not in ctx.natives:
            raise ctx.fail(
                node.position, "nested DAG in `returnType` must be a native code call"
            )
        return _native_call(ctx, node)
    return f"{_symbol_value(ctx, node)}.type"


def _location(ctx: _Context, node: Dag) -> str:
    parts = []
    metadata = None
    args = list(node.args)
    if len(args) > 1 and isinstance(args[0], Text):
        metadata = f"StringAttr.get({string_literal(args.pop(0).value)})"
    for arg in args:
        if isinstance(arg, Text):
            parts.append(f"NameLoc.get({string_literal(arg.value)})")
        elif isinstance(arg, Leaf) and arg.bind is not None:
            known = ctx.symbols.get(arg.bind)
            if known is None or known.kind != "op":
                raise ctx.fail(arg.position, f"location of an unbound op '{arg.bind}'")
            parts.append(f"{known.expr}.location")
        else:
            raise ctx.fail(getattr(arg, "position", None), "bad location argument")
    if metadata is not None:
        return f"FusedLoc.get([{', '.join(parts)}], {metadata})"
    if len(parts) == 1:
        return parts[0]
    return f"FusedLoc.get([{', '.join(parts)}])"


def _argument_value(ctx: _Context, arg: Node, kind: str, constraint: Any = None) -> str:
    if isinstance(arg, Dag):
        if arg.operator in ctx.natives:
            expr = _native_call(ctx, arg)
            if arg.bind:
                symbol, _, index = arg.bind.partition("__")
                variable = _python_name(symbol)
                ctx.steps.append(Bind(variable, expr))
                multi = ctx.natives[arg.operator].results > 1
                ctx.symbols[symbol] = _Symbol(
                    "native_multi" if multi else "value", variable
                )
                expr = f"{variable}[{int(index or 0)}]" if multi else variable
            return expr
        if arg.operator == "replaceWithValue":
            if len(arg.args) != 1:
                raise ctx.fail(arg.position, "replaceWithValue takes one symbol")
            return _symbol_value(ctx, arg.args[0])
        built = _build_op(ctx, arg, None)
        op = _op_of(ctx, arg)
        symbol, _, index = (arg.bind or "").partition("__")
        if symbol:
            ctx.symbols[symbol] = _Symbol("op", built, op)
        if not op.results:
            raise ctx.fail(arg.position, f"'{op.name}' has no result to use here")
        return _result_group(ctx, built, op, int(index or 0), arg)
    if isinstance(arg, Leaf):
        return _result_value(ctx, arg, constraint)
    raise ctx.fail(getattr(arg, "position", None), "unexpected argument")


def _result_value(ctx: _Context, leaf: Leaf, constraint: Any = None) -> str:
    if leaf.expr is not None:
        constant = _constant_attr(ctx, leaf)
        if constant is None:
            raise ctx.fail(
                leaf.position, f"'{leaf.expr}' cannot be used in a result pattern"
            )
        return constant[1]
    return _symbol_value(ctx, leaf)


def _native_call(ctx: _Context, node: Dag) -> str:
    if node.operator.startswith("NativeCodeCallVoid<"):
        body = node.operator[len("NativeCodeCallVoid<") : -1].strip()
        if not (body.startswith('"') and body.endswith('"')):
            raise ctx.fail(node.position, 'NativeCodeCallVoid takes "code"')
        body = body[1:-1]
    else:
        body = ctx.natives[node.operator].body
    args = [_argument_value(ctx, a, "value") for a in node.args]
    return _substitute_placeholders(ctx, body, args, node.position, node.operator)


def _substitute_placeholders(
    ctx: _Context, body: str, args: list[str], position: Position | None, what: str
) -> str:
    """`body` with `$_builder`, `$_loc`, `$_self` and `$N` replaced."""

    def replace(match: re.Match[str]) -> str:
        key = match.group(1)
        if key == "_builder":
            return "rewriter"
        if key == "_loc":
            return "location"
        if key == "_self":
            return "op0"
        index = int(key)
        if index >= len(args):
            raise ctx.fail(
                position, f"'{what}' uses ${index} but is given {len(args)} argument(s)"
            )
        return args[index]

    return _PLACEHOLDER.sub(replace, body)


__all__ = [
    "CompiledPattern",
    "NativeCall",
    "compile_patterns",
    "Number",
    "ListNode",
    "TypeConstraint",
]
