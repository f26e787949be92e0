"""Passes and pass pipelines: `builtin.module(llvm.func(canonicalize{test-convergence}))`.

A pipeline is an op name and the passes to run on that op; a nested op
name runs its passes on each op of that name directly inside the anchor
op's regions, as MLIR's nested pass managers do.
"""

from __future__ import annotations

import importlib
import re
from dataclasses import dataclass, field
from typing import Any, Callable

from ..ir.context import Context
from ..ir.diagnostics import Diagnostic, DiagnosticError
from ..ir.operation import Operation
from ..ir.rewrite import GreedyConfig, RewritePattern, apply_patterns_greedily


class PassFailure(Exception):
    """A pass failed; the run fails (diagnostics, if any, were already reported)."""


@dataclass
class Pass:
    """A pass with its options (`name{key=value flag}`)."""

    name: str
    options: dict[str, str] = field(default_factory=dict)

    def run(self, op: Operation, context: Context) -> None:
        PASSES[self.name][0](op, context, self.options)


@dataclass
class Nested:
    """Passes run on every op called `op_name` directly inside the anchor op."""

    op_name: str
    passes: list[Any]


def canonicalization_patterns(context: Context) -> list[RewritePattern]:
    """The patterns of every registered op class that provides them."""
    patterns: list[RewritePattern] = []
    for op_class in context.op_classes.values():
        provider = getattr(op_class, "canonicalization_patterns", None)
        if provider is not None:
            patterns.extend(provider())
    return patterns


def _flag(options: dict[str, str], name: str, default: bool = False) -> bool:
    value = options.get(name)
    if value is None:
        return default
    return value in ("", "true", "1")


def canonicalize(op: Operation, context: Context, options: dict[str, str]) -> None:
    """Fold, erase dead ops and apply canonicalization patterns until a fixed point."""
    config = GreedyConfig(
        max_iterations=int(options.get("max-iterations", "10")),
        top_down=_flag(options, "top-down", True),
        region_simplification=_flag(options, "region-simplify", True),
    )
    converged = apply_patterns_greedily(
        op, canonicalization_patterns(context), context, config
    )
    if not converged and _flag(options, "test-convergence"):
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


def test_patterns(op: Operation, context: Context, options: dict[str, str]) -> None:
    """Apply the dialects' DRR patterns greedily (mlir-opt's -test-patterns)."""
    apply_patterns_greedily(
        op, dialect_patterns(context), context, GreedyConfig(top_down=False)
    )


PASSES: dict[
    str, tuple[Callable[[Operation, Context, dict[str, str]], None], tuple[str, ...]]
] = {
    "canonicalize": (
        canonicalize,
        ("test-convergence", "max-iterations", "top-down", "region-simplify"),
    ),
    "test-patterns": (test_patterns, ()),
}


class PipelineError(ValueError):
    """A malformed pipeline; the message is mlir-opt's."""


_TOKEN = re.compile(r"\s*([A-Za-z_][\w.\-]*|[(){},])")


def parse_pipeline(text: str) -> Nested:
    """`op-name(pass, op-name(pass{opts}), ...)`."""
    position = 0

    def next_token() -> tuple[str, int]:
        nonlocal position
        match = _TOKEN.match(text, position)
        if match is None:
            if text[position:].strip():
                raise PipelineError(
                    f"unexpected '{text[position:].strip()[0]}' in pass pipeline"
                )
            return "", len(text)
        position = match.end()
        return match.group(1), match.start(1)

    def parse_list(anchor: str) -> Nested:
        passes: list[Any] = []
        while True:
            name, start = next_token()
            if not name or name in "(){},":
                raise PipelineError(f"expected a pass name at column {start + 1}")
            after = _TOKEN.match(text, position)
            following = after.group(1) if after else ""
            if following == "(":
                next_token()
                passes.append(parse_list(name))
            elif name in PASSES:
                options = {}
                if following == "{":
                    next_token()
                    options = parse_options(name)
                passes.append(Pass(name, options))
            else:
                raise PipelineError(
                    f"MLIR Textual PassPipeline Parser:1:{start + 1}: error: '{name}' does"
                    " not refer to a registered pass or pass pipeline"
                )
            token, _ = next_token()
            if token == ")":
                return Nested(anchor, passes)
            if token != ",":
                raise PipelineError("expected ',' or ')' in pass pipeline")

    def parse_options(pass_name: str) -> dict[str, str]:
        nonlocal position
        end = text.index("}", position)
        options = {}
        for item in text[position:end].split():
            key, _, value = item.partition("=")
            if key not in PASSES[pass_name][1]:
                raise PipelineError(f"no such option {key} for pass '{pass_name}'")
            options[key] = value
        position = end + 1
        return options

    anchor, _ = next_token()
    token, _ = next_token()
    if token != "(":
        raise PipelineError(
            "expected '(' after the anchor operation of the pass pipeline"
        )
    pipeline = parse_list(anchor)
    if text[position:].strip():
        raise PipelineError("unexpected text after the pass pipeline")
    return pipeline


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


def shorthand_pipeline(pass_names: list[str]) -> Nested:
    """`--canonicalize` etc.: the passes on the top-level module."""
    return Nested("builtin.module", [Pass(name) for name in pass_names])
