"""Classes imported on first use: a dialect's rarely used ops (the LLVM
intrinsics, a module each) and enums (the DWARF ones) cost nothing until
an input or a program names them. A table is looked up by class name (a
module's `__getattr__`) or, for op classes, by operation name (a context's
`get_op_class`)."""

from __future__ import annotations

from importlib import import_module
from typing import Any, Callable, Iterable, Mapping


class LazyClasses:
    """Class name -> the module defining it, and operation name -> class name."""

    __slots__ = ("_modules", "_operations")

    def __init__(
        self, modules: Mapping[str, str], operations: Mapping[str, str] | None = None
    ) -> None:
        """`modules`: class name -> absolute module name; `operations`:
        operation name -> class name, for op classes."""
        self._modules = dict(modules)
        self._operations = dict(operations or {})

    @classmethod
    def of_classes(cls, package: str, modules: Mapping[str, str]) -> LazyClasses:
        """Classes by name -> their module, named relative to `package`."""
        return cls({name: f"{package}.{module}" for name, module in modules.items()})

    @classmethod
    def of_operations(
        cls, package: str, operations: Mapping[str, tuple[str, str]]
    ) -> LazyClasses:
        """Op classes: operation name -> (module relative to `package`, class name)."""
        return cls(
            {name: f"{package}.{module}" for module, name in operations.values()},
            {op: name for op, (_, name) in operations.items()},
        )

    def __or__(self, other: LazyClasses) -> LazyClasses:
        return LazyClasses(
            {**self._modules, **other._modules},
            {**self._operations, **other._operations},
        )

    def operation_names(self) -> Iterable[str]:
        """The names of the operations, in record order."""
        return self._operations.keys()

    def class_names(self) -> Iterable[str]:
        """The names of the classes, in record order."""
        return self._modules.keys()

    def operation_class(self, name: str) -> Any:
        """The class of the operation `name` (KeyError if it is not one of these)."""
        class_name = self._operations[name]
        return getattr(import_module(self._modules[class_name]), class_name)

    def __contains__(self, name: object) -> bool:
        """Whether `name` is one of these operations."""
        return name in self._operations

    def module_getattr(self, owner: str) -> Callable[[str], Any]:
        """A `__getattr__` for the module `owner` that exports these classes."""

        modules = self._modules

        def __getattr__(name: str) -> Any:
            module = modules.get(name)
            if module is None:
                raise AttributeError(f"module {owner!r} has no attribute {name!r}")
            return getattr(import_module(module), name)

        return __getattr__
