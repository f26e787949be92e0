"""A command line read and rejected as LLVM's `llvm::cl` reads it.

An `OptionTable` holds the options a tool accepts: flags (`--name`,
`--name=true|false`), options with a value (`--name=value`, `--name value`),
actions that run as soon as they are read (`--help`, `--version`), passes
(`--name`, `--name=options`, kept in command-line order) and one positional
input. Names are matched whole (no abbreviations), with one dash or two; an
unknown argument is reported with the nearest known name, as llvm::cl does.
"""

from __future__ import annotations

from typing import Any, Callable, Iterable, TextIO

from ..ir.records import FrozenRecord, set_fields

#: Value kinds: the value llvm::cl's parser of that type accepts.
FLAG = "flag"  # bool, the value optional (`--name` means true)
ACTION = "action"  # no value; runs `action` when read, then the tool exits
STRING = "string"
UINT = "uint"
INT = "int"
LONG = "long"
ENUM = "enum"  # one of `choices`
LIST = "list"  # a string, repeatable: every occurrence kept
PASS_MANAGER = "pass-manager"  # a pass option holding pipelines (shown in --help only)

_VALUE_NAMES = {
    STRING: "<string>",
    UINT: "<uint>",
    INT: "<int>",
    LONG: "<long>",
    ENUM: "<value>",
    LIST: "<string>",
    PASS_MANAGER: "<pass-manager>",
}

_TRUE = ("", "true", "TRUE", "True", "1")
_FALSE = ("false", "FALSE", "False", "0")


class Option:
    """One option: `name` without dashes, its value kind, help and default.

    `value_name` replaces the kind's `<...>` in `--help`; `choices` maps an
    ENUM's accepted values to their help; `action` is an ACTION's effect;
    `group` is the `--help` section it is listed in; `aliases` are other
    names of it, left out of `--help` (llvm::cl's hidden aliases).
    (A plain class, as the other records of the start-up path: making a
    dataclass costs the tool's start-up more than the class is worth.)
    """

    __slots__ = (
        "name",
        "help",
        "kind",
        "default",
        "value_name",
        "choices",
        "action",
        "group",
        "aliases",
    )

    def __init__(
        self,
        name: str,
        help: str,
        kind: str = FLAG,
        default: Any = None,
        value_name: str = "",
        choices: dict[str, str] | None = None,
        action: Callable[[], None] | None = None,
        group: str = "General options",
        aliases: tuple[str, ...] = (),
    ) -> None:
        self.name = name
        self.help = help
        self.kind = kind
        self.default = default
        self.value_name = value_name
        self.choices: dict[str, str] = {} if choices is None else choices
        self.action = action
        self.group = group
        self.aliases = aliases

    def __repr__(self) -> str:
        return f"Option({self.name!r}, kind={self.kind!r}, default={self.default!r})"

    @property
    def takes_value(self) -> bool:
        """Whether the value must be given (`--name value` then reads the next argument)."""
        return self.kind not in (FLAG, ACTION)

    def initial(self) -> Any:
        if self.kind == LIST:
            return list(self.default or ())
        if self.kind == FLAG:
            return bool(self.default)
        return self.default


class PassFlag(FrozenRecord):
    """A pass as a flag: `--name` or `--name=options`; `options` lists each
    pass option as (name, kind, help) for `--help`."""

    __slots__ = ("name", "help", "options")
    _FIELDS = __slots__
    name: str
    help: str
    options: tuple[tuple[str, str, str], ...]

    def __init__(
        self, name: str, help: str, options: tuple[tuple[str, str, str], ...] = ()
    ) -> None:
        set_fields(self, name=name, help=help, options=options)


def dashes(name: str) -> str:
    """The name as llvm::cl prints it: one dash for one letter, else two."""
    return ("-" if len(name) == 1 else "--") + name


class UsageError(Exception):
    """A value llvm::cl's parser rejects; the message follows `for the --x option: `."""


def parse_integer(text: str, kind: str) -> int:
    """llvm::cl's parser for `kind` (INT, UINT or LONG): StringRef::getAsInteger
    with the radix sensed from a prefix (0x, 0b, 0o, or a leading 0 for octal)."""
    digits, negative = (text[1:], True) if text.startswith("-") else (text, False)
    radix = 10
    for prefix, base in (("0x", 16), ("0X", 16), ("0b", 2), ("0B", 2), ("0o", 8)):
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
    bits = 64 if kind == LONG else 32
    low, high = (0, 1 << bits) if kind == UINT else (-(1 << bits - 1), 1 << bits - 1)
    if number is not None and negative:
        number = None if kind == UINT else -number
    if number is None or not low <= number < high:
        raise UsageError(f"'{text}' value invalid for {kind} argument!")
    return number


def parse_bool(text: str) -> bool:
    """llvm::cl's parser<bool>."""
    if text in _TRUE:
        return True
    if text in _FALSE:
        return False
    raise UsageError(f"'{text}' is invalid value for boolean argument! Try 0 or 1")


def parse_value(option: Option, text: str) -> Any:
    """The value of `option` given as `text`; UsageError as llvm::cl words it."""
    if option.kind == FLAG:
        return parse_bool(text)
    if option.kind in (INT, UINT, LONG):
        return parse_integer(text, option.kind)
    if option.kind == ENUM and text not in option.choices:
        raise UsageError(f"Cannot find option named '{text}'!")
    return text


def edit_distance(a: str, b: str) -> int:
    """Levenshtein distance (insertions, deletions, replacements), as LLVM's
    StringRef::edit_distance with replacements allowed."""
    previous = list(range(len(b) + 1))
    for i, char in enumerate(a, 1):
        current = [i]
        for j, other in enumerate(b, 1):
            current.append(
                min(
                    previous[j] + 1,
                    current[j - 1] + 1,
                    previous[j - 1] + (char != other),
                )
            )
        previous = current
    return previous[-1]


class Parsed:
    """What a command line says: option values by name (defaults for the
    others), the passes with their option text in order, and the positionals."""

    __slots__ = ("values", "passes", "positionals")

    def __init__(
        self,
        values: dict[str, Any],
        passes: list[tuple[str, str]] | None = None,
        positionals: list[str] | None = None,
    ) -> None:
        self.values = values
        self.passes: list[tuple[str, str]] = [] if passes is None else passes
        self.positionals: list[str] = [] if positionals is None else positionals

    def __getitem__(self, name: str) -> Any:
        return self.values[name]


class Exit(Exception):
    """The command line ends the run with `status` (after an action, or errors)."""

    def __init__(self, status: int) -> None:
        super().__init__(status)
        self.status = status


class OptionTable:
    """The options, passes and positional input a tool accepts."""

    def __init__(self, program: str, overview: str, max_positionals: int = 1) -> None:
        self.program = program
        self.overview = overview
        self.max_positionals = max_positionals
        self.options: dict[str, Option] = {}
        self.passes: dict[str, PassFlag] = {}
        #: The options by every name they answer to (theirs and their aliases).
        self.names: dict[str, Option] = {}

    def add(self, *options: Option) -> None:
        """Accept `options` (a name may be declared once)."""
        for option in options:
            self.options[option.name] = option
            for name in (option.name, *option.aliases):
                self._check_new(name)
                self.names[name] = option

    def add_passes(self, passes: Iterable[PassFlag]) -> None:
        """Accept each pass as `--name[=options]`."""
        for flag in passes:
            self._check_new(flag.name)
            self.passes[flag.name] = flag

    def _check_new(self, name: str) -> None:
        if name in self.names or name in self.passes:
            raise ValueError(f"option '{name}' declared twice")

    # -- parsing ------------------------------------------------------------------

    def parse(self, argv: list[str], errors: TextIO) -> Parsed:
        """Read `argv` (without the program name); errors are written to
        `errors` as llvm::cl writes them and end in Exit(1) once all arguments
        are read; an action ends in Exit(0) when it is read."""
        parsed = Parsed({name: o.initial() for name, o in self.options.items()})
        failed = False
        index = 0
        only_positionals = False
        while index < len(argv):
            arg = argv[index]
            index += 1
            if only_positionals or not arg.startswith("-") or arg == "-":
                parsed.positionals.append(arg)
                continue
            if arg == "--":
                only_positionals = True
                continue
            body = arg[2:] if arg.startswith("--") else arg[1:]
            name, has_value, value = body.partition("=")
            if name in self.passes:
                parsed.passes.append((name, value))
                continue
            option = self.names.get(name)
            if option is None:
                failed = True
                grouped = self.names.get(body[:1])
                if grouped is not None and grouped.takes_value:
                    # llvm::cl reads `-oX` as a group of one-letter flags;
                    # its search for a near name then starts from `o`.
                    errors.write(
                        f"{self.program}: for the {dashes(body[:1])} option:"
                        " may not occur within a group!\n"
                    )
                    body = body[:1]
                self._unknown(arg, body, errors)
                continue
            try:
                if option.kind == ACTION:
                    if has_value:
                        raise UsageError(
                            f"does not allow a value! '{value}' specified."
                        )
                    assert option.action is not None
                    option.action()
                    raise Exit(0)
                if option.takes_value and not has_value:
                    if index >= len(argv):
                        raise UsageError("requires a value!")
                    value = argv[index]
                    index += 1
                result = parse_value(option, value)
            except UsageError as error:
                failed = True
                errors.write(
                    f"{self.program}: for the {dashes(name)} option: {error}\n"
                )
                continue
            if option.kind == LIST:
                parsed.values[option.name].append(result)
            else:
                parsed.values[option.name] = result
        if len(parsed.positionals) > self.max_positionals:
            failed = True
            errors.write(
                f"{self.program}: Too many positional arguments specified!\n"
                f"Can specify at most {self.max_positionals} positional arguments:"
                f" See: {self.program} --help\n"
            )
        if failed:
            raise Exit(1)
        return parsed

    def _unknown(self, arg: str, body: str, errors: TextIO) -> None:
        errors.write(
            f"{self.program}: Unknown command line argument '{arg}'."
            f"  Try: '{self.program} --help'\n"
        )
        nearest = self.nearest(body)
        if nearest is not None:
            errors.write(f"{self.program}: Did you mean '{dashes(nearest)}'?\n")

    def nearest(self, body: str) -> str | None:
        """The known name nearest to `body` (llvm::cl's LookupNearestOption):
        the value after `=` is kept for options that take one."""
        if not body:
            return None
        name, _, value = body.partition("=")
        best: str | None = None
        best_distance = 0
        candidates = [(n, o.kind != ACTION) for n, o in self.names.items()]
        candidates += [(name, True) for name in self.passes]
        for candidate, permits_value in candidates:
            distance = edit_distance(candidate, name if permits_value else body)
            if best is None or distance < best_distance:
                best_distance = distance
                best = candidate + (f"={value}" if value and permits_value else "")
        return best

    # -- help -----------------------------------------------------------------

    def help_text(self, preamble: str = "") -> str:
        """`--help`: the overview, the sections of options, and the passes."""
        rows_by_group: dict[str, list[tuple[str, str]]] = {}
        for option in sorted(self.options.values(), key=lambda o: o.name):
            rows = rows_by_group.setdefault(option.group, [])
            rows.append(("  " + self._usage(option), "- " + option.help))
            for choice, text in option.choices.items():
                rows.append((f"    ={choice}", "-   " + text))
        pass_rows: list[tuple[str, str]] = []
        for flag in sorted(self.passes.values(), key=lambda p: p.name):
            pass_rows.append(("      --" + flag.name, "-   " + flag.help))
            for name, kind, text in flag.options:
                shown = f"--{name}" + ("" if kind == FLAG else f"={_VALUE_NAMES[kind]}")
                pass_rows.append(("        " + shown, "- " + text))
        every = [row for rows in rows_by_group.values() for row in rows] + pass_rows
        width = max(len(left) for left, _ in every) + 2
        lines = [f"OVERVIEW: {self.overview}", ""]
        if preamble:
            lines.append(preamble)
        lines += [f"USAGE: {self.program} [options] <input file>", "", "OPTIONS:"]
        for group in sorted(rows_by_group, key=lambda g: (g == "Generic Options", g)):
            lines += ["", f"{group}:", ""]
            lines += [left.ljust(width) + right for left, right in rows_by_group[group]]
            if group == "General options" and pass_rows:
                lines += ["  Passes to run, in order", "    Passes:"]
                lines += [left.ljust(width) + right for left, right in pass_rows]
        return "\n".join(lines) + "\n"

    @staticmethod
    def _usage(option: Option) -> str:
        if option.kind in (FLAG, ACTION):
            return dashes(option.name)
        value = option.value_name or _VALUE_NAMES[option.kind]
        joiner = " " if len(option.name) == 1 else "="
        return dashes(option.name) + joiner + value
