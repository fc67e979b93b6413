"""Render a dealt transcript as a board: the HTML the page carries in place of a ```deal block.

The board is a ``<div class="lq-board">`` holding everything the browser needs to step through
the deal without asking anybody: the transcript as JSON in a ``<script type="application/json">`` (its first child),
compact (each step's table view as its change from the step before, see ``delta.py``),
the spec a *New deal* starts from, and the variant's options. ``board.js`` draws the table from
that data. The page's first board of each variant also carries that variant's *New deal* form,
in a template every board of the variant clones (:func:`form_template`). Below the table comes
the same deal as a plain ordered list of steps, so a reader without
JavaScript (or a screen reader skimming the page) gets every step in words. The deal in words is
left out of the search index (``data-search-exclude``): a search for a rule should find the
rule, not every step of every deal that shows it, and the index is downloaded by every page.

Words from a transcript are escaped here; the JSON is escaped so that no ``</script>`` or
``<!--`` inside a name can end the script element early.
"""

from __future__ import annotations

import html
import json
import re

import delta
import fields

from lansquenet import grammar
from lansquenet.glossary import TERMS, find_term, term_slug, term_span  # board.js computes the same slug
from lansquenet.language import Phrases, current

WORDS: Phrases[str] = Phrases(
    en={
        "see": "(see: {link})",
        "net": "Chips won or lost: {net}.",
        "new": "New deal",
        "link": "Link to this deal",
        "label": "Board {number} — {title}",
        "words": "The deal in words",
    },
    fr={
        "see": "(voir : {link})",
        "net": "Jetons gagnés ou perdus : {net}.",
        "new": "Nouvelle donne",
        "link": "Lien vers cette donne",
        "label": "Plateau {number} — {title}",
        "words": "La donne en toutes lettres",
    },
)
"""The board's own words, in the language of the moment; the deal's are the engine's."""


def term_names() -> dict[str, str]:
    """Glossary slug -> the term as the glossary writes it, in the language of the moment.

    Events may name their term by its slug ("bankers-card"); the board words the link with the
    name ("banker's card", « carte du banquier »), here and in board.js.
    """
    return {entry.slug: entry.term for entry in TERMS}


def term_name(term: str) -> str:
    """The words a term reads as in a sentence: its glossary name, lower-cased like a common noun
    (in French, not a name whose tooltip form keeps its capital, such as « Landsknecht »)."""
    try:
        entry = find_term(term)
    except KeyError:
        entry = None
    name = entry.term if entry else term
    if current() == "en" or entry is None:
        return name[0].lower() + name[1:] if re.match(r"[A-Z][a-z]", name) else name
    lowered = name[0].lower() + name[1:]
    return name if name in entry.forms and lowered not in entry.forms else lowered


def script_json(data: object) -> str:
    """JSON safe to place inside a ``<script>`` element, as an array of one value.

    Material's instant navigation re-creates every inline script of a new page as a classic
    script, copying its text but not its type. An object literal would then be a syntax error
    that stops the navigation; an array literal is valid JSON and a harmless JavaScript
    expression. board.js reads element [0].
    """
    text = json.dumps([data], ensure_ascii=False, separators=(",", ":"))
    return text.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")


def linked_text(text: str, term: str | None, glossary_url: str) -> str:
    """The step's words as HTML, with its glossary term linked where the words use it.

    The words may use the term as the event names it or by its glossary name, plural or as a
    verb ("stakes", "raises"); when they use neither, a short "(see: name)" link follows them.
    """
    if not term:
        return html.escape(text)
    href = html.escape(f"{glossary_url}#{term_slug(term)}")
    name = term_name(term)
    span = _span(text, term, name)
    if span is None:
        link = f'<a href="{href}">{html.escape(name)}</a>'
        return f"{html.escape(text)} {WORDS.word('see', link=link)}"
    before, word, after = text[: span[0]], text[span[0] : span[1]], text[span[1] :]
    return f'{html.escape(before)}<a href="{href}">{html.escape(word)}</a>{html.escape(after)}'


def _span(text: str, term: str, name: str) -> tuple[int, int] | None:
    """Where ``text`` uses the term: in French, where the glossary finds it (its headword, forms
    and words, :func:`lansquenet.glossary.term_span`); in English, the term as the event names it
    or its glossary name, as the English boards have always linked it."""
    if current() != "en":
        try:
            return term_span(text, term)
        except KeyError:
            pass
    for words in (term, name):
        match = re.search(rf"\b{re.escape(words)}(?:e?s)?\b", text, flags=re.IGNORECASE)  # "stakes", "raises"
        if match:
            return match.start(), match.end()
    return None


def count(n: int) -> str:
    """A number of chips as the language of the moment writes it: ``1000`` in English (as the boards
    always have), ``1 000`` in French."""
    return str(n) if current() == "en" else grammar.number(n)


def net_words(transcript: dict) -> str:
    """``Anne −20, Blaise +10, ...``: each seat's gain or loss over the deal."""
    parts = []
    for name, amount in zip(transcript["seats"], transcript["net"], strict=False):
        sign = "+" if amount > 0 else "\u2212" if amount < 0 else "\u00b1"
        parts.append(f"{name} {sign}{count(abs(amount))}")
    return ", ".join(parts)


def steps_list(transcript: dict, glossary_url: str) -> str:
    """The plain ordered list of the steps' words, and the outcome in chips."""
    items = "".join(
        f"<li>{linked_text(step['text'], step.get('term'), glossary_url)}</li>"
        for step in transcript["steps"]
    )
    return (
        f'<ol class="lq-steps">{items}</ol>'
        f'<p class="lq-net">{html.escape(WORDS.word("net", net=net_words(transcript)))}</p>'
    )


def base_spec(block_spec: dict, transcript: dict) -> dict:
    """The spec a *New deal* starts from: the block's table (seats, banker, scope, options) without its cards.

    A new deal draws a new seed, so the block's stacked deck and scripted decisions do not carry over.
    """
    spec = {
        "variant": transcript["variant"],
        "scope": transcript.get("scope", "deal"),
        "seats": list(transcript["seats"]),
        "options": dict(block_spec.get("options") or {}),
    }
    if block_spec.get("banker") is not None:
        spec["banker"] = block_spec["banker"]
    if block_spec.get("chips") is not None:
        spec["chips"] = block_spec["chips"]
    return spec


def form_template(name: str, variant: dict) -> str:
    """The *New deal* form of every board of the variant ``name`` on a page, once, in a template.

    Each board clones it when it is set up (board.js), names its fields after itself, sets them
    to its own table and drops what it does not offer (the options that shape only a whole
    match, on a board dealing one deal). Written once, the options' words are in the page once,
    not in every board's data (the court game's page has 18 boards). In a ``<template>`` the form
    is not part of the page until a board takes it, so it is not shown without scripting, and it
    is left out of the search index.
    """
    inputs, help_items = [], []
    for option in variant["options"]:
        attribute = f'data-option="{html.escape(option["name"])}"'
        title = f' title="{html.escape(option["doc"])}"' if option.get("doc") else ""
        inputs.append(
            f'<span class="lq-option" {attribute}><label{title}>{html.escape(fields.words(option["name"], name))}'
            f"</label>{fields.option_input(option, None)}</span>"
        )
        help_items.append(fields.help_entry(option, attribute=attribute, variant=name))
    return (
        f'<template class="lq-deal-form" data-variant="{html.escape(name)}" data-search-exclude>'
        f'<form class="lq-deal" novalidate><div class="lq-options">{"".join(inputs)}</div>'
        f"{fields.help_box(help_items)}"
        '<div class="lq-deal-actions"><button type="submit" class="md-button md-button--primary lq-new">'
        f'{WORDS["new"]}</button><a class="lq-link" href="#">{WORDS["link"]}</a></div>'
        '<p class="lq-status" role="status"></p></form></template>'
    )


def render_board(
    transcript: dict,
    *,
    board_id: str,
    block_spec: dict,
    variant: dict,
    urls: dict[str, str],
    title: str = "",
    form: bool = False,
) -> str:
    """The board's HTML, one line per element and no blank line, so Markdown passes it through as is.

    ``form`` adds the variant's *New deal* form template: the page's first board of its variant
    carries it for them all.

    ``urls`` holds page-relative addresses: ``glossary`` (the glossary page), ``worker`` (the
    engine worker module), ``pack`` (the packed engine) and ``pyodide`` (the runtime folder).
    """
    data = {
        "transcript": delta.compact(transcript),
        "base": base_spec(block_spec, transcript),
        "variant": {"options": [fields.rules(option) for option in variant["options"]]},
        "title": title,
        "terms": term_names(),
        # True when the block's deal is its seed's deal, so a link with that seed reopens it
        # without the in-browser engine; a stacked deck or scripted decisions make it false.
        "pure": not any(block_spec.get(key) for key in ("deck", "decks", "decisions", "chips")),
    }
    attributes = " ".join(f'data-{key}="{html.escape(value)}"' for key, value in sorted(urls.items()))
    number = board_id.rsplit("-", 1)[-1]
    label = html.escape(
        title or WORDS.word("label", number=number, title=variant.get("title") or transcript["variant"])
    )
    return "\n".join(
        [
            f'<div class="lq-board" id="{html.escape(board_id)}" {attributes}>',
            f'<script type="application/json" class="lq-data">{script_json(data)}</script>',
            f'<div class="lq-stage" role="group" aria-label="{label}"></div>',
            # On the details, which holds no other details: Material's search parser matches an
            # excluded element by its tag, so a nested element of the same tag would end it early.
            '<details class="lq-words" open data-search-exclude>',
            f"<summary>{WORDS['words']}</summary>",
            steps_list(transcript, urls["glossary"]),
            "</details>",
            *([form_template(transcript["variant"], variant)] if form else []),
            "</div>",
        ]
    )
