"""MLIR 16 affine expressions, affine maps and integer sets.

Expressions are immutable and uniqued, like MLIR's context-owned storage:
building the same expression twice yields the same object, so equality is an
identity test and hashing is O(1) whatever the depth.  The operators simplify
exactly as `mlir/lib/IR/AffineExpr.cpp` of MLIR 16 does (constant folding on
64-bit wrapping integers, canonical operand order, `simplifyAdd`,
`simplifyMul`, `simplifyFloorDiv`, `simplifyCeilDiv`, `simplifyMod`).

`str()` renders expressions, maps and sets byte for byte as MLIR 16's
AsmPrinter; `odsgen.asm.affine_parser` reads them.
"""

from __future__ import annotations

import _thread
import math
import weakref
from typing import Sequence

from .records import FrozenRecord, set_fields

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
_UNIQUED_LOCK = _thread.allocate_lock()


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


class AffineMap(FrozenRecord):
    """`(d0, ...)[s0, ...] -> (results...)`."""

    __slots__ = _FIELDS = ("num_dims", "num_symbols", "results")
    num_dims: int
    num_symbols: int
    results: tuple[AffineExpr, ...]

    def __init__(
        self, num_dims: int, num_symbols: int, results: Sequence[AffineExpr]
    ) -> None:
        """Freeze `results` into a tuple and validate it."""
        set_fields(
            self, num_dims=num_dims, num_symbols=num_symbols, results=tuple(results)
        )
        _check_exprs(self.results, self.num_dims, self.num_symbols, "result")

    def __str__(self) -> str:
        """The text MLIR 16 prints inside `affine_map<...>`."""
        results = ", ".join(_print_expr(expr) for expr in self.results)
        return f"{_print_header(self.num_dims, self.num_symbols)} -> ({results})"

    def __repr__(self) -> str:
        """`AffineMap('<printed form>')`."""
        return f"AffineMap({str(self)!r})"


class IntegerSet(FrozenRecord):
    """`(d0, ...)[s0, ...] : (c >= 0 / c == 0, ...)`.

    Constraint `i` reads `constraints[i] == 0` if `eq_flags[i]`, else
    `constraints[i] >= 0`.  As in MLIR there is at least one constraint.
    """

    __slots__ = _FIELDS = ("num_dims", "num_symbols", "constraints", "eq_flags")
    num_dims: int
    num_symbols: int
    constraints: tuple[AffineExpr, ...]
    eq_flags: tuple[bool, ...]

    def __init__(
        self,
        num_dims: int,
        num_symbols: int,
        constraints: Sequence[AffineExpr],
        eq_flags: Sequence[bool],
    ) -> None:
        """Freeze the fields into tuples and validate them."""
        set_fields(
            self,
            num_dims=num_dims,
            num_symbols=num_symbols,
            constraints=tuple(constraints),
            eq_flags=tuple(bool(f) for f in eq_flags),
        )
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
