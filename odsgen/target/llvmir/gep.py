"""Constant `getelementptr` as LLVM 16 folds it (ConstantFoldGetElementPtr):
all-zero indices give the base, a GEP of a GEP is merged, an array index out
of range is carried into the index before it, and a GEP of a global whose
indices are all known to stay in bounds becomes `inbounds`."""

from __future__ import annotations

from typing import Any, Callable, Sequence

from ...ir.types import VectorType
from .values import ConstInt, Constant, Special, Value


class ConstGEP(Constant):
    """`getelementptr [inbounds] (T, ptr base, indices...)`."""

    __slots__ = ("source", "source_text", "base", "indices", "inbounds")

    def __init__(
        self,
        source: Any,
        source_text: str,
        base: Constant,
        indices: list[Constant],
        inbounds: bool,
    ) -> None:
        super().__init__(base.type)
        self.source = source
        self.source_text = source_text
        self.base = base
        self.indices = indices
        self.inbounds = inbounds

    def ref(self) -> str:
        keyword = "getelementptr inbounds (" if self.inbounds else "getelementptr ("
        items = "".join(", " + index.typed() for index in self.indices)
        return f"{keyword}{self.source_text}, {self.base.typed()}{items})"


def _indexed(t: Any, index: Constant) -> Any:
    """The type that `index` selects inside aggregate `t`."""
    mnemonic = getattr(t, "MNEMONIC", None)
    if mnemonic == "struct":
        return t.body[index.value] if isinstance(index, ConstInt) else None
    if mnemonic in ("array", "vec") or isinstance(t, VectorType):
        return t.element_type
    return None


def _kind(t: Any) -> str:
    mnemonic = getattr(t, "MNEMONIC", None)
    if mnemonic in ("struct", "array"):
        return mnemonic
    if mnemonic == "vec" or isinstance(t, VectorType):
        return "vector"
    return "other"


def result_element_type(g: ConstGEP) -> Any:
    t = g.source
    for index in g.indices[1:]:
        t = _indexed(t, index)
    return t


def _widened_sum(a: ConstInt, b: ConstInt) -> ConstInt:
    """`sext` both to max(64, widths) bits, then add (as LLVM combines indices)."""
    width = max(a.bits, b.bits, 64)
    return ConstInt(width, a.signed + b.signed)


def fold_gep(
    spell: Callable[[Any], str],
    source: Any,
    base: Value,
    indices: Sequence[Value],
    inbounds: bool,
    is_global_variable: Callable[[Constant], bool],
) -> Constant | None:
    """The folded constant, or None when IRBuilder emits an instruction."""
    if not isinstance(base, Constant) or not all(
        isinstance(i, Constant) for i in indices
    ):
        return None
    indices = list(indices)  # type: ignore[assignment]
    if isinstance(base, Special) and base.word in ("poison", "undef"):
        return Special(base.type, base.word)
    if all(i.is_null for i in indices):
        return base
    if isinstance(base, ConstGEP) and spell(source) == spell(result_element_type(base)):
        first = indices[0]
        if first.is_null:
            return fold_gep(
                spell,
                base.source,
                base.base,
                base.indices + indices[1:],
                inbounds and base.inbounds,
                is_global_variable,
            )
        last = base.indices[-1]
        containing = base.source
        for index in base.indices[1:-1]:
            containing = _indexed(containing, index)
        sequential = len(base.indices) == 1 or _kind(containing) in ("array", "vector")
        if sequential and isinstance(first, ConstInt) and isinstance(last, ConstInt):
            if first.bits == last.bits:
                merged = ConstInt(first.bits, first.value + last.value)
            else:
                merged = _widened_sum(first, last)
            combined = base.indices[:-1] + [merged] + indices[1:]
            return fold_gep(
                spell,
                base.source,
                base.base,
                combined,
                inbounds and base.inbounds,
                is_global_variable,
            )
    unknown = not isinstance(indices[0], ConstInt)
    new: list[Constant | None] = [None] * len(indices)
    t, prev_kind = source, "pointer"
    for i in range(1, len(indices)):
        index = indices[i]
        kind = _kind(t)
        next_t = _indexed(t, index) if t is not None else None
        if not isinstance(index, ConstInt):
            unknown = True
        elif not isinstance(indices[i - 1], ConstInt) or kind == "struct":
            pass
        elif kind == "vector":
            unknown = True
        elif kind == "array":
            count = t.num_elements
            value = index.signed
            if value < 0:
                unknown = True
            elif not (count and value >= count):
                pass
            elif prev_kind == "struct":
                unknown = True
            else:
                new[i] = ConstInt(index.bits, value % count)
                previous = new[i - 1] or indices[i - 1]
                new[i - 1] = _widened_sum(
                    previous, ConstInt(index.bits, value // count)
                )
        prev_kind, t = kind, next_t
    if any(n is not None for n in new):
        adjusted = [n if n is not None else i for n, i in zip(new, indices)]
        return fold_gep(spell, source, base, adjusted, inbounds, is_global_variable)
    if (
        not unknown
        and not inbounds
        and is_global_variable(base)
        and _in_bounds(indices)
    ):
        inbounds = True
    return ConstGEP(source, spell(source), base, list(indices), inbounds)


def _in_bounds(indices: Sequence[Constant]) -> bool:
    """LLVM's `isInBoundsIndices`: first index 0, or 1 followed by zeros."""
    first = indices[0]
    if first.is_null:
        return True
    if not isinstance(first, ConstInt) or first.value != 1:
        return False
    return all(i.is_null for i in indices[1:])
