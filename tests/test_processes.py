"""The command as a process: Ctrl-C wherever it lands, workers that die with their parent, FIFOs
where files or cache records should be, a reader that leaves early, output streams closed at start."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from .conftest import REPO, replace_in

K = "kolekcjonerzy"


@pytest.mark.parametrize("stage", ["importing", "loaded", "rendering", "writing"])
def test_ctrl_c_exits_130_wherever_it_lands(tmp_path, stage):
    """While the command line is still being imported, after validating, while drawing, while writing:
    exit 130 with one line, never a traceback or a process killed by the signal (a negative status),
    and no half-written file. The command stops at the stage (generator/model/testhook.py) and the signal is
    sent once it says so: no timing involved."""
    out = tmp_path / "out"
    process = _paused_build(tmp_path, out, stage)
    process.send_signal(signal.SIGINT)
    _, err = process.communicate(timeout=120)
    assert "Traceback" not in err and "KeyboardInterrupt" not in err
    assert process.returncode == 130, err
    said = err.strip().splitlines()[-1]
    if stage == "writing":  # a file of this build is there, manifest.json is not yet: said so (issue 37)
        assert said == (
            "drukarnia: interrupted while writing out: some files there are from this build, the others and "
            "manifest.json from the previous one; build again to bring them in line"
        )
    else:
        assert said == "drukarnia: interrupted; previous outputs are intact"
    written = sorted(p.relative_to(out).as_posix() for p in out.rglob("*") if p.is_file()) if out.exists() else []
    assert not [name for name in written if name.endswith(".part")]
    pdfs = [name for name in written if name.endswith(".pdf")]
    assert len(pdfs) == (1 if stage == "writing" else 0), written  # the one file written before the stop
    for name in pdfs:
        assert (out / name).read_bytes().rstrip().endswith(b"%%EOF")  # complete


def test_ctrl_c_once_the_run_has_ended_changes_nothing(tmp_path):
    """A Ctrl-C that lands while a finished build's process exits: the build's own status, no word."""
    process = _paused_build(tmp_path, tmp_path / "out", "exit", ["rynek"])
    process.send_signal(signal.SIGINT)
    _, err = process.communicate(timeout=120)  # closes its standard input: it goes on
    assert process.returncode == 0, err
    assert "interrupted" not in err and "Traceback" not in err


def _paused_build(tmp_path: Path, out: Path, stage: str, extra: list[str] = ()) -> subprocess.Popen:
    """`drukarnia build` in a new process, stopped at `stage` (generator/model/testhook.py)."""
    drukarnia = Path(sys.executable).parent / "drukarnia"
    env = {**os.environ, "DRUKARNIA_TEST_PAUSE_AT": stage}
    process = subprocess.Popen(
        [str(drukarnia), "build", "--out", str(out), "--jobs", "1", *extra],
        cwd=tmp_path,
        env=env,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    said = []
    for line in process.stderr:  # what the command says before it gets there (notices) comes first
        if line == f"drukarnia-test: paused at {stage}\n":
            return process
        said.append(line)
    raise AssertionError(f"never paused at {stage}: {''.join(said)}")


def test_ctrl_c_inside_a_c_library_call_is_an_interruption_not_a_bug(tmp_path, monkeypatch, capsys):
    """ctypes (pypdfium2) reports a Ctrl-C that lands while it converts arguments as an ArgumentError."""
    import ctypes

    from generator import cli as command_line
    from generator.build import recipe

    def interrupted(*args, **kwargs):
        raise ctypes.ArgumentError("argument 1: KeyboardInterrupt: ")

    monkeypatch.setattr(recipe, "build", interrupted)
    monkeypatch.setattr(sys, "argv", ["drukarnia", "build", "--out", str(tmp_path / "out")])
    with pytest.raises(SystemExit) as exited:
        command_line.main()
    assert exited.value.code == 130
    assert capsys.readouterr().err.splitlines() == ["drukarnia: interrupted; previous outputs are intact"]


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
def test_workers_die_with_the_parent(tmp_path):
    drukarnia = Path(sys.executable).parent / "drukarnia"
    process = subprocess.Popen(
        [str(drukarnia), "build", "--out", str(tmp_path / "out"), "--jobs", "3"],
        cwd=tmp_path,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    children: list[int] = []
    for _ in range(600):  # until the pool has started (at most a minute)
        children = _children(process.pid)
        if len(children) >= 2 or process.poll() is not None:
            break
        time.sleep(0.1)
    if not children:
        process.kill()
        pytest.skip("the build finished before its workers could be seen")
    process.send_signal(signal.SIGKILL)
    process.wait()
    for _ in range(50):
        alive = [pid for pid in children if _alive(pid)]
        if not alive:
            break
        time.sleep(0.1)
    assert alive == []


def _children(pid: int) -> list[int]:
    found = []
    for status in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = status.read_text().rsplit(")", 1)[1].split()
        except (OSError, IndexError):
            continue
        if int(fields[1]) == pid:
            found.append(int(status.parent.name))
    return found


def _alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (OSError, IndexError):
        return False
    return state != "Z"


def _command(args: list[str], cache: Path, **env) -> subprocess.CompletedProcess:
    """The `drukarnia` command as a user runs it (its fast paths included), bounded in time."""
    return subprocess.run(
        [sys.executable, "-m", "generator", *args],
        capture_output=True,
        text=True,
        timeout=300,
        cwd=REPO,
        env={**os.environ, "XDG_CACHE_HOME": str(cache), "DRUKARNIA_CACHE_DIR": str(cache / "drukarnia"), **env},
    )


def test_a_fifo_in_the_components_folder_hangs_nothing(components, tmp_path):
    """The no-change fast path and the build's own digests read every file of the data: a FIFO is
    never opened for reading without O_NONBLOCK (opening one waits for a writer), never read."""
    os.mkfifo(components / K / "rura.yaml")
    cache = tmp_path / "cache"
    for args in (["build", K, "--jobs", "1"], ["build", K, "--jobs", "1"], ["validate", K]):
        done = _command(
            [*args, "--components", str(components)] + (["--out", str(tmp_path / "out")] if args[0] == "build" else []),
            cache,
        )
        assert done.returncode == 0, done.stderr[-2000:]
    assert (
        "up to date"
        in _command(
            ["build", K, "--jobs", "1", "--components", str(components), "--out", str(tmp_path / "out")], cache
        ).stdout
    )


def test_fifos_in_place_of_every_user_cache_record_hang_nothing(components, tmp_path):
    """A link, FIFO or device in place of a record of the cache folder (generator/build/cache: every store)
    is a miss: the command works the answer out again, and makes the same files."""
    cache, out = tmp_path / "cache", tmp_path / "out"
    first = _command(["build", K, "--jobs", "1", "--components", str(components), "--out", str(out)], cache)
    assert first.returncode == 0, first.stderr[-2000:]
    assert _command(["validate", K, "--components", str(components)], cache).returncode == 0
    records = [p for p in (cache / "drukarnia").rglob("*") if p.is_file()]
    stores = {p.parent.name for p in records}
    assert {"outputs", "quick"} <= stores, stores
    for record in records:
        record.unlink()
        os.mkfifo(record)
    for args in (
        ["validate", K, "--components", str(components)],
        ["build", K, "--jobs", "1", "--components", str(components), "--out", str(out)],
        ["build", K, "--jobs", "1", "--components", str(components), "--out", str(tmp_path / "again")],
    ):
        done = _command(args, cache)
        assert done.returncode == 0, done.stderr[-2000:]
    made = json.loads((out / "manifest.json").read_text(encoding="utf-8"))
    again = json.loads((tmp_path / "again" / "manifest.json").read_text(encoding="utf-8"))
    assert [e["sha256"] for e in made] == [e["sha256"] for e in again]


def test_a_reader_that_leaves_early_is_not_an_error(tmp_path):
    """`drukarnia list | head -1`: the reader closes the pipe after one line; the command ends quietly
    with 0 (not 1, the status of findings in the data), answered afresh and replayed alike."""
    for run in ("ordinary", "replayed"):
        process = subprocess.Popen(
            [sys.executable, "-m", "generator", "list"],
            cwd=REPO,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            env={**os.environ, "XDG_CACHE_HOME": str(tmp_path)},
        )
        assert process.stdout.readline().decode("utf-8").startswith("art-society:")
        process.stdout.close()
        err = process.stderr.read().decode("utf-8")
        assert (process.wait(timeout=120), err) == (0, ""), run


def test_a_command_started_with_its_output_closed_does_its_work(components, tmp_path):
    """`drukarnia build >&- 2>&-`: what it would say goes nowhere; the work is done, with the status of
    the data (no internal error for a missing stream)."""
    out = tmp_path / "out"
    for args in (
        ["validate", K, "--components", str(components)],
        ["build", K, "--components", str(components), "--out", str(out), "--jobs", "1"],
    ):
        done = subprocess.run(
            [sys.executable, "-m", "generator", *args],
            cwd=REPO,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            timeout=300,
            env={**os.environ, "XDG_CACHE_HOME": str(tmp_path)},
            pass_fds=(),
            preexec_fn=lambda: os.close(1),
        )
        assert done.returncode == 0 and b"internal error" not in done.stderr, (args, done.stderr)
    assert (out / K / "zestaw.pdf").is_file()
    closed = subprocess.run(
        [
            sys.executable,
            "-m",
            "generator",
            "build",
            K,
            "--components",
            str(components),
            "--out",
            str(tmp_path / "out2"),
            "--jobs",
            "1",
        ],
        cwd=REPO,
        timeout=300,
        env={**os.environ, "XDG_CACHE_HOME": str(tmp_path)},
        preexec_fn=lambda: (os.close(1), os.close(2)),
    )
    assert closed.returncode == 0 and (tmp_path / "out2" / K / "zestaw.pdf").is_file()
    replace_in(components / K / "game.yaml", "title:", "title: [")  # broken data: still status 1
    broken = subprocess.run(
        [sys.executable, "-m", "generator", "validate", K, "--components", str(components)],
        cwd=REPO,
        stdout=subprocess.DEVNULL,
        timeout=300,
        env={**os.environ, "XDG_CACHE_HOME": str(tmp_path)},
        preexec_fn=lambda: os.close(1),
    )
    assert broken.returncode == 1
