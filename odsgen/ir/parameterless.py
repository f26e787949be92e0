"""Bases of dialect types and attributes without parameters or assembly format.

A generated class with no parameters (`!llvm.void`, `#llvm.di_void_result_type`)
only declares its dialect and mnemonic: `get` and `parse_body` are the same
for all of them, and nothing follows the mnemonic in their text.
"""

from __future__ import annotations

from typing import Any, Self

from .context import Context
from .dialect_types import DialectAttribute, DialectType


class _Parameterless:
    """`get` and `parse_body` of a definition without parameters."""

    __slots__ = ()

    @classmethod
    def get(cls, *, context: Context | None = None) -> Self:
        """The uniqued instance."""
        return cls.get_uniqued((), context)  # type: ignore[attr-defined]

    @classmethod
    def parse_body(cls, parser: Any) -> Self:
        """Nothing follows the mnemonic."""
        return cls.get(context=parser.context)


class ParameterlessType(_Parameterless, DialectType):
    """A dialect type without parameters (the llvm dialect's `void`,
    `ppc_fp128`, `x86_mmx`, `token`, `label` and `metadata`)."""

    __slots__ = ()


class ParameterlessAttribute(_Parameterless, DialectAttribute):
    """A dialect attribute without parameters (`#llvm.di_void_result_type`)."""

    __slots__ = ()
