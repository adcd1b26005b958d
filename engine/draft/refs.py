"""Check citations, links and image paths in brief text, located in the brief.

Citations use Pandoc's syntax: [@R1] or [@R1; @R9]. Only reports in the
brief's `sources` may be cited, and never an `internal` one. Links may be
http(s), mailto, #anchors or relative; javascript:, data: and every other
scheme are refused. Images must be files inside the project, because the page
must not fetch anything from the network.
"""
from __future__ import annotations

import os
import re
from pathlib import Path

from engine.draft.locate import Locator
from engine.errors import EngineError, Problems, did_you_mean
from engine.models import links
from engine.models.markers import CITE, CITE_ID  # shared with the renderer

_LINK = re.compile(r"(!?)\[[^\]]*\]\(\s*<?((?:[^()\s<>]|\([^()\s]*\))*)")  # one level of (parens)
_REFDEF = re.compile(r"^ {0,3}\[[^\]]+\]:\s*<?([^\s>]+)", re.M)
_AUTOLINK = re.compile(r"<([A-Za-z][A-Za-z0-9+.\-]{1,31}:[^<>\s]*)>")
_SCHEME = re.compile(r"^\s*([A-Za-z][A-Za-z0-9+.\-]*)\s*:")
SAFE_SCHEMES = links.SAFE_SCHEMES
IMAGE_BYTES = 10_000_000  # an embedded image; the page carries it inline


def cited_ids(text: str) -> list[str]:
    return [i for m in CITE.finditer(text) for i in CITE_ID.findall(m.group(1))]


class RefChecker:
    def __init__(self, brief, registry, project, locator: Locator, problems: Problems):
        self.brief, self.registry, self.project = brief, registry, project
        self.loc, self.problems = locator, problems
        self.cited: list[str] = []
        self.images: dict[str, tuple[Path, bytes]] = {}  # src as written -> (file in the project, its bytes)

    def check(self, keypath: tuple, text: str | None) -> None:
        if not text:
            return
        for m in CITE.finditer(text):
            for im in CITE_ID.finditer(m.group(1)):
                self._citation(im.group(1), self.loc.at_offset(keypath, text, m.start(1) + im.start()))
        for m in _LINK.finditer(text):
            self._link(m.group(2), bool(m.group(1)), self.loc.at_offset(keypath, text, m.start(2)))
        for rx in (_REFDEF, _AUTOLINK):
            for m in rx.finditer(text):
                self._link(m.group(1), False, self.loc.at_offset(keypath, text, m.start(1)))

    def _citation(self, rid: str, loc) -> None:
        if rid in self.registry.broken:
            return  # its evidence file has errors, reported there
        rep = self.registry.reports.get(rid)
        if rep is not None and rep.model.access == "internal":  # before "not in sources": adding it would not help
            self.problems.add("internal-source", f"citation [@{rid}]: report {rid} is internal and can never be cited",
                              loc, "ask for a public or on-request version of the report")
            return
        if rid not in self.brief.sources:
            known = rid in self.registry.reports
            self.problems.add(
                "citation-not-in-sources",
                f"citation [@{rid}]: report {rid} is not in this brief's sources" if known
                else f"citation [@{rid}]: there is no report '{rid}'",
                loc, f"add {rid} to sources: [...]" if known
                else (did_you_mean(rid, self.brief.sources) or "cite one of: " + ", ".join(self.brief.sources)))
            return
        if rid not in self.cited:
            self.cited.append(rid)

    def _link(self, url: str, image: bool, loc) -> None:
        m = _SCHEME.match(url)
        scheme = m.group(1).lower() if m else links.scheme(url)
        if links.protocol_relative(url):
            self.problems.add("bad-link", f"link '{url[:60]}' starts with //: it leads to another site", loc,
                              "write the full https:// address, or a path relative to the article")
            return
        if image:
            if scheme:
                self.problems.add("remote-image" if scheme in ("http", "https") else "bad-link",
                                  f"image '{url}' is not a file in the project; the page must not fetch anything",
                                  loc, "put the image in the project (e.g. articles/img/) and use a relative path")
                return
            file = self.project.root / url
            try:
                inside = os.path.realpath(file).startswith(os.path.realpath(self.project.root) + os.sep)
            except (OSError, ValueError):
                inside = False
            if not inside:
                self.problems.add("path", f"image path '{url}' is outside the project", loc,
                                  "use a path inside the project")
            elif not os.path.lexists(file):
                self.problems.add("path", f"image '{url}' does not exist", loc,
                                  "image paths are relative to the project root")
            else:
                try:  # read now (once, inside the project, a regular file, at most IMAGE_BYTES) to locate problems here
                    self.images[url] = (file, self.project.reads.read(
                        file, self.project.rel(file), limit=IMAGE_BYTES, what="image"))
                except EngineError as exc:
                    for p in exc.problems:
                        self.problems.add(p.code, f"image '{url}': {p.message}", loc, p.hint)
            return
        if scheme and scheme not in SAFE_SCHEMES:
            self.problems.add("bad-link", f"link '{url[:60]}' uses the scheme '{scheme}:', which is refused",
                              loc, "links may be https://, http://, mailto:, #anchors or relative paths")
