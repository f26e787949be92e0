"""How the generator spells combined predicates (`odsgen/gen/model/constraints.py`):
parentheses only where precedence needs them, `not` turned into the exact
opposite comparison where there is one; each spelling means what the
parenthesized form meant."""

from __future__ import annotations

import itertools

import pytest

from odsgen.gen.model.constraints import parenthesized, pred_and, pred_not, pred_or


@pytest.mark.parametrize(
    ("pred", "negation"),
    [
        ("isinstance($_self, IntegerType)", "not isinstance($_self, IntegerType)"),
        ("$_self.flag", "not $_self.flag"),
        ("$_self.type is None", "$_self.type is not None"),
        ("$_self.type is not None", "$_self.type is None"),
        ("$_self.kind in (1, 2)", "$_self.kind not in (1, 2)"),
        ("len($_self.blocks) == 1", "len($_self.blocks) != 1"),
        ("len($_self.blocks) < 2", "len($_self.blocks) >= 2"),
        ("len($_self) == len($_self.x)", "len($_self) != len($_self.x)"),
        # `==` of other values may not be the opposite of `!=`: kept.
        ("$_self.width == 1", "not ($_self.width == 1)"),
        ("len($_self) == $_self.size", "not (len($_self) == $_self.size)"),
        ("len($_self) == 1.0", "not (len($_self) == 1.0)"),
        ("a and b", "not (a and b)"),
        ("not a", "not (not a)"),
        ("1 < len(x) < 3", "not (1 < len(x) < 3)"),
        ("(a or b) in c", "not ((a or b) in c)"),
        # Offsets in the ast count UTF-8 bytes, not characters.
        ('"é" in $_self.name', '"é" not in $_self.name'),
        ('len("éé") == 2', 'len("éé") != 2'),
        # A tuple with no parentheses is not one operand.
        ("1, 2", "not (1, 2)"),
        ("(1, 2)", "not (1, 2)"),
    ],
)
def test_negation(pred: str, negation: str) -> None:
    assert pred_not(pred) == negation


def test_text_that_is_not_python_is_negated_without_error() -> None:
    assert isinstance(pred_not("not valid python ("), str)


def test_operands_of_and_and_or_keep_the_parentheses_precedence_needs() -> None:
    assert pred_and("isinstance(x, A)", "x.width == 1", "not x.signed") == (
        "isinstance(x, A) and x.width == 1 and not x.signed"
    )
    assert pred_and("a or b", "c if d else e") == "(a or b) and (c if d else e)"
    assert pred_or("a and b", "c") == "(a and b) or c"
    # Chains of the same operator are flattened, others kept apart.
    assert pred_and("a", "b and c") == "a and b and c"
    assert pred_or("a or b", "c and d") == "a or b or (c and d)"
    assert pred_or("a", None) is None
    assert pred_and(None, "a") == "a"
    assert parenthesized("False") == "False"
    assert parenthesized("CmpIPredicate.slt") == "CmpIPredicate.slt"
    assert parenthesized("a == b") == "(a == b)"
    assert parenthesized("-1") == "(-1)"
    assert parenthesized("(1, 2)") == "(1, 2)"
    assert parenthesized("1, 2") == "(1, 2)"
    assert parenthesized("(1, 2), (3)") == "((1, 2), (3))"


# Values the spellings above are evaluated over.
_VALUES = [None, 0, 1, 2, (1, 2), (), (0,), (0, 0), True, False]
_PREDS = [
    "x is None",
    "x is not y",
    "x in (1, 2)",
    "x not in (1, 2)",
    "len(y) == 1",
    "len(y) != 2",
    "len(y) <= 1",
    "len(y) > 0",
    "x == 1",
    "x and y",
    "x or not y",
    "x and y and x",
    "x or y or x",
]


@pytest.mark.parametrize("pred", _PREDS)
def test_spellings_mean_what_parentheses_meant(pred: str) -> None:
    for x, y in itertools.product(_VALUES, _VALUES):
        scope = {"x": x, "y": y if isinstance(y, tuple) else (y,)}
        expected = not eval(f"({pred})", scope)
        assert eval(pred_not(pred), scope) == expected, (pred, x, y)
        for other in _PREDS:
            both = eval(f"({pred}) and ({other})", scope)
            either = eval(f"({pred}) or ({other})", scope)
            assert bool(eval(pred_and(pred, other), scope)) == bool(both)
            assert bool(eval(pred_or(pred, other), scope)) == bool(either)
