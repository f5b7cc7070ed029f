"""Art Society's score pad checked against the rules: a row for every way to score, a column for every
player (rules.py calls it with the game's other checks)."""

from __future__ import annotations

import difflib
import re

from generator.games.art_society.facts import FACTS, SCORE_ROWS, THEME_NAMES, TIE_ROW
from generator.model.core import Component, Game
from generator.model.findings import Findings


def check_score_pad(game: Game, form: Component, findings: Findings) -> None:
    """The score pad has a row for every scoring rule (the tie row when ties go to covered cells) and a
    column for every player."""
    rows = [
        (("pages", pi, "sections", si, "row_labels", k), label)
        for pi, page in enumerate(form.spec.pages)
        for si, section in enumerate(page.sections)
        for k, label in enumerate(section.row_labels)
    ]
    listed = next((keypath[:-1] for keypath, _ in rows), ("pages",))
    names = [THEME_NAMES.get(theme, theme) for theme in game.facts["themes"]]
    known = names + [word for word, _, _ in SCORE_ROWS] + [TIE_ROW]
    for name in names:
        if any(label.lower().startswith(name) for _, label in rows):
            continue
        # a row that names no known score is probably this theme's row, mistyped
        loose = [
            (keypath, label)
            for keypath, label in rows
            if not any(word in label.lower() for word in known)  # a theme row is its name alone since r35
        ]
        close = [
            (difflib.SequenceMatcher(None, name, label.split(":")[0].strip().lower()).ratio(), keypath)
            for keypath, label in loose
        ]
        best = max(close, default=(0.0, None))
        where = form.where(*best[1]) if best[0] >= 0.6 else form.where(*listed)
        findings.error(
            where,
            f"the score pad has no row for the theme '{name}' (every painting scores the value "
            "of its theme's prestige marker)",
            "art-society.score-pad",
        )
    for word, fact, what in SCORE_ROWS:
        points = game.facts[fact]
        found = [(keypath, label) for keypath, label in rows if word in label.lower()]
        if not found:
            findings.error(
                form.where(*listed),
                f"the score pad has no row for {what} ({points:+d} points; {FACTS[fact].source})",
                "art-society.score-pad",
            )
            continue
        keypath, label = found[0]
        tail = label.rsplit(":", 1)[-1]
        figures = [int(n) for n in re.findall(r"\d+", tail)]
        negative = any(sign in tail for sign in "−-–")
        if abs(points) not in figures or negative != (points < 0):
            findings.error(
                form.where(*keypath),
                f"score pad row '{label}': {what} scores {points:+d} points ({FACTS[fact].source})",
                "art-society.score-pad",
            )
    if game.facts["tie-break-cells"] and not any(TIE_ROW in label.lower() for _, label in rows):
        findings.error(
            form.where(*listed),
            f"the score pad has no row for the covered cells ('{TIE_ROW.capitalize()} …'); in this edition a tie "
            "for the most points goes to more covered cells (game.yaml edition: tie-break-cells)",
            "art-society.score-pad",
        )
    _check_columns(game, form, names, findings)
    footer = (getattr(form.spec, "footer", "") or "").lower()
    if "remis" in footer and ("pól" in footer) != bool(game.facts["tie-break-cells"]):
        rule = "goes to more covered cells" if game.facts["tie-break-cells"] else "is a shared win"
        findings.error(
            form.where("footer"),
            f"the score pad's footer states another tie-break: in this edition a tie "
            f"for the most points {rule} (game.yaml edition: tie-break-cells)",
            "art-society.score-pad",
        )


def _check_columns(game: Game, form: Component, names: list[str], findings: Findings) -> None:
    """Every row holds what a full table writes: a column for each of up to players.max players, and
    where the theme rows are, a cell per player for the theme's paintings in the direct view (each
    scores its theme's value once more, so a theme's points need them)."""
    most = game.spec.players.max
    for pi, page in enumerate(form.spec.pages):
        for si, section in enumerate(page.sections):
            where = form.where("pages", pi, "sections", si, "columns")
            if len(section.columns) < most:
                findings.error(
                    where,
                    f"score pad section '{section.title}' has {len(section.columns)} player column(s); "
                    f"a game of up to {most} players writes one for each",
                    "art-society.score-pad",
                )
            if not any(label.lower().startswith(name) for label in section.row_labels for name in names):
                continue
            for ci, column in enumerate(section.columns):
                if not any("widok" in leaf.title.lower() for leaf in column.columns):
                    findings.error(
                        form.where("pages", pi, "sections", si, "columns", ci),
                        f"score pad section '{section.title}': '{column.title}' has no cell for the theme's "
                        "paintings in the direct view (each scores its theme's value once more)",
                        "art-society.score-pad",
                    )
                    break
