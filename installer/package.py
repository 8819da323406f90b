"""Wraps the smoke-tested PyInstaller bundle into this system's installer.

- Linux: dist/mafia-protocol-VERSION-linux-ARCH.tar.xz and, where dpkg-deb exists,
  dist/mafia-protocol_VERSION_ARCH.deb (installer/README.md says what it holds);
- Windows: dist/MafiaProtocol-VERSION-setup.exe with Inno Setup's ISCC (installer/windows/);
- macOS: dist/MafiaProtocol-VERSION-ARCH.dmg (arm64, x86_64) with hdiutil.
"""
from __future__ import annotations

import datetime
import os
import platform
import shutil
import subprocess
import sys
import tarfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DIST, BUILD = ROOT / "dist", ROOT / "build"
LINUX = ROOT / "installer" / "linux"
APP_ID = "org.mafiaprotocol.MafiaProtocol"
HICOLOR_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
MAINTAINER = "Mafia Protocol maintainers <maintainers@mafiaprotocol.org>"
LAUNCHER = "mafia-protocol"             # the bundle's program, at its top


def package(program: Path, version: str) -> list[Path]:
    if sys.platform == "win32":
        return [inno_setup(version)]
    if sys.platform == "darwin":
        return [dmg(version)]
    made = [tarball(program.parent, version)]
    if shutil.which("dpkg-deb"):
        made.append(deb(program.parent, version))
    return made


def tarball(folder: Path, version: str) -> Path:
    out = DIST / f"mafia-protocol-{version}-linux-{platform.machine()}.tar.xz"
    # xz at its strongest: a quarter smaller than gzip on this folder of shared libraries
    with tarfile.open(out, "w:xz", preset=9) as tar:
        tar.add(folder, arcname=f"mafia-protocol-{version}")
    return out


def deb(folder: Path, version: str) -> Path:
    sys.path.insert(0, str(ROOT))
    arch = subprocess.run(["dpkg", "--print-architecture"], capture_output=True, text=True,
                          check=True).stdout.strip()
    root = BUILD / "deb" / "root"
    shutil.rmtree(root.parent, ignore_errors=True)
    opt = root / "opt" / "mafia-protocol"
    shutil.copytree(folder, opt, symlinks=True)
    depends_on = system_libraries(opt)
    (root / "usr" / "bin").mkdir(parents=True)
    os.symlink("/opt/mafia-protocol/mafia-protocol", root / "usr" / "bin" / "mafia-protocol")
    share = root / "usr" / "share"
    install(LINUX / f"{APP_ID}.desktop", share / "applications" / f"{APP_ID}.desktop")
    metainfo = (LINUX / f"{APP_ID}.metainfo.xml").read_text(encoding="utf-8")
    metainfo = metainfo.replace("@VERSION@", version).replace("@DATE@", release_date())
    (share / "metainfo").mkdir(parents=True)
    (share / "metainfo" / f"{APP_ID}.metainfo.xml").write_text(metainfo, encoding="utf-8")
    for size in HICOLOR_SIZES:
        install(BUILD / "icons" / "png" / f"mafia-protocol-{size}.png",
                share / "icons" / "hicolor" / f"{size}x{size}" / "apps" / "mafia-protocol.png")
    install(ROOT / "resources" / "icons" / "mafia-protocol.svg",
            share / "icons" / "hicolor" / "scalable" / "apps" / "mafia-protocol.svg")
    doc = share / "doc" / "mafia-protocol"
    shutil.copytree(BUILD / "notices", doc)
    (doc / "copyright").write_text(copyright_file(), encoding="utf-8")
    size_kb = sum(f.stat().st_size for f in root.rglob("*") if f.is_file() and not f.is_symlink()) // 1024
    control = root / "DEBIAN" / "control"
    control.parent.mkdir()
    depends = ", ".join(depends_on)
    control.write_text(
        f"Package: mafia-protocol\nVersion: {version}\nArchitecture: {arch}\n"
        f"Maintainer: {MAINTAINER}\nInstalled-Size: {size_kb}\nDepends: {depends}\n"
        "Section: misc\nPriority: optional\nHomepage: https://mafiaprotocol.org\n"
        "Description: sport mafia judge's game protocol\n"
        " The judge records a game at the table in the official protocol; a validator that\n"
        " knows the rule books checks every mark and cites the clause it breaks. Protocols are\n"
        " printed as signed PDFs; secretaries compile tournaments. Python and Qt are bundled\n"
        " in /opt/mafia-protocol; the command is mafia-protocol.\n", encoding="utf-8")
    out = DIST / f"mafia-protocol_{version}_{arch}.deb"
    subprocess.run(["dpkg-deb", "--root-owner-group", "-Zxz", "-z9", "--build", str(root), str(out)], check=True,
                   stdout=subprocess.DEVNULL)
    return out


def system_libraries(bundle: Path) -> list[str]:
    """The .deb's Depends entries, the bundle's copies of system libraries already sorted out
    (installer/deb_depends.py says how): those left to the system become links to the system's
    file (PyInstaller's launcher opens libpython by its path inside the bundle), those only
    system libraries load are removed, the others stay.  A copy counts as a system library when
    this system's dpkg says which one package installed it; what came inside a wheel (Qt,
    psycopg's OpenSSL, Pillow's codecs) is the bundle's own."""
    sys.path[:0] = [str(ROOT), str(ROOT / "installer")]       # as build.py has it
    import deb_depends

    from ui.preflight import RUNTIME_PACKAGES
    internal = bundle / "_internal"
    owners: dict[str, tuple[str, str]] = {}
    for library in sorted(internal.glob("lib*.so*")):
        if library.is_symlink():
            continue
        found = subprocess.run(["dpkg-query", "-S", f"*/{library.name}"], capture_output=True, text=True)
        named = {line.split(":", 1)[0]: line.rsplit(": ", 1)[1].strip() for line in found.stdout.splitlines()
                 if line.rstrip().endswith("/" + library.name) and not line.startswith("diversion")}
        if found.returncode == 0 and len(named) == 1:
            package, path = named.popitem()
            owners[library.name] = (package.split(":")[0], path)
    needed: dict[str, set[str]] = {}
    floor = "2.17"
    for path in sorted(bundle.rglob("*")):
        if not path.is_file() or path.is_symlink():
            continue
        with open(path, "rb") as file:
            if file.read(4) != b"\x7fELF":
                continue
        sonames, glibc = deb_depends.elf_facts(path)
        needed[path.name if path.parent == internal else str(path.relative_to(bundle))] = sonames
        if glibc and deb_depends.version_key(glibc) > deb_depends.version_key(floor):
            floor = glibc
    # the launcher is the bundle's program itself; what it opens by path counts as it loading it
    needed.setdefault(LAUNCHER, set()).update(deb_depends.opened_by_path(internal))
    stable = deb_depends.stable_sonames()
    decided = deb_depends.plan(needed, {name: package for name, (package, _) in owners.items()}, stable)
    for name in set(decided.system) & set(owners):
        (internal / name).unlink()
        (internal / name).symlink_to(owners[name][1])
    for name in decided.dropped:
        (internal / name).unlink()
    if decided.unknown:
        print(f"the .deb: no package named for {', '.join(sorted(decided.unknown))} "
              "(optional plugins' libraries: the window works without them)", file=sys.stderr)
    return deb_depends.depends(decided, RUNTIME_PACKAGES, floor)


def install(source: Path, target: Path) -> None:
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(source, target)


def release_date() -> str:
    """The last commit's date, so the same tree builds the same metainfo on any day."""
    result = subprocess.run(["git", "log", "-1", "--format=%cs"], cwd=ROOT, capture_output=True, text=True)
    return result.stdout.strip() or datetime.date.today().isoformat()


def copyright_file() -> str:
    listing = (BUILD / "notices" / "licenses" / "BUNDLED.txt").read_text(encoding="utf-8")
    return ("Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\n"
            "Upstream-Name: mafia-protocol\n\n"
            "Files: *\nCopyright: 2026 The Mafia Protocol authors\nLicense: Expat\n"
            + "".join(f" {line}\n" if line else " .\n" for line in project_licence().splitlines()[4:])
            + "\n"
            "Files: opt/mafia-protocol/_internal/PySide6/* opt/mafia-protocol/_internal/shiboken6/*\n"
            "Copyright: The Qt Company Ltd.\nLicense: LGPL-3\n"
            " See /usr/share/common-licenses/LGPL-3 and THIRD-PARTY-NOTICES.md here.\n\n"
            "Files: opt/mafia-protocol/_internal/resources/fonts/*\n"
            "Copyright: 2010, ParaType Ltd.\nLicense: OFL-1.1\n See OFL-PT-Sans.txt here.\n\n"
            "Comment: bundled Python packages, their versions and licences (texts in licenses/):\n"
            + "".join(f" {line}\n" for line in listing.splitlines()))


def project_licence() -> str:
    return (ROOT / "LICENSE").read_text(encoding="utf-8").strip()


def inno_setup(version: str) -> Path:
    programs = Path(os.environ.get("ProgramFiles(x86)", "C:/Program Files (x86)"))
    iscc = shutil.which("iscc") or shutil.which("ISCC") or next(
        (str(p) for p in (programs / "Inno Setup 6" / "ISCC.exe",) if p.exists()), None)
    if not iscc:
        raise SystemExit("Inno Setup 6 is not installed (choco install innosetup); "
                         "the bundle is in dist/mafia-protocol")
    subprocess.run([iscc, f"/DAppVersion={version}", f"/DSourceDir={DIST / 'mafia-protocol'}",
                    f"/DIconFile={BUILD / 'icons' / 'mafia-protocol.ico'}", f"/O{DIST}",
                    str(ROOT / "installer" / "windows" / "mafia-protocol.iss")], check=True)
    return DIST / f"MafiaProtocol-{version}-setup.exe"


def dmg(version: str) -> Path:
    app = DIST / "Mafia Protocol.app"
    stage = BUILD / "dmg"
    shutil.rmtree(stage, ignore_errors=True)
    stage.mkdir(parents=True)
    subprocess.run(["ditto", str(app), str(stage / app.name)], check=True)      # keeps symlinks, xattrs
    os.symlink("/Applications", stage / "Applications")                            # drag to install
    shutil.copytree(BUILD / "notices", stage / "Third-party notices")
    out = DIST / f"MafiaProtocol-{version}-{platform.machine()}.dmg"     # arm64 or x86_64: both are released
    out.unlink(missing_ok=True)
    subprocess.run(["hdiutil", "create", "-volname", f"Mafia Protocol {version}", "-srcfolder", str(stage),
                    "-fs", "HFS+", "-format", "UDZO", "-ov", str(out)], check=True)
    return out
