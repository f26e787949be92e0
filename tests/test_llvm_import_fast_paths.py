"""The shortcuts of the LLVM IR import take the general path's decisions.

Lines of LINE_FORMS say from their form whether they end a block and list
their annotated instructions as they are built; the importer keys its
values by the model's objects. Each is checked against what the general
path (tokens, `id`) does.
"""

from __future__ import annotations

import pytest

from odsgen.target.llvm_import import model
from odsgen.target.llvm_import.fastlines import LINE_BUILDERS, OPCODE_FORMS
from odsgen.target.llvm_import.parser import _TERMINATORS, LLParser, parse_module

ANNOTATED = """
define i32 @f(ptr %p, i1 %c) {
entry:
  %a = load i32, ptr %p, align 4, !tbaa !1
  store i32 %a, ptr %p, align 4, !tbaa !1
  %b = add i32 %a, 1, !dbg.x !4
  br i1 %c, label %one, label %two, !prof !5

one:
  %v = load volatile i32, ptr %p, align 4, !tbaa !1
  br label %two, !md.a !4

two:
  %r = phi i32 [ %b, %entry ], [ %v, %one ], !md.b !4
  %s = select i1 %c, i32 %r, i32 0, !prof !5
  ret i32 %s, !md.c !4
}

!0 = !{!"root"}
!1 = !{!2, !2, i64 0}
!2 = !{!"int", !3, i64 0}
!3 = !{!"char", !0, i64 0}
!4 = !{}
!5 = !{!"branch_weights", i32 1, i32 2}
"""


@pytest.mark.parametrize("opcode", sorted(OPCODE_FORMS))
def test_a_line_form_ends_its_block_as_its_opcode_does(opcode: str) -> None:
    ends_block = LINE_BUILDERS[opcode][2]
    assert ends_block == (opcode.split()[0] in _TERMINATORS)


def test_lines_list_their_annotated_instructions_as_tokens_do() -> None:
    def annotated(parsed: model.Module) -> list[tuple[str, str | None, dict]]:
        return [
            (inst.opcode, inst.name, dict(inst.metadata)) for inst in parsed.annotated
        ]

    _, by_lines = parse_module(ANNOTATED)
    by_tokens = LLParser(ANNOTATED, True, bodies=False).parse()
    assert annotated(by_lines) == annotated(by_tokens)
    assert [opcode for opcode, _, _ in annotated(by_lines)] == [
        "load",
        "store",
        "add",
        "br",
        "load",
        "br",
        "phi",
        "select",
        "ret",
    ]


def _value_classes() -> list[type]:
    """`model.Value` and every class below it, however deep."""
    found = [model.Value]
    for cls in found:
        found.extend(sub for sub in cls.__subclasses__() if sub not in found)
    return found


@pytest.mark.parametrize("cls", _value_classes(), ids=lambda cls: cls.__name__)
def test_model_values_hash_by_identity(cls: type) -> None:
    # The importer's value and block maps are keyed by these objects, as
    # they were by their id().
    assert cls.__hash__ is object.__hash__
    assert cls.__eq__ is object.__eq__
