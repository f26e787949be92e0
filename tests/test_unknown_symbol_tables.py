"""Only an unregistered one-region op of a dialect that is not loaded may
be a symbol table odsgen does not know (MLIR's
isPotentiallyUnknownSymbolTable): a call inside an unregistered op of the
loaded LLVM dialect still finds its callee. Expected outputs recorded from
mlir-opt-16 --allow-unregistered-dialect."""

from __future__ import annotations

from conftest import run_opt_llvm


def _wrapped_calls(dialect: str) -> str:
    """Calls of @callee inside an unregistered one-region op `dialect.wrap`."""
    return f"""\
module {{
  llvm.func @callee(i64) -> i64
  llvm.func @a(%x: i64) -> i64 {{
    %r = llvm.call @callee(%x) : (i64) -> i64
    "{dialect}.wrap"() ({{
      %s = llvm.call @callee(%x) : (i64) -> i64
      "{dialect}.end"() : () -> ()
    }}) : () -> ()
    llvm.return %r : i64
  }}
}}
"""


# mlir-opt-16's output for `_wrapped_calls("llvm")`.
ACCEPTED = """\
module {
  llvm.func @callee(i64) -> i64
  llvm.func @a(%arg0: i64) -> i64 {
    %0 = llvm.call @callee(%arg0) : (i64) -> i64
    "llvm.wrap"() ({
      %1 = llvm.call @callee(%arg0) : (i64) -> i64
      "llvm.end"() : () -> ()
    }) : () -> ()
    llvm.return %0 : i64
  }
}

"""

# mlir-opt-16's diagnostic for `_wrapped_calls("foo")` (no dialect foo), read from stdin.
REJECTED = """\
<stdin>:6:12: error: 'llvm.call' op 'callee' does not reference a symbol in the current scope
      %s = llvm.call @callee(%x) : (i64) -> i64
           ^
<stdin>:6:12: note: see current operation: %1 = "llvm.call"(%arg0) \
{callee = @callee, fastmathFlags = #llvm.fastmath<none>} : (i64) -> i64
"""


def test_an_unregistered_op_of_a_loaded_dialect_is_no_symbol_table() -> None:
    status, out, err = run_opt_llvm(
        ["--allow-unregistered-dialect"], _wrapped_calls("llvm")
    )
    assert (status, err) == (0, "")
    assert out == ACCEPTED


def test_an_unregistered_op_of_an_unknown_dialect_may_be_one() -> None:
    status, _, err = run_opt_llvm(
        ["--allow-unregistered-dialect"], _wrapped_calls("foo")
    )
    assert status == 1
    assert err == REJECTED


def _wrapped_use(dialect: str) -> str:
    """A use of a private @dead inside an unregistered op `dialect.wrap`."""
    return f"""\
module {{
  func.func private @dead()
  func.func @live() {{
    "{dialect}.wrap"() ({{
      "{dialect}.use"() {{sym = @dead}} : () -> ()
    }}) : () -> ()
    return
  }}
}}
"""


# mlir-opt-16 --allow-unregistered-dialect --symbol-dce on `_wrapped_use("llvm")`.
KEPT = _wrapped_use("llvm") + "\n"

# The same on `_wrapped_use("foo")`, read from stdin.
REFUSED = """\
<stdin>:3:3: error: operation contains potentially unknown symbol table, \
meaning that we can't reliable compute symbol uses
  func.func @live() {
  ^
<stdin>:3:3: note: see current operation: 
"func.func"() ({
  "foo.wrap"() ({
    "foo.use"() {sym = @dead} : () -> ()
  }) : () -> ()
  "func.return"() : () -> ()
}) {function_type = () -> (), sym_name = "live"} : () -> ()
"""


def test_symbol_dce_walks_into_an_unregistered_op_of_a_loaded_dialect() -> None:
    status, out, err = run_opt_llvm(
        ["--allow-unregistered-dialect", "--symbol-dce"], _wrapped_use("llvm")
    )
    assert (status, err) == (0, "")
    assert out == KEPT


def test_symbol_dce_refuses_an_unregistered_op_of_an_unknown_dialect() -> None:
    status, _, err = run_opt_llvm(
        ["--allow-unregistered-dialect", "--symbol-dce"], _wrapped_use("foo")
    )
    assert status == 1
    assert err == REFUSED
