"""The conversion target: which operations are legal after a conversion.

As MLIR 16's `ConversionTarget`: an operation is legal, illegal or dynamically
legal (a callback decides per operation), by its name first, then by its
dialect, then by the callback for unknown operations; operations the target
says nothing about have no legality and are converted where a pattern can.
A legal operation may also be recursively legal: nothing nested in it is
converted.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Any, Callable, Iterable, Union

from ..ir.operation import Operation

# A dynamic legality callback: True (legal), False (illegal) or None (no
# opinion: the next older callback, else the action, decides).
LegalityCallback = Callable[[Operation], Union[bool, None]]
OpName = Union[str, type]


class LegalizationAction(Enum):
    """How the target treats an operation (MLIR's LegalizationAction)."""

    LEGAL = "legal"
    DYNAMIC = "dynamic"
    ILLEGAL = "illegal"


@dataclass
class LegalizationInfo:
    """The action for an op name or dialect, its callback, and whether a legal
    op is recursively legal."""

    action: LegalizationAction
    recursively_legal: bool = False
    callback: LegalityCallback | None = None


@dataclass(frozen=True)
class LegalOpDetails:
    """What `is_legal` tells about a legal operation."""

    recursively_legal: bool = False


def always_legal(op: Operation) -> bool:
    """The dynamic legality callback that accepts every op (MLIR's
    `[](Operation *) { return true; }`): the target then answers by name
    alone, once per name."""
    return True


def op_name(name: OpName) -> str:
    """The operation name of an op class or a name."""
    return name if isinstance(name, str) else name.OPERATION_NAME  # type: ignore[attr-defined]


def _chain(old: LegalityCallback | None, new: LegalityCallback) -> LegalityCallback:
    """`new`, falling back to `old` where `new` has no opinion."""
    if old is None:
        return new

    def chained(op: Operation) -> bool | None:
        result = new(op)
        return result if result is not None else old(op)

    return chained


class ConversionTarget:
    """Legality of operations, by name, by dialect, and for unknown ops."""

    def __init__(self) -> None:
        self._ops: dict[str, LegalizationInfo] = {}
        self._recursive_callbacks: dict[str, LegalityCallback] = {}
        self._dialects: dict[str, LegalizationAction] = {}
        self._dialect_callbacks: dict[str, LegalityCallback] = {}
        self._unknown_callback: LegalityCallback | None = None
        self._info: dict[str, LegalizationInfo | None] = {}
        # Per op name: the answer of `is_legal` when the name alone decides
        # it, else _DYNAMIC (a callback decides per op). An op whose name maps
        # to LEGAL here is legal, and nothing nested in it is left out.
        self.static_legality: dict[str, Any] = {}
        # Per op name: the answer of `is_illegal` when the name alone decides it.
        self._static_illegal: dict[str, bool] = {}

    def _forget(self) -> None:
        """Drop the answers cached per name (the declarations changed)."""
        self._info.clear()
        self.static_legality.clear()
        self._static_illegal.clear()

    # -- declaring legality ------------------------------------------------------

    def set_op_action(self, name: OpName, action: LegalizationAction) -> None:
        self._forget()
        info = self._ops.get(op_name(name))
        if info is None:
            self._ops[op_name(name)] = LegalizationInfo(action)
        else:
            info.action = action

    def add_legal_op(self, *names: OpName) -> None:
        for name in names:
            self.set_op_action(name, LegalizationAction.LEGAL)

    def add_illegal_op(self, *names: OpName) -> None:
        for name in names:
            self.set_op_action(name, LegalizationAction.ILLEGAL)

    def add_dynamically_legal_op(
        self, names: OpName | Iterable[OpName], callback: LegalityCallback | None = None
    ) -> None:
        """Ops whose legality `callback` decides (without one: illegal until a
        callback is added)."""
        self._forget()
        for name in _names(names):
            self.set_op_action(name, LegalizationAction.DYNAMIC)
            if callback is not None:
                info = self._ops[op_name(name)]
                info.callback = _chain(info.callback, callback)

    def mark_op_recursively_legal(
        self, names: OpName | Iterable[OpName], callback: LegalityCallback | None = None
    ) -> None:
        """Legal (or dynamically legal) ops whose regions are not converted;
        `callback` may say, per op, that it is not recursively legal."""
        self._forget()
        for name in _names(names):
            key = op_name(name)
            info = self._ops.get(key)
            assert (
                info is not None and info.action != LegalizationAction.ILLEGAL
            ), "expected operation to already be marked as legal"
            info.recursively_legal = True
            if callback is not None:
                self._recursive_callbacks[key] = _chain(
                    self._recursive_callbacks.get(key), callback
                )
            else:
                self._recursive_callbacks.pop(key, None)

    def add_legal_dialect(self, *names: str) -> None:
        self._forget()
        for name in names:
            self._dialects[name] = LegalizationAction.LEGAL

    def add_illegal_dialect(self, *names: str) -> None:
        self._forget()
        for name in names:
            self._dialects[name] = LegalizationAction.ILLEGAL

    def add_dynamically_legal_dialect(
        self, names: str | Iterable[str], callback: LegalityCallback | None = None
    ) -> None:
        self._forget()
        for name in [names] if isinstance(names, str) else names:
            self._dialects[name] = LegalizationAction.DYNAMIC
            if callback is not None:
                self._dialect_callbacks[name] = _chain(
                    self._dialect_callbacks.get(name), callback
                )

    def mark_unknown_op_dynamically_legal(self, callback: LegalityCallback) -> None:
        """Ops the target says nothing else about are legal where `callback` says so."""
        self._forget()
        self._unknown_callback = _chain(self._unknown_callback, callback)

    # -- queries ---------------------------------------------------------------

    def op_info(self, name: str) -> LegalizationInfo | None:
        """What the target says about ops called `name`: the op's entry, its
        dialect's, the unknown-op callback's, or None."""
        if name in self._info:
            return self._info[name]
        info = self._info[name] = self._find_info(name)
        return info

    def _find_info(self, name: str) -> LegalizationInfo | None:
        info = self._ops.get(name)
        if info is not None:
            return info
        dialect = name.partition(".")[0]
        action = self._dialects.get(dialect)
        if action is not None:
            return LegalizationInfo(action, False, self._dialect_callbacks.get(dialect))
        if self._unknown_callback is not None:
            return LegalizationInfo(
                LegalizationAction.DYNAMIC, False, self._unknown_callback
            )
        return None

    def get_op_action(self, name: OpName) -> LegalizationAction | None:
        info = self.op_info(op_name(name))
        return info.action if info is not None else None

    def is_legal(self, op: Operation) -> LegalOpDetails | None:
        """Details if `op` is legal, else None (illegal or unknown)."""
        found = self.static_legality.get(op.name, _UNKNOWN)
        if found is _UNKNOWN:
            found = self.legality_by_name(op.name)
        if found is not _DYNAMIC:
            return found  # type: ignore[no-any-return]
        return self._dynamic_legality(op, self.op_info(op.name))  # type: ignore[arg-type]

    def legality_by_name(self, name: str) -> Any:
        """What `is_legal` answers for every op called `name` (details, or
        None), or a private marker where a callback decides per op (no
        callback is called)."""
        found = self.static_legality.get(name, _UNKNOWN)
        if found is not _UNKNOWN:
            return found
        info = self.op_info(name)
        if info is None:
            self.static_legality[name] = None
            return None
        dynamic = (
            info.action == LegalizationAction.DYNAMIC and info.callback is not None
        )
        always = dynamic and info.callback is always_legal
        if (not dynamic or always) and not (
            info.recursively_legal and name in self._recursive_callbacks
        ):
            # The answer depends on the name alone: kept for the next op.
            legal = always or info.action == LegalizationAction.LEGAL
            static = None
            if legal:
                static = _RECURSIVE if info.recursively_legal else _NOT_RECURSIVE
            self.static_legality[name] = static
            return static
        self.static_legality[name] = _DYNAMIC
        return _DYNAMIC

    def _dynamic_legality(
        self, op: Operation, info: LegalizationInfo
    ) -> LegalOpDetails | None:
        legal = info.action == LegalizationAction.LEGAL
        if info.action == LegalizationAction.DYNAMIC and info.callback is not None:
            result = info.callback(op)
            if result is not None:
                legal = result
        if not legal:
            return None
        if not info.recursively_legal:
            return _NOT_RECURSIVE
        callback = self._recursive_callbacks.get(op.name)
        if callback is None:
            return _RECURSIVE
        result = callback(op)
        return _NOT_RECURSIVE if result is False else _RECURSIVE

    @property
    def has_recursive_legality(self) -> bool:
        """True if some op may be recursively legal (its insides left alone)."""
        return any(info.recursively_legal for info in self._ops.values())

    def is_illegal(self, op: Operation) -> bool:
        """True if `op` is explicitly illegal (statically, or by its callback)."""
        found = self._static_illegal.get(op.name)
        if found is not None:
            return found
        info = self.op_info(op.name)
        if info is None:
            self._static_illegal[op.name] = False
            return False
        if info.action == LegalizationAction.DYNAMIC:
            result = info.callback(op) if info.callback is not None else None
            return result is False
        illegal = self._static_illegal[op.name] = (
            info.action == LegalizationAction.ILLEGAL
        )
        return illegal


_RECURSIVE = LegalOpDetails(True)
_NOT_RECURSIVE = LegalOpDetails(False)
LEGAL = _NOT_RECURSIVE
"""What `static_legality` and `is_legal` answer for a legal op whose
insides are converted too."""
_DYNAMIC = object()
_UNKNOWN = object()


def _names(names: Any) -> list[OpName]:
    return [names] if isinstance(names, (str, type)) else list(names)
