"""Base of dialect attributes written `<key = value, ...>` (`struct(params)`).

The generated class declares its parameters as `FormatParam`s (`STRUCT`, in
`PARAMETERS` order); parsing and printing follow mlir-tblgen's struct
directive, the same for all: the keys in any order, each once; a parameter
with a default may be left out, and is printed only when not the default.
"""

from __future__ import annotations

from typing import Any, ClassVar

from .format_support import parse_struct_key, parsing_parameter
from ..ir.dialect_types import DialectAttribute
from .param_values import FormatParam


class StructAttribute(DialectAttribute):
    """An attribute written `<key = value, ...>`: the debug info attributes
    of llvm (`di_basic_type`, `di_subprogram`, ...), `llvm.memory_effects`
    and `nvvm.shape`."""

    __slots__ = ()

    ODS_NAME: ClassVar[str]
    """The definition's name in MLIR's "failed to parse" note."""
    STRUCT: ClassVar[tuple[FormatParam, ...]] = ()
    CHECKED: ClassVar[bool] = False
    """`get` verifies: its error is reported at the start of the body."""
    _BY_KEY: ClassVar[dict[str, FormatParam]] = {}
    _OPTIONAL: ClassVar[tuple[bool, bool]] = (False, False)
    """Whether any parameter is optional, and whether all are."""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls._BY_KEY = {param.name: param for param in cls.STRUCT}
        optional = [param.optional for param in cls.STRUCT]
        cls._OPTIONAL = (any(optional), all(optional))

    @classmethod
    def parse_body(cls, parser: Any) -> Any:
        """`<key = value, ...>`: with no optional parameter, each key once in
        any order; with some, the required ones must be there; with only
        optional ones, `<>` too."""
        start = parser.position
        struct = cls.STRUCT
        values: dict[str, Any] = {}
        parser.expect("<")
        some_optional, all_optional = cls._OPTIONAL
        if not some_optional:
            for index in range(len(struct)):
                cls._parse_entry(parser, parse_struct_key(parser), values)
                if index != len(struct) - 1:
                    parser.expect(",")
        elif all_optional:
            key = parser.parse_optional_keyword()
            while key is not None:
                cls._parse_entry(parser, key, values)
                key = parse_struct_key(parser) if parser.consume_if(",") else None
        else:
            while True:
                cls._parse_entry(parser, parse_struct_key(parser), values)
                if not parser.consume_if(","):
                    break
            for param in struct:
                if not param.optional and param.name not in values:
                    raise parser.error(
                        f"struct is missing required parameter: {param.name}"
                    )
        parser.expect(">")
        arguments = [values.get(param.name, param.default) for param in struct]
        try:
            return cls.get(*arguments, context=parser.context)  # type: ignore[attr-defined]
        except ValueError as error:
            if not cls.CHECKED:
                raise
            raise parser.emit_error(str(error), start) from None

    @classmethod
    def _parse_entry(cls, parser: Any, key: str, values: dict[str, Any]) -> None:
        """`= value` after `key`, into `values`."""
        parser.expect("=")
        param = cls._BY_KEY.get(key)
        if param is None or key in values:
            raise parser.error(f"duplicate or unknown struct parameter name: {key}")
        with parsing_parameter(parser, cls.ODS_NAME, key, param.cpp_type):
            values[key] = param.value.parse(parser)

    def print_body(self, out: Any) -> None:
        """`<key = value, ...>`, the parameters at their default left out."""
        out.write("<")
        first = True
        for attribute, param in zip(self.PARAMETERS, self.STRUCT):
            value = getattr(self, attribute)
            if param.optional and param.is_default(value):
                continue
            if not first:
                out.write(", ")
            first = False
            out.write(param.name)
            out.write(" = ")
            param.value.print(out, value)
        out.write(">")
