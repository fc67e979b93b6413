"""Predict checkpoints: before a board shows a step, the reader says what it will do.

A page puts a fenced block whose info string is ``predict`` after a ```deal block::

    ```predict
    board = 1        # the page's first ```deal block (its board is deal-1)
    step = 10        # the step, counted from 1 as the board counts, whose outcome the reader predicts
    ask = "gains"    # "gains": who gains chips on it; "pays": each player's gain or loss on it
    ```

The build deals the board's block with the engine (as the board itself is dealt) and works out
each player's chips won or lost on that step from the step's own transfers: a chip moving into a
stake, a bet or the bank still belongs to its owner (the table view names the owner of every
such account, as the board's payment list does). The sum of those changes over the whole deal
must equal the transcript's ``net``, or the build refuses the checkpoint, so an answer is never
taken from a reading of the transfers that the engine would not confirm.

``predict.js`` turns the box into a small form, checks the reader's answer against these figures,
and explains it with the engine's own words for the step. Without JavaScript the question stands
with its answer folded beneath it. On paper (a pupil's sheet) the answer never prints: the box
prints with a box to tick or a line to write on for each seat, and the board's printed steps stop
before the asked step. The answers go on the worksheet's teacher's sheet, a page of their own
whose ```predict-answers block names the worksheet and is answered from its deals here.
"""

from __future__ import annotations

import html
import json
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.append(str(ROOT))

from lansquenet import api, dealfile, grammar  # noqa: E402
from lansquenet.errors import LansquenetError  # noqa: E402
from lansquenet.language import Phrases, current  # noqa: E402
from lansquenet.narrate import card_words  # noqa: E402

INFO = "predict"
ANSWERS = "predict-answers"  # on a teacher's sheet: the answers of a worksheet's checkpoints
ASKS = ("gains", "pays")

WORDS: Phrases[str] = Phrases(
    en={
        "lead": "The next card is the {card}.",
        "step-on": "Step on from here.",
        "ask.gains": "Who gains chips on it? Tick everyone who does (none, if nobody does).",
        "ask.pays": "How many chips does each player win (+) or lose (−) on it? Write 0 for nobody's chips moving.",
        "nobody-moves": "nobody's chips move",
        "nobody": "Nobody",
        "gains.none": "Nobody gains.",
        "gains.one": "{names} gains.",
        "gains.many": "{names} gains.",
        "on-step": "On this step: {result}.",
        "title": "Predict step {step}.",
        "step-to": "Step the board to step {before}.",
        "answer": "Answer",
        "write": '{name}: <span class="lq-write"></span> chips',
    },
    fr={
        "lead": "La carte suivante est {card}.",
        "step-on": "Avancez à partir d'ici.",
        "ask.gains": "Qui gagne des jetons à cette étape ? Cochez tous ceux qui en gagnent (aucun, si personne "
        "n'en gagne).",
        "ask.pays": "Combien de jetons chaque joueur gagne-t-il (+) ou perd-il (−) à cette étape ? Écrivez 0 "
        "si ses jetons ne bougent pas.",
        "nobody-moves": "aucun jeton ne bouge",
        "nobody": "Personne",
        "gains.none": "Personne ne gagne.",
        "gains.one": "{names} gagne.",
        "gains.many": "{names} gagnent.",
        "on-step": "À cette étape : {result}.",
        "title": "Prévoyez l'étape {step}.",
        "step-to": "Avancez le plateau jusqu'à l'étape {before}.",
        "answer": "Réponse",
        "write": '{name} : <span class="lq-write"></span> jetons',
    },
)
"""The checkpoints' words, in the language of the moment; the step's own are the engine's."""


class PredictError(ValueError):
    """A ```predict block that cannot be checked; the message names the file and line."""


def owners(transcript: dict) -> dict[str, int]:
    """Every account's owner seat, as the table views name them (a stake, a bet, the bank)."""
    found: dict[str, int] = {name: seat for seat, name in enumerate(transcript["seats"])}
    for step in transcript["steps"]:
        for account in step["view"].get("pot") or []:
            if account.get("seat") is not None:
                found.setdefault(account["label"], account["seat"])
    return found


def changes(transcript: dict, index: int, owner: dict[str, int]) -> list[int]:
    """Each seat's chips won (+) or lost (−) on the step at ``index`` (0-based)."""
    out = [0] * len(transcript["seats"])
    for transfer in transcript["steps"][index]["transfers"]:
        payer, payee = owner.get(transfer["payer"]), owner.get(transfer["payee"])
        if payer is not None:
            out[payer] -= transfer["amount"]
        if payee is not None:
            out[payee] += transfer["amount"]
    return out


def checked_changes(transcript: dict, index: int) -> list[int]:
    """:func:`changes` for one step, once the reading of every step is shown to add up to ``net``."""
    owner = owners(transcript)
    total = [0] * len(transcript["seats"])
    for i in range(len(transcript["steps"])):
        for seat, amount in enumerate(changes(transcript, i, owner)):
            total[seat] += amount
    if total != list(transcript["net"]):
        raise PredictError(
            f"this deal's transfers add up to {total}, not its net {transcript['net']}, "
            "so its steps cannot be checked seat by seat."
        )
    return changes(transcript, index, owner)


def signed(amount: int) -> str:
    return ("+" if amount > 0 else "\u2212" if amount < 0 else "\u00b1") + str(abs(amount))


def result_words(seats: list[str], change: list[int]) -> str:
    """``Anne −20, Blaise +10`` for the seats whose chips move, or that nobody's chips move."""
    moved = [f"{name} {signed(amount)}" for name, amount in zip(seats, change, strict=True) if amount]
    return ", ".join(moved) if moved else WORDS["nobody-moves"]


def gains_words(seats: list[str], change: list[int]) -> str:
    """Who gains on the step, as a sentence: ``Anne, Blaise gains.``, ``Nobody gains.``; in French
    the names joined with « et » and the verb agreeing."""
    gainers = [name for name, amount in zip(seats, change, strict=True) if amount > 0]
    if not gainers:
        return WORDS["gains.none"]
    names = ", ".join(gainers) if current() == "en" else grammar.join(gainers)
    return WORDS.word("gains.one" if len(gainers) == 1 else "gains.many", names=names)


def checkpoint(spec: dict, transcript: dict, board_id: str, number: int) -> dict:
    """The data of one checkpoint: what is asked, the engine's answer and its words."""
    ask, step = spec.get("ask"), spec.get("step")
    if ask not in ASKS:
        raise PredictError(f"ask must be one of {', '.join(ASKS)}, not {ask!r}.")
    steps = transcript["steps"]
    if not isinstance(step, int) or not 2 <= step <= len(steps):
        raise PredictError(f"step must be a step of the board from 2 to {len(steps)}, not {step!r}.")
    index = step - 1
    change = checked_changes(transcript, index)
    cards = steps[index]["cards"]
    lead = WORDS.word("lead", card=card_words(cards[0])) if cards else WORDS["step-on"]
    question = WORDS[f"ask.{ask}"]
    return {
        "id": f"predict-{number}",
        "board": board_id,
        "step": step,
        "ask": ask,
        "seats": list(transcript["seats"]),
        "changes": change,
        "lead": lead,
        "question": question,
        "text": steps[index]["text"],
        "result": result_words(transcript["seats"], change),
        "deck": " ".join(transcript["deck"]),
    }


def render_checkpoint(data: dict) -> str:
    """The box under the board: question, a form for predict.js, and the answer folded for everyone else."""
    folded = (
        f"{html.escape(gains_words(data['seats'], data['changes']))} " if data["ask"] == "gains" else ""
    ) + f"{html.escape(WORDS.word('on-step', result=data['result']))} {html.escape(data['text'])}"
    payload = json.dumps(data, ensure_ascii=False, separators=(",", ":")).replace("</", "<\\/")
    return (
        f'<div class="lq-predict" id="{data["id"]}" data-board="{html.escape(data["board"])}" '
        f'data-step="{data["step"]}" role="group" aria-labelledby="{data["id"]}-q">'
        f'<script type="application/json" class="lq-predict-data">[{payload}]</script>'
        f'<p class="lq-predict-title" id="{data["id"]}-q">'
        f"<strong>{html.escape(WORDS.word('title', step=data['step']))}</strong> "
        f"{html.escape(WORDS.word('step-to', before=data['step'] - 1))} {html.escape(data['lead'])} "
        f"{html.escape(data['question'])}</p>"
        '<div class="lq-predict-form"></div>'
        f"{paper_form(data)}"
        f'<details class="lq-predict-answer"><summary>{WORDS["answer"]}</summary><p>{folded}</p></details>'
        "</div>"
        f"{print_cut(data)}"
    )


def paper_form(data: dict) -> str:
    """The checkpoint on paper: a box to tick beside each seat, or a line to write each seat's chips on.

    Hidden on screen (classroom.css), where predict.js draws the form; shown in print (print.css).
    """
    names = [html.escape(name) for name in data["seats"]]
    if data["ask"] == "gains":
        boxes = [*names, WORDS["nobody"]]
        rows = "".join(f'<li><span class="lq-tick"></span> {name}</li>' for name in boxes)
    else:
        rows = "".join(f"<li>{WORDS.word('write', name=name)}</li>" for name in names)
    return f'<ul class="lq-predict-paper" aria-hidden="true">{rows}</ul>'


def print_cut(data: dict) -> str:
    """A print rule that stops the board's printed steps before the step the checkpoint asks about.

    The board prints as its steps in words and its chips won or lost; both would give the answer
    away on the pupil's sheet, so the steps from the asked one on and the result are left off
    paper. The rule is scoped to this board (the id the build gives it) and changes nothing else.
    """
    board = data["board"]
    return (
        f"<style>@media print{{#{board} ol.lq-steps>li:nth-child(n+{data['step']}),"
        f"#{board} .lq-net{{display:none!important}}}}</style>"
    )


def _checkpoints(markdown: str, path: str) -> tuple[list, list[dict]]:
    """The page's ```predict blocks and each one's checkpoint data, the boards dealt once each."""
    blocks = dealfile.fences(markdown, INFO)
    deals = dealfile.fences(markdown, "deal") if blocks else []
    dealt: dict[int, dict] = {}
    found = []
    for number, block in enumerate(blocks, start=1):
        where = f"{path}:{block.line}"
        try:
            spec = tomllib.loads(block.body)
            board = spec.get("board")
            if not isinstance(board, int) or not 1 <= board <= len(deals):
                raise PredictError(
                    f"board must be the number of a deal block on the page (1 to {len(deals)})."
                )
            if deals[board - 1].start > block.start:
                raise PredictError(
                    f"the predict block comes before deal block {board}; put it after the board."
                )
            if board not in dealt:
                block_spec = dealfile.parse_block(deals[board - 1].body, where=where).spec
                # A block that names no language is dealt in its page's, as its board is.
                dealt[board] = api.deal({"language": current(), **block_spec})
            found.append(checkpoint(spec, dealt[board], f"deal-{board}", number))
        except tomllib.TOMLDecodeError as exc:
            raise PredictError(f"{where}: the predict block is not valid TOML ({exc}).") from None
        except (PredictError, LansquenetError) as exc:
            raise PredictError(f"{where}: {exc}") from None
    return blocks, found


def answer_line(data: dict) -> str:
    """One checkpoint's answer for the teacher's sheet: the step, who gains or each seat's chips, and why."""
    if data["ask"] == "gains":
        answer = gains_words(data["seats"], data["changes"])
    else:
        answer = f"{data['result'][0].upper()}{data['result'][1:]}."
    return (
        f"<li><strong>{html.escape(WORDS.word('title', step=data['step']))}</strong> {html.escape(answer)} "
        f"{html.escape(data['text'])}</li>"
    )


def render_answers(spec: dict, path: str) -> str:
    """The answers of a worksheet's checkpoints, for its teacher's sheet (a ```predict-answers block).

    The block names the worksheet (``worksheet = "worksheet-pagat.md"``, beside the page); its
    checkpoints are dealt as the worksheet deals them, so the key cannot drift from the boards.
    """
    name = spec.get("worksheet")
    if not isinstance(name, str) or not name.endswith(".md"):
        raise PredictError(
            f'worksheet must name a page beside this one, such as "worksheet-pagat.md", not {name!r}.'
        )
    source = (ROOT / path).parent / name
    if not source.is_file():
        raise PredictError(f"there is no worksheet {name!r} beside this page.")
    _, found = _checkpoints(source.read_text(encoding="utf-8"), str(source.relative_to(ROOT)))
    if not found:
        raise PredictError(f"the worksheet {name!r} has no predict block to answer.")
    items = "".join(answer_line(data) for data in found)
    return f'<ol class="lq-predict-key">{items}</ol>\n'


def replace_blocks(markdown: str, path: str = "") -> str:
    """``markdown`` with every ```predict block replaced by its checkpoint box, and every
    ```predict-answers block by the answers of the worksheet it names."""
    blocks, found = _checkpoints(markdown, path)
    if blocks:
        markdown = dealfile.replace_fences(markdown, blocks, [render_checkpoint(data) for data in found])
    keys = dealfile.fences(markdown, ANSWERS)
    rendered = []
    for block in keys:
        where = f"{path}:{block.line}"
        try:
            rendered.append(render_answers(tomllib.loads(block.body), path))
        except tomllib.TOMLDecodeError as exc:
            raise PredictError(f"{where}: the predict-answers block is not valid TOML ({exc}).") from None
        except PredictError as exc:
            raise PredictError(f"{where}: {exc}") from None
    return dealfile.replace_fences(markdown, keys, rendered) if keys else markdown
