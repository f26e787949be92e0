"""MLIR's textual format: lexer, parser and printer."""

from __future__ import annotations

from ..ir.builtin import ModuleOp
from ..ir.context import Context
from ..ir.location import FileLineColLoc
from ..ir.operation import Block, Region
from ..tools.deep import big_stack_when_compiled, gc_paused, parse_recursion
from .errors import ParseError
from .input_text import InputText
from .op_parser import OperationParser
from ..ir.printer import PrintOptions, print_module, print_operation

__all__ = [
    "InputText",
    "ParseError",
    "PrintOptions",
    "parse_source",
    "print_module",
    "print_operation",
]


@big_stack_when_compiled
def parse_source(
    text: str | InputText, context: Context | None = None, filename: str = "-"
) -> ModuleOp:
    """Parse a whole file into a `builtin.module`, as `mlir-opt` does.

    A file holding exactly one `builtin.module` yields it; otherwise the
    top-level operations are wrapped into a new module located at
    `filename:0:0`. Raises `ParseError` for malformed text, and for text
    nested deeper than the parser's budget (see `tools/deep.py`).

    Text handed over in an `InputText` is the parser's alone: it drops the
    part it has parsed of a `builtin.module`'s body as it goes.
    """
    ctx = context if context is not None else Context.current()
    if isinstance(text, InputText):
        rest = text.rest
        parser = OperationParser(
            text.take(), ctx, filename, drop_parsed=True, file_rest=rest
        )
    else:
        parser = OperationParser(text, ctx, filename)
    block = Block()
    # The context is the current one while parsing: generated parsers build
    # types such as `IntegerType.get(64)` without naming it.
    with ctx, gc_paused():
        try:
            try:
                with parse_recursion():
                    parser.parse_top_level(block)
            except RecursionError:
                # A backstop: the parser counts its own nesting (see tools/deep.py).
                raise parser.too_deep() from None
        except ParseError as error:
            parser.locate_in_file(error)
            raise
    first = block.first_op
    if first is not None and first is block.last_op and isinstance(first, ModuleOp):
        first.detach()
        return first
    module = ModuleOp.create(
        location=FileLineColLoc.get(filename, 0, 0, ctx), regions=[Region([Block()])]
    )
    body = module.body
    for op in list(block):
        op.detach()
        body.append(op)
    return module
