"""Parts of a long page: the text between two headings, far down, wrapped in a block of its own.

A long page (the court game's rules, the comparison) costs the browser most at load in laying
out text the reader cannot see yet. The stylesheet gives each part ``content-visibility: auto``
(anywhere.css), so a part out of sight is not styled or laid out until it nears the screen;
the text stays in the page for search, find-in-page, print and assistive technology.

The headings stay outside the parts: Material's table of contents reads where each heading is
as the page loads, and a heading inside a part out of sight would make the browser lay that
part out after all. Only headings at the top level of the content count.

Only text far down the page is put in parts. Chromium lays a part out at its guessed size in
the first frame and at its own size in the next, so a part on the first screen would move what
follows it. A part starts only after :data:`FAR` characters of shown text: at the densest
(a desktop's full line of prose or code, about five characters a pixel of height) that is
below the first screen of any common display. Text that is not shown at first (scripts, closed
``<details>`` but for their summary, ``hidden`` elements) is not counted, so that a page is
never taken for longer than it is.
"""

from __future__ import annotations

from html.parser import HTMLParser

PART = '<div class="lq-part">'
FAR = 10_000
HEADINGS = {"h2", "h3", "h4", "h5", "h6"}
# Elements that never have an end tag, so they do not open a level.
VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}
UNSHOWN = {"script", "style", "template", "details"}


class _Outline(HTMLParser):
    """Where each top-level heading starts and ends, and how much shown text comes before it."""

    def __init__(self, text: str) -> None:
        super().__init__(convert_charrefs=True)
        # Open elements: (tag, whether text in them is shown).
        self.open: list[tuple[str, bool]] = []
        self.shown = 0
        self.headings: list[tuple[int, int, int]] = []
        self._start = 0
        self._line_starts = [0]
        for line in text.splitlines(keepends=True):
            self._line_starts.append(self._line_starts[-1] + len(line))

    def _offset(self) -> int:
        line, column = self.getpos()
        return self._line_starts[line - 1] + column

    def _showing(self) -> bool:
        return not self.open or self.open[-1][1]

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in HEADINGS and not self.open:
            self._start = self._offset()
        if tag in VOID:
            return
        names = {name for name, _ in attrs}
        around = self._showing()
        if tag == "summary" and self.open and self.open[-1][0] == "details":
            # A closed <details> shows its summary only.
            around = self.open[-2][1] if len(self.open) > 1 else True
        elif tag == "details":
            around = around and "open" in names
        elif tag in UNSHOWN:
            around = False
        shown = around and "hidden" not in names
        self.open.append((tag, shown))

    def handle_endtag(self, tag: str) -> None:
        if tag in VOID:
            return
        # Close up to the matching element (a browser would close any left open inside it).
        for depth in range(len(self.open) - 1, -1, -1):
            if self.open[depth][0] == tag:
                del self.open[depth:]
                break
        if tag in HEADINGS and not self.open:
            end = self._offset() + len(f"</{tag}>")
            self.headings.append((self._start, end, self.shown))

    def handle_data(self, data: str) -> None:
        if self._showing():
            self.shown += len(data.strip())


def wrap(html: str) -> str:
    """``html`` with the text after each top-level heading far down, up to the next, in a part."""
    outline = _Outline(html)
    outline.feed(html)
    outline.close()
    if not outline.headings:
        return html
    pieces = []
    done = 0
    following = [*outline.headings[1:], (len(html), len(html), 0)]
    for (_, end, shown), (next_start, _, _) in zip(outline.headings, following, strict=True):
        between = html[end:next_start].strip()
        if shown < FAR or not between:
            continue
        pieces.append(html[done:end])
        pieces.append(f"\n{PART}\n{between}\n</div>\n")
        done = next_start
    pieces.append(html[done:])
    return "".join(pieces)
