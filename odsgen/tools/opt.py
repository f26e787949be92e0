"""`odsgen-opt`: parse, verify and print MLIR, with mlir-opt's habits.

    odsgen-opt [FILE|-] [-o OUT] [--mlir-print-op-generic]
               [--allow-unregistered-dialect] [--split-input-file]
               [--verify-diagnostics] [--mlir-print-debuginfo]
               [--load-dialect MODULE]...

Exit status is 0 on success and 1 when any input chunk fails (or, with
`--verify-diagnostics`, when the diagnostics differ from the expected ones).
"""

from __future__ import annotations

import argparse
import importlib
import importlib.util
import os
import re
import sys
from pathlib import Path
from typing import Any, Sequence

from ..asm import parse_source
from ..asm.errors import DiagnosticNote, ParseError
from ..asm.printer import PrintOptions, print_module, print_operation_for_diagnostic
from ..ir.context import Context
from ..ir.diagnostics import ERROR, Diagnostic, DiagnosticError
from ..ir.location import FileLineColLoc
from ..ir.verifier import verify
from .deep import deep_recursion, gc_paused, run_with_big_stack
from .expected_diagnostics import DiagnosticVerifier
from .passes import (
    PASSES,
    Nested,
    OptionError,
    PassFailure,
    PipelineError,
    parse_pipeline,
    run_pipeline,
    shorthand_pipeline,
)
from .source import SPLIT_MARKER, SourceBuffer, split_input, write_diagnostic


def _argument_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="odsgen-opt",
        description="Parse, verify and print MLIR (as mlir-opt does).",
    )
    parser.add_argument(
        "input", nargs="?", default="-", help="input file, '-' for stdin"
    )
    parser.add_argument("-o", dest="output", default="-", help="output file")

    def flag(name: str, help_text: str) -> None:
        parser.add_argument(
            f"-{name}", f"--{name}", action="store_true", help=help_text
        )

    flag("mlir-print-op-generic", "print operations in the generic form")
    flag("allow-unregistered-dialect", "accept operations of unknown dialects")
    flag("split-input-file", "process each '// -----' chunk separately")
    flag("verify-diagnostics", "check diagnostics against expected-* comments")
    flag("mlir-print-debuginfo", "print locations")
    flag("mlir-print-local-scope", "print attributes and types without aliases")
    flag("print-struct-aliases", "print each identified struct once, as an alias")
    parser.add_argument(
        "--pass-pipeline",
        "-pass-pipeline",
        metavar="PIPELINE",
        help="passes to run, e.g. 'builtin.module(canonicalize)'",
    )
    for name, help_text in (
        ("canonicalize", "run the canonicalizer on the top-level module"),
        ("test-patterns", "apply the loaded dialects' DRR patterns greedily"),
    ):
        # Read by _pass_arguments (with `=options`), in command-line order.
        flag(name, help_text + f" (`--{name}='key=value flag ...'`)")
    parser.add_argument(
        "--load-dialect",
        "-load-dialect",
        action="append",
        default=[],
        metavar="MODULE",
        help="import a generated dialect package (repeatable)",
    )
    return parser


def _pass_arguments(argv: Sequence[str]) -> tuple[list[str], list[tuple[str, str]]]:
    """The arguments without the passes (`--canonicalize[=options]`), and the
    passes with their options, in command-line order (as mlir-opt runs them)."""
    rest: list[str] = []
    passes: list[tuple[str, str]] = []
    for arg in argv:
        name, _, options = arg.lstrip("-").partition("=")
        if arg.startswith("-") and name in PASSES:
            passes.append((name, options))
        else:
            rest.append(arg)
    return rest, passes


def import_dialect(name: str) -> Any:
    """The dialect package named `name`: a module name, or a package directory's path."""
    path = Path(name)
    if not path.is_dir():
        return importlib.import_module(name)
    package = "_odsgen_dialect_" + re.sub(r"\W", "_", str(path.resolve()))
    if package in sys.modules:
        return sys.modules[package]
    spec = importlib.util.spec_from_file_location(
        package, path / "__init__.py", submodule_search_locations=[str(path)]
    )
    if spec is None or spec.loader is None:
        raise SystemExit(f"odsgen-opt: '{name}' is not a dialect package")
    module = importlib.util.module_from_spec(spec)
    sys.modules[package] = module
    spec.loader.exec_module(module)
    return module


def load_dialects(context: Context, modules: Sequence[str]) -> None:
    """Import each dialect package and register the dialect it exports as `DIALECT`."""
    for name in modules:
        try:
            module = import_dialect(name)
        except ImportError as error:
            raise SystemExit(
                f"odsgen-opt: cannot load dialect '{name}': {error}"
            ) from None
        dialect = getattr(module, "DIALECT", None)
        if dialect is None:
            raise SystemExit(f"odsgen-opt: module '{name}' exports no DIALECT")
        context.register_dialect(dialect() if isinstance(dialect, type) else dialect)


class _Run:
    """One invocation: the options and the outcome of each chunk."""

    def __init__(self, args: argparse.Namespace, pipeline: Nested | None) -> None:
        self.args = args
        self.pipeline = pipeline
        self.options = PrintOptions(
            generic=args.mlir_print_op_generic,
            debuginfo=args.mlir_print_debuginfo,
            local_scope=args.mlir_print_local_scope,
            struct_aliases=args.print_struct_aliases,
        )

    def process(self, buffer: SourceBuffer) -> tuple[str, bool]:
        """The printed output of one buffer and whether it succeeded."""
        args = self.args
        context = Context(allow_unregistered_dialects=args.allow_unregistered_dialect)
        load_dialects(context, args.load_dialect)
        verifier = DiagnosticVerifier(buffer) if args.verify_diagnostics else None
        diagnostics: list[Diagnostic] = []
        output = ""
        try:
            with context, deep_recursion(), gc_paused():
                module = parse_source(buffer.text, context, buffer.name)
                verify(module, context)
                if self.pipeline is not None:
                    run_pipeline(self.pipeline, module, context)
                    verify(module, context)
                output = print_module(module, self.options, context) + "\n"
        except ParseError as error:
            diagnostics = self._parse_diagnostics(buffer, error, context)
        except PassFailure:
            return "", False
        except DiagnosticError as error:
            diagnostic = error.diagnostic
            if error.op is not None and verifier is None:
                diagnostic.notes.insert(0, self._current_operation_note(error))
            diagnostics = [diagnostic]
        buffers = {buffer.name: buffer}
        if verifier is not None:
            for diagnostic in diagnostics:
                verifier.process(diagnostic)
            problems = verifier.finish()
            for problem in problems:
                write_diagnostic(problem, buffers)
            return output, not problems
        for diagnostic in diagnostics:
            write_diagnostic(diagnostic, buffers)
        return ("", False) if diagnostics else (output, True)

    def _current_operation_note(self, error: DiagnosticError) -> Diagnostic:
        """MLIR's "see current operation" note for a diagnostic emitted on an op."""
        text = print_operation_for_diagnostic(error.op, self.options.debuginfo)
        if "\n" in text:
            text = "\n" + text
        return Diagnostic("note", error.op.location, "see current operation: " + text)

    def _position(
        self, buffer: SourceBuffer, pos: int, context: Context
    ) -> FileLineColLoc:
        line, column = buffer.line_col(pos)
        return FileLineColLoc.get(buffer.name, line, column, context)

    def _parse_diagnostics(
        self, buffer: SourceBuffer, error: ParseError, context: Context
    ) -> list[Diagnostic]:
        """The parse error (with its notes) and the errors that follow it."""
        diagnostic = Diagnostic(
            ERROR, self._position(buffer, error.pos, context), error.message
        )
        if isinstance(error, DiagnosticNote):
            for message, pos in error.notes:
                diagnostic.notes.append(
                    Diagnostic("note", self._position(buffer, pos, context), message)
                )
        followers = [
            Diagnostic(ERROR, self._position(buffer, pos, context), message)
            for message, pos in error.followers
        ]
        return [diagnostic, *followers]


def run(argv: Sequence[str] | None = None) -> int:
    """Run odsgen-opt with `argv`; returns the exit status."""
    arguments, passes = _pass_arguments(sys.argv[1:] if argv is None else argv)
    args = _argument_parser().parse_args(arguments)
    args.passes = passes
    if args.input == "-":
        name, text = "<stdin>", sys.stdin.read()
    else:
        name = args.input
        try:
            with open(args.input, encoding="utf-8", errors="surrogateescape") as handle:
                text = handle.read()
        except OSError as error:
            sys.stderr.write(
                f"Could not open input file '{args.input}': {error.strerror}\n"
            )
            return 1
    pipeline = None
    if args.pass_pipeline and args.passes:
        sys.stderr.write(
            "<unknown>:0: error: '-pass-pipeline' option can't be used with"
            " individual pass options\n"
        )
        return 1
    try:
        if args.pass_pipeline:
            pipeline = parse_pipeline(args.pass_pipeline)
        elif args.passes:
            pipeline = shorthand_pipeline(args.passes)
    except PipelineError as error:
        sys.stderr.write(f"{error.printed}<unknown>:0: error: {error.message}\n")
        return 1
    except OptionError as error:
        sys.stderr.write(f"{error}\n")
        return 1
    run_state = _Run(args, pipeline)
    if args.split_input_file:
        buffers = split_input(text, name)
    else:
        buffers = [SourceBuffer(name, text)]
    outputs = []
    success = True
    for buffer in buffers:
        output, ok = run_state.process(buffer)
        outputs.append(output)
        success = success and ok
    result = ("\n" + SPLIT_MARKER + "\n").join(outputs)
    if args.output == "-":
        sys.stdout.write(result)
        sys.stdout.flush()
    else:
        with open(
            args.output, "w", encoding="utf-8", errors="surrogateescape"
        ) as handle:
            handle.write(result)
    return 0 if success else 1


def main() -> None:
    """Console entry point.

    Exits without tearing down the IR object by object: the process is over,
    and freeing hundreds of thousands of objects would only cost time.
    """
    status = run_with_big_stack(run)
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(status)


if __name__ == "__main__":
    main()
