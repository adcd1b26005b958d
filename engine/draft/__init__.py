"""Drafting: brief text fields (Markdown + Jinja placeholders) -> an Article.

`template` renders placeholders in a sandbox; `compose` assembles the article
parts and checks citations and links, locating every problem in the brief.
The optional LLM drafter lives in `llm*.py` and is the only module importing
langchain.
"""
