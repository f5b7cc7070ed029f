"""Blocks kept together by the markup (r36 Art Society rulebook minor 2: „Przykład punktacji”, its heading and
lead-in on p. 8, its second table on p. 9): `![](keep:NAME)` … `![](keep-end:NAME)` hold what stands between them
on one page where it fits and moving it leaves at most 30 % of the page empty, as every group of the book
(flow.kept, flow.Together); marks that do not pair are the markup's error."""

from __future__ import annotations

import io

from pypdf import PdfReader

from generator.rulebook import markup as md

from .test_typography import pdf_of

FILLER = "Akapit o zasadach gry, który wypełnia stronę. "
EXAMPLE = (
    "## Przykład\n\nPodliczmy punkty gracza. W części „Tematy”:\n\n"
    + "| Temat | pkt |\n|---|--:|\n"
    + "".join(f"| temat {n} | {n} |\n" for n in range(1, 6))
    + "\nRamy powieszonych obrazów dają komplet. W części „Premie”:\n\n"
    + "| Za co | pkt |\n|---|--:|\n"
    + "".join(f"| premia {n} | {n * 8} |\n" for n in range(1, 8))
)


def _pages(text: str) -> list[str]:
    return [p.extract_text() for p in PdfReader(io.BytesIO(pdf_of(text))).pages]


def test_a_kept_example_stays_on_one_page_where_the_loose_one_is_torn():
    torn = kept = 0
    for paragraphs in range(62, 76):  # the example starts lower and lower on the first page
        body = "# Rozdział\n\n" + "\n\n".join([FILLER] * paragraphs) + "\n\n"
        loose = _pages(body + EXAMPLE)
        held = _pages(body + "![](keep:przyklad)\n\n" + EXAMPLE + "\n![](keep-end:przyklad)\n")
        where = {
            i for i, t in enumerate(held) for word in ("Przykład", "Podliczmy", "temat 5", "premia 7") if word in t
        }
        assert len(where) == 1, paragraphs
        torn += len({i for i, t in enumerate(loose) if "Przykład" in t or "premia 7" in t}) > 1
        kept += 1
    assert torn and kept  # without the marks some of these pages tore the example


def test_unpaired_keep_marks_are_errors():
    for text in (
        "![](keep:a)\n\nTekst.\n",
        "Tekst.\n\n![](keep-end:a)\n",
        "![](keep:a)\n\n![](keep:b)\n\n![](keep-end:b)\n\n![](keep-end:a)\n",
        "![](keep:a)\n\nTekst.\n\n![](keep-end:b)\n",
    ):
        _, problems = md.parse(text)
        assert [p.rule for p in problems] and all(p.rule == "rulebook.keep" for p in problems), text
    _, problems = md.parse("![](keep:a)\n\nTekst.\n\n![](keep-end:a)\n")
    assert problems == []
