"""Operation traits the runtime itself relies on.

Traits are classes used as markers in an operation class's `TRAITS` set; the
verifier and the parser consult them. Generated dialects add their own.
"""

from __future__ import annotations


class Trait:
    """Base class of operation traits."""


class IsTerminator(Trait):
    """The operation ends its block (it may have successors)."""


class NoTerminator(Trait):
    """The operation's single-block regions need no terminator."""


class IsolatedFromAbove(Trait):
    """The operation's regions cannot use values defined outside them."""


class SymbolTable(Trait):
    """The operation's region defines a symbol table (unique `sym_name`s)."""


class Symbol(Trait):
    """The operation defines a symbol named by its `sym_name` attribute."""


class GraphRegions(Trait):
    """The operation's regions are graph regions (no dominance required)."""


class SingleBlock(Trait):
    """Each region of the operation has at most one block."""


class ZeroOperands(Trait):
    """The operation has no operands."""


class AffineScope(Trait):
    """The operation starts a new affine scope."""


class Commutative(Trait):
    """The operation's operands can be reordered freely."""


class ConstantLike(Trait):
    """The operation materializes a constant (it folds to an attribute)."""


class ReturnLike(Trait):
    """The operation returns control to its parent, forwarding its operands."""


class NoMemoryEffect(Trait):
    """The operation has no side effects (ODS `Pure` / `NoMemoryEffect`)."""


class AlwaysSpeculatable(Trait):
    """The operation may run where it would not have (ODS `Pure` /
    `AlwaysSpeculatable`)."""


class RecursivelySpeculatable(Trait):
    """The operation may run where it would not have if the operations in its
    regions may (ODS `RecursivelySpeculatable`)."""
