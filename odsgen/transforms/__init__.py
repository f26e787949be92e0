"""General passes, one module per pass, with the analyses they share
(side effects, dominance, symbol uses), following MLIR 16's Transforms."""
