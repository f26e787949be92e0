"""`run_with_big_stack`: its thread's result, error, marker and context."""

from __future__ import annotations

import pytest

from odsgen.ir.context import Context
from odsgen.tools.deep import on_big_stack, run_with_big_stack


def test_the_thread_returns_its_result_and_is_marked():
    assert not on_big_stack()
    assert run_with_big_stack(lambda: (on_big_stack(), 42)) == (True, 42)
    assert not on_big_stack()


def test_an_error_in_the_thread_is_raised_in_the_caller():
    def failing() -> None:
        raise KeyError("inside")

    with pytest.raises(KeyError, match="inside"):
        run_with_big_stack(failing)
    assert run_with_big_stack(lambda: "again") == "again"


def test_the_thread_sees_the_callers_context():
    context = Context()
    with context:
        assert run_with_big_stack(Context.current) is context
