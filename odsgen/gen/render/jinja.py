"""The last stages: Jinja templates (in `templates/`) write the code, black formats it."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Any

import black
import jinja2

from ..model.docstrings import docstring_text
from .formatting import format_module

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


def _fstring(text: str) -> str:
    """`text` fit to go into a double-quoted f-string."""
    return (
        text.replace("\\", "\\\\")
        .replace('"', '\\"')
        .replace("{", "{{")
        .replace("}", "}}")
    )


def _doctext(text: str) -> str:
    """`text` fit to go into a docstring ("A constraint" when empty)."""
    return docstring_text(text.strip()) or "A constraint"


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
    env.filters.update(py=repr, lines=_lines, fstring=_fstring, doctext=_doctext)
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
