"""Passes and pass pipelines: `builtin.module(llvm.func(canonicalize{test-convergence}))`.

A pipeline is an op name and the passes to run on that op; a nested op
name runs its passes on each op of that name directly inside the anchor
op's regions, as MLIR's nested pass managers do.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from typing import Any, Callable, NamedTuple

from ..ir.context import Context
from ..ir.diagnostics import Diagnostic, DiagnosticError
from ..ir.operation import Operation
from ..ir.rewrite import GreedyConfig, RewritePattern, apply_patterns_greedily
from . import cl


class PassFailure(Exception):
    """A pass failed; the run fails (diagnostics, if any, were already reported)."""


def canonicalization_patterns(context: Context) -> list[RewritePattern]:
    """The patterns of every registered op class that provides them."""
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


def canonicalize(op: Operation, context: Context, options: dict[str, Any]) -> None:
    """Fold, erase dead ops and apply canonicalization patterns until a fixed
    point; `options` as parse_pass_options gives them (missing ones: defaults)."""
    options = {**parse_pass_options("canonicalize", ""), **options}
    max_rewrites = options["max-num-rewrites"]
    config = GreedyConfig(
        max_iterations=options["max-iterations"],
        max_rewrites=None if max_rewrites == -1 else max_rewrites,
        top_down=options["top-down"],
        region_simplification=options["region-simplify"],
    )
    patterns = _filtered(canonicalization_patterns(context), options)
    converged = apply_patterns_greedily(op, patterns, context, config)
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
    apply_patterns_greedily(
        op, dialect_patterns(context), context, GreedyConfig(top_down=False)
    )


# -- pass options -----------------------------------------------------------------------

PROGRAM = "odsgen-opt"


@dataclass(frozen=True)
class Option:
    """A pass option: its kind ("bool", "long" or "list"), default and help."""

    kind: str
    default: Any
    help: str = ""


class PassInfo(NamedTuple):
    """A registered pass: what runs it, its options and its `--help` summary."""

    run: Callable[[Operation, Context, dict[str, Any]], None]
    options: dict[str, Option]
    summary: str = ""


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
    ),
    "test-patterns": PassInfo(
        test_patterns, {}, "Apply the loaded dialects' DRR patterns greedily"
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
    spec = PASSES[pass_name][1]
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
        if option.kind in ("bool", "long"):
            try:
                if option.kind == "bool":
                    options[key] = cl.parse_bool(value or "")
                else:
                    options[key] = cl.parse_integer(value or "", cl.LONG)
            except cl.UsageError as error:
                raise OptionError(
                    f"{PROGRAM}: for the --{key} option: {error}"
                ) from None
        else:
            items = (value or "").strip()
            if items.startswith("{") and items.endswith("}"):
                items = items[1:-1]
            options[key] = tuple(options[key]) + tuple(items.split(","))
    return options


# -- pass pipelines ---------------------------------------------------------------------


@dataclass
class Pass:
    """A pass with its parsed options."""

    name: str
    options: dict[str, Any] = field(default_factory=dict)

    def run(self, op: Operation, context: Context) -> None:
        PASSES[self.name][0](op, context, self.options)


@dataclass
class Nested:
    """Passes run on every op called `op_name` directly inside the anchor op."""

    op_name: str
    passes: list[Any]


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


@dataclass
class _Element:
    name: str
    position: int
    options: str | None = None
    inner: list[_Element] = field(default_factory=list)
    nested: bool = False


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


def run_pipeline(pipeline: Nested, top: Operation, context: Context) -> None:
    """Run `pipeline` on `top` (which must be the pipeline's anchor op)."""
    if pipeline.op_name != top.name:
        raise DiagnosticError(
            Diagnostic(
                "error",
                top.location,
                f"can't run '{pipeline.op_name}' pass manager on '{top.name}' op",
            )
        )
    _run_passes(pipeline.passes, top, context)


def _run_passes(passes: list[Any], op: Operation, context: Context) -> None:
    for item in passes:
        if isinstance(item, Pass):
            item.run(op, context)
            continue
        for region in op.regions:
            for block in region.blocks:
                for child in list(block):
                    if child.name == item.op_name:
                        _run_passes(item.passes, child, context)


def shorthand_pipeline(passes: list[tuple[str, str]]) -> Nested:
    """`--canonicalize[=options]` etc. (in command-line order): the passes on
    the top-level module; OptionError for options llvm::cl rejects."""
    return Nested(
        "builtin.module",
        [Pass(name, parse_pass_options(name, options)) for name, options in passes],
    )
