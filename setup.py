"""The build step pyproject.toml cannot declare: Qt's .qm translations compiled from the
committed .ts sources, so `pip install .`, the wheel and the bundles carry the Russian UI, and
the domain's gettext catalogues (resources/locale/*/LC_MESSAGES/mafia.po) compiled to .mo.

The compilers are Qt's own lrelease from PySide6 and Babel, which the build requires
(pyproject.toml); app/i18n.py names the .mo and finds it."""
import importlib.util
import subprocess
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

TRANSLATIONS = Path("resources") / "translations"
LOCALE = Path("resources") / "locale"


def load(name, path):
    """One module of the project by its path (it imports only the standard library), not its package."""
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def i18n():
    return load("mafia_i18n", Path("app") / "i18n.py")


def catalogues():
    """(a language's .po, the path of its .mo) inside resources/locale, for every language."""
    module = i18n()
    return [(po, po.with_name(module.compiled_name(po.read_bytes())))
            for po in sorted(LOCALE.glob(f"*/LC_MESSAGES/{module.DOMAIN}.po"))]


def lrelease() -> Path:
    folder = Path(importlib.util.find_spec("PySide6").submodule_search_locations[0])
    for name in ("lrelease", "lrelease.exe", "Qt/libexec/lrelease"):
        if (folder / name).exists():
            return folder / name
    raise SystemExit(f"mafia-protocol build: PySide6 at {folder} has no lrelease, so the .qm translations "
                     "cannot be built; reinstall PySide6-Essentials")


def runnable(program: Path) -> Path:
    """The program, once it has started here; else the build stops with one line naming the Debian
    package that brings what it lacks (a build that went on would install without its translations,
    and setuptools turns an exception of an editable install's build step into a mere warning)."""
    result = subprocess.run([str(program), "-version"], capture_output=True, text=True)
    if result.returncode == 0:
        return program
    preflight = load("mafia_preflight", Path("ui") / "preflight.py")
    output = (result.stdout + result.stderr).strip()
    libraries = preflight.missing_libraries(output)
    reason = preflight.libraries_line(libraries, "en") if libraries else (output.splitlines() or ["?"])[-1]
    raise SystemExit(f"mafia-protocol build: Qt's lrelease cannot run, so the translations cannot be built: {reason}")


class BuildWithTranslations(build_py):
    """build_py, then every resources/translations/*.ts compiled to a .qm beside the modules:
    into the build tree for a wheel, into the source tree for an editable install."""

    def run(self):
        super().run()
        target = TRANSLATIONS if self.editable_mode else Path(self.build_lib) / TRANSLATIONS
        target.mkdir(parents=True, exist_ok=True)
        compiler = LRELEASE
        for source in sorted(TRANSLATIONS.glob("*.ts")):
            qm = target / source.with_suffix(".qm").name
            subprocess.run([str(compiler), "-silent", str(source), "-qm", str(qm)], check=True)
            self.announce(f"compiled {source} -> {qm}", level=2)
        root = Path(".") if self.editable_mode else Path(self.build_lib)
        for po, mo in catalogues():
            target = root / mo
            target.parent.mkdir(parents=True, exist_ok=True)
            for old in target.parent.glob("*.mo"):     # the .mo of an older .po is never read again
                old.unlink()
            target.write_bytes(i18n().compile_po(po.read_bytes(), po.parent.parent.name))
            self.announce(f"compiled {po} -> {target}", level=2)

    def get_outputs(self, include_bytecode=True):
        built = [str(Path(self.build_lib) / TRANSLATIONS / ts.with_suffix(".qm").name)
                 for ts in TRANSLATIONS.glob("*.ts")]
        built += [str(Path(self.build_lib) / mo) for _, mo in catalogues()]
        return super().get_outputs(include_bytecode) + built


if __name__ == "__main__":       # setuptools runs setup.py as __main__ for every build step
    # Asked first, while pip only gathers the build's requirements: a missing library is then the
    # one line pip shows, not the last of some three hundred lines of copying.
    LRELEASE = runnable(lrelease())
    setup(cmdclass={"build_py": BuildWithTranslations})
