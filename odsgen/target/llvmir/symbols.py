"""The functions and globals of the module being translated, as the
translation records them before printing."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .metadata import MDNode
from .values import Argument, Block, Constant, GlobalRef


@dataclass
class FunctionInfo:
    """An LLVM function: its signature, attributes and (once translated) body."""

    name: str
    ref: GlobalRef
    type_text: str
    return_type: str
    param_types: list[str]
    var_arg: bool
    linkage: int = 10
    cconv: int = 0
    dso_local: bool = False
    ret_attrs: str = ""
    arg_attrs: list[str] = field(default_factory=list)
    fn_attrs: str = ""
    fn_comment: str = ""
    gc: str | None = None
    personality: Constant | None = None
    attachments: list[tuple[str, MDNode]] = field(default_factory=list)
    arguments: list[Argument] | None = None
    blocks: list[Block] | None = None
    # For the type finder: the MLIR types of the signature, the values map.
    mlir_types: list[Any] = field(default_factory=list)
    values: dict[Any, Any] = field(default_factory=dict)


@dataclass
class GlobalInfo:
    name: str
    value_type: str
    constant: bool
    linkage: int
    initializer: Constant | None = None
    addr_space: int = 0
    thread_local: bool = False
    unnamed_addr: int = 0
    section: str | None = None
    alignment: int = 0
    dso_local: bool = False
    # What the type finder walks: the MLIR value type, and the initializer's
    # MLIR value with the values of its region.
    mlir_type: Any = None
    initializer_source: tuple[Any, dict[Any, Any]] | None = None
