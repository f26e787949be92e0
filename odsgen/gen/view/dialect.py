"""The view of a dialect package's `__init__.py`, rendered by `templates/dialect_init.py.j2`."""

from __future__ import annotations

from dataclasses import dataclass

from ..model.docstrings import docstring_text
from ..model.dialect import DialectDef


@dataclass(frozen=True)
class DialectView:
    """The dialect class and what the package exports, by module."""

    name: str
    class_name: str
    summary: str
    mixin: str | None
    # Where the package's `hooks` come from (the registry and the dialects
    # loaded with this one): the hooks package, `.` for a copied file, or
    # nothing; and the module defining the mixin.
    hooks_source: str | None
    mixin_source: str
    ops: tuple[str, ...]
    types: tuple[str, ...]
    attributes: tuple[str, ...]
    enums: tuple[str, ...]
    # Whether some ops are imported with `ops` (its `__all__`), whether
    # some on first use (`ops.LAZY`), and enums (`enums.LAZY`).
    eager_ops: bool
    lazy_ops: bool
    lazy_enums: bool

    @property
    def modules(self) -> tuple[str, ...]:
        """The modules whose names (their `__all__`) the package exports:
        ops, types, attributes, enums, those the dialect has."""
        kinds = (
            ("ops", self.ops),
            ("types", self.types),
            ("attrs", self.attributes),
            ("enums", self.enums),
        )
        return tuple(module for module, names in kinds if names)

    @property
    def star_modules(self) -> tuple[str, ...]:
        """The `modules` with names in their `__all__` (not an `ops` whose
        classes are all imported on first use)."""
        return tuple(m for m in self.modules if m != "ops" or self.eager_ops)

    @property
    def lazy_modules(self) -> tuple[str, ...]:
        """The modules with a `LAZY` table of classes imported on first use."""
        kinds = (("ops", self.lazy_ops), ("enums", self.lazy_enums))
        return tuple(module for module, lazy in kinds if lazy)


def dialect_view(dialect: DialectDef) -> DialectView:
    return DialectView(
        name=dialect.name,
        class_name=dialect.class_name,
        summary=docstring_text(dialect.summary.strip()),
        mixin=dialect.hook_class(dialect.class_name),
        hooks_source=_hooks_source(dialect),
        mixin_source=_mixin_source(dialect),
        ops=tuple(op.class_name for op in dialect.ops),
        types=tuple(t.class_name for t in dialect.types),
        attributes=tuple(a.class_name for a in dialect.attributes),
        enums=tuple(e.name for e in dialect.enums),
        eager_ops=not all(map(dialect.is_lazy, dialect.ops)),
        lazy_ops=any(map(dialect.is_lazy, dialect.ops)),
        lazy_enums=any(map(dialect.is_lazy, dialect.enums)),
    )


def _mixin_source(dialect: DialectDef) -> str:
    """Where the dialect class's mixin is imported from."""
    if dialect.hooks_package is None:
        return ".hooks"
    mixin = dialect.hook_class(dialect.class_name) or ""
    return dict(dialect.hook_origins).get(mixin, dialect.hooks_package)


def _hooks_source(dialect: DialectDef) -> str | None:
    """Where the generated package imports `hooks` from, if it has hooks."""
    if dialect.hooks_package is not None:
        return dialect.hooks_package
    return "." if dialect.hook_classes or dialect.hook_functions else None
