"""MLIR 16 affine expressions, affine maps and integer sets.

Expressions are immutable and uniqued, like MLIR's context-owned storage:
building the same expression twice yields the same object, so equality is an
identity test and hashing is O(1) whatever the depth.  The operators simplify
exactly as `mlir/lib/IR/AffineExpr.cpp` of MLIR 16 does (constant folding on
64-bit wrapping integers, canonical operand order, `simplifyAdd`,
`simplifyMul`, `simplifyFloorDiv`, `simplifyCeilDiv`, `simplifyMod`).

`str()` renders expressions, maps and sets byte for byte as MLIR 16's
AsmPrinter, and `parse_affine_map` / `parse_integer_set` implement MLIR 16's
AffineParser (including its lexer and diagnostics) without Python recursion,
so neither depends on the nesting depth of the input.
"""

from __future__ import annotations

import math
import re
import threading
import weakref
from dataclasses import dataclass
from typing import Callable, NamedTuple

from odsgen.asm.errors import ParseError

_INT64_MIN = -(1 << 63)
_INT64_MAX = (1 << 63) - 1
_UINT64_MASK = (1 << 64) - 1


def _wrap(value: int) -> int:
    """Reduce `value` to int64 two's complement, as C++ `int64_t` arithmetic does."""
    return ((value - _INT64_MIN) & _UINT64_MASK) + _INT64_MIN


# ---------------------------------------------------------------------------
# Expressions
# ---------------------------------------------------------------------------

_UNIQUED: weakref.WeakValueDictionary[tuple, AffineExpr] = weakref.WeakValueDictionary()
_UNIQUED_LOCK = threading.Lock()


class AffineExpr:
    """An immutable, uniqued affine expression.

    Build expressions with `dim`, `symbol`, `constant` and the operators
    `+`, `-`, `*`, `%`, unary `-`, `floor_div` and `ceil_div`; integer
    operands are accepted wherever MLIR accepts an `int64_t`.
    """

    __slots__ = (
        "_hash",
        "_symbolic",
        "_divisor",
        "_dim_bound",
        "_symbol_bound",
        "__weakref__",
    )

    def __new__(cls, *args: object, **kwargs: object) -> AffineExpr:
        """Refuse direct instantiation: expressions must stay uniqued."""
        raise TypeError(
            f"{cls.__name__} is built with dim(), symbol(), constant() and operators"
        )

    def __setattr__(self, name: str, value: object) -> None:
        """Reject mutation."""
        raise AttributeError(f"{type(self).__name__} is immutable")

    def __delattr__(self, name: str) -> None:
        """Reject mutation."""
        raise AttributeError(f"{type(self).__name__} is immutable")

    def __eq__(self, other: object) -> bool:
        """Structural equality, which uniquing reduces to identity."""
        return self is other

    def __hash__(self) -> int:
        """Structural hash, computed once at construction."""
        return self._hash

    def __copy__(self) -> AffineExpr:
        """Expressions are immutable and uniqued: a copy is the expression itself."""
        return self

    def __deepcopy__(self, memo: dict) -> AffineExpr:
        """Expressions are immutable and uniqued: a copy is the expression itself."""
        return self

    def __str__(self) -> str:
        """Render the expression as MLIR 16 prints it."""
        return _print_expr(self)

    def __repr__(self) -> str:
        """Show the class and the printed form."""
        return f"<{type(self).__name__} {self}>"

    @property
    def is_symbolic_or_constant(self) -> bool:
        """Whether the expression involves no dimension (MLIR's isSymbolicOrConstant)."""
        return self._symbolic

    @property
    def largest_known_divisor(self) -> int:
        """MLIR's getLargestKnownDivisor, with its int64/uint64 arithmetic."""
        return self._divisor

    @property
    def dim_bound(self) -> int:
        """One more than the largest dimension position used (0 if none)."""
        return self._dim_bound

    @property
    def symbol_bound(self) -> int:
        """One more than the largest symbol position used (0 if none)."""
        return self._symbol_bound

    def __add__(self, other: AffineExpr | int) -> AffineExpr:
        """`self + other`, simplified."""
        return _add(self, _as_expr(other))

    def __radd__(self, other: int) -> AffineExpr:
        """`other + self`, which MLIR evaluates as `self + other`."""
        return _add(self, _as_expr(other))

    def __mul__(self, other: AffineExpr | int) -> AffineExpr:
        """`self * other`, simplified."""
        return _mul(self, _as_expr(other))

    def __rmul__(self, other: int) -> AffineExpr:
        """`other * self`, which MLIR evaluates as `self * other`."""
        return _mul(self, _as_expr(other))

    def __neg__(self) -> AffineExpr:
        """`self * -1`."""
        return _mul(self, constant(-1))

    def __sub__(self, other: AffineExpr | int) -> AffineExpr:
        """`self + other * -1`."""
        return _add(self, -_as_expr(other))

    def __rsub__(self, other: int) -> AffineExpr:
        """`self * -1 + other`, as MLIR's `operator-(int64_t, AffineExpr)`."""
        return _add(-self, _as_expr(other))

    def __mod__(self, other: AffineExpr | int) -> AffineExpr:
        """`self mod other`, simplified."""
        return _mod(self, _as_expr(other))

    def floor_div(self, other: AffineExpr | int) -> AffineExpr:
        """`self floordiv other`, simplified."""
        return _floor_div(self, _as_expr(other))

    def ceil_div(self, other: AffineExpr | int) -> AffineExpr:
        """`self ceildiv other`, simplified."""
        return _ceil_div(self, _as_expr(other))


class AffineDimExpr(AffineExpr):
    """A dimension identifier `d<position>`."""

    __slots__ = ("position",)

    def __reduce__(self) -> tuple:
        """Pickle through the uniquing factory."""
        return dim, (self.position,)


class AffineSymbolExpr(AffineExpr):
    """A symbol identifier `s<position>`."""

    __slots__ = ("position",)

    def __reduce__(self) -> tuple:
        """Pickle through the uniquing factory."""
        return symbol, (self.position,)


class AffineConstantExpr(AffineExpr):
    """An int64 constant."""

    __slots__ = ("value",)

    def __reduce__(self) -> tuple:
        """Pickle through the uniquing factory."""
        return constant, (self.value,)


class AffineBinaryOpExpr(AffineExpr):
    """A binary operation; `spelling` is the operator as printed."""

    __slots__ = ("lhs", "rhs")
    spelling = ""

    def __reduce__(self) -> tuple:
        """Pickle through the uniquing constructor (no re-simplification)."""
        return _binary, (type(self), self.lhs, self.rhs)


class AffineAddExpr(AffineBinaryOpExpr):
    """`lhs + rhs`."""

    __slots__ = ()
    spelling = " + "


class AffineMulExpr(AffineBinaryOpExpr):
    """`lhs * rhs`."""

    __slots__ = ()
    spelling = " * "


class AffineModExpr(AffineBinaryOpExpr):
    """`lhs mod rhs`."""

    __slots__ = ()
    spelling = " mod "


class AffineFloorDivExpr(AffineBinaryOpExpr):
    """`lhs floordiv rhs`."""

    __slots__ = ()
    spelling = " floordiv "


class AffineCeilDivExpr(AffineBinaryOpExpr):
    """`lhs ceildiv rhs`."""

    __slots__ = ()
    spelling = " ceildiv "


def _uniqued(
    cls: type[AffineExpr], key: tuple, fields: dict[str, object]
) -> AffineExpr:
    """Return the unique `cls` instance for `key`, creating it with `fields`."""
    with _UNIQUED_LOCK:
        expr = _UNIQUED.get(key)
        if expr is None:
            expr = object.__new__(cls)
            for name, value in fields.items():
                object.__setattr__(expr, name, value)
            _UNIQUED[key] = expr
    return expr


def _check_position(position: int) -> int:
    """Validate a dimension or symbol position (an `unsigned` in MLIR)."""
    if not isinstance(position, int) or not 0 <= position < 1 << 32:
        raise ValueError(f"invalid identifier position {position!r}")
    return position


def dim(position: int) -> AffineExpr:
    """The dimension expression `d<position>`."""
    position = _check_position(position)
    key = ("d", position)
    return _uniqued(
        AffineDimExpr,
        key,
        {
            "position": position,
            "_hash": hash(key),
            "_symbolic": False,
            "_divisor": 1,
            "_dim_bound": position + 1,
            "_symbol_bound": 0,
        },
    )


def symbol(position: int) -> AffineExpr:
    """The symbol expression `s<position>`."""
    position = _check_position(position)
    key = ("s", position)
    return _uniqued(
        AffineSymbolExpr,
        key,
        {
            "position": position,
            "_hash": hash(key),
            "_symbolic": True,
            "_divisor": 1,
            "_dim_bound": 0,
            "_symbol_bound": position + 1,
        },
    )


def constant(value: int) -> AffineExpr:
    """The constant expression `value`, which must fit in an int64."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"affine constants are integers, not {value!r}")
    if not _INT64_MIN <= value <= _INT64_MAX:
        raise ValueError(f"affine constant {value} does not fit in int64")
    key = ("c", value)
    return _uniqued(
        AffineConstantExpr,
        key,
        {
            "value": value,
            "_hash": hash(key),
            "_symbolic": True,
            "_divisor": _wrap(abs(value)),
            "_dim_bound": 0,
            "_symbol_bound": 0,
        },
    )


def _binary_divisor(
    cls: type[AffineBinaryOpExpr], lhs: AffineExpr, rhs: AffineExpr
) -> int:
    """MLIR 16's getLargestKnownDivisor for a binary node, from its operands'.

    A division by a non-zero constant that divides the dividend's divisor
    keeps the quotient, which may be negative or zero.
    """
    if cls is AffineMulExpr:
        return _wrap(lhs._divisor * rhs._divisor)
    if cls is AffineAddExpr or cls is AffineModExpr:
        return _wrap(math.gcd(lhs._divisor & _UINT64_MASK, rhs._divisor & _UINT64_MASK))
    divisor = _const_value(rhs)
    if divisor and lhs._divisor % divisor == 0:
        return _wrap(lhs._divisor // divisor)
    return 1


def _binary(
    cls: type[AffineBinaryOpExpr], lhs: AffineExpr, rhs: AffineExpr
) -> AffineExpr:
    """The uniqued binary node `cls(lhs, rhs)`, without simplification."""
    key = (cls, lhs, rhs)
    return _uniqued(
        cls,
        key,
        {
            "lhs": lhs,
            "rhs": rhs,
            "_hash": hash((cls.spelling, lhs._hash, rhs._hash)),
            "_symbolic": lhs._symbolic and rhs._symbolic,
            "_divisor": _binary_divisor(cls, lhs, rhs),
            "_dim_bound": max(lhs._dim_bound, rhs._dim_bound),
            "_symbol_bound": max(lhs._symbol_bound, rhs._symbol_bound),
        },
    )


def _as_expr(value: AffineExpr | int) -> AffineExpr:
    """Accept an expression or an int64 operand."""
    if isinstance(value, AffineExpr):
        return value
    return constant(value)


def _const_value(expr: AffineExpr) -> int | None:
    """The value of a constant expression, or None."""
    return expr.value if isinstance(expr, AffineConstantExpr) else None


def _mul_by_const(expr: AffineExpr) -> tuple[AffineExpr, int] | None:
    """Split `x * c` (constant `c`) into `(x, c)`, or None."""
    if isinstance(expr, AffineMulExpr) and isinstance(expr.rhs, AffineConstantExpr):
        return expr.lhs, expr.rhs.value
    return None


# ---------------------------------------------------------------------------
# Simplification (MLIR 16 AffineExpr.cpp)
# ---------------------------------------------------------------------------


def _add(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr:
    """`lhs + rhs` through simplifyAdd."""
    simplified = _simplify_add(lhs, rhs)
    return _binary(AffineAddExpr, lhs, rhs) if simplified is None else simplified


def _simplify_add(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr | None:
    """MLIR's simplifyAdd: the simplified sum, or None to build `lhs + rhs`."""
    lhs_const, rhs_const = _const_value(lhs), _const_value(rhs)
    if lhs_const is not None and rhs_const is not None:
        return constant(_wrap(lhs_const + rhs_const))
    if lhs_const is not None or (lhs._symbolic and not rhs._symbolic):
        return _add(rhs, lhs)
    if rhs_const == 0:
        return lhs
    if isinstance(lhs, AffineAddExpr):
        inner_const = _const_value(lhs.rhs)
        if inner_const is not None and rhs_const is not None:
            return _add(lhs.lhs, constant(_wrap(inner_const + rhs_const)))
    first, first_coeff = _mul_by_const(lhs) or (lhs, 1)
    second, second_coeff = _mul_by_const(rhs) or (rhs, 1)
    if first is second:
        return _mul(first, constant(_wrap(first_coeff + second_coeff)))
    if isinstance(lhs, AffineAddExpr) and isinstance(lhs.rhs, AffineConstantExpr):
        return _add(_add(lhs.lhs, rhs), lhs.rhs)
    return _fold_into_mod(lhs, rhs)


def _fold_into_mod(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr | None:
    """simplifyAdd's last rule: `e + ((e floordiv q) * q) * -1` is `e mod q`.

    So is `e + (e floordiv q) <op> -q` where, as in MLIR 16, `<op>` may be any
    binary operator, not only `*`.
    """
    if not isinstance(rhs, AffineBinaryOpExpr):
        return None
    factor, coeff = rhs.lhs, rhs.rhs
    if _const_value(coeff) == -1 and isinstance(factor, AffineMulExpr):
        quotient, divisor = factor.lhs, factor.rhs
        if not isinstance(quotient, AffineFloorDivExpr):
            return None
        if quotient.rhs is divisor and lhs is quotient.lhs:
            return _mod(lhs, divisor)
    if not isinstance(factor, AffineFloorDivExpr):
        return None
    if lhs is factor.lhs and factor.rhs is -coeff:
        return _mod(lhs, factor.rhs)
    return None


def _mul(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr:
    """`lhs * rhs` through simplifyMul."""
    simplified = _simplify_mul(lhs, rhs)
    return _binary(AffineMulExpr, lhs, rhs) if simplified is None else simplified


def _simplify_mul(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr | None:
    """MLIR's simplifyMul: the simplified product, or None to build `lhs * rhs`."""
    lhs_const, rhs_const = _const_value(lhs), _const_value(rhs)
    if lhs_const is not None and rhs_const is not None:
        return constant(_wrap(lhs_const * rhs_const))
    if not (lhs._symbolic or rhs._symbolic):
        raise ValueError(
            "non-affine expression: at least one of the multiply operands has to "
            "be either a constant or symbolic"
        )
    if not rhs._symbolic or lhs_const is not None:
        return _mul(rhs, lhs)
    if rhs_const == 1:
        return lhs
    if rhs_const == 0:
        return rhs
    split = _mul_by_const(lhs)
    if split is not None:
        inner, inner_const = split
        if rhs_const is not None:
            return _mul(inner, constant(_wrap(inner_const * rhs_const)))
        return _mul(_mul(inner, rhs), lhs.rhs)
    return None


def _positive_const(expr: AffineExpr) -> int | None:
    """The value of a constant divisor >= 1, or None (MLIR leaves others alone)."""
    value = _const_value(expr)
    return value if value is not None and value >= 1 else None


def _floor_div(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr:
    """`lhs floordiv rhs` through simplifyFloorDiv, without Python recursion.

    MLIR rewrites `(a + b) floordiv c` as `a floordiv c + b floordiv c` when
    `a` or `b` is a known multiple of `c`, recursively; an explicit stack of
    pending divisions and additions replaces that recursion.
    """
    divisor = _positive_const(rhs)
    pending: list[AffineExpr | None] = [lhs]
    results: list[AffineExpr] = []
    while pending:
        dividend = pending.pop()
        if dividend is None:
            right = results.pop()
            results.append(_add(results.pop(), right))
        elif divisor is not None and _floor_div_splits(dividend, divisor):
            pending.extend((None, dividend.rhs, dividend.lhs))
        else:
            results.append(_floor_div_leaf(dividend, rhs, divisor))
    return results[0]


def _floor_div_splits(lhs: AffineExpr, divisor: int) -> bool:
    """Whether simplifyFloorDiv distributes `lhs floordiv divisor` over an add."""
    if divisor == 1 or not isinstance(lhs, AffineAddExpr):
        return False
    return lhs.lhs._divisor % divisor == 0 or lhs.rhs._divisor % divisor == 0


def _floor_div_leaf(
    lhs: AffineExpr, rhs: AffineExpr, divisor: int | None
) -> AffineExpr:
    """The non-distributing cases of simplifyFloorDiv."""
    if divisor is not None:
        lhs_const = _const_value(lhs)
        if lhs_const is not None:
            return constant(lhs_const // divisor)
        if divisor == 1:
            return lhs
        split = _mul_by_const(lhs)
        if split is not None and split[1] % divisor == 0:
            return _mul(split[0], constant(split[1] // divisor))
    return _binary(AffineFloorDivExpr, lhs, rhs)


def _ceil_div(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr:
    """`lhs ceildiv rhs` through simplifyCeilDiv."""
    divisor = _positive_const(rhs)
    if divisor is not None:
        lhs_const = _const_value(lhs)
        if lhs_const is not None:
            return constant(-(-lhs_const // divisor))
        if divisor == 1:
            return lhs
        split = _mul_by_const(lhs)
        if split is not None and split[1] % divisor == 0:
            return _mul(split[0], constant(split[1] // divisor))
    return _binary(AffineCeilDivExpr, lhs, rhs)


def _mod(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr:
    """`lhs mod rhs` through simplifyMod.

    simplifyMod's recursive rewrites (`(a + b) mod c` to `b mod c` or
    `a mod c`, `(e mod a) mod b` to `e mod b`) are tail calls, run as a loop.
    """
    divisor = _positive_const(rhs)
    if divisor is None:
        return _binary(AffineModExpr, lhs, rhs)
    while True:
        lhs_const = _const_value(lhs)
        if lhs_const is not None:
            return constant(lhs_const % divisor)
        if lhs._divisor % divisor == 0:
            return constant(0)
        if isinstance(lhs, AffineAddExpr) and lhs.lhs._divisor % divisor == 0:
            lhs = lhs.rhs
        elif isinstance(lhs, AffineAddExpr) and lhs.rhs._divisor % divisor == 0:
            lhs = lhs.lhs
        elif isinstance(lhs, AffineModExpr) and _divides_inner_mod(lhs.rhs, divisor):
            lhs = lhs.lhs
        else:
            return _binary(AffineModExpr, lhs, constant(divisor))


def _divides_inner_mod(inner: AffineExpr, divisor: int) -> bool:
    """Whether `(e mod inner) mod divisor` reduces to `e mod divisor`."""
    value = _positive_const(inner)
    return value is not None and value % divisor == 0


# ---------------------------------------------------------------------------
# Printing (MLIR 16 AsmPrinter::Impl::printAffineExprInternal)
# ---------------------------------------------------------------------------

_PrintItem = str | tuple[AffineExpr, bool]


def _print_expr(expr: AffineExpr) -> str:
    """Render `expr` with an explicit stack, so any depth prints."""
    out: list[str] = []
    work: list[_PrintItem] = [(expr, False)]
    while work:
        item = work.pop()
        if isinstance(item, str):
            out.append(item)
        else:
            work.extend(reversed(_print_parts(*item)))
    return "".join(out)


def _print_parts(expr: AffineExpr, strong: bool) -> list[_PrintItem]:
    """The pieces printing `expr` expands to; `strong` asks for parentheses."""
    if isinstance(expr, AffineDimExpr):
        return [f"d{expr.position}"]
    if isinstance(expr, AffineSymbolExpr):
        return [f"s{expr.position}"]
    if isinstance(expr, AffineConstantExpr):
        return [str(expr.value)]
    assert isinstance(expr, AffineBinaryOpExpr)
    if isinstance(expr, AffineAddExpr):
        body = _print_add_parts(expr)
    elif isinstance(expr, AffineMulExpr) and _const_value(expr.rhs) == -1:
        body = ["-", (expr.lhs, True)]
    else:
        body = [(expr.lhs, True), expr.spelling, (expr.rhs, True)]
    return ["(", *body, ")"] if strong else body


def _print_add_parts(expr: AffineBinaryOpExpr) -> list[_PrintItem]:
    """An addition, rendering negative terms and constants as subtraction."""
    lhs, rhs = expr.lhs, expr.rhs
    split = _mul_by_const(rhs)
    if split is not None and split[1] == -1:
        return [(lhs, False), " - ", (split[0], isinstance(split[0], AffineAddExpr))]
    if split is not None and split[1] < -1:
        return [(lhs, False), " - ", (split[0], True), f" * {_wrap(-split[1])}"]
    rhs_const = _const_value(rhs)
    if rhs_const is not None and rhs_const < 0:
        return [(lhs, False), f" - {_wrap(-rhs_const)}"]
    return [(lhs, False), " + ", (rhs, False)]


def _print_ids(prefix: str, count: int) -> str:
    """`d0, d1, ...` or `s0, s1, ...`."""
    return ", ".join(f"{prefix}{i}" for i in range(count))


def _print_header(num_dims: int, num_symbols: int) -> str:
    """The `(d0, ...)[s0, ...]` list of a map or set."""
    symbols = f"[{_print_ids('s', num_symbols)}]" if num_symbols else ""
    return f"({_print_ids('d', num_dims)}){symbols}"


def _check_exprs(
    exprs: tuple[AffineExpr, ...], num_dims: int, num_symbols: int, what: str
) -> None:
    """Validate counts and that `exprs` only use the declared identifiers."""
    for count in (num_dims, num_symbols):
        if not isinstance(count, int) or count < 0:
            raise ValueError(f"invalid identifier count {count!r}")
    for expr in exprs:
        if not isinstance(expr, AffineExpr):
            raise TypeError(f"{what} must be AffineExpr, not {expr!r}")
        if expr.dim_bound > num_dims or expr.symbol_bound > num_symbols:
            raise ValueError(
                f"{what} {expr} uses identifiers beyond "
                f"{num_dims} dims and {num_symbols} symbols"
            )


@dataclass(frozen=True)
class AffineMap:
    """`(d0, ...)[s0, ...] -> (results...)`."""

    num_dims: int
    num_symbols: int
    results: tuple[AffineExpr, ...]

    def __post_init__(self) -> None:
        """Freeze `results` into a tuple and validate it."""
        object.__setattr__(self, "results", tuple(self.results))
        _check_exprs(self.results, self.num_dims, self.num_symbols, "result")

    def __str__(self) -> str:
        """The text MLIR 16 prints inside `affine_map<...>`."""
        results = ", ".join(_print_expr(expr) for expr in self.results)
        return f"{_print_header(self.num_dims, self.num_symbols)} -> ({results})"

    def __repr__(self) -> str:
        """`AffineMap('<printed form>')`."""
        return f"AffineMap({str(self)!r})"


@dataclass(frozen=True)
class IntegerSet:
    """`(d0, ...)[s0, ...] : (c >= 0 / c == 0, ...)`.

    Constraint `i` reads `constraints[i] == 0` if `eq_flags[i]`, else
    `constraints[i] >= 0`.  As in MLIR there is at least one constraint.
    """

    num_dims: int
    num_symbols: int
    constraints: tuple[AffineExpr, ...]
    eq_flags: tuple[bool, ...]

    def __post_init__(self) -> None:
        """Freeze the fields into tuples and validate them."""
        object.__setattr__(self, "constraints", tuple(self.constraints))
        object.__setattr__(self, "eq_flags", tuple(bool(f) for f in self.eq_flags))
        if not self.constraints:
            raise ValueError("an IntegerSet needs at least one constraint")
        if len(self.constraints) != len(self.eq_flags):
            raise ValueError("constraints and eq_flags differ in length")
        _check_exprs(self.constraints, self.num_dims, self.num_symbols, "constraint")

    @classmethod
    def empty(cls, num_dims: int, num_symbols: int) -> IntegerSet:
        """MLIR's IntegerSet::getEmptySet: the infeasible `1 == 0`."""
        return cls(num_dims, num_symbols, (constant(1),), (True,))

    def __str__(self) -> str:
        """The text MLIR 16 prints inside `affine_set<...>`."""
        constraints = ", ".join(
            f"{_print_expr(expr)} {'==' if is_eq else '>='} 0"
            for expr, is_eq in zip(self.constraints, self.eq_flags)
        )
        return f"{_print_header(self.num_dims, self.num_symbols)} : ({constraints})"

    def __repr__(self) -> str:
        """`IntegerSet('<printed form>')`."""
        return f"IntegerSet({str(self)!r})"


# ---------------------------------------------------------------------------
# Lexing (the subset of MLIR 16's Lexer an affine body can meet)
# ---------------------------------------------------------------------------


class _Token(NamedTuple):
    """A token: its kind and `[start, end)` offsets in the source text."""

    kind: str
    start: int
    end: int


_SKIP_RE = re.compile(r"(?:[ \t\n\r\0]+|//[^\n\r]*)*")
_BARE_ID_RE = re.compile(r"[A-Za-z_][A-Za-z0-9_$.]*")
_AT_ID_TAIL_RE = re.compile(r"[A-Za-z0-9_$.]*")
_SUFFIX_ID_RE = re.compile(r"[0-9]+|[A-Za-z$._-][A-Za-z0-9$._-]*")
_HEX_RE = re.compile(r"0x[0-9A-Fa-f]+")
_DECIMAL_RE = re.compile(r"[0-9]+")
_FLOAT_TAIL_RE = re.compile(r"\.[0-9]*(?:[eE][-+]?[0-9]+)?")
_HEX_DIGITS = frozenset("0123456789abcdefABCDEF")

_PUNCTUATION = {
    ":": "colon",
    ",": "comma",
    "(": "l_paren",
    ")": "r_paren",
    "[": "l_square",
    "]": "r_square",
    "<": "less",
    ">": "greater",
    "=": "equal",
    "+": "plus",
    "*": "star",
    "?": "other",
    "|": "other",
    "}": "other",
}
_KEYWORD_KINDS = {
    "floordiv": "floordiv",
    "ceildiv": "ceildiv",
    "mod": "mod",
    "symbol": "symbol",
}
_PREFIX_ERRORS = {
    "#": "invalid attribute name",
    "%": "invalid SSA name",
    "^": "invalid block name",
    "!": "invalid type identifier",
}
_IDENTIFIER_KINDS = frozenset(("ident", *_KEYWORD_KINDS))


class _Lexer:
    """Produces MLIR tokens from `text`, raising ParseError as MLIR's lexer errs."""

    def __init__(self, text: str, pos: int) -> None:
        self._text = text
        self._pos = pos

    def lex(self) -> _Token:
        """The next token, after whitespace and `//` comments."""
        start = _SKIP_RE.match(self._text, self._pos).end()
        kind, end = self._lex_at(start)
        self._pos = end
        return _Token(kind, start, end)

    def _lex_at(self, start: int) -> tuple[str, int]:
        """Kind and end offset of the token starting at `start`."""
        text = self._text
        if start >= len(text):
            return "eof", start
        char = text[start]
        if char in _PUNCTUATION:
            return _PUNCTUATION[char], start + 1
        if char == "-":
            if text.startswith(">", start + 1):
                return "arrow", start + 2
            return "minus", start + 1
        if char == "{":
            return "other", start + (3 if text.startswith("-#", start + 1) else 1)
        if "0" <= char <= "9":
            return self._lex_number(start)
        if char == "_" or (char.isascii() and char.isalpha()):
            end = _BARE_ID_RE.match(text, start).end()
            return _KEYWORD_KINDS.get(text[start:end], "ident"), end
        if char == "#" and text.startswith("-}", start + 1):
            return "other", start + 3
        if char in _PREFIX_ERRORS:
            return self._lex_prefixed(start)
        if char == "@":
            return "other", self._lex_at_identifier(start)
        if char == '"':
            return "other", self._lex_string(start + 1)
        if char == ".":
            if not text.startswith("..", start + 1):
                raise ParseError(
                    "expected three consecutive dots for an ellipsis", start + 1
                )
            return "other", start + 3
        raise ParseError("unexpected character", start)

    def _lex_number(self, start: int) -> tuple[str, int]:
        """An integer (decimal or `0x` hex) or a float literal."""
        text = self._text
        hex_match = _HEX_RE.match(text, start)
        if hex_match:
            return "integer", hex_match.end()
        end = _DECIMAL_RE.match(text, start).end()
        float_tail = _FLOAT_TAIL_RE.match(text, end)
        if float_tail:
            return "float", float_tail.end()
        return "integer", end

    def _lex_prefixed(self, start: int) -> tuple[str, int]:
        """`%id`, `#id`, `^id` or `!id`."""
        suffix = _SUFFIX_ID_RE.match(self._text, start + 1)
        if suffix is None:
            raise ParseError(_PREFIX_ERRORS[self._text[start]], start)
        kind = "percent_identifier" if self._text[start] == "%" else "other"
        return kind, suffix.end()

    def _lex_at_identifier(self, start: int) -> int:
        """`@id` or `@"string"`; returns the end offset."""
        first = self._text[start + 1 : start + 2]
        if first == '"':
            return self._lex_string(start + 2)
        if not (first == "_" or (first.isascii() and first.isalpha())):
            raise ParseError(
                "@ identifier expected to start with letter or '_'", start + 1
            )
        return _AT_ID_TAIL_RE.match(self._text, start + 2).end()

    def _lex_string(self, pos: int) -> int:
        """A string literal whose opening quote ends before `pos`; returns its end."""
        text = self._text
        while True:
            if pos >= len(text):
                raise ParseError("expected '\"' in string literal", pos)
            char = text[pos]
            pos += 1
            if char == '"':
                return pos
            if char in "\n\v\f":
                raise ParseError("expected '\"' in string literal", pos - 1)
            if char == "\\":
                if text[pos : pos + 1] in ('"', "\\", "n", "t"):
                    pos += 1
                elif len(text[pos : pos + 2]) == 2 and _HEX_DIGITS.issuperset(
                    text[pos : pos + 2]
                ):
                    pos += 2
                else:
                    raise ParseError("unknown escape in string literal", pos - 1)


# ---------------------------------------------------------------------------
# Parsing (MLIR 16 AffineParser)
# ---------------------------------------------------------------------------

_HIGH_PREC_OPS = frozenset(("star", "floordiv", "ceildiv", "mod"))
_LOW_PREC_OPS = frozenset(("plus", "minus"))
_DIVISION_OPS: dict[str, Callable[[AffineExpr, AffineExpr], AffineExpr]] = {
    "floordiv": _floor_div,
    "ceildiv": _ceil_div,
    "mod": _mod,
}


class _Frame:
    """An expression being parsed: one per open parenthesis.

    `low` is a pending `lhs +/-`, `high` a pending `lhs op` of the higher
    precedence (with the offset at which MLIR reports a non-affine operand),
    `negations` the unary minuses in front of the operand being parsed.
    """

    __slots__ = ("low", "high", "negations")

    def __init__(self) -> None:
        self.low: tuple[AffineExpr, str] | None = None
        self.high: tuple[AffineExpr, str, int] | None = None
        self.negations = 0


class _AffineParser:
    """Parses an affine map or integer set body from a position in `text`."""

    def __init__(self, text: str, pos: int) -> None:
        self._text = text
        self._lexer = _Lexer(text, pos)
        self._tok = self._lexer.lex()
        self._names: dict[str, AffineExpr] = {}

    # -- token helpers ------------------------------------------------------

    def _consume(self) -> None:
        """Advance to the next token."""
        self._tok = self._lexer.lex()

    def _consume_if(self, kind: str) -> bool:
        """Consume the current token if it is of `kind`."""
        if self._tok.kind != kind:
            return False
        self._consume()
        return True

    def _expect(self, kind: str, message: str) -> None:
        """Consume a `kind` token or fail as MLIR's parseToken does."""
        if not self._consume_if(kind):
            raise self._wrong_token_error(message)

    def _error(self, message: str) -> ParseError:
        """An error at the current token (MLIR's emitError)."""
        return ParseError(message, self._tok.start)

    def _wrong_token_error(self, message: str) -> ParseError:
        """An error placed as MLIR's emitWrongTokenError places it.

        The location is the end of the last source text before the token,
        skipping blank space, blank lines and `//` comments; at end of file it
        starts one character back.
        """
        text = self._text
        loc = self._tok.start - (1 if self._tok.kind == "eof" else 0)
        end = loc
        while True:
            while end > 0 and text[end - 1] in " \t":
                end -= 1
            if end <= 0:
                return ParseError(message, loc)
            if text[end - 1] not in "\n\r":
                return ParseError(message, end)
            end -= 1
            line_start = max(text.rfind("\n", 0, end), text.rfind("\r", 0, end), 0)
            comment = text.find("//", line_start, end)
            if comment != -1:
                end = comment

    # -- identifier lists ---------------------------------------------------

    def _parse_list(
        self, opening: str, closing: str, context: str, element: Callable[[], None]
    ) -> None:
        """MLIR's parseCommaSeparatedList for `(...)` or `[...]`."""
        kinds = {"(": "l_paren", ")": "r_paren", "[": "l_square", "]": "r_square"}
        self._expect(kinds[opening], f"expected '{opening}'{context}")
        if self._consume_if(kinds[closing]):
            return
        element()
        while self._consume_if("comma"):
            element()
        self._expect(kinds[closing], f"expected '{closing}'{context}")

    def _define_identifier(self, expr: AffineExpr) -> None:
        """Bind the identifier at the current token to `expr`."""
        if self._tok.kind not in _IDENTIFIER_KINDS:
            raise self._wrong_token_error("expected bare identifier")
        name = self._text[self._tok.start : self._tok.end]
        if name in self._names:
            raise self._error(f"redefinition of identifier '{name}'")
        self._consume()
        self._names[name] = expr

    def _parse_identifier_lists(self) -> tuple[int, int]:
        """`(dims...)` and an optional `[symbols...]`; returns their counts."""
        counts = [0, 0]

        def define(index: int, make: Callable[[int], AffineExpr]) -> None:
            counts[index] += 1
            self._define_identifier(make(counts[index] - 1))

        self._parse_list(
            "(", ")", " in dimensional identifier list", lambda: define(0, dim)
        )
        if self._tok.kind == "l_square":
            self._parse_list("[", "]", " in symbol list", lambda: define(1, symbol))
        return counts[0], counts[1]

    # -- maps and sets ------------------------------------------------------

    def parse_map_or_set(self) -> AffineMap | IntegerSet:
        """MLIR's parseAffineMapOrIntegerSetInline."""
        num_dims, num_symbols = self._parse_identifier_lists()
        if self._consume_if("arrow"):
            results: list[AffineExpr] = []
            self._parse_list(
                "(",
                ")",
                " in affine map range",
                lambda: results.append(self._parse_expr()),
            )
            return AffineMap(num_dims, num_symbols, tuple(results))
        self._expect("colon", "expected '->' or ':'")
        constraints: list[tuple[AffineExpr, bool]] = []
        self._parse_list(
            "(",
            ")",
            " in integer set constraint list",
            lambda: constraints.append(self._parse_constraint()),
        )
        if not constraints:
            constraints.append((constant(0), True))
        exprs, eq_flags = zip(*constraints)
        return IntegerSet(num_dims, num_symbols, exprs, eq_flags)

    def _parse_constraint(self) -> tuple[AffineExpr, bool]:
        """`a >= b`, `a <= b` or `a == b`, normalised to `e >= 0` / `e == 0`."""
        lhs = self._parse_expr()
        if self._consume_if("greater") and self._consume_if("equal"):
            return lhs - self._parse_expr(), False
        if self._consume_if("less") and self._consume_if("equal"):
            return self._parse_expr() - lhs, False
        if self._consume_if("equal") and self._consume_if("equal"):
            return lhs - self._parse_expr(), True
        raise self._error(
            "expected '== affine-expr' or '>= affine-expr' at end of affine constraint"
        )

    def finish(self, message: str) -> int:
        """Check for the closing `>` and return the offset after it."""
        if self._tok.kind != "greater":
            raise self._wrong_token_error(message)
        return self._tok.end

    @property
    def token_start(self) -> int:
        """Offset of the current token."""
        return self._tok.start

    # -- expressions --------------------------------------------------------

    def _parse_expr(self) -> AffineExpr:
        """An affine expression, with a stack of frames instead of recursion."""
        outer: list[_Frame] = []
        frame = _Frame()
        while True:
            kind = self._tok.kind
            if kind == "minus":
                self._consume()
                frame.negations += 1
                continue
            if kind == "l_paren":
                self._consume()
                if self._tok.kind == "r_paren":
                    raise self._error("no expression inside parentheses")
                outer.append(frame)
                frame = _Frame()
                continue
            has_lhs = frame.low is not None or frame.high is not None
            value: AffineExpr | None = self._parse_primary(has_lhs)
            while value is not None:
                for _ in range(frame.negations):
                    value = value * -1
                frame.negations = 0
                value = self._continue_expr(frame, value)
                if value is None:
                    break
                if not outer:
                    return value
                self._expect("r_paren", "expected ')'")
                frame = outer.pop()

    def _continue_expr(self, frame: _Frame, operand: AffineExpr) -> AffineExpr | None:
        """Fold `operand` into `frame` after the operators that follow it.

        Returns the finished expression, or None when another operand follows.
        """
        tok = self._tok
        if frame.high is not None:
            lhs, op, loc = frame.high
            if tok.kind in _HIGH_PREC_OPS:
                self._consume()
                frame.high = (
                    self._apply_high(op, lhs, operand, tok.start),
                    tok.kind,
                    tok.start,
                )
                return None
            frame.high = None
            operand = self._apply_high(op, lhs, operand, loc)
        elif tok.kind in _HIGH_PREC_OPS:
            self._consume()
            frame.high = (operand, tok.kind, tok.start)
            return None
        if frame.low is not None:
            lhs, op = frame.low
            operand = lhs + operand if op == "plus" else lhs - operand
            frame.low = None
        tok = self._tok
        if tok.kind in _LOW_PREC_OPS:
            self._consume()
            frame.low = (operand, tok.kind)
            return None
        return operand

    def _apply_high(
        self, op: str, lhs: AffineExpr, rhs: AffineExpr, loc: int
    ) -> AffineExpr:
        """`lhs op rhs` for `*`, `floordiv`, `ceildiv`, `mod`, checking affinity."""
        if op == "star":
            if not (lhs.is_symbolic_or_constant or rhs.is_symbolic_or_constant):
                raise ParseError(
                    "non-affine expression: at least one of the multiply operands "
                    "has to be either a constant or symbolic",
                    loc,
                )
            return lhs * rhs
        if not rhs.is_symbolic_or_constant:
            raise ParseError(
                f"non-affine expression: right operand of {op} has to be either "
                "a constant or symbolic",
                loc,
            )
        return _DIVISION_OPS[op](lhs, rhs)

    def _parse_primary(self, has_lhs: bool) -> AffineExpr:
        """An identifier or integer operand, or MLIR's error for what is there."""
        tok = self._tok
        if tok.kind == "symbol":
            self._consume()
            self._expect("l_paren", "expected '(' at start of SSA symbol")
            raise self._wrong_token_error("unexpected ssa identifier")
        if tok.kind == "percent_identifier":
            raise self._wrong_token_error("unexpected ssa identifier")
        if tok.kind == "integer":
            return self._parse_integer()
        if tok.kind in _IDENTIFIER_KINDS:
            expr = self._names.get(self._text[tok.start : tok.end])
            if expr is None:
                raise self._wrong_token_error("use of undeclared identifier")
            self._consume()
            return expr
        if has_lhs:
            raise self._error("missing right operand of binary operator")
        if tok.kind in ("plus", "star"):
            raise self._error("missing left operand of binary operator")
        raise self._error("expected affine expression")

    def _parse_integer(self) -> AffineExpr:
        """A non-negative integer literal that fits in an int64."""
        spelling = self._text[self._tok.start : self._tok.end]
        value = int(spelling[2:], 16) if spelling[1:2] == "x" else int(spelling)
        if value > _INT64_MAX:
            raise self._error("constant too large for index")
        self._consume()
        return constant(value)


def _parse(text: str, pos: int, want: type, other: str, closing: str) -> tuple:
    """Parse a map or set body at `pos`, requiring a `want` and the closing `>`."""
    parser = _AffineParser(text, pos)
    start = parser.token_start
    result = parser.parse_map_or_set()
    if not isinstance(result, want):
        raise ParseError(f"expected {want.__name__}, but got {other}", start)
    return result, parser.finish(closing)


def parse_affine_map(text: str, pos: int) -> tuple[AffineMap, int]:
    """Parse the body of `affine_map<...>` starting at `pos` (just after `<`).

    Returns the map and the offset just after the closing `>`.
    """
    return _parse(text, pos, AffineMap, "IntegerSet", "expected '>' in affine map")


def parse_integer_set(text: str, pos: int) -> tuple[IntegerSet, int]:
    """Parse the body of `affine_set<...>` starting at `pos` (just after `<`).

    Returns the set and the offset just after the closing `>`.
    """
    return _parse(text, pos, IntegerSet, "AffineMap", "expected '>' in integer set")
