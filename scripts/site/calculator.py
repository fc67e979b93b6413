"""The court game's rule of odds (source §12), worked out for all nine pairs of cards at build time.

A carabin wagers on a reprise card; he wins when a card of the banker's rank turns before one of
his card's rank. Under the rule of odds the least wager and the banker's payment come from the
engine's own :func:`lansquenet.rules.classic.reprise.odds_terms` (the function that settles every
wager the engine deals), and the carabin's chance from :func:`lansquenet.odds.first_match`. The
page carries the nine results twice: as a table any reader sees, and as JSON for
``calculator.js``, which only looks the chosen pair up and shows its sentences, worded here; it
computes nothing, so the calculator cannot disagree with the engine. The form comes with the
first pair's answer already in place, so nothing moves when the script takes it over.
"""

from __future__ import annotations

import html
import json
from fractions import Fraction
from types import SimpleNamespace

from lansquenet import grammar
from lansquenet.language import Phrases, current
from lansquenet.odds import first_match
from lansquenet.rules.classic.hand import BANKER_CARD
from lansquenet.rules.classic.reprise import odds_terms

MULTIPLES: Phrases[str] = Phrases(
    en={
        "1": "single",
        "2": "double",
        "3": "triple",
        "1.both": "single",
        "2.both": "double",
        "3.both": "triple",
    },
    fr={
        "1": "simple",
        "2": "double",
        "3": "triple",
        "1.both": "simples",
        "2.both": "doubles",
        "3.both": "triples",
    },
)
"""A card by how many of its rank lie on the table, and (``.both``) two such cards, in the language
of the moment."""

WORDS: Phrases[str] = Phrases(
    en={
        "chip.one": "{n} chip",
        "chip.many": "{n} chips",
        "least": "Least wager: {least}. If the carabin wins, the banker pays him {pays} for it, and he keeps "
        "his wager.",
        "chance": "Chance the carabin wins: {win} (exactly {exact}). He wins if {winning} turns before {losing}.",
        "winning.one": "one of the 1 cards of the banker's rank left in the stock",
        "winning.many": "one of the {n} cards of the banker's rank left in the stock",
        "losing.one": "one of the 1 cards of his own card's rank",
        "losing.many": "one of the {n} cards of his own card's rank",
        "even": "Why it is fair: both cards are {both}, so each side has the same number of cards left that "
        "would beat the other, and the bet is paid one for one. On average the carabin neither gains nor "
        "loses.",
        "uneven": "Why it is fair: each side puts up the number of cards that would beat the other. Over "
        "{total} such wagers the carabin expects to win {winning} times {pays} = {won} chips and to lose "
        "{losing} times {least} = {lost} chips: his expected gain is {value}.",
        "multiple": "A wager above the least must be a multiple of it ({one}, {two}, {three} ...), and the "
        "payment grows in step.",
        "form": "Rule-of-odds calculator",
        "carabin": "The carabin's card (the reprise card)",
        "banker": "The banker's card",
        "caption": "The rule of odds for every pair of cards (stake of the game: 1)",
        "head.carabin": "Carabin's card",
        "head.banker": "Banker's card",
        "head.least": "Least wager",
        "head.pays": "Banker pays",
        "head.win": "Chance the carabin wins",
        "head.exact": "Exact",
        "head.value": "Carabin's expected gain",
    },
    fr={
        "chip.one": "{n} jeton",
        "chip.many": "{n} jetons",
        "least": "Pari minimum : {least}. Si le carabin gagne, le banquier lui paie {pays} pour ce pari, et "
        "il garde son pari.",
        "chance": "Probabilité que le carabin gagne : {win} (exactement {exact}). Il gagne si {winning} sort "
        "avant {losing}.",
        "winning.one": "la seule carte du rang du banquier restée au talon",
        "winning.many": "l'une des {n} cartes du rang du banquier restées au talon",
        "losing.one": "la seule carte du rang de sa propre carte",
        "losing.many": "l'une des {n} cartes du rang de sa propre carte",
        "even": "Pourquoi c'est équitable : les deux cartes sont {both}, chaque côté a donc autant de cartes "
        "restantes qui battraient l'autre, et le pari se paie un pour un. En moyenne, le carabin ne gagne "
        "ni ne perd.",
        "uneven": "Pourquoi c'est équitable : chaque côté engage autant que de cartes qui battraient l'autre. "
        "Sur {total} paris semblables, le carabin peut s'attendre à gagner {winning} fois {pays} = {won} "
        "jetons et à perdre {losing} fois {least} = {lost} jetons : son gain moyen est de {value}.",
        "multiple": "Un pari au-dessus du minimum doit en être un multiple ({one}, {two}, {three}…), et le "
        "paiement croît d'autant.",
        "form": "Calculatrice de la règle des chances",
        "carabin": "La carte du carabin (la carte de reprise)",
        "banker": "La carte du banquier",
        "caption": "La règle des chances pour chaque paire de cartes (mise du jeu : 1)",
        "head.carabin": "Carte du carabin",
        "head.banker": "Carte du banquier",
        "head.least": "Pari minimum",
        "head.pays": "Le banquier paie",
        "head.win": "Probabilité que le carabin gagne",
        "head.exact": "Exact",
        "head.value": "Gain moyen du carabin",
    },
)
"""The calculator's words, in the language of the moment."""


def terms(carabin: int, banker: int) -> tuple[int, int]:
    """The engine's least wager and payment, in chips at a stake of one, for a reprise card of
    multiplicity ``carabin`` against a banker's card of multiplicity ``banker``."""
    variant = SimpleNamespace(options={"rule_of_odds": True})
    table = SimpleNamespace(zones={BANKER_CARD: SimpleNamespace(cards=[None] * banker)})
    hand = SimpleNamespace(stake=1)
    return odds_terms(variant, table, hand, carabin)


def combination(carabin: int, banker: int) -> dict:
    """Everything the calculator shows for one pair of cards; values as exact fraction strings."""
    least, pays = terms(carabin, banker)
    losing, winning = 4 - carabin, 4 - banker  # stock cards that end the wager against him, for him
    win = first_match(winning, losing)
    value = win * pays - (1 - win) * least
    return {
        "carabin": carabin,
        "banker": banker,
        "carabin_word": MULTIPLES[str(carabin)],
        "banker_word": MULTIPLES[str(banker)],
        "least": least,
        "pays": pays,
        "winning": winning,
        "losing": losing,
        "win": str(win),
        "win_decimal": _percent(win),
        "value": str(value),
    }


def _percent(value: Fraction) -> str:
    """A chance as a percentage with two decimals: ``33.33%``, in French ``33,33 %``."""
    if current() == "en":
        return f"{float(value):.2%}"
    return grammar.percent(grammar.decimal(float(value) * 100, 2))


def _units(n: int) -> str:
    return WORDS.word("chip.one" if n == 1 else "chip.many", n=n)


def _cards(side: str, n: int) -> str:
    return WORDS.word(f"{side}.one" if n == 1 else f"{side}.many", n=n)


def _minus(text: str) -> str:
    return text.replace("-", "\u2212")


def explanation(c: dict) -> list[str]:
    """What the calculator says for one pair (from :func:`combination`), a sentence or two a line."""
    lines = [
        WORDS.word("least", least=_units(c["least"]), pays=_units(c["pays"])),
        WORDS.word(
            "chance",
            win=c["win_decimal"],
            exact=_minus(c["win"]),
            winning=_cards("winning", c["winning"]),
            losing=_cards("losing", c["losing"]),
        ),
    ]
    if c["winning"] == c["losing"]:
        lines.append(WORDS.word("even", both=MULTIPLES[f"{c['carabin']}.both"]))
    else:
        lines.append(
            WORDS.word(
                "uneven",
                total=c["winning"] + c["losing"],
                winning=c["winning"],
                pays=c["pays"],
                won=c["winning"] * c["pays"],
                losing=c["losing"],
                least=c["least"],
                lost=c["losing"] * c["least"],
                value=_minus(c["value"]),
            )
        )
    lines.append(WORDS.word("multiple", one=c["least"], two=2 * c["least"], three=3 * c["least"]))
    return lines


def combinations() -> list[dict]:
    """All nine pairs, the carabin's card first."""
    return [combination(c, b) for c in (1, 2, 3) for b in (1, 2, 3)]


def _fraction(text: str) -> str:
    value = Fraction(text)
    return str(value.numerator) if value.denominator == 1 else f"{value.numerator}/{value.denominator}"


def render() -> str:
    """The calculator's HTML: its form (for readers with scripting) and the table of all nine pairs."""
    pairs = [dict(c, lines=explanation(c)) for c in combinations()]
    data = json.dumps(pairs, separators=(",", ":"))
    first = pairs[0]
    answer = "".join(f"<p>{html.escape(line)}</p>" for line in first["lines"])
    shown = " ".join(
        f'data-{key}="{html.escape(str(first[field]))}"'
        for key, field in (
            ("carabin", "carabin"),
            ("banker", "banker"),
            ("least", "least"),
            ("pays", "pays"),
            ("win", "win"),
            ("value", "value"),
        )
    )

    def choices(name: str, legend: str) -> str:
        inputs = "".join(
            f'<label><input type="radio" name="{name}" value="{m}"{" checked" if m == 1 else ""}> '
            f"{MULTIPLES[str(m)]}</label>"
            for m in (1, 2, 3)
        )
        return f"<fieldset><legend>{legend}</legend>{inputs}</fieldset>"

    rows = "".join(
        f'<tr data-carabin="{c["carabin"]}" data-banker="{c["banker"]}">'
        f'<th scope="row">{c["carabin_word"]}</th><td>{c["banker_word"]}</td>'
        f'<td class="lq-calc-least">{c["least"]}</td><td class="lq-calc-pays">{c["pays"]}</td>'
        f'<td class="lq-calc-win">{html.escape(c["win_decimal"])}</td>'
        f'<td><span class="lq-fraction">{_fraction(c["win"])}</span></td>'
        f'<td class="lq-calc-value">{_fraction(c["value"])}</td></tr>'
        for c in combinations()
    )
    heads = ("carabin", "banker", "least", "pays", "win", "exact", "value")
    head = "".join(f'<th scope="col">{WORDS["head." + key]}</th>' for key in heads)
    table = (
        f'<div class="lq-odds"><table><caption>{WORDS["caption"]}</caption><thead><tr>{head}</tr></thead>'
        f"<tbody>{rows}</tbody></table></div>"
    )
    form = (
        f'<form class="lq-calculator" aria-label="{html.escape(WORDS["form"])}">'
        f'<script type="application/json" class="lq-calc-data">{data}</script>'
        + choices("carabin", WORDS["carabin"])
        + choices("banker", WORDS["banker"])
        + f'<output class="lq-calc-result" aria-live="polite" {shown}>{answer}</output>'
        "</form>"
    )
    return form + "\n" + table
