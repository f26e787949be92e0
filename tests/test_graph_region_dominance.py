"""Dominance in graph regions (an unregistered op's single block, a
module body): MLIR 16 checks every operand there too, and orders nothing
within such a block only; a use nested in one of a value defined outside is
checked where that value is defined. Expected outputs are mlir-opt-16's,
recorded."""

from __future__ import annotations

import pytest

from conftest import run_opt

CASES = {
    "use_before_def_in_graph_block": (
        '"foo.g"() ({\n  %1 = "foo.use"(%0) : (i32) -> i32\n  %0 = "foo.def"() : () -> i32\n  %2 = "foo.self"(%2) : (i32) -> i32\n}) : () -> ()\n',
        0,
        'module {\n  "foo.g"() ({\n    %0 = "foo.use"(%1) : (i32) -> i32\n    %1 = "foo.def"() : () -> i32\n    %2 = "foo.self"(%2) : (i32) -> i32\n  }) : () -> ()\n}\n\n',
        "",
    ),
    "outer_value_defined_after_graph_op": (
        'func.func @g() {\n  "foo.g"() ({\n    "foo.use"(%v) : (i32) -> ()\n  }) : () -> ()\n  %v = "foo.def"() : () -> i32\n  return\n}\n',
        1,
        "",
        '<stdin>:3:5: error: operand #0 does not dominate this use\n    "foo.use"(%v) : (i32) -> ()\n    ^\n<stdin>:3:5: note: see current operation: "foo.use"(%0) : (i32) -> ()\n<stdin>:5:8: note: operand defined here (op in a parent region)\n  %v = "foo.def"() : () -> i32\n       ^\n',
    ),
    "graph_inside_graph": (
        'func.func @h(%c: i1) {\n  "foo.g"() ({\n    %1 = "foo.use"(%0) : (i32) -> i32\n    %0 = "foo.def"() : () -> i32\n    "foo.inner"() ({\n      "foo.use2"(%late) : (i32) -> ()\n    }) : () -> ()\n    %late = "foo.def"() : () -> i32\n  }) : () -> ()\n  return\n}\n',
        0,
        'module {\n  func.func @h(%arg0: i1) {\n    "foo.g"() ({\n      %0 = "foo.use"(%1) : (i32) -> i32\n      %1 = "foo.def"() : () -> i32\n      "foo.inner"() ({\n        "foo.use2"(%2) : (i32) -> ()\n      }) : () -> ()\n      %2 = "foo.def"() : () -> i32\n    }) : () -> ()\n    return\n  }\n}\n\n',
        "",
    ),
    "outer_value_not_dominating_graph_op": (
        'func.func @f(%a: i32, %c: i1) {\n  cf.cond_br %c, ^bb1, ^bb2\n^bb1:\n  %x = arith.addi %a, %a : i32\n  cf.br ^bb3\n^bb2:\n  %z = arith.addi %a, %a : i32\n  "foo.bar"() ({\n    %q = arith.addi %x, %a : i32\n    "foo.yield"() : () -> ()\n  }) : () -> ()\n  cf.br ^bb3\n^bb3:\n  return\n}\n',
        1,
        "",
        '<stdin>:9:10: error: operand #0 does not dominate this use\n    %q = arith.addi %x, %a : i32\n         ^\n<stdin>:9:10: note: see current operation: %2 = "arith.addi"(%0, %arg0) : (i32, i32) -> i32\n<stdin>:4:8: note: operand defined here (op in a parent region)\n  %x = arith.addi %a, %a : i32\n       ^\n',
    ),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_graph_region_dominance(name: str) -> None:
    text, status, out, err = CASES[name]
    assert run_opt(["--allow-unregistered-dialect", "-"], text) == (status, out, err)
