"""Resolving the casts a conversion inserted, once every op is legal:
those that cancel out go, the others become the type converter's
materializations, or the conversion fails (MLIR 16's
legalizeUnresolvedMaterializations)."""

from __future__ import annotations

from typing import Any, Sequence

from ..ir.builtin import UnrealizedConversionCastOp
from ..ir.diagnostics import Diagnostic
from ..ir.operation import Operation, OpResult, Value
from .rewriter import ConversionPatternRewriter, RewriterImpl
from .values import (
    ARGUMENT,
    ConversionFailure,
    UnresolvedMaterialization,
    attach_live_user,
    quoted,
    users,
)


def legalize_unresolved_materializations(
    rewriter: ConversionPatternRewriter, impl: RewriterImpl
) -> dict[Value, list[Value]] | None:
    """Resolve the pending casts; the inverse value mapping if there were any.
    Raises ConversionFailure when a live one cannot be materialized."""
    if not impl.unresolved:
        return None
    inverse = impl.mapping.inverse()
    by_op: dict[Operation, UnresolvedMaterialization] = {}
    necessary: dict[int, UnresolvedMaterialization] = {}
    compute_necessary_materializations(by_op, impl, inverse, necessary)
    for mat in list(necessary.values()):
        legalize_unresolved_materialization(mat, by_op, rewriter, impl, inverse)
    return inverse


def find_live_user_of_replaced(
    value: Value, impl: RewriterImpl, inverse: dict[Value, list[Value]]
) -> Operation | None:
    worklist = [value]
    while worklist:
        current = worklist.pop()
        for user in users(current):
            if not impl.is_op_ignored(user):
                return user
        worklist.extend(inverse.get(current, ()))
    return None


def replace_materialization(
    impl: RewriterImpl,
    results: Sequence[Value],
    values: Sequence[Value],
    inverse: dict[Value, list[Value]],
) -> None:
    for result, value in zip(results, values):
        result.replace_all_uses_with(value)
    for result, value in zip(results, values):
        for old in inverse.get(result, ()):
            if not impl.mapping.try_map(old, value):
                impl.mapping.erase(old)


def compute_necessary_materializations(
    by_op: dict[Operation, UnresolvedMaterialization],
    impl: RewriterImpl,
    inverse: dict[Value, list[Value]],
    necessary: dict[int, UnresolvedMaterialization],
) -> None:
    def is_live(value: Value) -> bool:
        def dead_user(user: Operation) -> bool:
            mat = by_op.get(user)
            if mat is not None:
                return id(mat) not in necessary
            return impl.is_op_ignored(user)

        for old in inverse.get(value, ()):
            if any(not dead_user(user) for user in old.users):
                return True
        return any(not dead_user(user) for user in value.users)

    def lookup_remapped(invalid_root: Value, value: Value, type_: Any) -> Value | None:
        remapped = impl.mapping.lookup_or_default(value, type_)
        if remapped.type is type_ and remapped is not invalid_root:
            return remapped
        owner = value.owner if isinstance(value, OpResult) else None
        if isinstance(owner, UnrealizedConversionCastOp) and owner.num_operands == 1:
            return lookup_remapped(invalid_root, owner.get_operand(0), type_)
        return None

    worklist: dict[int, UnresolvedMaterialization] = {}
    for mat in impl.unresolved:
        by_op.setdefault(mat.op, mat)
        worklist[id(mat)] = mat
    while worklist:
        _, mat = worklist.popitem()
        op = mat.op
        result = op.results[0]
        output = result.type
        inputs = op.operands
        for user in users(result):
            if not isinstance(user, UnrealizedConversionCastOp):
                continue
            if user.result_types == [v.type for v in inputs]:
                replace_materialization(impl, [result], inputs, inverse)
                user_mat = by_op.get(user)
                if user_mat is not None:
                    necessary.pop(id(user_mat), None)
        if len(inputs) == 1:
            remapped = lookup_remapped(result, inputs[0], output)
            if remapped is not None and remapped is not result:
                replace_materialization(impl, [result], [remapped], inverse)
                necessary.pop(id(mat), None)
                continue
        if any(not isinstance(v, OpResult) for v in inputs) or any(
            not isinstance(v, OpResult) for v in inverse.get(result, ())
        ):
            mat.kind = ARGUMENT
        live = is_live(result)
        if mat.kind == ARGUMENT:
            live = live or any(is_live(v) for v in inverse.get(result, ()))
        if not live or id(mat) in necessary:
            continue
        necessary[id(mat)] = mat
        for value in inputs:
            owner = value.owner if isinstance(value, OpResult) else None
            if isinstance(owner, UnrealizedConversionCastOp):
                parent = by_op.get(owner)
                if parent is not None:
                    worklist[id(parent)] = parent


def legalize_unresolved_materialization(
    mat: UnresolvedMaterialization,
    by_op: dict[Operation, UnresolvedMaterialization],
    rewriter: ConversionPatternRewriter,
    impl: RewriterImpl,
    inverse: dict[Value, list[Value]],
) -> None:
    op = mat.op
    if op in impl._ignored:
        return
    impl._ignored.add(op)
    impl.ignored_ops.append(op)
    result = op.results[0]
    inputs = op.operands
    output = result.type
    for value in inputs:
        owner = value.owner if isinstance(value, OpResult) else None
        if isinstance(owner, UnrealizedConversionCastOp) and owner in by_op:
            legalize_unresolved_materialization(
                by_op[owner], by_op, rewriter, impl, inverse
            )
    if len(inputs) == 1:
        remapped = impl.mapping.lookup_or_default(inputs[0], output)
        if remapped.type is output and remapped is not result:
            replace_materialization(impl, [result], [remapped], inverse)
            return
    converter = mat.converter
    if converter is not None:
        if len(inputs) == 1:
            rewriter.set_insertion_point_after_value(inputs[0])
        else:
            rewriter.set_insertion_point(op)
        new = None
        if mat.kind == ARGUMENT:
            new = converter.materialize_argument_conversion(
                rewriter, op.location, mat.orig_output_type, inputs
            )
        if new is None:
            new = converter.materialize_target_conversion(
                rewriter, op.location, output, inputs
            )
        if new is not None:
            replace_materialization(impl, [result], [new], inverse)
            return
    types = ", ".join(quoted(v.type) for v in inputs)
    diagnostic = Diagnostic(
        "error",
        op.location,
        f"failed to legalize unresolved materialization from {types} to"
        f" {quoted(output)} that remained live after conversion",
    )
    for user in users(result):
        if not impl.is_op_ignored(user):
            attach_live_user(diagnostic, user)
            break
    raise ConversionFailure(diagnostic, op)
