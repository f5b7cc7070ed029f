"""Money in Przekręt: payments and bankruptcy, leasing and rent, upgrades. Pure functions: each
takes a State (and the Table for choices and rule ids) and returns the new State."""

from __future__ import annotations

from dataclasses import dataclass, replace

from generator.games.przekret.engine import strategies
from generator.games.przekret.engine.state import APARTMENT, BANK, State, sell, transfer, with_player
from generator.games.table import RANDOM, Table

BUY = 0.75  # chance that a simulated player leases a free property he can afford
UPGRADE = 0.5  # chance that he buys an upgrade he can afford (asked again after each one)
SELL = 0.6  # chance that another player buys a property offered before a bankruptcy
STEP = 100  # the smallest note: every amount in the game is a multiple of it


@dataclass(frozen=True)
class Offer:
    """A buyer's offer for the debtor's property `pid` or `leases` Dzierżawa cards before a bankruptcy;
    `accepted`: the debtor has said „przyjmuję” to it (and not since taken another offer for the card)."""

    buyer: int
    price: int
    pid: str | None = None
    leases: int = 0
    accepted: bool = True


def bank_pays(state: State, table: Table, seat: int, amount: int) -> State:
    """The bank pays out; when its notes run short it still pays (the banker writes it down)."""
    if state.bank < amount:
        table.rule("przekret.bank-unlimited")
        table.count("bank ran short of notes")
    return transfer(state, BANK, seat, amount)


def charge(state: State, table: Table, seat: int, debts: tuple[tuple[int, int], ...]) -> State:
    """`seat` owes each (creditor, amount): pay, or sell properties to other players first. The sales
    stand only if they cover the whole debt; if the cash still falls short, none of them takes place
    (the buyers keep their money) and the player goes bankrupt with what he had. Every amount is paid
    exactly: the bank breaks notes (cash is a sum, not a set of notes)."""
    debts = tuple((c, a) for c, a in debts if a > 0 and (c == BANK or not state.player(c).out))
    # paid before anything else: until it is, the debtor buys no card or upgrade and only sells (below)
    table.rule("przekret.pay-first")
    total = sum(a for _, a in debts)
    if state.player(seat).cash < total:
        offers = sell_before_bankruptcy(state, table, seat, total)
        sold = check_sales(state, table, seat, total, offers) if offers else None
        if sold is None:
            if offers:
                table.rule("przekret.sale-void")
                table.count("sales void: they did not cover the debt")
            return bankrupt(state, table, seat, debts)
        state = sold
    table.rule("przekret.change")
    for creditor, amount in debts:
        state = transfer(state, seat, creditor, amount)
    return state


def overdue(
    state: State, table: Table, seat: int, debts: tuple[tuple[int, int], ...], *, next_turn_over: bool = False
) -> State:
    """A payment `seat` forgot before „koniec” (rent, a field's fee, a Los fine), noticed later. It may be
    claimed until the end of the debtor's next turn (`next_turn_over`: noticed after that, it lapses – the
    table still remembers it then, and no claim from rounds ago is argued over without a record). `debts`
    are as they fell due – the rent the tokens gave when the pawn stopped, to the owner of that moment –
    and are paid at once like any payment (sales first, else bankruptcy); a creditor out of the game since
    gets nothing. After the game's last turn nobody claims it."""
    table.rule("przekret.overdue-payment")
    if state.over or next_turn_over:
        return state
    return charge(state, table, seat, debts)


def overdue_receipt(state: State, table: Table, seat: int, amount: int, *, next_turn_over: bool = False) -> State:
    """Money the bank owed `seat` (the Start bonus, a field's or a Los's payout), forgotten and noticed
    later: the same window – he takes it at once until the end of his next turn; after that, or after
    the game's last turn, nobody claims it."""
    table.rule("przekret.overdue-receipt")
    if state.over or state.player(seat).out or next_turn_over:
        return state
    return bank_pays(state, table, seat, amount)


def make_offer(state: State, table: Table, offers: tuple[Offer, ...], new: Offer) -> tuple[Offer, ...]:
    """A buyer makes an offer before „sprawdzam” (not yet accepted): all his standing offers – accepted or
    not – together stay within the cash he has; an offer beyond it is not made (he withdraws or lowers
    another first). Blind review r42, finding 1."""
    table.rule("przekret.sale-offer-limit")
    standing = sum(o.price for o in offers if o.buyer == new.buyer) + new.price
    if state.player(new.buyer).out or standing > state.player(new.buyer).cash:
        raise ValueError("an offer beyond the buyer's cash is not made: his offers together stay within it")
    return (*offers, replace(new, accepted=False))


def accept(table: Table, offers: tuple[Offer, ...], index: int) -> tuple[Offer, ...]:
    """The debtor says „przyjmuję” to `offers[index]`. Until „sprawdzam” he may take another offer for the
    same card instead: the one accepted before stands no more (it is an offer not accepted again); an
    acceptance is never taken back on its own – no function here un-accepts. Blind review r42, finding 2."""
    chosen = offers[index]
    switched = [
        i for i, o in enumerate(offers) if o.accepted and i != index and chosen.pid is not None and o.pid == chosen.pid
    ]
    if switched:
        table.rule("przekret.sale-switch")
    return tuple(
        replace(o, accepted=True) if i == index else replace(o, accepted=False) if i in switched else o
        for i, o in enumerate(offers)
    )


def restarts_count(made: tuple[Offer, ...], new: Offer, counter: int | None = None) -> bool:
    """Whether an offer made while a player counts to three (`counter`: the debtor before „sprawdzam”, or the
    player whose lease or track decision was demanded) starts the count again: only the first offer on a card
    or one higher than the highest made on that card so far, by anyone. Withdrawing an offer, lowering it,
    making it again or a lower offer of another buyer does not, nor does any offer of the counting player
    himself (he buys a card he is short of: his own offers never stretch his count). Blind review r42,
    finding 10; r44, findings 1 and 3: a losing bidder 100 zł at a time, or the decider offering to every
    seller in turn, kept the count going. The debtor's Dzierżawa cards are alike: an offer for one is for
    the next of them, so the engine keeps them apart only by `leases`."""
    if counter is not None and new.buyer == counter:
        return False
    before = [o.price for o in made if o.pid == new.pid and o.leases == new.leases]
    return not before or new.price > max(before)


def covered(offers: tuple[Offer, ...], buyer: int) -> int:
    """The cash `buyer`'s standing offers cover, accepted or not: he spends none of it on anything else until
    he frees it by withdrawing or lowering an offer (blind review r44, finding 2)."""
    return sum(o.price for o in offers if o.buyer == buyer)


def spend(state: State, table: Table, offers: tuple[Offer, ...], buyer: int, amount: int) -> State:
    """`buyer` pays `amount` elsewhere (another trade) while his offers before a bankruptcy stand: only out of
    the cash they do not cover (covered); the cash they cover is not spent until he withdraws or lowers an
    offer (blind review r44, finding 2: spending it was the playtest's argument in R16)."""
    table.rule("przekret.sale-cash-covered")
    if amount > state.player(buyer).cash - covered(offers, buyer):
        raise ValueError("the cash a buyer's offers cover is not spent elsewhere: withdraw or lower an offer first")
    return transfer(state, buyer, BANK, amount)


def change_offer(
    state: State, table: Table, offers: tuple[Offer, ...], index: int, price: int | None
) -> tuple[Offer, ...]:
    """The buyer of `offers[index]` withdraws it (`price` None) or changes it – raised or lowered, it is a new
    offer that the debtor must accept again (make_offer), and a lower one frees the cash it no longer covers."""
    rest = offers[:index] + offers[index + 1 :]
    if price is None:
        return rest
    return make_offer(state, table, rest, replace(offers[index], price=price))


def check_sales(state: State, table: Table, seat: int, total: int, offers: tuple[Offer, ...]) -> State | None:
    """„Sprawdzam”: the one check of the sales offered before a bankruptcy. Only the accepted offers count;
    the others lapse. No buyer falls short here: the cash his offers cover was not spent elsewhere (spend),
    so a state where it was is refused (blind review r44, finding 2: the clause „who cannot pay for all his
    accepted offers loses them all” is gone with it). The sales stand, all of them, only if with the
    debtor's cash they cover `total`: the state after them; else None (no sale takes place) – final either
    way."""
    table.rule("przekret.sale-one-check")
    table.rule("przekret.sale-cash-covered")
    if any(state.player(b).out or state.player(b).cash < covered(offers, b) for b in {o.buyer for o in offers}):
        raise ValueError("the cash a buyer's offers cover was spent elsewhere: not allowed before „sprawdzam”")
    if any(not o.accepted for o in offers):
        table.rule("przekret.sale-unaccepted-lapse")
    offers = tuple(o for o in offers if o.accepted)
    cards = [o.pid for o in offers if o.pid is not None]
    if len(cards) != len(set(cards)):
        raise ValueError("each property goes to one buyer: the debtor accepts one offer for it")
    if state.player(seat).cash + sum(o.price for o in offers) < total:
        return None
    for offer in offers:
        state = sell(state, table, seat, offer.buyer, offer.price, pid=offer.pid, leases=offer.leases)
    return state


def break_notes(state: State, table: Table, seat: int, other: int, amount: int) -> State:
    """Two players in the game break notes for each other, both agreeing: no card changes hands and
    it is no trade, for nobody gains a złoty (cash is a sum here, so nobody's cash changes)."""
    players = (state.player(seat), state.player(other))
    if seat == other or any(p.out for p in players) or amount <= 0 or amount % STEP:
        raise ValueError("notes are broken between two players in the game, in whole notes")
    if any(p.cash < amount for p in players):
        raise ValueError("each side of a change hands over the amount it receives")
    table.rule("przekret.change-between-players")
    return state


def repay_iou(table: Table, owed: int, note: int, change: bool = False) -> int:
    """A note comes back to the bank while it owes `owed` on an IOU: the banker pays it out if it is no
    larger than what is still owed, a larger one only if the creditor gives the change at once
    (`change`); otherwise the note stays in the bank. Returns what is still owed."""
    if owed <= 0 or note <= 0 or note % STEP:
        raise ValueError("the bank repays an IOU it owes with a whole note")
    table.rule("przekret.bank-repays")
    if note <= owed:
        return owed - note
    return 0 if change else owed


def share_in_hundreds(amount: int, owed: tuple[int, ...]) -> tuple[tuple[int, ...], int]:
    """`amount` shared among creditors in proportion to what each one is `owed` (equal debts: equal
    shares), each share rounded down to whole 100 zł: (the shares, what is left over)."""
    if not owed or any(o <= 0 for o in owed) or amount < 0:
        raise ValueError("an amount is shared among one creditor or more, each owed something")
    total = sum(owed)
    shares = tuple(amount * o // total // STEP * STEP for o in owed)
    return shares, amount - sum(shares)


def players_shares(amount: int, owed: tuple[int, ...]) -> tuple[tuple[int, ...], int]:
    """What a bankrupt's `amount` gives the players he `owed`: each at most his claim – all of them in full
    when it suffices, else in proportion in whole 100 zł (share_in_hundreds); (the shares, the rest, which
    goes to the bank). Blind review r35, finding 3: a player owed 3 500 zł beside the bank took all 3 900."""
    if amount >= sum(owed):
        return owed, amount - sum(owed)
    return share_in_hundreds(amount, owed)


def share_iou(table: Table, iou: int, owed: tuple[int, ...]) -> tuple[tuple[int, ...], int]:
    """A bankrupt's IOU among his player creditors, like his cash (players_shares): (each one's share, at
    most his claim, in proportion to what he was owed in whole 100 zł when it falls short; what the banker
    crosses out)."""
    table.rule("przekret.bankrupt-iou-shared")
    return players_shares(iou, owed)


def sell_before_bankruptcy(state: State, table: Table, seat: int, total: int) -> tuple[Offer, ...]:
    """A player who cannot pay may first offer properties (with their upgrades) to other players, at
    any price they agree on; the bank buys nothing back. Each buyer promises at most the cash he has,
    for several purchases together. The offers, in the order made; `check_sales` settles them."""
    owned = list(state.owned(seat))
    if owned:
        table.rule("przekret.sale-before-bankruptcy")
    offers: list[Offer] = []
    promised: dict[int, int] = {}
    raised = state.player(seat).cash

    def free(buyer: int) -> int:
        return state.player(buyer).cash - promised.get(buyer, 0)

    for pid in table.shuffled(owned):
        if raised >= total:
            break
        prop = state.data.props[pid]
        buyers = [p.seat for p in state.players if not p.out and p.seat != seat and free(p.seat) >= prop.lease]
        if not buyers or not table.chance(SELL):
            continue
        if len(buyers) > 1:
            table.rule("przekret.sale-debtor-chooses")
        buyer = table.choose(buyers)  # the debtor accepts one offer for the card, out loud
        top = min(prop.value, free(buyer)) // STEP
        price = table.rng.randint(prop.lease // STEP, top) * STEP
        offers.append(Offer(buyer, price, pid=pid))
        promised[buyer] = promised.get(buyer, 0) + price
        raised += price
        table.count("properties sold to avoid bankruptcy")
    # then his Dzierżawa cards, one at a time, at an agreed price (between the smallest note and the
    # cheapest property's value: what the card saves at most)
    top = min(prop.value for prop in state.data.props.values()) // STEP
    cards = state.player(seat).leases
    while cards and raised < total:
        buyers = [p.seat for p in state.players if not p.out and p.seat != seat and free(p.seat) >= STEP]
        if not buyers or not table.chance(SELL):
            break
        table.rule("przekret.sale-before-bankruptcy")
        buyer = table.choose(buyers)
        price = table.rng.randint(1, max(1, min(top, free(buyer) // STEP))) * STEP
        offers.append(Offer(buyer, price, leases=1))
        promised[buyer] = promised.get(buyer, 0) + price
        raised += price
        cards -= 1
        table.count("Dzierżawa cards sold to avoid bankruptcy")
    return tuple(offers)


def bankrupt(state: State, table: Table, seat: int, debts: tuple[tuple[int, int], ...]) -> State:
    """Out of the game: the remaining cash goes to the creditor (when several are owed, the players get
    at most their claims – in proportion to them, in whole 100 zł, when the cash falls short – and the rest
    goes to the bank: players_shares), the properties go back to the bank free and without upgrades, the
    tokens and the Dzierżawa cards back to the bank."""
    table.rule("przekret.bankrupt")
    table.count("bankruptcies")
    cash = state.player(seat).cash
    creditors = tuple(dict.fromkeys(c for c, _ in debts if c != BANK))
    if not creditors:
        state = transfer(state, seat, BANK, cash)
    elif len(creditors) == 1 and all(c != BANK for c, _ in debts):
        table.rule("przekret.bankrupt-cash-to-creditor")
        state = transfer(state, seat, creditors[0], cash)
    else:
        table.rule("przekret.bankrupt-several-creditors")
        owed = tuple(sum(a for c, a in debts if c == creditor) for creditor in creditors)
        shares, _ = players_shares(cash, owed)
        for creditor, share in zip(creditors, shares):
            state = transfer(state, seat, creditor, share)
        state = transfer(state, seat, BANK, state.player(seat).cash)
    owner, level = list(state.owner), list(state.level)
    rooms, apartments = state.rooms, state.apartments
    for i, o in enumerate(owner):
        if o == seat:
            if level[i]:
                table.rule("przekret.bankrupt-upgrades")
            rooms += level[i] if level[i] < APARTMENT else 0
            apartments += 1 if level[i] == APARTMENT else 0
            owner[i], level[i] = BANK, 0
    leases = state.player(seat).leases
    state = with_player(state, seat, out=True, leases=0, wait=0)
    return replace(
        state,
        owner=tuple(owner),
        level=tuple(level),
        rooms=rooms,
        apartments=apartments,
        bank_leases=state.bank_leases + leases,
    )


def resign(
    state: State,
    table: Table,
    seat: int,
    debts: tuple[tuple[int, int], ...] = (),
    *,
    collecting: bool = False,
    sales: tuple[Offer, ...] = (),
) -> State:
    """A player leaves the table early: he goes out like a bankrupt who owes the bank – his cash, his
    properties (free, without upgrades), his Dzierżawa cards and hospital tokens go back to the bank.
    Only one who owes nothing may leave: `debts` he still owes (forgotten ones too) are paid first, by
    sales before a bankruptcy if need be, and one who cannot pay them goes bankrupt to his creditors.
    `collecting`: someone is paying him a debt right now (selling before a bankruptcy, or a payer of
    „weź od każdego gracza”) or his offer awaits another's „sprawdzam” – he may not leave until that
    debtor has paid or gone bankrupt, so no debt or accepted offer is left hanging. Once he has said he
    leaves he only sells (`sales`: other players' offers for his cards, at any price, a symbolic one too):
    he buys nothing (state.sell refuses a leaving buyer), so his cash goes to the bank, not to an ally."""
    table.rule("przekret.resign-waits")
    if collecting:
        raise ValueError(
            "a player may not resign while a debt to him is being paid: the debtor pays or goes bankrupt first"
        )
    if debts:
        table.rule("przekret.resign-debts-first")
        state = charge(state, table, seat, debts)
        if state.player(seat).out:
            return state
    table.rule("przekret.resign-sells-only")
    state = with_player(state, seat, leaving=True)
    for offer in sales:
        state = sell(state, table, seat, offer.buyer, offer.price, pid=offer.pid, leases=offer.leases)
    table.rule("przekret.resign")
    return bankrupt(state, table, seat, ())


def land_on_property(state: State, table: Table, seat: int, pid: str) -> State:
    i = state.data.index(pid)
    owner = state.owner[i]
    prop = state.data.props[pid]
    me = state.player(seat)
    if owner == BANK:
        table.rule("przekret.property-lease")
        table.rule("przekret.lease-on-landing")  # the only place a lease happens: the stop itself
        options = []
        if me.leases and me.cash >= prop.lease:
            options.append("card")
        if me.cash >= prop.value:
            options.append("full")
        if table.plays(seat) != RANDOM:
            how = strategies.lease(table.plays(seat), state, seat, pid, options) if options else None
            if how is None:
                return state
        elif not options or not table.chance(BUY):
            return state
        else:
            how = "card" if "card" in options and (len(options) == 1 or table.chance(0.8)) else "full"
        if how == "card":
            table.rule("przekret.lease-card")
            table.count("leases with a Dzierżawa card")
            state = with_player(state, seat, leases=me.leases - 1)
            state = replace(state, bank_leases=state.bank_leases + 1)
            state = transfer(state, seat, BANK, prop.lease)
        else:
            table.count("leases at full value")
            state = transfer(state, seat, BANK, prop.value)
        owners = list(state.owner)
        owners[i] = seat
        return replace(state, owner=tuple(owners))
    if owner == seat:
        table.rule("przekret.own-property")
        return state
    table.rule("przekret.rent")
    table.rule("przekret.rent-at-once")  # unasked, in this very turn, before „koniec”
    table.rule("przekret.rent-owner-at-landing")  # `owner` is fixed here; nothing sells it before the payment
    if state.player(owner).wait:
        table.rule("przekret.rent-in-hospital")
    rent = prop.rents[state.level[i]]
    table.count("rent paid (zł)", min(rent, me.cash))
    return charge(state, table, seat, ((owner, rent),))


def full_streets(state: State, seat: int) -> tuple[str, ...]:
    return tuple(
        street
        for street, pids in state.data.streets.items()
        if all(state.owner[state.data.index(p)] == seat for p in pids)
    )


def upgrades(state: State, table: Table, seat: int) -> State:
    """In his own turn a player may buy rooms and apartments on streets he controls whole."""
    streets = full_streets(state, seat)
    if not streets:
        return state
    table.rule("przekret.upgrade-when")
    while True:
        me = state.player(seat)
        options, blocked = [], False
        for street in streets:
            for pid in state.data.streets[street]:
                i = state.data.index(pid)
                prop = state.data.props[pid]
                level = state.level[i]
                if level < state.data.facts["max-rooms"] and me.cash >= prop.room:
                    stock = state.rooms
                elif level == state.data.facts["max-rooms"] and me.cash >= prop.apartment:
                    stock = state.apartments
                else:
                    continue
                if stock:
                    options.append(i)
                else:
                    blocked = True
        if blocked:
            table.rule("przekret.upgrade-no-tokens")
        if table.plays(seat) != RANDOM:
            i = strategies.upgrade(table.plays(seat), state, seat, options)
            if i is None:
                return state
        elif not options or not table.chance(UPGRADE):
            return state
        else:
            i = table.choose(options)
        prop = state.data.props[state.data.order[i]]
        level = list(state.level)
        if level[i] < state.data.facts["max-rooms"]:
            table.rule("przekret.upgrade-room")
            table.count("rooms bought")
            state = transfer(state, seat, BANK, prop.room)
            level[i] += 1
            state = replace(state, level=tuple(level), rooms=state.rooms - 1)
        else:
            table.rule("przekret.upgrade-apartment")
            table.count("apartments bought")
            state = transfer(state, seat, BANK, prop.apartment)
            rooms = level[i]
            level[i] = APARTMENT
            state = replace(state, level=tuple(level), rooms=state.rooms + rooms, apartments=state.apartments - 1)
