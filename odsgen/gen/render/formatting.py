"""Black's output for generated modules, formatting only what black would change.

The templates write code the way black prints it: double-quoted strings
(`model.literal`), docstrings (the `docstring` filter), magic trailing
commas only where black keeps one item a line (`code_tuple`), one logical
line per statement. Black is left two jobs, done here:

- the blank lines between top-level definitions: always two;
- the statements a template cannot lay out alone: a line over black's
  limit, or code written on several lines by hand (builder bodies and
  members from records), unless it is already black's one-item-a-line form.

Each such statement goes to black alone; for a compound statement, only its
header when the body is fine (with `pass` as a stand-in body). A statement
at depth `d` is put under `d` dummy `class _:` headers so that black sees
it at its real depth (line widths, docstrings), and the headers are
dropped again from the result. Outputs are kept in memory and on disk
(under `$ODSGEN_CACHE_DIR`, else `$XDG_CACHE_HOME/odsgen` or
`~/.cache/odsgen`), keyed by black's version, its mode and the text.

`tests/test_generated_black.py` checks that every generated module is
black's output for itself, so a template writing something black would
change fails the test suite.
"""

from __future__ import annotations

import ast
import hashlib
import os
import re
from dataclasses import dataclass
from pathlib import Path

import black
from black.strings import str_width

from ..load.cache import cache_dir as cache_dir_of

_MEMO: dict[str, str] = {}
_BLOCKS = ("body", "orelse", "finalbody", "handlers")
_CLOSERS = (")", "]", "}")


@dataclass(frozen=True)
class _Region:
    """Lines `first`..`last` (1-based) of a module that black formats;
    `header`: the header of a compound statement, without its body."""

    first: int
    last: int
    header: bool = False


def format_module(code: str, mode: black.Mode) -> str:
    """Black's output for `code`, a module written by the templates.

    Code that is not valid Python goes to black whole, which reports it.
    """
    try:
        tree = ast.parse(code)
    except (SyntaxError, ValueError):
        return black.format_str(code, mode=mode)
    lines = code.splitlines(keepends=True)
    marked = {
        number
        for number, line in enumerate(lines, 1)
        if _too_long(line.rstrip("\n"), mode.line_length)
        or ("'" in line and _SINGLE_QUOTED.match(line))
    }
    marked.update(_hand_written(tree.body, lines))
    regions = _regions(tree.body, marked, lines)
    gaps = _top_level_gaps(tree, lines)
    formatted = dict(zip(regions, _format_regions(lines, regions, mode)))
    out: list[str] = []
    done = 0
    for first, last, region in sorted(
        [(r.first, r.last, r) for r in regions] + [(a, b, None) for a, b in gaps]
    ):
        out.extend(lines[done : first - 1])
        if region is None:
            out.append("\n\n")
        elif formatted[region] is None:
            return black.format_str(code, mode=mode)
        else:
            out.append(formatted[region])
        done = last
    out.extend(lines[done:])
    return "".join(out).strip("\n") + "\n"


# A line with a string in single quotes (outside strings in double quotes
# and comments): code from the records, which black may requote.
_SINGLE_QUOTED = re.compile(r"""(?:[^'"#]|"(?:[^"\\\n]|\\.)*")*'""")


def _too_long(line: str, limit: int) -> bool:
    if len(line) > limit:
        return True
    return not line.isascii() and str_width(line) > limit


def _hand_written(body: list[ast.stmt], lines: list[str]) -> list[int]:
    """The first lines of the statements in `body` (and nested in it) laid
    out on several lines other than as black would: compound statements
    whose header spans lines, other statements but strings (docstrings)
    and black's one-item-a-line form."""
    found: list[int] = []
    for statement in body:
        inner = _inner(statement, lines)
        if inner:
            end = _header_end(statement, lines)
            if end > statement.lineno and not _one_item_a_line(
                lines[statement.lineno - 1 : end]
            ):
                found.append(statement.lineno)
            found += _hand_written(inner, lines)
        elif (
            statement.end_lineno != statement.lineno
            and not _is_string(statement)
            and not _one_item_a_line(lines[statement.lineno - 1 : statement.end_lineno])
        ):
            found.append(statement.lineno)
    return found


def _one_item_a_line(lines: list[str]) -> bool:
    """Whether `lines` are black's layout of brackets with a magic trailing
    comma: an opening bracket ending the first line, two or more items a
    level deeper, one a line and each ending with a comma, then the closing
    bracket (and a def's return annotation)."""
    first, *items, last = (line.rstrip("\n") for line in lines)
    indent = len(first) - len(first.lstrip(" "))
    inner = " " * (indent + 4)
    rest = last[indent:].lstrip(")]}")
    return (
        len(items) >= 2
        and first.endswith(("(", "[", "{"))
        and last[:indent] == " " * indent
        and last[indent:].startswith(_CLOSERS)
        and (rest in ("", ":", ",") or rest.startswith(" -> ") and rest.endswith(":"))
        and all(
            item.startswith(inner)
            and not item[len(inner)].isspace()
            and _one_item(item)
            for item in items
        )
    )


def _one_item(text: str) -> bool:
    """Whether `text` is one item and its comma: no other comma outside
    brackets, and no bracket closing right after a comma (a magic trailing
    comma black would explode). Brackets in strings count: a false "no"
    only costs a call of black."""
    depth = 0
    previous = ""
    for char in text[:-1]:
        if char in "([{":
            depth += 1
        elif char in _CLOSERS:
            depth -= 1
            if depth < 0 or previous == ",":
                return False
        elif char == "," and depth == 0:
            return False
        if not char.isspace():
            previous = char
    return depth == 0 and text.endswith(",")


def _regions(body: list[ast.stmt], marked: set[int], lines: list[str]) -> list[_Region]:
    """The least black must format in `body` to cover the `marked` lines."""
    regions: list[_Region] = []
    for statement in body:
        first, last = _first_line(statement), statement.end_lineno or statement.lineno
        hits = {n for n in marked if first <= n <= last}
        if not hits:
            continue
        inner = _inner(statement, lines)
        if not inner:
            if not _is_string(statement):
                regions.append(_Region(first, last))
            continue
        header_end = _header_end(statement, lines)
        covered = set(range(first, header_end + 1))
        for child in inner:
            covered.update(range(_first_line(child), (child.end_lineno or 0) + 1))
        if hits - covered:
            regions.append(_Region(first, last))
            continue
        if any(n <= header_end for n in hits):
            regions.append(_Region(first, header_end, header=True))
        regions += _regions(inner, hits, lines)
    return regions


def _inner(statement: ast.stmt, lines: list[str]) -> list[ast.stmt]:
    """The statements of the blocks of a compound statement (`except`
    handlers and `elif` clauses stand for their blocks)."""
    found: list[ast.stmt] = []
    for field in _BLOCKS:
        for node in getattr(statement, field, None) or ():
            if isinstance(node, ast.ExceptHandler):
                found.extend(node.body)
            elif isinstance(node, ast.If) and _is_elif(node, lines):
                found.extend(_inner(node, lines))
            elif isinstance(node, ast.stmt):
                found.append(node)
    return found


def _header_end(statement: ast.stmt, lines: list[str]) -> int:
    """The last line of a compound statement's header: the last line of
    code before its first block."""
    body: list[ast.stmt] = getattr(statement, "body")
    number = _first_line(body[0]) - 1
    while number > statement.lineno and not _is_code(lines[number - 1]):
        number -= 1
    return number


def _is_code(line: str) -> bool:
    text = line.strip()
    return bool(text) and not text.startswith("#")


def _is_elif(statement: ast.stmt, lines: list[str]) -> bool:
    return lines[statement.lineno - 1].lstrip().startswith("elif")


def _is_string(statement: ast.stmt) -> bool:
    return (
        isinstance(statement, ast.Expr)
        and isinstance(statement.value, ast.Constant)
        and isinstance(statement.value.value, str)
    )


def _top_level_gaps(tree: ast.Module, lines: list[str]) -> list[tuple[int, int]]:
    """The runs of blank lines (first, last) between two top-level statements
    one of which is a definition: black puts two blank lines there."""
    gaps: list[tuple[int, int]] = []
    body = tree.body
    for before, after in zip(body, body[1:]):
        if not (_is_definition(before) or _is_definition(after)):
            continue
        first = (before.end_lineno or before.lineno) + 1
        last = _first_line(after) - 1
        if all(not line.strip() for line in lines[first - 1 : last]):
            gaps.append((first, last))
    return gaps


def _is_definition(node: ast.stmt) -> bool:
    return isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef))


def _first_line(node: ast.stmt) -> int:
    return min([node.lineno, *(d.lineno for d in getattr(node, "decorator_list", []))])


_CUT = "# odsgen: cut\n"
# One pass of black, without the second pass `format_str` makes to settle
# the rare trailing comma its first pass adds; the suite's black-stability
# check of generated/ catches a statement that would need it.
_format_once = getattr(black, "_format_str_once", black.format_str)


def _format_regions(
    lines: list[str], regions: list[_Region], mode: black.Mode
) -> list[str | None]:
    """Black's output for each region, from the cache or from one call of
    black on all the others, cut apart after; None for a region black did
    not keep apart, which it does."""
    sources = [_Source.of(lines, region) for region in regions]
    salt = f"{black.__version__}\0{mode!r}\0"
    keys = [hashlib.sha256((salt + s.text).encode()).hexdigest() for s in sources]
    cache_dir = cache_dir_of("black") if regions else None
    found = [_MEMO.get(key) or _read(cache_dir, key) for key in keys]
    missing = [i for i, text in enumerate(found) if text is None]
    if missing:
        batch = _format_once(
            _CUT.join(sources[i].text for i in missing), mode=mode
        ).split(_CUT)
        if len(batch) != len(missing):
            batch = [black.format_str(sources[i].text, mode=mode) for i in missing]
        for i, output in zip(missing, batch):
            found[i] = sources[i].unwrap(output.strip("\n") + "\n")
            if found[i] is not None:
                _write(cache_dir, keys[i], found[i])
    for key, text in zip(keys, found):
        if text is not None:
            _MEMO[key] = text
    return found


@dataclass(frozen=True)
class _Source:
    """A region as black gets it: under dummy class headers, so that it has
    its depth, and for a header, with a stand-in body."""

    headers: str
    region: str
    body: str

    @property
    def text(self) -> str:
        return self.headers + self.region + self.body

    @staticmethod
    def of(lines: list[str], region: _Region) -> _Source:
        text = "".join(lines[region.first - 1 : region.last])
        depth = (len(text) - len(text.lstrip(" "))) // 4
        headers = "".join("    " * level + "class _:\n" for level in range(depth))
        body = "    " * (depth + 1) + "pass\n" if region.header else ""
        return _Source(headers, text, body)

    def unwrap(self, output: str) -> str | None:
        """The region in black's `output` for `text`."""
        if not (output.startswith(self.headers) and output.endswith(self.body)):
            return None
        return output[len(self.headers) : len(output) - len(self.body)]


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
