"""A variant's options as form fields, written into the page at build time.

Both forms that set a table use them: a board's *New deal* form (``boards.py``) and Play's setup
form (``play_setup.py``). The options come from :func:`lansquenet.api.variants`: a name, a
default, a docstring, and either a list of choices, a yes/no (a boolean default) or a whole
number from ``low`` to ``high``. The scripts that take the forms over (``board.js``,
``play-setup.js``) read and set the fields with ``board-view.js``'s ``readInput`` and
``setInput``, which know the same three kinds.
"""

from __future__ import annotations

from html import escape

# What a script needs of an option to read a value (a form's field, a link's) and check it.
RULES = ("name", "default", "choices", "low", "high", "match_only")


def rules(option: dict) -> dict:
    """The option without its words: the form in the page carries those once."""
    return {key: option[key] for key in RULES if key in option}


def words(name: str) -> str:
    """An option's name as words ("max_hands" -> "max hands")."""
    return name.replace("_", " ")


def option_input(option: dict, field_id: str | None) -> str:
    """The input for one option, set to its default; without an id when ``field_id`` is None."""
    name, default = escape(option["name"]), option["default"]
    ident = f'id="{field_id}" ' if field_id else ""
    if option.get("choices"):
        choices = "".join(
            f'<option value="{escape(str(c))}"{" selected" if c == default else ""}>{escape(str(c))}</option>'
            for c in option["choices"]
        )
        return f'<select {ident}name="{name}">{choices}</select>'
    if isinstance(default, bool):
        return f'<input {ident}name="{name}" type="checkbox"{" checked" if default else ""}>'
    return (
        f'<input {ident}name="{name}" type="number" min="{option["low"]}" max="{option["high"]}" '
        f'step="1" inputmode="numeric" value="{escape(str(default))}">'
    )


def help_entry(option: dict, note: str = "", attribute: str = "") -> str:
    """The option's meaning as a ``<dt>``/``<dd>`` pair, with a number's range and ``note``; "" without a doc.

    ``attribute`` (markup, such as ``data-option="laps"``) goes on both elements.
    """
    if not option.get("doc"):
        return ""
    allowed = f" From {option['low']} to {option['high']}." if option.get("low") is not None else ""
    on = f" {attribute}" if attribute else ""
    return (
        f"<dt{on}>{escape(words(option['name']))}</dt><dd{on}>{escape(option['doc'] + allowed + note)}</dd>"
    )


def help_box(entries: list[str]) -> str:
    """The "What these options mean" box: the meanings for readers who cannot hover over a label."""
    if not any(entries):
        return ""
    return (
        '<details class="lq-help"><summary>What these options mean</summary>'
        f'<dl class="lq-help-list">{"".join(entries)}</dl></details>'
    )
