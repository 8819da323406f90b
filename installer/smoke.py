"""The bundle's smoke test: what users run, from the built program, in a throwaway home.

Fails (SystemExit with the failing command and its output) at the first thing that does not
work: a module PyInstaller left out, a data file missing, a Qt plugin that does not load.
installer/build.py runs it after every build; run it alone with
`python installer/smoke.py PROGRAM` (the console program of a bundle or an installed package).
"""
from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SPORT_GAME = ROOT / "tests" / "games" / "league-black-wins-after-vote.json"
BOULEVARD_GAME = ROOT / "tests" / "app" / "boulevard" / "games" / "bv-01-first-night-no-actions.json"


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

        def expect(argv: list, codes: tuple[int, ...] = (0,), contains: str = "") -> str:
            result = subprocess.run([str(program), *map(str, argv)], env=env, cwd=tmp,
                                    capture_output=True, text=True, encoding="utf-8", timeout=300)
            output = result.stdout + result.stderr
            if result.returncode not in codes or contains not in output or "Traceback" in output:
                raise SystemExit(f"smoke test failed: {program.name} {' '.join(map(str, argv))} "
                                 f"exited {result.returncode}\n{output}")
            print(f"ok  {program.name} {' '.join(map(str, argv))}: "
                  f"{((result.stdout or output).strip().splitlines() or [''])[-1][:100]}", flush=True)
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
        gui = program.with_name("Mafia Protocol" + program.suffix)
        if gui.exists():           # the windowed program: no console, so only its exit status
            subprocess.run([str(gui), "--self-test"], env=env, cwd=tmp, check=True, timeout=300,
                           capture_output=True)
            print(f"ok  {gui.name} --self-test")


if __name__ == "__main__":
    smoke_test(Path(sys.argv[1]).resolve())
    print("smoke test passed")
