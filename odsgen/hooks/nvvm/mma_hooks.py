"""The warp-wide matrix operations of MLIR 16's NVVM dialect: the verifiers of
`nvvm.wmma.load`, `nvvm.wmma.store`, `nvvm.wmma.mma`, `nvvm.ldmatrix` and
`nvvm.mma.sync`, and the custom syntax of `nvvm.mma.sync`.

The valid `wmma` configurations are those MLIR 16 generates intrinsic
tables for (`NVVM_MMA_OPS` in NVVMOps.td); a configuration outside them is
"an invalid attribute combination".
"""

from __future__ import annotations

from typing import Any, Iterable, Sequence

from odsgen.asm.format_support import quoted_type
from odsgen.ir.attributes import Attribute, DenseArrayAttr
from odsgen.ir.diagnostics import emit_error, op_error
from odsgen.ir.types import FloatType, IntegerType, Type, VectorType

from odsgen.ir.dialect_hooks import dialect_module
from .registry import hooks

# -- valid wmma configurations ---------------------------------------------------------

_WMMA_F16_SHAPES = ((16, 16, 16), (32, 8, 16), (8, 32, 16))
_WMMA_TF32_SHAPE = (16, 16, 8)


def _ldst_ops(
    shapes: Iterable[tuple[int, int, int]], frags: str, eltypes: Sequence[str]
) -> set[tuple[int, int, int, str, str]]:
    """MMA_LDST_OPS: every (m, n, k, frag, element type) of the lists."""
    return {(*s, f, t) for s in shapes for f in frags for t in eltypes}


_LDST_OPS = (
    _ldst_ops(_WMMA_F16_SHAPES, "ab", ("f16",))
    | _ldst_ops(_WMMA_F16_SHAPES, "cd", ("f16", "f32"))
    | _ldst_ops((_WMMA_TF32_SHAPE,), "ab", ("tf32",))
    | _ldst_ops((_WMMA_TF32_SHAPE,), "cd", ("f32",))
)
# Fragments a, b and c are loaded; d is stored.
_LOAD_OPS = {op for op in _LDST_OPS if op[3] != "d"}
_STORE_OPS = {(m, n, k, t) for (m, n, k, f, t) in _LDST_OPS if f == "d"}
# wmma.mma: (m, n, k, type of A, type of D), as its intrinsic table keys them.
_MMA_OPS = {(*_WMMA_TF32_SHAPE, "tf32", "f32")} | {
    (*s, "f16", d) for s in _WMMA_F16_SHAPES for d in ("f16", "f32")
}


# -- fragment types ---------------------------------------------------------------------


def _i32() -> Type:
    return IntegerType.get(32)


def _f16x2() -> Type:
    return VectorType.get([2], FloatType.get("f16"))


def _struct(members: Sequence[Type]) -> Type:
    return dialect_module("llvm", "types").LLVMStructType.get_literal(list(members))


def infer_mma_type(eltype: str, frag: str, rows: int, cols: int) -> tuple[Type, int]:
    """The element type and count of the struct a thread holds of a fragment
    (NVVM::inferMMAType); `rows` x `cols` is the fragment's shape."""
    if eltype in ("f16", "bf16"):
        element = VectorType.get([2], FloatType.get(eltype))
        return element, 8 if frag in ("a", "b") else 4
    if eltype == "f32":
        return FloatType.get("f32"), 8
    if eltype == "tf32":
        return _i32(), 4
    if eltype in ("s8", "u8"):
        parallel = rows if frag == "a" else cols if frag == "b" else 0
        return _i32(), {16: 2, 8: 1, 32: 4}.get(parallel, 0)
    if eltype == "s32":
        return _i32(), 8
    raise ValueError(f"no fragment type for {eltype}")


def _infer_from_mnk(eltype: str, frag: str, m: int, n: int, k: int) -> tuple[Type, int]:
    rows, cols = {"a": (m, k), "b": (k, n)}.get(frag, (m, n))
    return infer_mma_type(eltype, frag, rows, cols)


def _address_space(pointer: Type) -> int:
    return pointer.address_space


def _name(attribute: Any) -> str:
    """The text of an enum attribute's case (`row`, `f16`, `a`)."""
    return attribute.value.stringify()


@hooks.mixin("WMMALoadOp")
class WMMALoadOpHooks:
    """`nvvm.wmma.load`: a valid configuration and its fragment's struct type."""

    __slots__ = ()

    def verify_hook(self) -> None:
        if _address_space(self.ptr.type) not in (0, 1, 3):
            raise op_error(self, "expected source pointer in memory space 0, 1, 3")
        m, n, k = self.m, self.n, self.k
        eltype, frag = _name(self.eltype_attr), _name(self.frag_attr)
        if (m, n, k, frag, eltype) not in _LOAD_OPS:
            raise op_error(self, "invalid attribute combination")
        element, count = _infer_from_mnk(eltype, frag, m, n, k)
        if self.results[0].type is not _struct([element] * count):
            raise op_error(
                self,
                f"expected destination type is a structure of {count} elements"
                f" of type {quoted_type(element)}",
            )


@hooks.mixin("WMMAStoreOp")
class WMMAStoreOpHooks:
    """`nvvm.wmma.store`: a valid configuration and the data of fragment c."""

    __slots__ = ()

    def verify_hook(self) -> None:
        if _address_space(self.ptr.type) not in (0, 1, 3):
            raise op_error(
                self, "expected operands to be a source pointer in memory space 0, 1, 3"
            )
        m, n, k = self.m, self.n, self.k
        eltype = _name(self.eltype_attr)
        if (m, n, k, eltype) not in _STORE_OPS:
            raise op_error(self, "invalid attribute combination")
        element, count = _infer_from_mnk(eltype, "c", m, n, k)
        if len(self.args) != count:
            raise op_error(self, f"expected {count} data operands")
        if any(arg.type is not element for arg in self.args):
            raise op_error(
                self, f"expected data operands of type {quoted_type(element)}"
            )


@hooks.mixin("WMMAMmaOp")
class WMMAMmaOpHooks:
    """`nvvm.wmma.mma`: the fragments of A, B and C, then D's struct type."""

    __slots__ = ()

    def verify_hook(self) -> None:
        m, n, k = self.m, self.n, self.k
        eltype_a, eltype_b = _name(self.eltype_a_attr), _name(self.eltype_b_attr)
        if (m, n, k, eltype_a, eltype_b) not in _MMA_OPS:
            raise op_error(self, "invalid attribute combination")
        # As MLIR 16: A and B have eltypeA's fragments, C (and D) eltypeB's.
        a_type, a_count = _infer_from_mnk(eltype_a, "a", m, n, k)
        b_type, b_count = _infer_from_mnk(eltype_a, "b", m, n, k)
        c_type, c_count = _infer_from_mnk(eltype_b, "c", m, n, k)
        expected = [a_type] * a_count + [b_type] * b_count + [c_type] * c_count
        args = self.args
        if len(args) != len(expected):
            raise op_error(self, f"expected {len(expected)} arguments")
        for index, (arg, wanted) in enumerate(zip(args, expected)):
            if arg.type is not wanted:
                raise op_error(
                    self,
                    f"expected argument {index} to be of type {quoted_type(wanted)}",
                )
        if self.results[0].type is not _struct([c_type] * c_count):
            raise op_error(
                self,
                f"expected destination type is a structure of {c_count} elements"
                f" of type {quoted_type(c_type)}",
            )


@hooks.mixin("LdMatrixOp")
class LdMatrixOpHooks:
    """`nvvm.ldmatrix`: shared memory, 1, 2 or 4 matrices, i32 per matrix."""

    __slots__ = ()

    def verify_hook(self) -> None:
        if _address_space(self.ptr.type) != 3:
            raise op_error(self, "expected source pointer in memory space 3")
        num = self.num
        if num not in (1, 2, 4):
            raise op_error(self, "expected num attribute to be 1, 2 or 4")
        result = self.results[0].type
        if num == 1 and result is not _i32():
            raise op_error(self, "expected destination type is i32")
        if num in (2, 4) and result is not _struct([_i32()] * num):
            raise op_error(
                self,
                f"expected destination type is a structure of {num} elements of"
                " type i32",
            )


# -- nvvm.mma.sync ----------------------------------------------------------------------

_PTX_TYPE_NAMES = ("multiplicandAPtxType", "multiplicandBPtxType")
_SEGMENTS = "operand_segment_sizes"


def infer_operand_mma_type(value: Type, is_accumulator: bool) -> str | None:
    """The PTX type of an mma.sync operand (or result) type, None when it
    cannot be told (MmaOp::inferOperandMMAType)."""
    if isinstance(value, FloatType) and value.name == "f64":
        return "f64"
    if (isinstance(value, FloatType) and value.name == "f16") or value is _f16x2():
        return "f16"
    if isinstance(value, FloatType) and value.name == "f32":
        return "f32" if is_accumulator else "tf32"
    if isinstance(value, IntegerType):
        return "s32" if is_accumulator else None
    if isinstance(value, dialect_module("llvm", "types").LLVMStructType):
        body = value.body or ()
        return infer_operand_mma_type(body[0], is_accumulator) if body else None
    return None


def _types_attr(ptx_type: str) -> Attribute:
    MMATypesAttr = hooks.module("attrs").MMATypesAttr
    MMATypes = hooks.module("enums").MMATypes

    return MMATypesAttr.get(MMATypes.symbolize(ptx_type))


def _parse_fragment(parser: Any, name: str) -> list[Any]:
    """`A[%a, %b]` (the brackets optional, as MLIR's OptionalSquare)."""
    if parser.parse_optional_keyword(name) is None:
        raise parser.emit_error(f"expected '{name}'")
    if not parser.is_punct("["):
        return []
    return parser.parse_operand_list("[")


@hooks.mixin("MmaOp")
class MmaOpHooks:
    """`nvvm.mma.sync A[...] B[...] C[...] {attrs} : (tA, tB, tC) -> tD`."""

    __slots__ = ()

    @classmethod
    def parse(cls, parser: Any, location: Any) -> Any:
        fragments = [_parse_fragment(parser, name) for name in "ABC"]
        dictionary = parser.parse_optional_attr_dict()
        attributes = dict(dictionary.items) if dictionary is not None else {}
        parser.expect(":", "expected ':'")
        parser.expect("(", "expected '('")
        types = parser.parse_type_list()
        # Without the `)`, MLIR 16 reports it, then (with other than three
        # types) a second error, or carries on (with three); odsgen stops at
        # the first.
        parser.expect(")", "expected ')'")
        operands = []
        inferred: list[str | None] = []
        for index, type_ in enumerate(types):
            regs = fragments[index] if index < 3 else []
            operands += parser.resolve_operands(
                regs, [type_] * len(regs), parser.name_position
            )
            # MLIR 16 infers A and B as accumulators, C as a multiplicand.
            inferred.append(infer_operand_mma_type(type_, index < 2))
        parser.expect("->", "expected '->'")
        result = parser.parse_type()
        for index, name in enumerate(_PTX_TYPE_NAMES):
            if name in attributes:
                continue
            ptx_type = inferred[index] if index < len(inferred) else None
            if ptx_type is None:
                raise parser.emit_error(
                    f"attribute {name} is not provided explicitly and cannot be"
                    " inferred",
                    parser.name_position,
                )
            attributes[name] = _types_attr(ptx_type)
        attributes[_SEGMENTS] = DenseArrayAttr.get(
            IntegerType.get(32), [len(f) for f in fragments]
        )
        return cls.create(
            operands=operands,
            result_types=[result],
            attributes=attributes,
            location=location,
        )

    def print(self, printer: Any) -> None:
        groups = [self.operand_a, self.operand_b, self.operand_c]
        # MLIR 16 infers from the first operand only, for every fragment.
        first = self.operands[0].type
        elided = [_SEGMENTS]
        for index, name in enumerate((*_PTX_TYPE_NAMES, "")):
            if infer_operand_mma_type(first, index >= 2) is not None:
                elided.append(name)
        for name, group in zip("ABC", groups):
            printer.write(f" {name}[")
            printer.print_operands(group)
            printer.write("] ")
        printer.print_optional_attr_dict(self.attributes, elided=elided)
        printer.write(" : (")
        printer.print_types([group[0].type for group in groups])
        printer.write(")")
        printer.print_arrow_type_list([self.results[0].type])

    def verify_hook(self) -> None:
        verify_mma(self)


def _interleave(types: Iterable[Type]) -> str:
    return ", ".join(str(t) for t in types)


def verify_mma(op: Any) -> None:
    """MmaOp::verify: the shape and types against the multiplicand type."""
    f16x2, i32 = _f16x2(), _i32()
    f32 = FloatType.get("f32")
    shape = op.shape
    mma_shape = (shape.m, shape.n, shape.k)
    a_attr = op.attributes.get_attr("multiplicandAPtxType")
    a_type = _name(a_attr) if a_attr is not None else ""
    is_int4, is_int8 = a_type in ("s4", "u4"), a_type in ("s8", "u8")
    is_integer = is_int4 or is_int8 or a_type in ("b1", "s32")
    allowed_shapes: list[tuple[int, int, int]] = []
    expected_a: list[list[Type]] = []
    expected_b: list[list[Type]] = []
    expected_c: list[list[Type]] = []
    expected_result: list[Type] = []
    if mma_shape[0] == 16:
        fragment: Type | None = None
        if a_type == "tf32":
            k_factor, fragment = 4, i32
            expected_result.append(_struct([f32] * 4))
        elif a_type == "f16":
            k_factor, fragment = 8, f16x2
            expected_result += [_struct([f16x2] * 2), _struct([f32] * 4)]
        elif a_type == "bf16":  # MLIR 16 expects f16 pairs here too
            k_factor, fragment = 8, f16x2
            expected_result.append(_struct([f32] * 4))
        elif is_int4:
            k_factor = 32
        elif a_type == "b1":
            k_factor = 128
        elif is_int8:
            k_factor = 16
        else:
            raise emit_error(op, f"invalid shape or multiplicand type: {a_type}")
        if is_integer:
            expected_result.append(_struct([i32] * 4))
            expected_c.append([i32] * 4)
            fragment = i32
        else:
            expected_c += [[f16x2] * 2, [f32] * 4]
        unit_a = (mma_shape[0] // 8) * (mma_shape[2] // k_factor)
        unit_b = (mma_shape[1] // 8) * (mma_shape[2] // k_factor)
        expected_a.append([fragment] * unit_a)
        expected_b.append([fragment] * unit_b)
        allowed_shapes += [(16, 8, k_factor), (16, 8, k_factor * 2)]
    if mma_shape[0] == 8:
        if a_type == "f16":
            expected_a.append([f16x2] * 2)
            expected_b.append([f16x2] * 2)
            expected_result += [_struct([f16x2] * 4), _struct([f32] * 8)]
            expected_c += [[f16x2] * 4, [f32] * 8]
            allowed_shapes.append((8, 8, 4))
        if a_type == "f64":
            f64 = FloatType.get("f64")
            expected_a.append([f64])
            expected_b.append([f64])
            expected_c.append([f64] * 2)
            expected_result.append(_struct([f64] * 2))
            allowed_shapes.append((8, 8, 4))
        if is_integer:
            expected_a.append([i32])
            expected_b.append([i32])
            expected_c.append([i32, i32])
            expected_result.append(_struct([i32, i32]))
            if is_int4:
                allowed_shapes.append((8, 8, 32))
            if is_int8:
                allowed_shapes.append((8, 8, 16))
            if a_type == "b1":
                allowed_shapes.append((8, 8, 128))
    if (
        not expected_a
        or not expected_b
        or not expected_c
        or mma_shape not in allowed_shapes
    ):
        raise op_error(
            op,
            "unimplemented variant for MMA shape <"
            + ", ".join(str(d) for d in mma_shape)
            + ">",
        )
    groups = [op.operand_a, op.operand_b, op.operand_c]
    for name, allowed, group in zip(
        "ABC", (expected_a, expected_b, expected_c), groups
    ):
        types = [value.type for value in group]
        if types not in allowed:
            options = "".join(f"{len(x)}x{x[0]} " for x in allowed)
            raise op_error(
                op,
                f"Could not match types for the {name} operands; expected one of"
                f" {options}but got {_interleave(types)}",
            )
    result = op.results[0].type
    if result not in expected_result:
        raise op_error(
            op,
            "Could not match allowed types for the result; expected one of"
            f" {_interleave(expected_result)} but got {result}",
        )
    if a_type == "b1" and op.attributes.get_attr("b1Op") is None:
        raise op_error(op, "op requires b1Op attribute")
    if (is_int4 or is_int8) and op.attributes.get_attr("intOverflowBehavior") is None:
        raise op_error(op, "op requires intOverflowBehavior attribute")
