"""The conversion driver: legalize every operation, then commit or undo.

As MLIR 16's OperationLegalizer and OperationConverter. The ops to convert
are collected first (pre-order, each region's blocks from the entry block
along successors; the insides of recursively legal ops are skipped). Each
op is legalized in turn: legal ops are kept; otherwise folding is tried,
then the patterns for the op, in the legalizer's order (fewest steps to
legal ops first, then higher benefit); a pattern's result counts only if
the ops it created, updated or whose blocks it touched legalize in turn,
and a failed attempt is undone before the next. When every op is done,
the pending casts are resolved through the type converters'
materializations, and the journal is committed; on any failure it is
undone and the IR is exactly as before.

Three modes: partial (ops that cannot be legalized may stay unless they
are explicitly illegal), full (every op must be legal) and analysis
(nothing is changed; the ops that could be legalized are reported).
"""

from __future__ import annotations

from typing import Any, Callable, Iterable, Sequence

from ..ir.builder import Builder
from ..ir.context import Context
from ..ir.diagnostics import Diagnostic, DiagnosticError
from ..ir.operation import Block, Operation, OpResult, Value
from ..ir.rewrite import RewritePattern, constant_value
from ..ir.builtin import UnrealizedConversionCastOp
from ..ir.traits import ConstantLike
from .rewriter import (
    ARGUMENT,
    ERASE,
    TYPE_CONVERSION,
    ConversionPatternRewriter,
    RewriterImpl,
    UnresolvedMaterialization,
    attach_live_user,
    op_text,
    users,
    quoted,
)
from .target import ConversionTarget, LegalizationAction

PARTIAL, FULL, ANALYSIS = "partial", "full", "analysis"


class ConversionError(DiagnosticError):
    """A conversion failed; the IR is unchanged and `diagnostic` says why."""


class _Failed(Exception):
    """Internal: the conversion failed with `diagnostic` (on `op`, if any)."""

    def __init__(self, diagnostic: Diagnostic, op: Operation | None = None) -> None:
        super().__init__(diagnostic.message)
        self.diagnostic = diagnostic
        self.op = op


# -- the operations to convert ------------------------------------------------------------


class _RegionWalk:
    """Where the collection of one region stands."""

    __slots__ = ("blocks", "location", "worklist", "visited", "block", "ops")

    def __init__(self, blocks: Sequence[Block], location: Any) -> None:
        self.blocks = blocks
        self.location = location
        self.worklist = [blocks[0]]
        self.visited = {blocks[0]}
        self.block: Block | None = None
        self.ops: Any = None


def _collect(
    blocks: Sequence[Block],
    region_location: Any,
    into: list[Operation],
    target: ConversionTarget | None,
) -> None:
    """Append the ops of a region to `into` (reachable blocks from the entry,
    depth first along successors), each followed by the ops nested in it
    (MLIR's computeConversionSet, without recursion)."""
    if not blocks:
        return
    stack = [_RegionWalk(blocks, region_location)]
    while stack:
        frame = stack[-1]
        if frame.ops is None:
            if not frame.worklist:
                if any(block not in frame.visited for block in frame.blocks[1:]):
                    raise _Failed(
                        Diagnostic(
                            "error",
                            frame.location,
                            "unreachable blocks were not converted",
                        )
                    )
                stack.pop()
                continue
            frame.block = frame.worklist.pop()
            frame.ops = iter(list(frame.block))
        op = next(frame.ops, None)
        if op is None:
            for successor in frame.block.successors:  # type: ignore[union-attr]
                if successor not in frame.visited:
                    frame.visited.add(successor)
                    frame.worklist.append(successor)
            frame.ops = None
            continue
        into.append(op)
        details = target.is_legal(op) if target is not None else None
        if details is not None and details.recursively_legal:
            continue
        for region in reversed(op.regions):
            if region.blocks:
                stack.append(_RegionWalk(region.blocks, op.location))


# -- the legalizer ----------------------------------------------------------------------------


def _root(pattern: RewritePattern) -> str | None:
    return pattern.root


def _generated(pattern: RewritePattern) -> tuple[str, ...]:
    return tuple(getattr(pattern, "generated_ops", ()))


class OperationLegalizer:
    """Legalizes one op at a time with folding and patterns, in MLIR 16's order."""

    def __init__(self, target: ConversionTarget, patterns: Iterable[RewritePattern]):
        self.target = target
        self.patterns = list(patterns)
        self.applied: set[int] = set()
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
            root = _root(pattern)
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
            root = _root(pattern)
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

    def legalize(self, op: Operation, rewriter: ConversionPatternRewriter) -> bool:
        """Make `op` legal; False (with nothing changed) if it cannot be."""
        impl = rewriter.impl
        details = self.target.is_legal(op)
        if details is not None:
            if details.recursively_legal:
                impl.mark_nested_ops_ignored(op)
            return True
        if impl.is_op_ignored(op):
            return True
        if self._legalize_with_fold(op, rewriter):
            return True
        return self._legalize_with_pattern(op, rewriter)

    def _legalize_with_fold(
        self, op: Operation, rewriter: ConversionPatternRewriter
    ) -> bool:
        if getattr(op, "fold", None) is None:
            return False
        folded = _try_fold(op, rewriter)
        if folded is None:
            return False
        values, constants = folded
        impl = rewriter.impl
        state = impl.state()
        _insert_before(rewriter, op)
        for constant in constants:
            rewriter.insert(constant)
        rewriter.replace_op(op, values)
        for created in impl.created_ops[state[0] :]:
            if not self.legalize(created, rewriter):
                impl.reset_state(state)
                return False
        return True

    def _legalize_with_pattern(
        self, op: Operation, rewriter: ConversionPatternRewriter
    ) -> bool:
        op_patterns = self.op_patterns.get(op.name, ())
        any_patterns = self.any_op_patterns
        if not op_patterns and not any_patterns:
            return False
        impl = rewriter.impl
        state = impl.state()
        op_index = any_index = 0
        while True:
            best = None
            from_any = False
            if op_index < len(op_patterns):
                best = op_patterns[op_index]
            if any_index < len(any_patterns) and (
                best is None or best.benefit < any_patterns[any_index].benefit
            ):
                best = any_patterns[any_index]
                from_any = True
            if best is None:
                return False
            if from_any:
                any_index += 1
            else:
                op_index += 1
            key = id(best)
            if not getattr(best, "has_bounded_rewrite_recursion", False):
                if key in self.applied:
                    continue
                self.applied.add(key)
            _insert_before(rewriter, op)
            rewriter.location = op.location
            succeeded = best.match_and_rewrite(op, rewriter)
            if succeeded:
                succeeded = self._legalize_pattern_result(op, rewriter, state)
            self.applied.discard(key)
            if succeeded:
                return True
            impl.reset_state(state)

    def _legalize_pattern_result(
        self, op: Operation, rewriter: ConversionPatternRewriter, state: tuple[int, ...]
    ) -> bool:
        impl = rewriter.impl
        new_state = impl.state()
        return (
            self._legalize_block_actions(op, rewriter, impl, state, new_state)
            and all(
                self.legalize(update.op, rewriter)
                for update in impl.root_updates[state[6] : new_state[6]]
            )
            and all(
                self.legalize(created, rewriter)
                for created in impl.created_ops[state[0] : new_state[0]]
            )
        )

    def _legalize_block_actions(
        self,
        op: Operation,
        rewriter: ConversionPatternRewriter,
        impl: RewriterImpl,
        state: tuple[int, ...],
        new_state: tuple[int, ...],
    ) -> bool:
        ignore: set[Operation] = set()
        for action in impl.block_actions[state[4] : new_state[4]]:
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


def _insert_before(rewriter: ConversionPatternRewriter, op: Operation) -> None:
    """Insert before `op` from now on (nowhere for a top-level op)."""
    if op.parent is None:
        rewriter.insertion_point = None
    else:
        rewriter.set_insertion_point(op)


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
    result = fold([constant_value(v) for v in op.operands])
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


# -- the converter ----------------------------------------------------------------------------


class OperationConverter:
    """Converts ops to a target in one of the three modes."""

    def __init__(
        self,
        target: ConversionTarget,
        patterns: Iterable[RewritePattern],
        mode: str,
        tracked: set[Operation] | None = None,
    ) -> None:
        self.legalizer = OperationLegalizer(target, patterns)
        self.mode = mode
        self.tracked = tracked

    def convert_operations(
        self,
        ops: Sequence[Operation],
        context: Context | None = None,
        notify: Callable[[Diagnostic], None] | None = None,
    ) -> None:
        """Convert `ops` (and what they contain); raises ConversionError, with
        the IR unchanged, on failure."""
        if not ops:
            return
        target = self.legalizer.target
        to_convert: list[Operation] = []
        try:
            for op in ops:
                to_convert.append(op)
                for region in op.regions:
                    _collect(region.blocks, op.location, to_convert, target)
        except _Failed as failure:
            raise ConversionError(failure.diagnostic, failure.op) from None
        rewriter = ConversionPatternRewriter(context or Context.current())
        impl = rewriter.impl
        impl.notify_callback = notify
        try:
            for op in to_convert:
                self._convert(rewriter, op)
            self._finalize(rewriter)
        except _Failed as failure:
            impl.discard_rewrites()
            raise ConversionError(failure.diagnostic, failure.op) from None
        if self.mode == ANALYSIS:
            impl.discard_rewrites()
            return
        impl.apply_rewrites()
        if self.tracked is not None:
            for replaced in impl.replacements:
                self.tracked.discard(replaced)

    def _convert(self, rewriter: ConversionPatternRewriter, op: Operation) -> None:
        if not self.legalizer.legalize(op, rewriter):
            if self.mode == FULL:
                raise _Failed(
                    Diagnostic(
                        "error",
                        op.location,
                        f"failed to legalize operation '{op.name}'",
                    ),
                    op,
                )
            if self.mode == PARTIAL:
                if self.legalizer.is_illegal(op):
                    raise _Failed(
                        Diagnostic(
                            "error",
                            op.location,
                            f"failed to legalize operation '{op.name}' that was"
                            " explicitly marked illegal",
                        ),
                        op,
                    )
                if self.tracked is not None:
                    self.tracked.add(op)
        elif self.mode == ANALYSIS:
            assert self.tracked is not None
            self.tracked.add(op)

    # -- finishing -------------------------------------------------------------------------------

    def _finalize(self, rewriter: ConversionPatternRewriter) -> None:
        impl = rewriter.impl
        inverse = self._legalize_unresolved_materializations(rewriter, impl)

        def find_live_user(value: Value) -> Operation | None:
            for user in users(value):
                if not impl.is_op_ignored(user):
                    return user
            return None

        failure = impl.arg_converter.materialize_live_conversions(
            impl.mapping, rewriter, find_live_user
        )
        if failure is not None:
            raise _Failed(failure)
        if not impl.ops_with_changed_results:
            return
        replacements = list(impl.replacements.items())
        index = 0
        while index < len(impl.ops_with_changed_results):
            op, converter = replacements[impl.ops_with_changed_results[index]]
            index += 1
            for result in op.results:
                new = impl.mapping.lookup_or_null(result)
                if new is None:
                    self._legalize_erased_result(op, result, impl)
                    continue
                if result.type is new.type:
                    continue
                if inverse is None:
                    inverse = impl.mapping.inverse()
                _insert_before(rewriter, op)
                self._legalize_changed_result_type(
                    op, result, new, converter, rewriter, impl, inverse
                )

    def _legalize_erased_result(
        self, op: Operation, result: OpResult, impl: RewriterImpl
    ) -> None:
        for user in users(result):
            if not impl.is_op_ignored(user):
                diagnostic = Diagnostic(
                    "error",
                    op.location,
                    f"failed to legalize operation '{op.name}' marked as erased",
                )
                diagnostic.attach_note(
                    f"found live user of result #{result.index}: {op_text(user)}",
                    user.location,
                )
                raise _Failed(diagnostic, op)

    def _legalize_changed_result_type(
        self,
        op: Operation,
        result: OpResult,
        new: Value,
        converter: Any,
        rewriter: ConversionPatternRewriter,
        impl: RewriterImpl,
        inverse: dict[Value, list[Value]],
    ) -> None:
        live_user = _find_live_user_of_replaced(result, impl, inverse)
        if live_user is None:
            return
        value = None
        if converter is not None:
            value = converter.materialize_source_conversion(
                rewriter, op.location, result.type, [new]
            )
        if value is None:
            diagnostic = Diagnostic(
                "error",
                op.location,
                f"failed to materialize conversion for result #{result.index} of"
                f" operation '{op.name}' that remained live after conversion",
            )
            attach_live_user(diagnostic, live_user)
            raise _Failed(diagnostic, op)
        impl.mapping.map(result, value)

    # -- unresolved materializations -----------------------------------------------------------

    def _legalize_unresolved_materializations(
        self, rewriter: ConversionPatternRewriter, impl: RewriterImpl
    ) -> dict[Value, list[Value]] | None:
        if not impl.unresolved:
            return None
        inverse = impl.mapping.inverse()
        by_op: dict[Operation, UnresolvedMaterialization] = {}
        necessary: dict[int, UnresolvedMaterialization] = {}
        _compute_necessary_materializations(by_op, impl, inverse, necessary)
        for mat in list(necessary.values()):
            _legalize_unresolved_materialization(mat, by_op, rewriter, impl, inverse)
        return inverse


def _find_live_user_of_replaced(
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


def _replace_materialization(
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


def _compute_necessary_materializations(
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
                _replace_materialization(impl, [result], inputs, inverse)
                user_mat = by_op.get(user)
                if user_mat is not None:
                    necessary.pop(id(user_mat), None)
        if len(inputs) == 1:
            remapped = lookup_remapped(result, inputs[0], output)
            if remapped is not None and remapped is not result:
                _replace_materialization(impl, [result], [remapped], inverse)
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


def _legalize_unresolved_materialization(
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
            _legalize_unresolved_materialization(
                by_op[owner], by_op, rewriter, impl, inverse
            )
    if len(inputs) == 1:
        remapped = impl.mapping.lookup_or_default(inputs[0], output)
        if remapped.type is output and remapped is not result:
            _replace_materialization(impl, [result], [remapped], inverse)
            return
    converter = mat.converter
    if converter is not None:
        if len(inputs) == 1:
            rewriter.set_insertion_point_after_value(inputs[0])
        else:
            _insert_before(rewriter, op)
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
            _replace_materialization(impl, [result], [new], inverse)
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
    raise _Failed(diagnostic, op)


# -- entry points -------------------------------------------------------------------------------


def apply_partial_conversion(
    op: Operation | Sequence[Operation],
    target: ConversionTarget,
    patterns: Iterable[RewritePattern],
    unconverted_ops: set[Operation] | None = None,
    context: Context | None = None,
) -> None:
    """Legalize what can be; ops not explicitly illegal may stay (collected in
    `unconverted_ops` if given). Raises ConversionError, IR unchanged."""
    ops = [op] if isinstance(op, Operation) else list(op)
    OperationConverter(target, patterns, PARTIAL, unconverted_ops).convert_operations(
        ops, context
    )


def apply_full_conversion(
    op: Operation | Sequence[Operation],
    target: ConversionTarget,
    patterns: Iterable[RewritePattern],
    context: Context | None = None,
) -> None:
    """Legalize every op, or raise ConversionError with the IR unchanged."""
    ops = [op] if isinstance(op, Operation) else list(op)
    OperationConverter(target, patterns, FULL).convert_operations(ops, context)


def apply_analysis_conversion(
    op: Operation | Sequence[Operation],
    target: ConversionTarget,
    patterns: Iterable[RewritePattern],
    converted_ops: set[Operation],
    context: Context | None = None,
    notify: Callable[[Diagnostic], None] | None = None,
) -> None:
    """Find the ops that could be legalized (into `converted_ops`) without
    changing the IR."""
    ops = [op] if isinstance(op, Operation) else list(op)
    OperationConverter(target, patterns, ANALYSIS, converted_ops).convert_operations(
        ops, context, notify
    )
