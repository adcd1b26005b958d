"""Fixed words of the article layout, per language. docs/authoring.md lists them."""
from __future__ import annotations

LABELS = {
    "zh": {
        "answer": "直接答案",
        "faq": "本文要点问答",
        "assumptions": "假设",
        "sources": "数据出处(可查证)",
        "related": "相关文章",
        "download": "下载报告",
        "on_request": "联系我们获取",
        "assumption_hover": "假设",
        "cite": "【出处:{id} {label}】",  # citations: bracket (the default in zh)
        "cite_number": "[{n}]",  # citations: superscript
        "sep": ":",
        "html_lang": "zh-CN",
    },
    "en": {
        "answer": "Direct answer",
        "faq": "Key questions",
        "assumptions": "Assumptions",
        "sources": "Sources",
        "related": "Related articles",
        "download": "Download the report",
        "on_request": "available on request",
        "assumption_hover": "Assumption",
        "cite": "[{n}]",
        "cite_number": "[{n}]",
        "sep": ": ",
        "html_lang": "en",
    },
}
