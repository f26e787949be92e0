"""The model of an LLVM IR module to LLVM dialect operations (MLIR 16's ModuleImport).

What MLIR 16 prints depends on the order it creates operations in, so this
follows it step by step: globals first (each after the last), the TBAA
metadata op, then functions; in a function, blocks in reverse post-order,
constants materialized at the top of the entry block in the order they are
first needed (with everything reachable from them, global initializers
included), phis as block arguments in the order blocks are visited.
"""

from __future__ import annotations

from typing import Any, Iterable, Mapping, Sequence

from ...asm.parser import AsmParser
from ...ir.attributes import (
    ArrayAttr,
    DictionaryAttr,
    FlatSymbolRefAttr,
    FloatAttr,
    IntegerAttr,
    StringAttr,
    SymbolRefAttr,
    TypeAttr,
    UnitAttr,
)
from ...ir.builtin import ModuleOp
from ...ir.diagnostics import WARNING, Diagnostic, DiagnosticError, file_line_col
from ...ir.location import CallSiteLoc, FileLineColLoc, FusedLoc, NameLoc
from ...ir.operation import Block, Operation, Region
from ...ir.types import FloatType, IntegerType
from .constants import Constants
from .model import (
    ArrayT,
    BasicBlock,
    Constant,
    FloatT,
    Function,
    GlobalValue,
    GlobalVariable,
    Instruction,
    IntT,
    LType,
    MDNode,
    MetadataValue,
    Module,
    PtrT,
    StructT,
    VectorT,
    is_void,
)
from .attributes import fn_passthrough, memory_effects
from .debug import DebugImporter
from .intrinsics import IntrinsicTable
from .types import MLIR_FLOATS, TypeConverter
from .convert import FAST_CONVERTERS, TAGGED_CONVERTERS, convert_instruction
from .errors import ImportFailure
from .md_warnings import MetadataNumbering
from .tables import _FMF_BITS, _FMF_NAMES


class ModuleImporter:
    """Builds the LLVM dialect module of one parsed LLVM IR module."""

    def __init__(
        self,
        module: Module,
        consts: Constants,
        context: Any,
        llvm: Any,
        filename: str,
    ) -> None:
        self.m = module
        self.consts = consts
        self.context = context
        self.llvm = llvm
        self.convert_type = TypeConverter(llvm, context)
        name = module.source_filename or filename
        self.loc = FileLineColLoc.get(name, 0, 0, context)
        self.intrinsics = IntrinsicTable(context)
        self.debug = DebugImporter(self)
        self.current_loc = self.loc
        self._attr_cache: dict[str, Any] = {}
        self._fn_attr_cache: dict[tuple, dict[str, Any]] = {}
        # The `create` of op classes and attribute dictionaries by a key of
        # what they are made of (see `maker`).
        self.makers: dict[Any, tuple[Any, Any, Any]] = {}
        self._tbaa_dictionaries: dict[tuple, Any] = {}
        self._arrays: dict[tuple[str, tuple[int, ...]], Any] = {}
        self._type_attrs: dict[LType, Any] = {}
        # The result types of an instruction by its type: none for void.
        self._result_types: dict[LType, tuple[Any, ...]] = {}
        # getelementptr shapes: the positions of dynamic indices, op class
        # and attributes (see convert._gep).
        self.gep_shapes: dict[tuple, tuple[tuple[int, ...], Any]] = {}
        # Per constant without operands (`_LEAF_KINDS`, uniqued by the
        # parser): the op class, name, attributes and result type it became.
        self._leaves: dict[Constant, tuple[Any, str, Any, Any]] = {}
        # The MLIR value of each LLVM value (instruction, argument, constant)
        # and the block of each basic block, keyed by the objects themselves
        # (the model's classes hash by identity).
        self.values: dict[Any, Any] = {}
        self.blocks: dict[BasicBlock, Block] = {}
        self.const_block: Block | None = None
        self.const_anchor: Operation | None = None
        self.tbaa_op: Operation | None = None
        self.tbaa_map: dict[int, Any] = {}
        self.tbaa_counter = 0
        self._cyclic_globals: set[int] | None = None
        self._metadata_texts: MetadataNumbering | None = None
        self.fn: Function | None = None
        self.global_refs: dict[str, Any] = module.refs
        self.i32 = IntegerType.get(32, context=context)
        self.i64 = IntegerType.get(64, context=context)

    # -- helpers ---------------------------------------------------------------------

    def attr(self, text: str) -> Any:
        """The attribute spelled `text` (parsed once)."""
        found = self._attr_cache.get(text)
        if found is None:
            parser = AsmParser(text, self.context)
            found = parser.parse_attribute()
            self._attr_cache[text] = found
        return found

    def op(
        self,
        name: str,
        operands: Sequence[Any] = (),
        results: Sequence[Any] = (),
        attributes: dict[str, Any] | None = None,
        successors: Sequence[Block] = (),
        regions: list[Region] | None = None,
    ) -> Operation:
        """A new op `name` at the module's location (not inserted)."""
        # Ops of one kind mostly repeat their attributes: build each
        # dictionary (with the op's defaults) once.
        key: Any = (name, *attributes.items()) if attributes else name
        made = self.makers.get(key) or self.maker(key, name, attributes)
        return made[0](
            name, operands, results, made[1], successors, 0, self.loc, regions
        )

    def maker(
        self, key: Any, name: str, attributes: dict[str, Any] | None = None
    ) -> tuple[Any, Any, Any]:
        """The `create` of the class of op `name` (bound once: it makes most
        of the ops), its attribute dictionary (`attributes` with the op's
        defaults) and its `append_new` (which takes that dictionary as
        complete), remembered in `makers` under `key`."""
        cls = self.context.get_op_class(name)
        dictionary = cls.create(name, attributes=attributes).attributes
        made = self.makers[key] = (cls.create, dictionary, cls.append_new)
        return made

    def int_attr(self, value: int, type_: Any = None) -> Any:
        return IntegerAttr.get(type_ or self.i64, value, self.context)

    def dense_i32_vector(self, values: list[int]) -> Any:
        if values and all(v == values[0] for v in values):
            body = str(values[0])
        else:
            body = "[" + ", ".join(str(v) for v in values) + "]"
        return self.attr(f"dense<{body}> : vector<{len(values)}xi32>")

    def array_i32(self, values: Iterable[int]) -> Any:
        return self._array("i32", tuple(values))

    def array_i64(self, values: Iterable[int]) -> Any:
        return self._array("i64", tuple(values))

    def _array(self, element: str, values: tuple[int, ...]) -> Any:
        """The dense array attribute of `values` (built once per import)."""
        key = (element, values)
        found = self._arrays.get(key)
        if found is None:
            body = ", ".join(str(v) for v in values)
            text = f"array<{element}: {body}>" if body else f"array<{element}>"
            found = self._arrays[key] = self.attr(text)
        return found

    def result_types(self, type_: LType) -> tuple[Any, ...]:
        """The result types of an op of an instruction of type `type_` (one
        tuple per type; empty for void)."""
        found = self._result_types.get(type_)
        if found is None:
            found = () if is_void(type_) else (self.convert_type(type_),)
            self._result_types[type_] = found
        return found

    def type_attr(self, type_: LType) -> Any:
        """The TypeAttr of the converted `type_` (built once per import)."""
        found = self._type_attrs.get(type_)
        if found is None:
            found = TypeAttr.get(self.convert_type(type_), self.context)
            self._type_attrs[type_] = found
        return found

    # -- module ----------------------------------------------------------------------

    def run(self) -> ModuleOp:
        module = ModuleOp.build(location=self.loc)
        self.module_op = module
        self.body = module.body
        module.set_attr("dlti.dl_spec", self.attr(data_layout_spec(self.m.datalayout)))
        self.global_anchor: Operation | None = None
        self._convert_metadata()
        for gv in self.m.globals:
            self._convert_global(gv)
        for fn in self.m.functions:
            self._convert_function(fn)
        return module

    def _insert_global(self, op: Operation) -> None:
        if self.global_anchor is None:
            self.body.prepend(op)
        else:
            self.body.insert_after(self.global_anchor, op)
        self.global_anchor = op

    # -- metadata (TBAA) -------------------------------------------------------------

    def _md(self, operand: Any) -> Any:
        """An MD operand with references resolved."""
        if isinstance(operand, tuple) and operand[0] == "ref":
            node = self.m.metadata.get(operand[1])
            if node is None:
                raise ImportFailure(f"use of undefined metadata '!{operand[1]}'")
            return node
        if isinstance(operand, tuple) and operand[0] == "node":
            return operand[1]
        return operand

    def _profile_data(self, metadata: Mapping[str, Any]) -> tuple[Any, Any] | None:
        """The `!prof` attachment of `metadata` and its node resolved, or
        None when there is none or its node is empty (nothing to import or
        warn about)."""
        prof = metadata.get("prof")
        if prof is None:
            return None
        node = self._md(prof)
        if isinstance(node, MDNode) and not node.operands:
            return None
        return prof, node

    def _convert_metadata(self) -> None:
        for inst in self.m.annotated:
            tag = inst.metadata.get("tbaa")
            if tag is not None:
                self._process_tbaa(self._md(tag), inst.pos)

    def _tbaa_name(self, base: str) -> str:
        name = f"tbaa_{base}_{self.tbaa_counter}"
        self.tbaa_counter += 1
        return name

    def _tbaa_metadata_op(self) -> Operation:
        if self.tbaa_op is None:
            region = Region([Block()])
            self.tbaa_op = self.op(
                "llvm.metadata",
                attributes={"sym_name": StringAttr.get("__tbaa", None, self.context)},
                regions=[region],
            )
            self.body.append(self.tbaa_op)
        return self.tbaa_op

    def _process_tbaa(self, node: MDNode, line: int) -> None:
        work = [node]
        order: list[MDNode] = []
        seen: set[int] = set()
        while work:
            current = work.pop()
            if id(current) in self.tbaa_map or id(current) in seen:
                continue
            seen.add(id(current))
            order.append(current)
            for operand in current.operands:
                operand = self._md(operand)
                if isinstance(operand, MDNode):
                    work.append(operand)
        meta = self._tbaa_metadata_op()
        body = meta.regions[0].blocks[0]
        ctx = self.context

        def is_root(n: MDNode) -> str | None:
            if len(n.operands) == 1 and _is_mdstring(n.operands[0]):
                return n.operands[0][1]
            return None

        def type_desc(n: MDNode) -> tuple[str, list[Any], list[int]] | None:
            ops = n.operands
            if len(ops) < 2 or not _is_mdstring(ops[0]):
                return None
            members, offsets = [], []
            for pair in range(len(ops) // 2):
                member = self._md(ops[2 * pair + 1])
                if not isinstance(member, MDNode):
                    raise ImportFailure(
                        f"operand '{2 * pair + 1}' must be MDNode", line
                    )
                offset = 0
                if 2 * pair + 2 < len(ops):
                    value = ops[2 * pair + 2]
                    if not (isinstance(value, Constant) and value.kind == "int"):
                        raise ImportFailure(
                            f"operand '{2 * pair + 2}' must be ConstantInt", line
                        )
                    offset = value.data & ((1 << value.type.bits) - 1)  # type: ignore[attr-defined]
                elif len(ops) != 2:
                    raise ImportFailure("missing member offset", line)
                members.append(member)
                offsets.append(offset)
            return ops[0][1], members, offsets

        def tag(n: MDNode) -> tuple[MDNode, MDNode, int, bool] | None:
            ops = n.operands
            if len(ops) not in (3, 4):
                return None
            base, access, offset = self._md(ops[0]), self._md(ops[1]), ops[2]
            if not (
                isinstance(base, MDNode)
                and isinstance(access, MDNode)
                and isinstance(offset, Constant)
                and offset.kind == "int"
            ):
                return None
            if not access.operands or not _is_mdstring(access.operands[0]):
                return None
            constant = False
            if len(ops) == 4:
                flag = ops[3]
                if not (isinstance(flag, Constant) and flag.kind == "int"):
                    raise ImportFailure("operand '3' must be ConstantInt", line)
                constant = bool(flag.data & 1)
            return base, access, offset.data, constant

        for current in order:
            identity = is_root(current)
            if identity is not None:
                if not identity:
                    raise ImportFailure(
                        "TBAA root node must have non-empty identity", line
                    )
                name = self._tbaa_name("root")
                body.append(
                    self.op(
                        "llvm.tbaa_root",
                        attributes={
                            "identity": StringAttr.get(identity, None, ctx),
                            "sym_name": StringAttr.get(name, None, ctx),
                        },
                    )
                )
                self.tbaa_map[id(current)] = name
                continue
            if type_desc(current) is not None:
                self.tbaa_map[id(current)] = self._tbaa_name("type_desc")
                continue
            if tag(current) is not None:
                self.tbaa_map[id(current)] = self._tbaa_name("tag")
                continue
            raise ImportFailure("unsupported TBAA node format", line)
        for current in order:
            desc = type_desc(current)
            if desc is not None and is_root(current) is None:
                identity, members, offsets = desc
                body.append(
                    self.op(
                        "llvm.tbaa_type_desc",
                        attributes={
                            "identity": StringAttr.get(identity, None, ctx),
                            "members": ArrayAttr.get(
                                [
                                    FlatSymbolRefAttr.get(self.tbaa_map[id(m)])
                                    for m in members
                                ],
                                ctx,
                            ),
                            "offsets": self.array_i64(offsets),
                            "sym_name": StringAttr.get(
                                self.tbaa_map[id(current)], None, ctx
                            ),
                        },
                    )
                )
                continue
            parts = tag(current)
            if parts is not None and is_root(current) is None:
                base, access, offset, constant = parts
                attributes = {
                    "access_type": FlatSymbolRefAttr.get(self.tbaa_map[id(access)]),
                    "base_type": FlatSymbolRefAttr.get(self.tbaa_map[id(base)]),
                    "offset": self.int_attr(offset & ((1 << 64) - 1)),
                    "sym_name": StringAttr.get(self.tbaa_map[id(current)], None, ctx),
                }
                if constant:
                    attributes["constant"] = UnitAttr.get(ctx)
                body.append(self.op("llvm.tbaa_tag", attributes=attributes))

    # -- globals ---------------------------------------------------------------------

    def _convert_global(self, gv: GlobalVariable) -> None:
        if gv.name in ("llvm.global_ctors", "llvm.global_dtors"):
            self._convert_ctors(gv)
            return
        value_attr = None
        if gv.initializer is not None:
            value_attr = self.constant_attr(gv.initializer)
        ctx = self.context
        attributes: dict[str, Any] = {
            "addr_space": self.int_attr(gv.addrspace, self.i32),
            "global_type": TypeAttr.get(self.convert_type(gv.value_type), ctx),
            "linkage": self.attr(f"#llvm.linkage<{gv.linkage}>"),
            "sym_name": StringAttr.get(gv.name, None, ctx),
        }
        if gv.constant:
            attributes["constant"] = UnitAttr.get(ctx)
        if gv.align:
            attributes["alignment"] = self.int_attr(gv.align)
        if gv.dso_local:
            attributes["dso_local"] = UnitAttr.get(ctx)
        if gv.thread_local:
            attributes["thread_local_"] = UnitAttr.get(ctx)
        if value_attr is not None:
            attributes["value"] = value_attr
        if gv.unnamed_addr is not None:
            attributes["unnamed_addr"] = self.int_attr(
                1 if gv.unnamed_addr == "local" else 2
            )
        if gv.section is not None:
            attributes["section"] = StringAttr.get(gv.section, None, ctx)
        region = Region([])
        op = self.op("llvm.mlir.global", attributes=attributes, regions=[region])
        self._insert_global(op)
        if gv.initializer is not None and value_attr is None:
            self._clear()
            block = Block()
            region.append(block)
            self.const_block = block
            self.const_anchor = None
            value = self.convert_constant_expr(gv.initializer, gv.pos)
            block.append(self.op("llvm.return", [value]))

    def _convert_ctors(self, gv: GlobalVariable) -> None:
        init = gv.initializer
        failure = ImportFailure(f"unhandled global variable: @{gv.name}", gv.pos)
        if init is None or gv.linkage != "appending":
            raise failure
        funcs, priorities = [], []
        for element in self.consts.elements(init) if init.kind != "undef" else ():
            parts = (
                self.consts.elements(element)
                if isinstance(element, Constant) and element.kind in ("struct", "zero")
                else ()
            )
            if len(parts) != 3:
                raise failure
            priority, func, data = parts
            if not (
                priority.kind == "int"
                and isinstance(func, GlobalValue)
                and isinstance(func.definition, Function)
            ):
                raise failure
            if not (
                isinstance(data, Constant)
                and data.kind in ("null", "zero", "int")
                and not data.data
            ):
                raise failure
            funcs.append(FlatSymbolRefAttr.get(func.name))
            priorities.append(priority.data & 0xFFFFFFFF)
        name = "ctors" if gv.name == "llvm.global_ctors" else "dtors"
        op = self.op(
            f"llvm.mlir.global_{name}",
            attributes={
                name: ArrayAttr.get(funcs, self.context),
                "priorities": ArrayAttr.get(
                    [self.int_attr(_signed32(p), self.i32) for p in priorities],
                    self.context,
                ),
            },
        )
        self._insert_global(op)

    # -- constants -------------------------------------------------------------------

    def _clear(self) -> None:
        self.values = {}
        self.blocks = {}

    def std_type_for_attr(self, type_: LType) -> str | None:
        """The builtin shaped type (as text) an aggregate constant's attribute has."""
        if isinstance(type_, (IntT, FloatT)):
            return _scalar_text(type_)
        if isinstance(type_, VectorT):
            if type_.scalable:
                return None
            elem = self.std_type_for_attr(type_.elem)
            return None if elem is None else f"vector<{type_.count}x{elem}>"
        if isinstance(type_, ArrayT):
            shape = [type_.count]
            inner = type_.elem
            while isinstance(inner, ArrayT):
                shape.append(inner.count)
                inner = inner.elem
            if isinstance(inner, VectorT):
                if inner.scalable:
                    return None
                shape.append(inner.count)
                elem = self.std_type_for_attr(inner.elem)
                if elem is None:
                    return None
                return f"vector<{'x'.join(map(str, shape))}x{elem}>"
            elem = self.std_type_for_attr(inner)
            if elem is None:
                return None
            return f"tensor<{'x'.join(map(str, shape))}x{elem}>"
        return None

    def constant_attr(self, c: Any) -> Any:
        """MLIR 16's getConstantAsAttr: the constant as an attribute, or None."""
        if isinstance(c, GlobalValue):
            if isinstance(c.definition, Function):
                return FlatSymbolRefAttr.get(c.name)
            return None
        kind = c.kind
        if kind == "int":
            return self.attr(_int_text(c))
        if kind == "string":
            return StringAttr.get(mlir_string(c.data), None, self.context)
        if kind == "fp":
            ftype = self.convert_type(c.type)
            if not isinstance(ftype, FloatType):
                return None
            return FloatAttr.get_bits(ftype, c.data, self.context)
        if kind == "data":
            shaped = self.std_type_for_attr(c.type)
            texts = None if shaped is None else _data_texts(c)
            if texts is None:
                return None
            return self.attr(f"dense<{_dense_body(texts)}> : {shaped}")
        if kind in ("array", "vector", "struct"):
            shaped = self.std_type_for_attr(c.type)
            flat = None if shaped is None else self._flat_dense(c.data)
            if flat is None:
                return None
            return self.attr(f"dense<{_shaped_body(flat, shaped)}> : {shaped}")  # type: ignore[arg-type]
        return None

    def _flat_dense(self, elements: Iterable[Any]) -> list[str] | None:
        """The flat element spellings of constants whose attributes are dense."""
        flat: list[str] = []
        for c in elements:
            if not isinstance(c, Constant) or c.kind not in ("data", "array", "vector"):
                return None
            if self.std_type_for_attr(c.type) is None:
                return None
            nested = _data_texts(c) if c.kind == "data" else self._flat_dense(c.data)
            if nested is None:
                return None
            flat.extend(nested)
        return flat

    def _constants_to_convert(self, root: Any) -> list[Any]:
        """MLIR 16's getConstantsToConvert: dependencies first, each once.

        MLIR walks the constant's operands as a tree, into the initializers
        of the globals it meets. Where that walk would never end (globals
        whose initializers refer to each other: MLIR 16 runs out of memory),
        each global's initializer is walked once instead.
        """
        work = [root]
        ordered: list[Any] = []
        values = self.values
        cyclic = self._reaches_cycle(root)
        walked: set[int] = set()
        while work:
            current = work.pop()
            if current in values:
                continue
            if cyclic and current.kind == "global":
                if id(current) in walked:
                    ordered.append(current)
                    continue
                walked.add(id(current))
            ordered.append(current)
            work.extend(self._constant_operands(current))
        result: dict[int, Any] = {}
        for c in reversed(ordered):
            result.setdefault(id(c), c)
        return list(result.values())

    def _reaches_cycle(self, root: Any) -> bool:
        """Whether the constants reachable from `root` (through global
        initializers) form a cycle."""
        cyclic = self._cyclic_globals
        if cyclic is None:
            cyclic = self._cyclic_globals = self._find_cyclic_globals()
        if not cyclic:
            return False
        return any(id(g) in cyclic for g in self._globals_in(root))

    def _globals_in(self, root: Any) -> list[Any]:
        """The globals a constant refers to, not looking into their initializers."""
        found: list[Any] = []
        seen: set[int] = set()
        work = [root]
        while work:
            current = work.pop()
            if id(current) in seen:
                continue
            seen.add(id(current))
            if current.kind == "global":
                found.append(current)
                continue
            work.extend(self._constant_operands(current))
        return found

    def _find_cyclic_globals(self) -> set[int]:
        """The globals from whose initializer a cycle of initializers is reachable."""
        edges: dict[int, list[Any]] = {}
        nodes: dict[int, Any] = {}
        for gv in self.m.globals:
            ref = self.global_refs.get(gv.name)
            if ref is None:
                continue
            nodes[id(ref)] = ref
            edges[id(ref)] = (
                self._globals_in(gv.initializer) if gv.initializer is not None else []
            )
        # Iterative DFS colouring: a back edge marks a cycle; then everything
        # that reaches a node on a cycle is cyclic too.
        state: dict[int, int] = {}
        on_cycle: set[int] = set()
        for start in nodes:
            if start in state:
                continue
            stack = [(start, iter(edges.get(start, ())))]
            state[start] = 1
            path = [start]
            while stack:
                node, successors = stack[-1]
                for succ in successors:
                    key = id(succ)
                    if state.get(key) == 1:
                        on_cycle.update(path[path.index(key) :])
                    elif key not in state:
                        state[key] = 1
                        path.append(key)
                        stack.append((key, iter(edges.get(key, ()))))
                        break
                else:
                    stack.pop()
                    path.pop()
                    state[node] = 2
        if not on_cycle:
            return set()
        reverse: dict[int, list[int]] = {}
        for source, targets in edges.items():
            for target in targets:
                reverse.setdefault(id(target), []).append(source)
        result = set(on_cycle)
        work = list(on_cycle)
        while work:
            for source in reverse.get(work.pop(), ()):
                if source not in result:
                    result.add(source)
                    work.append(source)
        return result

    def _constant_operands(self, c: Any) -> list[Any]:
        if isinstance(c, GlobalValue):
            definition = c.definition
            if (
                isinstance(definition, GlobalVariable)
                and definition.initializer is not None
            ):
                return [definition.initializer]
            if isinstance(definition, Function) and definition.personality is not None:
                return [definition.personality]
            return []
        kind = c.kind
        if kind in ("array", "vector", "struct"):
            return list(c.data)
        if kind == "expr":
            return [
                o for o in c.data.operands if isinstance(o, (Constant, GlobalValue))
            ]
        if kind == "zero":
            return list(self.consts.elements(c))
        return []

    def convert_constant_expr(self, c: Any, line: int = -1) -> Any:
        """Materialize `c` (and what it needs) at the constant insertion point."""
        if c.kind in _LEAF_KINDS and c not in self.values:
            # Nothing to convert first; each such constant (uniqued by the
            # parser) makes the same op in every function.
            leaf = self._leaves.get(c)
            if leaf is None:
                result = self.values[c] = self._convert_constant(c, line)
                op = result.owner
                self._leaves[c] = (type(op), op.name, op.attributes, result.type)
                return result
            cls, name, attributes, type_ = leaf
            op = cls.create(name, (), (type_,), attributes, (), 0, self.loc)
            result = self.values[c] = self._insert_constant(op)
            return result
        for current in self._constants_to_convert(c):
            self.values[current] = self._convert_constant(current, line)
        result = self.values[c]
        owner = getattr(result, "owner", None)
        if isinstance(owner, Operation):
            self.const_anchor = owner
        return result

    def _insert_constant(self, op: Operation) -> Any:
        block = self.const_block
        assert block is not None
        if self.const_anchor is None:
            block.prepend(op)
        else:
            block.insert_after(self.const_anchor, op)
        self.const_anchor = op
        return op.results[0] if op.results else None

    def _convert_constant(self, c: Any, line: int) -> Any:
        attr = self.constant_attr(c)
        type_ = self.convert_type(c.type)
        if attr is not None:
            if isinstance(attr, FlatSymbolRefAttr):
                return self._insert_constant(
                    self.op("llvm.mlir.addressof", [], [type_], {"global_name": attr})
                )
            return self._insert_constant(
                self.op("llvm.mlir.constant", [], [type_], {"value": attr})
            )
        if isinstance(c, GlobalValue):
            return self._insert_constant(
                self.op(
                    "llvm.mlir.addressof",
                    [],
                    [type_],
                    {"global_name": FlatSymbolRefAttr.get(c.name)},
                )
            )
        kind = c.kind
        if kind == "null":
            return self._insert_constant(self.op("llvm.mlir.null", [], [type_]))
        if kind in ("undef", "poison"):
            return self._insert_constant(self.op("llvm.mlir.undef", [], [type_]))
        if kind == "expr":
            return self._convert_expr(c, line)
        if kind in ("array", "vector", "struct", "zero", "data", "string"):
            if kind in ("data", "string"):
                raise ImportFailure(f"unhandled constant: {_describe(c)}", line)
            elements = [self.values[e] for e in self.consts.elements(c)]
            root = self._insert_constant(self.op("llvm.mlir.undef", [], [type_]))
            aggregate = isinstance(c.type, (ArrayT, StructT))
            for index, element in enumerate(elements):
                if aggregate:
                    root = self._insert_constant(
                        self.op(
                            "llvm.insertvalue",
                            [root, element],
                            [type_],
                            {"position": self.array_i64([index])},
                        )
                    )
                else:
                    position = self._insert_constant(
                        self.op(
                            "llvm.mlir.constant",
                            [],
                            [self.i32],
                            {"value": self.int_attr(index, self.i32)},
                        )
                    )
                    root = self._insert_constant(
                        self.op(
                            "llvm.insertelement", [root, element, position], [type_]
                        )
                    )
            return root
        if kind == "blockaddress":
            raise ImportFailure(
                f"unhandled constant: blockaddress(@{c.data[0]}, %{c.data[1]})"
                " (the LLVM dialect of MLIR 16 has no block addresses)",
                line,
            )
        raise ImportFailure(f"unhandled constant: {_describe(c)}", line)

    def _convert_expr(self, c: Constant, line: int) -> Any:
        expr = c.data
        inst = Instruction(expr.opcode, c.type, list(expr.operands))
        if expr.opcode == "getelementptr":
            inst.attrs = {
                "inbounds": "inbounds" in expr.flags,
                "source": expr.source_type,
            }
        elif expr.opcode in ("icmp", "fcmp"):
            inst.attrs = {"predicate": expr.extra, "flags": ()}
        else:
            inst.attrs = {"flags": expr.flags}
        inst.pos = line
        saved_block = self.insert_block
        saved_anchor = self.insert_anchor
        self.insert_block = self.const_block
        self.insert_anchor = self.const_anchor
        self._in_constant = True
        try:
            self._convert_instruction(inst)
        finally:
            self._in_constant = False
            anchor = self.insert_anchor
            self.insert_block = saved_block
            self.insert_anchor = saved_anchor
        self.const_anchor = anchor
        result = self.values.pop(inst)
        return result

    # -- functions -------------------------------------------------------------------

    insert_block: Block | None = None
    insert_anchor: Operation | None = None
    _in_constant = False

    def emit(self, op: Operation) -> Operation:
        """Insert `op` at the instruction insertion point."""
        block = self.insert_block
        assert block is not None
        if not self._in_constant:
            op.location = self.current_loc
        if self._in_constant:
            if self.insert_anchor is None:
                block.prepend(op)
            else:
                block.insert_after(self.insert_anchor, op)
            self.insert_anchor = op
        else:
            block.append(op)
        return op

    def _convert_function(self, fn: Function) -> None:
        self._clear()
        if fn.name.startswith("llvm.") and self.intrinsics.lookup(fn.name) is not None:
            return
        self.fn = fn
        ctx = self.context
        ftype = self.convert_type(fn.type)
        attributes: dict[str, Any] = {
            "CConv": self.attr(f"#llvm.cconv<{fn.cconv}>"),
            "function_type": TypeAttr.get(ftype, ctx),
            "linkage": self.attr(f"#llvm.linkage<{fn.linkage}>"),
            "sym_name": StringAttr.get(fn.name, None, ctx),
        }
        if fn.linkage in ("private", "internal"):
            attributes["dso_local"] = UnitAttr.get(ctx)
        arg_attrs = []
        for attrs in fn.param_attrs:
            entries: dict[str, Any] = {}
            for key, name in (
                ("byval", "llvm.byval"),
                ("byref", "llvm.byref"),
                ("sret", "llvm.sret"),
                ("inalloca", "llvm.inalloca"),
            ):
                if attrs.get(key) is not None:
                    entries[name] = TypeAttr.get(self.convert_type(attrs[key]), ctx)
            arg_attrs.append(entries)
        if any(arg_attrs):
            attributes["arg_attrs"] = ArrayAttr.get(
                [DictionaryAttr.get(e) for e in arg_attrs], ctx
            )
        location = self.debug.function_location(fn)
        if fn.personality is not None:
            personality = _personality_name(fn.personality)
            if personality is not None:
                attributes["personality"] = FlatSymbolRefAttr.get(personality)
            else:
                self.warn(
                    location or self.loc, "could not deduce personality, skipping it"
                )
        if fn.gc is not None:
            attributes["garbageCollector"] = StringAttr.get(fn.gc, None, ctx)
        attributes.update(self._fn_attributes(fn.fn_attrs))
        if fn.metadata:
            self._function_metadata(fn, attributes, location or self.loc)
        region = Region([])
        func = self.op("llvm.func", attributes=attributes, regions=[region])
        if location is not None:
            func.location = location
        self.body.append(func)
        if fn.blocks is None:
            return
        for bb in fn.blocks:
            block = Block()
            region.append(block)
            self.blocks[bb] = block
        entry = region.blocks[0]
        for arg, param in zip(fn.args, ftype.params):
            self.values[arg] = entry.add_argument(param, func.location)
        order = _reverse_post_order(fn.blocks)
        self.const_block = self.blocks[order[0]]
        self.const_anchor = None
        fast = FAST_CONVERTERS
        for bb in order:
            block = self.insert_block = self.blocks[bb]
            for inst in bb.instructions:
                metadata = inst.metadata
                if not metadata:
                    convert = fast.get(inst.opcode)
                elif len(metadata) == 1 and "tbaa" in metadata:
                    convert = TAGGED_CONVERTERS.get(inst.opcode)
                else:
                    convert = None
                if convert is None:
                    self._convert_instruction(inst)
                else:
                    convert(self, inst, block)

    def _function_metadata(
        self, fn: Function, attributes: dict[str, Any], location: Any
    ) -> None:
        """The attributes of the function's TBAA and profile metadata, and
        MLIR 16's warnings on those it cannot attach (TBAA first)."""
        tbaa = fn.metadata.get("tbaa")
        if tbaa is not None:
            name = self.tbaa_map.get(id(self._md(tbaa)))
            if name is not None:
                attributes["llvm.tbaa"] = ArrayAttr.get(
                    [SymbolRefAttr.get("__tbaa", [name], self.context)], self.context
                )
            else:
                self._warn_function(fn, tbaa, location)
        found = self._profile_data(fn.metadata)
        if found is None:
            return
        prof, node = found
        if (
            isinstance(node, MDNode)
            and len(node.operands) == 2
            and _is_mdstring(node.operands[0])
            and node.operands[0][1] == "function_entry_count"
        ):
            attributes["function_entry_count"] = self.int_attr(
                node.operands[1].data & ((1 << 64) - 1)
            )
        else:
            self._warn_function(fn, prof, location)

    def _warn_function(self, fn: Function, operand: Any, location: Any) -> None:
        texts = self.metadata_texts()
        self.warn(
            location,
            f"unhandled function metadata: {texts.node_text(operand)}"
            f" on {texts.function_text(fn)}",
        )

    def metadata_texts(self) -> MetadataNumbering:
        """LLVM's numbering of the module's metadata (made at the first warning)."""
        if self._metadata_texts is None:
            self._metadata_texts = MetadataNumbering(self.m)
        return self._metadata_texts

    def warn(self, location: Any, message: str) -> None:
        """Report a warning (MLIR's emitWarning): the import goes on. At an
        inlined instruction's location, MLIR's handler adds a "called from"
        note at each caller's, innermost first (ten at most)."""
        warning = Diagnostic(WARNING, location, message)
        site = _call_site(location)
        for _ in range(_CALL_STACK_LIMIT):
            if site is None:
                break
            if file_line_col(site.caller) is not None:
                warning.attach_note("called from", site.caller)
            site = _call_site(site.caller)
        self.context.reported.append(DiagnosticError(warning))

    def warn_dropped(self, inst: Instruction) -> None:
        """MLIR 16's warning on an instruction it imports as nothing."""
        self._warn_instruction(inst, "dropped instruction: ")

    def _warn_instruction(self, inst: Instruction, head: str) -> None:
        """Warn `head` followed by the instruction's text, at its location."""
        text = self.metadata_texts().instruction_text(inst, self.fn)
        location = self.debug.location(inst.metadata.get("dbg"))
        self.warn(location, head + text)

    def _fn_attributes(self, fn_attrs: list[tuple[str, Any]]) -> dict[str, Any]:
        """The `memory` and `passthrough` attributes of a function's attributes
        (made once per distinct list: functions mostly share attribute groups)."""
        key = tuple(fn_attrs)
        found = self._fn_attr_cache.get(key)
        if found is not None:
            return found
        all_attrs = []
        for name, value in fn_attrs:
            if name == "#":
                all_attrs.extend(self.m.attr_groups.get(value, ()))
            else:
                all_attrs.append((name, value))
        found = {}
        memory = memory_effects(all_attrs)
        if memory is not None:
            found["memory"] = self.attr(memory)
        passthrough = fn_passthrough(all_attrs)
        if passthrough:
            found["passthrough"] = self.attr(passthrough)
        self._fn_attr_cache[key] = found
        return found

    # -- instructions ----------------------------------------------------------------

    def value(self, v: Any, line: int) -> Any:
        """MLIR 16's convertValue."""
        found = self.values.get(v)
        if found is not None:
            return found
        if isinstance(v, MetadataValue):
            node = v.node
            if not isinstance(node, (tuple, MDNode)) and node is not None:
                v = node
            found = self.values.get(v)
            if found is not None:
                return found
        if isinstance(v, (Constant, GlobalValue)):
            return self.convert_constant_expr(v, line)
        raise ImportFailure(f"unhandled value: {_describe(v)}", line)

    def _branch_args(self, inst: Instruction, target: BasicBlock) -> list[Any]:
        args = []
        source = inst.block
        for phi in target.instructions:
            if phi.opcode != "phi":
                break
            ops = phi.operands
            for index in range(0, len(ops), 2):
                if ops[index + 1] is source:
                    args.append(self.value(ops[index], inst.pos))
                    break
            else:
                raise ImportFailure("phi has no incoming value for the branch", phi.pos)
        return args

    def fastmath(self, flags: Iterable[str]) -> Any:
        bits = 0
        for flag in flags:
            bits |= _FMF_BITS.get(flag, 0)
        if not bits:
            return self.attr("#llvm.fastmath<none>")
        if bits == 127:
            return self.attr("#llvm.fastmath<fast>")
        names = [n for n in _FMF_NAMES if bits & _FMF_BITS[n]]
        return self.attr(f"#llvm.fastmath<{', '.join(names)}>")

    def _map(self, inst: Instruction, op: Operation) -> None:
        if op.results:
            self.values[inst] = op.results[0]
        if inst.metadata and not self._in_constant:
            self._set_metadata(inst, op)

    def _set_metadata(self, inst: Instruction, op: Operation) -> None:
        tbaa = inst.metadata.get("tbaa")
        if tbaa is not None:
            tagged = self.tbaa_tagged(op.attributes, tbaa)
            if tagged is not None:
                op.attributes = tagged
        found = self._profile_data(inst.metadata)
        if found is None:
            return
        prof, node = found
        if (
            isinstance(node, MDNode)
            and _is_mdstring(node.operands[0])
            and node.operands[0][1] == "branch_weights"
            and op.name in ("llvm.cond_br", "llvm.switch", "llvm.call", "llvm.invoke")
        ):
            weights = [o.data & 0xFFFFFFFF for o in node.operands[1:]]
            op.set_attr(
                "branch_weights",
                self.dense_i32_vector([_signed32(w) for w in weights]),
            )
            return
        node_text = self.metadata_texts().node_text(prof)
        self._warn_instruction(inst, f"unhandled metadata: {node_text} on ")

    def tbaa_tagged(self, attributes: Any, tbaa: Any) -> Any:
        """`attributes` with the TBAA tag of metadata `tbaa`, or None if it
        is not a tag. Loads and stores repeat their attributes: each
        dictionary with its tag is built once."""
        name = self.tbaa_map.get(id(self._md(tbaa)))
        if name is None:
            return None
        key = (attributes, name)
        tagged = self._tbaa_dictionaries.get(key)
        if tagged is None:
            items = dict(attributes.items)
            items["llvm.tbaa"] = ArrayAttr.get(
                [SymbolRefAttr.get("__tbaa", [name], self.context)], self.context
            )
            tagged = self._tbaa_dictionaries[key] = DictionaryAttr.get(items)
        return tagged

    def _convert_instruction(self, inst: Instruction) -> None:

        if not self._in_constant:
            dbg = inst.metadata.get("dbg")
            self.current_loc = self.loc if dbg is None else self.debug.location(dbg)
        convert_instruction(self, inst)


def mlir_string(data: str) -> str:
    """A byte string (one character per byte) as odsgen's attributes hold text:
    UTF-8, with bytes that are not UTF-8 kept as surrogate escapes."""
    if data.isascii():
        return data
    return data.encode("latin-1").decode("utf-8", "surrogateescape")


def _signed32(value: int) -> int:
    value &= 0xFFFFFFFF
    return value - (1 << 32) if value >> 31 else value


def _is_mdstring(operand: Any) -> bool:
    return isinstance(operand, tuple) and operand[0] == "str"


def _personality_name(c: Any) -> str | None:
    if isinstance(c, GlobalValue):
        return c.name
    if (
        isinstance(c, Constant)
        and c.kind == "expr"
        and c.data.opcode == "bitcast"
        and _is_i8_pointer(c.type)
    ):
        operand = c.data.operands[0]
        if isinstance(operand, GlobalValue) and isinstance(
            operand.definition, Function
        ):
            return operand.name
    return None


_CALL_STACK_LIMIT = 10


def _call_site(location: Any) -> CallSiteLoc | None:
    """The call site location inside `location` (through names and fusions)."""
    if isinstance(location, CallSiteLoc):
        return location
    if isinstance(location, NameLoc):
        return _call_site(location.child)
    if isinstance(location, FusedLoc):
        for inner in location.locations:
            found = _call_site(inner)
            if found is not None:
                return found
    return None


def _is_i8_pointer(t: LType) -> bool:
    """`i8*` (or `ptr`, the same type with opaque pointers)."""
    if not isinstance(t, PtrT) or t.addrspace:
        return False
    return t.pointee is None or (isinstance(t.pointee, IntT) and t.pointee.bits == 8)


def _scalar_text(t: LType) -> str | None:
    if isinstance(t, IntT):
        return f"i{t.bits}"
    if isinstance(t, FloatT):
        return MLIR_FLOATS.get(t.name)
    return None


def _int_value_text(c: Constant) -> str:
    if c.type.bits == 1:  # type: ignore[attr-defined]
        return "true" if c.data else "false"
    return str(c.data)


# The kinds of constants that have no operands (`_constant_operands`).
_LEAF_KINDS = frozenset(("int", "fp", "null", "undef", "poison"))


def _int_text(c: Constant) -> str:
    if c.type.bits == 1:  # type: ignore[attr-defined]
        return "true" if c.data else "false"
    return f"{c.data} : i{c.type.bits}"  # type: ignore[attr-defined]


def _hex(c: Constant) -> str:
    width = 16 if c.type.name == "double" else 8  # type: ignore[attr-defined]
    return f"0x{c.data:0{width}X}"


def _data_texts(c: Constant) -> list[str] | None:
    """The element spellings of a constant data array or vector (None if its
    elements have no dense attribute form)."""
    elem = c.type.elem  # type: ignore[attr-defined]
    if isinstance(elem, IntT):
        return [_int_value_text(e) for e in c.data]
    if isinstance(elem, FloatT) and elem.name in ("float", "double"):
        return [_hex(e) for e in c.data]
    return None


def _dense_body(items: list[str]) -> str:
    if items and all(i == items[0] for i in items):
        return items[0]
    return "[" + ", ".join(items) + "]"


def _shaped_body(flat: list[str], shaped: str) -> str:
    if flat and all(i == flat[0] for i in flat):
        return flat[0]
    dims = [int(d) for d in shaped[shaped.index("<") + 1 :].split("x")[:-1]]

    def nest(items: list[str], dims: list[int]) -> str:
        if len(dims) == 1:
            return "[" + ", ".join(items) + "]"
        step = len(items) // dims[0]
        return (
            "["
            + ", ".join(
                nest(items[i * step : (i + 1) * step], dims[1:]) for i in range(dims[0])
            )
            + "]"
        )

    return nest(flat, dims)


def _describe(v: Any) -> str:
    if isinstance(v, Constant):
        return f"{v.kind} constant"
    return type(v).__name__


def _reverse_post_order(blocks: list[BasicBlock]) -> list[BasicBlock]:
    """Blocks in reverse post-order from each not yet visited block in turn
    (`blocks` are a function's, in order: each block's `index` is its place)."""
    seen = bytearray(len(blocks))
    result: list[BasicBlock] = []
    for start in blocks:
        if seen[start.index]:
            continue
        post: list[BasicBlock] = []
        seen[start.index] = 1
        stack = [(start, iter(_successors(start)))]
        while stack:
            block, successors = stack[-1]
            for succ in successors:
                if not seen[succ.index]:
                    seen[succ.index] = 1
                    stack.append((succ, iter(_successors(succ))))
                    break
            else:
                stack.pop()
                post.append(block)
        result.extend(reversed(post))
    return result


def _successors(block: BasicBlock) -> list[BasicBlock]:
    """The successors of `block`'s terminator, in order (repeats included)."""
    term = block.instructions[-1] if block.instructions else None
    if term is None:
        return []
    ops = term.operands
    opcode = term.opcode
    if opcode == "br":
        return ops if len(ops) == 1 else ops[1:]
    if opcode == "switch":
        return [ops[1]] + [ops[i] for i in range(3, len(ops), 2)]
    return [o for o in ops if isinstance(o, BasicBlock)]


def data_layout_spec(layout: str) -> str:
    """The `#dlti.dl_spec` MLIR 16 makes of a data layout string."""
    default = (
        "p:64:64:64-S0-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:32:64-f16:16:16-"
        "f64:64:64-f128:128:128-v64:64:64-v128:128:128-a:0:64"
    )
    text = f"{layout}-{default}" if layout else default
    entries: list[str] = []
    seen: set[str] = set()
    floats = {16: "f16", 32: "f32", 64: "f64", 80: "f80", 128: "f128"}
    for current in text.split("-"):
        kind, _, spec = current.partition(":")
        if kind in seen:
            continue
        seen.add(kind)
        symbol, parameter = kind[:1], kind[1:]
        if symbol in ("i", "f") and parameter.isdigit():
            bits = int(parameter)
            abi, _, pref = spec.partition(":")
            values = [int(abi), int(pref) if pref else int(abi)]
            body = (
                str(values[0])
                if values[0] == values[1]
                else f"[{values[0]}, {values[1]}]"
            )
            type_text = f"i{bits}" if symbol == "i" else floats[bits]
            entries.append(
                f"#dlti.dl_entry<{type_text}, dense<{body}> : vector<2xi32>>"
            )
        elif symbol in ("e", "E"):
            value = "little" if symbol == "e" else "big"
            entries.append(f'#dlti.dl_entry<"dlti.endianness", "{value}">')
    return "#dlti.dl_spec<" + ", ".join(entries) + ">"


__all__ = ["ModuleImporter", "ImportFailure", "data_layout_spec"]
