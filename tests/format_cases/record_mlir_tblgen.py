"""Record mlir-tblgen-16's diagnostics for the format cases, for the tests to compare.

    python tests/format_cases/record_mlir_tblgen.py

runs `mlir-tblgen-16` on each `.td` file of `FILES` and writes, per file and
def, every error and note it prints as [severity, message, offset in the
format] to `mlir_tblgen_diagnostics.json`. Needs `mlir-tblgen-16` and MLIR's
`.td` includes (Debian's libmlir-16-dev).
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

from tdfile import TdCase, read_cases

HERE = Path(__file__).resolve().parent
CONFORMANCE = HERE.parents[2] / "shared" / "conformance" / "llvm16" / "mlir-tblgen"
INCLUDE = "/usr/lib/llvm-16/include"
OUTPUT = HERE / "mlir_tblgen_diagnostics.json"
FILES = {
    CONFORMANCE / "op-format-invalid.td": ["-gen-op-decls"],
    CONFORMANCE / "op-format-verify.td": ["-gen-op-decls"],
    CONFORMANCE / "op-format-spec.td": ["-gen-op-decls"],
    CONFORMANCE / "attr-or-type-format-invalid.td": ["-gen-typedef-defs"],
    CONFORMANCE / "attr-or-type-format.td": ["-gen-typedef-defs", "-gen-attrdef-defs"],
    HERE / "extra-op-formats.td": ["-gen-op-decls"],
    HERE / "extra-attr-type-formats.td": ["-gen-typedef-defs", "-gen-attrdef-defs"],
}
DIAGNOSTIC = re.compile(r"^(error|note): (.*)$")
CONTEXT = re.compile(
    r"^.*:\d+:\d+: note: in custom assembly format for this operation$"
)


def run(path: Path, generator: str) -> list[str]:
    """mlir-tblgen's diagnostic lines for `path`."""
    done = subprocess.run(
        [
            "mlir-tblgen-16",
            generator,
            "-asmformat-error-is-fatal=false",
            "-I",
            INCLUDE,
            str(path),
            "-o",
            "/dev/null",
        ],
        capture_output=True,
        text=True,
        check=False,
    )
    return done.stderr.splitlines()


def offset_of(case: TdCase, line: str, column: int) -> int:
    """The offset in the format of `column` on its printed `line` (tabs expanded)."""
    lines = case.format.split("\n")
    found = [i for i, text in enumerate(lines) if text.expandtabs(8) == line]
    assert line == "" or len(found) == 1, (case.name, line)
    index = found[-1]
    offset = sum(len(text) + 1 for text in lines[:index])
    printed = 0
    for char in lines[index]:
        if printed >= column:
            break
        printed = (printed // 8 + 1) * 8 if char == "\t" else printed + 1
        offset += 1
    return offset


def diagnostics(path: Path, generators: list[str]) -> dict[str, list[list]]:
    """Per def, its errors and notes as [severity, message, offset]."""
    cases = {case.name: case for case in read_cases(path)}
    found: dict[str, list[list]] = {}
    for generator in generators:
        lines = run(path, generator)
        pending: list[tuple[str, str, str, int]] = []
        last: str | None = None
        index = 0
        while index < len(lines):
            line = lines[index]
            if CONTEXT.match(line):
                last = re.match(r"def (\w+)", lines[index + 1]).group(1)
                for severity, message, text, column in pending:
                    offset = offset_of(cases[last], text, column)
                    found.setdefault(last, []).append([severity, message, offset])
                pending = []
                index += 3
                continue
            match = DIAGNOSTIC.match(line)
            if match and index + 2 < len(lines) and lines[index + 2].strip() == "^":
                entry = (*match.groups(), lines[index + 1], lines[index + 2].index("^"))
                if match.group(1) == "note" and not pending and last is not None:
                    offset = offset_of(cases[last], entry[2], entry[3])
                    found[last].append(["note", match.group(2), offset])
                else:
                    pending.append(entry)
                index += 3
                continue
            index += 1
    return found


def main() -> int:
    result = {
        path.name: diagnostics(path, generators) for path, generators in FILES.items()
    }
    OUTPUT.write_text(json.dumps(result, indent=1, sort_keys=True) + "\n")
    print(f"wrote {OUTPUT}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
