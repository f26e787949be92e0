"""Parsing of operations, blocks and regions, and of whole source files.

SSA names follow MLIR's scoping: every region opens a scope whose
definitions disappear when it closes. Regions see the names of the enclosing
ones, even under an isolated-from-above op (which the verifier checks); only
a region parsed with `isolated=True` (MLIR's `enableNameShadowing`, which no
op of MLIR 16's dialects asks for) hides them and may reuse their names. Values and blocks may be used
before they are defined; a placeholder stands in until the definition.
"""

from __future__ import annotations

from array import array
from sys import intern
from itertools import accumulate
import re
import sys
from typing import Any, Sequence

from ..ir.context import Context
from ..ir.attributes import DictionaryAttr
from ..ir.location import (
    FileLineColLoc,
    Location,
    UnknownLoc,
    pack_location,
    packed_line_column,
    source_index,
)
from ..ir.operation import Block, Operation, Region, Value
from ..ir.records import Record
from ..ir.registry import PACKAGE as GENERATED_PACKAGE
from ..ir.traits import IsTerminator
from ..ir.types import FunctionType, Type
from . import custom_op_memo as memo
from . import dictionary_templates as templates
from . import lexer as lx
from . import replay_runs
from .bounded_memo import BoundedMemo
from .deferred_locations import PendingLoc, resolve_locations
from .generic_runs import (
    OPERAND_LIST,
    SIMPLE_GENERIC_OP,
    VALUE_NAME,
    generic_run,
    operand_values,
    successor_blocks,
)
from .input_text import FileRest, map_large_blocks, return_freed_memory
from .dense import parse_resource_blob
from .errors import DiagnosticNote, ParseError
from ..ir.printing import escape_string
from .lexer import integer_value, unescape_string
from .parser import (
    ATTRIBUTE_COST,
    MEMO_LIMIT,
    REGION_COST,
    AsmParser,
    memo_store,
    same_every_time,
)

_SIMPLE_OPERANDS = re.compile(OPERAND_LIST, re.ASCII)
_OPERAND = re.compile(rf"({VALUE_NAME})(?:#([0-9]+))?", re.ASCII)
# A block name (the lexer's `^` token).
_BLOCK_NAME = re.compile(rf"\^{lx.SUFFIX_ID}", re.ASCII)


_UNSEEN: Any = object()
# The longest label text the parser remembers (`memoized_label` looks that
# far for its end, so that a label costs no more than that).
_LABEL_LIMIT = 512
# How many rests of lines `generic_op_rest` keeps (then it starts over):
# real programs have a few thousand; a file of ops that differ in their
# literals keeps no more than this many of them alive.
_GENERIC_RESTS_LIMIT = 1 << 14
# How much text `_compute_line_starts` splits at a time.
_LINES_PIECE = 1 << 20
# `_next_cut` when the parser keeps the whole text.
_NEVER = sys.maxsize
# The text is cut once this share of it is parsed (and this much at least).
_CUT_SHARE = 2
_SHORTEST_CUT = 1 << 20


def _cut_after(size: int) -> int:
    """Where to cut next in a text of `size` characters: each cut copies at
    most half of the text before it, so the copies cost linear time."""
    return max(size // _CUT_SHARE, _SHORTEST_CUT)


# How a top-level `builtin.module` whose body may be cut starts (see
# `OperationParser.cut_parsed_text`).
_MODULE_SPELLINGS = frozenset({'"builtin.module"', "builtin.module", "module"})


def _match_simple_generic_op(text: str, start: int) -> re.Match[str] | None:
    """`SIMPLE_GENERIC_OP` at `start`, tried only on a line no longer than
    the memos take (it spans the rest of the line)."""
    end = lx.short_line_end(text, start)
    return None if end < 0 else SIMPLE_GENERIC_OP.match(text, start, end)


# How many dictionaries' template keys a parser keeps (see `_dictionary_key`).
_RECENT_DICTIONARY_KEYS = 16


class ForwardRef(Value):
    """A placeholder for a value used before its definition."""

    __slots__ = ("pos",)

    def __init__(self, type_: Type, pos: int) -> None:
        self.type = type_
        self._uses = None
        self.pos = pos


class _IsolatedScope:
    """Values visible in the top level or a name-shadowing region, and in their
    nested regions."""

    __slots__ = ("values", "definitions")

    def __init__(self) -> None:
        # `%name` -> [value #0, its position, value #1, its position, ...]
        # (one flat list a name: the parser holds one for every value of a
        # function), or, for most names, only the value: see
        # `OperationParser._entries`.
        self.values: dict[str, Any] = {}
        # The names defined in each open region (a name may repeat).
        self.definitions: list[list[str]] = [[]]


class UnresolvedOperand(Record):
    """A use of `%name#number` at offset `pos`, not yet resolved to a value."""

    __slots__ = _FIELDS = ("name", "number", "pos")

    def __init__(self, name: str, number: int, pos: int) -> None:
        self.name = name
        self.number = number
        self.pos = pos


EntryArgument = tuple[UnresolvedOperand, Type, Location | None]
"""A named region entry argument as parsed: its name, type and location."""


class OperationParser(AsmParser):
    """Parses operations into blocks, with SSA and block name resolution."""

    def __init__(
        self,
        text: str,
        context: Context,
        filename: str = "-",
        drop_parsed: bool = False,
        file_rest: FileRest | None = None,
    ) -> None:
        super().__init__(text, context, filename)
        # With `drop_parsed`, `self.text` is what is left of the file from
        # offset `base` on (see `cut_parsed_text`): every offset the parser
        # handles is into `self.text`, and `base` plus it into the file.
        self.base = 0
        self._next_cut = _cut_after(len(text)) if drop_parsed else _NEVER
        if self._next_cut < len(text):
            # The text will be cut, its blocks freed (a smaller text never is:
            # the C library is left as it is, and `ctypes` unimported).
            map_large_blocks()
        # The file the text came from, read again for what is left of it at
        # each cut (see `cut_parsed_text`), if it can be.
        self.file_rest = file_rest
        # Whether the op being parsed at the top level is a `builtin.module`
        # spelt without results: only between the ops of its body is the
        # text cut (no caller then holds an offset it will use again).
        self._cut_ready = False
        self._scopes: list[_IsolatedScope] = []
        self._block_names: list[dict[str, list[Any]]] = []
        self._forward_blocks: list[dict[Block, int]] = []
        self._forward_values: dict[ForwardRef, int] = {}
        self._deferred_locations: list[tuple[Any, str, int]] = []
        self._pending_locations: list[tuple[str, int]] = []  # see `PendingLoc`
        # Lines are counted from the last offset asked about (`_line_at`):
        # that offset in `self.text`, its line's start and its line's number.
        self._counted_to = 0
        self._counted_start = 0
        self._counted_line = 1
        # The number of the text's first line, and the offset of each line's
        # start in the text, made when first needed (`_line_start`).
        self._first_line = 1
        self._line_starts: Sequence[int] | None = None
        self._locations = FileLineColLoc.table_of(filename, context)
        # What this file's locations are packed with (`location_at`), and
        # which op classes' `parse` get them packed (generated ones, which
        # only pass their location on to the ops they create).
        self._source = source_index(filename, context)
        self._takes_packed: dict[type, bool] = {}
        self._generic_op_class = Operation
        self.default_dialect = "builtin"
        self._dictionary_cache: dict[str, Any] = {}
        self._empty_dictionary = DictionaryAttr.get_sorted((), context)
        # Attribute dictionaries of generic ops by their text with plain
        # values cut (`dictionary_templates.dictionary_key`): the template
        # (None: its values do not fit, see `make_template`).
        self._dictionary_templates: dict[str, Any] = {}
        # Where dictionaries' literals are cut, by their text with each
        # digit made a 0 (`memo.cut_literals_alike`).
        self._literal_cuts: dict[bytes, Any] = {}
        # The template keys of the last dictionaries looked at (`_dictionary_key`).
        self._dictionary_keys: dict[str, tuple[str, list[str]]] = {}
        # The attributes templates' values made, by spelling (`templates.Made`).
        self._slot_values: templates.Made = {}
        # The parser that reads templates' type values apart (`_slot_type`).
        self._slot_parser: OperationParser | None = None
        self._type_cache: dict[str, Any] = {}
        # What one-line generic ops need of their names and of the rest of
        # their lines (`generic_op_kind`, `generic_op_rest`).
        self._generic_kinds: dict[str, Any] = {}
        # (Runs count the rests they find in it as its `hits`.)
        self._generic_rests = BoundedMemo(_GENERIC_RESTS_LIMIT)
        # Offset of the name of the custom operation being parsed (MLIR's
        # `getNameLoc()`): read it at the start of an op's `parse`.
        self.name_position = 0
        # Recipes of one-line custom operations by line shape (custom_op_memo),
        # and the name lookups of the custom parse being recorded.
        # By default dialect, then line shape: a recipe, None (the line's op
        # cannot be replayed), or SEEN_ONCE (recorded at the second sighting).
        self._recipes: dict[str, dict[str, memo.Recipe | bool | None]] = {}
        self._steps: list[tuple[int, int, Type | None, Any]] | None = None
        self._shape: memo.LineShape | None = None
        # Full names of ops seen with regions: their lines get no recipe
        # (`memo.record`), so the memos do not learn them.
        self.region_op_names: set[str] = set()
        # Lines without a recipe in a row, and how many lines the memo sits
        # out after the next such run (see `_replay_custom_operation`).
        self._misses = 0
        self._pause = memo.FIRST_PAUSE
        self._paused_until = -1
        # The op (its name's offset) where a run of generic ops stopped, at a
        # line the one-line path cannot take (`generic_runs`): neither a run
        # nor the per-line path tries that path there again (the same caches,
        # the same decision).
        self.simple_failed_at = -1
        self._lines: dict[str, Any] = {}
        # What runs of replayed lines learnt of each line's text (replay_runs;
        # runs count the lines they find in it as its `hits`).
        self._run_lines = BoundedMemo(replay_runs.RUN_LINES_LIMIT)
        self._run_shapes: dict[str, Any] = {}
        # Where lines are cut for their keys, by their text with each digit
        # made a 0 (`replay_runs.line_cuts`).
        self._run_cuts: dict[bytes, Any] = {}
        # Block labels' arguments by the label's text (`memoized_label`).
        self._labels: dict[str, list[tuple[str, int, Type]]] = {}
        # Function headers by their text after the symbol name (function_header_memo).
        self.function_headers: dict[str, Any] = {}

    # -- locations of source positions -------------------------------------------

    def _line_at(self, pos: int) -> tuple[int, int]:
        """The number of the line offset `pos` is on and the offset of its
        start, its lines counted from the offset asked about last (the
        parser asks in the order of the text, but a few times a line: the
        text is read once, not split into lines, and no offset is searched
        twice for a line break, however long its line)."""
        text = self.text
        counted = self._counted_to
        start = self._counted_start
        if pos >= counted:
            found = text.rfind("\n", counted, pos)
            if found >= 0:
                self._counted_line += text.count("\n", counted, found) + 1
                start = self._counted_start = found + 1
        elif pos < start:
            found = text.rfind("\n", 0, pos) + 1
            self._counted_line -= text.count("\n", found, start)
            start = self._counted_start = found
        self._counted_to = pos
        return self._counted_line, start

    def counted_lines(self, pos: int, line: int, line_start: int) -> None:
        """Note that offset `pos`, from which `_line_at` was last asked about
        or later, is on line `line`, starting at offset `line_start` (as a
        run of lines counted them): `_line_at` counts on from there."""
        if pos >= self._counted_to:
            self._counted_to = pos
            self._counted_start = line_start
            self._counted_line = line

    def _line_start(self, line: int) -> int:
        """The offset in the text of the start of line `line`, one of the
        text's (from a table of the text's lines, made when first needed:
        by custom parsers that look at values defined before, see `_entries`)."""
        starts = self._line_starts
        if starts is None:
            text = self.text
            starts = array("q", [0])
            for begin in range(0, len(text), _LINES_PIECE):
                lines = text[begin : begin + _LINES_PIECE].split("\n")
                # Each line starts one past the end of the one before it.
                ends = accumulate(map((1).__add__, map(len, lines[:-1])), initial=begin)
                next(ends)
                starts.extend(ends)
            self._line_starts = starts
        return starts[line - self._first_line]

    def line_col(self, pos: int) -> tuple[int, int]:
        """1-based line and column of offset `pos`."""
        line, start = self._line_at(pos)
        return line, pos - start + 1

    def source_location(self, pos: int) -> FileLineColLoc:
        """The `FileLineColLoc` of offset `pos` in this file."""
        line, start = self._line_at(pos)
        column = pos - start + 1
        if column < 1 << 32:  # `FileLineColLoc.get`, inlined: one per op
            found = self._locations.get((line << 32) | column)
            if found is not None:
                return found
        return FileLineColLoc.get(self.filename, line, column, self.context)

    def location_at(self, pos: int) -> Location | int:
        """The location of offset `pos` for an op or block argument to keep:
        packed into an int (see `location.pack_location`) where it can be."""
        source = self._source
        if source is not None:
            line, start = self._line_at(pos)
            packed = pack_location(source, line, pos - start + 1)
            if packed is not None:
                return packed
        return self.source_location(pos)

    def cut_parsed_text(self) -> None:
        """Drop the lines already parsed from `self.text`, between two ops
        of a top-level `builtin.module`'s body, if nothing kept refers to
        an offset in them (then `_next_cut` is where to try again).

        Each cut keeps at most half of the text before it (`_cut_after`), so
        the copies cost time linear in the file, and the file's text does not
        stay alive beside the IR built from it."""
        if (
            len(self._block_names) != 2
            or any(self._block_names)
            or any(self._forward_blocks)
            or self._forward_values
            or any(scope.values for scope in self._scopes)
            or self._steps is not None
            or self.literal_log is not None
        ):
            return
        lexer = self.lexer
        text = self.text
        cut = text.rfind("\n", 0, lexer.prev_end) + 1
        if cut <= 0:
            return
        # Lines are counted on from the text left, whose first line is the
        # cut's (a line starts there).
        self._first_line = self._line_at(cut)[0]
        self._counted_to = 0
        self._counted_start = 0
        self._counted_line = self._first_line
        self._line_starts = None
        del text  # (`_text_after` may free it)
        text = self.text = lexer.text = self._text_after(cut)
        self.base += cut
        self._next_cut = _cut_after(len(text))
        lexer.start -= cut
        lexer.pos -= cut
        lexer.prev_end -= cut
        self._paused_until -= cut
        self.simple_failed_at = -1
        self._shape = None
        self._group_ends.clear()
        self._alias_definitions = None
        # Kept for diagnostics only: offsets before the text left are negative.
        self._deferred_locations = [
            (target, name, pos - cut) for target, name, pos in self._deferred_locations
        ]
        self._pending_locations = [
            (name, pos - cut) for name, pos in self._pending_locations
        ]
        return_freed_memory()

    def _text_after(self, cut: int) -> str:
        """`self.text[cut:]`, read from the file again where it can be once
        the parser has let go of its text (the only reference to it: freed),
        so that the rest is not copied beside the whole of it."""
        read = None
        if self.file_rest is not None:
            read = self.file_rest.open_at(self.base + cut)
        if read is None:
            return self.text[cut:]
        size = len(self.text) - cut
        self.text = self.lexer.text = ""
        rest = read()
        if len(rest) != size:
            raise ParseError("the input file changed while it was read", cut)
        return rest

    def locate_in_file(self, error: ParseError) -> None:
        """Make the offsets of `error` (into `self.text`) offsets into the file."""
        base = self.base
        if not base:
            return
        error.pos += base
        error.followers = tuple((m, pos + base) for m, pos in error.followers)
        if isinstance(error, DiagnosticNote):
            error.notes = [(m, pos + base) for m, pos in error.notes]

    # -- SSA scopes ---------------------------------------------------------------

    def push_scope(self, isolated: bool) -> None:
        self._block_names.append({})
        self._forward_blocks.append({})
        if isolated or not self._scopes:
            self._scopes.append(_IsolatedScope())
        else:
            self._scopes[-1].definitions.append([])

    def pop_scope(self) -> None:
        forward = self._forward_blocks.pop()
        if forward:
            pos = min(forward.values())
            raise ParseError("reference to an undefined block", pos)
        scope = self._scopes[-1]
        if len(scope.definitions) == 1:
            self._scopes.pop()
        else:
            forget = scope.values.pop  # (found once, not for each name)
            for name in scope.definitions.pop():
                forget(name, None)
        self._block_names.pop()

    def parse_ssa_use(self, allow_result_number: bool = True) -> UnresolvedOperand:
        """`%name` or `%name#N`."""
        lexer = self.lexer
        if lexer.kind != lx.PERCENT:
            raise self.wrong_token("expected SSA operand")
        pos = lexer.start
        name = lexer.text[pos : lexer.pos]
        lexer.next()
        number = 0
        if lexer.kind == lx.HASH:
            if not allow_result_number:
                raise self.error("result number not allowed in argument list")
            digits = lexer.text[lexer.start + 1 : lexer.pos]
            if not digits.isdigit():
                raise self.error("invalid SSA value result number")
            number = int(digits)
            lexer.next()
        return UnresolvedOperand(name, number, pos)

    def resolve_operand(self, operand: UnresolvedOperand, type_: Type) -> Value:
        """The value named by `operand`, which must have type `type_`."""
        value = self._resolve_operand(operand, type_)
        if self._steps is not None:
            self._steps.append((operand.pos, operand.number, type_, value))
        return value

    def _entries(self, values: dict[str, Any], name: str) -> list[Any] | None:
        """The list `values` holds for `name`, made now if it holds only the
        value.

        A name bound by `%name = op` where the op keeps its location packed
        (the memo's replays, one-line generic ops) maps to the value alone,
        which saves a list and an int a value: its position, for diagnostics,
        is the op's, less `%name = `.
        """
        entries = values.get(name)
        if entries is None or entries.__class__ is list:
            return entries
        line, column = packed_line_column(entries.owner._location)
        pos = self._line_start(line) + column - 1 - len(name) - 3
        entries = values[name] = [entries, pos]
        return entries

    def _bind_new_name(
        self, scope: _IsolatedScope, name: str, result: Any, pos: int
    ) -> None:
        """`define_value(name, 0, pos, result)` for a name not in `scope`,
        where `result` is the only one of an op spelt `%name = op...` from
        `pos`."""
        op = result.owner
        if op._location.__class__ is int:  # `_entries` finds the position
            scope.values[name] = result
        else:
            scope.values[name] = [result, pos]
        scope.definitions[-1].append(name)

    def defined_value(self, operand: UnresolvedOperand) -> Value | None:
        """The value `operand` names if it is defined already (None if not yet)."""
        entries = self._entries(self._scopes[-1].values, operand.name)
        index = 2 * operand.number
        if entries is not None and index < len(entries):
            return entries[index]
        return None

    def depends_on_defined_values(self) -> None:
        """Note that the operation being parsed took a type from a value defined
        before it (see `defined_value`): its line shape alone does not tell
        how to rebuild it, so the memo records no recipe for it."""
        if self._steps is not None:
            self._steps.append((-1, 0, None, None))

    def visible_values(self) -> dict[str, Any]:
        """The SSA names in scope: `%name` -> [value #0, its position, ...],
        or the value alone (see `_entries`)."""
        return self._scopes[-1].values

    def resolve_name(
        self, name: str, number: int, shape: memo.LineShape, index: int, type_: Type
    ) -> Value:
        """The value `name#number`, name number `index` of the line `shape`
        (`resolve_operand` without an `UnresolvedOperand` in the common case)."""
        entries = self._scopes[-1].values.get(name)
        if entries is not None:
            if entries.__class__ is not list:
                if number == 0 and entries.type is type_:
                    return entries
            elif 2 * number < len(entries):
                value = entries[2 * number]
                if value is not None and value.type is type_:
                    return value
        pos = shape.position(index, self.text)
        return self._resolve_operand(UnresolvedOperand(name, number, pos), type_)

    def _resolve_operand(self, operand: UnresolvedOperand, type_: Type) -> Value:
        values = self._scopes[-1].values
        number = operand.number
        entries = values.get(operand.name)
        if entries is None:
            entries = values[operand.name] = []
        elif entries.__class__ is not list:  # the value alone (see `_entries`)
            if number == 0 and entries.type is type_:
                return entries
            entries = self._entries(values, operand.name)
        index = 2 * number
        if index < len(entries):
            value = entries[index]
            pos = entries[index + 1]
            if value is not None:
                if value.type is type_:
                    return value
                raise DiagnosticNote(
                    f"use of value '{operand.name}' expects different type than prior"
                    f" uses: '{type_}' vs '{value.type}'",
                    operand.pos,
                    [("prior use here", pos)],
                )
        else:
            entries.extend([None, 0] * (number + 1 - len(entries) // 2))
        first = entries[0]
        if first is not None and not isinstance(first, ForwardRef):
            raise ParseError("reference to invalid result number", operand.pos)
        placeholder = ForwardRef(type_, operand.pos)
        self._forward_values[placeholder] = operand.pos
        entries[index] = placeholder
        entries[index + 1] = operand.pos
        return placeholder

    def define_value(self, name: str, number: int, pos: int, value: Value) -> None:
        """Bind `%name#number` to `value`, resolving earlier forward uses."""
        scope = self._scopes[-1]
        entries = self._entries(scope.values, name)
        if entries is None and number == 0:  # the common case: a new name
            scope.values[name] = [value, pos]
            scope.definitions[-1].append(name)
            return
        if entries is None:
            entries = scope.values[name] = []
        index = 2 * number
        if len(entries) <= index:
            entries.extend([None, 0] * (number + 1 - len(entries) // 2))
        existing = entries[index]
        existing_pos = entries[index + 1]
        if existing is not None:
            if not isinstance(existing, ForwardRef):
                raise DiagnosticNote(
                    f"redefinition of SSA value '{name}'",
                    pos,
                    [("previously defined here", existing_pos)],
                )
            if existing.type is not value.type:
                raise DiagnosticNote(
                    f"definition of SSA value '{name}#{number}' has type '{value.type}'",
                    pos,
                    [
                        (
                            f"previously used here with type '{existing.type}'",
                            existing_pos,
                        )
                    ],
                )
            existing.replace_all_uses_with(value)
            del self._forward_values[existing]
        entries[index] = value
        entries[index + 1] = pos
        scope.definitions[-1].append(name)

    def _defined_position(self, name: str, number: int) -> int | None:
        entries = self._entries(self._scopes[-1].values, name)
        index = 2 * number
        if entries and index < len(entries) and entries[index] is not None:
            return entries[index + 1]
        return None

    # -- blocks -------------------------------------------------------------------

    def _block_info(self, name: str) -> list[Any]:
        names = self._block_names[-1]
        info = names.get(name)
        if info is None:
            info = names[name] = [None, 0]
        return info

    def block_named(self, name: str, pos: int) -> Block:
        """The block called `name` in the current region (a forward reference if new)."""
        names = self._block_names[-1]  # `self._block_info(name)`, inlined
        info = names.get(name)
        if info is None:
            info = names[name] = [None, 0]
        if info[0] is None:
            block = Block()
            info[0] = block
            info[1] = pos
            self._forward_blocks[-1][block] = pos
        if self._steps is not None:
            self._steps.append((pos, 0, None, info[0]))
        return info[0]

    def parse_successor(self) -> Block:
        """`^name`."""
        lexer = self.lexer
        if lexer.kind != lx.CARET:
            raise self.wrong_token("expected block name")
        block = self.block_named(lexer.spelling, lexer.start)
        lexer.next()
        return block

    def parse_successor_and_use_list(self) -> tuple[Block, list[Value]]:
        """`^bb1` or `^bb1(%a, %b : i32, i64)`: a successor and the values it receives."""
        block = self.parse_successor()
        values: list[Value] = []
        if self.consume_if("("):
            operands = self.parse_comma_separated(self.parse_ssa_use)
            self.expect(":", "expected ':' in operand list")
            types_pos = self.position
            types = self.parse_comma_separated(self.parse_type)
            self.expect(")", "expected ')' in operand list")
            if len(types) != len(operands):
                raise self.error(
                    f"{len(operands)} operands present, but expected {len(types)}",
                    types_pos,
                )
            values = [self.resolve_operand(o, t) for o, t in zip(operands, types)]
        return block, values

    # -- the custom-format API (MLIR's OpAsmParser) ----------------------------------

    parse_operand = parse_ssa_use

    def parse_optional_operand(self) -> UnresolvedOperand | None:
        """`%name` if the current token is one."""
        return self.parse_ssa_use() if self.lexer.kind == lx.PERCENT else None

    def parse_operand_list(
        self, delimiter: str | None = None
    ) -> list[UnresolvedOperand]:
        """`%a, %b` — inside `(...)` or `[...]` when `delimiter` is "(" or "["."""
        closer = {"(": ")", "[": "]"}.get(delimiter or "")
        if closer is not None:
            self.expect(delimiter)
            if self.consume_if(closer):
                return []
            operands = self.parse_comma_separated(self.parse_ssa_use)
            self.expect(closer)
            return operands
        return self.parse_ssa_use_list("")

    def resolve_operands(
        self,
        operands: list[UnresolvedOperand],
        types: list[Type],
        pos: int | None = None,
    ) -> list[Value]:
        """The values named by `operands`, with `types` (one each)."""
        if len(operands) != len(types):
            raise self.emit_error(
                f"{len(operands)} operands present, but expected {len(types)}", pos
            )
        return [self.resolve_operand(o, t) for o, t in zip(operands, types)]

    def parse_colon_type(self) -> Type:
        self.expect(":", "expected ':'")
        return self.parse_type()

    def parse_type_list(self) -> list[Type]:
        """`t1, t2, ...` (at least one)."""
        return self.parse_comma_separated(self.parse_type)

    def parse_colon_type_list(self) -> list[Type]:
        self.expect(":", "expected ':'")
        return self.parse_type_list()

    def parse_optional_colon_type_list(self) -> list[Type]:
        return self.parse_type_list() if self.consume_if(":") else []

    def parse_optional_arrow_type_list(self) -> list[Type]:
        """`-> t` or `-> (t1, t2)` if present."""
        if not self.consume_if("->"):
            return []
        return self.parse_function_result_types()

    def parse_optional_attr_dict_with_keyword(self) -> DictionaryAttr | None:
        """`attributes {...}` if present."""
        if self.consume_keyword_if("attributes"):
            return self.parse_dictionary()
        return None

    def parse_symbol_name(self) -> str:
        """`@name` (the name, without `@`)."""
        if self.lexer.kind != lx.AT:
            raise self.emit_error("expected valid '@'-identifier for symbol name")
        return self._parse_symbol_name()

    def parse_optional_symbol_name(self) -> str | None:
        return self._parse_symbol_name() if self.lexer.kind == lx.AT else None

    def parse_optional_successor(self) -> Block | None:
        return self.parse_successor() if self.lexer.kind == lx.CARET else None

    def parse_optional_integer(self) -> int | None:
        """An integer literal (optionally negative) if present."""
        if self.lexer.kind == lx.INTEGER or (
            self.is_punct("-")
            and self.text[self.lexer.pos : self.lexer.pos + 1].isdigit()
        ):
            return self.parse_integer_literal()
        return None

    def parse_argument_list(self, delimiter: str = "(") -> list[EntryArgument]:
        """`(%a: i32, %b: f32 loc(...))`: region entry arguments, not yet defined."""
        closer = ")" if delimiter == "(" else "]"
        self.expect(delimiter)
        arguments: list[EntryArgument] = []
        if self.consume_if(closer):
            return arguments
        while True:
            operand = self.parse_ssa_use(allow_result_number=False)
            self.expect(":", "expected ':'")
            type_ = self.parse_type()
            location = self.parse_location() if self.is_keyword("loc") else None
            arguments.append((operand, type_, location))
            if not self.consume_if(","):
                break
        self.expect(closer)
        return arguments

    def parse_optional_region(
        self,
        region: Region,
        entry_arguments: list[EntryArgument] = (),  # type: ignore[assignment]
        isolated: bool = False,
    ) -> bool:
        """A region if the current token is `{`; True if one was parsed."""
        if not self.is_punct("{"):
            return False
        self.parse_region(region, entry_arguments, isolated)
        return True

    # -- regions ------------------------------------------------------------------

    def parse_region(
        self,
        region: Region,
        entry_arguments: list[EntryArgument] = (),  # type: ignore[assignment]
        isolated: bool = False,
    ) -> None:
        """`{ blocks }`; `entry_arguments` are already-parsed named entry arguments.

        `isolated` is MLIR's `enableNameShadowing`: the region does not see
        the enclosing regions' names and may define them again.
        """
        start = self.position
        self.expect("{", "expected '{' to begin a region")
        if entry_arguments or not self.is_punct("}"):
            self.enter_nesting(REGION_COST)
            try:
                self._parse_region_body(region, start, entry_arguments, isolated)
            finally:
                self.nesting_room += REGION_COST
        self.consume()

    def _parse_region_body(
        self, region: Region, start: int, entry_arguments: Any, isolated: bool
    ) -> None:
        self.push_scope(isolated)
        block = Block()
        if entry_arguments:
            if self.kind == lx.CARET:
                raise self.error("invalid block name in region with named arguments")
            for operand, type_, location in entry_arguments:
                defined = self._defined_position(operand.name, operand.number)
                if defined is not None:
                    raise DiagnosticNote(
                        f"region entry argument '{operand.name}' is already in use",
                        operand.pos,
                        [("previously referenced here", defined)],
                    )
                arg = block.add_argument(
                    type_, location or self.location_at(operand.pos)
                )
                self.define_value(operand.name, operand.number, operand.pos, arg)
        region.append(block)
        self._parse_block(region, block)
        if entry_arguments and len(block.arguments) > len(entry_arguments):
            raise self.error("entry block arguments were already defined")
        while not self.is_punct("}"):
            self._parse_block(region, None)
        self.pop_scope()

    def _parse_block(self, region: Region, block: Block | None) -> None:
        """A block of `region`: its label (unless `block`, the region's
        entry block already in it, has none) and body."""
        lexer = self.lexer
        if block is not None and lexer.kind != lx.CARET:
            self._parse_block_body(block)
            return
        if lexer.kind != lx.CARET:
            raise self.wrong_token("expected block name")
        name_pos = lexer.start
        block = self.open_block(region, block, lexer.spelling, name_pos)
        label = self.memoized_label(name_pos)
        if label is None:
            self._parse_label(block, name_pos)
        else:
            self.replay_label(block, name_pos, label[0])
            lexer.reset(label[1])
        self._parse_block_body(block)

    def open_block(
        self, region: Region, block: Block | None, name: str, name_pos: int
    ) -> Block:
        """The block labelled `name` at `name_pos`, in `region`: `block`
        (the region's entry block) or a new one, or the one its uses named
        before, which then becomes `block` if given."""
        info = self._block_info(name)
        if info[0] is None:
            info[0] = block if block is not None else Block()
        else:
            forward = self._forward_blocks[-1]
            if info[0] not in forward:
                raise self.error(f"redefinition of block '{name}'", name_pos)
            del forward[info[0]]
            if block is not None:
                _move_block_uses(info[0], block)
                info[0] = block
        info[1] = name_pos
        block = info[0]
        if block.parent is None:
            region.append(block)
        return block

    def _parse_label(self, block: Block, name_pos: int) -> None:
        """The rest of the label at `name_pos` (arguments, `:`), parsed in
        full; remembered (see `memoized_label`) if it fits."""
        lexer = self.lexer
        lexer.next()
        arguments: list[tuple[str, int, Type]] | None = []
        if self.is_punct("("):
            arguments = self._parse_block_arguments(block, name_pos)
        self.expect(":", "expected ':' after block name")
        text = self.text
        key = text[name_pos : lexer.prev_end]
        if (
            arguments is not None
            and "\n" not in key
            and '"' not in key
            and len(key) < _LABEL_LIMIT
        ):
            memo_store(self._labels, key, arguments)

    def memoized_label(
        self, name_pos: int
    ) -> tuple[list[tuple[str, int, Type]], int] | None:
        """The arguments of the label at `name_pos` and the offset after its
        `:`, if a full parse of the same label text was remembered.

        A label on one line without strings or locations always reads
        alike: its names and types are those of its text."""
        labels = self._labels
        if not labels:
            return None
        text = self.text
        line_end = text.find("\n", name_pos, name_pos + _LABEL_LIMIT)
        if line_end < 0:
            line_end = name_pos + _LABEL_LIMIT
        # The label ends at one of the line's colons (the arguments' types
        # may hold some): the first that ends a label seen before.
        end = text.find(":", name_pos, line_end)
        while end >= 0:
            arguments = labels.get(text[name_pos : end + 1])
            if arguments is not None:
                if text.startswith(":", end + 1):  # `::`, another token
                    return None
                return arguments, end + 1
            end = text.find(":", end + 1, line_end)
        return None

    def take_label(self, region: Region, pos: int) -> tuple[Block, int] | None:
        """The block labelled at `pos` in `region`, opened and given its
        arguments as `_parse_block` does when it replays the label, and the
        offset after the label; None (nothing done) if the label was not
        seen before."""
        name = _BLOCK_NAME.match(self.text, pos)
        if name is None:
            return None
        label = self.memoized_label(pos)
        if label is None:
            return None
        block = self.open_block(region, None, name.group(), pos)
        self.replay_label(block, pos, label[0])
        return block, label[1]

    def take_plain_label(self, region: Region, label: str, pos: int) -> Block | None:
        """`take_label` of the label `label` at `pos`, spelt `^name:` (no
        arguments; not followed by another `:`), without the offset after
        it: `memoized_label` finds it by its text alone (it ends at the
        first colon, and no label seen before starts `^name:` and goes on)."""
        if label not in self._labels:  # (its arguments: none)
            return None
        return self.open_block(region, None, label[:-1], pos)

    def replay_label(
        self, block: Block, name_pos: int, arguments: list[tuple[str, int, Type]]
    ) -> None:
        """Give `block` the `arguments` of its label at `name_pos` (see
        `memoized_label`), with the calls of a full parse in the same order."""
        for name, offset, type_ in arguments:
            pos = name_pos + offset
            arg = block.add_argument(type_, self.location_at(pos))
            self.define_value(name, 0, pos, arg)

    def _parse_block_arguments(
        self, block: Block, name_pos: int
    ) -> list[tuple[str, int, Type]] | None:
        """`(%a: T, ...)`; the names, offsets from `name_pos` and types, or
        None if an argument has a location of its own."""
        self.consume()
        arguments: list[tuple[str, int, Type]] | None = []
        if self.consume_if(")"):
            return arguments
        while True:
            operand = self.parse_ssa_use(allow_result_number=False)
            self.expect(":", "expected ':' and type for SSA operand")
            type_ = self.parse_type()
            arg = block.add_argument(type_, self.location_at(operand.pos))
            if self.is_keyword("loc"):
                self._parse_trailing_location(arg)
                arguments = None
            elif arguments is not None:
                arguments.append((operand.name, operand.pos - name_pos, type_))
            self.define_value(operand.name, operand.number, operand.pos, arg)
            if not self.consume_if(","):
                break
        self.expect(")", "expected ')' to end argument list")
        return arguments

    def _parse_block_body(self, block: Block) -> None:
        """The operations of `block`, and of the blocks after it that runs
        of lines take (see `replay_runs` and `generic_runs`)."""
        lexer = self.lexer
        runs = replay_runs.ENABLED
        while True:
            if self._cut_ready and lexer.start > self._next_cut:
                self.cut_parsed_text()
            kind = lexer.kind
            if kind == lx.CARET:
                return
            if kind == lx.PUNCT and lexer.text[lexer.start] == "}":
                return
            if runs and (kind == lx.PERCENT or kind == lx.BARE):
                last = replay_runs.replay_run(self, block)
                if last is not None:
                    block = last
                    continue
            if runs and (kind == lx.PERCENT or kind == lx.STRING):
                last = generic_run(self, block)
                if last is not None:
                    block = last
                    continue
            block.append(self.parse_operation())  # MLIR's error at the end of the file

    # -- operations ---------------------------------------------------------------

    def parse_operation(self) -> Operation:
        """`results = "name"(...) ...` or a custom form, with a trailing location."""
        lexer = self.lexer
        start = lexer.start
        result_ids: list[tuple[str, int, int]] = []
        expected = 0
        if lexer.kind == lx.PERCENT:
            binding = memo.BINDING.match(lexer.text, start)
            if binding is not None:
                name, digits, first = binding.groups()
                if first == '"':
                    simple = None
                    if binding.end() != self.simple_failed_at:
                        simple = _match_simple_generic_op(lexer.text, binding.end())
                    count = int(digits) if digits else 1
                    if simple is not None and count:
                        op = self._parse_simple_generic_operation(simple, count)
                        if op is not None:
                            scope = self._scopes[-1]
                            if digits is None and name not in scope.values:
                                self._bind_new_name(scope, name, op.results[0], start)
                                return op
                            for number, result in enumerate(op.results):
                                self.define_value(name, number, start, result)
                            return op
                elif digits is None:  # `%name = custom.op`
                    op = self._replay_custom_operation(binding.end(), 1)
                    if op is not None:
                        scope = self._scopes[-1]
                        if name in scope.values:
                            self.define_value(name, 0, start, op.results[0])
                        else:
                            self._bind_new_name(scope, name, op.results[0], start)
                        return op
                    result_ids.append((name, 1, start))
                    expected = 1
                    lexer.reset(binding.end())
        elif (
            lexer.kind == lx.BARE
            and lexer.text[start : lexer.pos] not in self.region_op_names
        ):
            op = self._replay_custom_operation(start, 0)
            if op is not None:
                return op
        if lexer.kind == lx.PERCENT:
            while True:
                if lexer.kind != lx.PERCENT:
                    raise self.wrong_token("expected valid ssa identifier")
                name_pos = lexer.start
                name = lexer.spelling
                lexer.next()
                count = 1
                if self.consume_if(":"):
                    if lexer.kind != lx.INTEGER:
                        raise self.wrong_token("expected integer number of results")
                    count = integer_value(lexer.spelling)
                    if count < 1:
                        raise self.error(
                            "expected named operation to have at least 1 result"
                        )
                    lexer.next()
                result_ids.append((name, count, name_pos))
                expected += count
                if not self.consume_if(","):
                    break
            self.expect("=", "expected '=' after SSA name")
        if lexer.kind == lx.STRING:
            op = self.parse_generic_operation()
        elif lexer.kind == lx.BARE:
            op = self.parse_custom_operation(result_ids)
        else:
            raise self.wrong_token("expected operation name in quotes")
        if result_ids:
            results = op.results
            if not results:
                raise self.error("cannot name an operation with no results", start)
            if expected != len(results):
                raise self.error(
                    f"operation defines {len(results)} results but was provided"
                    f" {expected} to bind",
                    start,
                )
            index = 0
            for name, count, name_pos in result_ids:
                for number in range(count):
                    self.define_value(name, number, name_pos, results[index])
                    index += 1
        return op

    def parse_generic_operation(self) -> Operation:
        """`"name"(operands)[successors](regions){attributes} : type`."""
        lexer = self.lexer
        if lexer.start != self.simple_failed_at:
            simple = _match_simple_generic_op(lexer.text, lexer.start)
            if simple is not None:
                op = self._parse_simple_generic_operation(simple, 0)
                if op is not None:
                    return op
        name_pos = lexer.start
        name = intern(unescape_string(lexer.spelling, name_pos))
        if not name:
            raise self.error("empty operation name is invalid")
        if "\0" in name:
            raise self.error("null character not allowed in operation name")
        lexer.next()
        op_class = self.context.op_classes.get(name) or self.context.get_op_class(name)
        if op_class is None:
            op_class = self._generic_op_class
            if not self.context.allow_unregistered_dialects and (
                name.partition(".")[0] not in self.context.dialects
            ):
                raise self.error(
                    "operation being parsed with an unregistered dialect. If this is"
                    " intended, please use -allow-unregistered-dialect with the MLIR"
                    " tool used"
                )
        location = self.location_at(name_pos)
        operands = self._parse_operand_list()
        successors: list[Block] = []
        if self.is_punct("["):
            if op_class is not Operation and IsTerminator not in op_class.TRAITS:
                raise self.error("successors in non-terminator")
            self.consume()
            successors = self.parse_comma_separated(self.parse_successor)
            self.expect("]", "expected ']'")
        regions: list[Region] = []
        if self.consume_if("("):
            while True:
                region = Region()
                regions.append(region)
                self.parse_region(region)
                if not self.consume_if(","):
                    break
            self.expect(")", "expected ')' to end region list")
        attributes = None
        if lexer.kind == lx.PUNCT and lexer.text[lexer.start] == "{":
            attributes = self._parse_op_dictionary()
        self.expect(":", "expected ':' followed by operation type")
        type_pos = self.position
        fn_type = self.parse_memoized_type(self._type_cache)
        if not isinstance(fn_type, FunctionType):
            raise self.error("expected function type", type_pos)
        inputs = fn_type.inputs
        if len(inputs) != len(operands):
            # MLIR 16 indexes "s" with the count test, leaving a NUL for one operand.
            plural = "\0" if len(operands) == 1 else "s"
            raise self.error(
                f"expected {len(operands)} operand type{plural} but had {len(inputs)}",
                type_pos,
            )
        values = [self.resolve_operand(o, t) for o, t in zip(operands, inputs)]
        op = op_class.create(
            name,
            values,
            fn_type.results,
            attributes,
            successors,
            location=location,
            regions=regions,
        )
        if lexer.kind == lx.BARE and self.is_keyword("loc"):
            self._parse_trailing_location(op)
        return op

    def _parse_op_dictionary(self) -> DictionaryAttr:
        """A generic op's attribute dictionary (memoized by the rest of the
        line, or made from a template: see dictionary_templates), noting
        the template of one parsed in full."""
        lexer = self.lexer
        text = self.text
        start = lexer.start
        line_end = lx.short_line_end(text, start)
        if line_end >= 0 and text[start:line_end] not in self._dictionary_cache:
            # A dictionary spelt before but for its values ends at the
            # line's last `} : ` (an op's type follows it), if anywhere.
            end = text.rfind("} : ", start, line_end) + 1
            attributes = self._dictionary_from_template(start, end) if end else None
            if attributes is not None:
                lexer.reset(end)
                return attributes
        room = self.nesting_room
        literal_log, entry_log = self.literal_log, self.entry_log
        self.literal_log, self.entry_log = [], []
        try:
            attributes = self.parse_memoized(
                self._dictionary_cache, self.parse_dictionary
            )
            literals, entries = self.literal_log, self.entry_log
        finally:
            self.literal_log, self.entry_log = literal_log, entry_log
        if entries:  # parsed in full
            end = lexer.prev_end
            key, values = self._dictionary_key(start, end)
            known = self._dictionary_templates
            if values and key not in known:
                if len(known) >= MEMO_LIMIT:
                    known.clear()
                known[key] = templates.make_template(
                    self.context,
                    text,
                    start,
                    end,
                    attributes,
                    literals,
                    entries,
                    room,
                    values,
                    self._slot_type,
                    self._slot_values,
                )
        return attributes

    def _dictionary_from_template(self, start: int, end: int) -> Any:
        """The attribute dictionary spelt `text[start:end]` if it differs from
        one parsed before only in values its template cuts, else None."""
        key, values = self._dictionary_key(start, end)
        template = self._dictionary_templates.get(key) if values else None
        if template is None:
            return None
        return templates.fill(
            self.context,
            template,
            values,
            self.nesting_room,
            self._slot_type,
            self._slot_values,
        )

    def _slot_type(self, spelling: str) -> Type | None:
        """The type an attribute dictionary's entry value spelt `spelling`
        (a dialect type of `dictionary_templates`) makes, as a full parse of
        the dictionary would parse it here, or None where that fails (the
        full parse then reports it). The parse reads and keeps types in this
        parser's `_symbol_cache` and `nested_types`, as a full parse does,
        so both leave the parser alike."""
        found = self._symbol_cache.get(spelling)
        if found is None:
            parser = self._slot_parser_reading(spelling)
            # The budget left inside the dictionary.
            parser.nesting_room = self.nesting_room - ATTRIBUTE_COST
            try:
                found = parser.parse_type()
            except ParseError:
                return None
            if parser.lexer.kind != lx.EOF:
                return None
        return found

    def _slot_parser_reading(self, spelling: str) -> OperationParser:
        """The parser of `_slot_type` (one of this class: dialects' type
        parsers use its methods), at the start of `spelling` as a new one
        would be. It is made once: what else it keeps between spellings is
        memoized by the text memoized (spellings, rests of lines, bracket
        groups) and so means the same for each; what it keeps by offset
        into its text (where aliases are defined, lines start, `<` groups
        end), it drops here."""
        parser = self._slot_parser
        if parser is None:
            parser = OperationParser(spelling, self.context, self.filename)
            parser._symbol_cache = self._symbol_cache
            parser.nested_types = self.nested_types
            self._slot_parser = parser
            return parser
        parser.text = spelling
        parser.lexer = lx.Lexer(spelling)
        parser._alias_definitions = None
        parser._group_ends.clear()
        parser._line_starts = None
        parser._counted_to = parser._counted_start = 0
        parser._counted_line = 1
        return parser

    def _dictionary_key(self, start: int, end: int) -> tuple[str, list[str]]:
        """`dictionary_templates.dictionary_key` of `text[start:end]`, kept
        for the few dictionaries looked at last (a dictionary parsed in full
        is looked up on each path its op tries, then recorded)."""
        spelling = self.text[start:end]
        keys = self._dictionary_keys
        found = keys.get(spelling)
        if found is None:
            if len(keys) >= _RECENT_DICTIONARY_KEYS:
                keys.clear()
            found = keys[spelling] = templates.dictionary_key(
                spelling, self._literal_cuts
            )
        return found

    def _parse_simple_generic_operation(
        self, match: re.Match[str], result_count: int
    ) -> Operation | None:
        """A one-line generic operation without regions or location, or None.

        The fast path of the parser: one regular expression
        (`SIMPLE_GENERIC_OP`) finds the parts, and the attribute dictionary
        and the type are looked up in the caches that earlier full parses of
        the same text filled. Anything it cannot vouch for (a cache miss, a
        registered op, an unusual spelling) returns None, and the full parser
        takes over from the same position.
        """
        name, operands, successors, rest = match.groups()
        op = self.simple_generic_op(
            name, operands, successors, rest, match.start(), result_count, None
        )
        if op is not None:
            lexer = self.lexer
            lexer.reset(match.end())
            if lexer.kind == lx.BARE and self.is_keyword("loc"):  # on a line of its own
                self._parse_trailing_location(op)
        return op

    def generic_op_kind(self, raw_name: str, branches: bool) -> Any:
        """What the one-line path needs of the op named `raw_name` (its
        interned name, its class, whether it may have successors, the
        class's `create` and, unless the class has default-valued
        attributes that a parsed dictionary may lack, its `append_new`), or
        None if the full parser decides it; kept for registered ops (only
        kept kinds reach the run reader, the one reader of `append_new`).
        `branches`: whether this line's op has successors."""
        kind = self._generic_kinds.get(raw_name)
        if kind is None:
            name = intern(raw_name)  # one string for all ops of a name
            context = self.context
            op_class = context.op_classes.get(name) or context.get_op_class(name)
            if op_class is None:
                if not context.allow_unregistered_dialects:
                    return None
                kind = (name, Operation, True, Operation.create, None)  # not kept
            else:
                terminator = IsTerminator in op_class.TRAITS
                append = (
                    None if op_class.HAS_DEFAULT_ATTRIBUTES else op_class.append_new
                )
                kind = (name, op_class, terminator, op_class.create, append)
                self._generic_kinds[raw_name] = kind
        if branches and not kind[2]:
            return None
        return kind

    def generic_op_rest(self, rest: str, dict_start: int) -> Any:
        """The attribute dictionary, result types and operand types (and
        how many of each) of a one-line generic op whose line ends with
        `rest` (` {...} : type` or ` : type`, the dictionary from offset
        `dict_start`), from what full parses of the same texts found (a
        type not met yet parsed where it stands: `_op_type`), or None;
        kept by `rest`."""
        if rest[1] == "{":
            tail = rest[1:]
            type_text = rest[rest.rfind("} : (") + 4 :]
            dictionary_size = len(tail) - len(type_text) - 3  # before ` : `
            hit = self._dictionary_cache.get(tail)
            if hit is not None:
                if hit[1] != dictionary_size:
                    return None
                attributes = hit[0]
            else:
                attributes = self._dictionary_from_template(
                    dict_start, dict_start + dictionary_size
                )
                if attributes is None:
                    return None
        else:
            type_text = rest[3:]
            attributes = self._empty_dictionary
        found = self._type_cache.get(type_text)
        if found is None:
            found = self._op_type(dict_start - 1 + len(rest) - len(type_text))
        if found is None or found[1] != len(type_text):
            return None
        fn_type = found[0]
        if not isinstance(fn_type, FunctionType):
            return None
        results = fn_type.results
        inputs = fn_type.inputs
        entry = (attributes, results, inputs, len(results), len(inputs))
        self._generic_rests.keep(rest, entry)
        return entry

    def _op_type(self, start: int) -> tuple[Type, int] | None:
        """The type of the one-line generic op whose type starts at offset
        `start` and the length of its spelling, parsed there as its full
        parse parses it (and memoized alike), or None where that fails (the
        full parse then reports it, as it does a type that may not be the
        same the next time, see `same_every_time`); the lexer stays."""
        if self._steps is not None or self.literal_log is not None:
            return None  # a parse being recorded (or logged) parses it whole
        lexer = self.lexer
        saved = lexer.pos, lexer.kind, lexer.start, lexer.prev_end
        try:
            lexer.reset(start)
            found = self.parse_memoized_type(self._type_cache)
            end = lexer.prev_end
            if not same_every_time(self.text[start:end]):
                return None  # its line must not be kept: parsed whole each time
            return found, end - start
        except ParseError:
            return None
        finally:
            lexer.pos, lexer.kind, lexer.start, lexer.prev_end = saved

    def simple_generic_op(
        self,
        raw_name: str,
        operand_text: str,
        successor_text: str | None,
        rest: str,
        op_start: int,
        result_count: int,
        location: Location | int | None,
    ) -> Operation | None:
        """The operation of `_parse_simple_generic_operation` from the groups
        of `SIMPLE_GENERIC_OP` (its name's quote at offset `op_start`),
        located at `location` (by default its name's), or None; the lexer
        stays."""
        kind = self.generic_op_kind(raw_name, successor_text is not None)
        if kind is None:
            return None
        operands_at = op_start + len(raw_name) + 3
        entry = self._generic_rests.get(rest)
        if entry is None:
            dict_start = operands_at + len(operand_text) + 2
            if successor_text is not None:
                dict_start += len(successor_text)
            entry = self.generic_op_rest(rest, dict_start)
            if entry is None:
                return None
        attributes, result_types, inputs, _, _ = entry
        if entry[3] != result_count:
            return None
        # `%a, %b#1, ...`: the pattern leaves nothing else between the names.
        names = operand_text.split(", ") if operand_text else []
        if len(inputs) != len(names):
            return None
        successors: list[Block] = []
        if successor_text is not None:
            successors = successor_blocks(
                self, successor_text, operands_at + len(operand_text) + 2
            )
        return kind[3](
            kind[0],
            operand_values(self, names, inputs, operands_at),
            result_types,
            attributes,
            successors,
            0,
            location if location is not None else self.location_at(op_start),
        )

    def resolve_use(self, use: str, type_: Type, pos: int) -> Value:
        """`resolve_operand` of `use`, `%name` or `%name#N` spelt at offset
        `pos` (see `generic_runs.operand_values`)."""
        name, _, number = use.partition("#")
        operand = UnresolvedOperand(name, int(number) if number else 0, pos)
        return self.resolve_operand(operand, type_)

    def _parse_operand_list(self) -> list[UnresolvedOperand]:
        """`(%a, %b#1)` after a generic operation's name (a regex fast path)."""
        lexer = self.lexer
        if lexer.kind == lx.PUNCT and lexer.text[lexer.start] == "(":
            match = _SIMPLE_OPERANDS.match(lexer.text, lexer.start)
            if match is not None:
                operands = []
                base = lexer.start + 1
                for use in _OPERAND.finditer(match.group(1)):
                    name, number = use.group(1), use.group(2)
                    operands.append(
                        UnresolvedOperand(
                            name, int(number) if number else 0, base + use.start()
                        )
                    )
                lexer.reset(match.end())
                return operands
        self.expect("(", "expected '(' to start operand list")
        operands = self.parse_ssa_use_list(")")
        self.expect(")", "expected ')' to end operand list")
        return operands

    def parse_ssa_use_list(self, close: str) -> list[UnresolvedOperand]:
        """`%a, %b#1, ...` (possibly empty before `close`)."""
        if self.lexer.kind != lx.PERCENT:
            return []
        return self.parse_comma_separated(self.parse_ssa_use)

    def parse_custom_operation(
        self, result_ids: list[tuple[str, int, int]]
    ) -> Operation:
        """An operation in its custom form, parsed by its class's `parse` hook."""
        lexer = self.lexer
        name_pos = lexer.start
        name = lexer.text[name_pos : lexer.pos]
        op_class = self.lookup_op_class(name)
        if op_class is None:
            # MLIR lexes the next token first: its error, if any, comes first.
            lexer.next()
            # As MLIR: a name without a dialect prefix (nothing after its
            # first '.') is looked up in the default dialect too.
            dialect, _, rest = name.partition(".")
            full = name if rest else f"{self.default_dialect}.{name}"
            dialect = dialect if rest else self.default_dialect
            tried = f" (tried '{full}' as well)" if full != name else ""
            if dialect not in self.context.dialects:
                registered = ", ".join(self.context.available_dialects())
                raise DiagnosticNote(
                    f"Dialect `{dialect}' not found for custom op '{name}' {tried}",
                    name_pos,
                    [
                        (
                            f"Registered dialects: {registered} ; for more info on dialect"
                            " registration see https://mlir.llvm.org/getting_started/Faq/"
                            "#registered-loaded-dependent-whats-up-with-dialects-management",
                            name_pos,
                        )
                    ],
                )
            raise self.error(f"custom op '{name}' is unknown{tried}", name_pos)
        takes_packed = self._takes_packed.get(op_class)
        if takes_packed is None:
            module = getattr(getattr(op_class, "parse", None), "__module__", None)
            takes_packed = self._takes_packed[op_class] = (module or "").startswith(
                GENERATED_PACKAGE + "."
            )
        location = (
            self.location_at(name_pos)
            if takes_packed
            else self.source_location(name_pos)
        )
        shape = self._shape
        if name_pos < self._paused_until or name in self.region_op_names:
            shape = None
        elif shape is None or shape.start != name_pos:
            shape = memo.line_shape(self.text, name_pos, self._lines)
        self._shape = None
        recording = False
        literal_log = None
        if shape is not None:
            # A shape's first sighting is only noted; its second is recorded
            # (and, with literals, its third again, to confirm the recipe).
            recipes = self._recipes.get(self.default_dialect)
            if recipes is None:
                recipes = self._recipes[self.default_dialect] = {}
            key = self._memo_key(shape, recipes)
            known = recipes.get(key, _UNSEEN)
            if known is _UNSEEN:
                if len(recipes) >= memo.RECIPES_LIMIT:
                    recipes.clear()
                recipes[key] = memo.SEEN_ONCE
            recording = known is memo.SEEN_ONCE or (
                isinstance(known, memo.Recipe) and not known.confirmed
            )
            if recording and key is not shape.exact_key:
                literal_log = []
        lexer.next()
        steps = self._steps
        log = self.literal_log
        self._steps = [] if recording else None
        self.literal_log = literal_log
        try:
            op = self._parse_custom_body(op_class, name_pos, location)
            if recording:
                found = memo.record(
                    self, shape, op, location, self._steps, literal_log  # type: ignore[arg-type]
                )
                if isinstance(known, memo.Recipe):  # confirm it, or not
                    if found is memo.FIXED_LITERALS or found is None:
                        recipes[key] = found  # type: ignore[index]
                    elif known.confirmed_by(found):  # type: ignore[arg-type]
                        recipes[key] = known.confirmed_copy()  # type: ignore[index]
                    elif found.digits != known.digits:  # type: ignore[union-attr]
                        recipes[key] = memo.FIXED_LITERALS  # type: ignore[index]
                else:
                    recipes[key] = found  # type: ignore[index]
        finally:
            self._steps = steps
            self.literal_log = log
        if op.regions and "." in name:
            self.region_op_names.add(name)
        if lexer.kind == lx.BARE and self.is_keyword("loc"):
            self._parse_trailing_location(op)
        return op

    def _replay_custom_operation(self, start: int, results: int) -> Operation | None:
        """The custom operation at offset `start` rebuilt from the recipe of
        its line's shape (see custom_op_memo), if there is one and it has
        `results` results; else None, with the lexer where it was.

        After `memo.MISSES` lines in a row without a recipe (every line its
        own shape, as in a run of distinct constants), the memo sits out the
        lines of the next `_pause` bytes of text, a pause that doubles each
        time up to `memo.LONGEST_PAUSE` and starts over at a replay. Those
        lines are parsed in full, which decides as a replay would."""
        if start < self._paused_until:
            return None
        shape = self._shape = memo.line_shape(self.text, start, self._lines)
        if shape is None:
            return None
        recipes = self._recipes.get(self.default_dialect)
        recipe = recipes.get(shape.key) if recipes is not None else None
        if recipe is memo.FIXED_LITERALS:  # `_memo_key`, inlined
            recipe = recipes.get(shape.exact_key)  # type: ignore[union-attr]
        if (
            not recipe
            or len(recipe.result_types) != results  # type: ignore[union-attr]
            or not (
                recipe.confirmed  # type: ignore[union-attr]
                or shape.literals == recipe.digits  # type: ignore[union-attr]
            )
        ):
            self._misses += 1
            if self._misses >= memo.MISSES:
                self._misses = 0
                self._paused_until = shape.end + self._pause
                self._pause = min(2 * self._pause, memo.LONGEST_PAUSE)
            return None
        self._misses = 0
        self._pause = memo.FIRST_PAUSE
        lexer = self.lexer
        position = lexer.start
        lexer.reset(shape.end)
        if not memo.next_line_is_separate(self):
            lexer.reset(position)
            return None
        op = memo.replay(self, recipe, shape.facts, start, self.location_at(start))  # type: ignore[arg-type]
        if op is None:  # a literal out of range: parsed in full
            lexer.reset(position)
        return op

    @staticmethod
    def _memo_key(shape: memo.LineShape, recipes: dict[str, Any]) -> str:
        """The key of `shape`'s recipe: its literals cut, unless they do not
        fit a recipe of that key (see custom_op_memo)."""
        key = shape.key
        if shape.literals and recipes.get(key) is memo.FIXED_LITERALS:
            return shape.exact_key
        return key

    def lookup_op_class(self, name: str) -> type | None:
        """The registered class of op `name`, tried in the default dialect too."""
        op_classes = self.context.op_classes
        op_class = op_classes.get(name)
        if op_class is None:
            if "." not in name:
                op_class = op_classes.get(self.default_dialect + "." + name)
            else:
                op_class = self.context.get_op_class(name)
        return op_class

    def _parse_custom_body(
        self, op_class: Any, name_pos: int, location: Location
    ) -> Operation:
        """Run `op_class.parse` after the op's name."""
        self.name_position = name_pos
        custom_op_name = self.custom_op_name
        default_dialect = self.default_dialect
        self.custom_op_name = op_class.OPERATION_NAME
        self.default_dialect = op_class.DEFAULT_DIALECT or ""
        try:
            parse = getattr(op_class, "parse", None)
            if parse is None:  # MLIR's default OpState::parse
                raise self.emit_error("has no custom assembly form", name_pos)
            return parse(self, location)
        finally:
            self.custom_op_name = custom_op_name
            self.default_dialect = default_dialect

    def _parse_trailing_location(self, target: Any) -> None:
        """`loc(...)` after an operation or block argument."""
        self.consume()
        self.expect("(", "expected '(' in location")
        if self.lexer.kind == lx.HASH:
            found, name, pos = self._location_alias()
            if found is None:
                target.location = UnknownLoc.get(self.context)
                self._deferred_locations.append((target, name, pos))
            else:
                target.location = found
        else:
            target.location = self.parse_location_body()
        self.expect(")", "expected ')' in location")

    def parse_location(self) -> Location:
        """`loc(...)` after an argument an op's syntax reads (MLIR's
        parseOptionalLocationSpecifier): an alias standing alone may be
        defined later in the file (see `deferred_locations`)."""
        if not self.consume_keyword_if("loc"):
            raise self.wrong_token("expected 'loc' keyword")
        self.expect("(", "expected '(' in location")
        if self.lexer.kind == lx.HASH:
            found, name, pos = self._location_alias()
            if found is None:
                found = PendingLoc.make(len(self._pending_locations))
                self._pending_locations.append((name, pos))
        else:
            found = self.parse_location_body()
        self.expect(")", "expected ')' in location")
        return found

    def _location_alias(self) -> tuple[Location | None, str, int]:
        """The `#alias` at the lexer, its name and offset: its location, or
        None if it is not defined yet."""
        lexer = self.lexer
        pos = lexer.start
        name = lexer.text[pos + 1 : lexer.pos]
        if "." in name:
            raise self.error(
                f"expected location, but found dialect attribute: '#{name}'", pos
            )
        found = self.attribute_aliases.get(name)
        lexer.next()
        if found is not None and not isinstance(found, Location):
            raise self.error(f"expected location, but found '{found}'", pos)
        return found, name, pos

    # -- the whole file -------------------------------------------------------------

    def parse_top_level(self, block: Block) -> None:
        """Parse the file's operations into `block`, with alias definitions."""
        self.push_scope(True)
        lexer = self.lexer
        while True:
            kind = lexer.kind
            if kind == lx.EOF:
                break
            if kind == lx.HASH:
                self._parse_alias_definition(self.attribute_aliases, "attribute")
            elif kind == lx.BANG:
                self._parse_alias_definition(self.type_aliases, "type")
            elif kind == lx.PUNCT and lexer.spelling == "{-#":
                self._parse_file_metadata()
            else:
                self._cut_ready = self._next_cut != _NEVER and (
                    lexer.spelling in _MODULE_SPELLINGS
                )
                try:
                    block.append(self.parse_operation())
                finally:
                    self._cut_ready = False
        self.pop_scope()
        self._finalize(block)

    def _parse_alias_definition(self, table: dict[str, Any], what: str) -> None:
        lexer = self.lexer
        name = lexer.text[lexer.start + 1 : lexer.pos]
        if name in table:
            raise self.error(f"redefinition of {what} alias id '{name}'")
        if "." in name:
            raise self.error(
                f"{what} names with a '.' are reserved for dialect-defined names"
            )
        lexer.next()
        self.expect("=", f"expected '=' in {what} alias definition")
        if what == "attribute":
            table[name] = self.parse_attribute()
            return
        value_pos = self.position
        self.resolving_aliases.add(name)
        try:
            value = self.parse_type()
        finally:
            self.resolving_aliases.discard(name)
        used = self.forward_types.get(name)
        if used is not None and used is not value:
            raise self.error(
                f"type alias '{name}' was used before this definition as"
                " a different type",
                value_pos,
            )
        table[name] = value

    def _parse_file_metadata(self) -> None:
        """`{-# dialect_resources: {...}, external_resources: {...} #-}`.

        Builtin blobs become the data of `dense_resource` attributes; external
        resources are kept (except the reproducer's own) to be printed back.
        """
        self.consume()
        while not self.is_punct("#-}"):
            if self.kind != lx.BARE:
                raise self.wrong_token(
                    "expected identifier key in file metadata dictionary"
                )
            section_pos = self.position
            section = self.spelling
            self.consume()
            self.expect(":", "expected ':'")
            if section == "dialect_resources":
                self._parse_resource_groups(self._parse_dialect_resource)
            elif section == "external_resources":
                self._parse_resource_groups(self._parse_external_resource)
            else:
                raise self.error(
                    f"unknown key '{section}' in file metadata dictionary", section_pos
                )
            if not self.consume_if(","):
                break
        self.expect("#-}", "expected '#-}' to close the file metadata")

    def _parse_resource_groups(self, parse_entry: Any) -> None:
        """`{ group: { key: value, ... }, ... }`."""
        self.expect("{", "expected '{'")
        while not self.consume_if("}"):
            if self.kind != lx.BARE:
                raise self.wrong_token("expected identifier key for 'resource' entry")
            group_pos = self.position
            group = self.spelling
            self.consume()
            self.expect(":", "expected ':'")
            self.expect("{", "expected '{'")
            while not self.consume_if("}"):
                if self.kind != lx.BARE:
                    raise self.wrong_token(
                        "expected identifier key for 'resource' entry"
                    )
                key = self.spelling
                self.consume()
                self.expect(":", "expected ':'")
                parse_entry(group, group_pos, key)
                if not self.is_punct("}"):
                    self.expect(",", "expected ',' or '}'")
            if not self.is_punct("}"):
                self.expect(",", "expected ',' or '}'")

    def _parse_dialect_resource(self, dialect: str, dialect_pos: int, key: str) -> None:
        if dialect != "builtin":
            raise self.error(f"unknown 'resource' key '{dialect}'", dialect_pos)
        parse_resource_blob(self, key)

    def _parse_external_resource(self, group: str, group_pos: int, key: str) -> None:
        """A bool, string or hex blob, kept as the text it prints back as."""
        if self.kind == lx.BARE and self.spelling in ("true", "false"):
            text = self.spelling
        elif self.kind == lx.STRING:
            value = unescape_string(self.spelling, self.position)
            if value.startswith("0x") and len(value) % 2 == 0 and _is_hex(value[2:]):
                text = '"0x' + value[2:].upper() + '"'
            else:
                text = escape_string(value)
        else:
            raise self.wrong_token("expected bool, string or hex blob resource value")
        self.consume()
        if group != "mlir_reproducer":
            self.context.external_resources.setdefault(group, []).append((key, text))

    def _finalize(self, block: Block) -> None:
        if self._forward_values:
            pos = min(self._forward_values.values())
            raise ParseError("use of undeclared SSA value name", pos)
        if self._deferred_locations or self._pending_locations:
            resolve_locations(
                block,
                self._deferred_locations,
                self._pending_locations,
                self.attribute_aliases,
            )


def _is_hex(digits: str) -> bool:
    return all(c in "0123456789abcdefABCDEF" for c in digits)


def _move_block_uses(old: Block, new: Block) -> None:
    """Make every branch to `old` branch to `new`."""
    for use in list(old._uses):
        use.set(new)
