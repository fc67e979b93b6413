"""The chips lying on the table: the bank (the banker's stake) and each seat's bet.

Both are ledger accounts, so the chips of the seats plus the chips on the table never change.
"""

from __future__ import annotations

from ...ledger import name_accounts, seat_ref
from .phrases import ACCOUNTS

BANK = "Bank"
name_accounts(ACCOUNTS)


def bet_account(seat: int) -> str:
    """The account holding ``seat``'s bet against the bank (keyed by seat, shown with its name)."""
    return f"{seat_ref(seat)}'s bet"


def open_accounts(table) -> None:
    table.open_account(BANK, table.banker)
    for seat in range(table.count):
        table.open_account(bet_account(seat), seat)


def bets(table) -> dict[int, int]:
    """Every seat's bet now lying on the table (seats with none left out)."""
    out = {}
    for seat in range(table.count):
        amount = table.balance(bet_account(seat))
        if amount:
            out[seat] = amount
    return out


def return_bets(table, reason: str) -> dict[int, int]:
    """Send every bet back to its owner; returns what went back to whom."""
    back = bets(table)
    for seat, amount in back.items():
        table.pay(bet_account(seat), seat, amount, reason)
    return back
