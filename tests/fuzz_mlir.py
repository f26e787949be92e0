"""Mutation fuzzing of odsgen-opt over MLIR 16's LLVM conformance files.

Each case is one `// -----` case of a conformance file changed by a few
random edits: a character replaced (NUL and brackets included), a token
deleted, two tokens swapped, the text truncated, a bracket or a fragment of
a type inserted, a line repeated. `check` runs odsgen-opt on it in-process
and sorts the result into an outcome class; where mlir-opt-16 is installed
it also compares the accept/reject decision and the printed bytes.

    python tests/fuzz_mlir.py [--cases 20000] [--seed 0] [--no-reference]
                              [--save-findings DIR]

prints the count of each outcome class (the classes that are bugs are
listed in `BAD`). tests/test_fuzz.py runs a few seconds of it in the suite.
"""

from __future__ import annotations

import argparse
import os
import random
import re
import sys
import threading
import time
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from conftest import run_opt  # noqa: E402
from llvm_conformance import (  # noqa: E402
    DIAGNOSTICS_FILES,
    ROUNDTRIP_FILES,
    TEST_DIALECT_FILES,
    cases,
    run_flags,
)
from reference import MLIR_OPT, mlir_opt  # noqa: E402

SPLIT = "\n// -----\n"
# A case slower than this is a hang.
HANG_SECONDS = 10.0
# A case still running after this long is stuck: the run stops (a thread
# cannot be interrupted) after printing it.
STUCK_SECONDS = 120.0
# A first error line that names file:line:col.
_LOCATED = re.compile(r"^[^\n]*:\d+:\d+: error: ", re.M)
_TOKEN = re.compile(r'"(?:[^"\\\n]|\\.)*"|[%^#!@]?[\w$.\-]+|->|[^\s\w]', re.ASCII)
BRACKETS = list("()[]{}<>")
FRAGMENTS = [
    "!llvm.ptr<",
    "!llvm.array<2 x ",
    "!llvm.struct<(",
    "!llvm.func<void (",
    "!llvm.vec<4 x ",
    "tuple<",
    "vector<4x",
    "memref<?x",
    "i32",
    "f64",
    "!llvm.ptr",
    ">",
    ")",
    ", ",
    " x ",
    "%0",
    "^bb1",
    "#llvm.linkage<",
    "#llvm.di_file<",
    "dense<",
    "[",
    "{",
    ":",
    "=",
    "\0",
]
CHARACTERS = list('%^#!@"(){}[]<>:,=-+*?x0123456789abcz. \n\\\0\t')

# Outcome classes; those in BAD are bugs.
ACCEPTED = "accepted"
DIAGNOSTIC = "diagnostic"
UNLOCATED = "unlocated diagnostic"
TRACEBACK = "traceback"
HANG = "hang"
NOT_FIXED_POINT = "output not a fixed point"
WE_ACCEPT = "accepted, mlir-opt-16 rejects"
WE_REJECT = "rejected, mlir-opt-16 accepts"
OTHER_BYTES = "both accept, other bytes"
REFERENCE_CRASH = "mlir-opt-16 crashes"
AS_REFERENCE = "output not a fixed point, as mlir-opt-16's"
BAD = (TRACEBACK, HANG, NOT_FIXED_POINT, WE_ACCEPT, WE_REJECT, OTHER_BYTES)


@dataclass(frozen=True)
class Seed:
    """One conformance case and the flags its file's RUN lines give."""

    name: str
    text: str
    flags: tuple[str, ...]


def seeds() -> list[Seed]:
    """Every case of the conformance files but those using MLIR's test dialect."""
    found = []
    for relative in dict.fromkeys(ROUNDTRIP_FILES + DIAGNOSTICS_FILES):
        if relative in TEST_DIALECT_FILES:
            continue
        flags = tuple(run_flags(relative))
        for index, text in enumerate(cases(relative)):
            # mlir-opt-16 registers MLIR's test dialect; odsgen does not.
            if "test." not in text:
                found.append(Seed(f"{relative}#{index}", text, flags))
    return found


def mutate(text: str, rng: random.Random) -> str:
    """`text` with one to four random edits."""
    for _ in range(rng.randint(1, 4)):
        text = rng.choice(_EDITS)(text, rng)
    return text


def _replace_char(text: str, rng: random.Random) -> str:
    if not text:
        return text
    at = rng.randrange(len(text))
    return text[:at] + rng.choice(CHARACTERS) + text[at + 1 :]


def _tokens(text: str) -> list[re.Match[str]]:
    return list(_TOKEN.finditer(text))


def _delete_token(text: str, rng: random.Random) -> str:
    tokens = _tokens(text)
    if not tokens:
        return text
    token = rng.choice(tokens)
    return text[: token.start()] + text[token.end() :]


def _swap_tokens(text: str, rng: random.Random) -> str:
    tokens = _tokens(text)
    if len(tokens) < 2:
        return text
    index = rng.randrange(len(tokens) - 1)
    first, second = tokens[index], tokens[index + 1]
    return (
        text[: first.start()]
        + second.group()
        + text[first.end() : second.start()]
        + first.group()
        + text[second.end() :]
    )


def _truncate(text: str, rng: random.Random) -> str:
    return text[: rng.randrange(len(text) + 1)]


def _insert(pieces: list[str]):
    def insert(text: str, rng: random.Random) -> str:
        at = rng.randrange(len(text) + 1)
        return text[:at] + rng.choice(pieces) + text[at:]

    return insert


def _repeat_line(text: str, rng: random.Random) -> str:
    lines = text.split("\n")
    index = rng.randrange(len(lines))
    lines.insert(index, lines[index])
    return "\n".join(lines)


_EDITS = [
    _replace_char,
    _delete_token,
    _swap_tokens,
    _truncate,
    _insert(BRACKETS),
    _insert(FRAGMENTS),
    _repeat_line,
]


@dataclass
class Result:
    """What one case gave: its outcome class and odsgen-opt's output."""

    outcome: str
    status: int | None
    out: str
    err: str
    seconds: float
    flags: tuple[str, ...] = ()


def run_ours(text: str, flags: tuple[str, ...]) -> Result:
    """odsgen-opt on `text`, classified without the reference tool."""
    result = _run_ours(text, flags)
    result.flags = flags
    return result


def _run_ours(text: str, flags: tuple[str, ...]) -> Result:
    start = time.perf_counter()
    watchdog = threading.Timer(STUCK_SECONDS, _stuck, (text, flags))
    watchdog.daemon = True
    watchdog.start()
    try:
        status, out, err = run_opt([*flags, "-"], text)
    except Exception as error:  # noqa: BLE001 - what the fuzzer looks for
        seconds = time.perf_counter() - start
        return Result(TRACEBACK, None, "", f"{type(error).__name__}: {error}", seconds)
    finally:
        watchdog.cancel()
    seconds = time.perf_counter() - start
    if seconds > HANG_SECONDS:
        return Result(HANG, status, out, err, seconds)
    if "Traceback (most recent call last)" in err:
        return Result(TRACEBACK, status, out, err, seconds)
    if status == 0:
        again = run_opt([*flags, "-"], out)
        if again != (0, out, ""):
            return Result(NOT_FIXED_POINT, status, out, err, seconds)
        return Result(ACCEPTED, status, out, err, seconds)
    if status == 1 and _LOCATED.search(err):
        return Result(DIAGNOSTIC, status, out, err, seconds)
    return Result(UNLOCATED, status, out, err, seconds)


def _stuck(text: str, flags: tuple[str, ...]) -> None:
    """Report a case odsgen-opt has not finished after `STUCK_SECONDS`, and exit."""
    sys.stderr.write(
        f"{HANG}: odsgen-opt {' '.join(flags)} still running after"
        f" {STUCK_SECONDS:.0f} s on:\n{text}\n"
    )
    sys.stderr.flush()
    os._exit(3)


def compare(result: Result, status: int, stdout: str) -> None:
    """Reclassify `result` by mlir-opt-16's exit `status` and `stdout`."""
    if result.outcome == NOT_FIXED_POINT and status == 0 and stdout == result.out:
        # Where mlir-opt-16 prints the same, its own output may not read back
        # the same either (docs/bad-input.md): then it is a known difference.
        flags = list(result.flags)
        again = mlir_opt(flags, stdout)
        if again.returncode != 0 or again.stdout != stdout:
            result.outcome = AS_REFERENCE
        return
    if result.outcome not in (ACCEPTED, DIAGNOSTIC, UNLOCATED):
        return
    if status not in (0, 1):
        result.outcome = REFERENCE_CRASH
    elif result.status == 0 and not stdout:
        result.outcome = WE_ACCEPT
    elif result.status != 0 and stdout:
        result.outcome = WE_REJECT
    elif result.status == 0 and result.out != stdout:
        result.outcome = OTHER_BYTES


def check(text: str, flags: tuple[str, ...], reference: bool) -> Result:
    """`run_ours`, then (with `reference`) the comparison with mlir-opt-16."""
    result = run_ours(text, flags)
    if reference:
        theirs = mlir_opt(list(flags), text)
        compare(
            result, theirs.returncode, theirs.stdout if theirs.returncode == 0 else ""
        )
    return result


def compare_batch(batch: list[tuple[str, tuple[str, ...], Result]]) -> None:
    """`compare` a batch of cases of the same flags with one mlir-opt-16 run
    (`--split-input-file`); a batch that crashes it is run case by case."""
    flags = list(batch[0][1])
    joined = SPLIT.join(text for text, _, _ in batch)
    theirs = mlir_opt([*flags, "--split-input-file"], joined)
    outputs = theirs.stdout.split(SPLIT)
    if theirs.returncode not in (0, 1) or len(outputs) != len(batch):
        for text, _, result in batch:
            single = mlir_opt(flags, text)
            compare(
                result,
                single.returncode,
                single.stdout if single.returncode == 0 else "",
            )
        return
    for (_, _, result), output in zip(batch, outputs):
        compare(result, 0, output)


def fuzz(
    count: int | None,
    seed: int,
    reference: bool,
    budget: float | None = None,
    findings: Path | None = None,
    batch_size: int = 50,
) -> Counter[str]:
    """Run `count` cases (or until `budget` seconds pass); outcome counts."""
    rng = random.Random(seed)
    pool = seeds()
    counts: Counter[str] = Counter()
    deadline = None if budget is None else time.perf_counter() + budget
    index = 0
    while (count is None or index < count) and (
        deadline is None or time.perf_counter() < deadline
    ):
        size = batch_size if count is None else min(batch_size, count - index)
        batch = []
        for _ in range(size):
            source = rng.choice(pool)
            text = mutate(source.text, rng)
            batch.append((text, source.flags, run_ours(text, source.flags)))
        if reference:
            for flags in {flags for _, flags, _ in batch}:
                compare_batch([case for case in batch if case[1] == flags])
        for text, flags, result in batch:
            counts[result.outcome] += 1
            if result.outcome in BAD and findings is not None:
                _save(findings, index, text, flags, result)
            index += 1
    return counts


def _save(
    findings: Path, index: int, text: str, flags: tuple[str, ...], result: Result
) -> None:
    findings.mkdir(parents=True, exist_ok=True)
    name = f"{index:06d}-{result.outcome.replace(' ', '-').replace(',', '')}"
    first = result.err.strip().splitlines()[0] if result.err.strip() else ""
    (findings / f"{name}.mlir").write_text(
        f"// flags: {' '.join(flags)}\n// {first}\n" + text,
        encoding="utf-8",
        errors="surrogateescape",
    )


def main() -> None:
    parser = argparse.ArgumentParser(description="Mutation fuzzing of odsgen-opt.")
    parser.add_argument("--cases", type=int, default=20_000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--no-reference", action="store_true")
    parser.add_argument("--save-findings", type=Path)
    args = parser.parse_args()
    reference = MLIR_OPT is not None and not args.no_reference
    start = time.perf_counter()
    counts = fuzz(args.cases, args.seed, reference, findings=args.save_findings)
    print(f"{sum(counts.values())} cases in {time.perf_counter() - start:.0f} s")
    for outcome, number in counts.most_common():
        print(f"{number:7}  {outcome}{'  (BUG)' if outcome in BAD else ''}")


if __name__ == "__main__":
    main()
