"""Alias selection and printing (`#map = affine_map<...>` at the top of the output).

A first pass over the IR visits every attribute, type and (with debug info)
location in printing order, asks which of them want an alias (affine maps,
integer sets, locations, and whatever a dialect's `alias_name` hook names),
numbers the aliases of each name in visit order and prints their
definitions: the ones that cannot be deferred before the operation, the
locations used only by operations after it.

With struct aliases (seed 002), every identified struct gets an alias
named after it (`struct_alias_names`); their definitions come first, each
after the structs it refers to where the struct graph allows, and refer to
later ones by forward references (which odsgen's parser accepts).
"""

from __future__ import annotations

import re
from typing import Any, Callable

from .attributes import AffineMapAttr, Attribute, IntegerSetAttr
from .dense import DenseResourceElementsAttr
from .location import Location
from .printing import Printable
from .traits import IsTerminator
from .types import TupleType, Type
from .print_options import PrintOptions

# The printer (which operation.py imports) uses this module, so neither it
# nor the IR's structure is named here: these stand for their classes.
AsmPrinter = Operation = Block = Any


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


_BUILTIN_ALIASED = (AffineMapAttr, IntegerSetAttr, Location, TupleType)


# How `AliasState._visit` deals with the values of a class (`_class_kind`).
_PLAIN, _NESTING, _CHECKED = 0, 1, 2


def _class_kind(cls: type) -> int:
    """`_PLAIN` if values of class `cls` cannot have an alias nor nest values,
    `_NESTING` if they only nest values, `_CHECKED` if they may have an alias
    or hold a resource."""
    if getattr(cls, "alias_name", None) is not None or issubclass(
        cls, (*_BUILTIN_ALIASED, DenseResourceElementsAttr)
    ):
        return _CHECKED
    if getattr(cls, "walk_subelements", None) is Printable.walk_subelements:
        return _PLAIN
    return _NESTING


def alias_name(value: Any) -> str | None:
    """The alias name `value` asks for: its class's `alias_name` hook or the builtin one."""
    hook = getattr(value, "alias_name", None)
    if hook is not None:
        return hook()
    return builtin_alias_name(value)


class _Shown:
    """A block as a custom printer shows it: with or without its arguments,
    and without its ops from `stop` on (an omitted terminator)."""

    __slots__ = ("block", "arguments", "stop")

    def __init__(self, block: Block, arguments: bool, stop: Operation | None) -> None:
        self.block = block
        self.arguments = arguments
        self.stop = stop


def _push_blocks(
    op: Operation,
    follow: bool,
    stop: Operation | None,
    stack: list[Any],
    custom: bool = True,
) -> bool:
    """Push `op` (with `follow` and the `stop` of its block), then its blocks,
    last first; False if it has none.

    An op whose custom form prints its regions otherwise than the generic
    form does says how with `printed_regions()`: (region, entry block
    arguments printed, terminators printed) in the order printed; the
    generic form (`custom` False) prints them all."""
    printed = getattr(op, "printed_regions", None) if custom else None
    if printed is None:
        blocks: list[Any] = [block for region in op.regions for block in region.blocks]
    else:
        blocks = []
        for region, arguments, terminators in printed():
            for index, block in enumerate(region.blocks):
                last = block._last
                hidden = (
                    last
                    if not terminators
                    and index == 0
                    and last is not None
                    and IsTerminator in last.TRAITS
                    else None
                )
                blocks.append(_Shown(block, arguments or index > 0, hidden))
    if not blocks:
        return False
    stack.append((op, follow, stop))
    stack.extend(reversed(blocks))
    return True


def is_identified_struct(value: Any) -> bool:
    """Whether `value` is a named struct type (the LLVM dialect's identified
    structs: their `identifier` is not None)."""
    return isinstance(value, Type) and getattr(value, "identifier", None) is not None


def struct_alias_names(
    identifiers: list[str], reserved: set[str] | None = None
) -> dict[str, str]:
    """Alias names for struct names: the characters an alias may not hold
    become `_` (`struct.node` -> `struct_node`), and names made equal get
    `_1`, `_2`, ... in the order of the struct names, so they are stable;
    `reserved` names (other type aliases) are not given out."""
    result: dict[str, str] = {}
    used: set[str] = set(reserved or ())
    for identifier in sorted(set(identifiers)):
        base = re.sub(r"[^A-Za-z0-9_$]", "_", identifier)
        if not base or not (base[0].isalpha() or base[0] == "_") or not base.isascii():
            base = "_" + base.encode("ascii", "replace").decode().replace("?", "_")
        text, count = base, 0
        while text in used:
            count += 1
            text = f"{base}_{count}"
        used.add(text)
        result[identifier] = text
    return result


class _AliasInfo:
    __slots__ = ("name", "order", "deferrable", "text", "depth", "is_type", "struct")

    def __init__(self, name: str, order: int, deferrable: bool, is_type: bool) -> None:
        self.name = name
        self.order = order
        self.deferrable = deferrable
        self.is_type = is_type
        self.depth = 0
        self.text = ""
        self.struct = False


class AliasState:
    """The aliases chosen for one printing, and the printing of alias uses."""

    def __init__(self, struct_aliases: bool = False) -> None:
        self.active = False
        self.struct_aliases = struct_aliases
        self._structs: list[Any] = []  # identified structs, in visit order
        self._infos: dict[Any, _AliasInfo] = {}
        self._depth: dict[Any, int] = {}
        self._undeferred: set[Any] = set()  # values `_undefer` has walked
        self._kinds: dict[type, int] = {}  # `_class_kind` by class
        self._ordered: list[tuple[Any, _AliasInfo]] = []
        self._custom = True  # custom forms are printed (not --mlir-print-op-generic)
        self._hooks: dict[type, bool] = {}  # `_hooked` by class
        self.resources: dict[str, Any] = {}

    # -- collection ---------------------------------------------------------------

    @property
    def found(self) -> bool:
        """True once a visited value asks for an alias or holds a resource."""
        return bool(self._infos or self.resources)

    def set_generic(self, generic: bool) -> None:
        """Visit as the generic form prints (else the custom form)."""
        self._custom = not generic
        self._hooks.clear()

    def probe_op(self, op: Operation) -> bool:
        """Visit what `op` prints outside its regions (without debug info), as
        `collect` would but in any order; return `found`.

        Probing every op and the types of every block argument tells whether
        `collect` has anything to find: it finds aliases only in those values.
        A dictionary of one plain value met before (often an op's own
        constant) is passed over: nothing in it to find, nor worth recording.
        """
        hooked = self._hooks.get(type(op))
        if hooked is None:
            hooked = self._hooked(type(op))
        if hooked:
            before = getattr(op, "aliases_before_regions", None)
            if before is not None:
                for value in before(False):
                    self._visit(value, False)
            self._visit_values(op)
            return bool(self._infos or self.resources)
        # A value visited before needs no new visit: an alias in it was found then.
        depths = self._depth
        visit = self._visit
        for use in op._operands:
            type_ = use.value.type
            if type_ not in depths:
                visit(type_, False)
        for result in op.results:
            type_ = result.type
            if type_ not in depths:
                visit(type_, False)
        attributes = op.attributes
        if attributes not in depths:
            items = attributes.items
            if len(items) != 1 or self._kinds.get(type(items[0][1])) != _PLAIN:
                visit(attributes, False)
        return bool(self._infos or self.resources)

    def visitor(self) -> tuple[dict[Any, int], Callable[[Any, bool], None]]:
        """For a loop that probes values itself: the depth of each value
        visited (0 if no alias is inside) and `visit(value, deferrable)`, for
        the values not visited yet or with an alias inside."""
        return self._depth, self._visit

    def _hooked(self, cls: type) -> bool:
        """Whether ops of class `cls` name what their custom form prints
        (`aliases_before_regions`, `aliases_after_regions`) and the custom
        form is printed."""
        hooked = self._hooks.get(cls)
        if hooked is None:
            hooked = self._hooks[cls] = self._custom and (
                getattr(cls, "aliases_after_regions", None) is not None
                or getattr(cls, "aliases_before_regions", None) is not None
            )
        return hooked

    def collect(self, top: Operation, options: PrintOptions) -> None:
        """Visit what `top` prints, in MLIR 16's order, and name the aliases.

        Per operation: its location (deferrable), its regions (block argument
        types and locations, then the nested operations), operand types,
        result types, then attribute values. The stack holds the blocks still
        to visit and, under them, the ops that own them, whose values come
        after their regions (with whether their next siblings follow them).
        """
        debuginfo = options.debuginfo
        self.set_generic(options.generic)
        visit_values = self._visit_values
        stack: list[Any] = []
        op: Operation | None = top
        enter = True  # False when `op`'s location and regions are visited
        follow = False  # whether `op`'s next siblings follow it
        stop: Operation | None = None  # the omitted terminator of `op`'s block
        while True:
            # `while True`: its back edge, unlike that of `while op is not
            # None`, warms CPython 3.11's specializer up inside one long block.
            while True:
                if op is None:
                    break
                if enter:
                    if debuginfo:
                        self._visit(op.location, True)
                    if self._hooked(type(op)):
                        before = getattr(op, "aliases_before_regions", None)
                        if before is not None:
                            for value in before(debuginfo):
                                self._visit(value, False)
                    if op.regions and _push_blocks(
                        op, follow, stop, stack, self._custom
                    ):
                        break
                enter = True
                visit_values(op)
                op = op._next if follow else None
                if op is stop:
                    op = None
            if not stack:
                break
            item = stack.pop()
            if isinstance(item, tuple):
                (op, follow, stop), enter = item, False
            elif isinstance(item, _Shown):
                if item.arguments:
                    self._visit_arguments(item.block, debuginfo)
                op, enter, follow, stop = item.block._first, True, True, item.stop
                if op is stop:
                    op = None
            else:
                self._visit_arguments(item, debuginfo)
                op, enter, follow, stop = item._first, True, True, None
        self._assign_names()

    def _visit_arguments(self, block: Block, debuginfo: bool) -> None:
        """Visit the types (and locations) of `block`'s arguments."""
        depths = self._depth
        for arg in block.arguments:
            if depths.get(arg.type) != 0:
                self._visit(arg.type, False)
            if debuginfo:
                self._visit(arg.location, False)

    def _visit_values(self, op: Operation) -> None:
        """Visit the types of `op`'s operands and results, then its attributes.

        Values visited before without an alias inside (depth 0) are skipped at
        once. An op whose custom form prints other values than these, or some
        before its regions, names them with `aliases_before_regions(debuginfo)`
        and `aliases_after_regions()` (what MLIR's dummy print visits). The attribute dictionary, uniqued like its values, is visited as
        one value (which visits its values in order), so that ops with the
        same dictionary skip it whole.
        """
        depths = self._depth
        visit = self._visit
        if self._hooked(type(op)):
            after = getattr(op, "aliases_after_regions", None)
            if after is not None:
                for value in after():
                    visit(value, False)
                return
        for use in op._operands:
            type_ = use.value.type
            if depths.get(type_) != 0:
                visit(type_, False)
        for result in op.results:
            type_ = result.type
            if depths.get(type_) != 0:
                visit(type_, False)
        attributes = op.attributes
        if depths.get(attributes) != 0:
            visit(attributes, False)

    def _visit(self, root: Any, deferrable: bool) -> None:
        """Record `root` and its nested elements (pre-order), then their depths.

        Nested elements that were visited before, or that are plain (see
        `_class_kind`), are dealt with at once: only the others are stacked.
        Their order matters only among the values with an alias.
        """
        depths = self._depth
        if root in depths:
            if not deferrable and depths[root]:
                self._undefer(root)
            return
        infos = self._infos
        kinds = self._kinds
        # Values to enter (with None), or entered ones and their nested elements.
        stack: list[tuple[Any, tuple[Any, ...] | None]] = [(root, None)]
        while stack:
            value, children = stack.pop()
            if children is not None:
                self._set_depth(value, max([depths.get(c, 0) for c in children]))
                continue
            if value in depths:
                if not deferrable and depths[value]:
                    self._undefer(value)
                continue
            depths[value] = 0
            kind = kinds.get(type(value))
            if kind is None:
                kind = kinds[type(value)] = self._class_kind(type(value))
            if kind == _PLAIN:
                continue
            if kind == _CHECKED:
                if isinstance(value, DenseResourceElementsAttr):
                    self.resources.setdefault(value.handle.key, value.handle)
                name = alias_name(value)
                if name is not None:
                    infos[value] = _AliasInfo(
                        name, len(infos), deferrable, isinstance(value, Type)
                    )
                elif self.struct_aliases and is_identified_struct(value):
                    info = infos[value] = _AliasInfo("", len(infos), False, True)
                    info.struct = True
                    self._structs.append(value)
                    # What holds it has an alias inside, even through a cycle.
                    depths[value] = 1
            children = value.walk_subelements()
            deepest = 0
            entered = []
            for child in children:
                depth = depths.get(child)
                if depth is None:
                    # A plain child has depth 0 without being recorded (an
                    # op's own constant would cost an entry an op).
                    if kinds.get(type(child)) != _PLAIN:
                        entered.append((child, None))
                elif depth:
                    if depth > deepest:
                        deepest = depth
                    if not deferrable:
                        self._undefer(child)
            if entered:
                stack.append((value, children))
                entered.reverse()
                stack += entered
            elif deepest or kind == _CHECKED:
                self._set_depth(value, deepest)

    def _class_kind(self, cls: type) -> int:
        """`_class_kind`, where identified structs are checked with struct aliases."""
        if self.struct_aliases and issubclass(cls, Type) and hasattr(cls, "identifier"):
            return _CHECKED
        return _class_kind(cls)

    def _set_depth(self, value: Any, deepest: int) -> None:
        """Record the depth of `value`, whose deepest nested element has `deepest`."""
        info = self._infos.get(value)
        depth = deepest + 1 if deepest else (1 if info is not None else 0)
        if info is not None:
            info.depth = depth
        self._depth[value] = depth

    def _undefer(self, root: Any) -> None:
        """Mark the aliases in `root` as used where they cannot be deferred."""
        depths = self._depth
        done = self._undeferred
        stack = [root]
        while stack:
            value = stack.pop()
            # Undeferred before (with everything inside): nothing more to do;
            # this also ends the walk around recursive structs.
            if value in done:
                continue
            done.add(value)
            info = self._infos.get(value)
            if info is not None:
                info.deferrable = False
            stack.extend(c for c in value.walk_subelements() if depths.get(c))

    def _assign_names(self) -> None:
        if not self._infos:
            return
        self.active = True
        ordered = sorted(
            [item for item in self._infos.items() if not item[1].struct],
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
        if self._structs:
            taken = {info.text for _, info in ordered if info.is_type}
            names = struct_alias_names([s.identifier for s in self._structs], taken)
            for struct in self._structs:
                self._infos[struct].text = names[struct.identifier]
            ordered = [(s, self._infos[s]) for s in self._struct_order()] + ordered
        self._ordered = ordered

    def _struct_order(self) -> list[Any]:
        """The structs with aliases, each after the structs it refers to (in
        post-order of the reference graph from the structs in visit order),
        so that only references around a cycle are forward."""
        infos = self._infos

        def references(struct: Any) -> list[Any]:
            found: list[Any] = []
            stack = list(reversed(struct.walk_subelements()))
            seen: set[int] = set()
            while stack:
                child = stack.pop()
                if id(child) in seen:
                    continue
                seen.add(id(child))
                info = infos.get(child)
                if info is not None and info.struct:
                    found.append(child)
                elif isinstance(child, Type):
                    stack.extend(reversed(child.walk_subelements()))
            return found

        order: list[Any] = []
        done: set[int] = set()
        for root in self._structs:
            if id(root) in done:
                continue
            done.add(id(root))
            stack = [(root, iter(references(root)))]
            while stack:
                struct, pending = stack[-1]
                for child in pending:
                    if id(child) not in done:
                        done.add(id(child))
                        stack.append((child, iter(references(child))))
                        break
                else:
                    stack.pop()
                    order.append(struct)
        return order

    # -- printing -----------------------------------------------------------------

    def print_definitions(self, printer: AsmPrinter, deferred: bool) -> None:
        """Print `#name = value` lines of the deferred or the other aliases."""
        for value, info in self._ordered:
            if info.deferrable != deferred:
                continue
            printer.write(("!" if info.is_type else "#") + info.text + " = ")
            if isinstance(value, Location):
                printer.print_location(value, allow_alias=False)
            else:
                value.print(printer)
            printer.write("\n")

    def prints_plain(self, value: Any) -> bool:
        """True if `value` prints as its text: no alias is inside (or in use)."""
        return not self.active or self._depth.get(value) == 0

    def print_type(self, printer: AsmPrinter, value: Type) -> None:
        self._print_value(printer, value, "!")

    def struct_alias(self, value: Any) -> str | None:
        """`!name` if `value` is an identified struct printed as an alias."""
        info = self._infos.get(value) if self.active else None
        if info is None or not info.struct:
            return None
        return "!" + info.text

    def print_attribute(self, printer: AsmPrinter, value: Attribute) -> None:
        self._print_value(printer, value, "#")

    def _print_value(self, printer: AsmPrinter, value: Any, sigil: str) -> None:
        """`value`'s alias after `sigil` if it has one, else `value` (in
        full where an alias is inside)."""
        info = self._infos.get(value)
        if info is not None:
            printer.write(sigil + info.text)
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
