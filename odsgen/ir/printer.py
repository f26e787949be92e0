# cython: annotation_typing=True, nonecheck=True
"""The MLIR printer: generic and custom operation forms, byte-identical to MLIR 16.

`AsmPrinter` numbers values and blocks as MLIR does (a region continues the
numbering of its parent region; sibling regions restart from the same
point), chooses aliases (`aliases.py`), and offers custom formats the
printing API of MLIR's `OpAsmPrinter`.
"""

from __future__ import annotations

from operator import itemgetter
from typing import Any, Callable, Iterable, Sequence, TextIO

from .context import Context
from .attributes import (
    Attribute,
    BoolAttr,
    DictionaryAttr,
    IntegerAttr,
    UnitAttr,
    keyword_or_string,
)
from .location import Location
from .printing import PlainWriter, escape_string
from .traits import IsolatedFromAbove, IsTerminator
from .types import FunctionType, Type
from .aliases import AliasState
from .pretty_location import print_pretty_location
from .op_key import op_key
from .print_memo import UNKNOWN_BLOCK, UNKNOWN_VALUE, PrintMemo
from .print_options import PrintOptions
from ..tools.deep import big_stack_when_compiled, deep_recursion, gc_paused

# `str(op)` prints through this module, so operation.py imports it (when
# first asked) and the classes of the IR's structure are not named here:
# these stand for them. `OperationLayout` (`BlockLayout`...), in annotations
# of parameters and locals only: `Operation` (`Block`...) to the compiled
# module (printer.pxd), its fields read in place (layout.pxd).
Operation = Block = Region = Value = Any


class AsmPrinter:
    """Prints one operation (usually the top-level module) and what it contains."""

    def __init__(
        self,
        options: PrintOptions | None = None,
        context: Context | None = None,
        stream: TextIO | None = None,
    ) -> None:
        self.options = options or PrintOptions()
        self.context = context
        # With a stream (seekable): the output is written to it a chunk at
        # a time, from where it stands, and the entry points return "".
        self._stream = stream
        self._start = stream.tell() if stream is not None else 0
        self.generic = self.options.generic
        # With `record_locations()`: each printed op's (line, column), as
        # MLIR's AsmState::LocationMap has them (column = indentation).
        self.op_locations: dict[Operation, tuple[int, int]] | None = None
        self._reset()

    def record_locations(self) -> dict[Operation, tuple[int, int]]:
        """Record where each op is printed from now on; the returned map fills
        in (a printer without a stream)."""
        self.op_locations = {}
        self._lines, self._counted = 1, 0
        self._memo = None
        return self.op_locations

    def _reset(self) -> None:
        """Forget everything printed and numbered."""
        self.parts: list[str] = []
        # `write(text)` appends literal text: the list's own `append`, as it is
        # the most frequent call of the printing API.
        self.write = self.print_keyword = self.parts.append
        self._chunks: list[str] = []
        if getattr(self, "op_locations", None) is not None:
            self.op_locations.clear()  # type: ignore[union-attr]
            self._lines, self._counted = 1, 0
        self.indent = 0
        self._default_dialect = "builtin"
        # The names ops print in custom form where `_default_dialect` is the default.
        self._custom_names: dict[str, str] = {}
        self._custom_names_by_dialect = {"builtin": self._custom_names}
        self._value_names: dict[Value, str] = {}
        # `%0:2 = ` or `%a, %b:2 = ` before each op with several results (the
        # name of its result and ` = ` before one with one).
        self._result_heads: dict[Operation, str] = {}
        # With `value_users`: the `%N` of each op without results.
        self._op_ids: dict[Operation, str] = {}
        # How each op class names its results (see `_result_namer`).
        self._namers: dict[type, Callable[[Operation], Sequence[str]] | None] = {}
        # The classes among them without names (their ops are numbered).
        self._unnamed: set[type] = set()
        self._block_names: dict[Block, tuple[str, int]] = {}
        # Value, argument and block names by number: `%3`, `%arg3`, (`^bb3`, 3).
        self._labels = (_Labels("%"), _Labels("%arg"), _BlockLabels("^bb"))
        # The regions not numbered yet, with the numbering state they start from.
        self._pending: dict[Region, tuple[int, int, int, frozenset[str]]] = {}
        # While printing as if nothing had an alias: the probe for aliases
        # (see `_print_top_level_without_aliases`), and the blocks numbered
        # whose ops are not printed (nor probed) yet.
        self._probe: AliasState | None = None
        self._unprobed: set[Block] = set()
        self.aliases = AliasState(self.options.struct_aliases)
        # The texts of functional types by (inputs, results); by the result
        # type alone for no inputs and one result (see `_print_generic`).
        self._fn_type_cache: dict[Any, str] = {}
        # What `print_attr_dict` prints, by its arguments, where no alias is inside.
        self._attr_dict_texts: dict[tuple[DictionaryAttr, tuple[str, ...], bool], str]
        self._attr_dict_texts = {}
        self._symbol_texts: dict[str, str] = {}
        # The texts of ops without regions (`print_memo`); none where the
        # texts hold locations or users comments (nor, once there are any,
        # aliases: see `print_top_level`).
        options = self.options
        self._memo: PrintMemo | None = (
            None
            if options.debuginfo
            or options.pretty_debuginfo
            or options.value_users
            or self.op_locations is not None
            else PrintMemo()
        )

    @property
    def default_dialect(self) -> str:
        """The dialect whose ops print without its prefix (in custom form)."""
        return self._default_dialect

    @default_dialect.setter
    def default_dialect(self, name: str) -> None:
        self._default_dialect = name
        self._custom_names = self._custom_names_by_dialect.setdefault(name, {})

    # -- entry points -------------------------------------------------------------

    def print_top_level(self, op: Operation, end: str = "") -> str:
        """The whole output for `op`: alias definitions, the operation, deferred
        aliases, then `end`.

        With `local_scope` there are no aliases and no final newline, as in MLIR.
        """
        if self.options.local_scope:
            return self.print_isolated(op, end)
        # With debug info every location has an alias; with struct aliases,
        # every identified struct; users comments need every value named
        # before the first is printed.
        if not (
            self.options.debuginfo
            or self.options.value_users
            or self.options.struct_aliases
        ):
            try:
                return self._print_top_level_without_aliases(op, end)
            except _AliasFound:
                self._reset()
                if self._stream is not None:
                    self._stream.seek(self._start)
                    self._stream.truncate()
        self.aliases.collect(op, self.options)
        if self.aliases.active:
            self._memo = None
        self._number(op)
        self.aliases.print_definitions(self, deferred=False)
        self.print_operation(op)
        self.parts.append("\n")
        self.aliases.print_definitions(self, deferred=True)
        self._print_file_metadata()
        return self.getvalue(end)

    def _print_top_level_without_aliases(self, op: Operation, end: str) -> str:
        """`print_top_level` where nothing has an alias (nor is a resource).

        Each region is numbered when the op that owns it is printed, while its
        ops are fresh in memory, and its block arguments are probed for
        aliases then (see `AliasState.probe_op`). Each op is probed as it is
        printed, unless it prints from a line template of the memo: its key
        (attributes, operand and result types) is that of an op probed
        before. The ops of blocks not printed (an elided terminator, regions
        not printed) are probed at the end. The first alias found raises
        `_AliasFound`: `collect` has to visit everything, in order, before
        anything is printed. (Not with debug info: every location has an
        alias.)
        """
        probe = self._probe = AliasState()
        probe.set_generic(self.generic)
        self._start_numbering(op)
        self.print_operation(op)
        while self._pending:
            self._number_region(*self._pending.popitem())
        for block in self._unprobed:
            inner = block._first
            while inner is not None:
                if probe.probe_op(inner):
                    raise _AliasFound
                inner = inner._next
        self._unprobed.clear()
        self._probe = None
        if probe.found:  # `_AliasFound` swallowed by a custom printer
            raise _AliasFound
        self.parts.append("\n")
        self._print_file_metadata()
        return self.getvalue(end)

    def _print_file_metadata(self) -> None:
        """The `{-# ... #-}` resources, with MLIR 16's missing separators between groups."""
        blobs = [h for h in self.aliases.resources.values() if h.blob is not None]
        external = self.context.external_resources if self.context is not None else {}
        if not blobs and not external:
            return
        write = self.parts.append
        write("\n{-#\n")
        sections = []
        if blobs:
            entries = [
                f'      {h.key}: "0x{h.blob.alignment.to_bytes(4, "little").hex().upper()}'
                f'{h.blob.data.hex().upper()}"'
                for h in blobs
            ]
            sections.append(
                "  dialect_resources: {\n    builtin: {\n"
                + ",\n".join(entries)
                + "\n    }\n  }"
            )
        if external:
            groups = [
                f"    {group}: {{\n"
                + ",\n".join(f"      {key}: {text}" for key, text in entries)
                + "\n    }"
                for group, entries in external.items()
                if entries
            ]
            if groups:
                sections.append("  external_resources: {\n" + "".join(groups) + "\n  }")
        write("".join(sections))
        write("\n#-}\n")

    def print_isolated(self, op: Operation, end: str = "") -> str:
        """`op` alone (no alias definitions), as `Operation.__str__` shows it."""
        self._number(op)
        self.print_operation(op)
        return self.getvalue(end)

    # -- numbering ----------------------------------------------------------------

    def _number(self, top: Operation) -> None:
        """Give every value and block its name, in MLIR's order."""
        self._start_numbering(top)
        pending = self._pending
        while pending:
            self._number_region(*pending.popitem())

    def _start_numbering(self, top: Operation) -> None:
        """Name `top`'s results; its regions are pending (see `_number_region`)."""
        if self._probe is not None and self._probe.probe_op(top):
            raise _AliasFound
        start = (self._number_results(top, 0), 0, 0, frozenset())
        for region in top.regions:
            self._pending[region] = start

    def _number_regions_of(self, op: OperationLayout) -> None:
        """Number `op`'s regions if they are pending."""
        pending = self._pending
        for region in op.regions:
            start = pending.pop(region, None)
            if start is not None:
                self._number_region(region, start)

    def _number_region(
        self, region: RegionLayout, start: tuple[int, int, int, frozenset[str]]
    ) -> None:
        """Name the blocks and values of `region` (not of the regions inside).

        `start` is the numbering state where the parent region ended (a
        region continues its parent's numbering; sibling regions restart
        from the same point): the next value and argument numbers, the
        conflict counter and the result names used; the regions inside become
        pending with the state where this one ends. With a probe, the types
        of the block arguments are probed for aliases on the way, and the
        blocks wait for their ops to be probed (`_unprobed`).
        """
        block: BlockLayout
        op: OperationLayout | None
        arg: ValueLayout
        next_value, next_arg, conflict, inherited = start
        names = self._value_names
        block_names = self._block_names
        value_labels, arg_labels, block_labels = self._labels
        unnamed = self._unnamed
        kept = _LABELS_KEPT
        value_users = self.options.value_users
        probe = self._probe
        if probe is not None:
            depths, visit = probe.visitor()
        used = set(inherited)
        nested: list[Region] = []
        for block_id, block in enumerate(region.blocks):
            block_names[block] = block_labels[block_id]
            if block_id == 0:
                for arg in block.arguments:
                    names[arg] = arg_labels[next_arg]
                    next_arg += 1
            else:
                for arg in block.arguments:
                    names[arg] = value_labels[next_value]
                    next_value += 1
            if probe is not None:
                self._unprobed.add(block)
                for arg in block.arguments:
                    if arg.type not in depths:
                        visit(arg.type, False)
            op = block._first
            while True:  # (see `_print_ops`)
                if op is None:
                    break
                results = op.results
                if results:
                    if type(op) in unnamed and len(results) == 1:
                        # `value_labels[next_value]`, inlined past the labels kept.
                        names[results[0]] = (
                            value_labels[next_value]
                            if next_value < kept
                            else "%" + str(next_value)
                        )
                        next_value += 1
                    else:
                        next_value, conflict = self._name_op_results(
                            op, used, next_value, conflict
                        )
                elif value_users:
                    self._op_ids[op] = "%" + str(next_value)
                    next_value += 1
                if op.regions:
                    nested += op.regions
                op = op._next
            if probe is not None and probe.found:
                raise _AliasFound
        end = (next_value, next_arg, conflict, frozenset(used))
        for nested_region in nested:
            self._pending[nested_region] = end

    def _name_op_results(
        self,
        op: Operation,
        used: set[str],
        next_value: int,
        conflict: int,
    ) -> tuple[int, int]:
        """Name `op`'s results (see `_number_region`), with the way its
        class names them (`_result_namer`, found once per class)."""
        cls = type(op)
        namer = self._namers.get(cls, _NO_NAMER)
        if namer is _NO_NAMER:
            namer = self._namers[cls] = None if self.generic else _result_namer(cls)
            if namer is None:
                self._unnamed.add(cls)
        result_names = None if namer is None else namer(op)
        if result_names:
            return self._name_results(op, result_names, used, next_value, conflict)
        return self._number_results(op, next_value), conflict

    def _name_results(
        self,
        op: Operation,
        result_names: Sequence[str],
        used: set[str],
        next_value: int,
        conflict: int,
    ) -> tuple[int, int]:
        """Name the result groups of an op by its records' result names (as ODS's
        getAsmResultNames does), each name made unique in the scope."""
        results = op.results
        bounds = op.result_group_bounds()
        groups: list[tuple[int, int, str]] = []
        for (start, end), name in zip(bounds, result_names):
            if end == start:
                continue
            if name in used:
                while f"{name}_{conflict}" in used:
                    conflict += 1
                name = f"{name}_{conflict}"
                conflict += 1
            used.add(name)
            groups.append((start, end - start, "%" + name))
        if not groups or groups[0][0] != 0:
            first = groups[0][0] if groups else len(results)
            groups.insert(0, (0, first, "%" + str(next_value)))
            next_value += 1
        for start, size, label in groups:
            for offset in range(size):
                result = results[start + offset]
                self._value_names[result] = label if size == 1 else f"{label}#{offset}"
        if len(results) > 1:
            self._result_heads[op] = (
                ", ".join(
                    label + (f":{size}" if size > 1 else "")
                    for _, size, label in groups
                )
                + " = "
            )
        return next_value, conflict

    def _number_results(self, op: Operation, next_value: int) -> int:
        """Number `op`'s results as one group (`%3`, or `%3#0`... for `%3:2`)."""
        results = op.results
        if not results:
            return next_value
        base = "%" + str(next_value)
        if len(results) == 1:
            self._value_names[results[0]] = base
        else:
            names = self._value_names
            for result in results:
                names[result] = base + "#" + str(result.index)
            self._result_heads[op] = base + ":" + str(len(results)) + " = "
        return next_value + 1

    # -- the printing API of custom formats ----------------------------------------

    def type(self, value: Type) -> None:
        """Print a type (an alias where it has one)."""
        aliases = self.aliases
        if aliases.active:
            aliases.print_type(self, value)
        else:
            self.parts.append(value._text if value._text is not None else value.text)

    def struct_alias(self, value: Type) -> str | None:
        """`!name` of an identified struct printed as an alias, else None."""
        return self.aliases.struct_alias(value)

    def attribute(self, value: Attribute) -> None:
        """Print an attribute with its type (an alias where it has one)."""
        aliases = self.aliases
        if self.options.pretty_debuginfo and self._pretty_attribute(value):
            return
        if aliases.active:
            aliases.print_attribute(self, value)
        elif value._text is not None:
            self.parts.append(value._text)
        elif type(value) is IntegerAttr:  # in one piece (`42 : i64`), no text kept
            type_ = value._type  # type: ignore[attr-defined]
            text = type_._text if type_._text is not None else type_.text
            self.parts.append(f"{value.value} : {text}")  # type: ignore[attr-defined]
        elif type(value) is BoolAttr:
            value.print(self)  # often one op's own constant: no text kept
        else:
            self.parts.append(value.text)

    def location(self, value: Location) -> None:
        """Print a nested location's body (an alias where it has one)."""
        if self.aliases.active and self.aliases.print_location_alias(self, value):
            return
        if self.options.pretty_debuginfo:
            print_pretty_location(self, value)
        else:
            value.print_body(self)

    def _pretty_attribute(self, value: Attribute) -> bool:
        """Print an attribute that is or holds a location in the readable
        form; False (nothing printed) for any other attribute."""
        if isinstance(value, Location):
            aliases = self.aliases
            if not (aliases.active and aliases.print_location_alias(self, value)):
                print_pretty_location(self, value)
            return True
        text = value._text if value._text is not None else value.text
        if "loc(" not in text or self.aliases.active:
            return False
        value.print(self)
        return True

    print_type = type
    print_attribute = attribute

    def value_name(self, value: Value) -> str:
        """The printed name of `value` (`%0`, `%arg1`, `%2#1`)."""
        name = self._value_names.get(value)
        if name is None:
            return UNKNOWN_VALUE
        return name

    def print_operand(self, value: Value) -> None:
        """`%name`."""
        self.parts.append(self._value_names.get(value, UNKNOWN_VALUE))

    def print_operands(self, values: Iterable[Value]) -> None:
        """`%a, %b, ...`."""
        self.parts.append(self._operands_text(values))

    def _operands_text(self, values: Iterable[Value]) -> str:
        names = self._value_names
        return ", ".join([names.get(v, UNKNOWN_VALUE) for v in values])

    def print_types(self, types: Iterable[Type]) -> None:
        """`t1, t2, ...`."""
        if not self.aliases.active:
            self.parts.append(_plain_types_text(types))
            return
        first = True
        for t in types:
            if not first:
                self.parts.append(", ")
            first = False
            self.type(t)

    def print_functional_type(
        self, inputs: Sequence[Type], results: Sequence[Type]
    ) -> None:
        """`(inputs) -> results` as MLIR prints an operation's type."""
        if not self.aliases.active:
            key = (tuple(inputs), tuple(results))
            text = self._fn_type_cache.get(key)
            if text is None:
                text = self._functional_type_text(key[0], key[1])
                self._fn_type_cache[key] = text
            self.parts.append(text)
            return
        self.parts.append("(")
        self.print_types(inputs)
        self.parts.append(") -> ")
        self._print_results(results)

    def print_functional_type_of(self, op: OperationLayout) -> None:
        """`(operand types) -> result types` of `op` (MLIR's
        `printFunctionalType(Operation *)`)."""
        use: OpOperandLayout
        result: ValueLayout
        self.print_functional_type(
            [use.value.type for use in op._operands],
            [result.type for result in op.results],
        )

    def _functional_type_text(
        self, inputs: tuple[Type, ...], results: tuple[Type, ...]
    ) -> str:
        head = "(" + ", ".join(t.text for t in inputs) + ") -> "
        if len(results) == 1 and not isinstance(results[0], FunctionType):
            return head + results[0].text
        return head + "(" + ", ".join(t.text for t in results) + ")"

    def _print_results(self, results: Sequence[Type]) -> None:
        if len(results) == 1 and not isinstance(results[0], FunctionType):
            self.type(results[0])
        else:
            self.parts.append("(")
            self.print_types(results)
            self.parts.append(")")

    def print_block_name(self, block: Block) -> None:
        self.parts.append(self._block_label(block))

    def _block_label(self, block: Block) -> str:
        name = self._block_names.get(block)
        return name[0] if name is not None else UNKNOWN_BLOCK

    print_successor = print_block_name

    def print_successor_and_use_list(
        self, block: Block, values: Sequence[Value]
    ) -> None:
        """`^bb1` or `^bb1(%a, %b : i32, i64)` (in one piece without aliases)."""
        label = self._block_label(block)
        if not values:
            self.parts.append(label)
            return
        head = label + "(" + self._operands_text(values) + " : "
        types = [v.type for v in values]
        if self.aliases.active:
            self.parts.append(head)
            self.print_types(types)
            self.parts.append(")")
        else:
            self.parts.append(head + _plain_types_text(types) + ")")

    def print_attr_dict(
        self,
        attributes: DictionaryAttr,
        elided: Iterable[str] = (),
        with_keyword: bool = False,
    ) -> None:
        """` {a = 1 : i64, b}` (or ` attributes {...}`), leaving out `elided` names."""
        items = attributes.items
        if not items or (len(items) == 1 and items[0][0] in elided):
            return
        if not isinstance(elided, tuple):
            elided = tuple(elided)
        for name, _ in items:
            if name not in elided:
                break
        else:
            return  # all elided
        if self.aliases.prints_plain(attributes) and not (
            self.options.pretty_debuginfo and "loc(" in attributes.text
        ):
            if _SYMBOL_NAME in elided:  # a symbol's own: never printed again
                self.parts.append(_attr_dict_text(attributes, elided, with_keyword))
                return
            key = (attributes, elided, with_keyword)
            texts = self._attr_dict_texts
            text = texts.get(key)
            if text is None:
                if len(texts) >= _ATTR_DICT_TEXTS_KEPT:
                    texts.clear()
                text = texts[key] = _attr_dict_text(attributes, elided, with_keyword)
            self.parts.append(text)
            return
        items = [item for item in attributes.items if item[0] not in elided]
        write = self.parts.append
        write(" attributes {" if with_keyword else " {")
        first = True
        for name, value in items:
            if not first:
                write(", ")
            first = False
            write(keyword_or_string(name))
            if type(value) is not UnitAttr:
                write(" = ")
                self.attribute(value)
        write("}")

    print_optional_attr_dict = print_attr_dict

    def print_optional_attr_dict_with_keyword(
        self, attributes: DictionaryAttr, elided: Iterable[str] = ()
    ) -> None:
        """` attributes {...}` unless empty after eliding."""
        self.print_attr_dict(attributes, elided, with_keyword=True)

    def print_new_line(self) -> None:
        """A line break, indented to the current level."""
        self.parts.append("\n" + " " * self.indent)

    def print_attribute_without_type(self, value: Attribute) -> None:
        """An attribute without its `: type` (integers, floats, strings, elements)."""
        text = value.text
        type_ = value.type
        suffix = f" : {type_.text}" if type_ is not None else ""
        if suffix and text.endswith(suffix) and not isinstance(value, UnitAttr):
            text = text[: -len(suffix)]
        self.parts.append(text)

    def print_arrow_type_list(self, types: Sequence[Type]) -> None:
        """` -> t` or ` -> (t1, t2)` (nothing for no types)."""
        if not types:
            return
        self.parts.append(" -> ")
        self._print_results(types)

    def print_symbol_name(self, name: str) -> None:
        """`@name`, quoted when it is not a bare identifier."""
        text = self._symbol_texts.get(name)
        if text is None:
            text = self._symbol_texts[name] = "@" + keyword_or_string(name)
        self.parts.append(text)

    def print_region(
        self,
        region: RegionLayout,
        print_entry_block_args: bool = True,
        print_block_terminators: bool = True,
        print_empty_block: bool = False,
    ) -> None:
        """`{ blocks }` at the current indentation.

        Inside, the default dialect is the owner's (`DEFAULT_DIALECT`), as
        MLIR's OpAsmOpInterface decides; ops of it print without its prefix.
        """
        entry: BlockLayout
        write = self.parts.append
        write("{\n")
        blocks = region.blocks
        saved = self.default_dialect
        owner = region.parent
        self.default_dialect = (
            owner.DEFAULT_DIALECT if owner is not None else None
        ) or ""
        if blocks:
            entry = blocks[0]
            header = (print_empty_block and entry._first is None) or (
                print_entry_block_args and bool(entry.arguments)
            )
            self._print_block(entry, header, print_block_terminators)
            for block in blocks[1:]:
                self._print_block(block, True, True)
        self.default_dialect = saved
        write(" " * self.indent + "}")

    def print_trailing_location(self, location: Location) -> None:
        if self.options.debuginfo:
            self.parts.append(" ")
            self.print_location(location, allow_alias=True)

    def print_location(self, location: Location, allow_alias: bool = True) -> None:
        """`loc(...)`, or `loc(#alias)` where allowed; with pretty debug
        info the readable form, never an alias at the top."""
        if self.options.pretty_debuginfo:
            print_pretty_location(self, location)
            return
        write = self.parts.append
        write("loc(")
        if (
            allow_alias
            and self.aliases.active
            and self.aliases.print_location_alias(self, location)
        ):
            pass
        else:
            location.print_body(self)
        write(")")

    # -- operations and blocks -------------------------------------------------------

    def print_operation(self, op: Operation) -> None:
        """`results = op` at the current indentation, with its trailing location."""
        self._print_ops(op, op._next, "", newline=False)

    def _custom_name(self, name: str) -> str:
        """The name op `name` prints in custom form (remembered per default dialect)."""
        text = self._custom_names[name] = _custom_name(name, self._default_dialect)
        return text

    def print_generic_op(self, op: Operation) -> None:
        """`"name"(operands)[successors] (regions) {attributes} : type`."""
        _print_generic(op, self)

    def _print_block(
        self, block: BlockLayout, print_header: bool, print_terminator: bool
    ) -> None:
        write = self.parts.append
        if print_header:  # without arguments, the line in one piece
            before_colon = " " * self.indent + self._block_names[block][0]
            if block.arguments:
                write(before_colon + "(")
                self._print_block_arguments(block)
                before_colon = ")"
            write(before_colon + ":" + self._predecessors(block) + "\n")
        self.indent += 2
        if self.options.value_users:
            for arg in block.arguments:
                users = self._value_users(arg)
                state = " is unused" if users == "unused" else " is used by " + users
                write(" " * self.indent + "// " + self._value_names[arg] + state + "\n")
        last = block._last
        stop = (
            last
            if not print_terminator and last is not None and IsTerminator in last.TRAITS
            else None
        )
        if self._probe is not None:
            self._unprobed.discard(block)
            if stop is not None and self._probe.probe_op(stop):
                raise _AliasFound
        self._print_ops(block._first, stop, " " * self.indent)
        self.indent -= 2

    def _print_block_arguments(self, block: Block) -> None:
        """`%arg0: i32, %arg1: i64` (with locations under debug info)."""
        write = self.parts.append
        first = True
        for arg in block.arguments:
            if not first:
                write(", ")
            first = False
            write(self._value_names[arg] + ": ")
            self.type(arg.type)
            if self.options.debuginfo:
                write(" ")
                self.print_location(arg.location, allow_alias=False)

    def _print_ops(
        self,
        op: OperationLayout | None,
        stop: Operation | None,
        pad: str,
        newline: bool = True,
    ) -> None:
        """Each op from `op` to `stop` (excluded) after `pad`, on its line."""
        # Fields read in place when compiled (the `...Layout` names).
        operand: OpOperandLayout
        first: ValueLayout | None
        second: ValueLayout | None
        result: ValueLayout
        successor: BlockOperandLayout
        parts = self.parts
        write = parts.append
        names = self._value_names
        heads = self._result_heads
        custom_names = self._custom_names
        generic = self.generic
        chunk = _CHUNK_PARTS
        end = "\n" if newline else ""
        # Without a memo (see `_reset`), the options that put more on a line.
        memo = self._memo
        if memo is None:
            options = self.options
            debuginfo = options.debuginfo
            value_users = options.value_users
            locations = self.op_locations
            lines = None
            lines_of = _NO_LINES.get
            tables = None
        else:
            debuginfo = value_users = False
            locations = None
            # Lines printed whole from the memo's line templates (`Lines`).
            context = (pad, self._default_dialect, newline)
            lines = memo.contexts.get(context)
            if lines is None:
                lines = memo.lines(context)
            lines_of = lines.get
            tables = memo.tables
        block_names = self._block_names
        probe_op = self._probe.probe_op if self._probe is not None else None
        # `while True`: its back edge, unlike that of `while op is not stop`,
        # warms CPython 3.11's specializer up inside one long block.
        while True:
            if op is stop:
                break
            entry = lines_of(op.name)
            if entry is not None and not op.regions:
                operands = op._operands
                results = op.results
                # `op_key(op)`, inlined for one result and one or two
                # operands, and for two operands without results; the values
                # of the first two operands are read once, for the key and
                # for the line.
                count = len(operands)
                first = second = None
                if count:
                    operand = operands[0]
                    first = operand.value
                    if count > 1:
                        operand = operands[1]
                        second = operand.value
                if len(results) == 1:
                    result = results[0]
                    if count == 1:
                        key = (op.attributes, first.type, result.type)
                    elif count == 2:
                        key = (op.attributes, first.type, second.type, result.type)
                    else:
                        key = op_key(op, operands, results)
                elif count == 2 and not results:
                    key = (op.attributes, None, first.type, second.type)
                else:
                    key = op_key(op, operands, results)
                successors = op._successors
                if successors:
                    key = (key, len(successors))
                template = entry.get(key)
                if template is not None:
                    pieces, fill = template
                    # The names of the most frequent slots filled in here (see
                    # `print_memo.INLINE_SHAPES`), the others by the filler.
                    try:
                        if type(fill) is not int:
                            line = fill(
                                names,
                                block_names,
                                operands,
                                results,
                                successors,
                                pieces,
                            )
                        elif fill == 1:  # `%r = op %a ...`
                            r = names[results[0]]
                            a = names[first]
                            line = f"{pieces[0]}{r}{pieces[1]}{a}{pieces[2]}{end}"
                        elif fill == 2:  # `%r = op %a, %b ...`
                            r = names[results[0]]
                            a = names[first]
                            b = names[second]
                            line = (
                                f"{pieces[0]}{r}{pieces[1]}{a}{pieces[2]}{b}"
                                f"{pieces[3]}{end}"
                            )
                        elif fill == 3:  # `op %a, %b ...`
                            a = names[first]
                            b = names[second]
                            line = f"{pieces[0]}{a}{pieces[1]}{b}{pieces[2]}{end}"
                        elif fill == 4:  # `op ^bb1`
                            successor = successors[0]
                            s = block_names[successor.block][0]
                            line = f"{pieces[0]}{s}{pieces[1]}{end}"
                        elif fill == 5:  # `%r = op ...`
                            line = f"{pieces[0]}{names[results[0]]}{pieces[1]}{end}"
                        elif fill == 6:  # `op %a, ^bb1, ^bb2`
                            a = names[first]
                            successor = successors[0]
                            s = block_names[successor.block][0]
                            successor = successors[1]
                            t = block_names[successor.block][0]
                            line = (
                                f"{pieces[0]}{a}{pieces[1]}{s}{pieces[2]}{t}"
                                f"{pieces[3]}{end}"
                            )
                        else:  # `op %a ...`
                            a = names[first]
                            line = f"{pieces[0]}{a}{pieces[1]}{end}"
                    except KeyError:  # a name missing: printed as usual
                        pass
                    else:
                        parts.append(line)
                        entry.hits += 1
                        if len(parts) > chunk:
                            self._flush_parts()
                        op = op._next
                        continue
            if probe_op is not None and probe_op(op):
                raise _AliasFound
            if locations is not None:
                self._record_location(op, len(pad))
            if op.regions:
                self._number_regions_of(op)
            results = op.results
            if not results:
                head = pad
            elif len(results) == 1:
                head = f"{pad}{names[results[0]]} = "
            else:
                head = pad + heads[op]
            custom = None if generic else getattr(type(op), "print", None)
            if custom is None:
                write(head)
                custom = _print_generic
                shown = ""
            else:
                shown = custom_names.get(op.name)
                if shown is None:
                    shown = self._custom_name(op.name)
                write(head + shown)
            # (Ops of a name the memo gave up on print directly.)
            if (
                memo is not None
                and not op.regions
                and tables.get(op.name, 0) is not None
            ):
                memo.print(op, self, custom, lines, (pad, shown, end))
            else:
                custom(op, self)
            if debuginfo:
                self.print_trailing_location(op.location)
            if value_users:
                write(self._users_comment(op))
            if newline:
                write("\n")
            if len(parts) > chunk:
                self._flush_parts()
            op = op._next

    def _users_comment(self, op: Operation) -> str:
        """` // user: %3` and the like (MLIR's --mlir-print-value-users)."""
        results = op.results
        if not results:
            return " // id: " + self._op_ids[op] if op._operands else ""
        users: dict[Operation, None] = {}
        for result in results:
            for use in reversed(result.uses_view()):
                users.setdefault(use.owner, None)
        if not users:
            return " // unused"
        one = len(users) <= 1 and sum(len(u.results) for u in users) <= 1
        texts = [self._value_users(r) for r in results]
        if len(results) > 1:
            texts = ["(" + text + ")" for text in texts]
        return (
            " // "
            + ("user" if one and len(results) == 1 else "users")
            + ": "
            + ", ".join(texts)
        )

    def _value_users(self, value: Value) -> str:
        """The ids of the ops using `value`, most recent use first, or `unused`."""
        if value._uses is None:
            return "unused"
        texts: list[str] = []
        seen: set[int] = set()
        for use in reversed(value.uses_view()):
            user = use.owner
            if id(user) in seen:
                continue
            seen.add(id(user))
            if user.results:
                texts.append(", ".join(self._value_names[r] for r in user.results))
            else:
                texts.append(self._op_ids[user])
        return ", ".join(texts)

    def _record_location(self, op: Operation, column: int) -> None:
        self._flush_parts()
        chunks = self._chunks
        self._lines += sum(c.count("\n") for c in chunks[self._counted :])
        self._counted = len(chunks)
        self.op_locations[op] = (self._lines, column)  # type: ignore[index]

    def _flush_parts(self) -> None:
        """Join the pieces written so far, so that few small strings are
        alive at once (and write them to the stream, if any)."""
        if self._stream is None:
            self._chunks.append("".join(self.parts))
        else:
            self._stream.write("".join(self.parts))
        self.parts.clear()

    def getvalue(self, end: str = "") -> str:
        """Everything printed so far, then `end` (joined once: the output of
        a large module is not copied again to add a line break); with a
        stream, "" once the rest is written to it."""
        if end:
            self.parts.append(end)
        if self._stream is not None:
            self._flush_parts()
            return ""
        if not self._chunks:
            return "".join(self.parts)
        self._flush_parts()
        return "".join(self._chunks)

    def _predecessors(self, block: BlockLayout) -> str:
        """The comment after a block's label: `  // pred: ^bb1`, `  // 2
        preds: ^bb1, ^bb3` or `  // no predecessors` (none for an entry
        block without any)."""
        use: BlockOperandLayout
        owner: OperationLayout
        uses = block._uses
        if not uses:
            return "" if block.is_entry_block else "  // no predecessors"
        if len(uses) == 1:
            use = uses[0]
            owner = use.owner
            return "  // pred: " + self._block_names[owner.parent][0]
        block_names = self._block_names
        preds = [block_names[use.owner.parent] for use in uses]
        preds.sort(key=_block_number)
        return f"  // {len(preds)} preds: " + ", ".join([name for name, _ in preds])


# How many pieces the printer gathers before joining them (and writing them
# out, with a stream): few enough that the pieces and their joined text stay
# small beside the IR. Printing sets odsgen-opt's peak memory; 512 pieces
# rather than 4096 lowered it by 1.6 MiB on libbf typed (25,414 ops) for no
# CPU measured on zstd (446,596 ops); fewer gained nothing more.
_CHUNK_PARTS = 1 << 9


def _print_generic(op: OperationLayout, printer: AsmPrinter) -> None:
    """`printer.print_generic_op(op)`, called as a custom `print` is. An op
    without operands, successors nor regions (a constant, often) is written
    in one piece, its type's text kept by result type."""
    use: OpOperandLayout
    result: ValueLayout
    write = printer.parts.append
    name = _QUOTED_NAMES.get(op.name)
    if name is None:
        name = _quoted_name(op.name)
    operands = op._operands
    if operands or op._successors or op.regions:
        _print_generic_head(op, printer, name)
        head = ""
    else:
        head = name + "()"
    attributes = op.attributes
    items = attributes.items
    plain = not (printer.aliases.active or printer.options.pretty_debuginfo)
    if not items:
        pass
    elif len(items) == 1 and plain:
        # One entry and no aliases: its text at once, uncached (often one
        # op's own constant, an integer: `_entry_text`, inlined).
        key, value = items[0]
        bare = None
        if type(value) is IntegerAttr and attributes._text is None:
            bare = _KEYS.get(key)
        if bare is not None and value._type._text is not None:  # type: ignore[attr-defined]
            head += f" {{{bare} = {value.value} : {value._type._text}}}"  # type: ignore[attr-defined]
        else:
            head += _attr_dict_text(attributes, (), False)
    else:
        write(head)
        head = ""
        printer.print_attr_dict(attributes)
    results = op.results
    if plain and not operands and len(results) == 1:
        texts = printer._fn_type_cache
        result = results[0]
        type_ = result.type
        text = texts.get(type_)
        if text is None:
            text = texts[type_] = printer._functional_type_text((), (type_,))
        write(head + " : " + text)
        return
    write(head + " : ")
    printer.print_functional_type(
        [use.value.type for use in operands], [result.type for result in results]
    )


def _print_generic_head(op: OperationLayout, printer: AsmPrinter, name: str) -> None:
    """`"name"(operands)[successors] (regions)` of a generic form."""
    use: OpOperandLayout
    successor: BlockOperandLayout
    write = printer.parts.append
    write(name)
    write("(")
    names = printer._value_names
    operands = op._operands
    if operands:
        write(", ".join([names.get(use.value, UNKNOWN_VALUE) for use in operands]))
    write(")")
    successors = op._successors
    if successors:
        blocks = printer._block_names
        labels = [blocks[successor.block][0] for successor in successors]
        write("[" + ", ".join(labels) + "]")
    regions = op.regions
    if regions:
        write(" (")
        first = True
        for region in regions:
            if not first:
                write(", ")
            first = False
            printer.print_region(region, True, True, True)
        write(")")


def _plain_types_text(types: Iterable[Type]) -> str:
    """`t1, t2, ...` without aliases."""
    return ", ".join([t._text if t._text is not None else t.text for t in types])


# The line templates of a printer without a memo: none.
_NO_LINES: dict[str, Any] = {}
# How many attribute dictionary texts a printer keeps (then it starts over).
_ATTR_DICT_TEXTS_KEPT = 50_000
# A dictionary printed without this name (a symbol's, which prints it as
# `@name`) holds it: no other op has it, its text is not kept (on libbf
# typed, the 338 texts of its functions and globals took 87 KB).
_SYMBOL_NAME = "sym_name"
_block_number = itemgetter(1)  # of a `_block_names` entry
_QUOTED_NAMES: dict[str, str] = {}


def _attr_dict_text(
    attributes: DictionaryAttr, elided: tuple[str, ...], with_keyword: bool
) -> str:
    """What `print_attr_dict` prints for `attributes` without aliases."""
    items = attributes.items
    if elided:
        items = [item for item in items if item[0] not in elided]
    if not items:
        return ""
    head = " attributes " if with_keyword else " "
    if len(items) == len(attributes.items):
        if attributes._text is not None:
            return head + attributes._text
        # Not kept by the dictionary (the printer keeps it while it prints),
        # nor are the texts of its integers, often one op's own constant.
        if len(items) == 1:
            return head + "{" + _entry_text(*items[0]) + "}"
        entries = [_entry_text(name, value) for name, value in items]
        return head + "{" + ", ".join(entries) + "}"
    entries = [
        keyword_or_string(name)
        + ("" if type(value) is UnitAttr else " = " + value.text)
        for name, value in items
    ]
    return head + "{" + ", ".join(entries) + "}"


def _entry_text(name: str, value: Attribute) -> str:
    """`name = value` (or `name` for a unit) as a dictionary prints it,
    caching no text on an integer or a value that has none."""
    key = _KEYS.get(name)
    if key is None:
        key = _KEYS[name] = keyword_or_string(name)
    kind = type(value)
    if kind is UnitAttr:
        return key
    if kind is IntegerAttr:  # in one piece, no text kept: the generic form's hot path
        type_ = value._type  # type: ignore[attr-defined]
        text = type_._text if type_._text is not None else type_.text
        return f"{key} = {value.value} : {text}"  # type: ignore[attr-defined]
    if value._text is not None:
        return key + " = " + value._text
    writer = PlainWriter()
    value.print(writer)
    return key + " = " + writer.getvalue()


# Attribute names as dictionaries print them (bare or quoted).
_KEYS: dict[str, str] = {}


def _quoted_name(name: str) -> str:
    found = _QUOTED_NAMES.get(name)
    if found is None:
        found = _QUOTED_NAMES[name] = escape_string(name)
    return found


def _custom_name(name: str, default_dialect: str) -> str:
    """The name a custom form prints: without the default dialect's prefix."""
    if (
        default_dialect
        and name.startswith(default_dialect + ".")
        and name.count(".") == 1
    ):
        return name[len(default_dialect) + 1 :]
    return name


@big_stack_when_compiled
def print_operation(op: Operation, options: PrintOptions | None = None) -> str:
    """`op` printed on its own, without alias definitions."""
    with deep_recursion(), gc_paused():
        return AsmPrinter(options).print_isolated(op)


def print_operation_for_diagnostic(op: Operation, debuginfo: bool = False) -> str:
    """`op` as MLIR shows it in a "see current operation" note: generic
    form without aliases (see `print_operation_in_scope`)."""
    return print_operation_in_scope(
        op, PrintOptions(generic=True, debuginfo=debuginfo, local_scope=True)
    )


@big_stack_when_compiled
def print_operation_in_scope(op: Operation, options: PrintOptions) -> str:
    """`op` alone, with values numbered from the nearest isolated-from-above
    ancestor (or the top), so that names match the full output."""
    root = op
    while IsolatedFromAbove not in root.TRAITS or root.OPERATION_NAME is None:
        parent = root.parent_op
        if parent is None:
            break
        root = parent
    printer = AsmPrinter(options)
    with deep_recursion():
        printer._number(root)
        printer.print_operation(op)
    return printer.getvalue()


@big_stack_when_compiled
def print_module(
    op: Operation,
    options: PrintOptions | None = None,
    context: Context | None = None,
    end: str = "",
    stream: TextIO | None = None,
) -> str:
    """The full output of `mlir-opt` for top-level operation `op`, then `end`.

    With `context`, external resources read by the parser are printed back.
    With `stream` (seekable, as a file is), the output is written to it as
    it is printed, never whole in memory, and "" is returned.
    """
    with deep_recursion(), gc_paused():
        return AsmPrinter(options, context, stream).print_top_level(op, end)


_NO_NAMER = object()


class _Labels(dict):
    """Names by number (`prefix` and the number), each made once (numbering
    restarts in each isolated region) up to `_LABELS_KEPT`: past it, a
    function so large that its names would rarely be shared with another's."""

    __slots__ = ("_prefix",)

    def __init__(self, prefix: str) -> None:
        super().__init__()
        self._prefix = prefix

    def __missing__(self, number: int) -> Any:
        label = self._prefix + str(number)
        if number < _LABELS_KEPT:
            self[number] = label
        return label


class _BlockLabels(_Labels):
    """Block names by number, each with its number: (`^bb3`, 3)."""

    __slots__ = ()

    def __missing__(self, number: int) -> Any:
        label = (self._prefix + str(number), number)
        if number < _LABELS_KEPT:
            self[number] = label
        return label


_LABELS_KEPT = 10_000


class _AliasFound(Exception):
    """Something to print has an alias: printing has to start over with them."""


def _result_namer(cls: type) -> Callable[[Operation], Sequence[str]] | None:
    """How ops of class `cls` name their result groups: their
    `get_asm_result_names()` where the name depends on the op (MLIR's
    getAsmResultNames), else the records' `RESULT_NAMES`; None without names."""
    dynamic = getattr(cls, "get_asm_result_names", None)
    if dynamic is not None:
        return dynamic
    names = getattr(cls, "RESULT_NAMES", None)
    if not names:
        return None
    return lambda op: names
