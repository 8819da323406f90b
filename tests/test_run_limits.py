"""The test run itself: a hang is a failure with a name, and Ctrl+C stops it (issue 35 §3)."""
from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

TESTS = Path(__file__).resolve().parent
ROOT = TESTS.parent


def suite(tmp_path: Path, body: str, conftest: str = "") -> Path:
    """A one-test suite in tmp_path with the real suite's Ctrl+C handling."""
    (tmp_path / "conftest.py").write_text(
        f"import sys\nsys.path.insert(0, {str(TESTS)!r})\nimport hard_interrupt\n\n\n"
        "def pytest_configure(config):\n    hard_interrupt.install()\n" + conftest, encoding="utf-8")
    (tmp_path / "test_it.py").write_text(body, encoding="utf-8")
    return tmp_path


def pytest_in(folder: Path, *args: str) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-s", *args, "test_it.py"],
                            cwd=folder, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                            env=dict(os.environ, QT_QPA_PLATFORM="offscreen"), start_new_session=True)


def waited_for(process: subprocess.Popen, marker: str) -> str:
    seen = ""
    while marker not in seen:
        line = process.stdout.readline()
        assert line, f"the run ended before {marker!r}: {seen}"
        seen += line
    return seen


@pytest.mark.skipif(os.name != "posix", reason="Ctrl+C is a POSIX signal here")
def test_ctrl_c_stops_a_test_that_waits_in_qt_s_event_loop(tmp_path):
    folder = suite(tmp_path, "from PySide6.QtCore import QCoreApplication, QEventLoop\n\n\n"
                             "def test_waits():\n    app = QCoreApplication([])\n"
                             "    print('waiting', flush=True)\n    QEventLoop().exec()\n")
    process = pytest_in(folder, "-p", "no:timeout")
    try:
        waited_for(process, "waiting")
        time.sleep(0.5)
        started = time.monotonic()
        os.killpg(process.pid, signal.SIGINT)
        output, _ = process.communicate(timeout=30)
    finally:
        if process.poll() is None:
            os.killpg(process.pid, signal.SIGKILL)
    assert process.returncode == 130, output
    assert time.monotonic() - started < 20
    assert "interrupted (Ctrl+C)" in output and "test_waits" in output, output


def test_ctrl_c_in_python_code_ends_with_pytest_s_own_summary(tmp_path):
    folder = suite(tmp_path, "import time\n\n\ndef test_sleeps():\n    print('waiting', flush=True)\n"
                             "    time.sleep(60)\n")
    process = pytest_in(folder, "-p", "no:timeout")
    try:
        waited_for(process, "waiting")
        os.killpg(process.pid, signal.SIGINT)
        output, _ = process.communicate(timeout=30)
    finally:
        if process.poll() is None:
            os.killpg(process.pid, signal.SIGKILL)
    assert "KeyboardInterrupt" in output and "interrupted (Ctrl+C)" not in output, output
    assert process.returncode == 2, output


def test_every_test_has_a_time_limit_that_names_the_hung_test(tmp_path):
    folder = suite(tmp_path, "import time\n\n\ndef test_hangs():\n    time.sleep(60)\n")
    process = pytest_in(folder, "-o", "timeout=2", "-c", str(ROOT / "pyproject.toml"), "--rootdir", str(folder))
    output, _ = process.communicate(timeout=50)
    assert process.returncode != 0
    assert "Timeout" in output and "test_hangs" in output, output


def test_the_project_sets_a_time_limit_for_every_test():
    import tomllib
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert 0 < config["tool"]["pytest"]["ini_options"]["timeout"] <= 600
    assert any(d.startswith("pytest-timeout") for d in config["project"]["optional-dependencies"]["test"])
