"""The table server's Content-Security-Policy, in Chromium (review finding F8).

The server gives every page a policy that allows scripts from its own origin and the page's own
inline scripts only, and the engine's worker the WebAssembly and evaluation Pyodide needs. Here
a reader opens a few pages through the table server, steps a board, deals a New deal in the
browser's engine and opens a room: no directive is violated, in the page or in the worker.
"""

from __future__ import annotations

import pytest
from conftest import Site
from test_rooms import server_url  # noqa: F401  (the table server serving the built site)

pytestmark = pytest.mark.browser

VIOLATIONS = """
(() => {
  window.__lqViolations = [];
  document.addEventListener("securitypolicyviolation", (e) =>
    window.__lqViolations.push(e.violatedDirective + " " + e.blockedURI));
})();
"""


def test_F8_the_site_passes_its_own_content_security_policy(browser, server_url):  # noqa: F811
    context = browser.new_context(viewport={"width": 1100, "height": 900})
    refused: list[str] = []

    def console(message):
        if "Content Security Policy" in message.text or "Refused to" in message.text:
            refused.append(message.text)

    try:
        page = context.new_page()
        page.add_init_script(VIOLATIONS)
        page.on("console", console)
        page.on("worker", lambda worker: worker.on("console", console))
        answer = page.goto(server_url)
        policy = answer.headers["content-security-policy"]
        assert "frame-ancestors 'none'" in policy and "'unsafe-eval'" not in policy
        page.wait_for_selector("#deal-1[data-ready] .lq-counter")
        before = page.locator("#deal-1 .lq-counter").text_content()
        page.locator("#deal-1 button.lq-next").click()
        assert page.locator("#deal-1 .lq-counter").text_content() != before
        page.locator("#deal-1 button.lq-new").click()
        assert Site.wait_dealt(page).startswith("Dealt in your browser")
        seen = page.evaluate("() => window.__lqViolations")
        for path in ("glossary/", "play/friends/", "rules/pagat/"):
            page.goto(server_url + path)
            page.wait_for_load_state("load")
            seen += page.evaluate("() => window.__lqViolations")
        assert not seen, f"the policy was violated: {seen}"
        assert not refused, f"the console reports: {refused}"
    finally:
        context.close()
