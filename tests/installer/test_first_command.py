"""Any make target works as the first command on a fresh Debian (issue 24 §1): the system's
packages are asked for before anything is built, as one line naming the exact `apt-get install`
when the user is not root, and the build of the project stops with one line where a library is
missing, never a traceback or a warning that lets a half-built install through.

The fresh machine itself is proven outside the suite (a debootstrap root, the note of issue 24);
here the order and the messages are checked with stand-ins for ldconfig, dpkg-query, id, apt-get
and lrelease.  What is missing is decided by the library files the loader finds, never by a
package's name (issue 35 §2: Debian 13's ...t64 renames)."""
import runpy
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
TARGETS = {"run": "sh installer/setup-system.sh all", "test": "sh tests/setup-system.sh",
           "lint": "sh installer/setup-system.sh build", "bench": "sh tests/setup-system.sh",
           "installer": "sh installer/setup-system.sh installer",
           "translations": "sh installer/setup-system.sh build"}


@pytest.fixture(scope="module")
def clone(tmp_path_factory):
    """The repository as CI gets it: no .venv, nothing built."""
    target = tmp_path_factory.mktemp("clone") / "src"
    subprocess.run(["git", "clone", "-q", str(ROOT), str(target)], check=True)
    for name in ("Makefile", "setup.py", "installer", "tests/setup-system.sh", "ui/preflight.py"):
        source = ROOT / name      # the working tree's version, committed or not
        if source.is_dir():
            shutil.copytree(source, target / name, dirs_exist_ok=True)
        else:
            shutil.copyfile(source, target / name)
    return target


@pytest.mark.parametrize("target", sorted(TARGETS))
def test_every_target_asks_for_the_system_before_it_builds(clone, target):
    planned = subprocess.run(["make", "-n", target], cwd=clone, capture_output=True, text=True, check=True)
    lines = planned.stdout.splitlines()
    setup = lines.index(TARGETS[target])
    built = [i for i, line in enumerate(lines) if "-m venv" in line or "pip install" in line or "lrelease" in line]
    assert built and setup < min(built), lines


def ldconfig_cache(sonames) -> str:
    """``ldconfig -p``'s output on an amd64 Debian that has ``sonames`` (and their i386 copies,
    which do not count)."""
    lines = [f"\t{name} (libc6,x86-64) => /lib/x86_64-linux-gnu/{name}" for name in sonames]
    lines += [f"\t{name} (libc6) => /lib/i386-linux-gnu/{name}" for name in preflight()["SONAME_PACKAGES"]]
    return f"{len(lines)} libs found in cache `/etc/ld.so.cache'\n" + "\n".join(lines) + "\n"


def preflight():
    """ui/preflight.py's names, loaded alone as setup-system.sh runs it."""
    return runpy.run_path(str(ROOT / "ui" / "preflight.py"), run_name="preflight_under_test")


def fake_system(tmp_path, sonames=(), dpkg_knows=(), uid=1000):
    """A PATH whose ldconfig finds only ``sonames``, whose dpkg-query knows only the packages
    ``dpkg_knows``, whose id says ``uid`` and whose apt-get writes what it was asked to a file."""
    bin_ = tmp_path / "bin"
    bin_.mkdir()
    (bin_ / "id").write_text(f'#!/bin/sh\n[ "$1" = -u ] && echo {uid} || echo "uid={uid}(judge)"\n')
    known = " ".join(dpkg_knows)
    (bin_ / "dpkg-query").write_text(
        f'#!/bin/sh\nfor p in {known}; do [ "$p" = "$3" ] && printf "install ok installed" && exit 0; done\n'
        'exit 1\n')
    (tmp_path / "ld.so.cache.txt").write_text(ldconfig_cache(sonames))
    (bin_ / "ldconfig").write_text(f'#!/bin/sh\ncat {tmp_path / "ld.so.cache.txt"}\n')
    (bin_ / "apt-get").write_text(f'#!/bin/sh\necho "$@" >> {tmp_path / "apt-get.calls"}\n')
    for tool in bin_.iterdir():
        tool.chmod(0o755)
    return f"{bin_}:/usr/bin:/bin"


def run_setup(script, path, *args):
    return subprocess.run(["sh", script, *args], cwd=ROOT, capture_output=True, text=True,
                          env={"PATH": path, "HOME": "/nonexistent", "LANG": "C.UTF-8"})


def test_a_user_who_is_not_root_gets_one_sudo_line_and_make_stops(tmp_path):
    result = run_setup("installer/setup-system.sh", fake_system(tmp_path), "all")
    assert result.returncode == 1 and result.stdout == ""
    line, = result.stderr.splitlines()
    command = line.split(": ", 1)[1].split("again: ", 1)[1]
    assert command.startswith("sudo apt-get install ")
    asked = command.split()[3:]
    assert {"libglib2.0-0", "libegl1", "libxcb-cursor0", "libcups2", "libpng16-16"} <= set(asked)
    assert len(asked) == len(set(asked))


def test_the_test_suites_packages_join_the_same_one_line(tmp_path):
    result = run_setup("tests/setup-system.sh", fake_system(tmp_path))
    assert result.returncode == 1
    line, = result.stderr.splitlines()           # not "needs root for: apt-get update -qq"
    assert "sudo apt-get install " in line and "libglib2.0-0" in line and "root" not in line


def test_the_build_mode_asks_only_for_what_building_needs(tmp_path):
    result = run_setup("installer/setup-system.sh", fake_system(tmp_path), "build")
    line, = result.stderr.splitlines()
    assert line.endswith("sudo apt-get install libglib2.0-0")


# Debian 13 and Ubuntu 24.04: the t64 packages bring the same libraries under new package names;
# dpkg-query says "not installed" of libglib2.0-0, libcups2 and libpng16-16 even once they are.
T64 = ["libglib2.0-0t64", "libcups2t64", "libpng16-16t64"]


def test_a_user_is_asked_nothing_once_the_libraries_are_there_whatever_their_package(tmp_path):
    everything = list(preflight()["SONAME_PACKAGES"])
    result = run_setup("installer/setup-system.sh", fake_system(tmp_path, everything, dpkg_knows=T64), "all")
    assert (result.returncode, result.stderr) == (0, "")


def test_root_installs_nothing_again_once_the_libraries_are_there(tmp_path):
    everything = list(preflight()["SONAME_PACKAGES"])
    result = run_setup("installer/setup-system.sh", fake_system(tmp_path, everything, dpkg_knows=T64, uid=0), "all")
    assert (result.returncode, result.stdout, result.stderr) == (0, "", "")
    assert not (tmp_path / "apt-get.calls").exists()


def test_root_installs_only_the_missing_ones_in_one_call(tmp_path):
    present = [name for name in preflight()["SONAME_PACKAGES"] if name not in ("libcups.so.2", "libxcb-cursor.so.0")]
    result = run_setup("installer/setup-system.sh", fake_system(tmp_path, present, uid=0), "all")
    assert result.returncode == 0, result.stderr
    calls = (tmp_path / "apt-get.calls").read_text().splitlines()
    assert calls[0] == "update -qq"
    assert calls[1].split()[-2:] == ["libcups2", "libxcb-cursor0"] and len(calls) == 2


@pytest.mark.parametrize("machine, tag", [("x86_64", "libc6,x86-64"), ("aarch64", "libc6,AArch64")])
def test_the_libraries_are_those_of_the_machine_s_own_architecture(machine, tag):
    known_sonames = preflight()["known_sonames"]
    cache = (f"3 libs found in cache `/etc/ld.so.cache'\n\tlibglib-2.0.so.0 ({tag}) => /usr/lib/x/libglib-2.0.so.0\n"
             "\tlibcups.so.2 (libc6) => /usr/lib/i386-linux-gnu/libcups.so.2\n"
             f"\tlibpng16.so.16 ({tag}, OS ABI: Linux 3.2.0) => /usr/lib/x/libpng16.so.16\n")
    assert known_sonames(cache, machine) == {"libglib-2.0.so.0", "libpng16.so.16"}


def test_the_missing_packages_follow_the_missing_files():
    missing_packages, sonames = preflight()["missing_packages"], set(preflight()["SONAME_PACKAGES"])
    assert missing_packages("all", sonames, True) == []
    assert missing_packages("all", sonames, False) == ["fonts-dejavu-core"]
    assert missing_packages("build", sonames - {"libgthread-2.0.so.0"}, False) == ["libglib2.0-0"]
    assert missing_packages("all", sonames - {"libpng16.so.16", "libGLX.so.0"}, True) == ["libpng16-16"]  # libgl1's
    assert "libglib2.0-0" not in missing_packages("all", {"libglib-2.0.so.0", "libgthread-2.0.so.0"}, True)


def test_a_font_is_any_font_file_in_the_font_folders(tmp_path):
    font_present = preflight()["font_present"]
    assert not font_present((str(tmp_path),))
    (tmp_path / "truetype" / "dejavu").mkdir(parents=True)
    (tmp_path / "truetype" / "dejavu" / "DejaVuSans.ttf").write_bytes(b"\0")
    assert font_present((str(tmp_path / "missing"), str(tmp_path)))


def test_an_unknown_mode_is_one_line_and_status_2(tmp_path):
    result = run_setup("installer/setup-system.sh", fake_system(tmp_path), "everything")
    assert result.returncode == 2 and len(result.stderr.splitlines()) == 1


@pytest.fixture
def setup_py(monkeypatch):
    """setup.py's functions, without setuptools: pip's isolated build brings it (pyproject's
    build-system), a venv of Python 3.12+ does not, and these tests need none of it."""
    import types
    setuptools = types.ModuleType("setuptools")
    setuptools.setup = lambda **kw: None
    build_py = types.ModuleType("setuptools.command.build_py")
    build_py.build_py = type("build_py", (), {})
    for name, module in {"setuptools": setuptools, "setuptools.command": types.ModuleType("setuptools.command"),
                         "setuptools.command.build_py": build_py}.items():
        monkeypatch.setitem(sys.modules, name, module)
    monkeypatch.chdir(ROOT)
    return runpy.run_path(str(ROOT / "setup.py"), run_name="setup_under_test")


def test_a_build_without_glib_stops_with_one_line_naming_the_package(setup_py, tmp_path):
    lrelease = tmp_path / "lrelease"
    lrelease.write_text("#!/bin/sh\necho 'lrelease: error while loading shared libraries: libglib-2.0.so.0: "
                        "cannot open shared object file: No such file or directory' >&2\nexit 127\n")
    lrelease.chmod(0o755)
    with pytest.raises(SystemExit) as stopped:
        setup_py["runnable"](lrelease)
    message = str(stopped.value.code)
    assert "\n" not in message
    assert message.endswith("(Debian: sudo apt-get install libglib2.0-0)")


def test_a_working_lrelease_is_used(setup_py, tmp_path):
    lrelease = tmp_path / "lrelease"
    lrelease.write_text("#!/bin/sh\necho 'lrelease version 6'\n")
    lrelease.chmod(0o755)
    assert setup_py["runnable"](lrelease) == lrelease
