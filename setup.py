"""The packages to install: odsgen's, the generator's templates, and each
generated dialect package under `odsgen_dialects` (pyproject.toml maps those
names to templates/ and generated/); and the optional compiled accelerator,
the modules of `odsgen/_accel.py`'s COMPILED compiled by Cython.

The accelerator is built by default and best effort: ODSGEN_ACCEL=0 set at
install skips it, and without Cython or a C compiler (or if compiling fails)
odsgen still installs, as pure Python, with a warning."""

import os
import runpy
import sys
from pathlib import Path

from setuptools import Extension, find_packages, setup
from setuptools.command.build_ext import build_ext

ROOT = Path(__file__).parent
GENERATED = ROOT / "generated"
ACCEL = runpy.run_path(str(ROOT / "odsgen" / "_accel.py"))
# Added to Python's compiler flags for the extensions (gcc, clang): no
# debug information; and -O2 rather than Python's -O3 (a tenth less machine
# code, all of it resident once a module is loaded: 0.4 MiB less on a run
# that reads LLVM dialect IR, for no CPU measured on real programs), unless
# the CFLAGS set at install choose an -O level of their own.
CFLAGS = ["-g0"]
OPTIMIZATION = "-O2"


def compile_flags() -> list[str]:
    """The flags added for each extension (the last -O given wins)."""
    chosen = any(flag.startswith("-O") for flag in os.environ.get("CFLAGS", "").split())
    return CFLAGS if chosen else [*CFLAGS, OPTIMIZATION]


def accelerator() -> list[Extension]:
    """One extension per compiled module, from its unchanged `.py` source,
    unless the install opts out of the accelerator."""
    if os.environ.get(ACCEL["ACCEL_ENV"], "") == "0":
        return []
    return [
        *(Extension(name, [ACCEL["source_path"](name)]) for name in ACCEL["COMPILED"]),
        # The proof that the IR's classes are laid out as the compiled
        # modules that read their fields in place assume (odsgen/ir/layout.pxd).
        Extension(
            ACCEL["LAYOUT_PROOF"], [ACCEL["LAYOUT_PROOF"].replace(".", "/") + ".pyx"]
        ),
        # Cython's own runtime code (its function type, class and import
        # helpers...), once for all the modules rather than in each.
        Extension(ACCEL["SHARED_RUNTIME"], []),
    ]


class OptionalBuildExt(build_ext):
    """Cythonizes the extensions when built, in parallel, and leaves the
    package pure Python (with a warning) when that or compiling fails."""

    def finalize_options(self) -> None:
        super().finalize_options()
        if self.parallel is None:
            self.parallel = os.cpu_count() or 1

    def run(self) -> None:
        try:
            self._cythonize()
            super().run()
            self._write_manifest()
        except Exception as error:  # no Cython, no compiler, a failed build
            sys.stderr.write(
                f"warning: odsgen's compiled accelerator was not built ({error});"
                " odsgen runs as pure Python\n"
            )
            self.extensions[:] = []

    def build_extensions(self) -> None:
        # No debug information (Python's own flags ask for it): the C that
        # Cython writes is large, and -g costs a third of the compile time.
        if self.compiler.compiler_type == "unix":
            flags = compile_flags()
            for extension in self.extensions:
                extension.extra_compile_args = [*extension.extra_compile_args, *flags]
        super().build_extensions()

    def _write_manifest(self) -> None:
        """Record the digest of the files each extension is built from
        beside the package (see `odsgen/_accel.py`: the extension of
        unchanged files runs even where installing made them look newer)."""
        package = Path(self.get_ext_fullpath("odsgen._accel")).parent
        lines = [
            f"{name} {ACCEL['inputs_digest'](self._inputs(name))}\n"
            for name in [*ACCEL["COMPILED"], ACCEL["LAYOUT_PROOF"]]
        ]
        (package / ACCEL["SOURCES_MANIFEST"]).write_text("".join(lines))

    @staticmethod
    def _inputs(name: str) -> list[str]:
        """The paths of the files module `name`'s extension is built from."""
        return [str(ROOT / path) for path in ACCEL["build_inputs"](name)]

    def _cythonize(self) -> None:
        """Point each extension at the C file Cython writes for its source."""
        from Cython.Build import cythonize

        compiled = cythonize(
            self.extensions,
            build_dir=str(Path(self.build_temp) / "cython"),
            nthreads=self.parallel,
            quiet=True,
            force=self.force,
            shared_utility_qualified_name=ACCEL["SHARED_RUNTIME"],
            # Typed memoryviews are never used: their runtime (three quarters
            # of the shared module) is left out.
            shared_utility_features_disabled=["MemoryView"],
            compiler_directives={
                "language_level": 3,
                # Annotations stay annotations: no C types, no checks (the
                # verifier's walk opts in with a `# cython:` line of its own).
                "annotation_typing": False,
                "binding": True,
            },
        )
        sources = {extension.name: extension.sources for extension in compiled}
        for extension in self.extensions:
            extension.sources = sources[extension.name]


setup(
    packages=find_packages(include=["odsgen", "odsgen.*"])
    + ["odsgen.gen.templates", "odsgen_dialects"]
    + [
        # Each dialect's package and the packages inside it (lazy ops).
        "odsgen_dialects." + ".".join(path.parent.relative_to(GENERATED).parts)
        for path in sorted(GENERATED.glob("*/**/__init__.py"))
    ],
    ext_modules=accelerator(),
    cmdclass={"build_ext": OptionalBuildExt},
)
