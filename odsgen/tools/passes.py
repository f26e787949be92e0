"""Passes and pass pipelines: `builtin.module(llvm.func(canonicalize{test-convergence}))`.

A pipeline is an op name and the passes to run on that op; a nested op
name runs its passes on each op of that name directly inside the anchor
op's regions, as MLIR's nested pass managers do.
"""

from __future__ import annotations

import importlib
import weakref
from contextvars import ContextVar
from typing import TYPE_CHECKING, Any, Callable

from ..ir.printer import PrintOptions
from ..ir.context import Context
from ..ir.diagnostics import Diagnostic, DiagnosticError
from .deep import big_stack_when_compiled
from ..ir.operation import Operation
from ..ir.records import FrozenRecord, Record, set_fields
from ..ir.verifier import verify
from . import cl
from .pass_instruments import IRPrinting, Timer, Timing

if TYPE_CHECKING:
    from ..ir.rewrite import FrozenPatterns, RewritePattern

# The rewrite driver, the inliner and the other transforms are imported by
# the passes that run them, when they run: a run without passes (parse,
# verify, print) does not load them.

#: A pass function; it may return ALL_PRESERVED when it changed nothing.
PassRun = Callable[[Operation, Context, dict[str, Any]], object]

#: What a pass returns when it marked all analyses preserved, as MLIR's
#: `markAllAnalysesPreserved`: the IR is unchanged, so `--verify-each` skips
#: verifying it.
ALL_PRESERVED = True


def _transform(name: str, package: str = "odsgen.transforms") -> PassRun:
    """The pass function `name` of the module <package>.<module>, as
    `module:function`, imported when the pass first runs (start-up stays short)."""
    module, _, function = name.partition(":")

    def run(op: Operation, context: Context, options: dict[str, Any]) -> object:
        imported = importlib.import_module(f"{package}.{module}")
        return getattr(imported, function)(op, context, options)

    return run


def _conversion(name: str) -> PassRun:
    """The pass function `module:function` of odsgen.conversion.<module>."""
    return _transform(name, "odsgen.conversion")


class PassFailure(Exception):
    """A pass failed; the run fails (diagnostics, if any, were already reported)."""


def canonicalization_patterns(context: Context) -> list[RewritePattern]:
    """The patterns of every registered op class that provides them (a lazy
    op class, not imported until an op names it, has none: the generator
    refuses them)."""
    patterns: list[RewritePattern] = []
    for op_class in context.op_classes.values():
        provider = getattr(op_class, "canonicalization_patterns", None)
        if provider is not None:
            patterns.extend(provider())
    return patterns


def _filtered(
    patterns: list[RewritePattern], options: dict[str, Any]
) -> list[RewritePattern]:
    """The patterns `disable-patterns` and `enable-patterns` leave, by debug
    name (the pattern's class name)."""
    disabled = set(options["disable-patterns"])
    enabled = set(options["enable-patterns"])
    return [
        p
        for p in patterns
        if p.debug_name not in disabled and (not enabled or p.debug_name in enabled)
    ]


# Context -> (op classes, disabled and enabled patterns) -> the patterns of
# `canonicalize`, made once (the inliner canonicalizes every callable).
_CANONICALIZATION: weakref.WeakKeyDictionary[
    Context, dict[tuple[int, tuple[str, ...], tuple[str, ...]], FrozenPatterns]
] = weakref.WeakKeyDictionary()


def _frozen_canonicalization(
    context: Context, options: dict[str, Any]
) -> FrozenPatterns:
    """`canonicalization_patterns` as `options` filter them, made once per
    context while no dialect is loaded in it."""
    from ..ir.rewrite import FrozenPatterns

    key = (
        len(context.op_classes),
        tuple(options["disable-patterns"]),
        tuple(options["enable-patterns"]),
    )
    made = _CANONICALIZATION.setdefault(context, {})
    frozen = made.get(key)
    if frozen is None:
        patterns = _filtered(canonicalization_patterns(context), options)
        frozen = made[key] = FrozenPatterns(patterns)
    return frozen


def canonicalize(op: Operation, context: Context, options: dict[str, Any]) -> None:
    """Fold, erase dead ops and apply canonicalization patterns until a fixed
    point; `options` as parse_pass_options gives them (missing ones: defaults)."""
    from ..ir.rewrite import GreedyConfig, apply_patterns_greedily

    options = {**parse_pass_options("canonicalize", ""), **options}
    max_rewrites = options["max-num-rewrites"]
    config = GreedyConfig(
        max_iterations=options["max-iterations"],
        max_rewrites=None if max_rewrites == -1 else max_rewrites,
        top_down=options["top-down"],
        region_simplification=options["region-simplify"],
    )
    converged = apply_patterns_greedily(
        op, _frozen_canonicalization(context, options), context, config
    )
    if not converged and options["test-convergence"]:
        raise PassFailure()


def dialect_patterns(context: Context) -> list[RewritePattern]:
    """The DRR patterns of every registered dialect (its package's `patterns.py`)."""
    patterns: list[RewritePattern] = []
    for dialect in context.dialects.values():
        package = type(dialect).__module__
        try:
            module = importlib.import_module(package + ".patterns")
        except ModuleNotFoundError as error:
            if error.name != package + ".patterns":
                raise
            continue
        patterns.extend(pattern() for pattern in getattr(module, "PATTERNS", ()))
    return patterns


def test_patterns(op: Operation, context: Context, options: dict[str, Any]) -> None:
    """Apply the dialects' DRR patterns greedily (mlir-opt's -test-patterns)."""
    from ..ir.rewrite import GreedyConfig, apply_patterns_greedily

    apply_patterns_greedily(
        op, dialect_patterns(context), context, GreedyConfig(top_down=False)
    )


def inline_pass(op: Operation, context: Context, options: dict[str, Any]) -> None:
    """The inliner with its simplification pipelines: `op-pipelines` by op
    name, else `default-pipeline` (canonicalize unless given; none if empty)."""
    from ..transforms.inliner import inline

    default = options["default-pipeline"]
    default_passes: list[Any] | None
    if default is None:
        default_passes = [Pass("canonicalize", parse_pass_options("canonicalize", ""))]
    elif not default:
        default_passes = None
    else:
        try:
            default_passes = _build(_TextualPipeline(default).parse(), "").passes
        except (PipelineError, OptionError):
            default_passes = []
    by_name: dict[str, list[Any]] = {}
    for nested in options["op-pipelines"]:
        if nested.passes:
            by_name.setdefault(nested.op_name, nested.passes)
    instruments, inliner_timer = _ACTIVE.get()
    root = instruments.timing.root if instruments.timing is not None else None

    def optimizer(callable_op: Operation) -> Callable[[Operation], None] | None:
        name = callable_op.name
        passes = by_name.get(name, default_passes)
        if passes is None:
            return None

        def run(target: Operation) -> None:
            # MLIR times these pipelines apart, at the top of the report.
            timer = None
            if root is not None and inliner_timer is not None:
                inliner_timer.stop()
                timer = root.child(f"'{name}' Pipeline", (id(passes), name)).start()
            _run_passes(passes, target, context, instruments, timer)
            if timer is not None and inliner_timer is not None:
                timer.stop()
                inliner_timer.start()

        return run

    inline(op, context, optimizer, options["max-iterations"])


# -- pass options -----------------------------------------------------------------------

PROGRAM = "odsgen-opt"


class Option(FrozenRecord):
    """A pass option: its kind ("bool", "long", "string" or "list"), default and help."""

    __slots__ = ("kind", "default", "help")
    _FIELDS = __slots__
    kind: str
    default: Any
    help: str

    def __init__(self, kind: str, default: Any, help: str = "") -> None:
        set_fields(self, kind=kind, default=default, help=help)


class PassInfo(FrozenRecord):
    """A registered pass: what runs it, its options, its `--help` summary, the
    name MLIR's IR dumps and timing reports give it, and the analyses it
    computes (shown under it in timing reports)."""

    __slots__ = ("run", "options", "summary", "pass_name", "analyses")
    _FIELDS = __slots__
    run: PassRun
    options: dict[str, Option]
    summary: str
    pass_name: str
    analyses: tuple[str, ...]

    def __init__(
        self,
        run: PassRun,
        options: dict[str, Option],
        summary: str = "",
        pass_name: str = "",
        analyses: tuple[str, ...] = (),
    ) -> None:
        set_fields(
            self,
            run=run,
            options=options,
            summary=summary,
            pass_name=pass_name,
            analyses=analyses,
        )


_INDEX_BITWIDTH = Option(
    "unsigned",
    0,
    "Bitwidth of the index type, 0 to use size of machine word",
)


# Every pass here is also an `odsgen-opt --NAME[=options]` flag.
PASSES: dict[str, PassInfo] = {
    # MLIR 16's Canonicalizer options.
    "canonicalize": PassInfo(
        canonicalize,
        {
            "top-down": Option(
                "bool", True, "Start from the outermost operations (else the innermost)"
            ),
            "region-simplify": Option(
                "bool", True, "Also simplify blocks and control flow of the regions"
            ),
            "max-iterations": Option(
                "long",
                10,
                "At most this many rounds of patterns and region simplification",
            ),
            "max-num-rewrites": Option(
                "long", -1, "At most this many rewrites in one round (-1: no limit)"
            ),
            "test-convergence": Option(
                "bool",
                False,
                "Fail when the patterns have not converged (for tests)",
            ),
            "disable-patterns": Option(
                "list",
                (),
                "Names of patterns not to apply",
            ),
            "enable-patterns": Option(
                "list",
                (),
                "Names of the only patterns to apply",
            ),
        },
        "Canonicalize operations",
        "Canonicalizer",
    ),
    "test-patterns": PassInfo(
        test_patterns,
        {},
        "Apply the loaded dialects' DRR patterns greedily",
        "TestPatterns",
    ),
    "cse": PassInfo(
        _transform("cse:cse"),
        {},
        "Replace ops by equal ones that dominate them",
        "CSE",
        ("DominanceInfo",),
    ),
    "symbol-dce": PassInfo(
        _transform("symbol_dce:symbol_dce"),
        {},
        "Erase the symbols nothing refers to",
        "SymbolDCE",
    ),
    "symbol-privatize": PassInfo(
        _transform("symbol_privatize:symbol_privatize"),
        {
            "exclude": Option(
                "list",
                (),
                "Symbols to leave as they are (comma-separated)",
            )
        },
        "Make the symbols private",
        "SymbolPrivatize",
    ),
    "strip-debuginfo": PassInfo(
        _transform("strip_debuginfo:strip_debuginfo"),
        {},
        "Set every location to unknown",
        "StripDebugInfo",
    ),
    "print-op-stats": PassInfo(
        _transform("op_stats:print_op_stats"),
        {"json": Option("bool", False, "Print the counts as JSON")},
        "Count the ops by name on standard error",
        "PrintOpStats",
    ),
    "topological-sort": PassInfo(
        _transform("topological_sort:topological_sort"),
        {},
        "Order graph regions so that values are defined before use",
        "TopologicalSort",
    ),
    "snapshot-op-locations": PassInfo(
        _transform("location_snapshot:snapshot_op_locations"),
        {
            "filename": Option(
                "string", "", "The file the IR is printed to (a temporary one if empty)"
            ),
            "tag": Option(
                "string",
                "",
                "Keep the old locations, fused with the new ones named by this tag",
            ),
        },
        "Give the ops the locations where they print",
        "LocationSnapshot",
    ),
    "inline": PassInfo(
        inline_pass,
        {
            "default-pipeline": Option(
                "string",
                None,
                "Passes run on each callable between rounds (canonicalize if unset)",
            ),
            "op-pipelines": Option(
                "pipelines",
                (),
                "Passes for the callables of one op name, as `dialect.op(passes)`",
            ),
            "max-iterations": Option(
                "unsigned",
                4,
                "At most this many inlining rounds per call graph SCC",
            ),
        },
        "Inline calls into their callers",
        "Inliner",
        ("CallGraph",),
    ),
    "sccp": PassInfo(
        _transform("sccp:sccp"),
        {},
        "Propagate constants along the paths that can run",
        "SCCP",
    ),
    "loop-invariant-code-motion": PassInfo(
        _transform("licm:loop_invariant_code_motion"),
        {},
        "Move what does not change in a loop out of it",
        "LoopInvariantCodeMotion",
    ),
    "scf-for-to-while": PassInfo(
        _transform("scf_for_to_while:scf_for_to_while"),
        {},
        "Convert SCF for loops to SCF while loops",
        "SCFForToWhileLoop",
    ),
    "memref-expand": PassInfo(
        _transform("memref_expand:memref_expand"),
        {},
        "Legalize memref operations to be convertible to LLVM.",
        "ExpandOps",
    ),
    "expand-strided-metadata": PassInfo(
        _transform("expand_strided_metadata:expand_strided_metadata"),
        {},
        "Expand memref operations into easier to analyze constructs",
        "ExpandStridedMetadata",
    ),
    "control-flow-sink": PassInfo(
        _transform("control_flow_sink:control_flow_sink"),
        {},
        "Move ops into the one conditional region that uses them",
        "ControlFlowSink",
        ("DominanceInfo",),
    ),
    # The conversion framework is imported on first use (start-up time).
    "reconcile-unrealized-casts": PassInfo(
        _conversion("reconcile:reconcile_unrealized_casts"),
        {},
        "Simplify and eliminate unrealized conversion casts",
        "ReconcileUnrealizedCasts",
    ),
    "convert-arith-to-llvm": PassInfo(
        _conversion("llvm.arith:convert_arith_to_llvm"),
        {"index-bitwidth": _INDEX_BITWIDTH},
        "Convert Arith dialect to LLVM dialect",
        "ArithToLLVMConversionPass",
    ),
    "convert-func-to-llvm": PassInfo(
        _conversion("llvm.func:convert_func_to_llvm"),
        {
            "use-bare-ptr-memref-call-conv": Option(
                "bool",
                False,
                "Replace FuncOp's MemRef arguments with bare pointers to the MemRef"
                " element types",
            ),
            "index-bitwidth": _INDEX_BITWIDTH,
            "data-layout": Option(
                "string",
                "",
                "String description (LLVM format) of the data layout that is expected"
                " on the produced module",
            ),
        },
        "Convert from the Func dialect to the LLVM dialect",
        "ConvertFuncToLLVM",
    ),
    "convert-cf-to-llvm": PassInfo(
        _conversion("llvm.cf:convert_cf_to_llvm"),
        {"index-bitwidth": _INDEX_BITWIDTH},
        "Convert ControlFlow operations to the LLVM dialect",
        "ConvertControlFlowToLLVM",
    ),
    "lower-affine": PassInfo(
        _conversion("affine_to_std:lower_affine"),
        {},
        "Lower Affine operations to a combination of Standard and SCF operations",
        "ConvertAffineToStandard",
    ),
    "convert-scf-to-cf": PassInfo(
        _conversion("scf_to_cf:convert_scf_to_cf"),
        {},
        "Convert SCF dialect to ControlFlow dialect, replacing structured"
        " control flow with a CFG",
        "SCFToControlFlow",
    ),
    "convert-math-to-llvm": PassInfo(
        _conversion("llvm.math:convert_math_to_llvm"),
        {},
        "Convert Math dialect to LLVM dialect",
        "ConvertMathToLLVM",
    ),
    "convert-index-to-llvm": PassInfo(
        _conversion("llvm.index:convert_index_to_llvm"),
        {"index-bitwidth": _INDEX_BITWIDTH},
        "Lower the `index` dialect to the `llvm` dialect.",
        "ConvertIndexToLLVMPass",
    ),
    "convert-memref-to-llvm": PassInfo(
        _conversion("llvm.memref:convert_memref_to_llvm"),
        {
            "use-aligned-alloc": Option(
                "bool",
                False,
                "Use aligned_alloc in place of malloc for heap allocations",
            ),
            "index-bitwidth": _INDEX_BITWIDTH,
            "use-generic-functions": Option(
                "bool",
                False,
                "Use generic allocation and deallocation functions instead of the"
                " classic 'malloc', 'aligned_alloc' and 'free' functions",
            ),
        },
        "Convert operations from the MemRef dialect to the LLVM dialect",
        "MemRefToLLVMConversionPass",
    ),
    "llvm-request-c-wrappers": PassInfo(
        _conversion("llvm.func:request_c_wrappers"),
        {},
        "Request C wrapper emission for all functions",
        "LLVMRequestCWrappers",
    ),
}


class OptionError(ValueError):
    """A pass option that llvm::cl rejects; the message is the line it prints."""


def _next_argument(text: str) -> tuple[str, str | None, str]:
    """(key, value or None without '=', rest): MLIR 16's parseNextArg, with
    quotes and `{...}` kept whole inside a value."""
    end = 0
    while end < len(text) and text[end] not in " =":
        end += 1
    key = text[:end].strip()
    if end == len(text) or text[end] == " ":
        return key, None, text[end:].lstrip()
    text = text[end + 1 :]
    index = 0
    while index < len(text) and text[index] != " ":
        char = text[index]
        if char in "'\"":
            close = text.find(char, index + 1)
            index = close if close >= 0 else index
        elif char == "{":
            depth = 1
            index += 1
            while index < len(text):
                if text[index] in "'\"":
                    close = text.find(text[index], index + 1)
                    index = close if close >= 0 else index
                elif text[index] == "{":
                    depth += 1
                elif text[index] == "}":
                    depth -= 1
                    if depth == 0:
                        break
                index += 1
            continue
        index += 1
    return key, text[:index].strip(), text[index:].lstrip()


def parse_pass_options(pass_name: str, text: str) -> dict[str, Any]:
    """The options of `pass_name` given as `key=value key ...` (MLIR's
    PassOptions::parseFromString), with the defaults of the others."""
    spec = PASSES[pass_name].options
    options = {name: option.default for name, option in spec.items()}
    rest = text.strip()
    while rest:
        key, value, rest = _next_argument(rest)
        if not key:
            continue
        option = spec.get(key)
        if option is None:
            raise OptionError(f"<Pass-Options-Parser>: no such option {key}")
        if value is None and option.kind != "bool":
            raise OptionError(f"{PROGRAM}: for the --{key} option: requires a value!")
        if option.kind in ("bool", "long", "unsigned"):
            try:
                if option.kind == "bool":
                    options[key] = cl.parse_bool(value or "")
                else:
                    kind = cl.LONG if option.kind == "long" else cl.UINT
                    options[key] = cl.parse_integer(value or "", kind)
            except cl.UsageError as error:
                raise OptionError(
                    f"{PROGRAM}: for the --{key} option: {error}"
                ) from None
        elif option.kind == "string":
            options[key] = value
        elif option.kind == "pipelines":
            options[key] = tuple(options[key]) + tuple(
                _pipeline_option(item) for item in split_list(value or "")
            )
        else:
            items = (value or "").strip()
            if items.startswith("{") and items.endswith("}"):
                items = items[1:-1]
            options[key] = tuple(options[key]) + tuple(items.split(","))
    return options


def split_list(text: str) -> list[str]:
    """The comma-separated elements of a list option, commas inside (), [],
    {} and quotes kept (MLIR's parseCommaSeparatedList)."""
    closers = {"{": "}", "(": ")", "[": "]"}

    def find(start: int, char: str) -> int:
        index = start
        while index < len(text):
            current = text[index]
            if current == char:
                return index
            if current in closers:
                index = find(index + 1, closers[current])
            elif current in "'\"":
                index = text.find(current, index + 1)
            if index < 0:
                return -1
            index += 1
        return -1

    items = []
    while True:
        comma = find(0, ",")
        if comma < 0:
            items.append(text)
            return items
        items.append(text[:comma])
        text = text[comma + 1 :]


def _pipeline_option(text: str) -> Nested:
    """An `op-name(passes)` element of a pipeline list option."""
    try:
        return parse_pipeline(text)
    except PipelineError as error:
        raise OptionError(
            f"{error.printed}<unknown>:0: error: {error.message}".rstrip("\n")
        ) from None


# -- pass pipelines ---------------------------------------------------------------------


class Pass(Record):
    """A pass with its parsed options."""

    __slots__ = ("name", "options")
    _FIELDS = __slots__

    def __init__(self, name: str, options: dict[str, Any] | None = None) -> None:
        self.name = name
        self.options: dict[str, Any] = {} if options is None else options

    def run(self, op: Operation, context: Context) -> bool:
        """Run the pass on `op`; whether it preserved all analyses."""
        return PASSES[self.name].run(op, context, self.options) is ALL_PRESERVED


class Nested(Record):
    """Passes run on every op called `op_name` directly inside the anchor op."""

    __slots__ = ("op_name", "passes")
    _FIELDS = __slots__

    def __init__(self, op_name: str, passes: list[Any]) -> None:
        self.op_name = op_name
        self.passes = passes


class PipelineError(ValueError):
    """A malformed pipeline: `printed` is what llvm::cl printed first, and the
    message is mlir-opt's (it follows `<unknown>:0: error: `)."""

    def __init__(self, message: str, printed: str = "") -> None:
        super().__init__(message)
        self.message = message
        self.printed = printed


_WRAPPED = (
    "expected pass pipeline to be wrapped with the anchor operation type, "
    "e.g. 'builtin.module(...)'"
)


class _Element:
    """One element of a textual pipeline, as read: a pass (with its option
    text) or, `nested`, an op name and the elements inside its parentheses."""

    __slots__ = ("name", "position", "options", "inner", "nested")

    def __init__(self, name: str, position: int) -> None:
        self.name = name
        self.position = position
        self.options: str | None = None
        self.inner: list[_Element] = []
        self.nested = False


class _TextualPipeline:
    """MLIR 16's TextualPipeline: `pass{options}, op-name(pass, ...)`."""

    def __init__(self, text: str) -> None:
        self.text = text

    def error(self, position: int, message: str) -> PipelineError:
        caret = " " * position + "^"
        return PipelineError(
            f"MLIR Textual PassPipeline Parser:1:{position + 1}: error: {message}\n"
            f"{self.text}\n{caret}\n"
        )

    def parse(self) -> list[_Element]:
        text, top = self.text, []
        if not text:
            return top
        stack = [top]
        pos = 0
        while True:
            found = [i for i in (text.find(c, pos) for c in ",(){") if i >= 0]
            sep_at = min(found) if found else -1
            chunk = text[pos:] if sep_at < 0 else text[pos:sep_at]
            start = pos + len(chunk) - len(chunk.lstrip())
            element = _Element(chunk.strip(), start)
            stack[-1].append(element)
            if sep_at < 0:
                break
            pos = sep_at
            sep = text[pos]
            if sep == "{":
                depth, close = 1, -1
                for i in range(pos + 1, len(text)):
                    if text[i] == "{":
                        depth += 1
                    elif text[i] == "}":
                        depth -= 1
                        if depth == 0:
                            close = i
                            break
                if close < 0:
                    raise self.error(
                        pos, "missing closing '}' while processing pass options"
                    )
                element.options = text[pos + 1 : close]
                pos = close + 1
                if pos == len(text):
                    break
                sep = text[pos]
            if sep == "(":
                element.nested = True
                stack.append(element.inner)
                pos += 1
                continue
            while text.startswith(")", pos):
                pos += 1
                if len(stack) == 1:
                    raise self.error(
                        pos - 1,
                        "encountered extra closing ')' creating unbalanced "
                        "parentheses while parsing pipeline",
                    )
                stack.pop()
            if pos == len(text):
                break
            if not text.startswith(",", pos):
                raise self.error(pos, "expected ',' after parsing pipeline")
            pos += 1
        if len(stack) > 1:
            raise self.error(
                pos, "encountered unbalanced parentheses while parsing pipeline"
            )
        self._resolve(top)
        return top

    def _resolve(self, elements: list[_Element]) -> None:
        for element in elements:
            if element.nested:
                self._resolve(element.inner)
            elif element.name not in PASSES:
                raise self.error(
                    element.position,
                    f"'{element.name}' does not refer to a registered pass or pass pipeline",
                )


def _build(elements: list[_Element], anchor: str) -> Nested:
    """The passes of parsed elements; options are parsed as each pass is added."""
    passes: list[Any] = []
    for element in elements:
        if element.nested:
            try:
                passes.append(_build(element.inner, element.name))
            except PipelineError as error:
                options = element.options or ""
                error.message += (
                    f"failed to add `{element.name}` with options `{options}`"
                    " to inner pipeline\n"
                )
                raise
            continue
        options = element.options or ""
        try:
            passes.append(Pass(element.name, parse_pass_options(element.name, options)))
        except OptionError as error:
            raise PipelineError(
                f"failed to add `{element.name}` with options `{options}`\n",
                printed=f"{error}\n",
            ) from None
    return Nested(anchor, passes)


def parse_pipeline(text: str) -> Nested:
    """`op-name(pass, op-name(pass{opts}), ...)`, as MLIR 16's parsePassPipeline."""
    start = text.find("(")
    if start <= 0 or not text.endswith(")"):
        raise PipelineError(_WRAPPED)
    anchor = text[:start].rstrip()
    return _build(_TextualPipeline(text[start + 1 : -1]).parse(), anchor)


class Instruments:
    """What watches a pipeline run: IR dumps, the timing report's tree and,
    `verify_each`, the verifier after each pass (mlir-opt's `--verify-each`)."""

    __slots__ = ("printing", "timing", "print_options", "verify_each")

    def __init__(
        self,
        printing: IRPrinting | None = None,
        timing: Timing | None = None,
        print_options: PrintOptions | None = None,
        verify_each: bool = False,
    ) -> None:
        self.printing = printing
        self.timing = timing
        self.print_options = PrintOptions() if print_options is None else print_options
        self.verify_each = verify_each


# The instruments and timer of the pass running now, for the pipelines a
# pass runs itself (the inliner's).
_ACTIVE: ContextVar[tuple[Instruments, Timer | None]] = ContextVar(
    "_ACTIVE", default=(Instruments(), None)
)


@big_stack_when_compiled
def run_pipeline(
    pipeline: Nested,
    top: Operation,
    context: Context,
    instruments: Instruments | None = None,
) -> None:
    """Run `pipeline` on `top` (which must be the pipeline's anchor op)."""
    if pipeline.op_name != top.name:
        raise DiagnosticError(
            Diagnostic(
                "error",
                top.location,
                f"can't run '{pipeline.op_name}' pass manager on '{top.name}' op",
            )
        )
    from ..transforms.location_snapshot import PRINT_OPTIONS as SNAPSHOT_PRINT_OPTIONS

    instruments = instruments or Instruments()
    timer = instruments.timing.root if instruments.timing is not None else None
    token = SNAPSHOT_PRINT_OPTIONS.set(instruments.print_options)
    try:
        _run_passes(pipeline.passes, top, context, instruments, timer)
    finally:
        SNAPSHOT_PRINT_OPTIONS.reset(token)


def _run_passes(
    passes: list[Any],
    op: Operation,
    context: Context,
    instruments: Instruments,
    timer: Timer | None,
) -> None:
    for item in passes:
        if isinstance(item, Pass):
            _run_pass(item, op, context, instruments, timer)
            continue
        nested_timer = None
        if timer is not None:
            nested_timer = timer.child(f"'{item.op_name}' Pipeline").start()
        for region in op.regions:
            for block in region.blocks:
                for child in list(block):
                    if child.name == item.op_name:
                        _run_passes(
                            item.passes, child, context, instruments, nested_timer
                        )
        if instruments.verify_each:
            # MLIR verifies the anchor op without recursing (its nested ops
            # were verified after their passes); the whole verify reaches the
            # same outcome, at the cost of walking them again.
            verify(op, context)
        if nested_timer is not None:
            nested_timer.stop()


def _run_pass(
    item: Pass,
    op: Operation,
    context: Context,
    instruments: Instruments,
    timer: Timer | None,
) -> None:
    """Run one pass on `op`, with the IR dumps and timer asked for, then
    verify `op` if `--verify-each` asks and the pass may have changed it."""
    info = PASSES[item.name]
    printing = instruments.printing
    before = None
    if printing is not None:
        before = printing.before_pass(info.pass_name, item.name, op)
    pass_timer = None
    if timer is not None:
        # One timer per pass of the pipeline (a pass named twice: two rows).
        pass_timer = timer.child(info.pass_name, id(item)).start()
        for analysis in info.analyses:
            pass_timer.child(f"(A) {analysis}")
    token = _ACTIVE.set((instruments, pass_timer))
    try:
        preserved = item.run(op, context)
        if instruments.verify_each and not preserved:
            verify(op, context)
    except (PassFailure, DiagnosticError):
        if printing is not None:
            printing.after_failed(info.pass_name, item.name, op)
        raise
    finally:
        _ACTIVE.reset(token)
        if pass_timer is not None:
            pass_timer.stop()
    if printing is not None:
        printing.after_pass(info.pass_name, item.name, op, before)


def shorthand_pipeline(passes: list[tuple[str, str]]) -> Nested:
    """`--canonicalize[=options]` etc. (in command-line order): the passes on
    the top-level module; OptionError for options llvm::cl rejects."""
    return Nested(
        "builtin.module",
        [Pass(name, parse_pass_options(name, options)) for name, options in passes],
    )
