"""Fuzzing: whatever YAML a user feeds drukarnia, it answers with findings, never a traceback.

The budget is small and the seed fixed in CI. A longer run:
    DRUKARNIA_FUZZ_EXAMPLES=3000 python -m pytest tests/test_fuzz.py -q
"""

from __future__ import annotations

import os
import re
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from generator.cli import cli

from .conftest import COMPONENTS

EXAMPLES = int(os.environ.get("DRUKARNIA_FUZZ_EXAMPLES", "40"))
FINDING = re.compile(r"^\S.*:\d+:\d+: (error|notice): .+ \[[a-z0-9][a-z0-9.-]*\]$")
SUMMARY = re.compile(r"^\d+ errors?, \d+ notices?$")
FUZZ = settings(
    max_examples=EXAMPLES,
    derandomize=True,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
GAME_FILES = sorted(p.relative_to(COMPONENTS) for p in COMPONENTS.glob("*/*.yaml"))
STATS = {"cases": 0, "findings": 0, "crashes": 0}


@pytest.fixture(scope="module")
def workspace(tmp_path_factory) -> Path:
    root = tmp_path_factory.mktemp("fuzz")
    shutil.copytree(COMPONENTS, root / "components")
    return root / "components"


def validate(components: Path, game: str):
    result = CliRunner().invoke(cli, ["validate", "--components", str(components), game])
    STATS["cases"] += 1
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        STATS["crashes"] += 1
        raise AssertionError(f"crash: {result.exception!r}\n{result.output}") from result.exception
    assert result.exit_code in (0, 1), result.output
    assert "Traceback" not in result.output
    lines = [line for line in result.output.splitlines() if line and not line.startswith("ok: ")]
    for line in lines:
        assert FINDING.match(line) or SUMMARY.match(line), line
    if result.exit_code == 1:
        assert any(": error: " in line for line in lines), result.output
    STATS["findings"] += sum(1 for line in lines if FINDING.match(line))
    return result


def mutate_file(components: Path, relative: Path, data: bytes):
    target = components / relative
    original = target.read_bytes()
    target.write_bytes(data)
    try:
        return validate(components, relative.parts[0])
    finally:
        target.write_bytes(original)


@FUZZ
@given(relative=st.sampled_from(GAME_FILES), garbage=st.binary(max_size=400))
def test_binary_garbage(workspace, relative, garbage):
    mutate_file(workspace, relative, garbage)


@FUZZ
@given(relative=st.sampled_from(GAME_FILES), text=st.text(max_size=300))
def test_random_text(workspace, relative, text):
    mutate_file(workspace, relative, text.encode("utf-8", "surrogatepass"))


SCALARS = st.one_of(
    st.integers(min_value=-(10**30), max_value=10**30),
    st.floats(allow_nan=True),
    st.booleans(),
    st.none(),
    st.text(max_size=20),
    st.sampled_from(["-5mm", "0mm", "99999mm", "1e400", "~", "[]", "{}", "*x", "&x y", "!!binary AAAA", "3mm"]),
)


@FUZZ
@given(relative=st.sampled_from(GAME_FILES), data=st.data())
def test_mutated_values(workspace, relative, data):
    """Replace the value on one line of a real file by a strange scalar."""
    lines = (COMPONENTS / relative).read_text(encoding="utf-8").splitlines()
    candidates = [i for i, line in enumerate(lines) if ":" in line and not line.lstrip().startswith("#")]
    index = data.draw(st.sampled_from(candidates))
    value = data.draw(SCALARS)
    key = lines[index].split(":", 1)[0]
    lines[index] = f"{key}: {value}"
    mutate_file(workspace, relative, ("\n".join(lines) + "\n").encode("utf-8"))


@FUZZ
@given(relative=st.sampled_from(GAME_FILES), data=st.data())
def test_structural_mutations(workspace, relative, data):
    """Delete, duplicate or re-indent lines; add BOMs, CRLF, tabs, deep nesting."""
    raw = (COMPONENTS / relative).read_text(encoding="utf-8")
    lines = raw.splitlines()
    operation = data.draw(
        st.sampled_from(
            ["delete", "duplicate", "indent", "dedent", "bom-crlf", "tab", "nest", "truncate", "unknown-key", "latin1"]
        )
    )
    i = data.draw(st.integers(min_value=0, max_value=max(0, len(lines) - 1)))
    if operation == "delete":
        del lines[i]
    elif operation == "duplicate":
        lines.insert(i, lines[i])
    elif operation == "indent":
        lines[i] = "   " + lines[i]
    elif operation == "dedent":
        lines[i] = lines[i].lstrip()
    elif operation == "tab":
        lines[i] = "\t" + lines[i]
    elif operation == "nest":
        lines.insert(i, "deep: " + "[" * 80 + "]" * 80)
    elif operation == "unknown-key":
        lines.insert(1, "colour_of_the_box: red")
    text = "\n".join(lines) + "\n"
    if operation == "truncate":
        text = raw[: data.draw(st.integers(min_value=0, max_value=len(raw)))]
    encoded = text.encode("utf-8")
    if operation == "bom-crlf":
        encoded = b"\xef\xbb\xbf" + text.replace("\n", "\r\n").encode("utf-8")
    if operation == "latin1":
        encoded = text.encode("latin-1", "replace") + "ą".encode("cp1250")
    mutate_file(workspace, relative, encoded)


BUILD_FILES = [p for p in GAME_FILES if p.name not in ("zasady.yaml", "game.yaml")]
BUILD_EXAMPLES = int(os.environ.get("DRUKARNIA_FUZZ_BUILD_EXAMPLES", "6"))


@settings(
    max_examples=BUILD_EXAMPLES,
    derandomize=True,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(relative=st.sampled_from(BUILD_FILES), data=st.data())
def test_mutated_numbers_through_build(workspace, tmp_path_factory, relative, data):
    """Data that still validates must also render: change one number and build that component's game."""
    lines = (COMPONENTS / relative).read_text(encoding="utf-8").splitlines()
    numbered = [
        i
        for i, line in enumerate(lines)
        if re.search(r":\s*\d+(\.\d+)?(mm)?\s*$", line) and not line.lstrip().startswith("#")
    ]
    if not numbered:
        return
    index = data.draw(st.sampled_from(numbered))
    factor = data.draw(st.sampled_from(["0", "1", "2", "7", "13", "99", "0.5"]))
    key, value = lines[index].rsplit(":", 1)
    unit = "mm" if value.strip().endswith("mm") else ""
    lines[index] = f"{key}: {factor}{unit}"
    target = workspace / relative
    original = target.read_bytes()
    target.write_text("\n".join(lines) + "\n", encoding="utf-8")
    try:
        out = tmp_path_factory.mktemp("build")
        result = CliRunner().invoke(
            cli, ["build", relative.parts[0], "--components", str(workspace), "--out", str(out), "--jobs", "1"]
        )
        STATS["cases"] += 1
        if result.exception is not None and not isinstance(result.exception, SystemExit):
            STATS["crashes"] += 1
            raise AssertionError(f"crash after {relative}:{index + 1} = {lines[index]!r}: {result.exception!r}")
        assert result.exit_code in (0, 1), result.output
        assert "Traceback" not in result.output
    finally:
        target.write_bytes(original)


def test_report_fuzz_figures(capsys):
    """Prints the figures of this run (cases, findings, crashes) for the record."""
    with capsys.disabled():
        print(f"\nfuzz: {STATS['cases']} cases, {STATS['findings']} findings, {STATS['crashes']} crashes")
    assert STATS["crashes"] == 0


# --- issue 17: lengths through build, house-rule magnitudes, glyphs, images, template limits -----------------

LENGTH_FILES = [
    p
    for p in BUILD_FILES
    if re.search(r"^\s*[\w-]+:\s*\d+(\.\d+)?mm\b", (COMPONENTS / p).read_text(encoding="utf-8"), re.M)
]


@settings(
    max_examples=BUILD_EXAMPLES,
    derandomize=True,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(relative=st.sampled_from(LENGTH_FILES), data=st.data())
def test_lengths_through_build(workspace, tmp_path_factory, relative, data):
    """Insets, frames, mats, gaps, bleeds: a length that validates must also render."""
    lines = (COMPONENTS / relative).read_text(encoding="utf-8").splitlines()
    lengths = [i for i, line in enumerate(lines) if re.match(r"^\s*[\w-]+:\s*\d+(\.\d+)?mm\b", line)]
    index = data.draw(st.sampled_from(lengths))
    value = data.draw(st.sampled_from(["0mm", "0.3mm", "4mm", "12mm", "20mm", "40mm", "150mm"]))
    lines[index] = f"{lines[index].split(':', 1)[0]}: {value}"
    target = workspace / relative
    original = target.read_bytes()
    target.write_text("\n".join(lines) + "\n", encoding="utf-8")
    try:
        out = tmp_path_factory.mktemp("build")
        result = CliRunner().invoke(
            cli, ["build", relative.parts[0], "--components", str(workspace), "--out", str(out), "--jobs", "1"]
        )
        STATS["cases"] += 1
        if result.exception is not None and not isinstance(result.exception, SystemExit):
            STATS["crashes"] += 1
            raise AssertionError(f"crash after {relative}:{index + 1} = {lines[index]!r}: {result.exception!r}")
        assert result.exit_code in (0, 1), result.output
    finally:
        target.write_bytes(original)


def _int_facts() -> list[tuple[str, str]]:
    from generator.games import RULES, load_all

    load_all()
    return sorted(
        (game, name)
        for game, rules in RULES.items()
        for name, fact in rules.facts.items()
        if isinstance(fact.value, int) and not isinstance(fact.value, bool)
    )


@FUZZ
@given(
    fact=st.sampled_from(_int_facts()),
    value=st.one_of(st.integers(-(10**18), 10**18), st.sampled_from([0, 1, 10**6, 10**12, 10**18, -1])),
)
def test_house_rule_magnitudes_never_mean_unbounded_work(workspace, fact, value):
    """Any whole number for a whole-number fact: findings, in bounded time and memory, never a crash."""
    game, name = fact
    path = workspace / game / "game.yaml"
    original = path.read_bytes()
    text = original.decode("utf-8")
    rule = f"  - {{fact: {name}, value: {value}, reason: fuzz}}\n"
    text = (
        text.replace("house_rules:\n", "house_rules:\n" + rule, 1)
        if "house_rules:\n" in text
        else text + "house_rules:\n" + rule
    )
    path.write_text(text, encoding="utf-8")
    try:
        validate(workspace, game)
    finally:
        path.write_bytes(original)


TEXT_LINE = re.compile(
    r"^(\s*(?:- )?)(title|subtitle|name|label|text|legend|caption|heading|note|decision|topic)"
    r":\s*([A-Za-zĄĆĘŁŃÓŚŹŻąćęłńóśźż][^#{}\[\]\"'\n]*)$"
)


@FUZZ
@given(relative=st.sampled_from(GAME_FILES), data=st.data())
def test_every_printed_string_is_checked_for_glyphs(workspace, relative, data):
    """A character our fonts lack, put into any printed text field, is always an error (never a blank box)."""
    lines = (COMPONENTS / relative).read_text(encoding="utf-8").splitlines()
    candidates = [i for i, line in enumerate(lines) if TEXT_LINE.match(line)]
    if not candidates:
        return
    index = data.draw(st.sampled_from(candidates))
    char = data.draw(st.sampled_from(["漢", "😀", "ש", "ก", "Ω̃"]))
    prefix, key, value = TEXT_LINE.match(lines[index]).groups()
    lines[index] = f"{prefix}{key}: {value.rstrip()} {char}"
    result = mutate_file(workspace, relative, ("\n".join(lines) + "\n").encode("utf-8"))
    assert result.exit_code == 1, lines[index]


@FUZZ
@given(
    cut=st.integers(min_value=0, max_value=2000),
    noise=st.binary(max_size=64),
    header=st.sampled_from([b"", b"\x89PNG\r\n\x1a\n", b"\xff\xd8\xff\xe0", b"%PDF-1.7", b"GIF89a"]),
)
def test_images_never_crash_validation(tmp_path_factory, cut, noise, header):
    from PIL import Image

    from generator.validate.images import image_problem

    folder = tmp_path_factory.mktemp("img")
    Image.new("RGB", (40, 40), "#336699").save(folder / "base.png")
    raw = (folder / "base.png").read_bytes()
    (folder / "x.png").write_bytes(header + raw[len(header) :][:cut] + noise)
    problem = image_problem(folder / "x.png", "x.png")
    assert problem is None or problem[1].startswith("image.")


@FUZZ
@given(
    parts=st.lists(
        st.sampled_from(
            [
                "{% for i in range(N) %}x{% endfor %}",
                "{{ 'ab' * N }}",
                "{{ 'ab' | center(N) }}",
                "{{ 2 ** N }}",
                "{% for i in range(N) %}{% for j in range(N) %}{% endfor %}{% endfor %}",
                "{{ ('x' * 1000) | replace('x', 'yy') }}",
                "{{ '%Nd' % 1 }}",
                "{{ 'x' | indent(N) }}",
                "{{ range(N) | list | length }}",
            ]
        ),
        min_size=1,
        max_size=4,
    ),
    n=st.sampled_from([0, 3, 999, 10**4, 10**6, 10**9, 10**12]),
)
def test_template_work_is_bounded(tmp_path_factory, parts, n):
    from generator.rulebook.limits import MAX_TEXT
    from generator.rulebook.template import TemplateProblem, render_template

    root = tmp_path_factory.mktemp("tpl")
    (root / "t.md.j2").write_text("".join(parts).replace("N", str(n)), encoding="utf-8")
    try:
        assert len(render_template(root, "t.md.j2", {})) <= MAX_TEXT
    except TemplateProblem as problem:
        assert problem.rule in ("rulebook.limit", "rulebook.template-error", "rulebook.syntax"), problem.message
