"""Conversion patterns: rewrites that see their op's operands as converted.

A `ConversionPattern` is a `RewritePattern` whose `match_and_rewrite` first
looks up, for each operand, the value it has become so far in the
conversion (converted to the pattern's type converter's type, through a
pending materialization if need be), then calls `convert(op, operands,
rewriter)`. An `OpConversionPattern` names its op class and receives the
converted operands through that class's generated adaptor, so they are read
by name (`adaptor.lhs`), as MLIR's `OpConversionPattern<Op>::matchAndRewrite`.
Plain `RewritePattern`s (DRR ones too) can be used in a conversion as well;
they see the original operands.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar, Sequence

from ..ir.attributes import TypeAttr
from ..ir.op_base import OpAdaptor
from ..ir.operation import Operation, Value
from ..ir.rewrite import PatternRewriter, RewritePattern
from ..ir.types import FunctionType
from .type_converter import SignatureConversion, TypeConverter

if TYPE_CHECKING:
    from .rewriter import ConversionPatternRewriter


class ConversionPattern(RewritePattern):
    """A pattern of a dialect conversion, rooted at `root` (any op if None).

    `generated_ops` names the ops the rewrite may create: the legalizer's cost
    model prefers patterns whose generated ops are legal in fewer steps.
    """

    generated_ops: tuple[str, ...] = ()
    has_bounded_rewrite_recursion: bool = False

    def __init__(
        self,
        type_converter: TypeConverter | None = None,
        root: str | None = None,
        benefit: int | None = None,
        generated_ops: Sequence[str] | None = None,
    ) -> None:
        super().__init__(root, benefit)
        self.type_converter = type_converter
        if generated_ops is not None:
            self.generated_ops = tuple(generated_ops)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        impl = rewriter.impl  # type: ignore[attr-defined]
        saved = impl.current_type_converter
        impl.current_type_converter = self.type_converter
        try:
            operands = impl.remap_values(
                "operand", op._location, [use.value for use in op._operands]
            )
            if operands is None:
                return False
            return self._convert_operands(op, operands, rewriter)
        finally:
            impl.current_type_converter = saved

    def _convert_operands(
        self, op: Operation, operands: list[Value], rewriter: Any
    ) -> bool:
        return self.convert(op, operands, rewriter)

    def convert(
        self,
        op: Operation,
        operands: list[Value],
        rewriter: ConversionPatternRewriter,
    ) -> bool:
        """Rewrite `op` given its converted `operands`; True on success, False
        (having changed nothing, or after `rewriter.notify_match_failure`)."""
        raise NotImplementedError


class OpConversionPattern(ConversionPattern):
    """A conversion pattern for the ops of class `op_class`, whose `convert`
    gets an adaptor (the op class's `Adaptor`) over the converted operands."""

    op_class: ClassVar[type[Operation]]

    def __init__(
        self,
        type_converter: TypeConverter | None = None,
        benefit: int | None = None,
        generated_ops: Sequence[str] | None = None,
    ) -> None:
        super().__init__(
            type_converter, self.op_class.OPERATION_NAME, benefit, generated_ops
        )

    def _convert_operands(
        self, op: Operation, operands: list[Value], rewriter: Any
    ) -> bool:
        return self.convert(op, make_adaptor(op, operands), rewriter)

    def convert(  # type: ignore[override]
        self, op: Any, adaptor: Any, rewriter: ConversionPatternRewriter
    ) -> bool:
        """Rewrite `op`; `adaptor` reads the converted operands by name."""
        raise NotImplementedError


def make_adaptor(op: Operation, operands: Sequence[Value]) -> OpAdaptor:
    """The adaptor of `op`'s class over `operands` (a plain one if it has none)."""
    adaptor_class = getattr(type(op), "Adaptor", OpAdaptor)
    return adaptor_class(operands, op.attributes)


class _FunctionSignatureConversion(ConversionPattern):
    """Converts the signature of a function-like op (its `function_type`
    attribute) and the argument types of its body's blocks."""

    def convert(
        self,
        op: Operation,
        operands: list[Value],
        rewriter: ConversionPatternRewriter,
    ) -> bool:
        converter = self.type_converter
        assert converter is not None
        attr = op.get_attr("function_type")
        type_ = attr.value if isinstance(attr, TypeAttr) else None
        if not isinstance(type_, FunctionType):
            return False
        conversion = SignatureConversion(len(type_.inputs))
        results = converter.convert_types(type_.results)
        if (
            not converter.convert_signature_args(type_.inputs, conversion)
            or results is None
            or rewriter.convert_region_types(op.regions[0], converter, conversion)
            is False
        ):
            return False
        new_type = FunctionType.get(conversion.converted_types, results)
        rewriter.update_root_in_place(
            op, lambda: op.set_attr("function_type", TypeAttr.get(new_type))
        )
        return True


def function_signature_conversion_pattern(
    op_name: str, converter: TypeConverter
) -> ConversionPattern:
    """The pattern converting the signature of ops called `op_name` (MLIR's
    populateFunctionOpInterfaceTypeConversionPattern)."""
    return _FunctionSignatureConversion(converter, op_name)
