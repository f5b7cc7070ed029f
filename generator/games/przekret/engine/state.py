"""Przekręt's game state: the static data read from the components and the typed, frozen state of
one game (tuples, not lists), with small pure helpers that return a changed copy.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from generator.games.przekret.chance_cards import Effect
from generator.games.przekret.facts import band, long_rounds, timed_rounds
from generator.games.przekret.field_effects import FieldEffect, parse
from generator.games.przekret.lease_cards import deck_size
from generator.games.przekret.property_cards import all_properties
from generator.games.table import Table

OUTER = ""  # the track id of the outer rectangle in a position
BANK = -1  # the owner / creditor id of the bank
APARTMENT = 4  # upgrade level of a property with the large token (0–3 are rooms)
RENT_KEYS = ("family", "one_room", "two_rooms", "three_rooms", "apartment")


@dataclass(frozen=True)
class Prop:
    id: str
    street: str
    value: int
    lease: int
    rents: tuple[int, ...]  # by upgrade level 0 (family) … 4 (apartment)
    room: int  # price of one room on its street
    apartment: int


@dataclass(frozen=True)
class Spot:
    id: str
    type: str
    prop: str | None = None
    effect: FieldEffect | None = None


@dataclass(frozen=True)
class Track:
    id: str
    fields: tuple[Spot, ...]
    gate: int  # index of its yellow field on the outer rectangle
    exit: int  # index of the outer field its exit arrow points at


@dataclass(frozen=True)
class Data:
    """What the components say, read once per game."""

    outer: tuple[Spot, ...]
    tracks: dict[str, Track]
    props: dict[str, Prop]
    order: tuple[str, ...]  # property ids; a property's index in State.owner/level
    streets: dict[str, tuple[str, ...]]
    losy: tuple[Effect, ...]
    facts: dict[str, Any]
    leases: int  # Dzierżawa cards in the kit
    rooms: int  # small tokens in the kit
    apartments: int  # large tokens in the kit
    money: int  # banknotes in the kit (złoty)
    start: int
    hospital: int

    def index(self, prop: str) -> int:
        return self.order.index(prop)

    def spot(self, pos: tuple[str, int]) -> Spot:
        track, i = pos
        return self.outer[i] if track == OUTER else self.tracks[track].fields[i]

    def place(self, field_id: str) -> tuple[str, int]:
        """The position of an outer field named by its id or its property id."""
        for i, spot in enumerate(self.outer):
            if field_id in (spot.id, spot.prop):
                return OUTER, i
        for track in self.tracks.values():
            for i, spot in enumerate(track.fields):
                if field_id in (spot.id, spot.prop):
                    return track.id, i
        raise KeyError(field_id)


@dataclass(frozen=True)
class Player:
    seat: int
    cash: int
    pos: tuple[str, int]
    leases: int  # Dzierżawa po znajomości cards in hand
    wait: int = 0  # turns still to wait in the hospital
    out: bool = False  # bankrupt
    leaving: bool = False  # has said he resigns: from then on he only sells (money.resign)


@dataclass(frozen=True)
class State:
    data: Data = field(compare=False, repr=False)
    players: tuple[Player, ...]
    bank: int  # cash in the bank (may go below zero: the bank never runs out)
    bank_leases: int
    owner: tuple[int, ...]  # per property (Data.order): a seat, or BANK
    level: tuple[int, ...]  # per property: 0–3 rooms, APARTMENT
    rooms: int  # small tokens in the bank
    apartments: int  # large tokens in the bank
    deck: tuple[int, ...]  # Losy, top first (indices of Data.losy)
    first: int  # the seat that won the starting roll
    current: int  # whose turn comes next
    rounds: int = 0  # complete rounds played
    long_limit: bool = False  # the game to the last player, ended at the long limit (facts.long_rounds)
    no_limit: bool = False  # ... unless all agreed before the game to play it without the long limit
    end_agreed: bool = False  # the players agreed to end at the end of this round, scored as the timed game
    over: bool = False
    winners: tuple[int, ...] = ()
    ended_by: str = ""  # "last-standing" | "time-limit" | "agreed-end"

    def player(self, seat: int) -> Player:
        return self.players[seat]

    def active(self) -> tuple[int, ...]:
        return tuple(p.seat for p in self.players if not p.out)

    def clockwise_from(self, seat: int) -> tuple[int, ...]:
        """The other players still in, in turn order from the one on `seat`'s left (the next seat)."""
        n = len(self.players)
        return tuple(s for d in range(1, n) if not self.player(s := (seat + d) % n).out)

    def owned(self, seat: int) -> tuple[str, ...]:
        return tuple(pid for pid, o in zip(self.data.order, self.owner) if o == seat)


def with_player(state: State, seat: int, **changes) -> State:
    players = list(state.players)
    players[seat] = replace(players[seat], **changes)
    return replace(state, players=tuple(players))


def transfer(state: State, payer: int, payee: int, amount: int) -> State:
    """Move cash between two seats or a seat and the bank (BANK)."""
    if amount == 0:
        return state
    players = list(state.players)
    bank = state.bank
    if payer == BANK:
        bank -= amount
    else:
        players[payer] = replace(players[payer], cash=players[payer].cash - amount)
    if payee == BANK:
        bank += amount
    else:
        players[payee] = replace(players[payee], cash=players[payee].cash + amount)
    return replace(state, players=tuple(players), bank=bank)


def sell(
    state: State, table: Table, seller: int, buyer: int, price: int, *, pid: str | None = None, leases: int = 0
) -> State:
    """A trade between two players: `buyer` pays `price` for the property `pid` (its upgrade tokens
    stay on its card) and/or `leases` Dzierżawa cards. A trade always hands over a card: cash alone is
    no trade, so no player gives or lends cash to another, and the cash is the price the one who takes
    the card pays: nobody gives a card and cash with it (the rulebook's "Handel")."""
    if pid is None and leases <= 0:
        raise ValueError("a trade hands over at least one card: cash alone cannot be given or lent")
    if price < 0:
        raise ValueError(
            "the cash goes with the card's price, from the one who takes the card: no card comes with cash"
        )
    if state.player(buyer).leaving:
        table.rule("przekret.resign-sells-only")
        raise ValueError("a player who has said he resigns only sells: he buys nothing, so his cash goes to the bank")
    table.rule("przekret.trade-needs-card")
    state = transfer(state, buyer, seller, price)
    if pid is not None:
        owner = list(state.owner)
        owner[state.data.index(pid)] = buyer
        state = replace(state, owner=tuple(owner))
    if leases:
        state = with_player(state, buyer, leases=state.player(buyer).leases + leases)
        state = with_player(state, seller, leases=state.player(seller).leases - leases)
    return state


def swap(
    state: State,
    table: Table,
    a: int,
    b: int,
    *,
    a_pid: str | None = None,
    a_leases: int = 0,
    b_pid: str | None = None,
    b_leases: int = 0,
    a_pays: int = 0,
) -> State:
    """Cards both ways (the rulebook's „Handel”): `a` gives the property `a_pid` and/or `a_leases`
    Dzierżawa cards to `b`, `b` gives `b_pid` and/or `b_leases` to `a`, and `a` pays `b` `a_pays`
    (negative: `b` pays `a`). Dzierżawa cards are all alike, so those going both ways cancel one for
    one first: a Dzierżawa card for another is no trade. What is left must be a trade: when cards
    then go one way only, it is a sale (`sell`: the cash comes from the one who takes the cards);
    when properties go both ways, either side may pay the difference."""
    net = a_leases - b_leases
    a_gives = a_pid is not None or net > 0
    b_gives = b_pid is not None or net < 0
    if not a_gives and not b_gives:
        raise ValueError(
            "Dzierżawa cards cancel one for one: a trade in which no card is left to change hands is no trade"
        )
    if not b_gives:
        return sell(state, table, a, b, -a_pays, pid=a_pid, leases=max(net, 0))
    if not a_gives:
        return sell(state, table, b, a, a_pays, pid=b_pid, leases=max(-net, 0))
    if state.player(a).leaving or state.player(b).leaving:
        table.rule("przekret.resign-sells-only")
        raise ValueError("a player who has said he resigns only sells: he takes no card in exchange")
    table.rule("przekret.trade-needs-card")
    state = transfer(state, a, b, a_pays)
    owner = list(state.owner)
    if a_pid is not None:
        owner[state.data.index(a_pid)] = b
    if b_pid is not None:
        owner[state.data.index(b_pid)] = a
    state = replace(state, owner=tuple(owner))
    state = with_player(state, a, leases=state.player(a).leases - net)
    return with_player(state, b, leases=state.player(b).leases + net)


# ------------------------------------------------------------------------------------ reading


def _spot(item) -> Spot:
    return Spot(item.id or "", item.type, item.property, parse(item.effect) if item.effect is not None else None)


def read(game) -> Data:
    """The static data of a game of Przekręt, from its components and facts."""
    board = game.one("board").spec
    outer = tuple(_spot(f) for f in board.loops[0].fields)
    ids = [s.id for s in outer]
    tracks = {
        p.id: Track(p.id, tuple(_spot(f) for f in p.fields), ids.index(p.entry), ids.index(p.exit))
        for p in board.paths or []
    }
    props: dict[str, Prop] = {}
    streets: dict[str, list[str]] = {}
    for street, prop in all_properties(game.one("property-cards").spec):
        props[prop.id] = Prop(
            prop.id,
            street.id,
            prop.value,
            prop.lease,
            tuple(getattr(prop.rent, k) for k in RENT_KEYS),
            street.upgrade.room,
            street.upgrade.apartment,
        )
        streets.setdefault(street.id, []).append(prop.id)
    tokens = {v.name: v.count for v in game.one("tokens").spec.variants}
    types = [s.type for s in outer]
    return Data(
        outer=outer,
        tracks=tracks,
        props=props,
        order=tuple(props),
        streets={k: tuple(v) for k, v in streets.items()},
        losy=tuple(card.effect for card in game.one("chance-cards").spec.cards),
        facts=dict(game.facts),
        leases=deck_size(game.one("lease-cards").spec),
        rooms=tokens["pokój"],
        apartments=tokens["apartament"],
        money=game.one("banknotes").spec.total,
        start=types.index("start"),
        hospital=types.index("hospital"),
    )


def deal(data: Data, players: int, first: int, deck: tuple[int, ...]) -> State:
    cash = band(data.facts["deal-cash"], players)
    cards = band(data.facts["deal-lease-cards"], players)
    seats = tuple(Player(seat=i, cash=cash, pos=(OUTER, data.start), leases=cards) for i in range(players))
    return State(
        data=data,
        players=seats,
        bank=data.money - cash * players,
        bank_leases=data.leases - cards * players,
        owner=(BANK,) * len(data.order),
        level=(0,) * len(data.order),
        rooms=data.rooms,
        apartments=data.apartments,
        deck=deck,
        first=first,
        current=first,
    )


def round_limit(state: State, players: int) -> int:
    """The rounds after which the game is scored: the timed game's, or the long limit's when the
    players agreed on a game to the last player with the long limit (facts.long_rounds)."""
    limit = state.data.facts["round-limit"]
    return long_rounds(limit, players) if state.long_limit else timed_rounds(limit, players)
