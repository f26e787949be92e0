"""What odsgen-opt imports before its first op: only what the input and the
passes use. A plain parse and print loads neither the rewrite driver nor the
transforms nor `dataclasses`. (Counted in a fresh interpreter: the test
process has imported everything already.)"""

from __future__ import annotations

import json
import os
import subprocess
import sys

from conftest import ROOT

_PROBE = r"""
import io, json, sys
from contextlib import redirect_stdout
from odsgen.tools.opt import run
with redirect_stdout(io.StringIO()):
    status = run(sys.argv[1:])
print(json.dumps({"status": status, "modules": sorted(sys.modules)}))
"""

TINY_LLVM = "llvm.func @f(%a: i32) -> i32 {\n  llvm.return %a : i32\n}\n"
# Never needed to parse, verify and print.
LATE = (
    "dataclasses",
    "inspect",
    "odsgen.ir.rewrite",
    "odsgen.ir.region_simplify",
    "odsgen.transforms.inliner",
    "odsgen.transforms.location_snapshot",
    "jinja2",
    "yaml",
    "networkx",
)


def _probe(tmp_path, text: str, *flags: str) -> dict:
    source = tmp_path / "input.mlir"
    source.write_text(text)
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    result = subprocess.run(
        [sys.executable, "-c", _PROBE, str(source), *flags],
        capture_output=True,
        text=True,
        check=True,
        env=env,
        cwd=tmp_path,
    )
    return json.loads(result.stdout)


def test_a_plain_run_imports_no_pass_machinery(tmp_path):
    found = _probe(tmp_path, "module {\n}\n")
    assert found["status"] == 0
    assert not set(LATE) & set(found["modules"])
    assert "odsgen_dialects.llvm" not in found["modules"]


def test_an_llvm_input_loads_the_dialect_and_no_pass_machinery(tmp_path):
    found = _probe(tmp_path, TINY_LLVM)
    assert found["status"] == 0
    assert not set(LATE) & set(found["modules"])
    assert "odsgen_dialects.llvm" in found["modules"]


def test_a_pass_loads_what_it_runs(tmp_path):
    found = _probe(tmp_path, "module {\n}\n", "--canonicalize")
    assert found["status"] == 0
    assert "odsgen.ir.rewrite" in found["modules"]


_GC_PROBE = r"""
import gc, json, sys
if sys.argv[1] == "disabled":
    gc.disable()
import odsgen.tools.opt
print(json.dumps([gc.isenabled(), gc.get_freeze_count()]))
"""


def test_importing_the_tool_freezes_its_modules_and_keeps_the_collector(tmp_path):
    """The tool's modules load with the cyclic collector paused and are frozen
    (no collection scans them); a collector the caller disabled stays so, and
    then nothing is frozen."""
    outcomes = {}
    for state in ("enabled", "disabled"):
        result = subprocess.run(
            [sys.executable, "-c", _GC_PROBE, state],
            capture_output=True,
            text=True,
            check=True,
            env=dict(os.environ, PYTHONPATH=str(ROOT)),
            cwd=tmp_path,
        )
        outcomes[state] = json.loads(result.stdout)
    enabled, frozen = outcomes["enabled"]
    assert enabled and frozen > 10_000
    assert outcomes["disabled"] == [False, 0]
