"""Any make target works as the first command on a fresh Debian (issue 24 §1): the system's
packages are asked for before anything is built, as one line naming the exact `apt-get install`
when the user is not root, and the build of the project stops with one line where a library is
missing, never a traceback or a warning that lets a half-built install through.

The fresh machine itself is proven outside the suite (a debootstrap root, the note of issue 24);
here the order and the messages are checked with stand-ins for dpkg-query, id and lrelease."""
import runpy
import shutil
import subprocess
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


def fake_system(tmp_path, installed=()):
    """A PATH whose dpkg-query knows only ``installed`` and whose id says a plain user."""
    bin_ = tmp_path / "bin"
    bin_.mkdir()
    (bin_ / "id").write_text('#!/bin/sh\n[ "$1" = -u ] && echo 1000 || echo "uid=1000(judge)"\n')
    known = " ".join(installed)
    (bin_ / "dpkg-query").write_text(
        f'#!/bin/sh\nfor p in {known}; do [ "$p" = "$3" ] && printf "install ok installed" && exit 0; done\n'
        'exit 1\n')
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
    assert {"libglib2.0-0", "libegl1", "libxcb-cursor0", "libcups2", "fonts-dejavu-core"} <= set(asked)
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


def test_nothing_is_asked_when_everything_is_there(tmp_path):
    preflight = subprocess.run(["python3", "ui/preflight.py"], cwd=ROOT, capture_output=True, text=True, check=True)
    everything = preflight.stdout.split() + ["python3.11-venv", "python3.12-venv", "python3.13-venv"]
    result = run_setup("installer/setup-system.sh", fake_system(tmp_path, everything), "all")
    assert (result.returncode, result.stderr) == (0, "")


def test_an_unknown_mode_is_one_line_and_status_2(tmp_path):
    result = run_setup("installer/setup-system.sh", fake_system(tmp_path), "everything")
    assert result.returncode == 2 and len(result.stderr.splitlines()) == 1


@pytest.fixture
def setup_py(monkeypatch):
    """setup.py's functions, without running setuptools."""
    import setuptools
    monkeypatch.setattr(setuptools, "setup", lambda **kw: None)
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
