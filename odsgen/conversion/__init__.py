"""The dialect conversion framework (MLIR 16's DialectConversion): a target
saying which ops are legal, a type converter, conversion patterns that see
converted operands, and a driver that legalizes ops with rollback.

A conversion pass builds a `ConversionTarget`, a `TypeConverter` and a list
of patterns, then calls `apply_partial_conversion` or `apply_full_conversion`
on the op to convert (see docs/conversion.md).
"""

from .driver import (
    ConversionError,
    apply_analysis_conversion,
    apply_full_conversion,
    apply_partial_conversion,
)
from .pattern import (
    ConversionPattern,
    OpConversionPattern,
    function_signature_conversion_pattern,
    make_adaptor,
)
from .rewriter import ConversionPatternRewriter
from .target import ConversionTarget, LegalizationAction
from .type_converter import SignatureConversion, TypeConverter

__all__ = [
    "ConversionError",
    "ConversionPattern",
    "ConversionPatternRewriter",
    "ConversionTarget",
    "LegalizationAction",
    "OpConversionPattern",
    "SignatureConversion",
    "TypeConverter",
    "apply_analysis_conversion",
    "apply_full_conversion",
    "apply_partial_conversion",
    "function_signature_conversion_pattern",
    "make_adaptor",
]
