"""Context decides: the words around a number must agree with the quantity it bound to.

A number can equal a quantity by coincidence. Its clause says which quantity it is about, and three kinds
of words in it must agree with the bound quantity's own words (its name, note, labels, caption, rows):

- statistic (峰值 / 平均 / 最小 / 中位 / P99; peak, average, mean, max, min, median, p99): "平均读吞吐达到
  5.2 TiB/s" is not the peak 5.2 TiB/s;
- scope (每节点 / 单节点 / 总 / 聚合; per node, total, aggregate): a per-node figure is not a total;
- opposed kinds (读/写, read/write, 上传/下载, 顺序/随机, 训练/推理): a write latency is not a read latency;
- for counts, the thing counted ("400 个存储节点" when 400 is the client count): the clause's words that name
  one count quantity and not the bound one.

The window is the number's clause (between , ; 。 : and, but, while), cut at the neighbouring numbers so a
word belongs to the number it is written next to; in a table it is the row label and column header.
When the clause names another quantity of the same kind that the number holds for, the number is bound
to that one instead; otherwise it is a mismatch that names both.
"""
from __future__ import annotations

import re
from functools import lru_cache

from engine import units
from engine.check import lexicon as L
from engine.check.foreign import stated_unit
from engine.models.common import all_text

_STAT = {k: re.compile(v) for k, v in L.STAT_WORDS.items()}
_SCOPE = {k: re.compile(v) for k, v in L.SCOPE_WORDS.items()}
_OPPOSED = [(re.compile(a), re.compile(b)) for a, b in L.OPPOSED]
_ENTITY = {k: re.compile(v) for k, v in L.PER_ENTITY.items()}
_ANY = re.compile("|".join(f"(?:{p})" for p in [*L.STAT_WORDS.values(), *L.SCOPE_WORDS.values(),
                                                  *(p for pair in L.OPPOSED for p in pair)]))


# S3's verbs, written in capitals, are a read and a write ("64KB PUT 的 P99 时延" is a write latency); lower-case
# "get" and "put" are ordinary English words
_VERBS = re.compile(r"(?<![A-Za-z])(?:(GET)|(PUT))(?:s|S)?(?![A-Za-z])")


def s3_verbs(text: str) -> str:
    return _VERBS.sub(lambda x: x.group() + (" 读 " if x.group(1) else " 写 "), text) if "GET" in text or "PUT" in text \
        else text


@lru_cache(maxsize=4096)  # a pure function of the text; clauses repeat
def tags(text: str) -> frozenset:
    """Statistic ("stat:avg"), scope ("scope:per") and opposed-kind ("side:0a") tags of a text."""
    low = s3_verbs(text).lower().replace("_", " ")
    if _ANY.search(low) is None:  # most clauses name no statistic, scope or side: one search, not 18
        return frozenset()
    out = {"stat:" + k for k, rx in _STAT.items() if rx.search(low)}
    out |= {"scope:" + k for k, rx in _SCOPE.items() if rx.search(low)}
    if "scope:per" in out:  # which entity: per client is not per storage node ("ent:client")
        for mm in _SCOPE["per"].finditer(low):
            out |= {"ent:" + k for k, rx in _ENTITY.items() if rx.search(mm.group())}
    for i, (a, b) in enumerate(_OPPOSED):
        ha, hb = bool(a.search(low)), bool(b.search(low))
        if ha != hb:
            out.add(f"side:{i}{'a' if ha else 'b'}")
    return frozenset(out)


def tags_of(parts) -> frozenset:
    """Tags of a quantity's words given in parts (name, caption, row, column label, …): as one text, except that
    when that text names both sides of an opposed pair (a caption "读写带宽", "read and write bandwidth"), a side
    that the parts naming one side agree on is kept ("集群总读带宽" under that caption is a read figure)."""
    parts = [str(p) for p in parts if p]
    out = set(tags(" ".join(parts)))
    for i, (a, b) in enumerate(_OPPOSED):
        if f"side:{i}a" in out or f"side:{i}b" in out:
            continue
        sides = {t for p in parts for t in tags(p) if t.startswith(f"side:{i}")}
        if len(sides) == 1:
            out |= sides
    return frozenset(out)


def names_side(text: str, tag: str) -> bool:
    """Whether the text names that side of an opposed pair ("side:3b"), whatever else it names."""
    a, b = _OPPOSED[int(tag[5:-1])]
    return bool((a if tag[-1] == "a" else b).search(text.lower().replace("_", " ")))


def _kind(ts, prefix: str) -> set:
    return {t for t in ts if t.startswith(prefix)}


def conflict(window: frozenset, own: frozenset) -> str:
    """The first tag of the window that the quantity's own tags contradict ("" if none):
    - a statistic the quantity does not have, when it has one ("平均" for a peak);
    - a scope the quantity does not have, when it has one ("总" for a per-node figure);
    - the other side of an opposed pair (写 for a read latency)."""
    for prefix in ("stat:", "scope:", "ent:"):
        w, o = _kind(window, prefix), _kind(own, prefix)
        if w and o and not (w & o):
            return sorted(w)[0]
    for t in sorted(_kind(window, "side:")):
        other = t[:-1] + ("b" if t[-1] == "a" else "a")
        if other in own and t not in own:
            return t
    return ""


def claims_more(window: frozenset, own: frozenset, rival: frozenset) -> str:
    """A window tag that the rival quantity has and the bound one lacks, where the bound one has no tag of
    that kind: "峰值读吞吐 4.1" (4.1 is the plain read figure, and a peak is stated). Only statistic and
    per-entity scope: an unqualified figure is not contradicted by "总"."""
    for prefix in ("stat:", "scope:per"):
        w = {t for t in window if t.startswith(prefix)}
        if w and not _kind(own, prefix.split(":")[0] + ":") and (w & rival):
            return sorted(w & rival)[0]
    return ""


# a unit stated in a plain column's label: "整卡功耗(W)", "FP32 compute (TFLOPS)"
_LABEL_UNIT = re.compile(r"[(（][^()（）]{1,12}[)）]")


def unstated(window: frozenset, own: frozenset, same_kind) -> str:
    """A statistic or per-entity scope the clause states that neither the bound quantity nor any quantity of
    its kind states: "平均单次保存耗时 94s", "每卡写带宽 6.40GB/s", "P99 94s" when the report gives one plain
    figure. The clause describes a figure the evidence does not have ("" if none)."""
    for prefix in ("stat:", "scope:per"):
        w = {t for t in window if t.startswith(prefix)}
        if not w or _kind(own, prefix.split(":")[0] + ":"):
            continue
        if "scope:per" in w and _kind(window, "ent:"):  # "每个客户端" when only a per-storage-node figure is stated
            ents = _kind(window, "ent:")
            if not any("scope:per" in o.tags and (ents & o.tags or not _kind(o.tags, "ent:")) for o in same_kind):
                return "scope:per"
        w -= {t for o in same_kind for t in o.tags}
        if w:
            return sorted(w)[0]
    return ""


def _other_columns(c, row) -> set:
    """The words that name the other columns of c's row, and not c's own column."""
    own = {k for k in c.need[1] if len(k) > 1} if len(c.need) > 1 else set()
    return {k for o in row if o.name != c.name and len(o.need) > 1 for k in o.need[1] if len(k) > 1} - own


def without_stats(text: str) -> str:
    """The text with every statistic word blanked (all of them: a two-language label writes one twice)."""
    for rx in _STAT.values():
        text = rx.sub(" ", text)
    return text


def word_of(tag: str, win: str) -> str:
    """The words of the window that carry a tag, for messages ("平均", "per node", "写")."""
    kind, _, v = tag.partition(":")
    if kind == "ent":
        m = next((x for x in _SCOPE["per"].finditer(win) if _ENTITY[v].search(x.group())), None)
        return m.group().strip() if m else v
    if kind == "side":
        verb = re.search(r"(?<![a-z])(get|put)s? " + ("读" if v[-1] == "a" else "写"), win) if v[:-1] == "0" else None
        if verb:  # the S3 verb as written, not the word it stands for
            return verb.group(1).upper()
        rx = _OPPOSED[int(v[:-1])][0 if v[-1] == "a" else 1]
    else:
        rx = (_STAT if kind == "stat" else _SCOPE)[v]
    m = rx.search(win)
    return m.group().strip() if m else v


def spans_of(keys, win: str) -> str:
    """The longest run of the window covered by these keys ("存储节点" from the bigrams 存储, 储节, 节点)."""
    cover = bytearray(len(win))
    for k in keys:
        i = win.find(k)
        while i >= 0:
            cover[i:i + len(k)] = b"\x01" * len(k)
            i = win.find(k, i + 1)
    spans = [(r.end() - r.start(), r.start(), r.end()) for r in re.finditer(r"\x01+", cover.decode("latin-1"))]
    if not spans:
        return ""
    _, a, z = max(spans)
    return win[a:z]


def says(k: str, win: str, known=frozenset()) -> bool:
    """A context word is written in the window as a word: a Latin word at the start of a word (`has_key`: not "ds"
    of TPC-DS in "adds"), a CJK bigram not at every place as the seam of two known words ("有集" in "原有集群",
    where 原有 and 集群 are words of the quantities in scope: a fragment, not a term)."""
    from engine.check.scope import has_key
    if not (k and "\u4e00" <= k[0] <= "\u9fff" and len(k) == 2):
        return has_key(k, win)
    i = win.find(k)
    while i >= 0:
        if not (i and win[i - 1:i + 1] in known and win[i + 1:i + 3] in known):
            return True
        i = win.find(k, i + 1)
    return False


# one of the events a count counts: 每个 / 每次 / 单个 / 每一次 (not 每天, 每周: a period), each, every, per, a single
_SINGLE = re.compile(r"(?<![a-z])(?:a single|single|one)[ -]|单(?=个|台|张|块|颗)?(?:线程|进程|核|卡|节点|服务器|客户端|盘|机)")
_EACH = re.compile(r"(?:每|单)(?![天日周月年星])一?(?:个|次|项|轮|批|份|条)?|(?<![a-z])(?:each|every|per|a single|one)\s")
_PERIOD = re.compile(r"^(?:day|days|daily|week|weekly|month|year|hour|每天|每日|天运|每周|每月|每年|per|of|the|number|次数|数)$")
_SET_AFTER_STOP = frozenset({"a", "an", "the", "with", "of", "in", "on", "at", "for", "by", "to", "and", "or",
                             "is", "was", "are", "were", "among", "from", "than", "that", "which", "as"})
_EACH_STOP = {"的次", "的入", "行的", "业数", "件的", "的小", "个数"}


# (a colon is no cut: "平均读带宽:98.4GB/s" names the figure after it)
_AND_BEFORE = re.compile(r"(?:和|与|及|以及)[ \u00a0]*$")
# ("80 VMs with the cards instead of 48": the words before "instead of" are the subject's, not its object's)
_CUT = re.compile(r"(?:[;。!?()、]|" + L.COMMA + r")|\band\b|\bwhile\b|\bbut\b|\binstead of\b|\brather than\b|而|但|且")


_MAX_WORDS = ("最高", "最高可达", "最多可达")

# (最高 / 最大 … rank only as 最高的 or at a clause's end, "延迟最低,": "最大读带宽 47.5GB/s" is a row's own peak)
_ZH_RANK = r"|最[{}](?=的|\s*[,，、。;；)）]|\s*$)"
# A superlative that ranks the rows ("the lowest of the five", "是对比中最快的检测器"), and which end of a column it
# names: fast and slow by the column's unit (the fastest of rates is the largest, of times the smallest)
_SUPERLATIVE = (
    (re.compile(r"(?<![a-z])(?:highest|largest|biggest|greatest|longest|heaviest|widest|priciest|costliest)(?![a-z])"
                r"|(?<![a-z])(?<!at )most(?![a-z])(?! of)" + _ZH_RANK.format("高大多长重宽贵")), "max"),
    (re.compile(r"(?<![a-z])(?:lowest|smallest|shortest|lightest|narrowest|cheapest)(?![a-z])|最便宜"
                r"|(?<![a-z])(?<!at )(?:least|fewest)(?![a-z])(?! of)" + _ZH_RANK.format("低小少短轻窄")), "min"),
    (re.compile(r"(?<![a-z])(?:fastest|quickest)(?![a-z])|最快"), "fast"),
    (re.compile(r"(?<![a-z])slowest(?![a-z])|最慢"), "slow"),
    # (a capability: the strongest forwarding rate is the largest; of a time, neither end is named)
    (re.compile(r"(?<![a-z])(?:strongest|most powerful)(?![a-z])|最强"), "strong"),
    (re.compile(r"(?<![a-z])(?:weakest|least powerful)(?![a-z])|最弱"), "weak"),
)
_PRICE_RANK = re.compile(r"priciest|costliest|cheapest|最贵|最便宜")
_RANKED_SET = re.compile(r"[^\d,，。;；]{0,8}?(?:中|里|之中|当中)")
_RANKED_OF = re.compile(r"(?<![a-z])(?:of|among|amongst)(?: all)?(?: the)?\s*$", re.I)
_NUM_WORD = {w: i for i, w in enumerate("zero one two three four five six seven eight nine ten eleven twelve".split())}
_NUM_WORD.update({"两": 2, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9, "十": 10})
_RANKED_N = re.compile(r"(?<![a-z])(?:of|among|amongst)[ \u00a0]+(?:all[ \u00a0]+)?(?:the|these|its|their|our)?[ \u00a0]*"
                       r"(?P<n>\d+|" + "|".join(w for w in _NUM_WORD if w.isascii()) + r")(?![\w.])"
                       r"|(?P<z>\d+|[两二三四五六七八九十])[ \u00a0]*[个款种家项名台张条位类代组档块颗][^\d,，。;；]{0,8}?(?:中|里|之中|当中)")
_RANKED_SOME = re.compile(r"(?<![a-z])(?:of|among|amongst)[ \u00a0]+(?:the|these|its|their|our)(?![a-z])|[^表比]中(?!国)|里(?!程)")
_RANKED_ALL = re.compile(r"(?<![a-z])(?:of all|in the table|in the comparison|in this table|across the table|overall)(?![a-z])"
                         r"|表中|表里|对比中|所有|全部|全表")


def _ranked_count(sentence: str, size: int):
    """How many rows a superlative of the sentence ranks: N written ("of the three", "四款处理器中"), every row (no
    set named, or the whole table: "in the table", "表中"), or None (a set it names without counting it)."""
    g = _RANKED_N.search(sentence)
    if g is not None:
        t = g.group("n") or g.group("z")
        return int(t) if t.isdigit() else _NUM_WORD[t]
    if _RANKED_ALL.search(sentence) or not _RANKED_SOME.search(sentence):
        return size
    return None


# "峰值读带宽", "peak read bandwidth": a peak over a run, not the largest of a table's rows (unless the clause goes
# across the rows: "across client counts, … tops out at", "各配置中")
_PEAK_WORD = re.compile(r"峰值|(?<![a-z])peak(?![a-z])")
_ACROSS_ROWS = re.compile(r"(?<![a-z])(?:across|among|of the|of all)(?![a-z])|各|不同|所有")
_ORDINAL_BEFORE = re.compile(r"(?:(?<![a-z])(?:second|third|fourth|fifth|2nd|3rd|4th|5th)[ \u00a0-]*|第[二三四五六七八九十\d]+|次)$")
_MOST_ACCURATE = re.compile(r"[ \u00a0]+accurate(?![a-z])")
# the word a superlative's set is named by: "of the (three) DDR5 grades", "among the Kite models", "Kite 系列中"
_SET_NAME = re.compile(r"(?<![a-z])(?:of|among|amongst)[ \u00a0]+(?:all[ \u00a0]+)?(?:the|these|its|their)[ \u00a0]+"
                       r"(?:\w+[ \u00a0]+)?(?P<en>[a-z][\w.+-]*\d[\w.+-]*|[a-z][a-z0-9+-]*)[ \u00a0]+(?:grades|models|series"
                       r"|family|variants|versions|generations|cards|chips|drives|parts|products|modules|configurations)"
                       r"|(?P<zh>[a-z][\w.+-]*)[ \u00a0]*(?:系列|家族|各款|各型号|各版本|几款|各档)?[^\d,，。;；a-z]{0,6}?(?:中|里|之中|当中)")
_RANK_CUT = re.compile(r"[;。!?;!?]|(?<![a-z])(?:but|while|whereas)(?![a-z])|而|但|却")
# ...unless it names a row by its size ("the largest model", "最小的模型"): that row's other figures are no extreme
_ROW_HEAD = re.compile(r"[\s-]+(?:[a-z][\w.+-]*[\s-]+)?(?:models?|configurations?|configs?|nets?|networks?|variants?"
                       r"|versions?|architectures?|systems?|settings?|runs?|cards?|chips?|drives?|machines?|servers?|siblings?"
                       r"|members?|taggers?|classifiers?|detectors?|encoders?|decoders?|processors?|cpus?|gpus?|instances?"
                       r"|clusters?|nodes?|sizes?)(?![a-z])"
                       r"|的?(?:模型|配置|网络|版本|变体|架构|型号|系统|设置|处理器|实例|集群|分类器|检测器)")


# the noun a bare number's unit is written as ("53 FPS", "53 frames per second", "28.4 BLEU"): that number's words
_OWN_NOUN = re.compile(r"[ \u00a0]+(?!(?:with|and|at|on|in|for|to|from|than|of|the|a|an|is|are|was|were|while|vs|versus"
                       r"|compared|which|that|by|as|or|but|per|each|more|less|fewer|higher|lower|faster|slower)(?![\w/-]))"
                       r"[A-Za-z][\w/-]*(?:[ \u00a0]+per[ \u00a0]+[A-Za-z]+)?(?![\w/-])")


# a count's noun past a name between them: "15 个 c5d.4xlarge 节点", "3 c5d.4xlarge nodes"
_COUNT_NOUN_PAST_NAME = re.compile(r"[ \u00a0]*(?:[个台块张颗][ \u00a0]*)?[A-Za-z0-9][\w.+-]*[A-Za-z0-9][ \u00a0]*"
                                   r"(?:节点|服务器|实例|客户端|(?i:nodes?|servers?|instances?|clients?|gpus?)(?![a-z]))")


def past_count_noun(text: str, x, limit: int) -> int:
    """Where the words after a count stop being its own, past a name between it and its noun ("15 个 c5d.4xlarge
    节点"): that noun counts the figure, it names no column of another."""
    g = _COUNT_NOUN_PAST_NAME.match(text, x.end)
    return g.end() if g is not None and g.end() <= limit else x.end


def _past_own_noun(text: str, x, limit: int) -> int:
    """Where the words after number x stop being its own: past the noun of a bare number written in English."""
    if x.unit is not None or x.unit_text:
        g = _COUNT_NOUN_PAST_NAME.match(text, x.end) if x.decimals == 0 and x.value > 0 else None
        return g.end() if g is not None and g.end() <= limit else x.end
    g = _OWN_NOUN.match(text, x.end)
    return g.end() if g is not None and g.end() <= limit else x.end


_FROM_BETWEEN = re.compile(r"(?<![a-z])from(?![a-z])|从|由", re.I)


def window(b, m, mentions, cuts_at=None, after_cut=None) -> str:
    """The text that belongs to mention m: its clause, cut at the neighbouring numbers (other than the
    other end of its own range or change; only those `cuts_at` accepts, when given), without m's own text
    and qualifier."""
    k = b.sentence_of(m.num_start)
    lo, hi = b.sentence_span(k)
    text = b.text
    start, end = lo, hi
    counted = None  # (the count the window starts after)
    for x in mentions:
        if x is m or (m.partner is not None and x is mentions[m.partner]) or (cuts_at and not cuts_at(x)):
            continue
        if lo <= x.end <= m.start:
            past = _past_own_noun(text, x, m.start)
            if past >= start:
                start, counted = past, x
        if m.end <= x.start <= hi:
            end = min(end, x.start)
    if m.group and m.partner is not None:
        p = mentions[m.partner]
        if m.end <= p.start and _FROM_BETWEEN.search(text, m.end, p.start):
            end = min(end, p.start)  # "drops … to 6.2 GB/s from 38.5 GB/s sequential": the words after its from-end are that end's
        if p.end <= m.start:  # the second end of a change: its words are before the first end
            start2 = lo
            for x in mentions:
                if x is not p and x is not m and lo <= x.end <= p.start:
                    start2 = max(start2, x.end)
            start = min(start, start2)
    before = text[start:m.start]
    cuts = list(_CUT.finditer(before))
    if cuts and cuts[-1].group() == "(" and not before[cuts[-1].end():].strip() \
            and text[m.end:end].lstrip().startswith(")") \
            and any(t[:5] in ("stat:", "scope") for t in tags(before[cuts[-2].end() if len(cuts) > 1 else 0:cuts[-1].start()])):
        cuts.pop()  # "平均读带宽(98.4GB/s)": a figure alone in a parenthesis has the statistic of the label before it
    if cuts:
        before = before[cuts[-1].end():]
    if start > lo and _AND_BEFORE.search(before):
        before = ""  # "10GB 外网流出流量和 100 万次 GET 请求": the words before 和 are the figure before's
    after = text[m.end:end]
    cut = (after_cut or _CUT).search(after)
    if cut:
        after = after[:cut.start()]
    own = before + " " + after
    # (only in the count's own clause: "8 nodes each with warp: the cluster runs on 96 drives" is no node's)
    each = _members_each(text, lo, start, counted) if counted is not None and not cuts \
        and not re.search(r"[,，;；:：。]", text[counted.end:m.start]) else ""
    if each:
        own = each + " " + own  # "Each of the 12 servers ingests 10 TB", "36 个客户端每个都配备 256GB": one of them
    if b.kind == "cell":
        own = b.row + " " + b.header + " " + own
    return s3_verbs(own).lower()


_EACH_OF = re.compile(r"(?<![a-z])each of (?:the |these |its |their |our )?$", re.I)
_EACH_NEXT = re.compile(r"[ \u00a0]*(?:each(?![a-z])|每个|每一个|各自)", re.I)


def _members_each(text: str, lo: int, start: int, x) -> str:
    """The per word of a count whose members a figure after it is written of: "each <noun>" for "Each of the 12
    servers" and "the 12 servers each", "每<noun>" for "36 个客户端每个都"; "" for any other count."""
    if x.unit is None or not units.is_counted(x.unit):
        return ""
    if not (_EACH_OF.search(text[lo:x.start]) or _EACH_NEXT.match(text, start)):
        return ""
    noun = (x.unit_text or "").strip()
    if noun and not noun.isascii():
        return "每" + noun.lstrip("个台块张")
    return "each " + (noun or text[x.end:start].strip())


_EACH_AFTER = re.compile(r"[ \u00a0]*(?:each|apiece|a piece)(?![a-z])", re.I)


def _each_after(text: str, m) -> bool:
    """"4 GPUs each", "4 AMD MI250X GPUs each": a post-positive each right after the count's noun."""
    i = text.lower().find(m.unit_text.lower(), m.end - len(m.unit_text), m.end + 40) if m.unit_text else -1
    return bool(_EACH_AFTER.match(text, i + len(m.unit_text) if i >= 0 else m.end))
_EACH_EN_AFTER = re.compile(r"^[^,,;;。]{0,20}?(?<![a-z])(?:each|every|per|a single) (?:save|checkpoint|snapshot)(?![a-z])"
                            r"|^[^,,;;。]{0,20}?(?<![a-z])per-save", re.I)


def _each_is_mine(b, m) -> bool:
    """One event (每次, 单次, each save) describes the number written after it ("每次保存省下 1,680s"), or in
    English also right after it ("1,680 s per save"), not a number before it."""
    lo, hi = b.sentence_span(b.sentence_of(m.num_start))
    before = b.text[lo:m.start]
    cuts = list(_CUT.finditer(before))
    if cuts:
        before = before[cuts[-1].end():]
    return bool(_SCOPE["each"].search(before.lower())) or bool(_EACH_EN_AFTER.search(b.text[m.end:hi]))


_FILLER = re.compile(r"(?:(?<![a-z])(?:of|is|was|were|are)(?![a-z])|为|是|约|达到?|有|的|:|:|\s)*$")


def _stat_before(b, m, rx=None) -> bool:
    """A statistic word written right before a count ("平均 16 个客户端", "an average of 16 clients") is the
    count's; one elsewhere in its clause modifies the measurement it is written with ("16 个客户端的平均读吞吐",
    "the average read throughput with 16 clients"). Likewise a per-entity scope (rx: "每节点 12 块盘")."""
    lo, _ = b.sentence_span(b.sentence_of(m.num_start))
    before = b.text[lo:m.start].lower()
    before = before[:_FILLER.search(before).start()]
    return any(mm.end() == len(before) for x in ([rx] if rx is not None else _STAT.values())
               for mm in x.finditer(before))


_INTRO_END = re.compile(r"(?:为|是|达到?|约|仅|只有|(?<![a-z])(?:of|is|was|are|were|at|averages?|averaged|hits?|reaches)"
                        r"|[:：])[ \u00a0]*$")


def _stat_of_next(b, m, mentions) -> bool:
    """Every statistic word of m's clause stands after m, in the words that introduce the next figure of the clause
    ("在 7B 模型上的平均首 token 时延为 72 毫秒", "On the 7B model it averages 72 ms"): they are that figure's."""
    lo, hi = b.sentence_span(b.sentence_of(m.num_start))
    nxt = min((x for x in mentions if x is not m and m.end <= x.start < hi), key=lambda x: x.start, default=None)
    if nxt is None:
        return False
    gap = b.text[m.end:nxt.start].lower()
    if re.search(r"[,;；。，、]", gap) or not any(rx.search(gap) for rx in _STAT.values()):
        return False
    before = re.split(r"[,;；。，、]", b.text[lo:m.start].lower())[-1]
    return not any(rx.search(before) for rx in _STAT.values()) and _INTRO_END.search(gap) is not None


def _is_count(m, c) -> bool:
    """A count of things: a whole number written with a counter or noun (个, 台, 节点, nodes, GPUs) or alone,
    bound to a whole-number quantity without a unit, or to a counted noun (GPUs, nodes, clients, …)."""
    if m.decimals != 0 or c.is_range or abs(c.lo - round(c.lo)) > 1e-9:
        return False
    if units.is_counted(c.unit):
        return True
    return c.unit.symbol == "" and (m.unit is None or m.unit.symbol == "" or units.is_counted(m.unit))


_MEASURED = re.compile(r"实测|测得|测出|测试(?:显示|表明|证明)|(?<![a-z])(?:measured|measurements?|benchmarked"
                       r"|(?:tests?|testing|benchmarks?) (?:show(?:s|ed|n)?|found|prove[ds]?|confirm(?:s|ed)?))(?![a-z])", re.I)
_NOT_MEASURED = re.compile(r"不是实测|非实测|未实测|没有实测|没测|外推|估算|推算|假设|场景|预计|预估|"
                           r"(?<![a-z])(?:not (?:a )?measure\w*|extrapolat\w*|estimat\w*|assum\w*|scenario|"
                           r"projected|would)(?![a-z])", re.I)


# A CJK bigram of a note with one of these characters is a function word or spans two words (每个, 的请, 数为), never
# the noun a count counts.
_FUNCTION_ZH = re.compile(r"[的每个为是在和与及或了把被对从到以之其该各共约时]")


def _distinct(keys, text: str, other=()) -> set:
    """The words written, each once: a key whose every occurrence in text lies inside or across another's (dim in
    "dimensions" with dimension; 口大 of "窗口大小" across 窗口 and 大小, or across a word of `other`) is not a word of
    its own."""
    def spans(k):
        i = text.find(k)
        while i >= 0:
            yield i, i + len(k)
            i = text.find(k, i + 1)
    taken = [(k, sp) for k in (*keys, *other) for sp in spans(k)]
    return {k for k in keys if any(not any(o != k and a < e2 and s2 < b and (e2 - s2 > b - a or o in other)
                                              for o, (s2, e2) in taken) for a, b in spans(k))}


def _column(c) -> tuple:
    """The table column of a cell (directly or through a claim that is that cell), () otherwise."""
    if len(c.refs) != 1 or c.refs[0].count(".") != 3:
        return ()
    rid, table, _row, col = c.refs[0].split(".")
    return rid, table, col


def _noun_keys(c) -> set:
    return set(c.need[1]) if c.need else set(c.keys)


class AgreementRules:
    def _ratio_of_other(self, b, m, bd, mentions):
        """"原有存储的写带宽是 FX100 的 1.9 倍" when 1.9 is speedup, the ratio of the two save times: a claim that is
        the ratio of two variants of one metric, in a clause that names another metric of the same report (its
        own words, not those of the variants) and not this one, is not about it."""
        c = bd.cand
        if c is not None and c.brief and len(c.refs) == 2:
            if bd.status == "verified" and c.op == "ratio" and c.refs[1] in self._vbase_refs() \
                    and c.refs[0] not in self._vbase_refs() and self._baseline_is_subject(b, m, c.refs[0], c.refs[1]):
                from engine.check import bind as B  # "the previous storage has 1.96 times the write bandwidth of FX100"
                return B.Binding("derivation-direction", c, alts=(f"the sentence makes {c.refs[1]} the larger one",))
            return bd
        if bd.status not in ("verified", "value-mismatch") or c is None or c.kind != "derived" or len(c.refs) != 2 \
                or c.refs[0].count(".") != 2 or c.refs[0].rsplit(".", 1)[0] != c.refs[1].rsplit(".", 1)[0]:
            return bd
        mine = c.refs[0].rsplit(".", 1)[0]
        words = self._metric_words()
        if mine not in words:
            return bd
        win = window(b, m, mentions)
        rid = mine.split(".")[0]
        same = {k: v for k, v in words.items() if k.split(".")[0] == rid}

        def distinct(k):  # a metric's words that no other metric of the report has
            return same[k] - set().union(*(v for o, v in same.items() if o != k))
        known = set().union(*same.values(), self._system_words())
        if len(same) < 2 or any(says(k, win, known) for k in distinct(mine)):
            return bd
        for other in same:
            if other != mine:
                hit = sorted((k for k in distinct(other) if says(k, win, known)), key=len, reverse=True)
                if hit:
                    from engine.check import bind as B
                    got = self._other_ratio(b, m, c, other)
                    if got is not None:
                        return B.Binding("verified", got, score=bd.score)
                    if bd.status != "verified":
                        return bd
                    return B.Binding("agree-mismatch", None, c, alts=(spans_of(set(hit), win) or hit[0],))
        return bd

    def _other_ratio(self, b, m, c, metric: str):
        """"写带宽提升了 1 倍", "write bandwidth doubled", "达到原有存储的近 2 倍" with a brief that has no bandwidth claim:
        the clause names another metric of the report, and the number is the ratio of that metric's two variants
        (product ÷ baseline; after an increase word, "提升了 1 倍" and a percent increase are the ratio − 1)."""
        from dataclasses import replace

        from engine.calc import display as D
        from engine.calc.quantity import Quantity
        from engine.check import bind as B
        from engine.check.variants import up_percent

        refs = [o for o in self.cands if o.kind == "evidence" and len(o.refs) == 1 and o.name == o.refs[0]
                and o.refs[0].rsplit(".", 1)[0] == metric]
        base = [o for o in refs if o.refs[0] in self._vbase_refs()]
        if len(refs) != 2 or len(base) != 1 or base[0].lo <= 0:
            return None
        prod = refs[0] if refs[1] is base[0] else refs[1]
        if self._baseline_is_subject(b, m, prod.refs[0], base[0].refs[0]):
            return None  # "原有存储的写带宽是 FX100 的 1.96 倍": the ratio the other way round
        ratio = prod.lo / base[0].lo
        pct = m.unit is not None and m.unit.symbol == "%"
        ups = up_percent(b, m)
        values = [ratio - 1] if pct and ups else [ratio, ratio - 1] if ups else [ratio]
        for v in values:
            if v <= 0:
                continue
            shown = D.quantity(Quantity(v, v, c.unit), 2, self.lang)
            cand = replace(c, name=f"{prod.name} ÷ {base[0].name}" + (" − 1" if v != ratio else ""), lo=v, hi=v,
                           display=shown, decimals=2, refs=(prod.refs[0], base[0].refs[0]), written="",
                           why=f"= {prod.display} ÷ {base[0].display}" + (" − 1" if v != ratio else ""))
            if B.holds(m, cand, self.config.approx_tolerance):
                return cand
        return None

    def _baseline_is_subject(self, b, m, prod: str, base: str) -> bool:
        """The clause before the number names the baseline before (or without) the product."""
        lo, _ = b.sentence_span(b.sentence_of(m.num_start))
        before = b.text[lo:m.start]
        cuts = list(_CUT.finditer(before))
        before = (before[cuts[-1].end():] if cuts else before).lower()
        names, _ = self._variant_index()

        def first(ref):
            hits = [k.start() for x in names.get(ref, ()) for p in x[1] for k in [p.search(before)] if k]
            return min(hits) if hits else None
        fb, fp = first(base), first(prod)
        return fb is not None and (fp is None or fb < fp)

    def _metric_words(self) -> dict:
        """report.metric -> the words that name that metric and not its variants (the baseline's label, the
        variant keys), for metrics with two or more variants."""
        got = self.__dict__.get("_mwords")
        if got is not None:
            return got
        by: dict[str, set] = {}
        for o in self.cands:
            if o.kind == "evidence" and len(o.refs) == 1 and o.refs[0].count(".") == 2 and o.name == o.refs[0]:
                by.setdefault(o.refs[0].rsplit(".", 1)[0], set()).update(o.keys)
        variant_words = self._system_words()
        got = {k: v - variant_words for k, v in by.items()}
        self._mwords = got
        return got

    def _system_words(self) -> frozenset:
        """The words that name a system rather than a quantity: the reports' baselines (`setup.baseline`) and the
        variant keys of their metrics (s9, fx100, baseline)."""
        got = self.__dict__.get("_syswords")
        if got is None:
            from engine.check.scope import context_keys
            words: set = set()
            for rid in self.in_scope:
                setup = getattr(self.registry[rid].model, "setup", None) or {}
                words |= set(context_keys([str(setup.get("baseline", ""))]))
            _names, groups = self._variant_index()
            for refs in groups.values():
                words |= {r.rsplit(".", 1)[1].lower() for r in refs}
            got = self._syswords = frozenset(words)
        return got

    def _one_of_many(self, b, m, bd, mentions):
        """A claim that is a count of the brief's assumptions times a quantity (day_saved = ingest_per_day * (job_base -
        job_s9): 3 jobs a day) is the total over those events: a clause that says each one of them ("每个入湖作业可节省
        11.4 小时", "每次运行查询套件", "each query suite run saves 8.7 hours") is about one event, not the total."""
        from engine.check import bind as B
        from engine.check.scope import has_key

        c = bd.cand
        counts = [t[2:] for t in (c.tags if c is not None else ()) if t.startswith("n:")]
        if bd.status != "verified" or not counts or m.arith is not None:
            return bd
        win = window(b, m, mentions)
        for name in counts:
            n = next((o for o in self.cands if o.name == name and o.kind == "assumption"), None)
            if n is None:
                continue
            words = [k for k in n.keys if not _PERIOD.search(k) and k not in _EACH_STOP]
            for x in _EACH.finditer(win):
                after = win[x.end():x.end() + 24]
                hit = [k for k in words if has_key(k, after)]
                if hit:
                    word = x.group() + after[:max(after.find(k) + len(k) for k in hit)]
                    one = [o for o in self.cands if o is not c and o.kind == "derived" and o.unit.dims == c.unit.dims
                           and ("of:" + o.name) in c.tags]
                    return B.Binding("agree-mismatch", one[0] if one else None, c, alts=(word.strip(),))
        return bd

    def _provenance(self, b, m, bd):
        """With a brief, a number's sentence may say where it comes from. A clause that names a report ("R1
        trained a 70B model") is about that report's figures, not an assumption or another report's; a sentence
        that says the figure was measured (R1 实测, measured) is not about a claim computed from assumptions
        ("R1 实测,单次保存约 201s" when 201 s is extrapolated to a scenario's snapshot)."""
        from engine.check import bind as B

        c = bd.cand
        if bd.status != "verified" or c is None or self.scope is None or m.arith is not None \
                or c.kind not in ("assumption", "derived", "evidence") or c.written:
            return bd
        lo, hi = b.sentence_span(b.sentence_of(m.num_start))
        before = b.text[lo:m.start]
        cut = list(_CUT.finditer(before))
        clause = before[cut[-1].end():] if cut else before
        named = [r for r in self.in_scope if re.search(r"(?<![A-Za-z0-9])" + re.escape(r) + r"(?![A-Za-z0-9])", clause)]
        tol = self.config.approx_tolerance
        if len(named) == 1 and named[0] not in c.reports:
            rid = named[0]
            rivals = [o for o in self._same_kind(c) if rid in o.reports and o.kind != "derivation"]
            holding = [o for o in rivals if B.holds(m, o, tol)]
            if holding:
                return B.Binding("verified", min(holding, key=lambda o: (B.distance(m, o), B._pref(o))), score=bd.score)
            if rivals:
                o = min(rivals, key=lambda o: (B.distance(m, o), B._pref(o)))
                return B.Binding("agree-mismatch", o, c, alts=(rid,))
        sent = b.text[lo:hi]
        if _MEASURED.search(before) and not _NOT_MEASURED.search(sent):
            s = self.scope.get(c.name)
            if s is not None and (s.kind == "assumption" or s.assumptions):
                rivals = [o for o in self._same_kind(c) if o.reports and o.kind in ("evidence", "derived")
                          and not (self.scope.get(o.name) and self.scope[o.name].assumptions)]
                holding = [o for o in rivals if B.holds(m, o, tol)]
                if holding:
                    return B.Binding("verified", min(holding, key=lambda o: (B.distance(m, o), B._pref(o))),
                                     score=bd.score)
                return B.Binding("agree-mismatch", None, c, alts=(_MEASURED.search(before).group(),))
        return bd

    def _nouns(self, c) -> set:
        """The words that name what a count counts: a table cell's column words, also for a claim that is that
        one cell (not its caption's: "average throughput" names no count); otherwise all its words."""
        if not c.need and len(c.refs) == 1 and c.refs[0].count(".") == 3:
            idx = self.__dict__.get("_cell_idx")
            if idx is None:
                idx = self._cell_idx = {o.refs[0]: o for o in self.cands if o.kind == "evidence" and o.need
                                        and len(o.refs) == 1}
            cell = idx.get(c.refs[0])
            if cell is not None:
                return set(cell.need[1])
        return _noun_keys(c)

    def _caption_words(self, c) -> frozenset:
        """The words of the caption of c's table (a caption that lists the columns names no cell's noun)."""
        col = _column(c)
        if not col:
            return frozenset()
        memo = self.__dict__.setdefault("_capwords", {})
        if col[:2] not in memo:
            from engine.check.scope import context_keys

            table = self.registry[col[0]].model.tables.get(col[1]) if col[0] in self.registry else None
            memo[col[:2]] = frozenset(context_keys([all_text(table.caption)])) if table is not None and table.caption \
                else frozenset()
        return memo[col[:2]]

    def _same_kind(self, c):
        """Candidates of c's dimension that a clause may name instead (indexed once per run)."""
        idx = self.__dict__.get("_agree_idx")
        if idx is None:
            idx = {}
            for o in self.cands:
                if o.needs_context or o.written or o.anchor:
                    continue
                idx.setdefault(o.unit.dims, []).append(o)
            self._agree_idx = idx
        return idx.get(c.unit.dims, ())

    def _extremum_of_column(self, c, wt: frozenset, win: str = "") -> frozenset:
        """"最大的配置有 83 亿参数", "18 层网络计算量最小", "the lowest error": of a table's rows, the largest or smallest
        names the row whose cell is the largest or smallest of its column. Such a statistic word is satisfied by a
        cell that is its column's extreme, when no column of its row is that statistic itself (a peak column)."""
        want = {"stat:peak": max, "stat:min": min}
        hit = [t for t in wt if t in want]
        parts = c.name.split(".")
        if hit and c.kind == "evidence" and len(parts) == 3 and len(c.refs) == 1 and c.refs[0] == c.name \
                and not any(t.startswith("stat:") for t in c.tags):
            # a metric's variants are rows too: "lowest on the KH-40000 at 112 ns" of an idle latency per CPU
            group = [o for o in self.cands if o.kind == "evidence" and len(o.refs) == 1 and o.refs[0] == o.name
                     and o.name.split(".")[:2] == parts[:2] and o.name.count(".") == 2 and o.foreign == c.foreign
                     and o.unit.dims == c.unit.dims and not o.is_range]
            # (three or more, ranked by a word of extremes, not "峰值": a product against its baseline is no ranking,
            # and "峰值写带宽" is a statistic of its own)
            if len(group) > 2 and not (_PEAK_WORD.search(win) and not _ACROSS_ROWS.search(win)):
                return frozenset(t for t in wt if not (t in hit and c.lo == want[t](o.lo for o in group)))
            return wt
        if not hit or c.kind != "evidence" or not c.need or len(parts) != 4 or any(t.startswith("stat:") for t in c.tags):
            return wt
        col = [o for o in self.cells if o.name.split(".")[:2] == parts[:2] and o.name.split(".")[3] == parts[3]
               and o.foreign == c.foreign]
        row = [o for o in self.cells if o.name.split(".")[:3] == parts[:3]]
        out = set(wt)
        for t in hit:
            # (not when the report states that statistic as a quantity of its own: "峰值读带宽" is its peak, not the
            # largest row of a table of averages)
            if len(col) > 1 and c.lo == want[t](o.lo for o in col) and not any(t in o.tags for o in row) \
                    and not (c.unit.symbol and _PEAK_WORD.search(win) and not _ACROSS_ROWS.search(win)
                             and any(t in o.tags and o.reports == c.reports for o in self._same_kind(c))):
                out.discard(t)
            # "the NFS gateway tops out at 4.3 GB/s" of a row at 8, 32 and 64 GPUs: its row's extreme over the
            # columns of its unit (a sweep), when no column is that statistic itself and the word is no 峰值 / peak
            swept = [o for o in row if o.unit.dims == c.unit.dims and o.foreign == c.foreign and not o.is_range]
            if len(swept) > 2 and c.lo == want[t](o.lo for o in swept) and not any(t in o.tags for o in row) \
                    and not _PEAK_WORD.search(win):
                out.discard(t)
        return frozenset(out)

    def _not_the_extreme(self, b, m, c, wt: frozenset):
        """"聚合读带宽最高 47.5GB/s", "最大 47.5", "the highest read bandwidth is 47.5 GB/s" when 47.5 is one row of a
        column whose largest is 84.7: the extreme the clause states is another cell (and the column's extreme, not
        the row's, since the sentence names no row of the cell). (cell, statistic) or None."""
        want = {"stat:peak": max, "stat:min": min}
        hit = [t for t in wt if t in want]
        if m.qualifier == "upto" and (m.qual_text or "").strip() in _MAX_WORDS:
            hit.append("stat:peak")
        parts = c.name.split(".")
        if not hit or c.kind != "evidence" or not c.need or len(parts) != 4 or _kind(c.tags, "stat:"):
            return None
        from engine.check.scope import has_key

        lo, hi = b.sentence_span(b.sentence_of(m.num_start))
        if any(has_key(k, b.text[lo:hi].lower()) for k in c.need[0]) or self._key_value(parts):
            return None  # the row is named: its own extreme over a run, not the column's (nor a key→value table's)
        col = [o for o in self.cells if o.name.split(".")[:2] == parts[:2] and o.name.split(".")[3] == parts[3]
               and not o.is_range and o.foreign == c.foreign]
        row = [o for o in self.cells if o.name.split(".")[:3] == parts[:3]]
        sentence = b.text[lo:hi].lower()
        for t in hit:
            if len(col) < 2 or any(t in o.tags for o in row):
                continue
            if self._ranks_other_column(c, row, sentence, word_of(t, sentence)):
                continue
            ext = want[t](col, key=lambda o: o.lo)
            if ext.lo != c.lo:
                return ext, t
        return None

    def _opposite_extreme(self, b, m, c, mentions):
        """"Darknet-19 is the slowest at 171 FPS", "YOLOv3-320 是对比中最慢的检测器,仅需 22 毫秒", "its latency, 16.25 ns,
        is the highest": a superlative of the clause names one end of a table column, and the cell is the other end
        (strictly: the one smallest, or largest, value of two or more). Of any rows that hold the cell, it is then
        that end too, so the superlative is wrong whatever rows it ranks. (the column's end it names, word) or None."""
        parts = c.name.split(".")
        if c.kind != "evidence" or not c.need or len(parts) != 4 or c.is_range or self._key_value(parts):
            return None  # (the rows of a key→value table are different parameters: none is the largest of them)
        # its words: up to the neighbouring numbers, across commas ("has the highest latency, 13.75 ns")
        lo, hi = b.sentence_span(b.sentence_of(m.num_start))
        start = max([x.end for x in mentions if x is not m and lo <= x.end <= m.start
                     and not _RANKED_SET.match(b.text, x.end) and not _RANKED_OF.search(b.text, lo, x.start)], default=lo)
        # (but the count of the rows ranked, "是四个检测器中最高的", "the highest of the three", is part of it)
        end = min([x.start for x in mentions if x is not m and m.end <= x.start <= hi
                   and not _RANKED_SET.match(b.text, x.end) and not _RANKED_OF.search(b.text, lo, x.start)], default=hi)
        before, after = b.text[start:m.start].lower(), b.text[m.end:end].lower()
        q = (m.qual_text or "").strip().lower()
        if q and before.rstrip().endswith(q):  # "最高 47.5GB/s", "at least 20": the qualifier, no ranking
            before = before.rstrip()[:-len(q)]
        cut = list(_RANK_CUT.finditer(before))
        before = before[cut[-1].end():] if cut else before
        if start > lo:  # after another figure, a clause of its own between is that figure's ("59.8,为所有方法中最高,")
            before = re.split(r"[,，;；]|" + L.COMMA, before)[-1]
        cut = _RANK_CUT.search(after)
        win = before + " " + (after[:cut.start()] if cut else after)
        from engine.check.scope import has_key

        col_words = [k for k in c.need[1] if len(k) > 1] if len(c.need) > 1 else []
        row = [o for o in self.cells if o.name.split(".")[:3] == parts[:3]]
        others = _other_columns(c, row)
        said = {}
        sup_at = {}
        for rx, d in _SUPERLATIVE:
            for h in rx.finditer(win):
                # its column's word right before it ("时延最低的模型", "准确率最高的") or after it ("the most parameters",
                # "the lowest-latency model") says what it ranks, a row's head noun after it does not ("the largest
                # model": by some size); fast and slow rank times and rates whatever they qualify
                if _ORDINAL_BEFORE.search(win, 0, h.start()):
                    continue  # "the second-largest source", "第二高": a rank, not an end
                near = win[max(0, h.start() - 8):h.start()] + " " + win[h.end():h.end() + 14]
                own = any(has_key(k, near) for k in col_words)
                if not own and _PRICE_RANK.fullmatch(h.group()):
                    from engine.check.scope import in_money
                    own = in_money(self.registry, parts[0], parts[1], parts[3])  # "the priciest card": by its price
                pre, post = win[max(0, h.start() - 8):h.start()], win[h.end():h.end() + 14]
                if not any(has_key(k, pre) for k in col_words) and any(has_key(k, pre) for k in others):
                    continue  # another column's word right before it names what it ranks
                if not own and any(has_key(k, post) for k in others):
                    continue  # or right after it: "its 100.7 PFlop/s peak, the lowest efficiency in the top five"
                if h.group() in ("most", "least") and not own:
                    if not _MOST_ACCURATE.match(win, h.end()):
                        continue  # "the most compact model": the adjective, not most, says which end
                    own = any(k.startswith("acc") or "准确" in k for k in col_words)  # "the most accurate model"
                if own or d in ("fast", "slow") or not _ROW_HEAD.match(win, h.end()):
                    said.setdefault(d, h.group())
                    sup_at.setdefault(d, win[h.end():h.end() + 24])
        timed = c.unit.dims == units.UNITS["s"].dims
        rate = c.unit.dims[0] == -1 and any(c.unit.dims[1:]) or self._per_second_column(parts)
        ends = {}
        for d, w in said.items():
            if d in ("strong", "weak"):
                if timed:
                    continue
                d = "max" if d == "strong" else "min"
            if d in ("fast", "slow"):
                if not (timed or rate):
                    continue
                d = "max" if (d == "fast") == rate else "min"
            ends.setdefault(d, w)
        if len(ends) != 1:
            return None  # none, or both ends ("the smallest model is the fastest"): not judged
        (d, word), = ends.items()
        if self._ranks_other_column(c, row, b.text[lo:hi].lower(), word):
            return None
        tail = next(iter(sup_at.values()), "") if len(sup_at) == 1 else ""
        if {"max": "stat:peak", "min": "stat:min"}[d] in c.tags:
            return None  # "最高读带宽 47.5GB/s" of a column of peaks: the row's own peak over its run
        # (a total or mean row is no row ranked: "its largest sibling" is no "Total")
        # (and one form of each cell: a scaled column's full figures, or its printed ones; no +30% twin of a 1.3x)
        col = [o for o in self.cells if o.name.split(".")[:2] == parts[:2] and o.name.split(".")[3] == parts[3]
               and not o.is_range and o.unit.dims == c.unit.dims and o.full == c.full and o.written == c.written
               and o.foreign == c.foreign
               and not self._total_row(o)]
        values = [o.lo for o in col]
        if len(col) < 2 or min(values) == max(values):
            return None
        end_cell = (max if d == "max" else min)(col, key=lambda o: o.lo)
        # how many rows it ranks: all of them, N ("of the three", "四款处理器中"), or some it does not count ("of
        # the DDR5 grades", "LAMB 各档里": then only the other end is known wrong)
        sub = self._set_after(tail, col, parts)
        if sub:  # "the smallest 9400 PRO": the rows whose printed names carry the word after it (the cell among them)
            end_sub = (max if d == "max" else min)(sub, key=lambda o: o.lo)
            mine = any(o.name.split(".")[2] == parts[2] for o in sub)
            return (end_sub, word) if not mine or c.lo != end_sub.lo else None
        n = _ranked_count(b.text[lo:hi].lower(), len(col))
        beaten = sum(1 for v in values if (v <= c.lo if d == "max" else v >= c.lo)) - 1
        sentence = b.text[lo:hi].lower()
        if n == len(col) and not _RANKED_ALL.search(sentence):
            # no set named: the rows the sentence names, two or more with the cell's own ("三副本配置下写时延最低,仅比单副本
            # 和五副本低 0.5 毫秒" ranks those three, not a write-only row besides)
            # (a row is named by a word no other row has: "Heron" of Heron-B and Heron-L names neither)
            said = [o for o in col if o.need and any(
                has_key(k, sentence) for k in set(o.need[0]).difference(*(set(x.need[0]) for x in col if x is not o and x.need)))]
            if len(said) >= 2 and any(o.name == c.name for o in said):
                vs = [o.lo for o in said]
                return (end_cell, word) if c.lo != (max(vs) if d == "max" else min(vs)) else None
        if n is None:
            named = self._named_set(b.text[lo:hi].lower(), col, parts)
            if named:  # "Kite 系列中最快", "of the DDR5 grades": the rows whose printed names carry that word
                vs = [o.lo for o in named]
                return (end_cell, word) if c.lo != (max(vs) if d == "max" else min(vs)) else None
            other = min(values) if d == "max" else max(values)
            return (end_cell, word) if c.lo == other and values.count(other) == 1 else None
        return (end_cell, word) if beaten < min(n, len(col)) - 1 else None

    def _named_set(self, sentence: str, col, parts) -> list:
        """The cells of col whose rows' printed names carry the word a superlative's set is named by ("Kite 系列中",
        "of the three DDR5 grades", "among the Kite models"): two or more, the cell's own row among them."""
        g = _SET_NAME.search(sentence)
        if g is None:
            return []
        word = (g.group("en") or g.group("zh")).lower()
        table = self.registry[parts[0]].model.tables[parts[1]] if parts[0] in self.registry else None
        if table is None:
            return []
        rx = re.compile(r"(?<![a-z0-9])" + re.escape(word) + r"(?![a-z0-9])")

        def printed(o) -> str:
            row = table.rows.get(o.name.split(".")[2])
            cells = row if isinstance(row, list) else list((row or {}).values())
            return " ".join(v.lower() for v in cells if isinstance(v, str))
        got = [o for o in col if rx.search(printed(o))]
        return got if len(got) >= 2 and any(o.name.split(".")[2] == parts[2] for o in got) and len(got) < len(col) else []

    @staticmethod
    def _ranks_other_column(c, row, sentence: str, word: str) -> bool:
        """A superlative right after another column's word of the row, and not its own column's: "效率最高的是 1,000
        仓库" ranks efficiency, not the warehouses of 1,000."""
        from engine.check.scope import has_key

        if not word:
            return False
        own = [k for k in c.need[1] if len(k) > 1] if len(c.need) > 1 else []
        others = _other_columns(c, row)
        # (every superlative of the sentence: "效率最高的是 1,000 仓库…,最低的是 140,000 仓库" ranks efficiency twice)
        pres = [sentence[max(0, h.start() - 8):h.start()] for rx, _d in _SUPERLATIVE for h in rx.finditer(sentence)]
        pres = pres or [sentence[max(0, sentence.find(word.lower()) - 8):max(0, sentence.find(word.lower()))]]
        return not any(has_key(k, p) for p in pres for k in own) and any(has_key(k, p) for p in pres for k in others)

    def _key_value(self, parts) -> bool:
        from engine.check.scope import _keyed

        rep = self.registry[parts[0]] if parts[0] in self.registry else None
        return rep is not None and parts[1] in rep.model.tables and _keyed(rep, parts[1])

    def _set_after(self, tail: str, col, parts) -> list:
        """The cells of col whose rows' printed names carry a word written right after a superlative ("the smallest
        9400 PRO", "最快的 MAX 型号"): a word of one or more rows, and not of every row."""
        table = self.registry[parts[0]].model.tables.get(parts[1]) if parts[0] in self.registry else None
        if table is None or not tail:
            return []

        def printed(o) -> str:
            row = table.rows.get(o.name.split(".")[2])
            cells = row if isinstance(row, list) else list((row or {}).values())
            return " ".join(v.lower() for v in cells if isinstance(v, str))
        texts = {o.name: printed(o) for o in col}
        tail = re.split(r"[,，;；。:：()（）、]|" + L.COMMA, tail)[0]  # (its own clause only: not ", 比 IPsec …")
        for w in re.findall(r"[a-z][\w.+-]*|[\u4e00-\u9fff]{2,}", tail.strip().lower())[:3]:
            if w in _SET_AFTER_STOP or len(w) < 2:
                break  # the name ends at a function word ("the fastest network with a …": not "a" of NasNet-A)
            rx = re.compile(r"(?<![a-z0-9])" + re.escape(w) + r"(?![a-z0-9])")
            got = [o for o in col if rx.search(texts[o.name])]
            if 1 <= len(got) < len(col):  # (one row: "the smallest 5300 MAX" is the only MAX)
                return got
        return []

    def _total_row(self, o) -> bool:
        from engine.check.derive import _TOTAL_ROW

        rid, tname, rkey, _col = o.name.split(".")
        table = self.registry[rid].model.tables.get(tname) if rid in self.registry else None
        row = table.rows.get(rkey) if table is not None else None
        cells = row if isinstance(row, list) else list((row or {}).values())
        return bool(_TOTAL_ROW.search(" ".join([rkey.lower()] + [v.lower() for v in cells if isinstance(v, str)])))

    def _per_second_column(self, parts) -> bool:
        """A plain column of a rate by its label ("FPS (frames per second)", "每秒请求数")."""
        from engine.check.scope import _PER_SECOND

        rep = self.registry[parts[0]] if parts[0] in self.registry else None
        table = rep.model.tables.get(parts[1]) if rep is not None else None
        col = table.columns.get(parts[3]) if table is not None else None
        return col is not None and bool(_PER_SECOND.search(f"{parts[3]} {all_text(col.label) if col.label else ''}"))

    def _own_noun(self, b, m, bd):
        """"共 12 层、12 个注意力头" when a row has 12 layers and 12 heads: a count binds first to the equal quantity
        that its own counter or noun names ("层" names a layers column), not to the one whose words are nearer."""
        c = bd.cand
        if bd.status != "verified" or c is None or not bd.alts or not m.unit_text or not _is_count(m, c):
            return bd
        from engine.check import bind as B
        from engine.check.scope import has_key

        after = b.text[m.end:m.end + 8]
        cut = _CUT.search(after)
        said = (m.unit_text + (after[:cut.start()] if cut else after)).lower()  # "16 个分片": the noun after 个

        def names(o) -> bool:
            return any(has_key(k, said) for k in self._nouns(o) if not _FUNCTION_ZH.search(k))
        if names(c):
            return bd
        alt = next((o for o in bd.alts if _is_count(m, o) and names(o)), None)
        if alt is None:
            return bd
        return B.Binding("verified", alt, score=bd.score, alts=tuple(o for o in (c, *bd.alts) if o is not alt),
                         runners=bd.runners)

    def _noun_column(self, b, m, bd):
        """"The p24 plan gets 4 vCPUs" when 4 is the row's memory in GiB: a bare number with a noun after it that is
        no word of its cell's column but is the label of another column of that row (vCPUs) is that column's figure:
        judged at its cell there. (A cell with a unit is never written with a noun in its place.)"""
        c = bd.cand
        if bd.status != "verified" or c is None or c.kind != "evidence" or len(c.refs) != 1 \
                or c.refs[0].count(".") != 3 or m.unit is not None or m.scale != 1.0 or m.group or m.arith is not None \
                or c.unit.symbol in ("", "%"):
            return bd
        from engine.check import bind as B
        from engine.check.lexicon import label_has, noun_said

        noun = noun_said(b.text, m.end)
        if not noun or not noun.isascii() or not noun.isalpha() or len(noun) < 3:
            return bd
        rid, tname, rkey, cname = c.refs[0].split(".")
        table = self.registry[rid].model.tables.get(tname) if rid in self.registry else None
        own = table.columns.get(cname) if table is not None else None
        if own is None or label_has(f"{cname} {all_text(own.label) if own.label else ''}", noun):
            return bd
        row = table.rows.get(rkey)
        cells = dict(zip(table.columns, row)) if isinstance(row, list) else row or {}
        hits = [k for k, col in table.columns.items() if k != cname and col.unit is not None
                and label_has(f"{k} {all_text(col.label) if col.label else ''}", noun)]
        if len(hits) != 1 or not isinstance(cells.get(hits[0]), (int, float)) or isinstance(cells.get(hits[0]), bool):
            return bd
        want = self._cell_cand(f"{rid}.{tname}.{rkey}.{hits[0]}")  # (columns.py)
        if want is None:
            return bd
        return B.Binding("verified", want, score=bd.score) if B.holds(m, want, self.config.approx_tolerance) \
            else B.Binding("value-mismatch", want, alts=bd.alts)

    def _table_row(self, c, ents):
        """The table and the row of c, a cell, when the clause names an entity per; (None, None) otherwise."""
        if not ents or c.kind != "evidence" or len(c.refs) != 1 or c.refs[0].count(".") != 3:
            return None, None
        rid, tname, rkey, _ = c.refs[0].split(".")
        table = self.registry[rid].model.tables.get(tname) if rid in self.registry else None
        return table, table.rows.get(rkey) if table is not None else None

    def _column_of_one(self, c) -> bool:
        """c is a cell of a column measured on one of something: "1 台 MDS 速率", "Rate with 1 MDS", "Single-node"."""
        if c.kind != "evidence" or len(c.refs) != 1 or c.refs[0].count(".") != 3:
            return False
        rid, tname, _r, cname = c.refs[0].split(".")
        table = self.registry[rid].model.tables.get(tname) if rid in self.registry else None
        col = table.columns.get(cname) if table is not None else None
        return col is not None and bool(col.label) and _ONE_OF.search(all_text(col.label)) is not None

    def _rows_each_one(self, c, ents) -> bool:
        """"With 48 GB per card" of a card table's memory: the rows of c's table are each one of the entity the clause
        names per (the caption or the row's name names it, and no column counts it: a row of a "GPUs" column is a
        group of cards, whose throughput is no card's)."""
        table, row = self._table_row(c, ents)
        if row is None:
            return False
        # (things a table lists one per row: nodes, clients, cards, drives; never lanes or cores, whose words, 链路 or
        # 核, a caption uses for the whole: "PCI Express 各版本链路性能")
        rxs = [_ENTITY[e.split(":", 1)[1]] for e in ents if e.split(":", 1)[1] in ("node", "client", "gpu", "disk")]
        cells = list(row.values()) if isinstance(row, dict) else list(row)
        names = " ".join([all_text(table.caption) if table.caption else ""] + [v for v in cells if isinstance(v, str)])
        if not any(rx.search(names.lower()) for rx in rxs):
            return False
        for key, col in table.columns.items():
            if col.unit is None or col.unit and not units.is_counted(units.parse(col.unit)):
                continue  # (a bandwidth "card-to-card" counts no cards)
            label = all_text(col.label) if col.label else ""
            if not col.unit and _LABEL_UNIT.search(label):
                continue  # "整卡功耗(W)": a plain column of watts counts no cards
            words = f"{key} {col.unit} {label}".lower().replace("_", " ")
            if any(rx.search(words) for rx in rxs):
                return False
        return True

    def _row_count(self, c, ents):
        """How many of the entity the clause names ("on a single thread", "单卡") c's row ran on: its cell in a column
        of that entity (Threads, GPUs, 节点数), or None."""
        table, row = self._table_row(c, ents)
        if row is None:
            return None
        cname = c.refs[0].split(".")[3]
        cells = dict(zip(table.columns, row)) if isinstance(row, list) else row
        for key, v in cells.items():
            col = table.columns.get(key)
            if key == cname or col is None or col.unit is None or isinstance(v, (str, bool)) or v is None:
                continue
            words = f"{key} {all_text(col.label) if col.label else ''}".lower().replace("_", " ")
            if any(_ENTITY[e.split(":", 1)[1]].search(words) for e in ents if e.split(":", 1)[1] in _ENTITY):
                return v
        return None

    def _row_setting(self, m, c, after: str = "") -> bool:
        """The figure is its cell's row's setting, written as the row's printed name writes it: the number and the
        word right after it ("1MB" of "1MB 顺序写", "32 节点" of "32 节点作业", "8-SSD" of "8-SSD RAID 5"; "1,200 km"
        of "1200km", the word after the figure when its unit is none the engine reads)."""
        if c.kind != "evidence" or len(c.refs) != 1 or c.refs[0].count(".") != 3:
            return False
        written = (m.text or m.core or "").lower()
        num = re.search(r"\d[\d,]*(?:\.\d+)?", written)
        tail = written[num.end():].strip(" \u00a0-") if num else ""
        if num and not tail and m.unit is None:
            tail = re.match(r"[ \u00a0-]?([a-z]{1,4}(?![a-z])|[\u4e00-\u9fff]{1,2})", after.lower())
            tail = tail.group(1) if tail else ""
        if not tail:
            return False
        rid, table, row, _col = c.refs[0].split(".")
        pat = re.compile(r"(?<![\d.])" + re.escape(num.group().replace(",", "")) + r"[ \u00a0-]?" + re.escape(tail[:2]))
        # (a count of the row's own things, its name in another language: "32 节点" of "32-node job")
        lead = re.compile(r"[ \u00a0]*" + re.escape(num.group()) + r"(?![\d.,])") \
            if m.unit is not None and units.is_counted(m.unit) and abs(c.lo - m.value) < 1e-9 else None
        return any(pat.search(re.sub(r"(?<=\d),(?=\d{3})", "", n)) or lead is not None and lead.match(n)
                   for n in self._printed_rows(rid, table).get(row, ()))

    def _agree(self, b, m, bd, mentions):
        """The clause of a verified number must agree with its quantity (statistic, scope, read/write, the
        noun of a count); a clause that names another quantity of the same kind rebinds the number to it, or
        makes it a mismatch that names both."""
        from engine.check import bind as B

        c = bd.cand
        if bd.status == "verified" and c is not None and c.kind == "derivation" and c.tags and m.arith is None:
            win = window(b, m, mentions)
            why = conflict(tags(win), c.tags)  # "writing at 963 MB/s combined" for the sum of two read rates
            return B.Binding("agree-mismatch", None, c, alts=(word_of(why, win),)) if why else bd
        if bd.status != "verified" or c is None or c.kind == "derivation" or c.written or c.anchor \
                or m.arith is not None or (c.kind == "label" and (c.unit.symbol or c.op in ("fleet", "model", "qd", "fraction",
                                                                                           "condition", "span"))):
            return bd  # ... or a label with a unit ("4KB 随机读"): it names the workload, its clause's P99 is another number's
        # (a percentile's name is no neighbouring figure: "99.95 分位读时延为 215 微秒" keeps its statistic)
        win = window(b, m, [x for x in mentions if not x.data.get("ordinal")])
        frame = _FRAME.match(b.text, b.sentence_span(b.sentence_of(m.num_start))[0]) \
            or _STAT_FRAME.match(b.text, b.sentence_span(b.sentence_of(m.num_start))[0])
        if frame is not None and frame.end() <= m.start and not (m.unit is not None and m.unit.symbol == "x"):
            # (a multiple is the same per node and in total: "Per node, A's throughput is 7 times B's")
            win = frame.group(1).lower() + " " + win  # "Per node, HelixFS writes at …", "按节点计,…": the sentence's frame
        tol = self.config.approx_tolerance
        counting = _is_count(m, c) and not B._money(m, b.text[max(0, m.start - 30):m.end + 30].lower())
        # ("The 64-core Nimbus 7760 lists at $9,480": an amount of money counts no cores)
        if counting and m.unit_text:
            # the noun is part of the number as written: "400 个存储节点"; before a post-positive "each" it is what
            # "each" is not of ("nodes with 4 GPUs each" is 4 GPUs per node, never per GPU)
            win = m.unit_text.lower() + " " + win if _each_after(b.text, m) else win + " " + m.unit_text.lower()
        wt = self._extremum_of_column(c, tags(win), win)
        if counting and not _kind(c.tags, "stat:") and not _stat_before(b, m):
            wt = wt - _kind(wt, "stat:")  # "16 个客户端的平均读吞吐": 平均 is the throughput's, not the count's
        if not _kind(c.tags, "stat:") and _stat_of_next(b, m, mentions):
            wt = wt - _kind(wt, "stat:")  # "在 7B 模型上的平均首 token 时延为 72 毫秒": 平均 is 72's
        if counting and units.is_counted(c.unit) and not _kind(tags(" ".join(c.need[1] if len(c.need) > 1 else ())), "side:"):
            # "reads from the 8-SSD RAID 5 array": the reads are the array's; a count of drives is no read or write
            # figure, whatever its table's caption says, unless its own column says so ("读节点数")
            wt = wt - _kind(wt, "side:")
        if counting and not _kind(c.tags, "scope:") and not _stat_before(b, m, _SCOPE["per"]):
            wt = wt - {"scope:per"} - _kind(wt, "ent:")  # "32 个节点时每节点平均吞吐": 每节点 is the throughput's
        if "scope:total" in wt and "scope:per" in c.tags and L.MEMBERS_BEFORE.search(b.text, max(0, m.start - 8), m.start):
            wt = wt - {"scope:total"}  # "两个 25Gbps 端口合计带宽", "two 25 Gbps ports combined": each member's figure
        for period in ("perday", "perweek", "permonth", "peryear"):
            if counting and "scope:" + period in wt and not re.search(
                    _SCOPE[period], b.text[b.sentence_span(b.sentence_of(m.num_start))[0]:m.start].lower()):
                wt = wt - {"scope:" + period}  # "8 个机柜每年可省电 …": 每年 after the count is the saving's
        if counting and not _kind(c.tags, "scope:") and units.is_counted(c.unit) and not _stat_before(b, m, _SCOPE["perstep"]):
            wt = wt - {"scope:perstep"}  # "8 卡下 … 把单步耗时从 842 毫秒缩短到": 单步 is the time's, not the card count's
        single = _SINGLE.search(win) if "scope:per" in wt else None
        count = self._row_count(c, _kind(wt, "ent:")) if single else None
        if "scope:per" in wt and self._column_of_one(c):
            count = 1  # "单台 MDS(8.64 万次)", "the single-server rate": a column measured on one of them
        if count == 1:
            wt = wt - {"scope:per"} - _kind(wt, "ent:")  # "fillseq writes 1.15M ops/sec on a single thread": its row's 1 thread
        if "scope:each" in wt and (not _each_is_mine(b, m) or _kind(c.tags, "stat:")):
            wt = wt - {"scope:each"}  # "10,000 步训练的单次保存时间": 单次 is the save's, written after the steps;
            # a mean or percentile over events is one event's ("每次快照创建平均耗时 0.9 毫秒")
        # (a twin in another prefix, 38.7 MW of 38,700 kW, is ranked as its plain cell among the plain cells)
        plain = next((o for o in self.cells if o.name == c.name), c) if c.foreign else c
        ext = self._not_the_extreme(b, m, plain, wt)
        if ext is not None:
            return B.Binding("agree-mismatch", ext[0], c, alts=(word_of(ext[1], win) if m.qualifier != "upto" else
                                                                 (m.qual_text or "").strip(),))
        ext = self._opposite_extreme(b, m, plain, mentions)
        if ext is not None:
            return B.Binding("agree-mismatch", ext[0], c, alts=(ext[1],))
        if not wt and not counting:
            return bd  # most clauses carry no statistic, scope or read/write word: no scan of the rivals
        if self._row_setting(m, c, b.text[m.end:m.end + 6]):
            return bd  # "1MB 顺序写平均 58.6GB/s", "32 节点作业": the row's setting as its name prints it; the clause's
            # statistic, scope and side are the measurement's (an extreme it is said to be is judged above)
        rivals = [o for o in self._same_kind(c) if o is not c and not o.same_value(c)
                  and (counting or o.tags)]
        named, word, said_o = [], "", set()
        hits_c = {k for k in c.keys if k in win}

        def names_mine(o) -> bool:  # the clause names the bound quantity by a word the rival lacks
            return bool(hits_c - set(o.keys))
        # the noun of a count: a table cell is named by its column's words (a caption's words are every
        # cell's), and the counter written with the number ("18 层", "72 layers") names it too
        said = win + " " + b.text[m.start:m.end].lower()
        from engine.check.scope import has_key
        noun_c = {k for k in self._nouns(c) if has_key(k, said)}
        why = conflict(wt, c.tags) if wt else ""
        if why:
            named = [o for o in rivals if why in o.tags and not conflict(wt, o.tags)]
            word = why
        elif wt:
            for o in rivals:
                t = claims_more(wt, c.tags, o.tags)
                total = not t and "scope:total" in wt and not _kind(c.tags, "scope:") \
                    and bool(({"of:" + c.name} | {"of:" + r for r in c.refs if c.kind == "evidence"}) & o.tags)
                if total:  # "保存总耗时 178s": the total of the per-save time is another claim, with its words
                    t = "scope:total"
                if t and not conflict(wt, o.tags) and (total or not names_mine(o)):
                    named.append(o)
                    word = word or t
        if not why and not named and counting:
            best = 0
            for o in rivals:
                if o.refs and stated_unit(self.registry, o.refs[0]):
                    continue  # an amount in EFlop/s or kW counts nothing ("all 500 systems" is no 2.23 EFlop/s)
                if not _is_count(m, o) or _column(o) and _column(o) == _column(c) and not c.keyed:
                    continue  # two rows of one column count the same noun ("从 8 个节点扩展到 32 个节点"), unless
                    # the rows name what they count (a key→value table: "层数 | 32", "KV 头数 | 8")
                ok = self._nouns(o)
                # a word, not "old" in "holds"; and a word of the noun, not the system's name ("s9" of storage_nodes.s9);
                # a noun, not the 每个 of a note's "每个线程每秒处理的请求数"
                only_o = {k for k in ok if has_key(k, win) and not _FUNCTION_ZH.search(k)} - self._nouns(c) \
                    - self._system_words()
                if not units.is_counted(c.unit) and not units.is_counted(m.unit):
                    # a plain figure (498,000 tpmC), not a count of things: a word of its own (its caption's
                    # 平均, database servers) does not name the rival
                    only_o -= set(c.keys) | self._caption_words(c)
                only_o = {k for k in only_o if not _straddles(k, win, set(c.keys) | noun_c)}
                # "1,200 drives" of a "Drive count" column: the plural of its own noun (or unit) is not the rival's
                own = {_singular(k) for k in self._nouns(c)} | {_singular(c.unit.symbol.lower())}
                only_o = {k for k in only_o if _singular(k) not in own}
                # (a word right before a name of its own row is that name's: "初代 Tomahawk 只有 128 条")
                only_o = {k for k in only_o if not _before_row_name(k, win, c)}
                # (a noun counted by a number in words is that count's: "9,800 with the same three replicas")
                only_o = {k for k in only_o if not _counted_in_words(k, win)}
                mine = noun_c - ok
                if only_o and (not mine or c.keyed and len(_distinct(only_o, win, noun_c)) > len(_distinct(mine, win))):
                    # (a key→value row is named by its parameter's words: the clause names the rival's row more)
                    if len(only_o) > best:
                        named, best, said_o = [o], len(only_o), only_o
                        word = spans_of(only_o, win) or sorted(only_o)[0]
                    elif len(only_o) == best:
                        named.append(o)
        if not why and not named:
            word = unstated(wt, c.tags, self._same_kind(c))
            if not word or word == "scope:per" and self._rows_each_one(c, _kind(wt, "ent:")):
                return bd
            if word == "scope:per" and c.unit.dims == units.UNITS["s"].dims and m.unit is not None \
                    and not _kind(wt, "ent:") - {"ent:node"}:
                return bd  # "每台从上电到开始录制只要 48 秒": a time of one box is the box's, with no total to tell apart
        # a twin (the same value, of the same kind) that the clause's words fit is the one meant: "FP16 Tensor Core
        # … 312 teraFLOPS dense" when 312 is both that cell and a TF32 cell whose label lacks "tensor"
        twin = [o for o in self._same_kind(c) if o is not c and o.same_value(c) and B.holds(m, o, tol)
                and noun_c <= self._nouns(o)  # it keeps every word the clause names the bound one by
                and (why in o.tags and not conflict(wt, o.tags) if why else
                     bool(said_o) and said_o <= self._nouns(o) if not wt else False)]
        if twin:
            return B.Binding("verified", sorted(twin, key=lambda x: (B.distance(m, x), B._pref(x)))[0], score=bd.score)
        if named:
            # (a bound holds for anything on its side: "read in under 8 seconds" is no 2.6 ms read latency)
            holding = [o for o in named if B.holds(m, o, tol)
                       and (m.qualifier not in B.INEQ or o.kind != "evidence" or B.plausible(m, o))]
            if holding:
                o = sorted(holding, key=lambda x: (B.distance(m, x), B._pref(x)))[0]
                return B.Binding("verified", o, score=bd.score)
            o = sorted(named, key=lambda x: (-B.score(x, win), B.distance(m, x), B._pref(x)))[0]
        else:
            o = None
        return B.Binding("agree-mismatch", o, c, alts=(word_of(word, win) if ":" in word else word,))


_COUNT_WORD = r"(?:(?<![a-z])(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)[ \u00a0]+(?:[a-z-]+[ \u00a0]+)?|[一两二三四五六七八九十][个台块张名位颗节路条套座]?)"


def _counted_in_words(word: str, win: str) -> bool:
    """word is the noun of a count written in words ("three replicas", "三副本", "三个副本")."""
    return re.search(_COUNT_WORD + re.escape(word), win) is not None


def _before_row_name(word: str, win: str, c) -> bool:
    """word is written right before a word that names c's row ("初代 Tomahawk", "the original Tomahawk")."""
    if c.keyed:
        return False  # (a key→value row is named by its parameter's words: "KV heads" is no head_dim)
    rows = [k for k in (c.need[0] if c.need else ()) if len(k) > 2]
    return bool(rows) and re.search(re.escape(word) + r"[ \u00a0]{0,2}(?:" + "|".join(map(re.escape, rows)) + r")",
                                    win) is not None


_HAN2 = re.compile(r"[\u4e00-\u9fff]{2}")
# a scope set at a sentence's start, before a comma: "Per node, …", "On each node, …", "Across the cluster, …", "按节点计,…"
_FRAME = re.compile(r"[ \u00a0]*((?:per|on each|for each|on every|across (?:the|all|its)|in total|in aggregate|overall|按|每|单|整个|全)"
                    r"[^,，;；。.\d]{0,24})[,，]", re.I)


# a statistic set at a sentence's start, before a comma: "At the 99.99th percentile, …", "At P99.9, …", "在 P99 上,…"
_STAT_FRAME = re.compile(r"[ \u00a0]*((?:at|in|for)[ \u00a0]+(?:the[ \u00a0]+)?(?:p\d{2}(?:\.\d+)?|\d{2}(?:\.\d+)?(?:th|st|nd|rd)"
                         r"[ \u00a0]+percentile)[^,，;；。]{0,16}|在[ \u00a0]*(?:p\d{2}(?:\.\d+)?|\d{2}(?:\.\d+)?[ \u00a0]*百?分位)"
                         r"[^,，;；。\d]{0,6})[,，]", re.I)


_ONE_OF = re.compile(r"(?<![\d.,])1[ \u00a0]*[台个张块颗节名路]?[ \u00a0]*(?=[A-Za-z\u4e00-\u9fff])(?![个张块颗]?(?:[KMGT]i?B|[kKMGT]bps|[KMGT]\b|月|年|天|小时|分钟|秒))"
                     r"|(?<![a-z])(?:single|one)[ \u00a0-]+(?=[a-z])|单(?=[台个张块颗节])", re.I)


def _singular(w: str) -> str:
    """An English noun without its plural ending: drives -> drive, batteries -> battery (not "class", "bus")."""
    if not w.isascii() or len(w) < 4 or w.endswith(("ss", "us", "is")):
        return w
    if w.endswith("ies"):
        return w[:-3] + "y"
    return w[:-1] if w.endswith("s") else w


def _straddles(k: str, win: str, own: set) -> bool:
    """A two-character word of a note that is written only across the end of the bound quantity's own word ("小下" in
    "2K 批大小下" of 批大小): no word the clause writes."""
    if not _HAN2.fullmatch(k):
        return False
    at = [i for i in range(len(win)) if win.startswith(k, i)]
    return bool(at) and all(i > 0 and win[i - 1:i + 1] in own for i in at)
