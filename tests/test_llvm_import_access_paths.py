"""Loads and stores, the commonest instructions, take inlined shortcuts in
the line builders (a local pointer's lookup) and in the importer (the
untagged access converters), as do jumps to blocks without phis; each must
build what the general paths build.
"""

from __future__ import annotations

import pytest

from odsgen.ir.printer import PrintOptions, print_module
from odsgen.target.llvm_import import convert, import_context, importer, llvm_package
from odsgen.target.llvm_import.importer import ModuleImporter
from odsgen.target.llvm_import.errors import LLParseError
from odsgen.target.llvm_import.parser import LLParser

ACCESSES = """
@g = global i32 0
@h = global ptr null

define i32 @f(ptr %p, i32 %n) {
entry:
  %a = alloca i32, align 4
  %pp = alloca ptr, align 8
  store i32 %n, ptr %a, align 4
  store ptr %p, ptr %pp, align 8
  store i32 7, ptr @g, align 4
  store i32 -1, ptr %p, align 2
  store ptr null, ptr @h, align 8
  store i1 true, ptr %p, align 1
  store i32 undef, ptr %p, align 4
  %x = load i32, ptr %a, align 4
  %q = load ptr, ptr %pp, align 8
  %y = load i32, ptr %q, align 4
  %z = load i32, ptr @g, align 4
  %v = load volatile i32, ptr %a, align 4
  %t = load i32, ptr %a, align 4, !tbaa !1
  store i32 %t, ptr %a, align 4, !tbaa !1
  br label %later

back:
  %w = load i32, ptr %fwd, align 4
  store i32 %w, ptr %fwd, align 16
  ret i32 %w

later:
  %fwd = alloca i32, align 16
  %s = add i32 %x, %y
  store i32 %s, ptr %fwd, align 16
  br label %back
}

!0 = !{!"root"}
!1 = !{!2, !2, i64 0}
!2 = !{!"int", !3, i64 0}
!3 = !{!"char", !0, i64 0}
"""

JUMPS = """
define i32 @f(i32 %n, i1 %c) {
entry:
  br label %plain

plain:
  %a = add i32 %n, 1
  br i1 %c, label %join, label %other

other:
  br label %join

join:
  %p = phi i32 [ %a, %plain ], [ 0, %other ]
  br label %twice

twice:
  %q = phi i32 [ %p, %join ]
  %r = phi i32 [ %n, %join ]
  %s = add i32 %q, %r
  br label %end

end:
  ret i32 %s
}
"""


def printed(text: str, bodies: bool) -> str:
    """The imported module of `text`, its bodies read by lines or tokens."""
    parser = LLParser(text, True, bodies)
    model = parser.parse()
    context = import_context()
    with context:
        module = ModuleImporter(
            model, parser.consts, context, llvm_package(), "in.ll"
        ).run()
        return print_module(module, PrintOptions(), context)


def test_access_lines_build_what_the_tokens_build() -> None:
    assert printed(ACCESSES, True) == printed(ACCESSES, False)


@pytest.mark.parametrize("bodies", [True, False])
def test_untagged_access_converters_import_what_the_general_path_does(
    bodies: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    fast = printed(ACCESSES, bodies)
    assert "llvm.store" in fast and "llvm.load" in fast
    assert importer.FAST_CONVERTERS["load"] is convert._fast_load
    assert importer.FAST_CONVERTERS["store"] is convert._fast_store
    monkeypatch.setattr(importer, "FAST_CONVERTERS", {})
    monkeypatch.setattr(importer, "TAGGED_CONVERTERS", {})
    assert printed(ACCESSES, bodies) == fast


def test_jumps_pass_phi_values_as_the_general_path_does(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    fast = printed(JUMPS, True)
    assert "llvm.br ^bb3(%" in fast and "llvm.br ^bb4(%" in fast
    monkeypatch.setattr(importer, "FAST_CONVERTERS", {})
    assert printed(JUMPS, True) == fast


@pytest.mark.parametrize("bodies", [True, False])
@pytest.mark.parametrize(
    "line, column",
    [("  load void, ptr %p\n", 8), ("  %x = load void, ptr %p, align 4\n", 13)],
)
def test_a_void_load_gets_llvms_parse_error(
    line: str, column: int, bodies: bool
) -> None:
    """llvm-as-16 and mlir-translate-16 reject the type at its column."""
    text = f"define void @f(ptr %p) {{\n{line}  ret void\n}}\n"
    with pytest.raises(LLParseError) as caught:
        LLParser(text, True, bodies).parse()
    assert caught.value.message == "void type only allowed for function results"
    assert caught.value.pos == text.index("\n") + column
