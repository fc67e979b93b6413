"""The language mechanism: phrase tables agree across languages, the language travels with a deal,
and a language the engine does not speak, or a variant not yet told in one, is refused in one sentence."""

from __future__ import annotations

import importlib
import pkgutil
import re

import pytest

import lansquenet
from lansquenet import api, grammar
from lansquenet.errors import InvalidSpec
from lansquenet.language import LANGUAGES, ByLanguage, Phrases, current, fields, using
from lansquenet.spec import Spec


def every_table() -> list[tuple[str, Phrases]]:
    """Every phrase table the engine's modules declare."""
    found = []
    for info in pkgutil.walk_packages(lansquenet.__path__, "lansquenet."):
        if info.name.endswith("__main__"):
            continue
        module = importlib.import_module(info.name)
        for name, value in vars(module).items():
            if isinstance(value, Phrases):
                found.append((f"{info.name}.{name}", value))
    return found


TABLES = every_table()


def test_the_tables_are_found():
    names = {name for name, _ in TABLES}
    assert "lansquenet.rules.pagat.phrases.PHRASES" in names and "lansquenet.language.WORDS" in names


@pytest.mark.parametrize(("name", "table"), TABLES, ids=[n for n, _ in TABLES])
def test_every_language_has_the_same_keys_and_placeholders(name, table):
    english = table.tables["en"]
    for code in LANGUAGES:
        assert set(table.tables[code]) == set(english), (name, code)
        for key, value in english.items():
            other = table.tables[code][key]
            pieces = zip(other, value, strict=True) if isinstance(value, tuple) else [(other, value)]
            for theirs, ours in pieces:
                assert fields(theirs) == fields(ours), (name, code, key)


def test_a_table_whose_languages_differ_never_loads():
    with pytest.raises(ValueError, match="'b'"):
        Phrases(en={"a": "x", "b": "y"}, fr={"a": "x"})
    with pytest.raises(ValueError, match="does not fill"):
        Phrases(en={"a": "{who} passes."}, fr={"a": "{qui} passe."})


def test_a_table_answers_in_the_language_of_the_moment_and_typesets_french():
    table = Phrases(en={"a": "Who: {who}?"}, fr={"a": "Qui : {who} ?"})
    assert table.word("a", who="Anne") == "Who: Anne?"
    with using("fr"):
        assert table.word("a", who="Anne") == "Qui\u00a0: Anne\u202f?"
    assert current() == "en"


def test_by_language_reads_the_current_language():
    class Thing:
        TITLE = ByLanguage(en="Title", fr="Titre")

    assert Thing.TITLE == "Title"
    with using("fr"):
        assert Thing.TITLE == "Titre" and Thing().TITLE == "Titre"


def test_an_unknown_language_is_refused_in_one_sentence():
    with pytest.raises(InvalidSpec, match=r"^There is no language 'de'; the engine speaks en or fr\.$"):
        with using("de"):
            pass
    assert current() == "en"


@pytest.fixture
def untold(monkeypatch):
    """Every variant is told in French now: the 19th-century game stands in for one that is not,
    its phrases a plain English table for the length of a test."""
    from lansquenet.rules.modern import Modern

    monkeypatch.setattr(Modern, "PHRASES", dict(Modern.PHRASES.tables["en"]))


@pytest.mark.parametrize("variant", ["modern"])
def test_a_variant_not_yet_told_in_french_refuses_it_naming_itself(variant, untold):
    with pytest.raises(InvalidSpec) as caught:
        api.deal({"variant": variant, "seed": 1, "language": "fr"})
    sentence = str(caught.value)
    assert variant in sentence and sentence.count(".") == 1 and sentence.startswith("La variante")
    assert current() == "en"


def test_a_spec_with_a_bad_language_is_refused_and_nothing_changes():
    spec = {"variant": "pagat", "seed": 1, "language": "xx"}
    with pytest.raises(InvalidSpec, match="no language 'xx'"):
        api.deal(spec)
    assert spec == {"variant": "pagat", "seed": 1, "language": "xx"} and current() == "en"
    with pytest.raises(InvalidSpec, match="no language 'xx'"):
        Spec.from_dict(spec)


def test_french_grammar():
    with using("fr"):
        assert [grammar.chips(n) for n in (0, 1, 2, 1234)] == [
            "0 jeton",
            "1 jeton",
            "2 jetons",
            "1\u202f234 jetons",
        ]
        assert grammar.join(["a", "b", "c"]) == "a, b et c"
        assert grammar.join(["a", "b", "c"], "or", serial=True) == "a, b ou c"
        assert [grammar.possessive(n) for n in ("Anne", "Blaise", "Hélène", "Hugues", "Éloi")] == [
            "d'Anne",
            "de Blaise",
            "d'Hélène",
            "de Hugues",
            "d'Éloi",
        ]
        cards = [grammar.card_words(c[:-1], c[-1], c) for c in ("QH", "KS", "AD", "JC", "8H")]
        assert cards == [
            "la dame de cœur (QH)",
            "le roi de pique (KS)",
            "l'as de carreau (AD)",
            "le valet de trèfle (JC)",
            "le huit de cœur (8H)",
        ]
        assert grammar.card_words("Q", "H", "QH", 2) == "la deuxième dame de cœur (QH)"
        assert grammar.card_words("A", "S", "AS", 3) == "le troisième as de pique (AS)"
        assert grammar.percent(grammar.decimal(52.9411, 2)) == "52,94\u202f%"
        assert grammar.times(2) == "deux fois" and grammar.rank_plural("Q") == "dames"


def test_english_grammar_is_as_it_always_was():
    assert grammar.join(["a", "b", "c"], "or", serial=True) == "a, b, or c"
    assert grammar.card_words("Q", "H", "QH", 2) == "second queen of hearts (QH)"
    assert grammar.chips(1) == "1 chip" and grammar.possessive("Denis") == "Denis's"


def test_variants_in_french_lists_only_the_variants_told_in_french(untold):
    told = api.variants("fr")
    assert list(told) == ["classic", "encyclopedia", "pagat"]
    assert told["pagat"]["title"] == "Les règles de Pagat à une table en ligne"
    assert set(api.variants()) == {"classic", "encyclopedia", "modern", "pagat"}
    with pytest.raises(InvalidSpec):
        api.variants("xx")


@pytest.fixture
def registry():
    """The ledger's account labels as they were, whatever a test registers."""
    from lansquenet import ledger

    words, patterns = dict(ledger.ACCOUNT_WORDS), list(ledger._PATTERNS)
    yield
    ledger.ACCOUNT_WORDS.clear()
    ledger.ACCOUNT_WORDS.update(words)
    ledger._PATTERNS[:] = patterns


def test_accounts_named_by_a_card_or_a_rank_are_labelled_in_every_language(registry):
    from lansquenet.ledger import account_label, name_accounts

    name_accounts(
        Phrases(
            en={
                "{}'s wager on {card}": "{whose} wager on the {card}",
                "{} on reprise {rank}": "{name} on the {ranks}",
            },
            fr={
                "{}'s wager on {card}": "Pari {whose} sur {card}",
                "{} on reprise {rank}": "{name} sur les {ranks}",
            },
        )
    )
    names = ["Anne", "Blaise"]
    assert account_label("{1}'s wager on QH", names) == "Blaise's wager on the queen of hearts (QH)"
    assert account_label("{0} on reprise 7", names) == "Anne on the sevens"
    with using("fr"):
        assert account_label("{0}'s wager on 10C", names) == "Pari d'Anne sur le dix de trèfle (10C)"
        assert account_label("{1} on reprise Q", names) == "Blaise sur les dames"
        assert account_label("Bank", ["Banque", "Blaise"]) == "Banque (sur la table)"
    assert account_label("{0} elsewhere", names) == "Anne elsewhere"


ENGLISH_WORDS = (" the ", " and ", " chips", " chip ", "'s ", " of ", " is ", " are ", " or ")
"""Words a French phrase never holds, which English ones almost always do."""


@pytest.mark.parametrize(("name", "table"), TABLES, ids=[n for n, _ in TABLES])
def test_no_french_phrase_is_left_in_english(name, table):
    """A title a French text quotes from an English source stays English, inside « » (a section)
    or in Markdown *italics* (a book, as the glossary names the works it cites)."""
    for key, value in table.tables["fr"].items():
        for text in value if isinstance(value, tuple) else (value,):
            bare = re.sub(r"«[^»]*»|\*[^*]+\*", "", f" {text} ")
            assert not [w for w in ENGLISH_WORDS if w in bare], (name, key, text)
