"""The code keeps one style: ruff's lint rules and its formatter (configured in pyproject.toml, ruff is
in the test extras) find nothing in the package, the tests or the benchmarks."""

from __future__ import annotations

import subprocess
import sys

import pytest

from .conftest import REPO


@pytest.mark.parametrize(
    "check", [["check", "--no-cache"], ["format", "--check", "--no-cache"]], ids=["lint", "format"]
)
def test_ruff_finds_nothing(check):
    done = subprocess.run(
        [sys.executable, "-m", "ruff", *check, "generator", "tests", "benchmarks"],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-2000:]
