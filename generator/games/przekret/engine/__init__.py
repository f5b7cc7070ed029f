"""Przekręt's complete rules engine, played by `drukarnia simulate przekret`.

Set-up (deal, starting roll), every turn phase (hospital, upgrades, dice, movement on the outer
rectangle and the inner tracks), every field (plansza.yaml `effect:`), every Los (losy.yaml
`effect:`), trading for the last property of a street (trade.py), bankruptcy and the end: the last player standing, or the timed game this edition
prints (after `round-limit` full rounds the richest wins), or an end the players agree on (the
round is played out and scored as the timed game). Every decision point names its rule
id; the rulebook prints each one (components/przekret/game.yaml and zasady.yaml).
"""

from __future__ import annotations

from dataclasses import replace

from generator.games import register_engine
from generator.games.przekret.engine.money import full_streets
from generator.games.przekret.engine.play import play_turn
from generator.games.przekret.engine.state import APARTMENT, BANK, OUTER, State, deal, read, round_limit
from generator.games.przekret.engine.strategies import SMART, STRATEGIES
from generator.games.przekret.facts import FACTS, apartment_worth
from generator.games.table import Table

RULES = {
    "przekret.deal": "the deal: cash and Dzierżawa cards per player count (start-of-play table)",
    "przekret.starting-roll": "the highest starting roll moves first, then clockwise",
    "przekret.starting-roll-tie": "players tied for the highest starting roll roll again among themselves",
    "przekret.six-again": "a 6 rolls again and adds",
    "przekret.third-six": "a third 6 in one turn: straight to the hospital (no move, no Start bonus), wait there",
    "przekret.hospital-wait": "a player in the hospital skips his next N turns (the turn he was sent does not count), "
    "may still upgrade, and rolls from the hospital on the turn after",
    "przekret.hospital-visit": "ending an ordinary move on the hospital is a visit: nothing happens",
    "przekret.start-pass": "passing Start moving forward (dice or Los) pays the Start bonus",
    "przekret.start-exact": "ending a forward move exactly on Start (dice or 'go to Start') pays the bonus too",
    "przekret.start-field": "the Start field itself does nothing more when a move ends on it",
    "przekret.back-no-bonus": "moving back past Start pays no bonus",
    "przekret.parking": "the parking corner does nothing",
    "przekret.accident": "the accident corner: back to the hospital without the Start bonus, and wait",
    "przekret.property-lease": "a free property may be leased (optional): full value, or 10 % with a Dzierżawa card",
    "przekret.lease-card": "a Dzierżawa card used for a lease goes back to the bank",
    "przekret.lease-on-landing": "a free property is leased only in the turn the pawn stops on it, never later "
    "while the pawn still stands there",
    "przekret.own-property": "a player's own property does nothing",
    "przekret.rent": "rent by the upgrades on the property; a player who cannot pay goes bankrupt",
    "przekret.rent-at-once": "rent is paid at once by the lander, unasked, before he says 'koniec' (like every "
    "payment), at the upgrades that lay on the property when the pawn stopped; nobody claims it, so no roll "
    "races it",
    "przekret.overdue-payment": "a payment forgotten before 'koniec' (rent, a fee, a fine) may be claimed until the "
    "end of the debtor's next turn: it is paid as soon as anyone notices, as it fell due (the rent of the landing, "
    "to the owner of that moment); later, or once that creditor is out, it lapses; after the game's last turn "
    "nobody claims it. It settles mistakes: not paying on purpose is cheating, no move of the game. Whatever "
    "was done before anyone noticed (sales, purchases, upgrades, leases) stands: the rent still goes to the owner "
    "of the landing",
    "przekret.overdue-receipt": "money the bank owed a player (the Start bonus, a payout), forgotten: he takes it as "
    "soon as anyone notices, until the end of his next turn; after that, or after the game's last turn, it lapses",
    "przekret.pay-first": "a payment due is paid before anything else: until it is paid the debtor buys no card or "
    "upgrade, leases nothing, enters no track and pays nothing else; he only sells, as before a bankruptcy",
    "przekret.turn-end": "a turn ends when the player says 'koniec' and hands the die on: leasing and upgrades "
    "only before that",
    "przekret.rent-in-hospital": "an owner waiting in the hospital still collects rent",
    "przekret.upgrade-when": "upgrades only in one's own turn (before the roll, after the move, or while waiting "
    "in the hospital), only on streets whose every property one controls",
    "przekret.upgrade-room": "a room (small token) costs the street's room price; at most 3 on a property",
    "przekret.upgrade-apartment": "an apartment replaces 3 rooms (which go back to the bank) for the apartment price",
    "przekret.upgrade-no-tokens": "no upgrade when the bank has no token of that size left",
    "przekret.field-instruction": "an instruction field does what its board data says",
    "przekret.roulette": "the roulette field: roll, even wins the amount from the bank, odd pays it",
    "przekret.gate-unmet": "a yellow field whose condition the player does not meet does nothing",
    "przekret.gate-optional": "entering an inner track from its yellow field is optional: meet the condition, pay, enter; "
    "decided on the stop, before the turn's upgrades (only trades may come first)",
    "przekret.inner-first-field": "the first field of an inner track acts as soon as the pawn is put on it",
    "przekret.inner-move": "on an inner track the dice move the pawn along the track",
    "przekret.inner-overshoot": "more steps than fields left: stop on the track's last field",
    "przekret.inner-exit": "from the last field the next move counts from the outer field the exit arrow points at",
    "przekret.inner-last": "the last field of an inner track does nothing itself",
    "przekret.los-draw": "a Los is drawn from the top, done at once, and put under the deck",
    "przekret.los-forward": "Los: move forward N fields (clockwise, Start bonus)",
    "przekret.los-to": "Los: go forward to the named field (clockwise, Start bonus, the field acts)",
    "przekret.los-back": "Los: move back N fields (anticlockwise, no Start bonus)",
    "przekret.los-hospital": "Los: straight to the hospital, wait N turns, no Start bonus",
    "przekret.los-inner": "Los: go to the first field of the named inner track",
    "przekret.los-enter-track": "entering a track through a Los: no fee, no condition, no Start bonus; the first "
    "field acts",
    "przekret.los-on-inner-track": "a movement Los drawn on an inner track: forward/back count along the track (no "
    "further than its last or first field); 'go to' leaves by the exit arrow and goes "
    "clockwise from there",
    "przekret.los-pay-bank": "Los: pay the bank",
    "przekret.los-pay-each": "Los: pay every other player",
    "przekret.los-receive-bank": "Los: take money from the bank",
    "przekret.los-receive-each": "Los: every other player pays you (one who cannot goes bankrupt)",
    "przekret.los-lease-card": "Los: take Dzierżawa cards from the bank",
    "przekret.lease-card-short": "a Dzierżawa card owed when the bank has none left: the player takes what is left",
    "przekret.sale-before-bankruptcy": "a player who cannot pay may first sell properties (with upgrades) and Dzierżawa "
    "cards to others",
    "przekret.sale-void": "sales before a bankruptcy stand only if they cover the whole debt; otherwise none takes "
    "place and the properties go back to the bank with the bankruptcy (no gift to a friend)",
    "przekret.rent-owner-at-landing": "rent is owed to whoever owned the property when the pawn stopped on it; the "
    "property is not sold before the rent is paid",
    "przekret.change": "the bank breaks notes, and changes small notes back into larger ones, at any time: every amount "
    "is paid exactly (the printed notes suffice for a whole game at the largest count: money-summary supply)",
    "przekret.change-between-players": "players may break notes for each other when both agree: no card is needed, "
    "it is no trade (cash is a sum here, so a change never alters what anyone has)",
    "przekret.sale-one-check": "the sales before a bankruptcy are checked once, when the debtor says 'check': "
    "no buyer withdraws or adds after that, and a failed check is final (no second try); once no new offer comes, "
    "anyone may demand it (the simulated debtor checks at once)",
    "przekret.sale-cash-covered": "the cash a buyer's offers before a bankruptcy cover is not spent on anything "
    "else until he frees it by withdrawing or lowering an offer (a lowered offer is a new one, to be accepted "
    "again), so at 'check' every buyer pays for all his accepted offers",
    "przekret.sale-debtor-chooses": "each card offered before a bankruptcy goes to one buyer: the debtor accepts an "
    "offer out loud, a single bidder's too, and picks one when several bid for the card; only accepted offers count "
    "at 'check'",
    "przekret.sale-offer-limit": "a buyer's standing offers before a bankruptcy, accepted or not, together stay "
    "within his cash: an offer beyond it is not made (he withdraws or lowers another first)",
    "przekret.sale-unaccepted-lapse": "at 'check' the offers the debtor did not accept lapse: they neither count "
    "toward the debt nor toward the buyer's cash, so they do not take his accepted ones down",
    "przekret.sale-switch": "until 'check' the debtor may accept another offer for the same card instead of the one "
    "he accepted, which then stands no more; an acceptance is not taken back on its own",
    "przekret.trade": "players sell each other properties (with their upgrades) and Dzierżawa cards at any "
    "agreed price, at any time; the simulated players buy the last property of a street in their own turn",
    "przekret.trade-needs-card": "every trade hands over a property or a Dzierżawa card: cash alone is neither "
    "given nor lent, and the cash is paid by the one who takes the card (no card comes with cash)",
    "przekret.payers-in-turn-order": "'take from every player': the payers pay one by one in turn order from the "
    "taker's left, each finishing his sales and payment before the next begins; a payer's debt begins at his own "
    "turn to pay, so a later payer may still buy from an earlier one",
    "przekret.bankrupt": "bankruptcy: out of the game; properties back to the bank free, without upgrades; "
    "Dzierżawa cards back to the bank",
    "przekret.bankrupt-cash-to-creditor": "a bankrupt's remaining cash goes to the player he owed",
    "przekret.bankrupt-several-creditors": "owing several creditors (one debt or several falling due at once): the "
    "players get at most what each is owed – in proportion to it (equally for equal debts), in whole 100 zł, when "
    "the cash falls short – and the rest goes to the bank",
    "przekret.bankrupt-upgrades": "a bankrupt's upgrade tokens go back to the bank",
    "przekret.resign": "a player who leaves the game early goes out like a bankrupt owing the bank: his cash, "
    "properties (free, without upgrades), Dzierżawa cards and hospital tokens go back to the bank",
    "przekret.resign-debts-first": "only a player who owes nothing may resign: he pays what he owes first (by sales "
    "before a bankruptcy if need be) and goes bankrupt to his creditors if he cannot",
    "przekret.resign-sells-only": "a player who has said he resigns only sells his cards to other players (at any "
    "price, a symbolic one too); he buys nothing, so his cash goes to the bank and not to an ally",
    "przekret.resign-waits": "a player may resign at any time, in another's turn too, but not while someone is paying "
    "him a debt (selling before a bankruptcy, or one payer of 'take from every player') nor while his offer awaits "
    "another's 'check': that debtor pays or goes bankrupt first",
    "przekret.bank-unlimited": "the bank never runs out of money: the banker notes what the notes do not cover, "
    "pays the notes off in the order written (in part too) and a bankrupt's note goes with his cash to his creditor",
    "przekret.bank-repays": "the bank repays its IOUs with returned notes no larger than what is still owed; a "
    "larger note only when the creditor gives change at once",
    "przekret.bankrupt-iou-shared": "a bankrupt's IOU is shared among several creditors like his cash: each player at "
    "most his claim, in proportion to it in whole 100 zł when it falls short, the rest crossed out",
    "przekret.last-standing": "the game ends when one player is left: he wins",
    "przekret.time-limit": "the timed game ends after the agreed rounds: cash, printed property values and upgrades at cost",
    "przekret.round-closer-out": "the player on the starter's right closes each round; once he is out, the nearest "
    "player before him still in; out in his own turn (bankrupt or resigned), he still closes that round",
    "przekret.long-limit": "the long limit of the game to the last player: four times the timed game's rounds, "
    "then scored as the timed game; it holds unless the players agreed before the game to play without it",
    "przekret.no-limit": "a game to the last player agreed before the game to be without the long limit goes on past "
    "it: only bankruptcies (or an agreed end) end it",
    "przekret.agreed-end": "the players may agree at any time to end the game: it ends with the round, "
    "scored as the timed game",
    "przekret.timed-tie": "a tie in the timed game: most cash wins; still tied, the win is shared",
    "przekret.count-at-once": "the timed game (and the long limit, and an agreed end) ends with the last turn of "
    "the last round and is scored at once: no trade or upgrade after that turn",
}


class PrzekretEngine:
    game_id = "przekret"
    rules = RULES

    def setup(self, game, players: int, table: Table) -> State:
        data = read(game)
        table.rule("przekret.deal")
        table.rule("przekret.starting-roll")
        first = starting_roll(table, tuple(range(players)))
        deck = tuple(table.shuffled(range(len(data.losy))))
        return deal(data, players, first, deck)

    def turn(self, state: State, table: Table) -> State:
        seat = state.current
        state = play_turn(state, table, seat)
        return end_of_turn(state, table, seat)

    def over(self, state: State) -> bool:
        return state.over

    def invariants(self, state: State) -> list[str]:
        return invariants(state)

    def bound(self, players: int) -> int:
        """A turn of each player per round, for the longest round limit an edition may set, and more."""
        return players * (FACTS["round-limit"].high + 100)

    strategies = STRATEGIES
    smart = SMART

    def winners(self, state: State) -> tuple[int, ...]:
        return tuple(state.winners)

    def ending(self, state: State) -> str:
        return state.ended_by

    def scores(self, state: State) -> tuple[float, ...]:
        return tuple(worth(state, p.seat) if not p.out else 0 for p in state.players)

    def stalled(self, state: State) -> str:
        return f"round {state.rounds}, {len(state.active())} players still in"


def starting_roll(table: Table, seats: tuple[int, ...]) -> int:
    """Everyone rolls; the highest starts; the players tied for the highest roll again."""
    while True:
        rolls = {s: table.roll() for s in seats}
        best = max(rolls.values())
        seats = tuple(s for s in seats if rolls[s] == best)
        if len(seats) == 1:
            return seats[0]
        table.rule("przekret.starting-roll-tie")
        table.count("tied starting rolls")


def end_of_turn(state: State, table: Table, seat: int) -> State:
    """„Koniec” and the die handed on: the turn passes, and with it the chance to lease or upgrade."""
    table.rule("przekret.turn-end")
    active = state.active()
    n = len(state.players)
    if len(active) == 1:
        table.rule("przekret.last-standing")
        table.count("games won by the last player standing")
        table.count("rounds played in games won by the last player standing", state.rounds + 1)
        return finished(replace(state, over=True, winners=active, ended_by="last-standing"), table)
    step = next(d for d in range(1, n + 1) if not state.player((seat + d) % n).out)
    round_over = (state.first - seat - 1) % n < step
    if round_over and (state.player(seat).out or (state.first - seat - 1) % n):
        table.rule("przekret.round-closer-out")
    rounds = state.rounds + (1 if round_over else 0)
    state = replace(state, current=(seat + step) % n, rounds=rounds)
    if rounds >= round_limit(state, n):
        if state.no_limit:
            if round_over and rounds == round_limit(state, n):
                table.rule("przekret.no-limit")
            return state
        if state.long_limit:
            table.rule("przekret.long-limit")
        return timed_end(state, table)
    if state.end_agreed and round_over:
        table.rule("przekret.agreed-end")
        return timed_end(state, table, ended_by="agreed-end")
    return state


def play_long_limit(state: State) -> State:
    """The game to the last player: it ends at the long limit's rounds at the latest (the default of
    that game: setup step 4 asks only whether to play it or the timed game)."""
    return replace(state, long_limit=True)


def play_without_limit(state: State) -> State:
    """The game to the last player that all agreed before the game to play without the long limit."""
    return replace(state, long_limit=True, no_limit=True)


def agree_to_end(state: State) -> State:
    """The players agree to end the game (any time, e.g. a game to the last player that drags on):
    the current round is played out and then scored as the timed game."""
    return replace(state, end_agreed=True)


def upgrades_worth(state: State, pid: str) -> int:
    """What the upgrades on a property cost their owner: each room at its street's price, an
    apartment at the rooms it replaced plus its own price (the timed game counts them so)."""
    prop, level = state.data.props[pid], state.level[state.data.index(pid)]
    if level == APARTMENT:
        return apartment_worth(prop.room, prop.apartment, state.data.facts["max-rooms"])
    return level * prop.room


def worth(state: State, seat: int) -> int:
    """The timed game's score: cash, the printed value of each property and what its upgrades cost."""
    owned = state.owned(seat)
    return state.player(seat).cash + sum(state.data.props[p].value + upgrades_worth(state, p) for p in owned)


def timed_end(state: State, table: Table, ended_by: str = "time-limit") -> State:
    """Scored as the last turn left the table: nobody trades or upgrades in between."""
    table.rule("przekret.count-at-once")
    if ended_by == "time-limit":
        table.rule("przekret.time-limit")
        table.count("games ended by the round limit")
    scores = {s: worth(state, s) for s in state.active()}
    best = max(scores.values())
    winners = tuple(s for s in scores if scores[s] == best)
    if len(winners) > 1:
        table.rule("przekret.timed-tie")
        cash = max(state.player(s).cash for s in winners)
        winners = tuple(s for s in winners if state.player(s).cash == cash)
    return finished(replace(state, over=True, winners=winners, ended_by=ended_by), table)


def finished(state: State, table: Table) -> State:
    """Figures about a game that just ended."""
    table.count("players bankrupt at the end", len(state.players) - len(state.active()))
    table.count("whole streets held at the end", sum(len(full_streets(state, s)) for s in state.active()))
    table.count("properties leased at the end", sum(1 for o in state.owner if o != BANK))
    return state


def invariants(state: State) -> list[str]:
    data = state.data
    out = []
    cash = sum(p.cash for p in state.players)
    if cash + state.bank != data.money:
        out.append(f"money not conserved: players {cash} + bank {state.bank} != {data.money} zł")
    for p in state.players:
        if p.cash < 0:
            out.append(f"player {p.seat + 1} has {p.cash} zł")
        if p.out and (p.cash or p.leases or state.owned(p.seat)):
            out.append(f"bankrupt player {p.seat + 1} still holds cash, cards or properties")
        track, i = p.pos
        fields = data.outer if track == OUTER else data.tracks[track].fields
        if not 0 <= i < len(fields) or p.wait < 0:
            out.append(f"player {p.seat + 1} stands at an impossible place {p.pos} (wait {p.wait})")
    leases = sum(p.leases for p in state.players) + state.bank_leases
    if leases != data.leases or state.bank_leases < 0:
        out.append(f"Dzierżawa cards not conserved: {leases} of {data.leases} (bank {state.bank_leases})")
    rooms = sum(lv for lv in state.level if lv < APARTMENT) + state.rooms
    apartments = sum(1 for lv in state.level if lv == APARTMENT) + state.apartments
    if rooms != data.rooms or apartments != data.apartments or state.rooms < 0 or state.apartments < 0:
        out.append(f"tokens not conserved: rooms {rooms}/{data.rooms}, apartments {apartments}/{data.apartments}")
    for pid, owner, level in zip(data.order, state.owner, state.level):
        if level and owner == BANK:
            out.append(f"property {pid} has upgrades but no owner")
        if owner != BANK and state.player(owner).out:
            out.append(f"property {pid} belongs to a bankrupt player")
    if sorted(state.deck) != list(range(len(data.losy))):
        out.append("the Losy deck lost or gained cards")
    if state.over and not state.winners:
        out.append("the game ended without a winner")
    return out


ENGINE = register_engine(PrzekretEngine())
__all__ = [
    "ENGINE",
    "PrzekretEngine",
    "full_streets",
    "starting_roll",
    "end_of_turn",
    "timed_end",
    "agree_to_end",
    "play_without_limit",
    "upgrades_worth",
    "worth",
    "invariants",
]
