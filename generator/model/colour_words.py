"""The Polish word for a colour as it is printed, so that a caption names what is drawn (kit review r20
AS major 1: a caption typed „różowe pola w czerwonej obwódce” by hand under a lavender zone in a purple
one). Templates write `{{ colour | colour_pl("e") }} pola`: the colour value from the component data and
the adjective's ending the sentence needs; the word follows the colour when the data changes.

The naming is coarse on purpose, the way a reader names a colour at a glance: hue (HSL) picks the
family, lightness adds „jasno-” or „ciemno-”, and a colour with hardly any hue (or a very dark dull one) is white, grey or black.
"""

from __future__ import annotations

import colorsys

# hue (degrees, HSL) below which a family starts; the families wrap round at 360
HUES = (
    (15, "czerwon"),
    (40, "pomarańczow"),
    (70, "żółt"),
    (165, "zielon"),
    (190, "morsk"),
    (250, "niebiesk"),
    (295, "fioletow"),
    (340, "różow"),
)
GREY_SPREAD = 0.02  # max − min of r, g, b (0–1) below which a colour has no hue worth a name
LIGHT, DARK = 0.78, 0.35  # HSL lightness at or over which a colour is „jasno-”, at or under „ciemno-”
BLACKISH = 0.2  # HSL lightness at or under which a dull colour is black
MUTED = 0.35  # HSL saturation under which a very dark colour is black
BEIGE_SPREAD, PALE = (
    0.22,
    0.9,
)  # an orange or yellow with less spread of r, g, b, lighter than DARK and darker than PALE, is beige
ENDINGS = ("y", "a", "e", "ego", "ej", "emu", "ą", "ym", "ych", "i", "ymi")


def _stem(hex_colour: str) -> str:
    h = hex_colour.strip().lstrip("#")
    if len(h) != 6:
        raise ValueError(f"expected a colour as #rrggbb but received {hex_colour!r}")
    r, g, b = (int(h[i : i + 2], 16) / 255 for i in (0, 2, 4))
    hue, lightness, saturation = colorsys.rgb_to_hls(r, g, b)
    if lightness <= BLACKISH and saturation < MUTED:
        return "czarn"  # a very dark, dull colour reads as black whatever its hue
    if max(r, g, b) - min(r, g, b) < GREY_SPREAD:
        return "biał" if lightness >= 0.93 else "czarn" if lightness <= 0.12 else "szar"
    degrees = hue * 360
    family = next((name for start, name in HUES if degrees < start), "czerwon")
    if family in ("pomarańczow", "czerwon") and lightness <= DARK and 10 <= degrees < 40:
        return "brązow"  # a dark orange is brown; a dark red stays dark red
    if family in ("pomarańczow", "żółt") and max(r, g, b) - min(r, g, b) < BEIGE_SPREAD and DARK < lightness < PALE:
        return "beżow"  # a dull orange or yellow, neither dark nor almost white
    if family == "czerwon" and lightness >= LIGHT:
        family = "różow"
    if lightness >= LIGHT:
        return "jasno" + family
    return "ciemno" + family if lightness <= DARK else family


def colour_word(hex_colour: str, ending: str = "y") -> str:
    """The adjective naming `hex_colour` ("#rrggbb") with the hard-stem `ending` given („y”, „a”, „e”,
    „ej”, „ym”, …); after k the endings soften as Polish writes them (niebieskie, niebieskiej)."""
    if ending not in ENDINGS:
        raise ValueError(f"expected an adjective ending ({', '.join(ENDINGS)}) but received {ending!r}")
    stem = _stem(hex_colour)
    if stem.endswith("k") and ending[0] in "ye":
        ending = "i" + ending[1:] if ending[0] == "y" else "ie" + ending[1:]
    return stem + ending


def colour_family(hex_colour: str) -> str:
    """The colour's name without „jasno-” or „ciemno-” (the stem: „zielon” for green and dark green): two
    colours of one family read as one meaning at a glance (a figure's arrow and a theme's track)."""
    return _stem(hex_colour).removeprefix("jasno").removeprefix("ciemno")
