"""absolute-claim: absolute terms that advertising law forbids and legal teams look for by hand.

China's Advertising Law (art. 9) bans 国家级, 最高级, 最佳 and similar terms in advertising; SAMR's
guidance and vendors' legal reviews extend the list to 第一, 唯一, 首个, 顶级, 100%, 零风险, 彻底, 永久,
万能 and their kin. English marketing review flags best, only, first-ever, guaranteed, eliminates,
never, always, zero risk... A term is allowed when its sentence cites a report whose own text states
it ("业内首个 … [@R1]" where R1 says 业内首个): then it is the report's claim, not ours.

Each term is a pattern, not a bare word, so ordinary writing passes: 第一次 / 第一步 / "第一," (an
enumeration) are not 第一; 最大 / 最高 / 最低 (maximum, "up to") are statistics, not praise; "the
first save" is not "the first-ever". The lexicon is data (TERMS), extended or narrowed in engine.yaml
(check.absolute_terms). Sources lists and related-article titles are not checked (reports' and other
articles' titles).
"""
from __future__ import annotations

import re

# (shown term, pattern). The shown term is what engine.yaml's check.absolute_terms.allow names.
_ZH = [
    ("最X", r"最(?:佳|好|优|强|快|先进|领先|顶级|高级|尖端|便宜|稳定|安全|可靠|卓越|出色|完美|权威|专业|受欢迎|智能)"),
    ("第一", r"(?<=[\u4e00-\u9fff])第一(?![次步个天章节部分阶段轮批期项种条点是,,、::;;])"),
    ("No.1", r"(?i)NO\.?\s?1(?!\d)"),
    ("唯一", r"唯一"), ("首个", r"首个"), ("首家", r"首家"), ("首款", r"首款"), ("首创", r"首创"),
    ("独家", r"独家"), ("顶级", r"顶级"), ("顶尖", r"顶尖"), ("极致", r"极致"), ("国家级", r"国家级"),
    ("世界级", r"世界级"), ("全球领先", r"全球领先"), ("全国领先", r"全国领先"), ("行业领先", r"(?:行业|业界|业内)领先"),
    ("遥遥领先", r"遥遥领先"), ("领导品牌", r"领导品牌|领袖品牌|领先品牌"),
    ("100%", r"(?:100\s?%|百分之百|百分百)(?=[\u4e00-\u9fff])(?!的)"),
    ("零X", r"零(?:风险|故障|缺陷|丢失|损失|中断|停机|宕机|延迟|误差|失败)"),
    ("彻底", r"彻底"), ("根除", r"根除"), ("杜绝", r"杜绝"), ("完全消除", r"完全消除"),
    ("永久", r"永久"), ("永不", r"永不"), ("永远", r"永远"), ("绝对", r"绝对"), ("万能", r"万能"),
    ("全能", r"全能"), ("无敌", r"无敌"), ("完美", r"完美"), ("终极", r"终极"), ("巅峰", r"巅峰"), ("至尊", r"至尊"),
    ("史无前例", r"史无前例"), ("前所未有", r"前所未有"), ("空前", r"空前"), ("绝无仅有", r"绝无仅有"),
    ("独一无二", r"独一无二"), ("无与伦比", r"无与伦比"), ("无可比拟", r"无可比拟"), ("首屈一指", r"首屈一指"),
]
_EN = [
    # "the best storage" is praise; "variant B is best" in a results table is a comparison of measurements
    ("best", r"\b(?:the|our|industry'?s|world'?s) best\b|\bbest[- ](?:in[- ](?:class|industry)|ever)\b"),
    ("first", r"\b(?:world'?s|industry'?s|market'?s|industry|world)[- ]first\b|\bfirst[- ]ever\b|\bfirst of its kind\b"),
    ("only", r"\b(?:the|our) only (?!(?:difference|change|thing|way|step|time|reason|part|one of)\b)"),
    ("number one", r"\bnumber[- ]one\b|\bNo\. ?1\b|#1\b"),
    ("guaranteed", r"\bguarantee[sd]?\b"),
    ("eliminates", r"\beliminat(?:e|es|ed|ing)\b"),
    # never / always as promises about the product, not as method ("uses save times, never bandwidth")
    ("never", r"\bnever (?:fails?|loses?|stops?|goes down|slows? down|breaks?|crash(?:es)?|misses|waits?|"
              r"drops?|corrupts?)\b"),
    ("always", r"\balways(?:[- ]on\b| (?:available|fast|works?|delivers?|performs?|reliable|consistent)\b)"),
    ("zero risk", r"\bzero[- ](?:risk|downtime|data loss|failures?|defects?|latency)\b|\brisk[- ]free\b"),
    ("100%", r"\b100\s?%(?= (?:safe|secure|reliable|compatible|guaranteed|accurate|available|uptime)\b)"),
    ("fastest", r"\bfastest\b"), ("leading", r"\b(?:world|industry|market)[- ]leading\b"),
    ("world-class", r"\bworld[- ]class\b"),
    ("unmatched", r"\b(?:unmatched|unparalleled|unrivall?ed|unbeatable|unbeaten|unsurpassed)\b"),
    ("perfect", r"\b(?:perfect|perfectly|flawless|flawlessly|foolproof)\b"),
    ("ultimate", r"\bultimate\b"), ("forever", r"\b(?:forever|permanently)\b"),
    ("completely", r"\b(?:completely|totally|entirely) (?:eliminat|remov|solv|prevent)\w*"),
]
TERMS = {"zh": _ZH, "en": _EN}
SOURCES_HEADINGS = {"数据出处(可查证)", "Sources"}


def patterns(lang: str, extra: list[str], allow: list[str]) -> list[tuple[str, re.Pattern]]:
    """The built-in terms of a language minus `allow`, plus the project's own (matched literally)."""
    out = [(name, re.compile(p, re.I if lang == "en" else 0)) for name, p in TERMS[lang] if name not in allow]
    out += [(t, re.compile(re.escape(t), re.I)) for t in extra if t not in allow]
    return out


def report_text(model) -> str:
    """Every text a report states (title, set-up, notes, captions, labels, text cells), for 'it says so'."""
    parts: list[str] = []

    def walk(v):
        if isinstance(v, str):
            parts.append(v)
        elif isinstance(v, dict):
            for k, x in v.items():
                walk(x)
        elif isinstance(v, (list, tuple)):
            for x in v:
                walk(x)
    walk(model.model_dump(exclude={"id", "url", "access", "date", "superseded_by"}))
    return "\n".join(parts).casefold()


_GLOBAL_FLAGS = re.compile(r"^\(\?[aiLmsux]+\)")
_SCOPED = ((re.I, "i"), (re.M, "m"), (re.S, "s"), (re.X, "x"))


def _scoped(p: re.Pattern) -> str:
    """A compiled pattern as a group of an alternation, keeping its flags ("(?i)NO1" -> "(?i:NO1)")."""
    flags = "".join(c for f, c in _SCOPED if p.flags & f)
    return f"(?{flags}:{_GLOBAL_FLAGS.sub('', p.pattern)})"


class AbsoluteRules:
    def _check_absolute(self):
        conf = self.config.absolute_terms
        lang = "zh" if self.lang == "zh" else "en"
        pats = patterns(lang, getattr(conf, lang), conf.allow)
        if not pats:
            return
        # one search per block for all the terms; the terms are looked for one by one only where one is
        anyterm = re.compile("|".join(_scoped(p) for _, p in pats))
        texts: dict[str, str] = {}
        in_sources = False
        for b in self.blocks:
            if b.kind in ("heading", "title"):
                in_sources = b.text.strip() in SOURCES_HEADINGS
            if b.kind == "link" or (in_sources and b.kind != "heading"):
                continue
            sent_cites = None
            if anyterm.search(b.text) is None:
                continue
            for name, pat in pats:
                for m in pat.finditer(b.text):
                    if sent_cites is None:
                        sent_cites = self._sentence_cites(b)
                    term = m.group().strip()
                    cited = sent_cites.get(b.sentence_of(m.start()), set())
                    if any(term.casefold() in texts.setdefault(r, report_text(self.registry[r].model))
                           for r in sorted(cited) if r in self.registry):
                        continue
                    self._add("absolute-claim", b.pos[m.start()], term,
                              f"'{term}' is an absolute term ({name}), which advertising law and legal review "
                              "do not accept as the article's own claim: state what was measured instead, or "
                              "cite, in the same sentence, a report that says it")
