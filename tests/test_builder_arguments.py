"""Generated builders: what their arguments may be (issue 11, item 4).

An attribute argument takes the attribute or the Python value it wraps (an
enum member, an int, a bool, a str); a wrong argument is a TypeError naming
the parameter and the type expected. Parameters follow one rule: in ODS
order, positional up to the first required parameter that follows one with
a default, keyword-only from there on (and `location` always).
"""

from __future__ import annotations

import inspect
import re
from typing import Any

import pytest

from conftest import ROOT
from odsgen.ir.attributes import IntegerAttr, StringAttr
from odsgen.ir.context import Context
from odsgen.ir.operation import Block
from odsgen.ir.types import IntegerType
from odsgen.tools.opt import import_dialect


@pytest.fixture(scope="module")
def arith() -> Any:
    return import_dialect(str(ROOT / "generated" / "arith"))


@pytest.fixture
def context(llvm: Any, arith: Any) -> Context:
    context = Context(allow_unregistered_dialects=True)
    context.register_dialect(llvm.DIALECT())
    context.register_dialect(arith.DIALECT())
    return context


def test_enum_member_int_bool_and_str_are_taken(llvm: Any, context: Context) -> None:
    with context:
        i32 = IntegerType.get(32)
        op = llvm.ops.GlobalOp.build(
            i32,
            True,
            sym_name="g",
            linkage=llvm.enums.Linkage.Internal,
            alignment=8,
        )
        op.verify()
        assert op.linkage.linkage == llvm.enums.Linkage.Internal
        assert op.sym_name == "g" and op.alignment == 8 and op.constant
        given = llvm.ops.GlobalOp.build(
            i32, sym_name=StringAttr.get("h"), linkage=op.linkage_attr
        )
        given.verify()
        assert given.linkage_attr is op.linkage_attr


def test_an_enum_stored_as_an_integer_takes_the_member_or_its_int(
    llvm: Any, context: Context
) -> None:
    with context:
        i32 = IntegerType.get(32)
        (a,) = Block([i32]).arguments
        predicate = llvm.enums.ICmpPredicate.sle
        for given in (predicate, int(predicate)):
            op = llvm.ops.ICmpOp.build(given, a, a)
            op.verify()
            assert op.predicate == predicate


def test_a_type_for_an_operand_names_the_parameter(
    arith: Any, context: Context
) -> None:
    with context:
        i32 = IntegerType.get(32)
        with pytest.raises(TypeError) as caught:
            arith.ops.AddIOp.build(i32, i32)
    assert str(caught.value) == (
        "AddIOp.build() argument 'lhs' must be Value, not IntegerType"
    )


def test_a_wrong_attribute_names_the_parameter_and_type(
    llvm: Any, context: Context
) -> None:
    with context:
        i32 = IntegerType.get(32)
        with pytest.raises(
            TypeError,
            match="argument 'linkage' must be LinkageAttr" " [|] Linkage, not str",
        ):
            llvm.ops.GlobalOp.build(i32, sym_name="g", linkage="internal")
        with pytest.raises(
            TypeError,
            match="argument 'alignment' must be IntegerAttr"
            " [|] int [|] None, not str|argument 'alignment' must be"
            " IntegerAttr [|] int, not str",
        ):
            llvm.ops.GlobalOp.build(
                i32, sym_name="g", linkage=llvm.enums.Linkage.Internal, alignment="8"
            )
        with pytest.raises(TypeError, match="argument 'sym_name' must be StringAttr"):
            llvm.ops.GlobalOp.build(
                i32,
                sym_name=IntegerAttr.get(i32, 1),
                linkage=llvm.enums.Linkage.Internal,
            )


def test_a_sequence_parameter_rejects_a_single_value(
    llvm: Any, context: Context
) -> None:
    with context:
        i1, i32 = IntegerType.get(1), IntegerType.get(32)
        block = Block([i1, i32])
        condition, value = block.arguments
        with pytest.raises(
            TypeError, match="argument 'true_dest_operands' must be Sequence\\[Value\\]"
        ):
            llvm.ops.CondBrOp.build(
                condition, value, [], true_dest=block, false_dest=block
            )


def _follows_the_rule(build: Any) -> bool:
    """Whether `build`'s parameters are positional up to the first required
    one that follows a defaulted one, keyword-only from there on, and
    `location` is keyword-only."""
    params = list(inspect.signature(build).parameters.values())
    seen_default = keyword_only = False
    for param in params:
        required = param.default is inspect.Parameter.empty
        keyword_only |= (seen_default and required) or param.name == "location"
        if (param.kind is inspect.Parameter.KEYWORD_ONLY) != keyword_only:
            return False
        seen_default |= not required
    return params[-1].name == "location"


def test_one_rule_for_positional_and_keyword_parameters(llvm: Any, arith: Any) -> None:
    checked = 0
    for dialect in (llvm, arith):
        for cls in dialect.DIALECT.every_operation():
            build = getattr(cls, "build", None)  # its own or its family's
            if build is None or not (build.__doc__ or "").startswith("A new `"):
                continue  # none, or written in the records
            assert _follows_the_rule(build), cls.__name__
            checked += 1
    assert checked > 100


def test_the_package_docstring_says_how_to_register(llvm: Any) -> None:
    """The package docstring's way to register the dialect works."""
    (code,) = re.findall(r"`(context\.register_dialect\(.*?\))`", llvm.__doc__)
    context = Context()
    eval(code, {"context": context, "DIALECT": llvm.DIALECT})
    with context:
        (a,) = Block([IntegerType.get(32)]).arguments
        llvm.ops.FreezeOp.build(a).verify()
