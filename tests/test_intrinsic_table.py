"""LLVM 16's intrinsics table (`intrinsics16.json`) and `llvm.call_intrinsic`.

The table is derived from LLVM 16's Intrinsics.td by a script; where LLVM 16's
tools are installed, the tests regenerate it and let opt-16 declare every
intrinsic that is not overloaded, comparing signatures and attributes.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

from conftest import run_translate
from odsgen.target.llvmir import gen_intrinsic_table
from odsgen.target.llvmir.intrinsic_types import (
    _table,
    declared_signature,
    lookup,
    mangle,
    mangled_name,
    match_overloads,
    parse_type,
)

OPT = shutil.which("opt-16")
HAS_TBLGEN = (
    any(shutil.which(n) for n in gen_intrinsic_table.TBLGEN_NAMES)
    and (gen_intrinsic_table.INCLUDE / "llvm" / "IR" / "Intrinsics.td").exists()
)


@pytest.mark.skipif(not HAS_TBLGEN, reason="llvm-tblgen-16 / llvm-16-dev absent")
def test_table_is_what_llvm_16_defines() -> None:
    assert gen_intrinsic_table.main(["--check"]) == 0


def _declaration(name: str) -> str:
    intrinsic = lookup(name)
    assert intrinsic is not None
    result, params, variadic = declared_signature(intrinsic, [])
    items = []
    for i, param in enumerate(params):
        attrs = intrinsic.param_attrs[i] if i < len(intrinsic.param_attrs) else ""
        items.append(f"{param} {attrs}".strip())
    if variadic:
        items.append("...")
    ret = f"{intrinsic.ret_attrs} {result}".strip()
    return f"declare {ret} @{name}({', '.join(items)})"


@pytest.mark.skipif(OPT is None, reason="opt-16 not installed")
def test_opt_16_declares_every_fixed_intrinsic_as_the_table_says() -> None:
    assert OPT is not None
    names = [n for n, entry in _table().items() if not entry[2]]
    expected = {n: (_declaration(n), lookup(n).fn_attrs) for n in names}  # type: ignore[union-attr]
    text = "\n".join(d for d, _ in expected.values()) + "\n"
    done = subprocess.run([OPT, "-S"], input=text, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    groups = dict(re.findall(r"^attributes (#\d+) = \{ (.*) \}$", done.stdout, re.M))
    seen = 0
    for match in re.finditer(r"^(declare .*?)(?: (#\d+))?$", done.stdout, re.M):
        declaration = match.group(1)
        name = re.search(r"@([\w.]+)\(", declaration).group(1)  # type: ignore[union-attr]
        assert (declaration, groups.get(match.group(2), "")) == expected[name]
        seen += 1
    # All but a few that opt-16 upgrades to other intrinsics (x86 broadcastm*).
    assert seen > len(names) - 10


@pytest.mark.parametrize(
    "name, result, params, mangled",
    [
        ("llvm.round", "float", ["float"], "llvm.round.f32"),
        ("llvm.round.f64", "double", ["double"], "llvm.round.f64"),
        ("llvm.lifetime.start", "void", ["i64", "ptr"], "llvm.lifetime.start.p0"),
        (
            "llvm.memcpy",
            "void",
            ["ptr", "ptr addrspace(3)", "i64", "i1"],
            "llvm.memcpy.p0.p3.i64",
        ),
        (
            "llvm.masked.gather",
            "<vscale x 2 x double>",
            ["<vscale x 2 x ptr>", "i32", "<vscale x 2 x i1>", "<vscale x 2 x double>"],
            "llvm.masked.gather.nxv2f64.nxv2p0",
        ),
        (
            "llvm.smul.with.overflow",
            "{ i8, i1 }",
            ["i8", "i8"],
            "llvm.smul.with.overflow.i8",
        ),
        (
            "llvm.vector.reduce.fmul",
            "half",
            ["half", "<8 x half>"],
            "llvm.vector.reduce.fmul.v8f16",
        ),
    ],
)
def test_overloads_are_matched_and_mangled(
    name: str, result: str, params: list[str], mangled: str
) -> None:
    intrinsic = lookup(name)
    assert intrinsic is not None and intrinsic.overloaded
    overloads = match_overloads(
        intrinsic, parse_type(result), [parse_type(p) for p in params]
    )
    assert overloads is not None
    assert mangled_name(intrinsic, overloads) == mangled
    assert declared_signature(intrinsic, overloads) == (result, params, False)


@pytest.mark.parametrize(
    "name, result, params",
    [
        ("llvm.round", "i8", ["i8"]),
        ("llvm.round", "float", ["double"]),
        ("llvm.sadd.with.overflow", "{ i32, i8 }", ["i32", "i32"]),
        (
            "llvm.masked.gather",
            "<4 x float>",
            ["<2 x ptr>", "i32", "<4 x i1>", "<4 x float>"],
        ),
        ("llvm.fshl", "i32", ["i32", "i32", "i32", "i32"]),
    ],
)
def test_signatures_that_do_not_match(
    name: str, result: str, params: list[str]
) -> None:
    intrinsic = lookup(name)
    assert intrinsic is not None
    found = match_overloads(
        intrinsic, parse_type(result), [parse_type(p) for p in params]
    )
    assert found is None


def test_lookup_follows_llvm() -> None:
    assert lookup("llvm.does_not_exist") is None
    # A suffix is only allowed on an overloaded intrinsic.
    assert lookup("llvm.stacksave.p0") is None
    assert lookup("llvm.memcpy.inline.p0.p0.i64").name == "llvm.memcpy.inline"  # type: ignore[union-attr]
    assert mangle(parse_type("{ <2 x x86_fp80>, [3 x %s] }")) == "sl_v2f80a3s_sss"


ERRORS = """llvm.func @unknown() {
  // expected-error@below {{'llvm.call_intrinsic' op couldn't find intrinsic: "llvm.no.such\\0A"}}
  // expected-error@below {{LLVM Translation failed for operation: llvm.call_intrinsic}}
  llvm.call_intrinsic "llvm.no.such\\n"() : () -> ()
  llvm.return
}

// -----

llvm.func @mismatch(%v: vector<4xi32>) {
  // expected-error@below {{'llvm.call_intrinsic' op intrinsic type is not a match}}
  // expected-error@below {{LLVM Translation failed for operation: llvm.call_intrinsic}}
  %0 = llvm.call_intrinsic "llvm.vector.reduce.add"(%v) : (vector<4xi32>) -> i64
  llvm.return
}
"""


def test_call_intrinsic_errors_as_mlir_translate_16(tmp_path: Path) -> None:
    source = tmp_path / "errors.mlir"
    source.write_text(ERRORS)
    args = ["--mlir-to-llvmir", "--split-input-file", "--verify-diagnostics"]
    status, _, err = run_translate([*args, str(source)])
    assert (status, err) == (0, "")
    status, _, err = run_translate(
        ["--mlir-to-llvmir", "--split-input-file", str(source)]
    )
    assert status == 1
    assert err.count("error: LLVM Translation failed") == 2
    assert "Traceback" not in err
