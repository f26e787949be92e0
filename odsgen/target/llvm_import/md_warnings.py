"""The texts of mlir-translate-16's warnings about what its import leaves out.

MLIR 16 warns about profiling and TBAA metadata it cannot attach to the op
of an instruction or to a function (`unhandled metadata: !N = ... on <inst>`,
`unhandled function metadata: ... on <function>`) and about instructions it
drops (`dropped instruction: <inst>`). The node and the instruction are
LLVM's prints of them: the node numbered as a whole-module print numbers
metadata, an instruction as LLVM prints one instruction alone (the module's
named metadata, then its own function's metadata; the whole module's when it
passes metadata nodes to an intrinsic).

odsgen rebuilds these texts from the source lines (the form LLVM itself
writes), with the metadata references and attribute groups (`#N`)
renumbered, and a function's `; Function Attrs:` comment as LLVM writes it;
what a source line spells differently from LLVM's printer (other comments,
nodes written inline, attributes written in place of a group) stays as
written.
"""

from __future__ import annotations

import re
from typing import Any, Iterator

from .debug_version import DEBUG_ATTACHMENTS
from .model import Function, Instruction, MDNode, MetadataValue, Module, md_node

# LLVM 16's fixed metadata kinds, in the order of their ids (LLVM orders an
# instruction's attachments by kind id, `!dbg` first); other kinds come
# after them, in the order the text first names them.
_FIXED_KINDS = (
    "dbg tbaa prof fpmath range tbaa.struct invariant.load alias.scope noalias "
    "nontemporal llvm.mem.parallel_loop_access nonnull dereferenceable "
    "dereferenceable_or_null make.implicit unpredictable invariant.group align "
    "llvm.loop type section_prefix absolute_symbol associated callees irr_loop "
    "llvm.access.group callback llvm.preserve.access.index vcall_visibility "
    "noundef annotation nosanitize func_sanitize exclude memprof callsite "
    "kcfi_type pcsections DIAssignID"
).split()

# The fields of specialized nodes that are operands, in LLVM's operand order
# (the order it numbers the nodes they refer to); other kinds: text order.
_DI_OPERANDS = {
    "DILocation": ("scope", "inlinedAt"),
    "DISubprogram": (
        "file scope type unit declaration retainedNodes containingType "
        "templateParams thrownTypes annotations"
    ).split(),
    "DICompileUnit": "file enums retainedTypes globals imports macros".split(),
    "DIBasicType": ("file", "scope", "annotations"),
    "DIDerivedType": "file scope baseType extraData annotations".split(),
    "DICompositeType": (
        "file scope baseType elements vtableHolder templateParams discriminator "
        "dataLocation associated allocated rank annotations"
    ).split(),
    "DISubroutineType": ("file", "scope", "types"),
    "DILexicalBlock": ("file", "scope"),
    "DILexicalBlockFile": ("file", "scope"),
    "DILocalVariable": ("scope", "file", "type", "annotations"),
    "DIGlobalVariable": (
        "scope file type declaration templateParams annotations".split()
    ),
    "DIGlobalVariableExpression": ("var", "expr"),
    "DILabel": ("scope", "file"),
    "DINamespace": ("file", "scope"),
    "DIImportedEntity": ("scope", "entity", "file", "elements"),
}

# Nodes LLVM prints inline and does not number.
_UNNUMBERED = ("DIExpression", "DIArgList")

# A string (left as it is), a numbered metadata reference or an attribute
# group's.
_REFERENCE = re.compile(r'"[^"]*"|!(\d+)\b|#(\d+)\b')
# An attribute group's definition, and one attribute of its body (a string
# attribute, with its value, or a word with its arguments or value).
_GROUP = re.compile(r"^attributes #(\d+) = \{ ?(.*?) ?\}$", re.M)
_GROUP_ATTR = re.compile(
    r'"(?:[^"\\]|\\.)*"(?:="(?:[^"\\]|\\.)*")?|[^ "(]+(?:\([^)]*\))?'
)
# The attachments that end an instruction's line, or a function's header.
_ATTACHMENTS = re.compile(r"(?:, ![A-Za-z_.][\w.]* !\d+)+$")
_HEADER_ATTACHMENTS = re.compile(r"(?: ![A-Za-z_.][\w.]* !\d+)+$")
_PAIR = re.compile(r"(![A-Za-z_.][\w.]*) (!\d+)")
# A line that continues an instruction (`switch` cases and its `]`, an
# `invoke`'s labels, a `landingpad`'s clauses).
_CONTINUATION = re.compile(r"   |  \]")
_DEBUG_CALL = re.compile(r"^\s+(?:tail |musttail |notail )?call void @llvm\.dbg\.")

# The module's part of the attribute group numbers: slots by attribute set,
# slots by source group, and the groups left unnumbered by their set.
_ModuleGroups = tuple[dict[frozenset, int], dict[str, int], dict[frozenset, list[str]]]


class MetadataNumbering:
    """LLVM's numbers of a module's metadata nodes, and the texts that use them."""

    def __init__(self, module: Module) -> None:
        self.m = module
        self._kinds: dict[str, int] | None = None
        self._whole: dict[int, int] | None = None
        self._local: dict[int, dict[int, int]] = {}
        self._by_function: dict[int, list[Instruction]] | None = None
        self._group_slots: dict[int, dict[str, int]] = {}
        self._group_texts: dict[str, str] | None = None
        self._module_group_parts: _ModuleGroups | None = None

    # -- numbers ---------------------------------------------------------------------

    def node(self, operand: Any) -> MDNode | None:
        """The node an MD operand names (None for strings, values, null)."""
        return md_node(self.m, operand)

    def whole(self) -> dict[int, int]:
        """Slots by node id as a print of the whole module numbers them."""
        if self._whole is None:
            slots = self._module_level()
            for fn in self.m.functions:
                self._function(slots, fn)
            self._whole = slots
        return self._whole

    def local(self, fn: Function) -> dict[int, int]:
        """Slots by node id as a print of one instruction of `fn` numbers them."""
        found = self._local.get(id(fn))
        if found is None:
            found = self._local[id(fn)] = self._module_level()
            self._function(found, fn)
        return found

    def _module_level(self) -> dict[int, int]:
        slots: dict[int, int] = {}
        for operands in self.m.named_metadata.values():
            for operand in operands:
                self._number(slots, self.node(operand))
        return slots

    def _function(self, slots: dict[int, int], fn: Function) -> None:
        for _, operand in self._sorted(fn.metadata):
            self._number(slots, self.node(operand))
        for inst in self._users().get(id(fn), ()):
            for operand in _intrinsic_metadata(inst):
                self._number(slots, self.node(operand))
            for _, operand in self._sorted(inst.metadata):
                self._number(slots, self.node(operand))

    def _users(self) -> dict[int, list[Instruction]]:
        """The instructions that use metadata, by function (id), in order."""
        if self._by_function is None:
            function_of = {
                id(bb): id(fn) for fn in self.m.functions for bb in fn.blocks or ()
            }
            users: dict[int, list[Instruction]] = {}
            for inst in sorted(
                {*self.m.annotated, *self.m.metadata_calls}, key=_position
            ):
                fn = function_of.get(id(inst.block))
                if fn is not None:
                    users.setdefault(fn, []).append(inst)
            self._by_function = users
        return self._by_function

    def _sorted(self, attachments: Any) -> list[tuple[str, Any]]:
        """`attachments` in LLVM's order: by kind id."""
        if len(attachments) < 2:
            return list(attachments.items())
        kinds = self._kind_ids()
        return sorted(attachments.items(), key=lambda item: kinds[item[0]])

    def _kind_ids(self) -> dict[str, int]:
        if self._kinds is None:
            kinds = {name: index for index, name in enumerate(_FIXED_KINDS)}
            for attachments in self._all_attachments():
                for kind in attachments:
                    kinds.setdefault(kind, len(kinds))
            self._kinds = kinds
        return self._kinds

    def _all_attachments(self) -> Iterator[Any]:
        """The attachments of functions and instructions, in the text's order."""
        owners: list[Any] = [*self.m.functions, *self.m.annotated]
        for owner in sorted(owners, key=_position):
            yield owner.metadata

    def _number(self, slots: dict[int, int], root: MDNode | None) -> None:
        """Number `root` and the nodes it reaches, depth first, as LLVM does."""
        stack = [root]
        while stack:
            node = stack.pop()
            if node is None or id(node) in slots or node.kind in _UNNUMBERED:
                continue
            slots[id(node)] = len(slots)
            stack.extend(reversed([self.node(o) for o in _operands(node)]))

    # -- texts -----------------------------------------------------------------------

    def node_text(self, operand: Any) -> str:
        """`!N = <body>` of the node `operand` names, numbered as the whole module."""
        node = self.node(operand)
        slots = self.whole()
        ref = isinstance(operand, tuple) and operand[0] == "ref"
        number = operand[1] if ref else ""
        text = self.m.text
        start = self.m.metadata_pos.get(number)
        body = "!{}"
        if start is not None:
            end = text.find("\n", start)
            line = text[start : end if end >= 0 else len(text)]
            body = line.partition(" = ")[2].strip()
        return f"!{slots.get(id(node), number)} = {self._renumber(body, slots, {})}"

    def instruction_text(self, inst: Instruction, fn: Function) -> str:
        """The instruction's line as LLVM prints the instruction alone."""
        text = self.m.text
        start = text.rfind("\n", 0, inst.pos) + 1
        end = text.find("\n", inst.pos)
        while end >= 0 and _CONTINUATION.match(text, end + 1):
            end = text.find("\n", end + 1)
        line = self._sorted_attachments(
            text[start : end if end >= 0 else len(text)].strip()
        )
        slots = self.whole() if _intrinsic_metadata(inst) else self.local(fn)
        return "  " + self._renumber(line, slots, self._groups(fn))

    def _sorted_attachments(
        self, line: str, pattern: re.Pattern[str] = _ATTACHMENTS, sep: str = ", "
    ) -> str:
        """A line with its trailing attachments (`pattern`, each after `sep`)
        in LLVM's order."""
        found = pattern.search(line)
        if found is None:
            return line
        pairs = sorted(self._kept(found.group(0)), key=self._kind_order)
        return line[: found.start()] + "".join(f"{sep}{k} {v}" for k, v in pairs)

    def _kept(self, attachments: str) -> list[tuple[str, str]]:
        """The (kind, reference) pairs spelled `attachments`, without `!dbg`
        and the loops left without metadata where the reader stripped the
        debug info."""
        pairs = _PAIR.findall(attachments)
        if self.m.stripped_debug_version is None:
            return pairs
        loops = self.m.stripped_loops
        return [
            (kind, ref)
            for kind, ref in pairs
            if kind[1:] not in DEBUG_ATTACHMENTS
            and not (kind == "!llvm.loop" and loops.get(ref[1:], True) is None)
        ]

    def _kind_order(self, pair: tuple[str, str]) -> int:
        return self._kind_ids().get(pair[0][1:], len(_FIXED_KINDS))

    def function_text(self, fn: Function) -> str:
        """The function as LLVM prints it (a definition with its body)."""
        text = self.m.text
        start = text.rfind("\n", 0, fn.pos) + 1
        if fn.blocks is None:
            end = text.find("\n", fn.pos)
        else:
            end = text.find("\n}", fn.pos) + 2
        body = text[start : end if end > start else len(text)].rstrip()
        header, *lines = body.split("\n")
        brace = " {" if header.endswith(" {") else ""
        header = header[: len(header) - len(brace)]
        header = self._sorted_attachments(header, _HEADER_ATTACHMENTS, " ")
        stripped = self.m.stripped_debug_version is not None
        lines = [
            (
                f"  {self._sorted_attachments(line.strip())}"
                if line.startswith("  ") and not line.startswith("   ")
                else line
            )
            for line in lines
            if not (stripped and _DEBUG_CALL.search(line))
        ]
        body = "\n".join([header + brace, *lines])
        comment = self._attrs_comment(fn)
        return comment + self._renumber(body, self.whole(), self._groups(fn)) + "\n"

    def _renumber(
        self, text: str, slots: dict[int, int], groups: dict[str, int]
    ) -> str:
        """`text` with its metadata references numbered by `slots` and its
        attribute groups by `groups`."""
        metadata = self.m.metadata
        loops = self.m.stripped_loops

        def replace(match: re.Match[str]) -> str:
            number, group = match.group(1, 2)
            if number is not None:
                slot = slots.get(id(loops.get(number) or metadata.get(number)))
            elif group is not None:
                slot = groups.get(group)
            else:
                return match.group(0)
            if slot is None:
                return match.group(0)
            return f"!{slot}" if number is not None else f"#{slot}"

        return _REFERENCE.sub(replace, text)

    # -- attribute groups ------------------------------------------------------------

    def _groups(self, fn: Function) -> dict[str, int]:
        """The number LLVM prints for each attribute group of the source, in a
        print of `fn` or of one of its instructions: distinct attribute sets
        are numbered in the order the functions of the module have them,
        then the calls of `fn` (a source group stands for its set)."""
        found = self._group_slots.get(id(fn))
        if found is not None:
            return found
        module_sets, module_groups, groups_by_set = self._module_groups()
        added: dict[frozenset, int] = {}
        for attrs in self._call_attribute_lists(fn):
            key = self._attribute_set(attrs)
            if key and key not in module_sets:
                added.setdefault(key, len(module_sets) + len(added))
        found = dict(module_groups) if added else module_groups
        for key, slot in added.items():
            for group in groups_by_set.get(key, ()):
                found[group] = slot
        self._group_slots[id(fn)] = found
        return found

    def _module_groups(self) -> _ModuleGroups:
        """The module's part of every print's group numbers, built once: the
        slots of the functions' distinct attribute sets, the groups they
        number, and the source groups by their set."""
        if self._module_group_parts is None:
            module_sets: dict[frozenset, int] = {}
            for function in self.m.functions:
                key = self._attribute_set(function.fn_attrs)
                if key:
                    module_sets.setdefault(key, len(module_sets))
            module_groups: dict[str, int] = {}
            groups_by_set: dict[frozenset, list[str]] = {}
            for group in self.m.attr_groups:
                key = self._attribute_set([("#", group)])
                slot = module_sets.get(key)
                if slot is not None:
                    module_groups[group] = slot
                else:
                    groups_by_set.setdefault(key, []).append(group)
            self._module_group_parts = module_sets, module_groups, groups_by_set
        return self._module_group_parts

    def _call_attribute_lists(self, fn: Function) -> Iterator[list[tuple[str, Any]]]:
        """The function attribute lists of the calls in `fn`, in order."""
        for block in fn.blocks or ():
            for inst in block.instructions:
                if inst.opcode in _CALLS:
                    yield inst.attrs.get("fn_attrs", ())

    def _attribute_set(self, attrs: Any) -> frozenset:
        """The attributes of a function attribute list, groups expanded."""
        expanded = set()
        for name, value in attrs:
            if name == "#":
                expanded.update(self.m.attr_groups.get(value, ()))
            else:
                expanded.add((name, value))
        return frozenset(expanded)

    def _attrs_comment(self, fn: Function) -> str:
        """LLVM's `; Function Attrs:` line before a function whose attributes
        are not all strings (their texts as the source's groups spell them)."""
        if self._group_texts is None:
            self._group_texts = dict(_GROUP.findall(self.m.text))
        words: list[str] = []
        for name, value in fn.fn_attrs:
            if name != "#":
                continue
            for attr in _GROUP_ATTR.findall(self._group_texts.get(value, "")):
                if not attr.startswith('"') and attr not in words:
                    words.append(attr)
        return f"; Function Attrs: {' '.join(words)}\n" if words else ""


# The instructions whose function attributes LLVM numbers.
_CALLS = frozenset(("call", "invoke", "callbr"))


def _position(owner: Any) -> int:
    return owner.pos


def _operands(node: MDNode) -> list[Any]:
    if node.kind is None:
        return node.operands
    if node.kind in _DI_OPERANDS:
        fields = node.fields
        return [fields.get(name) for name in _DI_OPERANDS[node.kind]]
    return list(node.fields.values())


def _intrinsic_metadata(inst: Instruction) -> list[Any]:
    """The metadata nodes an intrinsic call passes as arguments."""
    if inst.opcode != "call" or not inst.operands:
        return []
    callee = inst.operands[-1]
    if not getattr(callee, "name", "").startswith("llvm."):
        return []
    return [
        o.node
        for o in inst.operands[:-1]
        if isinstance(o, MetadataValue)
        and (isinstance(o.node, MDNode) or _is_node_operand(o.node))
    ]


def _is_node_operand(operand: Any) -> bool:
    return isinstance(operand, tuple) and operand[0] in ("ref", "node")
