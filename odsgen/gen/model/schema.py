"""A JSON Schema of the record language, built from the loader's own tables.

The keys a record file, a dialect, a class, an op, a type or attribute, a
constraint, an enum and its cases may have, and the kind of value each field
takes, are the tables `resolve` and `enums` check records against
(`FILE_KEYS`, `TEXT_FIELDS`, `ENUM_KEYS`, ...), so the schema cannot drift
from the loader. An editor validates `defs/*.yaml` with it (the file is
`schema/records.schema.json`, written by `python -m odsgen.gen.model.schema`); the
loader's errors remain the reference (it also checks what a schema cannot
say: expressions, classes that exist, formats).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from .enums import BIT_ENUM_KEYS, CASE_KEYS, ENUM_KEYS, KINDS
from ..resolve.records import (
    BOOL_FIELDS,
    BUILDER_KEYS,
    CLASS_FIELDS,
    CONSTRAINT_KEYS,
    DEF_FIELDS,
    DIALECT_KEYS,
    FILE_KEYS,
    LIST_FIELDS,
    MAP_FIELDS,
    OP_FIELDS,
    PARAMETER_KEYS,
    TEXT_FIELDS,
)

SCHEMA_PATH = "schema/records.schema.json"
TEXT: dict[str, Any] = {"type": "string"}
TEXTS: dict[str, Any] = {"type": "array", "items": TEXT}


def _field(name: str) -> dict[str, Any]:
    """The value a class, op or definition field `name` takes."""
    if name in TEXT_FIELDS or name == "ods_name":
        return TEXT
    if name in BOOL_FIELDS:
        return {"type": "boolean"}
    if name in LIST_FIELDS or name == "is":
        return {"oneOf": [TEXTS, TEXT]}
    if name in MAP_FIELDS:
        mapping = {"type": "object", "additionalProperties": TEXT}
        # `results` may be a list: ODS's unnamed results.
        return {"oneOf": [mapping, TEXTS]} if name == "results" else mapping
    if name == "parameters":
        return {"type": "object", "additionalProperties": {"$ref": "#/$defs/parameter"}}
    if name == "builders":
        return {"type": "array", "items": {"$ref": "#/$defs/builder"}}
    raise AssertionError(f"no schema for the field '{name}'")


def _record(fields: tuple[str, ...], description: str) -> dict[str, Any]:
    """A record body: its fields, each also as `field+` (added to the class's)."""
    return {
        "description": description,
        "type": "object",
        "patternProperties": {
            f"^{name}\\+?$": _field(name) for name in dict.fromkeys(fields)
        },
        "additionalProperties": False,
    }


def _keys(keys: tuple[str, ...], values: dict[str, Any]) -> dict[str, Any]:
    return {
        "type": "object",
        "properties": {key: values[key] for key in keys},
        "additionalProperties": False,
    }


def _named(item: dict[str, Any], short_form: bool = False) -> dict[str, Any]:
    """A mapping of names to `item` (or, `short_form`, to a class use)."""
    value = {"oneOf": [TEXT, item]} if short_form else item
    return {"type": "object", "additionalProperties": value}


def record_schema() -> dict[str, Any]:
    """The JSON Schema (draft 2020-12) of a record file."""
    definitions = {
        "dialect": {
            **_keys(DIALECT_KEYS, {key: TEXT for key in DIALECT_KEYS}),
            "required": ["name"],
        },
        "class": _record(CLASS_FIELDS, "A class: fields its users inherit."),
        "op": _record(OP_FIELDS, "An operation."),
        "definition": _record(DEF_FIELDS, "A type or an attribute."),
        "parameter": {
            "oneOf": [
                TEXT,
                {
                    **_keys(PARAMETER_KEYS, {key: TEXT for key in PARAMETER_KEYS}),
                    "required": ["type"],
                },
            ]
        },
        "builder": {
            **_keys(
                BUILDER_KEYS,
                {
                    "name": TEXT,
                    "params": {"type": "object", "additionalProperties": TEXT},
                    "body": TEXT,
                    "hook": {"type": "string", "pattern": r"^[A-Za-z_]\w*$"},
                },
            ),
            "oneOf": [{"required": ["body"]}, {"required": ["hook"]}],
        },
        "constraint": _keys(CONSTRAINT_KEYS, {key: TEXT for key in CONSTRAINT_KEYS}),
        "enum": {
            **_keys(
                ENUM_KEYS,
                {
                    "kind": {"enum": list(KINDS)},
                    "summary": TEXT,
                    "cases": _named({"$ref": "#/$defs/case"}),
                    **{key: TEXT for key in BIT_ENUM_KEYS},
                    "print_primary_groups": {"type": "boolean"},
                    "valid_bits": {"type": "integer"},
                },
            ),
            "required": ["kind", "cases"],
        },
        "case": {
            "oneOf": [
                {"type": "integer"},
                TEXTS,
                _keys(
                    CASE_KEYS,
                    {
                        "value": {"type": "integer"},
                        "bit": {"type": "integer"},
                        "group": TEXTS,
                        "string": TEXT,
                    },
                ),
            ]
        },
    }
    sections = {
        "dialect": {"oneOf": [TEXT, {"$ref": "#/$defs/dialect"}]},
        "classes": _named({"$ref": "#/$defs/class"}, short_form=True),
        "constraints": _named({"$ref": "#/$defs/constraint"}),
        "ops": _named({"$ref": "#/$defs/op"}, short_form=True),
        "types": _named({"$ref": "#/$defs/definition"}, short_form=True),
        "attributes": _named({"$ref": "#/$defs/definition"}, short_form=True),
        "enums": _named({"$ref": "#/$defs/enum"}),
        "patterns": _named(TEXT),
        "lazy": {"type": "boolean"},
    }
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "title": "odsgen record file",
        "description": (
            "A YAML record file of defs/ (docs/records.md). Generated by"
            " `python -m odsgen.gen.model.schema` from the tables the loader checks records"
            " against; do not edit."
        ),
        **_keys(FILE_KEYS, sections),
        "required": ["dialect"],
        "$defs": definitions,
    }


def schema_text() -> str:
    """The schema as the checked-in file holds it."""
    return json.dumps(record_schema(), indent=2) + "\n"


def main() -> None:
    """Write the schema to `schema/records.schema.json` of this checkout."""
    path = Path(__file__).resolve().parents[3] / SCHEMA_PATH
    path.parent.mkdir(exist_ok=True)
    path.write_text(schema_text(), encoding="utf-8")
    print(f"wrote {path}")


if __name__ == "__main__":
    main()
