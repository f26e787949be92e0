"""Alias selection and printing (`#map = affine_map<...>` at the top of the output).

A first pass over the IR visits every attribute, type and (with debug info)
location in printing order, asks which of them want an alias (affine maps,
integer sets, locations, and whatever a dialect's `alias_name` hook names),
numbers the aliases of each name in visit order and prints their
definitions: the ones that cannot be deferred before the operation, the
locations used only by operations after it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..ir.attributes import AffineMapAttr, Attribute, IntegerSetAttr
from ..ir.dense import DenseResourceElementsAttr
from ..ir.location import Location
from ..ir.operation import Block
from ..ir.types import TupleType, Type

if TYPE_CHECKING:
    from ..ir.operation import Operation
    from .printer import AsmPrinter, PrintOptions


def builtin_alias_name(value: Any) -> str | None:
    """The alias MLIR's builtin dialect gives `value`, if any."""
    if isinstance(value, AffineMapAttr):
        return "map"
    if isinstance(value, IntegerSetAttr):
        return "set"
    if isinstance(value, Location):
        return "loc"
    if isinstance(value, TupleType) and len(value.types) > 16:
        return "tuple"
    return None


def alias_name(value: Any) -> str | None:
    """The alias name `value` asks for: its class's `alias_name` hook or the builtin one."""
    hook = getattr(value, "alias_name", None)
    if hook is not None:
        return hook()
    return builtin_alias_name(value)


class _AliasInfo:
    __slots__ = ("name", "order", "deferrable", "text", "depth", "is_type")

    def __init__(self, name: str, order: int, deferrable: bool, is_type: bool) -> None:
        self.name = name
        self.order = order
        self.deferrable = deferrable
        self.is_type = is_type
        self.depth = 0
        self.text = ""


class AliasState:
    """The aliases chosen for one printing, and the printing of alias uses."""

    def __init__(self) -> None:
        self.active = False
        self._infos: dict[Any, _AliasInfo] = {}
        self._depth: dict[Any, int] = {}
        self._ordered: list[tuple[Any, _AliasInfo]] = []
        self.resources: dict[str, Any] = {}

    # -- collection ---------------------------------------------------------------

    def collect(self, top: Operation, options: PrintOptions) -> None:
        """Visit what `top` prints, in MLIR 16's order, and name the aliases.

        Per operation: its location (deferrable), its regions (block argument
        types and locations, then the nested operations), operand types,
        result types, then attribute values.
        """
        debuginfo = options.debuginfo
        visit = self._visit
        # A value seen before at depth 0 needs no new visit (see `_visit`).
        depths = self._depth
        stack: list[Any] = [top]
        while stack:
            item = stack.pop()
            if isinstance(item, Block):
                for arg in item.arguments:
                    if depths.get(arg.type) != 0:
                        visit(arg.type, False)
                    if debuginfo:
                        visit(arg.location, False)
                stack.extend(item.reversed_ops())
                continue
            if isinstance(item, tuple):
                for value in item:
                    if depths.get(value) != 0:
                        visit(value, False)
                continue
            op = item
            if debuginfo:
                visit(op.location, True)
            tail = [use.value.type for use in op._operands]
            tail += [result.type for result in op.results]
            tail += [value for _, value in op.attributes.items]
            if tail:
                stack.append(tuple(tail))
            for region in reversed(op.regions):
                stack.extend(reversed(region.blocks))
        self._assign_names()

    def _visit(self, root: Any, deferrable: bool) -> None:
        """Record `root` and its nested elements (pre-order), then their depths."""
        depths = self._depth
        if root in depths:
            if not deferrable and depths[root]:
                self._undefer(root)
            return
        infos = self._infos
        stack: list[tuple[Any, bool]] = [(root, False)]
        while stack:
            value, expanded = stack.pop()
            if expanded:
                deepest = max(
                    (depths.get(c, 0) for c in value.walk_subelements()), default=0
                )
                info = infos.get(value)
                depth = deepest + 1 if deepest else (1 if info is not None else 0)
                if info is not None:
                    info.depth = depth
                depths[value] = depth
                continue
            if value in depths:
                if not deferrable and depths[value]:
                    self._undefer(value)
                continue
            depths[value] = 0
            if isinstance(value, DenseResourceElementsAttr):
                self.resources.setdefault(value.handle.key, value.handle)
            name = alias_name(value)
            if name is not None:
                infos[value] = _AliasInfo(
                    name, len(infos), deferrable, isinstance(value, Type)
                )
            stack.append((value, True))
            stack.extend((child, False) for child in reversed(value.walk_subelements()))

    def _undefer(self, root: Any) -> None:
        """Mark the aliases in `root` as used where they cannot be deferred."""
        depths = self._depth
        stack = [root]
        while stack:
            value = stack.pop()
            info = self._infos.get(value)
            if info is not None:
                info.deferrable = False
            stack.extend(c for c in value.walk_subelements() if depths.get(c))

    def _assign_names(self) -> None:
        if not self._infos:
            return
        self.active = True
        ordered = sorted(
            self._infos.items(),
            key=lambda item: (
                item[1].depth,
                not item[1].is_type,
                item[1].name.encode(),
                item[1].order,
            ),
        )
        counts: dict[str, int] = {}
        for _, info in ordered:
            index = counts.get(info.name, 0)
            counts[info.name] = index + 1
            info.text = info.name + (str(index) if index else "")
        self._ordered = ordered

    # -- printing -----------------------------------------------------------------

    def print_definitions(self, printer: AsmPrinter, deferred: bool) -> None:
        """Print `#name = value` lines of the deferred or the other aliases."""
        for value, info in self._ordered:
            if info.deferrable != deferred:
                continue
            printer.write(("!" if info.is_type else "#") + info.text + " = ")
            value.print(printer)
            printer.write("\n")

    def print_type(self, printer: AsmPrinter, value: Type) -> None:
        info = self._infos.get(value)
        if info is not None:
            printer.write("!" + info.text)
        elif self._depth.get(value):
            value.print(printer)
        else:
            printer.write(value.text)

    def print_attribute(self, printer: AsmPrinter, value: Attribute) -> None:
        info = self._infos.get(value)
        if info is not None:
            printer.write("#" + info.text)
        elif self._depth.get(value):
            value.print(printer)
        else:
            printer.write(value.text)

    def print_location_alias(self, printer: AsmPrinter, value: Location) -> bool:
        """Print `#locN` for a location that has an alias; False if it has none."""
        info = self._infos.get(value)
        if info is None:
            return False
        printer.write("#" + info.text)
        return True
