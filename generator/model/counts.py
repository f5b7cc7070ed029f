"""Counts and ranges from data, handled without iterating over them.

A number in the data (a house rule's players-max, a band "1-1000000000") may be as large as the
user types. Code that checks coverage or lists what is missing works on intervals, so its work
grows with the number of bands written, never with the numbers in them; a list for a message is
written compactly ("8, 9", "13–1000000").
"""

from __future__ import annotations

Interval = tuple[int, int]  # inclusive


def merged(intervals: list[Interval]) -> list[Interval]:
    """Sorted, non-overlapping, adjacent runs joined."""
    out: list[Interval] = []
    for a, b in sorted(i for i in intervals if i[0] <= i[1]):
        if out and a <= out[-1][1] + 1:
            out[-1] = (out[-1][0], max(out[-1][1], b))
        else:
            out.append((a, b))
    return out


def gaps(covered: list[Interval], low: int, high: int) -> list[Interval]:
    """Parts of [low, high] that no interval covers."""
    out: list[Interval] = []
    at = low
    for a, b in merged(covered):
        if b < at:
            continue
        if a > high:
            break
        if a > at:
            out.append((at, min(a - 1, high)))
        at = max(at, b + 1)
    if at <= high:
        out.append((at, high))
    return out


def overlaps(intervals: list[Interval]) -> list[Interval]:
    """Numbers covered by two or more intervals."""
    out: list[Interval] = []
    ordered = sorted(i for i in intervals if i[0] <= i[1])
    reach = None
    for a, b in ordered:
        if reach is not None and a <= reach:
            out.append((a, min(b, reach)))
        reach = b if reach is None else max(reach, b)
    return merged(out)


def listed(intervals: list[Interval]) -> str:
    """'8, 9' for short runs, '13–1000000' for long ones."""
    parts: list[str] = []
    for a, b in merged(intervals):
        if b - a < 3:
            parts.extend(str(n) for n in range(a, b + 1))
        else:
            parts.append(f"{a}–{b}")
    return ", ".join(parts)
