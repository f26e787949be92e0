"""Op classes imported on first use: each in its own module of a package,
looked up by class name (a module's `__getattr__`) or by operation name (a
context's `get_op_class`). A dialect's rarely used ops (the LLVM
intrinsics) cost nothing until an input names them."""

from __future__ import annotations

from importlib import import_module
from typing import Any, Callable, Iterable, Mapping


class LazyClasses:
    """Operation name -> (module, class name) of op classes imported on first use."""

    __slots__ = ("_operations", "_modules")

    def __init__(self, operations: Mapping[str, tuple[str, str]]) -> None:
        """`operations`: operation name -> (absolute module name, class name)."""
        self._operations = dict(operations)
        self._modules = {name: module for module, name in self._operations.values()}

    @classmethod
    def in_package(
        cls, package: str, operations: Mapping[str, tuple[str, str]]
    ) -> LazyClasses:
        """The classes of `operations`, whose modules are named relative to `package`."""
        return cls(
            {
                name: (f"{package}.{module}", class_name)
                for name, (module, class_name) in operations.items()
            }
        )

    def __or__(self, other: LazyClasses) -> LazyClasses:
        return LazyClasses({**self._operations, **other._operations})

    def operation_names(self) -> Iterable[str]:
        """The names of the operations, in record order."""
        return self._operations.keys()

    def class_names(self) -> Iterable[str]:
        """The names of the classes, in record order."""
        return self._modules.keys()

    def operation_class(self, name: str) -> Any:
        """The class of the operation `name` (KeyError if it is not one of these)."""
        module, class_name = self._operations[name]
        return getattr(import_module(module), class_name)

    def class_named(self, name: str, owner: str) -> Any:
        """The class `name`, for `getattr(owner, name)`: AttributeError if
        it is not one of these."""
        module = self._modules.get(name)
        if module is None:
            raise AttributeError(f"module {owner!r} has no attribute {name!r}")
        return getattr(import_module(module), name)

    def module_getattr(self, owner: str) -> Callable[[str], Any]:
        """A `__getattr__` for the module `owner` that exports these classes."""

        def __getattr__(name: str) -> Any:
            return self.class_named(name, owner)

        return __getattr__
