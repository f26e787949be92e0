"""A registered dialect loaded with --load-dialect: custom forms, terminators, successors."""

from __future__ import annotations

from conftest import run_opt

LOAD = ["--load-dialect", "handwritten_dialect"]

SOURCE = """\
hw.func @f(%a: i32) {
  %c = hw.const 5 : i32
  hw.br ^next(%c : i32)
^next(%x: i32):
  hw.ret %x, %a : i32, i32
}
"""

CUSTOM = """\
module {
  hw.func @f(%arg0: i32) {
    %0 = hw.const 5 : i32
    hw.br ^bb1(%0 : i32)
  ^bb1(%1: i32):  // pred: ^bb0
    hw.ret %1, %arg0 : i32, i32
  }
}

"""

GENERIC = """\
"builtin.module"() ({
  "hw.func"() ({
  ^bb0(%arg0: i32):
    %0 = "hw.const"() {value = 5 : i32} : () -> i32
    "hw.br"(%0)[^bb1] : (i32) -> ()
  ^bb1(%1: i32):  // pred: ^bb0
    "hw.ret"(%1, %arg0) : (i32, i32) -> ()
  }) {sym_name = "f"} : () -> ()
}) : () -> ()

"""


def test_custom_form_round_trips() -> None:
    assert run_opt([*LOAD, "-"], stdin_text=SOURCE) == (0, CUSTOM, "")
    assert run_opt([*LOAD, "-"], stdin_text=CUSTOM) == (0, CUSTOM, "")


def test_generic_form_of_registered_ops() -> None:
    assert run_opt([*LOAD, "--mlir-print-op-generic", "-"], stdin_text=SOURCE) == (
        0,
        GENERIC,
        "",
    )
    assert run_opt([*LOAD, "-"], stdin_text=GENERIC) == (0, CUSTOM, "")


def test_successor_operand_count_is_verified() -> None:
    text = SOURCE.replace("hw.br ^next(%c : i32)", "hw.br ^next")
    status, _, err = run_opt([*LOAD, "-"], stdin_text=text)
    assert status == 1
    assert (
        "error: branch has 0 operands for successor #0, but target block has 1" in err
    )


def test_successor_operand_types_are_verified() -> None:
    text = SOURCE.replace("^next(%x: i32)", "^next(%x: i64)").replace(
        "hw.ret %x, %a : i32, i32", "hw.ret %a : i32"
    )
    status, _, err = run_opt([*LOAD, "-"], stdin_text=text)
    assert status == 1
    assert "error: type mismatch for bb argument #0 of successor #0" in err


def test_op_verifier_message_and_current_operation_note() -> None:
    text = "%0 = hw.const 5 : i64\n"
    status, _, err = run_opt(
        [*LOAD, "-"], stdin_text=text.replace(": i64", ": i64 ") + ""
    )
    assert status == 0
    bad = '%0 = "hw.const"() {value = 5 : i32} : () -> i64\n'
    status, _, err = run_opt([*LOAD, "-"], stdin_text=bad)
    assert status == 1
    assert err.startswith(
        "<stdin>:1:6: error: 'hw.const' op result type must match the value's type\n"
    )
    assert (
        'note: see current operation: %0 = "hw.const"() {value = 5 : i32} : () -> i64'
        in err
    )


def test_isolated_region_hides_outer_values() -> None:
    text = '%0 = "xx.v"() : () -> i32\nhw.func @g() {\n  hw.ret %0 : i32\n}\n'
    status, _, err = run_opt(
        [*LOAD, "--allow-unregistered-dialect", "-"], stdin_text=text
    )
    assert status == 1
    assert "use of undeclared SSA value name" in err


def test_unknown_op_of_registered_dialect() -> None:
    status, _, err = run_opt([*LOAD, "-"], stdin_text='"hw.nope"() : () -> ()\n')
    assert status == 1
    assert (
        "unregistered operation 'hw.nope' found in dialect ('hw') that does not allow"
        " unknown operations" in err
    )
