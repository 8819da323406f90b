"""Builds the installable program for the operating system it runs on, on Linux, Windows or
macOS alike (the Makefile's `make installer` is one way to call it, CI another):

1. the build tools (PyInstaller, Pillow) into this interpreter;
2. the .qm translations and the .mo catalogues, the icons (installer/icons.py), the third-party notices;
3. the PyInstaller bundle (installer/mafia-protocol.spec);
4. its smoke test: what users run — check (sport and boulevard), pdf --sign, verify,
   --version, the sheet started offscreen, and serve with a judge joining over TLS (smoke.py);
5. the package: a .deb and a .tar.gz on Debian/Ubuntu, the Inno Setup installer on Windows
   (when ISCC is installed), a .dmg on macOS.

Run from the project's environment: `python installer/build.py [--no-package]`.
"""
from __future__ import annotations

import argparse
import importlib.metadata as metadata
import os
import platform
import re
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BUILD, DIST = ROOT / "build", ROOT / "dist"
BUILD_TOOLS = ["pyinstaller>=6.10,<7", "pillow>=10"]


def step(text: str) -> None:
    print(f"--- {text}", flush=True)


def run(*argv, **kw) -> subprocess.CompletedProcess:
    return subprocess.run([str(a) for a in argv], check=True, **kw)


def version() -> str:
    return metadata.version("mafia-protocol")


def compile_translations() -> None:
    import PySide6
    folder = Path(PySide6.__file__).parent
    lrelease = next(p for p in (folder / "lrelease", folder / "lrelease.exe",
                                folder / "Qt" / "libexec" / "lrelease") if p.exists())
    for ts in sorted((ROOT / "resources" / "translations").glob("*.ts")):
        run(lrelease, "-silent", ts, "-qm", ts.with_suffix(".qm"))
    # the domain's gettext catalogues, named as app/i18n.py looks them up (a stale .mo is dropped)
    sys.path.insert(0, str(ROOT))
    from app import i18n
    for po in sorted((ROOT / "resources" / "locale").glob(f"*/LC_MESSAGES/{i18n.DOMAIN}.po")):
        source = po.read_bytes()
        for old in po.parent.glob("*.mo"):
            old.unlink()
        po.with_name(i18n.compiled_name(source)).write_bytes(i18n.compile_po(source, po.parent.parent.name))


def distributions() -> dict[str, metadata.Distribution]:
    """mafia-protocol's run-time dependencies on this system, recursively, as installed here."""
    from packaging.requirements import Requirement  # PyInstaller's own dependency
    found: dict[str, metadata.Distribution] = {}

    def walk(name: str, extras: frozenset[str]) -> None:
        key = re.sub(r"[-_.]+", "-", name).lower()
        if key in found:
            return
        try:
            found[key] = dist = metadata.distribution(name)
        except metadata.PackageNotFoundError:
            return
        for line in dist.requires or []:
            requirement = Requirement(line)
            marker = requirement.marker
            if marker is None or any(marker.evaluate({"extra": e}) for e in extras or {""}):
                walk(requirement.name, frozenset(requirement.extras))

    walk("mafia-protocol", frozenset())
    found.pop("mafia-protocol", None)
    return found


def notices(out: Path) -> None:
    """resources/notices and, under licenses/, every bundled package's licence files."""
    shutil.rmtree(out, ignore_errors=True)
    shutil.copytree(ROOT / "resources" / "notices", out)
    shutil.copyfile(ROOT / "LICENSE", out / "LICENSE")
    licenses = out / "licenses"
    listing = []
    for key, dist in sorted(distributions().items()):
        declared = (dist.metadata.get("License-Expression") or dist.metadata.get("License") or "").strip()
        classifiers = [c.split(" :: ")[-1] for c in dist.metadata.get_all("Classifier") or []
                       if c.startswith("License ::")]
        listing.append(f"{dist.metadata['Name']} {dist.version}: "
                       f"{declared.splitlines()[0] if declared else ', '.join(classifiers) or 'see its files'}")
        for file in dist.files or []:
            if ".dist-info" in str(file) and re.search(r"LICEN[CS]E|COPYING|NOTICE|AUTHORS", file.name, re.I):
                target = licenses / f"{key}-{dist.version}" / Path(*file.parts[1:])
                target.parent.mkdir(parents=True, exist_ok=True)
                shutil.copyfile(dist.locate_file(file), target)
    version = f"python{sys.version_info[0]}.{sys.version_info[1]}"
    python_license = next((p for p in (Path(sys.base_prefix) / "LICENSE.txt",
                                       Path(sys.base_prefix) / "lib" / version / "LICENSE.txt")
                           if p.exists()), None)
    if python_license:
        (licenses / "python").mkdir(parents=True, exist_ok=True)
        shutil.copyfile(python_license, licenses / "python" / "LICENSE.txt")
    listing.append(f"Python {platform.python_version()}: PSF-2.0")
    shutil.copyfile(ROOT / "resources" / "fonts" / "OFL.txt", out / "OFL-PT-Sans.txt")
    (licenses / "BUNDLED.txt").write_text("\n".join(listing) + "\n", encoding="utf-8")


def bundle() -> Path:
    """PyInstaller's folder; the path of its console program."""
    # The Python archive's modules are stored, not zlib-compressed one by one: the .deb, the
    # tarball, the Windows installer and the .dmg compress the whole folder, and xz or LZMA over
    # plain bytecode makes the tarball 5.5 MB smaller than over 18 MB of small zlib streams.
    env = dict(os.environ, PYINSTALLER_ZLIB_COMPRESSION_LEVEL="0")
    run(sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean", "--distpath", DIST,
        "--workpath", BUILD / "pyinstaller", ROOT / "installer" / "mafia-protocol.spec", env=env)
    return program_path()


def program_path() -> Path:
    if sys.platform == "darwin":
        return DIST / "Mafia Protocol.app" / "Contents" / "MacOS" / "mafia-protocol"
    return DIST / "mafia-protocol" / ("mafia-protocol.exe" if sys.platform == "win32" else "mafia-protocol")


def main() -> int:
    parser = argparse.ArgumentParser(description="Build the bundle, smoke-test it, package it.")
    parser.add_argument("--no-package", action="store_true", help="stop after the smoke test")
    parser.add_argument("--package-only", action="store_true",
                        help="package a bundle built (and signed) before, without rebuilding it")
    args = parser.parse_args()
    os.chdir(ROOT)
    sys.path.insert(0, str(ROOT / "installer"))      # smoke.py, package.py beside this file
    if args.package_only:
        return package_step(program_path(), version())
    step("build tools: " + ", ".join(BUILD_TOOLS))
    run(sys.executable, "-m", "pip", "install", "--quiet", *BUILD_TOOLS)
    step("translations, icons, notices")
    compile_translations()
    BUILD.mkdir(exist_ok=True)
    (BUILD / "version.txt").write_text(version() + "\n", encoding="utf-8")
    run(sys.executable, ROOT / "installer" / "icons.py", BUILD / "icons")
    notices(BUILD / "notices")
    step("PyInstaller bundle")
    program = bundle()
    step(f"smoke test of {program}")
    from smoke import smoke_test
    smoke_test(program, version())
    if args.no_package:
        return 0
    return package_step(program, version())


def package_step(program: Path, version: str) -> int:
    step("package")
    from package import package
    for made in package(program, version):
        print(made)
    return 0


if __name__ == "__main__":
    sys.exit(main())
