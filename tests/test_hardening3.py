"""Hardening round 3 (issue 37): what validates is safe to build, every file stays in its folder.

Each case by its exact message and exit code; where memory or time is at stake the command runs in
its own process under `prlimit --as` and `timeout`, so a regression fails the test instead of the
machine."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest
from click.testing import CliRunner
from PIL import Image

from generator.cli import cli

from .conftest import add_house_rule, at, line_of, replace_in

MEMORY = str(1_500_000_000)  # bytes of address space a hostile case may use (a clean validate needs ~0.3 GB)


def run(*args: str):
    return CliRunner().invoke(cli, list(args))


def errors(output: str) -> list[str]:
    return [line for line in output.splitlines() if ": error: " in line]


def bounded(args: list[str], cwd: Path, seconds: int = 60, **env: str) -> subprocess.CompletedProcess:
    """`drukarnia ARGS` in its own process, its memory and time bounded."""
    return subprocess.run(
        ["prlimit", f"--as={MEMORY}", "timeout", str(seconds), sys.executable, "-m", "generator", *args],
        capture_output=True,
        text=True,
        cwd=cwd,
        env={**os.environ, "DRUKARNIA_NO_CACHE": "1", **env},
        timeout=seconds + 30,
    )


# --- 1. a decision's Jinja text gets the templates' limits, in any thread -------------------------

HOSTILE_DECISIONS = [
    ("{{ 'x'.zfill(2000000000) }}", "zfill() would make 2000000000 characters or items; at most 1000000"),
    ("{{ 'x'.ljust(2000000000) }}", "ljust() would make 2000000000 characters or items; at most 1000000"),
    ("{{ 'x'.center(2000000000) }}", "center() would make 2000000000 characters or items; at most 1000000"),
    ("{{ 'a\\tb'.expandtabs(2000000000) }}", "expandtabs() would make 2000000003 characters or items; at most 1000000"),
    ("{{ '%2000000000s' % 'x' }}", "a format width of 10000 or more characters"),
    ("{{ '{:>2000000000}'.format('x') }}", "a format width of 10000 or more characters"),
    ("{{ '{0:{1}}'.format('x', 2000000000) }}", "a format width of 10000 or more characters"),
    ("{{ 'ab' * 2000000000 }}", "text of 4000000000 characters; a rulebook template may make at most 1000000"),
    ("{{ [1, 2] * 2000000000 }}", "text of 4000000000 characters; a rulebook template may make at most 1000000"),
    (
        "{% set l = [1] %}{% for i in range(40) %}{% if l.extend(l) %}{% endif %}{% endfor %}",
        "extend() would make 1048576 characters or items; at most 1000000",
    ),
    (
        "{% set l = [] %}{% for i in range(10000) %}{% for j in range(10000) %}{% if l.append(i) %}{% endif %}"
        "{% endfor %}{% endfor %}",
        "loops took more than 200000 steps in all",
    ),
    (
        "{% set n = namespace(s='ab') %}{% for i in range(60) %}{% set n.s = n.s ~ n.s %}{% endfor %}",
        "text of 1048576 characters; a rulebook template may make at most 1000000",
    ),
    (
        "{% set n = namespace(l=[1]) %}{% for i in range(60) %}{% set n.l = n.l + n.l %}{% endfor %}",
        "text of 1048576 characters; a rulebook template may make at most 1000000",
    ),
    (
        "{% for a in components.obrazy.starting %}{% for b in components.obrazy.starting %}"
        "{% for c in components.obrazy.starting %}{% for d in components.obrazy.starting %}"
        "{% for e in components.obrazy.starting %}{% for f in components.obrazy.starting %}"
        "{% for g in components.obrazy.starting %}x{% endfor %}{% endfor %}{% endfor %}{% endfor %}"
        "{% endfor %}{% endfor %}{% endfor %}",
        "loops took more than 200000 steps in all",
    ),
    ("{{ [[[0] * 1000] * 1000] * 1000 }}", "text of 1000014 characters; a rulebook template may make at most 1000000"),
    ("{{ 'ab'.translate({97: 'x' * 1000}) }}", None),
]


def _hostile_decision(components: Path, text: str) -> tuple[Path, str]:
    """game.yaml of Art Society with one more decision holding `text`; the decision's location."""
    game = components / "art-society" / "game.yaml"
    quoted = text.replace("\\", "\\\\").replace('"', '\\"')
    replace_in(game, "decisions:\n", f'decisions:\n  - topic: Atak\n    decision: "{quoted}"\n')
    return game, at(game, '    decision: "{', '"')


@pytest.mark.parametrize("text, message", HOSTILE_DECISIONS, ids=[str(i) for i in range(len(HOSTILE_DECISIONS))])
def test_a_decision_text_gets_the_limits_of_a_template(components, tmp_path, text, message):
    game, where = _hostile_decision(components, text)
    result = bounded(["validate", "--components", str(components), "art-society"], tmp_path)
    assert result.returncode == 1, result.stderr + result.stdout
    assert "Traceback" not in result.stderr
    if message is None:  # a method the sandbox refuses outright
        expected = (
            f"{where}: error: decision 'Atak': not allowed in a rulebook template: access to attribute "
            "'translate' of 'str' object is unsafe. [rulebook.unsafe]"
        )
    else:
        expected = f"{where}: error: decision 'Atak': template does too much work: {message} [rulebook.limit]"
    assert expected.replace(str(components.parent) + "/", "") in errors(result.stdout)


def test_a_template_running_past_its_time_is_stopped_in_any_thread(tmp_path, monkeypatch):
    """serve renders on worker threads: the clock is read by the sandbox, not delivered as SIGALRM."""
    from generator.rulebook import limits
    from generator.rulebook.template import TemplateProblem, render_template

    monkeypatch.setattr(limits, "MAX_SECONDS", 1)
    (tmp_path / "slow.md.j2").write_text(
        "{% for i in range(10000) %}{{ range(10000) | list | sort | length }}{% endfor %}", encoding="utf-8"
    )
    caught: list[BaseException] = []

    def render() -> None:
        try:
            render_template(tmp_path, "slow.md.j2", {})
        except TemplateProblem as problem:
            caught.append(problem)

    started = time.monotonic()
    worker = threading.Thread(target=render)
    worker.start()
    worker.join(timeout=30)
    assert not worker.is_alive()
    assert time.monotonic() - started < 10
    [problem] = caught
    assert (problem.message, problem.rule) == (
        "template does too much work: rendering took more than 1 s",
        "rulebook.limit",
    )


def test_a_render_slowed_by_a_busy_machine_is_not_stopped(tmp_path, monkeypatch):
    """The limit is the render's own work (its thread's processor time), not the wall clock: a render that waits
    longer than the limit while doing little is no runaway template (a build at the lowest priority beside the
    test suite reported the print chapter as „too much work”)."""
    from generator.rulebook import limits
    from generator.rulebook.template import render_template

    monkeypatch.setattr(limits, "MAX_SECONDS", 1)
    (tmp_path / "wait.md.j2").write_text("{{ wait() }}, done", encoding="utf-8")

    def wait() -> str:  # the machine's other work, as the render sees it: time passes, none of it the render's
        time.sleep(1.5)
        return "waited"

    assert render_template(tmp_path, "wait.md.j2", {"wait": wait}).strip() == "waited, done"


def test_a_real_rulebook_stays_far_within_the_limits(components, in_tmp):
    result = run("validate", "--components", str(components))
    assert result.exit_code == 0, result.output


# --- 1. image-cards: the pixels a made bleed grows an image to are bounded at validate -------------


def _deck(tmp_path: Path, size: str, make_bleed: str, pixels: tuple[int, int]) -> Path:
    game = tmp_path / "components" / "talia"
    (game / "art").mkdir(parents=True)
    (game / "game.yaml").write_text("kind: game\nid: talia\ntitle: Talia\nplayers: {min: 2, max: 4}\n", "utf-8")
    Image.new("RGB", pixels, "#336699").save(game / "art" / "01.png")
    (game / "karty.yaml").write_text(
        f"kind: image-cards\ntitle: Karty\nsize: {size}\nmake_bleed: {make_bleed}\nfronts: art/*.png\n", "utf-8"
    )
    return game / "karty.yaml"


@pytest.mark.parametrize("command", [["validate"], ["build", "--out", "out"]])
def test_a_made_bleed_growing_an_image_past_the_limit_is_a_finding(tmp_path, command):
    deck = _deck(tmp_path, "1x1mm", "10mm", (1024, 1024))
    result = bounded([*command, "--components", "components"], tmp_path)
    assert result.returncode == 1, result.stderr
    assert errors(result.stdout + result.stderr) == [
        f"components/talia/karty.yaml:{line_of(deck, 'fronts:')}:9: error: image 'art/01.png' of 1024 × 1024 pixels "
        "grows to 21504 × 21504 pixels with a 10 mm bleed made around a 1 × 1 mm card; the limit is 16777216 pixels "
        "(make the bleed smaller or the image smaller) [image.too-large]"
    ]
    assert not (tmp_path / "out" / "talia" / "karty.pdf").exists()


def test_a_made_bleed_within_the_limit_builds(tmp_path):
    _deck(tmp_path, "63x88mm", "3mm", (630, 880))
    result = bounded(["build", "--out", "out", "--components", "components"], tmp_path)
    assert result.returncode == 0, result.stderr
    assert (tmp_path / "out" / "talia" / "karty.pdf").is_file()


# --- 2. game.yaml follows the rule every file read follows -----------------------------------------


def test_game_yaml_linked_out_of_its_folder_is_refused_and_not_quoted(components, in_tmp):
    game = components / "rynek" / "game.yaml"
    outside = in_tmp / "elsewhere.yaml"
    shutil.copy(game, outside)  # a valid game file: loaded silently before
    with outside.open("a", encoding="utf-8") as handle:
        handle.write("# SECRET-LINE\n")
    game.unlink()
    game.symlink_to(outside)
    for command in (["validate"], ["build", "--out", str(in_tmp / "out")], ["export", "--to", "pdf"]):
        result = run(*command, "--components", str(components), "rynek")
        assert result.exit_code == 1, result.output
        assert errors(result.output) == [
            "components/rynek/game.yaml:1:1: error: file is a link to elsewhere.yaml outside the game's folder "
            "[paths.outside]"
        ]
        assert "SECRET-LINE" not in result.output
    game.unlink()
    game.symlink_to("/etc/passwd")
    result = run("validate", "--components", str(components), "rynek")
    assert errors(result.output) == [
        "components/rynek/game.yaml:1:1: error: file is a link to /etc/passwd outside the game's folder [paths.outside]"
    ]
    assert "root" not in result.output


def test_serve_shows_no_source_of_a_file_that_broke_the_rule(tmp_path):
    from generator import serve

    folder = tmp_path / "components" / "talia"
    folder.mkdir(parents=True)
    outside = tmp_path / "outside.yaml"
    outside.write_text("kind: game\nid: talia\ntitle: Talia\nplayers: {min: 2, max: 4}\n# SECRET-LINE\n", "utf-8")
    (folder / "game.yaml").symlink_to(outside)
    server, stop = serve.start(tmp_path / "components", None, "127.0.0.1", 0, check_host=False)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_address[1]}"
    try:
        deadline = time.monotonic() + 30
        page = ""
        while "paths.outside" not in page and time.monotonic() < deadline:
            page = urllib.request.urlopen(url + "/", timeout=10).read().decode("utf-8")
            time.sleep(0.2)
        assert "file is a link to" in page and "SECRET-LINE" not in page
        with pytest.raises(urllib.error.HTTPError) as answer:
            urllib.request.urlopen(url + "/source/talia/game", timeout=10)
        assert answer.value.code == 404
        assert b"SECRET-LINE" not in answer.value.read()
    finally:
        server.shutdown()
        stop(exiting=False)  # the test process goes on


# --- 6. smaller items --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "jobs, message",
    [
        ("abc", "Error: Invalid value for '--jobs' / '-j': 'abc' is not a valid integer range."),
        ("65", "Error: Invalid value for '--jobs' / '-j': 65 is not in the range 0<=x<=64."),
    ],
)
def test_a_bad_jobs_value_is_a_usage_error_also_when_nothing_changed(tmp_path, jobs, message):
    cache = {"DRUKARNIA_NO_CACHE": "", "DRUKARNIA_CACHE_DIR": str(tmp_path / "cache")}
    shutil.copytree(Path(__file__).parent.parent / "components" / "rynek", tmp_path / "components" / "rynek")
    first = bounded(["build", "rynek", "--components", "components", "--out", "out"], tmp_path, 120, **cache)
    assert first.returncode == 0, first.stderr
    again = bounded(["build", "rynek", "--components", "components", "--out", "out"], tmp_path, **cache)
    assert again.returncode == 0 and "0 new or changed" in again.stdout  # the no-change path answers
    result = bounded(
        ["build", "rynek", "--components", "components", "--out", "out", "--jobs", jobs], tmp_path, **cache
    )
    assert result.returncode == 2
    assert result.stderr.strip().splitlines()[-1] == message


def test_players_min_above_max_is_a_finding(components, in_tmp):
    game = components / "rynek" / "game.yaml"
    text = game.read_text(encoding="utf-8")
    players = re.search(r"players: \{min: \d+, max: \d+\}", text)
    assert players, "rynek's game.yaml names its players on one line"
    replace_in(game, players.group(0), "players: {min: 4, max: 2}")
    result = run("validate", "--components", str(components), "rynek")
    assert result.exit_code == 1
    assert (
        f"{at(game, 'players:', '{')}: error: 'players': min 4 is more than max 2; expected min ≤ max "
        "[schema.value-error]"
    ) in errors(result.output)


@pytest.mark.parametrize(
    "game, fact, high",
    [
        ("kolekcjonerzy", "bank-refill", "10 000 000"),
        ("przekret", "property-pages", "20"),
        ("przekret", "chance-front-pages", "20"),
    ],
)
def test_a_house_rule_of_zero_for_a_divisor_is_reported_at_the_rule(components, in_tmp, game, fact, high):
    path = add_house_rule(components, game, f"{{fact: {fact}, value: 0, reason: próba}}")
    result = run("validate", "--components", str(components), game)
    assert result.exit_code == 1
    assert errors(result.output) == [
        f"{at(path, f'fact: {fact}, value: 0', '0,')}: error: house rule sets {fact} to 0; expected a whole number "
        f"from 1 to {high} [{game}.house-rule-value]"
    ]


@pytest.mark.parametrize(
    "line, message",
    [
        ("extra: !mytag 3", "could not determine a constructor for the tag '!mytag'"),
        (
            "extra: !!python/object:os.system 3",
            "could not determine a constructor for the tag 'tag:yaml.org,2002:python/object:os.system'",
        ),
    ],
)
def test_a_custom_yaml_tag_is_reported_at_the_tag(components, in_tmp, line, message):
    game = components / "rynek" / "game.yaml"
    with game.open("a", encoding="utf-8") as handle:
        handle.write(line + "\n")
    result = run("validate", "--components", str(components), "rynek")
    assert result.exit_code == 1
    assert errors(result.output) == [f"{at(game, line, '!')}: error: YAML value error: {message} [yaml.value]"]


# --- 7. every piece is drawn from the game's state, house rules applied ------------------------------


def _raise_lease(components: Path) -> None:
    """Lease prices at 20 % of each property's value, as a lease-percent of 20 asks."""
    properties = components / "przekret" / "posesje.yaml"
    text = re.sub(
        r"value: (\d+), lease: \d+", lambda m: f"value: {m[1]}, lease: {int(m[1]) // 5}", properties.read_text()
    )
    properties.write_text(text, encoding="utf-8")
    add_house_rule(components, "przekret", "{fact: lease-percent, value: 20, reason: próba}")


def _start_bonus(components: Path) -> None:
    replace_in(components / "przekret" / "game.yaml", "  start-bonus: 3000", "  start-bonus: 4500")


KINDS_WITH_FACTS = [
    # game, component, kind: how the game state changes, what its pieces then print
    (
        "rynek",
        "karty",
        lambda c: add_house_rule(c, "rynek", "{fact: undersupply-penalty, value: 700, reason: próba}"),
        "700 od uczestnika za sztukę",
    ),
    (
        "rynek",
        "fabryki",
        lambda c: add_house_rule(c, "rynek", "{fact: machine-price, value: 3100, reason: próba}"),
        "Maszyna kosztuje 3\u00a0100",
    ),
    ("przekret", "dzierzawy", _raise_lease, "20%"),
    ("przekret", "posesje", _raise_lease, "20% wartości"),
    ("przekret", "losy", _raise_lease, "20%"),  # the stamp of the Losy that give a Dzierżawa card
    ("przekret", "losy", _start_bonus, "4\u00a0500"),
]


@pytest.mark.parametrize("game, name, change, printed", KINDS_WITH_FACTS, ids=[k[1] for k in KINDS_WITH_FACTS])
def test_exported_pieces_print_the_game_state(components, in_tmp, game, name, change, printed):
    """export (and --only reprints and rulebook figures: the same kind `pieces`) print what the sheets print."""
    import pypdf

    change(components)
    result = run("export", game, name, "--to", "pdf", "--components", str(components), "--out", "out")
    assert result.exit_code == 0, result.output
    reader = pypdf.PdfReader(in_tmp / "out" / game / "export" / "pdf" / f"{name}.pdf")
    text = " ".join(page.extract_text() for page in reader.pages).replace("\u00a0", " ")
    assert printed.replace("\u00a0", " ") in text


def test_an_export_picture_past_the_pixel_limit_is_a_usage_error(tmp_path):
    deck = _deck(tmp_path, "250x180mm", "0mm", (250, 180))
    deck.write_text(deck.read_text(encoding="utf-8").replace("make_bleed: 0mm\n", ""), encoding="utf-8")
    result = bounded(
        ["export", "talia", "karty", "--to", "png", "--dpi", "1200", "--components", "components", "--out", "out"],
        tmp_path,
    )
    assert result.returncode == 2, result.stderr
    assert result.stderr.strip().splitlines()[-1] == (
        "Error: a piece of 11811 x 8504 px at 1200 dpi is more than 100000000 pixels; lower --dpi (at most 1197) "
        "(component 'karty')"
    )
    assert not (tmp_path / "out" / "talia" / "export").exists()


@pytest.mark.parametrize("pattern", ["../../../../*/*/*/*/*.png", "/*/*/*/*.png"])
def test_a_fronts_pattern_never_walks_out_of_the_game_folder(tmp_path, pattern):
    deck = _deck(tmp_path, "63x88mm", "3mm", (630, 880))
    deck.write_text(deck.read_text(encoding="utf-8").replace("fronts: art/*.png", f'fronts: "{pattern}"'), "utf-8")
    result = bounded(["validate", "--components", "components"], tmp_path, 30)
    assert result.returncode == 1, result.stderr
    assert errors(result.stdout) == [
        f"components/talia/karty.yaml:{line_of(deck, 'fronts:')}:9: error: pattern '{pattern}' leaves the game's "
        "folder [paths.outside]"
    ]


def test_a_huge_file_beside_the_yaml_is_never_read_whole(tmp_path):
    """An artist's 3 GB source file in the game's folder: the live preview's check of the folder keeps
    within 1.5 GB of address space (the file is sparse: no disk is used)."""
    _deck(tmp_path, "63x88mm", "3mm", (630, 880))
    with open(tmp_path / "components" / "talia" / "source.psd", "wb") as handle:
        handle.truncate(3_000_000_000)
    probe = (
        "from pathlib import Path\n"
        "from generator.serve.adapter import check_game\n"
        "checked = check_game(Path('components'), 'talia')\n"
        "print(sorted(name for name in checked.file_digests if not name.startswith('<templates>')))\n"
    )
    result = subprocess.run(
        ["prlimit", f"--as={MEMORY}", "timeout", "60", sys.executable, "-c", probe],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        timeout=90,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "['art/01.png', 'game.yaml', 'karty.yaml', 'source.psd']"
