"""From record files to flat records: classes applied, parameters bound, fields merged.

A resolved record is a dict of field values. Expression fields hold
expression nodes with parameters substituted; text fields hold strings with
`${param}` interpolated. Evaluation of the expressions to constraints and
traits is the model's job (`model.py`).
"""

from __future__ import annotations

import builtins
import difflib
import keyword
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterable

from ..load.expr import Apply, Concat, Param, parse_expression, render
from ..load.hooks_module import MODULE_NAME, read_hooks
from ..load.source import (
    ErrorCollector,
    LocatedDict,
    LocatedStr,
    Position,
    RecordError,
    load_file,
    load_python,
    position_of,
)

FILE_KEYS = (
    "dialect",
    "classes",
    "constraints",
    "ops",
    "types",
    "attributes",
    "enums",
    "patterns",
    "lazy",
)
DIALECT_KEYS = ("name", "summary", "description", "hooks")
TEXT_FIELDS = (
    "mnemonic",
    "summary",
    "description",
    "format",
    "extra_python",
    "default_dialect",
)
BOOL_FIELDS = (
    "skip_default_builders",
    "has_verifier",
    "has_region_verifier",
    "has_custom_assembly_format",
    "has_folder",
    "has_canonicalizer",
)
LIST_FIELDS = ("traits",)
MAP_FIELDS = ("arguments", "results", "regions", "successors")


class UnnamedResults(dict):
    """`results` given as a list, ODS's unnamed results: `result0`, `result1`, ..."""


OP_FIELDS = ("is", *TEXT_FIELDS, *BOOL_FIELDS, *LIST_FIELDS, *MAP_FIELDS, "builders")
DEF_FIELDS = (
    "is",
    *TEXT_FIELDS,
    "has_verifier",
    "has_custom_assembly_format",
    "parameters",
    "builders",
    "ods_name",
)
PARAMETER_KEYS = ("type", "default", "summary", "parser", "printer", "cpp_type")
CLASS_FIELDS = tuple(dict.fromkeys((*OP_FIELDS, *DEF_FIELDS)))
CONSTRAINT_KEYS = ("type", "attr", "pred", "summary", "builder")
BUILDER_KEYS = ("name", "params", "body", "hook")
_HEADER = re.compile(r"\s*([A-Za-z_][A-Za-z0-9_]*)\s*(?:<(.*)>)?\s*$", re.S)
_INTERPOLATION = re.compile(r"\$\{([A-Za-z_][A-Za-z0-9_]*)\}")


def did_you_mean(name: str, known: Iterable[str]) -> str:
    """`; did you mean 'x'?` for the closest known name, or nothing."""
    close = difflib.get_close_matches(name, list(known), n=1)
    return f"; did you mean '{close[0]}'?" if close else ""


def check_keys(mapping: LocatedDict, allowed: Iterable[str], what: str) -> None:
    """Fail on the first key that is not one of `allowed`."""
    allowed = tuple(allowed)
    for key in mapping:
        base = key[:-1] if key.endswith("+") else key
        if base not in allowed:
            position = mapping.key_positions.get(key, mapping.position)
            raise RecordError(
                position, f"unknown key '{key}' in {what}{did_you_mean(base, allowed)}"
            )


@dataclass
class ClassDef:
    """A record class: its parameters (with default expressions) and its body."""

    name: str
    params: list[tuple[str, Any]]
    body: LocatedDict
    position: Position | None


@dataclass
class Dialect:
    """A dialect's definition and the records that belong to it."""

    name: str
    summary: str = ""
    description: str = ""
    position: Position | None = None
    hooks: Path | None = None
    hooks_package: str | None = None
    ops: list[tuple[str, Any, str]] = field(default_factory=list)
    types: list[tuple[str, Any]] = field(default_factory=list)
    attributes: list[tuple[str, Any]] = field(default_factory=list)
    enums: list[tuple[str, Any]] = field(default_factory=list)
    patterns: list[tuple[str, Any]] = field(default_factory=list)


@dataclass
class Records:
    """Everything read from `defs/`, before resolution."""

    dialects: dict[str, Dialect] = field(default_factory=dict)
    classes: dict[str, ClassDef] = field(default_factory=dict)
    constraints: dict[str, LocatedDict] = field(default_factory=dict)
    constraint_params: dict[str, list[str]] = field(default_factory=dict)
    names: dict[str, Position | None] = field(default_factory=dict)
    # The record files (as positions name them) whose ops are each their own
    # module, imported on first use (`lazy: true`).
    lazy_files: set[str] = field(default_factory=set)

    def claim(self, name: str, position: Position | None, what: str) -> None:
        """Register a global name, failing if it is already taken."""
        if name in self.names:
            raise RecordError(
                position, f"{what} '{name}' is already defined at {self.names[name]}"
            )
        self.names[name] = position


def read_records(root: Path) -> Records:
    """Load every YAML record file below `root`, then every Python one (in sorted
    order), leaving out the Python files of the dialects' hooks modules."""
    records = Records()
    yaml_files = sorted(p for p in root.rglob("*.yaml") if p.is_file())
    python_files = sorted(p for p in root.rglob("*.py") if p.is_file())
    pending: list[tuple[str, Any, Position | None]] = []
    deferred: list[tuple[str, str, Any, str]] = []
    hook_files: dict[Path, set[Path]] = {}
    errors = ErrorCollector()
    for path in [*yaml_files, *python_files]:
        if path.suffix == ".py" and any(
            path.resolve() in _hooks_paths(d.hooks, hook_files)
            for d in records.dialects.values()
        ):
            continue
        with errors.step():
            _read_file(records, path, pending, deferred, errors)
    # Later steps would report what these errors cause, not new mistakes.
    errors.raise_errors()
    check_class_cycles(records)
    for section, name, body, dialect in deferred:
        with errors.step():
            getattr(_dialect_named(records, dialect, name), section).append(
                (name, body)
            )
    for name, body, dialect in pending:
        with errors.step():
            # Op names are per dialect (each dialect is its own Python package),
            # but may not reuse a global name (a class, constraint, type, ...).
            if name in records.names:
                records.claim(name, name.position, "op")
            records.claim(f"{dialect}.{name}", name.position, "op")
            _dialect_named(records, dialect, name).ops.append((name, body, dialect))
    errors.raise_errors()
    return records


def _read_file(
    records: Records,
    path: Path,
    pending: list[tuple[str, Any, Any]],
    deferred: list[tuple[str, str, Any, str]],
    errors: ErrorCollector,
) -> None:
    """Load one record file into `records`; its ops and other definitions go
    to `pending` and `deferred` (their dialect may be defined later)."""
    display = str(path)
    data = (
        load_python(path, display) if path.suffix == ".py" else load_file(path, display)
    )
    if data is None:
        raise RecordError(
            Position(display, 1, 1),
            "empty record file: expected a mapping with a 'dialect' key",
        )
    if not isinstance(data, LocatedDict):
        raise RecordError(
            position_of(data, Position(display, 1, 1)),
            "a record file must be a mapping",
        )
    check_keys(data, FILE_KEYS, "a record file")
    dialect = _read_dialect(records, data, display)
    lazy = data.get("lazy", False)
    if not isinstance(lazy, bool):
        raise RecordError(
            data.key_positions.get("lazy", data.position),
            "'lazy' must be true or false",
        )
    if lazy:
        records.lazy_files.add(display)
    for name, body in _section(data, "classes").items():
        with errors.step():
            _read_class(records, name, body)
    for header, body in _section(data, "constraints").items():
        with errors.step():
            _read_constraint(records, header, body)
    for name, body in _section(data, "ops").items():
        with errors.step():
            _identifier(name, "op")
            pending.append((name, body, dialect))
    for name, body in _section(data, "patterns").items():
        with errors.step():
            _identifier(name, "pattern")
            records.claim(f"{dialect}.{name}", name.position, "pattern")
            deferred.append(("patterns", name, body, dialect))
    for section in ("types", "attributes", "enums"):
        for name, body in _section(data, section).items():
            with errors.step():
                kind = section[:-1]
                records.claim(_identifier(name, kind), name.position, kind)
                deferred.append((section, name, body, dialect))


def check_class_cycles(records: Records) -> None:
    """Fail if classes inherit from each other in a cycle (a graph of `is` uses)."""
    import networkx as nx

    graph = nx.DiGraph()
    for cls in records.classes.values():
        graph.add_node(cls.name)
        for use in _as_list(cls.body.get("is")):
            node = _expression(use)
            if isinstance(node, Apply):
                graph.add_edge(cls.name, node.name)
    try:
        cycle = nx.find_cycle(graph)
    except nx.NetworkXNoCycle:
        return
    names = [edge[0] for edge in cycle] + [cycle[0][0]]
    first = records.classes[names[0]]
    raise RecordError(
        first.position,
        "classes inherit from each other in a cycle: " + " -> ".join(names),
    )


def _dialect_named(records: Records, name: str, user: Any) -> Dialect:
    found = records.dialects.get(name)
    if found is None:
        raise RecordError(
            position_of(name, position_of(user)),
            f"unknown dialect '{name}'{did_you_mean(name, records.dialects)}",
        )
    return found


def _section(data: LocatedDict, key: str) -> LocatedDict:
    section = data.get(key)
    if section is None:
        return LocatedDict()
    if not isinstance(section, LocatedDict):
        raise RecordError(
            position_of(section, data.position), f"'{key}' must be a mapping"
        )
    return section


def _identifier(name: LocatedStr, what: str) -> str:
    if not name.isidentifier() or name.startswith("_"):
        raise RecordError(
            name.position,
            f"{what} name '{name}' must be a Python identifier not starting with '_'",
        )
    if keyword.iskeyword(name) or keyword.issoftkeyword(name):
        raise RecordError(name.position, f"{what} name '{name}' is a Python keyword")
    if name in dir(builtins):
        raise RecordError(
            name.position,
            f"{what} name '{name}' is a Python builtin, which the generated"
            " module would hide",
        )
    return name


def _read_dialect(records: Records, data: LocatedDict, filename: str) -> str:
    value = data.get("dialect")
    if value is None:
        raise RecordError(data.position, "a record file needs a 'dialect' key")
    if isinstance(value, str):
        return value
    if not isinstance(value, LocatedDict):
        raise RecordError(
            position_of(value, data.position), "'dialect' must be a name or a mapping"
        )
    check_keys(value, DIALECT_KEYS, "the dialect")
    name = value.get("name")
    if not isinstance(name, str) or not re.fullmatch(r"[a-z_][a-z0-9_]*", name):
        raise RecordError(
            position_of(name, value.position),
            "the dialect needs a 'name' made of lowercase letters, digits and '_'",
        )
    if name in records.dialects:
        raise RecordError(
            value.position,
            f"dialect '{name}' is already defined at {records.dialects[name].position}",
        )
    hooks = value.get("hooks")
    hooks_path = hooks_package = None
    if isinstance(hooks, str) and not hooks.endswith(".py"):
        if not MODULE_NAME.fullmatch(hooks):
            raise RecordError(
                position_of(hooks, value.position),
                f"'hooks' must name a Python package or a Python file beside the"
                f" record file; '{hooks}' is neither",
            )
        hooks_package = hooks
    elif hooks is not None:
        hooks_path = Path(filename).parent / str(hooks)
        if (
            not isinstance(hooks, str)
            or hooks_path.suffix != ".py"
            or not hooks_path.is_file()
        ):
            raise RecordError(
                position_of(hooks, value.position),
                f"'hooks' must name a Python file beside the record file; '{hooks}' is not one",
            )
    records.dialects[name] = Dialect(
        name,
        str(value.get("summary", "")),
        str(value.get("description", "")),
        value.position,
        hooks_path,
        hooks_package,
    )
    return name


def _read_header(header: LocatedStr) -> tuple[str, list[tuple[str, str, int]]]:
    """`Name` or `Name<p, q = default, ...>`: the name, and for each parameter
    its text and name and where it starts in `header`."""
    match = _HEADER.match(header)
    if match is None:
        raise RecordError(
            header.position, f"expected 'Name' or 'Name<params>', got '{header}'"
        )
    name, param_text = match.group(1), match.group(2)
    params: list[tuple[str, str, int]] = []
    if param_text:
        offset = header.index("<") + 1
        for piece, start in _split_params(param_text):
            param_name = piece.partition("=")[0].strip()
            if not param_name.isidentifier():
                raise RecordError(
                    header.position_at(offset + start),
                    f"bad parameter '{piece.strip()}'",
                )
            params.append((piece, param_name, offset + start))
    return name, params


def _read_class(records: Records, header: LocatedStr, body: Any) -> None:
    name, pieces = _read_header(header)
    params: list[tuple[str, Any]] = []
    for piece, param_name, start in pieces:
        default = piece.partition("=")[2]
        default_value: Any = _NO_DEFAULT
        if default.strip():
            default_pos = start + piece.index("=") + 1
            default_value = parse_expression(
                LocatedStr(default, header.position_at(default_pos))
            )
        params.append((param_name, default_value))
    if isinstance(body, str):
        body = _short_form(body)
    if not isinstance(body, LocatedDict):
        raise RecordError(
            position_of(body, header.position), f"class '{name}' must be a mapping"
        )
    check_keys(body, CLASS_FIELDS, f"class '{name}'")
    records.claim(name, header.position, "class")
    records.classes[name] = ClassDef(name, params, body, header.position)


def _hooks_paths(hooks: Path | None, known: dict[Path, set[Path]]) -> set[Path]:
    """The files of a hooks module (it and the siblings it imports), kept in `known`."""
    if hooks is None or not hooks.is_file():
        return set()
    if hooks not in known:
        known[hooks] = read_hooks(hooks).paths
    return known[hooks]


def _read_constraint(records: Records, header: LocatedStr, body: Any) -> None:
    """A named constraint, `Name` or `Name<param, ...>` (TableGen's constraint classes)."""
    name, pieces = _read_header(header)
    params = []
    for piece, param_name, start in pieces:
        if "=" in piece:  # no defaults
            raise RecordError(
                header.position_at(start), f"bad parameter '{piece.strip()}'"
            )
        params.append(param_name)
    records.claim(name, header.position, "constraint")
    if not isinstance(body, LocatedDict):
        raise RecordError(
            position_of(body, header.position), "a constraint must be a mapping"
        )
    check_keys(body, CONSTRAINT_KEYS, f"constraint '{name}'")
    records.constraints[name] = body
    records.constraint_params[name] = params


def _split_params(text: str) -> list[tuple[str, int]]:
    """Comma-separated pieces at bracket depth 0, with their offsets."""
    pieces = []
    depth = 0
    start = 0
    in_string = False
    for index, char in enumerate(text):
        if char == '"' and (index == 0 or text[index - 1] != "\\"):
            in_string = not in_string
        elif not in_string and char in "<[":
            depth += 1
        elif not in_string and char in ">]":
            depth -= 1
        elif not in_string and char == "," and depth == 0:
            pieces.append((text[start:index], start))
            start = index + 1
    pieces.append((text[start:], start))
    return pieces


class _NoDefault:
    def __repr__(self) -> str:
        return "<no default>"


_NO_DEFAULT = _NoDefault()


def _short_form(text: LocatedStr) -> LocatedDict:
    """`Name: Class<args>` stands for `Name: {is: Class<args>}`."""
    body = LocatedDict()
    body.position = text.position
    body.key_positions = {"is": text.position}
    body[LocatedStr("is", text.position)] = text
    return body


# -- resolution ------------------------------------------------------------------------


def resolve_record(
    records: Records,
    name: str,
    body: Any,
    allowed: tuple[str, ...] = OP_FIELDS,
    what: str = "op",
) -> dict[str, Any]:
    """The fields of record `name`: its classes applied in order, then its own fields."""
    if isinstance(body, str):
        body = _short_form(body)
    if not isinstance(body, LocatedDict):
        raise RecordError(
            position_of(body), f"record '{name}' must be a mapping or a class use"
        )
    check_keys(body, allowed, f"{what} '{name}'")
    fields: dict[str, Any] = {"_position": position_of(name, body.position)}
    # As in TableGen, `NAME` is the name of the record being defined.
    _apply_body(records, body, {"NAME": name}, fields, depth=0)
    return fields


def _apply_body(
    records: Records,
    body: LocatedDict,
    env: dict[str, Any],
    fields: dict[str, Any],
    depth: int,
) -> None:
    if depth > 100:
        raise RecordError(body.position, "classes inherit from each other in a cycle")
    for use in _as_list(body.get("is")):
        application = substitute(_expression(use), env)
        if not isinstance(application, Apply):
            raise RecordError(
                position_of(use), "'is' needs a class name, e.g. 'is: MyClass<...>'"
            )
        cls = records.classes.get(application.name)
        if cls is None:
            raise RecordError(
                application.position,
                f"unknown class '{application.name}'{did_you_mean(application.name, records.classes)}",
            )
        _apply_body(records, cls.body, _bind(cls, application, env), fields, depth + 1)
    for key, value in body.items():
        if key == "is":
            continue
        append = key.endswith("+")
        name = key[:-1] if append else key
        converted = _convert(name, value, env, body.key_positions.get(key))
        if append and name in fields:
            fields[name] = _merge(fields[name], converted, name, position_of(key))
        else:
            fields[name] = converted
        fields.setdefault("_positions", {})[name] = body.key_positions.get(key)


def _bind(cls: ClassDef, application: Apply, env: dict[str, Any]) -> dict[str, Any]:
    """The parameter environment of one class application."""
    if len(application.args) > len(cls.params):
        raise RecordError(
            application.position,
            f"class '{cls.name}' takes {len(cls.params)} arguments, got {len(application.args)}",
        )
    bound: dict[str, Any] = {}
    for (param, _), value in zip(cls.params, application.args):
        bound[param] = value
    names = [p for p, _ in cls.params]
    for key, value in application.kwargs:
        if key not in names:
            raise RecordError(
                application.position,
                f"class '{cls.name}' has no parameter '{key}'{did_you_mean(key, names)}",
            )
        if key in bound:
            raise RecordError(application.position, f"parameter '{key}' given twice")
        bound[key] = value
    for param, default in cls.params:
        if param not in bound:
            if default is _NO_DEFAULT:
                raise RecordError(
                    application.position,
                    f"class '{cls.name}' needs a value for parameter '{param}'",
                )
            bound[param] = substitute(default, bound)
    if "NAME" in env:
        bound.setdefault("NAME", env["NAME"])
    return bound


def _expression(value: Any) -> Any:
    if isinstance(value, str):
        return parse_expression(value)
    return value


def _as_list(value: Any) -> list[Any]:
    if value is None:
        return []
    return list(value) if isinstance(value, list) else [value]


def substitute(node: Any, env: dict[str, Any]) -> Any:
    """`node` with parameters replaced by their values and concatenations done."""
    if isinstance(node, Param):
        if node.name not in env:
            raise RecordError(
                node.position,
                f"unknown parameter '${node.name}'{did_you_mean(node.name, env)}",
            )
        return env[node.name]
    if isinstance(node, Apply):
        return Apply(
            node.position,
            node.name,
            tuple(substitute(a, env) for a in node.args),
            tuple((k, substitute(v, env)) for k, v in node.kwargs),
        )
    if isinstance(node, Concat):
        result: list[Any] = []
        for item in node.items:
            value = substitute(item, env)
            if not isinstance(value, list):
                raise RecordError(
                    node.position, f"'+' joins lists, but got {render(value)}"
                )
            result.extend(value)
        return result
    if isinstance(node, list):
        return [substitute(v, env) for v in node]
    return node


def interpolate(text: str, env: dict[str, Any]) -> str:
    def replace(match: re.Match[str]) -> str:
        name = match.group(1)
        if name not in env:
            position = (
                text.position_at(match.start())
                if isinstance(text, LocatedStr)
                else None
            )
            raise RecordError(
                position, f"unknown parameter '${{{name}}}'{did_you_mean(name, env)}"
            )
        value = env[name]
        return str(value) if isinstance(value, str) else render(value)

    result = _INTERPOLATION.sub(replace, text)
    if isinstance(text, LocatedStr):
        return LocatedStr(
            result, text.position, text.text_offset, text.block_indent, text.folded
        )
    return result


def _convert(
    name: str, value: Any, env: dict[str, Any], position: Position | None
) -> Any:
    """A field value in its resolved form."""
    if name in TEXT_FIELDS or name == "ods_name":
        if not isinstance(value, str):
            raise RecordError(position_of(value, position), f"'{name}' must be text")
        return interpolate(value, env)
    if name in BOOL_FIELDS:
        if not isinstance(value, bool):
            raise RecordError(
                position_of(value, position), f"'{name}' must be true or false"
            )
        return value
    if name in LIST_FIELDS:
        if not isinstance(value, list) and not isinstance(
            substitute(_expression(value), env), list
        ):
            raise RecordError(
                position_of(value, position),
                f"'{name}' must be a list (e.g. [{value}])",
            )
        result: list[Any] = []
        for item in value if isinstance(value, list) else [value]:
            converted = substitute(_expression(item), env)
            if isinstance(converted, list):
                result.extend(converted)
            else:
                result.append(converted)
        return result
    if name == "results" and isinstance(value, list):
        # ODS's unnamed results, `(outs AnyInteger, AnyInteger)`.
        return UnnamedResults(
            (f"result{i}", substitute(_expression(item), env))
            for i, item in enumerate(value)
        )
    if name in MAP_FIELDS:
        if not isinstance(value, LocatedDict):
            raise RecordError(
                position_of(value, position), f"'{name}' must be a mapping of names"
            )
        converted_map: dict[str, Any] = {}
        for key, item in value.items():
            converted_map[key] = substitute(_expression(item), env)
        return converted_map
    if name == "parameters":
        return _convert_parameters(value, env, position)
    if name == "builders":
        if not isinstance(value, list):
            raise RecordError(position_of(value, position), "'builders' must be a list")
        return [_convert_builder(b, env) for b in value]
    raise RecordError(position, f"unknown field '{name}'")


def _convert_parameters(
    value: Any, env: dict[str, Any], position: Position | None
) -> Any:
    """`name: python_type` or `name: {type, default, summary, parser, printer,
    cpp_type}` for each parameter."""
    if not isinstance(value, LocatedDict):
        raise RecordError(
            position_of(value, position), "'parameters' must be a mapping of names"
        )
    result: dict[str, dict[str, Any]] = {}
    for key, spec in value.items():
        if isinstance(spec, str):
            spec_map: dict[str, Any] = {"type": spec}
        elif isinstance(spec, LocatedDict):
            check_keys(spec, PARAMETER_KEYS, f"parameter '{key}'")
            spec_map = dict(spec)
        else:
            raise RecordError(
                position_of(spec, position_of(key)), f"bad parameter '{key}'"
            )
        if "type" not in spec_map:
            raise RecordError(position_of(key), f"parameter '{key}' needs a 'type'")
        converted = {
            k: interpolate(v if isinstance(v, str) else str(v), env)
            for k, v in spec_map.items()
        }
        converted["position"] = position_of(key, position)
        result[key] = converted
    return result


def _convert_builder(value: Any, env: dict[str, Any]) -> dict[str, Any]:
    if not isinstance(value, LocatedDict):
        raise RecordError(
            position_of(value),
            "a builder must be a mapping with 'params' and 'body' or 'hook'",
        )
    check_keys(value, BUILDER_KEYS, "a builder")
    params = value.get("params", LocatedDict())
    if not isinstance(params, LocatedDict):
        raise RecordError(
            position_of(params, value.position), "'params' must be a mapping"
        )
    body = value.get("body")
    hook = value.get("hook")
    if (body is None) == (hook is None):
        raise RecordError(
            value.position,
            "a builder needs a 'body' (Python code) or a 'hook' (the hooks function"
            " implementing it), not both",
        )
    if body is not None and not isinstance(body, str):
        raise RecordError(
            position_of(body, value.position), "'body' must be Python code"
        )
    if hook is not None and not (isinstance(hook, str) and hook.isidentifier()):
        raise RecordError(
            position_of(hook, value.position),
            "a builder's 'hook' must be a function name",
        )
    name = value.get("name")
    if name is not None and not (isinstance(name, str) and name.isidentifier()):
        raise RecordError(
            position_of(name, value.position),
            "a builder's 'name' must be an identifier",
        )
    return {
        "name": name,
        "params": {k: interpolate(str(v), env) for k, v in params.items()},
        "body": interpolate(body, env) if body is not None else "",
        "hook": hook,
        "position": value.position,
    }


def _merge(old: Any, new: Any, name: str, position: Position | None) -> Any:
    if isinstance(old, list) and isinstance(new, list):
        return old + new
    if isinstance(old, dict) and isinstance(new, dict):
        merged = dict(old)
        for key, value in new.items():
            if key in merged:
                raise RecordError(
                    position_of(key, position), f"'{name}+' repeats the name '{key}'"
                )
            merged[key] = value
        return merged
    raise RecordError(position, f"'{name}+' appends only to lists and mappings")
