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

from lansquenet.odds import first_match
from lansquenet.rules.classic.hand import BANKER_CARD
from lansquenet.rules.classic.reprise import odds_terms

WORDS = {1: "single", 2: "double", 3: "triple"}


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
        "carabin_word": WORDS[carabin],
        "banker_word": WORDS[banker],
        "least": least,
        "pays": pays,
        "winning": winning,
        "losing": losing,
        "win": str(win),
        "win_decimal": f"{float(win):.2%}",
        "value": str(value),
    }


def _units(n: int, one: str, many: str) -> str:
    return f"{n} {one if n == 1 else many}"


def _minus(text: str) -> str:
    return text.replace("-", "\u2212")


def explanation(c: dict) -> list[str]:
    """What the calculator says for one pair (from :func:`combination`), a sentence or two a line."""
    lines = [
        f"Least wager: {_units(c['least'], 'chip', 'chips')}. If the carabin wins, the banker pays him "
        f"{_units(c['pays'], 'chip', 'chips')} for it, and he keeps his wager.",
        f"Chance the carabin wins: {c['win_decimal']} (exactly {_minus(c['win'])}). He wins if one of the "
        f"{c['winning']} cards of the banker's rank left in the stock turns before one of the {c['losing']} "
        "cards of his own card's rank.",
    ]
    if c["winning"] == c["losing"]:
        lines.append(
            f"Why it is fair: both cards are {c['carabin_word']}, so each side has the same number of cards "
            "left that would beat the other, and the bet is paid one for one. On average the carabin "
            "neither gains nor loses."
        )
    else:
        lines.append(
            "Why it is fair: each side puts up the number of cards that would beat the other. Over "
            f"{c['winning'] + c['losing']} such wagers the carabin expects to win {c['winning']} times "
            f"{c['pays']} = {c['winning'] * c['pays']} chips and to lose {c['losing']} times {c['least']} = "
            f"{c['losing'] * c['least']} chips: his expected gain is {_minus(c['value'])}."
        )
    lines.append(
        f"A wager above the least must be a multiple of it ({c['least']}, {2 * c['least']}, "
        f"{3 * c['least']} ...), and the payment grows in step."
    )
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
            f"{WORDS[m]}</label>"
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
    table = (
        '<div class="lq-odds"><table><caption>The rule of odds for every pair of cards (stake of the game: 1)'
        '</caption><thead><tr><th scope="col">Carabin\'s card</th><th scope="col">Banker\'s card</th>'
        '<th scope="col">Least wager</th><th scope="col">Banker pays</th><th scope="col">Chance the carabin wins</th>'
        '<th scope="col">Exact</th><th scope="col">Carabin\'s expected gain</th></tr></thead>'
        f"<tbody>{rows}</tbody></table></div>"
    )
    form = (
        '<form class="lq-calculator" aria-label="Rule-of-odds calculator">'
        f'<script type="application/json" class="lq-calc-data">{data}</script>'
        + choices("carabin", "The carabin's card (the reprise card)")
        + choices("banker", "The banker's card")
        + f'<output class="lq-calc-result" aria-live="polite" {shown}>{answer}</output>'
        "</form>"
    )
    return form + "\n" + table
