"""Speed work (issue 18) tested by behaviour, never by timing: one write and one fsync per file,
no PDF library on the quick paths, nothing re-rendered when nothing changed."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from generator import pdf

REPO = Path(__file__).resolve().parent.parent


def _count(monkeypatch, name: str) -> list:
    calls = []
    real = getattr(os, name)

    def counted(*args, **kwargs):
        calls.append(args)
        return real(*args, **kwargs)
    monkeypatch.setattr(pdf.os, name, counted)
    return calls


def test_write_atomic_writes_and_fsyncs_once(tmp_path, monkeypatch):
    fsyncs = _count(monkeypatch, "fsync")
    target = tmp_path / "a.pdf"
    assert pdf.write_atomic(target, b"%PDF-1.7 one")
    assert target.read_bytes() == b"%PDF-1.7 one"
    assert len(fsyncs) == 1
    assert [p.name for p in tmp_path.iterdir()] == ["a.pdf"]   # no temporary file left behind


def test_write_atomic_same_bytes_is_not_written(tmp_path, monkeypatch):
    target = tmp_path / "a.pdf"
    pdf.write_atomic(target, b"same")
    fsyncs = _count(monkeypatch, "fsync")
    assert pdf.write_atomic(target, b"same") is False
    assert fsyncs == []


def test_write_atomic_without_unnamed_files_writes_once(tmp_path, monkeypatch):
    """Where an O_TMPFILE cannot be named (EXDEV, no /proc), the bytes are written once to a
    hidden .part file, fsynced once and renamed: never written twice."""
    real_link = os.link

    def refuse(*args, **kwargs):
        raise OSError(18, "Invalid cross-device link")
    monkeypatch.setattr(pdf.os, "link", refuse)
    monkeypatch.setattr(pdf, "_NO_UNNAMED", set())
    fsyncs = _count(monkeypatch, "fsync")
    writes = _count(monkeypatch, "write")
    data = b"x" * 100_000
    assert pdf.write_atomic(tmp_path / "b.pdf", data)
    assert (tmp_path / "b.pdf").read_bytes() == data
    assert len(fsyncs) == 1
    assert sum(len(args[1]) for args in writes) == len(data)
    assert [p.name for p in tmp_path.iterdir()] == ["b.pdf"]
    # the refusal is remembered: the next file goes straight to the .part file
    assert pdf.write_atomic(tmp_path / "c.pdf", data)
    assert len(fsyncs) == 2 and sum(len(args[1]) for args in writes) == 2 * len(data)
    monkeypatch.setattr(pdf.os, "link", real_link)


@pytest.mark.skipif(not hasattr(os, "O_TMPFILE") or not Path("/proc/self/fd").is_dir(), reason="Linux only")
def test_write_atomic_names_the_unnamed_file(tmp_path, monkeypatch):
    monkeypatch.setattr(pdf, "_NO_UNNAMED", set())
    made = _count(monkeypatch, "link")
    assert pdf.write_atomic(tmp_path / "d.pdf", b"data")
    assert (tmp_path / "d.pdf").read_bytes() == b"data"
    assert len(made) == 1 and not pdf._NO_UNNAMED
