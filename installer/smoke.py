"""The bundle's smoke test: what users run, from the built program, in a throwaway home.

Fails (SystemExit with the failing command and its output) at the first thing that does not
work: a module PyInstaller left out, a data file missing, a Qt plugin that does not load, the
tournament's server that cannot start, serve or stop.
installer/build.py runs it after every build; run it alone with
`python installer/smoke.py PROGRAM` (the console program of a bundle or an installed package;
it needs only Python's standard library).
"""
from __future__ import annotations

import os
import queue
import signal
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SPORT_GAME = ROOT / "tests" / "games" / "league-black-wins-after-vote.json"
BOULEVARD_GAME = ROOT / "tests" / "app" / "boulevard" / "games" / "bv-01-first-night-no-actions.json"
TOURNAMENT = "Кубок дыма"             # a Cyrillic name: the folder's, the certificate's, the archive's
PLAYERS = [f"Игрок {seat}" for seat in range(1, 11)]
SERVE_TIMEOUT = 240                   # seconds for a first start (initdb) on a busy build machine
# A judge's sheet joining table 1 (app.storage.replica.join), run by the bundle itself
# (`PROGRAM -c`, installer/entry.py): the certificate asked of the gate and checked against the
# code's pin, then libpq (psycopg's, with its OpenSSL) over TLS with verify-ca and the table's
# scram-sha-256 password, and the claim of the table written on the server.
JUDGE = """
import sys
from app.cli import utf8_streams
from app.storage.replica import device_id, join
utf8_streams()
joined = join(sys.argv[1], device_id())
print(f"joined round {joined.round}, table {joined.table}: {', '.join(joined.names)}")
"""

# The program's children started as Python starts them, sys.executable being the bundle's
# program (installer/entry.py): multiprocessing by every start method of the system (spawn and
# forkserver run the program again) and `-m`, as a helper process such as the TLS gate may be.
CHILDREN = """
import multiprocessing, subprocess, sys
from app.cli import version
for method in multiprocessing.get_all_start_methods():
    with multiprocessing.get_context(method).Pool(1) as pool:
        print(method, pool.apply(version), end="; ")
child = subprocess.run([sys.executable, "-m", "app", "--version"], capture_output=True, text=True, check=True)
print("-m app:", child.stdout.strip())
"""


def smoke_test(program: Path, expected_version: str | None = None) -> None:
    # The program's Russian lines are echoed here; a build log in cp1252 (a Windows pipe, or
    # PYTHONIOENCODING=cp1252 as the workflow runs it) shows them escaped rather than failing.
    if hasattr(sys.stdout, "reconfigure"):
        sys.stdout.reconfigure(errors="backslashreplace")
    with tempfile.TemporaryDirectory(prefix="mafia-smoke-") as tmp:
        home = Path(tmp)
        env = dict(os.environ, MAFIA_PROTOCOL_HOME=str(home / "home"), QT_QPA_PLATFORM="offscreen",
                   MAFIA_PROTOCOL_PASSPHRASE="smoke-test passphrase", LANG="ru_RU.UTF-8")
        env.pop("MAFIA_PROTOCOL_DB", None)
        env.pop("PYTHONPATH", None)          # the bundle must need nothing from the source tree

        def expect(argv: list, codes: tuple[int, ...] = (0,), contains: str = "",
                   env: dict[str, str] = env, shown: str = "") -> str:
            result = subprocess.run([str(program), *map(str, argv)], env=env, cwd=tmp,
                                    capture_output=True, text=True, encoding="utf-8", timeout=300)
            output = result.stdout + result.stderr
            shown = f"{program.name} {shown or ' '.join(map(str, argv))}"
            if result.returncode not in codes or contains not in output or "Traceback" in output:
                raise SystemExit(f"smoke test failed: {shown} exited {result.returncode}\n{output}")
            print(f"ok  {shown}: {((result.stdout or output).strip().splitlines() or [''])[-1][:100]}", flush=True)
            return output

        expect(["--version"], contains=f"mafia-protocol {expected_version or ''}")
        expect(["check", SPORT_GAME, "--lang", "en"], contains="finished")
        expect(["check", BOULEVARD_GAME, "--json"], codes=(0, 1), contains='"ruleset"')
        expect(["show", SPORT_GAME])
        signed = home / "protocol.pdf"
        expect(["pdf", SPORT_GAME, "-o", signed, "--sign", "--lang", "en"], contains="signed")
        expect(["verify", signed, "--lang", "en"], contains="valid")
        expect(["pdf", BOULEVARD_GAME, "-o", home / "boulevard.pdf", "--lang", "en"], contains="written")
        expect(["db", "upgrade"])            # alembic's migration scripts, read as files
        expect(["db", "check"])
        expect(["--self-test"], contains="translation loaded, archive open")
        expect(["-c", CHILDREN], contains="-m app: mafia-protocol", shown="-c CHILDREN (multiprocessing, -m)")
        serve_test(program, env, home, expect)
        gui = program.with_name("Mafia Protocol" + program.suffix)
        if gui.exists():           # the windowed program: no console, so only its exit status
            subprocess.run([str(gui), "--self-test"], env=env, cwd=tmp, check=True, timeout=300,
                           capture_output=True)
            print(f"ok  {gui.name} --self-test")


def serve_test(program: Path, env: dict[str, str], home: Path, expect) -> None:
    """`serve` in the throwaway home (as root: with the server's own user, app/storage/server.py),
    a judge joining table 1 through the TLS gate, then the secretary's stop (Ctrl+C; `serve --stop` on Windows):
    the server says it stopped, and no process of the program or the cluster is left."""
    seating = home / "seating.csv"
    seating.write_text("round,table,seat,player\n"
                       + "".join(f"1,1,{seat},{name}\n" for seat, name in enumerate(PLAYERS, 1)), encoding="utf-8")
    argv = ["serve", "--tournament", TOURNAMENT, "--schedule", seating, "--host", "127.0.0.1", "--lang", "en"]
    shown = f"{program.name} {' '.join(map(str, argv))}"
    # Windows: a process group of its own, so that a Ctrl+C in this build's console stays here
    group = {"creationflags": subprocess.CREATE_NEW_PROCESS_GROUP} if os.name == "nt" else {}
    server = subprocess.Popen([str(program), *map(str, argv)], env=env, cwd=home, stdin=subprocess.DEVNULL,
                              stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, encoding="utf-8",
                              **group)
    lines: queue.Queue[str | None] = queue.Queue()
    threading.Thread(target=lambda: [*map(lines.put, server.stdout), lines.put(None)], daemon=True).start()
    output: list[str] = []
    try:
        code = _join_code(lines, output, time.monotonic() + SERVE_TIMEOUT)
        if code is None:
            raise SystemExit(f"smoke test failed: {shown} did not open the tables\n{''.join(output)}")
        print(f"ok  {shown}: {output[0].strip()[:100]}", flush=True)
        postmaster = _postmaster(home)
        judge = dict(env, MAFIA_PROTOCOL_HOME=str(home / "judge"))
        expect(["-c", JUDGE, code], contains=f"table 1: {', '.join(PLAYERS)}", env=judge,
               shown="-c JUDGE (a judge's sheet joins table 1 through the TLS gate)")
    finally:
        _interrupt(server, program, env, home)
        try:
            server.wait(timeout=120)
        except subprocess.TimeoutExpired:
            server.kill()
    try:
        while (line := lines.get(timeout=30)) is not None:
            output.append(line)
    except queue.Empty:               # its output still open: a process it started holds it
        output.append("(the output was not closed within 30 s of the exit)\n")
    if server.returncode != 0 or "The server is stopped" not in "".join(output[-2:]) or "Traceback" in "".join(output):
        raise SystemExit(f"smoke test failed: {shown} exited {server.returncode} when stopped\n{''.join(output)}")
    # pg_ctl's stop returns once the postmaster has removed its pid file, a moment before it exits
    deadline = time.monotonic() + 15
    programs = (str(program), str(program.resolve()))          # /usr/bin/… links to /opt/…
    while (left := _left_running(str(home), programs, postmaster)) and time.monotonic() < deadline:
        time.sleep(0.5)
    if left:
        raise SystemExit("smoke test failed: after serve stopped, still running:\n" + "\n".join(left))
    print(f"ok  {shown} stopped: {output[-1].strip()[:80]}; no process left", flush=True)


def _join_code(lines: queue.Queue, output: list[str], deadline: float) -> str | None:
    """The code of table 1 once serve says how to stop it (its last line when started)."""
    code = None
    while (remaining := deadline - time.monotonic()) > 0:
        try:
            line = lines.get(timeout=remaining)
        except queue.Empty:
            return None
        if line is None:
            return None
        output.append(line)
        if line.startswith("table 1: "):
            code = line.split(": ", 1)[1].strip()
        if line.startswith("Ctrl+C"):
            return code
    return None


def _postmaster(home: Path) -> int:
    """The cluster's main process, as its postmaster.pid says (first line)."""
    found = list((home / "home" / "tournaments").glob("*/pgdata/postmaster.pid"))
    if len(found) != 1:
        raise SystemExit(f"smoke test failed: serve runs, but no single postmaster.pid ({found})")
    return int(found[0].read_bytes().split()[0])    # the next line, the data folder, is ANSI on Windows


def _interrupt(server: subprocess.Popen, program: Path, env: dict[str, str], home: Path) -> None:
    """The secretary stops serving: Ctrl+C (SIGINT) on Linux and macOS; on Windows `serve --stop`
    from another process, the way to stop it from a second console or a script there (a Ctrl+C
    event cannot be aimed at one program, and under Wine a Ctrl+Break never reached Python)."""
    if server.poll() is not None:
        return
    if os.name == "nt":
        subprocess.run([str(program), "serve", "--stop", "--tournament", TOURNAMENT, "--lang", "en"], env=env,
                       cwd=home, stdin=subprocess.DEVNULL, capture_output=True, timeout=180)
    else:
        server.send_signal(signal.SIGINT)


def _left_running(home: str, programs: tuple[str, ...], postmaster: int) -> list[str]:
    """Processes still running ("PID COMMAND LINE"): the postmaster, any whose command line names
    the throwaway home (the cluster's processes), any that is the program (a child it started:
    the gate, multiprocessing; not a process that only names it, as `runuser … smoke.py PROGRAM`).
    A zombie has exited (its parent, here init, has not collected it yet): not running."""
    if sys.platform == "win32":
        listing = subprocess.run(["powershell", "-NoProfile", "-Command",
                                  "Get-CimInstance Win32_Process | ForEach-Object "
                                  "{ \"$($_.ProcessId) $($_.CommandLine)\" }"],
                                 capture_output=True, text=True, errors="replace").stdout.splitlines()
    elif Path("/proc/self/cmdline").exists():
        listing = []
        for entry in Path("/proc").iterdir():
            try:
                if entry.name.isdigit() and (entry / "stat").read_text().rsplit(")", 1)[1].split()[0] != "Z":
                    argv = (entry / "cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
                    listing.append(f"{entry.name} {argv}")
            except OSError:            # gone meanwhile
                continue
    else:
        listing = [f"{pid} {command}" for pid, state, command in
                   ((line.split(maxsplit=2) + [""])[:3] for line in
                    subprocess.run(["ps", "-axo", "pid=,state=,command="], capture_output=True, text=True,
                                   errors="replace").stdout.splitlines() if line.strip())
                   if not state.startswith("Z")]
    left = []
    for line in listing:
        pid, command = (line.strip().split(maxsplit=1) + [""])[:2]
        if pid != str(os.getpid()) and (pid == str(postmaster) or home in command
                                        or command.lstrip('"').startswith(programs)):
            left.append(line.strip())
    return left


if __name__ == "__main__":
    smoke_test(Path(sys.argv[1]).absolute())        # as given: /usr/bin/mafia-protocol stays the link
    print("smoke test passed")
