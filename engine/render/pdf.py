"""HTML page -> PDF with WeasyPrint. The only module importing weasyprint.

Dates in the PDF come from SOURCE_DATE_EPOCH, else the brief's date, so two
builds of the same inputs give the same bytes.
"""
from __future__ import annotations

import datetime as dt
import os


def pdf_date(brief_date: str) -> str | None:
    epoch = os.environ.get("SOURCE_DATE_EPOCH")
    if epoch and epoch.strip().isdigit():
        try:
            return dt.datetime.fromtimestamp(int(epoch), dt.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")
        except (ValueError, OverflowError, OSError):  # beyond 9999: the CLI refuses it; a library caller falls back
            pass
    return f"{brief_date}T00:00:00Z" if brief_date else None


def write_pdf(html: str, target, *, date: str | None, base_url: str) -> None:
    import logging

    import weasyprint

    logging.getLogger("weasyprint").setLevel(logging.ERROR)
    logging.getLogger("fontTools").setLevel(logging.ERROR)

    no_fetch = _data_only(weasyprint)
    from engine.render.pdf_figures import render

    doc = render(html, lambda page: weasyprint.HTML(string=page, base_url=base_url, url_fetcher=no_fetch))
    doc.metadata.created = date
    doc.metadata.modified = date
    doc.write_pdf(target, pdf_identifier=b"engine-" + (date or "").encode())


def _data_only(weasyprint):
    """A URL fetcher for embedded data only: the page must be standalone, nothing is fetched. WeasyPrint 70
    replaced default_url_fetcher by the URLFetcher class (an embedded image crashed the PDF with it)."""
    from weasyprint import urls

    if hasattr(urls, "URLFetcher"):
        return urls.URLFetcher(allowed_protocols={"data"})

    def no_fetch(url, *args, **kwargs):
        if url.startswith("data:"):
            return weasyprint.default_url_fetcher(url, *args, **kwargs)
        raise ValueError(f"refusing to fetch {url[:80]}")

    return no_fetch


def preload() -> None:
    """Import WeasyPrint ahead of the first article (a build worker's warm-up)."""
    import weasyprint  # noqa: F401
