"""`odsgen-opt`: parse, verify, transform and print MLIR, as mlir-opt does.

    odsgen-opt [options] [FILE|-]

The command line is read as llvm::cl reads mlir-opt's (see `cl.py`): the
options of OPTIONS and of the modules in OPTION_MODULES, and every pass of
the pass table as `--NAME[=options]`. Every generated dialect is registered
and loaded when the input names it; `--load-dialect` adds a package.
Exit status is 0 on success and 1 on a usage error or when any input chunk
fails (or, with `--verify-diagnostics`, when the diagnostics differ from the
expected ones); on failure no output file is left.
"""

from __future__ import annotations

import copy
import importlib
import os
import stat
import sys
from typing import Any, Sequence, TextIO

from ..gc_pause import ALWAYS, CollectorPaused

# The cyclic collector pauses while the tool's modules load: they make
# thousands of long-lived functions, classes and tables, which a dozen young
# collections would only scan (~5 ms, a tenth of the start-up); then they
# are frozen, so that no later collection scans them either.
with CollectorPaused(freeze_above=ALWAYS):
    from ..asm import parse_source
    from ..asm.errors import DiagnosticNote, ParseError
    from ..asm.input_text import map_large_blocks
    from ..ir.printer import print_module, print_operation_for_diagnostic
    from ..ir.print_options import PrintOptions
    from ..ir.context import Context
    from ..ir.dense import set_elements_printing
    from ..ir.diagnostics import ERROR, Diagnostic, DiagnosticError
    from ..ir.location import FileLineColLoc
    from ..ir.registry import dialect_of, import_dialect
    from ..ir.verifier import verify
    from . import cl
    from .expected_diagnostics import DiagnosticVerifier, report_chunk
    from .deep import big_stack_when_compiled, deep_recursion, exit_with, gc_paused
    from .pass_instruments import IRPrinting, Timing, ir_printing, statistics_report
    from .output_file import can_open_output, remove_output, write_output
    from .print_flags import print_options
    from .passes import (
        PASSES,
        PROGRAM,
        Instruments,
        Nested,
        OptionError,
        PassFailure,
        PipelineError,
        parse_pipeline,
        run_pipeline,
        shorthand_pipeline,
    )
    from .source import SPLIT_MARKER, SourceBuffer, process_buffer, read_text


def _version() -> None:
    sys.stdout.write(
        f"odsgen-opt {_package_version()}\n  Reads and writes MLIR 16.0.6.\n"
    )


def _package_version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("odsgen")
    except PackageNotFoundError:
        return "(source checkout)"


def _help() -> None:
    names = ", ".join(available_dialects())
    sys.stdout.write(option_table().help_text(f"Available Dialects: {names}"))


#: The size (bytes) from which an input file is read with glibc's mapping
#: threshold kept at its default: the size from which the parser cuts the
#: text it has parsed (a smaller input leaves the C library as it is).
LARGE_INPUT = 1 << 20

#: The options every run accepts (besides the passes of the pass table).
OPTIONS: tuple[cl.Option, ...] = (
    cl.Option(
        "o",
        "Write the output to this file (- for stdout)",
        cl.STRING,
        "-",
        value_name="<filename>",
    ),
    cl.Option(
        "allow-unregistered-dialect",
        "Accept operations of dialects that are not registered",
    ),
    cl.Option("mlir-print-op-generic", "Print every operation in the generic form"),
    cl.Option("mlir-print-debuginfo", "Print the locations of operations"),
    cl.Option(
        "mlir-print-local-scope",
        "Print attributes, types and locations in place instead of through" " aliases",
    ),
    cl.Option(
        "split-input-file",
        "Treat each `// -----` chunk of the input as a file of its own",
    ),
    cl.Option(
        "verify-diagnostics",
        "Compare the diagnostics with the expected-* comments of the input",
    ),
    cl.Option(
        "verify-each",
        "Verify the IR after each pass that may have changed it",
        default=True,
    ),
    cl.Option(
        "pass-pipeline",
        "The passes to run, written as a pipeline: builtin.module(...)",
        cl.STRING,
        aliases=("p",),
    ),
    cl.Option("show-dialects", "List the registered dialects and exit"),
    cl.Option(
        "load-dialect",
        "Load a dialect package (a module name or a directory); repeatable",
        cl.LIST,
        value_name="<module>",
    ),
    cl.Option(
        "help",
        "Show this list of options and exit",
        cl.ACTION,
        action=_help,
        group="Generic Options",
        aliases=("h",),
    ),
    cl.Option(
        "version",
        "Show the version and exit",
        cl.ACTION,
        action=_version,
        group="Generic Options",
    ),
)

#: Modules that declare more options as a tuple `OPTIONS` of `cl.Option`.
OPTION_MODULES: tuple[str, ...] = (
    "odsgen.tools.pass_instruments",
    "odsgen.tools.print_flags",
)


def pass_flags() -> list[cl.PassFlag]:
    """Every registered pass as a `--NAME[=options]` flag."""
    kinds = {
        "bool": cl.FLAG,
        "long": cl.LONG,
        "unsigned": cl.UINT,
        "list": cl.LIST,
        "pipelines": cl.PASS_MANAGER,
    }
    return [
        cl.PassFlag(
            name,
            info.summary,
            tuple(
                (option, kinds.get(spec.kind, cl.STRING), spec.help)
                for option, spec in sorted(info.options.items())
            ),
        )
        for name, info in PASSES.items()
    ]


def option_table() -> cl.OptionTable:
    """odsgen-opt's options: OPTIONS, those of OPTION_MODULES, and the passes."""
    table = cl.OptionTable(
        PROGRAM, "odsgen's MLIR driver: parse, verify, transform and print MLIR"
    )
    table.add(*OPTIONS)
    for module in OPTION_MODULES:
        table.add(*importlib.import_module(module).OPTIONS)
    table.add_passes(pass_flags())
    return table


def available_dialects(dialects: Sequence[Any] = ()) -> list[str]:
    """The names of the dialects a run can use (the registered ones and
    `dialects`), sorted."""
    return sorted(set(Context().available_dialects()) | {d.name for d in dialects})


class DialectLoadError(Exception):
    """A `--load-dialect` that cannot be loaded; the message is the line printed."""


def dialect_classes(modules: Sequence[str]) -> list[Any]:
    """The dialect each package exports as `DIALECT`, imported now."""
    dialects = []
    for name in modules:
        try:
            dialects.append(dialect_of(import_dialect(name)))
        except Exception as error:  # whatever a user's package raises: one line
            message = str(error).strip().splitlines() or [type(error).__name__]
            raise DialectLoadError(
                f"{PROGRAM}: cannot load dialect '{name}': {message[0]}"
            ) from None
    return dialects


def load_dialects(context: Context, modules: Sequence[str]) -> None:
    """Import each dialect package and register the dialect it exports as `DIALECT`."""
    for dialect in dialect_classes(modules):
        context.register_dialect(dialect)


class _Run:
    """One invocation: the options and the outcome of each chunk."""

    def __init__(
        self,
        args: cl.Parsed,
        pipeline: Nested | None,
        dialects: list[Any],
        stream: TextIO,
        printing: IRPrinting | None = None,
    ) -> None:
        self.args = args
        # Where each chunk's output is printed, after the previous ones'.
        self.stream = stream
        self.pipeline = pipeline
        self.dialects = dialects
        self.options = print_options(args)
        self.printing = printing

    def process(self, buffer: SourceBuffer) -> bool:
        """Print the output of one buffer to the stream; whether it succeeded."""
        args = self.args
        context = Context(
            allow_unregistered_dialects=args["allow-unregistered-dialect"]
        )
        for dialect in self.dialects:
            context.register_dialect(dialect)
        verifier = DiagnosticVerifier(buffer) if args["verify-diagnostics"] else None
        timing = Timing() if args["mlir-timing"] else None
        instruments = Instruments(
            self.printing, timing, self.options, args["verify-each"]
        )
        self.pass_manager_ran = False
        try:
            return self._process(buffer, context, verifier, instruments)
        finally:
            # What the pass manager reports follows the chunk's diagnostics.
            if self.printing is not None:
                sys.stderr.write(self.printing.take_deferred())
            if self.pass_manager_ran and args["mlir-pass-statistics"]:
                sys.stderr.write(statistics_report())
            if timing is not None:
                sys.stderr.write(timing.report(args["mlir-timing-display"]))

    def _process(
        self,
        buffer: SourceBuffer,
        context: Context,
        verifier: Any,
        instruments: Instruments,
    ) -> bool:
        timing = instruments.timing
        diagnostics: list[Diagnostic] = []
        start = self.stream.tell()
        printed = False
        try:
            with context, deep_recursion(), gc_paused():
                timer = timing.root.child("Parser").start() if timing else None
                try:
                    # Without expected diagnostics to read, the parser may drop
                    # the text it has parsed (diagnostics read the file again).
                    text = buffer.text if verifier is not None else buffer.hand_over()
                    module = parse_source(text, context, buffer.name)
                    verify(module, context)
                finally:
                    if timer is not None:
                        timer.stop()
                self.pass_manager_ran = True
                if self.pipeline is not None:
                    # As mlir-opt: verified after each pass (`--verify-each`),
                    # not again at the end.
                    run_pipeline(self.pipeline, module, context, instruments)
                if verifier is None and not context.reported:
                    # No diagnostic will quote the input: its memory is free
                    # for the output.
                    buffer.release()
                timer = timing.root.child("Output").start() if timing else None
                options = self.options
                if self.pipeline is not None and not instruments.verify_each:
                    options = _printable(module, context, options)
                print_module(module, options, context, "\n", self.stream)
                printed = True
                if timer is not None:
                    timer.stop()
        except ParseError as error:
            diagnostics = self._parse_diagnostics(buffer, error, context)
        except PassFailure:
            return False
        except DiagnosticError as error:
            diagnostics = [self._with_note(error, verifier)]
        finally:
            if not printed:  # nothing of the chunk's output is kept
                self.stream.seek(start)
                self.stream.truncate()
        reported = [self._with_note(e, verifier) for e in context.reported]
        return report_chunk(diagnostics, buffer, verifier, reported)

    def _with_note(self, error: DiagnosticError, verifier: Any) -> Diagnostic:
        """The diagnostic of `error`, with the "see current operation" note
        where MLIR adds it."""
        diagnostic = error.diagnostic
        if (
            error.op is not None
            and verifier is None
            and self.args["mlir-print-op-on-diagnostic"]
        ):
            diagnostic.notes.insert(0, self._current_operation_note(error))
        return diagnostic

    def _current_operation_note(self, error: DiagnosticError) -> Diagnostic:
        """MLIR's "see current operation" note for a diagnostic emitted on an op."""
        printed = getattr(
            error, "current_operation", None
        )  # a conversion's, pre-rollback
        text = (
            printed[self.options.debuginfo]
            if printed
            else print_operation_for_diagnostic(error.op, self.options.debuginfo)
        )
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


def _printable(module: Any, context: Context, options: PrintOptions) -> PrintOptions:
    """`options`, or generic ones when `module` fails to verify: MLIR's
    printer verifies the op it prints (its diagnostics dropped) and prints
    an invalid one in the generic form. Only passes run unverified
    (`--verify-each=0`) can leave the module invalid."""
    if options.generic:
        return options
    try:
        verify(module, context)
    except DiagnosticError:
        generic = copy.copy(options)
        generic.generic = True
        return generic
    return options


@big_stack_when_compiled
def run(argv: Sequence[str] | None = None) -> int:
    """Run odsgen-opt with `argv`; returns the exit status."""
    try:
        args = option_table().parse(
            list(sys.argv[1:] if argv is None else argv), sys.stderr
        )
    except cl.Exit as done:
        return done.status
    try:
        dialects = dialect_classes(args["load-dialect"])
    except DialectLoadError as error:
        sys.stderr.write(f"{error}\n")
        return 1
    if args["show-dialects"]:
        sys.stdout.write(
            "Available Dialects:\n" + "\n".join(available_dialects(dialects)) + "\n"
        )
        return 0
    input_name = args.positionals[0] if args.positionals else "-"
    if input_name == "-":
        source = SourceBuffer("<stdin>", sys.stdin.read())
    else:
        try:
            with open(input_name, "rb") as handle:
                # A regular file can be read again for diagnostics.
                status = os.fstat(handle.fileno())
                regular = stat.S_ISREG(status.st_mode)
                path = input_name if regular else None
                if regular and status.st_size >= LARGE_INPUT:
                    # Before the first large block is freed (see
                    # `map_large_blocks`): reading the file frees several.
                    map_large_blocks()
                source = SourceBuffer(input_name, read_text(handle), path)
        except OSError as error:
            sys.stderr.write(
                f"cannot open input file '{input_name}': {error.strerror}\n"
            )
            return 1
    output_name = args["o"]
    if not can_open_output(output_name):
        return 1
    prepared = _prepare(args)
    if prepared is None:  # reported; no output file is left, as mlir-opt-16
        remove_output(output_name)
        return 1
    pipeline, printing = prepared

    def produce(stream: TextIO) -> bool:
        run_state = _Run(args, pipeline, dialects, stream, printing)
        chunks = 0

        def process(buffer: SourceBuffer) -> bool:
            nonlocal chunks
            if chunks:
                stream.write("\n" + SPLIT_MARKER + "\n")
            chunks += 1
            return run_state.process(buffer)

        return process_buffer(source, args["split-input-file"], process)

    return write_output(output_name, produce)


def _prepare(args: cl.Parsed) -> tuple[Nested | None, IRPrinting | None] | None:
    """The pass pipeline and IR printing the options ask for; None when
    they are refused (the reason written to standard error)."""
    pipeline = None
    if args["pass-pipeline"] is not None and args.passes:
        sys.stderr.write(
            "<unknown>:0: error: '-pass-pipeline' option can't be used with"
            " individual pass options\n"
        )
        return None
    try:
        if args["pass-pipeline"] is not None:
            pipeline = parse_pipeline(args["pass-pipeline"])
        elif args.passes:
            pipeline = shorthand_pipeline(args.passes)
    except PipelineError as error:
        sys.stderr.write(f"{error.printed}<unknown>:0: error: {error.message}\n")
        return None
    except OptionError as error:
        sys.stderr.write(f"{error}\n")
        return None
    options = print_options(args)
    set_elements_printing(
        options.elide_elements_if_larger, options.hex_elements_if_larger
    )
    try:
        return pipeline, ir_printing(args, set(PASSES), options)
    except cl.UsageError as error:
        sys.stderr.write(f"{PROGRAM}: {error}\n")
        return None


def main() -> None:
    """Console entry point."""
    exit_with(run)


if __name__ == "__main__":
    main()
