"""Metadata nodes: uniqued or distinct, numbered as LLVM's slot tracker numbers them."""

from __future__ import annotations

from typing import Any, Sequence

from .names import escape_string

from .values import Instruction

# The module translator (module.py imports this module; so they are not named here).
ModuleTranslator = Any

# LLVM 16's fixed metadata kinds, in kind-id order (attachments print in it).
KIND_ORDER = {
    name: i
    for i, name in enumerate(
        [
            "dbg",
            "tbaa",
            "prof",
            "fpmath",
            "range",
            "tbaa.struct",
            "invariant.load",
            "alias.scope",
            "noalias",
            "nontemporal",
            "llvm.mem.parallel_loop_access",
            "nonnull",
            "dereferenceable",
            "dereferenceable_or_null",
            "make.implicit",
            "unpredictable",
            "invariant.group",
            "align",
            "llvm.loop",
            "type",
            "section_prefix",
            "absolute_symbol",
            "associated",
            "callees",
            "irr_loop",
            "llvm.access.group",
        ]
    )
}
LOOP_OPTIONS = {
    1: ("llvm.loop.unroll.disable", True),
    2: ("llvm.licm.disable", True),
    3: ("llvm.loop.interleave.count", False),
    4: ("llvm.loop.pipeline.disable", True),
    5: ("llvm.loop.pipeline.initiationinterval", False),
}


SELF = object()  # an operand standing for the node itself (self-referencing nodes)


class MDNode:
    """`!{...}`: operands are text (`i32 1`, `!"name"`), other nodes, `SELF`, or None (`null`)."""

    __slots__ = ("operands", "distinct", "slot")

    def __init__(self, operands: Sequence[Any], distinct: bool = False) -> None:
        self.operands = list(operands)
        self.distinct = distinct
        self.slot = -1

    def ref(self) -> str:
        return f"!{self.slot}"

    def key(self) -> tuple[Any, ...]:
        return tuple(
            o if isinstance(o, str) or o is None else id(o) for o in self.operands
        )

    def body(self) -> str:
        items = []
        for operand in self.operands:
            if operand is SELF:
                items.append(self.ref())
            elif operand is None:
                items.append("null")
            elif isinstance(operand, MDNode):
                items.append(operand.ref())
            else:
                items.append(operand)
        text = "!{" + ", ".join(items) + "}"
        return ("distinct " + text) if self.distinct else text


def md_string(text: str) -> str:
    return f'!"{escape_string(text.encode("utf-8", "surrogateescape"))}"'


class MetadataTable:
    """The module's metadata: named module flags and the nodes attached to things."""

    def __init__(self) -> None:
        self._uniqued: dict[tuple[Any, ...], MDNode] = {}
        self.flags: list[MDNode] = []
        self.compile_units: list[MDNode] = []
        self.symbols: dict[tuple[str, str], MDNode] = {}
        self.loops: dict[Any, MDNode] = {}

    def node(self, operands: Sequence[Any]) -> MDNode:
        """The uniqued node with these operands."""
        return self.uniqued(MDNode(operands))

    def uniqued(self, candidate: MDNode) -> MDNode:
        """The node equal to `candidate` made first (LLVM uniques non-distinct nodes)."""
        key = (type(candidate).__name__, *candidate.key())
        found = self._uniqued.get(key)
        if found is None:
            self._uniqued[key] = found = candidate
        return found

    def add_debug_version_flag(self) -> None:
        self.flags.append(
            self.node(["i32 2", md_string("Debug Info Version"), "i32 3"])
        )

    # -- LLVM dialect metadata ops -------------------------------------------

    def add_code_view_flag(self, triple: str) -> None:
        """The flag MLIR's debug translation adds for Windows MSVC targets."""
        parts = triple.split("-")
        if (
            len(parts) >= 4
            and parts[2].startswith("windows")
            and parts[3].startswith("msvc")
        ):
            self.flags.append(self.node(["i32 2", md_string("CodeView"), "i32 1"]))

    def collect(self, module_op: Any) -> None:
        """Nodes of the `llvm.metadata` ops: access groups and alias scopes."""
        for op in module_op.regions[0].entry_block or []:
            if op.name != "llvm.metadata":
                continue
            scope_name = op.get_attr("sym_name").value
            body = op.regions[0].entry_block
            domains: dict[str, MDNode] = {}
            for inner in body or []:
                name = inner.get_attr("sym_name")
                if inner.name == "llvm.access_group":
                    self.symbols[(scope_name, name.value)] = MDNode([], distinct=True)
                elif inner.name == "llvm.alias_scope_domain":
                    operands: list[Any] = [SELF]
                    description = inner.get_attr("description")
                    if description is not None:
                        operands.append(md_string(description.value))
                    node = MDNode(operands, distinct=True)
                    domains[name.value] = node
                    self.symbols[(scope_name, name.value)] = node
            for inner in body or []:
                if inner.name == "llvm.alias_scope":
                    domain = domains[inner.get_attr("domain").value]
                    operands = [SELF, domain]
                    description = inner.get_attr("description")
                    if description is not None:
                        operands.append(md_string(description.value))
                    node = MDNode(operands, distinct=True)
                    self.symbols[(scope_name, inner.get_attr("sym_name").value)] = node
            self._collect_tbaa(scope_name, body)

    def _collect_tbaa(self, scope_name: str, body: Any) -> None:
        ops = {
            op.get_attr("sym_name").value: op
            for op in body or []
            if op.get_attr("sym_name") is not None
        }

        def build(name: str) -> MDNode:
            key = (scope_name, name)
            if key in self.symbols:
                return self.symbols[key]
            op = ops[name]
            if op.name == "llvm.tbaa_root":
                identity = op.get_attr("identity")
                node = self.node(
                    [md_string(identity.value)] if identity is not None else []
                )
            elif op.name == "llvm.tbaa_type_desc":
                operands: list[Any] = [md_string(op.get_attr("identity").value)]
                members = op.get_attr("members").value
                offsets = op.get_attr("offsets").values
                for member, offset in zip(members, offsets):
                    operands += [build(member.leaf), f"i64 {offset}"]
                node = self.node(operands)
            elif op.name == "llvm.tbaa_tag":
                operands = [
                    build(op.get_attr("base_type").leaf),
                    build(op.get_attr("access_type").leaf),
                    f"i64 {op.get_attr('offset').value}",
                ]
                if op.get_attr("constant") is not None:
                    operands.append("i64 1")
                node = self.node(operands)
            else:
                raise KeyError(name)
            self.symbols[key] = node
            return node

        for name, op in ops.items():
            if op.name.startswith("llvm.tbaa"):
                build(name)

    def _lookup(self, ref: Any) -> MDNode:
        return self.symbols[(ref.root, ref.leaf)]

    def attach_memory(
        self, op: Any, inst: Instruction, module: ModuleTranslator
    ) -> None:
        groups = op.get_attr("access_groups")
        if groups is not None and groups.value:
            nodes = [self._lookup(r) for r in groups.value]
            node = nodes[0] if len(nodes) == 1 else self.node(nodes)
            inst.metadata.append(("llvm.access.group", node))
        for attr_name, kind in (
            ("alias_scopes", "alias.scope"),
            ("noalias_scopes", "noalias"),
        ):
            scopes = op.get_attr(attr_name)
            if scopes is not None and scopes.value:
                inst.metadata.append(
                    (kind, self.node([self._lookup(r) for r in scopes.value]))
                )
        tbaa = op.get_attr("llvm.tbaa")
        if tbaa is not None and tbaa.value:
            inst.metadata.append(("tbaa", self._lookup(tbaa.value[0])))

    def attach_loop(self, op: Any, inst: Instruction, module: ModuleTranslator) -> None:
        attr = op.get_attr("llvm.loop")
        if attr is None:
            return
        node = self.loops.get(attr)
        if node is None:
            operands: list[Any] = [SELF]
            items = dict(attr.items)
            parallel = items.get("parallel_access")
            if parallel is not None:
                operands.append(
                    self.node(
                        [md_string("llvm.loop.parallel_accesses")]
                        + [self._lookup(r) for r in parallel.value]
                    )
                )
            options = items.get("options")
            if options is not None:
                for case, value in options.options:
                    name, boolean = LOOP_OPTIONS[int(case)]
                    constant = (
                        f"i1 {'true' if value else 'false'}"
                        if boolean
                        else f"i32 {value}"
                    )
                    operands.append(self.node([md_string(name), constant]))
            node = MDNode(operands, distinct=True)
            self.loops[attr] = node
        inst.metadata.append(("llvm.loop", node))

    # -- numbering and printing ------------------------------------------------

    def number(self, attachments: list[MDNode]) -> list[MDNode]:
        """Slots in LLVM's order: module flags, then attachments as met (pre-order)."""
        ordered: list[MDNode] = []
        seen: set[int] = set()

        def visit(node: MDNode) -> None:
            if id(node) in seen:
                return
            seen.add(id(node))
            node.slot = len(ordered)
            ordered.append(node)
            for operand in node.operands:
                if isinstance(operand, MDNode):
                    visit(operand)

        for node in self.flags + self.compile_units:
            visit(node)
        for node in attachments:
            visit(node)
        return ordered

    def print(self, ordered: list[MDNode]) -> str:
        """The named metadata, then every numbered node ('' when there is none)."""
        text = ""
        named = [("llvm.module.flags", self.flags), ("llvm.dbg.cu", self.compile_units)]
        lines = [
            f"!{name} = !{{{', '.join(n.ref() for n in nodes)}}}"
            for name, nodes in named
            if nodes
        ]
        if lines:
            text += "\n" + "\n".join(lines) + "\n"
        if ordered:
            text += "\n" + "\n".join(f"{n.ref()} = {n.body()}" for n in ordered) + "\n"
        return text


def sorted_attachments(metadata: list[tuple[str, MDNode]]) -> list[tuple[str, MDNode]]:
    return sorted(metadata, key=lambda item: KIND_ORDER.get(item[0], 100))
