"""MLIR 16's data layout interface rules (DataLayoutInterfaces.cpp) for
`#dlti.dl_spec` attributes on modules: checking a spec, and combining it
with the specs of enclosing modules.

Other dialects take part through optional hooks, MLIR's interfaces:

- a type class that accepts layout entries (DataLayoutTypeInterface) defines
  `verify_data_layout_entries(self, entries, location)`, called on one type of
  the class with all entries keyed by types of its class, and may define
  `data_layout_entries_compatible(self, old, new) -> bool` (default: True);
- a dialect that accepts identifier entries `"<dialect>.<name>"`
  (DataLayoutDialectInterface) defines `verify_data_layout_entry(entry,
  location)`, and may define `combine_data_layout_entries(old, new)`, the
  combined entry or None (default: equal entries combine).

They reject with `raise error_at(location, message)`.
"""

from __future__ import annotations

from typing import Any, Iterable

from odsgen.ir.attributes import IntegerAttr
from odsgen.ir.builtin import ModuleOp
from odsgen.ir.context import Context
from odsgen.ir.dense import DenseIntOrFPElementsAttr
from odsgen.ir.diagnostics import emit_error, error_at, with_note
from odsgen.ir.dialect_hooks import dialect_module
from odsgen.ir.dialect_types import DialectType
from odsgen.ir.location import FileLineColLoc, Location
from odsgen.ir.operation import Operation
from odsgen.ir.types import FloatType, IndexType, IntegerType, Type

# Bucket of the entries keyed by types of one class (MLIR's TypeID).
Bucket = list[Any]


def type_class_key(type_: Type) -> Any:
    """What MLIR's TypeID tells apart: each float kind has its own class."""
    if isinstance(type_, FloatType):
        return (FloatType, type_.name)
    return type(type_)


def bucket_entries(spec: Any) -> tuple[dict[Any, Bucket], dict[str, Any]]:
    """The spec's entries by type class and by identifier, in order."""
    types: dict[Any, Bucket] = {}
    ids: dict[str, Any] = {}
    for entry in spec.entries:
        if isinstance(entry.key, Type):
            types.setdefault(type_class_key(entry.key), []).append(entry)
        else:
            ids[entry.key.value] = entry
    return types, ids


def referenced_dialect(identifier: str) -> Any:
    """The dialect of the current context named before the identifier's first `.` (MLIR's
    `StringAttr::getReferencedDialect`); "builtin" stands for the builtin
    dialect, which has no data layout hooks."""
    prefix, dot, _ = identifier.partition(".")
    if not dot:
        return None
    if prefix == "builtin":
        return prefix
    return Context.current().dialects.get(prefix)


# -- checking a spec (verifyDataLayoutSpec) ----------------------------------------


def verify_spec(spec: Any, op: Operation) -> None:
    """Entries of builtin types have MLIR's shapes; other types and dialects
    check theirs. Errors are at the op's location."""
    location = op.location
    types, ids = bucket_entries(spec)
    for entries in types.values():
        _verify_type_entries(entries, location)
    for identifier, entry in ids.items():
        dialect = referenced_dialect(identifier)
        if dialect is None:
            continue
        verify = getattr(dialect, "verify_data_layout_entry", None)
        if verify is None:
            name = dialect if isinstance(dialect, str) else dialect.name
            raise error_at(
                location,
                f"the '{name}' dialect does not support identifier data layout"
                " entries",
            )
        verify(entry, location)


def _verify_type_entries(entries: Bucket, location: Location) -> None:
    sample = entries[0].key
    if isinstance(sample, IndexType):
        if not isinstance(entries[0].value, IntegerAttr):
            raise error_at(
                location,
                "expected integer attribute in the data layout entry for"
                f" '{sample.text}'",
            )
        return
    if isinstance(sample, (IntegerType, FloatType)):
        for entry in entries:
            _verify_alignments(entry, location)
        return
    if not isinstance(sample, DialectType):
        raise error_at(location, "unexpected data layout for a built-in type")
    verify = getattr(sample, "verify_data_layout_entries", None)
    if verify is None:
        raise error_at(
            location, "data layout specified for a type that does not support it"
        )
    verify(entries, location)


def dense_i32_values(value: Any) -> list[int] | None:
    """The elements of a dense elements attribute of `i32`, None otherwise."""
    if not isinstance(value, DenseIntOrFPElementsAttr):
        return None
    element = value.type.element_type
    if not isinstance(element, IntegerType) or element.width != 32:
        return None
    if element.signedness != IntegerType.SIGNLESS:
        return None
    return [v - (1 << 32) if v >= 1 << 31 else v for v in map(int, value.values)]


def _verify_alignments(entry: Any, location: Location) -> None:
    """`dense<[abi(, preferred)]> : vector<Nxi32>` for an integer or float type."""
    values = dense_i32_values(entry.value)
    if values is None:
        raise error_at(
            location,
            "expected a dense i32 elements attribute in the data layout entry"
            f" {entry.text}",
        )
    if not 1 <= len(values) <= 2:
        raise error_at(
            location, f"expected 1 or 2 elements in the data layout entry {entry.text}"
        )
    if values[-1] < values[0]:
        raise error_at(
            location,
            "preferred alignment is expected to be greater than or equal to the abi"
            f" alignment in data layout entry {entry.text}",
        )


# -- combining with enclosing specs (getCombinedDataLayout) ------------------------


def module_spec(op: Operation) -> Any:
    """The module's data layout spec: its first attribute, in name order, that
    is a `#dlti.dl_spec` (MLIR's `ModuleOp::getDataLayoutSpec`)."""
    spec_class = dialect_module("dlti", "attrs").DataLayoutSpecAttr
    for _, value in op.attributes.items:
        if isinstance(value, spec_class):
            return value
    return None


def _is_parser_wrapper(op: Operation) -> bool:
    """A root module without a spec that MLIR's verifier would not see as a
    parent: any but a module written in the text (the parser verifies
    those inside a wrapper module, at `file:0:0`, which it skips)."""
    location = op.location
    return not (isinstance(location, FileLineColLoc) and location.line > 0)


def enclosing_layouts(op: Operation) -> list[tuple[Any, Operation]]:
    """The specs (None for none) of the modules around `op`, innermost first."""
    found = []
    parent = op.parent_op
    while parent is not None:
        if isinstance(parent, ModuleOp):
            spec = module_spec(parent)
            if spec is not None or parent.parent_op is not None:
                found.append((spec, parent))
            elif not _is_parser_wrapper(parent):
                found.append((None, parent))
        parent = parent.parent_op
    return found


def combine(op: Operation, specs: Iterable[Any]) -> bool:
    """Whether the specs, outermost first, combine (MLIR's `combineWith`)."""
    types: dict[Any, Bucket] = {}
    ids: dict[str, Any] = {}
    for spec in specs:
        new_types, new_ids = bucket_entries(spec)
        for key, entries in new_types.items():
            old = types.get(key)
            if old is None:
                types[key] = entries
                continue
            compatible = getattr(entries[0].key, "data_layout_entries_compatible", None)
            if compatible is not None and not compatible(old, entries):
                return False
            _overwrite(old, entries)
        for identifier, entry in new_ids.items():
            old = ids.get(identifier)
            if old is None:
                ids[identifier] = entry
                continue
            dialect = referenced_dialect(identifier)
            combiner = getattr(dialect, "combine_data_layout_entries", None)
            combined = (
                combiner(old, entry) if combiner else (old if old == entry else None)
            )
            if combined is None:
                return False
            ids[identifier] = combined
    return True


def _overwrite(old: Bucket, new: Bucket) -> None:
    """New entries replace old ones with the same key, others are appended."""
    size = len(old)
    for entry in new:
        for index in range(size):
            if old[index].key == entry.key:
                old[index] = entry
                break
        else:
            old.append(entry)


def verify_module_layout(op: Operation) -> None:
    """MLIR's `verifyDataLayoutOp` for a module with a spec."""
    spec = module_spec(op)
    if spec is None:
        return
    verify_spec(spec, op)
    enclosing = enclosing_layouts(op)
    outer = [found for found, _ in reversed(enclosing) if found is not None]
    if combine(op, [*outer, spec]):
        return
    error = emit_error(op, "data layout does not combine with layouts of enclosing ops")
    for _, parent in enclosing:
        with_note(error, "enclosing op with data layout", parent.location)
    raise error
