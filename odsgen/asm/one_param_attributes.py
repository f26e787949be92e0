"""Base of dialect attributes whose format is only their one parameter.

`#llvm.linkage<internal>`, `#nvvm.shfl_kind bfly`, `#arith.fastmath<fast>`:
the generated class declares the parameter (`PARAM`, a `FormatParam`) and
whether it is in angle brackets; parsing and printing are the same for all.
"""

from __future__ import annotations

from typing import Any, ClassVar

from .format_support import parsing_parameter
from ..ir.dialect_types import DialectAttribute
from .param_values import FormatParam


class OneParamAttribute(DialectAttribute):
    """An attribute written `<value>` (`ANGLED`) or ` value` after its
    mnemonic: the enum attributes of arith (`fastmath`), index
    (`cmp_predicate`), llvm (`fastmath`, `linkage`, `cconv`) and nvvm
    (`redux_kind`, `shfl_kind`, `mma_*`)."""

    __slots__ = ()

    ODS_NAME: ClassVar[str]
    """The definition's name in MLIR's "failed to parse" note."""
    PARAM: ClassVar[FormatParam]
    ANGLED: ClassVar[bool] = True

    @classmethod
    def parse_body(cls, parser: Any) -> Any:
        """`<value>` or `value`."""
        param = cls.PARAM
        if cls.ANGLED:
            parser.expect("<")
        with parsing_parameter(parser, cls.ODS_NAME, param.name, param.cpp_type):
            value = param.value.parse(parser)
        if cls.ANGLED:
            parser.expect(">")
        return cls.get(value, context=parser.context)  # type: ignore[attr-defined]

    def print_body(self, out: Any) -> None:
        """`<value>` or ` value`."""
        out.write("<" if self.ANGLED else " ")
        self.PARAM.value.print(out, getattr(self, self.PARAMETERS[0]))
        if self.ANGLED:
            out.write(">")
