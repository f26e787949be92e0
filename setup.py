"""The packages to install: odsgen's, and each generated dialect package under
`odsgen_dialects` (pyproject.toml maps that name to generated/)."""

from pathlib import Path

from setuptools import find_packages, setup

GENERATED = Path(__file__).parent / "generated"

setup(
    packages=find_packages(include=["odsgen", "odsgen.*"])
    + ["odsgen_dialects"]
    + [
        f"odsgen_dialects.{path.parent.name}"
        for path in sorted(GENERATED.glob("*/__init__.py"))
    ]
)
