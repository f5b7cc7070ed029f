"""The words a kolekcjonerzy-sheet prints, from its YAML (`words:`), the one source of them: the slips'
and the arbiter's sheet say what they say in the game's folder, not in the drawing code (r28 K kit
item 1: the limit of proposals a turn at a busy table was in the rulebook and the aid, not on the
papers used while trading). A word names the numbers it prints as `{placeholders}`; the code fills them
in from the edition's facts, so an edited fact reaches every paper.

```yaml
words:
  heading: TAJNA PROPOZYCJA
  limit: "przy {busy} graczach: najwyżej {per_turn} w turze łącznie"
  arbiter_choices: [MA, NIE MA]     # the answers ringed on a slip: a list
```

Every key a sheet draws must be given, no other (`kolekcjonerzy-sheet.words`); a placeholder must be
one the sheet fills in."""

from __future__ import annotations

from string import Formatter

from generator.model.core import Component
from generator.model.findings import Findings

# the placeholders each word may use, per sheet; a list-valued word (the answers) has none
SLIPS = {
    "heading": (),
    "aside": ("title",),  # right of the heading where no limit a turn applies
    "limit": ("busy", "per_turn", "per_partner"),  # right of the heading at a busy table
    "from_pawn": (),
    "to_pawn": (),
    "give": (),
    "worth": (),
    "recorded": (),  # under the tokens given: how much of them is recorded change
    "want": (),
    "round": (),
    "number": ("per_partner", "per_turn", "busy"),
    "arbiter": (),
    "addressee": (),
    "arbiter_choices": None,
    "addressee_choices": None,
    "reminder": (),
    "guide": (),  # the print job's cover: how to cut
    "stock": (),  # the print job's cover: which paper
}
_CLOCK = ("closing", "rounds")
ARBITER = {
    "pencil": (),  # flush right over the title
    "bank": ("refill",),  # flush right on the title's line
    "players": (),
    "plan_row": (),
    "win_row": (),
    "blots_row": (),
    "blots_left_row": (),
    "rounds": (),
    "rounds_rule": ("boxes", "next"),
    "trade": ("busy", "per_turn", "per_partner"),  # the counter the arbiter ticks each turn
    "trade_end": (),
    "clock": (),
    "clock_purchase": (),
    "clock_empty": (),
    "clock_round": (),
    "clock_pawn": (),
    "clock_end": _CLOCK,
    "clock_note": _CLOCK,
    "owes": (),  # bold, the bank's field
    "owes_rule": (),  # after it on its line, down to 7 pt
    "owes_fields": (),
    "grid": (),
    "price": (),
    "wanting": (),
    "points": (),
    "points_note": ("one", "none", "start", "kept", "refill", "blot"),
    "win_note": ("percent", "owned", "max_tokens"),
    "gone": (),  # bold, the players who left the game
    "gone_fields": (),  # before the line their pawns' numbers are written on
    "gone_note": (),
}
WORDS = {"slips": SLIPS, "arbiter": ARBITER}


def check_words(component: Component, findings: Findings) -> None:
    """Every word the sheet draws is given, nothing else, each a text (a list for the answers) whose
    placeholders the sheet fills in."""
    spec = component.spec
    wanted = WORDS.get(spec.sheet)
    if wanted is None:
        if spec.words:
            findings.error(
                component.where("words"),
                f"the {spec.sheet} sheet takes no 'words'; expected them on the slips or the arbiter sheet only",
                "kolekcjonerzy-sheet.words",
            )
        return
    missing = [key for key in wanted if key not in spec.words]
    if missing:
        findings.error(
            component.where("words") if "words" in component.doc.data else component.where("sheet"),
            f"the {spec.sheet} sheet prints {len(missing)} word(s) not given: {', '.join(missing)}; "
            "expected every word it prints under 'words'",
            "kolekcjonerzy-sheet.words",
        )
    for key, value in spec.words.items():
        where = component.where("words", key)
        if key not in wanted:
            findings.error(
                where,
                f"the {spec.sheet} sheet prints no word '{key}'; expected one of: {', '.join(wanted)}",
                "kolekcjonerzy-sheet.words",
            )
            continue
        allowed = wanted[key]
        if allowed is None:
            if not isinstance(value, list) or not value or not all(isinstance(v, str) and v for v in value):
                findings.error(
                    where, f"'{key}' is a list of answers; expected a list of texts", "kolekcjonerzy-sheet.words"
                )
            continue
        if not isinstance(value, str) or not value.strip():
            findings.error(where, f"'{key}' is a text; expected a non-empty text", "kolekcjonerzy-sheet.words")
            continue
        try:
            names = [name for _, name, _, _ in Formatter().parse(value) if name is not None]
        except ValueError as exc:
            findings.error(where, f"'{key}': {exc}; expected {{name}} placeholders", "kolekcjonerzy-sheet.words")
            continue
        unknown = [n for n in names if n not in allowed]
        if unknown:
            known = ", ".join(f"{{{n}}}" for n in allowed) or "none"
            findings.error(
                where,
                f"'{key}' uses the placeholder {{{unknown[0]}}}, which this word cannot fill in; expected: {known}",
                "kolekcjonerzy-sheet.words",
            )


def words(spec, values: dict) -> dict:
    """The sheet's words with their placeholders filled in from `values` (lists as they are)."""
    return {key: value.format(**values) if isinstance(value, str) else list(value) for key, value in spec.words.items()}
