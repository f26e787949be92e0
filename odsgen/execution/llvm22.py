"""LLVM 16's IR text rewritten for llvmlite's newer LLVM (22), for execution only.

Translation prints what LLVM 16 prints; some of it is no longer LLVM IR in
LLVM 22. Where the newer LLVM has an equivalent, `for_llvm22` rewrites the
text to it, the way LLVM's own upgrades would:

- constant expressions LLVM removed after 16 (`zext`, `sext`, the other
  int/float casts except `trunc`, `icmp`, `fcmp`, `select`, `and`, `or`,
  `shl`, `lshr`, `ashr`, `mul`) become instructions computing the same value
  just before their use (for a phi operand: before the terminator of the
  incoming block);
- `x86_mmx` becomes `<1 x i64>` (as LLVM 20's bitcode upgrade does);
- the two-operand `llvm.coro.end` gets its third operand, `token none` (as
  LLVM 18's upgrade does) and returns nothing (LLVM 22); where its result is
  used, that is `not llvm.coro.is_in_ramp()` (what it meant: true outside the
  ramp function).

- a data layout's pointer specification whose index is wider than the
  pointer (`p1:32:32:32:64`: MLIR 16 writes one from a `dlti.dl_spec` entry,
  LLVM 16 accepts it, LLVM 22 rejects it with "index size cannot be larger
  than the pointer size") gets the pointer's width as its index width. The
  addresses are the same: a pointer holds `size` bits, so LLVM 16 truncates
  the wider offset it computes to them, which is the offset computed
  modulo 2^size in the narrower index.

What has no equivalent raises `Unsupported` with a clear message: such a
constant expression in a global's initializer (LLVM 22 has no instruction
there). Other invalid layouts are left to llvmlite, which reports them.
"""

from __future__ import annotations

import re

_CASTS = ("zext", "sext", "fptrunc", "fpext", "fptoui", "fptosi", "uitofp", "sitofp")
_BINARY = ("and", "or", "shl", "lshr", "ashr", "mul")
_FLAGS = r"(?:(?:nuw|nsw|exact|eq|ne|ugt|uge|ult|ule|sgt|sge|slt|sle|false|oeq|ogt|oge|olt|ole|one|ord|ueq|une|uno|true) )*"
_REMOVED = re.compile(
    r"(?<![%@\w.$-])("
    + "|".join((*_CASTS, *_BINARY, "icmp", "fcmp", "select"))
    + r") ("
    + _FLAGS
    + r")\("
)
# Constant expressions LLVM 22 still has: one enclosing a removed one becomes
# an instruction too (its operand is no longer a constant).
_KEPT_BINARY = ("add", "sub", "xor")
_KEPT_AS_IS = (
    "trunc",
    "ptrtoint",
    "inttoptr",
    "bitcast",
    "addrspacecast",
    "getelementptr",
    "extractelement",
    "insertelement",
    "shufflevector",
)
_ANY = re.compile(
    r"(?<![%@\w.$-])("
    + "|".join(
        (*_CASTS, *_BINARY, "icmp", "fcmp", "select", *_KEPT_BINARY, *_KEPT_AS_IS)
    )
    + r") ("
    + _FLAGS
    + r"(?:inbounds )?)\("
)
_MMX = re.compile(r"(?<![%@\w.$\"-])x86_mmx(?![\w.])")
_STRING = re.compile(r'"(?:[^"\\]|\\.)*"')
_CORO_DECL = re.compile(
    r"^declare (.*)i1 (@llvm\.coro\.end\(ptr[^,()]*, i1[^,()]*)\)(.*)$", re.M
)
_CORO_CALL = re.compile(
    r"^(\s*)(?:(%[-\w.$]+) = )?((?:tail )?call )i1 (@llvm\.coro\.end\(ptr [^,()]+,"
    r" i1 [^,()]+)\)(.*)$",
    re.M,
)
_PHI_INCOMING = re.compile(r"\[ (.*?), (%[-\w.$\"]+) \]")
_DATA_LAYOUT = re.compile(r'^target datalayout = "([^"]*)"$', re.M)
# `p[n]:size:abi[:pref[:idx]]` with an index size.
_POINTER_SPEC = re.compile(r"^(p\d*:(\d+):\d+:\d+:)(\d+)$")


class Unsupported(Exception):
    """LLVM 16 IR that has no equivalent in LLVM 22."""


def for_llvm22(ir: str) -> str:
    """`ir` (LLVM 16 text) in a form LLVM 22 reads with the same meaning."""
    ir = _DATA_LAYOUT.sub(_narrow_indices, ir, count=1)
    if "x86_mmx" in ir:
        ir = _rewrite_outside_strings(ir, lambda text: _MMX.sub("<1 x i64>", text))
    if "@llvm.coro.end(" in ir and _CORO_DECL.search(ir):
        ir = _coro_end(ir)
    if _REMOVED.search(ir) is None:
        return ir
    return _expand_constant_expressions(ir)


def _narrow_indices(match: re.Match[str]) -> str:
    """The data layout line with no index wider than its pointer."""
    specs = []
    for spec in match.group(1).split("-"):
        pointer = _POINTER_SPEC.match(spec)
        if pointer is not None and int(pointer.group(3)) > int(pointer.group(2)):
            spec = pointer.group(1) + pointer.group(2)
        specs.append(spec)
    return f'target datalayout = "{"-".join(specs)}"'


def _coro_end(ir: str) -> str:
    """LLVM 16's `i1 @llvm.coro.end(ptr, i1)` as LLVM 22's `void
    @llvm.coro.end(ptr, i1, token)`; its old result (true outside the ramp
    function) becomes `not @llvm.coro.is_in_ramp()`."""
    count = 0

    def call(match: re.Match[str]) -> str:
        nonlocal count
        indent, result, call_kw, head, rest = match.groups()
        line = f"{indent}{call_kw}void {head}, token none){rest}"
        if result is None:
            return line
        ramp = f"%__llvm16_in_ramp{count}"
        count += 1
        return (
            f"{line}\n{indent}{ramp} = call i1 @llvm.coro.is_in_ramp()\n"
            f"{indent}{result} = xor i1 {ramp}, true"
        )

    ir = _CORO_CALL.sub(call, ir)
    return _CORO_DECL.sub(
        r"declare \1void \2, token)\3\ndeclare i1 @llvm.coro.is_in_ramp()", ir
    )


def _rewrite_outside_strings(text: str, rewrite) -> str:  # type: ignore[no-untyped-def]
    parts, last = [], 0
    for match in _STRING.finditer(text):
        parts += [rewrite(text[last : match.start()]), match.group()]
        last = match.end()
    parts.append(rewrite(text[last:]))
    return "".join(parts)


def _closing(text: str, open_at: int) -> int:
    """The index of the parenthesis closing the one at `open_at`."""
    depth = 0
    i = open_at
    while i < len(text):
        char = text[i]
        if char == '"':
            i = text.index('"', i + 1)
        elif char in "([{<":
            depth += 1
        elif char in ")]}>":
            depth -= 1
            if depth == 0:
                return i
        i += 1
    raise Unsupported("unbalanced constant expression")


def _split_top(text: str) -> list[str]:
    """`text` split at commas outside brackets."""
    parts, depth, start = [], 0, 0
    for i, char in enumerate(text):
        if char in "([{<":
            depth += 1
        elif char in ")]}>":
            depth -= 1
        elif char == "," and depth == 0:
            parts.append(text[start:i].strip())
            start = i + 1
    parts.append(text[start:].strip())
    return parts


def _value_of(typed: str) -> str:
    """The value of a `TYPE VALUE` operand."""
    if typed[0] in "<{[":
        return typed[_closing(typed, 0) + 1 :].strip()
    _, _, rest = typed.partition(" ")
    if rest.startswith("addrspace("):
        rest = rest[rest.index(")") + 1 :]
    return rest.strip()


class _Expander:
    """Turns removed constant expressions of one function into instructions."""

    def __init__(self) -> None:
        self.count = 0

    def expand(self, text: str, out: list[str]) -> str:
        """`text` with each constant expression that is or holds a removed
        one replaced by a fresh value; the instructions computing them are
        appended to `out`."""
        masked = _mask_strings(text)
        parts: list[str] = []
        pos = 0
        while True:
            match = _ANY.search(masked, pos)
            if match is None:
                parts.append(text[pos:])
                return "".join(parts)
            open_at = match.end() - 1
            close = _closing(masked, open_at)
            parts.append(text[pos : match.start()])
            pos = close + 1
            if _REMOVED.search(masked, match.start(), pos) is None:
                parts.append(text[match.start() : pos])
                continue
            inner = self.expand(text[open_at + 1 : close], out)
            opcode, flags = match.group(1), match.group(2)
            name = f"%__llvm16_cexpr{self.count}"
            self.count += 1
            if (
                opcode in _BINARY
                or opcode in _KEPT_BINARY
                or opcode in ("icmp", "fcmp")
            ):
                first, second = _split_top(inner)
                inner = f"{first}, {_value_of(second)}"
            out.append(f"  {name} = {opcode} {flags}{inner}")
            parts.append(name)


def _mask_strings(text: str) -> str:
    return _STRING.sub(lambda m: '"' + "_" * (len(m.group()) - 2) + '"', text)


def _expand_constant_expressions(ir: str) -> str:
    lines = ir.split("\n")
    out: list[str] = []
    i = 0
    while i < len(lines):
        line = lines[i]
        if line.startswith("define "):
            end = lines.index("}", i)
            out += _function(lines[i : end + 1])
            i = end + 1
            continue
        if line.startswith("@") and _REMOVED.search(_mask_strings(line)):
            name = line.split(" ", 1)[0]
            opcode = _REMOVED.search(_mask_strings(line)).group(1)  # type: ignore[union-attr]
            raise Unsupported(
                f"the initializer of {name} uses a '{opcode}' constant expression,"
                " which LLVM 22 (llvmlite) no longer has"
            )
        out.append(line)
        i += 1
    return "\n".join(out)


def _function(lines: list[str]) -> list[str]:
    """A function's lines with its removed constant expressions expanded."""
    expander = _Expander()
    blocks: list[tuple[str | None, list[str]]] = [(None, [lines[0]])]
    for line in lines[1:]:
        if line and not line.startswith((" ", "}")) and line.split(":")[0]:
            blocks.append(("%" + line.split(":", 1)[0], [line]))
        else:
            blocks[-1][1].append(line)
    pending: dict[str | None, list[str]] = {}
    labels = {label for label, _ in blocks}
    for _, body in blocks:
        for index, line in enumerate(body):
            if not _REMOVED.search(_mask_strings(line)):
                continue
            if " = phi " in line:
                body[index] = _phi(line, expander, pending, labels)
                continue
            before: list[str] = []
            expanded = expander.expand(line, before)
            body[index] = "\n".join([*before, expanded])
    result: list[str] = []
    for label, body in blocks:
        extra = pending.get(label, [])
        if extra:
            terminator = max(i for i, line in enumerate(body) if line.startswith("  "))
            body = body[:terminator] + extra + body[terminator:]
        result += body
    return "\n".join(result).split("\n")


def _phi(
    line: str,
    expander: _Expander,
    pending: dict[str | None, list[str]],
    labels: set[str | None],
) -> str:
    """A phi whose incoming constant expressions are computed in the
    incoming blocks (the entry block when the label names no other)."""

    def incoming(match: re.Match[str]) -> str:
        value, label = match.group(1), match.group(2)
        key = label if label in labels else None
        value = expander.expand(value, pending.setdefault(key, []))
        return f"[ {value}, {label} ]"

    head, _, rest = line.partition(" = phi ")
    type_end = rest.index("[")
    return f"{head} = phi {rest[:type_end]}" + _PHI_INCOMING.sub(
        incoming, rest[type_end:]
    )
