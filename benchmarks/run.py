"""Benchmarks for drukarnia, reported as medians and as ratios to floors measured in the same run.

    python benchmarks/run.py            # the four ratios of issue 18 (medians of 5; about a minute)
    python benchmarks/run.py --quick    # medians of 3
    python benchmarks/run.py --deck     # also the synthetic deck and the per-page cost

Every measure is a new process; CPU time (user + system of the process and of the workers it
waited for) is the figure the ratios use, since wall time on a shared machine is noisy; wall
times are shown beside it. Floors, measured side by side with the measures:
  start        Python starting and exiting (`python -c pass`);
  start+rl     the same plus `import reportlab.pdfgen.canvas`;
  raw kit      a raw-reportlab script drawing as many pages as the kits have, as plain cards.
Measures: the full kit of every game from cold (`cold kit`: an empty output folder and a user cache
folder holding only what `validate` leaves there, compiled templates and methods and parsed files,
so nothing drawn by an earlier build is reused; `cold bare`: an empty user cache folder too); the
rebuild after editing one tile (each round a picture no earlier round used); the rebuild with
nothing changed; `new folder`, the same kit built into an empty folder after those builds (every
file copied from the shelf, generator/shelf.py; informational); `validate` after that edit, as a
user runs it (the edited game is checked, the others are recalled from their last clean
validation: generator/unchanged.py), and `validate*`, every game checked (the user cache folder
keeps its compiled templates and methods and parsed files, but no validation to recall or answer
to replay: every check runs).
"""
from __future__ import annotations

import argparse
import json
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))
# the same entry point as the drukarnia command (generator.cli before it had a fast path)
DRUKARNIA = [sys.executable, "-m", "generator" if (REPO / "generator" / "__main__.py").is_file() else "generator.cli"]


def _measure(args: list[str], cwd: Path, env: dict[str, str] | None = None) -> tuple[float, float]:
    """(CPU seconds, wall seconds) of one new process, its waited-for children included."""
    start = time.perf_counter()
    process = subprocess.Popen(args, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                               env={**os.environ, **env} if env else None)
    _, status, usage = os.wait4(process.pid, 0)
    wall = time.perf_counter() - start
    process.returncode = os.waitstatus_to_exitcode(status)
    if process.returncode != 0:
        raise SystemExit(f"benchmark command failed ({process.returncode}): {' '.join(args)}")
    return usage.ru_utime + usage.ru_stime, wall


RAW_KIT = r'''
import sys
from reportlab.lib.pagesizes import A4
from reportlab.pdfgen.canvas import Canvas
pages, path = int(sys.argv[1]), sys.argv[2]
c = Canvas(path, pagesize=A4, invariant=1, pageCompression=1)
w, h = 63 * 72 / 25.4, 88 * 72 / 25.4
for page in range(pages):
    for i in range(9):
        x, y = 30 + (i % 3) * (w + 6), 60 + (i // 3) * (h + 6)
        c.setFillGray(0.9)
        c.rect(x, y, w, h, stroke=1, fill=1)
        c.setFillGray(0)
        c.setFont("Helvetica-Bold", 12)
        c.drawCentredString(x + w / 2, y + h - 24, f"Karta {page * 9 + i + 1}")
        c.setFont("Helvetica", 8)
        c.drawString(x + 8, y + 20, "zwykla karta do porownania")
    c.showPage()
c.save()
'''


def kit_pages(out: Path) -> int:
    manifest = json.loads((out / "manifest.json").read_text(encoding="utf-8"))
    return sum(e["pages"] for e in manifest if e["kind"] == "kit")


PICTURES = ["lutnia", "lampa", "zegar", "moneta", "waza", "fotel", "perly", "szabla", "puchar", "siodlo"]


def four_ratios(repeat: int) -> dict[str, list[tuple[float, float]]]:
    """Each round measures every floor and every measure once, so that they share the load.

    Every round edits one tile to a picture no earlier round used, in a components folder of its
    own, so nothing measured after the edit can be an answer remembered from before it."""
    runs: dict[str, list[tuple[float, float]]] = {}
    with tempfile.TemporaryDirectory() as tmp:
        tmp = Path(tmp)
        components = tmp / "components"
        shutil.copytree(REPO / "components", components)
        tiles = components / "kolekcjonerzy" / "tiles.yaml"
        original = tiles.read_text(encoding="utf-8")
        warm = [*DRUKARNIA, "build", "--out", str(tmp / "warm"), "--components", str(components)]
        # the warm measures' user cache folder is this run's own: nothing an earlier run of this script
        # drew (the shelf, generator/shelf.py) can answer a tile edit
        user = {"XDG_CACHE_HOME": str(tmp / "user")}
        _measure(warm, REPO, user)
        own_cache = tmp / "user-cache"          # validate*'s: templates compiled, files parsed, no answers
        _measure([*DRUKARNIA, "validate", "--components", str(components)], REPO, {"XDG_CACHE_HOME": str(own_cache)})
        pages = kit_pages(tmp / "warm")
        for i in range(repeat):
            shutil.rmtree(tmp / "cold", ignore_errors=True)
            measures = {
                "start": [sys.executable, "-c", "pass"],
                "start+rl": [sys.executable, "-c", "import reportlab.pdfgen.canvas"],
                "raw kit": [sys.executable, "-c", RAW_KIT, str(pages), str(tmp / "raw.pdf")],
            }
            for name, args in measures.items():
                runs.setdefault(name, []).append(_measure(args, REPO))
            # the kit from cold: an empty output folder, and a user cache folder holding only what a
            # `validate` leaves (compiled templates and methods, parsed files): no drawing kept from an
            # earlier build
            cold_cache = tmp / "cold-cache"
            shutil.rmtree(cold_cache, ignore_errors=True)
            for kept in ("compiled", "jinja2", "parsed"):
                if (own_cache / "drukarnia" / kept).is_dir():
                    shutil.copytree(own_cache / "drukarnia" / kept, cold_cache / "drukarnia" / kept)
            runs.setdefault("cold kit", []).append(_measure(
                [*DRUKARNIA, "build", "--out", str(tmp / "cold"), "--components", str(components)], REPO,
                {"XDG_CACHE_HOME": str(cold_cache)}))
            # and from nothing at all: an empty user cache folder too (templates compiled, files parsed)
            shutil.rmtree(tmp / "cold", ignore_errors=True)
            shutil.rmtree(cold_cache, ignore_errors=True)
            runs.setdefault("cold bare", []).append(_measure(
                [*DRUKARNIA, "build", "--out", str(tmp / "cold"), "--components", str(components)], REPO,
                {"XDG_CACHE_HOME": str(cold_cache)}))
            tiles.write_text(original.replace("picture: gitara}", f"picture: {PICTURES[i % len(PICTURES)]}}}"),
                             encoding="utf-8")
            runs.setdefault("tile edit", []).append(_measure(warm, REPO, user))
            runs.setdefault("no change", []).append(_measure(warm, REPO, user))
            # the same kit into an empty folder: every file copied from the shelf of the builds before
            runs.setdefault("new folder", []).append(_measure(
                [*DRUKARNIA, "build", "--out", str(tmp / f"new-{i}"), "--components", str(components)], REPO, user))
            # after the edit: the edited game is validated, the others are recalled from the last
            # validate (unchanged.py); in a user cache folder of validate's own, as a clean build
            # records its validation too (and a validate after it has nothing to check)
            runs.setdefault("validate", []).append(
                _measure([*DRUKARNIA, "validate", "--components", str(components)], REPO,
                         {"XDG_CACHE_HOME": str(own_cache)}))
            # every game validated: no validation to recall and no answer to replay in the user's
            # cache folder (its compiled templates and parsed files stay, as on any machine after the
            # first run: both follow from the bytes and our code alone, and every check still runs)
            for kept in ("validated", "replies"):
                shutil.rmtree(own_cache / "drukarnia" / kept, ignore_errors=True)
            runs.setdefault("validate*", []).append(
                _measure([*DRUKARNIA, "validate", "--components", str(components)], REPO,
                         {"XDG_CACHE_HOME": str(own_cache)}))
        runs["pages"] = [(pages, pages)]
    return runs


GOALS = [("cold full kit ÷ raw-reportlab kit", "cold kit", "raw kit", 6),
         ("one-tile edit rebuild ÷ (start + reportlab import)", "tile edit", "start+rl", 5),
         ("no-change rebuild ÷ Python start", "no change", "start", 6),
         ("validate after the edit ÷ (start + reportlab import)", "validate", "start+rl", 4),
         ("  validate*, every game checked ÷ (start + rl)", "validate*", "start+rl", 4)]


def report_ratios(runs: dict[str, list[tuple[float, float]]]) -> None:
    cpu = {k: statistics.median(c for c, _ in v) for k, v in runs.items()}
    wall = {k: statistics.median(w for _, w in v) for k, v in runs.items()}
    print(f"kits: {int(cpu.pop('pages'))} pages in all; medians of {len(runs['start'])}, CPU s (wall s)")
    wall.pop("pages")
    for name in cpu:
        print(f"  {name:<10} {cpu[name]:7.3f} ({wall[name]:.3f})")
    print(f"{'ratio':<52}{'CPU':>7}{'wall':>7}{'goal':>7}")
    for label, measure, floor, goal in GOALS:
        ratio = cpu[measure] / cpu[floor]
        mark = "ok" if ratio <= goal else "over"
        print(f"{label:<52}{ratio:6.1f}×{wall[measure] / wall[floor]:6.1f}× ≤{goal}×  {mark}")


SYNTHETIC = r'''
import resource, sys, time
sys.path.insert(0, {repo!r})
from benchmarks.synthetic import deck_pdf
n = int(sys.argv[1])
start = time.perf_counter()
data = deck_pdf(n)
elapsed = time.perf_counter() - start
peak_kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
print(elapsed, peak_kb / 1024, len(data))
'''


def bench_deck(sizes: list[int]) -> list[tuple[int, float, float, int]]:
    rows = []
    script = SYNTHETIC.format(repo=str(REPO))
    for n in sizes:
        out = subprocess.run([sys.executable, "-c", script, str(n)], check=True, capture_output=True, text=True).stdout
        elapsed, peak_mb, size = out.split()
        rows.append((n, float(elapsed), float(peak_mb), int(size)))
    return rows


def bench_per_page(pages: int, repeat: int) -> tuple[float, float]:
    from benchmarks.synthetic import deck_pdf, raw_reportlab_pdf
    ours, raw = [], []
    cards = pages * 9
    for _ in range(repeat):
        start = time.perf_counter()
        deck_pdf(cards, backs=False, guide=False)
        ours.append((time.perf_counter() - start) / pages)
        start = time.perf_counter()
        raw_reportlab_pdf(cards)
        raw.append((time.perf_counter() - start) / pages)
    return statistics.median(ours), statistics.median(raw)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="medians of 3 instead of 5")
    parser.add_argument("--deck", action="store_true", help="also the synthetic deck and per-page cost")
    args = parser.parse_args()
    repeat = 3 if args.quick else 5
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"machine: {platform.machine()} {os.cpu_count()} cores, {platform.system()}, Python "
          f"{sys.version.split()[0]}; load average at start {load:.1f}")
    # compiled modules as an install leaves them (PYTHONDONTWRITEBYTECODE would otherwise make
    # every run compile our package again)
    subprocess.run([sys.executable, "-m", "compileall", "-q", str(REPO / "generator")], check=True,
                   stdout=subprocess.DEVNULL)
    report_ratios(four_ratios(repeat))
    if not args.deck:
        return
    rows = bench_deck([1000, 2500, 5000, 10000])
    base = rows[0][1] / rows[0][0]
    print("synthetic deck (fronts + backs, poker size, 9 per A4):")
    for n, elapsed, peak, size in rows:
        print(f"  {n:>6} cards: {elapsed:6.2f} s, {elapsed / n * 1000:.3f} ms/card "
              f"(x{elapsed / n / base:.2f} of the 1 000-card rate), peak {peak:.0f} MB, {size / 1e6:.1f} MB PDF")
    ours, raw = bench_per_page(40 if args.quick else 100, repeat)
    print(f"per page: drukarnia {ours * 1000:.2f} ms, raw reportlab {raw * 1000:.2f} ms, ratio {ours / raw:.2f}")


if __name__ == "__main__":
    main()
