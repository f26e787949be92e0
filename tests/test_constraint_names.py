"""Record constraints share one namespace with the library's and each other's:
a name defined twice differently is an error at the record, never a silent
replacement for every dialect."""

from __future__ import annotations

from pathlib import Path

from conftest import generate_records

USES_DICT_ARRAY = (
    "dialect: {name: w}\nops:\n  A:\n    mnemonic: a\n"
    "    arguments: {x: DictArrayAttr}\n"
)


def test_a_record_constraint_may_not_redefine_a_library_one(tmp_path: Path) -> None:
    redefines = (
        "dialect: {name: u}\nconstraints:\n  DictArrayAttr:\n"
        '    attr: \'Attr<CPred<"isinstance($_self, ArrayAttr)">, "array">\'\n'
    )
    status, _, err = generate_records(
        tmp_path, {"u.yaml": redefines, "w.yaml": USES_DICT_ARRAY}
    )
    assert status == 1
    assert err.endswith(
        "u.yaml:3:3: error: constraint 'DictArrayAttr' is already defined"
        " differently by the library; give it another name\n"
    )


def test_a_parameterized_record_constraint_may_not_take_a_library_name(
    tmp_path: Path,
) -> None:
    text = (
        "dialect: {name: u}\nconstraints:\n  AnyType<x>:\n"
        '    type: \'Type<CPred<"True">, "${x}">\'\n'
    )
    status, _, err = generate_records(tmp_path, {"u.yaml": text})
    assert status == 1
    assert "u.yaml:3:3: error: constraint 'AnyType' is already defined" in err


def test_a_record_constraint_defined_as_the_library_does_is_accepted(
    tmp_path: Path,
) -> None:
    text = "dialect: {name: u}\nconstraints:\n  I1:\n    type: I<1>\n"
    status, _, err = generate_records(tmp_path, {"u.yaml": text})
    assert (status, err) == (0, "")


def test_two_dialects_may_not_define_one_constraint_name(tmp_path: Path) -> None:
    text = (
        "dialect: {name: NAME}\nconstraints:\n  Same:\n"
        '    type: \'Type<CPred<"True">, "any">\'\n'
    )
    status, _, err = generate_records(
        tmp_path,
        {"u.yaml": text.replace("NAME", "u"), "v.yaml": text.replace("NAME", "v")},
    )
    assert status == 1
    assert "v.yaml:3:3: error: constraint 'Same' is already defined at " in err
    assert "u.yaml:3:3" in err
