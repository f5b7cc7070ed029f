"""Merged files (zestaw.pdf and the print jobs) have a sound page tree: every page's /Parent is the
/Pages node that lists it, and every copy of a part is a page of its own (viewers that do not
rebuild a damaged file show and print exactly these pages)."""

from __future__ import annotations

from pypdf import PdfReader
from pypdf.generic import IndirectObject


def _check_tree(path) -> int:
    reader = PdfReader(str(path), strict=True)
    root = reader.trailer["/Root"]["/Pages"]
    seen = set()

    def walk(node_ref, parent_ref) -> int:
        node = node_ref.get_object()
        if node["/Type"] == "/Pages":
            count = sum(walk(kid, node_ref) for kid in node["/Kids"])
            assert node["/Count"] == count, f"{path}: /Count {node['/Count']} but {count} pages below"
            return count
        assert node["/Type"] == "/Page", f"{path}: a kid of type {node['/Type']}"
        assert node.raw_get("/Parent").idnum == parent_ref.idnum, (
            f"{path}: page {node_ref.idnum} names the wrong /Parent"
        )
        assert node_ref.idnum not in seen, f"{path}: page object {node_ref.idnum} listed twice"
        seen.add(node_ref.idnum)
        return 1

    top = reader.trailer["/Root"].raw_get("/Pages")
    assert isinstance(top, IndirectObject)
    return walk(top, top) if root["/Type"] == "/Pages" else 0


def test_kits_and_print_jobs_have_sound_page_trees(bundled_kit):
    merged = sorted(bundled_kit.glob("*/zestaw.pdf")) + sorted(bundled_kit.glob("*/druk/*.pdf"))
    assert len(merged) >= 4 + 4 * 3  # a kit and at least three print jobs per game
    for path in merged:
        assert _check_tree(path) == len(PdfReader(str(path)).pages)
