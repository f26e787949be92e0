"""The printing flags of `mlir-opt` that the printer honours."""

from __future__ import annotations


class PrintOptions:
    """The printing flags of `mlir-opt` that the printer honours."""

    __slots__ = (
        "generic",
        "debuginfo",
        "pretty_debuginfo",
        "local_scope",
        "elide_elements_if_larger",
        "hex_elements_if_larger",
        "value_users",
        "struct_aliases",
    )

    def __init__(
        self,
        generic: bool = False,
        debuginfo: bool = False,
        pretty_debuginfo: bool = False,
        local_scope: bool = False,
        elide_elements_if_larger: int | None = None,
        hex_elements_if_larger: int | None = None,
        value_users: bool = False,
        struct_aliases: bool = False,
    ) -> None:
        self.generic = generic
        self.debuginfo = debuginfo
        self.pretty_debuginfo = pretty_debuginfo
        self.local_scope = local_scope
        # Elements attributes are printed once and their text kept, so these
        # two apply to a whole run: see `odsgen.ir.dense.set_elements_printing`.
        self.elide_elements_if_larger = elide_elements_if_larger
        self.hex_elements_if_larger = hex_elements_if_larger
        self.value_users = value_users
        # Every identified struct printed once, as a type alias (seed 002).
        self.struct_aliases = struct_aliases
