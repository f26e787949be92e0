"""Python literals spelled as black prints them, for the code the generator writes."""

from __future__ import annotations

from typing import Any


def string_literal(text: str) -> str:
    """A string literal for `text`: double-quoted unless that needs more
    escapes than single quotes (black's string normalization)."""
    literal = repr(text)
    if literal.startswith('"'):
        return literal
    body = literal[1:-1]
    double = body.replace("\\'", "'").replace('"', '\\"')
    if double.count('\\"') > body.count("\\'"):
        return literal
    return f'"{double}"'


def python_literal(value: Any) -> str:
    """`repr(value)` for plain data (strings, numbers, None, tuples, lists,
    dicts of them), spelled as black prints it."""
    if isinstance(value, str):
        return string_literal(value)
    if isinstance(value, tuple):
        items = [python_literal(item) for item in value]
        return f"({items[0]},)" if len(items) == 1 else f"({', '.join(items)})"
    if isinstance(value, list):
        return f"[{', '.join(python_literal(item) for item in value)}]"
    if isinstance(value, dict):
        entries = (
            f"{python_literal(k)}: {python_literal(v)}" for k, v in value.items()
        )
        return f"{{{', '.join(entries)}}}"
    return repr(value)
