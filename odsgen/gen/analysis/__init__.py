"""Analysis: facts about the model that several views need (operand layout,
builder parameters and inferred result types), computed without code text."""
