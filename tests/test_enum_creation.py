"""Generated enums are made by `odsgen.ir.enums.simple_enum`: each is the
enum the class statement `class Name(IntEnum):` (or `IntFlag`) with its body
makes, as `ordinary_enum` makes it (the way taken where `enum` has no
`_simple_enum`)."""

from __future__ import annotations

import enum
import importlib
import importlib.util

import pytest

import odsgen.ir.enums
from odsgen.ir.enums import ordinary_enum, simple_enum
from odsgen.ir.registry import default_dialects

ENUM_MODULES = [
    f"{package}.{module}"
    for package in default_dialects().values()
    for module in ("enums", "enums_dwarf")
    if importlib.util.find_spec(f"{package}.{module}") is not None
]


def _enums(namespace: dict) -> dict[str, type[enum.Enum]]:
    return {
        name: value
        for name, value in namespace.items()
        if isinstance(value, enum.EnumType) and value.__module__ == "enums_under_test"
    }


def _made_both_ways(
    module_name: str, monkeypatch
) -> tuple[dict[str, type], dict[str, type]]:
    """The enums of `module_name`, made by `simple_enum` and by `ordinary_enum`."""
    module = importlib.import_module(module_name)
    with open(module.__file__, encoding="utf-8") as file:
        code = compile(file.read(), module.__file__, "exec")
    made = []
    for decorator in (
        simple_enum,
        lambda cls: ordinary_enum(cls.__bases__[0].ENUM, cls),
    ):
        monkeypatch.setattr(odsgen.ir.enums, "simple_enum", decorator)
        namespace = {"__name__": "enums_under_test"}
        exec(code, namespace)
        made.append(_enums(namespace))
    return made[0], made[1]


def _facts(cls: type[enum.Enum]) -> dict:
    """What code can observe of an enum class apart from its functions."""
    members = list(cls.__members__.items())
    facts = {
        "bases": cls.__bases__,
        "mro": [base.__name__ for base in cls.__mro__],
        "members": [(name, int(m), m.name, m._value_) for name, m in members],
        "iterated": [(m.name, int(m)) for m in cls],
        "by value": {int(m): cls(int(m)).name for _, m in members},
        "text": [(repr(m), str(m), format(m), f"{m:d}") for _, m in members],
        "doc": cls.__doc__,
        "qualname": cls.__qualname__,
        "functions": sorted(
            name
            for name, value in vars(cls).items()
            if isinstance(value, (classmethod, staticmethod))
            or callable(value)
            and not isinstance(value, enum.Enum)
        ),
    }
    if issubclass(cls, enum.Flag):
        every = 0
        for _, member in members:
            every |= int(member)
        facts["flag"] = (
            cls._flag_mask_,
            cls._all_bits_,
            cls._singles_mask_,
            cls._boundary_,
            repr(cls(every)),
            str(cls(every)),
            repr(cls(0)),
            [m.name for m in cls(every)],
        )
    return facts


@pytest.mark.parametrize("module_name", ENUM_MODULES)
def test_generated_enums_are_what_the_class_statement_makes(module_name, monkeypatch):
    simple, ordinary = _made_both_ways(module_name, monkeypatch)
    assert simple and simple.keys() == ordinary.keys()
    for name, cls in simple.items():
        assert type(cls) is type(ordinary[name])
        assert _facts(cls) == _facts(ordinary[name]), name


def test_the_llvm_enums_behave_as_their_records_say():
    from odsgen_dialects.llvm import CConv, FastmathFlags, Linkage

    assert isinstance(Linkage.Internal, int) and issubclass(Linkage, enum.IntEnum)
    assert Linkage.symbolize("internal") is Linkage.Internal
    assert Linkage.Internal.stringify() == "internal"
    assert CConv.from_value(10_000) is None
    flags = FastmathFlags.nnan | FastmathFlags.ninf
    assert type(flags) is FastmathFlags and issubclass(FastmathFlags, enum.IntFlag)
    assert flags.stringify() == "nnan, ninf"
    assert FastmathFlags.symbolize("ninf, nnan") == flags
