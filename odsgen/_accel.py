"""The compiled accelerator: which modules are compiled, and which of the
two forms of them a process imports.

Installing odsgen (`setup.py`; not with ODSGEN_ACCEL=0 set) compiles the
modules of `COMPILED`, unchanged, with Cython into extension modules beside
their `.py` sources; Python's
import system prefers an extension module to the source beside it. The
finder installed by `install` turns that preference off, so that the `.py`
runs, when `ODSGEN_PURE_PYTHON=1` is set, and for a module whose source
changed since its extension was built: newer than the extension, and not
the source the build recorded (`SOURCES_MANIFEST`; installing a wheel writes
the sources after the extensions, so they look newer there).

A compiled module of `LAYOUT_USERS` reads the fields of the IR's classes
in place, as `odsgen/ir/layout.pxd` lays them out: it runs compiled only
where the extension `LAYOUT_PROOF` proved that layout as it was imported.

This module is read by `setup.py` too (for `COMPILED`), so it imports
nothing from odsgen. `python -m odsgen.tools.accel` reports the form each
compiled module runs in.
"""

from __future__ import annotations

import os
import sys
from importlib.machinery import EXTENSION_SUFFIXES, ModuleSpec
from importlib.util import spec_from_file_location
from types import ModuleType
from typing import Any, Collection, Mapping, Sequence

#: The environment variable that selects the pure-Python sources.
PURE_PYTHON_ENV = "ODSGEN_PURE_PYTHON"

#: The environment variable that, set to 0 at install, skips the extensions.
ACCEL_ENV = "ODSGEN_ACCEL"

#: The modules compiled at install: those with the most self time when
#: parsing, verifying and printing LLVM dialect IR, lowering scf/memref/arith
#: to LLVM, canonicalizing and importing LLVM IR, and measured to pay for
#: their build (of the hooks, the LLVM dialect's type library and the hooks
#: of its types, globals and memory ops, which verifying runs most; the
#: generator reads compiled hook methods too). Left out are the modules
#: every run imports that spend little of its time (under
#: 1.5% on each of those inputs): those of `RETIRED`. A loaded extension
#: stays resident whole (90-280 KiB each; 1.2-1.4 MiB for these), and
#: compiling them was measured to save at most 1-2% of the CPU.
COMPILED: tuple[str, ...] = (
    "odsgen.asm.custom_op_memo",
    "odsgen.asm.dictionary_templates",
    "odsgen.asm.function_syntax",
    "odsgen.asm.generic_runs",
    "odsgen.asm.lexer",
    "odsgen.asm.op_parser",
    "odsgen.asm.parser",
    "odsgen.asm.replay_runs",
    "odsgen.conversion.blocks",
    "odsgen.conversion.driver",
    "odsgen.conversion.legalizer",
    "odsgen.conversion.llvm.arith",
    "odsgen.conversion.llvm.builders",
    "odsgen.conversion.llvm.cf",
    "odsgen.conversion.llvm.func",
    "odsgen.conversion.llvm.memref",
    "odsgen.conversion.llvm.pattern",
    "odsgen.conversion.llvm.type_converter",
    "odsgen.conversion.materializations",
    "odsgen.conversion.pattern",
    "odsgen.conversion.rewriter",
    "odsgen.conversion.scf_to_cf",
    "odsgen.conversion.signatures",
    "odsgen.conversion.target",
    "odsgen.conversion.type_converter",
    "odsgen.conversion.values",
    "odsgen.hooks.llvm.type_library",
    "odsgen.ir.attributes",
    "odsgen.ir.dead_ops",
    "odsgen.ir.function_interface",
    "odsgen.ir.location",
    "odsgen.ir.op_creation",
    "odsgen.ir.op_key",
    "odsgen.ir.operation",
    "odsgen.ir.printer",
    "odsgen.ir.region_dce",
    "odsgen.ir.region_simplify",
    "odsgen.ir.rewrite",
    "odsgen.ir.symbol_table",
    "odsgen.ir.verifier",
    "odsgen.target.llvm_import.constants",
    "odsgen.target.llvm_import.convert",
    "odsgen.target.llvm_import.fastlines",
    "odsgen.target.llvm_import.importer",
    "odsgen.target.llvm_import.lexer",
    "odsgen.target.llvm_import.parser",
    "odsgen.transforms.region_branch",
)

#: Modules earlier builds compiled: an extension of one left beside its
#: source by such a build is never imported (it would run old code).
RETIRED: tuple[str, ...] = (
    "odsgen.hooks.llvm.control_hooks",
    "odsgen.hooks.llvm.globals_hooks",
    "odsgen.hooks.llvm.memory_hooks",
    "odsgen.hooks.llvm.types",
    "odsgen.ir.aliases",
    "odsgen.ir.builder",
    "odsgen.ir.context",
    "odsgen.ir.dialect_types",
    "odsgen.ir.folder",
    "odsgen.ir.local_verify",
    "odsgen.ir.op_base",
    "odsgen.ir.pattern",
    "odsgen.ir.print_memo",
    "odsgen.ir.trait_verifiers",
    "odsgen.ir.types",
    "odsgen.library_checks",
)

#: The extension module the build adds for the Cython runtime code that the
#: compiled modules share (each imports it; it has no `.py` source).
SHARED_RUNTIME = "odsgen._cython_runtime"

#: The extension module, built from `odsgen/ir/layout.pyx` (it has no `.py`
#: form), that proves as it is imported that the instances of the IR's
#: classes (odsgen.ir.operation's) are laid out as `odsgen/ir/layout.pxd`
#: declares: its `PROVEN`.
LAYOUT_PROOF = "odsgen.ir.layout"

#: The module of those classes.
LAYOUT_CLASSES = "odsgen.ir.operation"

#: The compiled modules that read and write those classes' fields in place
#: (they cimport `layout.pxd`): each runs compiled only where the proof
#: holds, else as its `.py` source.
LAYOUT_USERS: tuple[str, ...] = (
    "odsgen.ir.op_creation",
    "odsgen.ir.op_key",
    "odsgen.ir.printer",
    "odsgen.ir.symbol_table",
    "odsgen.ir.verifier",
)

#: The declarations (`.pxd` files) other than a layout user's own and the
#: layout's that a compiled module's extension is built from, by module: a
#: `.pxd` beside a module's source (C types for some of its locals), and
#: another module's that it cimports.
DECLARATIONS: dict[str, tuple[str, ...]] = {
    "odsgen.asm.generic_runs": ("odsgen/asm/generic_runs.pxd",),
    "odsgen.ir.op_creation": ("odsgen/ir/new_objects.pxd",),
}

#: The file, in the odsgen package, where the build records the digest of
#: the files each extension is built from (`build_inputs`): lines of
#: "module digest".
SOURCES_MANIFEST = "_accel_sources.txt"


def source_path(name: str) -> str:
    """The source of module `name`, relative to the repository's root."""
    return name.replace(".", "/") + ".py"


def build_inputs(
    name: str,
    layout_users: Collection[str] = LAYOUT_USERS,
    layout_proof: str = LAYOUT_PROOF,
    declarations: Mapping[str, Sequence[str]] = DECLARATIONS,
) -> list[str]:
    """The files, relative to the repository's root, that the extension of
    module `name` is built from, its source first: for a layout user its
    `.pxd` and the layout's too, for the layout proof its `.pyx` and the
    layout's `.pxd`, so that an extension and a proof built from different
    layouts are not paired; then its `declarations`."""
    stem = name.replace(".", "/")
    layout = layout_proof.replace(".", "/") + ".pxd"
    if name == layout_proof:
        return [stem + ".pyx", layout]
    inputs = [stem + ".py"]
    if name in layout_users:
        inputs += [stem + ".pxd", layout]
    return inputs + list(declarations.get(name, ()))


def inputs_digest(paths: Sequence[str]) -> str:
    """The digest recorded for an extension built from the files at `paths`:
    the file's SHA-256 for one file, else the SHA-256 of theirs, in order."""
    if len(paths) == 1:
        return source_digest(paths[0])
    joined = " ".join(source_digest(path) for path in paths)
    return _sha256()(joined.encode()).hexdigest()


def source_digest(path: str) -> str:
    """The SHA-256 of the file at `path`, in hex."""
    with open(path, "rb") as file:
        return _sha256()(file.read()).hexdigest()


def _sha256() -> Any:
    """CPython's own SHA-256, where it has one: `hashlib`'s is OpenSSL's, and
    importing it maps libcrypto (3.7 MiB resident) into a process whose
    sources look newer than their extensions (every run of an installed
    wheel, which writes the sources last)."""
    for module in ("_sha2", "_sha256"):  # Python 3.12 on; 3.11
        try:
            return getattr(__import__(module), "sha256")
        except (ImportError, AttributeError):
            pass
    import hashlib

    return hashlib.sha256


def read_manifest(path: str) -> dict[str, str]:
    """The source digests a build recorded in `path` (none if absent)."""
    try:
        with open(path, encoding="utf-8") as file:
            return dict(line.split() for line in file if line.strip())
    except OSError:
        return {}


def pure_python_requested() -> bool:
    """Whether the environment asks for the pure-Python sources."""
    return os.environ.get(PURE_PYTHON_ENV, "") not in ("", "0")


def extension_path(directory: str, leaf: str) -> str | None:
    """The compiled extension of module `leaf` in `directory`, if built."""
    for suffix in EXTENSION_SUFFIXES:
        candidate = os.path.join(directory, leaf + suffix)
        if os.path.exists(candidate):
            return candidate
    return None


def extension_is_current(
    source: str,
    extension: str | None,
    digest: str | None = None,
    also: Sequence[str] = (),
) -> bool:
    """Whether `extension` exists and was built from `source` and the files
    of `also` that exist as they are now: built after they last changed, or
    from files whose digest (`inputs_digest`, recorded by the build) was
    `digest`."""
    if extension is None:
        return False
    sources = [source, *(path for path in also if os.path.exists(path))]
    built = os.stat(extension).st_mtime
    if all(os.stat(path).st_mtime <= built for path in sources):
        return True
    return digest is not None and inputs_digest(sources) == digest


class SourceFinder:
    """Finds the `.py` source of a compiled module when it, rather than the
    extension beside it, is to run (pure Python requested, the extension
    missing or not built from its files as they are now (`build_inputs`),
    or, for one of `layout_users`, the layout proof `layout_proof` stale or
    not holding), and of a retired one always;
    otherwise leaves the module to the usual finders.

    A meta path finder by its `find_spec` alone: `importlib.abc`'s base
    class would import `importlib.resources` (pathlib, zipfile, tempfile...:
    some 10 ms) into every process at start-up."""

    def __init__(
        self,
        names: Sequence[str],
        pure: bool,
        manifest: str,
        retired: Sequence[str] = (),
        layout_users: Sequence[str] = (),
        layout_proof: str = LAYOUT_PROOF,
    ) -> None:
        self.retired = frozenset(retired)
        self.names = frozenset(names) | self.retired
        self.pure = pure
        self.manifest = manifest
        self.layout_users = frozenset(layout_users)
        self.layout_proof = layout_proof
        self._digests: dict[str, str] | None = None
        self._layout_proven: bool | None = None

    def recorded_digest(self, name: str) -> str | None:
        """The digest of `name`'s source recorded by the build (read once)."""
        if self._digests is None:
            self._digests = read_manifest(self.manifest)
        return self._digests.get(name)

    def build_inputs(self, name: str, root: str) -> list[str]:
        """The paths of the files module `name`'s extension is built from,
        under the repository's (or site-packages') `root`."""
        relative = build_inputs(name, self.layout_users, self.layout_proof)
        return [os.path.join(root, path) for path in relative]

    def is_current(
        self, name: str, source: str, root: str, extension: str | None
    ) -> bool:
        """Whether `extension`, module `name`'s, was built from `source` and
        its other files under `root` as they are now (`extension_is_current`)."""
        also = self.build_inputs(name, root)[1:]
        digest = extension and self.recorded_digest(name)
        return extension_is_current(source, extension, digest, also)

    def layout_proven(self, root: str) -> bool:
        """Whether the layout proof under `root` is current (where it is a
        built extension with its sources beside it), imports and holds
        (asked once)."""
        if self._layout_proven is None:
            self._layout_proven = self._proof_current(root) and layout_proven(
                self.layout_proof
            )
        return self._layout_proven

    def _proof_current(self, root: str) -> bool:
        """Whether the layout proof's extension, if built, was built from
        its `.pyx` and the layout as they are now."""
        pyx = self.build_inputs(self.layout_proof, root)[0]
        directory, leaf = os.path.split(pyx[: -len(".pyx")])
        extension = extension_path(directory, leaf)
        return (
            extension is None
            or not os.path.exists(pyx)
            or self.is_current(self.layout_proof, pyx, root, extension)
        )

    def _import_classes_first(self) -> None:
        """Import the IR's classes (`LAYOUT_CLASSES`) as the proof is about
        to be imported before them. The proof imports them as it loads, and
        they import op creation, a layout user, as they end: asked for then,
        the half-made proof could not answer, and every layout user would run
        its source for the process. Imported first, the classes ask for the
        proof, which then loads whole, once; the import that came here finds
        it made (Cython's module creation hands back the loaded module)."""
        __import__(LAYOUT_CLASSES)

    def find_spec(
        self,
        fullname: str,
        path: Sequence[str] | None,
        target: ModuleType | None = None,
    ) -> ModuleSpec | None:
        if fullname == self.layout_proof and LAYOUT_CLASSES not in sys.modules:
            self._import_classes_first()
        if fullname not in self.names or not path:
            return None
        leaf = fullname.rpartition(".")[2]
        depth = fullname.count(".")
        for directory in path:
            source = os.path.join(directory, leaf + ".py")
            if not os.path.exists(source):
                continue
            extension = extension_path(directory, leaf)
            root = directory
            for _ in range(depth):
                root = os.path.dirname(root)
            if (
                not self.pure
                and fullname not in self.retired
                and self.is_current(fullname, source, root, extension)
                and (fullname not in self.layout_users or self.layout_proven(root))
            ):
                return None
            return spec_from_file_location(fullname, source)
        return None


def layout_proven(proof: str = LAYOUT_PROOF) -> bool:
    """Whether module `proof` (`LAYOUT_PROOF`) imports and its `PROVEN`
    holds: not where it was not built, nor where the IR's classes are laid
    out otherwise than its declarations say (its import fails, or its
    `MISMATCHES` lists fields). The module of those classes is imported
    first (`LAYOUT_CLASSES`): it imports a layout user (op creation), which
    asks for the proof as well, then answered (the classes exist) where a
    proof importing them first would still be half made."""
    try:
        __import__(LAYOUT_CLASSES)
        __import__(proof)
    except (ImportError, AttributeError):
        return False
    return getattr(sys.modules[proof], "PROVEN", False) is True


def install() -> None:
    """Put a `SourceFinder` for `COMPILED` and `RETIRED` first on
    `sys.meta_path` (once)."""
    if not any(isinstance(finder, SourceFinder) for finder in sys.meta_path):
        manifest = os.path.join(os.path.dirname(__file__), SOURCES_MANIFEST)
        finder = SourceFinder(
            COMPILED, pure_python_requested(), manifest, RETIRED, LAYOUT_USERS
        )
        sys.meta_path.insert(0, finder)


# Set once a compiled module has been seen loaded (it stays loaded).
_seen_compiled = False


def compiled_modules_loaded() -> bool:
    """Whether this process imported any module of `COMPILED` as an
    extension (cheap once true)."""
    global _seen_compiled
    if not _seen_compiled:
        modules = sys.modules
        _seen_compiled = any(
            name in modules and _is_compiled(modules[name]) for name in COMPILED
        )
    return _seen_compiled


def _is_compiled(module: ModuleType) -> bool:
    """Whether `module` was imported from an extension, not a `.py` source."""
    return not (getattr(module, "__file__", None) or "").endswith(".py")


def compiled_modules() -> list[str]:
    """The modules of `COMPILED` this process imported as extensions."""
    return sorted(
        name
        for name in COMPILED
        if name in sys.modules and _is_compiled(sys.modules[name])
    )
