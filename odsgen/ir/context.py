"""The context: uniquing of types and attributes, and the registry of dialects."""

from __future__ import annotations

import _thread
import sys
from typing import Any, Callable, Mapping

from .registry import default_dialects, dependent_dialects, dialect_of, import_dialect

# The modules of the dialect classes and operation classes a context holds
# import this one, so they are not named here.
Dialect = Any
OperationClass = Any

BUILTIN = "odsgen.ir.builtin"


class Context:
    """Owns uniqued types and attributes and knows the registered dialects.

    Types and attributes are immutable and uniqued: two requests for the same
    type with equal parameters return the same object, so identity is
    equality. Uniquing is thread-safe: a racing creation keeps one winner.

    `registry` maps the names of dialects that may be loaded on first use to
    their packages (by default every generated dialect, as mlir-opt registers
    all of its own); `dialects` holds the loaded ones. The builtin dialect is
    registered in every context (module `BUILTIN`) and loaded when the
    context is made, as MLIRContext's constructor loads it.
    """

    _default: Context | None = None
    _local = _thread._local()  # `threading.local`, without `threading`

    def __init__(
        self,
        allow_unregistered_dialects: bool = False,
        registry: Mapping[str, str] | None = None,
    ) -> None:
        self.registry = {"builtin": BUILTIN}
        self.registry.update(default_dialects() if registry is None else registry)
        self._unique: dict[Any, Any] = {}
        # The uniqued types and attributes of each class, by their parameters
        # (a table a class: no key holds the class, which saves a tuple each).
        self._tables: dict[type, dict[Any, Any]] = {}
        self._lock = _thread.RLock()
        self.allow_unregistered_dialects = allow_unregistered_dialects
        self.dialects: dict[str, Dialect] = {}
        self.op_classes: dict[str, OperationClass] = {}
        # Operation name -> the `LazyClasses` that imports its class, for the
        # registered ops whose class may not be in `op_classes` yet.
        self.identified_structs: dict[str, Any] = {}
        self.external_resources: dict[str, list[tuple[str, str]]] = {}
        # Diagnostics reported without failing, in order: errors a pass emits
        # while it goes on (MLIR's emitError on an op) and the LLVM IR
        # import's warnings; tools print them with the output.
        self.reported: list[Any] = []
        self.load_dialect("builtin")

    # -- uniquing -----------------------------------------------------------

    def unique(self, key: Any, make: Callable[[], Any]) -> Any:
        """The object uniqued under `key`, created by `make()` on first use."""
        found = self._unique.get(key)
        if found is None:
            found = self._unique.setdefault(key, make())
        return found

    def table(self, cls: type) -> dict[Any, Any]:
        """The uniquing table of the types or attributes of class `cls`."""
        found = self._tables.get(cls)
        if found is None:
            found = self._tables.setdefault(cls, {})
        return found

    # -- dialects -----------------------------------------------------------

    def register_dialect(self, dialect: Dialect) -> None:
        """Make `dialect` (a Dialect or its class: a package's `DIALECT`) and
        its operations, types and attributes known here; the dialects its
        package depends on are loaded with it."""
        if isinstance(dialect, type):
            dialect = dialect()
        with self._lock:
            self.dialects[dialect.name] = dialect
            for op_class in dialect.operations:
                self.op_classes[op_class.OPERATION_NAME] = op_class
        package = sys.modules.get(type(dialect).__module__)
        if package is not None:
            for name in dependent_dialects(package):
                self.load_dialect(name)

    def get_dialect(self, name: str) -> Dialect | None:
        """The loaded dialect called `name`, if any."""
        return self.dialects.get(name)

    def load_dialect(self, name: str) -> Dialect | None:
        """The dialect called `name`, loaded now if it is registered but not
        loaded yet (MLIR's getOrLoadDialect); None if it is unknown."""
        found = self.dialects.get(name)
        if found is None and name in self.registry:
            self.register_dialect(dialect_of(import_dialect(self.registry[name])))
            found = self.dialects.get(name)
        return found

    def available_dialects(self) -> list[str]:
        """The names of the loaded and the registered dialects, sorted."""
        return sorted(set(self.dialects) | set(self.registry))

    def get_op_class(self, name: str) -> OperationClass | None:
        """The class of the operation called `name`, if its dialect is known
        (a registered dialect is loaded now, as `load_dialect` does, and a
        lazy op class imported)."""
        op_class = self.op_classes.get(name)
        if op_class is None:
            dialect = self.load_dialect(name.partition(".")[0])
            if dialect is not None:
                op_class = self.op_classes.get(name)
                lazy = dialect.lazy_operations
                if op_class is None and lazy is not None and name in lazy:
                    op_class = self.op_classes[name] = lazy.operation_class(name)
        return op_class

    # -- the current context --------------------------------------------------

    def __enter__(self) -> Context:
        stack = self._local.__dict__.setdefault("stack", [])
        stack.append(self)
        return self

    def __exit__(self, *exc: object) -> None:
        self._local.stack.pop()

    @classmethod
    def snapshot(cls) -> list[Context]:
        """The contexts entered (`with`) in this thread, outermost first: what
        another thread `adopt`s to see the same current context."""
        return list(cls._local.__dict__.get("stack", ()))

    @classmethod
    def adopt(cls, contexts: list[Context]) -> None:
        """Make `contexts` (a `snapshot` of another thread's) this thread's
        entered contexts."""
        cls._local.stack = contexts

    @classmethod
    def current(cls) -> Context:
        """The innermost context entered with `with`, else a process-wide one."""
        stack = cls._local.__dict__.get("stack")
        if stack:
            return stack[-1]
        if cls._default is None:
            cls._default = Context()
        return cls._default
