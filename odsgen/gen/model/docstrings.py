"""Record text (summaries, descriptions) inside generated docstrings."""

from __future__ import annotations


def docstring_text(text: str) -> str:
    """`text` safe between triple double quotes: backslashes doubled, `\"\"\"`
    written `'''`, and a space after a final quote (which would run into the
    closing ones)."""
    text = text.replace("\\", "\\\\").replace('"""', "'''")
    return text + " " if text.endswith('"') else text
