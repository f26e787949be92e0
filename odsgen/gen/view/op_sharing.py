"""Shared-member classes: one definition of the methods several ops of a module write alike.

Ops whose assembly formats have one shape (the same directives, operands
and attributes at the same places) compile to the same `parse` and `print`;
ops with the same operands, attributes and results to the same accessors
(and often `build`); ops with the same constraints to the same `verify`. A
shared-member class holds such members once; it derives from `OpBase` only
(so that its methods type-check as an op's), and each op (or family base)
using it lists it first among its bases, so its members win over a hooks
mixin's exactly as the op's own did. Run time is unchanged: CPython caches
method lookups per class, wherever in the bases they are.

Five passes, each over what the ones before left: a format class per
distinct format (`parse` and `print`) that two or more classes of the
module write, a print class per distinct `print` (formats whose parsers
differ in a constant, such as a result type they build), an accessors
class per distinct set of accessors, a build class per distinct `build`, a
verify class per distinct `verify`. Each takes along the other groups of
members all its users write alike. Then the attribute accessors that two
or more classes still write alike go to attribute classes, and the family
bases left with no members of their own are dropped. Last, the
classes that still write an adaptor class share one per distinct set of
operands.
"""

from __future__ import annotations

import re
import textwrap
from dataclasses import dataclass, replace
from typing import Any, Callable

from ..model.dialect import camel_case
from .names import common_words, unique_name
from .ops import AttributeAccessor, OpsModule, OpView, member_group

# Words at most in a shared-member class's name (before its suffix).
NAME_WORDS = 6
# Names at most in an accessors class's name.
ACCESSOR_WORDS = 4
_TOKEN = re.compile(r"\$(\w+)|`([A-Za-z_]\w*)?[^`]*`|([A-Za-z][\w-]*)|([()])")


@dataclass(frozen=True)
class _Pass:
    """One kind of shared-member class: the groups its key is made of,
    the groups it takes along where all its users write them alike, and
    how it is named."""

    keys: tuple[str, ...]
    companions: tuple[str, ...]
    name: Callable[[list[OpView]], str]


def share_members(module: OpsModule) -> OpsModule:
    """`module` with the members several of its classes write alike moved
    to shared-member classes (`module.shared`), which those classes inherit
    (`name_users` then names them in their docstrings)."""
    classes = [*module.bases, *module.ops]
    taken = {view.class_name for view in classes}
    shared: list[OpView] = []
    for kind in _PASSES:
        found: dict[Any, list[int]] = {}
        for index, view in enumerate(classes):
            key = _key(view, kind.keys)
            if key is not None:
                found.setdefault(key, []).append(index)
        for indexes in found.values():
            if len(indexes) < 2:
                continue
            users = [classes[i] for i in indexes]
            groups = frozenset(kind.keys) | {
                group for group in kind.companions if _alike(users, group)
            }
            name = unique_name(kind.name(users), taken)
            shared.append(_shared_class(users, name, groups))
            for i in indexes:
                classes[i] = _user(classes[i], name, groups)
    everything = [*shared, *classes]
    attributes = _share_attributes(everything, taken)
    count, families = len(shared), len(module.bases)
    module = replace(
        module,
        shared=(*attributes, *everything[:count]),
        bases=tuple(everything[count : count + families]),
        ops=tuple(everything[count + families :]),
    )
    return _share_adaptors(_drop_empty_bases(module), taken)


def name_users(module: OpsModule) -> OpsModule:
    """`module` with each shared-member class's users named in its docstring
    (once no more classes come to use it)."""
    return replace(module, shared=tuple(_name_users(view) for view in module.shared))


def _drop_empty_bases(module: OpsModule) -> OpsModule:
    """`module` without the family bases whose members all went to
    shared-member classes: their ops derive from what the base derived
    from, in its place, and the shared classes name those ops as users."""
    empty = {view.class_name: view for view in module.bases if not _defines(view)}
    family: dict[str, list[str]] = {}
    ops = []
    for op in module.ops:
        dropped = empty.get(op.base[0])
        if dropped is not None:
            family.setdefault(dropped.class_name, []).append(op.class_name)
            op = replace(op, base=dropped.bases)
        ops.append(op)
    shared = tuple(
        replace(
            view,
            users=tuple(
                name for user in view.users for name in family.get(user, [user])
            ),
        )
        for view in module.shared
    )
    bases = tuple(view for view in module.bases if view.class_name not in empty)
    return replace(module, shared=shared, bases=bases, ops=tuple(ops))


def _defines(view: OpView) -> bool:
    """Whether the class of `view` defines members (beyond `__slots__`)."""
    accessors = (view.operands, view.attributes, view.results, view.regions)
    return bool(
        view.members
        or view.writes_adaptor
        or ("accessors" in view.renders and any((*accessors, view.successors)))
        or any(_writes(view, group) for group in view.renders - {"accessors"})
    )


def _name_users(view: OpView) -> OpView:
    """The shared-member class `view` with its users named in its docstring."""
    used_by = "Used by " + ", ".join(f"`{name}`" for name in view.users) + "."
    return replace(view, doc=view.doc + "\n\n" + textwrap.fill(used_by, 72) + "\n")


def _share_attributes(classes: list[OpView], taken: set[str]) -> tuple[OpView, ...]:
    """Classes holding the attribute accessor pairs (`<name>_attr` and
    `<name>`) that two or more of `classes` write alike, which they then
    inherit instead (replaced in `classes`). Greedily, the set of classes
    that writes the most of them alike first, so that each class inherits
    few such classes."""
    holders = []
    while block := _largest_attribute_block(classes):
        indexes, attributes = block
        users = [classes[i] for i in indexes]
        name = _attributes_name(users, attributes, taken)
        holders.append(_attribute_class(users, name, attributes))
        for i in indexes:
            view = classes[i]
            classes[i] = replace(
                view,
                attributes=tuple(a for a in view.attributes if a not in attributes),
                shares=(*view.shares, name),
            )
    return tuple(holders)


def _largest_attribute_block(
    classes: list[OpView],
) -> tuple[tuple[int, ...], tuple[AttributeAccessor, ...]] | None:
    """Of the sets of `classes` writing one attribute accessor alike, the
    one whose common accessors save the most copies, with those accessors."""
    writers: dict[AttributeAccessor, list[int]] = {}
    for index, view in enumerate(classes):
        if "accessors" in view.renders:
            for attribute in view.attributes:
                writers.setdefault(attribute, []).append(index)
    best, best_score = None, (0, 0)
    for indexes in dict.fromkeys(tuple(w) for w in writers.values() if len(w) > 1):
        common = tuple(
            a
            for a in classes[indexes[0]].attributes
            if all(a in classes[i].attributes for i in indexes[1:])
        )
        # The copies saved; of equal savings, the block of more accessors.
        score = ((len(indexes) - 1) * len(common), len(common))
        if score > best_score:
            best, best_score = (indexes, common), score
    return best


def _attributes_name(
    users: list[OpView], attributes: tuple[AttributeAccessor, ...], taken: set[str]
) -> str:
    """The name of the class holding `attributes` for `users`: the
    attribute's (`FastmathFlagsAttrAccessors`), else the words the users'
    names share (`WMMAAttrAccessors`) while not taken, else the attributes'
    names if all fit in `NAME_WORDS` words, else the users' names if they
    all fit (`LoadStoreAttrAccessors`), else as many attributes' as fit."""
    words = _shared_words(users) if len(attributes) > 1 else ""
    if not words or words + "AttrAccessors" in taken:
        attribute_words = [_words(a.record_name) for a in attributes]
        names, whole = _whole_names(attribute_words)
        if not whole:
            user_names, users_whole = _whole_names(
                [_words(_stem(view.class_name)) for view in users]
            )
            if users_whole:
                names = user_names
        words = "".join(names)
    return unique_name(words + "AttrAccessors", taken)


def _words(name: str) -> list[str]:
    """The CamelCase words of `name` (`noalias_scopes` -> Noalias, Scopes)."""
    return re.findall(r"[A-Z][a-z0-9]*", _camel(name))


def _whole_names(names: list[list[str]]) -> tuple[list[str], bool]:
    """The words of `names` taken whole while they fit in `NAME_WORDS`
    words (the first always), and whether all of them fit."""
    taken: list[str] = []
    for more in names:
        if taken and len(taken) + len(more) > NAME_WORDS:
            return taken, False
        taken += more
    return taken, True


def _attribute_class(
    users: list[OpView], name: str, attributes: tuple[AttributeAccessor, ...]
) -> OpView:
    """The view of the class `name` holding the accessors of `attributes` alone."""
    named = [f"`{a.record_name}`" for a in attributes]
    listed = ", ".join(named[:-1]) + " and " + named[-1] if len(named) > 1 else named[0]
    what = "attributes" if len(named) > 1 else "attribute"
    doc = f"The accessors of the {what} {listed} of several ops."
    return replace(
        _shared_class(users, name, frozenset({"accessors"})),
        doc=textwrap.fill(doc, 72),
        has_adaptor=False,
        operands=(),
        attributes=attributes,
        results=(),
        regions=(),
        successors=(),
    )


def _share_adaptors(module: OpsModule, taken: set[str]) -> OpsModule:
    """`module` with one adaptor class per distinct adaptor that two or
    more of its classes write (the same operands, by the same names), which
    they then name; its name is its operands' (`LhsRhsAdaptor`)."""
    classes = [*module.shared, *module.bases, *module.ops]
    taken.update(view.adaptor_class for view in classes)
    found: dict[Any, list[int]] = {}
    for index, view in enumerate(classes):
        if view.writes_adaptor:
            key = (view.operand_kinds, view.operand_segments, view.operands)
            found.setdefault(key, []).append(index)
    adaptors = []
    for indexes in found.values():
        if len(indexes) < 2:
            continue
        users = [classes[i] for i in indexes]
        words = "".join(_camel(a.name) for a in users[0].operands[:ACCESSOR_WORDS])
        name = unique_name(words + "Adaptor", taken)
        doc = adaptor_doc([view.class_name for view in users])
        adaptors.append(replace(users[0].own_adaptor, class_name=name, doc=doc))
        for i in indexes:
            classes[i] = replace(classes[i], adaptor=name)
    count, families = len(module.shared), len(module.bases)
    return replace(
        module,
        adaptors=tuple(adaptors),
        shared=tuple(classes[:count]),
        bases=tuple(classes[count : count + families]),
        ops=tuple(classes[count + families :]),
    )


def adaptor_doc(users: list[str]) -> str:
    """The docstring of the adaptor class the classes `users` share."""
    used_by = ", ".join(f"`{name}`" for name in users)
    return textwrap.fill(f"The operands of {used_by} by name.", 72) + "\n"


def _key(view: OpView, groups: tuple[str, ...]) -> Any:
    """What `view` writes of `groups`, or None when it writes not all of
    them itself or writes an empty one (nothing to share)."""
    if not set(groups) <= view.renders:
        return None
    if not all(_writes(view, group) for group in groups):
        return None
    return tuple(member_group(view, group) for group in groups)


def _writes(view: OpView, group: str) -> bool:
    """Whether `view`'s `group` has code to share."""
    if group == "accessors":
        return bool(view.operands or view.attributes or view.results)
    if group == "verify":
        return not view.verify.empty
    return bool(member_group(view, group))


def _alike(users: list[OpView], group: str) -> bool:
    """Whether all `users` write `group`, non-empty and the same."""
    first = member_group(users[0], group)
    return _writes(users[0], group) and all(
        group in view.renders and member_group(view, group) == first for view in users
    )


def _user(view: OpView, name: str, groups: set[str]) -> OpView:
    """`view` inheriting `groups` from the shared-member class `name`."""
    return replace(view, shares=(*view.shares, name), renders=view.renders - groups)


def _shared_class(users: list[OpView], name: str, groups: frozenset[str]) -> OpView:
    """The view of the shared-member class `name` holding `groups` of `users`."""
    first = users[0]
    parts = [text for group, text in _HELD.items() if group in groups]
    what = ", ".join(parts[:-1]) + " and " + parts[-1] if len(parts) > 1 else parts[0]
    doc = textwrap.fill(f"The {what} of several ops.", 72)
    return replace(
        first,
        class_name=name,
        name="",
        mixin=None,
        base=("OpBase",),
        doc=doc,
        users=tuple(view.class_name for view in users),
        members=(),
        renders=groups,
        returns="Self",
        record_class="",
        shares=(),
        parser=first.parser and replace(first.parser, class_name="Self"),
    )


# How a class's docstring names the groups it holds, in their order.
_HELD = {
    "accessors": "accessors",
    "default_attributes": "default attributes",
    "build": "`build`",
    "custom_builders": "builders",
    "verify": "`verify`",
    "region_traits": "region traits",
    "parser": "`parse`",
    "printer": "`print`",
}


def _format_name(users: list[OpView]) -> str:
    """A format class's name from its format's top-level words: `$lhs `,`
    $rhs attr-dict `:` type($lhs)` -> `LhsRhsAttrDictTypeFormat`."""
    return _format_words(users[0]) + "Format"


def _print_name(users: list[OpView]) -> str:
    """A print class's name from its format's top-level words:
    `LhsRhsAttrDictTypePrint`."""
    return _format_words(users[0]) + "Print"


def _format_words(view: OpView) -> str:
    """The first top-level words of `view`'s format, in camel case."""
    assert view.printer is not None
    words: list[str] = []
    depth = 0
    text = " ".join(view.printer.format_lines)
    for name, literal, word, paren in _TOKEN.findall(text):
        if paren:
            depth += 1 if paren == "(" else -1
        elif depth == 0 and (name or literal or word):
            words.append(_camel(name or literal or word))
        if len(words) == NAME_WORDS:
            break
    return "".join(words)


def _camel(text: str) -> str:
    """`attr-dict` -> `AttrDict`, `in_bounds` -> `InBounds`."""
    return camel_case(text.replace("-", "_"))


def _stem(class_name: str) -> str:
    """`SExtOp` -> `SExt`."""
    return class_name[:-2] if class_name.endswith("Op") else class_name


def _accessors_name(users: list[OpView]) -> str:
    """An accessors class's name from its operands, attributes and results:
    `lhs`, `rhs`, `result` -> `LhsRhsResultAccessors`."""
    return _value_words(users[0]) + "Accessors"


def _value_words(view: OpView) -> str:
    """The first names of `view`'s operands, attributes and results, in camel case."""
    names = [a.name for a in (*view.operands, *view.attributes, *view.results)]
    return "".join(_camel(name) for name in names[:ACCESSOR_WORDS])


def _build_name(users: list[OpView]) -> str:
    """A build class's name from the words its users' names share
    (`VecReductionIOp`, `VecReductionFOp` -> `VecReductionBuild`), else from
    the values it builds (`LhsRhsResultBuild`)."""
    words = _shared_words(users) or _value_words(users[0])
    return words + "Build"


def _verify_name(users: list[OpView]) -> str:
    """A verify class's name from the words its users' names share
    (`IndexCastOp`, `IndexCastUIOp` -> `IndexCastVerify`), else from the
    constraints it checks (`SExtOp`, `TruncOp` -> `SignlessIntegerLikeVerify`)."""
    return (_shared_words(users) or _constraint_words(users[0])) + "Verify"


def _shared_words(users: list[OpView]) -> str:
    """The words all of `users`' names share, without `Op`."""
    return "".join(common_words([_stem(view.class_name) for view in users]))


def _constraint_words(view: OpView) -> str:
    """The constraints `view` checks its operands and results by, whole while
    they fit in `NAME_WORDS` words (the first always, however long):
    `_check_signless_integer_like` -> `SignlessIntegerLike`."""
    checks = (*view.verify.operand_checks, *view.verify.result_checks)
    words: list[str] = []
    for function in dict.fromkeys(c.function for c in checks if c.function):
        more = [w for w in function.removeprefix("_check_").split("_") if w]
        if words and len(words) + len(more) > NAME_WORDS:
            break
        words += more
    return "".join(_camel(word) for word in words) or "Shared"


_MEMBERS = ("accessors", "default_attributes", "build", "custom_builders")
_CHECKS = ("verify", "region_traits")
_PASSES = (
    _Pass(("parser", "printer"), (*_MEMBERS, *_CHECKS), _format_name),
    _Pass(("printer",), (*_MEMBERS, *_CHECKS), _print_name),
    _Pass(("accessors",), (*_MEMBERS[1:], *_CHECKS), _accessors_name),
    _Pass(("build",), (*_MEMBERS[1:], *_CHECKS), _build_name),
    _Pass(("verify",), ("region_traits",), _verify_name),
)
