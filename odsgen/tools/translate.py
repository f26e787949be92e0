"""`odsgen-translate`: translate between MLIR and other formats, as mlir-translate does.

    odsgen-translate --TRANSLATION [FILE|-] [-o OUT] [--split-input-file]
                     [--verify-diagnostics] [--allow-unregistered-dialect]
                     [--no-implicit-module]

The translations are listed in `translations.py` (`--mlir-to-llvmir`, ...);
exactly one is required, the last one given wins (as with mlir-translate-16).
Exit status is 0 on success and 1 when any input chunk fails.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any, NoReturn, Sequence, TextIO

from ..asm import parse_source
from ..asm.errors import DiagnosticNote, ParseError
from ..ir.printer import PrintOptions, print_module, print_operation_for_diagnostic
from ..ir.context import Context
from ..ir.diagnostics import ERROR, Diagnostic, DiagnosticError
from ..ir.location import FileLineColLoc
from ..ir.verifier import verify
from ..target.verifier_failure import VerifierFailure
from .deep import big_stack_when_compiled, deep_recursion, exit_with, gc_paused
from .expected_diagnostics import DiagnosticVerifier, report_chunk
from ..ir.registry import PACKAGE, import_dialect
from .output_file import can_open_output, write_output
from .source import SourceBuffer, process_input, render_diagnostic
from .translations import TRANSLATIONS, Translation

MISSING_TRANSLATION = (
    "Translation to perform option: must be specified at least once!\n"
)
# mlir-translate-16 repeats the complaint once per option category it lists.
MISSING_TRANSLATION_REPEAT = 7


class _ArgumentParser(argparse.ArgumentParser):
    """Command-line mistakes exit with status 1, as mlir-translate's do."""

    def error(self, message: str) -> NoReturn:
        self.exit(1, f"{self.prog}: {message}\n")


def _argument_parser() -> argparse.ArgumentParser:
    parser = _ArgumentParser(
        prog="odsgen-translate",
        description="Translate between MLIR and other formats (as mlir-translate does).",
    )
    parser.add_argument(
        "input", nargs="?", default="-", help="input file, '-' for stdin"
    )
    parser.add_argument("-o", dest="output", default="-", help="output file")
    for name, help_text in (
        ("split-input-file", "process each '// -----' chunk separately"),
        ("verify-diagnostics", "check diagnostics against expected-* comments"),
        ("allow-unregistered-dialect", "accept operations of unknown dialects"),
        ("no-implicit-module", "translate the file's one top-level op as it is"),
    ):
        parser.add_argument(
            f"-{name}", f"--{name}", action="store_true", help=help_text
        )
    for name, help_text in (
        ("mlir-print-debuginfo", "print locations"),
        ("mlir-print-op-generic", "print operations in the generic form"),
        ("mlir-print-local-scope", "print attributes and types without aliases"),
        ("print-struct-aliases", "print each identified struct once, as an alias"),
    ):
        parser.add_argument(
            f"-{name}", f"--{name}", action="store_true", help=help_text
        )
    parser.add_argument(
        "-opaque-pointers",
        "--opaque-pointers",
        dest="opaque_pointers",
        metavar="=0|1",
        type=_cl_bool,
        default=True,
        help="read LLVM IR pointers as opaque (=0: typed pointers)",
    )
    group = parser.add_argument_group("translations to perform")
    for translation in TRANSLATIONS.values():
        group.add_argument(
            f"-{translation.name}",
            f"--{translation.name}",
            dest="translation",
            action="store_const",
            const=translation.name,
            help=translation.description,
        )
    return parser


def _cl_bool(text: str) -> bool:
    """An LLVM command-line boolean (`1`, `true`, `0`, `false`)."""
    value = text.lower()
    if value in ("1", "true"):
        return True
    if value in ("0", "false"):
        return False
    raise argparse.ArgumentTypeError(f"'{text}' is invalid value for boolean argument!")


def _llvm_bool_options(argv: Sequence[str]) -> list[str]:
    """`argv` with LLVM's boolean options spelled as argparse reads them:
    `-opaque-pointers` alone means `=1`, a value only ever follows `=`."""
    result = []
    for arg in argv:
        name, equals, _ = arg.partition("=")
        if name.lstrip("-") == "opaque-pointers" and not equals:
            arg += "=1"
        result.append(arg)
    return result


def _load_dialects(context: Context, translation: Translation) -> None:
    load_dialects(context, translation.dialects)


def load_dialects(context: Context, names: Sequence[str]) -> None:
    """Register the generated dialect packages `names` (e.g. "llvm") in `context`."""
    for name in names:
        module = import_dialect(f"{PACKAGE}.{name}")
        dialect = module.DIALECT
        context.register_dialect(dialect() if isinstance(dialect, type) else dialect)


def _position(buffer: SourceBuffer, pos: int, context: Context) -> FileLineColLoc:
    line, column = buffer.line_col(pos)
    return FileLineColLoc.get(buffer.name, line, column, context)


def _parse_diagnostics(
    buffer: SourceBuffer, error: ParseError, context: Context
) -> list[Diagnostic]:
    """The parse error with its notes, and the errors that follow it."""
    diagnostic = Diagnostic(ERROR, _position(buffer, error.pos, context), error.message)
    if isinstance(error, DiagnosticNote):
        for message, pos in error.notes:
            diagnostic.notes.append(
                Diagnostic("note", _position(buffer, pos, context), message)
            )
    followers = [
        Diagnostic(ERROR, _position(buffer, pos, context), message)
        for message, pos in error.followers
    ]
    return [diagnostic, *followers]


def _operation_note(error: DiagnosticError) -> Diagnostic:
    """MLIR's "see current operation" note for a diagnostic emitted on an op."""
    text = print_operation_for_diagnostic(error.op, False)
    if "\n" in text:
        text = "\n" + text
    return Diagnostic("note", error.op.location, "see current operation: " + text)


def parse_for_translation(
    text: str, name: str = "<string>", dialects: Sequence[str] | None = None
) -> Any:
    """Parse and verify MLIR text with the dialects `--mlir-to-llvmir` accepts
    (or with `dialects`)."""
    context = Context(registry={})
    if dialects is None:
        dialects = TRANSLATIONS["mlir-to-llvmir"].dialects
    load_dialects(context, dialects)
    with context, deep_recursion():
        module = parse_source(text, context, name)
        verify(module, context)
    return module


def render_failure(
    problem: Exception, text: str = "", name: str = "<string>"
) -> str | None:
    """The diagnostic text of a parse or translation failure (None for other errors)."""
    buffer = SourceBuffer(name, text)
    if isinstance(problem, ParseError):
        context = Context()
        diagnostics = _parse_diagnostics(buffer, problem, context)
    elif isinstance(problem, DiagnosticError):
        diagnostics = [problem.diagnostic]
    else:
        return None
    return "".join(render_diagnostic(d, {name: buffer}) for d in diagnostics).rstrip(
        "\n"
    )


def translate_buffer(
    translation: Translation,
    buffer: SourceBuffer,
    context: Context,
    stream: TextIO,
    args: argparse.Namespace | None = None,
) -> None:
    """Write the output of `translation` on one buffer to `stream`; raises
    on failure (what was written is then the caller's to drop)."""
    function = translation.function()
    options = {name: getattr(args, name) for name in translation.options}
    if translation.kind == "raw":
        stream.write(function(buffer, context, **options))
        return
    if translation.kind == "to_mlir":
        module = function(buffer, context, **options)
        verify(module, context)
        printing = PrintOptions(
            generic=bool(args and args.mlir_print_op_generic),
            debuginfo=bool(args and args.mlir_print_debuginfo),
            local_scope=bool(args and args.mlir_print_local_scope),
            struct_aliases=bool(args and args.print_struct_aliases),
        )
        print_module(module, printing, context, "", stream)
        return
    module = parse_source(buffer.text, context, buffer.name)
    verify(module, context)
    if args is not None and args.no_implicit_module:
        module = top_level_op(module, buffer.name, context)
    function(module, context, stream, **options)


def top_level_op(module: Any, name: str, context: Context) -> Any:
    """The file's one top-level op (`--no-implicit-module`): the module the
    parser returns, unless it wraps the file's ops (a wrapper is at line 0),
    then its only op; MLIR's error where there is not exactly one."""
    location = module.location
    if not isinstance(location, FileLineColLoc) or location.line != 0:
        return module
    ops = list(module.regions[0].entry_block or ())
    if len(ops) != 1:
        raise DiagnosticError(
            Diagnostic(
                ERROR,
                FileLineColLoc.get(name, 0, 0, context),
                f"source must contain a single top-level operation, found: {len(ops)}",
            )
        )
    return ops[0]


def process(
    translation: Translation,
    buffer: SourceBuffer,
    args: argparse.Namespace,
    stream: TextIO,
) -> bool:
    """Write the output of one buffer to `stream` (nothing of it when the
    translation fails); whether it succeeded."""
    context = Context(allow_unregistered_dialects=args.allow_unregistered_dialect)
    _load_dialects(context, translation)
    verifier = DiagnosticVerifier(buffer) if args.verify_diagnostics else None
    diagnostics: list[Diagnostic] = []
    start = stream.tell()
    translated = False
    try:
        with context, deep_recursion(), gc_paused():
            translate_buffer(translation, buffer, context, stream, args)
        translated = True
    except ParseError as error:
        diagnostics = _parse_diagnostics(buffer, error, context)
    except VerifierFailure as failure:  # LLVM's verifier's words, as they are
        sys.stderr.write(failure.text)
        return False
    except DiagnosticError as error:
        diagnostics = [error.diagnostic, *getattr(error, "followers", ())]
        if error.op is not None and verifier is None:
            for diagnostic in diagnostics:
                diagnostic.notes.insert(0, _operation_note(error))
    except OSError:  # the output's own failure: the tool reports it
        raise
    except Exception as error:  # a bug of ours: one clear line, not a traceback
        sys.stderr.write(
            f"{buffer.name}: error: odsgen-translate failed on this input"
            f" ({type(error).__name__}: {error})\n"
        )
        return False
    finally:
        if not translated:  # nothing of the chunk's output is kept
            stream.seek(start)
            stream.truncate()
    reported = [error.diagnostic for error in context.reported]
    return report_chunk(diagnostics, buffer, verifier, reported)


@big_stack_when_compiled
def run(argv: Sequence[str] | None = None) -> int:
    """Run odsgen-translate with `argv`; returns the exit status."""
    try:
        args = _argument_parser().parse_args(
            _llvm_bool_options(sys.argv[1:] if argv is None else argv)
        )
    except SystemExit as stop:  # --help, or a command-line mistake
        return int(stop.code or 0)
    if args.translation is None:
        sys.stderr.write(MISSING_TRANSLATION * MISSING_TRANSLATION_REPEAT)
        return 1
    translation = TRANSLATIONS[args.translation]
    if args.input == "-":
        name, text = "<stdin>", sys.stdin.read()
    else:
        name = args.input
        try:
            with open(args.input, encoding="utf-8", errors="surrogateescape") as handle:
                text = handle.read()
        except OSError as error:
            sys.stderr.write(
                f"cannot open input file '{args.input}': {error.strerror}\n"
            )
            return 1
    if not can_open_output(args.output):
        return 1
    return write_output(
        args.output,
        lambda stream: process_input(
            text,
            name,
            args.split_input_file,
            lambda buffer: process(translation, buffer, args, stream),
        ),
    )


def main() -> None:
    """Console entry point."""
    exit_with(run)


if __name__ == "__main__":
    main()
