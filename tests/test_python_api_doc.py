"""docs/python-api.md: every ```python block runs, in order, in one namespace,
from the repository's root (its asserts check what the text says)."""

from __future__ import annotations

import re

from conftest import ROOT

DOC = ROOT / "docs" / "python-api.md"
BLOCK = re.compile(r"^```python\n(.*?)^```$", re.S | re.M)


def test_the_document_has_code() -> None:
    assert len(BLOCK.findall(DOC.read_text())) >= 10


def test_every_code_block_runs(monkeypatch) -> None:
    monkeypatch.chdir(ROOT)
    namespace: dict[str, object] = {"__name__": "python_api_doc"}
    text = DOC.read_text()
    for match in BLOCK.finditer(text):
        line = text.count("\n", 0, match.start(1)) + 1
        code = compile("\n" * (line - 1) + match.group(1), str(DOC), "exec")
        exec(code, namespace)
