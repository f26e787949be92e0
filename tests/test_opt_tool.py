"""odsgen-opt's command line: mlir-opt's output framing, diagnostics and exit codes."""

from __future__ import annotations


from conftest import run_opt, run_python


def test_stdin_and_implicit_module() -> None:
    status, out, _ = run_opt(
        ["--allow-unregistered-dialect", "--mlir-print-debuginfo", "-"],
        stdin_text='"xx.a"() : () -> ()\n',
    )
    assert status == 0
    assert out == (
        "module {\n"
        '  "xx.a"() : () -> () loc(#loc1)\n'
        "} loc(#loc)\n"
        '#loc = loc("<stdin>":0:0)\n'
        '#loc1 = loc("<stdin>":1:1)\n'
        "\n"
    )


def test_split_input_file_framing() -> None:
    text = '"xx.a"() : () -> ()\n// -----\n"xx.b"( : () -> ()\n// -----\n"xx.c"() : () -> ()\n'
    status, out, err = run_opt(
        ["--allow-unregistered-dialect", "--split-input-file", "-"], stdin_text=text
    )
    assert status == 1
    assert out == (
        'module {\n  "xx.a"() : () -> ()\n}\n\n'
        "\n// -----\n"
        "\n// -----\n"
        'module {\n  "xx.c"() : () -> ()\n}\n\n'
    )
    assert err == (
        "within split at <stdin>:2 offset :2:8: error: expected ')' to end operand list\n"
        '"xx.b"( : () -> ()\n'
        "       ^\n"
    )


def test_unregistered_dialect_needs_flag() -> None:
    status, out, err = run_opt(["-"], stdin_text='"xx.a"() : () -> ()\n')
    assert status == 1 and out == ""
    assert "operation being parsed with an unregistered dialect" in err
    assert err.startswith("<stdin>:1:7: error: ")


def test_verify_diagnostics_reports_mismatches() -> None:
    text = "// expected-error @+1 {{something else}}\n" '"xx.a"( : () -> ()\n'
    status, _, err = run_opt(
        ["--allow-unregistered-dialect", "--verify-diagnostics", "-"], stdin_text=text
    )
    assert status == 1
    assert "unexpected error: expected ')' to end operand list" in err
    assert 'expected error "something else" was not produced' in err


def test_verify_diagnostics_designators() -> None:
    text = (
        '"xx.a"(%x) : (i32) -> ()\n'
        "// expected-error @above {{use of undeclared SSA value name}}\n"
    )
    status, _, err = run_opt(
        ["--allow-unregistered-dialect", "--verify-diagnostics", "-"], stdin_text=text
    )
    assert status == 0, err


def test_missing_input_file() -> None:
    status, out, err = run_opt(["/nonexistent/file.mlir"])
    assert status == 1 and out == ""
    assert err == (
        "cannot open input file '/nonexistent/file.mlir': No such file or directory\n"
    )


def test_output_file(tmp_path) -> None:
    target = tmp_path / "out.mlir"
    status, out, _ = run_opt(
        ["--allow-unregistered-dialect", "-o", str(target), "-"],
        stdin_text='"xx.a"() : () -> ()\n',
    )
    assert status == 0 and out == ""
    assert target.read_text() == 'module {\n  "xx.a"() : () -> ()\n}\n\n'


def test_missing_dialect_package_is_a_clear_error() -> None:
    status, out, err = run_opt(
        ["--load-dialect", "no/such/dialect_package", "-"], stdin_text=""
    )
    assert status == 1 and out == ""
    assert err.startswith("odsgen-opt: cannot load dialect 'no/such/dialect_package': ")
    assert err.count("\n") == 1 and "Traceback" not in err


def test_runs_as_a_module() -> None:
    """`python -m odsgen.tools.opt` behaves as the `odsgen-opt` script."""
    result = run_python(
        "-m",
        "odsgen.tools.opt",
        "--allow-unregistered-dialect",
        input='"a.b"() : () -> ()\n',
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout == 'module {\n  "a.b"() : () -> ()\n}\n\n'


def test_failed_run_leaves_no_output_file(tmp_path) -> None:
    """As mlir-opt-16: the output file is removed, even one that existed."""
    target = tmp_path / "out.mlir"
    target.write_text("old")
    status, _, err = run_opt(["-o", str(target), "-"], stdin_text="foo\n")
    assert status == 1 and "error" in err
    assert not target.exists()


def test_unwritable_output_file() -> None:
    status, out, err = run_opt(["-o", "/nonexistent/dir/out.mlir", "-"], "")
    assert (status, out) == (1, "")
    assert err == (
        "cannot open output file '/nonexistent/dir/out.mlir':"
        " No such file or directory\n"
    )
