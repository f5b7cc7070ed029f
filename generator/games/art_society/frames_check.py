"""Mat and frame must leave a picture on the narrowest painting tile: a geometric consequence of the
values in obrazy.yaml, checked in validation so that data that validates always renders."""

from __future__ import annotations

from generator.games.art_society.looks import FRAME_WIDTH
from generator.model.core import Component
from generator.model.findings import Findings
from generator.model.units import to_mm


def picture_opening(spec, side: float, frame: str) -> float:
    """Width of the picture inside mat and frame on a tile side of `side` points (as the tile draws it)."""
    inner = spec.mat + spec.frame_width * FRAME_WIDTH[frame] - 0.3
    return side - 2 * inner


def check_opening(component: Component, findings: Findings) -> None:
    """On the narrowest tile (one cell) at least half of the side must stay for the picture, or there is
    nothing to see (or nothing to draw at all)."""
    spec = component.spec
    frames = [f for f in spec.frames if f in FRAME_WIDTH]
    if not frames:
        return
    widest = min(frames, key=lambda f: picture_opening(spec, spec.cell, f))
    opening = picture_opening(spec, spec.cell, widest)
    if opening < spec.cell / 2:
        findings.error(
            component.where("frame_width"),
            f"mat {to_mm(spec.mat):g} mm and frame {to_mm(spec.frame_width):g} "
            f"mm ({widest}) leave a picture {max(0.0, to_mm(opening)):.1f} mm wide on a tile one cell "
            f"({to_mm(spec.cell):g} mm) wide; at least {to_mm(spec.cell) / 2:g} mm is needed: make the "
            "frame or the mat narrower",
            "painting-tiles.frame-too-wide",
        )
