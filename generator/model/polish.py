"""Polish typography for printed text: numbers, plural forms, non-breaking spaces.

Pure functions on strings (this module imports nothing of the package), used as template filters, by the typesetter and by every kind that
prints an amount: this is the project's one number formatter (`number`, `money`) and its one
plural rule (`plural`, `counted`), so a thousands group or a unit never breaks from its number.
"""

from __future__ import annotations

import re
from functools import lru_cache

NBSP = "\u00a0"  # no-break space: never a line break
THIN_NBSP = "\u202f"  # narrow no-break space (not used: not every face has it)

# One-letter words (prepositions and conjunctions) must not end a line in Polish typesetting;
# neither should a number be separated from its unit.
_ONE_LETTER = re.compile(r"(?<![\w\-])([aiouwzAIOUWZ])[ \t]+(?=\S)")
_NUMBER_UNIT = re.compile(r"(\d)[ \t]+(?=(mm|cm|m|g/m²|g|zł|pkt|min|r\.|s\.|str\.)(?![\w]))")
# „30%”, „10–16%”: Polish sets the percent sign close up to its number, with no space at all (a space, even a
# no-break one, is the English habit); `percent` writes a figure so, and this rule mends a written „30 %”
_PERCENT = re.compile(r"(?<=\d)[ \t\u00a0\u202f]+(?=%)")
_NUMBER_WORD = re.compile(r"(\d)[ \t]+(?=[–—-])")
# "1 000", "200 000": a space between digit groups is a thousands separator, never a break
_THOUSANDS = re.compile(r"(?<![\d,])(\d{1,3})((?:[ \t]\d{3})+)(?![\d])")
# "4 szt.", "1 punkt", "2 × 3", "nr 5": a number is glued to the word or sign after it, and a
# multiplication sign to the number (or paper size, "1 × A4") after it
_NUMBER_NEXT = re.compile(r"(\d)[ \t]+(?=[^\W\d_]|[×x·](?:\s|$))")
# "„3. karton”", "1. wydrukuj": an ordinal (a number with a full stop) is glued to the lower-case word
# after it; a number ending a sentence is followed by a capital and may end its line
_ORDINAL_NEXT = re.compile(r"(?<![\d.,])(\d+\.)[ \t]+(?=[a-ząćęłńóśźż])")
_TIMES = re.compile(r"(?:(?<=\d)|(?<=szt\.))[ \t\u00a0]?([×·])[ \t]+(?=\d|[A-Z]\d)")
# "10,5 mm × 20 mm": a dimension given with its unit is one expression too
_UNIT_TIMES = re.compile(r"(?<=\d\u00a0[cm]m)[ \t]+×[ \t]+(?=\d)")
# "6 = 2 × 3", "4 + 2": an operator between numbers is glued to both (the expression never splits)
# (a number with a rubric's letter too: „8 = 1 − … − 7a + 7b”, the factory register's formula)
_OPERATOR = re.compile(r"(?:(?<=\d)|(?<=\d[a-z]))[ \t\u00a0]+([=+<>≤≥≈−])[ \t]+(?=\d)")
# "gracz 1", "pionka 12", "w kolejce 14", "karton 250–300 g/m²": a number that names a player, a pawn, a
# round, a step or a printout (or a print job's paper, as its title names it) stays on the line of the word it
# names (blind review r19: "gracz | 1" split across lines); a weight in running text, after the noun in another
# case („13 arkuszy kartonu | 250–300 g/m²”), may go down without it (r41 AS kit minor 9: the group went down
# whole and left a line 60% full), the weight and its unit still one
_NAMED_NUMBER = re.compile(
    r"(?<![\w\-])((?:[Gg]racz|[Pp]ion(?:ek|k)|[Kk]olej(?:k|ce)|[Ww]ydruk|[Kk]rok)[^\W\d_]*|[Pp]apier|[Kk]arton)"
    r"[ \t]+(?=\d)"
)
# "typu I", "typ VIII", "cyfrę 5": a numeral that names a type or a digit stays with its word – a Roman "I" at
# a line start reads as the conjunction „I” (blind review r23, Rynek rulebook F5)
_NAMED_NUMERAL = re.compile(r"(?<![\w\-])((?:[Tt]yp|[Cc]yfr)[^\W\d_]*)[ \t]+(?=(?:[IVXLC]+|\d+)(?![\w]))")
# „za 4”, „po 1 970”, „przy 5 szt.”, „od 3”, „do 6”: a short preposition never ends a line before the number it
# governs (K review r31 minor 10: „a za ↵ 4”; ragged columns since r36 break there more often; R review r42
# minor 6: „3 szt. Z-C po ↵ 1 970”)
_PRICE_FOR = re.compile(r"(?<![\w\-])([Zz]a|[Pp]o|[Pp]rzy|[Oo]d|[Dd]o)[ \t]+(?=\d)")
# „przy 5 szt. +11 370”, „daje −380”: a signed amount never starts a line apart from the word it is the value
# of (R review r42 minor 6: „przy 5 szt. ↵ +11 370”); a spaced operator („5 + 3”) is `_OPERATOR`'s
_SIGNED_AFTER = re.compile(r"(?<=[^\s\d])[ \t]+(?=[+−]\d)")
# „nr 5”, „zob. s. 4”, „np. gracz”, „m.in. karty”: an abbreviation never ends a line but goes down with the word
# after it, as a one-letter word does
_ABBREV = re.compile(
    r"(?<![\w])(nr|ul\.|al\.|pl\.|s\.|str\.|zob\.|poz\.|[Nn]p\.|[Tt]zn\.|[Tt]j\.|[Mm]\.in\.)[ \t]+(?=\S)"
)
_DASH_SPACE = re.compile(r"[ \t]+([–—])(?=\s)")
# a dash before a page reference or a street („rezygnacja – s. 12”, „5 – ul. Lichwiarska”, r39 P minor 6):
# the pair's value stays on the dash's line, as the dash stays on its key's
_DASH_REF = re.compile(r"([–—])[ \t]+(?=(?:s|ul)\.[ \t\u00a0]\S)")
_EM_DASH = re.compile(
    r"(?<=[^\s·])([ \t\u00a0])—(?=[ \t])"
)  # a spaced em dash (not a line pattern's: „— · —”): Polish sets an en dash there
# „(— · · —)”, „→ 1 komplet”: a line's pattern of dashes and dots is one symbol, and an arrow goes down with
# what it leads to: no line break inside either (blind reviews r36: Rynek 7, „(— / · · —)”; Art Society 3,
# „→ / 1 komplet”); a line may still break before an arrow („a → b → c” in a narrow cell)
_PATTERN_SPACE = re.compile(r"(?<=[—·])[ \t]+(?=[—·])")
_ARROW = re.compile(r"([→⇒])[ \t]+(?=\S)")
_DIGIT = re.compile(r"\d")  # what every rule about numbers needs (\d: the deferred numbers' tokens too)


# a short preposition or conjunction: in a label (a tile's name, a box's caption) it never ends a line
# but goes down with the word it belongs to – „ZEGAREK / NA RĘKĘ”, not „ZEGAREK NA / RĘKĘ” (kit review
# r20 minor 8); running text keeps the usual rule for one-letter words only (tie_short_words)
_LABEL_SHORT = re.compile(
    r"(?<![\w\-])((?i:na|do|od|po|za|ze|we|ku|dla|bez|pod|nad|przy|oraz|lub|ani|czy))[ \t]+(?=\S)"
)


def tie_label_words(text: str) -> str:
    """`tie_short_words`, and a short preposition or conjunction glued to the next word as well: how a
    label of a few words breaks."""
    return _LABEL_SHORT.sub(lambda m: m.group(1) + NBSP, tie_short_words(text))


@lru_cache(maxsize=4096)
def tie_short_words(text: str) -> str:
    """Glue one-letter words to the next word, numbers to their units and an operator to the numbers
    on both sides with a no-break space; a spaced em dash becomes the en dash Polish uses.

    Worked out once per text (a build ties some 3 500 texts, half of them met before); the rules
    about numbers, signs and dashes are tried only on a text that has what they need (a digit, which
    no rule removes; a × or ·; a dash): most texts have none."""
    text = _ONE_LETTER.sub(lambda m: m.group(1) + NBSP, text)
    text = _ONE_LETTER.sub(lambda m: m.group(1) + NBSP, text)  # "i w domu": overlapping matches
    if _DIGIT.search(text):
        text = _THOUSANDS.sub(lambda m: m.group(1) + re.sub(r"[ \t]", NBSP, m.group(2)), text)
        text = _PERCENT.sub("", text)
        text = _NUMBER_UNIT.sub(lambda m: m.group(1) + NBSP, text)
        text = _NUMBER_NEXT.sub(lambda m: m.group(1) + NBSP, text)
        text = _ORDINAL_NEXT.sub(lambda m: m.group(1) + NBSP, text)
        text = _NAMED_NUMBER.sub(lambda m: m.group(1) + NBSP, text)
        text = _PRICE_FOR.sub(lambda m: m.group(1) + NBSP, text)
        if "+" in text or "−" in text:
            text = _SIGNED_AFTER.sub(NBSP, text)
        if "×" in text or "·" in text:
            text = _TIMES.sub(lambda m: NBSP + m.group(1) + NBSP, text)
            text = _UNIT_TIMES.sub(NBSP + "×" + NBSP, text)
        text = _OPERATOR.sub(lambda m: NBSP + m.group(1) + NBSP, text)
    text = _ABBREV.sub(lambda m: m.group(1) + NBSP, text)
    if "—" in text or "·" in text:  # (what the pattern can match: between two of its marks)
        text = _PATTERN_SPACE.sub(NBSP, text)  # before the em dash rule: a pattern's dash is no spaced dash
    if "→" in text or "⇒" in text:
        text = _ARROW.sub(lambda m: m.group(1) + NBSP, text)
    if "yp" in text or "yfr" in text:
        text = _NAMED_NUMERAL.sub(lambda m: m.group(1) + NBSP, text)
    if "—" in text:
        text = _EM_DASH.sub(lambda m: m.group(1) + "–", text)
    if "–" in text or "—" in text:
        text = _DASH_SPACE.sub(lambda m: NBSP + m.group(1), text)  # a dash never starts a line
        text = _DASH_REF.sub(lambda m: m.group(1) + NBSP, text)
    return text


def number(value: int | float, decimals: int | None = None) -> str:
    """20000 → '20 000', 2.5 → '2,5' (Polish: space groups thousands, comma marks decimals).

    Four-digit numbers are grouped too ('2 600'), as in the seeds' price lists, so a column of
    prices reads evenly.
    """
    if isinstance(value, bool):
        raise TypeError("expected a number, received true/false")
    if decimals is None:
        decimals = 0 if float(value).is_integer() else 1
    text = f"{abs(value):,.{decimals}f}"
    whole, _, frac = text.partition(".")
    whole = whole.replace(",", NBSP)
    sign = "−" if value < 0 else ""
    return sign + whole + ("," + frac if frac else "")


def pages_text(first: int, last: int) -> str:
    """„strona 5”, „strony 5–6”: pages of a print job as its cover and the kit's notes name them."""
    return f"strona {first}" if first == last else f"strony {first}–{last}"


def plural(count: int, one: str, few: str, many: str) -> str:
    """The Polish noun form for a count: 1 żeton, 2 żetony, 5 żetonów, 22 żetony, 12 żetonów."""
    n = abs(int(count))
    if n == 1:
        return one
    if n % 10 in (2, 3, 4) and n % 100 not in (12, 13, 14):
        return few
    return many


def percent(value: int | float) -> str:
    """30 → '30%', 12.5 → '12,5%': the sign set close up to its number, as Polish does."""
    return f"{number(value)}%"


def money(value: int | float, unit: str = "zł") -> str:
    """12000 → '12 000 zł': grouped, and the unit tied to the number."""
    return f"{number(value)}{NBSP}{unit}"


def counted(count: int, one: str, few: str, many: str) -> str:
    """'10 żetonów': the number (grouped) and the right noun form, tied by a no-break space."""
    return f"{number(count)}{NBSP}{plural(count, one, few, many)}"


def join_list(items: list[str], last: str = "i") -> str:
    """'a, b i c'."""
    items = [str(i) for i in items]
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + f" {last} " + items[-1]


def span(first: int, last: int) -> str:
    """„5”, „5–6”: a run of pages (or numbers) as every list of them prints it."""
    return str(first) if first == last else f"{first}–{last}"


def numbers_text(numbers: list[int], joined=join_list) -> str:
    """„2–5” for three or more numbers in a row, else the numbers `joined` („2 i 3”; a caption's „1, 3”)."""
    if len(numbers) > 2 and numbers == list(range(numbers[0], numbers[-1] + 1)):
        return span(numbers[0], numbers[-1])
    return joined([str(n) for n in numbers])


def with_names(title: str, names: list[str]) -> str:
    """„Fabryki, maszyny i mury” with „Pionki graczy”: „Fabryki, maszyny, mury i pionki graczy”, one list."""
    items = title.split(", ")
    items = items[:-1] + items[-1].split(" i ")
    # a title that already names a guest (a part's file titled by part_title) names it once
    names = [n[:1].lower() + n[1:] for n in names if n[:1].lower() + n[1:] not in items]
    if not names:
        return title
    return join_list(items + names)
