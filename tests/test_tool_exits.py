"""How the tools end when a run is cut short, as LLVM's tools end: a reader
that closes the output pipe early (quiet, status 74), Ctrl-C (ended by
SIGINT, the `-o` file and any temporary file removed), an output that cannot
be written (LLVM's words, status 1), an input that cannot be read (MLIR's
words). Never a Python traceback. The words and statuses were checked
against mlir-opt-16, mlir-translate-16 and mlir-cpu-runner-16."""

from __future__ import annotations

import builtins
import errno
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from conftest import run_odsgen, run_opt, run_python, run_translate

IO_FAILURE = "LLVM ERROR: IO failure on output stream: No space left on device\n"
TOOLS = {
    "odsgen-opt": ["odsgen.tools.opt"],
    "odsgen-translate": ["odsgen.tools.translate", "--mlir-to-llvmir"],
}


def _program(ops: int) -> str:
    """An LLVM dialect function of `ops` additions (its output is larger than
    a pipe holds)."""
    body = "".join(f"  %v{i} = llvm.add %a, %a : i32\n" for i in range(ops))
    return f"llvm.func @f(%a: i32) -> i32 {{\n{body}  llvm.return %a : i32\n}}\n"


def _tool(name: str, *args: str) -> list[str]:
    return [sys.executable, "-m", *TOOLS[name], *args]


@pytest.fixture(scope="module")
def large(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("large") / "large.mlir"
    path.write_text(_program(30000))
    return path


@pytest.mark.parametrize("tool", TOOLS)
def test_a_closed_output_pipe_ends_the_run_quietly(tool: str, large: Path) -> None:
    """`tool FILE | head -1`: status 74 (EX_IOERR), nothing on stderr."""
    process = subprocess.Popen(
        _tool(tool, str(large)), stdout=subprocess.PIPE, stderr=subprocess.PIPE
    )
    assert process.stdout is not None and process.stderr is not None
    assert process.stdout.read(16)
    process.stdout.close()
    stderr = process.stderr.read()
    assert (process.wait(), stderr) == (74, b"")


@pytest.mark.parametrize("tool", TOOLS)
def test_ctrl_c_removes_the_output_and_ends_by_sigint(
    tool: str, tmp_path: Path
) -> None:
    """Interrupted while it works, the tool leaves no `-o` file (not even a
    half-written one) and no temporary file, and ends by SIGINT (the shell's
    status 130), without a traceback."""
    source = tmp_path / "in.mlir"
    source.write_text(_program(200_000))
    output = tmp_path / "out.ll"
    output.write_text("earlier output\n")
    process = subprocess.Popen(
        _tool(tool, str(source), "-o", str(output)), stderr=subprocess.PIPE
    )
    # The temporary file beside the output appears before the input is parsed.
    while not [p for p in tmp_path.iterdir() if p.name.startswith(".odsgen-")]:
        assert process.poll() is None, "the run ended before it was interrupted"
        time.sleep(0.01)
    process.send_signal(signal.SIGINT)
    _, stderr = process.communicate()
    assert (process.returncode, stderr) == (-signal.SIGINT, b"")
    assert [p.name for p in tmp_path.iterdir()] == ["in.mlir"]


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="needs /dev/full")
@pytest.mark.parametrize("tool", TOOLS)
@pytest.mark.parametrize("where", ["-o", "stdout"])
def test_a_full_device_is_reported_in_llvms_words(
    tool: str, where: str, large: Path
) -> None:
    with open("/dev/full", "w") as full:
        done = subprocess.run(
            _tool(tool, str(large), *(["-o", "/dev/full"] if where == "-o" else [])),
            stdout=full,
            stderr=subprocess.PIPE,
            text=True,
        )
    assert (done.returncode, done.stderr) == (1, IO_FAILURE)


def test_an_unwritable_output_path_is_refused_first(tmp_path: Path) -> None:
    missing = tmp_path / "missing" / "out.mlir"
    expected = f"cannot open output file '{missing}': No such file or directory\n"
    assert run_opt(["-o", str(missing), "-"], "module {}\n") == (1, "", expected)
    assert run_translate(
        ["--mlir-to-llvmir", "-o", str(missing), "-"], "module {}\n"
    ) == (1, "", expected)


@pytest.mark.parametrize("run", [run_opt, run_translate], ids=["opt", "translate"])
def test_unreadable_inputs_in_mlirs_words(
    run, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    flags = ["--mlir-to-llvmir"] if run is run_translate else []
    missing = tmp_path / "missing.mlir"
    assert run([*flags, str(missing)]) == (
        1,
        "",
        f"cannot open input file '{missing}': No such file or directory\n",
    )
    assert run([*flags, str(tmp_path)]) == (
        1,
        "",
        f"cannot open input file '{tmp_path}': Is a directory\n",
    )
    # Permission denied (as root a mode of 000 does not refuse: open refuses).
    locked = tmp_path / "locked.mlir"
    locked.write_text("module {}\n")
    real_open = builtins.open

    def refusing_open(file, *args, **kwargs):  # type: ignore[no-untyped-def]
        if str(file) == str(locked):
            raise PermissionError(errno.EACCES, "Permission denied", str(file))
        return real_open(file, *args, **kwargs)

    monkeypatch.setattr(builtins, "open", refusing_open)
    assert run([*flags, str(locked)]) == (
        1,
        "",
        f"cannot open input file '{locked}': Permission denied\n",
    )


def test_a_failed_run_removes_a_regular_output_file_only(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A failing run leaves no `-o` file, but never removes a device (the
    tool may run as root with `-o /dev/null`)."""
    output = tmp_path / "out.mlir"
    for run, flags, text in [
        (run_opt, [], "module {\n"),  # the input fails
        (run_opt, ["--pass-pipeline=bad("], "module {}\n"),  # the options do
        (run_translate, ["--mlir-to-llvmir"], "module {\n"),
    ]:
        output.write_text("earlier output\n")
        assert run([*flags, "-o", str(output), "-"], text)[0] == 1
        assert not output.exists()
    removed: list[str] = []
    monkeypatch.setattr(os, "remove", removed.append)
    assert run_opt(["-o", os.devnull, "-"], "module {\n")[0] == 1
    assert removed == []


def test_the_generator_reports_an_unwritable_output(tmp_path: Path) -> None:
    """`odsgen DEFS -o OUT` where OUT cannot be made: one line, status 1."""
    defs = Path(__file__).parent / "defs"
    blocker = tmp_path / "file"
    blocker.write_text("")
    status, _, err = run_odsgen(str(defs), "-o", str(blocker / "out"))
    assert (status, err) == (
        1,
        f"odsgen: error: cannot write '{blocker / 'out'}': Not a directory\n",
    )


CPU_RUNNER = ["-m", "odsgen.tools.cpu_runner"]


def test_cpu_runner_input_and_output_failures(tmp_path: Path) -> None:
    """mlir-cpu-runner-16's words: an unreadable input, an object file that
    cannot be written (reported, and the run goes on), a full output."""
    done = run_python(*CPU_RUNNER, str(tmp_path))
    assert (done.returncode, done.stderr) == (
        1,
        f"cannot open input file '{tmp_path}': Is a directory\n"
        "could not parse the input IR\n",
    )
    pytest.importorskip("llvmlite", reason="needs the 'run' extra (llvmlite)")
    source = tmp_path / "main.mlir"
    source.write_text(
        "llvm.func @main() -> i32 {\n"
        "  %0 = llvm.mlir.constant(7 : i32) : i32\n"
        "  llvm.return %0 : i32\n}\n"
    )
    target = tmp_path / "missing" / "main.o"
    flags = ["-entry-point-result=i32", "-dump-object-file"]
    done = run_python(*CPU_RUNNER, str(source), *flags, f"-object-filename={target}")
    assert (done.returncode, done.stdout, done.stderr) == (
        0,
        "7\n",
        f"cannot open output file '{target}': No such file or directory\n",
    )
    if os.path.exists("/dev/full"):
        with open("/dev/full", "w") as full:
            done = subprocess.run(
                [sys.executable, *CPU_RUNNER, str(source), "-entry-point-result=i32"],
                stdout=full,
                stderr=subprocess.PIPE,
                text=True,
            )
        assert (done.returncode, done.stderr) == (1, IO_FAILURE)


def test_ctrl_c_stops_compiled_code_in_the_cpu_runner(tmp_path: Path) -> None:
    """A program that loops forever is ended by Ctrl-C, as a C program is."""
    pytest.importorskip("llvmlite", reason="needs the 'run' extra (llvmlite)")
    source = tmp_path / "loop.mlir"
    source.write_text(
        'llvm.mlir.global internal constant @go("go\\00") {addr_space = 0 : i32}\n'
        "llvm.func @puts(!llvm.ptr) -> i32\n"
        "llvm.func @fflush(!llvm.ptr) -> i32\n"
        "llvm.func @main() {\n"
        "  %0 = llvm.mlir.addressof @go : !llvm.ptr\n"
        "  %1 = llvm.call @puts(%0) : (!llvm.ptr) -> i32\n"
        "  %2 = llvm.mlir.null : !llvm.ptr\n"
        "  %3 = llvm.call @fflush(%2) : (!llvm.ptr) -> i32\n"
        "  llvm.br ^bb1\n"
        "^bb1:\n"
        "  llvm.br ^bb1\n"
        "}\n"
    )
    process = _run_until_it_prints(source, b"go\n")
    process.send_signal(signal.SIGINT)
    stderr = _end_of(process, "Ctrl-C did not end the compiled loop")
    assert (process.returncode, stderr) == (-signal.SIGINT, b"")


def test_the_generator_keeps_its_output_when_stopped_mid_swap(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Ctrl-C between moving OUT aside and moving the new tree in: OUT is
    put back as it was, and nothing else is left."""
    from odsgen.gen import cli

    out = tmp_path / "out"
    out.mkdir()
    (out / "a.py").write_text("old\n")
    real_replace = os.replace
    stops: list[str] = []

    def replace(source: Path, target: Path) -> None:
        if Path(target) == out and not stops:
            stops.append(str(source))
            raise KeyboardInterrupt
        real_replace(source, target)

    monkeypatch.setattr(cli.os, "replace", replace)
    with pytest.raises(KeyboardInterrupt):
        cli._replace_tree(out, {"a.py": "new\n"}, [])
    assert stops and stops[0].endswith("tree")
    assert (out / "a.py").read_text() == "old\n"
    assert [p.name for p in tmp_path.iterdir()] == ["out"]


def test_a_closed_pipe_ends_compiled_code_in_the_cpu_runner(tmp_path: Path) -> None:
    """`odsgen-cpu-runner yes.mlir | head -1`: a program that prints forever
    is ended by SIGPIPE, as mlir-cpu-runner-16's is (shell status 141)."""
    pytest.importorskip("llvmlite", reason="needs the 'run' extra (llvmlite)")
    source = tmp_path / "yes.mlir"
    source.write_text(
        'llvm.mlir.global internal constant @y("y\\00") {addr_space = 0 : i32}\n'
        "llvm.func @puts(!llvm.ptr) -> i32\n"
        "llvm.func @main() {\n"
        "  llvm.br ^bb1\n"
        "^bb1:\n"
        "  %0 = llvm.mlir.addressof @y : !llvm.ptr\n"
        "  %1 = llvm.call @puts(%0) : (!llvm.ptr) -> i32\n"
        "  llvm.br ^bb1\n"
        "}\n"
    )
    process = _run_until_it_prints(source, b"y\n")
    assert process.stdout is not None
    process.stdout.close()
    stderr = _end_of(process, "the program went on writing to a closed pipe")
    assert (process.returncode, stderr) == (-signal.SIGPIPE, b"")


def _run_until_it_prints(source: Path, line: bytes) -> subprocess.Popen:
    """odsgen-cpu-runner started on `source`, once it has printed `line`."""
    process = subprocess.Popen(
        [sys.executable, *CPU_RUNNER, str(source), "-entry-point-result=void", "-O0"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    assert process.stdout is not None
    assert process.stdout.readline() == line
    return process


def _end_of(process: subprocess.Popen, failure: str) -> bytes:
    """The standard error of `process` once it has ended; the test fails
    with `failure` if it is still running after a minute."""
    try:
        _, stderr = process.communicate(timeout=60)
    except subprocess.TimeoutExpired:
        process.kill()
        process.communicate()
        pytest.fail(failure)
    return stderr
