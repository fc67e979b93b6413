"""The sentences the table server says to a person: each refusal, each reason a room goes.

Kept in one table, as the engine keeps its phrases, so a sentence is written once and a test
can name it instead of copying it.
"""

from __future__ import annotations

from lansquenet.language import Phrases

GONE = (
    "This room is gone: its host ended it, nobody joined it within 5 minutes, "
    "or nobody played in it for 30 minutes. Ask the host for a new room."
)
RESTARTED = (
    "This room is gone: the table server has restarted since the room was opened, and rooms live "
    "only in its memory. Ask the host for a new room."
)
STOPPING = (
    "The table server is stopping, and rooms live only in its memory, so this match ends here. "
    "Ask the host for a new room once it is back."
)
FULL = "This table server holds as many rooms as it can; try again in a while."
CREATING_TOO_FAST = "Rooms are being opened too fast from your address; wait a minute and try again."
JOINS_TOO_OFTEN = "This seat's link was opened too often at once; wait a moment and open it again."
TAKEN_OVER = (
    "Your seat's link was opened in another window or on another device, which has the seat now; "
    "if that was not you, ask the host for a new link."
)
LINK_REISSUED = "The host gave this seat a new link; this one no longer opens it."
SEAT_TO_COMPUTER = "The host handed this seat to the computer, which plays it from now on."
HOST_ACTIONS = "The host may give a seat a new link ('new-link') or hand it to the computer ('computer')."
NO_JOIN = "A connection must join its seat within {seconds} seconds; this one did not, so it was closed."
TOO_MANY_CONNECTIONS = "Too many connections from your address; close some of the table's tabs and try again."
BROKEN_TEXT = "The table reads text, and that message held a broken character (an unpaired surrogate)."
SLOW_BODY = "The request took too long to arrive."
UNREADABLE = "The table could not read that message."
SERVER_FAULT = "The table server could not answer that request."
MIXED_SCRIPTS = (
    "A name cannot mix Latin, Greek and Cyrillic letters, which look alike; write it in one alphabet."
)
NOT_A_WATCH_LINK = "This watch link does not show this room."
WATCHERS_ONLY_WATCH = "A watch link shows the table; it cannot play or give a name."
WRONG_HOST = "This table server does not answer to the name {host}; use the address its operator gave."


def client_rooms(most: int) -> str:
    """The refusal for an address that already holds ``most`` rooms."""
    return (
        f"Your address already holds {most} open rooms, the most it may; "
        "end one, or wait for one nobody joined to go."
    )


def computer_name(seat: int) -> str:
    """The name a seat handed to the computer before the match goes by."""
    return f"Computer {seat + 1}"


def handed_to_computer(name: str) -> str:
    """What every seat is told when the host hands ``name``'s seat to the computer."""
    return f"The host handed {name}'s seat to the computer, which plays it from now on."


def too_many_watchers(most: int) -> str:
    """The refusal for one watcher more than a room may have."""
    return f"This room already has {most} watchers, the most it may; try again when one leaves."


ROOM: Phrases[str] = Phrases(
    en={
        "not-a-table": "A room request is a table of keys: variant, seats, options, limit, language.",
        "no-key": "A room request has no key {key}.",
        "variant": "A room plays pagat, modern, classic or encyclopedia, not {variant}.",
        "whole": "{what} must be a whole number from {low} to {high}, not {value}.",
        "what.seats": "seats",
        "what.limit": "The time limit",
        "options": "options must be a table of option names and values.",
        "not-started": "The match starts when every seat has joined and given a name.",
        "over": "The match is over.",
        "action": "An action is written in the notation, like 'stake 10' or 'pass'.",
        "timeout": "{name} did not decide within {seconds} seconds, so the table took the least choice "
        "for them: {action}.",
        "computer": "Computer {number}",
        "handed": "The host handed {name}'s seat to the computer, which plays it from now on.",
        "seat-to-computer": SEAT_TO_COMPUTER,
    },
    fr={
        "not-a-table": "Une demande de salle est une table de clés : variant, seats, options, limit, language.",
        "no-key": "Une demande de salle n'a pas de clé {key}.",
        "variant": "Une salle joue pagat, modern, classic ou encyclopedia, pas {variant}.",
        "whole": "{what} doit être un nombre entier de {low} à {high}, pas {value}.",
        "what.seats": "seats",
        "what.limit": "Le temps de réflexion",
        "options": "options doit être une table de noms d'options et de valeurs.",
        "not-started": "La partie commence quand chaque place a rejoint la table et donné un nom.",
        "over": "La partie est finie.",
        "action": "Une action s'écrit dans la notation, comme 'stake 10' ou 'pass'.",
        "timeout": "{name} n'a pas décidé en {seconds} secondes, donc la table a pris pour cette place "
        "le moindre choix : {action}.",
        "computer": "Ordinateur {number}",
        "handed": "L'hôte a confié la place de {name} à l'ordinateur, qui la joue désormais.",
        "seat-to-computer": "L'hôte a confié cette place à l'ordinateur, qui la joue désormais.",
    },
)
"""What a room says to its seats about a request, an action and a seat handed to the computer, in
the room's language: English unless the room was opened in French (the English sentences above
are the same words)."""
