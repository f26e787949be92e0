"""The context: uniquing of types and attributes, and the registry of dialects."""

from __future__ import annotations

import threading
from typing import TYPE_CHECKING, Any, Callable

if TYPE_CHECKING:
    from .dialect import Dialect
    from .operation import Operation


class Context:
    """Owns uniqued types and attributes and knows the registered dialects.

    Types and attributes are immutable and uniqued: two requests for the same
    type with equal parameters return the same object, so identity is
    equality. Uniquing is thread-safe: a racing creation keeps one winner.
    """

    _default: Context | None = None
    _local = threading.local()

    def __init__(self, allow_unregistered_dialects: bool = False) -> None:
        self._unique: dict[Any, Any] = {}
        self._lock = threading.RLock()
        self.allow_unregistered_dialects = allow_unregistered_dialects
        self.dialects: dict[str, Dialect] = {}
        self.op_classes: dict[str, type[Operation]] = {}
        self.identified_structs: dict[str, Any] = {}
        self.external_resources: dict[str, list[tuple[str, str]]] = {}
        from .builtin import BuiltinDialect

        self.register_dialect(BuiltinDialect())

    # -- uniquing -----------------------------------------------------------

    def unique(self, key: Any, make: Callable[[], Any]) -> Any:
        """The object uniqued under `key`, created by `make()` on first use."""
        found = self._unique.get(key)
        if found is None:
            found = self._unique.setdefault(key, make())
        return found

    # -- dialects -----------------------------------------------------------

    def register_dialect(self, dialect: Dialect) -> None:
        """Make `dialect`'s operations, types and attributes known here."""
        with self._lock:
            self.dialects[dialect.name] = dialect
            for op_class in dialect.operations:
                self.op_classes[op_class.OPERATION_NAME] = op_class

    def get_dialect(self, name: str) -> Dialect | None:
        """The registered dialect called `name`, if any."""
        return self.dialects.get(name)

    def get_op_class(self, name: str) -> type[Operation] | None:
        """The registered class of the operation called `name`, if any."""
        return self.op_classes.get(name)

    # -- the current context --------------------------------------------------

    def __enter__(self) -> Context:
        stack = self._local.__dict__.setdefault("stack", [])
        stack.append(self)
        return self

    def __exit__(self, *exc: object) -> None:
        self._local.stack.pop()

    @classmethod
    def current(cls) -> Context:
        """The innermost context entered with `with`, else a process-wide one."""
        stack = cls._local.__dict__.get("stack")
        if stack:
            return stack[-1]
        if cls._default is None:
            cls._default = Context()
        return cls._default
