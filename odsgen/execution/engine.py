"""`ExecutionEngine`: JIT-compile an LLVM dialect module through llvmlite and call it."""

from __future__ import annotations

import ctypes
from pathlib import Path
from typing import Any, Sequence

import llvmlite.binding as llvm
import numpy as np

from ..ir.operation import Operation
from ..target.llvmir import translate_module
from ..target.verifier_failure import VerifierFailure
from ..tools.translate import parse_for_translation, render_failure
from . import runner_utils
from .llvm22 import Unsupported, for_llvm22
from .runtime import get_ranked_memref_descriptor

SCALARS = {
    "i1": ctypes.c_bool,
    "i8": ctypes.c_int8,
    "i16": ctypes.c_int16,
    "i32": ctypes.c_int32,
    "i64": ctypes.c_int64,
    "float": ctypes.c_float,
    "double": ctypes.c_double,
    "ptr": ctypes.c_void_p,
}


class ExecutionError(Exception):
    """A module llvmlite rejects, a missing library or function, a bad argument.

    `report` is the text mlir-cpu-runner prints for it (default `Error: <message>`).
    """

    def __init__(self, message: str, report: str | None = None) -> None:
        super().__init__(message)
        self.report = report if report is not None else f"Error: {message}"


def load_library(path: str) -> None:
    """Load a shared library whose symbols the JIT may then resolve."""
    if not Path(path).exists():
        raise ExecutionError(
            f"could not load shared library '{path}': no such file",
            f"Failed to create MemoryBuffer for: {path}\nError: No such file or directory",
        )
    try:
        llvm.load_library_permanently(path)
    except RuntimeError as problem:
        raise ExecutionError(
            f"could not load shared library '{path}': {problem}"
        ) from None


def llvm_ir(module: Operation | str) -> str:
    """LLVM IR text of an LLVM dialect module (or of MLIR text holding one)."""
    try:
        if isinstance(module, str):
            module = parse_for_translation(module)
        return translate_module(module)
    except VerifierFailure as failure:
        raise ExecutionError(
            f"LLVM IR fails to verify: {failure.text}",
            f"{failure.text}Error: could not convert to LLVM IR",
        ) from None
    except Exception as problem:
        message = render_failure(problem)
        if message is None:
            raise
        raise ExecutionError(message) from None


class ExecutionEngine:
    """A JIT-compiled module: `invoke(name, *args)` calls one of its functions.

    `ir` is the module's LLVM IR as LLVM 16 prints it; llvmlite's newer LLVM
    compiles it after `llvm22.for_llvm22` (constructs LLVM removed since 16).

    `module` is a `builtin.module` of LLVM dialect ops, or MLIR text of one.
    NumPy arrays are passed as pointers to ranked memref descriptors (what a
    `_mlir_ciface_` function expects), `UnrankedMemRefDescriptor`s and other
    ctypes structures by pointer, Python numbers as the parameter's type.
    """

    def __init__(
        self,
        module: Operation | str,
        opt_level: int = 2,
        shared_libs: Sequence[str] = (),
    ) -> None:
        for path in shared_libs:
            load_library(path)
        llvm.initialize_native_target()
        llvm.initialize_native_asmprinter()
        runner_utils.register(llvm.add_symbol)
        self.ir = llvm_ir(module)
        # LLVM's IR reader verifies a module carrying debug metadata (MLIR
        # adds the "Debug Info Version" flag to every module) and aborts the
        # process when it is broken; with that upgrade step off it only reads
        # it, and `verify` reports what is wrong.
        llvm.set_option("odsgen", "-disable-auto-upgrade-debug-info")
        try:
            self._module = llvm.parse_assembly(for_llvm22(self.ir))
        except RuntimeError as problem:
            raise ExecutionError(f"invalid LLVM IR: {problem}") from None
        except Unsupported as problem:
            raise ExecutionError(f"cannot run this module: {problem}") from None
        try:
            self._module.verify()
        except RuntimeError as problem:
            # What MLIR 16's translation prints from LLVM's verifier, then
            # mlir-cpu-runner's own line.
            raise ExecutionError(
                f"LLVM IR fails to verify: {problem}",
                f"{problem}Error: could not convert to LLVM IR",
            ) from None
        target = llvm.Target.from_default_triple()
        self._machine = target.create_target_machine(
            opt=opt_level, codemodel="jitdefault"
        )
        # As MLIR's ExecutionEngine: the module runs with the host's triple
        # and data layout, whatever it declares.
        self._module.triple = llvm.get_default_triple()
        self._module.data_layout = str(self._machine.target_data)
        if opt_level:
            tuning = llvm.PipelineTuningOptions(speed_level=opt_level)
            builder = llvm.PassBuilder(self._machine, tuning)
            builder.getModulePassManager().run(self._module, builder)
        self._engine = llvm.create_mcjit_compiler(self._module, self._machine)
        self._engine.finalize_object()
        self._keep: list[Any] = []

    def lookup(self, name: str) -> int:
        """The address of function `name` (0 if absent)."""
        return self._engine.get_function_address(name)

    def object_code(self) -> bytes:
        """The module compiled to an object file."""
        return self._machine.emit_object(self._module)

    def signature(self, name: str) -> tuple[str, list[str]]:
        """(return type, parameter types) of function `name`, as LLVM IR spells them."""
        try:
            function = self._module.get_function(name)
        except NameError:
            raise ExecutionError(f"entry point not found: '{name}'") from None
        text = str(function).split("\n")
        header = next(line for line in text if line.startswith(("define", "declare")))
        return_type = header.split("@", 1)[0].split()[-1]
        params = [a.type.__str__() for a in function.arguments]
        return return_type, params

    def invoke(self, name: str, *args: Any) -> Any:
        """Call `_mlir_ciface_<name>` if the module has it, else `<name>`."""
        target = f"_mlir_ciface_{name}"
        if not self.lookup(target):
            target = name
        address = self.lookup(target)
        if not address:
            raise ExecutionError(f"entry point not found: '{name}'")
        return_type, params = self.signature(target)
        if len(args) != len(params):
            raise ExecutionError(
                f"'{target}' takes {len(params)} arguments, {len(args)} given"
            )
        values = [self._argument(a, p) for a, p in zip(args, params)]
        restype = None if return_type == "void" else SCALARS.get(return_type)
        if return_type != "void" and restype is None:
            raise ExecutionError(f"cannot return '{return_type}' to Python")
        function = ctypes.CFUNCTYPE(
            restype, *[SCALARS.get(p, ctypes.c_void_p) for p in params]
        )(address)
        result = function(*values)
        runner_utils.flush()
        return result

    def _argument(self, value: Any, param: str) -> Any:
        if isinstance(value, np.ndarray):
            descriptor = get_ranked_memref_descriptor(value)
            self._keep.append(descriptor)
            return ctypes.cast(ctypes.pointer(descriptor), ctypes.c_void_p)
        if isinstance(value, ctypes.Structure):
            self._keep.append(value)
            return ctypes.cast(ctypes.pointer(value), ctypes.c_void_p)
        ctype = SCALARS.get(param)
        if ctype is None:
            raise ExecutionError(f"cannot pass {type(value).__name__} as '{param}'")
        return ctype(value)
