"""Pass-manager instrumentation as mlir-opt's flags set it up: IR dumps
before and after passes (`--mlir-print-ir-*`), the execution time report
(`--mlir-timing`) and the pass statistics report (`--mlir-pass-statistics`)."""

from __future__ import annotations

import io
import sys
import time
from typing import TextIO

from ..ir.printer import AsmPrinter, PrintOptions
from ..ir.attributes import StringAttr
from ..ir.operation import Operation
from . import cl

RULE = "===" + "-" * 73 + "===\n"


def banner(title: str) -> str:
    """MLIR's report heading: a rule, the title centred on 80 columns, a rule."""
    return RULE + " " * ((80 - len(title)) // 2) + title + "\n" + RULE


class IRPrinting:
    """What `--mlir-print-ir-before/after/...` ask for (pass arguments name passes)."""

    def __init__(
        self,
        before: frozenset[str] = frozenset(),
        after: frozenset[str] = frozenset(),
        before_all: bool = False,
        after_all: bool = False,
        after_change: bool = False,
        after_failure: bool = False,
        module_scope: bool = False,
        print_options: PrintOptions | None = None,
        stream: TextIO | None = None,
    ) -> None:
        self.before = before
        self.after = after
        self.before_all = before_all
        self.after_all = after_all
        self.after_change = after_change
        self.after_failure = after_failure
        self.module_scope = module_scope
        self.print_options = PrintOptions() if print_options is None else print_options
        self.stream = stream
        self.deferred: list[str] = []

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

    def before_pass(
        self, name: str, argument: str, op: Operation
    ) -> list[object] | None:
        """Dump `op` if asked; returns its fingerprint when changes are watched."""
        if self._wants_before(argument):
            self._dump(
                f"// -----// IR Dump Before {name} ({argument})", op, self.print_options
            )
        return fingerprint(op) if self.after_change else None

    def after_pass(
        self, name: str, argument: str, op: Operation, before: list[object] | None
    ) -> None:
        if self.after_failure or not self._wants_after(argument):
            return
        if self.after_change and same_fingerprint(before, fingerprint(op)):
            return
        self._dump(
            f"// -----// IR Dump After {name} ({argument})", op, self.print_options
        )

    def after_failed(self, name: str, argument: str, op: Operation) -> None:
        """Keep the dump for `take_deferred`: it follows the failure's diagnostics."""
        if self._wants_after(argument):
            out = io.StringIO()
            title = f"// -----// IR Dump After {name} Failed ({argument})"
            self._dump(title, op, self.print_options, out)
            self.deferred.append(out.getvalue())

    def take_deferred(self) -> str:
        """The dumps of failed passes not written yet."""
        text = "".join(self.deferred)
        self.deferred.clear()
        return text

    def _dump(
        self,
        title: str,
        op: Operation,
        options: PrintOptions,
        out: TextIO | None = None,
    ) -> None:
        out = out or self.stream or sys.stderr
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


def fingerprint(op: Operation) -> list[object]:
    """What MLIR's OperationFingerPrint hashes: each op (post-order) with its
    attributes, blocks and their arguments, location, operands and successors,
    by identity (the objects are kept, so none is reused while compared)."""
    items: list[object] = []
    for nested in op.walk(post_order=True):
        items.append(nested)
        items.append(nested.attributes)
        for region in nested.regions:
            for block in region.blocks:
                items.append(block)
                items.extend(block.arguments)
        items.append(nested.location)
        items.extend(nested.operands)
        items.extend(nested.successors)
    return items


def same_fingerprint(before: list[object] | None, after: list[object]) -> bool:
    return (
        before is not None
        and len(before) == len(after)
        and all(a is b for a, b in zip(before, after))
    )


class Timer:
    """A named, accumulating wall-clock timer with ordered children."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.wall = 0.0
        self.children: dict[object, Timer] = {}
        self._started: float | None = None

    def child(self, name: str, key: object = None) -> Timer:
        """The child called `name` (one per `key`, by default per name)."""
        key = name if key is None else key
        found = self.children.get(key)
        if found is None:
            found = self.children[key] = Timer(name)
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

    def report(self, display: str = "tree") -> str:
        """The execution time report in MLIR's layout: a `tree`, or a `list`
        of the timers merged by name, longest first."""
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

        if display == "list":
            merged: dict[str, float] = {}
            pending = [self.root]
            while pending:
                timer = pending.pop(0)
                merged[timer.name] = merged.get(timer.name, 0.0) + timer.wall
                pending[:0] = list(timer.children.values())
            for name, wall in sorted(merged.items(), key=lambda item: -item[1]):
                entry(0, name, wall)
        else:
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


#: mlir-opt's pass-manager flags (declared through opt.py's OPTION_MODULES).
OPTIONS: tuple[cl.Option, ...] = (
    cl.Option(
        "mlir-print-ir-before",
        "Dump the IR before these passes",
        cl.LIST,
        value_name="<pass-arg>",
    ),
    cl.Option(
        "mlir-print-ir-after",
        "Dump the IR after these passes",
        cl.LIST,
        value_name="<pass-arg>",
    ),
    cl.Option("mlir-print-ir-before-all", "Dump the IR before every pass"),
    cl.Option("mlir-print-ir-after-all", "Dump the IR after every pass"),
    cl.Option(
        "mlir-print-ir-after-change",
        "Dump after a pass only where it changed the IR",
    ),
    cl.Option(
        "mlir-print-ir-after-failure",
        "Dump after a pass only where it failed",
    ),
    cl.Option(
        "mlir-print-ir-module-scope",
        "Dump the whole top-level op, not just the one the pass ran on",
    ),
    cl.Option("mlir-timing", "Report how long each step took"),
    cl.Option(
        "mlir-timing-display",
        "How the time report is laid out",
        cl.ENUM,
        "tree",
        choices={
            "list": "one line per name, longest first",
            "tree": "nested as the passes are",
        },
    ),
    cl.Option("mlir-pass-statistics", "Report the passes' statistics"),
    cl.Option(
        "mlir-pass-statistics-display",
        "How the statistics report is laid out",
        cl.ENUM,
        "pipeline",
        choices={
            "list": "one line per pass name",
            "pipeline": "nested as the pipeline is",
        },
    ),
    cl.Option(
        "mlir-disable-threading",
        "Run on one thread (odsgen-opt always does)",
    ),
)


def pass_names(args: cl.Parsed, flag: str, known: set[str]) -> frozenset[str]:
    """The passes named by every `--flag=a,b` occurrence; cl.UsageError for
    a name that is no registered pass."""
    names = set()
    for value in args[flag]:
        for name in value.split(","):
            if name not in known:
                raise cl.UsageError(
                    f"for the --{flag} option: Cannot find option named '{name}'!"
                )
            names.add(name)
    return frozenset(names)


def ir_printing(
    args: cl.Parsed, known: set[str], options: PrintOptions
) -> IRPrinting | None:
    """The IR dumps the flags ask for (None if none); cl.UsageError as above."""
    printing = IRPrinting(
        before=pass_names(args, "mlir-print-ir-before", known),
        after=pass_names(args, "mlir-print-ir-after", known),
        before_all=args["mlir-print-ir-before-all"],
        after_all=args["mlir-print-ir-after-all"],
        after_change=args["mlir-print-ir-after-change"],
        after_failure=args["mlir-print-ir-after-failure"],
        module_scope=args["mlir-print-ir-module-scope"],
        print_options=options,
    )
    return printing if printing.enabled else None
