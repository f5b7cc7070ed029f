"""Fuzzing what validates against what a build then needs: `decisions:` Jinja text, image decks'
size, bleed and made bleed, and file-name fields holding a NUL or a link in or out of the game's
folder. Property: the command ends with 0 or 1 (never 3, never a traceback), within a bounded address
space (the process's own soft RLIMIT_AS is lowered for each case, so a runaway allocation fails the
case, not the machine) and a bounded time. Small, derandomized budget; a longer run:
    DRUKARNIA_FUZZ_EXAMPLES=500 python -m pytest tests/test_fuzz_bounds.py -q -n 0
"""

from __future__ import annotations

import contextlib
import os
import re
import resource
import shutil
import time
from pathlib import Path

import pytest
from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PIL import Image

from generator.cli import cli

EXAMPLES = int(os.environ.get("DRUKARNIA_FUZZ_EXAMPLES", "25"))
FUZZ = settings(
    max_examples=EXAMPLES,
    derandomize=True,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
HEADROOM = 1_000_000_000  # bytes of address space one case may add to the process
SECONDS = 25  # one case, the template clock (20 s) included
FINDING = re.compile(r"^\S.*:\d+:\d+: (error|notice): .+ \[[a-z0-9][a-z0-9.-]*\]$")


@contextlib.contextmanager
def bounded_memory():
    """The process's address space limited to what it uses now plus HEADROOM, for one case."""
    soft, hard = resource.getrlimit(resource.RLIMIT_AS)
    used = int(re.search(r"VmSize:\s+(\d+) kB", Path("/proc/self/status").read_text())[1]) * 1024
    limit = used + HEADROOM if hard == resource.RLIM_INFINITY else min(used + HEADROOM, hard)
    resource.setrlimit(resource.RLIMIT_AS, (limit, hard))
    try:
        yield
    finally:
        resource.setrlimit(resource.RLIMIT_AS, (soft, hard))


def command(*args: str):
    """`drukarnia ARGS` in this process, bounded; its result, checked for the property."""
    started = time.monotonic()
    with bounded_memory():
        result = CliRunner().invoke(cli, list(args))
    assert time.monotonic() - started < SECONDS, args
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        raise AssertionError(f"crash: {result.exception!r}\n{result.output}") from result.exception
    assert result.exit_code in (0, 1), result.output
    assert "Traceback" not in result.output and "internal error" not in result.output
    for line in result.output.splitlines():
        if ": error: " in line or ": notice: " in line:
            assert FINDING.match(line), line
    return result


def _yaml_text(text: str) -> str:
    """`text` as a YAML double-quoted scalar (a NUL written as the escape YAML knows)."""
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\0", "\\0").replace("\n", "\\n") + '"'


# --- decisions: Jinja text -----------------------------------------------------------------------

FRAGMENTS = [
    "{{ game.players.max }}",
    "{{ 'x'.zfill(N) }}",
    "{{ 'x'.ljust(N) }}",
    "{{ 'x'.rjust(N, '-') }}",
    "{{ 'x'.center(N) }}",
    "{{ '%Ns' % 'x' }}",
    "{{ '%.Nf' % 1 }}",
    "{{ '{:>N}'.format('x') }}",
    "{{ '{0:{1}}'.format('x', N) }}",
    "{{ 'a\\tb'.expandtabs(N) }}",
    "{{ 'ab' * N }}",
    "{{ [0] * N }}",
    "{{ 2 ** N }}",
    "{% set l = [1] %}{% for i in range(N) %}{{ l.extend(l) }}{% endfor %}",
    "{% set l = [] %}{% for i in range(N) %}{{ l.append(i) }}{% endfor %}",
    "{% set n = namespace(s='ab') %}{% for i in range(N) %}{% set n.s = n.s ~ n.s %}{% endfor %}",
    "{% for a in range(N) %}{% for b in range(N) %}{% for c in range(N) %}.{% endfor %}{% endfor %}{% endfor %}",
    "{% macro m(k) %}{{ m(k) }}{{ m(k) }}{% endmacro %}{{ m(1) }}",
    "{{ ('x' * 1000) | replace('x', 'yyyy') | replace('y', 'zzzz') }}",
    "{{ 'x' | indent(N) }}",
    "{{ range(N) | list | join(',') }}",
    "{{ [[[0] * 1000] * 1000] * N }}",
    "{{ ''.join(['ab'] * N) }}",
    "{{ [1] | batch(N, 'x') | list }}",
    "{{ 'a b' | wordwrap(N) }}",
    "{{ 'x'.__class__ }}",
    "{% for",
    "}}",
]


def _decisions_game(root: Path, decision: str, template: str) -> Path:
    components = root / "components"
    game = components / "talia"
    shutil.rmtree(root, ignore_errors=True)
    game.mkdir(parents=True)
    (root / "templates" / "talia").mkdir(parents=True)
    (root / "templates" / "talia" / "rulebook.md.j2").write_text(
        "# Zasady\n\n{% for d in decisions %}{{ d.topic }}: {{ d.decision }}\n{% endfor %}\n", encoding="utf-8"
    )
    (game / "game.yaml").write_text(
        "kind: game\nid: talia\ntitle: Talia\nplayers: {min: 2, max: 4}\n"
        f"decisions:\n  - topic: Próba\n    decision: {_yaml_text(decision)}\n",
        encoding="utf-8",
    )
    (game / "zasady.yaml").write_text(f"kind: rulebook\ntemplate: {_yaml_text(template)}\n", encoding="utf-8")
    return components


TEMPLATE_NAMES = st.sampled_from(
    ["talia/rulebook.md.j2", "talia/rule\0book.md.j2", "../../../etc/passwd", "/etc/passwd", "talia/link.md.j2"]
)


@FUZZ
@given(
    parts=st.lists(st.sampled_from(FRAGMENTS), min_size=1, max_size=3),
    n=st.sampled_from([0, 2, 40, 999, 10**4, 10**5, 10**7, 2 * 10**9]),
    noise=st.text(alphabet="{}%#'\"|~*.()[]x0\n", max_size=6),
    template=TEMPLATE_NAMES,
)
def test_decision_texts_validate_within_bounds(tmp_path_factory, parts, n, noise, template):
    root = tmp_path_factory.mktemp("decisions")
    text = "Tekst " + "".join(parts).replace("N", str(n)) + noise
    components = _decisions_game(root, text, template)
    (root / "templates" / "talia" / "link.md.j2").symlink_to("/etc/passwd")
    result = command("validate", "--components", str(components))
    assert "root:" not in result.output


# --- image decks: size, bleed, made bleed, file names ----------------------------------------------

SIZES = st.sampled_from(["1x1mm", "5x5mm", "63x88mm", "0.5x300mm", "280x190mm"])
BLEEDS = st.sampled_from(["0mm", "0.1mm", "3mm", "10mm"])
PIXELS = st.sampled_from([(1, 1), (8, 8), (64, 90), (1024, 1024), (4000, 16)])
NAMES = st.sampled_from(
    ["art/01.png", "art/0\0 1.png", "../outside.png", "/etc/passwd", "art", "inside-link.png", "outside-link.png"]
)


@FUZZ
@given(size=SIZES, bleed=BLEEDS, make_bleed=BLEEDS, pixels=PIXELS, front=NAMES, back=NAMES)
def test_image_decks_validate_and_build_within_bounds(tmp_path_factory, size, bleed, make_bleed, pixels, front, back):
    root = tmp_path_factory.mktemp("deck")
    game = root / "components" / "talia"
    (game / "art").mkdir(parents=True)
    (game / "game.yaml").write_text("kind: game\nid: talia\ntitle: Talia\nplayers: {min: 2, max: 4}\n", "utf-8")
    Image.new("RGB", pixels, "#336699").save(game / "art" / "01.png")
    Image.new("RGB", pixels, "#993366").save(root / "outside.png")
    (game / "inside-link.png").symlink_to(game / "art" / "01.png")
    (game / "outside-link.png").symlink_to(root / "outside.png")
    bleeds = f"bleed: {bleed}\n" + (f"make_bleed: {make_bleed}\n" if make_bleed != "0mm" else "")
    (game / "karty.yaml").write_text(
        f"kind: image-cards\ntitle: Karty\nsize: {size}\n{bleeds}"
        f"fronts:\n  - {{image: {_yaml_text(front)}, count: 2}}\nback: {_yaml_text(back)}\n",
        encoding="utf-8",
    )
    result = command("validate", "--components", str(root / "components"))
    if result.exit_code == 0:
        command("build", "--components", str(root / "components"), "--out", str(root / "out"), "--no-cache")


@pytest.mark.parametrize("make_bleed, pixels", [("10mm", (1024, 1024)), ("3mm", (4096, 4096))])
def test_the_worst_bleeds_are_refused_before_a_build(tmp_path, make_bleed, pixels):
    game = tmp_path / "components" / "talia"
    (game / "art").mkdir(parents=True)
    (game / "game.yaml").write_text("kind: game\nid: talia\ntitle: Talia\nplayers: {min: 2, max: 4}\n", "utf-8")
    Image.new("RGB", pixels, "#336699").save(game / "art" / "01.png")
    (game / "karty.yaml").write_text(
        f"kind: image-cards\ntitle: Karty\nsize: 1x1mm\nmake_bleed: {make_bleed}\nfronts: art/*.png\n", "utf-8"
    )
    result = command("build", "--components", str(tmp_path / "components"), "--out", str(tmp_path / "out"))
    assert result.exit_code == 1 and "[image.too-large]" in result.output
