"""A DRR pattern's text laid out in lines, as records write it.

`Pat<(AddIOp:$res (AddIOp $x, $c0), $c1), (AddIOp $x, $c)>` fits on one line
or is broken at the commas of its outermost bracket first: each argument of
a DAG on a line of its own, aligned with the first (after the operator), each
argument of `Pat<...>` or of a `[...]` list aligned after the bracket; an
argument still too long is broken the same way. Quoted text (`CPred<"...">`)
is never broken.
"""

from __future__ import annotations

_OPENING = {"(": ")", "<": ">", "[": "]"}
_CLOSING = frozenset(_OPENING.values())


def dag_lines(text: str, width: int, column: int = 0, after: int = 0) -> list[str]:
    """`text` (one line) in lines of at most `width` columns where its
    brackets allow, the first starting at `column` (written without it),
    the others indented from column 0; `after`: how many characters will
    follow its last line."""
    if column + len(text) + after <= width:
        return [text]
    found = _first_group(text)
    if found is None:
        return [text]
    start, end = found
    head, opening = text[:start], text[start]
    parts = _split_top_level(text[start + 1 : end], ",")
    lead = head + opening
    if opening == "(":  # a DAG: its operator, then its arguments
        operator, *first = _split_top_level(parts[0], " ", once=True)
        lead += operator + (" " if first else "")
        parts = [*first, *parts[1:]]
    if not parts:
        return [text]
    indent = column + len(lead)
    lines = [lead]
    for index, part in enumerate(parts):
        last = index == len(parts) - 1
        sub = dag_lines(part, width, indent, len(text) - end + after if last else 1)
        sub[-1] += text[end:] if last else ","
        if index:
            lines.append(" " * indent + sub[0])
        else:
            lines[0] += sub[0]
        lines += sub[1:]
    return lines


def _first_group(text: str) -> tuple[int, int] | None:
    """The positions of the first outermost opening bracket of `text` and of
    its closing one, or None when it has none."""
    depth = 0
    start = None
    for index, char in _unquoted(text):
        if char in _OPENING:
            if depth == 0:
                start = index
            depth += 1
        elif char in _CLOSING:
            depth -= 1
            if depth == 0 and start is not None:
                return start, index
    return None


def _split_top_level(text: str, separator: str, once: bool = False) -> list[str]:
    """`text` split at `separator` outside brackets and quotes (at the
    first such one alone with `once`), each part stripped, empty ones left out."""
    parts, depth, last = [], 0, 0
    for index, char in _unquoted(text):
        if char in _OPENING:
            depth += 1
        elif char in _CLOSING:
            depth -= 1
        elif char == separator and depth == 0:
            parts.append(text[last:index])
            last = index + 1
            if once:
                break
    parts.append(text[last:])
    return [part.strip() for part in parts if part.strip()]


def _unquoted(text: str) -> list[tuple[int, str]]:
    """The characters of `text` outside double-quoted strings (in which `\\"`
    is a quote, not an end), with their positions."""
    found = []
    quoted = escaped = False
    for index, char in enumerate(text):
        if escaped:
            escaped = False
        elif quoted and char == "\\":
            escaped = True
        elif char == '"':
            quoted = not quoted
        elif not quoted:
            found.append((index, char))
    return found
