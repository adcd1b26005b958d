"""`engine serve` in a real browser (playwright driving Debian's chromium), and its pieces without one.

The browser test starts the real command on a free loopback port over a temp copy of the project,
edits a brief on disk, waits (bounded) for the page to reload with the finding, fixes it and waits
for the finding to go. The server is stopped at the end of the test whatever happens.
"""
import os
import queue
import shutil
import socket
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from engine import preview as V

ROOT = Path(__file__).resolve().parent.parent
WAIT_MS = 90_000  # a rebuild takes about a second; the machine is shared


def _project(tmp_path: Path) -> Path:
    proj = tmp_path / "proj"
    (proj / "articles").mkdir(parents=True)
    for name in ("evidence", "templates"):
        shutil.copytree(ROOT / name, proj / name)
    shutil.copy(ROOT / "engine.yaml", proj / "engine.yaml")
    for brief in ("ckpt-bubble.yaml", "ckpt-bubble-en.yaml"):
        shutil.copy(ROOT / "articles" / brief, proj / "articles" / brief)
    return proj


class Server:
    def __init__(self, proj: Path, *extra: str):
        self.proc = subprocess.Popen([sys.executable, "-m", "engine", "--root", str(proj), "serve", "--port", "0",
                                      *extra], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                                     env={**os.environ, "PYTHONUNBUFFERED": "1"})
        lines: queue.Queue = queue.Queue()
        threading.Thread(target=lambda: [lines.put(x) for x in self.proc.stdout], daemon=True).start()
        try:
            first = lines.get(timeout=120)
        except queue.Empty:
            self.stop()
            raise AssertionError("engine serve printed no URL within 120 s") from None
        assert first.startswith("serving http://127.0.0.1:"), first
        self.url = first.split()[1]

    def stop(self) -> str:
        self.proc.terminate()
        try:
            self.proc.wait(timeout=15)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait(timeout=15)
        return self.proc.stderr.read()


def _state(page) -> str:
    return page.get_attribute("#ep-bar", "data-state")


def test_serve_shows_a_finding_after_an_edit_and_drops_it_after_the_fix(tmp_path, browser):
    proj = _project(tmp_path)
    brief = proj / "articles" / "ckpt-bubble-en.yaml"
    good = brief.read_text(encoding="utf-8")
    server = Server(proj)
    try:
        # CSP off in the test browser: the escaping alone must keep the injected script from running
        page = browser.new_context(viewport={"width": 1200, "height": 900}, bypass_csp=True).new_page()
        dialogs = []
        page.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))
        resp = page.goto(server.url, timeout=WAIT_MS)
        assert "script-src 'nonce-" in resp.headers["content-security-policy"]
        assert page.locator("#ep-index li").count() == 2
        page.click("text=Checkpoint saves")
        page.wait_for_url("**/ckpt-bubble-en/", timeout=WAIT_MS)
        assert _state(page) == "passed"
        assert page.locator("mark.ep-verified").count() > 50
        assert page.locator("#assumptions mark.ep-verified").count() == 6  # the assumptions list too
        assert page.locator("article mark.ep-error").count() == 0
        assert "No findings." in page.inner_text("#ep-panel")
        first = page.locator("article mark.ep").first
        assert first.get_attribute("tabindex") == "0"  # reachable by keyboard, not only by hover

        # an editor types a figure by hand, and an attacker's text sneaks into the title
        bad = good.replace("{{ speedup|times }} faster [@R1]. For a run", "2.4× faster [@R1]. For a run", 1)
        bad = bad.replace('title: "Checkpoint saves', 'title: "<script>window.pwned=1</script> Checkpoint saves', 1)
        assert bad.count("2.4×") == 1
        brief.write_text(bad, encoding="utf-8")
        page.wait_for_function("document.querySelector('#ep-bar') && "
                               "document.querySelector('#ep-bar').dataset.state === 'failed'", timeout=WAIT_MS)
        assert "DRAFT, not published" in page.inner_text("#ep-bar")
        errors = page.locator("article mark.ep-error")
        assert errors.count() == 1 and errors.first.inner_text() == "2.4×"
        item = page.locator("#ep-panel li.ep-error")
        assert item.count() == 1
        text = item.first.inner_text()
        assert "value-mismatch" in text and "2.4×" in text and "articles/ckpt-bubble-en.yaml:43" in text
        item.first.locator("a").click()  # the finding links to its place in the text
        assert page.evaluate("document.querySelector(':target') && document.querySelector(':target').innerText") == "2.4×"
        assert "<script>window.pwned=1</script>" in page.inner_text("h1")  # shown as text, never run
        assert page.evaluate("window.pwned") is None and dialogs == []
        assert not (proj / "build").exists()  # a preview never publishes

        brief.write_text(good, encoding="utf-8")
        page.wait_for_function("document.querySelector('#ep-bar').dataset.state === 'passed'", timeout=WAIT_MS)
        assert page.locator("article mark.ep-error").count() == 0
        assert page.locator("#ep-panel li").count() == 0

        # a broken brief shows every problem with its place; the other article still previews
        brief.write_text(good.replace("{{ t_fx }}", "{{ t_fxx }}", 1), encoding="utf-8")
        page.wait_for_function("document.querySelector('#ep-bar').dataset.state === 'input-error'", timeout=WAIT_MS)
        assert "unknown-placeholder" in page.inner_text("#ep-panel")
        assert "articles/ckpt-bubble-en.yaml:" in page.inner_text("#ep-panel")
        page.goto(server.url + "ckpt-bubble/", timeout=WAIT_MS)
        assert _state(page) == "passed"
        # the marks keep the page's typography: on a phone no figure splits, no citation starts a line
        page.set_viewport_size({"width": 390, "height": 800})
        layout = page.evaluate((Path(__file__).parent / "layout_check.js").read_text(encoding="utf-8"), [])
        assert layout["checked"] > 50 and layout["split"] == [] and layout["cites"] == []
    finally:
        log = server.stop()
    assert "rebuilt 2 of 2 article(s)" in log and "ckpt-bubble-en DRAFT: 1 error(s)" in log
    assert not (proj / "build").exists()


# -- the pieces, without a browser ---------------------------------------------------------------------

def test_mentions_reads_the_check_reports_records_and_the_newer_mentions_array():
    from types import SimpleNamespace

    from engine.check.api import CheckReport, Finding

    found = [Finding("value-mismatch", "error", "a.md", 1, 5, "2.4×", "m")]
    rep = SimpleNamespace(findings=found, bindings=[  # a report of the older shape, without mentions
{"line": 1, "col": 1, "text": "178 s", "status": "verified", "bound": "t_base"},
                    {"line": 1, "col": 5, "text": "2.4×", "status": "value-mismatch", "bound": "speedup"},
                    {"line": 2, "col": 1, "text": "R1", "status": "skipped:identifier", "bound": None},
                    {"line": 3, "col": 1, "text": "140 GB", "status": "exempt", "bound": None}])
    got = [(m.status, m.reason) for m in V.mentions(rep)]
    assert got == [("verified", None), ("error", "value-mismatch"), ("skipped", "identifier"), ("skipped", "exempt")]
    rep = CheckReport("a.md", findings=found)
    rep.mentions = [{"line": 4, "col": 2, "text": "9.9%", "status": "skipped", "quantity": "bubble", "skip_reason": "x"}]
    assert V.mentions(rep) == [V.Mention(4, 2, "9.9%", "skipped", "bubble", "x")]
    rep.mentions = [{"line": 1, "col": 5, "text": "2.4×", "status": "error", "reason": None,  # engine check's records
                     "findings": ["value-mismatch"], "bound": {"id": "speedup", "value": "1.9"}}]
    assert V.mentions(rep) == [V.Mention(1, 5, "2.4×", "error", "speedup", "value-mismatch")]


@pytest.mark.parametrize("marked, off, length, want", [
    # inside a claim span: the mark sits inside it
    ("\ue000a\ue00110 h\ue002 run", 0, 4, "\ue000a\ue001\ue010\U000f0000" "10 h\ue012\ue002 run"),
    # a number with its counted noun outside the span: widened around the whole span
    ("\ue000s\ue00110,000\ue002 steps", 0, 12, "\ue010\U000f0000\ue000s\ue00110,000\ue002 steps\ue012"),
    # plain text
    ("about 5 GB", 6, 4, "about \ue010\U000f00005 GB\ue012"),
])
def test_a_mark_never_crosses_a_claim_span(marked, off, length, want):
    part = V.Part(("answer",), marked, start=0, inserts=[(off, length, 0)])
    assert V._insert(part) == want


def test_a_mark_is_dropped_when_it_would_not_nest():
    assert V._balanced('<span class="claim">10</span> steps')
    assert not V._balanced("10</p><p>steps")


def test_serve_refuses_a_folder_without_articles_and_a_taken_port(tmp_path):
    res = subprocess.run([sys.executable, "-m", "engine", "--root", str(tmp_path), "serve", "--port", "0"],
                         capture_output=True, text=True, timeout=60)
    assert res.returncode == 2 and "error serve-no-articles" in res.stderr and "hint:" in res.stderr
    (tmp_path / "articles").mkdir()
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        s.listen()
        port = s.getsockname()[1]
        res = subprocess.run([sys.executable, "-m", "engine", "--root", str(tmp_path), "serve", "--port", str(port)],
                             capture_output=True, text=True, timeout=60)
    assert res.returncode == 2 and "error serve-listen" in res.stderr and "--port" in res.stderr
    assert "Traceback" not in res.stderr


def test_a_finding_names_the_brief_line_of_its_text_or_of_its_assumption():
    from types import SimpleNamespace

    from engine import pipeline as P

    project, brief, registry, scope, config, _ = P.load(ROOT, Path("articles/ckpt-bubble.yaml"))
    article, _ = P.compose_article(project, brief, registry, scope, config, {})
    md = P._to_markdown(article, config)
    parts = V._parts(article)
    V._locate(parts, md)
    lines = V._assumption_lines(md, article)
    where = V._brief_lines(brief, parts, md, lines)
    steps = next(n for n, a in lines.items() if a.name == "steps")
    snapshot = next(n for n, a in lines.items() if a.name == "snapshot")
    assert md.split("\n")[steps - 1].endswith("10,000 步")
    assert where(SimpleNamespace(line=steps, col=3)) == "articles/ckpt-bubble.yaml:7"  # assume: steps
    assert where(SimpleNamespace(line=snapshot, col=3)) == "articles/ckpt-bubble.yaml:38"  # scenario: snapshot
    answer = md.split("\n").index("## 直接答案") + 3
    assert where(SimpleNamespace(line=answer, col=5)) == "articles/ckpt-bubble.yaml:43"  # the answer's first line


def test_a_change_rebuilds_only_the_pages_that_read_it(tmp_path):
    from engine.serve import Site

    proj = _project(tmp_path)
    shutil.copy(ROOT / "articles" / "ckpt-bubble-llm.yaml", proj / "articles" / "ckpt-bubble-llm.yaml")
    shutil.copytree(ROOT / "llm-cache", proj / "llm-cache")
    log: list[str] = []
    site = Site(proj, log=log.append)
    site.rebuild()
    assert log[-1].startswith("rebuilt 3 of 3 article(s)")
    before = dict(site.pages)
    a = proj / "articles"
    site.rebuild({a / "ckpt-bubble-llm.yaml"})  # a brief nothing else relates to: itself only
    assert log[-1].startswith("rebuilt 1 of 3 article(s)")
    assert site.pages["ckpt-bubble"] is before["ckpt-bubble"] and site.pages["ckpt-bubble-llm"] is not before["ckpt-bubble-llm"]
    assert site.affected({a / "ckpt-bubble-en.yaml"}) == {"ckpt-bubble-en", "ckpt-bubble"}  # its translation lists it
    assert site.affected({proj / "evidence" / "R1.yaml"}) == {"ckpt-bubble", "ckpt-bubble-en", "ckpt-bubble-llm"}
    assert site.affected({proj / "evidence" / "R12.yaml"}) is None  # read by no page: it may change ids, so all
    assert site.affected({proj / "engine.yaml"}) is None
    assert site.affected({proj / "templates" / "x.css"}) is None
    (a / "ckpt-bubble-llm.yaml").unlink()
    site.rebuild({a / "ckpt-bubble-llm.yaml"})
    assert sorted(site.pages) == ["ckpt-bubble", "ckpt-bubble-en"] and log[-1].startswith("rebuilt 0 of 2 article(s)")


def test_numbers_of_the_sources_list_and_chart_captions_are_marked_too():
    import re

    page = V.build_page(ROOT, ROOT / "articles" / "ckpt-bubble.yaml").html
    sources = re.search(r'<section class="sources".*?</section>', page, re.S).group(0)
    marks = re.findall(r'<mark[^>]*data-status="(\w+)"[^>]*>(.*?)</mark>', sources)
    assert ("skipped", "2026-07-03") in marks and ("skipped", "MI308X ×8") in marks and ("skipped", "华为 910B") in marks
    caption = re.findall(r"<figcaption>.*?</figcaption>", page, re.S)[0]
    assert re.findall(r'<mark[^>]*data-status="(\w+)"[^>]*>(.*?)</mark>', caption) == [("skipped", "R1")]
    ids = re.findall(r'<mark[^>]* id="(m-\d+)"', page)
    assert len(ids) == len(set(ids)) > 80
