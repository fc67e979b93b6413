"""The language the engine speaks: English or French, set at the edges and read everywhere.

The engine's words come from phrase tables, one per language (:class:`Phrases`), which answer
in the language of the moment (:func:`current`). The language is a context variable, so it is
set only where a request comes in (the command line's ``--lang``, a spec's ``language``, the
browser worker) with :func:`using`, and every call made inside reads it without passing it on.
A :class:`~lansquenet.game.Game` re-enters its deal's language around each step it takes,
since a game is stepped long after it was made (Play, the rooms server).

A table is checked when it is built, at import: every language has the same keys, and each
key the same ``{placeholders}``, so a phrase can never be missing, or ask for a value the code
does not give, in one language only. French tables are written with plain spaces before
``: ; ? !`` and inside « »; :func:`typeset` puts the no-break spaces French typography wants,
so a translator never types an invisible character.

Telling a variant in another language (``rules/pagat`` is the worked example):

* its ``PHRASES`` and ``RUNS`` become :class:`Phrases`, the French in a sibling ``*_fr.py``;
  the variant speaks French, and deals in it, from the moment its ``PHRASES`` has a French
  table (:func:`speaks`), so that comes last, once every word below is French;
* every word the flow builds (notes, zone labels, marks, transfer reasons, prompts, the why of
  an unavailable action, its refusals, the pieces filled into phrases) comes from a keyed table;
  where English agrees in code ("is"/"are", "goes"/"go"), the code picks a key (``.one``,
  ``.many``) and the table words it, so French agrees its own way;
* cards fill ``{card}`` from :func:`lansquenet.grammar.card_words` (French brings its article:
  "On retourne {card}"), seats as owners from :func:`lansquenet.grammar.possessive`, lists from
  :func:`lansquenet.grammar.join`, counts from :func:`lansquenet.grammar.chips`;
* accounts are named with :func:`lansquenet.ledger.name_accounts`;
* ``TITLE``, ``OPTIONS``, ``RULINGS`` and ``PRESETS`` become :class:`ByLanguage`, odds rows take
  their labels from a table and carry a ``key``.
"""

from __future__ import annotations

import string
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Generic, TypeVar, cast

LANGUAGES = ("en", "fr")
"""The languages the engine speaks, by their ISO 639-1 codes; English is the default."""

_current: ContextVar[str] = ContextVar("lansquenet_language", default="en")

NBSP = "\u00a0"
"""The no-break space French puts before a colon and inside guillemets."""
NNBSP = "\u202f"
"""The narrow no-break space French puts before ; ? ! and between thousands."""


def current() -> str:
    """The language the engine speaks at this moment (``"en"`` unless :func:`using` set another)."""
    return _current.get()


def check(code: object) -> str:
    """``code`` if it is a language the engine speaks; raises
    :class:`~lansquenet.errors.InvalidSpec` with one sentence otherwise."""
    if isinstance(code, str) and code in LANGUAGES:
        return code
    from .errors import InvalidSpec
    from .reading import shown

    known = ", ".join(LANGUAGES[:-1]) + (" ou " if current() == "fr" else " or ") + LANGUAGES[-1]
    raise InvalidSpec(WORDS.word("unknown", code=shown(code), known=known))


@contextmanager
def using(code: object) -> Iterator[str]:
    """Speak ``code`` (``None`` means English) inside the ``with`` block, then what was spoken before.

    Raises :class:`~lansquenet.errors.InvalidSpec` for a language the engine does not speak,
    before anything changes.
    """
    token = _current.set(check("en" if code is None else code))
    try:
        yield current()
    finally:
        _current.reset(token)


def typeset(text: str, code: str) -> str:
    """``text`` with the spaces its language's typography wants: in French a no-break space
    before a colon and inside guillemets, a narrow one before ``; ? !``; English as it is."""
    if code != "fr":
        return text
    for plain, fixed in (
        (" :", NBSP + ":"),
        (" ;", NNBSP + ";"),
        (" ?", NNBSP + "?"),
        (" !", NNBSP + "!"),
        ("« ", "«" + NBSP),
        (" »", NBSP + "»"),
    ):
        text = text.replace(plain, fixed)
    return text


def fields(template: str) -> list[str]:
    """The ``{placeholders}`` a template fills, sorted, each once."""
    return sorted({name for _, name, _, _ in string.Formatter().parse(template) if name})


V = TypeVar("V", bound=str | tuple[str, ...])


class Phrases(Mapping[str, V], Generic[V]):
    """One table of words per language, answering in the language of the moment.

    ``Phrases(en={...}, fr={...})``: every language the engine speaks, each with the same keys
    and, per key, the same placeholders (checked here, so at import). A value is a template or
    a tuple of templates (a run's piece and whole). Raises ``ValueError`` naming the first key
    that differs, so a table that does not match never loads.
    """

    def __init__(self, **tables: Mapping[str, V]):
        if tuple(tables) != LANGUAGES:
            raise ValueError(
                f"a phrase table gives {', '.join(LANGUAGES)}, in that order, not {', '.join(tables)}"
            )
        english = tables["en"]
        for code, table in tables.items():
            if set(table) != set(english):
                odd = sorted(set(table) ^ set(english))
                raise ValueError(f"the {code} table and the en table differ in the key {odd[0]!r}")
            for key, value in table.items():
                if _shape(value) != _shape(english[key]):
                    raise ValueError(f"the {code} phrase {key!r} does not fill what the en phrase fills")
        self.tables: dict[str, dict[str, V]] = {
            code: {key: _typeset(value, code) for key, value in table.items()}
            for code, table in tables.items()
        }

    def __getitem__(self, key: str) -> V:
        return self.tables[current()][key]

    def __iter__(self) -> Iterator[str]:
        return iter(self.tables["en"])

    def __len__(self) -> int:
        return len(self.tables["en"])

    def __contains__(self, key: object) -> bool:
        return key in self.tables["en"]

    def word(self, key: str, /, **values: object) -> str:
        """The phrase ``key`` (a template) filled with ``values``, in the language of the moment."""
        template = self[key]
        if not isinstance(template, str):
            raise TypeError(f"the phrase {key!r} is not one template")
        return template.format(**values)


def _shape(value: object) -> object:
    """What a phrase fills: its placeholders, or each template's for a tuple."""
    if isinstance(value, str):
        return fields(value)
    if isinstance(value, tuple):
        return tuple(fields(v) for v in value)
    raise TypeError(f"a phrase is a template or a tuple of templates, not {value!r}")


def _typeset(value: V, code: str) -> V:
    """``value`` (a template or a tuple of them) typeset for ``code``."""
    if isinstance(value, str):
        return cast(V, typeset(value, code))
    return cast(V, tuple(typeset(v, code) for v in value))


T = TypeVar("T")


class ByLanguage(Generic[T]):
    """A class attribute with one value per language, read in the language of the moment.

    ``TITLE = ByLanguage(en="Pagat's rules", fr="Les règles de Pagat")`` makes ``Pagat.TITLE``
    (and ``variant.TITLE``) answer in the current language, so every reader of a variant's
    title, options, rulings and presets keeps reading a plain attribute.
    """

    def __init__(self, **values: T):
        if tuple(values) != LANGUAGES:
            raise ValueError(f"give {', '.join(LANGUAGES)}, in that order, not {', '.join(values)}")
        self.values = values

    def __get__(self, instance: object, owner: type | None = None) -> T:
        return self.values[current()]


def speaks(phrases: object) -> frozenset[str]:
    """The languages a variant's phrase table speaks: every one for :class:`Phrases`, English only
    for a plain dict (a variant not yet translated)."""
    if isinstance(phrases, Phrases):
        return frozenset(phrases.tables)
    return frozenset({"en"})


WORDS: Phrases[str] = Phrases(
    en={
        "unknown": "There is no language {code}; the engine speaks {known}.",
        "untranslated": "The {variant} variant is not yet told in {language}; deal it in {spoken}.",
        "name.en": "English",
        "name.fr": "French",
    },
    fr={
        "unknown": "Il n'y a pas de langue {code} ; le moteur parle {known}.",
        "untranslated": "La variante {variant} n'est pas encore racontée en {language} ; donnez-la en {spoken}.",
        "name.en": "anglais",
        "name.fr": "français",
    },
)
"""The engine's own sentences about languages: a language it does not speak, a variant not yet
told in one (so a deal never reads half in one language, half in another)."""


def refuse_untranslated(variant: str, phrases: object, code: str) -> None:
    """Raise :class:`~lansquenet.errors.InvalidSpec` in one sentence naming ``variant`` unless its
    phrase table speaks ``code``."""
    spoken = speaks(phrases)
    if code in spoken:
        return
    from .errors import InvalidSpec

    names = [WORDS[f"name.{c}"] for c in LANGUAGES if c in spoken]
    raise InvalidSpec(
        WORDS.word("untranslated", variant=variant, language=WORDS[f"name.{code}"], spoken=" / ".join(names))
    )
