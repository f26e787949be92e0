"""The import graph of odsgen's packages has no cycles.

Every import counts: at module level, inside functions, and under
`if TYPE_CHECKING:`, so that no import is moved out of sight to dodge a
cycle. `PACKAGES` lists the packages checked; each one's modules are the
nodes, and an edge goes from a module to every module of a checked package
it imports.
"""

from __future__ import annotations

import ast
import fnmatch
from pathlib import Path

import networkx
import pytest

from conftest import ROOT

# The packages whose import graph must be acyclic: all of odsgen.
PACKAGES = ("odsgen",)
# Its subpackages, each checked (and reported) on its own.
SUBPACKAGES = tuple(
    str(p.relative_to(ROOT))
    for p in sorted((ROOT / "odsgen").iterdir())
    if (p / "__init__.py").is_file()
)
# Packages whose modules import each other only at module level.
MODULE_LEVEL_IMPORTS_ONLY = SUBPACKAGES
# Deliberate late imports, none of which closes a cycle (the graph above
# counts them): the generator's command line loads the generator only when
# it has work; the CPU runner imports the optional 'run' extra (llvmlite,
# numpy) where it can say that it is missing; the pass table loads the
# rewrite driver and the transforms only when a pass runs (odsgen-opt's
# start-up without passes stays short).
LATE_IMPORTS = {
    # The affine map parser, loaded by the first `affine_map`/`affine_set`.
    "odsgen.asm.parser": {"odsgen.asm.affine_parser"},
    "odsgen.gen.cli": {"odsgen.gen.emit"},
    # The affine expressions, loaded with the first affine map in use.
    "odsgen.ir.attributes": {"odsgen.ir.affine"},
    # The printer, which reads the IR's classes in place where compiled
    # (its import needs them whole: odsgen/ir/layout.pxd), by `str(op)`.
    "odsgen.ir.operation": {"odsgen.ir.printer"},
    # The LLVM dialect's inliner interface, made when a pass first asks.
    "odsgen.hooks.llvm.types": {"odsgen.hooks.llvm.inliner"},
    "odsgen.tools.passes": {
        "odsgen.ir.rewrite",
        "odsgen.transforms.inliner",
        "odsgen.transforms.location_snapshot",
    },
    "odsgen.tools.cpu_runner": {
        "odsgen.execution.engine",
        "odsgen.execution.runner_utils",
    },
}


def _module_name(path: Path, root: Path) -> str:
    parts = path.relative_to(root).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _modules(package: str, root: Path = ROOT) -> dict[str, Path]:
    return {_module_name(p, root): p for p in sorted((root / package).rglob("*.py"))}


def _imported(module: str, path: Path, node: ast.ImportFrom | ast.Import) -> list[str]:
    """The modules (and, for `from X import y`, the candidates `X.y`) named."""
    if isinstance(node, ast.Import):
        return [alias.name for alias in node.names]
    if node.level:
        package = module.split(".")
        if path.name != "__init__.py":
            package = package[:-1]
        package = package[: len(package) - (node.level - 1)]
        base = ".".join(package + ([node.module] if node.module else []))
    else:
        base = node.module or ""
    return [base, *(f"{base}.{alias.name}" for alias in node.names)]


def import_graph(packages: tuple[str, ...], root: Path = ROOT) -> networkx.DiGraph:
    """Modules of `packages` (below `root`), with an edge for each import between them."""
    modules: dict[str, Path] = {}
    for package in packages:
        modules.update(_modules(package, root))
    graph = networkx.DiGraph()
    graph.add_nodes_from(modules)
    for module, path in modules.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not isinstance(node, (ast.Import, ast.ImportFrom)):
                continue
            names = [n for n in _imported(module, path, node) if n in modules]
            if len(names) > 1 and isinstance(node, ast.ImportFrom):
                names = names[1:]  # `from . import x` imports the module x
            for name in names:
                if name != module:
                    graph.add_edge(module, name)
    return graph


def test_the_graph_sees_relative_imports() -> None:
    graph = import_graph(PACKAGES)
    assert graph.has_edge("odsgen.gen.cli", "odsgen.gen.emit")  # a late import
    assert graph.has_edge("odsgen.gen.emit", "odsgen.gen.analysis.pipeline")
    assert graph.has_edge(
        "odsgen.gen.analysis.format.op_format", "odsgen.gen.analysis.format.op_verify"
    )
    assert graph.has_edge("odsgen.gen.view.ops", "odsgen.gen.analysis.layout")


def test_a_cycle_through_a_function_level_import_is_found(tmp_path: Path) -> None:
    package = tmp_path / "pkg"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "a.py").write_text("from .b import f\n")
    (package / "b.py").write_text("def f():\n    from . import a\n")
    cycles = list(networkx.simple_cycles(import_graph(("pkg",), tmp_path)))
    assert sorted(map(sorted, cycles)) == [["pkg.a", "pkg.b"]]


def test_every_subpackage_is_checked() -> None:
    assert {"odsgen/ir", "odsgen/asm", "odsgen/gen", "odsgen/target"} <= set(
        SUBPACKAGES
    )


@pytest.mark.parametrize("package", SUBPACKAGES)
def test_no_import_cycles(package: str) -> None:
    cycles = sorted(sorted(c) for c in networkx.simple_cycles(import_graph(PACKAGES)))
    assert not [
        c for c in cycles if any(m.startswith(package.replace("/", ".")) for m in c)
    ], cycles


@pytest.mark.parametrize("package", MODULE_LEVEL_IMPORTS_ONLY)
def test_package_imports_at_module_level(package: str) -> None:
    """No module of the package imports another of odsgen inside a function
    or a class, where the import could hide a cycle."""
    modules = _modules(package)
    targets = set(_modules(PACKAGES[0]))
    found = []
    for module, path in modules.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not isinstance(
                node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)
            ):
                continue
            for inner in ast.walk(node):
                if not isinstance(inner, (ast.Import, ast.ImportFrom)):
                    continue
                names = set(_imported(module, path, inner)) & targets
                if names - LATE_IMPORTS.get(module, set()):
                    found.append(f"{module}:{inner.lineno}")
    assert not found, found


def test_the_ir_does_not_import_the_asm_package() -> None:
    """odsgen/ir (with the printer, as MLIR keeps AsmPrinter in lib/IR) is
    below odsgen/asm (the parser): no module of the IR imports the parser."""
    graph = import_graph(PACKAGES)
    upward = [
        (source, target)
        for source, target in graph.edges
        if source.startswith("odsgen.ir") and target.startswith("odsgen.asm")
    ]
    assert not upward, upward


# The generator's stages, in order; a module imports only modules of its own
# stage or earlier ones (docs/generator.md). Shell patterns over module names
# below `odsgen.gen.`.
GENERATOR_STAGES = (
    ("load", "load.*"),
    ("resolve", "resolve.*"),
    ("model", "model.*"),
    ("analysis", "analysis.*"),
    ("view", "view.*"),
    ("render", "render.*"),
    # The drivers: of the dialects, and of odsgen's library_checks.py.
    ("emit", "library_checks"),
    ("cli",),
)
# Modules of odsgen/gen outside the stage packages: the drivers and the CLI.
TOP_LEVEL = {
    "odsgen.gen",
    "odsgen.gen.emit",
    "odsgen.gen.library_checks",
    "odsgen.gen.cli",
}


def _stage(module: str) -> int:
    if module == "odsgen.gen":
        return len(GENERATOR_STAGES)
    name = module.removeprefix("odsgen.gen.")
    for index, patterns in enumerate(GENERATOR_STAGES):
        if any(fnmatch.fnmatchcase(name, pattern) for pattern in patterns):
            return index
    raise AssertionError(f"{module} is in no stage of GENERATOR_STAGES")


def test_each_stage_is_a_package() -> None:
    """Every module of odsgen/gen is in a stage package, or is the driver or CLI."""
    stages = {patterns[0] for patterns in GENERATOR_STAGES[:-2]}
    loose = [
        module
        for module in _modules("odsgen/gen")
        if module not in TOP_LEVEL
        and module.removeprefix("odsgen.gen.").split(".")[0] not in stages
    ]
    assert not loose, loose


def test_generator_stages_import_one_way() -> None:
    graph = import_graph(("odsgen/gen",))
    upward = [
        (source, target)
        for source, target in graph.edges
        if _stage(source) < _stage(target)
    ]
    assert not upward, upward
