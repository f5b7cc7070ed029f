"""The colour arithmetic of the colour check in plain Python: sRGB → CIELAB (D65), the Machado,
Oliveira and Fernandes (2009) simulation matrices at severity 1, and CIEDE2000.

These are the formulas and constants of colour-science (sRGB's matrix and white point, its
tabulated Machado matrices, its `delta_E_CIE2000`), written out so that validation does not
import colour-science and numpy (half a second, more than everything else `validate` does).
tests/test_colours.py compares every function here with colour-science itself.
"""

from __future__ import annotations

import math

# colour.blindness.matrix_cvd_Machado2009(kind, 1.0): the tabulated matrices for severity 1
MACHADO = {
    "protan": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216), (-0.003882, -0.048116, 1.051998)),
    "deutan": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413), (-0.01182, 0.04294, 0.968881)),
    "tritan": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602), (0.004733, 0.691367, 0.3039)),
}
IDENTITY = ((1.0, 0.0, 0.0), (0.0, 1.0, 0.0), (0.0, 0.0, 1.0))
# colour.RGB_COLOURSPACES["sRGB"]: linear RGB → XYZ, and its white point (D65, CIE xy)
SRGB_TO_XYZ = ((0.4124, 0.3576, 0.1805), (0.2126, 0.7152, 0.0722), (0.0193, 0.1192, 0.9505))
WHITE_XY = (0.3127, 0.329)
WHITE = (WHITE_XY[0] / WHITE_XY[1], 1.0, (1 - WHITE_XY[0] - WHITE_XY[1]) / WHITE_XY[1])


def matrix(vision: str) -> tuple[tuple[float, float, float], ...]:
    """3 × 3 matrix on linear sRGB that shows a colour as a person with `vision` sees it."""
    return IDENTITY if vision == "normal" else MACHADO[vision]


def rgb(hex_colour: str) -> tuple[float, float, float]:
    h = hex_colour.lstrip("#")
    return tuple(int(h[i : i + 2], 16) / 255 for i in (0, 2, 4))  # type: ignore[return-value]


def linear(channel: float) -> float:
    return channel / 12.92 if channel <= 0.04045 else ((channel + 0.055) / 1.055) ** 2.4


def _apply(m, v) -> tuple[float, float, float]:
    return tuple(m[r][0] * v[0] + m[r][1] * v[1] + m[r][2] * v[2] for r in range(3))  # type: ignore[return-value]


def _f(ratio: float) -> float:
    return ratio ** (1 / 3) if ratio > (24 / 116) ** 3 else (841 / 108) * ratio + 16 / 116


def lab(hex_colour: str, vision: str = "normal") -> tuple[float, float, float]:
    """CIELAB (D65) of a "#rrggbb" colour as seen with `vision`."""
    seen = [min(max(c, 0.0), 1.0) for c in _apply(matrix(vision), [linear(c) for c in rgb(hex_colour)])]
    x, y, z = (_f(v / w) for v, w in zip(_apply(SRGB_TO_XYZ, seen), WHITE))
    return 116 * y - 16, 500 * (x - y), 200 * (y - z)


def _hue(b: float, a: float) -> float:
    return 0.0 if b == 0 and a == 0 else math.degrees(math.atan2(b, a)) % 360


def ciede2000(first: tuple[float, float, float], second: tuple[float, float, float]) -> float:
    """ΔE2000 between two CIELAB colours (k_L = k_C = k_H = 1), as colour-science computes it."""
    l1, a1, b1 = first
    l2, a2, b2 = second
    c_bar_7 = ((math.hypot(a1, b1) + math.hypot(a2, b2)) / 2) ** 7
    g = 0.5 * (1 - math.sqrt(c_bar_7 / (c_bar_7 + 25**7)))
    ap1, ap2 = (1 + g) * a1, (1 + g) * a2
    cp1, cp2 = math.hypot(ap1, b1), math.hypot(ap2, b2)
    hp1, hp2 = _hue(b1, ap1), _hue(b2, ap2)
    d_l, d_c = l2 - l1, cp2 - cp1
    diff, product = hp2 - hp1, cp1 * cp2
    if product == 0:
        d_h = 0.0
    elif abs(diff) <= 180:
        d_h = diff
    else:
        d_h = diff - 360 if diff > 180 else diff + 360
    d_big_h = 2 * math.sqrt(product) * math.sin(math.radians(d_h / 2))
    l_bar, c_bar = (l1 + l2) / 2, (cp1 + cp2) / 2
    spread, total = abs(hp1 - hp2), hp1 + hp2
    if product == 0:
        h_bar = total
    elif spread <= 180:
        h_bar = total / 2
    else:
        h_bar = (total + 360) / 2 if total < 360 else (total - 360) / 2
    t = (
        1
        - 0.17 * math.cos(math.radians(h_bar - 30))
        + 0.24 * math.cos(math.radians(2 * h_bar))
        + 0.32 * math.cos(math.radians(3 * h_bar + 6))
        - 0.20 * math.cos(math.radians(4 * h_bar - 63))
    )
    theta = 30 * math.exp(-(((h_bar - 275) / 25) ** 2))
    c_bar_p_7 = c_bar**7
    r_c = 2 * math.sqrt(c_bar_p_7 / (c_bar_p_7 + 25**7))
    l_bar_2 = (l_bar - 50) ** 2
    s_l = 1 + (0.015 * l_bar_2) / math.sqrt(20 + l_bar_2)
    s_c = 1 + 0.045 * c_bar
    s_h = 1 + 0.015 * c_bar * t
    r_t = -math.sin(math.radians(2 * theta)) * r_c
    return math.sqrt((d_l / s_l) ** 2 + (d_c / s_c) ** 2 + (d_big_h / s_h) ** 2 + r_t * (d_c / s_c) * (d_big_h / s_h))


def delta_e_table(hex_colours: list[str], vision: str = "normal") -> list[list[float]]:
    """CIEDE2000 between every two of the colours as seen with `vision` (n rows of n)."""
    labs = [lab(h, vision) for h in hex_colours]
    return [[ciede2000(a, b) for b in labs] for a in labs]
