"""The hand-written part of a dialect, registered explicitly.

A dialect's hooks package (`odsgen/hooks/<dialect>/`, named by the dialect
record's `hooks:`) makes one `DialectHooks` and registers each piece of
hand-written behaviour with it, naming what the piece serves:

    hooks = DialectHooks("llvm")

    @hooks.mixin("AllocaOp")           # a base class of the generated AllocaOp
    class AllocaOpBehaviour: ...

    @hooks.parser("GEPIndices")        # custom<GEPIndices> in a format
    def parse_gep_indices(parser, ...): ...

    @hooks.export                      # named by the records
    def is_compatible_type(value): ...

The generated package imports the hooks package and reaches each piece as
an attribute of the registry (`hooks.AllocaOpHooks`, `hooks.parse_GEPIndices`,
`hooks.is_compatible_type`); the generator reads the same registry to know
what exists. Dependencies go one way: the hooks never import the generated
package; where they need its classes they ask for the loaded package
(`hooks.package`) when they run.

A hooks package may leave modules that only some ops use unimported
(`defer`): the op modules that need them import them for their mixins, and
asking the registry for a piece not registered yet, or for its tables,
imports every deferred module first, so nothing is missed.
"""

from __future__ import annotations

import importlib
import sys
from functools import cache, cached_property
from types import ModuleType
from typing import Any, Callable, TypeVar

from .registry import PACKAGE

T = TypeVar("T")


class DialectHooks:
    """The registry of one dialect's hand-written behaviour.

    `mixins` maps the record a class serves to the class; `functions` maps
    the name generated code uses to the function (or exported class). Both
    are also attributes of the registry, under the names generated code uses.
    """

    def __init__(self, dialect: str, dependent_dialects: tuple[str, ...] = ()) -> None:
        self.dialect = dialect
        # The dialects loaded with this one (read by `registry.dependent_dialects`).
        self.DEPENDENT_DIALECTS = dependent_dialects
        self._mixins: dict[str, type] = {}
        self._functions: dict[str, Callable[..., Any]] = {}
        # The modules registering more pieces, not imported yet (`defer`).
        self._deferred: tuple[str, ...] = ()

    @property
    def mixins(self) -> dict[str, type]:
        """Every registered mixin, by the record it serves (deferred modules
        imported first)."""
        self._import_deferred()
        return self._mixins

    @property
    def functions(self) -> dict[str, Callable[..., Any]]:
        """Every registered function, by the name generated code uses
        (deferred modules imported first)."""
        self._import_deferred()
        return self._functions

    def defer(self, modules: tuple[str, ...]) -> None:
        """Leave `modules` (absolute names) unimported until a piece not
        registered yet, or a table of the registry, is asked for."""
        self._deferred += modules
        self._drop_imported()

    def _drop_imported(self) -> None:
        """Forget the deferred modules imported meanwhile (by an op module,
        for its mixin). The registry looks a missing piece up in them only
        while some are left: a class's `__getattr__` makes every attribute
        lookup on its instances some three times slower, and generated code
        reads the registry's pieces in its verifiers and printers."""
        self._deferred = tuple(m for m in self._deferred if m not in sys.modules)
        self.__class__ = _DeferringHooks if self._deferred else DialectHooks

    def _import_deferred(self) -> None:
        """Import the deferred modules. One whose import fails stays
        deferred, with those after it: its error is raised here, and again
        at the next look-up, not hidden behind a missing attribute."""
        pending = self._deferred
        for index, module in enumerate(pending):
            try:
                importlib.import_module(module)
            except BaseException:
                self._deferred = pending[index:]
                self.__class__ = _DeferringHooks
                raise
        self._deferred = ()
        self.__class__ = DialectHooks

    def mixin(self, record: str) -> Callable[[type[T]], type[T]]:
        """Register a class as a base of the generated class of `record`
        (an op, type, attribute, or the dialect: `<Name>Dialect`)."""

        def register(cls: type[T]) -> type[T]:
            self._add(self._mixins, record, cls)
            setattr(self, f"{record}Hooks", cls)
            return cls

        return register

    def parser(self, directive: str) -> Callable[[T], T]:
        """Register the parser of `custom<directive>` (or of a parameter)."""
        return self._named(f"parse_{directive}")

    def printer(self, directive: str) -> Callable[[T], T]:
        """Register the printer of `custom<directive>` (or of a parameter)."""
        return self._named(f"print_{directive}")

    def export(self, value: T) -> T:
        """Register a function or class that records name as it is called
        (predicates, builders, folders, native calls of patterns, base
        classes of parameters)."""
        return self._named(value.__name__)(value)  # type: ignore[attr-defined]

    def _named(self, name: str) -> Callable[[T], T]:
        def register(function: T) -> T:
            self._add(self._functions, name, function)
            setattr(self, name, function)
            return function

        return register

    def _add(self, table: dict[str, Any], name: str, value: Any) -> None:
        if name in table:
            raise ValueError(f"{self.dialect} hooks: '{name}' is registered twice")
        table[name] = value
        if self._deferred:  # a deferred module registering: imported now
            self._drop_imported()

    # -- the generated package, for the hooks that need its classes -----------

    @cached_property
    def package(self) -> ModuleType:
        """The generated package of this dialect (its classes at top level)."""
        return dialect_package(self.dialect)

    def module(self, name: str) -> ModuleType:
        """A module of the generated package (`ops`, `enums`, `patterns`, ...)."""
        return dialect_module(self.dialect, name)


class _DeferringHooks(DialectHooks):
    """A registry with deferred modules left (`DialectHooks.defer`)."""

    def __getattr__(self, name: str) -> Any:
        """A piece registered by a deferred module (importing them all)."""
        if name.startswith("__") or not self.__dict__.get("_deferred"):
            raise AttributeError(
                f"{DialectHooks.__name__!r} object has no attribute {name!r}"
            )
        self._import_deferred()
        return getattr(self, name)


@cache
def dialect_package(name: str) -> ModuleType:
    """The generated package of dialect `name` (hooks of one dialect reach
    another's classes through it)."""
    return importlib.import_module(f"{PACKAGE}.{name}")


@cache
def dialect_module(name: str, module: str) -> ModuleType:
    """A module of the generated package of dialect `name`."""
    return importlib.import_module(f"{PACKAGE}.{name}.{module}")
