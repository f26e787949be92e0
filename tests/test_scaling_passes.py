"""Passes cost work linear in their input, counted rather than timed (as in
test_scaling.py): running a pass on inputs of size n, 2n and 4n, the work
grows by twice as much from 2n to 4n as from n to 2n.

Also: the batched erasure of successor operands (one rebuild of a branch's
operands, as region DCE erases them) leaves the IR and every value's use
list as erasing them one at a time does.
"""

from __future__ import annotations

from typing import Any, Callable

import pytest

from conftest import ROOT, run_opt_llvm
from reference import valid_like_mlir_opt
from test_scaling import _counted

from odsgen.asm import parse_source, print_module
from odsgen.ir.context import Context
from odsgen.ir.operation import OpOperand, Operation, Value, erase_ops
from odsgen.ir.verifier import verify
from odsgen.tools.opt import load_dialects
from odsgen.tools.passes import parse_pipeline, run_pipeline
from odsgen.transforms.side_effects import (
    is_memory_effect_free,
    would_be_trivially_dead,
)

N = 24


def switch_forwarding_dead_values(n: int, salt: int) -> str:
    """A `cf.switch` of `n` cases, each passing its block an argument it uses
    and a sum it does not (region DCE erases `n` operands of one op)."""
    targets = ", ".join(f"{k}: ^bb{k + 1}(%a, %v : i{salt}, i{salt})" for k in range(n))
    blocks = "".join(
        f'^bb{k + 1}(%p{k}: i{salt}, %q{k}: i{salt}):\n  "xx.use"(%p{k}) : (i{salt}) -> ()\n'
        "  return\n"
        for k in range(n)
    )
    return (
        f"func.func @f(%x: i32, %a: i{salt}, %b: i{salt}) {{\n"
        f"  %v = arith.addi %a, %b : i{salt}\n"
        f"  cf.switch %x : i32, [default: ^bb{n + 1}(%b : i{salt}), {targets}]\n"
        f"{blocks}^bb{n + 1}(%d: i{salt}):\n  return\n}}\n"
    )


def llvm_switch_forwarding_dead_values(n: int, salt: int) -> str:
    """`switch_forwarding_dead_values` with `llvm.switch`."""
    targets = ", ".join(f"{k}: ^bb{k + 1}(%a, %v : i{salt}, i{salt})" for k in range(n))
    blocks = "".join(
        f'^bb{k + 1}(%p{k}: i{salt}, %q{k}: i{salt}):\n  "xx.use"(%p{k}) : (i{salt}) -> ()\n'
        "  llvm.return\n"
        for k in range(n)
    )
    return (
        f"llvm.func @f(%x: i32, %a: i{salt}, %b: i{salt}) {{\n"
        f"  %v = llvm.add %a, %b : i{salt}\n"
        f"  llvm.switch %x : i32, ^bb{n + 1}(%b : i{salt}) [{targets}]\n"
        f"{blocks}^bb{n + 1}(%d: i{salt}):\n  llvm.return\n}}\n"
    )


def switch_forwarding_one_value(n: int, salt: int) -> str:
    """Every case passes the same value twice, the second dead: erasing them
    drops `n` of the value's `2n` uses, all in one op."""
    targets = ", ".join(f"{k}: ^bb{k + 1}(%a, %a : i{salt}, i{salt})" for k in range(n))
    blocks = "".join(
        f'^bb{k + 1}(%p{k}: i{salt}, %q{k}: i{salt}):\n  "xx.use"(%p{k}) : (i{salt}) -> ()\n'
        "  return\n"
        for k in range(n)
    )
    return (
        f"func.func @f(%x: i32, %a: i{salt}) {{\n"
        f"  cf.switch %x : i32, [default: ^bb{n + 1}, {targets}]\n"
        f"{blocks}^bb{n + 1}:\n  return\n}}\n"
    )


def switch_to_similar_blocks(n: int, salt: int) -> str:
    """A switch to `n` blocks alike but for a value defined before: block
    merging passes it to the one block left (`n` appends to one switch)."""
    values = "".join(
        f'  %c{k} = "xx.def"() {{v = {k}}} : () -> i{salt}\n' for k in range(n)
    )
    targets = ", ".join(f"{k}: ^bb{k + 1}" for k in range(n))
    blocks = "".join(
        f'^bb{k + 1}:\n  "xx.use"(%c{k}) : (i{salt}) -> ()\n  return\n'
        for k in range(n)
    )
    return (
        f"func.func @f(%x: i32) {{\n{values}"
        f"  cf.switch %x : i32, [default: ^bb{n + 1}, {targets}]\n"
        f"{blocks}^bb{n + 1}:\n  return\n}}\n"
    )


def block_with_every_other_argument_dead(n: int, salt: int) -> str:
    """A block of two predecessors and `2n` arguments, every other one
    unused: region DCE erases `n` arguments and `2n` operands."""
    arguments = ", ".join(f"%p{k}: i{salt}" for k in range(2 * n))
    passed = ", ".join(["%a"] * (2 * n)) + " : " + ", ".join([f"i{salt}"] * (2 * n))
    uses = "".join(f'  "xx.use"(%p{2 * k}) : (i{salt}) -> ()\n' for k in range(n))
    return (
        f"func.func @f(%c: i1, %a: i{salt}) {{\n"
        f"  cf.cond_br %c, ^bb1({passed}), ^bb2\n"
        f"^bb2:\n  cf.br ^bb1({passed})\n"
        f"^bb1({arguments}):\n{uses}  return\n}}\n"
    )


def copies_of_one_sum(n: int, salt: int) -> str:
    """`n` copies of one sum, each used: CSE erases `n - 1` ops whose uses
    are in the middle of one long use list."""
    ops = "".join(
        f'  %v{k} = arith.addi %a, %a : i{salt}\n  "xx.use"(%v{k}) : (i{salt}) -> ()\n'
        for k in range(n)
    )
    return f"func.func @f(%a: i{salt}) {{\n{ops}  return\n}}\n"


def loops_nested(n: int, salt: int) -> str:
    """`n` loops nested, the innermost with a sum to hoist and a use with
    effects: each loop's effects are those of all the loops inside."""
    opening = "".join(f"  scf.for %i{k} = %lb to %ub step %s {{\n" for k in range(n))
    return (
        f"func.func @f(%lb: index, %ub: index, %s: index, %a: i{salt}) {{\n"
        f"{opening}  %v = arith.addi %a, %a : i{salt}\n"
        f'  "xx.use"(%v) : (i{salt}) -> ()\n' + "  }\n" * n + "  return\n}\n"
    )


def ifs_nested(n: int, salt: int) -> str:
    """`n` `scf.if` nested, each holding a copy of one sum (CSE asks whether
    each `scf.if`, of recursive effects, is free of them)."""
    opening = "".join(
        f'  %v{k} = arith.addi %a, %a : i{salt}\n  "xx.use"(%v{k}) : (i{salt}) -> ()\n'
        "  scf.if %c {\n"
        for k in range(n)
    )
    return (
        f"func.func @f(%c: i1, %a: i{salt}) {{\n{opening}"
        f'  "xx.use"(%a) : (i{salt}) -> ()\n' + "  }\n" * n + "  return\n}\n"
    )


def many_calls(n: int, salt: int) -> str:
    """`n` calls of one function in one block: each inlined call splices
    the body in, without moving the ops after it."""
    calls = "".join(
        f"  %r{k} = call @g(%a) : (i{salt}) -> i{salt}\n"
        f'  "xx.use"(%r{k}) : (i{salt}) -> ()\n'
        for k in range(n)
    )
    return (
        f"func.func private @g(%x: i{salt}) -> i{salt} {{\n"
        f"  %y = arith.muli %x, %x : i{salt}\n  return %y : i{salt}\n}}\n"
        f"func.func @f(%a: i{salt}) {{\n{calls}  return\n}}\n"
    )


def switch_of_constants(n: int, salt: int) -> str:
    """A switch passing each of `n` blocks a constant: SCCP reads what each
    case passes its block."""
    width = salt + 8  # wide enough for `n` constants
    constants = "".join(f"  %c{k} = arith.constant {k} : i{width}\n" for k in range(n))
    targets = ", ".join(f"{k}: ^bb{k + 1}(%c{k} : i{width})" for k in range(n))
    blocks = "".join(
        f'^bb{k + 1}(%p{k}: i{width}):\n  "xx.use"(%p{k}) : (i{width}) -> ()\n  return\n'
        for k in range(n)
    )
    return (
        f"func.func @f(%x: i32, %b: i{width}) {{\n{constants}"
        f"  cf.switch %x : i32, [default: ^bb{n + 1}(%b : i{width}), {targets}]\n"
        f"{blocks}^bb{n + 1}(%d: i{width}):\n  return\n}}\n"
    )


PASSES: dict[str, tuple[Callable[[int, int], str], str]] = {
    "region DCE, cf.switch": (switch_forwarding_dead_values, "canonicalize"),
    "region DCE, llvm.switch": (llvm_switch_forwarding_dead_values, "canonicalize"),
    "region DCE, one value": (switch_forwarding_one_value, "canonicalize"),
    "block merging": (switch_to_similar_blocks, "canonicalize"),
    "region DCE, block arguments": (
        block_with_every_other_argument_dead,
        "canonicalize",
    ),
    "CSE": (copies_of_one_sum, "cse"),
    "CSE, nested scf.if": (ifs_nested, "cse"),
    "LICM": (loops_nested, "loop-invariant-code-motion"),
    "inliner": (many_calls, "inline"),
    "SCCP, switch": (switch_of_constants, "sccp"),
    "cf to LLVM, switch": (switch_of_constants, "convert-cf-to-llvm"),
    "scf to cf, nested loops": (loops_nested, "convert-scf-to-cf"),
    "canonicalize, nested loops": (loops_nested, "canonicalize"),
}


@pytest.fixture(scope="module")
def context() -> Context:
    context = Context(allow_unregistered_dialects=True)
    load_dialects(context, [str(ROOT / "generated" / "llvm")])
    return context


def _pass_work(
    source: Callable[[int, int], str], passes: str, n: int, salt: int, context: Context
) -> int:
    """The steps of running `passes` on the module `source(n, salt)`."""
    module = parse_source(source(n, salt), context, f"passes{salt}.mlir")
    verify(module, context)
    pipeline = parse_pipeline(f"builtin.module({passes})")

    def action() -> None:
        with context:
            run_pipeline(pipeline, module, context)

    return _counted(action)


@pytest.mark.pure_python  # counts traced Python lines (see conftest.py)
@pytest.mark.parametrize("name", list(PASSES))
def test_pass_work_grows_linearly(name: str, context: Context) -> None:
    source, passes = PASSES[name]
    _pass_work(source, passes, 4, 1, context)  # the first run loads and memoizes
    work = [
        _pass_work(source, passes, n, salt, context)
        for salt, n in enumerate((N, 2 * N, 4 * N), 2)
    ]
    growth = (work[2] - work[1]) / (work[1] - work[0])
    assert 1.95 <= growth <= 2.05, (name, work)


@pytest.mark.parametrize("name", list(PASSES))
def test_pass_output_is_mlir_opts(name: str) -> None:
    source, passes = PASSES[name]
    flags = ["--allow-unregistered-dialect", f"--{passes}"]
    valid_like_mlir_opt(run_opt_llvm, flags, source(N, 32), reference_flags=())


INVOKE = """llvm.func @g(i32)
llvm.func @personality(...) -> i32
llvm.func @f(%a: i32, %b: i32) attributes {personality = @personality} {
  %v = llvm.add %a, %b : i32
  llvm.invoke @g(%a) to ^bb1(%v, %a : i32, i32) unwind ^bb2(%b : i32) : (i32) -> ()
^bb1(%x: i32, %y: i32):
  llvm.call @g(%y) : (i32) -> ()
  llvm.return
^bb2(%z: i32):
  %1 = llvm.landingpad cleanup : !llvm.struct<(ptr<i8>, i32)>
  llvm.return
}
"""


def test_region_dce_erases_what_an_invoke_forwards_to_dead_arguments() -> None:
    """`llvm.invoke` is a branch (BranchOpInterface) to region DCE too."""
    out = valid_like_mlir_opt(run_opt_llvm, ["--canonicalize"], INVOKE)
    assert "to ^bb1(%arg0 : i32) unwind ^bb2 :" in out


def _use_lists(module: Operation) -> list[list[tuple[int, int]]]:
    """Every value's uses, in order, as (user's number in the walk, operand
    number)."""
    ops = list(module.walk())
    number = {id(op): index for index, op in enumerate(ops)}
    values: list[Value] = []
    for op in ops:
        for region in op.regions:
            for block in region.blocks:
                values.extend(block.arguments)
        values.extend(op.results)
    return [
        [(number[id(use.owner)], use.index) for use in value.uses_view()]
        for value in values
    ]


SWITCHES = """func.func @f(%x: i32, %c: i1, %a: i32, %b: i32) {
  %v = arith.addi %a, %b : i32
  "xx.use"(%a, %v) : (i32, i32) -> ()
  cf.cond_br %c, ^bb1(%a, %v, %a : i32, i32, i32), ^bb1(%v, %v, %b : i32, i32, i32)
^bb1(%p: i32, %q: i32, %r: i32):
  cf.switch %x : i32, [default: ^bb2(%a, %v : i32, i32), 1: ^bb3(%v, %a, %v : i32, i32, i32), 2: ^bb2(%v, %b : i32, i32), 3: ^bb3(%a, %a, %b : i32, i32, i32)]
^bb2(%s: i32, %t: i32):
  "xx.use"(%a, %v) : (i32, i32) -> ()
  llvm.switch %x : i32, ^bb3(%a, %v, %b : i32, i32, i32) [4: ^bb3(%v, %v, %v : i32, i32, i32), 5: ^bb3(%b, %a, %v : i32, i32, i32)]
^bb3(%u: i32, %w: i32, %y: i32):
  return
}
"""

# Per branch (in block order): the positions erased, by successor.
ERASURES = [{0: [0, 2], 1: [1]}, {0: [1], 1: [0, 1, 2], 3: [2]}, {0: [1], 2: [0, 2]}]


@pytest.mark.parametrize("order", ["last first", "first first"])
def test_batched_erasure_matches_one_at_a_time(order: str, context: Context) -> None:
    batched = parse_source(SWITCHES, context, "batched.mlir")
    single = parse_source(SWITCHES, context, "single.mlir")
    for module, at_once in ((batched, True), (single, False)):
        blocks = module.regions[0].blocks[0].first_op.regions[0].blocks
        for block, erasures in zip(blocks, ERASURES):
            branch = block.last_op
            if at_once:
                branch.erase_successor_operands(erasures)  # type: ignore[attr-defined]
                continue
            items = sorted(erasures.items(), reverse=order == "last first")
            for index, positions in items:
                if order == "last first":
                    for position in reversed(positions):
                        branch.erase_successor_operands({index: (position,)})  # type: ignore[attr-defined]
                else:  # each erasure moves the later operands down
                    for erased, position in enumerate(positions):
                        branch.erase_successor_operands({index: (position - erased,)})  # type: ignore[attr-defined]
    assert print_module(batched) == print_module(single)
    assert _use_lists(batched) == _use_lists(single)
    printed = print_module(batched)
    assert "llvm.switch %arg0 : i32, ^bb3(%arg2, %arg3 : i32, i32) [" in printed
    assert "5: ^bb3(%arg2 : i32)" in printed


# Per branch (in block order): values (by argument number) passed to its
# successors after their operands, successor by successor.
ADDITIONS = [
    [(1, [2]), (0, [3, 2])],
    [(3, [2, 2]), (0, [3]), (2, [2]), (1, [3])],
    [(2, [3]), (0, [2, 3]), (1, [])],
]


def test_batched_appends_match_one_at_a_time(context: Context) -> None:
    batched = parse_source(SWITCHES, context, "batched.mlir")
    single = parse_source(SWITCHES, context, "single.mlir")
    for module, at_once in ((batched, True), (single, False)):
        function = module.regions[0].blocks[0].first_op
        arguments = function.regions[0].blocks[0].arguments
        blocks = function.regions[0].blocks
        for block, additions in zip(blocks, ADDITIONS):
            branch: Any = block.last_op
            if at_once:
                branch.append_successor_uses(
                    [
                        (index, [OpOperand(branch, arguments[k]) for k in values])
                        for index, values in additions
                    ]
                )
                continue
            for index, values in additions:
                uses = [OpOperand(branch, arguments[k]) for k in values]
                branch.append_successor_uses([(index, uses)])
    assert print_module(batched) == print_module(single)
    assert _use_lists(batched) == _use_lists(single)
    printed = print_module(batched)
    assert "5: ^bb3(%arg3, %arg2, %0, %arg3 : i32, i32, i32, i32)" in printed
    assert "1: ^bb3(%0, %arg2, %0, %arg3 : i32, i32, i32, i32)" in printed


USES = """func.func @f(%a: i32, %b: i32, %c: i32) {
  "xx.before"(%a, %b) : (i32, i32) -> ()
  "xx.many"(%a, %b, %a, %c, %a, %b, %a, %a, %b, %c, %a) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
  "xx.after"(%b, %a) : (i32, i32) -> ()
  cf.switch %a : i32, [default: ^bb1, 1: ^bb2, 2: ^bb1, 3: ^bb1, 4: ^bb2, 5: ^bb1, 6: ^bb1, 7: ^bb1, 8: ^bb1, 9: ^bb1]
^bb1:
  cf.br ^bb2
^bb2:
  cf.br ^bb1
}
"""


def test_erasing_an_op_of_many_operands_drops_exactly_its_uses(
    context: Context,
) -> None:
    """An op using values many times loses its uses value by value: the
    use lists (of values and of blocks) keep the others, in order."""
    module = parse_source(USES, context, "uses.mlir")
    blocks = module.regions[0].blocks[0].first_op.regions[0].blocks
    entry = blocks[0]
    many = entry.first_op.next_op
    switch = entry.last_op
    values = entry.arguments
    for op in (many, switch):
        expected = [
            [use for use in value.uses_view() if use.owner is not op]
            for value in values
        ]
        expected_blocks = [
            [use for use in block._uses if use.owner is not op] for block in blocks
        ]
        op.erase()
        assert [list(value.uses_view()) for value in values] == expected
        assert [block._uses for block in blocks] == expected_blocks
    assert [len(value.uses_view()) for value in values] == [2, 2, 0]
    assert [len(block._uses) for block in blocks] == [0, 1, 1]


def test_erasing_ops_at_once_matches_one_at_a_time(context: Context) -> None:
    """`erase_ops` (CSE's erasures) leaves the use lists `erase` does."""
    source = copies_of_one_sum(12, 32).replace(
        "  return",
        '  "xx.region"() ({\n  %w = arith.addi %a, %a : i32\n}) : () -> ()\n  return',
    )
    at_once = parse_source(source, context, "at_once.mlir")
    single = parse_source(source, context, "single.mlir")
    for module, batched in ((at_once, True), (single, False)):
        block = module.regions[0].blocks[0].first_op.regions[0].blocks[0]
        ops = list(block)
        region_op = ops[-2]
        nested = region_op.regions[0].blocks[0].first_op
        # The uses of the sums, the nested sum, the region, every other sum.
        erased = [*ops[1:24:2], nested, region_op, *ops[2:24:4]]
        if batched:
            erase_ops(erased)
        else:
            for op in erased:
                op.erase()
    assert print_module(at_once) == print_module(single)
    assert _use_lists(at_once) == _use_lists(single)
    assert len(block.arguments[0].uses_view()) == 12


EFFECTS = """func.func @f(%c: i1, %a: i32, %m: memref<i32>) {
  scf.if %c {
    scf.if %c {
      %v = arith.addi %a, %a : i32
    }
    scf.if %c {
      scf.if %c {
        memref.store %a, %m[] : memref<i32>
      }
    }
  }
  scf.if %c {
    scf.if %c {
      %w = memref.load %m[] : memref<i32>
    }
  }
  return
}
"""


def test_remembered_effects_are_the_effects(context: Context) -> None:
    """`is_memory_effect_free` and `would_be_trivially_dead` with a memo
    (asked innermost first, as LICM asks, or outermost first, as the
    greedy driver does) answer as without."""
    module = parse_source(EFFECTS, context, "effects.mlir")
    ops = list(module.walk(post_order=True))
    fresh = [is_memory_effect_free(op) for op in ops]
    for order in (ops, ops[::-1]):
        memo: dict[Operation, bool] = {}
        remembered = {op: is_memory_effect_free(op, memo) for op in order}
        assert [remembered[op] for op in ops] == fresh
    ifs = [free for op, free in zip(ops, fresh) if op.name == "scf.if"]
    assert ifs == [True, False, False, False, False, False]
    dead = [would_be_trivially_dead(op) for op in ops]
    for order in (ops, ops[::-1]):
        memo = {}
        remembered = {op: would_be_trivially_dead(op, memo) for op in order}
        assert [remembered[op] for op in ops] == dead
    # A read does not keep an op alive.
    ifs_dead = [True, False, False, False, True, True]
    assert [free for op, free in zip(ops, dead) if op.name == "scf.if"] == ifs_dead


def test_one_subgroup_is_that_of_all_subgroups(context: Context) -> None:
    """`operand_subgroup` (a switch's `successor_operands`) reads the part
    `operand_subgroups` makes, with or without the sizes attribute."""
    module = parse_source(SWITCHES, context, "parts.mlir")
    switch: Any = module.regions[0].blocks[0].first_op.regions[0].blocks[1].last_op
    parts = switch.operand_subgroups(2, "case_operand_segments")
    assert [len(part) for part in parts] == [3, 2, 3]
    for index, part in enumerate(parts):
        assert switch.operand_subgroup(2, index, "case_operand_segments") == part
        assert switch.successor_operands(index + 1) == part
    switch.remove_attr("case_operand_segments")
    whole = switch.operand_subgroups(2, "case_operand_segments")
    assert [switch.operand_subgroup(2, 0, "case_operand_segments")] == whole
    assert switch.operand_subgroup(2, 1, "case_operand_segments") == []
