"""Every row of every game's checklist, every pile under a row and the spares' row name the print job and
the pages that print them (kit review r30, AS minor 2: „prestiż – 4 szt.” and „5 × zapasowe” said no
pages, so a lost prestige marker meant hunting through the card sheets): a row without pages is a fault.
Read from the rows the kit prints, built from the bundled kit's outputs as the build plans its jobs."""

from __future__ import annotations

from generator.build.checklist import SPARES_LINE, checklist_rows
from generator.build.printplan import plan_jobs
from generator.build.recipe import BuildOptions
from generator.validate.run import load_and_validate

from .conftest import COMPONENTS


def _rows(bundled_build):
    _, result = bundled_build
    project, _ = load_and_validate(COMPONENTS, None)
    for game in project.games.values():
        outputs = [o for o in result.outputs if o.game == game.id]
        jobs = tuple(plan_jobs(game, outputs, BuildOptions()))
        yield game.id, checklist_rows(game, jobs, outputs)


def test_every_checklist_row_and_pile_says_where_it_prints(bundled_build):
    missing, rows_seen, spares_seen = [], 0, 0
    for game, rows in _rows(bundled_build):
        for row in rows:
            rows_seen += 1
            spares_seen += row.title.startswith(SPARES_LINE)
            if not row.where:
                missing.append((game, row.title))
            if row.piles and len(row.pile_where) != len(row.piles):
                missing += [(game, row.title, pile) for pile, _ in row.piles[len(row.pile_where) :]]
            missing += [(game, row.title, pile) for (pile, _), where in zip(row.piles, row.pile_where) if not where]
    assert rows_seen >= 20 and spares_seen >= 2
    assert not missing, missing


def test_art_society_s_prestige_markers_and_spares_point_at_their_lollipop_sheets(bundled_build):
    """The game's strip of prestige markers and its gavel lie on the second lollipop sheet, the spare strip
    and gavel on the first: the rows say so, each sheet's pages."""
    rows = dict(_rows(bundled_build))["art-society"]
    lollipops = next(row for row in rows if row.title.startswith("Lizaki"))
    where = dict(zip((pile for pile, _ in lollipops.piles), lollipops.pile_where))
    spares = next(row for row in rows if row.title.startswith(SPARES_LINE))
    # the candies-only sheet beside the kit has none of them: the row says so (r38 AS minor 3), naming that sheet
    # by its printed title, and says what the spares are: the game's piles they copy (r44 AS minor 6: „(brak
    # w osobnym wydruku)” named no sheet and no piece)
    assert spares.title == SPARES_LINE
    assert spares.note == "nie ma ich na osobnym arkuszu „Cukierki, znaczniki prestiżu i młotek”"
    assert spares.piles == (("prestiż", 4), ("młotek", 1)) and sum(n for _, n in spares.piles) == spares.count
    assert spares.pile_where == (spares.where, spares.where)
    assert where["prestiż"] == where["młotek"] == where["Mięta"]
    assert spares.where == where["Wiśnia"] != where["prestiż"]
