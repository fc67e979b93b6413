"""Events in plain words: one place, shared by the command line, the site and the browser.

Each variant declares ``PHRASES``: an event kind mapped to a template. Templates may use
``{who}`` (the seat's name), ``{others}`` (the other seats' names), ``{card}`` / ``{cards}``
(cards in words), ``{chips}`` (the amount, "20 chips"), ``{amount}`` and any key of the
event's ``info``. The glossary term an event illustrates travels with the step, so the site
can link it.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from . import grammar
from .cards import Card
from .events import Event
from .language import current


def chips(n: int | None) -> str:
    """``1 chip``, ``20 chips`` (``1 jeton``, ``20 jetons`` in French)."""
    return grammar.chips(n)


def join(words: list[str]) -> str:
    """``Anne``, ``Anne and Blaise``, ``Anne, Blaise and Colette`` (``Anne, Blaise et Colette``)."""
    return grammar.join(words)


ROLE_WORDS = frozenset(
    {"bank", "banker", "bankers", "dealer", "player", "players", "punter", "punters", "cutter", "cutters"}
    | {"carabin", "carabins", "stock", "table", "pack", "rejouissance", "stake", "stakes"}
)
"""Words the narration uses for a role or a place at the table: a seat whose name starts with one
(``Bank``, ``the banker``, ``Bank (on the table)``) would read as that role or place."""
ROLE_WORDS_FR = frozenset(
    {"banque", "banques", "banquier", "banquiers", "banquière", "ponte", "pontes", "joueur", "joueurs"}
    | {
        "coupeur",
        "coupeurs",
        "carabin",
        "carabins",
        "talon",
        "table",
        "paquet",
        "réjouissance",
        "mise",
        "mises",
    }
    | {"donneur", "carte", "cartes"}
)
"""The French narration's words for a role or a place: a seat called ``Banque`` or ``le banquier``
would read as the bank or the banker in French words."""
ROLES = {"en": (ROLE_WORDS, {"the"}), "fr": (ROLE_WORDS_FR, {"le", "la", "les", "l"})}
"""Per language: the role words, and the articles a name may start with before one."""
QUOTES = ("\u201c", "\u201d")
GUILLEMETS = ("\u00ab\u00a0", "\u00a0\u00bb")
"""French quotes a name in guillemets, with the no-break spaces French puts inside them."""
QUOTED = {"en": QUOTES, "fr": GUILLEMETS}


def spoken_name(name: str) -> str:
    """A seat's name as the words give it: in quotation marks when it starts, after an optional
    "the", with a word of the game or a number, so a seat called the banker cannot be read as the
    role, nor a seat called 1 as an amount ("1 pays 1 chip"); any other name as it is. The words
    of the game and the articles are those of the language of the moment."""
    roles, articles = ROLES[current()]
    words = re.findall(r"\w+", name.lower())
    if words[:1] and words[0] in articles:
        words = words[1:]
    if words and (words[0] in roles or words[0][0].isdigit()):
        opening, closing = QUOTED[current()]
        return f"{opening}{name}{closing}"
    return name


def unquoted(name: str) -> str:
    """The name a seat was given, from the one the words use (:func:`spoken_name`)."""
    for opening, closing in QUOTED.values():
        if len(name) > len(opening + closing) - 1 and name.startswith(opening) and name.endswith(closing):
            return name[len(opening) : -len(closing)]
    return name


def card_words(text: str) -> str:
    """``QH`` -> ``queen of hearts (QH)``: the words carry the rank as the card shows it. In French
    the card brings its article (``la dame de cœur (QH)``), which English phrases say themselves."""
    card = Card.parse(text)
    return grammar.card_words(card.rank, card.suit, str(card))


class _Context(dict[str, object]):
    def __missing__(self, key: str) -> str:
        raise KeyError(f"the phrase uses {{{key}}}, which this event does not carry")


def _fill(template: str, event: Event, names: list[str], **more: object) -> str:
    context = _Context(
        who=names[event.seat] if event.seat is not None else "",
        others=join([names[s] for s in event.seats]),
        card=card_words(event.cards[0]) if event.cards else "",
        cards=join([card_words(c) for c in event.cards]),
        amount="" if event.amount is None else str(event.amount),
        chips=chips(event.amount),
    )
    for key, value in event.info:
        context[key] = value
    context.update(more)
    return template.format_map(context)


def narrate(event: Event, names: list[str], phrases: Mapping[str, str]) -> str:
    """The words for ``event``; raises ``KeyError`` when a variant forgot a phrase."""
    text = _fill(phrases[event.kind], event, names)
    return grammar.capital(text)


def narrate_run(
    events: list[Event], names: list[str], phrases: Mapping[str, str], runs: Mapping[str, tuple[str, str]]
) -> str:
    """One sentence for a run of like events (a variant's ``RUNS``): each event's piece, joined
    "A, B and C", goes into the run's words as ``{items}``; the first event fills the rest.
    A run of one is told as :func:`narrate` tells it."""
    if len(events) == 1:
        return narrate(events[0], names, phrases)
    piece, whole = runs[events[0].kind]
    items = join([_fill(piece, e, names) for e in events])
    text = _fill(whole, events[0], names, items=items, count=len(events))
    return grammar.capital(text)
