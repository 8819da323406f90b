"""What a judge and a secretary do with the command line on Windows, run by the Windows Python.

`installer/wine/windows_check.py` runs this under Wine, once for a Western Windows (console in
cp1252, ANSI code page 1252) and once for a Russian one (console in cp866, ANSI 1251), in the
profile of a user whose name has Cyrillic letters and a space, with the data folder and every
file name in Cyrillic with spaces.  It needs only the standard library and the installed
program (`Scripts\\mafia-protocol.exe`, pip's launcher, as `pip install` gives a user); the
tournament's games are played out by the tests' rehearsal (`tests/rehearsal.py`) from the
source folder given.

Every command must exit as documented, print what it should, write UTF-8 that decodes (a pipe
on Windows is in the ANSI code page unless the program says otherwise) and print no traceback.
The first failure stops the run with the command, its status and its output.
"""
from __future__ import annotations

import argparse
import ctypes
import json
import os
import shutil
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path

TIMEOUT = 300           # seconds for one command under Wine on a busy 2-core machine
GAME = "Игра 1 (финал).json"
BOULEVARD = "Игра 2 бульвар.json"
NAMES = ["Иванов", "Петров", "Сидоров", "Кузнецов", "Смирнов", "Попов", "Васильев", "Соколов", "Михайлов",
         "Новиков", "Фёдоров", "Морозов", "Волков", "Алексеев", "Лебедев", "Семёнов", "Егоров", "Павлов",
         "Козлов", "Степанов"]
TOURNAMENT = "Кубок «Зима» 2026"


class Failed(SystemExit):
    pass


class Run:
    """Runs the program in the work folder and checks what it did."""

    def __init__(self, program: Path, work: Path, env: dict[str, str]) -> None:
        self.program, self.work, self.env = program, work, env
        self.count = 0

    def __call__(self, argv: Sequence[object], *, codes: tuple[int, ...] = (0,), contains: Sequence[str] = (),
                 env: dict[str, str] | None = None, shown: str = "", console: bool = False) -> str:
        """The program with ``argv``; its output captured through a pipe (decoded as UTF-8,
        strictly), or, with ``console``, written to the console itself, as a user sees it."""
        command = [str(self.program), *map(str, argv)] if argv[:1] != ["-c"] else [sys.executable, *map(str, argv)]
        shown = shown or " ".join(f'"{a}"' if " " in str(a) else str(a) for a in argv)
        started = time.monotonic()
        if console:
            # windows_check.py finds what it wrote between these lines on the terminal
            print(f">>> console expects «{contains[0]}»", flush=True)
            result = subprocess.run(command, env=env or self.env, cwd=self.work, timeout=TIMEOUT,
                                    stdin=subprocess.DEVNULL)
            print("<<< console", flush=True)
            output, contains = "", ()
        else:
            result = subprocess.run(command, env=env or self.env, cwd=self.work, timeout=TIMEOUT,
                                    stdin=subprocess.DEVNULL, capture_output=True)
            try:
                output = (result.stdout + result.stderr).decode("utf-8")
            except UnicodeDecodeError as error:
                raise Failed(f"FAILED {shown}: its output is not UTF-8 ({error})\n"
                             f"{(result.stdout + result.stderr)!r}") from None
        missing = [text for text in contains if text not in output]
        if result.returncode not in codes or missing or "Traceback" in output:
            raise Failed(f"FAILED {shown}: exit status {result.returncode} (expected {codes})"
                         + (f", no {missing!r} in its output" if missing else "") + f"\n{output}")
        self.count += 1
        last = (output.strip().splitlines() or ["(on the console)"])[-1]
        print(f"ok  {time.monotonic() - started:5.1f} s  {shown}: {last[:90]}", flush=True)
        return output


def console_code_page(page: int) -> None:
    """The console in ``page``, as `chcp` sets it.  Under Wine the terminal windows_check.py
    gives is the console; a process without one (a CI runner's step) gets a console of its own."""
    kernel32 = ctypes.windll.kernel32
    if not kernel32.GetConsoleOutputCP() and not kernel32.AllocConsole():
        raise Failed("no console, and none could be made")
    kernel32.SetConsoleOutputCP(page)
    kernel32.SetConsoleCP(page)
    if kernel32.GetConsoleOutputCP() != page:
        raise Failed(f"the console did not take code page {page}")


def games(run: Run, source: Path) -> None:
    """The judge's commands on one game: check, show, a signed PDF and its verification."""
    shutil.copyfile(source / "tests" / "games" / "league-black-wins-after-vote.json", run.work / GAME)
    shutil.copyfile(source / "tests" / "app" / "boulevard" / "games" / "bv-01-first-night-no-actions.json",
                    run.work / BOULEVARD)
    run(["--version"], contains=["mafia-protocol "])
    # the sheet opened and closed once shown: Qt's Windows platform (Wine's null display driver),
    # its ICU, the Russian translation and the archive
    run(["--self-test"], contains=["translation loaded, archive open"])
    run(["check", GAME], console=True, contains=["Игра окончена: победа чёрных"])
    run(["check", GAME], contains=["Игра окончена: победа чёрных"])
    run(["check", GAME, "--json", "--lang", "en"], contains=['"finished"'])
    run(["check", BOULEVARD], codes=(0, 1))
    run(["show", GAME], contains=["Маэстро"])
    run(["show", GAME], console=True, contains=["Маэстро"])
    run(["pdf", GAME, "-o", "Протокол 1 (финал).pdf", "--sign"], contains=["записан и подписан"])
    run(["verify", "Протокол 1 (финал).pdf"], contains=["подпись верна"])
    run(["pdf", BOULEVARD, "-o", "Протокол 2 бульвар.pdf"], contains=["записан"])


def tournament(run: Run, source: Path) -> None:
    """The secretary's: a seating, the games of both rounds, standings, the floor's paper."""
    (run.work / "Игроки турнира.txt").write_text("\n".join(NAMES) + "\n", encoding="utf-8")
    run(["tournament", "seating", "--players", "20", "--tables", "2", "--games", "2",
         "--names", "Игроки турнира.txt", "-o", "Рассадка турнира.csv"], contains=["Рассадка турнира.csv"])
    sys.path.append(str(source / "tests"))       # after site-packages: the installed program's app
    from rehearsal import rehearsal_tournament

    from app.tournament.schedule_io import load_schedule
    folder = run.work / "Игры турнира"
    folder.mkdir()
    for name, doc in rehearsal_tournament(load_schedule(run.work / "Рассадка турнира.csv"), name=TOURNAMENT):
        (folder / name.replace("r", "тур ").replace("-t", ", стол ")).write_text(
            json.dumps(doc, ensure_ascii=False, indent=1), encoding="utf-8")
    # a club's tournament: the judges' protocols count unsigned
    club = ["--unsigned", "count"]
    run(["tournament", "standings", "Игры турнира", "--schedule", "Рассадка турнира.csv", *club], contains=["Иванов"])
    run(["tournament", "standings", "Игры турнира", "--csv", "Таблица турнира.csv", *club])
    run(["tournament", "print", "standings", "Игры турнира", *club, "-o", "Таблица турнира.pdf",
         "--xlsx", "Таблица турнира.xlsx", "--title", TOURNAMENT])
    run(["tournament", "print", "seating", "--schedule", "Рассадка турнира.csv", "-o", "Рассадка турнира.pdf",
         "--title", TOURNAMENT])
    run(["tournament", "print", "cards", "--schedule", "Рассадка турнира.csv", "-o", "Карточки столов.pdf",
         "--title", TOURNAMENT])
    for made in ("Таблица турнира.pdf", "Таблица турнира.xlsx", "Рассадка турнира.pdf", "Карточки столов.pdf"):
        if not (run.work / made).stat().st_size:
            raise Failed(f"FAILED: {made} is empty")


def archive(run: Run, source: Path) -> None:
    """The archivist's: games imported (the program's own and Polemica's), a scan matched."""
    shutil.copyfile(source / "tests" / "app" / "interop" / "data" / "polemica-tournament-game.json",
                    run.work / "Полемика, игра 7.json")
    run(["import", GAME], contains=["Импортировано игр: 1"])
    run(["import", "--from", "polemica", "Полемика, игра 7.json"], contains=["Импортировано игр: 1"])
    import pypdfium2
    pdf = pypdfium2.PdfDocument(str(run.work / "Протокол 1 (финал).pdf"))
    pdf[0].render(scale=150 / 72, grayscale=True).to_pil().save(run.work / "Скан протокола 1.png")
    pdf.close()
    run(["scan", "Скан протокола 1.png"], contains=["совпадает"])
    run(["scan", "Протокол 1 (финал).pdf", "--games", GAME, "--csv", "Сканы.csv"], contains=["совпадает"])


def prepared(program: Path, work: Path, codepage: int, **variables: str) -> Run:
    """The console in ``codepage``, the data folder made anew, the environment of a user's machine."""
    sys.stdout.reconfigure(encoding="utf-8", errors="backslashreplace")
    console_code_page(codepage)
    shutil.rmtree(work, ignore_errors=True)
    work.mkdir(parents=True)
    env = dict(os.environ, MAFIA_PROTOCOL_HOME=str(work / "Данные"), **variables)
    for name in ("PYTHONIOENCODING", "PYTHONUTF8", "MAFIA_PROTOCOL_DB"):
        env.pop(name, None)            # as on a user's machine
    return Run(program, work, env)


def reported(*steps: Callable[[], object]) -> bool:
    """Each step in turn; the first failure printed (its command, status and output), and False."""
    try:
        for step in steps:
            step()
    except Failed as failure:
        print(failure.code, flush=True)
        return False
    return True


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--program", type=Path, required=True, help="the installed mafia-protocol.exe")
    parser.add_argument("--source", type=Path, required=True, help="the project's folder (tests/)")
    parser.add_argument("--codepage", type=int, required=True, help="the console's code page (1252, 866)")
    parser.add_argument("--work", type=Path, required=True, help="the data folder to make (Cyrillic)")
    args = parser.parse_args(argv)
    run = prepared(args.program, args.work, args.codepage, MAFIA_PROTOCOL_PASSPHRASE="пароль судьи")
    started = time.monotonic()
    if not reported(lambda: games(run, args.source), lambda: tournament(run, args.source),
                    lambda: archive(run, args.source)):
        return 1
    print(f"{run.count} commands passed in {time.monotonic() - started:.0f} s "
          f"(console cp{args.codepage}, ANSI cp{ctypes.windll.kernel32.GetACP()})", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
