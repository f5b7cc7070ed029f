"""Moving in Przekręt: dice, the outer rectangle and the inner tracks, what each field does and
what each Los does (interpreted from the card's `effect` in losy.yaml and the field's `effect` in
plansza.yaml, never per card). Pure functions over State."""

from __future__ import annotations

from dataclasses import replace

from generator.games.przekret.engine import strategies
from generator.games.przekret.engine.money import bank_pays, charge, land_on_property, upgrades
from generator.games.przekret.engine.state import BANK, OUTER, State, with_player
from generator.games.przekret.engine.trade import street_trades
from generator.games.przekret.facts import resolve_roll
from generator.games.table import RANDOM, Table

ENTER = 0.6  # chance that a simulated player who meets a gate's condition enters the track


# ------------------------------------------------------------------------------------ moving


def forward_outer(state: State, table: Table, seat: int, steps: int) -> State:
    """Clockwise on the outer rectangle; reaching or passing Start pays the bonus."""
    data = state.data
    n = len(data.outer)
    _, i = state.player(seat).pos
    laps = ((i - data.start) % n + steps) // n
    dest = (i + steps) % n
    if laps:
        table.rule("przekret.start-exact" if dest == data.start else "przekret.start-pass")
        for _ in range(laps):
            state = bank_pays(state, table, seat, data.facts["start-bonus"])
        table.count("Start bonuses", laps)
        table.count("Start bonus paid (zł)", laps * data.facts["start-bonus"])
    return with_player(state, seat, pos=(OUTER, dest))


def back_outer(state: State, table: Table, seat: int, steps: int) -> State:
    """Anticlockwise on the outer rectangle: no bonus, even past Start."""
    data = state.data
    n = len(data.outer)
    _, i = state.player(seat).pos
    if 0 < (i - data.start) % n < steps or ((i - data.start) % n == 0 and steps >= n):
        table.rule("przekret.back-no-bonus")
    return with_player(state, seat, pos=(OUTER, (i - steps) % n))


def to_hospital(state: State, seat: int, turns: int) -> State:
    return with_player(state, seat, pos=(OUTER, state.data.hospital), wait=turns)


def roll_dice(state: State, table: Table) -> list[int]:
    facts = state.data.facts
    dice: list[int] = []
    while True:
        dice.append(table.roll())
        if dice[-1] != 6 or not facts["six-rolls-again"] or dice.count(6) >= facts["sixes-to-hospital"]:
            return dice


def move_by_roll(state: State, table: Table, seat: int, steps: int) -> State:
    track, i = state.player(seat).pos
    if track == OUTER:
        state = forward_outer(state, table, seat, steps)
    else:
        inner = state.data.tracks[track]
        last = len(inner.fields) - 1
        if i == last:
            table.rule("przekret.inner-exit")
            state = with_player(state, seat, pos=(OUTER, inner.exit))
            state = forward_outer(state, table, seat, steps)
        else:
            table.rule("przekret.inner-move")
            if i + steps > last:
                table.rule("przekret.inner-overshoot")
            state = with_player(state, seat, pos=(track, min(i + steps, last)))
    return land(state, table, seat)


# ------------------------------------------------------------------------------------ fields


def land(state: State, table: Table, seat: int) -> State:
    """The field where a move ended acts."""
    data = state.data
    pos = state.player(seat).pos
    spot = data.spot(pos)
    match spot.type:
        case "start":
            table.rule("przekret.start-field")
        case "hospital":
            table.rule("przekret.hospital-visit")
        case "parking":
            table.rule("przekret.parking")
        case "accident":
            table.rule("przekret.accident")
            table.count("sent to the hospital")
            state = to_hospital(state, seat, data.facts["hospital-turns"])
        case "property":
            state = land_on_property(state, table, seat, spot.prop)
        case "chance":
            state = draw(state, table, seat)
        case "condition":
            state = gate(state, table, seat)
        case "instruction" | "inner-first":
            table.rule("przekret.inner-first-field" if spot.type == "inner-first" else "przekret.field-instruction")
            state = effect(state, table, seat, spot.effect.key, spot.effect.value, los=False)
        case "inner-last":
            table.rule("przekret.inner-last")
        case _:
            table.undefined(
                "przekret.field-type",
                f"a pawn ended its move on a field of type '{spot.type}', which no rule describes",
            )
    return state


def gate(state: State, table: Table, seat: int) -> State:
    """A yellow field: entering its inner track is optional, for a player who meets the condition
    and pays the fee; the first field of the track acts at once."""
    data = state.data
    _, i = state.player(seat).pos
    track = next(t for t in data.tracks.values() if t.gate == i)
    rule = data.outer[i].effect
    me = state.player(seat)
    meets = (
        (rule.min_properties is None or len(state.owned(seat)) >= rule.min_properties)
        and (rule.min_cash is None or me.cash >= rule.min_cash)
        and me.cash >= rule.fee
    )
    if not meets:
        table.rule("przekret.gate-unmet")
        return state
    table.rule("przekret.gate-optional")
    if table.plays(seat) != RANDOM:
        if not strategies.enter_track(table.plays(seat), state, seat, rule.fee):
            return state
    elif not table.chance(ENTER):
        return state
    table.count(f"entered {track.id} from its gate")
    state = charge(state, table, seat, ((BANK, rule.fee),))
    state = with_player(state, seat, pos=(track.id, 0))
    return land(state, table, seat)


def draw(state: State, table: Table, seat: int) -> State:
    """The top Los is read, done, and put under the deck."""
    table.rule("przekret.los-draw")
    card, deck = state.deck[0], state.deck[1:] + state.deck[:1]
    state = replace(state, deck=deck)
    found = state.data.losy[card]
    return effect(state, table, seat, found.key, found.value, los=True)


def effect(state: State, table: Table, seat: int, key: str, value, *, los: bool) -> State:
    """One effect of a Los card or a board field, from its data."""
    if los:
        table.rule("przekret.los-" + key.replace("_", "-"))
    data = state.data
    track, i = state.player(seat).pos
    on_track = track != OUTER
    if on_track and key in ("forward", "back", "to"):
        table.rule("przekret.los-on-inner-track")
        table.count("movement Losy drawn on an inner track")
    match key:
        case "forward":
            if on_track:
                last = len(data.tracks[track].fields) - 1
                if i + value > last:
                    table.rule("przekret.inner-overshoot")
                state = with_player(state, seat, pos=(track, min(i + value, last)))
            else:
                state = forward_outer(state, table, seat, value)
            return land(state, table, seat)
        case "back":
            if on_track:
                state = with_player(state, seat, pos=(track, max(i - value, 0)))
            else:
                state = back_outer(state, table, seat, value)
            return land(state, table, seat)
        case "to":
            if on_track:
                state = with_player(state, seat, pos=(OUTER, data.tracks[track].exit))
            _, here = state.player(seat).pos
            _, there = data.place(value)
            steps = (there - here) % len(data.outer) or len(data.outer)
            state = forward_outer(state, table, seat, steps)
            return land(state, table, seat)
        case "hospital":
            table.count("sent to the hospital")
            return to_hospital(state, seat, value)
        case "inner":
            table.rule("przekret.los-enter-track")
            state = with_player(state, seat, pos=(value, 0))
            return land(state, table, seat)
        case "pay_bank":
            return charge(state, table, seat, ((BANK, value),))
        case "pay_each":
            return charge(state, table, seat, tuple((s, value) for s in state.active() if s != seat))
        case "receive_bank":
            return bank_pays(state, table, seat, value)
        case "receive_each":
            table.rule("przekret.payers-in-turn-order")
            for other in state.clockwise_from(seat):
                if not state.player(other).out:
                    state = charge(state, table, other, ((seat, value),))
            return state
        case "lease_card":
            given = min(value, state.bank_leases)
            if given < value:
                table.rule("przekret.lease-card-short")
                table.count("Dzierżawa cards owed but none left in the bank", value - given)
            state = with_player(state, seat, leases=state.player(seat).leases + given)
            return replace(state, bank_leases=state.bank_leases - given)
        case "roulette":
            table.rule("przekret.roulette")
            if table.roll() % 2 == 0:
                return bank_pays(state, table, seat, value)
            return charge(state, table, seat, ((BANK, value),))
    table.undefined("przekret.effect", f"an effect '{key}' that no rule describes")


# ------------------------------------------------------------------------------------ turns


def play_turn(state: State, table: Table, seat: int) -> State:
    """One player's turn: wait in the hospital, or trade and upgrade, roll, move, the field acts,
    upgrade."""
    facts = state.data.facts
    me = state.player(seat)
    state = street_trades(state, table, seat)
    if me.wait:
        table.rule("przekret.hospital-wait")
        table.count("turns waited in the hospital")
        state = with_player(state, seat, wait=me.wait - 1)
        return upgrades(state, table, seat)
    state = upgrades(state, table, seat)
    dice = roll_dice(state, table)
    result = resolve_roll(
        dice,
        six_rolls_again=facts["six-rolls-again"],
        sixes_to_hospital=facts["sixes-to-hospital"],
        hospital_turns=facts["hospital-turns"],
    )
    if len(dice) > 1:
        table.rule("przekret.six-again")
    if result.hospital_turns:
        table.rule("przekret.third-six")
        table.count("sent to the hospital")
        return to_hospital(state, seat, result.hospital_turns)
    state = move_by_roll(state, table, seat, result.steps)
    me = state.player(seat)
    if me.out or me.wait:
        return state
    return upgrades(state, table, seat)
