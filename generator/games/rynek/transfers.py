"""Money between players while the bank settles a card (this edition's rulings): when it may pass.

The original allows any agreement between players and forbids only loans from the bank; this edition
stops money passing between players from the reveal of the entries until the bank has settled them,
so that the cash the entries were checked against is the cash that pays, and nobody sure to drop out
hands his cash to another player first („Po zakupie”, „Wypłaty i zapłaty” in the rulebook). Outside
those settlements anything passes, a gift too, also from a player about to drop out (r38 review 3:
„Umowy między graczami” says so; a gift cannot be told from a loan at the table)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from enum import Enum


class SaleStage(Enum):
    """Where a sale stands, for money passing between players (`money_may_pass`)."""

    OPEN = "before the offers are revealed"
    REVEALED = "offers revealed, no payout yet"
    PAYING = "the banker has begun the payouts"


def money_may_pass(stage: SaleStage, penalty_loan: bool = False) -> bool:
    """This edition's ruling (r31 review, 1) on money between players during a sale: anything goes
    before the offers are revealed; from the reveal to the end of the payouts only a loan for a
    penalty passes, and only before the first payout. A participant sure to drop out cannot hand his
    cash to another player first: it goes to the bank in his turn, as at a purchase („Po zakupie”); how
    much such a loan may be, `penalty_loan_limit` says."""
    if stage is SaleStage.OPEN:
        return True
    return penalty_loan and stage is SaleStage.REVEALED


@dataclass(frozen=True)
class SaleDue:
    """One player's standing in a sale once the offers are revealed: the cash he holds (after the entry
    fees), what the bank owes him for his sales and his penalty (both 0 for one who is no participant)."""

    cash: int
    revenue: int = 0
    penalty: int = 0

    @property
    def to_pay(self) -> int:
        """What he pays the bank in his turn: the penalty less his sales, never below 0."""
        return max(0, self.penalty - self.revenue)

    @property
    def shortfall(self) -> int:
        """The part of his penalty his cash does not cover."""
        return max(0, self.to_pay - self.cash)


def penalty_loan_limit(lender: SaleDue, borrower: SaleDue) -> int:
    """This edition's ruling (r42 review, 1) on the one loan the payout freeze lets pass: only to a player
    whose cash does not cover his penalty, at most the part he lacks, out of the cash the lender holds before
    the payouts. Any other player may lend, in the sale or not (r44 review, 1: the table split on it); a lender
    who is a participant only as much as leaves him his own penalty (one who is none owes nothing: `to_pay` 0). Anything more would be the
    cash dump the freeze stops: a player sure to drop out „lending” all he holds to an ally."""
    return max(0, min(borrower.shortfall, lender.cash - lender.to_pay))


class PurchaseStage(Enum):
    """Where a purchase stands, for money passing between players (`purchase_money_may_pass`)."""

    OPEN = "before the bids are revealed"
    PAYING = "bids revealed, not every buyer has paid yet"
    DONE = "every buyer has paid the bank"


def purchase_money_may_pass(stage: PurchaseStage) -> bool:
    """This edition's ruling (r35 review, 8) on money between players during a purchase: anything goes
    before the bids are revealed (a loan then counts in the cash the bids are checked against) and after
    the last buyer has paid; in between no money passes between any two players – a lender, a debtor
    paying back and a player who bid nothing alike, so the ruling does not ask who bid – so the cash checked at the reveal
    is the cash that pays, and nobody need ask who bid what."""
    return stage is not PurchaseStage.PAYING


@dataclass(frozen=True)
class Loan:
    """Money one player lends another before a purchase's bids are revealed; `handed_over` says whether
    the notes (or the banker's record) already lie before the borrower, or the loan is only promised."""

    lender: str
    borrower: str
    amount: int
    handed_over: bool


def cash_at_reveal(cash: Mapping[str, int], loans: Iterable[Loan]) -> dict[str, int]:
    """This edition's ruling (r37 review, 1) on a loan at a purchase: the bids are checked against the
    cash each player holds when they are revealed, so a loan counts only if its money was handed over
    before the reveal (the borrower's more, the lender's less); a loan only promised counts for nothing,
    and its money cannot pass afterwards until the last buyer has paid (`purchase_money_may_pass`).
    A player lends only cash he holds."""
    held = dict(cash)
    for loan in loans:
        if not loan.handed_over:
            continue
        if loan.amount > held.get(loan.lender, 0):
            raise ValueError(f"{loan.lender} lends {loan.amount} but holds {held.get(loan.lender, 0)}")
        held[loan.lender] -= loan.amount
        held[loan.borrower] = held.get(loan.borrower, 0) + loan.amount
    return held
