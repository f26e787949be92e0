"""Pass-manager instrumentation as mlir-opt's flags set it up: IR dumps
before and after passes (`--mlir-print-ir-*`), the execution time report
(`--mlir-timing`) and the pass statistics report (`--mlir-pass-statistics`)."""

from __future__ import annotations

import sys
import time
from dataclasses import dataclass, field
from typing import TextIO

from ..asm.printer import AsmPrinter, PrintOptions
from ..ir.attributes import StringAttr
from ..ir.operation import Operation

RULE = "===" + "-" * 73 + "===\n"


def banner(title: str) -> str:
    """MLIR's report heading: a rule, the title centred on 80 columns, a rule."""
    return RULE + " " * ((80 - len(title)) // 2) + title + "\n" + RULE


@dataclass
class IRPrinting:
    """What `--mlir-print-ir-before/after/...` ask for (pass arguments name passes)."""

    before: frozenset[str] = frozenset()
    after: frozenset[str] = frozenset()
    before_all: bool = False
    after_all: bool = False
    after_change: bool = False
    after_failure: bool = False
    module_scope: bool = False
    print_options: PrintOptions = field(default_factory=PrintOptions)
    stream: TextIO | None = None

    @property
    def prints_before(self) -> bool:
        return self.before_all or bool(self.before)

    @property
    def prints_after(self) -> bool:
        return self.after_all or self.after_failure or bool(self.after)

    @property
    def enabled(self) -> bool:
        return self.prints_before or self.prints_after

    def _wants_before(self, argument: str) -> bool:
        return self.before_all or argument in self.before

    def _wants_after(self, argument: str) -> bool:
        return self.after_all or self.after_failure or argument in self.after

    def before_pass(self, name: str, argument: str, op: Operation) -> str | None:
        """Dump `op` if asked; returns its fingerprint when changes are watched."""
        if self._wants_before(argument):
            self._dump(
                f"// -----// IR Dump Before {name} ({argument})", op, self.print_options
            )
        return fingerprint(op) if self.after_change else None

    def after_pass(
        self, name: str, argument: str, op: Operation, before: str | None
    ) -> None:
        if self.after_failure or not self._wants_after(argument):
            return
        if self.after_change and before == fingerprint(op):
            return
        self._dump(
            f"// -----// IR Dump After {name} ({argument})", op, self.print_options
        )

    def after_failed(self, name: str, argument: str, op: Operation) -> None:
        if self._wants_after(argument):
            self._dump(
                f"// -----// IR Dump After {name} Failed ({argument})",
                op,
                self.print_options,
            )

    def _dump(self, title: str, op: Operation, options: PrintOptions) -> None:
        out = self.stream or sys.stderr
        if not self.module_scope:
            local = op.parent is not None
            printed = _print(op, options, local)
            out.write(f"{title} //----- //\n{printed}\n\n")
            return
        name = op.get_attr("sym_name")
        symbol = f": @{name.value}" if isinstance(name, StringAttr) else ""
        top = op
        while top.parent_op is not None:
            top = top.parent_op
        out.write(f"{title} ('{op.name}' operation{symbol}) //----- //\n")
        out.write(_print(top, options, False) + "\n\n")


def _print(op: Operation, options: PrintOptions, local_scope: bool) -> str:
    """`op` as Operation::print shows it: a top-level op with its aliases
    (and a final newline), a nested one on its own."""
    if local_scope or op.parent is not None:
        flags = PrintOptions(
            generic=options.generic,
            debuginfo=options.debuginfo,
            pretty_debuginfo=options.pretty_debuginfo,
            local_scope=True,
        )
        return AsmPrinter(flags).print_isolated(op)
    return AsmPrinter(options).print_top_level(op)


def fingerprint(op: Operation) -> str:
    """A summary of `op` that changes when the IR does (MLIR's OperationFingerPrint)."""
    flags = PrintOptions(generic=True, debuginfo=True, local_scope=True)
    return AsmPrinter(flags).print_isolated(op)


class Timer:
    """A named, accumulating wall-clock timer with ordered children."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.wall = 0.0
        self.children: dict[str, Timer] = {}
        self._started: float | None = None

    def child(self, name: str) -> Timer:
        found = self.children.get(name)
        if found is None:
            found = self.children[name] = Timer(name)
        return found

    def start(self) -> Timer:
        self._started = time.perf_counter()
        return self

    def stop(self) -> None:
        if self._started is not None:
            self.wall += time.perf_counter() - self._started
            self._started = None


class Timing:
    """The root of `--mlir-timing`'s tree: started when the tool starts."""

    def __init__(self) -> None:
        self.root = Timer("root").start()

    def report(self) -> str:
        """The execution time report in MLIR's tree layout."""
        self.root.stop()
        total = self.root.wall
        lines = [banner("... Execution time report ...")]
        lines.append(f"  Total Execution Time: {total:.4f} seconds\n\n")
        lines.append("  ----Wall Time----  ----Name----\n")

        def entry(indent: int, name: str, wall: float) -> None:
            share = 100.0 * wall / total if total else 0.0
            lines.append(
                f"  {wall:8.4f} ({share:5.1f}%)  " + " " * indent + name + "\n"
            )

        def tree(timer: Timer, indent: int) -> None:
            entry(indent, timer.name, timer.wall)
            for child in timer.children.values():
                tree(child, indent + 2)

        for child in self.root.children.values():
            tree(child, 0)
        rest = total - sum(c.wall for c in self.root.children.values())
        entry(0, "Rest", rest)
        entry(0, "Total", total)
        return "".join(lines)


def statistics_report() -> str:
    """`--mlir-pass-statistics`: MLIR 16's release tools collect no pass
    statistics, so their report is the heading alone; so is ours."""
    return banner("... Pass statistics report ...") + "\n"
