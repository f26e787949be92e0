"""Mutated records through odsgen: a located error, or a package that imports.

A small valid record file is changed by a few random edits (those of the
MLIR mutation fuzzer, tests/fuzz_mlir.py). odsgen must exit 1 with errors
naming file:line:col and write nothing, or exit 0 with a generated package
that imports. ODSGEN_FUZZ_EXAMPLES examples (default 15; see test_fuzz.py).
"""

from __future__ import annotations

import os
import random
import re
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from fuzz_mlir import mutate
from conftest import generate_records, run_odsgen
from odsgen.tools.opt import import_dialect

EXAMPLES = int(os.environ.get("ODSGEN_FUZZ_EXAMPLES", "15"))
LOCATED = re.compile(r"^\S+:\d+:\d+: error: ")

RECORDS = """\
dialect:
  name: fz
  summary: A dialect for fuzzing.
classes:
  BinOp<mnemonic, traits=[]>:
    mnemonic: ${mnemonic}
    traits: $traits + [Pure]
    arguments: {lhs: I32, rhs: I32}
    results: {result: I32}
ops:
  AddOp: BinOp<"add", [Commutative]>
  ConstOp:
    mnemonic: const
    summary: "A constant."
    arguments: {value: I32Attr}
    results: {out: AnyInteger}
  RegionOp:
    mnemonic: region
    regions: {body: SizedRegion<1>}
    traits: [NoTerminator]
types:
  PairType:
    mnemonic: pair
    summary: A pair.
    parameters:
      first: Type
      second: Type
    format: "`<` $first `,` $second `>`"
"""


@settings(
    max_examples=EXAMPLES,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(st.integers(0, 2**32))
def test_mutated_records(tmp_path_factory, seed: int) -> None:
    text = mutate(RECORDS, random.Random(seed))
    root = tmp_path_factory.mktemp("records")
    defs, out = root / "defs", root / "out"
    defs.mkdir()
    (defs / "fz.yaml").write_text(text, encoding="utf-8", errors="surrogateescape")
    status, _, err = run_odsgen(str(defs), "-o", str(out))
    assert "Traceback" not in err, err
    if status == 0:
        # An edit may have renamed the dialect, hence its package.
        for package in out.iterdir():
            if package.is_dir() and package.name != "docs":
                import_dialect(str(package))
        return
    assert status == 1 and not out.exists(), err
    first = err.splitlines()[0] if err else ""
    assert LOCATED.match(first), f"{first!r} for:\n{text}"


def test_the_unmutated_records_generate(tmp_path: Path) -> None:
    status, _, err = generate_records(tmp_path, {"fz.yaml": RECORDS})
    assert status == 0, err
    import_dialect(str(tmp_path / "out" / "fz"))
