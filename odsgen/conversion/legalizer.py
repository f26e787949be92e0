"""The legalizer: makes one op legal with folding and patterns, in MLIR 16's
order (OperationLegalizer).

Patterns are ordered per op by the number of steps their generated ops need
to become legal, then by decreasing benefit; patterns that cannot lead to
legal ops are left out. A pattern's result counts only if what it created,
updated or moved legalizes in turn; a failed attempt is undone.
"""

from __future__ import annotations

from typing import Iterable

from ..ir.attributes import Attribute
from ..ir.builder import Builder, InsertionPoint
from ..ir.operation import Operation, OpResult, Value
from ..ir.rewrite import RewritePattern, constant_value
from ..ir.traits import ConstantLike
from .rewriter import ERASE, TYPE_CONVERSION, ConversionPatternRewriter, RewriterImpl
from .target import LEGAL, ConversionTarget, LegalizationAction

# What legalizing the ops of a name can do (see `OperationLegalizer.static_kind`).
INERT, FOLD_ONLY, PATTERNS = range(3)


def _generated(pattern: RewritePattern) -> tuple[str, ...]:
    return tuple(getattr(pattern, "generated_ops", ()))


class OperationLegalizer:
    """Legalizes one op at a time with folding and patterns, in MLIR 16's order."""

    def __init__(self, target: ConversionTarget, patterns: Iterable[RewritePattern]):
        self.target = target
        self.patterns = list(patterns)
        self.applied: set[int] = set()
        self._merged: dict[str, list[tuple[RewritePattern, bool]]] = {}
        by_root: dict[str, list[RewritePattern]] = {}
        any_op: list[RewritePattern] = []
        self._build_graph(any_op, by_root)
        self._apply_cost_model(any_op, by_root)

    # -- the cost model ------------------------------------------------------------------------

    def _build_graph(
        self, any_op: list[RewritePattern], by_root: dict[str, list[RewritePattern]]
    ) -> None:
        """The patterns that can lead to legal ops, per root (MLIR's
        buildLegalizationGraph)."""
        parents: dict[str, dict[str, None]] = {}
        invalid: dict[str, dict[int, RewritePattern]] = {}
        worklist: dict[int, RewritePattern] = {}
        for pattern in self.patterns:
            root = pattern.root
            if root is None:
                any_op.append(pattern)
                continue
            if self.target.get_op_action(root) == LegalizationAction.LEGAL:
                continue
            invalid.setdefault(root, {})[id(pattern)] = pattern
            for name in _generated(pattern):
                parents.setdefault(name, {})[root] = None
            worklist[id(pattern)] = pattern
        if any_op:
            for pattern in worklist.values():
                by_root.setdefault(pattern.root, []).append(pattern)  # type: ignore[arg-type]
            return
        while worklist:
            _, pattern = worklist.popitem()
            root = pattern.root
            assert root is not None

            def is_invalid(name: str) -> bool:
                action = self.target.get_op_action(name)
                return name not in by_root and (
                    action is None or action == LegalizationAction.ILLEGAL
                )

            if any(is_invalid(name) for name in _generated(pattern)):
                continue
            by_root.setdefault(root, []).append(pattern)
            invalid.get(root, {}).pop(id(pattern), None)
            for parent in parents.get(root, {}):
                for key, candidate in invalid.get(parent, {}).items():
                    worklist.setdefault(key, candidate)

    def _apply_cost_model(
        self, any_op: list[RewritePattern], by_root: dict[str, list[RewritePattern]]
    ) -> None:
        depths: dict[str, int] = {}
        for name in list(by_root):
            if name not in depths:
                self._op_depth(name, depths, by_root)
        if any_op:
            self._order_patterns(any_op, depths, by_root)
        # The applicator's order: patterns earlier in their list first; those
        # no list holds can never match.
        rank: dict[int, int] = {}
        for patterns in [*by_root.values(), any_op]:
            for index, pattern in enumerate(patterns):
                rank[id(pattern)] = len(patterns) - index
        self.op_patterns: dict[str, list[RewritePattern]] = {}
        self.any_op_patterns: list[RewritePattern] = []
        for pattern in self.patterns:
            if id(pattern) not in rank:
                continue
            root = pattern.root
            if root is None:
                self.any_op_patterns.append(pattern)
            else:
                self.op_patterns.setdefault(root, []).append(pattern)
        for patterns in [*self.op_patterns.values(), self.any_op_patterns]:
            patterns.sort(key=lambda p: -rank[id(p)])

    def _op_depth(
        self,
        name: str,
        depths: dict[str, int],
        by_root: dict[str, list[RewritePattern]],
    ) -> int:
        if name in depths:
            return depths[name]
        patterns = by_root.get(name)
        if not patterns:
            return 0
        depths[name] = 1 << 32
        depth = self._order_patterns(patterns, depths, by_root)
        depths[name] = depth
        return depth

    def _order_patterns(
        self,
        patterns: list[RewritePattern],
        depths: dict[str, int],
        by_root: dict[str, list[RewritePattern]],
    ) -> int:
        """Sort `patterns` by legalization depth, then decreasing benefit; the
        smallest depth."""
        by_depth = []
        for pattern in patterns:
            depth = 1
            for name in _generated(pattern):
                depth = max(depth, self._op_depth(name, depths, by_root) + 1)
            by_depth.append((pattern, depth))
        smallest = min(depth for _, depth in by_depth)
        if len(by_depth) == 1:
            return smallest
        by_depth.sort(key=lambda item: (item[1], -item[0].benefit))
        patterns[:] = [pattern for pattern, _ in by_depth]
        return smallest

    # -- legalization -------------------------------------------------------------------------

    def is_illegal(self, op: Operation) -> bool:
        return self.target.is_illegal(op)

    def static_kind(self, op: Operation) -> int:
        """What legalizing an op named as `op` can do, when the target says
        by name alone that it is not legal: INERT (nothing: no folder, no
        pattern, not explicitly illegal), FOLD_ONLY (only fold it: a folder,
        no pattern, not explicitly illegal) or PATTERNS (the whole
        `legalize`). (Call only once the target has answered `is_legal` for
        this name.)"""
        if self._patterns(op.name) or self.target.is_illegal(op):
            return PATTERNS
        return INERT if getattr(type(op), "fold", None) is None else FOLD_ONLY

    def legalize_by_folding(
        self, op: Operation, rewriter: ConversionPatternRewriter
    ) -> None:
        """`legalize(op)` for an op of kind FOLD_ONLY, whose failure changes
        nothing: fold it unless it is replaced or inside an ignored op."""
        if not rewriter.impl.is_op_ignored(op):
            self._legalize_with_fold(op, rewriter)

    def _patterns(self, name: str) -> list[tuple[RewritePattern, bool]]:
        patterns = self._merged.get(name)
        return self._patterns_for(name) if patterns is None else patterns

    def legalize(self, op: Operation, rewriter: ConversionPatternRewriter) -> bool:
        """Make `op` legal; False (with nothing changed) if it cannot be."""
        details = self.target.is_legal(op)
        impl = rewriter.impl
        if details is not None:
            if details.recursively_legal:
                impl.mark_nested_ops_ignored(op)
            return True
        if op in impl.replacements:  # impl.is_op_ignored(op), inlined
            return True
        ignored = impl._ignored
        if ignored and op.parent_op in ignored:
            return True
        if getattr(op, "fold", None) is not None and self._legalize_with_fold(
            op, rewriter
        ):
            return True
        return self._legalize_with_pattern(op, rewriter)

    def _legalize_with_fold(
        self, op: Operation, rewriter: ConversionPatternRewriter
    ) -> bool:
        folded = _try_fold(op, rewriter)
        if folded is None:
            return False
        values, constants = folded
        impl = rewriter.impl
        state = impl.state()
        rewriter.set_insertion_point(op)
        for constant in constants:
            rewriter.insert(constant)
        rewriter.replace_op(op, values)
        for created in impl.created_ops[state[0] :]:
            if not self.legalize(created, rewriter):
                impl.reset_state(state)
                return False
        return True

    def _patterns_for(self, name: str) -> list[tuple[RewritePattern, bool]]:
        """The patterns to try on ops called `name`, in the applicator's order
        (an any-op pattern goes before the op's own patterns of lower
        benefit), each with whether it may apply to the ops it creates."""
        op_patterns = self.op_patterns.get(name, ())
        any_patterns = self.any_op_patterns
        merged: list[tuple[RewritePattern, bool]] = []
        op_index = any_index = 0
        while True:
            best = None
            if op_index < len(op_patterns):
                best = op_patterns[op_index]
            if any_index < len(any_patterns) and (
                best is None or best.benefit < any_patterns[any_index].benefit
            ):
                best = any_patterns[any_index]
                any_index += 1
            elif best is not None:
                op_index += 1
            else:
                break
            bounded = bool(getattr(best, "has_bounded_rewrite_recursion", False))
            merged.append((best, bounded))
        self._merged[name] = merged
        return merged

    def _legalize_with_pattern(
        self, op: Operation, rewriter: ConversionPatternRewriter
    ) -> bool:
        patterns = self._patterns(op.name)
        if not patterns:
            return False
        impl = rewriter.impl
        state = impl.state()
        applied = self.applied
        for pattern, bounded in patterns:
            key = id(pattern)
            if not bounded:
                if key in applied:
                    continue
                applied.add(key)
            parent = op.parent  # rewriter.set_insertion_point(op), inlined
            rewriter.insertion_point = (
                None if parent is None else InsertionPoint(parent, op)
            )
            rewriter._location = op._location  # kept packed if it is
            succeeded = pattern.match_and_rewrite(op, rewriter)
            if succeeded:
                succeeded = self._legalize_pattern_result(op, rewriter, state)
            applied.discard(key)
            if succeeded:
                return True
            impl.reset_state(state)
        return False

    def _legalize_pattern_result(
        self, op: Operation, rewriter: ConversionPatternRewriter, state: tuple[int, ...]
    ) -> bool:
        impl = rewriter.impl
        # What the pattern recorded: the journal's entries past `state`
        # (the lengths read now, as `impl.state()` would give them).
        actions = len(impl.block_actions)
        updates = len(impl.root_updates)
        created_ops = impl.created_ops
        count = len(created_ops)
        if actions != state[4] and not self._legalize_block_actions(
            op, rewriter, impl, state, actions
        ):
            return False
        legalize = self.legalize
        if updates != state[6]:
            for update in impl.root_updates[state[6] : updates]:
                if not legalize(update.op, rewriter):
                    return False
        known = self.target.static_legality
        for created in created_ops[state[0] : count]:
            if known.get(created.name) is not LEGAL and not legalize(created, rewriter):
                return False
        return True

    def _legalize_block_actions(
        self,
        op: Operation,
        rewriter: ConversionPatternRewriter,
        impl: RewriterImpl,
        state: tuple[int, ...],
        actions: int,
    ) -> bool:
        ignore: set[Operation] = set()
        for action in impl.block_actions[state[4] : actions]:
            if action.kind in (TYPE_CONVERSION, ERASE):
                continue
            block = action.block
            parent = block.parent_op
            if parent is None or parent is op or not block.arguments:
                continue
            converter = impl.arg_converter.region_to_converter.get(block.parent)  # type: ignore[arg-type]
            if converter is not None:
                if impl.convert_block_signature(block, converter) is None:
                    return False
                continue
            if not ignore:
                ignore.update(impl.created_ops[state[0] :])
            if parent not in ignore:
                ignore.add(parent)
                if not self.legalize(parent, rewriter):
                    return False
        return True


def _try_fold(
    op: Operation, rewriter: ConversionPatternRewriter
) -> tuple[list[Value], list[Operation]] | None:
    """The values `op` folds to and the new constants among them, not yet
    inserted (MLIR 16's OpBuilder::tryFold); None if it does not fold."""
    fold = getattr(op, "fold", None)
    if fold is None:
        return None
    if (
        ConstantLike in op.TRAITS
        and op.results
        and constant_value(op.results[0]) is not None
    ):
        return None
    operands: list[Attribute | None] = []
    for use in op._operands:
        value = use.value
        constant = value.__class__ is OpResult and ConstantLike in value.owner.TRAITS
        operands.append(constant_value(value) if constant else None)
    result = fold(operands)
    if result is None:
        return None
    results = list(result) if isinstance(result, (list, tuple)) else [result]
    if not results or len(results) != len(op.results):
        return None
    if all(r is orig for r, orig in zip(results, op.results)):
        return None
    dialect = rewriter.context.dialects.get(op.dialect_name)
    hook = getattr(dialect, "materialize_constant", None)
    builder = Builder(rewriter.context, None, op.location)
    values: list[Value] = []
    constants: list[Operation] = []
    for folded, original in zip(results, op.results):
        if isinstance(folded, Value):
            if folded.type is not original.type:
                return None
            values.append(folded)
            continue
        constant = hook(builder, folded, original.type, op.location) if hook else None
        if constant is None:
            for made in constants:
                made.erase()
            return None
        constants.append(constant)
        values.append(constant.results[0])
    return values, constants
