"""The pagat variant's words over many seeds, seat counts, options and whole matches.

Each test checks one class of fault a reader would notice, over the same corpus of dealt games:
grammar that does not agree with its number ("1 chips"), engine notation in the words or the
prompts ("stake 10", "3 to 3", "→"), contradictions (a bank that "moves on" and stays, a cover
sending back stakes nobody made, a winner with the wrong count), a card announced twice or not
at all, a line repeated back to back, and prompts that offer something other than the
decision's choices. The corpus mixes the computer players with random legal answers, so seats
pass, cover and run short of chips, and starts some seats under 5 chips so turns are skipped.
The same corpus is dealt in French, and every check of the words runs on it too, with the
French words for what it looks for (:mod:`word_patterns`, :data:`WORDS`).
"""

from __future__ import annotations

import random
import re
from collections import Counter
from functools import cache
from itertools import pairwise
from typing import Any

import pytest
from stepping import random_action
from word_patterns import LANGUAGES, PATTERNS

from lansquenet.decisions import Decision
from lansquenet.game import Game
from lansquenet.grammar import en, fr
from lansquenet.narrate import chips

WORDS: dict[str, dict[str, Any]] = {
    "en": {
        "chips": en.chips,
        "one back": "the stake coming back",
        "many back": "their stakes coming back",
        "sent back": "a stake sent back by a cover",
        "moves on": "moves on",
        "fills": "fills the bank",
        "goes back": ("goes back", "go back"),
        "whole bank": "whole bank of {chips}",
        "skip to": "the bank goes to {name}.",
        "with": "with {chips}",
        "only": "Only",
        "amount": ("{kind} {chips}", "a {kind} of {chips}"),
        "range": "from {low} to {high}",
        "pass": "pass",
        "cover": "cover",
        "pocket": "pocket",
        "keep": ("keep", "pass it on"),
        "verbs": {},
    },
    "fr": {
        "chips": fr.chips,
        "one back": "la mise rendue",
        "many back": "leurs mises rendues",
        "sent back": "une mise rendue quand la banque est couverte",
        "moves on": "passe au suivant",
        "fills": "la banque est pleine",
        "goes back": ("lui est rendue", "leur sont rendues"),
        "whole bank": "toute la banque de {chips}",
        "skip to": "la banque passe à {name}.",
        "with": "avec {chips}",
        "only": "Il ne reste des jetons qu'à",
        "amount": ("{kind} {chips}", "une {kind} de {chips}"),
        "range": "de {low} à {high}",
        "pass": "passer",
        "cover": "couvrir",
        "pocket": "empocher",
        "keep": ("garder", "passer la banque"),
        "verbs": {"stake": "miser", "bank": "banque"},
    },
}
"""Per language, the words the pagat checks look for: what a step or a prompt must say."""

MATCHES = 60
DEALS = 160


class Played:
    """A dealt game and every decision it asked for, in order."""

    def __init__(self, spec: dict, rng: random.Random, randomly: float):
        self.game = Game(spec)
        self.decisions: list[Decision] = []
        while not self.game.finished:
            decision = self.game.pending()
            assert decision is not None
            self.decisions.append(decision)
            if rng.random() < randomly:
                action = random_action(decision, rng)
            else:
                action = self.game.variant.computer(decision, self.game.table, self.game.player_rng)
            self.game.act(action)
        self.steps = [s.to_json() for s in self.game.steps]
        self.texts = [s["text"] for s in self.steps]


def spec_for(k: int, rng: random.Random, scope: str, language: str = "en") -> dict:
    seats = rng.randint(3, 6)
    spec = {
        "variant": "pagat",
        "language": language,
        "scope": scope,
        "seed": k,
        "seats": seats,
        "banker": rng.randrange(seats),
        "options": {
            "pair_rule": rng.choice(["all", "half"]),
            "packs": rng.choice([1, 1, 2, 6]),
        },
    }
    if scope == "match":
        spec["options"]["laps"] = rng.randint(1, 4)
    if rng.random() < 0.5:
        spec["chips"] = [rng.choice([0, 1, 3, 4, 5, 8, 12, 20, 37, 100]) for _ in range(seats)]
        if max(spec["chips"]) < 5:
            spec["chips"][0] = 40
    return spec


@cache
def corpus(language: str = "en") -> tuple[Played, ...]:
    """The games, the same in every language but for their words."""
    rng = random.Random("pagat words")
    played = []
    for k in range(MATCHES):
        played.append(Played(spec_for(k, rng, "match", language), rng, randomly=rng.choice([0.0, 0.5, 1.0])))
    for k in range(DEALS):
        played.append(Played(spec_for(k, rng, "deal", language), rng, randomly=rng.choice([0.0, 0.5, 1.0])))
    return tuple(played)


def every_line(language: str = "en") -> list[tuple[str, str]]:
    """(where, words) for every step's words, prompt and reason something is not on offer."""
    lines = []
    for n, p in enumerate(corpus(language)):
        lines += [(f"game {n} step {i}", text) for i, text in enumerate(p.texts)]
        for d in p.decisions:
            lines.append((f"game {n} prompt", d.prompt))
            lines += [(f"game {n} why not {kind}", why) for kind, why in d.unavailable]
    return lines


def test_the_corpus_reaches_every_event_the_words_test():
    kinds = Counter(s["kind"] for p in corpus() for s in p.steps)
    for kind in ("skip", "cover", "void", "pair", "pair-half", "bank-wins", "players-win", "keep", "pocket"):
        assert kinds[kind] > 0, kind
    for kind in ("pass-bank", "bank-full", "bank-lost", "match-end", "turn-start"):
        assert kinds[kind] > 0, kind
    assert any("goes back" in t for p in corpus() for t in p.texts if "covers" in t)
    assert any("Only" in p.texts[-1] for p in corpus())


def wrong_number(language: str) -> list[re.Pattern[str]]:
    w = PATTERNS[language]
    return [w.plural_for_one, w.singular_for_many, w.verb_for_one]


@pytest.mark.parametrize("language", LANGUAGES)
def test_words_agree_with_their_number(language):
    patterns = wrong_number(language)
    bad = [(where, text) for where, text in every_line(language) if any(p.search(text) for p in patterns)]
    assert not bad, bad[:5]
    said = WORDS[language]
    for p in corpus(language):
        for s in p.steps:
            if s["kind"] == "players-win":
                one = len(s["seats"]) == 1
                assert (said["one back"] in s["text"]) == one, s["text"]
                assert (said["many back"] in s["text"]) == (not one), s["text"]


def notation(language: str) -> list[re.Pattern[str]]:
    w = PATTERNS[language]
    return [w.notation, w.action, w.same_to_same, w.hole]


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_engine_notation_or_holes_in_words_or_prompts(language):
    patterns = notation(language)
    bad = [(where, text) for where, text in every_line(language) if any(p.search(text) for p in patterns)]
    assert not bad, bad[:5]


def deals_of(p: Played) -> list[list[dict]]:
    """The steps cut into deals: each from its shuffle up to the next."""
    cuts = [i for i, s in enumerate(p.steps) if s["kind"] == "shuffle"] + [len(p.steps)]
    return [p.steps[a:b] for a, b in pairwise(cuts)]


@pytest.mark.parametrize("language", LANGUAGES)
def test_each_card_is_announced_once(language):
    for p in corpus(language):
        for deal in deals_of(p):
            zones = {z["id"]: z["cards"] for z in deal[-1]["view"]["zones"]}
            turned = Counter(zones["banker-card"] + zones["players-card"] + zones["turned"])
            said = Counter(card for s in deal for card in re.findall(r"\((\w{2,3})\)", s["text"]))
            assert said == turned, [s["text"] for s in deal]


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_line_repeated_back_to_back_and_no_banker_announced_twice(language):
    for p in corpus(language):
        for a, b in pairwise(p.steps):
            assert a["text"] != b["text"], a["text"]
            assert not (a["kind"] == b["kind"] == "turn-start"), (a["text"], b["text"])


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_contradictions(language):
    said = WORDS[language]
    amount = said["chips"]
    for n, p in enumerate(corpus(language)):
        steps, spec = p.steps, p.game.spec
        for i, s in enumerate(steps):
            after = steps[i + 1] if i + 1 < len(steps) else None
            if said["moves on"] in s["text"] and after is not None:
                assert after["kind"] in ("turn-start", "skip", "match-end"), (n, s["text"], after["text"])
            if s["kind"] in ("keep", "pocket"):
                assert after is not None and after["kind"] == "shuffle"
                nxt = steps[i + 2]
                assert nxt["kind"] != "bank", "a kept bank is not posted again"
            if said["fills"] in s["text"] or s["kind"] == "cover":
                rest = steps[i + 1 :]
                end = next((j for j, r in enumerate(rest) if r["kind"] == "banker-card"), len(rest))
                assert not {"stake", "pass", "cover"} & {r["kind"] for r in rest[:end]}, s["text"]
            if s["kind"] == "cover":
                sent_back = [t for t in s["transfers"] if t["reason"] == said["sent back"]]
                assert any(back in s["text"] for back in said["goes back"]) == bool(sent_back), s["text"]
                assert said["whole bank"].format(chips=amount(s["amount"])) in s["text"]
            if s["kind"] == "skip" and spec.scope == "deal":
                following = spec.names[(s["seat"] + 1) % len(spec.names)]
                assert s["text"].endswith(said["skip to"].format(name=following)), s["text"]
        if spec.scope == "match":
            last = steps[-1]
            final = p.game.table
            holdings = [final.chips(i) for i in range(final.count)]
            best = max(holdings)
            assert said["with"].format(chips=amount(best)) in last["text"]
            winners = [spec.names[i] for i, c in enumerate(holdings) if c == best]
            assert all(w in last["text"] for w in winners)
            if last["text"].startswith(said["only"]):
                assert sum(1 for c in holdings if c) == 1
            else:
                turns = sum(1 for s in steps if s["kind"] in ("turn-start", "skip"))
                assert turns == spec.variant.options["laps"] * len(spec.names)


def offered(decision: Decision) -> set[str]:
    return {c.kind for c in decision.choices}


@pytest.mark.parametrize("language", LANGUAGES)
def test_prompts_offer_exactly_the_decisions_choices(language):
    said = WORDS[language]
    amount = said["chips"]
    for p in corpus(language):
        for d in p.decisions:
            prompt = d.prompt.lower()
            kinds = offered(d)
            assert not kinds & {k for k, _ in d.unavailable}, d
            for choice in d.choices:
                if choice.takes_amount:
                    verb = said["verbs"].get(choice.kind, choice.kind)
                    if choice.low == choice.high:
                        assert any(
                            form.format(kind=verb, chips=amount(choice.low)) in prompt
                            for form in said["amount"]
                        ), d.prompt
                    else:
                        assert said["range"].format(low=choice.low, high=amount(choice.high)) in prompt, (
                            d.prompt
                        )
            if d.kind == "stake":
                assert (said["pass"] in prompt) == ("pass" in kinds), d.prompt
                assert (said["cover"] in prompt) == ("cover" in kinds), d.prompt
            if d.kind == "keep":
                assert (said["pocket"] in prompt) == ("pocket" in kinds), d.prompt
                assert all(word in prompt for word in said["keep"]), d.prompt


@pytest.mark.parametrize(
    "chips_held, words",
    [
        (8, "Blaise: the whole bank of 20 chips is open. Pass or stake from 5 to 8 chips?"),
        (3, "Blaise: the whole bank of 20 chips is open. Pass or stake 3 chips?"),
        (
            40,
            "Blaise: the whole bank of 20 chips is open. Pass, stake from 5 to 20 chips, "
            "or cover the whole bank of 20 chips?",
        ),
    ],
)
def test_the_stake_prompt_in_words(chips_held, words):
    """The issue's cases: a seat holding 8 is not offered the cover; '3 to 3' reads as 3 chips."""
    g = Game({"variant": "pagat", "deck": "QH 7S 7H", "chips": [100, chips_held, 100, 100]})
    g.act("bank 20")
    assert g.pending().prompt == words
    if chips_held < 20:
        assert dict(g.pending().unavailable)["cover"] == (
            f"covering takes the whole bank of 20 chips, and Blaise holds {chips(chips_held)}."
        )


def test_a_short_bank_reads_as_one_chip_left_open():
    g = Game({"variant": "pagat", "deck": "QH 7S 7H"})
    for a in ("bank 20", "stake 19"):
        g.act(a)
    assert g.steps[-1].text == "Blaise stakes 19 chips; 1 chip is still open in the bank."
    assert g.pending().prompt == (
        "Colette: 1 chip is still open in the bank of 20. Pass, stake 1 chip, or cover the whole bank of 20 chips?"
    )
