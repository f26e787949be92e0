"""`print-op-stats`: count the ops by name and print the table (or JSON with
`json`) on standard error (MLIR 16's PrintOpStats)."""

from __future__ import annotations

import sys
from collections import Counter
from typing import Any

from ..ir.context import Context
from ..ir.operation import Operation


def op_stats_text(counts: Counter[str], as_json: bool) -> str:
    """The summary of `counts` as mlir-opt-16 prints it."""
    names = sorted(counts, key=lambda n: n.encode("utf-8", "surrogateescape"))
    if as_json:
        entries = ",\n".join(f'  "{name}" : {counts[name]}' for name in names)
        return "{\n" + (entries + "\n" if names else "") + "}\n"
    split = [
        (dialect, op) if op else ("", dialect)
        for dialect, _, op in (name.partition(".") for name in names)
    ]
    width_dialect = max((len(d) for d, _ in split), default=0)
    width_op = max((len(o) for _, o in split), default=0)
    lines = ["Operations encountered:\n", "-----------------------\n"]
    for name, (dialect, op) in zip(names, split):
        prefix = (
            " " * (width_dialect + 3)
            if not dialect
            else dialect.rjust(width_dialect + 2) + "."
        )
        lines.append(f"{prefix}{op.ljust(width_op)} , {counts[name]}\n")
    return "".join(lines)


def print_op_stats(op: Operation, context: Context, options: dict[str, Any]) -> None:
    """Print how many ops of each name `op` holds (itself included)."""
    counts = Counter(nested.name for nested in op.walk())
    sys.stderr.write(op_stats_text(counts, options.get("json", False)))
