"""One `llvm.func` translated: blocks in MLIR's order, converted in topological
order (so definitions come before uses), phi nodes connected at the end, and
values numbered as LLVM's slot tracker numbers them."""

from __future__ import annotations

from ...ir.context import Context
from ...ir.operation import Block as MlirBlock
from typing import Any

from ...ir.diagnostics import Diagnostic, DiagnosticError
from .values import Argument, Block, Instruction, Value

# The module translator (module.py imports this module; so they are not named here).
ModuleTranslator = Any

PREDS_COLUMN = 50


def topological_blocks(blocks: list[Any]) -> list[Any]:
    """MLIR's `getTopologicallySortedBlocks`: reverse post-orders from each unseen block."""
    seen: dict[Any, None] = {}
    for start in blocks:
        if start in seen:
            continue
        order: list[Any] = []
        visited = {start}
        stack = [(start, iter(_successors(start)))]
        while stack:
            block, successors = stack[-1]
            for successor in successors:
                if successor not in visited:
                    visited.add(successor)
                    stack.append((successor, iter(_successors(successor))))
                    break
            else:
                stack.pop()
                order.append(block)
        for block in reversed(order):
            seen.setdefault(block, None)
    return list(seen)


def _successors(block: Any) -> list[Any]:
    terminator = block.last_op
    return terminator.successors if terminator is not None else []


class FunctionTranslator:
    """Builds the LLVM blocks of one function."""

    def __init__(self, module: ModuleTranslator, func: Any) -> None:
        self.module = module
        self.func = func
        self.values: dict[Any, Value] = {}
        self.blocks: dict[Any, Block] = {}
        self.current: Block | None = None
        self.branches: dict[Any, Instruction] = {}
        self.phis: list[tuple[Any, Any, Instruction]] = []
        self.current_op: Any = None
        self.subprogram: Any = None
        self.debug_location: Any = None

    def lookup(self, value: Any) -> Value:
        found = self.values.get(value)
        if found is None:
            found = self.module.global_values.get(value)
        if found is None:
            raise DiagnosticError(
                Diagnostic("error", self.func.location, "missing value in translation")
            )
        return found

    def emit(self, type_: str, parts: list[Any]) -> Instruction:
        block = self.current
        assert block is not None
        inst = Instruction(type_, parts, self.current_op, block)
        if self.debug_location is not None:
            inst.metadata.append(("dbg", self.debug_location))
        block.instructions.append(inst)
        return inst

    def add_pred(self, target: Any, source: Block) -> Block:
        """The LLVM block of `target`, noting `source` as a predecessor (LLVM lists newest first)."""
        block = self.blocks[target]
        block.preds.insert(0, source)
        return block

    def translate(self, arguments: list[Argument]) -> list[Block]:
        region = self.func.regions[0]
        ensure_distinct_successors(region)
        mlir_blocks = list(region)
        entry = mlir_blocks[0]
        for mlir_arg, arg in zip(entry.arguments, arguments):
            self.values[mlir_arg] = arg
        for index, mlir_block in enumerate(mlir_blocks):
            self.blocks[mlir_block] = Block(index)
        # The op loop below is run for every op of the module: its lookups
        # are hoisted, and most ops go straight to their handler.
        handlers = self.module.ops.handlers
        convert = self.module.ops.convert
        subprogram = self.subprogram
        debug = self.module.debug
        for mlir_block in topological_blocks(mlir_blocks):
            self.current = self.blocks[mlir_block]
            self.debug_location = None
            if mlir_block is not entry:
                for argument in mlir_block.arguments:
                    type_ = self.module.types(argument.type)
                    phi = self.emit(type_, [])
                    phi.origin = argument
                    self.values[argument] = phi
                    self.phis.append((mlir_block, argument, phi))
            for op in mlir_block:
                self.current_op = op
                if subprogram is not None:
                    self.debug_location = debug.location(op.location, subprogram)
                handler = handlers.get(op.name)
                if handler is None:
                    convert(op, self)
                else:
                    handler(op, self)
        self._connect_phis()
        return [self.blocks[b] for b in mlir_blocks]

    def _connect_phis(self) -> None:
        if not self.phis:
            return
        predecessors = _predecessors(self.func.regions[0])
        for mlir_block, argument, phi in self.phis:
            parts: list[Any] = [f"phi {phi.type} "]
            sources: list[Any] = []
            phi.sources = sources
            for pred, terminator in predecessors.get(mlir_block, ()):
                source = _phi_source(terminator, mlir_block, argument.index)
                block = self.branches[terminator].block
                sources.append(source)
                if len(parts) > 1:
                    parts.append(", ")
                parts += ["[ ", self.lookup(source), ", ", block, " ]"]
            phi.parts = parts


def ensure_distinct_successors(region: Any) -> None:
    """MLIR's `ensureDistinctSuccessors`: a successor with arguments that a
    terminator names twice gets, from its second mention on, a new block at
    the end of the region that branches to it with the same arguments."""
    for block in list(region):
        terminator = block.last_op
        if terminator is None:
            continue
        positions: dict[Any, list[int]] = {}
        for index, successor in enumerate(terminator.successors):
            if successor.arguments:
                positions.setdefault(successor, []).append(index)
        for successor, indices in positions.items():
            for index in indices[1:]:
                dummy = MlirBlock([a.type for a in successor.arguments])
                region.append(dummy)
                terminator.block_operands[index].set(dummy)
                branch = Context.current().get_op_class("llvm.br")
                dummy.append(
                    branch.create(
                        operands=list(dummy.arguments),
                        successors=[successor],
                        location=terminator.location,
                    )
                )


def _predecessors(region: Any) -> dict[Any, list[tuple[Any, Any]]]:
    """For each block of `region`, (predecessor block, its terminator) in
    MLIR's use-list order (newest use first)."""
    uses: dict[Any, list[tuple[Any, Any]]] = {}
    for pred in region:
        terminator = pred.last_op
        if terminator is None:
            continue
        for successor in terminator.successors:
            uses.setdefault(successor, []).append((pred, terminator))
    for found in uses.values():
        found.reverse()
    return uses


def _phi_source(terminator: Any, block: Any, index: int) -> Any:
    """The value `terminator` passes to argument `index` of `block` (getPHISourceValue)."""
    name = terminator.name
    if name == "llvm.br":
        return terminator.operands[index]
    groups = successor_operand_groups(terminator)
    for successor, group in zip(terminator.successors, groups):
        if successor is block:
            return group[index]
    raise AssertionError("no operands for the successor")


def successor_operand_groups(op: Any) -> list[list[Any]]:
    """The operands each successor of a terminator receives."""
    operands = op.operands
    name = op.name
    if name == "llvm.br":
        return [list(operands)]
    sizes = op.get_attr("operand_segment_sizes")
    segments = list(sizes.values) if sizes is not None else []
    if name == "llvm.cond_br":
        start = segments[0]
        true_ops = operands[start : start + segments[1]]
        false_ops = operands[start + segments[1] :]
        return [list(true_ops), list(false_ops)]
    if name == "llvm.switch":
        start = segments[0]
        default = operands[start : start + segments[1]]
        rest = operands[start + segments[1] :]
        groups = [list(default)]
        case_sizes = op.get_attr("case_operand_segments")
        position = 0
        for size in case_sizes.values if case_sizes is not None else []:
            groups.append(list(rest[position : position + size]))
            position += size
        while len(groups) < len(op.successors):
            groups.append([])
        return groups
    if name == "llvm.invoke":
        callee_count, normal, unwind = segments
        normal_ops = operands[callee_count : callee_count + normal]
        unwind_ops = operands[callee_count + normal :]
        return [list(normal_ops), list(unwind_ops)]
    return [[] for _ in op.successors]


def number(arguments: list[Argument], blocks: list[Block]) -> None:
    """Give arguments, blocks and value-producing instructions their `%N` slots."""
    slot = 0
    for arg in arguments:
        arg.slot = slot
        slot += 1
    for block in blocks:
        block.slot = slot
        slot += 1
        for inst in block.instructions:
            if inst.has_result:
                inst.slot = slot
                slot += 1


def print_body(blocks: list[Block]) -> str:
    """The blocks between `{` and `}` as LLVM prints them."""
    lines: list[str] = []
    for position, block in enumerate(blocks):
        if position:
            label = f"{block.slot}:"
            if block.preds:
                preds = ", ".join(p.ref() for p in block.preds)
                label = label.ljust(PREDS_COLUMN) + f"; preds = {preds}"
            else:
                label = label.ljust(PREDS_COLUMN) + "; No predecessors!"
            lines.append("")
            lines.append(label)
        for inst in block.instructions:
            body = "".join([p if p.__class__ is str else p.ref() for p in inst.parts])
            if inst.metadata:
                body += "".join(
                    f", !{kind} {node.ref()}" for kind, node in inst.metadata
                )
            if inst.type != "void":
                lines.append(f"  %{inst.slot} = {body}")
            else:
                lines.append("  " + body)
    return "\n".join(lines)
