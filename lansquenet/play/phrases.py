"""Play's words: what a session says of answers given together, and how a board words such a form.

Kept in one table, apart from the code, so another language's edition replaces them in one place.
"""

from __future__ import annotations

from ..language import Phrases
from . import phrases_fr as fr

SEPARATOR = ";"
"""Between the answers of a series given together, in the notation: ``bet-k 3; bet-10 2; pass``."""

NOTHING_DONE = "Nothing was done: answer {number} of {count} ('{action}') {why}"
"""The refusal of a series given together, none of which is applied; ``why`` ends the sentence."""

REFUSED = "was refused: {reason}"
"""Why an answer of a series was refused: the engine's own sentence follows."""

NOT_ASKED = "was not asked for, since {name}'s turn ended with the answer before it.{note}"
"""Why an answer of a series came too late: another seat's decision, or the end, came first;
``note`` is :data:`SEAT_NOTE` when the table notes why the seat was asked no more, or nothing."""

SEAT_NOTE = " The table says of {name}: {note}"
"""The table's note on a seat asked no more (the seat's box words it: "Holds no chips, so cannot bet.")."""

NOT_ONE_SEAT = "A series given together answers one seat's decisions in a row, {name}'s here, not {other}'s."
"""A series sent from a seat whose turn it is not (a table server knows who sent it)."""

EMPTY = "No answer was given: write one, or several separated by '{separator}'."
"""A series with no answer in it."""

SEVERAL = {
    "bet": {
        "hint": "Write the chips you bet on each card, or 0 for none; your bets are placed in this order, "
        "then you pass.",
        "amount": "{label}",
        "submit": "Place these bets",
        "none": "Pass (no bet)",
    },
    "": {
        "hint": "Write an amount beside each choice you take, or 0 to leave it; they are made in this order.",
        "amount": "{label}",
        "submit": "Answer all",
        "none": "Pass",
    },
}
"""A board's words for a decision that gathers a series (:attr:`~lansquenet.decisions.Decision.several`),
by decision kind (``bet`` and ``bet-again`` share ``bet``); ``""`` for any other kind. ``hint`` heads the
form, ``amount`` names each amount field, ``submit`` sends the amounts written, ``none`` ends the series
with none."""

SERIES: Phrases[str] = Phrases(
    en={
        "nothing-done": NOTHING_DONE,
        "refused": REFUSED,
        "not-asked": NOT_ASKED,
        "seat-note": SEAT_NOTE,
        "not-one-seat": NOT_ONE_SEAT,
        "empty": EMPTY,
    },
    fr=fr.SERIES,
)
"""The sentences above, on a series given together, in the language of the moment (the French in
:mod:`.phrases_fr`): a session words its refusals from here."""

TERMINAL_SEVERAL = "   Several at once: one line, separated by '{separator}' (like '{example}')."
"""The terminal's note under a decision that gathers a series."""


def _flat(table: dict[str, dict[str, str]]) -> dict[str, str]:
    """A table of forms' words as one table keyed ``kind.part`` (``bet.hint``)."""
    return {f"{kind}.{part}": text for kind, parts in table.items() for part, text in parts.items()}


SEVERAL_TOLD: Phrases[str] = Phrases(en=_flat(SEVERAL), fr=_flat(fr.SEVERAL))
""":data:`SEVERAL` in every language (the French in :mod:`.phrases_fr`), checked alike at import."""


def several_words(kind: str) -> dict[str, str]:
    """The form's words for a series asked by a decision of ``kind`` (``bet-again`` reads as ``bet``),
    in the language of the moment."""
    asked = kind.split("-")[0]
    asked = asked if asked in SEVERAL else ""
    return {part: SEVERAL_TOLD[f"{asked}.{part}"] for part in SEVERAL[asked]}


TERMINAL: Phrases[str] = Phrases(
    en={
        "description": "Play a match: people answer their decisions on standard input, one a line.",
        "help.names": "seat names, comma-separated",
        "help.set": "a variant option",
        "help.people": "the seats people play, numbered from 1, comma-separated (default 1; 'none' to watch)",
        "help.scope": "a whole match, or one deal",
        "help.save": "write the finished match's transcript (JSON) to FILE",
        "people-refused": "--people takes seat numbers from 1 to {seats}, comma-separated (like 1,3), not {text}.",
        "interrupted": "\nInterrupted: the match stops here, unfinished.",
        "nobody": "nobody: the computer plays every seat",
        "opening": "{title}: {names}. People at the table: {people}.",
        "end-of-input.one": "End of input: the {word} stops here, unfinished, after {told} steps.",
        "end-of-input.many": "End of input: the {word} stops here, unfinished, after {told} steps.",
        "word.match": "match",
        "word.deal": "deal",
        "seat-chips": "{name} {chips}",
        "seat-stake": "{name} {chips} (stake {stake})",
        "chips": "   Chips: {chips}.",
        "zone": "{label}: {cards}",
        "on-the-table": "   On the table: {zones}.",
        "to-act": "--- {name} (seat {seat}) to act ---",
        "choice": "{named}: {words}",
        "not-on-offer": "   ({kind} is not on offer: {why})",
        "several": TERMINAL_SEVERAL,
        "not-allowed": "Not allowed: {reason} Try again.",
        "over": "The {word} is over. Standings:",
        "row.one": "   {rank}. {name}  {chips} chips  {net}",
        "row.many": "   {rank}. {name}  {chips} chips  {net}",
        "winner.one": "Winner: {name}, with {best} chips.",
        "winner.many": "Winner: {name}, with {best} chips.",
        "shared.one": "Shared win: {names}, with {best} chips each.",
        "shared.many": "Shared win: {names}, with {best} chips each.",
        "seed": "Seed {seed}: play with --seed {seed} to meet the same cards again.",
        "not-written": "Could not write the transcript to {path}: {error}.",
        "written": "The transcript is in {path}; python -m lansquenet replay {path} deals it again.",
    },
    fr=fr.TERMINAL,
)
"""What the terminal says: its command line's help, the table as it lies, whose turn it is, a
refused answer, the standings; in the language of the moment (the French in :mod:`.phrases_fr`).
``.one`` and ``.many`` keys let French agree with a count where English does not change."""

SESSION: Phrases[str] = Phrases(
    en={
        "not-your-turn": "It is {name}'s turn to act, not {other}'s.",
        "not-over": "The {word} is not over yet: its transcript would show cards still in the stock.",
    },
    fr=fr.SESSION,
)
"""A session's own refusals (its word for the game comes from :data:`TERMINAL`), in the game's language."""

PROTOCOL: Phrases[str] = Phrases(
    en={
        "not-a-table": "A play request is a table of keys (variant, options, seats, people, ...).",
        "no-key": "A play request has no key {key}; the keys are {keys}.",
        "both": "Give either seats (a number) or names (a list), not both.",
        "no-variant": "A play request must name its variant (pagat, modern, classic or encyclopedia).",
        "options": "options must be a table of option names and values.",
        "names": "names must be a list of seat names.",
        "seats": "seats must be a whole number of seats, not {seats}.",
        "no-game": "There is no game {key} in play here (it ended, or never started).",
        "action": "An action is written in the notation, like 'stake 10' or 'pass'.",
        "fault": "The engine could not carry this out ({kind}: {error}).",
        "not-json": "The play request is not valid JSON.",
    },
    fr=fr.PROTOCOL,
)
"""Play's protocol refusing a request, in the request's language (or its game's)."""
