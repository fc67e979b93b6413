"""Every chip movement, with its reason.

Chips move only through :meth:`Ledger.move`. Seats' holdings and the stakes lying on the
table (the bank, each punter's stake, the rejouissance...) are all accounts, so the sum of
every account is the same at every step: chips are never created or destroyed.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Transfer:
    """One movement of chips from ``payer`` to ``payee`` (account names)."""

    payer: str
    payee: str
    amount: int
    reason: str

    def to_json(self) -> dict:
        return {"payer": self.payer, "payee": self.payee, "amount": self.amount, "reason": self.reason}


class Ledger:
    """Accounts by name, and the list of every transfer made."""

    def __init__(self, accounts: dict[str, int] | None = None):
        self.accounts: dict[str, int] = dict(accounts or {})
        self.transfers: list[Transfer] = []

    def open(self, name: str) -> None:
        """Open an empty account (a place on the table chips can lie)."""
        self.accounts.setdefault(name, 0)

    def balance(self, name: str) -> int:
        return self.accounts.get(name, 0)

    def total(self) -> int:
        return sum(self.accounts.values())

    def move(self, payer: str, payee: str, amount: int, reason: str) -> Transfer | None:
        """Move ``amount`` chips; an account never goes below zero."""
        if amount < 0:
            raise ValueError("a transfer moves a positive amount")
        if amount == 0:
            return None
        if self.accounts.get(payer, 0) < amount:
            raise ValueError(f"{payer} holds {self.accounts.get(payer, 0)}, cannot pay {amount} ({reason})")
        self.accounts[payer] -= amount
        self.accounts[payee] = self.accounts.get(payee, 0) + amount
        transfer = Transfer(payer, payee, amount, reason)
        self.transfers.append(transfer)
        return transfer

    def empty(self, account: str, payee: str, reason: str) -> Transfer | None:
        """Move everything in ``account`` to ``payee``."""
        return self.move(account, payee, self.balance(account), reason)
