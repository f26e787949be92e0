"""The declarative assembly format's front end: parsing and checking, as mlir-tblgen-16.

`parse_op_format(text, op)` gives an `OpFormat` (elements, and where the
parser takes each operand and result type from); `parse_attr_or_type_format`
gives an `AttrOrTypeFormat`. Both raise `FormatError` with mlir-tblgen's
message and the offset in the format; `located_error` places it in the
record file.
"""

from .attr_type_format import AttrOrTypeFormat, FormatParam, parse_attr_or_type_format
from .errors import FormatError, located_error
from .op_format import OpFormat, parse_op_format
from .op_verify import TypeSource

__all__ = [
    "AttrOrTypeFormat",
    "FormatError",
    "FormatParam",
    "OpFormat",
    "TypeSource",
    "located_error",
    "parse_attr_or_type_format",
    "parse_op_format",
]
