# cython: infer_types=True, annotation_typing=True, nonecheck=True
"""Structural verification, in MLIR 16's order and with its messages.

`verify(op)` checks each operation (its own `verify`, then entry blocks,
terminators and successors), then dominance of operands in SSA-CFG regions,
isolation from above and symbol uniqueness. The first failure is raised as
a `DiagnosticError`.
"""

from __future__ import annotations

from operator import attrgetter
from typing import Any, Callable, Iterator, NamedTuple, Sequence

from .attributes import (
    BoolAttr,
    FlatSymbolRefAttr,
    FloatAttr,
    IntegerAttr,
    StringAttr,
)
from .context import Context
from .dense import (
    DenseIntOrFPElementsAttr,
    DenseResourceElementsAttr,
    DenseStringElementsAttr,
    ElementsAttr,
    SparseElementsAttr,
)
from .dialect import overrides
from .diagnostics import DiagnosticError, emit_error, error_at, op_error, with_note
from .local_verify import string_size
from .location import UnknownLoc
from .op_key import op_key
from .operation import (
    Block,
    BlockArgument,
    Operation,
    OpOperand,
    OpResult,
    Region,
    Value,
)
from .printer import PrintOptions, print_operation_in_scope
from .symbol_table import (
    SymbolTable as Symbols,
    SymbolTableCollection,
    nearest_symbol_table,
    nearest_table_key,
    sharing_tables,
    verification_tables,
)
from ..tools.deep import big_stack_when_compiled, gc_paused
from .traits import (
    GraphRegions,
    IsolatedFromAbove,
    IsTerminator,
    NoTerminator,
    SymbolTable,
)

# `OperationLayout` (`BlockLayout`...), in annotations of locals only:
# `Operation` (`Block`...) to the compiled module (verifier.pxd), its
# fields read in place (layout.pxd).


@big_stack_when_compiled
def verify(op: Operation, context: Context | None = None) -> None:
    """Verify `op` and everything nested in it; raise `DiagnosticError` on failure."""
    ctx = context if context is not None else Context.current()
    with gc_paused(), ctx, sharing_tables():
        _verify_all(op, ctx)


def _verify_all(root: Operation, ctx: Context) -> None:
    """Verify `root` and everything nested in it, in MLIR's order (`_Walk`)."""
    _Walk(root, ctx).run()


(
    _ENTER,
    _ENTER_SCOPE,
    _BLOCKS,
    _OPS,
    _BLOCK_EXIT,
    _EXIT,
    _FINISH,
    _DOMINANCE,
    _SCOPES,
) = range(9)
_UNSEEN: Any = object()


class _Walk:
    """MLIR's OperationVerifier, without recursion: an op is checked on entry,
    its blocks and non-isolated ops in order, then, on exit, its
    isolated-from-above children (each followed by its dominance check),
    and last its region invariants (symbol tables, region verifiers).

    The operands of each op are screened as it is entered (`_UseScreen`):
    the isolation and dominance walks, which report in MLIR's order, run
    only for the scopes (the root and isolated ops) where a use failed it.
    """

    __slots__ = (
        "root",
        "ctx",
        "work",
        "hooks",
        "hook_of",
        "screen",
        "isolated",
        "tables",
        "symbol_users",
        "symbol_keys",
        "kinds",
        "signed",
        "pending",
    )

    def __init__(self, root: Operation, ctx: Context) -> None:
        self.root = root
        self.ctx = ctx
        self.work: list[tuple[int, Any]] = [(_DOMINANCE, root), (_ENTER_SCOPE, root)]
        self.hooks = _attribute_hooks(ctx)
        # Which dialect checks each attribute name (`_verify_dialect_attributes`),
        # found on first use (`_hook_named`).
        self.hook_of: dict[str, Callable[..., None] | None] = {}
        self.screen = _UseScreen()
        # The isolated ops met in each block, entered when its parent exits.
        self.isolated: dict[Block, list[Operation]] = {}
        # For each op with regions entered, the nearest symbol table op at or
        # above it; the ops with `verify_symbol_uses` below each table op,
        # each with its `symbol_uses_key` (`_Users`).
        self.tables: dict[Operation, Operation | None] = {}
        self.symbol_users: dict[Operation, _Users] = {}
        # The keys the walk made for `nearest_table_key` users, each kept
        # with the first op of its key (their table the walk's).
        self.symbol_keys: set[Any] = set()
        # Per registered op class met: the keys (`op_key`) of its ops
        # that passed `verify` if it verifies locally, and its other checks.
        self.kinds: dict[type, _Kind] = {}
        # The signatures (`_signature`) of the ops that passed `verify` and
        # `verify_regions`; for each op entered, its signature while its
        # checks are pending, or None if its signature had passed.
        self.signed: set[Any] = set()
        self.pending: dict[Operation, Any] = {}

    def run(self) -> None:
        work = self.work
        while True:  # as `while work`, with a back edge that warms CPython up
            if not work:
                return
            step, item = work.pop()
            if step == _SCOPES:
                self._scopes(item)
            elif step == _BLOCKS:
                self._verify_ops(None, *item)
            elif step == _OPS:
                self._verify_ops(item)
            elif step == _ENTER or step == _ENTER_SCOPE:
                self._enter(item, step == _ENTER_SCOPE)
            elif step == _BLOCK_EXIT:
                self._close_block(item)
            elif step == _EXIT:
                children = self._isolated_children(item) if self.isolated else ()
                if not children:  # nothing to enter first
                    self._exit(item)
                    continue
                work.append((_FINISH, item))
                work.append((_SCOPES, iter(children)))
            elif step == _FINISH:
                self._exit(item)
            elif self.screen.close_scope(item):
                _verify_dominance(item)

    def _scopes(self, children: Iterator[Operation]) -> None:
        """Enter the isolated ops `children` in turn, each followed by its
        dominance check; one that queues steps is finished by them, and the
        rest follow."""
        work = self.work
        screen = self.screen
        for child in children:
            depth = len(work)
            self._enter(child, True)
            if len(work) != depth:  # its dominance check, then the others
                work[depth:depth] = [(_SCOPES, children), (_DOMINANCE, child)]
                return
            if screen.close_scope(child):
                _verify_dominance(child)

    def _close_block(self, block: Block) -> None:
        """Close `block` in the screen and run its exit checks."""
        self.screen.path.pop()
        self.screen.entered.pop()
        del self.screen.open[block.parent]
        _block_exit(block)

    def _enter(self, op: Operation, scope: bool) -> None:
        """Check `op` on entry and walk its blocks, or finish it if it has
        none. A `scope` (the root or an isolated op) starts a scope of uses.
        The blocks are walked here while none queues a step; then the
        others, and the op's exit, follow the steps queued."""
        checks = _class_checks(type(op))
        if checks.by_signature and _BY_SIGNATURE:  # the hooks run as it is found
            key = _signature(op, checks.signature_unless, self.hook_of, self.hooks)
        else:
            key = None
            if self.hooks:
                self._verify_dialect_attributes(op)
        passed = key is not None and key in self.signed
        _op_entrance(op, passed)
        if key is not None:
            self.pending[op] = None if passed else key
        if not scope:
            self.screen.enter(op)
        else:
            self.screen.open_scope(op, op is not self.root)
        if checks.symbol_uses is not None:  # its symbol uses are checked there
            keyed = checks.symbol_uses_key
            self._users_above(op).append(
                (op, keyed(op, op_key(op)) if keyed is not None else None)
            )
        regions = op.regions
        if not regions:  # no children: the exit steps follow at once
            self._exit(op)
            return
        self.tables[op] = op if SymbolTable in op.TRAITS else self._table_above(op)
        blocks = (
            regions[0].blocks
            if len(regions) == 1
            else [block for region in regions for block in region.blocks]
        )
        work = self.work
        depth = len(work)
        self._verify_ops(None, blocks)
        if len(work) != depth:  # its exit follows the steps queued
            work.insert(depth, (_EXIT, op))
            return
        if self.isolated:  # isolated ops of its blocks may wait
            work.append((_EXIT, op))
        else:
            self._exit(op)

    def _verify_ops(
        self, op: OperationLayout | None, blocks: Sequence[Block] = (), index: int = 0
    ) -> None:
        """Verify the ops of a block in order from `op` on; or, `op` None,
        the blocks `blocks` from `index` on, each walked, its ops verified
        and closed (its exit checks) in turn (opened in the screen only if a
        step reads it there). The first op with
        regions is queued to be entered, followed by the rest of its block
        (the block's exit and the other blocks after it); isolated ones wait
        for their parent's exit. Ops without regions are checked here as
        `_enter` and `_exit` would, registered ones inline (their uses
        screened as `_UseScreen.enter` does).
        """
        hooks = self.hooks
        hook_of = self.hook_of if hooks else None
        screen = self.screen
        kinds: dict = self.kinds
        # The class of the last registered op checked here and its kind, the
        # fields read op by op held (a block's ops run in classes: a constant
        # after another).
        last: type | None = None
        kind: _Kind
        # The ops whose symbol uses the block's symbol table op checks; per
        # `op_key` of one added with a `symbol_uses_key`, its class.
        users: list[Operation] | None = None
        symbol_keys: dict[Any, type] | None = None
        # The ops' `nearest_symbol_table` (a user's that is not a table), once found.
        near: Any = _UNSEEN
        keys: set | None = None  # the keys of the class's ops that passed
        checks = key_of = shared = None
        no_run = _NO_RUN
        run = no_run  # the flat key of the last constant that passed
        work: list = self.work
        path: list = screen.path
        opened: dict = screen.open
        entered_in: list = screen.entered
        # Fields read in place when compiled (the `...Layout` names).
        produced: OpResultLayout
        argument: BlockArgumentLayout
        definer: OperationLayout
        block: BlockLayout | None
        region: RegionLayout | None
        operand: OpOperandLayout
        result: ValueLayout
        used: ValueLayout
        second: ValueLayout
        successor: BlockOperandLayout
        target: BlockLayout
        recent: list  # the class's recent keys (`_RECALLED`)
        recalled: tuple
        shared: dict | None  # the class's shared dictionaries (`_share`)
        absent = _ABSENT
        result_class = OpResult
        argument_class = BlockArgument
        use_class = OpOperand
        block = region = entry = None
        # Whether the block is open in the screen (`path`, `open`, `entered`):
        # only once a step that reads the screen needs it, or while a check
        # of `_UseScreen._passes` runs. A set of a closed block's results
        # no step kept (`spare`) is emptied for the next block.
        shown = False
        spare: set | None = None
        # The region of the last block opened and its entry block.
        walked = first = None
        # A result of an op of the block entered before the op at hand, found
        # at once: the last single one, or `_NO_VALUE`.
        latest: Any = _NO_VALUE
        if op is not None:  # the rest of a block
            block = op.parent
            region = block.parent  # type: ignore[attr-defined]
            entered: set = entered_in[-1]
            shown = True
        while True:
            if op is None:  # the next block of `blocks`, opened
                if index == len(blocks):
                    return
                block = blocks[index]
                index += 1
                op = block._first
                if op is None:
                    _verify_empty_block(block)
                    continue
                region = block.parent
                shown = False
                if spare is not None:
                    entered = spare
                    spare = None
                else:
                    entered = set()
                latest = _NO_VALUE
            # The entry block of the block's region, unless it is the block:
            # it dominates the block, so its values may be used at once.
            if region is not walked:  # the first of its blocks met here
                walked = region
                first = region.blocks[0]  # type: ignore[union-attr]
            entry = first if first is not block else _NO_BLOCK
            # `while True`: its back edge, unlike that of `while op is not None`,
            # warms CPython 3.11's specializer up inside one long block.
            while True:
                if op is None:
                    break
                successors: list | None = op._successors
                if successors and op._next is not None:
                    raise _branch_in_middle(op)
                if op.regions:
                    if IsolatedFromAbove in op.TRAITS:
                        self.isolated.setdefault(block, []).append(op)  # type: ignore[arg-type]
                    else:
                        if not shown:  # its walk reads the screen
                            opened[region] = len(path)
                            path.append(block)
                            entered_in.append(entered)
                        if blocks:  # the other blocks, then the block's exit
                            if index != len(blocks):
                                work.append((_BLOCKS, (blocks, index)))
                            work.append((_BLOCK_EXIT, block))
                        if op._next is not None:
                            work.append((_OPS, op._next))
                        work.append((_ENTER, op))
                        return
                else:
                    if type(op) is not last:
                        last = type(op)
                        kind = kinds.get(last)
                        if kind is None:
                            kind = kinds[last] = _kind(last)  # type: ignore[arg-type]
                        keys = kind.keys
                        checks = kind.checks
                        key_of = kind.key_of
                        recent = kind.recent
                        shared = kind.shared
                        run = no_run
                    if key_of is None:  # unregistered
                        if not shown:  # `_UseScreen.enter` reads the screen
                            shown = True
                            opened[region] = len(path)
                            path.append(block)
                            entered_in.append(entered)
                        self._enter(op, False)
                        op = op._next
                        continue
                    if hook_of is not None and (keys is None or not kind.named):
                        _run_hooks(op, hook_of, hooks)
                    operands: tuple = op._operands
                    results: tuple = op.results
                    read = 0  # how many operand values the key read: `used`, `second`
                    if keys is None:
                        key = None  # none built for this op
                        op.verify()
                        if successors:
                            _verify_successor_operands(op)
                    else:
                        flat = None
                        # Whether the key may be one of the class's recent
                        # ones, and which (as many as they are: none).
                        recall = False
                        slot = len(recent)
                        if not operands and kind.literals:  # a constant's literal
                            items = op.attributes.items
                            if len(items) == 1 and len(results) == 1:
                                name, value = items[0]
                                result = results[0]
                                if (
                                    value.__class__ is run[1]
                                    and value._type is run[2]
                                    and result.type is run[3]
                                    and name == run[0]
                                ):  # the last one's key, which passed
                                    key = None
                                elif (
                                    value.__class__ in _LITERAL_CLASSES
                                    and name in kind.literals
                                ):  # `_literal_free_key`'s flat key, inlined
                                    key = flat = (
                                        name,
                                        value.__class__,
                                        value._type,
                                        result.type,
                                    )
                                else:
                                    key = key_of(op, operands, results)
                            else:
                                key = key_of(op, operands, results)
                        elif key_of is not op_key:
                            key = key_of(op, operands, results)  # both read once
                        elif len(operands) > 2 or len(results) > 1:
                            # `op_key`'s other shapes, inlined: the count of
                            # operands, then their types and the results'.
                            attributes = op.attributes
                            if shared is not None:  # its symbols' names aside
                                found = shared.get(attributes)
                                if found is None:
                                    found = _share(shared, last, attributes)
                                attributes = found
                            items = [attributes, len(operands)]
                            for operand in operands:
                                used = operand.value
                                items.append(used.type)
                            for result in results:
                                items.append(result.type)
                            key = tuple(items)
                        else:  # `op_key`'s common shapes, inlined
                            # The key's items after the dictionary (those
                            # it lacks `absent`).
                            middle = final = absent
                            if results:
                                result = results[0]
                                if not operands:
                                    lead = result.type
                                elif len(operands) == 1:
                                    operand = operands[0]
                                    used = operand.value
                                    read = 1
                                    lead = used.type
                                    middle = result.type
                                else:
                                    operand = operands[0]
                                    used = operand.value
                                    operand = operands[1]
                                    second = operand.value
                                    read = 2
                                    lead = used.type
                                    middle = second.type
                                    final = result.type
                            else:
                                lead = None
                                if len(operands) == 1:
                                    operand = operands[0]
                                    used = operand.value
                                    read = 1
                                    middle = used.type
                                elif operands:
                                    operand = operands[0]
                                    used = operand.value
                                    operand = operands[1]
                                    second = operand.value
                                    read = 2
                                    middle = used.type
                                    final = second.type
                            attributes = op.attributes
                            if shared is not None:  # its symbols' names aside
                                found = shared.get(attributes)
                                if found is None:
                                    found = _share(shared, last, attributes)
                                attributes = found
                            if not successors:  # (a branch's key holds more)
                                # Of the class's recent keys (`_RECALLED`), the
                                # one equal to the op's, its items compared by
                                # identity: the set's answer without a tuple
                                # built and hashed.
                                recall = True
                                slot = 0
                                for recalled in recent:
                                    held, held_lead, held_middle, held_final, key = (
                                        recalled
                                    )
                                    if (
                                        held is attributes
                                        and held_lead is lead
                                        and held_middle is middle
                                        and held_final is final
                                    ):
                                        break
                                    slot += 1
                            if slot == len(recent):
                                if middle is absent:
                                    key = (attributes, lead)
                                elif final is absent:
                                    key = (attributes, lead, middle)
                                else:
                                    key = (attributes, lead, middle, final)
                        if successors:  # and the types their blocks take
                            successor = successors[0]
                            target = successor.block
                            taken = target.arguments
                            taken = tuple(map(_TYPE_OF, taken)) if taken else ()
                            if len(successors) == 1:
                                key = (key, taken)
                            elif len(successors) == 2:  # a conditional branch
                                successor = successors[1]
                                target = successor.block
                                other = target.arguments
                                other = tuple(map(_TYPE_OF, other)) if other else ()
                                key = (key, taken, other)
                            else:
                                key = (key, *map(_arguments_taken, successors))
                        if key is None or slot != len(recent):
                            passed = True  # a constant's run; a recent key
                        elif key in keys:
                            passed = True
                        else:
                            passed = False
                            # whether a dialect's attribute check looked at it
                            checked = (
                                hook_of is not None
                                and kind.named
                                and _run_hooks(op, hook_of, hooks)
                            )
                            op.verify()  # only a success is remembered
                            if successors:
                                _verify_successor_operands(op)
                            if len(keys) >= _PASSED_KEPT:  # checked op by op now
                                kind.keys = None
                                keys = None
                            elif not checked and not (
                                kind.unless and _has_any(op.attributes, kind.unless)
                            ):
                                keys.add(key)
                                passed = True
                        if passed:
                            if recall and slot == len(recent):  # now the first
                                slot -= 1  # the oldest forgotten
                                while slot:
                                    recent[slot] = recent[slot - 1]
                                    slot -= 1
                                recent[0] = (attributes, lead, middle, final, key)
                            if kind.ends_block and op._next is not None:
                                op.verify()  # raises: a terminator not ending its block
                        if flat is not None and keys is not None and flat in keys:
                            run = flat  # the next constants of its key pass at once
                    if operands:  # a constant has none: no loop to set up
                        # Each operand's value: those the key read, then the others.
                        if not read:
                            operand = operands[0]
                            used = operand.value
                        position = 0
                        try:
                            while True:
                                # Checked further (1) unless it passes at once:
                                # a result of an op of the block entered before
                                # or of the region's entry block, an argument of
                                # the block or of the entry.
                                further = 0
                                if used is latest:
                                    pass
                                elif type(used) is result_class:
                                    produced = used
                                    definer = produced.owner
                                    home = definer.parent
                                    if home is not entry and (
                                        home is not block or used not in entered
                                    ):
                                        further = 1
                                elif type(used) is argument_class:
                                    argument = used
                                    owner = argument.owner
                                    if owner is not block and owner is not entry:
                                        further = 1
                                else:  # raises AttributeError if not a value
                                    owner = used.owner
                                    if (
                                        used not in entered
                                        and owner is not block
                                        and owner is not entry
                                        and owner.parent is not entry
                                    ):
                                        further = 1
                                if further:
                                    if shown:
                                        passes = screen._passes(used, op, True)
                                    else:  # the block opened while it checks
                                        passes = screen.passes_unopened(
                                            used, op, entered
                                        )
                                    if not passes:
                                        screen.failing.add(screen.scopes[-1])
                                        break
                                position += 1
                                if position == len(operands):
                                    break
                                if read:
                                    used = second
                                else:
                                    operand = operands[position]
                                    used = operand.value
                        # Neither a result nor an argument (compiled, an
                        # owner not an op fails its type test): the exact
                        # walks decide, as for the pure code.
                        except (AttributeError, TypeError):
                            screen.failing.add(screen.scopes[-1])
                    if results:  # as `_UseScreen.enter`
                        if len(results) == 1:
                            result = results[0]
                            latest = result
                            # Kept unless unused or used once by the next op
                            # (which finds it as `latest` or its `_prev`'s).
                            uses = result._uses
                            if uses is not None:
                                if type(uses) is not use_class:
                                    entered.add(result)
                                else:
                                    operand = uses
                                    if operand.owner is not op._next:
                                        entered.add(result)
                        else:
                            entered.update(results)
                    if checks is not None:
                        if checks.symbol_uses is not None:
                            if users is None:  # the same table's for the block's ops
                                users = self._users_above(op)
                            keyed = checks.symbol_uses_key
                            if keyed is None:
                                users.append((op, None))
                            else:  # its key read now, the op at hand
                                if key is None or key_of is not op_key or successors:
                                    key = op_key(op, operands, results)
                                elif shared is not None:  # the op's own names
                                    key = (op.attributes, *key[1:])
                                # `nearest_table_key`'s key made here, for an
                                # op not a table: the table is that of the ops
                                # of these blocks, and the walk's when found.
                                made = (
                                    keyed is nearest_table_key
                                    and not checks.symbol_table
                                )
                                if made and near is _UNSEEN:
                                    near = nearest_symbol_table(op)
                                if made and near is not None:  # kept once in the walk
                                    made_keys = self.symbol_keys
                                    known = len(made_keys)
                                    made_keys.add((last, key, near))  # one hash
                                    if len(made_keys) != known:  # a new key:
                                        # its op checked, the key read no more
                                        users.append((op, None))
                                else:
                                    if symbol_keys is None:
                                        symbol_keys = {}
                                    # One op per class and `op_key` here: the
                                    # others' checks are the same (`_ClassChecks`).
                                    if symbol_keys.get(key) is not last:
                                        symbol_keys[key] = last
                                        users.append((op, keyed(op, key)))
                        if checks.symbol_table:
                            _verify_symbol_table(op, [])
                        for check in checks.region_checks:
                            check(op)
                op = op._next
            if not blocks:  # the rest of a block: its exit is queued
                return
            if shown:  # `_close_block`, inlined
                path.pop()
                entered_in.pop()
                del opened[region]
            if not shown:  # its set is free for the next block
                entered.clear()
                spare = entered
            # `_block_exit`'s tests, inlined as a pre-filter: where one holds,
            # `_block_exit` decides (and raises if the block is invalid).
            if successors:  # the last op's, read as it was checked
                for successor in successors:
                    target = successor.block
                    if target.parent is not region:
                        _block_exit(block)
            end = type(block._last)
            try:  # a subscript: cheaper than `get` when compiled
                unterminated = _UNTERMINATED[end]
            except KeyError:
                unterminated = _UNTERMINATED[end] = _not_a_terminator(end)
            if unterminated:
                _block_exit(block)

    def _exit(self, op: Operation) -> None:
        """The checks once `op`'s regions verified: for a registered op,
        isolation (if a use of its scope failed the screening), its symbol
        table, region traits and region verifier; for an unregistered one,
        whether its dialect allows it."""
        if op.OPERATION_NAME is None:
            _verify_unregistered(op, self.ctx)
            return
        if IsolatedFromAbove in op.TRAITS and self.screen.failed(op):
            _verify_isolation(op)
        checks = _class_checks(type(op))
        if checks.symbol_table:
            _verify_symbol_table(op, self.symbol_users.pop(op, []))
        key = self.pending.pop(op, _UNSEEN) if checks.by_signature else _UNSEEN
        if key is None:  # an op of its signature passed these checks
            return
        for check in checks.region_checks:
            check(op)
        if key is not _UNSEEN:
            self.signed.add(key)

    def _users_above(self, op: Operation) -> _Users:
        """The ops kept for the symbol table op above `op` (a list of its
        own if there is none)."""
        table = self._table_above(op)
        return self.symbol_users.setdefault(table, []) if table is not None else []

    def _table_above(self, op: Operation) -> Operation | None:
        """The nearest symbol table op enclosing `op` (looked up above the root)."""
        # Fields read in place when compiled (the `...Layout` names).
        child: OperationLayout = op
        block: BlockLayout | None = child.parent  # `op.parent_op`, inlined
        region: RegionLayout | None = block.parent if block is not None else None
        parent = region.parent if region is not None else None
        found = self.tables.get(parent, _UNSEEN) if parent is not None else None
        if found is _UNSEEN:
            found = parent
            while found is not None and SymbolTable not in found.TRAITS:
                found = found.parent_op
        return found

    def _isolated_children(self, op: Operation) -> list[Operation]:
        """The isolated-from-above ops directly inside `op`'s regions, in order."""
        isolated = self.isolated
        return [
            child
            for region in op.regions
            for block in region.blocks
            for child in isolated.pop(block, ())
        ]

    def _verify_dialect_attributes(self, op: Operation) -> None:
        """Each attribute `<dialect>.<x>` of `op`, in name order, checked by its dialect."""
        _run_hooks(op, self.hook_of, self.hooks)


def _run_hooks(op: Operation, hook_of: dict, hooks: dict) -> bool:
    """Run the dialect checks of `op`'s attributes, in name order; whether
    any ran. `hook_of` holds the checks found so far per name (`_hook_named`)."""
    fields: OperationLayout = op  # its attributes read in place when compiled
    ran = False
    for name, value in fields.attributes.items:
        hook = hook_of.get(name, _UNSEEN)
        if hook is _UNSEEN:
            hook = _hook_named(hook_of, hooks, name)
        if hook is not None:
            ran = True
            hook(op, name, value)
    return ran


def _hook_named(
    hook_of: dict, hooks: dict[str, Callable[..., None]], name: str
) -> Callable[..., None] | None:
    """The `verify_operation_attribute` of the dialect (among `hooks`, by
    name) that checks the attribute `name`, or None; kept in `hook_of`.
    (A plain dict and a look-up in it: a subclass of dict with `__missing__`
    is subscripted through `dict.__getitem__`, some five times slower.)"""
    prefix, _, rest = name.partition(".")
    found = hook_of[name] = hooks.get(prefix) if rest else None
    return found


def _arguments_taken(successor: Any) -> tuple[Any, ...]:
    """The argument types of the block of `successor` (a `BlockOperand`)."""
    return tuple(map(_TYPE_OF, successor.block.arguments))


_TYPE_OF = attrgetter("type")  # of a value
_NO_BLOCK: Any = object()  # no value's owner nor parent
# No value (an operand's value may be None).
_NO_VALUE: Any = object()
# No constant's flat key (`_Walk._verify_ops`'s run of constants).
_NO_RUN = (None, None, None, None)


# How many keys `_Walk.kinds` keeps per class: past it, a class whose ops
# rarely share a key (a constant of each value) is checked op by op.
_PASSED_KEPT = 4096


# Per op class: whether it is registered without the IsTerminator trait
# (a block it ends needs `_block_exit`'s checks).
_UNTERMINATED: dict[type, bool] = {}


def _not_a_terminator(op_class: Any) -> bool:
    """Whether `op_class` is registered and lacks the IsTerminator trait."""
    return op_class.OPERATION_NAME is not None and IsTerminator not in op_class.TRAITS


def _has_any(attributes: Any, names: tuple[str, ...]) -> bool:
    """Whether the dictionary `attributes` has one of `names`."""
    return any(attributes.get_attr(name) is not None for name in names)


def _attribute_hooks(ctx: Context) -> dict[str, Callable[..., None]]:
    """`verify_operation_attribute` of the loaded dialects that check attributes."""
    return {
        name: dialect.verify_operation_attribute
        for name, dialect in ctx.dialects.items()
        if overrides(dialect, "verify_operation_attribute")
    }


# Whether `VERIFY_BY_SIGNATURE` ops are checked once per signature (tests
# compare against the run that checks each op).
_BY_SIGNATURE = True


def _signature(
    op: Operation, unless: tuple[str, ...], hook_of: dict, hooks: dict
) -> tuple[Any, ...] | None:
    """What `verify` and the region checks of a `VERIFY_BY_SIGNATURE` op
    read, as one key (attributes and types are uniqued): of its `sym_name`,
    only the attribute's class; None if the op has one of the attributes
    `unless` (the class's `VERIFY_BY_SIGNATURE_UNLESS`: checks of theirs may
    look further). Each attribute a dialect checks (`hook_of`, `hooks`) is
    checked on the way, in name order, as `_Walk._verify_dialect_attributes`."""
    # Fields read in place when compiled (the `...Layout` names).
    fields: OperationLayout = op
    region: RegionLayout
    block: BlockLayout
    argument: ValueLayout
    symbol: type | None = None
    others = []
    own = True  # no attribute in `unless` met
    for item in fields.attributes.items:
        name = item[0]
        hook = hook_of.get(name, _UNSEEN)
        if hook is _UNSEEN:
            hook = _hook_named(hook_of, hooks, name)
        if hook is not None:
            hook(op, name, item[1])
        if name == "sym_name":
            symbol = type(item[1])
        elif name in unless:
            own = False
        else:
            others.append(item)
    if not own:
        return None
    regions = fields.regions
    entry = None  # the entry block's argument types, if one region has blocks
    if len(regions) == 1:
        region = regions[0]
        blocks = region.blocks
        if blocks:
            block = blocks[0]
            types = []
            for argument in block.arguments:
                types.append(argument.type)
            entry = tuple(types)
    return (
        type(op),
        tuple(others),
        symbol,
        len(regions),
        len(fields.results),
        len(fields._operands),
        not fields._successors,
        entry,
    )


def _op_entrance(op: Operation, verified: bool = False) -> None:
    """The checks of `op` on entry; `verified`: its `verify` is known to pass."""
    if op.OPERATION_NAME is not None and not verified:
        op.verify()
        if op._successors:
            _verify_successor_operands(op)
    for region in op.regions:
        if (
            op.OPERATION_NAME is not None
            and GraphRegions in op.TRAITS
            and len(region.blocks) > 1
        ):
            index = op.regions.index(region)
            raise op_error(op, f"expects graph region #{index} to have 0 or 1 blocks")
        if region.blocks and region.blocks[0]._uses:
            raise error_at(
                op.location, "entry block of region may not have predecessors"
            )


def _verify_successor_operands(op: Operation) -> None:
    """Operand counts and types forwarded to each successor (BranchOpInterface)."""
    forwarded = getattr(op, "successor_operands", None)
    if forwarded is None:
        return
    if not op._operands and not any(s.block.arguments for s in op._successors):
        return  # nothing forwarded (forwarded values are operands), none taken
    # A switch splits its operands once for all its cases.
    every = getattr(op, "all_successor_operands", None)
    groups = every() if every is not None else None
    for index, successor in enumerate(op._successors):
        values = groups[index] if groups is not None else forwarded(index)
        block = successor.block
        if len(values) != len(block.arguments):
            raise emit_error(
                op,
                f"branch has {len(values)} operands for successor #{index}, but"
                f" target block has {len(block.arguments)}",
            )
        for position, (value, arg) in enumerate(zip(values, block.arguments)):
            if value.type is not arg.type:
                raise emit_error(
                    op,
                    f"type mismatch for bb argument #{position} of successor #{index}",
                )


def _verify_unregistered(op: Operation, ctx: Context) -> None:
    """An unregistered op needs an unknown or a permissive dialect."""
    dialect = op.dialect_name
    if dialect not in ctx.dialects:
        if not ctx.allow_unregistered_dialects:
            raise op_error(
                op,
                "created with unregistered dialect. If this is intended, please call"
                " allowUnregisteredDialects() on the MLIRContext, or use"
                " -allow-unregistered-dialect with the MLIR opt tool used",
            )
        return
    if not getattr(ctx.dialects[dialect], "allow_unknown_operations", False):
        raise emit_error(
            op,
            f"unregistered operation '{op.name}' found in dialect ('{dialect}') that"
            " does not allow unknown operations",
        )


# What the walk runs for the ops of one class besides `verify`. (Made by
# call: NamedTuple would compile the class form's string annotations, the
# process's first `compile` costing some 10 million instructions.)
_ClassChecks = NamedTuple(
    "_ClassChecks",
    [
        # the SymbolTable trait: unique names, then symbol uses
        ("symbol_table", bool),
        # region traits, verify_regions
        ("region_checks", tuple[Callable[[Any], None], ...]),
        # verify_symbol_uses
        ("symbol_uses", Callable[[Any, Any], None] | None),
        # symbol_uses_key(op, op_key(op)): what verify_symbol_uses reads, as a
        # key; it depends on the op only through its class, its `op_key` and
        # the ops around it (the walk keeps one op per class and `op_key`
        # among the ops of one parent op)
        ("symbol_uses_key", Callable[[Any, Any], Any] | None),
        # VERIFY_BY_SIGNATURE: checks kept per `_signature`
        ("by_signature", bool),
        # VERIFY_BY_SIGNATURE_UNLESS
        ("signature_unless", tuple[str, ...]),
    ],
)


# The ops with `verify_symbol_uses` below a symbol table op, in the walk's
# order, each with its `symbol_uses_key` (None for a class without one, and
# for an op whose key the walk keeps once: checked whatever its key).
_Users = list[tuple[Operation, Any]]

# The checks of each op class, found once (`_class_checks`).
_CLASS_CHECKS: dict[type, _ClassChecks] = {}


def _class_checks(op_class: type) -> _ClassChecks:
    found = _CLASS_CHECKS.get(op_class)
    if found is None:
        region_checks = (
            getattr(op_class, "verify_region_traits", None),
            getattr(op_class, "verify_regions", None),
        )
        found = _CLASS_CHECKS[op_class] = _ClassChecks(
            SymbolTable in op_class.TRAITS,  # type: ignore[attr-defined]
            tuple(check for check in region_checks if check is not None),
            getattr(op_class, "verify_symbol_uses", None),
            getattr(op_class, "symbol_uses_key", None),
            getattr(op_class, "VERIFY_BY_SIGNATURE", False),
            getattr(op_class, "VERIFY_BY_SIGNATURE_UNLESS", ()),
        )
    return found


# An op's key given the op, its operands and its results (read by the walk).
_KeyOf = Callable[[Any, Any, Any], Any]


class _Kind:
    """What the walk keeps per op class (`_Walk.kinds`, made by `_kind`);
    a class rather than a tuple, so that the compiled walk reads a field
    where it needs it (verifier.pxd) rather than unpacking all of them as
    the class of the ops changes."""

    __slots__ = (
        "keys",
        "unless",
        "ends_block",
        "checks",
        "key_of",
        "named",
        "literals",
        "recent",
        "shared",
    )

    def __init__(
        self,
        keys: set[Any] | None,
        unless: tuple[str, ...],
        ends_block: bool,
        checks: _ClassChecks | None,
        key_of: _KeyOf | None,
        named: bool,
        literals: tuple[str, ...],
        recent: list[tuple[Any, ...]],
        shared: dict[Any, Any] | None,
    ) -> None:
        # The keys of its ops that passed (None if its `verify` is not known
        # to depend only on what the key holds).
        self.keys = keys
        # The attributes that make its verify look elsewhere.
        self.unless = unless
        # Whether its verify also checks that the op ends its block.
        self.ends_block = ends_block
        # Its checks besides `verify` (None if there are none).
        self.checks = checks
        # The function giving an op's key from the op, its operands and its
        # results (None for unregistered ops).
        self.key_of = key_of
        # Whether that key holds the op's attribute names (`op_key` and the
        # literal-free keys do: a passed key then vouches that no dialect
        # checks an attribute of the op, as only ops none checked are
        # remembered).
        self.named = named
        # The `VERIFY_LITERALS` of a literal-free key (the walk builds its
        # flat key inline) or ().
        self.literals = literals
        # Its recent keys (`_no_recent_keys`).
        self.recent = recent
        # For a class with `VERIFY_SYMBOL_REFS`, the dictionaries standing
        # for its ops' in their keys (`_share`), else None.
        self.shared = shared


# How many of a class's passed `op_key` keys the walk recalls, the last one
# found in the class's set first: an op whose key is one of them (its items
# compared by identity) passes without a tuple built and looked up in the
# set. The ops of a class run through a few keys (libbf: 89% of the ops
# keyed so find theirs among the last three of their class).
_RECALLED = 3


# What stands for the items a key lacks among a recent key's (never an
# attribute dictionary, a type or None).
_ABSENT: Any = object()


def _no_recent_keys() -> list[tuple[Any, ...]]:
    """A class's recent keys before any passed: `_RECALLED` that no key
    matches. A recent key is held as its dictionary, its three items after
    it (`_ABSENT` for those it lacks) and the key itself."""
    return [(_ABSENT, _ABSENT, _ABSENT, _ABSENT, ())] * _RECALLED


def _kind(op_class: type) -> _Kind:
    """What `_Walk.kinds` holds for `op_class`, its passed keys still none.
    The key is `op_key`; without the values of the `VERIFY_LITERALS`; or
    the class's own `verify_key` (what its `verify` reads, its block's end
    apart; for instance a return's enclosing function type)."""
    if op_class.OPERATION_NAME is None:  # unregistered: entered as one with regions
        return _Kind(None, (), False, None, None, False, (), _no_recent_keys(), None)
    checks: _ClassChecks | None = _class_checks(op_class)
    if not (checks.symbol_table or checks.region_checks or checks.symbol_uses):  # type: ignore[union-attr]
        checks = None
    own_key = getattr(op_class, "verify_key", None)
    if own_key is not None:
        ends_block = IsTerminator in op_class.TRAITS  # type: ignore[attr-defined]
        own = _own_key(own_key)
        return _Kind(
            set(), (), ends_block, checks, own, False, (), _no_recent_keys(), None
        )
    if not getattr(op_class, "VERIFY_LOCAL", False):
        return _Kind(None, (), False, checks, op_key, True, (), _no_recent_keys(), None)
    literals = getattr(op_class, "VERIFY_LITERALS", ())
    return _Kind(
        set(),
        getattr(op_class, "VERIFY_LOCAL_UNLESS", ()),
        getattr(op_class, "VERIFY_ENDS_BLOCK", False),
        checks,
        (
            _literal_free_key(literals, getattr(op_class, "VERIFY_STRING_SIZES", ()))
            if literals
            else op_key
        ),
        True,
        literals,
        _no_recent_keys(),
        {} if getattr(op_class, "VERIFY_SYMBOL_REFS", ()) else None,
    )


def _share(shared: dict, op_class: Any, attributes: Any) -> Any:
    """For a class whose `verify` reads the flat symbol references of the
    attributes `VERIFY_SYMBOL_REFS` only through their class: the first
    attribute dictionary met that differs from `attributes` at most in the
    symbols those name, kept in `shared` (it stands for `attributes` in an
    op's key: such ops pass or fail `verify` alike). The dictionary's
    entries with those names reduced to their class (a class, never equal
    to an attribute) key the first one of each there."""
    names = op_class.VERIFY_SYMBOL_REFS
    reduced = tuple(
        [
            (
                (item[0], FlatSymbolRefAttr)
                if item[0] in names and type(item[1]) is FlatSymbolRefAttr
                else item
            )
            for item in attributes.items
        ]
    )
    found = shared[attributes] = shared.setdefault(reduced, attributes)
    return found


def _literal_free_key(names: tuple[str, ...], sized: tuple[str, ...] = ()) -> _KeyOf:
    """`op_key` with the attribute dictionary reduced by `_literal_free`
    (of the strings named `sized`, their size and type kept).
    A constant's shape (the literal alone, no operand, one result) gets a
    flat key of its own: the literal's name, class and type, then the
    result's type (a str first, never a dictionary nor a tuple of items);
    a string's has its size after its type."""

    def key(op: Any, operands: Any, results: Any) -> Any:
        items = op.attributes.items
        if len(items) == 1 and not operands and len(results) == 1:
            name, value = items[0]
            if name in names and value.__class__ in _LITERAL_CLASSES:
                return (name, value.__class__, value._type, results[0].type)
            if name in sized and value.__class__ is StringAttr:
                size = string_size(value.value)
                return (name, StringAttr, value._type, size, results[0].type)
        return (
            _literal_free(op.attributes, names, sized),
            *op_key(op, operands, results)[1:],
        )

    return key


def _own_key(verify_key: Callable[[Any], Any]) -> _KeyOf:
    """The key function of a class with its own `verify_key` method."""

    def key(op: Any, operands: Any, results: Any) -> Any:
        return verify_key(op)

    return key


# The literals `VERIFY_LITERALS` covers: of these, `verify` reads the class
# and the type, not the value.
_LITERALS = (IntegerAttr, FloatAttr, ElementsAttr)
# The classes of those literals, their subclass BoolAttr and the concrete
# elements ones included (`type(value) in` stands for `isinstance` on the
# values the walk keys inline; others take `_literal_free`).
_LITERAL_CLASSES = frozenset(
    [
        IntegerAttr,
        FloatAttr,
        BoolAttr,
        DenseIntOrFPElementsAttr,
        DenseStringElementsAttr,
        SparseElementsAttr,
        DenseResourceElementsAttr,
    ]
)


def _literal_free(
    attributes: Any, names: tuple[str, ...], sized: tuple[str, ...] = ()
) -> tuple[Any, ...]:
    """What stands for the dictionary `attributes` in a verify key when the
    values of the integer, float and elements literals named `names` do not
    matter, nor the text of the strings named `sized` beyond its size: its
    entries, each such literal reduced to its class and type, each such
    string to its class, type and size (a tuple, never equal to a
    dictionary)."""
    items = attributes.items
    if len(items) == 1 and not sized:  # the common case: the literal alone
        name, value = items[0]
        if name in names and isinstance(value, _LITERALS):
            return ((name, type(value), value.type),)
        return items
    return tuple([_literal_free_item(item, names, sized) for item in items])


def _literal_free_item(
    item: tuple[str, Any], names: tuple[str, ...], sized: tuple[str, ...]
) -> Any:
    """One entry of `_literal_free`'s tuple."""
    name, value = item
    if name in names and isinstance(value, _LITERALS):
        return (name, type(value), value.type)
    if name in sized and type(value) is StringAttr:
        return (name, StringAttr, value._type, string_size(value.value))
    return item


def _may_lack_terminator(block: Block) -> bool:
    region = block.parent
    if region is None:
        return True
    if len(region.blocks) != 1:
        return False
    owner = region.parent
    return owner is None or owner.might_have_trait(NoTerminator)


def _verify_empty_block(block: Block) -> None:
    """An empty block needs a place where a terminator may lack."""
    if _may_lack_terminator(block):
        return
    owner = block.parent.parent if block.parent is not None else None
    location = owner.location if owner is not None else UnknownLoc.get()
    raise error_at(location, "empty block: expect at least a terminator")


def _branch_in_middle(op: Operation) -> DiagnosticError:
    """MLIR's error for `op`, with successors, not last in its block (found
    as the block's ops are met, in order)."""
    return emit_error(
        op, "operation with block successors must terminate its parent block"
    )


def _block_exit(block: Block) -> None:
    last = block._last
    if last is None:
        return
    successors = last._successors
    if successors:
        region = block.parent
        for successor in successors:
            if successor.block.parent is not region:
                raise op_error(last, "branching to block of a different region")
    if not last.might_have_trait(IsTerminator) and not _may_lack_terminator(block):
        # as MLIR streams an op into a diagnostic: generic, named in its scope
        options = PrintOptions(generic=True, local_scope=True)
        text = print_operation_in_scope(last, options)
        raise emit_error(last, "block with no terminator, has " + text)


# -- isolation and symbols ---------------------------------------------------------


def _verify_isolation(isolated_op: Operation) -> None:
    for region in isolated_op.regions:
        pending = [region]
        while pending:
            for op in pending.pop().ops():
                for use in op._operands:
                    operand_region = _value_region(use.value)
                    if operand_region is None:
                        raise emit_error(op, "operation's operand is unlinked")
                    if not region.is_ancestor(operand_region):
                        raise with_note(
                            op_error(op, "using value defined outside the region"),
                            "required by region isolation constraints",
                            isolated_op.location,
                        )
                if op.regions and IsolatedFromAbove not in op.TRAITS:
                    pending.extend(op.regions)


def _value_region(value: Value) -> Region | None:
    if isinstance(value, BlockArgument):
        return value.owner.parent
    owner = getattr(value, "owner", None)
    return owner.parent_region if owner is not None else None


def _verify_symbol_table(op: Operation, users: _Users) -> None:
    """Symbol names unique in `op`'s block, then the symbol uses below it;
    `users` are the ops with `verify_symbol_uses` there, as the walk met them
    (with their keys).
    The names found make `op`'s table in the run's shared collection."""
    if len(op.regions) != 1:
        raise op_error(
            op, "Operations with a 'SymbolTable' must have exactly one region"
        )
    if len(op.regions[0].blocks) != 1:
        raise op_error(
            op, "Operations with a 'SymbolTable' must have exactly one block"
        )
    seen: dict[str, Operation] = {}
    child: OperationLayout | None = op.regions[0].blocks[0]._first  # read in place
    while True:  # a back edge that warms CPython up (see `_Walk._verify_ops`)
        if child is None:
            break
        name = child.attributes.find("sym_name")
        if isinstance(name, StringAttr):
            first = seen.setdefault(name.value, child)
            if first is not child:
                raise with_note(
                    emit_error(child, f"redefinition of symbol named '{name.value}'"),
                    "see existing symbol definition here",
                    first.location,
                )
        child = child._next
    tables = verification_tables()
    tables.add(Symbols.known(op, seen))
    if users and not _symbol_uses_hold(users, tables):
        _verify_symbol_uses(op)


def _symbol_uses_hold(users: _Users, tables: SymbolTableCollection) -> bool:
    """Whether every check of `users` passes. Their order is the walk's,
    not MLIR's: a failure is reported by `_verify_symbol_uses`. A user
    with a key (its class's `symbol_uses_key`, read as the walk met it: what
    its check reads) is checked once per key that passed."""
    passed: set[Any] = set()
    try:
        for user, key in users:
            if key is None:
                user.verify_symbol_uses(tables)  # type: ignore[attr-defined]
            elif key not in passed:
                user.verify_symbol_uses(tables)  # type: ignore[attr-defined]
                passed.add(key)
    except Exception:  # any failure is found again, in order
        return False
    return True


def _verify_symbol_uses(op: Operation) -> None:
    """Each op below `op` (not inside nested symbol tables) that uses symbols
    checks them (`verify_symbol_uses`), as MLIR's SymbolUserOpInterface, in
    MLIR's order (`walkSymbolTable`): the ops of a region, then those of the
    region queued last."""
    tables = SymbolTableCollection()
    regions = list(op.regions)
    while regions:
        for block in regions.pop().blocks:
            for child in block:
                check = getattr(child, "verify_symbol_uses", None)
                if check is not None:
                    check(tables)
                if SymbolTable not in child.TRAITS:
                    regions.extend(child.regions)


# -- dominance ---------------------------------------------------------------------


class _Dominance:
    """Block dominance per region, computed on demand (Cooper, Harvey, Kennedy).

    Each region's dominator tree is numbered depth-first (`_spans`): a block
    dominates another when its span holds the other's, one test however long
    the chain of dominators between them. The use screen's few questions
    (`searched_dominates`) are answered by searches back from the user's
    block first: a value of a block used past a branch joining again below
    it needs no tree of a function of thousands of blocks.
    """

    def __init__(self) -> None:
        self._idom: dict[Region, dict[Block, Block | None]] = {}
        self._spans: dict[Region, dict[Block, tuple[int, int]]] = {}
        # Per region without a tree yet, the blocks its searches may still
        # visit (`searched_dominates`) before its tree is computed instead.
        self._budget: dict[Region, int] = {}

    def searched_dominates(self, a: Block, b: Block) -> bool:
        """`block_dominates(a, b)` for blocks `a` and `b` of one region, `a`
        neither `b` nor the entry block: found by searching back from `b`
        (`_reaches_entry_avoiding`) while the searches of the region have
        visited no more blocks than it has, else by its tree."""
        region = a.parent
        if region not in self._idom:
            budget = self._budget.get(region)
            if budget is None:
                budget = len(region.blocks)  # type: ignore[union-attr]
            reached, budget = _reaches_entry_avoiding(a, b, region, budget)  # type: ignore[arg-type]
            self._budget[region] = budget  # type: ignore[index]
            if reached is not None:
                return not reached
        return self.block_dominates(a, b)

    def tree(self, region: Region) -> dict[Block, Block | None]:
        """Immediate dominators of the blocks reachable from the entry block."""
        found = self._idom.get(region)
        if found is None:
            found = self._idom[region] = _immediate_dominators(region)
        return found

    def is_reachable(self, block: Block) -> bool:
        region = block.parent
        if region is None or len(region.blocks) == 1:
            return True
        return block in self.tree(region)

    def block_dominates(self, a: Block, b: Block) -> bool:
        """True if `a` dominates `b` (b first raised into a's region)."""
        region = a.parent
        b_found = _ancestor_block_in(region, b)
        if b_found is None:
            return False
        if a is b_found:
            return True
        idom = self.tree(region)  # type: ignore[arg-type]
        if b_found not in idom:
            return True
        if a not in idom:
            return False
        spans = self._spans.get(region)  # type: ignore[arg-type]
        if spans is None:
            spans = self._spans[region] = _tree_spans(idom)  # type: ignore[index]
        a_first, a_last = spans[a]
        b_first, b_last = spans[b_found]
        return a_first <= b_first and b_last <= a_last


def _reaches_entry_avoiding(
    avoided: Block, block: Block, region: Region, budget: int
) -> tuple[bool | None, int]:
    """Whether the entry block of `region` reaches `block` on a path without
    `avoided` (if not, `avoided` dominates `block`; an unreachable `block`
    is dominated by any block, as in the tree), searched back from `block`
    along the successor edges of the blocks' last ops; None if the search
    would visit more than `budget` blocks. The budget left comes second."""
    entry = region.blocks[0]
    seen = {block}
    pending = [block]
    while pending:
        current = pending.pop()
        if current is entry:
            return True, budget
        for use in current._uses:
            branch = use.owner
            pred = branch.parent
            if (
                pred is None
                or pred in seen
                or pred is avoided
                or pred.parent is not region
                or pred._last is not branch
                or use not in branch._successors
            ):
                continue
            budget -= 1
            if budget < 0:
                return None, 0
            seen.add(pred)
            pending.append(pred)
    return False, budget


def _tree_spans(idom: dict[Block, Block | None]) -> dict[Block, tuple[int, int]]:
    """Each block's first and last depth-first number in the dominator tree
    given by `idom` (the entry's is None)."""
    children: dict[Block | None, list[Block]] = {}
    for block, parent in idom.items():
        children.setdefault(parent, []).append(block)
    spans: dict[Block, tuple[int, int]] = {}
    counter = 0
    stack: list[tuple[Block, bool]] = [(root, False) for root in children.get(None, [])]
    while stack:
        block, done = stack.pop()
        if done:
            spans[block] = (spans[block][0], counter)
            continue
        spans[block] = (counter, counter)
        counter += 1
        stack.append((block, True))
        stack.extend((child, False) for child in children.get(block, []))
    return spans


def _ancestor_block_in(region: Region | None, block: Block) -> Block | None:
    current: Block | None = block
    while current is not None:
        if current.parent is region:
            return current
        owner = current.parent_op
        current = owner.parent if owner is not None else None
    return None


def _ancestor_op_in(region: Region, op: Operation) -> Operation | None:
    current: Operation | None = op
    while current is not None:
        if current.parent_region is region:
            return current
        current = current.parent_op
    return None


def _immediate_dominators(region: Region) -> dict[Block, Block | None]:
    entry = region.blocks[0]
    order: list[Block] = []
    seen = {entry}
    # Each block with its successors (listed once) and the next one to visit.
    stack: list[tuple[Block, list[Block], int]] = [(entry, entry.successors, 0)]
    while stack:
        block, successors, index = stack.pop()
        if index < len(successors):
            stack.append((block, successors, index + 1))
            child = successors[index]
            if child not in seen and child.parent is region:
                seen.add(child)
                stack.append((child, child.successors, 0))
        else:
            order.append(block)
    order.reverse()
    number = {block: i for i, block in enumerate(order)}
    preds: dict[Block, list[Block]] = {b: [] for b in order}
    for block in order:
        for child in block.successors:
            if child in preds:
                preds[child].append(block)
    idom: dict[Block, Block | None] = {entry: entry}
    changed = True
    while changed:
        changed = False
        for block in order[1:]:
            new = None
            for pred in preds[block]:
                if pred in idom:
                    new = pred if new is None else _intersect(pred, new, idom, number)
            if idom.get(block) is not new:
                idom[block] = new
                changed = True
    idom[entry] = None
    return idom


def _intersect(a: Block, b: Block, idom: dict, number: dict) -> Block:
    while a is not b:
        while number[a] > number[b]:
            a = idom[a]
        while number[b] > number[a]:
            b = idom[b]
    return a


class _UseScreen:
    """Operand uses screened as the walk enters ops, so that the isolation
    and dominance walks run only for the scopes where a use may fail them.

    A scope is the root or an isolated op with regions; the ops entered
    between `open_scope` and `close_scope` use values in it (an isolated
    op's own operands count in the enclosing scope). A use passes at once
    if its value is defined in the user's block (an argument, or a result
    of an op entered before), or in a block of the same scope that holds
    the user or is the entry block of the region holding it (MLIR's
    dominance holds in both), or that dominates the block holding the user.
    Other uses get the walks' own tests, exact. The results of the ops
    entered are remembered, each in a set of its block's, dropped as the
    block closes; the walk leaves out of it a result with no use, or whose
    one use is by the next op (a result of the op before the user passes).

    The blocks open in the walk (`path`, the user's block last) find the
    user's ancestor block in the value's region at once, however deep the
    use is nested: each use costs the same at any depth.
    """

    __slots__ = ("entered", "scopes", "failing", "dominance", "path", "open", "bases")

    def __init__(self) -> None:
        # Per block in `path`, the results of the ops entered in it.
        self.entered: list[set[Value]] = []
        self.scopes: list[Operation] = []
        self.failing: set[Operation] = set()
        self.dominance = _Dominance()
        # The blocks being walked, outermost first; each one's region's index
        # in `path`; per scope, the length of `path` when it opened.
        self.path: list[Block] = []
        self.open: dict[Region, int] = {}
        self.bases: list[int] = []

    def enter(self, op: Operation) -> None:
        """Screen the uses of `op`, entered in its block's order."""
        block = op.parent
        entered = self.entered[-1]  # `block`'s
        before = op._prev  # its results may be missing from `entered`
        try:
            for use in op._operands:
                value = use.value
                if value in entered or value.owner is block or value.owner is before:
                    continue
                if not self._passes(value, op, True):
                    self.failing.add(self.scopes[-1])
                    break
        except AttributeError:  # a value neither a result nor a block argument
            self.failing.add(self.scopes[-1])
        entered.update(op.results)

    def passes_unopened(self, value: Value, user: Operation, entered: set) -> bool:
        """`_passes(value, user, True)` for a `user` whose block, not open in
        the screen, has the results `entered` so far: the block is opened
        while the check runs."""
        block = user.parent
        region = block.parent  # type: ignore[union-attr]
        self.open[region] = len(self.path)  # type: ignore[index]
        self.path.append(block)  # type: ignore[arg-type]
        self.entered.append(entered)
        try:
            return self._passes(value, user, True)
        finally:
            self.path.pop()
            self.entered.pop()
            del self.open[region]  # type: ignore[arg-type]

    def open_scope(self, op: Operation, screened: bool) -> None:
        """Enter the root or an isolated op, whose own uses (if `screened`)
        are screened out of order: its regions are verified last."""
        if screened:
            for use in op._operands:
                if not self._passes(use.value, op, False):
                    self.failing.add(self.scopes[-1])
                    break
        self.scopes.append(op)
        self.bases.append(len(self.path))

    def failed(self, scope: Operation) -> bool:
        """True if a use in `scope` failed the screening."""
        return scope in self.failing

    def close_scope(self, scope: Operation) -> bool:
        """Leave `scope`; True if a use in it failed the screening."""
        self.scopes.pop()
        self.bases.pop()
        return scope in self.failing

    def _passes(self, value: Value, user: Operation, in_order: bool) -> bool:
        """Whether `value` may be used by `user`, decided at once for values
        of enclosing blocks in the scope, else by `_exactly_passes`. In order,
        `user` is in the last block of `path`."""
        owner = getattr(value, "owner", None)
        definer = None if isinstance(value, BlockArgument) else owner
        home = owner if definer is None else getattr(owner, "parent", None)
        region = home.parent if home is not None else None
        index = self.open.get(region) if in_order and region is not None else None
        if index is not None and index >= self.bases[-1]:
            path = self.path
            block = path[index]  # the user's ancestor block in `region`
            if block is not home:
                if home is region.blocks[0] or self.dominance.searched_dominates(  # type: ignore[union-attr]
                    home, block  # type: ignore[arg-type]
                ):
                    return True
            else:
                holder = path[index + 1].parent_op if index + 1 < len(path) else user
                if definer is None or (
                    definer is not holder and value in self.entered[index]
                ):
                    return True
        return self._exactly_passes(value, user)

    def _exactly_passes(self, value: Value, user: Operation) -> bool:
        """The isolation walk's test (in an isolated scope), then the
        dominance walk's, of `value` used by `user`."""
        scope = self.scopes[-1]
        if IsolatedFromAbove in scope.TRAITS and not _isolation_holds(
            scope, value, user
        ):
            return False
        block = user.parent
        if block is None or not self.dominance.is_reachable(block):
            return True
        if isinstance(value, BlockArgument):
            return _properly_dominates(self.dominance, value, user, set())
        definer = getattr(value, "owner", None)
        if definer is None:
            return False
        if definer.parent is block:
            # A graph region orders nothing within a block; a use in it of an
            # outer value is still checked where that value is defined.
            return not _has_ssa_dominance(block.parent) or definer.is_before_in_block(
                user
            )
        return _properly_dominates(self.dominance, value, user, set())


def _isolation_holds(scope: Operation, value: Value, user: Operation) -> bool:
    """The isolation walk's test: `value` is defined in the region of
    `scope` that holds `user`."""
    region = user.parent_region
    while region is not None and region.parent is not scope:
        owner = region.parent
        region = owner.parent_region if owner is not None else None
    operand_region = _value_region(value)
    return (
        region is not None
        and operand_region is not None
        and region.is_ancestor(operand_region)
    )


def _verify_dominance(root: Operation) -> None:
    dominance = _Dominance()
    pending = [root]
    while pending:
        op = pending.pop()
        for region in op.regions:
            ssa = _has_ssa_dominance(region)
            for block in region.blocks:
                reachable = dominance.is_reachable(block)
                # The ops a use in `block` may name from `block` itself: those
                # before it, or (a graph region) any.
                seen: set[Operation] = set() if ssa else set(block)
                for child in block:
                    if reachable:
                        for index, use in enumerate(child._operands):
                            if not _properly_dominates(
                                dominance, use.value, child, seen
                            ):
                                raise _invalid_dominance(child, index)
                    seen.add(child)
                    if child.regions and IsolatedFromAbove not in child.TRAITS:
                        pending.append(child)


def _properly_dominates(
    dominance: _Dominance, value: Value, user: Operation, seen: set[Operation]
) -> bool:
    if isinstance(value, BlockArgument):
        return dominance.block_dominates(value.owner, user.parent)
    definer: Operation = value.owner  # type: ignore[attr-defined]
    if definer.parent is user.parent:
        return definer in seen
    region = definer.parent_region
    if region is None or user.parent is None:
        return False
    if region is not user.parent_region:
        user = _ancestor_op_in(region, user)  # type: ignore[assignment]
        if user is None or user is definer:
            return False
    if definer.parent is user.parent:
        if not _has_ssa_dominance(region):
            return True
        return definer.is_before_in_block(user)
    return dominance.block_dominates(definer.parent, user.parent) and (
        definer.parent is not user.parent
    )


def _has_ssa_dominance(region: Region) -> bool:
    """Multi-block regions always; single-block ones unless the owner is
    unregistered (unknown) or declares graph regions, as MLIR 16 decides."""
    if len(region.blocks) > 1:
        return True
    owner = region.parent
    if owner is None:
        return True
    return owner.OPERATION_NAME is not None and GraphRegions not in owner.TRAITS


def _invalid_dominance(op: Operation, index: int) -> DiagnosticError:
    """MLIR's error for a use not dominated by its definition, with its note."""
    error = emit_error(op, f"operand #{index} does not dominate this use")
    value = op.get_operand(index)
    user_region = op.parent.parent
    if not isinstance(value, BlockArgument):
        definer: Operation = value.owner  # type: ignore[attr-defined]
        if definer.parent is op.parent:
            where = "op in the same block"
        else:
            where = _relation(definer.parent_region, user_region, "op in", "op is")
        return with_note(error, f"operand defined here ({where})", definer.location)
    block = value.owner
    owner = block.parent_op
    location = owner.location if owner is not None else UnknownLoc.get()
    index_in_region = block.parent.blocks.index(block)
    where = _relation(block.parent, user_region, "in", "")
    return with_note(
        error,
        f"operand defined as a block argument (block #{index_in_region} {where})",
        location,
    )


def _relation(
    def_region: Region, user_region: Region, prefix: str, neither: str
) -> str:
    """Where the definition's region lies relative to the user's, in MLIR's words."""
    if def_region is user_region:
        return f"{prefix} the same region"
    if _proper_ancestor(def_region, user_region):
        return f"{prefix} a parent region"
    if _proper_ancestor(user_region, def_region):
        return f"{prefix} a child region"
    return f"{neither} neither in a parent nor in a child region".strip()


def _proper_ancestor(ancestor: Region, region: Region) -> bool:
    return ancestor is not region and ancestor.is_ancestor(region)
