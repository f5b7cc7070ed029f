"""The paintings' compositions and titles, without drawing them: per theme, the subjects the painters
of paintings/ can paint, each with the Polish titles a plaque may carry (one title per painting of that
subject: a theme's paintings spread over its subjects, so a subject is painted at most as many times as
it has titles). tests/test_art_society.py keeps these ids equal to the painters' own."""

from __future__ import annotations

COMPOSITIONS: dict[str, dict[str, tuple[str, ...]]] = {
    "pejzaz": {
        "wzgorza": ("Południe na wzgórzach", "Pola pod Sandomierzem"),
        "morze": ("Bałtyk o świcie", "Latarnia nad morzem"),
        "zimowy-las": ("Zima w borze", "Śnieg na świerkach"),
        "dolina": ("Rzeka o zmierzchu", "Wieczór w dolinie"),
        "jezioro": ("Łodzie na jeziorze", "Cisza nad Wigrami"),
        "sad": ("Kwitnący sad", "Jabłonie w maju"),
        "burza": ("Burza nad polami", "Przed ulewą"),
        "wies": ("Wieś pod Tatrami", "Chaty w dolinie"),
    },
    "zycie-miejskie": {
        "tramwaj": ("Ostatni tramwaj", "Noc na Marszałkowskiej"),
        "most": ("Most o świcie", "Stary most we mgle"),
        "port": ("Dźwigi nad basenem", "Przystań o zmierzchu"),
        "rynek": ("Dzień targowy", "Kamienice na Rynku"),
        "dachy": ("Dachy o północy", "Kominy i księżyc"),
        "deszcz": ("Parasole w deszczu", "Deszczowy bulwar"),
        "katedra": ("Katedra w słońcu", "Dzwony niedzieli"),
        "fabryka": ("Fabryka o świcie", "Kominy przędzalni"),
    },
    "martwa-natura": {
        "butelki": ("Butelki i owoce", "Stół po obiedzie"),
        "kwiaty": ("Maki w dzbanie", "Bukiet z ogrodu"),
        "ryba": ("Śledzie na talerzu", "Ryby na półmisku"),
        "instrumenty": ("Skrzypce i nuty", "Skrzypce i mandolina"),
        "vanitas": ("Księgi i czaszka", "Marność nad marnościami"),
        "herbata": ("Podwieczorek", "Herbata dla dwojga"),
        "owoce": ("Misa z gruszkami", "Winogrona i cytryny"),
        "kuchnia": ("Kuchnia z miedzią", "Garnki i cebula"),
    },
    "portret": {
        "dama": ("Portret damy", "Młoda dama"),
        "starzec": ("Stary zegarmistrz", "Dziadek w okularach"),
        "profil": ("Profil nieznajomej", "Pani w profilu"),
        "kapelusz": ("Pan w meloniku", "Kapelusznik"),
        # the first titles go on the upright 1 × 3 portraits: one short word, on one line at 8.5 pt inside the
        # plaque's 10.3 mm (gold) for text (r36 AS minor 3: „Mała Zosia”, „Na spacerze”, „Młoda para” broke onto
        # two lines; r29: „Dziewczę” alone was 0.7 mm too wide, „z” may not end a line)
        "dziecko": ("Zosia", "Dziewczynka z piłką"),
        "postac": ("Spacer", "Spacerowiczka"),
        "para": ("Młodzi", "Para narzeczonych"),
        "malarz": ("Malarz w berecie", "Autoportret z paletą"),
    },
}


_ROMAN = ("I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X")


def assign(
    theme: str, sizes: list[int], shapes: list[tuple[int, int]] | None = None
) -> list[tuple[str | None, str | None]]:
    """(composition, title) for each of a theme's paintings in order, `sizes` their sizes: every
    painting gets the least used subject that no other painting of its size in the theme has (ties:
    the table's order), and that subject's next title (once its titles are used up, the titles again
    as a numbered series: „Zima w borze II”); (None, None) for a theme with no table.
    With `shapes` (cells across and down) the paintings choose from the longest strip to the squarest
    block: a subject's second painting then lies in a format unlike its first (a strip and a block),
    so two paintings of one subject never read as one picture cropped twice."""
    table = COMPOSITIONS.get(theme)
    if not table:
        return [(None, None)] * len(sizes)
    used: dict[str, int] = dict.fromkeys(table, 0)
    by_size: dict[int, set[str]] = {}
    out: list[tuple[str | None, str | None]] = [(None, None)] * len(sizes)
    order = list(table)
    turn = list(range(len(sizes)))
    if shapes is not None:
        turn.sort(key=lambda i: (-max(shapes[i]) / min(shapes[i]), sizes[i]))
    for n, i in enumerate(turn):
        size = sizes[i]
        taken = by_size.setdefault(size, set())
        start = n % len(order)  # rotate the tie order: the sizes do not all open on the first subject
        rotated = order[start:] + order[:start]
        free = [c for c in rotated if c not in taken] or rotated
        comp = min(free, key=lambda c: used[c])
        titles = table[comp]
        series, k = divmod(used[comp], len(titles))  # more paintings than titles: a numbered series
        number = _ROMAN[series] if series < len(_ROMAN) else str(series + 1)
        title = titles[k] if series == 0 else f"{titles[k]} {number}"
        used[comp] += 1
        taken.add(comp)
        out[i] = (comp, title)
    return out
