"""A variant's options and rulings in every language the engine speaks, from one English list and
one French table: the mechanism every variant shares.

The English texts stay on the :class:`~lansquenet.variants.Option` and
:class:`~lansquenet.variants.Ruling` records where the rules are written. The French ones come as
plain data from the variant's ``*_fr`` module: each option's ``(doc, source)`` by its name, and
each ruling's ``(question, source_says, we_deal, alternative)`` in the English order. Both are
laid out as one flat table per language and checked as a :class:`~lansquenet.language.Phrases`
(same keys, same placeholders), so a French text missing, or one too many, stops the import.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace

from .language import ByLanguage, Phrases
from .variants import Option, Ruling

PARTS = ("doc", "source")
"""An option's texts, in the order a ``*_fr`` module gives them."""
FIELDS = ("question", "source_says", "we_deal", "alternative")
"""A ruling's texts, in the order a ``*_fr`` module gives them."""


@dataclass(frozen=True)
class Told:
    """The options and rulings as each language tells them, and the table that checked them."""

    texts: Phrases[str]
    options: ByLanguage[tuple[Option, ...]]
    rulings: ByLanguage[tuple[Ruling, ...]]


def _flat(options: Mapping[str, tuple[str, ...]], rulings: Sequence[tuple[str, ...]]) -> dict[str, str]:
    """One language's texts as one table, keyed by option name or ruling number and field."""
    texts = {
        f"option.{name}.{part}": text
        for name, pair in options.items()
        for part, text in zip(PARTS, pair, strict=True)
    }
    for number, ruling in enumerate(rulings, 1):
        texts.update({f"ruling.{number}.{field}": text for field, text in zip(FIELDS, ruling, strict=True)})
    return texts


def told(
    options: tuple[Option, ...],
    rulings: tuple[Ruling, ...],
    french_options: Mapping[str, tuple[str, str]],
    french_rulings: Sequence[tuple[str, str, str, str]],
) -> Told:
    """``options`` and ``rulings`` (English) told in every language, the French from the tables given."""
    texts: Phrases[str] = Phrases(
        en=_flat(
            {o.name: tuple(getattr(o, part) for part in PARTS) for o in options},
            [tuple(getattr(r, field) for field in FIELDS) for r in rulings],
        ),
        fr=_flat(french_options, french_rulings),
    )
    french = texts.tables["fr"]
    return Told(
        texts=texts,
        options=ByLanguage(
            en=options,
            fr=tuple(
                replace(o, doc=french[f"option.{o.name}.doc"], source=french[f"option.{o.name}.source"])
                for o in options
            ),
        ),
        rulings=ByLanguage(
            en=rulings,
            fr=tuple(
                replace(r, **{f: french[f"ruling.{n}.{f}"] for f in FIELDS}) for n, r in enumerate(rulings, 1)
            ),
        ),
    )
