"""docs/conversion.md runs: its Python blocks are executed in order, in one
namespace, and each `mlir` block after one is what that block prints."""

from __future__ import annotations

import contextlib
import io
import re
from pathlib import Path

import pytest

from conftest import ROOT
from odsgen.gen.cli import generate

DOC = ROOT / "docs" / "conversion.md"


def blocks() -> list[tuple[str, str]]:
    """(language, text) of each fenced code block of the page."""
    return re.findall(r"^```(\w*)\n(.*?)^```$", DOC.read_text(), flags=re.M | re.S)


@pytest.fixture(scope="module")
def build(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("docs_build")
    for path, text in generate(ROOT / "tests" / "defs").items():
        (out / path).parent.mkdir(parents=True, exist_ok=True)
        (out / path).write_text(text)
    return out


def test_every_example_runs_and_prints_what_the_page_says(build: Path) -> None:
    namespace: dict[str, object] = {}
    printed: str | None = None
    checked = 0
    for language, text in blocks():
        if language == "python":
            code = text.replace('"build/test"', repr(str(build / "test")))
            code = code.replace('"generated/', f'"{ROOT}/generated/')
            out = io.StringIO()
            with contextlib.redirect_stdout(out):
                exec(compile(code, str(DOC), "exec"), namespace)
            printed = out.getvalue()
        elif language == "mlir" and printed is not None:
            assert printed == text
            printed = None
            checked += 1
    assert checked == 5
