"""The conversion driver: legalize every operation, then commit or undo.

As MLIR 16's OperationConverter. The ops to convert
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

from ..ir.context import Context
from ..ir.diagnostics import Diagnostic, DiagnosticError, emit_error
from ..ir.operation import Block, Operation, OpResult, Value
from ..ir.printer import print_operation_for_diagnostic
from ..ir.rewrite import RewritePattern
from ..tools.deep import big_stack_when_compiled
from .legalizer import FOLD_ONLY, INERT, OperationLegalizer
from .materializations import (
    find_live_user_of_replaced,
    legalize_unresolved_materializations,
)
from .rewriter import ConversionPatternRewriter, RewriterImpl
from .target import LEGAL, ConversionTarget
from .values import ConversionFailure, attach_live_user, op_text, users

PARTIAL, FULL, ANALYSIS = "partial", "full", "analysis"
_UNSEEN = object()


class ConversionError(DiagnosticError):
    """A conversion failed; the IR is unchanged and `diagnostic` says why.

    `current_operation` is the failing op as a "see current operation" note
    shows it (without and with debug locations), printed at the time of the
    error, with the ops created so far, as MLIR prints it.
    """

    current_operation: dict[bool, str] | None = None


def report_error(op: Operation, message: str, context: Context | None = None) -> bool:
    """Report an error on `op` and go on (a pattern then fails, and the pass
    does not): MLIR's `op->emitError(...)` returned as a match failure. The
    error keeps `op` as printed now, for the "see current operation" note.
    Returns False, the pattern's result."""
    context = context if context is not None else Context.current()
    context.reported.append(
        _failed(ConversionFailure(emit_error(op, message).diagnostic, op))
    )
    return False


def _failed(failure: ConversionFailure) -> ConversionError:
    """The error of `failure`, its op printed before the rollback."""
    error = ConversionError(failure.diagnostic, failure.op)
    if failure.op is not None:
        error.current_operation = {
            flag: print_operation_for_diagnostic(failure.op, flag)
            for flag in (False, True)
        }
    return error


# -- the operations to convert ------------------------------------------------------------


class _RegionWalk:
    """Where the collection of one region stands."""

    __slots__ = ("blocks", "owner", "worklist", "visited", "block", "next_op")

    def __init__(self, blocks: Sequence[Block], owner: Operation) -> None:
        self.blocks = blocks
        self.owner = owner  # the op holding the region (its location, read on error)
        self.worklist = [blocks[0]]
        self.visited = {blocks[0]}
        self.block: Block | None = None
        self.next_op: Operation | None = None


def _collect(
    blocks: Sequence[Block],
    owner: Operation,
    into: list[Operation],
    target: ConversionTarget | None,
    needless: dict[str, bool],
    is_needless: Callable[[Operation], bool],
) -> None:
    """Append the ops of a region to `into` (reachable blocks from the entry,
    depth first along successors), each followed by the ops nested in it
    (MLIR's computeConversionSet, without recursion); an op whose name is
    `needless` (worked out by `is_needless`) is left out, its insides not."""
    if not blocks:
        return
    # Only a recursively legal op keeps its insides out of the set.
    is_legal = target.is_legal if target and target.has_recursive_legality else None
    append = into.append
    stack = [_RegionWalk(blocks, owner)]
    while stack:
        frame = stack[-1]
        op = frame.next_op
        if op is None:
            block = frame.block
            if block is not None:
                frame.block = None
                # block.successors, read from the terminator's block operands.
                terminator = block._last
                uses = terminator._successors if terminator is not None else None
                if uses:
                    visited = frame.visited
                    for use in uses:
                        successor = use.block
                        if successor not in visited:
                            visited.add(successor)
                            frame.worklist.append(successor)
            if not frame.worklist:
                visited = frame.visited
                if len(visited) != len(frame.blocks) and any(
                    block not in visited for block in frame.blocks[1:]
                ):
                    raise ConversionFailure(
                        Diagnostic(
                            "error",
                            frame.owner.location,
                            "unreachable blocks were not converted",
                        )
                    )
                stack.pop()
                continue
            block = frame.block = frame.worklist.pop()
            op = block.first_op
        # The ops of the block up to the next one with regions to enter.
        while op is not None:
            skip = needless.get(op.name)
            if skip is None:
                skip = needless[op.name] = is_needless(op)
            if not skip:
                append(op)
            following = op._next
            if op.regions:
                details = is_legal(op) if is_legal is not None else None
                if details is None or not details.recursively_legal:
                    frame.next_op = following
                    for region in reversed(op.regions):
                        if region.blocks:
                            stack.append(_RegionWalk(region.blocks, op))
                    break
            op = following
        else:
            frame.next_op = None


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
        analysis = self.mode == ANALYSIS
        # Per op name not legal by name alone: what legalizing such an op can
        # do, when the mode lets it stay as it is (only in a partial
        # conversion that does not collect the unconverted ops).
        kinds: dict[str, int] | None = (
            {} if self.mode == PARTIAL and self.tracked is None else None
        )

        def is_needless(op: Operation) -> bool:
            """True if legalizing ops named as `op` leaves them as they are
            and need not be recorded: legal by name (outside an analysis) or
            inert; decided without the target's callbacks."""
            static = target.legality_by_name(op.name)
            if static is LEGAL:
                return not analysis
            if static is not None or kinds is None:
                return False
            kind = kinds.get(op.name)
            if kind is None:
                kind = kinds[op.name] = self.legalizer.static_kind(op)
            return kind == INERT

        to_convert: list[Operation] = []
        needless: dict[str, bool] = {}
        try:
            for op in ops:
                to_convert.append(op)
                for region in op.regions:
                    _collect(
                        region.blocks, op, to_convert, target, needless, is_needless
                    )
        except ConversionFailure as failure:
            raise ConversionError(failure.diagnostic, failure.op) from None
        rewriter = ConversionPatternRewriter(context or Context.current())
        impl = rewriter.impl
        impl.notify_callback = notify
        try:
            legalize = self.legalizer.legalize
            known = target.static_legality
            for op in to_convert:
                name = op.name
                found = known.get(name, _UNSEEN)
                if found is LEGAL:
                    if analysis:
                        assert self.tracked is not None
                        self.tracked.add(op)
                    continue
                if found is None and kinds is not None:
                    kind = kinds.get(name)
                    if kind is None:
                        kind = kinds[name] = self.legalizer.static_kind(op)
                    if kind == FOLD_ONLY:
                        self.legalizer.legalize_by_folding(op, rewriter)
                        continue
                if not legalize(op, rewriter):
                    self._not_legalized(op)
                elif analysis:
                    assert self.tracked is not None
                    self.tracked.add(op)
            self._finalize(rewriter)
        except ConversionFailure as failure:
            error = _failed(failure)
            impl.discard_rewrites()
            raise error from None
        if self.mode == ANALYSIS:
            impl.discard_rewrites()
            return
        impl.apply_rewrites()
        if self.tracked is not None:
            for replaced in impl.replacements:
                self.tracked.discard(replaced)

    def _not_legalized(self, op: Operation) -> None:
        """Fail on `op`, which could not be legalized, unless the mode lets it stay."""
        if self.mode == FULL:
            raise ConversionFailure(
                Diagnostic(
                    "error",
                    op.location,
                    f"failed to legalize operation '{op.name}'",
                ),
                op,
            )
        if self.mode == PARTIAL:
            if self.legalizer.is_illegal(op):
                raise ConversionFailure(
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

    # -- finishing -------------------------------------------------------------------------------

    def _finalize(self, rewriter: ConversionPatternRewriter) -> None:
        impl = rewriter.impl
        inverse = legalize_unresolved_materializations(rewriter, impl)

        def find_live_user(value: Value) -> Operation | None:
            for user in users(value):
                if not impl.is_op_ignored(user):
                    return user
            return None

        failure = impl.arg_converter.materialize_live_conversions(
            impl.mapping, rewriter, find_live_user
        )
        if failure is not None:
            raise ConversionFailure(failure)
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
                rewriter.set_insertion_point(op)
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
                raise ConversionFailure(diagnostic, op)

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
        live_user = find_live_user_of_replaced(result, impl, inverse)
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
            raise ConversionFailure(diagnostic, op)
        impl.mapping.map(result, value)

    # -- unresolved materializations -----------------------------------------------------------


# -- entry points -------------------------------------------------------------------------------


@big_stack_when_compiled
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


@big_stack_when_compiled
def apply_full_conversion(
    op: Operation | Sequence[Operation],
    target: ConversionTarget,
    patterns: Iterable[RewritePattern],
    context: Context | None = None,
) -> None:
    """Legalize every op, or raise ConversionError with the IR unchanged."""
    ops = [op] if isinstance(op, Operation) else list(op)
    OperationConverter(target, patterns, FULL).convert_operations(ops, context)


@big_stack_when_compiled
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
