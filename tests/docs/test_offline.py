"""The offline service worker's build side (scripts/site/offline.py): one version per build, every file listed."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts" / "site"))
import offline  # noqa: E402

SITE = Path(os.environ.get("LANSQUENET_SITE") or ROOT / "site")


@pytest.fixture
def site(tmp_path):
    (tmp_path / "index.html").write_text("home")
    (tmp_path / "rules").mkdir()
    (tmp_path / "rules" / "index.html").write_text("rules")
    (tmp_path / "rules" / "index.html.gz").write_bytes(b"gz")
    (tmp_path / "runtime").mkdir()
    (tmp_path / "runtime" / "a.wasm").write_bytes(b"\0" * 100)
    return tmp_path


def test_the_list_names_every_file_as_the_browser_asks_for_it(site):
    offline.write(site)
    manifest = json.loads((site / "offline.json").read_text())
    assert [f["url"] for f in manifest["files"]] == ["./", "rules/", "runtime/a.wasm"]
    assert manifest["bytes"] == 4 + 5 + 100
    worker = (site / "sw.js").read_text()
    assert f'const VERSION = "{manifest["version"]}";' in worker and "__VERSION__" not in worker


def test_a_changed_file_makes_a_new_version_and_an_unchanged_build_keeps_it(site):
    first = offline.write(site)
    assert offline.write(site) == first
    (site / "rules" / "index.html").write_text("rules, changed")
    second = offline.write(site)
    assert second != first
    assert second in (site / "sw.js").read_text()


def test_the_worker_deletes_the_caches_of_other_builds():
    worker = offline.TEMPLATE.read_text(encoding="utf-8")
    assert "n.startsWith(PREFIX) && n !== CACHE" in worker
    assert "caches.delete" in worker


def test_the_built_site_has_its_worker_at_the_root():
    if not (SITE / "sw.js").is_file():
        pytest.skip("the site is not built")
    manifest = json.loads((SITE / "offline.json").read_text(encoding="utf-8"))
    urls = {f["url"] for f in manifest["files"]}
    assert {"./", "rules/classic/", "runtime/pyodide/pyodide.asm.wasm", "search/search_index.json"} <= urls
    assert not any(url.endswith(".gz") for url in urls)
