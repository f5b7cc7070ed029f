"""What `drukarnia simulate` prints: the findings, the summary, strategies and seats with their 95 %
intervals, imbalances, and two runs compared (`--compare`); as text lines or as JSON."""

from __future__ import annotations

from generator.commands.i18n import _
from generator.games.figures import Difference, imbalances, wilson
from generator.games.simulate import Report
from generator.model.findings import Location


def _number(n: float) -> str:
    text = f"{n:,.0f}" if float(n).is_integer() else f"{n:,.2f}"
    return text.replace(",", "\u202f")


def _percent(p: float) -> str:
    return f"{100 * p:.1f}\u00a0%"


def _interval(lo: float, hi: float) -> str:
    return f"[{_percent(lo)}, {_percent(hi)}]"


def report_lines(report: Report, where: Location, bounds: dict[int, int] | None = None) -> tuple[list[str], list[str]]:
    """(findings in the CLI's format, summary lines) of one simulation. `bounds`: players → the
    number of turns after which a game counts as stalled (printed with the summary)."""
    findings = []
    for p in report.problems:
        what = {
            "undefined": "no rule settles this",
            "unfinished": f"stalled game (replay it with --seed {p.seed} --games 1)",
            "invariant": "broken invariant",
            "error": "the rules engine failed",
        }[p.kind]
        rule = p.rule or f"simulate.{p.kind}"
        findings.append(
            f"{where.shown()}: error: seed {p.seed}, {p.players} players, turn {p.turn}: {what}: {p.message} [{rule}]"
        )
    for what, rate, fair, (lo, hi) in imbalances(report):
        findings.append(
            f"{where.shown()}: warning: "
            + _("{what} wins {rate} of the games, a fair share is {fair} (interval at 95 %: {interval})").format(
                what=what, rate=_percent(rate), fair=_percent(fair), interval=_interval(lo, hi)
            )
            + " [simulate.imbalance]"
        )
    lines = []
    if report.interrupted:
        lines.append(_("interrupted: the summary covers the {games} games played so far").format(games=report.games))
    lines.append(
        _(
            "{game}: {games} games, {finished} finished, {undefined} undefined situations, "
            "{unfinished} unfinished, {broken} broken invariants, {errors} engine errors"
        ).format(
            game=report.game_id,
            games=report.games,
            finished=report.finished,
            undefined=len(report.of("undefined")),
            unfinished=len(report.of("unfinished")),
            broken=len(report.of("invariant")),
            errors=len(report.of("error")),
        )
    )
    for players, (median, longest) in report.turn_summary().items():
        lines.append(
            "  "
            + _("{players} players: {games} games, turns median {median}, max {longest}").format(
                players=players, games=len(report.turns[players]), median=median, longest=longest
            )
        )
    for players, bound in sorted((bounds or {}).items()):
        lines.append(
            "  " + _("a game of {players} players is stalled after {bound} turns").format(players=players, bound=bound)
        )
    lines += _wins_lines(report)
    if report.ends:
        lines.append("  " + _("how the games ended:"))
        width = max(len(e) for e in report.ends)
        for end, n in sorted(report.ends.items()):
            lines.append(f"    {end:<{width}}  {_number(n)}")
    if report.used:
        lines.append("  " + _("rules used (times):"))
        width = max(len(r) for r in report.declared)
        for rule in report.declared:
            lines.append(f"    {rule:<{width}}  {_number(report.used.get(rule, 0))}")
    if report.unused:
        lines.append("  " + _("never used in these games: {rules}").format(rules=", ".join(report.unused)))
    if report.figures:
        lines.append("  " + _("figures:"))
        width = max(len(f) for f in report.figures)
        for name in sorted(report.figures):
            lines.append(f"    {name:<{width}}  {_number(report.figures[name])}")
    return findings, lines


def _wins_lines(report: Report) -> list[str]:
    lines = []
    for title, games, wins in (
        (_("wins by strategy (games, wins, rate, interval at 95 %):"), report.strategy_games, report.strategy_wins),
        (_("wins by seat (games, wins, rate, interval at 95 %):"), report.seat_games, report.seat_wins),
    ):
        if not games:
            continue
        lines.append("  " + title)
        width = max(len(str(k)) for k in games)
        for key in sorted(games):
            n, w = games[key], wins[key]
            lines.append(
                f"    {str(key):<{width}}  {_number(n)}  {_number(w)}  {_percent(w / n)}  {_interval(*wilson(w, n))}"
            )
    return lines


def as_json(report: Report, bounds: dict[int, int] | None = None) -> dict:
    def rates(games, wins) -> dict:
        return {
            str(key): {
                "games": games[key],
                "wins": wins[key],
                "win_rate": round(wins[key] / games[key], 6),
                "ci95": [round(x, 6) for x in wilson(wins[key], games[key])],
            }
            for key in sorted(games)
        }

    return {
        "game": report.game_id,
        "games": report.games,
        "finished": report.finished,
        "interrupted": report.interrupted,
        "turns": {str(n): {"median": m, "max": x} for n, (m, x) in report.turn_summary().items()},
        "stall_bound": {str(n): b for n, b in sorted((bounds or {}).items())},
        "strategies": rates(report.strategy_games, report.strategy_wins),
        "seats": rates(report.seat_games, report.seat_wins),
        "ends": dict(sorted(report.ends.items())),
        "rules": {r: report.used.get(r, 0) for r in report.declared},
        "figures": dict(sorted(report.figures.items())),
        "problems": [
            {"kind": p.kind, "rule": p.rule, "seed": p.seed, "players": p.players, "turn": p.turn, "message": p.message}
            for p in report.problems
        ],
        "imbalances": [
            {"who": what, "win_rate": round(rate, 6), "fair": round(fair, 6), "ci95": [round(lo, 6), round(hi, 6)]}
            for what, rate, fair, (lo, hi) in imbalances(report)
        ],
    }


def _value(x: float) -> str:
    return f"{x:.3f}" if abs(x) < 10 else f"{x:,.1f}".replace(",", "\u202f")


def compare_lines(differences: list[Difference], base: str, other: str) -> list[str]:
    """The figures of two runs side by side: difference, its 95 % interval, and `*` where it is real."""
    rows = [
        (
            d.figure,
            _value(d.base),
            _value(d.other),
            _value(d.difference),
            f"[{_value(d.ci95[0])}, {_value(d.ci95[1])}]",
            "*" if d.significant else "",
        )
        for d in differences
    ]
    head = (_("figure"), base, other, _("difference"), _("interval at 95 %"), "")
    widths = [max(len(r[i]) for r in [head, *rows]) for i in range(5)]
    out = [
        _("compared on the same seeds and strategies; * marks a real difference (0 lies outside its interval at 95 %):")
    ]
    for row in [head, *rows]:
        out.append(
            "  "
            + "  ".join(cell.ljust(widths[i]) if i == 0 else cell.rjust(widths[i]) for i, cell in enumerate(row[:5]))
            + (f"  {row[5]}" if row[5] else "")
        )
    return out
