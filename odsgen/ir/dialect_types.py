"""Base classes of dialect-defined types and attributes (`!dialect.mnemonic<...>`).

Generated type and attribute classes derive from these. Parameters are the
instance's slots, in `PARAMETERS` order; instances are uniqued in the
context by class and parameter values, like builtin ones. The text is
`!dialect.mnemonic` (or `#...`) followed by what `print_body` writes;
parsing goes through the dialect, which dispatches on the mnemonic to the
class's `parse_body`.
"""

from __future__ import annotations

from typing import Any, ClassVar

from .attributes import Attribute
from .context import Context
from .types import Type, _unique


class _DialectDefined:
    """What dialect types and attributes share."""

    __slots__ = ()

    DIALECT: ClassVar[str] = ""
    MNEMONIC: ClassVar[str] = ""
    PARAMETERS: ClassVar[tuple[str, ...]] = ()
    PREFIX: ClassVar[str] = ""

    @classmethod
    def _build(cls, *params: Any) -> Any:
        self = cls.__new__(cls)
        self._text = None
        for name, value in zip(cls.PARAMETERS, params):
            object.__setattr__(self, name, value)
        return self

    @classmethod
    def get_uniqued(
        cls, params: tuple[Any, ...], context: Context | None = None
    ) -> Any:
        """The instance with these parameter values (after `verify_parameters`)."""
        cls.verify_parameters(*params)
        return _unique(cls, params, context)

    @classmethod
    def get_unverified(
        cls, params: tuple[Any, ...], context: Context | None = None
    ) -> Any:
        """The instance with these parameter values, unchecked: MLIR's `get`
        in a release build (it only asserts validity), for parsers whose MLIR
        counterpart builds a value without checking it."""
        return _unique(cls, params, context)

    @classmethod
    def verify_parameters(cls, *params: Any) -> None:
        """Check parameter values (generated classes with a verifier override this)."""

    @property
    def parameters(self) -> tuple[Any, ...]:
        return tuple(getattr(self, name) for name in self.PARAMETERS)

    def print(self, out: Any) -> None:
        """`!dialect.mnemonic<...>`, or `!dialect<mnemonic ...>` when the text is not
        simple enough for the pretty form (MLIR's `printDialectSymbol`)."""
        parts = out.parts
        start = len(parts)
        out.write(self.MNEMONIC)
        self.print_body(out)
        text = "".join(parts[start:])
        del parts[start:]
        if _is_pretty(text):
            out.write(f"{self.PREFIX}{self.DIALECT}.{text}")
        else:
            out.write(f"{self.PREFIX}{self.DIALECT}<{text}>")

    def print_body(self, out: Any) -> None:
        """Write what follows the mnemonic (nothing for parameterless definitions)."""

    def walk_subelements(self) -> tuple[Any, ...]:
        """The types and attributes among the parameters (and inside tuple parameters)."""
        found: list[Any] = []
        for param in self.parameters:
            items = param if isinstance(param, tuple) else (param,)
            found.extend(p for p in items if isinstance(p, (Type, Attribute)))
        return tuple(found)


def _is_pretty(text: str) -> bool:
    """An identifier, then nothing or `<...>` (MLIR's pretty dialect symbol form)."""
    if not text or not text[0].isalpha():
        return False
    index = 0
    while index < len(text) and (text[index].isalnum() or text[index] in "._"):
        index += 1
    rest = text[index:]
    return not rest or (rest[0] == "<" and rest[-1] == ">")


class DialectType(_DialectDefined, Type):
    """A type defined by a dialect's records."""

    __slots__ = ()

    PREFIX = "!"


class DialectAttribute(_DialectDefined, Attribute):
    """An attribute defined by a dialect's records."""

    __slots__ = ()

    PREFIX = "#"
