"""mlir-translate-16's warnings on what its import leaves out, line for line.

The expected standard error (`tests/llvm_import/*.warnings`) and output
(`*.mlir`) were recorded from `mlir-translate-16 --import-llvm -` on each
`.ll` there: `expect.*` are clang-16 -O1 builds of `expect.c` (selects with
branch weights, which MLIR 16 drops with a warning; `.g` with debug info),
`inlined.O1.g` drops debug values of an inlined function (each warning with
MLIR's "called from" note at the call site),
`warnings.ll` gathers the other cases (function metadata MLIR 16 cannot
attach, a dropped `llvm.dbg.value`, value profiles on calls),
`warnings_stripped.ll` is the same without a "Debug Info Version" flag, so
LLVM's reader strips its debug info and says so (`warnings_stripped_loops.ll`:
with loop metadata holding debug locations, which the strip rewrites),
`warnings_multiline.ll` quotes instructions LLVM prints over several lines
(a `switch`, an `invoke`), `attribute_groups.ll` quotes functions and calls
with attribute groups (`#N`, renumbered as LLVM prints them),
`warnings_personality*` have personalities MLIR 16 cannot name (`.typed`:
with typed pointers), and `source_line.O1.g` warns at a location in
`source_line.c`, whose line MLIR quotes where it finds the file.
"""

from __future__ import annotations

import io
from pathlib import Path
from typing import Any

import pytest

from odsgen.target.llvm_import import import_context, import_llvm
from odsgen.target.llvm_import.md_warnings import MetadataNumbering
from odsgen.tools.translate import run
from reference import mlir_translate, needs_mlir_translate

HERE = Path(__file__).parent / "llvm_import"
CASES = sorted(p.stem for p in HERE.glob("*.warnings"))


def arguments(name: str) -> list[str]:
    """The import's arguments for a case (`.typed`: typed pointers)."""
    typed = ["--opaque-pointers=0"] if name.endswith(".typed") else []
    return ["--import-llvm", *typed, "-"]


def translate(
    name: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> tuple[int, str, str]:
    """odsgen-translate --import-llvm on the case's file as standard input."""
    monkeypatch.setattr("sys.stdin", (HERE / f"{name}.ll").open())
    status = run(arguments(name))
    out, err = capsys.readouterr()
    return status, out, err


@pytest.mark.parametrize("name", CASES)
def test_warnings_are_mlir_translates(
    name: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    status, out, err = translate(name, monkeypatch, capsys)
    assert status == 0
    assert err == (HERE / f"{name}.warnings").read_text()
    assert out == (HERE / f"{name}.mlir").read_text()


@needs_mlir_translate
@pytest.mark.parametrize("name", CASES)
def test_warnings_against_mlir_translate(
    name: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    reference = mlir_translate(arguments(name), (HERE / f"{name}.ll").read_text())
    assert translate(name, monkeypatch, capsys) == (
        reference.returncode,
        reference.stdout,
        reference.stderr,
    )


def test_a_warning_quotes_the_line_of_a_source_file_it_finds(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """MLIR's diagnostic handler reads the file a debug location names (from
    the working directory) and quotes its line under the warning, as it does
    for the input's own lines (recorded from mlir-translate-16 run in the
    directory of `source_line.c`; elsewhere: `source_line.O1.g.warnings`)."""
    monkeypatch.chdir(HERE)
    status, out, err = translate("source_line.O1.g", monkeypatch, capsys)
    assert status == 0
    assert err == (HERE / "source_line.O1.g.quoted").read_text()
    assert out == (HERE / "source_line.O1.g.mlir").read_text()


def test_no_warning_for_what_mlir_16_attaches() -> None:
    """Branch weights on conditional branches and calls, an entry count on a
    function and TBAA tags are attached, not warned about."""
    text = (HERE / "sample.O1.opaque.ll").read_text()
    context = import_context()
    import_llvm(text, "in.ll", True, context)
    assert context.reported == []


def test_warnings_are_reported_in_the_context() -> None:
    """`import_llvm` leaves the warnings in the context, in MLIR's order:
    a function's own before those of its instructions, blocks in the order
    they are imported."""
    context = import_context()
    import_llvm((HERE / "warnings.ll").read_text(), "in.ll", True, context)
    messages = [error.diagnostic.message.split(":")[0] for error in context.reported]
    assert messages == [
        "unhandled function metadata",
        "unhandled function metadata",
        "dropped instruction",
        "unhandled metadata",
        "unhandled metadata",
        "unhandled metadata",
    ]
    assert all(e.diagnostic.severity == "warning" for e in context.reported)


def test_warnings_then_the_error_that_stops_the_import(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """A warning stays on standard error when the import fails after it."""
    text = (
        (HERE / "expect.O1.opaque.ll")
        .read_text()
        .replace("ret i64 %3", "indirectbr ptr null, []")
    )
    monkeypatch.setattr("sys.stdin", io.StringIO(text))
    status = run(["--import-llvm", "-"])
    out, err = capsys.readouterr()
    assert status == 1
    assert out == ""
    first, second = err.splitlines()[:2]
    assert "warning: unhandled metadata" in first
    assert "error: unhandled instruction: indirectbr" in second


def quoting_module(count: int) -> str:
    """A module of `count` functions, each with a call with an attribute group
    and a select whose branch weights MLIR 16 drops (a quoted instruction)."""
    functions = "".join(
        f"define i32 @f{i}(i1 %c, i32 %a) #0 {{\n"
        f"  %b = call i32 @g(i32 %a) #1\n"
        f"  %s = select i1 %c, i32 %b, i32 %a, !prof !0\n"
        f"  ret i32 %s\n}}\n\n"
        for i in range(count)
    )
    return (
        f"declare i32 @g(i32)\n\n{functions}"
        "attributes #0 = { nounwind }\nattributes #1 = { cold }\n\n"
        '!0 = !{!"branch_weights", i32 1, i32 2}\n'
    )


def test_attribute_sets_grow_linearly_with_quoted_functions(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The module's attribute sets are built once, not again for each quoted
    function: twice the functions cost at most twice the set builds."""
    builds = 0
    build = MetadataNumbering._attribute_set

    def counted(self: MetadataNumbering, attrs: Any) -> frozenset:
        nonlocal builds
        builds += 1
        return build(self, attrs)

    monkeypatch.setattr(MetadataNumbering, "_attribute_set", counted)
    counts = []
    for functions in (20, 40):
        builds = 0
        context = import_context()
        import_llvm(quoting_module(functions), "in.ll", True, context)
        assert len(context.reported) == functions
        counts.append(builds)
    assert counts[1] <= 2 * counts[0]
