"""The regular expressions compiled ahead of time (odsgen/regex_programs.py):
each preloaded pattern is the one `re` compiles, the table is what its tool
writes, and a run of odsgen-opt compiles none of its patterns itself."""

from __future__ import annotations

import os
import re
import subprocess
import sys

import pytest

from conftest import ROOT
from odsgen import _regex_table, regex_programs
from odsgen.tools import regex_table

APPLIES = regex_programs.table_applies()
needs_table = pytest.mark.skipif(
    not APPLIES, reason="the table was compiled for another Python's re"
)


@needs_table
def test_each_preloaded_pattern_is_the_one_re_compiles():
    """Equal patterns have the same text, flags and program (the comparison
    of `re.Pattern`), so a preloaded one matches as `re`'s own would."""
    # Preloaded again: `re`'s cache drops its oldest entries once full, as
    # the patterns earlier tests in this process compiled may have made it.
    regex_programs.preload()
    table = list(regex_programs.table_patterns())
    assert len(table) == len(_regex_table.PATTERNS) > 40
    for (pattern, flags, *_), preloaded in table:
        compiled = re._compiler.compile(pattern, flags)
        assert preloaded == compiled
        assert preloaded.groupindex == compiled.groupindex
        assert preloaded.groups == compiled.groups
        assert re._cache[type(pattern), pattern, flags] == compiled


@needs_table
def test_the_table_is_what_its_tool_writes():
    """Stale after a pattern of a sample run changes: then
    `python -m odsgen.tools.regex_table` writes it again."""
    assert regex_table.table_is_current(
        *regex_table.table_contents()
    ), "stale: run python -m odsgen.tools.regex_table"


def test_a_table_for_another_python_is_left_alone(monkeypatch):
    monkeypatch.setattr(_regex_table, "PYTHON", (*sys.version_info[:2], 99))
    cached = dict(re._cache)
    regex_programs.preload()
    assert not regex_programs.table_applies()
    assert re._cache == cached


_COMPILE_PROBE = r"""
import re, sys
import re._compiler as compiler

compiled = []
_compile = compiler.compile


def recording_compile(pattern, flags=0):
    compiled.append(pattern)
    return _compile(pattern, flags)


compiler.compile = recording_compile
from odsgen.tools.opt import run

assert run(sys.argv[1:]) == 0
print(len(compiled), file=sys.stderr)
"""


@needs_table
def test_a_run_compiles_no_pattern_itself(tmp_path):
    """Parsing, verifying and printing LLVM dialect IR (a float constant
    among it) finds every pattern it asks for in `re`'s cache."""
    path = tmp_path / "small.mlir"
    path.write_text(
        "llvm.func @f() -> f32 {\n"
        "  %0 = llvm.mlir.constant(2.5 : f32) : f32\n"
        "  llvm.return %0 : f32\n"
        "}\n"
    )
    result = subprocess.run(
        [sys.executable, "-S", "-c", _COMPILE_PROBE, str(path), "-o", os.devnull],
        capture_output=True,
        text=True,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        check=True,
    )
    assert result.stderr == "0\n"


@needs_table
def test_a_program_sre_rejects_is_compiled_by_re(monkeypatch):
    """`import odsgen` preloads: a damaged program must not break it. The
    pattern whose program `_sre` rejects is compiled by `re`."""
    import zlib

    words = zlib.decompress(_regex_table.PROGRAMS)
    damaged = words[:-4] + (0xFFFFFFFF).to_bytes(4, "little")
    monkeypatch.setattr(_regex_table, "PROGRAMS", zlib.compress(damaged))
    with pytest.raises(RuntimeError):
        list(regex_programs.table_patterns())
    monkeypatch.setattr(re, "_cache", {})
    regex_programs.preload()
    assert re._cache == {}
    pattern, flags, *_ = _regex_table.PATTERNS[-1]
    assert re.compile(pattern, flags) == re._compiler.compile(pattern, flags)


def test_the_tool_writes_the_table_on_the_pinned_python_only(monkeypatch, capsys):
    other = (*regex_table.PINNED_PYTHON[:2], regex_table.PINNED_PYTHON[2] + 1)
    monkeypatch.setattr(regex_table, "PINNED_PYTHON", other)
    monkeypatch.setattr(regex_table, "table_contents", None)  # not reached
    assert regex_table.main([]) == 2
    assert "is written on Python" in capsys.readouterr().err


_LAZY_PROBE = r"""
import re, sys
from odsgen.tools.opt import run

assert run(sys.argv[1:]) == 0
cache = re._cache
print(type(cache).__name__, len(cache.pending), file=sys.stderr)
"""


@needs_table
def test_a_run_makes_only_the_patterns_it_asks_for(tmp_path):
    """A small run leaves most of the table's patterns unmade: `re`'s cache
    makes each from its program when first asked for."""
    path = tmp_path / "small.mlir"
    path.write_text("llvm.func @f() {\n  llvm.return\n}\n")
    result = subprocess.run(
        [sys.executable, "-S", "-c", _LAZY_PROBE, str(path), "-o", os.devnull],
        capture_output=True,
        text=True,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        check=True,
    )
    kind, pending = result.stderr.split()
    assert kind == "TableCache"
    assert len(_regex_table.PATTERNS) // 4 < int(pending) < len(_regex_table.PATTERNS)


@needs_table
def test_the_cache_makes_a_table_pattern_once_and_keeps_what_re_made(monkeypatch):
    monkeypatch.setattr(re, "_cache", {})
    pattern, flags, *_ = _regex_table.PATTERNS[0]
    own = re._compiler.compile(pattern, flags)
    re._cache[type(pattern), pattern, flags] = own  # compiled by `re` already
    regex_programs.preload()
    assert isinstance(re._cache, regex_programs.TableCache)
    assert re.compile(pattern, flags) is own
    other, other_flags, *_ = _regex_table.PATTERNS[1]
    made = re.compile(other, other_flags)
    assert made == re._compiler.compile(other, other_flags)
    assert re.compile(other, other_flags) is made
    with pytest.raises(KeyError):
        re._cache[str, "odsgen: not in the table", 0]
