"""The words of every game read as a person would write them (issue: words, for every game).

Over many seeds, options and table sizes, every step's words and every prompt and reason a
board shows are checked for the classes of slip a reader notices: a number that does not
agree with its noun ("1 chips", "1 hands", "Gilles's cards" for one card), the engine's
notation or arrows in place of words ("bet-2 on the 2H", "Estelle → Estelle"), the same line
twice in a row, a seat announced as the banker twice in a row, and a seat that keeps the
deal or bank and hands it on in the next breath, and a seat called "Seat 13" for want of a
name.
"""

from __future__ import annotations

import random
import re

import pytest

from lansquenet.api import deal
from lansquenet.variants import VARIANTS, find_variant

find_variant("pagat")  # registers every variant

PLURALS = (
    "chips|hands|cards|stakes|times|players|seats|rounds|laps|packs|bets|wagers|cutters|deals|points|turns"
)
NUMBER = re.compile(rf"(?<![\d.,/-])\b1 (?:more |other |extra )?(?:{PLURALS})\b")
NOTATION = re.compile(r"\b[a-z]+-(?:\d+|[akqj])\b|→|->")
BANKER = (
    r"{n} (?:is|becomes) (?:now )?the (?:new )?banker",
    r"{n} (?:takes|holds|keeps) the (?:bank|deal)",
    r"{n} deals first",
    r"(?:bank|deal)s? (?:passes|pass|goes|go) to {n}\b",
    r"hands? the (?:bank|deal) to {n}\b",
    r"new banker,? {n}\b",
)
KEEPS = r"{n} keeps the (?:bank|deal)"
HANDS_ON = r"{n} (?:hands|passes) (?:on )?the (?:bank|deal)"


def specs(variant: str, count: int):
    """``count`` deal specs over seeds, scopes, table sizes and every option's values."""
    cls = VARIANTS[variant]
    low, high = cls.option("seats").low, cls.option("seats").high
    for seed in range(count):
        rng = random.Random(f"words:{variant}:{seed}")
        options = {}
        for option in cls.OPTIONS:
            if option.name == "seats":
                continue
            if option.choices:
                options[option.name] = rng.choice(option.choices)
            elif isinstance(option.default, bool):
                options[option.name] = rng.random() < 0.5
            elif option.name != "packs" or rng.random() < 0.3:
                options[option.name] = rng.randint(option.low, min(option.high, option.low + 2))
        scope = "match" if seed % 3 == 0 and "match" in cls.SCOPES else "deal"
        for attempt in range(10):  # some table sizes do not go with some options
            seats = high if seed % 5 == 0 and attempt == 0 else rng.randint(low, min(high, 8 + attempt))
            spec = {"variant": variant, "seed": seed, "seats": seats, "scope": scope, "options": options}
            try:
                transcript = deal(spec)
            except ValueError:
                continue
            yield transcript
            break


def lines(transcript):
    """Every line a reader sees: (step number, what it is, the words)."""
    for number, step in enumerate(transcript["steps"], 1):
        yield number, "words", step["text"]
        pending = step["view"].get("pending")
        if pending:
            yield number, "prompt", pending["prompt"]
            for item in pending["unavailable"]:
                yield number, "reason", item["why"]


def findings(transcript) -> dict[str, str]:
    """The classes of slip in ``transcript``, each with its first example."""
    found: dict[str, str] = {}
    names = [re.escape(n) for n in transcript["seats"]]

    def note(kind: str, number: int, text: str) -> None:
        found.setdefault(kind, f"step {number}: {text}")

    for number, _, text in lines(transcript):
        if NUMBER.search(text):
            note("number agreement", number, text)
        if NOTATION.search(text):
            note("engine notation", number, text)
        if re.search(r"\bSeat \d+\b", text):
            note("a seat without a name", number, text)
    steps = transcript["steps"]
    for number, step in enumerate(steps, 1):
        if len(step["cards"]) == 1 and re.search(r"'s? cards\b", step["text"]):
            note("number agreement", number, step["text"])
        if number == 1:
            continue
        before = steps[number - 2]["text"]
        # two packs can turn the same card twice running: a new card from the stock is news
        turned = step["cards"] and step["view"].get("stock") != steps[number - 2]["view"].get("stock")
        if step["text"] == before and not turned:
            note("repeated line", number, step["text"])
        for n in names:
            said = [re.search(p.format(n=n), t) for p in BANKER for t in (before, step["text"])]
            if any(said[0::2]) and any(said[1::2]):
                note("banker announced twice", number, f"{before} / {step['text']}")
            if re.search(KEEPS.format(n=n), before) and re.search(HANDS_ON.format(n=n), step["text"]):
                note("contradiction", number, f"{before} / {step['text']}")
    return found


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_words_read_as_a_person_writes_them(variant):
    found: dict[str, str] = {}
    dealt = 0
    for transcript in specs(variant, 30):
        dealt += 1
        for kind, example in findings(transcript).items():
            found.setdefault(kind, example)
    assert dealt >= 20, "too few of the specs could be dealt to judge the words"
    assert found == {}, "\n".join(f"{kind}: {example}" for kind, example in sorted(found.items()))


@pytest.mark.parametrize(
    "text, kind",
    [
        ("Anne wins 1 chips.", "number agreement"),
        ("Blaise plays 1 hands.", "number agreement"),
        ("Colette: bet-2 on the 2H?", "engine notation"),
        ("Estelle → Estelle", "engine notation"),
        ("Seat 13 passes.", "a seat without a name"),
    ],
)
def test_the_checks_catch_each_class(text, kind):
    transcript = {
        "seats": ["Anne", "Blaise"],
        "steps": [{"text": text, "cards": [], "view": {}}],
    }
    assert kind in findings(transcript)


def test_the_checks_catch_repeats_announcements_and_contradictions():
    def steps(*texts, cards=()):
        return {
            "seats": ["Anne", "Blaise"],
            "steps": [{"text": t, "cards": list(cards), "view": {}} for t in texts],
        }

    assert "repeated line" in findings(steps("Anne passes.", "Anne passes."))
    assert "banker announced twice" in findings(
        steps("The bank passes to Blaise.", "Blaise holds the bank: round 2 of 4.")
    )
    assert "contradiction" in findings(steps("Anne keeps the deal.", "Anne hands the deal to Blaise."))
    assert "number agreement" in findings(steps("Blaise's cards win.", cards=["QH"]))
    assert findings(steps("Anne wins 1 chip.", "Blaise wins 2 chips.", "Anne keeps the deal.")) == {}


def test_every_seat_a_table_can_hold_has_a_name_of_its_own():
    from lansquenet.seats import default_names
    from lansquenet.spec import MAX_SEATS

    names = default_names(MAX_SEATS)
    assert len(set(names)) == MAX_SEATS and not any(re.search(r"\d", n) for n in names)
    assert names[:4] == ["Anne", "Blaise", "Colette", "Denis"]
