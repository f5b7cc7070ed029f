"""Benchmarks for drukarnia, reported as medians and ratios measured in the same run.

    python benchmarks/run.py            # everything (about a minute)
    python benchmarks/run.py --quick    # fewer repetitions

1. the full four-game kit from cold (empty output folder, new process);
2. the rebuild after editing one card (warm cache, new process);
3. a synthetic deck of 1 000 … 10 000 cards: time (linear?) and peak memory, each in its own process;
4. per-page cost of our card pages against a minimal raw-reportlab script drawing the same content.
"""
from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))


def _run(args: list[str], cwd: Path) -> float:
    start = time.perf_counter()
    subprocess.run(args, cwd=cwd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start


def bench_full_kit(repeat: int) -> list[float]:
    times = []
    for _ in range(repeat):
        with tempfile.TemporaryDirectory() as tmp:
            times.append(_run([sys.executable, "-m", "generator.cli", "build", "--out", f"{tmp}/out",
                               "--components", str(REPO / "components")], REPO))
    return times


def bench_rebuild_after_edit(repeat: int) -> list[float]:
    times = []
    with tempfile.TemporaryDirectory() as tmp:
        components = Path(tmp) / "components"
        shutil.copytree(REPO / "components", components)
        command = [sys.executable, "-m", "generator.cli", "build", "--out", f"{tmp}/out", "--components", str(components)]
        _run(command, REPO)
        tiles = components / "kolekcjonerzy" / "tiles.yaml"
        original = tiles.read_text(encoding="utf-8")
        for i in range(repeat):
            edited = original.replace("picture: gitara}", "picture: lutnia}" if i % 2 == 0 else "picture: gitara}")
            tiles.write_text(edited, encoding="utf-8")
            times.append(_run(command, REPO))
    return times


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
    parser.add_argument("--quick", action="store_true")
    args = parser.parse_args()
    repeat = 3 if args.quick else 5
    print(f"machine: {os.cpu_count()} cores, Python {sys.version.split()[0]}")
    full = bench_full_kit(repeat)
    print(f"full four-game kit, cold, new process: median {statistics.median(full):.2f} s "
          f"(runs: {', '.join(f'{t:.2f}' for t in full)})")
    edit = bench_rebuild_after_edit(repeat)
    print(f"rebuild after editing one card, new process: median {statistics.median(edit):.2f} s "
          f"(runs: {', '.join(f'{t:.2f}' for t in edit)})")
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
