"""Write `odsgen/_regex_table.py`: the programs of the regular expressions
odsgen's tools compile in a typical run (see `odsgen/regex_programs.py`).

    python -m odsgen.tools.regex_table [--check]

The patterns are those odsgen's modules ask `re` for while odsgen-opt
parses, verifies and prints a small LLVM dialect file (custom and generic
ops, a float constant) and odsgen-translate imports a small LLVM IR
function and exports one, each in a fresh interpreter. Run it after
changing such a pattern (a changed pattern is compiled by `re` at run time
until then); `--check` exits with 1 where the table differs from what it
would write. It runs only on the pinned Python (`PINNED_PYTHON`: the table
applies to that exact version only) and needs black (the pinned one) to
format the table.
"""

from __future__ import annotations

import argparse
import ast
import json
import os
import re
import subprocess
import sys
import tempfile
import zlib
from pathlib import Path
from typing import Any

import _sre

from .. import _regex_table
from .._accel import PURE_PYTHON_ENV

TABLE = Path(_regex_table.__file__)
# The Python the table is written for (odsgen's tests and tools run on it).
PINNED_PYTHON = (3, 11, 7)

# The runs whose patterns are kept: (tool, arguments, input text).
SAMPLE_RUNS: tuple[tuple[str, tuple[str, ...], str], ...] = (
    (
        "opt",
        (),
        "module {\n"
        "  llvm.func @f(%a: i32) -> f32 {\n"
        "    %c = llvm.mlir.constant(1.5 : f32) : f32\n"
        "    %d = llvm.mlir.constant(dense<[1, 2]> : vector<2xi32>)"
        " : vector<2xi32>\n"
        '    %e = "llvm.add"(%a, %a) : (i32, i32) -> i32\n'
        "    llvm.return %c : f32\n"
        "  }\n"
        "}\n",
    ),
    (
        "translate",
        ("--import-llvm",),
        "define i32 @f(i32 %a) {\n  %b = add i32 %a, 1\n  ret i32 %b\n}\n",
    ),
    (
        "translate",
        ("--mlir-to-llvmir",),
        "llvm.func @f(%a: i32) -> i32 {\n"
        "  %b = llvm.add %a, %a : i32\n"
        "  llvm.return %b : i32\n"
        "}\n",
    ),
)

# Run in a fresh interpreter: record each pattern an odsgen module asks `re`
# for (compiled or found in its cache), then run the tool.
_PROBE = r"""
import json, re, sys

asked = []
_compile = re._compile


def module_of(frame):
    return frame.f_globals.get("__name__", "") if frame is not None else ""


def recording_compile(pattern, flags):
    frame = sys._getframe(1)
    while module_of(frame).split(".")[0] == "re":
        frame = frame.f_back
    if module_of(frame).startswith("odsgen"):
        asked.append((pattern, int(flags)))
    return _compile(pattern, flags)


re._compile = recording_compile
if sys.argv[1] == "opt":
    from odsgen.tools.opt import run
else:
    from odsgen.tools.translate import run
status = run(sys.argv[2:])
sys.stderr.write(json.dumps([status, asked]))
"""


def asked_patterns() -> list[tuple[str, int]]:
    """The (pattern, flags) odsgen's modules ask for in the sample runs, sorted."""
    root = str(TABLE.parent.parent)
    # Pure Python: a compiled module's calls have no frame to name it by.
    env = {**os.environ, "PYTHONPATH": root, PURE_PYTHON_ENV: "1"}
    asked: set[tuple[str, int]] = set()
    with tempfile.TemporaryDirectory() as directory:
        for tool, arguments, text in SAMPLE_RUNS:
            path = os.path.join(directory, "input")
            with open(path, "w", encoding="utf-8") as file:
                file.write(text)
            result = subprocess.run(
                [sys.executable, "-S", "-c", _PROBE, tool, *arguments, path],
                capture_output=True,
                text=True,
                env=env,
                cwd=directory,
                check=True,
            )
            status, patterns = json.loads(result.stderr)
            if status != 0:
                raise RuntimeError(f"the sample run of odsgen-{tool} failed")
            asked.update((pattern, flags) for pattern, flags in patterns)
    return sorted(
        (pattern, flags)
        for pattern, flags in asked
        if isinstance(pattern, str) and not flags & re.DEBUG
    )


def program(pattern: str, flags: int) -> tuple[tuple, list[int]]:
    """The table's entry for `pattern` compiled with `flags`, and its
    program: what `re._compiler.compile` hands to `_sre.compile`."""
    compiler: Any = re._compiler  # type: ignore[attr-defined]
    parsed = re._parser.parse(pattern, flags)  # type: ignore[attr-defined]
    words = [int(word) for word in compiler._code(parsed, flags)]
    state = parsed.state
    entry = (pattern, flags, flags | state.flags, len(words), state.groups - 1)
    return (*entry, dict(state.groupdict)), words


def table_contents() -> tuple[list[tuple], bytes]:
    """The entries of the table for this Python and their programs' words
    (32-bit, little-endian, one program after another)."""
    entries, words = [], []
    for pattern, flags in asked_patterns():
        entry, program_words = program(pattern, flags)
        entries.append(entry)
        words += program_words
    return entries, b"".join(word.to_bytes(4, "little") for word in words)


def table_text(entries: list[tuple], programs: bytes) -> str:
    """The text of `_regex_table.py` with `entries` and `programs`."""
    rows = "".join(
        f"    ({_literal(entry[0])}, {', '.join(map(repr, entry[1:]))}),\n"
        for entry in entries
    )
    data = zlib.compress(programs, 9)
    chunks = "".join(
        f"    {data[start : start + 20]!r}\n" for start in range(0, len(data), 20)
    )
    text = (
        '"""The programs of the regular expressions odsgen\'s tools compile in a\n'
        "typical run, for `odsgen/regex_programs.py`.\n\n"
        "Written by `python -m odsgen.tools.regex_table`; do not edit.\n"
        '"""\n\n'
        "# The Python (exact version, `_sre.MAGIC`) whose `re` compiled them.\n"
        f"PYTHON = {sys.version_info[:3]!r}\n"
        f"MAGIC = {_sre.MAGIC!r}\n\n"
        "# (pattern, flags asked for, flags compiled, words of its program, groups\n"
        "# less one, group index)\n"
        f"PATTERNS: tuple[tuple, ...] = (\n{rows})\n\n"
        "# The programs' 32-bit words, little-endian, one program after another in\n"
        "# the order of PATTERNS, compressed by zlib.\n"
        f"PROGRAMS = (\n{chunks})\n"
    )
    ast.parse(text)
    return _formatted(text)


def _literal(pattern: str) -> str:
    """`pattern` as a string literal, in pieces (a line of it, or 50
    characters of a long line) where it is long: black leaves a long
    literal whole."""
    pieces = [
        line[start : start + 50]
        for line in pattern.splitlines(keepends=True)
        for start in range(0, len(line), 50)
    ]
    if len(pieces) < 2:
        return repr(pattern)
    return "(" + " ".join(map(repr, pieces)) + ")"


def table_is_current(entries: list[tuple], programs: bytes) -> bool:
    """Whether the table holds `entries` and `programs` for this Python
    (compressed by whichever zlib wrote it)."""
    return (
        _regex_table.PYTHON == sys.version_info[:3]
        and _regex_table.MAGIC == _sre.MAGIC
        and list(_regex_table.PATTERNS) == entries
        and zlib.decompress(_regex_table.PROGRAMS) == programs
    )


def _formatted(text: str) -> str:
    """`text` as black (the pinned one) writes it."""
    import black

    return black.format_str(text, mode=black.Mode())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only compare")
    args = parser.parse_args(argv)
    if sys.version_info[:3] != PINNED_PYTHON:
        sys.stderr.write(
            f"{TABLE.name} is written on Python "
            f"{'.'.join(map(str, PINNED_PYTHON))} only (the one it applies to), "
            f"not {sys.version.split()[0]}\n"
        )
        return 2
    entries, programs = table_contents()
    if args.check:
        if not table_is_current(entries, programs):
            sys.stderr.write(
                f"{TABLE} is out of date: run python -m odsgen.tools.regex_table\n"
            )
            return 1
        return 0
    TABLE.write_text(table_text(entries, programs), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
