"""regular_files.py: what is not a regular file is never read nor waited on."""

from __future__ import annotations

import os

import pytest

from generator.model.regular_files import open_regular, read_regular


def test_a_regular_file_is_read(tmp_path):
    (tmp_path / "a").write_bytes(b"abc")
    assert read_regular(tmp_path / "a") == b"abc"
    with open_regular(tmp_path / "a") as handle:
        assert handle.read() == b"abc"


def test_a_fifo_a_device_and_a_folder_are_refused_at_once(tmp_path):
    os.mkfifo(tmp_path / "fifo")  # opening it for reading in the usual way would wait for a writer
    for path in (tmp_path / "fifo", "/dev/zero", tmp_path):
        with pytest.raises(OSError):
            open_regular(path)
        with pytest.raises(OSError):
            read_regular(path)


def test_a_link_is_followed_only_when_asked(tmp_path):
    (tmp_path / "a").write_bytes(b"abc")
    (tmp_path / "link").symlink_to(tmp_path / "a")
    with open_regular(tmp_path / "link") as handle:  # the data: links followed, as the loader does
        assert handle.read() == b"abc"
    with pytest.raises(OSError):  # a cache record: never through a link
        read_regular(tmp_path / "link")
