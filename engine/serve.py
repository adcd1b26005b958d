"""`engine serve`: a live preview of every article in the project.

Every brief is built in memory (no PDF, nothing written) and its gate result drawn on the page
(engine/preview.py). A watcher (watchfiles) rebuilds, when a brief or an evidence file changes, the pages
that read it, and every page when a template, the LLM cache or engine.yaml changes, and each open page reloads itself through
server-sent events. The server is the standard library's, one thread per request.
"""
from __future__ import annotations

import html as _html
import http.server
import json
import secrets
import sys
import threading
import time
from pathlib import Path

from engine.preview import Page, build_page, style

WATCHED = ("articles", "evidence", "templates", "llm-cache", "engine.yaml")
_RELOAD = """
(function () {
  var version = %s;
  function reload(v) { if (String(v) !== String(version)) { location.reload(); } }
  if (window.EventSource) {
    var es = new EventSource("/_events");
    es.onmessage = function (e) { reload(e.data); };
  } else {
    setInterval(function () {
      fetch("/_version").then(function (r) { return r.json(); }).then(function (j) { reload(j.version); });
    }, 1000);
  }
})();
"""


class Site:
    """The previews of every brief; a change rebuilds the pages it concerns; `version` counts the rebuilds."""

    def __init__(self, root: Path, log=None):
        self.root = root
        self.pages: dict[str, Page] = {}
        self.version = 0
        self.changed = threading.Condition()
        self.stopping = threading.Event()
        self.log = log or (lambda msg: print(msg, file=sys.stderr, flush=True))

    def briefs(self) -> list[Path]:
        return sorted((self.root / "articles").glob("*.yaml"))

    def rebuild(self, changed: set[Path] | None = None) -> None:
        """Rebuild the pages that the changed files concern (all of them when `changed` is None)."""
        t0 = time.perf_counter()
        names = self.affected(changed)
        pages = {} if names is None else dict(self.pages)
        for path in self.briefs():
            if names is not None and path.stem not in names:
                continue
            try:
                pages[path.stem] = build_page(self.root, path)
            except Exception as exc:  # a bug must not stop the preview of the other articles
                pages[path.stem] = Page(path.stem, path.stem, "input-error",
                                        f"<!DOCTYPE html><html><body><p id=\"ep-bar\" class=\"ep-input-error\" "
                                        f"data-state=\"input-error\">internal error: {_html.escape(repr(exc))}</p>"
                                        "</body></html>", errors=1)
        existing = {p.stem for p in self.briefs()}
        pages = {k: pages[k] for k in sorted(pages) if k in existing}  # a deleted brief's page goes
        built = len(pages) if names is None else len(names & existing)
        with self.changed:
            self.pages = pages
            self.version += 1
            self.changed.notify_all()
        states = ", ".join(f"{p.name} {_state_text(p)}" for p in pages.values()) or "no briefs in articles/"
        self.log(f"rebuilt {built} of {len(pages)} article(s) in {time.perf_counter() - t0:.2f}s: {states}")

    def affected(self, changed: set[Path] | None) -> set[str] | None:
        """The briefs (by file stem) a set of changed files concerns, or None for all of them: a brief
        itself; every page that read a changed brief or report (engine/preview.py, Page.inputs); every
        page in error (the change may fix it). engine.yaml, templates, the LLM cache, and a report added or
        removed (ids may now resolve differently) concern every page."""
        if changed is None:
            return None
        root = self.root.resolve()
        paths = {p.resolve() if p.exists() else p.parent.resolve() / p.name for p in changed}
        read = {f for p in self.pages.values() for f in p.inputs}
        names: set[str] = set()
        for path in paths:
            if path.parent == root / "articles" and path.suffix == ".yaml":
                names.add(path.stem)
            elif not (path.parent == root / "evidence" and path.exists() and str(path) in read):
                return None
        for name, page in self.pages.items():
            if page.state == "input-error" or any(str(p) in page.inputs for p in paths):
                names.add(name)
        return names

    def wait_change(self, seen: int, timeout: float) -> int:
        with self.changed:
            self.changed.wait_for(lambda: self.version != seen or self.stopping.is_set(), timeout)
            return self.version

    def watch_paths(self) -> list[Path]:
        return [self.root / w for w in WATCHED if (self.root / w).exists()]

    def watch(self) -> None:
        """Rebuild on every change until stopped (runs in a thread)."""
        from watchfiles import watch  # only serve needs it

        paths = self.watch_paths()
        if not paths:
            return
        for changes in watch(*paths, stop_event=self.stopping, debounce=300, step=50, yield_on_timeout=False):
            names = sorted({Path(p).name for _, p in changes})
            self.log(f"changed: {', '.join(names[:5])}{' …' if len(names) > 5 else ''}")
            self.rebuild({Path(p) for _, p in changes})

    def index(self) -> str:
        rows = "".join(
            f'<li class="ep-{p.state}"><a href="/{_html.escape(name)}/">{_html.escape(p.title)}</a> '
            f"<small>({_html.escape(name)}: {_html.escape(_state_text(p))})</small></li>"
            for name, p in self.pages.items())
        return ("<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><meta name=\"viewport\" "
                "content=\"width=device-width, initial-scale=1\"><title>engine serve</title></head><body>"
                '<main id="ep-index" style="max-width:46rem;margin:2rem auto;font:16px/1.6 sans-serif;padding:0 1rem">'
                "<h1>Articles</h1><ul>" + (rows or "<li>no briefs in articles/</li>") + "</ul>"
                "<p>Preview only: nothing here is published. <code>engine build</code> publishes.</p>"
                "</main></body></html>")


def _state_text(p: Page) -> str:
    if p.state == "passed":
        return "passes" + (f", {p.warnings} warning(s)" if p.warnings else "")
    if p.state == "failed":
        return f"DRAFT: {p.errors} error(s)"
    return f"input error: {p.errors} problem(s)"


def finish(page: str, version: int, nonce: str) -> str:
    """Add the preview's style and reload script; the script carries the response's CSP nonce."""
    extra = (f"<style>{style()}</style>\n"
             f'<script nonce="{nonce}">{_RELOAD % json.dumps(version)}</script>\n')
    i = page.find("</head>")
    return page[:i] + extra + page[i:] if i >= 0 else extra + page


class Handler(http.server.BaseHTTPRequestHandler):
    site: Site  # set on the class made by make_server
    server_version = "engine-serve"
    protocol_version = "HTTP/1.1"

    def log_message(self, fmt, *args):  # quiet: the rebuild lines are the log
        pass

    def do_GET(self):
        path = self.path.split("?", 1)[0]
        if path == "/_events":
            return self._events()
        if path == "/_version":
            return self._send(200, json.dumps({"version": self.site.version}), "application/json")
        nonce = secrets.token_urlsafe(16)
        if path in ("/", "/index.html"):
            return self._send(200, finish(self.site.index(), self.site.version, nonce), nonce=nonce)
        name = path.strip("/").removesuffix("/index.html")
        page = self.site.pages.get(name)
        if page is None or "/" in name:
            return self._send(404, "<!DOCTYPE html><title>not found</title><p>No such article. "
                                   '<a href="/">All articles</a></p>', nonce=nonce)
        if not path.endswith("/"):
            self.send_response(301)
            self.send_header("Location", f"/{name}/")
            self.send_header("Content-Length", "0")
            self.end_headers()
            return
        return self._send(200, finish(page.html, self.site.version, nonce), nonce=nonce)

    def _send(self, code: int, body: str, ctype: str = "text/html; charset=utf-8", nonce: str | None = None):
        data = body.encode()
        self.send_response(code)
        self.send_header("Content-Type", ctype)
        self.send_header("Content-Length", str(len(data)))
        self.send_header("Cache-Control", "no-store")
        if nonce:  # text from briefs, evidence or a model is escaped; the policy is the second lock
            self.send_header("Content-Security-Policy",
                             f"default-src 'none'; img-src data:; style-src 'unsafe-inline'; "
                             f"script-src 'nonce-{nonce}'; connect-src 'self'; base-uri 'none'; form-action 'none'")
        self.end_headers()
        self.wfile.write(data)

    def _events(self):
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream")
        self.send_header("Cache-Control", "no-store")
        self.send_header("Connection", "close")
        self.end_headers()
        self.close_connection = True
        seen = None
        try:
            while not self.site.stopping.is_set():
                version = self.site.version if seen is None else self.site.wait_change(seen, 15)
                msg = f"data: {version}\n\n" if version != seen else ": keep-alive\n\n"
                self.wfile.write(msg.encode())
                self.wfile.flush()
                seen = version
        except (BrokenPipeError, ConnectionResetError):
            pass


def make_server(site: Site, host: str, port: int) -> http.server.ThreadingHTTPServer:
    import socket

    handler = type("SiteHandler", (Handler,), {"site": site})
    cls = http.server.ThreadingHTTPServer
    if ":" in host:  # an IPv6 address such as ::1
        cls = type("Server6", (cls,), {"address_family": socket.AF_INET6})
    server = cls((host, port), handler)
    server.daemon_threads = True
    return server


def run(site: Site, server, announce) -> None:
    """Build, announce, watch and serve until interrupted; then stop the watcher and the server."""
    site.rebuild()
    watcher = threading.Thread(target=site.watch, name="engine-watch", daemon=True)
    watcher.start()
    host, port = server.server_address[:2]
    announce(f"http://{host}:{port}/")
    try:
        server.serve_forever(poll_interval=0.2)
    finally:
        site.stopping.set()
        with site.changed:
            site.changed.notify_all()
        server.server_close()
        watcher.join(timeout=5)
