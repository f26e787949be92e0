"""Matching a constant: the attribute a ConstantLike op folds to (MLIR's
m_Constant), apart from the folder, so that hooks that only match constants
do not import the folding and rewriting machinery."""

from __future__ import annotations

from .attributes import Attribute
from .operation import OpResult, Value
from .traits import ConstantLike


def constant_value(value: Value) -> Attribute | None:
    """The attribute of `value` if a ConstantLike op defines it (m_Constant)."""
    if type(value) is not OpResult:
        return None
    owner = value.owner
    if ConstantLike not in owner.TRAITS:
        return None
    fold = getattr(owner, "fold", None)
    folded = fold([]) if fold is not None else None
    return folded if isinstance(folded, Attribute) else None
