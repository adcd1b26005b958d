"""Rendering: Article -> final Markdown, HTML page, charts (SVG) and PDF.

`markdown` writes the .md the checker reads; `mdit` holds the one MarkdownIt
instance with its citation plugin; `html` fills the page template; `charts`
is the only module importing matplotlib and `pdf` the only one importing
weasyprint.
"""
