"""`odsgen-cpu-runner`: JIT-run an LLVM dialect module, as mlir-cpu-runner does.

    odsgen-cpu-runner [FILE|-] [-e NAME] [-entry-point-result=void|i32|i64|f32]
                      [-shared-libs=LIB,...] [-O0|-O1|-O2|-O3]
                      [-dump-object-file [-object-filename=FILE]]
                      [--no-implicit-module]

The runner utilities (`printMemrefF32`, `printF32`, `printNewline`, ...) are
provided by odsgen; `-shared-libs` loads real libraries too. Needs the `run`
extra (llvmlite, numpy).
"""

from __future__ import annotations

import argparse
import ctypes
import signal
import sys
from typing import Any, Callable, NoReturn, Sequence

from ..asm.errors import ParseError
from ..ir.diagnostics import DiagnosticError, file_line_col
from ..ir.location import FileLineColLoc
from ..ir.traits import SymbolTable
from .exits import end_process, output_failure
from .source import SourceBuffer
from .translate import parse_for_translation

RESULTS = {"i32": ctypes.c_int32, "i64": ctypes.c_int64, "f32": ctypes.c_float}


class _ArgumentParser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        self.exit(1, f"{self.prog}: {message}\n")


def _argument_parser() -> argparse.ArgumentParser:
    parser = _ArgumentParser(
        prog="odsgen-cpu-runner", description=__doc__.split("\n")[0]
    )
    parser.add_argument("input", nargs="?", default="-")
    parser.add_argument("-e", dest="entry", default="main")
    parser.add_argument(
        "-entry-point-result", "--entry-point-result", dest="result", default="f32"
    )
    parser.add_argument(
        "-shared-libs", "--shared-libs", dest="shared_libs", action="append", default=[]
    )
    for level in range(4):
        parser.add_argument(
            f"-O{level}", f"--O{level}", dest="opt", action="store_const", const=level
        )
    parser.add_argument(
        "-no-implicit-module", "--no-implicit-module", action="store_true"
    )
    parser.add_argument("-dump-object-file", "--dump-object-file", action="store_true")
    parser.add_argument("-object-filename", "--object-filename", default="")
    return parser


def _fail(message: str) -> int:
    sys.stderr.write(f"Error: {message}\n")
    return 1


def run(argv: Sequence[str] | None = None) -> int:
    """Run odsgen-cpu-runner with `argv`; returns the exit status."""
    try:
        args = _argument_parser().parse_args(sys.argv[1:] if argv is None else argv)
    except SystemExit as stop:
        return int(stop.code or 0)
    if args.result not in ("void", "i32", "i64", "f32"):
        return _fail("unsupported function type")
    try:
        text = sys.stdin.read() if args.input == "-" else open(args.input).read()
    except OSError as error:
        sys.stderr.write(
            f"cannot open input file '{args.input}': {error.strerror}\n"
            "could not parse the input IR\n"
        )
        return 1
    try:
        # The 'run' extra (llvmlite, numpy) is optional: imported here, so
        # that without it the runner says what is missing.
        from ..execution.engine import ExecutionEngine, ExecutionError
    except ImportError as error:
        return _fail(
            f"odsgen-cpu-runner needs the 'run' extra ({error.name} is missing)"
        )
    name = "<stdin>" if args.input == "-" else args.input
    try:
        # mlir-cpu-runner-16 reads the LLVM dialect only (no func, no DLTI).
        module = parse_for_translation(text, name, dialects=("llvm",))
    except Exception as problem:
        message = parse_failure(problem, text, name)
        if message is None:
            raise
        sys.stderr.write(message)
        return 1
    if args.no_implicit_module:
        problem = _not_one_symbol_table(module, name)
        if problem is not None:
            sys.stderr.write(problem + "could not parse the input IR\n")
            return 1
    error = _check_entry(module, args.entry, args.result)
    if error:
        return _fail(error)
    libraries = [lib for group in args.shared_libs for lib in group.split(",") if lib]
    opt = 2 if args.opt is None else args.opt
    try:
        engine = ExecutionEngine(module, opt_level=opt, shared_libs=libraries)
    except ExecutionError as problem:
        sys.stderr.write(problem.report + "\n")
        return 1
    if args.dump_object_file:
        _dump_object_file(args.object_filename or (name + ".o"), engine)
    address = engine.lookup(args.entry)
    result_type = None if args.result == "void" else RESULTS[args.result]
    value = _call_compiled(ctypes.CFUNCTYPE(result_type)(address))
    if result_type is None:
        return 0
    # The result goes through `sys.stdout` (mlir-cpu-runner's llvm::outs()):
    # an unwritable output is reported, a closed pipe ends the run quietly.
    try:
        sys.stdout.write(("%e" % value if args.result == "f32" else str(value)) + "\n")
        sys.stdout.flush()
    except BrokenPipeError:
        raise
    except OSError as error:
        sys.stderr.write(output_failure(error))
        return 1
    return 0


def _call_compiled(function: Callable[[], Any]) -> Any:
    """Call the compiled entry point and flush C's streams, ended as a C
    program is (as mlir-cpu-runner-16's is): at once by Ctrl-C, by SIGPIPE
    when it writes to a closed pipe (Python ignores both signals' defaults)."""
    from ..execution.runner_utils import flush

    signal.signal(signal.SIGINT, signal.SIG_DFL)
    previous = signal.signal(signal.SIGPIPE, signal.SIG_DFL)
    try:
        value = function()
        flush()
    finally:
        signal.signal(signal.SIGPIPE, previous)
    return value


def _dump_object_file(path: str, engine: Any) -> None:
    """Write the compiled object code to `path`; as mlir-cpu-runner-16 does,
    a path that cannot be written is reported and the run goes on."""
    try:
        with open(path, "wb") as handle:
            handle.write(engine.object_code())
    except OSError as error:
        sys.stderr.write(f"cannot open output file '{path}': {error.strerror}\n")


def parse_failure(problem: Exception, text: str, name: str) -> str | None:
    """mlir-cpu-runner's report of input it cannot read (None: not a parse failure)."""
    if isinstance(problem, ParseError):
        line, column = SourceBuffer(name, text).line_col(problem.pos)
        message = problem.message
    elif isinstance(problem, DiagnosticError):
        position = file_line_col(problem.diagnostic.location)
        if position is None:
            return (
                f"error: {problem.diagnostic.message}\ncould not parse the input IR\n"
            )
        line, column, message = (
            position.line,
            position.column,
            problem.diagnostic.message,
        )
    else:
        return None
    return f'loc("{name}":{line}:{column}): error: {message}\ncould not parse the input IR\n'


def _not_one_symbol_table(module: Any, name: str) -> str | None:
    """mlir-cpu-runner's complaint under `--no-implicit-module` when the file
    is not one symbol-table op (such as a `builtin.module`), else None."""
    location = module.location
    if not isinstance(location, FileLineColLoc) or location.line != 0:
        return None  # the file's own module (a wrapper is at line 0)
    ops = list(module.regions[0].entry_block or ())
    if len(ops) != 1:
        return (
            f'loc("{name}":0:0): error: source must contain a single top-level'
            f" operation, found: {len(ops)}\n"
        )
    if SymbolTable not in type(ops[0]).TRAITS:
        return "Error: top-level op must be a symbol table.\n"
    return None


def _check_entry(module: object, entry: str, result: str) -> str | None:
    """mlir-cpu-runner's complaint about the entry point, if any."""
    body = module.regions[0].entry_block  # type: ignore[attr-defined]
    for op in body or []:
        if op.name == "llvm.func" and op.get_attr("sym_name").value == entry:
            fn_type = op.get_attr("function_type").value
            if op.regions[0].entry_block is None:
                return "entry point not found"
            if result == "void":
                return None
            if fn_type.params:
                return "function inputs not supported"
            returned = fn_type.return_type
            expected = {"i32": "i32", "i64": "i64", "f32": "f32"}[result]
            if str(returned) != expected:
                return f"only single {expected} function result supported"
            return None
    return "entry point not found"


def main() -> None:
    """Console entry point; a crash of the program ends the process with its
    signal, a closed pipe or Ctrl-C as `exits.end_process` says."""
    end_process(run)


if __name__ == "__main__":
    main()
