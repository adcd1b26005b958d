"""Public interface of the checker. Other stages call only `check_text`.

The checker is independent of the generator: it reads the final Markdown text,
the evidence registry, and (when a brief is given) the brief's computed
claims and assumptions. It never sees templates or LLM output structures.
"""
from __future__ import annotations

import datetime as dt
import os
import re
from typing import Optional

from engine.check.checker import Checker
from engine.check.report import CheckReport, Finding, allowed, guess_lang, offset_to_linecol  # noqa: F401 (the public names)
from engine.models.claim import Scalar
from engine.models.config import CheckConfig
from engine.registry import Registry


def check_text(text: str, path: str, *, registry: Registry, scope: Optional[dict[str, Scalar]] = None,
               sources: Optional[list[str]] = None, config: Optional[CheckConfig] = None,
               lang: Optional[str] = None, today: Optional[dt.date] = None, fields=(),
               exemptions=None, related_gated: bool = False) -> CheckReport:
    """Check every number in `text` (final Markdown).

    scope: the brief's assumptions and claims by name (None: check against the reports the text cites).
    sources: the reports the article may cite (the brief's `sources`).
    today: the date stale-evidence is measured against (default: SOURCE_DATE_EPOCH, else today).
    fields: published texts that are not in `text` (engine.check.fields.Field: description, chart labels, ...).
    exemptions: for a built text, the inline exemptions the build stripped from it ((offset, reason),
    engine/models/exemptions.py); a marker left in such a text is an error. None: the text's own
    `{exempt: reason}` markers are honoured (a hand-edited copy).
    related_gated: the text is an article as built, whose related-articles titles passed their own articles'
    gates (engine/pipeline.py); they are skipped as `link-title`. Otherwise they are read like a title.
    """
    _within_budget(text, path)
    return Checker(text, path, registry, scope, sources, config or CheckConfig(), lang, today or _today(),
                   fields, exemptions, related_gated).run()


# The checker's budget. Its cost is linear, about 0.25 ms per number (binding, context, summary),
# so 4 MB of "1 1 1 ..." (2 million numbers) would take about 10 minutes. An article has
# a few hundred numbers; a text with more than MAX_NUMBERS is refused at once with a located error.
MAX_NUMBERS = 100_000
_DIGITS = re.compile(r"\d+")


def _within_budget(text: str, path: str) -> None:
    from engine.errors import EngineError, Location, Problem

    for n, m in enumerate(_DIGITS.finditer(text), 1):
        if n > MAX_NUMBERS:
            line = text.count("\n", 0, m.start()) + 1
            col = m.start() - (text.rfind("\n", 0, m.start()) + 1) + 1
            raise EngineError([Problem("too-many-numbers", f"the text has more than {MAX_NUMBERS:,} numbers; "
                                       f"the checker's limit is {MAX_NUMBERS:,} per file", Location(path, line, col),
                                       "split the text into articles of a usual size (docs/checking.md, Limits)")])


def config_with_exemptions(config: Optional[CheckConfig], entries) -> CheckConfig:
    """Add a brief's `exempt:` entries (same shape as engine.yaml check.allow) to a config."""
    from engine.models.config import Exemption

    config = config or CheckConfig()
    if not entries:
        return config
    extra = [e if isinstance(e, Exemption) else Exemption(**e) for e in entries]
    return config.model_copy(update={"allow": list(config.allow) + extra})


def _today() -> dt.date:
    epoch = os.environ.get("SOURCE_DATE_EPOCH")
    if epoch and epoch.strip().isdigit():
        try:
            return dt.datetime.fromtimestamp(int(epoch), dt.timezone.utc).date()
        except (ValueError, OverflowError, OSError):  # beyond 9999: the CLI refuses it with a message
            pass
    return dt.date.today()


