"""One definition of what several op modules of a dialect write alike.

A dialect whose ops come from several record files has an op module (or a
lazy package) per file, and `view.op_sharing` shares members within each.
The check functions, shared adaptors and shared-member classes that two or
more of those modules write alike (by the same name, with the same code)
move to one dialect-level module, which the modules then import them from.
A piece moves only with the pieces of its module it refers to (an accessors
class with the attribute class it derives from, a `verify` with its check
functions), and only when no module writes another piece by its name, so
that each name means one thing in the dialect.
"""

from __future__ import annotations

from dataclasses import replace
from collections.abc import Hashable

from .check_functions import CheckFunction
from .op_sharing import adaptor_doc
from .names import Uses
from .ops import (
    AdaptorView,
    OpsModule,
    OpView,
    collect_uses,
    member_group,
)

# A piece an op module defines at its top level.
Piece = CheckFunction | AdaptorView | OpView


def share_across_modules(
    modules: list[OpsModule],
) -> tuple[OpsModule, list[OpsModule]]:
    """The dialect-level module (`common`, without ops) of what two or more
    of `modules` write alike, and `modules` without those pieces."""
    pieces = [_pieces(module) for module in modules]
    lifted = _alike_in_several(pieces)
    for module, found in zip(modules, pieces):
        lifted -= _every_name(module) - found.keys()  # another piece by its name
    while True:  # keep what refers to kept pieces alone
        kept = {
            name
            for name in lifted
            if all(
                _refers_to(found[name], found) <= lifted
                for found in pieces
                if name in found
            )
        }
        if kept == lifted:
            break
        lifted = kept
    common = [_merged(name, pieces, modules) for name in _in_order(lifted, pieces)]
    first = modules[0]
    shared = replace(
        first,
        source="",
        lazy=False,
        common=True,
        checks=tuple(p for p in common if isinstance(p, CheckFunction)),
        adaptors=tuple(p for p in common if isinstance(p, AdaptorView)),
        shared=tuple(p for p in common if isinstance(p, OpView)),
        bases=(),
        ops=(),
    )
    rest = [
        replace(
            module,
            checks=tuple(c for c in module.checks if c.name not in lifted),
            adaptors=tuple(a for a in module.adaptors if a.class_name not in lifted),
            shared=tuple(s for s in module.shared if s.class_name not in lifted),
        )
        for module in modules
    ]
    return shared, rest


def defined_names(module: OpsModule) -> list[str]:
    """The names `module` defines at its top level besides its ops: check
    functions, adaptors, shared-member classes and family bases (with the
    adaptors of their own they write)."""
    names = [check.name for check in module.checks]
    names += [adaptor.class_name for adaptor in module.adaptors]
    for view in (*module.shared, *module.bases):
        names.append(view.class_name)
        if view.writes_adaptor and not view.adaptor:
            names.append(view.adaptor_class)
    return names


def _every_name(module: OpsModule) -> set[str]:
    """Every name `module` defines at its top level: its shareable pieces,
    family bases, op classes and the adaptors of their own they write."""
    names = set(defined_names(module))
    for view in module.ops:
        names.add(view.class_name)
        if view.writes_adaptor and not view.adaptor:
            names.add(view.adaptor_class)
    return names


def _pieces(module: OpsModule) -> dict[str, Piece]:
    """The pieces `module` may share, by name."""
    pieces: dict[str, Piece] = {check.name: check for check in module.checks}
    pieces.update({adaptor.class_name: adaptor for adaptor in module.adaptors})
    pieces.update({view.class_name: view for view in module.shared})
    return pieces


def _alike_in_several(pieces: list[dict[str, Piece]]) -> set[str]:
    """The names two or more modules define alike, and none otherwise."""
    keys: dict[str, set[Hashable]] = {}
    counts: dict[str, int] = {}
    for found in pieces:
        for name, piece in found.items():
            keys.setdefault(name, set()).add(_key(piece))
            counts[name] = counts.get(name, 0) + 1
    return {name for name, key in keys.items() if len(key) == 1 and counts[name] > 1}


def _key(piece: Piece) -> Hashable:
    """What makes two pieces of one name alike: what the template writes
    of them, except who uses them."""
    if isinstance(piece, AdaptorView):
        return replace(piece, doc="")
    if isinstance(piece, OpView):
        return (
            piece.class_name,
            piece.bases,
            piece.doc,
            piece.returns,
            piece.writes_adaptor and piece.adaptor_class,
            tuple(member_group(piece, group) for group in sorted(piece.renders)),
        )
    return piece


def _refers_to(piece: Piece, found: dict[str, Piece]) -> set[str]:
    """The pieces of `found` (its module's) that `piece`'s code names: a
    class's shared bases and adaptor, and the check functions it calls."""
    if not isinstance(piece, OpView):
        return set()
    uses = Uses()
    collect_uses(OpsModule("", "", (), (), (), shared=(piece,)), uses)
    return (uses.names - {piece.class_name}) & found.keys()


def _in_order(names: set[str], pieces: list[dict[str, Piece]]) -> list[str]:
    """`names` in the order the modules define them (bases before the
    classes deriving from them, as each module has them)."""
    ordered: dict[str, None] = {}
    for found in pieces:
        ordered.update((name, None) for name in found if name in names)
    return list(ordered)


def _merged(
    name: str, pieces: list[dict[str, Piece]], modules: list[OpsModule]
) -> Piece:
    """The piece `name` of the dialect-level module: a class or an adaptor
    names all the classes of `modules` that use it."""
    found = [module[name] for module in pieces if name in module]
    piece = found[0]
    if isinstance(piece, OpView):
        # Pieces of one name are alike (`_key`): all of them are classes.
        views = [view for view in found if isinstance(view, OpView)]
        users = tuple(user for view in views for user in view.users)
        return replace(piece, users=users)
    if isinstance(piece, AdaptorView):
        users = [
            view.class_name
            for module in modules
            for view in (*module.shared, *module.bases, *module.ops)
            if view.adaptor == name
        ]
        return replace(piece, doc=adaptor_doc(users))
    return piece
