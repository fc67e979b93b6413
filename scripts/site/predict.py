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
and explains it with the engine's own words for the step. Without JavaScript (and in print, when
unfolded) the question stands with its answer folded beneath it.
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

from lansquenet import api, dealfile  # noqa: E402
from lansquenet.errors import LansquenetError  # noqa: E402
from lansquenet.narrate import card_words  # noqa: E402

INFO = "predict"
ASKS = ("gains", "pays")


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
    return ", ".join(moved) if moved else "nobody's chips move"


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
    lead = f"The next card is the {card_words(cards[0])}." if cards else "Step on from here."
    question = (
        "Who gains chips on it? Tick everyone who does (none, if nobody does)."
        if ask == "gains"
        else "How many chips does each player win (+) or lose (−) on it? Write 0 for nobody's chips moving."
    )
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
    answer = (
        ", ".join(name for name, amount in zip(data["seats"], data["changes"], strict=True) if amount > 0)
        or "Nobody"
    )
    folded = (
        f"{html.escape(answer)} gains. " if data["ask"] == "gains" else ""
    ) + f"On this step: {html.escape(data['result'])}. {html.escape(data['text'])}"
    payload = json.dumps(data, ensure_ascii=False, separators=(",", ":")).replace("</", "<\\/")
    return (
        f'<div class="lq-predict" id="{data["id"]}" data-board="{html.escape(data["board"])}" '
        f'data-step="{data["step"]}" role="group" aria-labelledby="{data["id"]}-q">'
        f'<script type="application/json" class="lq-predict-data">[{payload}]</script>'
        f'<p class="lq-predict-title" id="{data["id"]}-q"><strong>Predict step {data["step"]}.</strong> '
        f"Step the board to step {data['step'] - 1}. {html.escape(data['lead'])} "
        f"{html.escape(data['question'])}</p>"
        '<div class="lq-predict-form"></div>'
        f'<details class="lq-predict-answer"><summary>Answer</summary><p>{folded}</p></details>'
        "</div>"
    )


def replace_blocks(markdown: str, path: str = "") -> str:
    """``markdown`` with every ```predict block replaced by its checkpoint box."""
    blocks = dealfile.fences(markdown, INFO)
    if not blocks:
        return markdown
    deals = dealfile.fences(markdown, "deal")
    dealt: dict[int, dict] = {}
    rendered = []
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
                dealt[board] = api.deal(dealfile.parse_block(deals[board - 1].body, where=where).spec)
            rendered.append(render_checkpoint(checkpoint(spec, dealt[board], f"deal-{board}", number)))
        except tomllib.TOMLDecodeError as exc:
            raise PredictError(f"{where}: the predict block is not valid TOML ({exc}).") from None
        except (PredictError, LansquenetError) as exc:
            raise PredictError(f"{where}: {exc}") from None
    return dealfile.replace_fences(markdown, blocks, rendered)
