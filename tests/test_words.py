"""The words of every game read as a person would write them (issue: words, for every game).

Over many seeds, options and table sizes, every step's words and every prompt and reason a
board shows are checked for the classes of slip a reader notices: a number that does not
agree with its noun ("1 chips", "1 hands", "Gilles's cards" for one card), the engine's
notation or arrows in place of words ("bet-2 on the 2H", "Estelle → Estelle"), the same line
twice in a row, a seat announced as the banker twice in a row, a seat that keeps the deal or
bank and hands it on in the next breath, and a seat called "Seat 13" for want of a name.

The seats' notes on the board and the reasons a choice is not on offer are read as well as
the steps and prompts. Over the whole transcript it also looks for a run of lines, one per
seat, that say the same thing ("Anne does not buy the bank." three times over: such a run is
told in one line, as the court game tells the carabins who make no offer), an offer nobody
ever answers, and a round said to be over because every cutter has held the deal when one of
them was passed over for want of chips.
"""

from __future__ import annotations

import random
import re

import pytest
from word_patterns import LANGUAGES, PATTERNS, Patterns

from lansquenet.api import deal
from lansquenet.variants import VARIANTS, find_variant

find_variant("pagat")  # registers every variant

RUN = 3
"""Lines in a row, one per seat, saying the same refusal with nothing moving, that make a run."""


def specs(variant: str, count: int, language: str = "en"):
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
            spec = {
                "variant": variant,
                "language": language,
                "seed": seed,
                "seats": seats,
                "scope": scope,
                "options": options,
            }
            if seed % 4 == 1:  # short purses: the notes and reasons that count a seat's few chips
                spec["chips"] = [rng.choice([0, 1, 2, 3, 100]) for _ in range(seats)]
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
        for seat in step["view"].get("seats", ()):
            if seat.get("note"):
                yield number, "note", seat["note"]
        pending = step["view"].get("pending")
        if pending:
            yield number, "prompt", pending["prompt"]
            for item in pending["unavailable"]:
                yield number, "reason", item["why"]


def findings(transcript, language: str = "en") -> dict[str, str]:
    """The classes of slip in ``transcript``, each with its first example, read in ``language``."""
    w = PATTERNS[language]
    found: dict[str, str] = {}
    names = [re.escape(n) for n in transcript["seats"]]

    def note(kind: str, number: int, text: str) -> None:
        found.setdefault(kind, f"step {number}: {text}")

    for number, _, text in lines(transcript):
        if w.plural_for_one.search(text) or w.singular_for_many.search(text):
            note("number agreement", number, text)
        if w.notation.search(text):
            note("engine notation", number, text)
        if w.seat_without_name.search(text):
            note("a seat without a name", number, text)
        if w.hole.search(text):
            note("a hole", number, text)
    steps = transcript["steps"]
    for number, step in enumerate(steps, 1):
        if len(step["cards"]) == 1 and w.cards_of_one.search(step["text"]):
            note("number agreement", number, step["text"])
        if number == 1:
            continue
        before = steps[number - 2]["text"]
        # two packs can turn the same card twice running: a new card from the stock is news
        turned = step["cards"] and step["view"].get("stock") != steps[number - 2]["view"].get("stock")
        if step["text"] == before and not turned:
            note("repeated line", number, step["text"])
        for n in names:
            said = [re.search(p.format(n=n), t) for p in w.banker for t in (before, step["text"])]
            if any(said[0::2]) and any(said[1::2]):
                note("banker announced twice", number, f"{before} / {step['text']}")
            if re.search(w.keeps.format(n=n), before) and re.search(w.hands_on.format(n=n), step["text"]):
                note("contradiction", number, f"{before} / {step['text']}")
    for kind, number, text in runs(transcript, w) + unanswered(transcript, w) + held_by_all(transcript, w):
        note(kind, number, text)
    return found


def named(text: str, names: list[str]) -> tuple[str, list[str]]:
    """``text`` with every seat's name replaced by ``{n}``, and the names it held."""
    held = []
    for name in sorted(names, key=len, reverse=True):
        if re.search(rf"\b{re.escape(name)}\b", text):
            held.append(name)
            text = re.sub(rf"\b{re.escape(name)}\b", "{n}", text)
    return text, held


def runs(transcript, w: Patterns) -> list[tuple[str, int, str]]:
    """Runs of ``RUN`` or more lines, one per seat, that say the same refusal while nothing moves.

    A turn in a speaking round ("Blaise passes.", then "Colette raises 5 chips.") is a move in
    its order and is told as it comes; a refusal that ends nothing ("Blaise does not buy the
    bank.") is told in one line with the others'."""
    found = []
    run: list[tuple[int, str]] = []
    shape = None
    for number, step in enumerate(transcript["steps"], 1):
        text, held = named(step["text"], transcript["seats"])
        quiet = len(held) == 1 and not step["cards"] and not step.get("transfers") and w.refusal.search(text)
        this = (step.get("kind"), text) if quiet else None
        if this is not None and this == shape and held[0] not in [h for _, h in run]:
            run.append((number, held[0]))
        else:
            run = [(number, held[0])] if this is not None else []
            shape = this
        if len(run) == RUN:
            found.append(("run of one line per seat", run[0][0], step["text"]))
    return found


def unanswered(transcript, w: Patterns) -> list[tuple[str, int, str]]:
    """Offers that no later line answers: covered, refused, bought, outbid or lapsed."""
    found = []
    steps = [step["text"] for step in transcript["steps"]]
    for number, text in enumerate(steps, 1):
        for name in transcript["seats"]:
            if not re.search(w.offer.format(n=re.escape(name)), text):
                continue
            on = w.on.search(text)
            later = (
                t
                for t in steps[number:]
                if re.search(rf"\b{re.escape(name)}\b", t)
                and w.answer.search(t)
                and not re.search(w.offer.format(n=re.escape(name)), t)
                and (on is None or f"{w.on_words}{on.group(1)}" in t)
            )
            if next(later, None) is None:
                found.append(("offer never answered", number, text))
    return found


def held_by_all(transcript, w: Patterns) -> list[tuple[str, int, str]]:
    """A round said to be over because every cutter held the deal, after one was passed over
    without ever having held it."""
    found = []
    held: set[str] = set()
    passed_over: set[str] = set()
    for number, step in enumerate(transcript["steps"], 1):
        text = step["text"]
        for name in transcript["seats"]:
            n = re.escape(name)
            if any(re.search(p.format(n=n), text) for p in w.held):
                held.add(name)
            elif w.passed_over.search(text) and re.match(rf"{n}\b", text) and name not in held:
                passed_over.add(name)
        if w.every_held.search(text) and passed_over - held:
            found.append(("held by all after a seat passed over", number, text))
    return found


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_words_read_as_a_person_writes_them(variant, language):
    found: dict[str, str] = {}
    dealt = 0
    for transcript in specs(variant, 30, language):
        dealt += 1
        for kind, example in findings(transcript, language).items():
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


@pytest.mark.parametrize(
    "text, kind",
    [
        ("Anne gagne 1 jetons.", "number agreement"),
        ("Blaise mise 3 jeton.", "number agreement"),
        ("Colette\xa0: bet-2 sur le 2H\u202f?", "engine notation"),
        ("Estelle → Estelle", "engine notation"),
        ("Place 13 passe.", "a seat without a name"),
        ("Anne passe ; Blaise mise.", "a hole"),
        ("Anne\xa0: miser ou passer ?", "a hole"),
        ("Anne: miser ou passer\u202f?", "a hole"),
        ("Anne mise 2 jetons  sur la carte.", "a hole"),
        ("« Banque» passe.", "a hole"),
    ],
)
def test_the_checks_catch_each_class_in_french(text, kind):
    transcript = {"seats": ["Anne", "Blaise"], "steps": [{"text": text, "cards": [], "view": {}}]}
    assert kind in findings(transcript, "fr")


def test_french_typography_is_no_hole_in_french_only():
    """French sets a no-break space before ; : ? ! and inside « »; English sets none."""
    text = "Anne\xa0: «\xa0Banque\xa0» gagne 1 jeton\u202f; Blaise mise 0 jeton, 1,5 jeton en moyenne\u202f?"
    transcript = {"seats": ["Anne", "Blaise"], "steps": [{"text": text, "cards": [], "view": {}}]}
    assert findings(transcript, "fr") == {}
    english = {
        "seats": ["Anne", "Blaise"],
        "steps": [{"text": "Anne\xa0: stake\u202f?", "cards": [], "view": {}}],
    }
    assert "a hole" in findings(english, "en")


def test_the_french_checks_catch_repeats_announcements_and_contradictions():
    def steps(*texts, cards=()):
        return {
            "seats": ["Anne", "Blaise"],
            "steps": [{"text": t, "cards": list(cards), "view": {}} for t in texts],
        }

    assert "banker announced twice" in findings(
        steps("La banque passe à Blaise.", "Blaise prend la banque\xa0: tour 2 sur 4."), "fr"
    )
    assert "contradiction" in findings(
        steps("Anne garde la main.", "Anne choisit de passer la main à Blaise."), "fr"
    )
    assert "number agreement" in findings(steps("Les cartes de Blaise gagnent.", cards=["QH"]), "fr")
    assert (
        findings(steps("Anne garde la main ou la passe.", "Anne garde la main pour un autre coup."), "fr")
        == {}
    )
    run = table(
        "Blaise n'achète pas la banque.", "Colette n'achète pas la banque.", "Denis n'achète pas la banque."
    )
    assert "run of one line per seat" in findings(run, "fr")
    offers = (
        "Colette carabine\xa0: une offre de 1 jeton sur la reprise des quatre.",
        "Anne tient l'offre de 1 jeton sur la reprise des dames, à égalité\xa0: Colette peut en gagner 1.",
    )
    assert "offer never answered" in findings(table(*offers), "fr")
    lapsed = (
        "L'offre de Colette sur la reprise des quatre tombe\xa0: une carte de reprise ne porte qu'un pari."
    )
    assert findings(table(*offers, lapsed), "fr") == {}


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
    assert "banker announced twice" in findings(
        steps("Blaise draws the highest card and deals first.", "Blaise holds the deal: banker 1 of 2.")
    )
    assert findings(steps("Anne wins 1 chip.", "Blaise wins 2 chips.", "Anne keeps the deal.")) == {}


def test_every_seat_a_table_can_hold_has_a_name_of_its_own():
    from lansquenet.seats import default_names
    from lansquenet.spec import MAX_SEATS

    names = default_names(MAX_SEATS)
    assert len(set(names)) == MAX_SEATS and not any(re.search(r"\d", n) for n in names)
    assert names[:4] == ["Anne", "Blaise", "Colette", "Denis"]


def table(*texts, names=("Anne", "Blaise", "Colette", "Denis"), view=None):
    """A transcript of ``texts``, each a step of its own with nothing moving."""
    steps = [{"kind": "news", "text": t, "cards": [], "transfers": [], "view": view or {}} for t in texts]
    return {"seats": list(names), "steps": steps}


def test_the_checks_read_the_seats_notes_and_the_reasons_a_choice_is_off():
    note = {"seats": [{"note": "Holds 1 chips, less than the stake of the game (3): sits this hand out."}]}
    assert "number agreement" in findings(table("Anne shuffles.", view=note))
    pending = {"prompt": "Anne: stake?", "unavailable": [{"kind": "raise", "why": "you hold 1 chips."}]}
    assert "number agreement" in findings(table("Anne shuffles.", view={"pending": pending}))
    fine = {"seats": [{"note": "Holds 1 chip."}, {"note": None}]}
    assert findings(table("Anne shuffles.", view=fine)) == {}


def test_the_checks_catch_a_run_of_one_line_per_seat():
    run = table(
        "Blaise does not buy the bank.", "Colette does not buy the bank.", "Denis does not buy the bank."
    )
    assert "run of one line per seat" in findings(run)
    # two such lines are not yet a run; the same seat twice is a repeat, not a run; and lines
    # that move chips (each seat staking in turn) tell something each
    assert findings(table("Blaise does not buy the bank.", "Colette does not buy the bank.")) == {}
    staking = table("Blaise stakes 1 chip.", "Colette stakes 1 chip.", "Denis stakes 1 chip.")
    for step in staking["steps"]:
        step["transfers"] = [{"amount": 1}]
    assert findings(staking) == {}
    speaking = table("Blaise passes.", "Colette passes.", "Denis passes.")
    assert findings(speaking) == {}
    folded = table("Nobody buys the bank: Blaise, Colette and Denis all pass.")
    assert findings(folded) == {}


def test_the_checks_catch_an_offer_never_answered():
    offers = (
        "Colette carabines: an offer of 1 chip on the reprise fours.",
        "Blaise carabines: an offer of 1 chip on the reprise fours.",
        "Anne covers Colette's 1 chip on the reprise fours: Colette stands to win 2.",
    )
    assert "offer never answered" in findings(table(*offers))
    # an answer on another reprise card does not answer this one
    other = "Anne covers Blaise's 1 chip on the reprise queens: Blaise stands to win 2."
    assert "offer never answered" in findings(table(*offers, other))
    lapsed = "The offer of Blaise on the reprise fours lapses: a reprise card takes a single carabin's wager."
    assert findings(table(*offers, lapsed)) == {}
    refait = "Colette offers to buy at the refait level, 20 chips."
    assert "offer never answered" in findings(table(refait, "Denis buys the bank for 40 chips."))
    assert findings(table(refait, "Colette buys the bank at the refait level, 20 chips.")) == {}


def test_the_checks_catch_a_round_held_by_all_after_a_seat_was_passed_over():
    over = "The round is over: every cutter has held the deal once. Most chips: Anne, with 9 chips."
    skipped = "Blaise holds no chips, less than the stake of the game, and cannot hold the deal: the turn passes on."
    assert "held by all after a seat passed over" in findings(
        table("Anne holds the deal: banker 1 of 3.", skipped, "Colette holds the deal: banker 3 of 3.", over)
    )
    # named as the next banker, then passed over: he has still not held it
    named = "The hand is over and the deal passes to Blaise, on Anne's right."
    assert "held by all after a seat passed over" in findings(
        table(
            "Anne holds the deal: banker 1 of 3.",
            named,
            skipped,
            "Colette holds the deal: banker 3 of 3.",
            over,
        )
    )
    # a banker who held the deal and later runs short has held it: the claim stands
    short = "Anne, the banker, holds no chips, less than the stake of the game, and cannot hold the deal: no hand."
    assert (
        findings(
            table("Anne holds the deal: banker 1 of 2.", short, "Blaise holds the deal: banker 2 of 2.", over)
        )
        == {}
    )
