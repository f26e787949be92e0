"""The generator reads a hooks package's classes alike whether its modules
run compiled or as Python source: a compiled method is no `inspect.isfunction`
(the LLVM dialect's type library is compiled, `odsgen/_accel.py`).

This file runs compiled too (tests/test_accel.py)."""

from __future__ import annotations

import inspect

from odsgen.gen.load.hooks_module import _methods, _read_package


def test_methods_count_routines_that_are_not_python_functions() -> None:
    # A method descriptor and a builtin stand for compiled functions here.
    cls = type("Hooks", (), {"verify_hook": str.upper, "fold": len, "LIMIT": 3})
    assert not inspect.isfunction(cls.__dict__["verify_hook"])
    assert _methods(cls) == frozenset({"verify_hook", "fold"})


def test_methods_keep_python_functions_and_descriptors() -> None:
    class Base:
        def verify_hook(self) -> None:
            """A check."""

    class Hooks(Base):
        __slots__ = ()

        @property
        def value(self) -> int:
            return 0

        @staticmethod
        def make() -> None:
            """A builder."""

    assert _methods(Hooks) == frozenset({"verify_hook", "value", "make"})


def test_llvm_hooks_read_with_their_checks() -> None:
    hooks = _read_package("odsgen.hooks.llvm", None)
    assert {"verify_hook", "verify_regions", "parse", "print"} <= hooks.classes[
        "LLVMFuncOpHooks"
    ]
    assert {"verify_hook", "verify_regions"} <= hooks.classes["GlobalOpHooks"]
    assert {"verify_hook", "fold", "indices"} <= hooks.classes["GEPOpHooks"]
    assert hooks.local_verifiers["GEPOpHooks"] == ()
