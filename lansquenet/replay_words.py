"""The words of a replay: where a transcript differs from its deal again, in every language.

A replay's sentences are the command's own, in the language the command speaks (``--lang``);
the steps it deals again are in the transcript's language. :mod:`lansquenet.replay` fills these.
"""

from __future__ import annotations

from .language import Phrases

WORDS: Phrases[str] = Phrases(
    en={
        "extra-field": "the transcript has a field {key} that a deal does not write.",
        "lacks-field": "the transcript lacks the field {key}.",
        "field": "the field {at}.",
        "step": "step {number}'s {at}{hint}.",
        "hint.chips": " (a replay starts each seat with its 'chips' less its 'net')",
        "steps-count": "the transcript has {recorded} steps, but the deal gives {again}.",
        "place.content": "content",
        "at.missing": "{place} is missing, but the deal writes {value}",
        "at.extra": "{place} is there, but a deal does not write it",
        "at.items": "{place} has {mine} items, but the deal gives {theirs}",
        "at.char": "{place} differs at character {index}: it reads {mine}, but the deal gives {theirs}",
        "at.value": "{place} reads {mine}, but the deal gives {theirs}",
        "deck.count": "the field 'deck' holds {deck} cards, but the first pack order in 'decks' {first}.",
        "deck.card": "the field 'deck' is not the first pack order in 'decks': its card {index} reads {mine}, "
        "but in 'decks' it is {theirs}.",
        "cannot-deal": "This transcript cannot be dealt again: {why}",
        "seed.none": "a deal without a seed",
        "seed.one": "the seed {seed}",
        "below.some": "below its {top} stacked top cards ('stacked')",
        "below.none": "(none of it stacked)",
        "seed.mismatch": "pack order {number} ('decks') is not what {seed} shuffles {below}.",
    },
    fr={
        "extra-field": "la transcription a un champ {key} qu'une donne n'écrit pas.",
        "lacks-field": "il manque à la transcription le champ {key}.",
        "field": "{at}.",
        "step": "à l'étape {number}, {at}{hint}.",
        "hint.chips": " (une donne rejouée part, pour chaque place, de ses 'chips' moins son 'net')",
        "steps-count": "la transcription a {recorded} étapes, mais la donne en donne {again}.",
        "place.content": "contenu",
        "at.missing": "le champ {place} manque, mais la donne écrit {value}",
        "at.extra": "le champ {place} est là, mais une donne ne l'écrit pas",
        "at.items": "le champ {place} a {mine} éléments, mais la donne en donne {theirs}",
        "at.char": "le champ {place} diffère au caractère {index} : on y lit {mine}, mais la donne donne {theirs}",
        "at.value": "le champ {place} vaut {mine}, mais la donne donne {theirs}",
        "deck.count": "le champ 'deck' a {deck} cartes, mais le premier ordre de paquet de 'decks' en a {first}.",
        "deck.card": "le champ 'deck' n'est pas le premier ordre de paquet de 'decks' : sa carte {index} est "
        "{mine}, mais dans 'decks' c'est {theirs}.",
        "cannot-deal": "Cette transcription ne peut pas être donnée à nouveau : {why}",
        "seed.none": "une donne sans graine",
        "seed.one": "la graine {seed}",
        "below.some": "sous ses {top} cartes placées sur le dessus ('stacked')",
        "below.none": "(sans carte placée sur le dessus)",
        "seed.mismatch": "l'ordre de paquet {number} ('decks') n'est pas celui que donne {seed} en battant "
        "{below}.",
    },
)
"""Where a transcript differs, and why it cannot be dealt again."""

OPENINGS = {
    "en": ("The ", "A ", "An ", "Option ", "Give ", "There ", "Pack ", "Two ", "Decision ", "Cards "),
    "fr": ("La ", "Le ", "Les ", "L'", "Un ", "Une ", "Il ", "Aucune ", "Deux ", "Décision ", "Cette "),
}
"""Words that open the engine's sentences and read in lower case after a colon, per language."""
