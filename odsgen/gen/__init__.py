"""The generator: records in `defs/` to Python dialect packages in `generated/`."""
