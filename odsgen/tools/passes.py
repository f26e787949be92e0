"""Passes and pass pipelines: `builtin.module(llvm.func(canonicalize{test-convergence}))`.

A pipeline is an op name and the passes to run on that op; a nested op
name runs its passes on each op of that name directly inside the anchor
op's regions, as MLIR's nested pass managers do.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from typing import Any, Callable

from ..ir.context import Context
from ..ir.diagnostics import Diagnostic, DiagnosticError
from ..ir.operation import Operation
from ..ir.rewrite import GreedyConfig, RewritePattern, apply_patterns_greedily


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
    """A pass option: its kind ("bool", "long" or "list") and default."""

    kind: str
    default: Any


PASSES: dict[
    str,
    tuple[Callable[[Operation, Context, dict[str, Any]], None], dict[str, Option]],
] = {
    # MLIR 16's Canonicalizer options.
    "canonicalize": (
        canonicalize,
        {
            "top-down": Option("bool", True),
            "region-simplify": Option("bool", True),
            "max-iterations": Option("long", 10),
            "max-num-rewrites": Option("long", -1),
            "test-convergence": Option("bool", False),
            "disable-patterns": Option("list", ()),
            "enable-patterns": Option("list", ()),
        },
    ),
    "test-patterns": (test_patterns, {}),
    # The conversion framework is imported on first use (start-up time).
    "reconcile-unrealized-casts": (
        lambda op, context, options: importlib.import_module(
            "odsgen.conversion.reconcile"
        ).reconcile_unrealized_casts(op, context),
        {},
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


_RADIX_PREFIXES = (("0x", 16), ("0X", 16), ("0b", 2), ("0B", 2), ("0o", 8))


def _parse_long(name: str, value: str) -> int:
    """llvm::cl's parser<long>: StringRef::getAsInteger with the radix sensed
    from a prefix (0x, 0b, 0o, a leading 0 for octal)."""
    digits, negative = (value[1:], True) if value.startswith("-") else (value, False)
    radix = 10
    for prefix, base in _RADIX_PREFIXES:
        if digits.startswith(prefix):
            digits, radix = digits[len(prefix) :], base
            break
    else:
        if len(digits) > 1 and digits[0] == "0" and digits[1].isdigit():
            digits, radix = digits[1:], 8
    number = None
    if digits and digits.isalnum() and digits.isascii():
        try:
            number = int(digits, radix)
        except ValueError:
            number = None
    if number is not None:
        number = -number if negative else number
    if number is None or not -(1 << 63) <= number < 1 << 63:
        raise OptionError(
            f"{PROGRAM}: for the --{name} option: '{value}' value invalid for long argument!"
        )
    return number


_TRUE = ("", "true", "TRUE", "True", "1")
_FALSE = ("false", "FALSE", "False", "0")


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
        if option.kind == "bool":
            value = value or ""
            if value not in _TRUE + _FALSE:
                raise OptionError(
                    f"{PROGRAM}: for the --{key} option: '{value}' is invalid value"
                    " for boolean argument! Try 0 or 1"
                )
            options[key] = value in _TRUE
        elif option.kind == "long":
            options[key] = _parse_long(key, value or "")
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
