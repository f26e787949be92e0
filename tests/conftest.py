"""Shared fixtures: paths and helpers to run our own tool on MLIR text."""

from __future__ import annotations

import atexit
import io
import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable, Iterator
from contextlib import (
    AbstractContextManager,
    contextmanager,
    redirect_stderr,
    redirect_stdout,
)
from functools import cache
from pathlib import Path
from typing import Any

import pytest

# The suite runs the pure-Python sources, also where the compiled accelerator
# is built (test_accel.py runs the byte-sensitive test files compiled, in a
# subprocess); ODSGEN_PURE_PYTHON=0 runs it on the compiled modules instead.
os.environ.setdefault("ODSGEN_PURE_PYTHON", "1")

# Tests that observe Python-level execution, which compiled code does not
# show: step counters built on sys.settrace/setprofile (compiled functions
# report no lines or calls to them) and the recursion limit (calls between
# compiled functions do not count towards it). Where the suite runs
# compiled they are skipped here and run pure in a subprocess
# (test_accel.py).
PURE_PYTHON_MARK = "pure_python"

sys.path.insert(0, str(Path(__file__).parent))

ROOT = Path(__file__).resolve().parent.parent
SHARED = ROOT.parent / "shared"
CONFORMANCE = SHARED / "conformance" / "llvm16"
MLIR_DIR = Path(__file__).parent / "mlir"


def run_in_process(
    main: Callable[[list[str]], int], args: list[str], stdin_text: str | None = None
) -> tuple[int, str, str]:
    """Run a tool's `main(args)` in-process, with `stdin_text` (when given) as
    standard input; returns (exit status, stdout, stderr)."""
    out, err = io.StringIO(), io.StringIO()
    old_stdin = sys.stdin
    if stdin_text is not None:
        sys.stdin = io.StringIO(stdin_text)
    try:
        with redirect_stdout(out), redirect_stderr(err):
            status = main(args)
    finally:
        sys.stdin = old_stdin
    return status, out.getvalue(), err.getvalue()


def run_opt(args: list[str], stdin_text: str | None = None) -> tuple[int, str, str]:
    """Run odsgen-opt in-process; returns (exit status, stdout, stderr)."""
    from odsgen.tools.opt import run

    return run_in_process(run, args, stdin_text)


# odsgen-opt's flags that load the generated LLVM dialect by its path.
LOAD_LLVM = ["--load-dialect", str(ROOT / "generated" / "llvm")]


def run_opt_llvm(args: list[str], text: str) -> tuple[int, str, str]:
    """odsgen-opt on `text` with `args` and `LOAD_LLVM`."""
    return run_opt([*args, *LOAD_LLVM, "-"], text)


def run_translate(
    args: list[str], stdin_text: str | None = None
) -> tuple[int, str, str]:
    """Run odsgen-translate in-process; returns (exit status, stdout, stderr)."""
    from odsgen.tools.translate import run

    return run_in_process(run, args, stdin_text)


def run_odsgen(*args: str) -> tuple[int, str, str]:
    """Run the generator's command line in-process; returns (exit status,
    stdout, stderr)."""
    from odsgen.gen.cli import run

    return run_in_process(run, list(args))


@cache
def generated_test_dialect() -> str:
    """The test dialect generated from tests/defs into a temporary folder,
    once a session: the path of its package."""
    from odsgen.gen.cli import generate as generate_files

    out = Path(tempfile.mkdtemp(prefix="odsgen-test-dialect-"))
    atexit.register(shutil.rmtree, out, ignore_errors=True)
    for path, text in generate_files(Path(__file__).parent / "defs").items():
        (out / path).parent.mkdir(parents=True, exist_ok=True)
        (out / path).write_text(text, encoding="utf-8")
    return str(out / "test")


def generate_records(tmp_path: Path, files: dict[str, str]) -> tuple[int, str, str]:
    """The generator run on record files (relative path: text) written under
    `tmp_path/defs`, into `tmp_path/out`; returns (exit status, stdout, stderr)."""
    defs = tmp_path / "defs"
    for name, text in files.items():
        path = defs / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    return run_odsgen(str(defs), "-o", str(tmp_path / "out"))


@pytest.fixture(scope="module")
def records_package(request: pytest.FixtureRequest, tmp_path_factory) -> Path:
    """The package the generator writes for the `RECORDS` (one record file of
    dialect `t`) of the test module asking for it."""
    tmp_path = tmp_path_factory.mktemp(request.module.__name__.rpartition(".")[2])
    status, _, err = generate_records(tmp_path, {"t.yaml": request.module.RECORDS})
    assert status == 0, err
    return tmp_path / "out" / "t"


@pytest.fixture(scope="module")
def records_ops(records_package: Path) -> str:
    """The text of `records_package`'s ops.py."""
    return (records_package / "ops.py").read_text()


def run_python(
    *args: str, input: str | None = None, check: bool = False, first: Path | None = None
) -> subprocess.CompletedProcess[str]:
    """`python ARGS` with this interpreter in a process of its own, run from
    the checkout with it on PYTHONPATH (so that it imports this odsgen), or
    from the directory `first`, put before it there; standard output and
    error captured as text."""
    path = [str(ROOT)] if first is None else [str(first), str(ROOT)]
    return subprocess.run(
        [sys.executable, *args],
        input=input,
        capture_output=True,
        text=True,
        check=check,
        cwd=first or ROOT,
        env={**os.environ, "PYTHONPATH": os.pathsep.join(path)},
    )


def filecheck(check_file: Path, output: str) -> subprocess.CompletedProcess[str]:
    """`output` checked against the CHECK lines of `check_file` by filecheck."""
    return run_python("-m", "filecheck", str(check_file), input=output)


def count_calls(
    monkeypatch: pytest.MonkeyPatch,
    owner: Any,
    name: str,
    counts: Callable[[Any], bool] = lambda result: True,
    argument: int = 0,
) -> list[Any]:
    """Wrap function `name` of `owner` (a module or a class) for the test:
    each call that raises, or whose result `counts` accepts, appends its
    positional `argument` (by default the first: an op's `self`) to the
    list returned."""
    calls: list[Any] = []
    original = getattr(owner, name)

    def counting(*args: Any, **kwargs: Any) -> Any:
        try:
            result = original(*args, **kwargs)
        except Exception:
            calls.append(args[argument] if len(args) > argument else None)
            raise
        if counts(result):
            calls.append(args[argument] if len(args) > argument else None)
        return result

    monkeypatch.setattr(owner, name, counting)
    return calls


def generic_llvm_function(body: str, arguments: str) -> str:
    """A generic `llvm.func @f` whose entry block takes `arguments` (`%a:
    i64, %k: i1`): `body`, then `llvm.return`."""
    types = ", ".join(argument.partition(": ")[2] for argument in arguments.split(", "))
    return (
        f'"llvm.func"() ({{\n^bb0({arguments}):\n'
        f"{body}"
        '  "llvm.return"() : () -> ()\n'
        f'}}) {{function_type = !llvm.func<void ({types})>, sym_name = "f"}}'
        " : () -> ()\n"
    )


def generic_op_module(
    *dictionaries: str, regions: bool = False, header: str = "", trailer: str = ""
) -> str:
    """A module of one generic `test.op` per dictionary (each with a region
    if `regions`), `header` before it and `trailer` after the last op's type."""
    region = " ({\n  })" if regions else ""
    ops = [
        f'  "test.op"(){region} {dictionary} : () -> ()' for dictionary in dictionaries
    ]
    ops[-1] += trailer
    return header + '"builtin.module"() ({\n' + "\n".join(ops) + "\n}) : () -> ()\n"


def parsed_generic(text: str, allow_unregistered: bool = True) -> tuple[str, ...]:
    """What parsing `text` gives: the module printed generic with locations,
    or the error with its position and notes (for comparing parser paths)."""
    from odsgen.asm import parse_source
    from odsgen.asm.errors import DiagnosticNote, ParseError
    from odsgen.ir.context import Context
    from odsgen.ir.printer import PrintOptions, print_module

    with Context(allow_unregistered_dialects=allow_unregistered) as context:
        try:
            module = parse_source(text, context, "in.mlir")
        except ParseError as error:
            notes = error.notes if isinstance(error, DiagnosticNote) else []
            return ("error", error.message, str(error.pos), repr(notes))
        options = PrintOptions(generic=True, debuginfo=True)
        return ("ok", print_module(module, options, context))


@pytest.fixture
def opt():
    return run_opt


@pytest.fixture(scope="session")
def llvm():
    """The generated LLVM dialect package (generated/llvm)."""
    from odsgen.tools.opt import import_dialect

    return import_dialect(str(ROOT / "generated" / "llvm"))


@pytest.fixture
def llvm_ctx(llvm):
    """A context with the LLVM dialect registered (unregistered ops allowed)."""
    from odsgen.ir.context import Context

    context = Context(allow_unregistered_dialects=True)
    context.register_dialect(llvm.DIALECT())
    return context


@pytest.fixture
def full_verifier_walks(
    monkeypatch: pytest.MonkeyPatch,
) -> Callable[..., AbstractContextManager[None]]:
    """`full_verifier_walks(forced, isolation=True)`: a context manager in
    which, if `forced`, the verifier runs its dominance walk (and, with
    `isolation`, its isolation walk) in every scope, as if its use screen
    had failed everywhere: what the screen's shortcuts must agree with."""
    from odsgen.ir import verifier

    def close_every_scope(self: Any, scope: Any) -> bool:
        self.scopes.pop()
        self.bases.pop()
        return True

    @contextmanager
    def walks(forced: bool, isolation: bool = True) -> Iterator[None]:
        with monkeypatch.context() as patch:
            if forced:
                if isolation:
                    patch.setattr(verifier._UseScreen, "failed", lambda *_: True)
                patch.setattr(verifier._UseScreen, "close_scope", close_every_scope)
            yield

    return walks


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers",
        f"{PURE_PYTHON_MARK}: observes Python-level execution; runs pure Python only",
    )


def pytest_collection_modifyitems(
    config: pytest.Config, items: list[pytest.Item]
) -> None:
    """Skip the pure-Python-only tests where the compiled modules run."""
    from odsgen._accel import compiled_modules_loaded

    if not compiled_modules_loaded():
        return
    skip = pytest.mark.skip(
        reason="observes Python-level execution, which compiled code does not show;"
        " test_accel.py runs it pure in a subprocess"
    )
    for item in items:
        if item.get_closest_marker(PURE_PYTHON_MARK) is not None:
            item.add_marker(skip)


def pytest_sessionfinish(session: pytest.Session) -> None:
    """With ODSGEN_RECORD=1, write mlir-opt-16's outputs for tests/recorded/."""
    from reference import RECORDING, write_recordings

    if RECORDING:
        write_recordings()
