"""`memref-expand`: rewrites two memref ops that the LLVM lowering does not
take as they are (MLIR 16's ExpandOps pass).

- `memref.atomic_rmw` of kind `maxf`/`minf` becomes `memref.generic_atomic_rmw`
  whose body compares (`ogt`/`olt`) and selects the new value.
- `memref.reshape` whose shape operand has a static shape becomes
  `memref.reinterpret_cast` at offset 0: dynamic sizes are loaded from the
  shape memref (cast to `index` if needed), static ones are constants, and
  the strides are the running products of the sizes from the innermost
  dimension outwards.

Like MLIR, the pass is a partial conversion, so constants are neither folded
nor deduplicated.
"""

from __future__ import annotations

from typing import Any

from ..conversion.driver import apply_partial_conversion
from ..conversion.target import ConversionTarget, always_legal
from ..ir.attributes import IntegerAttr
from ..ir.context import Context
from ..ir.operation import Block, Operation, Value, value_location
from ..ir.rewrite import RewritePattern
from ..ir.types import IndexType
from .rewrite_support import loaded_package

# The float kinds and the predicate that keeps the current value.
_PREDICATES = {"maxf": "OGT", "minf": "OLT"}


def _float_kind(op: Operation) -> str | None:
    """The kind of an `atomic_rmw` if it is one the pass expands."""
    kind = op.kind.name  # type: ignore[attr-defined]
    return kind if kind in _PREDICATES else None


def _static_shape_operand(op: Operation) -> bool:
    """Whether a `memref.reshape`'s shape operand has a static shape."""
    return bool(op.operands[1].type.has_static_shape)  # type: ignore[attr-defined]


class AtomicRMWExpansion(RewritePattern):
    """`memref.atomic_rmw maxf|minf` -> `memref.generic_atomic_rmw`."""

    root = "memref.atomic_rmw"

    def match_and_rewrite(self, op: Operation, rewriter: Any) -> bool:
        kind = _float_kind(op)
        if kind is None:
            return False
        memref, arith = (
            loaded_package(rewriter.context, "memref"),
            loaded_package(rewriter.context, "arith"),
        )
        location = op.location
        value, source, *indices = op.operands
        generic = rewriter.insert(
            memref.GenericAtomicRMWOp.build(source, indices, location=location)
        )
        body = Block([source.type.element_type], [value_location(source)])
        generic.regions[0].append(body)
        rewriter.set_insertion_point_to_end(body)
        current = body.arguments[0]
        predicate = getattr(arith.CmpFPredicate, _PREDICATES[kind])
        compare = rewriter.insert(
            arith.CmpFOp.build(predicate, current, value, location=location)
        )
        select = rewriter.insert(
            arith.SelectOp.build(compare.results[0], current, value, location=location)
        )
        rewriter.insert(
            memref.AtomicYieldOp.build(select.results[0], location=location)
        )
        rewriter.replace_op(op, [generic.results[0]])
        return True


class ReshapeExpansion(RewritePattern):
    """`memref.reshape` with a static shape operand -> `memref.reinterpret_cast`."""

    root = "memref.reshape"

    def match_and_rewrite(self, op: Operation, rewriter: Any) -> bool:
        if not _static_shape_operand(op):
            return False
        memref, arith = (
            loaded_package(rewriter.context, "memref"),
            loaded_package(rewriter.context, "arith"),
        )
        location = op.location
        source, shape = op.operands
        result_type = op.results[0].type
        index = IndexType.get()

        def constant(number: int) -> Value:
            built = arith.ConstantOp.build(
                index, IntegerAttr.get(index, number), location=location
            )
            return rewriter.insert(built).results[0]

        rank = shape.type.shape[0]
        sizes: list[Value | int] = [0] * rank
        strides: list[Value] = [source] * rank
        stride = constant(1)
        for i in reversed(range(rank)):
            dim = result_type.shape[i]
            if dim is None:
                loaded = rewriter.insert(
                    memref.LoadOp.build(shape, [constant(i)], location=location)
                ).results[0]
                if not isinstance(loaded.type, IndexType):
                    loaded = rewriter.insert(
                        arith.IndexCastOp.create(
                            operands=[loaded], result_types=[index], location=location
                        )
                    ).results[0]
                sizes[i] = size = loaded
            else:
                sizes[i] = dim
                size = constant(dim)
            strides[i] = stride
            if i > 0:
                stride = rewriter.insert(
                    arith.MulIOp.create(
                        operands=[stride, size], result_types=[index], location=location
                    )
                ).results[0]
        dynamic = -(2**63)
        cast = rewriter.insert(
            memref.ReinterpretCastOp.build(
                result_type,
                source,
                [],
                [s for s in sizes if isinstance(s, Value)],
                strides,
                (0,),
                tuple(dynamic if isinstance(s, Value) else s for s in sizes),
                (dynamic,) * rank,
                location=location,
            )
        )
        rewriter.replace_op(op, [cast.results[0]])
        return True


def memref_expand_target() -> ConversionTarget:
    """Everything is legal except the float-kind `atomic_rmw`s and the
    `reshape`s with a statically shaped shape operand."""
    target = ConversionTarget()
    target.add_dynamically_legal_op(
        "memref.atomic_rmw", lambda op: _float_kind(op) is None
    )
    target.add_dynamically_legal_op(
        "memref.reshape", lambda op: not _static_shape_operand(op)
    )
    target.mark_unknown_op_dynamically_legal(always_legal)
    return target


def memref_expand(op: Operation, context: Context, options: dict[str, Any]) -> None:
    """The pass: a partial conversion of `op` with the two expansions."""
    patterns = [AtomicRMWExpansion(), ReshapeExpansion()]
    apply_partial_conversion(op, memref_expand_target(), patterns, context=context)
