"""Transactions after the move: open or secret deals of exhibits and tokens between the active
player and others, and auctions. The rules: the active player is always a party, the bank never
is, nobody gives more tokens than they hold, an auction sells to the highest bid at or above the
opening price. The deals proposed and accepted are the simulated players' choices (players.py)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from generator.games.kolekcjonerzy.engine.players import distance
from generator.games.kolekcjonerzy.engine.state import (
    State,
    evolve,
    planned_owned,
    playing,
    points,
    settle,
    share_needed,
)
from generator.games.table import Table

TRY_WHEN_AWAY = 0.6  # chance that a player who cannot claim yet tries a deal
TRY_WHEN_THERE = 0.05
ACCEPT_BETTER = 0.85  # a counterparty accepts a deal that does not set it back …
ACCEPT_PAID = 0.3  # … fairly often one that pays the printed price …
ACCEPT_WORSE = 0.05  # … and rarely any other
SECRET = 0.3
BLUFF = 0.05  # a bidder who wants the exhibit sometimes names more tokens than they hold
BACK_OUT = 0.05  # a party bound to pay sometimes hands fewer tokens than due ("jednak nie mam")
ASK_CHECK = 0.5  # a rival asks for a check of a bid right after it is named (only then, once)


def transfer(
    state: State, giver: int, taker: int, exhibits: frozenset[int] = frozenset(), tokens: int = 0, buyer_pays: int = 0
) -> State:
    """`giver` hands `exhibits` and `tokens` to `taker`, who pays `buyer_pays` tokens back. Tokens are
    their value: whoever holds the value can pay it, the change (from the payee or the bank, recorded
    when the bank lacks small tokens) being the table's bookkeeping, never a reason to void the deal."""
    owned, money = list(state.owned), list(state.tokens)
    owned[giver] -= exhibits
    owned[taker] |= exhibits
    money[giver] += buyer_pays - tokens
    money[taker] += tokens - buyer_pays
    if money[giver] < 0 or money[taker] < 0:
        raise AssertionError("a transaction left a player in debt")
    return evolve(state, owned=tuple(owned), tokens=tuple(money))


def _after(state: State, player: int, gain: frozenset[int], lose: frozenset[int], tokens: int) -> float:
    owned = (state.owned[player] - lose) | gain
    return distance(
        state,
        player,
        sum(state.values[e] for e in owned),
        len(owned & state.plans[player]),
        state.tokens[player] + tokens,
    )


def _accepts(state: State, player: int, gain: frozenset[int], lose: frozenset[int], tokens: int, table: Table) -> bool:
    """A counterparty takes a deal that does not set it back, often one that pays at least the
    printed price of what it gives up, and rarely any other."""
    if _after(state, player, gain, lose, tokens) <= distance(state, player):
        return table.chance(ACCEPT_BETTER)
    paid_well = lose and tokens >= sum(state.prices[e] for e in lose) - sum(state.prices[e] for e in gain)
    return table.chance(ACCEPT_PAID if paid_well else ACCEPT_WORSE)


def _pay(table: Table, holder_tokens: int, wanted: int) -> int:
    """What a player offers: what they want to give, but never more than they hold."""
    table.rule("kolekcjonerzy.trade-tokens-limit")
    return max(0, min(holder_tokens, wanted))


def _handed(table: Table, due: int) -> int:
    """What a party bound to pay `due` hands the arbiter: usually all of it, now and then fewer."""
    return table.rng.randint(0, due - 1) if due and table.chance(BACK_OUT) else due


@dataclass
class Trading:
    """One turn's transactions as the arbiter keeps them (the rulebook's „Transakcje i licytacje”): one after
    another, a new proposal or auction only once the last is settled; at most `per_partner` proposals to one player,
    a further one refused as „limit” (no proposal: it does not count in the turn's limit, r43 K rulebook F5); at a
    busy table at most `per_turn` proposals and auctions in all, then „koniec handlu”."""

    per_partner: int
    per_turn: int | None = None
    open: bool = False  # a proposal or auction not yet settled
    made: int = 0  # proposals and auctions of the turn
    to: dict[int, int] = field(default_factory=dict)  # proposals to each player

    def start(self, partner: int | None) -> str:
        """What the arbiter says to a new proposal to `partner` (None: an auction): "" when it is taken, „czekaj”
        while the last is open, „koniec handlu” once the turn's limit is spent, „limit” past the partner's."""
        if self.open:
            return "czekaj"
        if self.per_turn is not None and self.made >= self.per_turn:
            return "koniec handlu"
        if partner is not None and self.to.get(partner, 0) >= self.per_partner:
            return "limit"
        self.open, self.made = True, self.made + 1
        if partner is not None:
            self.to[partner] = self.to.get(partner, 0) + 1
        return ""

    def settle(self) -> None:
        """The open proposal answered (or the auction over): the next may start."""
        self.open = False


def transactions(state: State, player: int, table: Table) -> tuple[State, bool]:
    """The active player's transaction phase; returns the state and whether anything changed hands.
    The simulated player makes at most one proposal or auction a turn, through the turn's ledger (`Trading`: one
    at a time, within the limit to one partner and the busy table's limit in a turn, `Rules.turn_proposals`)."""
    rules = state.rules
    away = distance(state, player)
    if not table.chance(TRY_WHEN_AWAY if away else TRY_WHEN_THERE):
        return state, False
    if rules.turn_proposals is not None:
        table.rule("kolekcjonerzy.turn-proposals")
    table.rule("kolekcjonerzy.trade-active-party")
    trading = Trading(rules.partner_proposals, rules.turn_proposals)

    def through(partner: int | None, transaction: Callable[[], tuple[State, bool]]) -> tuple[State, bool]:
        if trading.start(partner):  # refused before it is made: no proposal, nothing changes hands
            return state, False
        done = transaction()
        trading.settle()
        return done

    gap = rules.threshold - points(state, player)
    others = [q for q in playing(state) if q != player]
    mine = sorted(state.owned[player])
    if gap < 0 and mine:
        fits = [e for e in mine if 0 < state.values[e] <= -gap] or [e for e in mine if state.values[e] > 0] or mine
        exhibit = table.choose(fits)
        if table.chance(0.5):
            return through(None, lambda: auction(state, player, exhibit, table))
        other = table.choose(others)
        return through(
            other, lambda: _deal(state, player, other, give=frozenset({exhibit}), get=frozenset(), table=table)
        )
    if gap > 0 or planned_owned(state, player) < share_needed(state, player):
        wanted = [
            (q, e)
            for q in others
            for e in state.owned[q]
            if state.values[e] <= max(gap, 0) or (e in state.plans[player] and state.values[e] <= max(gap, 0) + 2)
        ]
        if wanted:
            seller, exhibit = table.choose(wanted)
            swap = frozenset()
            if gap <= 0:
                spare = [e for e in mine if e not in state.plans[player]]
                if spare:
                    swap = frozenset({table.choose(spare)})
            return through(
                seller, lambda: _deal(state, player, seller, give=swap, get=frozenset({exhibit}), table=table)
            )
    spare = [e for e in mine if e not in state.plans[player] and state.values[e] <= max(gap, 0)]
    if spare and table.chance(0.3):
        lot = table.choose(spare)
        return through(None, lambda: auction(state, player, lot, table))  # turn a spare exhibit into tokens
    if state.tokens[player] > rules.token_cap:
        # Too many tokens to claim: pay them away, for a worthless exhibit or for nothing.
        surplus = state.tokens[player] - rules.token_cap
        worthless = [(q, e) for q in others for e in state.owned[q] if state.values[e] == 0]
        if worthless:
            seller, exhibit = table.choose(worthless)
            return through(
                seller,
                lambda: _deal(
                    state, player, seller, give=frozenset(), get=frozenset({exhibit}), table=table, pay=surplus
                ),
            )
        other = table.choose(others)
        return through(
            other, lambda: _deal(state, player, other, give=frozenset(), get=frozenset(), table=table, pay=surplus)
        )
    return state, False


def _deal(
    state: State,
    player: int,
    other: int,
    give: frozenset[int],
    get: frozenset[int],
    table: Table,
    pay: int | None = None,
) -> tuple[State, bool]:
    """A direct deal: `player` gives `give` and gets `get`; tokens flow to whoever gives more value."""
    price = sum(state.prices[e] for e in get) - sum(state.prices[e] for e in give)
    if pay is None:
        pay = price + table.rng.randint(-1, 2)
    if pay >= 0:
        tokens_from_player = _pay(table, state.tokens[player], pay)
        tokens_to_player = 0
    else:
        tokens_from_player = 0
        tokens_to_player = _pay(table, state.tokens[other], -pay)
    if _after(state, player, get, give, tokens_to_player - tokens_from_player) > distance(
        state, player
    ) and not table.chance(0.1):
        return state, False
    if not _accepts(state, other, give, get, tokens_from_player - tokens_to_player, table):
        table.count("deals refused")
        return state, False
    if table.chance(SECRET):
        table.rule("kolekcjonerzy.trade-secret")
    # both parties are bound: each hands the arbiter what it owes (now and then fewer) and is settled
    for payer, due in ((player, tokens_from_player), (other, tokens_to_player)):
        if settle(table, _handed(table, due), state.tokens[payer], due) is None:
            table.count("deals void")  # offers never exceed holdings here (_pay), so this stays at zero
            return state, False
    if tokens_from_player or tokens_to_player:
        table.rule("kolekcjonerzy.trade-settled-by-value")
    state = transfer(state, player, other, give, tokens_from_player)
    state = transfer(state, other, player, get, tokens_to_player)
    table.count("deals made")
    return state, True


def auction(state: State, seller: int, exhibit: int, table: Table) -> tuple[State, bool]:
    """Open auction: bidders in pawn order from the seller's next name their limits (a few bluff past
    their tokens); `bidding` runs it; the highest valid bid buys and pays the seller."""
    table.count("auctions")
    rules = state.rules
    opening = table.rng.randint(1, max(1, state.prices[exhibit]))
    gain = frozenset({exhibit})
    limits = {}
    order = [q for q in ((seller + k) % rules.players for k in range(1, rules.players)) if q not in state.gone]
    for q in order:
        helps = _after(state, q, gain, frozenset(), 0) < distance(state, q)
        limits[q] = _pay(
            table, state.tokens[q], table.rng.randint(0, state.tokens[q]) if helps else (1 if table.chance(0.1) else 0)
        )
        if helps and table.chance(BLUFF):
            limits[q] = state.tokens[q] + table.rng.randint(1, 3)  # names more than they hold
    table.rule("kolekcjonerzy.auction-order")
    leader, bid = bidding(order, limits, state.tokens, opening, table, lambda: table.chance(ASK_CHECK))
    if leader is None:
        table.rule("kolekcjonerzy.auction-no-bid")
        table.count("auctions without a bid")
        return state, False
    table.count("auctions sold")
    table.rule("kolekcjonerzy.trade-settled-by-value")
    bid = settle(table, _handed(table, bid), state.tokens[leader], bid)  # the bidding left only covered bids
    return transfer(state, seller, leader, gain, 0, buyer_pays=bid), True


def bidding(
    order: list[int],
    limits: dict[int, int],
    holdings: tuple[int, ...],
    opening: int,
    table: Table,
    asked: Callable[[], bool] = lambda: True,
) -> tuple[int | None, int]:
    """The bidding of one auction as the rulebook runs it; returns (buyer or None, price).

    The bidders speak in `order` (pawn order from the seller's next, round and round): each raises the
    highest bid by one token while it is below their limit, or passes; a bidder who passed may raise
    when the voice comes back. The bidding ends when, after the highest bid, every other bidder still
    in has passed in turn (with no bid at all: no sale). A check of a bid may be asked only right after
    it is named, before the voice moves on, and once (`asked()` says whether someone asks); a bid above
    its author's tokens is void when so checked, and otherwise when it should be paid, with the same
    outcome: its author bids no more on this exhibit (their earlier bids drop too), the highest bid of
    those still bidding is the highest again, and the voice goes to the next pawn after the void bid's
    author. The voice skips the author of the highest bid (also when a void bid makes his the highest
    again): his bid stands and he neither raises it nor passes."""
    bids: list[tuple[int, int]] = []  # (bidder, amount): the bids not found void so far, rising
    out: set[int] = set()
    turn, passes = 0, 0

    def void(bidder: int) -> None:
        nonlocal bids, passes
        table.rule("kolekcjonerzy.auction-void-bid")
        table.count("auction bids without cover")
        out.add(bidder)
        bids = [b for b in bids if b[0] != bidder]
        passes = 0  # the bidding goes on from the next pawn after the void bid's author

    while True:
        leader = bids[-1][0] if bids else None
        others = [q for q in order if q not in out and q != leader]
        if passes >= len(others):
            if leader is not None and bids[-1][1] > holdings[leader]:  # it comes out at payment
                void(leader)
                turn = order.index(leader) + 1
                continue
            break
        bidder = order[turn % len(order)]
        turn += 1
        if bidder in out or bidder == leader:
            continue  # the author of the highest bid is skipped: his bid stands, he does not pass
        highest = bids[-1][1] if bids else opening - 1
        if limits[bidder] <= highest:
            passes += 1
            continue
        passes = 0
        bids.append((bidder, highest + 1))
        if highest + 1 > holdings[bidder] and asked():
            void(bidder)
    return (bids[-1][0], bids[-1][1]) if bids else (None, 0)
