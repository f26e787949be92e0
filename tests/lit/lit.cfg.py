# lit configuration of the example MLIR-style tests (run: `lit tests/lit`).
from odsgen.tools.litconfig import configure

configure(config)  # noqa: F821 (lit defines `config`)
