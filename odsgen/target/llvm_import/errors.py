"""The error of an LLVM IR construct the import cannot translate."""


class ImportFailure(Exception):
    """A construct the import cannot translate; `pos` is its offset in the LLVM IR
    text (-1: none, the module's location)."""

    def __init__(self, message: str, pos: int = -1) -> None:
        super().__init__(message)
        self.message = message
        self.pos = pos
