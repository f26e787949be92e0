"""Module emission: header, globals, functions, declarations, attribute groups, metadata.

The order follows MLIR 16's `translateModuleToLLVMIR`: `malloc` and `free`
are declared first, then function signatures, globals, and function bodies;
intrinsic declarations join the function list when first used.
"""

from __future__ import annotations

from ...ir.types import IntegerType
from typing import Any, Callable, TextIO

from ...ir.attributes import ArrayAttr, DictionaryAttr, StringAttr, TypeAttr
from ...ir.context import Context
from ...ir.diagnostics import Diagnostic, DiagnosticError
from ...ir.operation import Operation
from ...ir.traits import SymbolTable
from ..llvm_enums import LINKAGES
from ..verifier_failure import VerifierFailure
from .constants import ConstantError, from_attribute
from .function import FunctionTranslator, instruction_text, number, print_body
from .gep import ConstGEP
from .intrinsics import IntrinsicTranslator
from .debuginfo import DebugInfo
from .symbols import FunctionInfo, GlobalInfo
from .layout import DataLayout, LayoutError, layout_from_spec
from .metadata import MDNode, MetadataTable, md_string, sorted_attachments
from .names import escape_string, llvm_name
from . import attributes as llvm_attributes
from .attributes import AttributeSet
from .ops import MEMORY_METADATA, OpTranslator, error, make_constant
from .typefinder import TypeFinder
from .types import TypeTranslator, is_pointer
from .values import (
    Aggregate,
    Argument,
    Block,
    ConstExpr,
    ConstInt,
    ConstString,
    Constant,
    GlobalRef,
    Instruction,
    InlineAsm,
    Special,
    Value,
    canonical,
)

HEADER = "; ModuleID = 'LLVMDialectModule'\nsource_filename = \"LLVMDialectModule\"\n"
# LLVM prints external linkage as nothing.
LINKAGE = ["" if name == "external" else name for name in LINKAGES]
LOCAL_LINKAGE = {0, 1}
CCONV = {
    0: "",
    8: "fastcc",
    9: "coldcc",
    10: "ghccc",
    12: "webkit_jscc",
    13: "anyregcc",
    14: "preserve_mostcc",
    15: "preserve_allcc",
    16: "swiftcc",
    17: "cxx_fast_tlscc",
    18: "tailcc",
    19: "cfguard_checkcc",
    20: "swifttailcc",
    64: "x86_stdcallcc",
    65: "x86_fastcallcc",
    66: "arm_apcscc",
    67: "arm_aapcscc",
    68: "arm_aapcs_vfpcc",
    69: "msp430_intrcc",
    70: "x86_thiscallcc",
    71: "ptx_kernel",
    72: "ptx_device",
    75: "spir_func",
    76: "spir_kernel",
    77: "intel_ocl_bicc",
    78: "x86_64_sysvcc",
    79: "win64cc",
    80: "x86_vectorcallcc",
    81: "hhvmcc",
    82: "hhvm_ccc",
    83: "x86_intrcc",
    84: "avr_intrcc",
    85: "avr_signalcc",
    87: "amdgpu_vs",
    88: "amdgpu_gs",
    89: "amdgpu_ps",
    90: "amdgpu_cs",
    91: "amdgpu_kernel",
    92: "x86_regcallcc",
    93: "amdgpu_hs",
    95: "amdgpu_ls",
    96: "amdgpu_es",
    97: "aarch64_vector_pcs",
    98: "aarch64_sve_vector_pcs",
    100: "amdgpu_gfx",
}
UNNAMED_ADDR = {1: "local_unnamed_addr", 2: "unnamed_addr"}
# available_externally, linkonce, weak, common, extern_weak, linkonce_odr,
# weak_odr: no strong definition for the linker.
WEAK_LINKAGES = frozenset((2, 3, 4, 5, 7, 8, 9))


class ModuleTranslator:
    """Translates one `builtin.module` of LLVM dialect ops."""

    def __init__(self, module: Operation) -> None:
        self.module = module
        self.types = TypeTranslator()
        layout_attr = module.get_attr("llvm.data_layout")
        self.data_layout = (
            layout_attr.value if isinstance(layout_attr, StringAttr) else None
        )
        spec = module.get_attr("dlti.dl_spec")
        if self.data_layout is None and spec is not None:
            try:
                self.data_layout = layout_from_spec(spec)
            except LayoutError as problem:
                raise DiagnosticError(
                    Diagnostic("error", module.location, str(problem))
                ) from None
        self.layout = DataLayout(self.data_layout or "")
        self.functions: dict[str, FunctionInfo] = {}
        self.globals: dict[str, GlobalInfo] = {}
        self.global_value_types: dict[str, str] = {}
        self.global_values: dict[Any, Value] = {}
        self.metadata = MetadataTable()
        # Instructions LLVM's verifier rejects: (message, offending value).
        self.verifier_failures: dict[Instruction, tuple[str, Value]] = {}
        self.debug = DebugInfo(module, self.metadata)
        self.ops = OpTranslator(self)
        self.intrinsics = IntrinsicTranslator(self)
        self.symbols: dict[str, Operation] = {}
        self.attribute_groups: dict[str, int] = {}

    # -- errors ------------------------------------------------------------

    def unconvertible(self, op: Operation) -> DiagnosticError:
        dialect = op.name.split(".", 1)[0]
        if dialect == "llvm":
            message = f"unsupported or non-LLVM operation: {op.name}"
        else:
            message = (
                "cannot be converted to LLVM IR: missing "
                "`LLVMTranslationDialectInterface` registration for dialect for op: "
                + op.name
            )
        return error(op, message)

    # -- values used by the op translator ----------------------------------

    def constant(self, op: Operation) -> Constant:
        return make_constant(self, op)

    def function_ref(self, name: str) -> Constant:
        return self.functions[name].ref

    def address_of(self, name: str, op: Operation) -> Constant:
        if name in self.globals:
            return GlobalRef(name, self._pointer_type(self.globals[name].addr_space))
        return self.functions[name].ref

    def _pointer_type(self, space: int) -> str:
        return f"ptr addrspace({space})" if space else "ptr"

    def address_alignment(self, ref: GlobalRef) -> int:
        """The alignment LLVM 16 assumes for the address of a global
        (`Value::getPointerAlignment`; a function's is 4 unless the data
        layout gives function pointers one)."""
        info = self.globals.get(ref.symbol)
        if info is None:
            return self.layout.function_pointer_align or 4
        if info.alignment:
            return info.alignment
        t = info.mlir_type
        strong = info.initializer is not None and info.linkage not in WEAK_LINKAGES
        if not strong:
            return self.layout.abi_align(t)
        align = self.layout.pref_align(t)
        if align < 16 and self.layout.size_in_bits(t) > 128:
            align = 16  # DataLayout::getPreferredAlign of a large global
        return align

    def fold_constant_icmp(self, predicate: str, a: Value, b: Value) -> Constant | None:
        """`icmp` of two non-integer constants: folded, or a constant expression."""
        if not isinstance(a, Constant) or not isinstance(b, Constant):
            return None
        if a.type.startswith("<"):
            return None
        true_when_equal = predicate in ("eq", "uge", "ule", "sge", "sle")
        if a.ref() == b.ref():
            return ConstInt(1, int(true_when_equal))
        if predicate in ("eq", "ne") and self._surely_distinct(a, b):
            return ConstInt(1, int(predicate == "ne"))
        if _is_expression(b) and not _is_expression(a):
            a, b = b, a
            predicate = SWAPPED_PREDICATE.get(predicate, predicate)
        parts = [f"icmp {predicate} (", a.type, " ", a, ", ", b.type, " ", b, ")"]
        return ConstExpr("i1", parts)

    def _surely_distinct(self, a: Constant, b: Constant) -> bool:
        """Two different globals LLVM may assume at different addresses, or a
        global and null."""
        refs = [v for v in (a, b) if isinstance(v, GlobalRef)]
        nulls = [v for v in (a, b) if isinstance(v, Special) and v.word == "null"]
        if len(refs) == 2:
            return all(self._safe_for_equality(r) for r in refs)
        if len(refs) == 1 and len(nulls) == 1:
            info = self.globals.get(refs[0].symbol)
            return info is None or info.linkage != 7
        return False

    def _safe_for_equality(self, ref: GlobalRef) -> bool:
        interposable = {3, 4, 5, 7, 8, 9, 2}
        info = self.globals.get(ref.symbol)
        if info is not None:
            if info.linkage in interposable or info.unnamed_addr == 2:
                return False
            return (
                not info.value_type.startswith("{}") and "opaque" not in info.value_type
            )
        function = self.functions.get(ref.symbol)
        return function is not None and function.linkage not in interposable

    def is_global_variable(self, value: Constant) -> bool:
        """Whether `value` is the address of a global variable (not extern_weak)."""
        if not isinstance(value, GlobalRef):
            return False
        info = self.globals.get(value.symbol)
        return info is not None and info.linkage != 7

    def fold_insert_value(
        self, container: Value, value: Value, position: list[int], op: Operation
    ) -> Constant | None:
        if not isinstance(container, Constant) or not isinstance(value, Constant):
            return None
        return _insert(container, value, position, op.operands[0].type, self)

    def memory_metadata(self, op: Operation, inst: Instruction) -> None:
        attrs = op.attributes.as_dict()
        if attrs.keys().isdisjoint(MEMORY_METADATA):
            return
        if "nontemporal" in attrs:
            inst.metadata.append(("nontemporal", self.metadata.node(["i32 1"])))
        self.metadata.attach_memory(op, inst, self)

    def branch_weights(self, op: Operation, inst: Instruction) -> None:
        weights = op.get_attr("branch_weights")
        if weights is None:
            return
        values = [f"i32 {weights.element_bits(i)}" for i in range(len(weights))]
        node = self.metadata.node([md_string("branch_weights"), *values])
        inst.metadata.append(("prof", node))

    def loop_metadata(self, op: Operation, inst: Instruction) -> None:
        self.metadata.attach_loop(op, inst, self)

    def inline_asm(self, op: Operation, fn: FunctionTranslator) -> None:
        args = [fn.lookup(v) for v in op.operands]
        result = self.types(op.results[0].type) if op.results else "void"
        flags = ""
        if op.get_attr("has_side_effects") is not None:
            flags += " sideeffect"
        if op.get_attr("is_align_stack") is not None:
            flags += " alignstack"
        dialect = op.get_attr("asm_dialect")
        if dialect is not None and dialect.value == 1:
            flags += " inteldialect"
        asm = op.get_attr("asm_string").value.encode("utf-8", "surrogateescape")
        constraints = op.get_attr("constraints").value.encode(
            "utf-8", "surrogateescape"
        )
        callee = InlineAsm(
            f'asm{flags} "{escape_string(asm)}", "{escape_string(constraints)}"'
        )
        elementtypes = op.get_attr("operand_attrs")
        parts: list[Any] = [f"call {result} ", callee, "("]
        for i, arg in enumerate(args):
            attr_text = ""
            if isinstance(elementtypes, ArrayAttr) and i < len(elementtypes.value):
                entry = elementtypes.value[i]
                if isinstance(entry, DictionaryAttr):
                    for key, val in entry.items:
                        if key == "elementtype":
                            attr_text = f" elementtype({self.types(val.value)})"
            parts += [(", " if i else "") + arg.type + attr_text + " ", arg]
        parts.append(")")
        inst = fn.emit(result, parts)
        if op.results:
            fn.values[op.results[0]] = inst

    # -- translation -------------------------------------------------------

    def translate(self, stream: TextIO | None = None) -> str:
        """The LLVM IR text; with `stream`, written to it piece by piece
        (one function at a time, never whole in memory), and "" returned."""
        body = self.module.regions[0].entry_block
        ops = list(body) if body is not None else []
        self.metadata.collect(self.module)
        if self.debug.enabled:
            self.metadata.add_debug_version_flag()
            triple = self.module.get_attr("llvm.target_triple")
            if isinstance(triple, StringAttr):
                self.metadata.add_code_view_flag(triple.value)
        self._declare("malloc", "ptr", ["i64"], False)
        self._declare("free", "void", ["ptr"], False)
        for op in ops:
            if op.name == "llvm.func":
                self._function_signature(op)
        for op in ops:
            if op.name == "llvm.mlir.global":
                self._global(op)
        for op in ops:
            if op.name == "llvm.mlir.global":
                self._global_initializer(op)
        for op in ops:
            if op.name in ("llvm.mlir.global_ctors", "llvm.mlir.global_dtors"):
                self._structors(op)
        for op in ops:
            if op.name == "llvm.func":
                self._function_body(op)
        for op in ops:
            if (
                op.name
                not in (
                    "llvm.func",
                    "llvm.mlir.global",
                    "llvm.mlir.global_ctors",
                    "llvm.mlir.global_dtors",
                    "llvm.metadata",
                )
                and op.name != "builtin.module_terminator"
            ):
                raise self.unconvertible(op)
        if stream is not None:
            self._print(stream.write)
            return ""
        pieces: list[str] = []
        self._print(pieces.append)
        return "".join(pieces)

    def _declare(
        self, name: str, ret: str, params: list[str], var_arg: bool
    ) -> FunctionInfo:
        items = list(params) + (["..."] if var_arg else [])
        type_text = f"{ret} ({', '.join(items)})"
        info = FunctionInfo(
            name, GlobalRef(name), type_text, ret, list(params), var_arg
        )
        info.arg_attrs = [""] * len(params)
        self.functions[name] = info
        return info

    def _function_signature(self, op: Operation) -> None:
        name = op.get_attr("sym_name").value
        fn_type = op.get_attr("function_type").value
        ret = self.types(fn_type.return_type)
        params = [self.types(p) for p in fn_type.params]
        info = self.functions.get(name)
        if info is None:
            info = self._declare(name, ret, params, bool(fn_type.var_arg))
        info.mlir_types = [fn_type]
        arg_attrs_for_types = op.get_attr("arg_attrs")
        if isinstance(arg_attrs_for_types, ArrayAttr):
            for attrs in arg_attrs_for_types.value:
                for key, value in getattr(attrs, "items", ()):
                    # A unit `{llvm.byval}` carries no type (and translates to nothing).
                    if isinstance(value, TypeAttr) and key in (
                        "llvm.sret",
                        "llvm.byval",
                        "llvm.byref",
                        "llvm.inalloca",
                    ):
                        info.mlir_types.append(value.value)
        linkage = op.get_attr("linkage")
        info.linkage = int(linkage.linkage) if linkage is not None else 10
        cconv = op.get_attr("CConv")
        info.cconv = int(cconv.CallingConv) if cconv is not None else 0
        info.dso_local = op.get_attr("dso_local") is not None
        attributes = self._function_attributes(op)
        info.fn_attrs = attributes.group_text()
        info.fn_comment = attributes.comment_text()
        entry_count = op.get_attr("function_entry_count")
        if entry_count is not None:
            node = self.metadata.node(
                [md_string("function_entry_count"), f"i64 {entry_count.value}"]
            )
            info.attachments = [("prof", node)]
        _check_argument_attributes(op, fn_type)
        result_attrs = op.get_attr("res_attrs")
        if isinstance(result_attrs, ArrayAttr) and result_attrs.value:
            info.ret_attrs = _param_attributes(result_attrs.value[0], self, result=True)
        arg_attrs = op.get_attr("arg_attrs")
        if isinstance(arg_attrs, ArrayAttr):
            info.arg_attrs = [_param_attributes(a, self) for a in arg_attrs.value]

    def _function_attributes(self, op: Operation) -> AttributeSet:
        """The function attributes: passthrough entries, then `memory`."""
        attributes = AttributeSet()
        passthrough = op.get_attr("passthrough")
        if isinstance(passthrough, ArrayAttr):
            for entry in passthrough.value:
                key, value = _passthrough_entry(op, entry)
                try:
                    attribute = llvm_attributes.passthrough(key, value)
                except llvm_attributes.AttributeError_ as problem:
                    raise error(op, str(problem)) from None
                if attribute is not None:
                    attributes.add(key, attribute)
        memory = op.get_attr("memory")
        if memory is not None:
            attributes.add("memory", llvm_attributes.memory_of(memory))
        return attributes

    def _global(self, op: Operation) -> None:
        name = op.get_attr("sym_name").value
        mlir_type = op.get_attr("global_type").value
        value_type = self.types(mlir_type)
        value = op.get_attr("value")
        initializer: Constant | None = None
        if value is not None:
            if isinstance(value, StringAttr):
                initializer = canonical(
                    ConstString(value.value.encode("utf-8", "surrogateescape"))
                )
                value_type = initializer.type
            else:
                try:
                    initializer = from_attribute(
                        mlir_type, value, self.types, self.function_ref
                    )
                except ConstantError as problem:
                    raise error(op, str(problem)) from None
        linkage = int(op.get_attr("linkage").linkage)
        if linkage == 10 and initializer is None or linkage == 7:
            initializer = None
        elif initializer is None:
            initializer = Special(value_type, "undef")
        info = GlobalInfo(
            name, value_type, op.get_attr("constant") is not None, linkage, initializer
        )
        space = op.get_attr("addr_space")
        info.addr_space = space.value if space is not None else 0
        info.thread_local = op.get_attr("thread_local_") is not None
        unnamed = op.get_attr("unnamed_addr")
        info.unnamed_addr = unnamed.value if unnamed is not None else 0
        section = op.get_attr("section")
        info.section = section.value if section is not None else None
        alignment = op.get_attr("alignment")
        info.alignment = alignment.value if alignment is not None else 0
        info.dso_local = op.get_attr("dso_local") is not None
        info.mlir_type = mlir_type
        self.globals[name] = info
        self.global_value_types[name] = value_type

    def _global_initializer(self, op: Operation) -> None:
        region = op.regions[0] if op.regions else None
        if region is None or region.entry_block is None:
            return
        fn = FunctionTranslator(self, op)
        fn.current = Block(0)
        block = region.entry_block
        for inner in block:
            if inner.name == "llvm.return":
                break
            self.ops.convert(inner, fn)
            result = fn.values.get(inner.results[0]) if inner.results else None
            if not isinstance(result, Constant):
                raise DiagnosticError(
                    Diagnostic("error", inner.location, "unemittable constant value")
                )
        value = fn.lookup(block.last_op.operands[0])
        info = self.globals[op.get_attr("sym_name").value]
        info.initializer_source = (block.last_op.operands[0], fn.values)
        if not (info.linkage == 7):
            info.initializer = value

    def _structors(self, op: Operation) -> None:
        is_ctor = op.name.endswith("ctors")
        symbols = op.get_attr("ctors" if is_ctor else "dtors").value
        priorities = op.get_attr("priorities").value
        name = "llvm.global_ctors" if is_ctor else "llvm.global_dtors"
        entries: list[Constant] = []
        existing = self.globals.pop(name, None)
        if existing is not None and isinstance(existing.initializer, Aggregate):
            entries = list(existing.initializer.elements)
        for symbol, priority in zip(symbols, priorities):
            entries.append(
                Aggregate(
                    "{ i32, ptr, ptr }",
                    "struct",
                    [
                        ConstInt(32, priority.value),
                        self.functions[symbol.value].ref,
                        Special("ptr", "null"),
                    ],
                )
            )
            array_type = f"[{len(entries)} x {{ i32, ptr, ptr }}]"
            info = GlobalInfo(
                name,
                array_type,
                False,
                6,
                Aggregate(array_type, "array", list(entries)),
            )
            self.globals.pop(name, None)
            self.globals[name] = info

    def _function_body(self, op: Operation) -> None:
        info = self.functions[op.get_attr("sym_name").value]
        personality = op.get_attr("personality")
        if personality is not None:
            info.personality = self.functions[personality.value].ref
        gc = op.get_attr("garbageCollector")
        if gc is not None:
            info.gc = gc.value
        region = op.regions[0]
        if region.entry_block is None:
            return
        arguments = [Argument(t, a) for t, a in zip(info.param_types, info.arg_attrs)]
        fn = FunctionTranslator(self, op)
        fn.subprogram = self.debug.subprogram(op)
        if fn.subprogram is not None:
            info.attachments.insert(0, ("dbg", fn.subprogram))
        info.blocks = fn.translate(arguments)
        info.values = fn.values
        info.arguments = arguments
        number(arguments, info.blocks)

    # -- printing ----------------------------------------------------------

    def _print(self, write: Callable[[str], object]) -> None:
        """Write the module's text, in pieces, with `write`."""
        functions = list(self.functions.values()) + self.intrinsics.declarations()
        if self.verifier_failures:
            raise VerifierFailure(self._verifier_report(functions))
        attachments: list[MDNode] = []
        for info in functions:
            attachments += [node for _, node in info.attachments]
            for block in info.blocks or ():
                for inst in block.instructions:
                    if inst.md_operands:
                        attachments += inst.md_operands
                    if inst.metadata:
                        inst.metadata = sorted_attachments(inst.metadata)
                        attachments += [node for _, node in inst.metadata]
        self.metadata.compile_units = list(self.debug.compile_units)
        ordered = self.metadata.number(attachments)
        write(HEADER)
        if self.data_layout:
            write(f'target datalayout = "{self.data_layout}"\n')
        triple = self.module.get_attr("llvm.target_triple")
        if isinstance(triple, StringAttr):
            write(f'target triple = "{triple.value}"\n')
        declarations = self.types.declarations(self._struct_order(functions))
        if declarations:
            write("\n" + "\n".join(declarations) + "\n")
        if self.globals:
            write(
                "\n"
                + "".join(self._global_text(g) + "\n" for g in self.globals.values())
            )
        for info in functions:
            write("\n" + self._function_text(info))
        groups = [
            f"attributes #{n} = {{ {text} }}"
            for text, n in self.attribute_groups.items()
        ]
        if groups:
            write("\n" + "\n".join(groups) + "\n")
        self.metadata.compile_units = list(self.debug.compile_units)
        write(self.metadata.print(ordered))

    def _verifier_report(self, functions: list[FunctionInfo]) -> str:
        """What LLVM's verifier prints for the failures, in the module's order:
        the message, the offending value, the instruction."""
        lines = []
        for info in functions:
            for block in info.blocks or ():
                for inst in block.instructions:
                    failure = self.verifier_failures.get(inst)
                    if failure is None:
                        continue
                    message, value = failure
                    if isinstance(value, Instruction):
                        shown = instruction_text(value)
                    else:
                        shown = value.typed()
                    lines += [message, shown, instruction_text(inst)]
        return "\n".join(lines) + "\n"

    def _struct_order(self, functions: list[FunctionInfo]) -> list[str]:
        """The identified structs in LLVM's TypeFinder order. The walk stops
        once it has met every struct the translation spelled (the rest of it
        could not change the order)."""
        finder = TypeFinder(self)
        total = len(self.types.structs)
        for g in self.globals.values():
            if g.mlir_type is not None:
                finder.type(g.mlir_type)
            if g.initializer_source is not None:
                finder.value(*g.initializer_source)
        for info in functions:
            for t in info.mlir_types:
                finder.type(t)
            for block in info.blocks or ():
                if len(finder.order) == total:
                    return finder.order
                for inst in block.instructions:
                    finder.instruction(inst, info.values)
        return finder.order

    def _global_text(self, g: GlobalInfo) -> str:
        text = llvm_name("@", g.name) + " = "
        if g.initializer is None and g.linkage == 10:
            text += "external "
        text += _linkage_text(g.linkage, g.dso_local)
        if g.thread_local:
            text += "thread_local "
        if g.unnamed_addr in UNNAMED_ADDR:
            text += UNNAMED_ADDR[g.unnamed_addr] + " "
        if g.addr_space:
            text += f"addrspace({g.addr_space}) "
        text += ("constant " if g.constant else "global ") + g.value_type
        if g.initializer is not None:
            text += " " + g.initializer.ref()
        if g.section is not None:
            text += f', section "{escape_string(g.section.encode())}"'
        if g.alignment:
            text += f", align {g.alignment}"
        return text

    def _function_text(self, info: FunctionInfo) -> str:
        declaration = info.blocks is None
        attachments = "".join(
            f" !{kind} {node.ref()}" for kind, node in info.attachments
        )
        text = "declare " if declaration else "define "
        if declaration and attachments:
            text = "declare" + attachments + " "
        text += _linkage_text(info.linkage, info.dso_local)
        if info.cconv:
            text += CCONV.get(info.cconv, f"cc {info.cconv}") + " "
        if info.ret_attrs:
            text += info.ret_attrs + " "
        text += f"{info.return_type} {info.ref.ref()}("
        params = []
        arguments = getattr(info, "arguments", None)
        for i, param in enumerate(info.param_types):
            attrs = info.arg_attrs[i] if i < len(info.arg_attrs) else ""
            item = param + (" " + attrs if attrs else "")
            if not declaration and arguments is not None:
                item += " " + arguments[i].ref()
            params.append(item)
        if info.var_arg:
            params.append("...")
        text += ", ".join(params) + ")"
        if info.fn_attrs:
            text += f" #{self._attribute_group(info.fn_attrs)}"
        if info.gc is not None:
            text += f' gc "{info.gc}"'
        if info.personality is not None:
            text += f" personality {info.personality.typed()}"
        comment = f"; Function Attrs: {info.fn_comment}\n" if info.fn_comment else ""
        if declaration:
            return comment + text + "\n"
        return comment + text + attachments + " {\n" + print_body(info.blocks) + "\n}\n"

    def _attribute_group(self, text: str) -> int:
        if text not in self.attribute_groups:
            self.attribute_groups[text] = len(self.attribute_groups)
        return self.attribute_groups[text]


SWAPPED_PREDICATE = {
    "slt": "sgt",
    "sgt": "slt",
    "sle": "sge",
    "sge": "sle",
    "ult": "ugt",
    "ugt": "ult",
    "ule": "uge",
    "uge": "ule",
}


def _is_expression(value: Constant) -> bool:
    return isinstance(value, (ConstExpr, ConstGEP))


def _insert(
    container: Constant,
    value: Constant,
    position: list[int],
    mlir_type: Any,
    module: ModuleTranslator,
) -> Constant | None:
    """A constant aggregate with one element replaced (ConstantFoldInsertValueInstruction)."""
    index = position[0]
    mnemonic = getattr(mlir_type, "MNEMONIC", None)
    if mnemonic == "struct":
        element_types = list(mlir_type.body)
        kind = "packed" if mlir_type.packed else "struct"
    elif mnemonic == "array":
        element_types = [mlir_type.element_type] * mlir_type.num_elements
        kind = "array"
    else:
        return None
    if isinstance(container, Aggregate):
        elements = list(container.elements)
    elif isinstance(container, Special) and container.word in (
        "undef",
        "poison",
        "zeroinitializer",
    ):
        elements = []
        for t in element_types:
            if container.word == "zeroinitializer":
                elements.append(_zero(t, module))
            else:
                elements.append(Special(module.types(t), container.word))
    else:
        return None
    if len(position) > 1:
        inner = _insert(
            elements[index], value, position[1:], element_types[index], module
        )
        if inner is None:
            return None
        value = inner
    elements[index] = value
    return _uniqued_aggregate(container.type, kind, elements)


def _uniqued_aggregate(type_: str, kind: str, elements: list[Constant]) -> Constant:
    if elements and all(isinstance(e, Special) and e.word == "undef" for e in elements):
        return Special(type_, "undef")
    if elements and all(
        isinstance(e, Special) and e.word == "poison" for e in elements
    ):
        return Special(type_, "poison")
    return canonical(Aggregate(type_, kind, elements))


def _zero(t: Any, module: ModuleTranslator) -> Constant:
    text = module.types(t)
    if text.startswith("i") and text[1:].isdigit():
        return ConstInt(int(text[1:]), 0)
    if is_pointer(t):
        return Special(text, "null")
    return Special(text, "zeroinitializer")


def _passthrough_entry(op: Operation, entry: Any) -> tuple[str, str | None]:
    """(key, value) of one `passthrough` entry, checked as MLIR 16 checks it."""
    if isinstance(entry, StringAttr):
        return entry.value, None
    if isinstance(entry, ArrayAttr) and len(entry.value) == 2:
        key, value = entry.value
        if isinstance(key, StringAttr) and isinstance(value, StringAttr):
            return key.value, value.value
        raise error(op, "expected arrays within 'passthrough' to contain two strings")
    raise error(op, "expected 'passthrough' to contain string or array attributes")


# Argument attributes MLIR 16 checks, in its order: (name, wants, has a type).
_ARGUMENT_CHECKS = [
    ("llvm.noalias", "pointer", False),
    ("llvm.readonly", "pointer", False),
    ("llvm.align", "pointer", False),
    ("llvm.sret", "pointer", True),
    ("llvm.byval", "pointer", True),
    ("llvm.byref", "pointer", True),
    ("llvm.inalloca", "pointer", True),
    ("llvm.nest", "pointer", False),
    ("llvm.signext", "integer", False),
    ("llvm.zeroext", "integer", False),
]


def _check_argument_attributes(op: Operation, fn_type: Any) -> None:
    arg_attrs = op.get_attr("arg_attrs")
    if not isinstance(arg_attrs, ArrayAttr):
        return
    for param, attrs in zip(fn_type.params, arg_attrs.value):
        if not isinstance(attrs, DictionaryAttr):
            continue
        present = dict(attrs.items)
        for name, wants, typed in _ARGUMENT_CHECKS:
            # MLIR reads the typed ones only as types (a unit `llvm.byval` is ignored).
            if name not in present or (
                typed and not isinstance(present[name], TypeAttr)
            ):
                continue
            if wants == "integer":
                if not isinstance(param, IntegerType):
                    raise error(
                        op, f"{name} attribute attached to LLVM non-integer argument"
                    )
                continue
            if not is_pointer(param):
                raise error(
                    op, f"{name} attribute attached to LLVM non-pointer argument"
                )
            if typed and param.element_type is not None:
                if param.element_type != present[name].value:
                    raise error(
                        op,
                        f"{name} attribute attached to LLVM pointer argument of a different type",
                    )


def _param_attributes(
    attrs: Any, module: ModuleTranslator, result: bool = False
) -> str:
    """Argument or result attributes (`llvm.noalias`, ...) in LLVM's printed order."""
    if not isinstance(attrs, DictionaryAttr):
        return ""
    attributes = AttributeSet()
    for key, value in attrs.items:
        name = key[5:] if key.startswith("llvm.") else None
        if name == "align":
            attributes.add(name, llvm_attributes.integer("align", value.value))
        elif name in ("sret", "byval", "byref", "inalloca"):
            if result or not isinstance(value, TypeAttr):
                continue
            attributes.add(
                name, llvm_attributes.type_attribute(name, module.types(value.value))
            )
        elif name in ("noalias", "noundef", "zeroext", "signext") or (
            name in ("readonly", "nest") and not result
        ):
            attributes.add(name, llvm_attributes.enum(name))
    return attributes.group_text()


def translate_module(
    module: Operation, context: Context | None = None, stream: TextIO | None = None
) -> str:
    """The LLVM IR of `module` (a `builtin.module` of LLVM dialect ops); with
    `stream`, written to it as it is printed, and "" returned."""
    if SymbolTable not in type(module).TRAITS or len(module.regions) != 1:
        raise error(
            module, f"'{module.name}' op can not be translated to an LLVMIR module"
        )
    return ModuleTranslator(module).translate(stream)


def _linkage_text(linkage: int, dso_local: bool) -> str:
    """The `linkage dso_local ` words of a global or function definition
    (dso_local is implied, and not written, for local linkages)."""
    text = LINKAGE[linkage]
    text = text + " " if text else ""
    if dso_local and linkage not in LOCAL_LINKAGE:
        text += "dso_local "
    return text
