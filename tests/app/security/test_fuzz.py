"""Issue 11 "Done when": a bounded fuzz test, fixed seed, over every command that reads a
file — game files (check, show, pdf, verify, journal, import, tournament standings), signed
PDFs (verify), seating schedules (the secretary's and the sheet's load_schedule), names
files (tournament seating), regulation files (--scoring), other systems' records (convert
--from) and the recovery file.  Each
mutated file goes through the commands that would read it; none may raise, print a
traceback, or exit with a code its documentation does not list.

Mutations: byte flips, insertions, deletions, duplicated and truncated spans, and at the
JSON level the values the red team used (NaN, 1e999, 5,000 digits, lone surrogates, deep
nesting, wrong types, duplicate keys, absurd sizes).  The counts are fixed, not a time
budget, so every run sees the same inputs.
"""
from __future__ import annotations

import datetime as dt
import io
import json
import random
import traceback
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path

import pytest

from app import editions, recovery
from app.boulevard import sample_boulevard_game
from app.cli import main
from app.format import dumps_game
from app.signing import create_identity, sign_game, sign_pdf
from app.sport import sample_game

SEED = 20261129
JSON_CASES = 140          # mutated game files, each through every command reading one
PDF_CASES = 40            # mutated signed PDFs through verify
SCHEDULE_CASES = 60       # mutated seating schedules (JSON and CSV) through load_schedule
REGULATION_CASES = 40     # mutated regulation files through tournament standings --scoring
FOREIGN_CASES = 60        # mutated mafiaratings and Polemica records through convert --from
SCAN_CASES = 48           # mutated scans (PNG, JPEG, TIFF, a scanned and a signed PDF) through scan
RENDER_EVERY = 5          # pdf is the slowest command: every fifth JSON case goes through it

# Documented exit codes (README, docs/signing.md, the commands' docstrings).
EXITS = {
    "check": {0, 1, 2}, "show": {0, 1, 2}, "pdf": {0, 2}, "verify": {0, 1, 2, 3, 4},
    "import": {0, 1}, "standings": {0, 1, 2}, "journal": {0, 2}, "seating": {0, 1, 2},
    "convert": {0, 1, 2}, "scan": {0, 1, 2},
}

HOSTILE = [float("nan"), "1e999", "7" * 5000, "\ud800", None, [], {}, "7", -1, True, 0.5,
           "Ж" * 5000, "\x1b[31m=cmd", 10 ** 30, [[[[[]]]]]]


def _hostile_text(value) -> str:
    if value == "1e999":
        return "1e999"
    if isinstance(value, str) and value.isdigit() and len(value) > 100:
        return value
    if isinstance(value, float) and value != value:
        return "NaN"
    if value == "\ud800":
        return '"\\ud800"'
    return json.dumps(value, ensure_ascii=False)


def _paths(node, prefix=()):
    """Every (path, value) of a JSON document."""
    yield prefix, node
    if isinstance(node, dict):
        for key, value in node.items():
            yield from _paths(value, prefix + (key,))
    elif isinstance(node, list):
        for index, value in enumerate(node):
            yield from _paths(value, prefix + (index,))


_MARK = "__FUZZ_VALUE__"


def _json_mutation(rng: random.Random, doc: dict) -> str:
    doc = json.loads(json.dumps(doc))
    paths = [p for p, _ in _paths(doc) if p]
    path = rng.choice(paths)
    parent = doc
    for part in path[:-1]:
        parent = parent[part]
    kind = rng.randrange(4)
    if kind == 0 and isinstance(parent, dict):
        del parent[path[-1]]
        return json.dumps(doc, ensure_ascii=False)
    if kind == 1 and isinstance(parent, dict):          # the same key twice
        text = json.dumps(doc, ensure_ascii=False)
        key = json.dumps(path[-1], ensure_ascii=False)
        at = text.find(key + ":")
        return text[:at] + key + ": 0, " + text[at:] if at > 0 else text
    if kind == 2:                                       # deep nesting
        parent[path[-1]] = _MARK
        depth = rng.choice([70, 5000, 100_000])
        return json.dumps(doc, ensure_ascii=False).replace(f'"{_MARK}"', "[" * depth + "]" * depth)
    parent[path[-1]] = _MARK
    return json.dumps(doc, ensure_ascii=False).replace(f'"{_MARK}"', _hostile_text(rng.choice(HOSTILE)))


def _game_mutation(rng: random.Random, doc: dict) -> str:
    """Changes that keep the file readable, so that the engine, the renderers and the
    standings see them: events moved, repeated, dropped, seats and results changed."""
    doc = json.loads(json.dumps(doc))
    phases = doc.get("phases") or []
    for _ in range(rng.randint(1, 6)):
        phase = rng.choice(phases) if phases else None
        events = phase.get("events") if phase else None
        if not events:
            continue
        index = rng.randrange(len(events))
        kind = rng.randrange(6)
        if kind == 0:
            events.insert(rng.randrange(len(events) + 1), json.loads(json.dumps(events[index])))
        elif kind == 1:
            del events[index]
        elif kind == 2:
            rng.choice(phases)["events"].append(events.pop(index))
        elif kind == 3:
            event = events[index]
            seats = [k for k, v in event.items() if isinstance(v, int) and not isinstance(v, bool)]
            if seats:
                event[rng.choice(seats)] = rng.randint(1, 10)
        elif kind == 4:
            rng.shuffle(events)
        else:
            events[index:index] = [json.loads(json.dumps(events[index]))] * rng.randint(1, 40)
    if rng.random() < 0.2:
        doc.pop("result", None)
    if rng.random() < 0.2 and doc.get("players"):
        players = doc["players"]
        a, b = rng.randrange(len(players)), rng.randrange(len(players))
        players[a]["role"], players[b]["role"] = players[b]["role"], players[a]["role"]
    return json.dumps(doc, ensure_ascii=False)


def _byte_mutation(rng: random.Random, data: bytes) -> bytes:
    data = bytearray(data)
    for _ in range(rng.randint(1, 4)):
        kind, at = rng.randrange(5), rng.randrange(max(1, len(data)))
        if kind == 0 and data:
            data[at] ^= 1 << rng.randrange(8)
        elif kind == 1:
            data[at:at] = bytes(rng.randrange(256) for _ in range(rng.randint(1, 8)))
        elif kind == 2:
            del data[at:at + rng.randint(1, 64)]
        elif kind == 3:
            data[at:at] = data[at:at + rng.randint(1, 200)]
        else:
            del data[at:]
    return bytes(data)


class Runner:
    def __init__(self, tmp: Path):
        self.tmp, self.failures, self.runs = tmp, [], 0
        self.codes: dict[tuple[str, int], int] = {}

    def __call__(self, name: str, argv: list[str], case: str) -> None:
        out, err = io.StringIO(), io.StringIO()
        self.runs += 1
        try:
            with redirect_stdout(out), redirect_stderr(err):
                code = main(argv)
        except SystemExit as exit_:
            code = exit_.code
        except BaseException:                           # exactly what must never happen
            self.failures.append(f"{name} on {case}: {traceback.format_exc(limit=-3)}")
            return
        text = out.getvalue() + err.getvalue()
        self.codes[name, code] = self.codes.get((name, code), 0) + 1
        if "Traceback" in text:
            self.failures.append(f"{name} on {case}: a traceback was printed:\n{text[-800:]}")
        elif code not in EXITS[name]:
            self.failures.append(f"{name} on {case}: exit {code}, documented {sorted(EXITS[name])}: "
                                 f"{err.getvalue()[-300:]}")


@pytest.fixture
def fuzz_home(tmp_path, monkeypatch):
    monkeypatch.setenv("MAFIA_PROTOCOL_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("MAFIA_PROTOCOL_DB", str(tmp_path / "archive.sqlite3"))
    monkeypatch.delenv("MAFIA_PROTOCOL_PASSPHRASE", raising=False)
    return tmp_path


def test_no_input_makes_any_command_crash(fuzz_home):
    rng = random.Random(SEED)
    signed_at = dt.datetime(2025, 5, 17, 19, 0, tzinfo=dt.UTC)
    me = create_identity("Иванов", "пароль", fuzz_home / "home", now=signed_at)
    seeds = [sample_game(), sample_boulevard_game(),
             sign_game(sample_game(), me, now="2025-05-17T19:00:00Z")]
    run = Runner(fuzz_home)
    work = fuzz_home / "work"
    work.mkdir()
    for case in range(JSON_CASES):
        seed = seeds[case % len(seeds)]
        pick = rng.random()
        if pick < 0.45:
            text = _game_mutation(rng, seed).encode("utf-8")
        elif pick < 0.75:
            text = _json_mutation(rng, seed).encode("utf-8", "surrogatepass")
        else:
            text = _byte_mutation(rng, dumps_game(seed).encode("utf-8"))
        folder = work / f"c{case}"
        folder.mkdir()
        game = folder / "game.json"
        game.write_bytes(text)
        label = f"json case {case}"
        for name, argv in [
            ("check", ["check", str(game)]), ("show", ["show", str(game), "--lang", "en"]),
            ("verify", ["verify", str(game)]), ("journal", ["journal", str(game)]),
            ("standings", ["tournament", "standings", str(folder), "--csv", str(folder / "s.csv")]),
            ("seating", ["tournament", "seating", "--players", "10", "--tables", "1", "--games", "1",
                         "--names", str(game)]),
        ]:
            run(name, argv, label)
        if case % RENDER_EVERY == 0:
            run("pdf", ["pdf", str(game), "-o", str(folder / "g.pdf")], label)
        if case % 10 == 0:
            run("import", ["import", str(folder)], label)
        recovery_file = recovery.recovery_file()
        recovery_file.parent.mkdir(parents=True, exist_ok=True)
        recovery_file.write_bytes(b'{"format": "mafia-recovery/1", "file": "x", "document": ' + text + b"}")
        try:
            recovery.read()
        except BaseException:
            run.failures.append(f"recovery.read on {label}: {traceback.format_exc(limit=-3)}")
    doc = sample_game()
    from reports.protocol import ProtocolRenderer
    renderer = ProtocolRenderer(doc, editions.replay(doc))
    signed_pdf = sign_pdf(renderer.render(), me, stamp=renderer.stamp_box)
    for case in range(PDF_CASES):
        pdf = fuzz_home / "work" / f"p{case}.pdf"
        pdf.write_bytes(_byte_mutation(rng, signed_pdf))
        run("verify", ["verify", str(pdf)], f"pdf case {case}")
    # The mutations reach past the reader: some files still replay, some still verify.
    _fuzz_schedules(rng, fuzz_home / "work", run)
    _fuzz_regulations(rng, fuzz_home / "work", run)
    _fuzz_foreign(rng, fuzz_home / "work", run)
    _fuzz_scans(rng, fuzz_home / "work", run, signed_pdf, sign_game(sample_game(), me, now="2025-05-17T19:00:00Z"))
    print(sorted(run.codes.items()))
    assert run.codes.get(("check", 0), 0) + run.codes.get(("check", 1), 0) > 0
    assert run.codes.get(("verify", 1), 0) > 0 and run.codes.get(("verify", 2), 0) > 0
    # some scans were read and judged, some refused in their one line
    assert run.codes.get(("scan", 0), 0) + run.codes.get(("scan", 1), 0) > 0 and run.codes.get(("scan", 2), 0) > 0
    distinct = {}
    for failure in run.failures:    # one example of each different crash
        distinct.setdefault(failure.strip().splitlines()[-1], failure)
    assert not run.failures, (f"{len(run.failures)} of {run.runs} runs failed, {len(distinct)} distinct:\n"
                              + "\n".join(distinct.values()))


def _fuzz_schedules(rng: random.Random, folder: Path, run: Runner) -> None:
    """The seating files the secretary's window and the sheet open."""
    from app.tournament import SeatingError, SeatingRequest, generate_seating
    from app.tournament.schedule_io import dumps_schedule, load_schedule, write_csv
    schedule = generate_seating(SeatingRequest(players=20, tables=2, games=3, seed=1))
    seeds = [json.loads(dumps_schedule(schedule))]
    csv_text = write_csv(schedule).encode("utf-8")
    for case in range(SCHEDULE_CASES):
        if case % 3 == 2:
            path, data = folder / f"s{case}.csv", _byte_mutation(rng, csv_text)
        elif case % 3 == 1:
            path, data = folder / f"s{case}.json", _json_mutation(rng, seeds[0]).encode("utf-8", "surrogatepass")
        else:
            path, data = folder / f"s{case}.json", _byte_mutation(rng, dumps_schedule(schedule).encode("utf-8"))
        path.write_bytes(data)
        run.runs += 1
        try:
            load_schedule(path)
        except SeatingError as error:
            if "\n" in error.message("en"):
                run.failures.append(f"load_schedule on {path.name}: two lines: {error.message('en')}")
        except BaseException:
            run.failures.append(f"load_schedule on {path.name}: {traceback.format_exc(limit=-3)}")


TOML_VALUES = ['"x"', "inf", "nan", "-inf", "-1", "0", "1e308", "[]", "{}", "true", '[1, "a"]',
               "99999999999999999999", '""', "[[1]]"]


def _fuzz_regulations(rng: random.Random, folder: Path, run: Runner) -> None:
    """Regulation files (TOML) given with --scoring: a custom one is the secretary's input."""
    preset = Path(__file__).resolve().parents[3] / "app" / "tournament" / "regulations" / "fiim-2024.toml"
    text = preset.read_text(encoding="utf-8")
    games = folder / "regulation-games"
    games.mkdir()
    (games / "g.json").write_text(dumps_game(sample_game()), encoding="utf-8")
    for case in range(REGULATION_CASES):
        if case % 2:
            data = _byte_mutation(rng, text.encode("utf-8"))
        else:
            lines = text.splitlines()
            for _ in range(rng.randint(1, 3)):
                k = rng.choice([i for i, line in enumerate(lines) if "=" in line and not line.lstrip().startswith("#")])
                lines[k] = lines[k].split("=")[0] + "= " + rng.choice(TOML_VALUES)
            data = "\n".join(lines).encode("utf-8")
        path = folder / f"r{case}.toml"
        path.write_bytes(data)
        run("standings", ["tournament", "standings", str(games), "--scoring", str(path)], f"regulation case {case}")


def _fuzz_foreign(rng: random.Random, folder: Path, run: Runner) -> None:
    """Other systems' game records, read by ``convert --from`` (and ``import --from``)."""
    data = Path(__file__).resolve().parents[1] / "interop" / "data"
    seeds = {"mafiaratings": json.loads((data / "mafiaratings-club-game.json").read_text(encoding="utf-8")),
             "polemica": json.loads((data / "polemica-tournament-game.json").read_text(encoding="utf-8"))}
    for case in range(FOREIGN_CASES):
        system = ("mafiaratings", "polemica")[case % 2]
        if rng.random() < 0.6:
            text = _json_mutation(rng, seeds[system]).encode("utf-8", "surrogatepass")
        else:
            text = _byte_mutation(rng, json.dumps(seeds[system], ensure_ascii=False).encode("utf-8"))
        path = folder / f"foreign{case}.json"
        path.write_bytes(text)
        run("convert", ["convert", "--from", system, str(path), "-o", str(folder / f"converted{case}")],
            f"foreign case {case}")


def _scan_seeds(signed_pdf: bytes) -> list[tuple[str, bytes]]:
    """The sample protocol as a scanner or a phone gives it, and the signed PDF itself."""
    import pypdfium2 as pdfium
    from PIL import Image
    pdf = pdfium.PdfDocument(signed_pdf)
    page = pdf[0].render(scale=150 / 72, grayscale=True).to_pil().convert("L")
    pdf.close()
    seeds = []
    for suffix, kind, extra in (("png", "PNG", {}), ("jpg", "JPEG", {"quality": 60}),
                                ("tif", "TIFF", {"save_all": True, "append_images": [page.rotate(90, expand=True)]}),
                                ("pdf", "PDF", {"resolution": 150})):
        buffer = io.BytesIO()
        page.save(buffer, kind, **extra)
        seeds.append((suffix, buffer.getvalue()))
    small = io.BytesIO()
    Image.new("L", (8, 8), 255).save(small, "PNG")
    return seeds + [("pdf", signed_pdf), ("png", small.getvalue())]


_PDF_NUMBERS = [b"1e30", b"-5", b"0", b"14400", b"nan", b"99999999999999999999", b"1e-30", b"4294967296"]


def _scan_mutation(rng: random.Random, suffix: str, data: bytes) -> bytes:
    """Byte damage, or a header that lies: a PNG's size (with its CRC made right again), a
    PDF's page box, /UserUnit or page count."""
    import re
    import struct
    import zlib
    if suffix == "png" and data[12:16] == b"IHDR" and rng.random() < 0.5:
        size = struct.pack(">II", rng.choice([0, 1, 30000, 65535, 2 ** 31 - 1]), rng.choice([1, 30000, 2 ** 31 - 1]))
        chunk = b"IHDR" + size + data[24:29]
        return data[:8] + data[8:12] + chunk + struct.pack(">I", zlib.crc32(chunk) & 0xFFFFFFFF) + data[33:]
    if suffix == "pdf" and rng.random() < 0.5:
        box = b" ".join(rng.choice(_PDF_NUMBERS) for _ in range(2))
        lying = [(rb"/MediaBox\s*\[[^\]]*\]", b"/MediaBox [0 0 " + box + b"] /UserUnit " + rng.choice(_PDF_NUMBERS)),
                 (rb"/Count\s+\d+", b"/Count " + rng.choice(_PDF_NUMBERS)),
                 (rb"/Width\s+\d+", b"/Width " + rng.choice(_PDF_NUMBERS))]
        pattern, value = rng.choice(lying)
        return re.sub(pattern, value, data, count=rng.randint(1, 3))
    return _byte_mutation(rng, data)


def _fuzz_scans(rng: random.Random, folder: Path, run: Runner, signed_pdf: bytes, game: dict) -> None:
    """Scans through ``scan``, matched with the game files of a folder (issue 25)."""
    games = folder / "scan-games"
    games.mkdir()
    (games / "g.json").write_text(dumps_game(game), encoding="utf-8")
    seeds = _scan_seeds(signed_pdf)
    for case in range(SCAN_CASES):
        suffix, data = seeds[case % len(seeds)]
        path = folder / f"scan{case}.{suffix}"
        path.write_bytes(_scan_mutation(rng, suffix, data))
        run("scan", ["scan", str(path), "--games", str(games), "--lang", "en"], f"scan case {case}")
