"""The 19th-century game's words over many seeds, tables of 2 to 12, options and whole sessions.

Every line a reader sees (the steps, the prompts, why a choice is not on offer, the notes on the
seats) is checked for each class of fault a reader would stumble on:

- a hole left by an empty placeholder ("go back to  (no chips)");
- engine notation ("Estelle → Estelle", "bet-2", "pair_rule", "None");
- grammar that does not agree with the number ("1 chips", "1 of the banker's 20 chips are");
- a contradiction: "passes again" from a seat that never passed, a raise leaving "0 still open",
  a bank said to go "next on Anne's right" over a seat that nobody said was passed over (s4);
- a card announced twice, a line repeated needlessly, a new banker announced more than once.

Each check is a plain function over the steps, so the last test can show it catches what it
looks for. Every session is told again in French and read by the same checks, with the French
words for what they look for (:mod:`word_patterns`, :data:`SAID`).
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass
from typing import Any

import pytest
from stepping import random_action
from word_patterns import LANGUAGES, PATTERNS

from lansquenet.game import Game
from lansquenet.grammar import fr
from lansquenet.rules.modern import Modern

SESSIONS = 36
SLUGS = re.compile(r"\b(" + "|".join(re.escape(k) for k in Modern.PHRASES if "-" in k) + r")\b")
SAID: dict[str, dict[str, Any]] = {
    "en": {
        "again": " passes again.",
        "none open": r"\b0 still open",
        "open": "still open",
        "last": "{n} was the last to hold it by right",
        "right": "on {n}'s right",
        "next": "next on {n}'s right",
        "over": ("{seat}, next in line after {anchor}", "passed over"),
        "holds": ("takes the bank", "holds the bank"),
    },
    "fr": {
        "again": " passe de nouveau.",
        "none open": r"\bil reste 0 à couvrir",
        "open": " à couvrir",
        "last": "C'est {n} qui l'a tenue de droit en dernier",
        "right": "à la droite {of_n}",
        "next": "la place suivante à la droite {of_n}",
        "over": ("{seat}, qui suit {anchor}", "son tour est sauté"),
        "holds": ("prend la banque", "tient la banque"),
    },
}
"""Per language, the words the contradiction checks read: who passes again, what is still open,
from whose right the bank goes by right, who is passed over, and who holds the bank."""


def of(name: str, language: str) -> str:
    """``Anne's`` owner in French: ``d'Anne``, ``de Blaise`` (English phrases place the name themselves)."""
    return fr.possessive(name) if language == "fr" else name


CARD = re.compile(r"\((?:10|[2-9JQKA])[SHDC]\)")
# the steps that say who now holds the bank
ANNOUNCING = {"succession", "buy", "buy-refait", "keep", "refait"}


@dataclass(frozen=True)
class Said:
    """One step as a reader meets it: its event, its words and who held the bank after it."""

    kind: str
    seat: int | None
    text: str
    banker: int


# ----- the checks: each returns the faults it finds, as sentences
def faults_in_words(texts: list[str], language: str = "en") -> list[str]:
    w = PATTERNS[language]
    found = []
    for text in texts:
        for name, pattern in (
            ("a hole", w.hole),
            ("engine notation", w.notation),
            ("an event's slug", SLUGS),
            ("'1' with a plural", w.plural_for_one),
            ("a plural number with a singular", w.singular_for_many),
            ("'1' with 'are'", w.verb_for_one),
        ):
            if pattern.search(text):
                found.append(f"{name} in {text!r}")
    return found


def contradictions(said: list[Said], names: list[str], seated: list[int], language: str = "en") -> list[str]:
    words = SAID[language]
    found = []
    passed: set[int] = set()
    skipped: set[int] = set()
    for i, step in enumerate(said):
        if step.kind in ("round", "stake"):
            passed = set()
        if step.kind == "pass":
            if step.text.endswith(words["again"]) and step.seat not in passed:
                found.append(f"{step.text!r}, but {names[step.seat]} did not pass before")
            passed.add(step.seat)
        if step.kind == "raise":
            if re.search(words["none open"], step.text):
                found.append(f"{step.text!r} says nothing is open in a raise that covers the stake")
            following = said[i + 1] if i + 1 < len(said) else None
            if words["open"] in step.text and following is not None and following.kind == "covered":
                found.append(f"{step.text!r} leaves chips open, yet the next step says the stake is covered")
        if step.kind in ANNOUNCING and step.banker != step.seat:
            found.append(f"{step.text!r}, but {names[step.banker]} holds the bank after it")
        if step.kind == "skip":
            skipped.add(step.seat)
        if step.kind == "succession":
            found += succession_faults(step, names, seated, skipped, language)
            skipped = set()
    return found


def succession_faults(
    step: Said, names: list[str], seated: list[int], skipped: set[int], language: str = "en"
) -> list[str]:
    """The seats the bank went over, from the seat it goes 'by right' from, are each said to be
    passed over or to hold no chips (s4: 'the player who would have become banker')."""
    text = step.text
    words = SAID[language]
    anchors = [
        s
        for s, n in enumerate(names)
        if words["last"].format(n=n) in text or words["right"].format(n=n, of_n=of(n, language)) in text
    ]
    if len(anchors) != 1:
        return [f"{text!r} does not say from whose right the bank goes"]
    anchor = anchors[0]
    count = len(names)
    line = [(anchor + k) % count for k in range(1, count + 1) if (anchor + k) % count in seated]
    if step.seat not in line:
        return [f"{text!r}, but {names[step.seat]} does not sit at the table"]
    found = []
    over = line[: line.index(step.seat)]
    for seat in over:
        after, over_words = words["over"]
        said_over = after.format(seat=names[seat], anchor=names[anchor]) in text and over_words in text
        if seat not in skipped and not said_over:
            found.append(f"{text!r} goes over {names[seat]} without a word")
    if words["next"].format(n=names[anchor], of_n=of(names[anchor], language)) in text and any(
        s in skipped for s in over
    ):
        found.append(f"{text!r} says 'next', but a seat without chips was passed by")
    return found


def cards_announced_once(said: list[Said], gathered: list[int]) -> list[str]:
    """Each round names each card it turned once: the mentions match the cards gathered."""
    found = []
    mentions = []
    rounds = iter(gathered)
    for step in said:
        mentions += CARD.findall(step.text)
        if step.kind == "gather":
            moved = next(rounds)
            if len(mentions) != moved:
                found.append(f"a round turned {moved} cards but its words name {len(mentions)}: {mentions}")
            mentions = []
    return found


def repeated(said: list[Said]) -> list[str]:
    """No line twice in a row, nor twice in one speaking and its cards (two cards of one rank and
    suit may turn as middle cards when several packs are used, and are told apart by then)."""
    found = []
    seen: set[str] = set()
    for before, step in zip([None, *said], said, strict=False):
        if before is not None and before.text == step.text:
            found.append(f"{step.text!r} twice in a row")
        if step.kind in ("gather", "round", "stake", "withdraw", "withdraw-unbet"):
            seen = set()
        if step.kind != "middle-card" and step.text in seen:
            found.append(f"{step.text!r} again in the same round")
        seen.add(step.text)
    return found


def announced_once(said: list[Said], language: str = "en") -> list[str]:
    """Between one round's cards and the next, who holds the bank is said once."""
    holds = SAID[language]["holds"]
    found = []
    told: list[str] = []
    for step in said:
        if step.kind in ("banker-card", "withdraw", "withdraw-unbet"):
            told = []
            continue
        if step.kind in ANNOUNCING or any(words in step.text for words in holds):
            told.append(step.text)
            if len(told) > 1:
                found.append(f"the new banker is announced {len(told)} times: {told}")
    return found


# ----- the sessions
def spec(number: int, language: str = "en") -> dict:
    rng = random.Random(f"modern-words:{number}")
    seats = 2 + number % 11
    options = {
        "packs": rng.choice([1, 1, 2, 6]),
        "pair_rule": rng.choice(["all", "half"]),
        "buying_order": rng.choice(["clockwise", "rightward"]),
        "rightful_buyer": rng.choice(["passed-over", "banks-again"]),
        "bystander": seats > 2 and rng.random() < 0.3,
        "rounds": rng.randint(4, 20),
    }
    out = {
        "variant": "modern",
        "language": language,
        "seed": number,
        "seats": seats,
        "options": options,
        "scope": "deal" if number % 6 == 5 else "match",
    }
    if number % 3 == 1:  # short purses: single chips, seats passed by, a bank nobody can buy
        out["chips"] = [rng.randint(1, 30) for _ in range(seats)]
    return out


def low_action(decision, rng):
    """A random legal answer, its amount drawn towards the low end so single chips come up."""
    action = random_action(decision, rng)
    choice = decision.choice(action.kind)
    if action.amount is not None and choice is not None and rng.random() < 0.5:
        return type(action)(action.kind, choice.low)
    return action


def play(number: int, language: str = "en") -> tuple[Game, list[str]]:
    """A whole session, answered by the computer players or at random by turns; returns the
    game and every prompt, reason and note a player was shown."""
    game = Game(spec(number, language))
    rng = random.Random(number)
    shown = []
    while not game.finished:
        decision = game.pending()
        shown.append(decision.prompt)
        shown += [why for _, why in decision.unavailable]
        shown += [seat["note"] for seat in game.steps[-1].view["seats"] if seat["note"]]
        if number % 2:
            action = low_action(decision, rng)
        else:
            action = game.variant.computer(decision, game.table, game.player_rng)
        game.act(action)
    return game, shown


def said_of(game: Game) -> list[Said]:
    return [Said(s.event.kind, s.event.seat, s.text, s.view["banker"]) for s in game.steps]


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("number", range(SESSIONS))
def test_modern_words_read_right_over_a_whole_session(number, language):
    game, shown = play(number, language)
    said = said_of(game)
    names = game.table.names
    seated = game.variant.seated(game.table)
    gathered = [s.event.amount for s in game.steps if s.event.kind == "gather"]
    faults = (
        faults_in_words([s.text for s in said] + shown, language)
        + contradictions(said, names, seated, language)
        + cards_announced_once(said, gathered)
        + repeated(said)
        + announced_once(said, language)
    )
    assert not faults, f"session {number} ({language}, {spec(number)['options']}): " + "; ".join(faults[:5])


def test_modern_words_sessions_cover_every_table_size_and_the_rare_steps():
    sizes = {spec(n)["seats"] for n in range(SESSIONS)}
    assert sizes == set(range(2, 13))
    kinds = {s.event.kind for n in range(SESSIONS) for s in play(n)[0].steps}
    for rare in (
        "withdraw",
        "reduce",
        "refait",
        "buy",
        "succession",
        "skip",
        "bystander",
        "raises-back",
        "count",
    ):
        assert rare in kinds, f"no session deals a {rare!r} step"


def test_modern_words_checks_catch_each_class_of_fault():
    names = ["Anne", "Blaise", "Colette", "Denis"]
    seated = [0, 1, 2, 3]
    assert len(faults_in_words(["The earlier raises go back to  (no chips).", "Estelle → Estelle"])) == 2
    assert faults_in_words(["Blaise raises 1 chips.", "Denis, 1 of the banker's 20 chips are still open"])
    assert faults_in_words(["the bank wins this round 3 time in 8", "a buy-refait", "pair_rule all"])
    assert not faults_in_words(["Blaise raises 1 chip: 1 bet so far, 19 still open.", "1 time in 8"])
    raised = [
        Said("stake", 0, "Anne takes the bank and stakes 20 chips.", 0),
        Said("raise", 3, "Denis raises 15 chips: 15 bet so far, 5 still open.", 0),
        Said("pass", 3, "Denis passes again.", 0),
        Said("raise", 1, "Blaise raises 5 chips: 20 bet so far, 0 still open.", 0),
        Said("covered", 0, "The stake of 20 chips is covered, so the speaking ends.", 0),
    ]
    assert len(contradictions(raised, names, seated)) == 3  # passes again; 0 open; open yet covered
    # Blaise, next on Anne's right, bought the bank and lost it: the bank may skip him only in words
    silent = Said(
        "succession",
        2,
        "The bank goes by right to Colette, the rightful successor: Anne was the last to hold it by right, "
        "and Blaise had bought it.",
        2,
    )
    assert contradictions([silent], names, seated) == [f"{silent.text!r} goes over Blaise without a word"]
    told = Said(
        "succession",
        2,
        "The bank goes by right to Colette, the rightful successor: Anne was the last to hold it by right, "
        "and Blaise, next in line after Anne, bought the bank and lost it, so is passed over.",
        2,
    )
    assert contradictions([told], names, seated) == []
    thrice = [
        Said("succession", 1, "The bank goes by right to Blaise, next on Anne's right.", 1),
        Said("round", 1, "Round 2 of 12: Blaise holds the bank.", 1),
        Said("stake", 1, "Blaise takes the bank and stakes 10 chips.", 1),
    ]
    assert len(announced_once(thrice)) == 2
    cards = [
        Said("banker-card", 0, "The queen of hearts (QH) turns.", 0),
        Said("punters-card", 0, "The queen of spades (QS) turns.", 0),
        Said("doublet", 0, "A doublet: the queen of spades (QS) pairs it.", 0),
        Said("gather", None, "The round's 2 cards go with the turned cards.", 0),
    ]
    assert cards_announced_once(cards, [2])
    assert repeated([cards[0], cards[0]])


def test_modern_words_checks_catch_each_class_of_fault_in_french():
    names = ["Anne", "Blaise", "Colette", "Denis"]
    seated = [0, 1, 2, 3]
    holes = [
        "Les relances précédentes reviennent à  (aucun jeton).",
        "Anne passe ; Blaise relance.",
        "Anne: passer\u202f?",
    ]
    assert len(faults_in_words(holes, "fr")) == 3
    assert faults_in_words(["Blaise relance de 1 jetons.", "Estelle → Estelle", "un buy-refait"], "fr")
    assert faults_in_words(["la banque gagne ce coup 3 fois sur 8 avec 2 carte"], "fr")
    fine = (
        "Blaise relance de 1 jeton\u00a0: la mise totale est de 1, il reste 19 à couvrir\u202f; 1 fois sur 8."
    )
    assert not faults_in_words([fine, "Anne\u00a0: «\u00a0Banque\u00a0» passe\u202f?"], "fr")
    raised = [
        Said("stake", 0, "Anne prend la banque et met en jeu 20 jetons.", 0),
        Said(
            "raise", 3, "Denis relance de 15 jetons\u00a0: la mise totale est de 15, il reste 5 à couvrir.", 0
        ),
        Said("pass", 3, "Denis passe de nouveau.", 0),
        Said(
            "raise", 1, "Blaise relance de 5 jetons\u00a0: la mise totale est de 20, il reste 0 à couvrir.", 0
        ),
        Said("covered", 0, "L'enjeu de 20 jetons est couvert, donc la parole est close.", 0),
    ]
    assert len(contradictions(raised, names, seated, "fr")) == 3
    silent = Said(
        "succession",
        2,
        "La banque revient de droit à Colette, le successeur de droit, la place suivante à la droite d'Anne.",
        2,
    )
    assert contradictions([silent], names, seated, "fr") == [
        f"{silent.text!r} goes over Blaise without a word"
    ]
    told = Said(
        "succession",
        2,
        "La banque revient de droit à Colette, le successeur de droit\u00a0: Blaise, qui suit Anne, a acheté la "
        "banque et l'a perdue, donc son tour est sauté. C'est Anne qui l'a tenue de droit en dernier.",
        2,
    )
    assert contradictions([told], names, seated, "fr") == []
    twice = [
        Said(
            "succession", 1, "La banque revient de droit à Blaise, la place suivante à la droite d'Anne.", 1
        ),
        Said("stake", 1, "Blaise prend la banque et met en jeu 10 jetons.", 1),
    ]
    assert len(announced_once(twice, "fr")) == 1
