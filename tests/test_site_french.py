"""The build's own words in French (scripts/site/*.py): every kind of block a page carries, rendered
inside ``using("fr")``, reads in French, with none of the English of the modules' phrase tables
left; and rendered inside ``using("en")`` it is what the English site has always shown, whatever
was rendered in French before it (nothing is cached in one language and served in the other)."""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Callable
from html.parser import HTMLParser
from pathlib import Path

import pytest

from lansquenet import api, dealfile
from lansquenet.language import NBSP, NNBSP, Phrases, using
from lansquenet.variants import VARIANTS, find_variant

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts" / "site"))
import boards  # noqa: E402
import calculator  # noqa: E402
import diagram_phrases  # noqa: E402
import diagrams  # noqa: E402
import fields  # noqa: E402
import handouts  # noqa: E402
import lab_page  # noqa: E402
import montmort_table  # noqa: E402
import odds_pages  # noqa: E402
import play_setup  # noqa: E402
import play_tables  # noqa: E402
import predict  # noqa: E402
import reference  # noqa: E402

URLS = {"glossary": "../glossary/", "worker": "w.mjs", "pack": "p.zip", "pyodide": "py/"}
GAMES = ("pagat", "modern", "classic", "encyclopedia")
ODDS_PAGES = sorted((ROOT / "docs" / "odds").glob("*.md"))


def fence(info: str, body: str) -> str:
    return f"```{info}\n{body}\n```\n"


# ----- every kind of block, rendered in the language of the moment
def board() -> str:
    """Two boards with their New deal forms: Pagat's, and a court-game deal whose steps name terms
    their words do not use (so a "see" link follows them)."""
    catalogue = api.variants(reference_language())
    out = []
    for number, spec in enumerate(
        ({"variant": "pagat", "seed": 3}, {"variant": "classic", "seed": 1, "options": {"seats": 4}}), start=1
    ):
        transcript = api.deal({**spec, "language": reference_language()})
        out.append(
            boards.render_board(
                transcript,
                board_id=f"deal-{number}",
                block_spec=spec,
                variant=catalogue[transcript["variant"]],
                urls=URLS,
                form=True,
            )
        )
    return "\n".join(out)


def play() -> str:
    catalogue = api.variants(reference_language())
    page = "".join(fence("play", f'variant = "{game}"') for game in GAMES)
    return play_tables.replace_tables(page, where="x.md", catalogue=catalogue, urls=URLS)


def tables() -> str:
    page = ""
    for game in GAMES:
        for kind in ("options", "rulings", "odds", "glossary"):
            page += fence("table", f'kind = "{kind}"\nvariant = "{game}"')
    page += fence("table", 'kind = "odds"\nvariant = "pagat"\nrows = ["Chance of a pair"]')
    page += fence("table", 'kind = "options"\nvariant = "baccarat"')  # not dealt yet: a note
    return reference.replace_tables(page, page="rules/x.md")


def odds() -> str:
    """Every odds block of the English odds pages, as a French page keeps them."""
    page = "".join(
        fence("odds", block.body)
        for path in ODDS_PAGES
        for block in dealfile.fences(path.read_text(), "odds")
    )
    return odds_pages.replace_blocks(page, path="x.md", urls=URLS)


def handout() -> str:
    return handouts.replace_blocks(
        fence("handout", 'kind = "glossary"') + fence("handout", 'kind = "score-sheet"\nseats = 4\nhands = 2')
    )


def checkpoints() -> str:
    """The checkpoints of every worksheet (both kinds of question), and a teacher's sheet."""
    out = []
    for game in GAMES:
        path = ROOT / "docs" / "teach" / f"worksheet-{game}.md"
        page = path.read_text(encoding="utf-8")
        kept = "".join(
            fence(info, b.body) for info in ("deal", "predict") for b in dealfile.fences(page, info)
        )
        # the deal blocks first, then the checkpoints, as a page puts them; the boards are not theirs
        boxes = predict.replace_blocks(kept, path=f"docs/teach/worksheet-{game}.md")
        deals = dealfile.fences(boxes, "deal")
        out.append(dealfile.replace_fences(boxes, deals, [""] * len(deals)))
        out.append(predict.render_answers({"worksheet": f"worksheet-{game}.md"}, "docs/teach/answers-x.md"))
    return "\n".join(out)


def pictures() -> str:
    return "\n".join(diagrams.figure(game) for game in GAMES)


def montmort() -> str:
    return montmort_table.replace_markers(
        "\n".join((montmort_table.FIGURES, montmort_table.COURT, montmort_table.RULINGS_MARKER))
    )


KINDS: dict[str, tuple[Callable[[], str], tuple[Phrases, ...]]] = {
    "board": (board, (boards.WORDS, fields.WORDS)),
    "play": (play, (play_tables.WORDS, play_setup.WORDS, fields.WORDS)),
    "table": (tables, (reference.WORDS, reference.HEADERS)),
    "odds": (
        odds,
        (
            odds_pages.WORDS,
            odds_pages.TEXTS,
            calculator.WORDS,
            calculator.MULTIPLES,
            lab_page.GAMES,
            lab_page.WORDS,
        ),
    ),
    "handout": (handout, (handouts.GAMES, handouts.WORDS)),
    "predict": (checkpoints, (predict.WORDS,)),
    "diagram": (
        pictures,
        (
            diagram_phrases.ROLE_WORDS,
            diagram_phrases.PLURALS,
            diagram_phrases.GROUPS,
            diagram_phrases.WORDS,
            diagram_phrases.SIDES,
            diagram_phrases.STAKE_PLACES,
            diagram_phrases.OCCASIONAL,
            diagram_phrases.PASSES,
        ),
    ),
    "montmort": (montmort, (reference.WORDS,)),
}

ALL_TABLES: tuple[Phrases, ...] = (
    *{id(t): t for _, tables_ in KINDS.values() for t in tables_}.values(),
    fields.LABELS,
)

# What each kind must say in French: a few of its words, as the reader sees them.
FRENCH = {
    "board": (
        "La donne en toutes lettres",
        "Jetons gagnés ou perdus :",
        "Nouvelle donne",
        "Plateau 1 —",
        "(voir :",
    ),
    "play": (
        "Une partie entière",
        "Places et joueurs",
        "Commencer",
        "Pour jouer, il faut JavaScript",
        "Jouer :",
    ),
    "table": ("Par défaut", "Ce que dit la source", "Comment on l'obtient", "Pas encore donnée"),
    "odds": (
        "Le gain moyen de la banque par coup, selon le nombre de coupeurs",
        "Axe horizontal :",
        "Décimal",
        "Calculatrice de la règle des chances",
        "Pari minimum :",
        "Laboratoire des probabilités",
        "Télécharger le CSV",
        "0 sur 5 000",
    ),
    "handout": ("Somme (0)", "Place 4", "cour, XIXe s., Pagat, 1979"),
    "predict": ("Prévoyez l'étape", "Avancez le plateau jusqu'à l'étape", "Réponse", "jetons"),
    "diagram": ("la table vue d'en haut", "Banque suivante", "Des carabins viennent jouer un moment"),
    "montmort": ("Ce que nous jouons", "1 189,83 d."),
}

_language = ["en"]


def reference_language() -> str:
    """The language the renderers deal their boards in: the page's (set by :func:`render`)."""
    return _language[0]


def render(kind: str, code: str) -> str:
    with using(code):
        _language[0] = code
        try:
            return KINDS[kind][0]()
        finally:
            _language[0] = "en"


# ----- what a reader sees of it
class Shown(HTMLParser):
    """The text a reader sees or hears: text outside scripts and styles, the words of the attributes
    read aloud or shown on hover, and the sentences the scripts show from a block's data. Words
    marked as English (``lang="en"``: a French term's English name) are left out."""

    SAID = ("aria-label", "title", "alt")
    DATA_KEYS = ("lines", "carabin_word", "banker_word", "win_decimal", "lead", "question", "result")

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []
        self._script: str | None = None
        self._english: list[str] = []  # the open elements marked lang="en"

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = dict(attrs)
        self.parts += [found[name] or "" for name in self.SAID if name in found]
        if tag in ("script", "style"):
            self._script = found.get("class") or ""
        if found.get("lang") == "en":
            self._english.append(tag)

    def handle_endtag(self, tag: str) -> None:
        if tag in ("script", "style"):
            self._script = None
        if self._english and self._english[-1] == tag:
            self._english.pop()

    def handle_data(self, data: str) -> None:
        if self._english:
            return
        if self._script is None:
            self.parts.append(data)
        elif self._script in ("lq-calc-data", "lq-predict-data"):
            for item in json.loads(data):
                for key in self.DATA_KEYS:
                    value = item.get(key)
                    self.parts += value if isinstance(value, list) else [str(value)]


def shown(text: str) -> str:
    parser = Shown()
    parser.feed(text)
    parser.close()
    return "\n".join(parser.parts).replace(NBSP, " ").replace(NNBSP, " ")


FRENCH_TOO = {"court"}
"""English words of the tables that are French words too (« le risque que court sa carte »)."""


def english_pieces(tables: tuple[Phrases, ...]) -> set[str]:
    """The English words of ``tables`` a French page must not show: each template's text between
    its placeholders and tags, less what reads the same in French (in any of the site's tables,
    or :data:`FRENCH_TOO`)."""
    french = (
        " \n ".join(
            v
            for t in ALL_TABLES
            for value in t.tables["fr"].values()
            for v in (value if isinstance(value, tuple) else (value,))
        )
        .replace(NBSP, " ")
        .replace(NNBSP, " ")
    )
    pieces = set()
    for table in tables:
        for value in table.tables["en"].values():
            for template in value if isinstance(value, tuple) else (value,):
                for piece in re.split(r"\{\w+\}|<[^>]*>", template):
                    piece = piece.strip(" .:;,()*\n—")
                    if piece in FRENCH_TOO or not re.search(r"[A-Za-z]{3}", piece):
                        continue
                    if not re.search(rf"(?<!\w){re.escape(piece)}(?!\w)", french):
                        pieces.add(piece)
    return pieces


@pytest.fixture(scope="module")
def rendered() -> dict[tuple[str, str], str]:
    """Every kind in English, then in French, then in English again."""
    out = {}
    for code in ("en", "fr", "en-again"):
        for kind in KINDS:
            out[(kind, code)] = render(kind, code.removesuffix("-again"))
    return out


@pytest.mark.parametrize("kind", KINDS)
def test_a_french_page_reads_in_french(kind, rendered):
    text = shown(rendered[(kind, "fr")])
    for words in FRENCH[kind]:
        assert words in text, f"{kind}: {words!r} is not shown in French"


@pytest.mark.parametrize("kind", KINDS)
def test_no_english_word_of_the_tables_is_left_on_a_french_page(kind, rendered):
    text = shown(rendered[(kind, "fr")])
    left = sorted(
        piece
        for piece in english_pieces(KINDS[kind][1])
        if re.search(rf"(?<!\w){re.escape(piece)}(?!\w)", text)
    )
    assert not left, f"{kind}: English left on a French page: {left}"


@pytest.mark.parametrize("kind", KINDS)
def test_an_english_page_is_what_it_was_whatever_was_rendered_in_french(kind, rendered):
    assert rendered[(kind, "en")] == rendered[(kind, "en-again")]
    assert rendered[(kind, "en")] != rendered[(kind, "fr")]


ENGLISH = {
    "board": (
        "The deal in words",
        "Chips won or lost:",
        ">New deal<",
        "Link to this deal",
        "Board 1 —",
        "(see: ",
    ),
    "play": (
        "A whole match",
        "Seats and players",
        ">Start<",
        "Playing needs JavaScript",
        'aria-label="Play ',
    ),
    "table": ("| Option | Default | Allowed | What it does | Source |", "(as shown)", "Not dealt yet"),
    "odds": (
        "By cutters at the table",
        "Rule-of-odds calculator",
        "Least wager: 1 chip.",
        "0 of 5000",
        "52.94%",
    ),
    "handout": ("| Hand | Banker | Seat 1 |", "court, 19th c., Pagat, 1979"),
    "predict": ("<strong>Predict step", "Step the board to step", "<summary>Answer</summary>"),
    "diagram": ("the table seen from above", "Next bank", "Carabins join for a while"),
    "montmort": ("What we deal", "1,189.83 d."),
}


@pytest.mark.parametrize("kind", KINDS)
def test_an_english_page_keeps_its_english(kind, rendered):
    for words in ENGLISH[kind]:
        assert words in rendered[(kind, "en")], f"{kind}: {words!r} is gone from the English"


def test_every_option_of_every_variant_has_a_french_label():
    for code in ("en", "fr"):
        for name, variant in api.variants(code).items():
            for option in variant["options"]:
                assert option["name"] in fields.LABELS, f"{name}: the option {option['name']} has no label"
    with using("en"):
        assert all(fields.words(name) == name.replace("_", " ") for name in fields.LABELS if "." not in name)


def test_the_forms_labels_are_french_on_a_french_page(rendered):
    french = set(fields.LABELS.tables["fr"].values())
    english = set(fields.LABELS.tables["en"].values()) - french
    for kind in ("board", "play"):
        labels = re.findall(r"<label[^>]*>([^<]*)</label>", rendered[(kind, "fr")])
        options = [label for label in labels if label in french | english]
        assert options and not set(options) & english, (kind, sorted(set(options) & english))


def test_every_word_an_english_odds_block_gives_has_its_french():
    """A French page may keep an English page's ```odds block as it is: its caption, title, axes,
    series and bars then read in French from odds_pages.TEXTS."""
    for path in ODDS_PAGES:
        for block in dealfile.fences(path.read_text(encoding="utf-8"), "odds"):
            spec = __import__("tomllib").loads(block.body)
            texts = [spec.get(key) for key in ("caption", "title", "y", "desc")]
            texts.append((spec.get("x") or {}).get("name"))
            texts += [item.get("name") for item in spec.get("series", []) + spec.get("bars", [])]
            for text in filter(None, texts):
                assert text in odds_pages.TEXTS, f"{path.name}: {text!r} has no French in odds_pages_fr.TEXTS"


def test_odds_rows_are_picked_by_key_and_told_in_french():
    english = odds_pages.figure(
        "classic", {"seats": 4}, "4 cutters: chance of the cutthroat, without the rejouissance"
    )
    with using("fr"):
        french = odds_pages.figure(
            "classic", {"seats": 4}, "4 cutters: chance of the cutthroat, without the rejouissance"
        )
        assert odds_pages.decimal(french.value, french.percent) == "20,37\u202f%"
    assert english.key == french.key and english.value == french.value
    assert french.label == "4 coupeurs : probabilité du coupe-gorge, sans la réjouissance".replace(
        " :", NBSP + ":"
    )
    with using("fr"):
        table = reference.odds_table("pagat", rows=["Chance the bank wins the deal", "Chance of a pair"])
    assert table.splitlines()[2].startswith("| Probabilité que la banque gagne la donne | 52,94")
    assert table.splitlines()[3].startswith("| Probabilité d'une paire |")


def test_a_variant_without_figures_says_so_in_french(monkeypatch):
    monkeypatch.setattr(find_variant("pagat"), "odds", lambda self: [])
    with using("fr"):
        assert (
            reference.odds_table("pagat")
            == "*Le moteur ne donne pas encore de chiffres exacts pour la variante pagat.*\n"
        )


def test_the_pictures_words_are_the_french_engines():
    with using("fr"):
        facts = diagrams.facts("classic")
        assert facts.title == find_variant("classic").TITLE
        assert any(zone.label == "Talon retourné" for zone in facts.zones)
        assert diagram_phrases.ROLES["modern"]["punter"] == "Ponte"
    assert diagrams.facts("classic").title == "The court game (17th–18th century)"
    assert set(diagram_phrases.ROLES) == set(VARIANTS)
