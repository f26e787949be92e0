"""The JSON Schema of the record language (`schema/records.schema.json`).

It is generated from the loader's key tables (`odsgen/gen/model/schema.py`): the
checked-in file must be up to date, every record file must satisfy it, and
records the loader refuses for a wrong key or value kind must fail it too.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml

from conftest import ROOT, run_odsgen
from odsgen.gen.model.schema import SCHEMA_PATH, record_schema, schema_text

jsonschema = pytest.importorskip(
    "jsonschema", reason="jsonschema (the dev extra) validates records against it"
)
RECORD_FILES = sorted(
    path.relative_to(ROOT).as_posix()
    for folder in ("defs", "tests/defs")
    for path in (ROOT / folder).rglob("*.yaml")
)


@pytest.fixture(scope="module")
def validator():
    schema = record_schema()
    jsonschema.Draft202012Validator.check_schema(schema)
    return jsonschema.Draft202012Validator(schema)


def test_the_checked_in_schema_is_up_to_date() -> None:
    checked_in = (ROOT / SCHEMA_PATH).read_text(encoding="utf-8")
    assert checked_in == schema_text(), "run: python -m odsgen.gen.model.schema"
    assert json.loads(checked_in) == record_schema()


def test_there_are_record_files() -> None:
    assert len([f for f in RECORD_FILES if f.startswith("defs/")]) >= 15


@pytest.mark.parametrize("name", RECORD_FILES)
def test_record_files_satisfy_the_schema(validator, name: str) -> None:
    data = yaml.safe_load((ROOT / name).read_text(encoding="utf-8"))
    errors = [
        f"{'/'.join(map(str, e.absolute_path))}: {e.message}"
        for e in validator.iter_errors(data)
    ]
    assert not errors, errors


BAD = [
    "ops:\n  A:\n    mnemonic: a\n    sumary: x\n",
    "ops:\n  A:\n    mnemonic: a\n    has_folder: yes please\n",
    "ops:\n  A:\n    mnemonic: a\n    builders: [{params: {x: int}}]\n",
    "types:\n  T:\n    mnemonic: t\n    parameters: {w: {default: '1'}}\n",
    "enums:\n  E:\n    kind: i32\n    cases: {a: 0}\n    separator: ','\n"
    "    sumary: x\n",
    "enums:\n  E:\n    kind: i33\n    cases: {a: 0}\n",
    "constraints:\n  C:\n    pred: 'CPred<\"True\">'\n    summmary: x\n",
    "classes:\n  K:\n    mnemonic: k\n    verifier: true\n",
    "patterns: {P: 'Pat<(A), (A)>'}\nop: {}\n",
]


@pytest.mark.parametrize("body", BAD)
def test_a_record_the_loader_refuses_fails_the_schema(
    validator, tmp_path: Path, body: str
) -> None:
    text = "dialect: {name: t}\n" + body
    assert list(validator.iter_errors(yaml.safe_load(text)))
    (tmp_path / "t.yaml").write_text(text)
    status, _, err = run_odsgen(str(tmp_path), "-o", str(tmp_path / "out"))
    assert status == 1 and "error:" in err
