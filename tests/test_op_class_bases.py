"""The base classes a generated op class names: `OpBase` is named only where
it orders the lookup (after a hooks mixin), never after shared-member or
family classes that already derive from it."""

from __future__ import annotations

from typing import Any

from conftest import ROOT
from odsgen.ir.op_base import OpBase
from odsgen.tools.opt import import_dialect

DIALECTS = sorted(
    path.name
    for path in (ROOT / "generated").iterdir()
    if (path / "__init__.py").exists()
)


def _classes(dialect: Any) -> list[type]:
    """The op classes of `dialect` and every class they derive from that
    the dialect's modules define."""
    seen: dict[type, None] = {}
    for op in dialect.DIALECT.every_operation():
        for klass in op.__mro__:
            if issubclass(klass, OpBase) and klass is not OpBase:
                seen.setdefault(klass)
    return list(seen)


def test_op_base_is_named_only_where_it_changes_the_lookup() -> None:
    classes = [
        klass
        for name in DIALECTS
        for klass in _classes(import_dialect(str(ROOT / "generated" / name)))
    ]
    after_mixin = after_shared = 0
    for klass in classes:
        bases = klass.__bases__
        mro = klass.__mro__
        # Hooks mixins come before OpBase: their methods win, as the op's own.
        for base in bases:
            if not issubclass(base, OpBase):
                assert mro.index(base) < mro.index(OpBase), klass
        if OpBase in bases:
            others = [base for base in bases if base is not OpBase]
            assert not others or not all(issubclass(b, OpBase) for b in others)
            after_mixin += bool(others)
        else:
            # Naming OpBase last would give the same lookup order.
            spelled = type(klass.__name__, (*bases, OpBase), {"__slots__": ()})
            assert spelled.__mro__[1:] == mro[1:], klass
            after_shared += any(base.__name__.endswith("Format") for base in bases)
    assert after_mixin and after_shared


def test_every_base_class_defines_members() -> None:
    """A family base whose members all went to shared-member classes is
    left out: its ops derive from those classes in its place."""
    plain = {"__module__", "__qualname__", "__doc__", "__slots__"}
    for name in DIALECTS:
        for klass in _classes(import_dialect(str(ROOT / "generated" / name))):
            if "OPERATION_NAME" not in vars(klass):
                assert set(vars(klass)) - plain, klass
