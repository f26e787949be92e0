"""Custom form against generic form: parse and print throughput of generated format code.

    python benchmarks/bench_custom_format.py [N] [--runs R]

The test dialect (tests/defs) is generated into a temporary directory. A
function body of N ops mixing three formatted test ops (buildable types,
AllTypesMatch inference, attributes in the format) is written in the custom
form; the same module printed generic is the other input. Both are parsed
and printed by odsgen-opt's code path in one process; times are medians of R
runs, with ops per second and the custom/generic ratio.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from odsgen.asm import PrintOptions, parse_source, print_module  # noqa: E402
from odsgen.gen.cli import generate  # noqa: E402
from odsgen.ir.context import Context  # noqa: E402
from odsgen.tools.deep import gc_paused  # noqa: E402
from odsgen.tools.opt import import_dialect  # noqa: E402


def custom_source(n: int) -> str:
    lines = ['"xx.f"() ({', "^bb0(%a: i64, %b: i64):"]
    for i in range(n // 3):
        lines.append(f"  %x{i} = test.format_buildable_type_op %a")
        lines.append(f"  %y{i} = test.format_all_types_match_var %x{i}, %b : i64")
        lines.append(f"  test.format_attr_op {i}")
    lines.append('  "xx.end"() : () -> ()')
    lines.append("}) : () -> ()")
    return "\n".join(lines) + "\n"


def measure(text: str, dialect: object, generic: bool) -> tuple[float, float]:
    context = Context(allow_unregistered_dialects=True)
    context.register_dialect(dialect.DIALECT())  # type: ignore[attr-defined]
    with context, gc_paused():
        started = time.perf_counter()
        module = parse_source(text, context, "bench.mlir")
        parsed = time.perf_counter()
        print_module(module, PrintOptions(generic=generic))
        printed = time.perf_counter()
    return parsed - started, printed - parsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("n", nargs="?", type=int, default=60000)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        for path, text in generate(ROOT / "tests" / "defs").items():
            (Path(tmp) / path).parent.mkdir(parents=True, exist_ok=True)
            (Path(tmp) / path).write_text(text)
        dialect = import_dialect(str(Path(tmp) / "test"))
        custom = custom_source(args.n)
        context = Context(allow_unregistered_dialects=True)
        context.register_dialect(dialect.DIALECT())
        with context:
            generic = print_module(
                parse_source(custom, context, "bench.mlir"), PrintOptions(generic=True)
            )
        results = {}
        for name, text, as_generic in (
            ("custom", custom, False),
            ("generic", generic, True),
        ):
            runs = [measure(text, dialect, as_generic) for _ in range(args.runs)]
            results[name] = (
                statistics.median(r[0] for r in runs),
                statistics.median(r[1] for r in runs),
            )
    ops = args.n // 3 * 3
    print(
        f"# Custom vs generic form, {ops} formatted ops, median of {args.runs} runs\n"
    )
    print("| form | parse s | print s | parse ops/s | print ops/s |")
    print("| --- | --- | --- | --- | --- |")
    for name, (parse, print_) in results.items():
        print(
            f"| {name} | {parse:.2f} | {print_:.2f} | {ops / parse:,.0f} | {ops / print_:,.0f} |"
        )
    custom_parse, custom_print = results["custom"]
    generic_parse, generic_print = results["generic"]
    print(
        f"\ncustom / generic time: parse {custom_parse / generic_parse:.2f}x,"
        f" print {custom_print / generic_print:.2f}x"
    )


if __name__ == "__main__":
    main()
