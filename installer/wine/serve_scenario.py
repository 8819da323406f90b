"""The tournament's server on Windows, run by the Windows Python (under Wine by windows_check.py,
and on the real Windows runner of `.github/workflows/windows-check.yml`).

`serve` of a tournament with a Cyrillic name, a one-table seating, on 127.0.0.1: the Windows
build of the embedded PostgreSQL (initdb, pg_ctl, postgres.exe), the TLS gate's process, the join
codes printed; a judge's sheet joins table 1 with its code (`app.storage.replica.join` in a
process of its own, as the sheet does it: the gate's certificate checked against the code's pin,
libpq over TLS with verify-ca and the table's password, the seating's names read back); then
`serve --stop` from another process, as a secretary's second window or a script stops it on
Windows.  `serve` must say it stopped and exit 0, `--stop` must say so and exit 0, the
postmaster must have exited, no process of the program's may be left, and the cluster's folder
must be whole for the next start.
"""
from __future__ import annotations

import argparse
import ctypes
import ctypes.wintypes
import queue
import subprocess
import sys
import threading
import time
from pathlib import Path

# beside this file, and installer/ (the bundle's smoke test): the embeddable Python's ._pth leaves them out
sys.path[:0] = [str(Path(__file__).resolve().parent), str(Path(__file__).resolve().parents[1])]
from scenario import Failed, Run, prepared, reported  # noqa: E402
from smoke import JUDGE, _join_code  # noqa: E402  (the judge's join and serve's output, as the bundle's test reads them)

TOURNAMENT = "Кубок «Зима» 2026"
PLAYERS = [f"Игрок {seat}" for seat in range(1, 11)]
START_TIMEOUT = 600             # initdb and the first start under Wine on a busy 2-core machine
SYNCHRONIZE = 0x00100000


def serve(run: Run) -> None:
    seating = run.work / "Рассадка, один стол.csv"
    seating.write_text("round,table,seat,player\n" + "".join(
        f"1,1,{seat},{name}\n" for seat, name in enumerate(PLAYERS, 1)), encoding="utf-8")
    argv = ["serve", "--tournament", TOURNAMENT, "--schedule", seating.name, "--host", "127.0.0.1", "--lang", "en"]
    started = time.monotonic()
    # a pipe: UTF-8, whatever the code pages (strictly: a line in the ANSI code page fails here)
    server = subprocess.Popen([str(run.program), *argv], env=run.env, cwd=run.work, stdin=subprocess.DEVNULL,
                              stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, encoding="utf-8")
    lines: queue.Queue[str | None] = queue.Queue()
    threading.Thread(target=lambda: [*map(lines.put, server.stdout), lines.put(None)], daemon=True).start()
    output: list[str] = []
    stopped = False
    try:
        code = _join_code(lines, output, time.monotonic() + START_TIMEOUT)
        if code is None:
            raise Failed(f"FAILED serve: it did not open the tables (exit status {server.poll()})\n{''.join(output)}")
        print(f"ok  {time.monotonic() - started:5.1f} s  serve: {output[0].strip()[:100]}", flush=True)
        folder = run.env["MAFIA_PROTOCOL_HOME"] + r"\tournaments\Кубок_Зима_2026"
        # its second line is the data folder in the ANSI code page: only the first is read
        postmaster = int(Path(folder, "pgdata", "postmaster.pid").read_bytes().split()[0])
        judge = dict(run.env, MAFIA_PROTOCOL_HOME=str(run.work / "Судья за столом 1"))
        run(["-c", JUDGE, code], env=judge, contains=[f"joined round 1, table 1: {', '.join(PLAYERS)}"],
            shown="a judge's sheet joins table 1 through the TLS gate")
        handle = ctypes.windll.kernel32.OpenProcess(SYNCHRONIZE, False, postmaster)
        run(["serve", "--stop", "--tournament", TOURNAMENT, "--lang", "en"],
            contains=[f"The tournament «{TOURNAMENT}» is no longer served: its server is stopped."])
        stopped = True
        server.wait(timeout=60)
    finally:
        if server.poll() is None:
            server.kill()
            server.wait(timeout=60)
    _drain(lines, output)
    text = "".join(output)
    if not stopped or server.returncode != 0 or "The server is stopped" not in text or "Traceback" in text:
        raise Failed(f"FAILED serve: exit status {server.returncode} when asked to stop\n{text}")
    # pg_ctl's stop returns once the postmaster removed its pid file, a moment before it exits
    if handle and ctypes.windll.kernel32.WaitForSingleObject(handle, 15000) != 0:
        raise Failed(f"FAILED serve: the postmaster (process {postmaster}) still runs after the stop")
    left = [name for name in _processes() if name.lower() in ("postgres.exe", "pg_ctl.exe", "initdb.exe")]
    if left:
        raise Failed(f"FAILED serve: still running after the stop: {left}")
    if not Path(folder, "pgdata", "PG_VERSION").exists() or Path(folder, "pgdata", "postmaster.pid").exists():
        raise Failed("FAILED serve: the cluster's folder is not left whole and stopped")
    run.count += 1
    print(f"ok  {time.monotonic() - started:5.1f} s  serve stopped by serve --stop: {output[-1].strip()[:80]}; "
          "the postmaster exited, no server process left", flush=True)


def _drain(lines: queue.Queue[str | None], output: list[str]) -> None:
    try:
        while (line := lines.get(timeout=30)) is not None:
            output.append(line)
    except queue.Empty:           # its output still open: a process it started holds it
        output.append("(serve's output was not closed within 30 s of its exit)\n")


class _Entry(ctypes.Structure):
    _fields_ = [("dwSize", ctypes.wintypes.DWORD), ("cntUsage", ctypes.wintypes.DWORD),
                ("th32ProcessID", ctypes.wintypes.DWORD), ("th32DefaultHeapID", ctypes.c_size_t),
                ("th32ModuleID", ctypes.wintypes.DWORD), ("cntThreads", ctypes.wintypes.DWORD),
                ("th32ParentProcessID", ctypes.wintypes.DWORD), ("pcPriClassBase", ctypes.c_long),
                ("dwFlags", ctypes.wintypes.DWORD), ("szExeFile", ctypes.c_wchar * 260)]


def _processes() -> list[str]:
    """The executable names of every running process (the Tool Help snapshot, as Task Manager)."""
    kernel32 = ctypes.windll.kernel32
    kernel32.CreateToolhelp32Snapshot.restype = ctypes.wintypes.HANDLE
    snapshot = kernel32.CreateToolhelp32Snapshot(0x2, 0)        # TH32CS_SNAPPROCESS
    entry = _Entry(dwSize=ctypes.sizeof(_Entry))
    names = []
    more = kernel32.Process32FirstW(ctypes.wintypes.HANDLE(snapshot), ctypes.byref(entry))
    while more:
        names.append(entry.szExeFile)
        more = kernel32.Process32NextW(ctypes.wintypes.HANDLE(snapshot), ctypes.byref(entry))
    kernel32.CloseHandle(ctypes.wintypes.HANDLE(snapshot))
    if not names:
        raise Failed("FAILED serve: the process list is empty (CreateToolhelp32Snapshot)")
    return names


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--program", type=Path, required=True, help="the installed mafia-protocol.exe")
    parser.add_argument("--codepage", type=int, required=True, help="the console's code page (1252, 866)")
    parser.add_argument("--work", type=Path, required=True, help="the data folder to make (Cyrillic)")
    args = parser.parse_args(argv)
    run = prepared(args.program, args.work, args.codepage)
    return 0 if reported(lambda: serve(run)) else 1

if __name__ == "__main__":
    sys.exit(main())
