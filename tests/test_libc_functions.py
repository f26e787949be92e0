"""The C library's functions as odsgen-opt makes them (`_libc_function`
of odsgen/asm/input_text.py), without `ctypes`, behave as
`ctypes.CDLL(None)`'s: same results, same absence."""

from __future__ import annotations

import ctypes
import os
import subprocess
import sys

from conftest import ROOT

from odsgen.asm.input_text import _libc_function


def test_functions_return_what_ctypes_functions_return():
    libc = ctypes.CDLL(None)
    for name, arguments in (("abs", (-7,)), ("labs", (-9,)), ("getpid", ())):
        ours = _libc_function(name)
        assert ours is not None
        assert ours(*arguments) == getattr(libc, name)(*arguments)
    assert _libc_function("abs")(-7) == 7
    assert _libc_function("getpid")() == os.getpid()


def test_a_missing_function_is_none_as_ctypes_has_none():
    name = "odsgen_no_such_c_function"
    assert not hasattr(ctypes.CDLL(None), name)
    assert _libc_function(name) is None


def test_glibc_memory_functions_are_found_where_ctypes_finds_them():
    libc = ctypes.CDLL(None)
    for name in ("mallopt", "malloc_trim"):
        assert (_libc_function(name) is None) == (not hasattr(libc, name))


def test_making_a_function_imports_no_ctypes():
    probe = (
        "import sys; from odsgen.asm.input_text import _libc_function; "
        "f = _libc_function('abs'); "
        "print(f(-3), 'ctypes' in sys.modules)"
    )
    result = subprocess.run(
        [sys.executable, "-S", "-c", probe],
        capture_output=True,
        text=True,
        check=True,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )
    assert result.stdout == "3 False\n"


_LARGE_RUN_PROBE = r"""
import sys
from odsgen.tools.opt import run

assert run(sys.argv[1:]) == 0
print("ctypes" in sys.modules, file=sys.stderr)
"""


def test_a_run_on_an_input_it_cuts_imports_no_ctypes(tmp_path):
    """An input long enough to be cut keeps glibc's mapping threshold and
    trims the heap (`mallopt`, `malloc_trim`) without `ctypes`."""
    from odsgen.tools.opt import LARGE_INPUT

    function = "llvm.func @f{}() {{\n  llvm.return\n}}\n"
    count = LARGE_INPUT // len(function.format(0)) * 2
    path = tmp_path / "large.mlir"
    path.write_text("".join(function.format(index) for index in range(count)))
    assert path.stat().st_size > LARGE_INPUT
    result = subprocess.run(
        [sys.executable, "-S", "-c", _LARGE_RUN_PROBE, str(path), "-o", os.devnull],
        capture_output=True,
        text=True,
        check=True,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )
    assert result.stderr == "False\n"
