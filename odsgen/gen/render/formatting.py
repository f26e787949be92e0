"""Black formatting of generated modules, by top-level definition and cached.

Formatting a generated `ops.py` with black takes most of a generator run. A
module is cut between top-level `def`/`class` statements that follow each
other with only blank lines between them: black formats such definitions
independently and puts exactly two blank lines between them, so formatting
the pieces and joining them with two blank lines gives black's output for
the whole module. Each piece's output is kept in memory and on disk (under
`$ODSGEN_CACHE_DIR`, else `$XDG_CACHE_HOME/odsgen` or `~/.cache/odsgen`),
keyed by black's version, its mode and the piece's text, so a regeneration
only formats the definitions that changed.
"""

from __future__ import annotations

import ast
import hashlib
import os
from pathlib import Path

import black

from ..load.cache import cache_dir as cache_dir_of

_MEMO: dict[str, str] = {}


def format_module(code: str, mode: black.Mode) -> str:
    """`black.format_str(code, mode=mode)`, piece by piece with caching."""
    pieces = _pieces(code)
    if pieces is None:
        return black.format_str(code, mode=mode)
    salt = f"{black.__version__}\0{mode!r}\0"
    cache_dir = cache_dir_of("black")
    out = []
    for piece in pieces:
        key = hashlib.sha256((salt + piece).encode()).hexdigest()
        formatted = _MEMO.get(key)
        if formatted is None:
            formatted = _read(cache_dir, key)
        if formatted is None:
            try:
                formatted = black.format_str(piece, mode=mode)
            except black.InvalidInput:  # report it as for the whole module
                return black.format_str(code, mode=mode)
            _write(cache_dir, key, formatted)
        _MEMO[key] = formatted
        out.append(formatted)
    return "\n\n".join(out)


def _pieces(code: str) -> list[str] | None:
    """`code` cut between adjacent top-level definitions (None if not Python)."""
    try:
        tree = ast.parse(code)
    except (SyntaxError, ValueError):
        return None
    lines = code.splitlines(keepends=True)
    cuts = [0]
    body = tree.body
    for before, after in zip(body, body[1:]):
        if not (_is_definition(before) and _is_definition(after)):
            continue
        start = _first_line(after) - 1
        end = before.end_lineno or 0
        if start > end and all(not line.strip() for line in lines[end:start]):
            cuts.append(start)
    cuts.append(len(lines))
    return ["".join(lines[a:b]) for a, b in zip(cuts, cuts[1:])]


def _is_definition(node: ast.stmt) -> bool:
    return isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef))


def _first_line(node: ast.stmt) -> int:
    decorators = getattr(node, "decorator_list", [])
    return min([node.lineno, *(d.lineno for d in decorators)])


def _read(cache_dir: Path | None, key: str) -> str | None:
    if cache_dir is None:
        return None
    try:
        return (cache_dir / key).read_text(encoding="utf-8")
    except OSError:
        return None


def _write(cache_dir: Path | None, key: str, text: str) -> None:
    if cache_dir is None:
        return
    temp = cache_dir / f"{key}.{os.getpid()}.tmp"
    try:
        temp.write_text(text, encoding="utf-8")
        os.replace(temp, cache_dir / key)
    except OSError:
        pass
