"""Names for the navigation's sections that have a page of their own (Material's navigation.indexes).

Material names each section's list of pages (a ``nav`` landmark) after the toggle beside the
section's link, and that toggle holds only an arrow icon: every such list has an empty name, and
two open at once (Teach, and Handouts within it) cannot be told apart (axe's landmark-unique).
The toggle is given the section's title as words read by screen readers only, so its list is
named after its section, the title its link shows.
"""

from __future__ import annotations

import html
import re

# The section's link, then its toggle holding only the icon (whose words name the section's list).
_SECTION = re.compile(
    r'(<a href="[^"]*" class="md-nav__link[^"]*">\s*<span class="md-ellipsis">\s*(?P<title>[^<]+?)\s*</span>'
    r'\s*</a>\s*<label class="md-nav__link[^"]*" for="(?P<id>__nav[\w]*)" id="(?P=id)_label"[^>]*>'
    r'\s*<span class="md-nav__icon md-icon"></span>)(?=\s*</label>)'
)


def name_sections(page_html: str) -> str:
    """``page_html`` with each indexed section's toggle holding its title as words for screen readers.

    The list keeps ``aria-labelledby`` (Material's script finds the list by it when it opens a
    section, and throws on a page where it is missing), so it is named by the toggle's words.
    """
    return _SECTION.sub(
        lambda m: (
            f'{m.group(1)}<span class="lq-sr-only">{html.escape(html.unescape(m.group("title")), quote=False)}</span>'
        ),
        page_html,
    )
