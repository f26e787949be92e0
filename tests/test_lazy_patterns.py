"""`LazyPattern`: compiled on first use, once; the patterns that use it."""

from __future__ import annotations

import subprocess
import sys

from odsgen.ir.lazy_patterns import LazyPattern


def test_compiles_on_first_use_and_keeps_the_pattern() -> None:
    pattern = LazyPattern(r"(-?)([0-9]+)")
    assert pattern._compiled is None
    compiled = pattern.compiled()
    assert compiled.pattern == r"(-?)([0-9]+)"
    assert pattern.compiled() is compiled
    assert compiled.fullmatch("-12").groups() == ("-", "12")


def test_float_and_switch_patterns_are_not_compiled_at_import() -> None:
    script = (
        "import odsgen.ir.floats as floats, odsgen.hooks.common as common\n"
        "lazy = (floats._DECIMAL, floats._MLIR_FLOAT, floats._MLIR_HEX, common._INTEGER)\n"
        "print([p._compiled is None for p in lazy])\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=True
    )
    assert result.stdout.strip() == "[True, True, True, True]"
