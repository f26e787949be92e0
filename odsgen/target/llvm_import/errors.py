"""The errors of the import: malformed LLVM IR, and constructs it cannot translate."""


class ImportFailure(Exception):
    """A construct the import cannot translate; `pos` is its offset in the LLVM IR
    text (-1: none, the module's location)."""

    def __init__(self, message: str, pos: int = -1) -> None:
        super().__init__(message)
        self.message = message
        self.pos = pos


class LLParseError(Exception):
    """Malformed LLVM IR at offset `pos`."""

    def __init__(self, message: str, pos: int) -> None:
        super().__init__(message)
        self.message = message
        self.pos = pos
