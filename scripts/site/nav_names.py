"""Names for the navigation's sections that have a page of their own (Material's navigation.indexes).

Material names each section's list of pages (a ``nav`` landmark) after the toggle beside the
section's link, and that toggle holds only an arrow icon: every such list has an empty name, and
two open at once (Teach, and Handouts within it) cannot be told apart (axe's landmark-unique).
Each such list is named after its section instead, the title its link shows.
"""

from __future__ import annotations

import html
import re

# The section's link, its toggle holding only the icon, and the list the toggle names.
_SECTION = re.compile(
    r'(<a href="[^"]*" class="md-nav__link[^"]*">\s*<span class="md-ellipsis">\s*(?P<title>[^<]+?)\s*</span>'
    r'\s*</a>\s*<label class="md-nav__link[^"]*" for="(?P<id>__nav[\w]*)" id="(?P=id)_label"[^>]*>'
    r'\s*<span class="md-nav__icon md-icon"></span>\s*</label>\s*</div>\s*<nav class="md-nav"[^>]*?)'
    r' aria-labelledby="(?P=id)_label"'
)


def name_sections(page_html: str) -> str:
    """``page_html`` with each indexed section's list of pages named by the section's title."""
    return _SECTION.sub(
        lambda m: f'{m.group(1)} aria-label="{html.escape(html.unescape(m.group("title")), quote=True)}"',
        page_html,
    )
