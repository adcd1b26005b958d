"""Incremental builds: what a published article was built from, and whether that changed (issue 11).

Every published folder holds `manifest.json` (docs/authoring.md, "Incremental builds"):

    engine    the engine's version and the hash of its package (code, built-in templates, styles)
    options   the build options that change the output (PDF on/off, SOURCE_DATE_EPOCH)
    libraries the versions of the installed libraries that shape the output (Markdown, templates, charts;
              with the PDF: WeasyPrint and its font tools) and the font files fontconfig picks for the PDF
    inputs    project path -> sha256 of every file the article was built from: the brief, the briefs
              it links as `related` (their titles are shown), engine.yaml, the evidence file of each
              report in its sources and theirs, the project template folder's files, images, and the
              LLM cache records it replayed; null for a file that did not exist
    listings  folder -> hash of its file names (evidence/, templates/): a report or template added
              or removed anywhere rebuilds, since it can change what a name resolves to
    outputs   published file -> sha256, so an edited or deleted output is rebuilt too
    article   what the site pages list (engine/site.py): id, lang, title, date, tags, description,
              and the related articles' languages (translations get hreflang links)

`fresh()` rehashes only what the manifest names, without loading YAML, so a rebuild with nothing
changed costs a few file reads per article. It never trusts a manifest it cannot read.
"""
from __future__ import annotations

import json
import os
from functools import lru_cache
from pathlib import Path

from engine import fingerprint, fsio

MANIFEST = "manifest.json"


def options(pdf: bool) -> dict:
    return {"pdf": bool(pdf), "source_date_epoch": os.environ.get("SOURCE_DATE_EPOCH")}


_LIBRARIES = ("markdown-it-py", "jinja2", "matplotlib")  # HTML and Markdown, templates, SVG charts
_PDF_LIBRARIES = ("weasyprint", "pydyf", "fonttools", "tinycss2", "tinyhtml5")
_PDF_FONTS = ("Noto Sans CJK SC", "Noto Sans CJK SC:bold")  # the faces of the built-in style


@lru_cache(maxsize=None)
def libraries(pdf: bool) -> dict:
    """What else the output depends on: library versions (null: not installed) and, with the PDF, the file and
    version of each font fontconfig picks (null: fc-match is not installed). Read once per process."""
    from importlib import metadata

    out: dict = {}
    for name in _LIBRARIES + (_PDF_LIBRARIES if pdf else ()):
        try:
            out[name] = metadata.version(name)
        except metadata.PackageNotFoundError:
            out[name] = None
    if pdf:
        out["fonts"] = _fonts()
    return out


def _fonts() -> dict | None:
    import shutil
    import subprocess

    fc = shutil.which("fc-match")
    if fc is None:
        return None
    got = {}
    for pattern in _PDF_FONTS:
        try:
            run = subprocess.run([fc, "--format=%{file} %{fontversion}", pattern], capture_output=True, text=True,
                                 timeout=10)
            got[pattern] = run.stdout.strip() or None
        except (OSError, subprocess.SubprocessError):
            got[pattern] = None
    return got


def manifest(root: Path, input_files, listings, outputs: dict[str, bytes], pdf: bool, article: dict,
             read: dict | None = None) -> bytes:
    """The manifest for a published folder, as bytes (deterministic: sorted keys, project paths).
    `read`: absolute path -> bytes of the files the build already read (engine/fsio.Reads): their hash is
    of exactly the bytes the article was built from, and they are not read again."""
    root = root.resolve()
    read = read or {}

    def digest(f: Path) -> str | None:
        data = read.get(Path(os.path.abspath(f)))
        return fingerprint.sha256(data) if data is not None else fingerprint.file_sha256(f)

    inputs = {_rel(root, f): digest(f) for f in input_files}
    data = {
        "article": article,
        "engine": fingerprint.engine(),
        "options": options(pdf),
        "libraries": libraries(pdf),
        "inputs": dict(sorted(inputs.items())),
        "listings": {_rel(root, d) + "/": fingerprint.listing_sha256(d) for d in sorted(set(listings))},
        "outputs": {name: fingerprint.sha256(data) for name, data in sorted(outputs.items()) if name != MANIFEST},
    }
    return (json.dumps(data, ensure_ascii=False, indent=2, sort_keys=True) + "\n").encode("utf-8")


def fresh(root: Path, out_dir: Path, pdf: bool) -> bool:
    """True when out_dir holds a published article whose every input, option and output is unchanged."""
    try:
        data = json.loads(fsio.read_cached(out_dir / MANIFEST) or b"null")  # bounded; not a regular file: rebuild
        if data["engine"] != fingerprint.engine() or data["options"] != options(pdf) \
                or data["libraries"] != libraries(pdf):
            return False
        root = root.resolve()
        if any(fingerprint.file_sha256(root / p) != h for p, h in data["inputs"].items()):
            return False
        if any(fingerprint.listing_sha256(root / d) != h for d, h in data["listings"].items()):
            return False
        return all(fingerprint.file_sha256(out_dir / n) == h for n, h in data["outputs"].items())
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return False


def project_files(folder: Path) -> list[Path]:
    """Every file under a project folder (a template folder), in a stable order."""
    return sorted(p for p in folder.rglob("*") if p.is_file()) if folder.is_dir() else []


def _rel(root: Path, path: Path) -> str:
    full = path if path.is_absolute() else root / path
    try:
        return full.resolve().relative_to(root).as_posix()
    except ValueError:
        return full.resolve().as_posix()  # outside the project (e.g. the built-in templates): an absolute path
