"""The last stages: Jinja templates (in `templates/`) write the code, black formats it."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Any, Sequence

import black
import jinja2

from ..model.docstrings import docstring_text
from ..model.constraints import pred_not
from ..model.literal import python_literal
from .dag_layout import dag_lines
from .formatting import format_module
from .wrapping import (
    LINE_LENGTH,
    double_braces,
    wrapped_docstring,
    wrapped_summary,
    wrapped_fstring,
    wrapped_lines,
    wrapped_string,
)

# templates/ of a source checkout; an installed odsgen has them in odsgen/gen/templates.
TEMPLATES = Path(__file__).resolve().parents[3] / "templates"
if not TEMPLATES.is_dir():
    TEMPLATES = Path(__file__).resolve().parents[1] / "templates"
BLACK_MODE = black.Mode(target_versions={black.TargetVersion.PY311}, line_length=88)


def _lines(text: str, width: int = 0) -> str:
    """`text` without its trailing newlines, its non-blank lines indented by `width`."""
    pad = " " * width
    return "\n".join(
        pad + line if line.strip() else "" for line in text.rstrip("\n").split("\n")
    )


def _code_tuple(items: Sequence[str], width: int = 0) -> str:
    """A tuple of the Python expressions `items` as black writes it in a
    statement indented by `width`: `()`, `(a,)`, else one item a line."""
    if len(items) <= 1:
        return f"({items[0]},)" if items else "()"
    pad = " " * width
    lines = "".join(f"{pad}    {item},\n" for item in items)
    return f"(\n{lines}{pad})"


def _py_tuple(values: Sequence[Any], width: int = 0) -> str:
    """`_code_tuple` of the literals of `values`."""
    return _code_tuple([python_literal(value) for value in values], width)


def _py_list(values: Sequence[Any], width: int = 0) -> str:
    """A list of the literals of `values` as black writes it in a statement
    indented by `width`: `[]`, `[a]`, else one item a line."""
    items = [python_literal(value) for value in values]
    if len(items) <= 1:
        return f"[{items[0]}]" if items else "[]"
    pad = " " * width
    lines = "".join(f"{pad}    {item},\n" for item in items)
    return f"[\n{lines}{pad}]"


def _docstring(text: str, width: int = 0) -> str:
    """The docstring literal with the body `text` (as escaped for one) at
    indentation `width`, as black writes it: later lines re-indented, the
    ends stripped, the closing quotes on a line of their own when the last
    line is full."""
    indent = " " * width
    if "\n" in text:
        lines = text.expandtabs().split("\n")
        depth = min(
            (len(line) - len(line.lstrip()) for line in lines[1:] if line.strip()),
            default=None,
        )
        body = [lines[0].strip()]
        if depth is not None:
            last = len(lines) - 2
            for index, line in enumerate(lines[1:]):
                kept = line[depth:].rstrip()
                body.append(indent + kept if kept or index == last else "")
        docstring = "\n".join(body)
    else:
        docstring = text.strip()
    docstring = "\n".join(wrapped_lines(docstring.split("\n"), width))
    trailing_backslash = False
    if docstring:
        if docstring[0] == '"':
            docstring = " " + docstring
        if docstring[-1] == '"':
            docstring += " "
        if (len(docstring) - len(docstring.rstrip("\\"))) % 2:
            docstring += " "
            trailing_backslash = True
    elif text:
        docstring = " "
    lines = docstring.splitlines()
    last_width = len(lines[-1]) if docstring and not docstring.endswith("\n") else 0
    if (
        len(lines) > 1
        and last_width + 3 > BLACK_MODE.line_length
        and width + 3 <= BLACK_MODE.line_length
        and not trailing_backslash
        and not text.endswith("\n")
    ):
        return f'"""{docstring}\n{indent}"""'
    return f'"""{docstring}"""'


def _doctext(text: str) -> str:
    """`text` fit to go into a docstring ("A constraint" when empty)."""
    return docstring_text(text.strip()) or "A constraint"


def _fits(text: str, column: int) -> bool:
    """Whether the one-line `text` fits on a line at indentation `column`."""
    return column + len(text) <= LINE_LENGTH


@lru_cache(maxsize=None)
def environment(code: bool = False) -> jinja2.Environment:
    """The template environment; `code` for Python templates written with
    block tags on their own lines (trim_blocks, lstrip_blocks)."""
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(str(TEMPLATES)),
        undefined=jinja2.StrictUndefined,
        keep_trailing_newline=True,
        autoescape=False,
        trim_blocks=code,
        lstrip_blocks=code,
        extensions=["jinja2.ext.do"],
    )
    env.filters.update(
        py=python_literal,
        lines=_lines,
        doctext=_doctext,
        code_tuple=_code_tuple,
        py_tuple=_py_tuple,
        py_list=_py_list,
        docstring=_docstring,
        negate=pred_not,
        braces=double_braces,
        wrapped_string=wrapped_string,
        wrapped_fstring=wrapped_fstring,
        wrapped_docstring=wrapped_docstring,
        wrapped_summary=wrapped_summary,
        dag_lines=dag_lines,
        fits=_fits,
    )
    env.globals["line_length"] = LINE_LENGTH
    return env


def render(template: str, code: bool = False, **values: Any) -> str:
    """`template` rendered with `values`."""
    return environment(code).get_template(template).render(**values)


def render_macro(template: str, macro: str, *arguments: Any) -> str:
    """The macro `macro` of the code template `template`, called with `arguments`."""
    module = environment(True).get_template(template).module
    return str(getattr(module, macro)(*arguments))


def format_python(code: str, path: str) -> str:
    """`code` formatted by black (the pinned version), or an error naming `path`."""
    try:
        return format_module(code, BLACK_MODE)
    except black.InvalidInput as error:
        raise RuntimeError(f"generated {path} is not valid Python: {error}") from None
