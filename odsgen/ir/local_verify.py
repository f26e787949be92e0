"""Verifiers that look only at their own operation.

A generated op class sets `VERIFY_LOCAL` when its `verify` reads nothing but
the op's operand and result types, its attributes and its counts (no
regions, successors' blocks, parent or neighbours). Such an op passes or
fails the same way as any other op of its class with the same types,
attribute dictionary and successor count, so the verifier checks each such
combination once per run; for an op with successors, the argument types of
their blocks (which the forwarded operands must match) join the key. A
terminator's class also sets `VERIFY_ENDS_BLOCK`: the one thing its
`verify` reads besides the op, whether the op is last in its block, is
checked for every op.

A hand-written `verify_hook` counts as local only when marked with
`local_verifier`, which may name attributes in whose presence the hook
looks elsewhere (`VERIFY_LOCAL_UNLESS`); the generator reads the mark.

Hand-written refinements of the key: a hooks class may name, in
`VERIFY_LITERALS`, attributes whose integer, float or elements literals its
`verify` reads only through their class and type (a constant: ops differing
in the value share one check), and of those, in `VERIFY_STRING_SIZES`, the
ones whose strings it reads only through their size in bytes
(`string_size`) and type; in `VERIFY_SYMBOL_REFS`, attributes whose flat
symbol references it reads only through their class (a call: its callee is
checked by `verify_symbol_uses`); or give a `verify_key` method returning
everything its `verify` reads but whether the op ends its block
(`llvm.return`: its key and its function's type), checked once per key
like a local one.
"""

from __future__ import annotations

from typing import Any, Callable, TypeVar

# The attribute `local_verifier` sets on the function it marks: the names
# of the attributes that make it look elsewhere.
MARK = "odsgen_local_unless"
# The decorator's name, as the generator looks for it in a hooks file's source.
DECORATOR = "local_verifier"

F = TypeVar("F", bound=Callable[..., Any])


def local_verifier(*unless: str) -> Callable[[F], F]:
    """Mark a `verify_hook` that reads only its op's operand and result
    types, attributes and counts, except on ops that have one of the
    attributes `unless`."""

    def mark(function: F) -> F:
        setattr(function, MARK, tuple(unless))
        return function

    return mark


def local_unless(function: Any) -> tuple[str, ...] | None:
    """The attributes named by `function`'s `local_verifier` mark; None if
    it is not marked."""
    return getattr(function, MARK, None)


def string_size(text: str) -> int:
    """The size in bytes of a string attribute's `text` as LLVM holds it:
    UTF-8, the bytes that are not UTF-8 kept as they were read."""
    return len(text.encode("utf-8", "surrogateescape"))
