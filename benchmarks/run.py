"""Benchmarks for drukarnia: each figure the tool promises, side by side with its floor, in one run.

    python benchmarks/run.py            # medians of 5 (a few minutes)
    python benchmarks/run.py --quick    # medians of 3
    python benchmarks/run.py --deck     # also the synthetic deck and the per-page cost
    python benchmarks/run.py --big      # only the big-deck case (benchmarks/bigdeck.py, issue 41)

Every measure is a new process (`python -m generator`, as the drukarnia command runs); CPU time is
user + system of the process and of the workers it waited for, wall time is beside it. Figures:
  no change    a rebuild with nothing changed, ≤ 3 × `python -c pass` (CPU);
  tile edit    a rebuild after editing one Kolekcjonerzy tile (each round a picture no earlier round
               used), ≤ 1.5 s wall;
  cold         the bundled kit into an empty folder with an empty cache, default jobs, ≤ 6 s wall;
  serve edit   `drukarnia serve`: from saving a tile edit until the page shows the new tiles (the page's
               HTML names the new pages and their first thumbnail is served), ≤ 1 s wall;
and for each store of the cache (generator/build/cache) the figure it serves with and without it
(DRUKARNIA_NO_CACHE=<store>), which must differ by at least 10 % (CPU):
  quick        the no-change fast path (no change);
  outputs      the build's record of its output folder: only changed components drawn (tile edit).
Each measure has a cache folder of its own (DRUKARNIA_CACHE_DIR), so nothing an earlier run of this
script kept can answer it.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))
# the same entry point as the drukarnia command (generator.cli before it had a fast path)
DRUKARNIA = [sys.executable, "-m", "generator" if (REPO / "generator" / "__main__.py").is_file() else "generator.cli"]


def _measure(args: list[str], cwd: Path, env: dict[str, str] | None = None) -> tuple[float, float]:
    """(CPU seconds, wall seconds) of one new process, its waited-for children included."""
    start = time.perf_counter()
    process = subprocess.Popen(
        args, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env={**os.environ, **env} if env else None
    )
    _, status, usage = os.wait4(process.pid, 0)
    wall = time.perf_counter() - start
    process.returncode = os.waitstatus_to_exitcode(status)
    if process.returncode != 0:
        raise SystemExit(f"benchmark command failed ({process.returncode}): {' '.join(args)}")
    return usage.ru_utime + usage.ru_stime, wall


RAW_KIT = r"""
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
"""


def kit_pages(out: Path) -> int:
    manifest = json.loads((out / "manifest.json").read_text(encoding="utf-8"))
    return sum(e["pages"] for e in manifest if e["kind"] == "kit")


PICTURES = ["lutnia", "lampa", "zegar", "moneta", "waza", "fotel", "perly", "szabla", "puchar", "siodlo"]
STORES = {"quick": "no change", "outputs": "tile edit"}


def figures(repeat: int) -> dict[str, list[tuple[float, float]]]:
    """Each round measures the floor and every figure once, so that they share the load."""
    runs: dict[str, list[tuple[float, float]]] = {}
    with tempfile.TemporaryDirectory() as tmp:
        tmp = Path(tmp)
        components = tmp / "components"
        shutil.copytree(REPO / "components", components)
        tiles = components / "kolekcjonerzy" / "plytki.yaml"
        original = tiles.read_text(encoding="utf-8")

        def build(name: str, without: str = "") -> list[str]:
            return [*DRUKARNIA, "build", "--out", str(tmp / f"out-{name}"), "--components", str(components)]

        def env(name: str, without: str = "") -> dict[str, str]:
            return {"DRUKARNIA_CACHE_DIR": str(tmp / f"cache-{name}"), "DRUKARNIA_NO_CACHE": without}

        # the warm folders: all stores on, and one without each store of a tile edit
        warm = {"all": ""} | {f"no-{store}": store for store, figure in STORES.items() if figure == "tile edit"}
        for name, without in warm.items():
            _measure(build(name), REPO, env(name, without))
        for i in range(repeat):
            runs.setdefault("start", []).append(_measure([sys.executable, "-c", "pass"], REPO))
            # the cold kit: an empty output folder and an empty cache, default jobs
            shutil.rmtree(tmp / "out-cold", ignore_errors=True)
            shutil.rmtree(tmp / "cache-cold", ignore_errors=True)
            runs.setdefault("cold", []).append(_measure(build("cold"), REPO, env("cold")))
            tiles.write_text(
                original.replace("picture: gitara}", f"picture: {PICTURES[i % len(PICTURES)]}}}"), encoding="utf-8"
            )
            runs.setdefault("tile edit", []).append(_measure(build("all"), REPO, env("all")))
            for name, without in warm.items():
                if without:
                    runs.setdefault(f"tile edit without {without}", []).append(
                        _measure(build(name), REPO, env(name, without))
                    )
            runs.setdefault("no change", []).append(_measure(build("all"), REPO, env("all")))
            runs.setdefault("no change without quick", []).append(_measure(build("all"), REPO, env("all", "quick")))
        runs["pages"] = [(kit_pages(tmp / "out-all"),) * 2]
    return runs


SERVE_READY = 120.0  # s: the first render of a game in serve


def _get(url: str) -> bytes:
    with urllib.request.urlopen(url, timeout=30) as answer:
        return answer.read()


def _tile_pages(html: str) -> list[str]:
    """The thumbnails the page shows for Kolekcjonerzy's tiles (empty while they are being drawn)."""
    start = html.find('id="c-kolekcjonerzy-plytki"')
    part = html[start : html.find("</article>", start)] if start >= 0 else ""
    if 'class="component rendering' in part or 'class="component pending' in part:
        return []
    return re.findall(r'src="(/thumb/[^"]+)"', part)


def serve_edits(repeat: int) -> list[tuple[float, float]]:
    """`drukarnia serve kolekcjonerzy`: each round saves a tile edit and waits, polling the page as the
    browser does when told of a new version, until its tiles are new pages and their first thumbnail
    is served. Wall time from the save; CPU is not measured (a long-running process)."""
    runs = []
    with tempfile.TemporaryDirectory() as tmp:
        tmp = Path(tmp)
        components = tmp / "components"
        shutil.copytree(REPO / "components", components)
        tiles = components / "kolekcjonerzy" / "plytki.yaml"
        original = tiles.read_text(encoding="utf-8")
        process = subprocess.Popen(
            [*DRUKARNIA, "serve", "kolekcjonerzy", "--components", str(components), "--port", "0"],
            cwd=tmp,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
            env={**os.environ, "DRUKARNIA_CACHE_DIR": str(tmp / "cache")},
        )
        try:
            url = ""
            while not url.startswith("http"):
                url = process.stdout.readline().strip()
                if not url and process.poll() is not None:
                    raise SystemExit("drukarnia serve ended before it listened")
            deadline = time.monotonic() + SERVE_READY
            while not (shown := _tile_pages(_get(url).decode("utf-8"))):
                if time.monotonic() > deadline:
                    raise SystemExit("drukarnia serve did not show the tiles")
                time.sleep(0.05)
            for i in range(repeat):
                picture = PICTURES[(i + 3) % len(PICTURES)]
                tiles.write_text(original.replace("picture: gitara}", f"picture: {picture}}}"), encoding="utf-8")
                saved = time.perf_counter()
                while True:
                    now = _tile_pages(_get(url).decode("utf-8"))
                    if now and now != shown:
                        _get(url.rstrip("/") + now[0])
                        break
                    if time.perf_counter() - saved > SERVE_READY:
                        raise SystemExit("drukarnia serve did not show the edit")
                    time.sleep(0.01)
                runs.append((float("nan"), time.perf_counter() - saved))
                shown = now
                time.sleep(0.5)  # the watcher settles before the next save
        finally:
            process.terminate()
            process.wait(timeout=30)
    return runs


def report(runs: dict[str, list[tuple[float, float]]]) -> None:
    cpu = {k: statistics.median(c for c, _ in v) for k, v in runs.items()}
    wall = {k: statistics.median(w for _, w in v) for k, v in runs.items()}
    print(f"kits: {int(cpu.pop('pages'))} pages in all; medians of {len(runs['start'])}, CPU s (wall s)")
    wall.pop("pages")
    for name in cpu:
        print(f"  {name:<26} {cpu[name]:7.3f} ({wall[name]:.3f})")
    rows = [
        (
            "rebuild, nothing changed",
            f"{cpu['no change']:.3f} s CPU",
            f"≤ 3 × python -c pass = {3 * cpu['start']:.3f} s",
            cpu["no change"] <= 3 * cpu["start"],
        ),
        ("rebuild after one tile edit", f"{wall['tile edit']:.2f} s wall", "≤ 1.5 s", wall["tile edit"] <= 1.5),
        ("cold kit, empty cache", f"{wall['cold']:.2f} s wall", "≤ 6 s", wall["cold"] <= 6),
        ("serve: a saved tile edit on screen", f"{wall['serve edit']:.2f} s wall", "≤ 1 s", wall["serve edit"] <= 1),
    ]
    for store, figure in STORES.items():
        without = cpu[f"{figure} without {store}"]
        saving = 1 - cpu[figure] / without
        rows.append(
            (
                f"store {store}: {figure}",
                f"{cpu[figure]:.3f} s vs {without:.3f} s without",
                f"saves {saving:.0%} ≥ 10 %",
                saving >= 0.10,
            )
        )
    print(f"{'figure':<38}{'measured':<30}{'floor':<34}")
    for label, measured, floor, ok in rows:
        print(f"{label:<38}{measured:<30}{floor:<34}{'ok' if ok else 'OVER'}")


SYNTHETIC = r"""
import resource, sys, time
sys.path.insert(0, {repo!r})
from benchmarks.synthetic import deck_pdf
n = int(sys.argv[1])
start = time.perf_counter()
data = deck_pdf(n)
elapsed = time.perf_counter() - start
peak_kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
print(elapsed, peak_kb / 1024, len(data))
"""


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
    parser.add_argument(
        "--big",
        action="store_true",
        help="only the big-deck case: 10 000 image cards, 1 000 drawn (benchmarks/bigdeck.py)",
    )
    parser.add_argument("--grain", action="store_true", help="with --big: grainy art (600 KB files) instead of plain")
    args = parser.parse_args()
    repeat = 3 if args.quick else 5
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(
        f"machine: {platform.machine()} {os.cpu_count()} cores, {platform.system()}, Python "
        f"{sys.version.split()[0]}; load average at start {load:.1f}"
    )
    # compiled modules as an install leaves them (PYTHONDONTWRITEBYTECODE would otherwise make
    # every run compile our package again)
    subprocess.run(
        [sys.executable, "-m", "compileall", "-q", str(REPO / "generator")], check=True, stdout=subprocess.DEVNULL
    )
    if args.big:
        from benchmarks import bigdeck

        with tempfile.TemporaryDirectory() as tmp:
            bigdeck.report(bigdeck.figures(Path(tmp), args.grain), args.grain)
        return
    runs = figures(repeat)
    runs["serve edit"] = serve_edits(repeat)
    report(runs)
    if not args.deck:
        return
    rows = bench_deck([1000, 2500, 5000, 10000])
    base = rows[0][1] / rows[0][0]
    print("synthetic deck (fronts + backs, poker size, 9 per A4):")
    for n, elapsed, peak, size in rows:
        print(
            f"  {n:>6} cards: {elapsed:6.2f} s, {elapsed / n * 1000:.3f} ms/card "
            f"(x{elapsed / n / base:.2f} of the 1 000-card rate), peak {peak:.0f} MB, {size / 1e6:.1f} MB PDF"
        )
    ours, raw = bench_per_page(40 if args.quick else 100, repeat)
    print(f"per page: drukarnia {ours * 1000:.2f} ms, raw reportlab {raw * 1000:.2f} ms, ratio {ours / raw:.2f}")


if __name__ == "__main__":
    main()
