"""loop-invariant-code-motion and control-flow-sink through the interfaces
an op class provides (`loop_body`, `region_invocation_bounds`,
`SPECULATABILITY`): none of odsgen's dialects has such ops yet, so a small
dialect here stands for scf's `for` and `if` (expected results follow what
mlir-opt-16 does with those)."""

from __future__ import annotations

from odsgen.asm import parse_source
from odsgen.ir.printer import PrintOptions, print_module
from odsgen.ir.context import Context
from odsgen.ir.dialect import Dialect
from odsgen.ir.operation import Operation
from odsgen.ir.traits import IsTerminator, NoMemoryEffect
from odsgen.transforms.control_flow_sink import control_flow_sink
from odsgen.transforms.licm import loop_invariant_code_motion


class LoopOp(Operation):
    __slots__ = ()
    OPERATION_NAME = "tl.loop"

    def loop_body(self):
        return self.regions[0]


class IfOp(Operation):
    __slots__ = ()
    OPERATION_NAME = "tl.if"

    def region_invocation_bounds(self, operands):
        return [(0, 1), (0, None)]


class PureOp(Operation):
    __slots__ = ()
    OPERATION_NAME = "tl.pure"
    TRAITS = frozenset({NoMemoryEffect})
    SPECULATABILITY = "speculatable"


class UnsafeOp(Operation):
    """Free of effects but not speculatable (as a division)."""

    __slots__ = ()
    OPERATION_NAME = "tl.unsafe"
    TRAITS = frozenset({NoMemoryEffect})


class YieldOp(Operation):
    __slots__ = ()
    OPERATION_NAME = "tl.yield"
    TRAITS = frozenset({IsTerminator})


class TestDialect(Dialect):
    name = "tl"
    operations = (LoopOp, IfOp, PureOp, UnsafeOp, YieldOp)


def _run(text: str, run_pass) -> str:
    context = Context(allow_unregistered_dialects=True)
    context.register_dialect(TestDialect())
    with context:
        module = parse_source(text, context, "test")
        run_pass(module, context, {})
        return print_module(
            module, PrintOptions(generic=True, local_scope=True), context
        )


LOOP = """\
"tl.loop"() ({
^bb0(%i: i32):
  %a = "tl.pure"() : () -> i32
  %b = "tl.pure"(%a) : (i32) -> i32
  %c = "tl.pure"(%i) : (i32) -> i32
  %d = "tl.unsafe"(%a) : (i32) -> i32
  %e = "foo.effect"(%b) : (i32) -> i32
  "tl.loop"() ({
    %f = "tl.pure"(%b) : (i32) -> i32
    "tl.yield"(%f) : (i32) -> ()
  }) : () -> ()
  "tl.yield"() : () -> ()
}) : () -> ()
"""


def test_licm_hoists_invariant_speculatable_ops_innermost_first() -> None:
    assert _run(LOOP, loop_invariant_code_motion) == """\
"builtin.module"() ({
  %0 = "tl.pure"() : () -> i32
  %1 = "tl.pure"(%0) : (i32) -> i32
  %2 = "tl.pure"(%1) : (i32) -> i32
  "tl.loop"() ({
  ^bb0(%arg0: i32):
    %3 = "tl.pure"(%arg0) : (i32) -> i32
    %4 = "tl.unsafe"(%0) : (i32) -> i32
    %5 = "foo.effect"(%1) : (i32) -> i32
    "tl.loop"() ({
      "tl.yield"(%2) : (i32) -> ()
    }) : () -> ()
    "tl.yield"() : () -> ()
  }) : () -> ()
}) : () -> ()"""


BRANCHES = """\
%a = "tl.pure"() : () -> i32
%b = "tl.pure"(%a) : (i32) -> i32
%c = "tl.pure"() : () -> i32
%d = "foo.effect"() : () -> i32
%e = "tl.pure"() : () -> i32
"tl.if"() ({
  "foo.use"(%b, %d) : (i32, i32) -> ()
  "tl.yield"() : () -> ()
}, {
  "foo.use"(%e) : (i32) -> ()
  "tl.yield"() : () -> ()
}) : () -> ()
"foo.use"(%c) : (i32) -> ()
"""


def test_control_flow_sink_moves_ops_into_regions_run_at_most_once() -> None:
    assert _run(BRANCHES, control_flow_sink) == """\
"builtin.module"() ({
  %0 = "tl.pure"() : () -> i32
  %1 = "foo.effect"() : () -> i32
  %2 = "tl.pure"() : () -> i32
  "tl.if"() ({
    %3 = "tl.pure"() : () -> i32
    %4 = "tl.pure"(%3) : (i32) -> i32
    "foo.use"(%4, %1) : (i32, i32) -> ()
    "tl.yield"() : () -> ()
  }, {
    "foo.use"(%2) : (i32) -> ()
    "tl.yield"() : () -> ()
  }) : () -> ()
  "foo.use"(%0) : (i32) -> ()
}) : () -> ()"""
