"""Functions, globals and metadata of the LLVM dialect: the custom syntax,
verifiers and builders of MLIR 16's `LLVMDialect.cpp`.
`llvm.func` writes its signature with odsgen's shared function syntax and is
checked by the shared function-op interface.
"""

from __future__ import annotations

from typing import Any, Sequence

from odsgen.asm import lexer as lx
from odsgen.asm import function_header_memo as header_memo
from odsgen.asm.function_syntax import (
    argument_and_result_attributes,
    parse_function_signature,
    print_function_attributes,
    print_function_body,
    print_function_signature,
)
from odsgen.ir.attributes import (
    ArrayAttr,
    Attribute,
    DictionaryAttr,
    FlatSymbolRefAttr,
    IntegerAttr,
    StringAttr,
    TypeAttr,
    UnitAttr,
)
from odsgen.ir.diagnostics import emit_error, op_error
from odsgen.ir.function_interface import verify_function_like
from odsgen.ir.types import IntegerType, Type

from .type_library import is_compatible_type
from .registry import hooks
from odsgen.ir.traits import IsolatedFromAbove, SymbolTable
from odsgen.ir.attributes import FloatAttr
from odsgen.ir.dense import DenseElementsAttr
from odsgen.ir.operation import Block
from odsgen.ir.attributes import DenseArrayAttr
from odsgen.ir.traits import NoMemoryEffect

# -- shared syntax ---------------------------------------------------------------------


def parse_optional_enum_keyword(parser: Any, enum: Any) -> Any:
    """MLIR's `parseOptionalLLVMKeyword`: the first case, in value order up to the
    largest value, whose spelling is the current keyword; None if none is."""
    if parser.kind != lx.BARE:
        return None
    word = parser.spelling
    for case in sorted(enum, key=int):
        if case.stringify() == word:
            parser.consume()
            return case
    return None


# -- llvm.func -----------------------------------------------------------------------


def _build_function_type(
    parser: Any,
    pos: int,
    inputs: Sequence[Type],
    outputs: Sequence[Type],
    variadic: bool,
) -> Type:
    """MLIR 16's `buildLLVMFunctionType`, with its errors at the signature."""
    prefix = "failed to construct function type: "
    if len(outputs) > 1:
        raise parser.emit_error(prefix + "expected zero or one function result", pos)
    for type_ in inputs:
        if not is_compatible_type(type_):
            raise parser.emit_error(
                prefix + "expected LLVM type for function arguments", pos
            )
    result = outputs[0] if outputs else hooks.package.LLVMVoidType.get()
    if not is_compatible_type(result):
        # MLIR streams the type right after the message, without a separator.
        raise parser.emit_error(
            prefix + f"expected LLVM type for function results'{result}'", pos
        )
    # MLIR uses the unchecked `get` here: argument types such as `!llvm.void`,
    # which `!llvm.func<...>` rejects, are accepted in a signature.
    return hooks.package.LLVMFunctionType.get_unverified(
        (result, tuple(inputs), bool(variadic))
    )


def _enum_value(op: Any, name: str, field: str, default: Any) -> Any:
    attr = op.attributes.get_attr(name)
    return getattr(attr, field) if attr is not None else default


class _Cases:
    """The enum cases the verifiers compare against, as attributes named
    `<Enum>_<Case>` (`_CASES.Linkage_Common`): each is read off its generated
    enum on first use and kept, for reading a case off its enum class runs a
    Python-level descriptor every time (some 3,000 instructions)."""

    def __getattr__(self, name: str) -> Any:
        enum, _, case = name.partition("_")
        found = getattr(getattr(hooks.package, enum), case)
        setattr(self, name, found)
        return found


_CASES = _Cases()


def _parse_linkage(parser: Any, attributes: dict[str, Attribute]) -> None:
    """An optional linkage keyword into `linkage` (`external` when absent)."""
    package = hooks.package
    linkage = parse_optional_enum_keyword(parser, package.Linkage)
    attributes["linkage"] = package.LinkageAttr.get(
        linkage if linkage is not None else package.Linkage.External
    )


def _parse_header(
    parser: Any, signature_pos: int
) -> tuple[dict[str, Attribute], list[Any]]:
    """The signature and `attributes {...}` after the symbol name: the
    attributes they give and the body's entry arguments."""
    attributes: dict[str, Attribute] = {}
    signature = parse_function_signature(parser, allow_variadic=True)
    fn_type = _build_function_type(
        parser,
        signature_pos,
        signature.argument_types,
        signature.result_types,
        signature.variadic,
    )
    attributes["function_type"] = TypeAttr.get(fn_type)
    extra = parser.parse_optional_attr_dict_with_keyword()
    if extra is not None:
        attributes.update(extra.items)
    attributes.update(argument_and_result_attributes(signature))
    return attributes, signature.entry_arguments()


@hooks.mixin("LLVMFuncOp")
class LLVMFuncOpHooks:
    """`llvm.func linkage? cconv? @name(args) -> results attributes {..} {body}`."""

    __slots__ = ()

    # `verify` and `verify_regions` read the signature only (`OpBase`), except
    # where argument or result attributes bring their dialects' checks.
    VERIFY_BY_SIGNATURE = True
    VERIFY_BY_SIGNATURE_UNLESS: tuple[str, ...] = ("arg_attrs", "res_attrs")

    @classmethod
    def parse(cls, parser: Any, location: Any) -> Any:
        attributes: dict[str, Attribute] = {}
        _parse_linkage(parser, attributes)
        cconv = parse_optional_enum_keyword(parser, hooks.package.CConv)
        attributes["CConv"] = hooks.package.CConvAttr.get(
            cconv if cconv is not None else hooks.package.CConv.C
        )
        signature_pos = parser.position
        attributes["sym_name"] = StringAttr.get(parser.parse_symbol_name())
        header = header_memo.replay(parser)
        if header is None:
            begun = header_memo.begin(parser)
            header = _parse_header(parser, signature_pos)
            header_memo.record(parser, begun, *header)
        attributes.update(header[0])
        op = cls.create(attributes=attributes, location=location, num_regions=1)
        # Unlike `func.func`, an empty body `{}` is accepted: a declaration.
        parser.parse_optional_region(op.regions[0], header[1])
        return op

    def print(self, printer: Any) -> None:
        printer.write(" ")
        linkage = self.linkage_value
        if linkage != hooks.package.Linkage.External:
            printer.write(linkage.stringify() + " ")
        cconv = self.cconv_value
        if cconv != hooks.package.CConv.C:
            printer.write(cconv.stringify() + " ")
        attributes = self.attributes.as_dict()
        printer.print_symbol_name(attributes.get("sym_name").value)
        fn_type = attributes.get("function_type").value
        results = (
            []
            if isinstance(fn_type.return_type, hooks.package.LLVMVoidType)
            else [fn_type.return_type]
        )
        print_function_signature(
            printer, self, fn_type.params, fn_type.var_arg, results
        )
        print_function_attributes(
            printer,
            self,
            ("arg_attrs", "res_attrs", "function_type", "linkage", "CConv"),
        )
        print_function_body(printer, self)

    # -- CallableOpInterface --------------------------------------------------------

    def callable_region(self) -> Any:
        """The body, or None for a declaration."""
        body = self.regions[0]
        return body if body.blocks else None

    def callable_results(self) -> list[Any]:
        """The result type; none for `void`."""
        result = self.attributes.get_attr("function_type").value.return_type
        return [] if isinstance(result, hooks.package.LLVMVoidType) else [result]

    # -- helpers ------------------------------------------------------------------

    @property
    def linkage_value(self) -> Any:
        """The linkage as the `Linkage` enum."""
        return _enum_value(self, "linkage", "linkage", _CASES.Linkage_External)

    @property
    def cconv_value(self) -> Any:
        """The calling convention as the `CConv` enum."""
        return _enum_value(self, "CConv", "CallingConv", _CASES.CConv_C)

    @property
    def is_external(self) -> bool:
        """True for a declaration (no body)."""
        return not self.regions[0].blocks

    @property
    def llvm_function_type(self) -> Any:
        return self.attributes.get_attr("function_type").value

    def add_entry_block(self) -> Any:
        """Give the function a body block whose arguments follow its signature."""
        block = Block()
        for type_ in self.llvm_function_type.params:
            block.add_argument(type_, self.location)
        self.regions[0].append(block)
        return block

    # -- verification ---------------------------------------------------------------

    def verify_hook(self) -> None:
        # (`llvm_function_type`, `linkage_value` and `is_external`, inlined)
        attributes = self.attributes
        fn_type = attributes.get_attr("function_type").value
        # The interface sees `void` as a result type, as MLIR 16's does.
        verify_function_like(self, fn_type.params, [fn_type.return_type])
        held = attributes.get_attr("linkage")
        linkage = held.linkage if held is not None else _CASES.Linkage_External
        if linkage == _CASES.Linkage_Common:
            raise op_error(self, "functions cannot have 'common' linkage")
        if not self.regions[0].blocks and linkage not in (
            _CASES.Linkage_External,
            _CASES.Linkage_ExternWeak,
        ):
            raise op_error(
                self,
                "external functions must have 'external' or 'extern_weak' linkage",
            )

    def verify_regions(self) -> None:
        blocks = self.regions[0].blocks
        if not blocks:  # external
            return
        arguments = blocks[0].arguments
        checked = set()  # the types found compatible (a signature repeats some)
        for index in range(len(self.llvm_function_type.params)):
            type_ = arguments[index].type
            if type_ in checked:
                continue
            if not is_compatible_type(type_):
                raise op_error(
                    self, f"entry block argument #{index} is not of LLVM type"
                )
            checked.add(type_)


@hooks.export
def build_func(
    cls: Any,
    name: str,
    type_: Type,
    linkage: Any,
    dso_local: bool,
    cconv: Any,
    attrs: dict | None,
    arg_attrs: Sequence | None,
    function_entry_count: int | None,
) -> Any:
    """MLIR 16's `LLVMFuncOp::build`: an external function, body to be added."""
    attributes: dict[str, Attribute] = {
        "sym_name": StringAttr.get(name),
        "function_type": TypeAttr.get(type_),
        "linkage": hooks.package.LinkageAttr.get(linkage),
        "CConv": hooks.package.CConvAttr.get(cconv),
    }
    attributes.update(attrs or {})
    if dso_local:
        attributes["dso_local"] = UnitAttr.get()
    if function_entry_count is not None:
        attributes["function_entry_count"] = IntegerAttr.get(
            IntegerType.get(64), function_entry_count
        )
    if arg_attrs and any(d is not None and len(d) for d in arg_attrs):
        attributes["arg_attrs"] = ArrayAttr.get(
            [d if d is not None else DictionaryAttr.get({}) for d in arg_attrs]
        )
    return cls.create(attributes=attributes, num_regions=1)


# -- llvm.mlir.global ------------------------------------------------------------------


def _byte_length(text: str) -> int:
    return len(text.encode("utf-8", "surrogateescape"))


def is_llvm_module(op: Any) -> bool:
    """MLIR's `satisfiesLLVMModule`: a symbol table isolated from above."""
    return SymbolTable in op.TRAITS and IsolatedFromAbove in op.TRAITS


def _is_zero_attribute(value: Attribute) -> bool:
    """MLIR's `isZeroAttribute` (integers, floats, elements, arrays of them)."""
    if isinstance(value, IntegerAttr):
        return value.value == 0
    if isinstance(value, FloatAttr):
        return value.value == 0
    if isinstance(value, DenseElementsAttr):
        return all(v == 0 for v in value.values)
    if isinstance(value, ArrayAttr):
        return all(_is_zero_attribute(v) for v in value)
    return False


@hooks.mixin("GlobalOp")
class GlobalOpHooks:
    """`llvm.mlir.global linkage thread_local? unnamed_addr? constant? @name(value)
    {attrs} : type {initializer}`."""

    __slots__ = ()

    @classmethod
    def parse(cls, parser: Any, location: Any) -> Any:
        attributes: dict[str, Attribute] = {}
        _parse_linkage(parser, attributes)
        if parser.consume_keyword_if("thread_local"):
            attributes["thread_local_"] = UnitAttr.get()
        unnamed = parse_optional_enum_keyword(parser, hooks.package.UnnamedAddr)
        attributes["unnamed_addr"] = IntegerAttr.get(
            IntegerType.get(64), int(unnamed or 0)
        )
        if parser.consume_keyword_if("constant"):
            attributes["constant"] = UnitAttr.get()
        attributes["sym_name"] = StringAttr.get(parser.parse_symbol_name())
        parser.expect("(", "expected '('")
        value = None
        if not parser.consume_if(")"):
            value = attributes["value"] = parser.parse_attribute()
            parser.expect(")", "expected ')'")
        extra = parser.parse_optional_attr_dict()
        if extra is not None:
            attributes.update(extra.items)
        type_list = parser.parse_optional_colon_type_list()
        if len(type_list) > 1:
            raise parser.emit_error("expected zero or one type", parser.name_position)
        op = cls.create(attributes=attributes, location=location, num_regions=1)
        if not type_list:
            if not isinstance(value, StringAttr):
                raise parser.emit_error(
                    "type can only be omitted for string globals", parser.name_position
                )
            type_list = [
                hooks.package.LLVMArrayType.get(
                    IntegerType.get(8), _byte_length(value.value)
                )
            ]
        else:
            parser.parse_optional_region(op.regions[0])
        op.set_attr("global_type", TypeAttr.get(type_list[0]))
        return op

    def print(self, printer: Any) -> None:
        attributes = self.attributes
        printer.write(" " + self.linkage.linkage.stringify() + " ")
        unnamed = attributes.get_attr("unnamed_addr")
        if isinstance(unnamed, IntegerAttr):
            case = hooks.package.UnnamedAddr.from_value(unnamed.value)
            if case is not None and case.stringify():
                printer.write(case.stringify() + " ")
        if "thread_local_" in attributes:
            printer.write("thread_local ")
        if "constant" in attributes:
            printer.write("constant ")
        printer.print_symbol_name(attributes.get_attr("sym_name").value)
        printer.write("(")
        value = attributes.get_attr("value")
        if value is not None:
            printer.print_attribute(value)
        printer.write(")")
        printer.print_optional_attr_dict(
            attributes,
            elided=(
                "sym_name",
                "global_type",
                "constant",
                "value",
                "linkage",
                "unnamed_addr",
                "thread_local_",
            ),
        )
        if isinstance(value, StringAttr):
            return
        printer.write(" : ")
        printer.print_type(self.global_type)
        region = self.regions[0]
        if region.blocks:
            printer.write(" ")
            printer.print_region(region, print_entry_block_args=False)

    def verify_hook(self) -> None:
        type_ = self.global_type
        if not hooks.package.LLVMPointerType.is_valid_element_type(type_):
            raise op_error(
                self, "expects type to be a valid element type for an LLVM pointer"
            )
        parent = self.parent_op
        if parent is not None and not is_llvm_module(parent):
            raise op_error(self, "must appear at the module level")
        value = self.attributes.get_attr("value")
        if isinstance(value, StringAttr):
            element = getattr(type_, "element_type", None)
            if not (
                isinstance(type_, hooks.package.LLVMArrayType)
                and isinstance(element, IntegerType)
                and element.width == 8
                and type_.num_elements == _byte_length(value.value)
            ):
                raise op_error(
                    self,
                    "requires an i8 array type of the length equal to that of the"
                    " string attribute",
                )
        linkage = self.attributes.get_attr("linkage").linkage  # (required by `verify`)
        if linkage == _CASES.Linkage_Common and value is not None:
            if not _is_zero_attribute(value):
                raise op_error(self, "expected zero value for 'common' linkage")
        if linkage == _CASES.Linkage_Appending and not isinstance(
            type_, hooks.package.LLVMArrayType
        ):
            raise op_error(self, "expected array type for 'appending' linkage")
        alignment = self.attributes.get_attr("alignment")
        if isinstance(alignment, IntegerAttr):
            bits = alignment.value & (2**64 - 1)
            if bits == 0 or bits & (bits - 1):
                raise emit_error(self, "alignment attribute is not a power of 2")

    def verify_regions(self) -> None:
        region = self.regions[0]
        if not region.blocks:
            return
        block = region.blocks[0]
        returned = [use.value.type for use in block.last_op._operands]
        if not returned:
            raise op_error(self, "initializer region cannot return void")
        if returned[0] is not self.global_type:
            raise op_error(
                self,
                f"initializer region type '{returned[0]}' does not match global"
                f" type '{self.global_type}'",
            )
        for op in block:
            if NoMemoryEffect not in op.TRAITS:
                raise emit_error(
                    op, "ops with side effects not allowed in global initializers"
                )
        if "value" in self.attributes:
            raise op_error(self, "cannot have both initializer value and region")


@hooks.export
def build_global(
    cls: Any,
    type_: Type,
    is_constant: bool,
    linkage: Any,
    name: str,
    value: Attribute | None,
    alignment: int,
    addr_space: int,
    dso_local: bool,
    thread_local: bool,
    attrs: dict | None,
) -> Any:
    """MLIR 16's `GlobalOp::build`: a global without an initializer region body."""
    attributes: dict[str, Attribute] = {
        "sym_name": StringAttr.get(name),
        "global_type": TypeAttr.get(type_),
    }
    if is_constant:
        attributes["constant"] = UnitAttr.get()
    if value is not None:
        attributes["value"] = value
    if dso_local:
        attributes["dso_local"] = UnitAttr.get()
    if thread_local:
        attributes["thread_local_"] = UnitAttr.get()
    if alignment:
        attributes["alignment"] = IntegerAttr.get(IntegerType.get(64), alignment)
    attributes["linkage"] = hooks.package.LinkageAttr.get(linkage)
    if addr_space:
        attributes["addr_space"] = IntegerAttr.get(IntegerType.get(32), addr_space)
    attributes.update(attrs or {})
    return cls.create(attributes=attributes, num_regions=1)


# -- llvm.mlir.addressof, llvm.mlir.global_ctors/dtors -----------------------------------


def _parent_llvm_module(op: Any) -> Any:
    """The closest op above `op` that `is_llvm_module` (None if none)."""
    block = op.parent
    while block is not None:  # up the parents as `parent_op`, inlined
        region = block.parent
        module = region.parent if region is not None else None
        if module is None:
            return None
        traits = module.TRAITS  # `is_llvm_module`, inlined
        if SymbolTable in traits and IsolatedFromAbove in traits:
            return module
        block = module.parent
    return None


@hooks.mixin("AddressOfOp")
class AddressOfOpHooks:
    """Symbol use checks of `llvm.mlir.addressof`."""

    __slots__ = ()

    # `verify` reads of `global_name` its class (the global:
    # `verify_symbol_uses`).
    VERIFY_SYMBOL_REFS: tuple[str, ...] = ("global_name",)

    def symbol_uses_key(self, own_key: Any) -> Any:
        """What `verify_symbol_uses` reads: the op's attributes (the global's
        name) and result type (`own_key`, its `op_key`), and the module the
        name is looked up in."""
        return (type(self), own_key, _parent_llvm_module(self))

    def verify_symbol_uses(self, tables: Any) -> None:
        """MLIR's AddressOfOp::verifySymbolUses: the global or function the
        op names, looked up in the shared `tables`."""
        symbol = tables.lookup_in(_parent_llvm_module(self), self.global_name)
        kind = symbol.name if symbol is not None else None
        is_global = kind == "llvm.mlir.global"
        if not is_global and kind != "llvm.func":
            raise op_error(
                self,
                "must reference a global defined by 'llvm.mlir.global' or 'llvm.func'",
            )
        type_ = self.results[0].type  # `res.type`
        if is_global and symbol.addr_space != type_.address_space:
            raise op_error(
                self,
                "pointer address space must match address space of the referenced"
                " global",
            )
        element_type = type_.element_type
        if element_type is None:
            return
        if is_global and element_type is not symbol.global_type:
            raise op_error(
                self, "the type must be a pointer to the type of the referenced global"
            )
        if not is_global and element_type is not symbol.function_type:
            raise op_error(
                self,
                "the type must be a pointer to the type of the referenced function",
            )


@hooks.export
def build_address_of(cls: Any, symbol: Any, attrs: dict | None) -> Any:
    """A pointer to `symbol`, an `llvm.mlir.global` or an `llvm.func`."""
    if symbol.name == "llvm.mlir.global":
        result = hooks.package.LLVMPointerType.get(
            symbol.global_type, symbol.addr_space
        )
    else:
        result = hooks.package.LLVMPointerType.get(symbol.function_type)
    op = cls.build(result, symbol.attributes.get_attr("sym_name").value)
    for name, value in (attrs or {}).items():
        op.set_attr(name, value)
    return op


def _verify_function_use(op: Any, symbol: Attribute, tables: Any) -> None:
    """MLIR 16's `verifySymbolAttrUse`: `symbol` names an `llvm.func` with a body."""
    name = symbol.value
    found = tables.lookup_from(op, symbol)
    if found is None or found.name != "llvm.func":
        raise op_error(op, f"'{name}' does not reference a valid LLVM function")
    if found.is_external:
        raise op_error(op, f"'{name}' does not have a definition")


def _verify_structors(op: Any, kind: str) -> None:
    if len(op.attributes.get_attr(kind)) != len(op.priorities):
        raise emit_error(
            op, f"mismatch between the number of {kind} and the number of priorities"
        )


class _StructorsHooks:
    """Checks shared by `llvm.mlir.global_ctors` and `llvm.mlir.global_dtors`:
    `_KIND` names the symbol-list attribute."""

    __slots__ = ()
    _KIND = ""

    def verify_hook(self) -> None:
        _verify_structors(self, self._KIND)

    def verify_symbol_uses(self, tables: Any) -> None:
        for symbol in self.attributes.get_attr(self._KIND):
            _verify_function_use(self, symbol, tables)


@hooks.mixin("GlobalCtorsOp")
class GlobalCtorsOpHooks(_StructorsHooks):
    """Checks of `llvm.mlir.global_ctors`."""

    __slots__ = ()
    _KIND = "ctors"


@hooks.mixin("GlobalDtorsOp")
class GlobalDtorsOpHooks(_StructorsHooks):
    """Checks of `llvm.mlir.global_dtors`."""

    __slots__ = ()
    _KIND = "dtors"


# -- llvm.metadata and the TBAA nodes ------------------------------------------------------


@hooks.mixin("MetadataOp")
class MetadataOpHooks:
    """`llvm.metadata @name attributes {..} { ops }` and its TBAA graph checks."""

    __slots__ = ()

    @classmethod
    def parse(cls, parser: Any, location: Any) -> Any:
        attributes: dict[str, Attribute] = {
            "sym_name": StringAttr.get(parser.parse_symbol_name())
        }
        extra = parser.parse_optional_attr_dict_with_keyword()
        if extra is not None:
            attributes.update(extra.items)
        op = cls.create(attributes=attributes, location=location, num_regions=1)
        body = op.regions[0]
        parser.parse_region(body)
        if not body.blocks:
            body.append(Block())
        return op

    def print(self, printer: Any) -> None:
        printer.write(" ")
        printer.print_symbol_name(self.sym_name)
        printer.print_optional_attr_dict_with_keyword(
            self.attributes, elided=("sym_name",)
        )
        printer.write(" ")
        printer.print_region(self.regions[0])

    def verify_regions(self) -> None:
        body = list(self.regions[0].ops())
        graph_symbols = {
            op.sym_name
            for op in body
            if op.name in ("llvm.tbaa_root", "llvm.tbaa_type_desc")
        }
        edges: dict[str, list[str]] = {
            op.sym_name: []
            for op in body
            if op.name in ("llvm.tbaa_root", "llvm.tbaa_type_desc", "llvm.tbaa_tag")
        }
        for op in body:
            if op.name == "llvm.tbaa_type_desc":
                for member in op.members_attr:
                    self._check_tbaa_reference(
                        op, graph_symbols, member.value, "members"
                    )
                    edges[op.sym_name].append(member.value)
            elif op.name == "llvm.tbaa_tag":
                for name in ("base_type", "access_type"):
                    target = op.attributes.get_attr(name).value
                    self._check_tbaa_reference(op, graph_symbols, target, name)
                edges[op.sym_name] += [op.base_type, op.access_type]
        cycle = _first_cycle(list(edges), edges)
        if cycle is not None:
            raise op_error(
                self, f"has cycle in TBAA graph (graph closure: <{', '.join(cycle)}>)"
            )

    def _check_tbaa_reference(
        self, op: Any, defined: set[str], symbol: str, attr_name: str
    ) -> None:
        if symbol in defined:
            return
        raise op_error(
            op,
            f'expected "{attr_name}" to reference a symbol from'
            f" 'llvm.metadata @{self.sym_name}' defined by either 'llvm.tbaa_root'"
            f" or 'llvm.tbaa_type_desc' while it references '@{symbol}'",
        )


def _first_cycle(nodes: list[str], edges: dict[str, list[str]]) -> list[str] | None:
    """The first strongly connected component with a cycle, its nodes in the
    order of LLVM's `scc_iterator`, walking from a root that points to `nodes`."""
    root = object()
    children: dict[Any, list[Any]] = {root: list(nodes), **edges}
    numbers: dict[Any, int] = {}
    done = 2**32 - 1
    scc_stack: list[Any] = []
    visit: list[list[Any]] = []  # [node, next child index, lowest number seen]

    def enter(node: Any) -> None:
        numbers[node] = len(numbers) + 1
        scc_stack.append(node)
        visit.append([node, 0, numbers[node]])

    enter(root)
    while visit:
        frame = visit[-1]
        kids = children[frame[0]]
        if frame[1] < len(kids):
            child = kids[frame[1]]
            frame[1] += 1
            if child not in numbers:
                enter(child)
            else:
                frame[2] = min(frame[2], numbers[child])
            continue
        node, _, lowest = visit.pop()
        if visit:
            visit[-1][2] = min(visit[-1][2], lowest)
        if lowest != numbers[node]:
            continue
        component: list[Any] = []
        while True:
            member = scc_stack.pop()
            numbers[member] = done
            component.append(member)
            if member is node:
                break
        if len(component) > 1 or (node is not root and node in children[node]):
            return component
    return None


@hooks.export
def build_metadata(
    cls: Any, sym_name: str, create_body_block: bool, attributes: dict | None
) -> Any:
    """MLIR 16's `MetadataOp::build`: a table, by default with its empty block."""
    values: dict[str, Attribute] = {"sym_name": StringAttr.get(sym_name)}
    values.update(attributes or {})
    op = cls.create(attributes=values, num_regions=1)
    if create_body_block:
        op.regions[0].append(Block())
    return op


@hooks.mixin("TBAARootMetadataOp")
class TBAARootMetadataOpHooks:
    """Checks of `llvm.tbaa_root`."""

    __slots__ = ()

    def verify_hook(self) -> None:
        if not self.identity:
            raise op_error(self, 'expected non-empty "identity"')


@hooks.mixin("TBAATypeDescriptorOp")
class TBAATypeDescriptorOpHooks:
    """Checks of `llvm.tbaa_type_desc`."""

    __slots__ = ()

    def verify_hook(self) -> None:
        members, offsets = len(self.members_attr), len(self.offsets)
        if members != offsets:
            raise op_error(
                self,
                'expected the same number of elements in "members" and "offsets":'
                f" {members} != {offsets}",
            )


@hooks.parser("TBAAMembers")
def parse_TBAAMembers(parser: Any) -> tuple[Attribute, Attribute]:
    """`<@member, offset>, ...`: the members and their offsets."""
    members: list[Attribute] = []
    offsets: list[int] = []
    while True:
        parser.expect("<", "expected '<'")
        pos = parser.position
        member = parser.parse_attribute()
        if not isinstance(member, FlatSymbolRefAttr):
            raise parser.emit_error("invalid kind of attribute specified", pos)
        parser.expect(",", "expected ','")
        offsets.append(parser.parse_integer_literal())
        parser.expect(">", "expected '>'")
        members.append(member)
        if not parser.consume_if(","):
            break
    return ArrayAttr.get(members), DenseArrayAttr.get(IntegerType.get(64), offsets)


@hooks.printer("TBAAMembers")
def print_TBAAMembers(printer: Any, op: Any, members: Any, offsets: Any) -> None:
    """`<@member, offset>, ...`."""
    for index, (member, offset) in enumerate(zip(members, offsets.values)):
        if index:
            printer.write(", ")
        printer.write("<")
        printer.print_attribute(member)
        printer.write(f", {offset}>")
