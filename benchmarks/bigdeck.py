"""The big-deck case (issue 41): 10 000 cards from 100 finished images through build and export, and
1 000 drawn cards exported to PNG, each against its floor measured in the same run.

- build: 10 000 image cards (100 different 63 × 88 mm images at 300 dpi, 100 copies each, a 3 mm
  bleed made from the edge, one back), and 1 000 of the same (10 copies each) to show the time per
  card stays the same: ≤ 1.5 ms CPU per card, ≤ 200 MB peak.
- png: `drukarnia export --to png` of the 10 000 cards against Pillow alone opening each of the 101
  images, adding a 3 mm bleed (`ImageOps.expand`) and saving it as PNG at the same compression
  (level 6), in a process of its own: ≤ 2 × the floor.
- tts: `drukarnia export --to tts` of the 10 000 cards: ≤ 200 MB peak.
- drawn: `drukarnia export --to png` of 1 000 different drawn pieces with text (a `tokens` component:
  40 mm square chits, a number and a caption each; there is no generic drawn card kind) against
  pypdfium2 alone rendering the same faces PDF's pages at the same dpi: ≤ 2 × the floor.

Every figure is a new process (CPU: user + system, its waited-for children included; wall beside
it; peak: its largest resident set), with a cache folder of its own.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
DRUKARNIA = [sys.executable, "-m", "generator"]
DISTINCT, COPIES, FEW = 100, 100, 10
DPI = 300
CARD_MM = (63, 88)
DRAWN = 1000


def measure(args: list[str], cwd: Path, env: dict[str, str] | None = None) -> tuple[float, float, float]:
    """(CPU seconds, wall seconds, peak MB) of one new process."""
    start = time.perf_counter()
    process = subprocess.Popen(
        args, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env={**os.environ, **(env or {})}
    )
    _, status, usage = os.wait4(process.pid, 0)
    wall = time.perf_counter() - start
    if os.waitstatus_to_exitcode(status) != 0:
        raise SystemExit(f"benchmark command failed: {' '.join(args)}\n{process.stderr.read().decode()}")
    return usage.ru_utime + usage.ru_stime, wall, usage.ru_maxrss / 1024


def image_game(folder: Path, copies: int, grain: bool = False) -> None:
    """A game `big` whose deck is DISTINCT images of the card's trim at 300 dpi, `copies` each: a
    gradient and shapes (about 10 KB a file: the kind of art behind the issue's 438 KB PDF of 100
    images), or with `grain` blurred and grainy like a painting (about 600 KB a file)."""
    from PIL import Image, ImageDraw, ImageFilter

    game = folder / "big"
    (game / "art").mkdir(parents=True, exist_ok=True)
    (game / "game.yaml").write_text("kind: game\nid: big\ntitle: Duża talia\nplayers: {min: 2, max: 4}\n")
    w, h = (round(s / 25.4 * DPI) for s in CARD_MM)
    for i in range(DISTINCT):
        path = game / "art" / f"{i:03d}.png"
        if path.exists():
            continue
        image = Image.linear_gradient("L").resize((w, h)).convert("RGB")
        draw = ImageDraw.Draw(image)
        draw.ellipse([60 + i, 180, w - 60, h - 260], fill=((i * 53) % 256, 120, 200 - i))
        draw.rectangle([40, 40, w - 40, h - 40], outline=((i * 37) % 256, 80, 160), width=12)
        draw.text((w // 3, h // 2), f"Karta {i}", fill="black")
        if grain:
            image = image.filter(ImageFilter.GaussianBlur(2))
            image = Image.blend(image, Image.effect_noise((w, h), 12).convert("RGB"), 0.08)
        image.save(path, dpi=(DPI, DPI))
    Image.new("RGB", (w, h), "#333366").save(game / "back.png", dpi=(DPI, DPI))
    entries = "".join(f"  - {{image: art/{i:03d}.png, count: {copies}}}\n" for i in range(DISTINCT))
    (game / "karty.yaml").write_text(
        "kind: image-cards\ntitle: Duża talia\nsize: 63x88mm\nbleed: 0mm\nmake_bleed: 3mm\nback: back.png\n"
        f"fronts:\n{entries}"
    )


def drawn_game(folder: Path) -> None:
    """A game `rysowane` whose `karty` are DRAWN different drawn chits with text."""
    game = folder / "rysowane"
    game.mkdir(parents=True, exist_ok=True)
    (game / "game.yaml").write_text("kind: game\nid: rysowane\ntitle: Rysowane\nplayers: {min: 2, max: 4}\n")
    variants = "".join(
        f"  - {{name: karta {i}, count: 1, face: {{color: '#f3ead8', ink: '#2b2623', label: '{i}', "
        f"caption: KARTA {i}, symbol: star}}}}\n"
        for i in range(1, DRAWN + 1)
    )
    (game / "karty.yaml").write_text(
        f"kind: tokens\ntitle: Karty\nstock: card\nshape: square\nsize: 40mm\nbleed: 2mm\nvariants:\n{variants}"
    )


PILLOW_FLOOR = r"""
import sys
from pathlib import Path
from PIL import Image, ImageOps
art, out, bleed_mm = Path(sys.argv[1]), Path(sys.argv[2]), float(sys.argv[3])
out.mkdir(parents=True, exist_ok=True)
for path in sorted(art.glob("**/*.png")):
    with Image.open(path) as image:
        px = round(image.width * bleed_mm / 63)
        grown = ImageOps.expand(image.convert("RGB"), border=px, fill="white")
        grown.save(out / path.name, dpi=(300, 300), compress_level=6)
"""

PDFIUM_FLOOR = r"""
import sys
import pypdfium2 as pdfium
doc = pdfium.PdfDocument(sys.argv[1])
scale = int(sys.argv[2]) / 72
for i in range(len(doc)):
    page = doc[i]
    page.render(scale=scale).to_pil()
    page.close()
doc.close()
"""

FACES_PDF = r"""
import sys
from pathlib import Path
sys.path.insert(0, sys.argv[3])
from generator.build import recipe
from generator import export
project, _ = recipe.load_and_validate(Path(sys.argv[1]), ["rysowane"])
game = project.games["rysowane"]
faces = export.draw_faces(game.components["karty"], game)
Path(sys.argv[2]).write_bytes(faces.pdf)
"""


def figures(tmp: Path, grain: bool = False) -> dict[str, tuple[float, float, float]]:
    """Each figure once (the big deck takes minutes): {name: (CPU s, wall s, peak MB)}."""
    runs: dict[str, tuple[float, float, float]] = {}
    few, many, drawn = tmp / "few", tmp / "many", tmp / "drawn"
    image_game(few, FEW, grain)
    image_game(many, COPIES, grain)
    drawn_game(drawn)

    def env(name: str) -> dict[str, str]:
        return {"DRUKARNIA_CACHE_DIR": str(tmp / f"cache-{name}")}

    def drukarnia(*args: str, components: Path, name: str) -> tuple[float, float, float]:
        out = ["--out", str(tmp / f"out-{name}"), "--components", str(components)]
        return measure([*DRUKARNIA, *args, *out], tmp, env(name))

    runs["start"] = measure([sys.executable, "-c", "pass"], tmp)
    runs["build 1000"] = drukarnia("build", "big", components=few, name="build-few")
    runs["build 10000"] = drukarnia("build", "big", components=many, name="build-many")
    runs["pillow floor"] = measure(
        [sys.executable, "-c", PILLOW_FLOOR, str(many / "big"), str(tmp / "floor-png"), "3"], tmp
    )
    runs["png 10000"] = drukarnia("export", "big", "--to", "png", components=many, name="png")
    runs["tts 10000"] = drukarnia("export", "big", "--to", "tts", components=many, name="tts")
    faces_pdf = tmp / "faces.pdf"
    subprocess.run([sys.executable, "-c", FACES_PDF, str(drawn), str(faces_pdf), str(REPO)], check=True, cwd=tmp)
    runs["pdfium floor"] = measure([sys.executable, "-c", PDFIUM_FLOOR, str(faces_pdf), str(DPI)], tmp)
    runs["png drawn"] = drukarnia("export", "rysowane", "--to", "png", components=drawn, name="drawn")
    return runs


def report(runs: dict[str, tuple[float, float, float]], grain: bool = False) -> None:
    print(f"big decks ({'grainy' if grain else 'plain'} art): CPU s (wall s), peak MB")
    for name, (cpu, wall, peak) in runs.items():
        print(f"  {name:<26} {cpu:7.2f} ({wall:6.2f}) {peak:6.0f} MB")
    cards = DISTINCT * COPIES
    per_card = runs["build 10000"][0] / cards * 1000
    per_card_few = runs["build 1000"][0] / (DISTINCT * FEW) * 1000
    marginal = (runs["build 10000"][0] - runs["build 1000"][0]) / (cards - DISTINCT * FEW) * 1000
    png, floor = runs["png 10000"][0], runs["pillow floor"][0]
    drawn, pdfium = runs["png drawn"][0], runs["pdfium floor"][0]
    rows = [
        (
            "build 10 000 image cards",
            f"{per_card:.2f} ms/card CPU (1 000: {per_card_few:.2f}; each card past 1 000: {marginal:.2f})",
            "≤ 1.5 ms/card",
            per_card <= 1.5,
        ),
        ("build 10 000: peak", f"{runs['build 10000'][2]:.0f} MB", "≤ 200 MB", runs["build 10000"][2] <= 200),
        (
            "png 10 000 (101 files)",
            f"{png:.2f} s CPU",
            f"≤ 2 × Pillow {floor:.2f} s = {2 * floor:.2f} s",
            png <= 2 * floor,
        ),
        ("tts 10 000: peak", f"{runs['tts 10000'][2]:.0f} MB", "≤ 200 MB", runs["tts 10000"][2] <= 200),
        (
            f"png {DRAWN} drawn pieces",
            f"{drawn:.2f} s CPU",
            f"≤ 2 × pypdfium2 {pdfium:.2f} s = {2 * pdfium:.2f} s",
            drawn <= 2 * pdfium,
        ),
    ]
    print(f"{'figure':<30}{'measured':<64}{'floor':<36}")
    for label, measured, limit, ok in rows:
        print(f"{label:<30}{measured:<64}{limit:<36}{'ok' if ok else 'OVER'}")
