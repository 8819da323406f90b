"""The build step pyproject.toml cannot declare: Qt's .qm translations compiled from the
committed .ts sources, so `pip install .`, the wheel and the bundles carry the Russian UI.

The compiler is Qt's own lrelease from PySide6, which the build requires (pyproject.toml)."""
import importlib.util
import subprocess
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

TRANSLATIONS = Path("resources") / "translations"


def lrelease() -> Path:
    folder = Path(importlib.util.find_spec("PySide6").submodule_search_locations[0])
    for name in ("lrelease", "lrelease.exe", "Qt/libexec/lrelease"):
        if (folder / name).exists():
            return folder / name
    raise RuntimeError(f"PySide6 at {folder} has no lrelease: the .qm translations cannot be built")


class BuildWithTranslations(build_py):
    """build_py, then every resources/translations/*.ts compiled to a .qm beside the modules:
    into the build tree for a wheel, into the source tree for an editable install."""

    def run(self):
        super().run()
        target = TRANSLATIONS if self.editable_mode else Path(self.build_lib) / TRANSLATIONS
        target.mkdir(parents=True, exist_ok=True)
        for source in sorted(TRANSLATIONS.glob("*.ts")):
            qm = target / source.with_suffix(".qm").name
            subprocess.run([str(lrelease()), "-silent", str(source), "-qm", str(qm)], check=True)
            self.announce(f"compiled {source} -> {qm}", level=2)

    def get_outputs(self, include_bytecode=True):
        built = [str(Path(self.build_lib) / TRANSLATIONS / ts.with_suffix(".qm").name)
                 for ts in TRANSLATIONS.glob("*.ts")]
        return super().get_outputs(include_bytecode) + built


setup(cmdclass={"build_py": BuildWithTranslations})
