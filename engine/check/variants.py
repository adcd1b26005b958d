"""A number bound to one variant of a quantity while its clause names another variant: "NFS 单次保存需要
62 秒" when 62 s is the S7 (product) variant and NFS the baseline; "Llama-3-8B 加载需要 41 秒" when 41 s is
the Llama-3-70B row of the table.

The variants of a quantity are
- the variants of one report metric (R1.ckpt_save_time.baseline / .fx100), named by the variant key as a
  whole word (fx100, FX100, s7), and for the report's baseline variant also by the report's
  setup.baseline text and the baseline words (基线, 原有, 原来, baseline, previous, old, …);
- the rows of one table column, named by the row's text cells (Llama-3-70B) or its key;
- the columns of one table row that have the same unit, named by the column key or its label.
A number binds to variant V directly (an evidence value) or through a claim whose evidence provenance
is that one value. When its clause names another variant V' and not V, and the number does not hold
for V', it is a value-mismatch. Changes and ranges (both ends are written) are left to pairs.py.
"""
from __future__ import annotations

import os
import re
from dataclasses import replace

from engine import units
from engine.check import bind as B, lexicon
from engine.check.agree import window as agree_window
from engine.check.extract import Mention
from engine.check.foreign import (compound_stated, currencies_in, foreign_unit_of_label, foreign_unit_written,
                                  stated_text, stated_unit)
from engine.check.markdown import Block
from engine.check.rounding import lower_is_better
from engine.check.scope import PROPER_ZH, SYNONYMS, Candidate, has_key, lettered_names
from engine.models.common import all_text

BASE_KEYS = {"base", "baseline", "before", "old", "orig", "original", "prev", "previous", "ref", "reference"}
# 旧 / 老 only before the thing replaced: "旧版" is an old version of a report or firmware, not the baseline
BASE_WORDS = ("基线", "原有", "原来", "原先", "原本", "改造前", "升级前", "旧存储", "旧系统", "旧平台", "旧方案", "旧集群",
              "旧设备", "旧硬件", "旧架构", "老存储", "老系统", "老平台", "老方案", "老集群", "传统", "之前", "以前",
              "此前", "过去", "baseline", "previous", "old", "existing", "legacy", "prior", "former", "before",
              "earlier", "traditional")
# the product (the one variant that is not the baseline, of two) in everyday words: "新存储单次保存需要 178s"
PRODUCT_WORDS = ("新存储", "新系统", "新方案", "新平台", "新集群", "新架构", "新硬件", "升级后", "改造后", "换用后", "换成后",
                 "new storage", "new system", "upgraded", "after the upgrade", "after switching", "after moving")
# "换用 FX100 之前", "before switching to FX100": a time before the product names the baseline, not the product
_BEFORE_PRODUCT = re.compile(r"(?:换用|换成|改用|升级到|升级为|迁移到|切换到|用上|上线|部署)\s*[^\s,,。;;]{1,24}?\s*(?:之前|以前)"
                             r"|\bbefore\s+(?:(?:switching|moving|migrating|upgrading|changing)\s+to\s+)?(?:the\s+)?[\w.+-]+")


def _switch(text: str) -> str:
    # ("队列深度 32", "queue depth 32", "iodepth 32" name a column keyed or labelled QD32 as "QD32" does)
    return _QD_SPELLED.sub(lambda x: f"{x.group()} qd{x.group(1)} ", _BEFORE_PRODUCT.sub(" 原有 ", text))


_QD_SPELLED = re.compile(r"(?:队列深度|queue depth|io ?depth)[ \u00a0=]*(\d{1,4})(?![\d.])", re.I)
_VERSUS = re.compile(r"(?:对比|相比|比较|vs\.?|versus|compared (?:to|with)|against)\s*([A-Za-z][\w.+-]*)", re.IGNORECASE)
_CLAUSE = re.compile(r"(?:[,;;。!?!?::()()]|" + lexicon.COMMA + r")|\band\b|\bwhile\b|\bbut\b|而|但")  # a parenthesis is its own clause


_UP = re.compile(r"提升|提高|增加|增长|上升|增幅|升高|(?<![a-z])(?<!adds )(?<!add )(?<!added )(?:up(?!\s+to(?![a-z]))|increase[sd]?|rose|risen|rises|grew|grow[ns]?|gain(?:ed|s)?"
                 r"|longer|(?:higher|greater|larger)(?!\s+than)|rais(?:es|ed|e)|lift(?:s|ed)?|boost(?:s|ed)?)"
                 r"(?![a-z])", re.IGNORECASE)
_FAST = re.compile(r"提速|加速|加快|快(?![照递捷闪])了?|更快")  # "提速 89%" is a speed that rose by 89%: (ratio − 1), like 提升
_UP_AFTER = re.compile(r"^\s*(?:higher|more|greater|larger|faster|increase|gain)(?![a-z])", re.IGNORECASE)
_TO_RATIO = re.compile(r"(?:到|至|为|成|的|(?<![a-z])(?:to|of)(?![a-z]))\s*$", re.IGNORECASE)
_DOWN = re.compile(r"降低|缩短|减少|下降|降至|降到|减小|缩减|(?<![a-z])(?:fell|fall(?:s|en)?|cut(?:s|ting)?|drop(?:s|ped)?|"
                   r"decrease[sd]?|reduc\w*|lower(?:s|ed)?|shorter|shrank|shrinks?|smaller(?!\s+than)|slash(?:es|ed)?"
                   r"|trim(?:s|med)?)(?![a-z])", re.IGNORECASE)
# comparisons of two results ("比 GPT 高 2.5 分", "3.6 points above GPT"): the reference after the marker, and
# whether the other one is larger or smaller
_REFERENCE = re.compile(r"(?:比|相比|较|领先于?|落后于?|优于|低于|高于|(?<![a-z])(?:than|over|above|below|ahead of|behind"
                        r"|against|versus|vs\.?|outperform\w*|beat(?:s|ing)?|trail(?:s|ed|ing)?|surpass\w*"
                        r"|compared (?:with|to)|relative to|short of|shy of|lag(?:s|ged|ging)?(?: behind)?)(?![a-z]))"
                        r"\s*(?P<ref>[^,,;;。]{1,40})", re.IGNORECASE)
# 大 / 小 compare sizes only right before the number ("比 BERT-base 小 40%"; not 大约, 小时, 大小)
_BIGGER = re.compile(r"高(?![频配端档])|多|超出|(?<![昂珍宝])贵|更大|(?<![最较])大(?=\s*\d)|(?<![a-z])(?:above|more|higher|larger|bigger)(?![a-z])",
                     re.IGNORECASE)
_SMALLER = re.compile(r"低(?![频配端档])|少|便宜|更小|(?<![大最较])小(?=[\s约]*\d)|(?<![a-z])(?:below|less|lower|fewer|smaller|short of|shy of)"
                      r"(?![a-z])", re.IGNORECASE)
# Words of merit, not of size: better is larger for a score or a throughput, smaller for an error rate, a loss or a
# latency (rounding.lower_is_better decides from the quantity's words).
_BETTER = re.compile(r"领先|优于|好于|胜过|超越|(?<![a-z])(?:ahead|better|beat\w*|outperform\w*|surpass\w*|lead\w*"
                     r"|improv\w*)(?![a-z])", re.IGNORECASE)
_WORSE = re.compile(r"落后|不如|差于|逊于|(?<![a-z])(?:behind|worse|trail\w*|underperform\w*|lag(?:s|ged|ging)?)(?![a-z])",
                    re.IGNORECASE)
_FRONT_REFERENCE = re.compile(r"(?:(?:与|和|跟|同)(?P<ref>[^,,;;。]{1,40}?)(?:相比|比较|对比)"
                              r"|(?:比起|相比于?|相较于?|较之)\s*(?P<ref3>[^,,;;。]{1,40}?)(?:而言|来说)?"
                              r"|(?:against|compared (?:with|to)|relative to|versus|vs\.?)\s+(?P<ref2>[^,,;;。]{1,40}))$",
                              re.IGNORECASE)
# speed comparisons (_speed_subject): which one the words say is the faster, and the reference after than / as … as
_FAST_WORDS = re.compile(r"(?<![a-z])(?:faster|quicker|(?:as|so) (?:fast|quick)(?:ly)? as|speed-?ups?|sped up|speeds? up)"
                         r"(?![a-z])|更快|快(?![照递捷闪])", re.IGNORECASE)
_SLOW_WORDS = re.compile(r"(?<![a-z])(?:slower|(?:as|so) slow(?:ly)? as|slow-?downs?|slows? down)(?![a-z])|更慢|慢",
                         re.IGNORECASE)
_LONG_WORDS = re.compile(r"(?<![a-z])(?:longer|as long)(?![a-z])|更久|更长", re.IGNORECASE)
_SPEED_REF = re.compile(r"(?:(?<![a-z])(?:than|over|versus|vs\.?|compared (?:with|to)|relative to"
                        r"|as (?:fast|quick|slow|long)(?:ly)?(?:\s+[a-z][\w-]*){0,3}?\s+as)(?![a-z])"
                        r"|比|相比于?|相较于?)\s*(?P<ref>[^,,;;。]{1,40})", re.IGNORECASE)
_TIME_WORDS = {"time", "latency", "duration", "days", "hours", "seconds", "耗时", "时延", "时间", "时长", "用时"}
_RATE_WORDS = {"throughput", "fps", "iops", "qps", "tps", "bandwidth", "speed", "吞吐", "带宽", "速度", "帧"}
_SPEED = re.compile(r"速度|加速|提速|快|吞吐|(?<![a-z])(?:speed\w*|faster|fast|quick(?:er|ly)?|throughput)(?![a-z])",
                    re.IGNORECASE)
# the comparison partner of a ratio: after these words before the number, or after `than` after it
_COMPARED = re.compile(r"相比于?|相较于?|对比|比起|较之?|(?<![一无对好])比(?!例|率|重|较|如)|(?<=是)"
                       r"|(?<![a-z])(?:compared (?:with|to)|versus|vs\.?|relative to|against|from)(?![a-z])")
# a claim computed as one value over another, as the engine writes its derivation: "= 1,850 µs ÷ 210 µs · N1 表 3"
_PLAIN_QUOTIENT = re.compile(r"=\s*[^÷×+()\-−]+÷[^÷×+()\-−]+(?:·|$)")
_OTHER_WAY = lexicon.OTHER_WAY
# a percent written as a share of another value: "仅为原有阵列的 88.6%", "88.6% of the existing array's"
# a claim that is a relative change: (a − b) ÷ a, (a − b) ÷ b, a ÷ b − 1
_CHANGE_EXPR = re.compile(r"^\s*\(\s*([\w.]+)\s*-\s*([\w.]+)\s*\)\s*/\s*(\1|\2)\s*$|^\s*[\w.]+\s*/\s*[\w.]+\s*-\s*1\s*$")
_SHARE_ZH = re.compile(r"(?:是|为|只有|只占|占|相当于)[^,,;;。]{0,30}的\s*$")
_CHANGE_ZH = re.compile(r"(?:降低|减少|下降|缩短|节省|提升|提高|增加|增长)了")
_SHARE_EN = re.compile(r"\s+of\s+(?:the|that|those|its|their|[A-Z])")
_CHANGE_EN = re.compile(r"(?<![a-z])(?:by|cut\w*|reduc\w*|sav\w*|shav\w*|trim\w*|eliminat\w*|remov\w*)\s*$|(?<![a-z])(?:cut|cuts"
                        r"|reduces|reduced|saves|saved|removes|removed|eliminates|eliminated)(?![a-z])")
_EXPLICIT = re.compile(r"相比于?|相较于?|对比|比起|compared (?:with|to)|versus|vs\.?|relative to|against")
_WITH = re.compile(r"(?:与|和|跟|同)(?=[^,,;;。]{1,30}?(?:相比|相较|比较|对比)[,,]?\s*$)")
_TIMES_THE = re.compile(r"\s*(?:times|x|×|-fold)?\s+(?:that of|those of|the|its own|their own|its|their)(?![a-z])")  # "5.1 times the NAS's peak"
_THAN = re.compile(r"(?<![a-z])(?:than|versus|vs\.?|over|relative to|compared (?:with|to)|as (?:long|much|fast|high|large"
                   r"|slow|big) as)(?![a-z])")
_PARTNER_END = re.compile(r"(?:[,;;。!?!?::()()]|" + lexicon.COMMA + r")|相比|相较|比较|对比|时|的?\s*(?:快|慢|高|低|多|少|提升|提高|增加|缩短|减少|降低)"
                          r"|(?<![a-z])(?:to|and|while|but)(?![a-z])")
_IS = re.compile(r"是|为|(?<![a-z])(?:is|are|was|were)(?![a-z])", re.IGNORECASE)
# "9.5% below Bare metal's", "高于裸金属 80%": a percent above or below the object is relative to the object
_ABOVE_BELOW = re.compile(r"(?<![a-z])(?:above|below)(?![a-z])|高于|低于|多于|少于", re.IGNORECASE)
_COMPARE_MARK = re.compile(r"(?<![一无对好])比(?!例|率|重|较|如)|(?<![a-z])than(?![a-z])", re.IGNORECASE)
_LATIN_TOKEN = re.compile(r"(?<![A-Za-z0-9])[A-Za-z][A-Za-z0-9]+")
# (QD32 is a queue depth, a setting read as a figure: no product)
_PRODUCT_ID = re.compile(r"(?<![A-Za-z0-9.-])(?!QD\d+(?![A-Za-z0-9-]))[A-Z][A-Za-z]*\d[A-Za-z0-9]*(?![A-Za-z0-9-])")
# a model id before the part it names ("MI308X GPUs", "CX7 网卡", "E3.S 盘") is a component, not the product measured
_PART_AFTER = (r"\s*(?:GPUs?|CPUs?|NICs?|SSDs?|HDDs?|drives?|disks?|cards?|nodes?|servers?|switch(?:es)?|卡|网卡|盘|硬盘"
               r"|节点|服务器|交换机|处理器|芯片)")
_PERCENTILE = re.compile(r"[Pp]\d+(?:\.\d+)?")
# a row printed as a brand and a model number ("Nimbus 7320P", "EPYC 9654"), and such a name in a text
_MODEL_NAME = re.compile(r"([A-Za-z][\w-]*)[ \u00a0]+(\d{3,}[A-Za-z]{0,2})")
_MODEL_WRITTEN = re.compile(r"(?:(?<![\w.-])([A-Za-z][\w-]*)[ \u00a0]+)?(?<![\w.,-])(\d{3,}[A-Za-z]{0,2})(?![\w.-]|,\d)")


# figures joined as a list ("86.7/85.9", "27.88% vs 27.94%", "4.5 和 7.0") and names written as one compound
# ("MNLI-m/mm" is MNLI-m and MNLI-mm)
_COORD = re.compile(r"\s*(?:/|、|(?<![a-z])(?:and|vs\.?|versus)(?![a-z])|和|与|及)\s*", re.IGNORECASE)
_COORD_NAMES = re.compile(r"\s*(?:/|、|(?<![a-z])(?:and|vs\.?|versus)(?![a-z])|和|与|及)\s*(?:the\s+)?", re.IGNORECASE)
_COMPOUND = re.compile(r"(?<![\w-])([A-Za-z][\w+]*[- ])([a-z]+)/([a-z]+)(?![\w/])")  # not "SST-2/MNLI"; "dev clean/other"
# two figures compared in one breath ("92.82% vs 93.46%", "75 ms instead of 113 ms", "52.2%, against 34.3%")
_SHARE_OF_AFTER = re.compile(r"[ \u00a0]+of[ \u00a0]+(?:all|the|its|their)(?![a-z])", re.I)
_SHARE_OF_BEFORE = re.compile(r"的[ \u00a0]*$")
_PAIR_CLAUSE_CUT = re.compile(r"[;；:：,，]|(?<![a-z])(?:but|while|whereas)(?![a-z])|但|而")
_VERSUS_JOIN = re.compile(r"\s*(?:[A-Za-z][A-Za-z0-9/%]{0,11}\s+){0,2},?\s*"  # "989 FP16 TFLOPS against 756"
                          r"(?:vs\.?|versus|against|instead of|compared (?:with|to)|相比于?|对比)\s*", re.IGNORECASE)


def _column_group(c) -> tuple | None:
    """The rows-of-one-column group of a table cell, or the variants of a report's metric (variants._variant_index),
    or None."""
    if c is None or len(c.refs) != 1 or c.refs[0].count(".") not in (2, 3) or c.kind != "evidence":
        return None
    if c.refs[0].count(".") == 2:
        rid, metric, _key = c.refs[0].split(".")
        return rid, metric
    rid, table, _row, col = c.refs[0].split(".")
    return rid, table, "col", col


_OBJECT_RIGHT_BEFORE = re.compile(r"(?:(?<![a-z])(?:than|compared (?:with|to)|versus|vs\.?)(?: the| that of)?|比|相比)[ \u00a0]*$",
                                  re.I)
_ASIDE = re.compile(r"[((][^()()\d]*[))]")
# a parenthesis right after a figure: "84.3% (EfficientNet-B7)", "84.3%(GPipe)"
_TAG_AFTER = re.compile(r"[ \u00a0]*[((]([^()()]{1,80})[))]")


def _aside(text: str) -> str:
    """A parenthesis without a number is part of its clause ("内存增量(RSS diff)为 105 MiB"); one with a
    number is a clause of its own ("从 120s 降至 60s(+100% 读带宽)")."""
    return _ASIDE.sub(lambda m: " " * len(m.group()), text)


def up_percent(b: Block, m: Mention) -> bool:
    """"提升 130%", "up 130%", "130% higher": a percent increase (ratio − 1), not a ratio in percent
    ("是原来的 230%", "提升到 230%")."""
    k = b.sentence_of(m.num_start)
    lo, _ = b.sentence_span(k)
    before = b.text[max(lo, m.start - 12):m.start]
    cut = list(_CLAUSE.finditer(before))
    if cut:
        before = before[cut[-1].end():]
    if (_UP.search(before) or _FAST.search(before)) and not _TO_RATIO.search(before):
        return True
    return bool(_UP_AFTER.match(b.text[m.end:m.end + 12]))


def _base_of(keys: list[str], setup: dict, title: str) -> list[str]:
    """The baseline among a quantity's variants: a baseline word as key, the key written in setup.baseline or
    after 对比/相比/vs in the setup, or (two variants) the one whose key is not in the report's title."""
    base = [k for k in keys if k in BASE_KEYS]
    if not base and setup.get("baseline"):
        base = [k for k in keys if _word_rx(k).search(setup["baseline"].lower())]
    if not base:
        vs = {m.group(1).lower() for t in setup.values() for m in _VERSUS.finditer(t)}
        base = [k for k in keys if k in vs]
    if not base and len(keys) == 2:
        in_title = [k for k in keys if _word_rx(k).search(title.lower())]
        if len(in_title) == 1:
            base = [k for k in keys if k not in in_title]
    return base if len(base) == 1 else []


_VERSION = re.compile(r"(?<![\w.])v?\d+\.\d+(?:\.\d+)*(?![\w.])")


def _unprefixed(names: list, table) -> list[str]:
    """"inf2.8xlarge" is written "the 8xlarge", "Model-7B" "7B": a text cell without the prefix every row of its
    column shares (up to a dot, a dash, an underscore or a space), when two or more rows print that column."""
    out = []
    cols: dict[int, list[str]] = {}
    for row in table.rows.values():
        cells = row if isinstance(row, list) else list(row.values())
        for i, c in enumerate(cells):
            if isinstance(c, str):
                cols.setdefault(i, []).append(c)
    for vals in cols.values():
        if len(vals) < 2:
            continue
        pre = os.path.commonprefix(vals)
        cut = max(pre.rfind(ch) for ch in ".-_ ")
        pre = pre[:cut + 1] if cut >= 0 else ""
        if pre.strip():
            out += [n[len(pre):] for n in names[1:] if n in vals and len(n) - len(pre) >= 2]
    return out


def _unversioned(names: list, table) -> list[str]:
    """"zstd 1.5.6 -1" is written "zstd -1", "snappy 1.2.1" "snappy": a row name without its version number, when
    no other row of the table reads the same without its own."""
    out = []
    for n in names[1:]:
        short = " ".join(_VERSION.sub(" ", n).split())
        if short == n or len(short) < 2:
            continue
        same = 0
        for row in table.rows.values():
            cells = row if isinstance(row, list) else list(row.values())
            same += any(isinstance(c, str) and " ".join(_VERSION.sub(" ", c).split()) == short for c in cells)
        if same == 1:
            out.append(short)
    return out


# a name, then its own figure: "EX21(4.8TB/h)", "EX21 的 4.8TB/h", "EX21's 4.8 TB/h", "EX21: 4.8 TB/h"
_NAME_THEN_FIGURE = re.compile(r"(?:'s|’s)?[ \u00a0]*(?:的|为|[(（:：])?[ \u00a0]*")
# How a statistic kept under its short key is written: "中位数 2 毫秒" names p50, "P99.9" names p999.
# a clause about the rows other than the one named before it
_OTHERS = re.compile(r"(?:其余|其他|其它|另外|剩下|剩余|(?:the|all|every)[ \u00a0]+(?:other|others|rest)(?![a-z])"
                     r"|(?:the[ \u00a0]+)?rest(?![a-z])|others(?![a-z]))")
_PER_STATED = re.compile(r"(?:(?<![A-Za-z])per[ \u00a0]+|/[ \u00a0]?|每[ \u00a0]*)([A-Za-z]+)")
_TIME_AFTER = re.compile(r"[ \u00a0-]*(?:days?|hours?|months?|years?|天|小时)(?![A-Za-z])", re.I)
_WHOLE_OF = re.compile(r"(?<![A-Za-z])(?:full|whole|entire)[ \u00a0]+(?P<n>\d+)[- \u00a0]?(?P<u>[A-Za-z]+)", re.I)
_PER_MEMBER = re.compile(r"(?:(?<![A-Za-z])per|/|每)[ \u00a0]*(?:gpu|card|node|卡|节点|台)", re.I)
_STAT_NAMES = {"p50": ("median", "中位数"), "p999": ("p99.9", "99.9th", "99.9 分位"),
               "p9999": ("p99.99", "99.99th", "99.99 分位"), "p99": ("99th", "99 分位"),
               "avg": ("average", "mean", "平均"),
               # short variant names and the words people write for them
               "dl": ("downlink", "download", "下行"), "ul": ("uplink", "upload", "上行"),
               "rd": ("read", "reads", "reading", "读"), "wr": ("write", "writes", "writing", "written", "写"),
               "rand": ("random", "随机")}


def _word_rx(w: str) -> re.Pattern:
    w = w.lower().strip()
    if w.isascii():
        # not a file's extension (twitter.json), nor p99 of p99.9
        # (a word's plural and adjective: "6656-dimensional" names the dimension column)
        tail = r"(?:s|es|al)?" if len(w) >= 4 and w[-1].isalpha() and " " not in w else ""
        return re.compile(r"(?<![0-9a-z.])" + re.escape(w) + tail + r"(?![0-9a-z]|\.\d)")
    return re.compile(re.escape(w))


# (and the object of a comparison: "8.2% is lower than Noisy Student's 8.6%", "8.2%,高于 Noisy Student 的 8.6%")
_OWN_AFTER = re.compile(r"(?:[,;;。!?!?::()()、]|" + lexicon.COMMA + r")|\b(?:and|while|but|to|against|vs|than|compared|below|above|exceeds?)\b"
                        r"|而|但|且|到|至|→|比"
                        r"|高于|低于|大于|小于|多于|少于|相比|相较")


def _label_heads(table, ref: str) -> list[str]:
    """The words of a column's label before its parenthesis, in each language ("AI 算力", "Module power")."""
    col = table.columns.get(ref.split(".")[-1])
    label = col.label if col is not None else None
    if not label:
        return []
    langs = getattr(label, "langs", None)
    texts = list(langs.values()) if langs else [str(label)]
    heads = [re.split(r"[(（,，]", str(t))[0].strip() for t in texts]
    return [h for h in heads if len(h) >= 2 and h not in texts]


def _kind(m: Mention):
    """Numbers of one kind share their words: plain numbers and percents, or one dimension."""
    return "plain" if m.unit is None or m.unit.dimensionless else m.unit.dims


def _shared_tail(sentence: str, names: list[str]) -> str:
    """"压缩和解压速度" is 压缩速度 and 解压速度: a Chinese name's head written once after a list of its modifiers is
    written out for each."""
    for name in names:
        name = re.sub(r"\\(.)", r"\1", name)
        if name.isascii():
            continue
        for k in (2, 1):
            stem, tail = name[:-k], name[-k:]
            if len(stem) < 2:
                continue
            sentence = re.sub(re.escape(stem) + r"(\s*(?:和|与|及|、|/)\s*)(?=[^,，。;；]{1,8}?" + re.escape(tail) + ")",
                              lambda x: name + x[1], sentence)
    return sentence


def _shared_head(sentence: str, names: list[str]) -> str:
    """"top-1 and top-5 error rates", "Top-1 和 Top-5 错误率": a name of two words ("top-1 error") whose last word is
    written once after a list of its first words is written out for each (the first word must be the one of a
    name: "top-1 and" becomes "top-1 error and")."""
    for name in names:
        if " " not in name.strip():
            continue
        stem, tail = name.strip().rsplit(" ", 1)
        sentence = re.sub(r"(?<![\w-])" + re.escape(stem) + r"(?![\w-])(\s*(?:and|or|/|,|和|与|及|、)\s*)"
                          r"(?=[^,，。;；]{1,20}?" + re.escape(tail) + ")", lambda x: name + x[1], sentence)
    return sentence


_ASCII_WORD = re.compile(r"\(\?<!\[0-9a-z\.\]\)(.*)\(\?!\[0-9a-z\]\|\\\.\\d\)$")


def _word_of(p: re.Pattern) -> str:
    """The word a _word_rx pattern finds."""
    mm = _ASCII_WORD.match(p.pattern)
    return re.sub(r"\\(.)", r"\1", mm.group(1) if mm else p.pattern)


# a row named with an edition word: "the PCIe card", "the SXM version", "PCIe 版" name a product (a row), even when
# the word is also a column's ("PCIe Gen5 interconnect")
_EDITION = r"(?:\s*(?:版本?|款|型号?)|\s+(?:cards?|versions?|editions?|modules?|parts?|variants?|models?)(?![a-z]))"


def _mask_row_names(text: str, row_words, col_words) -> str:
    """The clause without the bound cell's own row names, for finding another column's words in it: "the 600 GB/s
    of the H100 PCIe" names the row H100 PCIe, not the column PCIe Gen5. A row name that is also a column's name is
    kept when bare (it may name the column) and masked only with an edition word after it ("PCIe 版")."""
    cols = {w.strip().lower() for w in col_words}
    for w in sorted({w.strip().lower() for w in row_words if len(w.strip()) >= 2}, key=len, reverse=True):
        rx = _word_rx(w)
        text = re.sub(rx.pattern + _EDITION, " ", text)
        if w not in cols:
            text = rx.sub(" ", text)
    return text


def _share_like(m: Mention) -> bool:
    """A percent, or a fraction word read as one ("a third more than", "高出三分之一"): the size of a change
    relative to one side, so "more than" makes it relative to the smaller."""
    return m.unit is not None and m.unit.symbol == "%" or m.half_w is not None and 0 < m.value < 1 \
        and (m.unit is None or m.unit.symbol == "")


def _label_cores(every: frozenset, labels: list) -> list[str]:
    """A column's labels without the words every labelled column of its table has ("dev clean" of "dev clean WER"
    beside "dev other WER"): a sentence names the column by the words that tell it apart."""
    out = []
    for label in labels if every else ():
        core = " ".join(w for w in str(label).split() if w.lower() not in every)
        if core and core != str(label) and len(core) >= 2:
            out.append(core)
    return out


def _label_words_of_all(table) -> frozenset:
    """The words every labelled measured column of a table has in its label (each language's)."""
    every = None
    for c in table.columns.values():
        if c.label is None or c.unit is None:
            continue
        langs = getattr(c.label, "langs", None)
        words = {w.lower() for t in (langs.values() if langs else [c.label]) for w in str(t).split()}
        every = words if every is None else every & words
    return frozenset(every or ())


def _listed_with(a: Mention, z: Mention) -> bool:
    """Two figures of one list: of one kind, or a bare figure before one with the unit they share ("1950 and 4970
    MB/s", "780/4970 MB/s")."""
    return _kind(a) == _kind(z) or a.unit is None and z.unit is not None


class VariantRules:
    def _variant_index(self):
        """ref -> list of (group, own names, display) ; group -> list of refs."""
        if hasattr(self, "_vidx"):
            return self._vidx
        names: dict[str, list] = {}  # ref -> [(group key, [patterns], label)]
        groups: dict[tuple, list[str]] = {}
        own_words: dict[tuple, list[str]] = {}  # (ref, group) -> the words that name it there
        for rid in self.in_scope:
            rep = self.registry[rid]
            model = rep.model
            setup = {str(k).lower(): str(v) for k, v in (model.setup or {}).items()}
            title = str(model.title or "")
            metrics: dict[str, list] = {}
            every_of: dict[str, frozenset] = {}  # table -> the label words of all its columns (per report)
            for ev in rep.values.values():
                if ev.kind == "variant":
                    metrics.setdefault(ev.path[0], []).append(ev)
                elif ev.kind == "cell":
                    table = model.tables[ev.path[0]]
                    row = table.rows[ev.path[1]]
                    cells = row if isinstance(row, list) else list(row.values())
                    col = table.columns[ev.path[2]]
                    rnames = [ev.path[1]] + [c for c in cells if isinstance(c, str) and c.strip()] \
                        + _row_key_names(ev.path[1], setup, title, list(table.rows))
                    rnames += _unversioned(rnames, table)
                    rnames += _unprefixed(rnames, table)
                    rnames += [z for c in cells if isinstance(c, str) for z in lettered_names(c)]
                    rnames += [PROPER_ZH[w] for c in cells if isinstance(c, str) for w in re.findall(r"[a-z]+", c.lower())
                               if w in PROPER_ZH]  # 微软 of a row "Microsoft"
                    langs = getattr(col.label, "langs", None)  # a per-language label names the column in each
                    cnames = [ev.path[2]] + (list(langs.values()) if langs else [col.label] if col.label else [])
                    if ev.path[0] not in every_of:
                        every_of[ev.path[0]] = _label_words_of_all(table)
                    cnames += _label_cores(every_of[ev.path[0]], cnames[1:])  # "dev clean" of "dev clean WER"
                    # "Micro-batch size (sequences per GPU)": the words in its parentheses name it too
                    cnames += [x.strip() for n in cnames[1:] for x in _PAREN_WORDS.findall(str(n))
                               if len(x.split()) >= 2]
                    g_rows = (rid, ev.path[0], "col", ev.path[2])  # rows of one column
                    g_cols = (rid, ev.path[0], "row", ev.path[1], str(ev.quantity.unit.dims))  # columns of one row
                    for g, ws, label in ((g_rows, rnames, next((c for c in rnames[1:]), ev.path[1])),
                                         (g_cols, cnames, col.label or ev.path[2])):
                        pats = [_word_rx(w) for w in ws if len(w.strip()) >= 2]
                        own_words.setdefault((ev.ref, g), []).extend(str(w).lower() for w in ws)
                        names.setdefault(ev.ref, []).append((g, pats, label, False))
                        groups.setdefault(g, []).append(ev.ref)
            for metric, evs in metrics.items():
                if len(evs) < 2:
                    continue
                keys = [ev.path[-1].lower() for ev in evs]
                base = _base_of(keys, setup, title)
                g = (rid, metric)
                for ev, k in zip(evs, keys):
                    ws = [k] if len(k) >= 2 and k not in ("value", "values") else []
                    if "_" in k:  # `landing_zone` is written "Landing Zone" or "landing-zone"
                        ws += [k.replace("_", " "), k.replace("_", "-")]
                    ws += list(_STAT_NAMES.get(k, ()))  # p50 is the median, p999 is written P99.9
                    # (`usable` is 可用 in a Chinese sentence, `full_load` 满载)
                    ws += [z for z in SYNONYMS.get(k, ()) if not z.isascii()]
                    glued = re.fullmatch(r"([a-z]{2,})(\d{3,})", k)
                    if glued:  # `kh80000` is the model "KH-80000", "KH 80000"
                        ws += [f"{glued.group(1)}-{glued.group(2)}", f"{glued.group(1)} {glued.group(2)}"]
                    if ws and k.isascii():  # key `ark`, product ArkFS in the title or set-up: "ArkFS" names it too
                        ws += sorted({w.lower() for t in [title, *setup.values()] for w in _LATIN_TOKEN.findall(t)
                                      if w.lower().startswith(k) and w.lower() != k})
                    is_base = bool(base) and k == base[0]
                    if is_base:
                        ws += list(BASE_WORDS) + ([setup["baseline"]] if setup.get("baseline") else [])
                    elif base and len(evs) == 2:
                        ws += list(PRODUCT_WORDS)
                    label = setup["baseline"] if is_base and setup.get("baseline") else \
                        (k.upper() if k.isascii() else k)
                    names.setdefault(ev.ref, []).append((g, [_word_rx(w) for w in ws], label, is_base))
                    groups.setdefault(g, []).append(ev.ref)
            for g, refs in groups.items():  # the columns of one table row, the rows of one column: the baseline
                if g[0] != rid or len(g) not in (4, 5):
                    continue
                keys = [r.split(".")[-1 if len(g) == 5 else -2].lower() for r in refs]
                base = _base_of(keys, setup, title)
                if base:
                    for r in refs:
                        if r.split(".")[-1 if len(g) == 5 else -2].lower() == base[0]:
                            names[r] = [(x[0], x[1], x[2], True) if x[0] == g else x for x in names[r]]
        self._vidx = (names, groups)
        self._vwords = own_words
        return self._vidx

    def _foreign_unit(self, b: Block, m: Mention, bd: B.Binding) -> B.Binding:
        """"2.80 MHz" of a plain column labelled "Base clock (GHz)", "320 kW" of "TDP (W)", "€3,650" or "3650 元" of
        "Price (US$)": a unit the registry has no dimension for, written with a bare figure, must be the one its
        column's label states."""
        c = bd.cand
        if c is not None and m.data.get("compound") and m.data["compound"] not in compound_stated(self.registry, c.refs):
            # "400,000 TB-seconds", "GB-hours" of a free tier in GB-seconds: the compound unit must be the stated one
            return B.Binding("agree-mismatch", None, c, alts=(m.data["compound"],))
        if c is not None and c.unit.symbol and not c.unit.dimensionless and m.unit is None \
                and foreign_unit_written(b.text, m.start, m.end):
            # "最低为 4°C" is no 4 TB gap: a figure written in a unit of no dimension is no amount of a registry unit
            return B.Binding("agree-mismatch", None, c, alts=(foreign_unit_written(b.text, m.start, m.end),))
        if c is None or c.unit.symbol or not c.refs \
                or not (c.kind == "evidence" and len(c.refs) == 1 or c.kind == "derivation" and c.op == "diff"):
            return bd
        units_ = set()
        for ref in c.refs:
            units_.add(self._stated_unit(ref))
        stated = c.foreign or (units_.pop() if len(units_) == 1 else "")
        if c.foreign and m.unit is None and foreign_unit_written(b.text, m.start, m.end) != c.foreign:
            # ("415.5" alone, or "415.5 TFLOPS", is no 415.53 PFLOPS twin of a 415,530 TFLOPS cell)
            written = foreign_unit_written(b.text, m.start, m.end)
            return B.Binding("agree-mismatch", None, c, alts=(f"{written or 'no unit'} (this twin is in {c.foreign})",))
        if stated and m.unit is not None and m.unit.symbol == "%":
            # "TDP 比 7320 高 40%" of a 40 W gap, "高 3240%" of a $3,240 one: a percent is no amount in watts or dollars
            return B.Binding("agree-mismatch", None, c, alts=(f"% (its column is in {stated})",))
        if m.unit is not None:
            return bd
        written = foreign_unit_written(b.text, m.start, m.end)
        if not stated or not written or written == stated:
            return bd
        return B.Binding("agree-mismatch", None, c, alts=(f"{written} (its column is in {stated})",))

    def _price_terms(self, b: Block, m: Mention, bd: B.Binding) -> B.Binding:
        """A plain value whose label or note states its currency and what it is per ("List price, CNY per GB per
        month"): a figure written in another currency ("US$0.35") or per another unit of that dimension ("每 TB 每月
        0.35 元") is no such price."""
        c = bd.cand
        if bd.status != "verified" or c is None or c.kind != "evidence" or c.unit.symbol or len(c.refs) != 1 \
                or m.unit is not None:
            return bd
        stated = stated_text(self.registry, c.refs[0])
        if not stated:
            return bd
        written = foreign_unit_written(b.text, m.start, m.end)
        have = currencies_in(stated)
        if written in ("USD", "EUR", "GBP", "CNY") and have and written not in have:
            return B.Binding("agree-mismatch", None, c, alts=(f"{written} (it is in {', '.join(sorted(have))})",))
        lo, hi = b.sentence_span(b.sentence_of(m.num_start))
        whole = _WHOLE_OF.search(b.text[lo:m.start])
        after = b.text[m.end:min(hi, m.end + 24)]
        if whole is not None and int(whole.group("n")) >= 2 and not _PER_MEMBER.search(after) \
                and any(units.is_counted(units.parse(g.group(1))) and units.parse(g.group(1)) == units.parse(whole.group("u"))
                        for g in _PER_STATED.finditer(stated)):
            # "A full 8-GPU instance costs US$1.86 per hour" of a price per GPU: the whole is 8 of them
            return B.Binding("agree-mismatch", None, c, alts=(whole.group().strip(),))
        per = _PER_STATED.search(stated)
        pu = units.parse(per.group(1)) if per else None
        if pu is None or units.is_counted(pu) or not any(pu.dims):
            return bd
        near = b.text[max(lo, m.start - 14):m.start] + " " + b.text[m.end:min(hi, m.end + 24)]
        for g in _PER_STATED.finditer(near):
            u = units.parse(g.group(1))
            if u is not None and u.dims == pu.dims and u.symbol != pu.symbol:
                return B.Binding("agree-mismatch", None, c, alts=(f"per {g.group(1)} (it is per {pu.symbol})",))
        return bd

    def _stated_unit(self, ref: str) -> str:
        return stated_unit(self.registry, ref)

    @staticmethod
    def _own_clause(b: Block, m: Mention) -> str:
        """The figure's clause, between the clause marks around it."""
        lo, hi = b.sentence_span(b.sentence_of(m.num_start))
        before = b.text[lo:m.start]
        marks = list(B._CLAUSE_MARK.finditer(before))
        start = lo + marks[-1].end() if marks else lo
        after = B._CLAUSE_MARK.search(b.text, m.end, hi)
        return b.text[start:after.start() if after else hi]

    def _figure_written_for(self, b: Block, m: Mention, want, mentions) -> bool:
        """Another figure of m's sentence, written in another unit than m, is want's value (two figures of one unit
        are the two columns' swapped: "DuckDB hits its cache 88.0% of the time, against 71.5% for PostgreSQL")."""
        si = b.sentence_of(m.num_start)
        tol = self.config.approx_tolerance

        def unit_of(x) -> str:
            return x.unit.symbol if x.unit is not None else foreign_unit_written(b.text, x.start, x.end)
        mine = unit_of(m)
        return bool(mine) and any(
                   x is not m and not x.group and b.sentence_of(x.num_start) == si and x.vague is None
                   and unit_of(x) not in ("", mine)
                   and (x.unit is None or x.unit.symbol not in ("x", "%") or x.unit.symbol == want.unit.symbol)
                   and (B.holds(x, want, tol, qualifier=None) or not want.unit.symbol and abs(x.value - want.lo) < 1e-9)
                   for x in mentions)  # (a plain cell, "128 bytes" of a "Frame size (bytes)" column: as written)

    def _name_with_figure(self, b: Block, m: Mention, want, pats, mentions) -> bool:
        """Another figure of m's sentence, written right after a name of want's row or variant ("EX21(4.8TB/h)",
        "EX21 的 4.8TB/h", "EX21's 4.8 TB/h"), is want's value: that name is that figure's, not m's."""
        lo, hi = b.sentence_span(b.sentence_of(m.num_start))
        text = b.text[lo:hi].lower()
        tol = self.config.approx_tolerance
        starts = {x.start: x for x in mentions if x is not m and lo <= x.start < hi and not x.group}
        for p in pats:
            for hit in p.finditer(text):
                gap = _NAME_THEN_FIGURE.match(text, hit.end())
                x = starts.get(lo + gap.end()) if gap else None
                if x is not None and B.holds(x, want, tol, qualifier=None):
                    return True
        return False

    def _tied_elsewhere(self, b: Block, m: Mention, want, pats, mentions) -> bool:
        """The words naming want are tied to another figure of the sentence that is want's value, not to m."""
        lo, hi = b.sentence_span(b.sentence_of(m.num_start))
        text = b.text[lo:hi].lower()
        tol = self.config.approx_tolerance
        return any(x is not m and lo <= x.start < hi and not x.group and B.holds(x, want, tol, qualifier=None)
                   and not B.words_nearer(text, lo, pats, m, x) for x in mentions)

    def _own_stated_unit(self, b: Block, m: Mention, ref: str, other: str) -> bool:
        """The bare figure is written with the unit of no dimension its own column states, and the other column
        states another one."""
        written = foreign_unit_written(b.text, m.start, m.end)
        return bool(written) and self._stated_unit(ref) == written and self._stated_unit(other) not in ("", written)

    def _other_unit_column(self, b: Block, m: Mention, bd: B.Binding, mentions=()) -> B.Binding:
        """"Orin Nano 8GB 的 AI 算力为 68GB/s", "LTO-8 的原生容量为 360MB/s": a figure written with a unit, bound to
        a cell of its row, whose own words name another column of that row (by a word the bound column's names
        lack) that cannot hold that unit (a column in another unit, or a plain column whose label does not
        write it), and never the bound column: a mismatch that names the column the clause is about."""
        c = bd.cand
        if bd.status != "verified" or c is None or c.kind != "evidence" or len(c.refs) != 1 \
                or c.refs[0].count(".") != 3 or m.unit is None or m.unit.dimensionless or not m.unit.symbol \
                or m.group or units.is_counted(m.unit) or m.unit.symbol in ("K", "M", "B", "T"):
            # (a count is the setting its clause's figure is at; "比 13B 多 40%": a size is a row's name)
            return bd
        if c.name in self.rows.keys or own_row_after(b, m, c) or self._row_setting(m, c):
            return bd  # "With 4 KiB blocks, …", "The 4 TB Vireo V4 reads at …": the figure names its row
        names, groups = self._variant_index()
        ref = c.refs[0]
        mine = next((x for x in names.get(ref, ()) if len(x[0]) == 5), None)
        if mine is None:
            return bd
        rid, table, row, _col = ref.split(".")
        own = _switch(self._without_key_names(b, m, mentions, rid, table,
                                              agree_window(b, m, list(mentions), None, _OWN_AFTER)).lower())
        if any(p.search(own) for p in mine[1]):
            return bd  # the clause names the bound column
        mine_words = self._vwords.get((ref, mine[0]), ())
        written = (m.unit_text or m.unit.symbol).lower().replace(" ", "")
        for g, refs in groups.items():
            if len(g) != 5 or g[:4] != (rid, table, "row", row) or g == mine[0]:
                continue
            for other in refs:
                og = next(x for x in names[other] if x[0] == g)
                want = next((o for o in self.cands if o.kind == "evidence" and o.refs == (other,)), None)
                if want is None or want.unit.symbol and want.unit.dims == m.unit.dims or units.is_counted(want.unit):
                    continue  # (a count names the row's setting: "16 个客户端时的 30.0 GB/s")
                if not want.unit.symbol and (written and written in str(og[2]).lower().replace(" ", "")
                                             or not re.search(r"[(（]", str(og[2]))):
                    continue  # a plain column whose label writes the unit ("Bandwidth (GB/s)"), or states none
                    # (a count such as "Lanes" is the setting a figure is per: "each of its lanes at 10 Gbps")
                # (its label's head before a parenthesis names it too: "AI 算力" of "AI 算力(INT8 稀疏 TOPS)")
                pats = og[1] + [_word_rx(h) for h in _label_heads(self.registry[rid].model.tables[table], other)]
                hit = [p for p in pats if p.search(own) and not any(p.search(w) for w in mine_words)]
                cols = self.registry[rid].model.tables[table].columns
                if hit and not _own_word_after(own, hit, str(all_text(cols[_col].label) or _col),
                                               str(all_text(cols[other.split(".")[3]].label) or "")):
                    return B.Binding("variant-mismatch", want, c, alts=(str(og[2]),))
        return bd

    def _end_owner(self, b: Block, m: Mention, c, names, groups) -> B.Binding | None:
        """"从同步的每秒 16.2 万次降到异步的 11.4 万次", "from the sync rate of 16.2 to …": an end of a change whose
        own words (after its 从 / 到 / from / to) name one other variant of its group, and not its own, is that
        variant's: a mismatch when it does not hold there."""
        lo, _ = b.sentence_span(b.sentence_of(m.num_start))
        seg = b.text[max(lo, m.start - 16):m.start]
        cut = list(_END_MARK.finditer(seg))
        if not cut:
            return None
        seg = seg[cut[-1].end():].lower()
        for g, pats, _label, _base in names[c.refs[0]]:
            if any(p.search(seg) for p in pats):
                return None
            # (by its own words, not the baseline words any base variant answers to: "从此前最好的 35.0" is no
            # BERT-Base figure)
            other = [o for o in groups[g] if o != c.refs[0]
                     and any(p.search(seg) and p.pattern not in _GENERIC for x in names.get(o, ()) if x[0] == g
                             for p in x[1])]
            if len(other) == 1:
                want = self._variant_cand(c, other[0])
                if want is not None and not B.holds(m, want, self.config.approx_tolerance):
                    label = next((x[2] for x in names[other[0]] if x[0] == g), other[0])
                    return B.Binding("variant-mismatch", want, c, alts=(str(label),))
        return None

    def _without_key_names(self, b: Block, m: Mention, mentions, rid: str, table: str, own: str) -> str:
        """The window without the row names written by a cell of the table's key column and the noun after it
        ("which with 4 KiB blocks is 128 MiB": the blocks of "4 KiB blocks" name the row, not a column)."""
        memo = self.__dict__.setdefault("_key_cells", {})
        if (rid, table) not in memo:  # (once per table, not per figure)
            memo[(rid, table)] = [c for c in self.cells if c.name in self.rows.keys and c.name.startswith(f"{rid}.{table}.")]
        keys = memo[(rid, table)]
        tol = self.config.approx_tolerance
        for x in mentions:
            if x is m or not keys or not any(B.holds(x, k, tol, qualifier=None) and B._shown_as(x, k) for k in keys):
                continue
            got = re.match(r"[ \u00a0]*[A-Za-z\u4e00-\u9fff]+", b.text[x.end:x.end + 20])
            noun = b.text[x.end:x.end + got.end()] if got else ""
            own = own.replace(b.text[x.start:x.end] + noun, " ")
            if noun and own.startswith(noun):  # (a window that starts right after the name)
                own = " " + own[len(noun):]
        return own

    def _clause_of(self, b: Block, m: Mention) -> str:
        k = b.sentence_of(m.num_start)
        lo, hi = b.sentence_span(k)
        before = _aside(b.text[lo:m.start])
        cuts = list(_CLAUSE.finditer(before))
        start = lo + cuts[-1].end() if cuts else lo
        after = _aside(b.text[m.end:hi])
        cut = _CLAUSE.search(after)
        end = m.end + cut.start() if cut else hi
        text = b.text[start:end]
        if b.kind == "cell":
            text = b.row + " " + b.header + " " + text
        return _switch(text.lower())

    def _framing(self, b: Block, m: Mention, pats) -> str:
        """"换成 FX100 后,保存总耗时 4K 秒", "With FX100, the run …": a clause with no number before the number's
        own clause in its sentence, naming a variant, frames the clauses after it (the nearest one wins)."""
        if b.kind == "cell":
            return ""
        lo, _ = b.sentence_span(b.sentence_of(m.num_start))
        before = _aside(b.text[lo:m.start])
        parts = _CLAUSE.split(before)[:-1]  # the clauses before the number's own
        for part in reversed(parts):
            if re.search(r"(?<![A-Za-z0-9.-])\d", _QD_SPELLED.sub(" ", part)):
                return ""  # a number of its own (not FX100, nor the queue depth of "队列深度 32 时"): no frame
            if any(p.search(_switch(part.lower())) for p in pats):
                return _switch(part.lower())
        return ""

    def _others_written(self, b: Block, m: Mention, ref: str, names, groups, mentions) -> bool:
        """Another figure of m's sentence is a value of another variant of ref's groups."""
        refs = {x for g, *_ in names[ref] for o in groups[g] for x in (o,) if o != ref}
        others = [o for o in self.cells if o.refs and o.refs[0] in refs]
        si = b.sentence_of(m.num_start)
        tol = self.config.approx_tolerance
        return any(x is not m and b.sentence_of(x.num_start) == si and any(B.holds(x, o, tol) for o in others)
                   for x in mentions)

    def _variant_named(self, b: Block, m: Mention, bd: B.Binding, mentions=()) -> B.Binding:
        """A number bound to variant V whose clause names another variant V' (and not V): a mismatch. The
        other variant must be named in the number's own part of the clause, cut at its neighbouring numbers
        ("with 70.1 on RTE against 66.4 for BERT-Base": BERT-Base is 66.4's)."""
        c = bd.cand
        # a value per unit of another cell of its row ("9.0 Mbps per MHz") is that row's figure
        own_row = c is not None and c.op == "per" and len(c.refs) == 2 and c.refs[0].count(".") == 3 \
            and c.refs[0].split(".")[:3] == c.refs[1].split(".")[:3]
        if bd.status == "verified" and c is not None and c.kind == "derivation" and len(c.refs) == 2 and not m.group \
                and not own_row:
            return self._respectively_derived(b, m, bd, mentions)
        if bd.status != "verified" or c is None or c.kind == "derivation" and not own_row \
                or len(c.refs) != (2 if own_row else 1):
            return bd
        names, groups = self._variant_index()
        ref = c.refs[0]
        if ref not in names:
            return bd
        tagged = self._tagged_after(b, m, c, names, groups)
        if tagged is not None:
            return bd if tagged == "own" else tagged
        if m.group == "change":
            swapped = self._end_owner(b, m, c, names, groups)
            if swapped is not None:
                return swapped
        if m.group and not (m.group == "range" and not c.is_range):
            return bd  # a change (pairs.py) or a range quantity; a range whose ends bind apart is judged per end
        if _TOTAL_KEY.search(ref.rsplit(".", 1)[-1]) and (_members_before(b, m) or _each_in_clause(b, m, groups, ref)):
            # "两个 50Gbps 端口", "two 50 Gbps ports": a figure after a count of members is each one's, not their total
            for g, *_ in names[ref]:
                per = next((o for o in groups[g] if o != ref and _PER_KEY.search(o.rsplit(".", 1)[-1])), None)
                want = self._variant_cand(c, per) if per else None
                if want is not None and not B.holds(m, want, self.config.approx_tolerance):
                    label = next((x[2] for x in names.get(per, ()) if x[0] == g), per)
                    return B.Binding("variant-mismatch", want, c, alts=(str(label),))
        if _OBJECT_RIGHT_BEFORE.search(b.text[max(0, m.start - 30):m.start]):
            return bd  # "Forward iteration runs 1.5x faster than 0.724 µs/op": the object's figure, not the subject's
        written = foreign_unit_written(b.text, m.start, m.end)
        if written and stated_unit(self.registry, ref) == written and not foreign_unit_of_label(stated_text(self.registry, ref)) \
                and self._others_written(b, m, ref, names, groups, mentions):
            return bd  # "works at 405 nm … a numerical aperture of 0.85": the unit its own row's name (not its column,
            # which every row shares) states names it, and the other variant its clause names has its own figure
        owner = lexicon.owner_before(b.text, max(0, m.start - 40), m.start, m.end)
        if owner is not None and c.need and any(has_key(w, owner.group("who").lower()) for w in c.need[0]):
            return bd  # "超过了全量微调的 89.5%": its own row is its owner, written right before it
        paired, done = self._respectively(b, m, bd, mentions, names, groups)
        if paired is not None:
            return paired
        key = (ref, b.text, b.kind, b.row, b.header, m.start, m.end)
        memo = self.__dict__.setdefault("_vnamed", {})
        found = memo.get(key)
        if found is None:
            whole = self._clause_of(b, m)
            # cut at the numbers of its kind only: "orjson serializes 555KiB of data as dict in 5.81 ms"
            # and the words after a change word are the next number's ("35.0 提升到 BERT-Large 的 60.5")
            window = whole if len(mentions) <= 1 \
                else _switch(agree_window(b, m, list(mentions), lambda x: _kind(x) == _kind(m), _OWN_AFTER).lower())
            found = []
            for g, pats, _label, _base in names[ref]:
                # a clause that names no variant of this group (no column: "On ARC-Easy, Mistral 7B scores 55.5%")
                # is framed by the clause before it that does, for this group alone
                pats_g = [p for o in groups[g] for x in names.get(o, ()) if x[0] == g for p in x[1]]
                framed = "" if any(p.search(whole) for p in pats_g) else self._framing(b, m, pats_g)
                clause, own = (framed, framed) if framed else (whole, window)
                if any(p.search(_object_after_cut(clause, m)) for p in pats):
                    continue  # the clause names the number's own variant (not as the object of a comparison after
                    # it: "微软的占比为 17%,比亚马逊 AWS 高 15 个百分点" does not make 17% AWS's)
                mine = self._vwords.get((ref, g), ())
                if len(g) == 5 and g[2] == "row":  # the columns of one row: its own row names are no column's
                    rows_g = next((x[0] for x in names[ref] if len(x[0]) == 4 and x[0][2] == "col"), None)
                    own = _mask_row_names(own, self._vwords.get((ref, rows_g), ()),
                                          [w for o in groups[g] for w in self._vwords.get((o, g), ())])
                for other in groups[g]:
                    if other == ref:
                        continue
                    og = next(x for x in names[other] if x[0] == g)
                    # a word of the other variant's name that is also in this one's names none of them: "a peak of
                    # 4.2 GB/s per storage node" when the columns are peak and "peak write bandwidth per storage node"
                    if og[1] and any(p.search(own) and not any(p.search(w) for w in mine) for p in og[1]):
                        found.append((other, og))
            memo[key] = found
        said = lexicon.noun_said(b.text, m.end) if m.unit is None and not m.qualifier else ""
        members = _members_before(b, m)
        for other, og in found:
            if members and _TOTAL_KEY.search(other.rsplit(".", 1)[-1]):
                continue  # "两个 25Gbps 端口合计带宽", "two 25 Gbps ports combined": a figure after a count is each one's
            if said and lexicon.label_has(all_text(next((x[2] for x in names[ref] if x[0] == og[0]), "")), said) \
                    and not lexicon.label_has(all_text(og[2]), said):
                continue  # "24 核的 EPYC 9224 默认 TDP 为 200 瓦", "the 64-core 9534": the noun right after the number
                # names its own column (核心数, Cores), whatever else the clause is about
            if m.unit is not None and m.unit.symbol == "%" and self._whole_row(other) \
                    and (_SHARE_OF_AFTER.match(b.text, m.end) or _SHARE_OF_BEFORE.search(b.text, max(0, m.start - 4), m.start)):
                continue  # "42.01% of all training data", "占全部数据的 5.31%": the whole a share is of, not its row
            if og[0] == done or own_row and other == c.refs[1]:
                continue  # its group was read element-wise ("86.7/85.9 on MNLI-m/mm"), or it is what a value per unit
                # is per ("每 TOPS 算力约合 4.8 美元")
            want = self._variant_cand(c, other)
            if want is None or B.holds(m, want, self.config.approx_tolerance) or _goes_to(b, m, mentions, want,
                                                                                          self.config.approx_tolerance):
                continue
            if m.unit is None and self._own_stated_unit(b, m, ref, other) \
                    and not any(p.search(_switch(self._own_clause(b, m).lower())) for p in og[1]):
                continue  # "按每瓦 FP8 算力计,75W 的 e75 …": the unit written is its own column's, and the other column is
                # named in another clause only (never "FP8 算力为 75W")
            if self._figure_written_for(b, m, want, mentions):
                continue  # "96 TFLOPS of FP16 in a 150 W card", "1,200kVA 的 … 宽 3,600 毫米": the other column is named
                # with its own figure, written in the sentence
            if self._name_with_figure(b, m, want, og[1], mentions) or self._tied_elsewhere(b, m, want, og[1], mentions):
                continue  # "7.6TB/h 却只有 EX21(4.8TB/h)的 1.6 倍", "96.5 GB/s remote against 198.4 GB/s local": the
                # other row or column is named with its own figure
            ratio = self._pair_cand((c.refs[0], want.refs[0]), "ratio") \
                if m.unit is not None and m.unit.symbol == "x" and want.refs else None
            if ratio is not None and B.holds(m, ratio, self.config.approx_tolerance):
                # "Ape-X 的训练步数约为 MuZero 的 8.6 倍" when MuZero's is 1.0: the multiple of the two rows
                return replace(bd, cand=ratio, alts=())
            twin = next((w2 for o2, og2 in found if o2 != other and og2[0] == og[0] and og2[2] == og[2]
                         for w2 in [self._variant_cand(c, o2)]
                         if w2 is not None and B.holds(m, w2, self.config.approx_tolerance)), None) \
                if self._setting_written(b, m, ref, after=False) else None
            if twin is not None:
                # rows printed with one name ("Switch-Base" at three capacity factors) are all named, and the number
                # is written as their setting ("capacity factor 1.0"): it is the one of them it holds for
                return replace(bd, cand=twin, alts=tuple(a for a in bd.alts if a is not twin) + (c,))
            named_twin = self._named_twin(m, c, other, self._clause_of(b, m))
            if named_twin is not None:
                # "LoRA's 350GB" when 350 GB is both full fine-tuning's checkpoint and LoRA's training memory: the
                # value of the variant the clause names, of another quantity of the same unit
                return replace(bd, cand=named_twin, alts=tuple(a for a in bd.alts if a is not named_twin) + (c,))
            return B.Binding("variant-mismatch", want, c, alts=(og[2] + (" (the baseline)" if og[3] else ""),))
        return bd

    def _other_rows(self, b: Block, m: Mention, bd: B.Binding) -> B.Binding:
        """"RTX A4000 单实例最多 7 张,其余型号最多 8 张", "the rest take 8": a figure whose own clause opens on the
        other rows is not the row named before it. Bound to that row's cell, it is the others': verified when every
        other row of the column holds it, else a mismatch against the first that does not."""
        c = bd.cand
        if bd.status not in ("verified", "qualifier-violation", "value-mismatch") or c is None or c.kind != "evidence" \
                or len(c.refs) != 1 or c.refs[0].count(".") != 3 or not c.need or m.group:
            return bd
        lo, _hi = b.sentence_span(b.sentence_of(m.num_start))
        before = b.text[lo:m.start].lower()
        # its own part: after the last clause mark, or the last figure before it ("costs US$3.20 per GPU-hour, and
        # every other model costs under US$1", "… while the rest take 8")
        cut = max([x.end() for x in B._CLAUSE_MARK.finditer(before)]
                  + [d.end() for d in re.finditer(r"\d", before)], default=0)
        own = before[cut:]
        if _OTHERS.search(own) is None:
            return bd
        earlier = before[:cut]
        rid, table, _row, col = c.refs[0].split(".")
        column = [o for o in self._table_cells(rid, table) if o.refs[0].split(".")[3] == col]
        # the row named before, by a word no other row of the column has
        named = [o for o in column if o.need and any(has_key(k, earlier) for k in set(o.need[0]).difference(
            *(set(x.need[0]) for x in column if x is not o and x.need)))]
        if len(named) != 1:
            return bd
        others = [o for o in column if o is not named[0]]
        if not others:
            return bd
        tol = self.config.approx_tolerance
        wrong = next((o for o in others if not B.holds(m, o, tol)), None)
        if wrong is None:
            return B.Binding("verified", others[0], alts=tuple(others[1:]))
        return B.Binding("variant-mismatch", wrong, c, alts=("the other rows",))

    def _counted_column(self, b: Block, m: Mention, bd: B.Binding) -> B.Binding:
        """"8 GPUs" bound to a plain column whose label only names GPUs ("GPU compute dies (GCDs) per node"), in a row
        with a column counted in GPUs itself (4): the figure is that column's, a mismatch where it does not hold."""
        c = bd.cand
        if bd.status == "verified" and c is not None and m.data.get("head") and c.kind == "evidence" \
                and len(c.refs) == 1 and c.refs[0].count(".") == 3:
            return self._head_column(m, bd)
        if bd.status != "verified" or c is None or c.kind not in ("evidence", "derivation") or c.unit.symbol \
                or m.unit is None or not units.is_counted(m.unit) or not c.refs \
                or any(r.count(".") != 3 or r.split(".")[:3] != c.refs[0].split(".")[:3] for r in c.refs):
            return bd  # (a cell, or a derivation of cells of one row: "2,978 nodes … 23,824 GPUs in total")
        rid, table, row, _col = c.refs[0].split(".")
        own = [o for o in self._table_cells(rid, table) if o.refs[0].split(".")[2] == row and o.unit.symbol == m.unit.symbol]
        if not own or c.kind == "evidence" and any(B.holds(m, o, self.config.approx_tolerance) for o in own):
            return bd
        if _TIME_AFTER.match(b.text, m.end):
            return bd  # "36,000 drive days", "GPU hours": a count of a time, not of drives
        lo, hi = b.sentence_span(b.sentence_of(m.num_start))
        sentence = b.text[lo:hi].lower()
        for o in self._table_cells(rid, table):  # "72 GPUs to the HGX B200's 8, the NVL72 …": that unit's column of a
            # row the sentence names
            if o.need and o.unit.symbol == m.unit.symbol \
                    and B.holds(m, o, self.config.approx_tolerance) and any(has_key(k, sentence) for k in o.need[0]):
                return B.Binding("verified", o)
        return B.Binding("variant-mismatch", own[0], c, alts=(f"{m.unit_text or m.unit.symbol}",))

    def _table_cells(self, rid: str, table: str) -> list:
        """The report values of one table's cells (no ranges), in candidate order; read once per table."""
        memo = self.__dict__.setdefault("_tcells", {})
        if not memo:
            for o in self.cands:
                if o.kind == "evidence" and len(o.refs) == 1 and o.refs[0].count(".") == 3 and not o.is_range:
                    memo.setdefault(tuple(o.refs[0].split(".")[:2]), []).append(o)
            memo.setdefault(("", ""), [])
        return memo.get((rid, table), [])

    def _head_column(self, m: Mention, bd: B.Binding) -> B.Binding:
        """"4 GPU compute dies": a count whose head noun (dies) its column's label lacks and another column of its
        row has ("GPU compute dies (GCDs) per node") is that column's figure."""
        c = bd.cand
        rid, table, row, col = c.refs[0].split(".")
        t = self.registry[rid].model.tables.get(table) if rid in self.registry else None
        if t is None or lexicon.label_has(all_text(t.columns[col].label) if t.columns[col].label else col, m.data["head"]):
            return bd
        for o in self._table_cells(rid, table):
            if o.refs[0].split(".")[2] == row and o.refs[0] != c.refs[0]:
                lab = t.columns[o.refs[0].split(".")[3]].label
                if lab and lexicon.label_has(all_text(lab), m.data["head"]):
                    return bd if B.holds(m, o, self.config.approx_tolerance) else \
                        B.Binding("variant-mismatch", o, c, alts=(m.data["head"],))
        return bd

    def _whole_row(self, ref: str) -> bool:
        """ref is a cell of a table's total row ("All training data", "合计")."""
        from engine.check.derive import _TOTAL_ROW

        parts = ref.split(".")
        if len(parts) != 4 or parts[0] not in self.registry:
            return False
        table = self.registry[parts[0]].model.tables.get(parts[1])
        row = table.rows.get(parts[2]) if table is not None else None
        cells = row if isinstance(row, list) else list((row or {}).values())
        return bool(_TOTAL_ROW.search(" ".join([parts[2].lower()] + [v.lower() for v in cells if isinstance(v, str)])))

    def _named_twin(self, m: Mention, c, other: str, clause: str):
        """Another report value the figure holds for, of c's unit, that is the named variant `other` of another
        metric with the same variant key (train_vram.lora beside ckpt_size.lora); never one whose quantity the
        clause tells apart from c's by c's own words ("LoRA's checkpoint takes 350GB" is about checkpoints)."""
        tol = self.config.approx_tolerance
        parts = other.split(".")
        for o in self.cands:
            if o is c or o.kind != "evidence" or len(o.refs) != 1 or o.refs[0] == other \
                    or o.unit.dims != c.unit.dims or not B.holds(m, o, tol) \
                    or any(has_key(k, clause) for k in set(c.keys) - set(o.keys)):
                continue
            op = o.refs[0].split(".")
            if len(op) == len(parts) == 3 and op[0] == parts[0] and op[2] == parts[2] and op[1] != c.refs[0].split(".")[1]:
                return o  # R.metric.variant (never another column of a named row: that is a column's swap)
        return None

    def _tagged_after(self, b: Block, m: Mention, c, names, groups):
        """"ranges from 76.0% (ResNet-50) to 84.3% (EfficientNet-B7)": a parenthesis right after a figure that
        holds only names (no figure of its own) says whose figure it is. "own" when it names the bound variant;
        a variant-mismatch when it names only others of its group; None when it names none (or is no such tag)."""
        tag = _TAG_AFTER.match(b.text, m.end)
        if tag is None or re.search(r"(?<![A-Za-z0-9.-])\d", tag.group(1)):
            return None
        text = _switch(tag.group(1).lower())
        others = []
        for g, pats, _label, _base in names[c.refs[0]]:
            if any(p.search(text) for p in pats):
                return "own"
            mine = self._vwords.get((c.refs[0], g), ())
            for other in groups[g]:
                og = next((x for x in names.get(other, ()) if x[0] == g), None)
                if other != c.refs[0] and og is not None and og[1] \
                        and any(p.search(text) and not any(p.search(w) for w in mine) for p in og[1]):
                    others.append((other, og))
        for other, og in others:
            want = self._variant_cand(c, other)
            if want is not None and not B.holds(m, want, self.config.approx_tolerance):
                return B.Binding("variant-mismatch", want, c, alts=(og[2] + (" (the baseline)" if og[3] else ""),))
        return "own" if others else None

    def _known_text(self) -> str:
        """Every word the reports in scope and cited write (title, set-up, metric names and notes, tables), lower
        case: a product id not in it is one they never measured."""
        if not hasattr(self, "_known"):
            self._known = " ".join(self._report_text(rid) for rid in sorted(set(self.in_scope) | set(self.cited)))
        return self._known

    def _report_text(self, rid: str) -> str:
        """The words one report writes, lower case ("" for a report not in the registry)."""
        cache = self.__dict__.setdefault("_report_texts", {})
        if rid not in cache:
            from engine.models.common import all_text

            parts = []
            if rid in self.registry:
                md = self.registry[rid].model
                parts += [rid, md.title, *map(str, md.setup.keys()), *map(str, md.setup.values())]
                for k, x in md.metrics.items():
                    parts += [k, *(x.values or {}), all_text(x.note) if x.note else ""]
                for k, t in md.tables.items():
                    parts += [k, all_text(t.caption), all_text(t.note) if t.note else "", *t.columns, *t.rows]
                    parts += [all_text(c.label) for c in t.columns.values() if c.label]
                    for row in t.rows.values():
                        parts += [str(x) for x in (row if isinstance(row, list) else row.values()) if isinstance(x, str)]
            text = " ".join(str(x) for x in parts).lower()
            # "TPUv3x32", "8×A100": the part's name counted, written apart too ("32 TPUv3 cores")
            cache[rid] = text + " " + re.sub(r"([a-z0-9])[x×](\d+)(?![\d.])", r"\1 \2", text)
        return cache[rid]

    def _unknown_product(self, b: Block, m: Mention, bd: B.Binding) -> B.Binding:
        """"竞品 FX100 的平均读带宽为 92.4GB/s [@S1]" when S1 measured ArkFS, not FX100: a product id (capital letters
        and digits: FX100, X1, H200) in the number's clause that no report in scope writes, in a clause that names
        nothing the quantity is of, makes the figure another product's: a mismatch, never a pass."""
        c = bd.cand
        if bd.status != "verified" or c is None or not c.reports or m.group or b.kind == "cell" \
                or units.is_counted(c.unit) or units.is_counted(m.unit):
            return bd  # "64 AMD MI308X GPUs": a count of parts, whatever their model
        clause = self._clause_of(b, m)
        lo, hi = b.sentence_span(b.sentence_of(m.num_start))
        known = self._known_text()
        unknown = [t for t in _PRODUCT_ID.findall(b.text[lo:hi]) if t.lower() in clause
                   and not _word_rx(t).search(known) and not _PERCENTILE.fullmatch(t)
                   and not re.search(re.escape(t) + _PART_AFTER, b.text[lo:hi])]
        unknown += [t for t in self._unknown_models(b.text[lo:hi], c.reports) if t.lower() in clause]
        if not unknown:
            return self._other_reports_product(b, m, bd, clause, lo, hi)
        if any(_word_rx(t).search(known) for t in _PRODUCT_ID.findall(b.text[lo:hi]) if t.lower() in clause
               and t not in self.registry):
            return bd  # a product the reports know is named too ("FX100 比 X1 快 2 倍"; not a report's id, "[@RT1]")
        names, _ = self._variant_index()
        for t in unknown:  # (the unknown name's own words are no name of a row: "Nimbus" of "Nimbus 7330")
            clause = clause.replace(t.lower(), " ")
        if any(p.search(clause) for r in c.refs for x in names.get(r, ()) for p in x[1]
               if not (len(x[0]) == 5 and x[0][2] == "row")):
            return bd  # the clause names the quantity's own variant or row (not its column: "32 cores")
        return B.Binding("agree-mismatch", None, c, alts=(unknown[0],))

    def _metric_of_other_row(self, b: Block, m: Mention, bd: B.Binding) -> B.Binding:
        """"ConnectX-6 的消息速率为每秒 3.3 亿至 3.7 亿条" when 330–370 million is a metric whose note is ConnectX-7's: a
        report's metric whose note names one row of its tables (by the row's printed name), in a sentence that names
        another row of that table and not that one, is the other row's figure: a mismatch."""
        c = bd.cand
        if bd.status != "verified" or c is None or c.kind != "evidence" or len(c.refs) != 1 or c.refs[0].count(".") != 1:
            return bd
        lo, hi = b.sentence_span(b.sentence_of(m.num_start))
        for names, own in self._rows_of_note(c.refs[0]):
            said = [n for n in names if _whole(n, b.text[lo:hi])]
            if said and own not in said:
                return B.Binding("agree-mismatch", None, c, alts=(said[0],))
        return bd

    def _rows_of_note(self, ref: str) -> list:
        """Per table of the metric's report: (its rows' printed names, the one name the metric's note writes as
        printed), for the tables whose rows the note names exactly one of; read once per metric."""
        memo = self.__dict__.setdefault("_note_rows", {})
        if ref not in memo:
            rid, key = ref.split(".")
            rep = self.registry[rid] if rid in self.registry else None
            metric = rep.model.metrics.get(key) if rep is not None else None
            out = []
            if metric is not None and metric.note:
                note = " ".join(metric.note.langs.values()) if hasattr(metric.note, "langs") else all_text(metric.note)
                for table in rep.model.tables.values():
                    names = [next((x for x in (row if isinstance(row, list) else row.values()) if isinstance(x, str)), "")
                             for row in table.rows.values()]
                    names = [n.strip() for n in names if len(n.strip()) >= 3]
                    # (as printed: "JSON" in a note is no row "json"; "Fjord 3", not the "Fjord" inside it)
                    own = [n for n in names if _whole(n, note, case=True)]
                    own = [n for n in own if not any(n != o and _whole(n, o) for o in own)]
                    if len(own) == 1:
                        out.append((names, own[0]))
            memo[ref] = out
        return memo[ref]

    def _unknown_models(self, sentence: str, reports) -> list[str]:
        """"Nimbus 7330", "the 7760P" when the cited table's rows are Nimbus 7120 … 7760F: a model number written
        the way the rows write theirs (after their brand word, or with a letter after digits a row has) that names no
        row is another product's, never one of them."""
        brands, models = set(), set()
        for rid in reports:
            if rid not in self.registry:
                continue
            for table in self.registry[rid].model.tables.values():
                for row in table.rows.values():
                    name = next((x for x in (row if isinstance(row, list) else row.values()) if isinstance(x, str)), "")
                    got = _MODEL_NAME.fullmatch(name.strip())
                    if got:
                        brands.add(got.group(1).lower())
                        models.add(got.group(2).lower())
        if not models:
            return []
        out = []
        for g in _MODEL_WRITTEN.finditer(sentence):
            token = g.group(2).lower()
            digits = re.match(r"\d+", token).group()
            if token in models:
                continue
            if g.group(1) and g.group(1).lower() in brands or token != digits and digits in models:
                out.append(g.group())
        return out

    def _other_reports_product(self, b: Block, m: Mention, bd: B.Binding, clause: str, lo: int, hi: int):
        """"MX500 的 P99 时延为 420 微秒[@K1; @K2]" when 420 µs is K1's NX900 and K2 measured MX500: with several
        reports in scope, a clause that names only product ids of other reports, none of the value's own,
        makes the figure another product's."""
        c = bd.cand
        own = " ".join(self._report_text(r) for r in c.reports)
        named = [t for t in _PRODUCT_ID.findall(b.text[lo:hi]) if t.lower() in clause and not _PERCENTILE.fullmatch(t)
                 and not re.search(re.escape(t) + _PART_AFTER, b.text[lo:hi])]
        if not named or any(_word_rx(t).search(own) for t in named):
            return bd
        others = [r for r in sorted(set(self.in_scope) | set(self.cited)) if r not in c.reports]
        if not all(any(_word_rx(t).search(self._report_text(r)) for r in others) for t in named):
            return bd
        theirs = " ".join(self._report_text(r) for r in others)
        titles = {w for r in c.reports if r in self.registry
                  for w in re.findall(r"[a-z][a-z0-9-]{2,}", str(self.registry[r].model.title).lower())}
        if any(not _word_rx(w).search(theirs) and _word_rx(w).search(b.text[lo:hi].lower()) for w in titles):
            return bd  # the sentence names the value's own product too ("ArkFS 的 98.4GB/s 高于 MX500 的 61.2GB/s")
        names, _ = self._variant_index()
        if any(p.search(clause) for r in c.refs for x in names.get(r, ()) for p in x[1]):
            return bd  # the clause names the quantity's own variant or row
        return B.Binding("agree-mismatch", None, c, alts=(named[0],))

    def _plain_claim_named(self, b: Block, m: Mention, bd: B.Binding) -> B.Binding:
        """"换成 FX100 后,训练总时长为 10 小时" when 10 h is run_time (no variant word: the baseline's) and the brief
        has run_time_fx: a claim whose name is another claim's plus a product word (fx, new, after) is that
        claim's product variant; a clause that names the product and not the baseline is about it."""
        c = bd.cand
        if bd.status != "verified" or c is None or self.scope is None or c.name not in self.scope or m.group:
            return bd
        vt = self._variant_tokens()
        toks = {t for t in c.name.lower().split("_") if t}
        if toks & vt:
            return bd
        twins = [o for o in self.cands if o is not c and o.name in self.scope and o.unit.dims == c.unit.dims
                 and (lambda ot: ot - vt == toks and bool(ot & (vt - set(_BASE_NAMES))))(
                     {t for t in o.name.lower().split("_") if t})]
        if len(twins) != 1 or B.holds(m, twins[0], self.config.approx_tolerance):
            return bd
        names, groups = self._variant_index()
        base = self._vbase_refs()
        prod_pats, base_pats = [], []
        for ref, xs in names.items():
            for g, pats, _label, is_base in xs:
                if len(g) == 2 and any(r in base for r in groups[g]):  # a report metric with a baseline
                    (base_pats if is_base else prod_pats).extend(pats)
        if not prod_pats:
            return bd
        clause = self._clause_of(b, m)
        named = clause if any(p.search(clause) for p in prod_pats + base_pats) else \
            self._framing(b, m, prod_pats + base_pats)
        if any(p.search(named) for p in prod_pats) and not any(p.search(named) for p in base_pats):
            label = next((p.pattern for p in prod_pats if p.search(named)), "")
            shown = re.sub(r"\(\?<?[!=][^)]*\)|\\", "", label)
            return B.Binding("variant-mismatch", twins[0], c, alts=(shown,))
        return bd

    def _foreign_baseline(self, b: Block, m: Mention, bd: B.Binding) -> B.Binding:
        """"FX100 比 NFS 快 1.9 倍[@R1]" when R1 compares FX100 with 原有存储 and NFS is R9's baseline: a figure of a
        report's baseline (its baseline value, or a comparison computed from it) in a clause that names another
        report's baseline, and not its own, compares with something it did not measure."""
        c = bd.cand
        if bd.status != "verified" or c is None or len(set(c.reports)) != 1 or c.kind == "derivation" and c.op == "":
            return bd
        rid = c.reports[0]
        own = self._base_names(rid)
        if not own or not set(c.refs) & self._vbase_refs():
            return bd
        clause = self._clause_of(b, m)
        if any(w and w in clause for w in own):
            return bd
        for other, names in self._foreign_bases(rid):
            hit = next((w for w in names if _word_rx(w).search(clause)), None)
            if hit:
                return B.Binding("agree-mismatch", None, c, alts=(f"{hit}, the baseline of {other}, not of {rid}",))
        return bd

    def _base_names(self, rid: str) -> list[str]:
        setup = self.registry[rid].model.setup or {}
        return [str(setup["baseline"]).lower()] + [w.lower() for w in BASE_WORDS] if setup.get("baseline") else []

    def _foreign_bases(self, rid: str) -> list:
        """Other reports' setup.baseline names that this report's own texts do not name."""
        memo = self.__dict__.setdefault("_fbases", {})
        if rid not in memo:
            m = self.registry[rid].model
            mine = " ".join([str(m.title or "")] + [str(v) for v in (m.setup or {}).values()]).lower()
            out = []
            for other in sorted(self.registry.reports):
                setup = self.registry[other].model.setup or {}
                name = str(setup.get("baseline") or "").strip().lower()
                if other != rid and name and name not in mine and not any(w in name for w in BASE_WORDS):
                    out.append((other, [name]))
            memo[rid] = out
        return memo[rid]

    def _respectively_derived(self, b: Block, m: Mention, bd: B.Binding, mentions) -> B.Binding:
        """"BERT-Base and BERT-Large obtain 4.5 and 7.0 point improvements over GPT": the k-th of coordinated
        differences (ratios, changes) is about the k-th of the variants named with it, the reference (the
        derivation's other value) left out. Bound to another variant's derivation, it is rebound to the k-th's
        when it holds there, else a mismatch against it."""
        names, groups = self._variant_index()
        c = bd.cand
        found = []
        for r, other in ((c.refs[0], c.refs[1]), (c.refs[1], c.refs[0])):  # either value may be the reference
            if r not in names:
                continue
            got = self._respectively(b, m, replace(bd, cand=replace(c, refs=(r,))), mentions, names, groups,
                                     leave_out=other)
            if got[1] is not None:
                return bd  # the k-th name is its own
            if got[0] is not None and got[0].cand is not None:
                want = got[0].cand.refs[0]
                found.append(next((o for o in self.cands if o.kind == "derivation" and o.op == c.op
                                   and set(o.refs) == {want, other}), None))
        held = [t for t in found if t is not None and B.holds(m, t, self.config.approx_tolerance)]
        if held:
            return B.Binding("verified", held[0], score=bd.score)
        if found:
            return B.Binding("value-mismatch", found[0] or c, score=bd.score)
        return bd

    def _respectively(self, b: Block, m: Mention, bd: B.Binding, mentions, names, groups, leave_out="") -> tuple:
        """Coordinated figures go element-wise with the coordinated names of their sentence: "86.7/85.9 on
        MNLI-m/mm", "ResNet and the plain net …: 27.88% vs 27.94%", "分别为 X 和 Y". When the number is the k-th of
        n figures joined by / 、 and 和 vs, and its sentence names a list of n variants of one of its quantity's
        groups (the columns of its row, the rows of its column), it is about the k-th of them in that order: its
        quantity when that is it (verified, and that group is not judged again), else that variant's (held, or a
        mismatch). Returns (a new binding or None, the group read element-wise or None)."""
        ms = list(mentions)
        i = next((j for j, x in enumerate(ms) if x is m), None)
        if i is None:
            return None, None
        lo = hi = i
        while lo > 0 and _COORD.fullmatch(b.text[ms[lo - 1].end:ms[lo].start]) and _listed_with(ms[lo - 1], ms[lo]):
            lo -= 1
        while hi + 1 < len(ms) and _COORD.fullmatch(b.text[ms[hi].end:ms[hi + 1].start]) and _listed_with(ms[hi], ms[hi + 1]):
            hi += 1
        n, k = hi - lo + 1, i - lo
        if n < 2:
            return None, None
        s_lo, s_hi = b.sentence_span(b.sentence_of(m.num_start))
        sentence = _COMPOUND.sub(lambda x: f"{x[1]}{x[2]}/{x[1]}{x[3]}", b.text[s_lo:s_hi]).lower()  # MNLI-m/mm
        c, ref = bd.cand, bd.cand.refs[0]
        for g, _pats, _label, _base in names[ref]:
            pats = [(other, p) for other in groups[g] if other != leave_out
                    for p in next(x for x in names[other] if x[0] == g)[1]]
            said = _shared_tail(sentence, [p.pattern for _, p in pats if not p.pattern.isascii()])
            said = _shared_head(said, [_word_of(p) for _, p in pats])
            spans = [(h.start(), h.end(), other) for other, p in pats for h in p.finditer(said)]
            # a name inside a longer name of another variant is that one's ("GNMT + RL" in "GNMT + RL Ensemble")
            spans = [x for x in spans if not any(y[2] != x[2] and y[0] <= x[0] and x[1] <= y[1] and y[1] - y[0] > x[1] - x[0]
                                                 for y in spans)]
            first = {}
            for st, e, o in sorted(spans, key=lambda x: (x[0], -x[1])):  # each name's first place, written in full
                first.setdefault(o, (st, e))
            at = sorted((se, o) for o, se in first.items())
            # the names must be a list of their own ("Net-20 A and Net-20 B", "ResNet and the plain net",
            # "MNLI-m/MNLI-mm"), as long as the list of figures
            runs, run = [], at[:1]
            for prev, cur in zip(at, at[1:]):
                if _COORD_NAMES.fullmatch(said[prev[0][1]:cur[0][0]]):
                    run.append(cur)
                else:
                    runs.append(run)
                    run = [cur]
            runs.append(run)
            runs = [r for r in runs if len(r) == n]
            if len(runs) != 1:
                continue
            want_ref = runs[0][k][1]
            if want_ref == ref:
                return None, g
            want = self._variant_cand(c, want_ref)
            if want is not None and B.holds(m, want, self.config.approx_tolerance):
                return B.Binding("verified", want, score=bd.score), None
            og = next(x for x in names[want_ref] if x[0] == g)
            return (B.Binding("variant-mismatch", want, c, alts=(og[2],)) if want is not None else None), None
        return None, None

    def _derivation_direction(self, b: Block, m: Mention, bd: B.Binding) -> B.Binding:
        """Without a brief, a derivation between two variants must go the way its words say: a decrease
        (降低, 缩短, fell, cut) is relative to the larger value, an increase (提升, 增加, up, rose) to the
        smaller; the product variant must have moved that way from the baseline (unless the clause is about
        speed, which rises as time falls); "A 是 B 的 N 倍" needs A the larger."""
        c = bd.cand
        if bd.status != "verified" or c is None or len(c.refs) != 2 or m.group:
            return bd
        if c.kind == "derivation":
            op = c.op
        elif c.kind == "derived" and (c.refs[0].rsplit(".", 1)[0] == c.refs[1].rsplit(".", 1)[0]
                                      or _one_column(c.refs[0], c.refs[1])):
            # a claim computed from two variants of one metric (speedup, bw_gain, saved_time), or from two rows of
            # one table column (the baseline's and the product's P99 latency)
            op = "ratio" if c.unit.symbol in ("x", "") else "change" if c.unit.symbol == "%" else ""
            if not op:
                return bd  # a claimed difference (saved_time, gpu_hours_saved) is a magnitude
        else:
            return bd
        vals = self._ref_values()
        if c.refs[0] not in vals or c.refs[1] not in vals:
            return bd
        (ra, va), (rb, vb) = sorted(((r, vals[r]) for r in c.refs), key=lambda x: -x[1])
        clause = self._clause_of(b, m)
        pre = clause[:max(0, clause.find(m.text.lower()))] if m.text.lower() in clause else clause
        down, up = bool(_DOWN.search(clause)), bool(_UP.search(clause))
        if m.sign in ("+", "-"):  # "+100% 读带宽": the sign is the number's own direction, whatever the clause says
            down, up = m.sign == "-", m.sign == "+"
        cmp = _COMPARE_MARK.search(clause) or _ABOVE_BELOW.search(clause)
        # "A 比 B 高 81.7%" is (A − B) ÷ B, relative to B: an increase over the smaller; 低 a decrease from the larger
        rel_up, rel_down = (bool(_BIGGER.search(clause)), bool(_SMALLER.search(clause))) \
            if cmp and not down and not up and _share_like(m) else (up, down)
        speed = bool(_SPEED.search(clause))
        names, groups = self._variant_index()

        def show(ref):
            return self._rdisp.get(ref, f"{vals[ref]:g}")

        def named(ref, text):
            # by the names of the group both values are in (the rows of one column: "BERT-base trails DistilBERT
            # by 4.5 points on MNLI" names the rows; MNLI, the column both are in, names neither apart)
            other = rb if ref == ra else ra
            xs = names.get(ref, ())
            xs = [x for x in xs if other in groups.get(x[0], ())] or xs
            # a word both are named by ("4K 随机读" of both rows) names neither apart
            both = {p.pattern for x in names.get(other, ()) for p in x[1]}
            return any(any(p.search(text) for p in x[1] if p.pattern not in both) for x in xs)
        why = ""
        fa, fb = (va - vb) / va, (va - vb) / vb
        if op == "change" and rel_down != rel_up and va > vb > 0 \
                and min(abs(c.lo - fa) / fa, abs(c.lo - fb) / fb) < 0.01:
            rel_large = abs(c.lo - fa) < abs(c.lo - fb)
            if rel_down and not rel_large:
                why = "a decrease is relative to where it starts, the larger value: (a − b) ÷ a"
            elif rel_up and rel_large:
                why = "an increase is relative to where it starts, the smaller value: (a − b) ÷ b"
            if why:  # "about 3% above the 1TB model's 600K" holds for (620 − 600) ÷ 600 as well: that one is meant
                want = fb if rel_large else fa
                alt = next((o for o in self.cands if o is not c and o.op == "change" and set(o.refs) == set(c.refs)
                            and abs(o.lo - want) <= 1e-9 * max(1.0, abs(want))), None)
                if alt is not None and B.holds(m, alt, self.config.approx_tolerance):
                    return B.Binding("verified", alt, score=bd.score)
        judged = None  # a comparison of speed, judged by its subject (None: there is none)
        if c.kind == "derivation" and op in ("ratio", "change"):
            judged = self._speed_subject(b, m, clause, pre, ra, rb, named, show)
            why = why or judged or ""
        if not why and down != up and not speed:
            base = next((r for r in (ra, rb) if r in self._vbase_refs()), None)
            if base is not None:
                prod = rb if base == ra else ra
                mark = _COMPARE_MARK.search(clause)
                if mark is not None and named(base, clause[:mark.start()]) and not named(prod, clause[:mark.start()]) \
                        and named(prod, clause[mark.end():]):
                    # "Bare metal takes 38.5 s longer to boot than KVM": the baseline is the subject, compared with the
                    # product, and lies the way the word says from it
                    more = vals[base] > vals[prod]
                    if down and more or up and not more:
                        why = (f"the baseline {base} {show(base)} is {'higher' if more else 'lower'} than "
                               f"{prod} {show(prod)}")
                elif not (named(base, clause) and not named(prod, clause)):
                    rose = vals[prod] > vals[base]
                    if down and rose:
                        why = f"{prod} {show(prod)} is higher than the baseline {base} {show(base)}: it rose"
                    elif up and not rose:
                        why = f"{prod} {show(prod)} is lower than the baseline {base} {show(base)}: it fell"
        # a speed is the inverse of a time ("保存速度是原来的 1.9 倍" of two save times); a throughput is a rate itself
        rate = self._speed_kind(ra) == "rate"
        if not why and judged is None and op == "ratio" and (rate or not speed) and vb > 0 \
                and abs(c.lo - va / vb) / (va / vb) < 0.01:
            k = _IS.search(pre)
            if cmp and _BIGGER.search(clause) and not _SMALLER.search(clause) and (k is None or cmp.start() < k.start()):
                k = cmp  # "原有 NAS 读带宽比 ArkFS 高 10 倍": the subject before 比 / than is the larger
            smaller_said = bool(cmp and _SMALLER.search(clause) and not _BIGGER.search(clause))
            if k and not smaller_said:
                subj, obj = (pre, clause[k.end():]) if k.start() >= len(pre) else (pre[:k.start()], clause[k.end():])
                # the subject is the smaller: "原有 NAS 的读带宽是 ArkFS 的 10 倍" (the other need not be named)
                if named(rb, subj) and not named(ra, subj) and not named(rb, obj):
                    why = f"the text says {rb} ({show(rb)}) is {m.text} {ra} ({show(ra)}), but it is the smaller"
            if not why and smaller_said and (k is None or k.start() < cmp.start()):
                # "A is 13.5 times smaller than B", "A 比 B 小 13.5 倍": the subject before than / 比 is the smaller
                subj, obj = clause[:cmp.start() if k is None else k.start()], clause[cmp.end():]
                if named(ra, subj) and not named(rb, subj) and not named(ra, obj):
                    why = f"the text says {ra} ({show(ra)}) is {m.text} smaller than {rb} ({show(rb)}), but it is the larger"
        if not why and judged is None and op in ("diff", "change"):
            why = self._compared_direction(m, clause, ra, rb, named, show, self._front_of(b, m), lower_is_better(c),
                                           self._speed_kind(ra))
        if why:
            return B.Binding("derivation-direction", c, alts=(why,))
        return bd

    def _speed_subject(self, b: Block, m: Mention, clause: str, pre: str, ra: str, rb: str, named, show) -> str | None:
        """"DistilBERT is 2.2 times as fast as ELMo", "ELMo is 2.2x slower than DistilBERT", "takes 3.9 times as long
        as", "63% faster than": a comparison of speed between two cells says which one is the faster. For times the
        faster is the smaller value, for rates (throughput, FPS, images/s) the larger; the subject is the one the
        reference (after than / as fast as / over / 比) does not name. ra is the larger value. Returns why it is
        the wrong way round, "" when it is the right way, None when the words or the kind of quantity say nothing."""
        kind = self._speed_kind(ra)
        if not kind:
            return None
        text = clause.replace(m.qual_text.lower(), " ") if m.qual_text else clause
        fast, slow = bool(_FAST_WORDS.search(text)), bool(_SLOW_WORDS.search(text))
        if kind == "time" and not fast and not slow and _LONG_WORDS.search(text):
            slow = True  # "takes 3.9 times as long as": the larger time
        if fast == slow:
            return None
        faster, slower = (rb, ra) if kind == "time" else (ra, rb)
        refs = [k.group("ref") for k in _SPEED_REF.finditer(text)]
        front = _FRONT_REFERENCE.match(self._front_of(b, m))
        if front:
            refs.append(front.group("ref") or front.group("ref2") or front.group("ref3"))
        subj = None
        for ref in refs:
            a, z = named(ra, ref), named(rb, ref)
            if a != z:
                subj = rb if a else ra
                break
        if subj is None:
            a, z = named(ra, pre), named(rb, pre)
            if a == z:
                return None
            subj = ra if a else rb
        want = faster if fast else slower
        if subj == want:
            return ""
        return (f"the text says {subj} ({show(subj)}) is the {'faster' if fast else 'slower'}, but "
                f"{want} ({show(want)}) is")

    def _speed_kind(self, ref: str) -> str:
        """"time" for a duration (faster is smaller), "rate" for a throughput (faster is larger), else ""."""
        c = next((o for o in self.cands if o.kind == "evidence" and o.refs == (ref,)), None)
        if c is None:
            return ""
        words = set(c.need[1]) if c.need else set(c.keys)
        time = c.unit.kind == "time" or c.unit.symbol == "" and bool(words & _TIME_WORDS)
        rate = "/s" in c.unit.symbol or bool(words & _RATE_WORDS)
        return "time" if time and not rate else "rate" if rate and not time else ""

    @staticmethod
    def _compared_direction(m: Mention, clause: str, ra: str, rb: str, named, show, front: str = "",
                            lower_better: bool = False, speed: str = "") -> str:
        """"A 比 B 低 15.1 分", "15.1 points below B": the one named after 比 / than / above / below / over is the
        reference, and the comparison word says whether the other is larger; ra is the larger of the two. The
        reference may also open the sentence ("Against B, A is 11.1 points worse", "与 B 相比,A 低 …").
        "better" / 优于 says larger only where larger is better: for an error rate or a latency it says smaller."""
        text = clause.replace(m.qual_text.lower(), " ") if m.qual_text else clause
        better, worse = bool(_BETTER.search(text)), bool(_WORSE.search(text))
        if lower_better:
            better, worse = worse, better
        big, small = bool(_BIGGER.search(text)) or better, bool(_SMALLER.search(text)) or worse
        if big == small:
            # "相比 B,A 的平均分下降了 4.5 个百分点", "increases the error by 3.5% compared with B": a change word
            big, small = bool(_UP.search(text)), bool(_DOWN.search(text))
        if big == small and speed:
            # "比 zstd -1 快 80 MB/s": faster is the larger rate, the smaller time
            fast, slow = bool(_FAST_WORDS.search(text)), bool(_SLOW_WORDS.search(text))
            if fast != slow:
                big, small = (fast, slow) if speed == "rate" else (slow, fast)
        if big == small:
            return ""
        refs = [k.group("ref") for k in _REFERENCE.finditer(text)]
        if not refs and front:
            k = _FRONT_REFERENCE.match(front)
            refs = [k.group("ref") or k.group("ref2") or k.group("ref3")] if k else []
        for ref in refs:
            if named(ra, ref) and not named(rb, ref) and big:
                return f"the text says it is more than {ra} ({show(ra)}), but {rb} ({show(rb)}) is the smaller"
            if named(rb, ref) and not named(ra, ref) and small:
                return f"the text says it is less than {rb} ({show(rb)}), but {ra} ({show(ra)}) is the larger"
        return ""

    @staticmethod
    def _front_of(b: Block, m: Mention) -> str:
        """The sentence before the number's clause (a comparison's reference may open the sentence)."""
        lo, _ = b.sentence_span(b.sentence_of(m.num_start))
        before = b.text[lo:m.start]
        cuts = list(_CLAUSE.finditer(before))
        return before[:cuts[-1].start()].strip().lower() if cuts else ""

    def _partner(self, b: Block, m: Mention) -> tuple[str, int, int]:
        """The comparison partner of a ratio or change: the words after the nearest comparison word before the
        number in its sentence (相比 NX700, 与 4 个客户端相比, 比原有 NAS, 是原有 NAS 的, compared with NX700), or after
        `than` / `versus` after it in its clause; ("", -1, -1) when none. Returns the words and their span."""
        lo, hi = b.sentence_span(b.sentence_of(m.num_start))
        text = b.text.lower()
        after = text[m.end:hi]
        cut = _CLAUSE.search(after)
        after_end = m.end + (cut.start() if cut else len(after))
        found = list(_COMPARED.finditer(text, lo, m.start))
        k = _THAN.search(text, m.end, after_end)
        if k is None and not any(_EXPLICIT.fullmatch(f.group()) for f in found):
            # "3.5 times the IOPS of X"; but "Compared with X, … 3.5 times the IOPS" names X before
            k = _TIMES_THE.match(text, m.end, after_end)
        if k:
            return text[k.end():after_end], k.end(), after_end
        if not found:
            return "", -1, -1
        best = found[-1]
        end = best.end()
        if best.group() in ("相比", "相较", "对比", "比较") and not re.split(r"[,,]", text[end:m.start])[0].strip():
            w = _WITH.search(text, lo, best.end())  # "与 X 相比,…": the partner is between the two words
            if w is None:
                return "", -1, -1
            return text[w.end():best.start()], w.end(), best.start()
        stop = _PARTNER_END.search(text, end, m.start)
        end2 = stop.start() if stop else m.start
        return text[end:end2], end, end2

    def _comparison_partner(self, b: Block, mentions, results) -> None:
        """"相比 NX700,NX900 保存快 4.9 倍" when 4.9x is NX900 against the NAS (against NX700 it is 1.8x); "与 4 个客户端
        相比,16 个客户端时读吞吐提升到 10.2 倍" when 10.2x is ArkFS against the NAS at 16 clients: a ratio, change or
        difference of two values is about the partner its sentence compares with. When the partner names another
        variant of the values' group (another system, the baseline), or another row of their table by a count,
        and neither value, the number rebinds to the same comparison with that partner if one holds for it, and
        is otherwise a mismatch naming the partner."""
        if self.scope is None:
            return  # with a brief only: without one, coordinated comparisons of a results table are read by rows
        names, groups = self._variant_index()
        counted = {}  # mention id -> (report, table, row) of a count cell it is bound to
        for m, bd in results:
            c = bd.cand
            if bd.status == "verified" and c is not None and len(c.refs) == 1 and c.refs[0].count(".") == 3 \
                    and units.is_counted(c.unit):
                counted[id(m)] = tuple(c.refs[0].split(".")[:3])
        for k, (m, bd) in enumerate(results):
            c = bd.cand
            if bd.status != "verified" or c is None or len(c.refs) != 2 or m.group or m.arith is not None \
                    or c.kind not in ("derived", "derivation"):
                continue
            ra, rb = c.refs
            word, named = "", None
            text, s0, s1 = self._partner(b, m)
            shared = [g for g, _p, _l, _b in names.get(ra, ()) if ra in groups.get(g, ()) and rb in groups.get(g, ())]
            if shared:
                # the partner, and the subject: the number's clause before the partner (or before the number)
                lo, _ = b.sentence_span(b.sentence_of(m.num_start))
                cuts = list(_CLAUSE.finditer(b.text, lo, m.start))
                c0 = cuts[-1].end() if cuts else lo
                subject = _switch(b.text[c0:s0 if c0 <= s0 <= m.start else m.start].lower())
                for g in shared:
                    for part in (text, subject):
                        hit = [o for o in groups[g] for x in names.get(o, ()) if x[0] == g and part
                               and any(p.search(part) for p in x[1])]
                        if hit and not {ra, rb} & set(hit):
                            named, word = hit[0], next(x[2] for x in names[hit[0]] if x[0] == g)
                            break
                    if named is not None:
                        break
                if named is None:
                    way = self._ratio_way(b, m, c, subject, text, names, shared)
                    if way:
                        results[k] = (m, B.Binding("derivation-direction", c, alts=(way,)))
                        continue
                if named is None and text and all(len(g) == 2 for g in shared):
                    # another system of the report, measured in other metrics only ("比 NX700 快 9.3 倍" for a
                    # load time measured on the NAS and NX900)
                    rid, keys = ra.split(".")[0], {ra.rsplit(".", 1)[1], rb.rsplit(".", 1)[1]}
                    for ref, xs in names.items():
                        key = ref.rsplit(".", 1)[1]
                        if ref.split(".")[0] != rid or key in keys:
                            continue
                        x = next((x for x in xs if len(x[0]) == 2 and not x[3]), None)
                        if x is not None and any(p.search(text) for p in x[1][:1]):
                            named, word = ref, x[2]
                            break
            own = {t for t in c.tags if t.startswith("stat:")}
            if named is None and own and text:
                from engine.check.agree import tags as agree_tags, word_of
                said = {t for t in agree_tags(text) if t.startswith("stat:")}
                if said and not said & own:  # "是原有 NAS 峰值写带宽的 5.1 倍" when 5.1x is a ratio of averages
                    results[k] = (m, B.Binding("agree-mismatch", None, c, alts=(word_of(sorted(said)[0], text),)))
                    continue
            if named is None:
                rows = {tuple(r.split(".")[:3]) for r in c.refs if r.count(".") == 3}
                # two variants of one metric (tpmc.n7 / tpmc.baseline) are compared at one setting: a partner that
                # names a table row by a count ("是 2 台服务器时的 2.5 倍", "Compared with a 2-node N7") and not the
                # baseline compares settings, not the two variants
                metric = not rows and all(r.count(".") == 2 for r in c.refs) and text \
                    and not any(x[3] and any(p.search(text) for p in x[1]) for r in c.refs for x in names.get(r, ()))
                if len(rows) == 1 or metric:
                    row = next(iter(rows)) if rows else None
                    for x in mentions:
                        r = counted.get(id(x))
                        if r is None or row is not None and (r[:2] != row[:2] or r == row) \
                                or b.sentence_of(x.num_start) != b.sentence_of(m.num_start):
                            continue
                        inside = s0 <= x.start < s1
                        frm = x.group == "change" and x.role == "from" and x.partner is not None \
                            and counted.get(id(mentions[x.partner])) == row
                        if inside or (frm and not text):
                            named, word = ".".join(r), x.text
                            break
            if named is None:
                continue
            tol = self.config.approx_tolerance
            mates = [o for o in self.cands if o is not c and len(o.refs) == 2 and o.unit.dims == c.unit.dims
                     and named in o.refs and set(o.refs) & {ra, rb}]
            holding = [o for o in mates if B.holds(m, o, tol)]
            if holding:
                results[k] = (m, B.Binding("verified", holding[0], score=bd.score))
            else:
                results[k] = (m, B.Binding("agree-mismatch", mates[0] if mates else None, c, alts=(word,)))

    def _share_of_change(self, b: Block, mentions, results) -> None:
        """"N7 的 P99 时延仅为原有阵列的 88.6%", "is only 88.6% of the existing array's" when 88.6% is the cut (a − b) ÷ a:
        a percent written as a share of the other value (是 / 为 … 的 N%, N% of) is b ÷ a, the rest of the cut
        (11.4%), or 1 + an increase. With a brief: it verifies as that share, or is a mismatch that names it."""
        if self.scope is None:
            return
        from dataclasses import replace

        from engine.calc import display as D
        from engine.calc.quantity import Quantity
        for k, (m, bd) in enumerate(results):
            c = bd.cand
            if bd.status != "verified" or c is None or c.kind != "derived" or c.unit.symbol != "%" or m.unit is None \
                    or m.unit.symbol != "%" or m.pp or m.group or m.arith is not None or m.sign or c.name not in self.scope:
                continue
            ex = _CHANGE_EXPR.match(self.scope[c.name].expr or "")
            if ex is None:
                continue
            cut = ex.group(3) is not None and ex.group(3) == ex.group(1)  # (a − b) ÷ a
            lo, _ = b.sentence_span(b.sentence_of(m.num_start))
            before = b.text[lo:m.start]
            cuts = list(_CLAUSE.finditer(before))
            clause = before[cuts[-1].end():] if cuts else before
            share = (_SHARE_ZH.search(clause) and not _CHANGE_ZH.search(clause)) or \
                (_SHARE_EN.match(b.text, m.end) and not _CHANGE_EN.search(clause.lower()))
            if not share:
                continue
            v = 1 - c.lo if cut else 1 + c.lo  # a cut's rest, or the increase's multiple in percent
            shown = D.quantity(Quantity(v, v, units.UNITS["%"]), max(c.decimals, 1), self.lang)
            o = replace(c, name=f"the share left by {c.name}" if cut else f"{c.name} as a share", lo=v, hi=v,
                        display=shown, written="", why=f"{c.name} is a change; as a share of the other value it is {shown}")
            if B.holds(m, o, self.config.approx_tolerance):
                results[k] = (m, B.Binding("verified", o, score=bd.score))
            else:
                word = (_SHARE_ZH.search(clause) or _SHARE_EN.match(b.text, m.end)).group().strip()
                results[k] = (m, B.Binding("agree-mismatch", o, c, alts=(word,)))

    def _ratio_way(self, b: Block, m: Mention, c: Candidate, subject: str, partner: str, names, shared) -> str:
        """"N7 的 P99 时延是原有阵列的 8.8 倍", "the existing array is 7.7x as fast as N7": a claim that is a plain
        quotient of two variants (a ÷ b) said the other way round: the subject names b and not a, the partner a
        and not b. Said as a plain multiple (是…的, times …'s, as high as), the subject is the numerator; said as a
        speed (快, faster, as fast as) of times, the denominator. Other comparative words (lower, 少, 缩短) are
        not judged. Returns why it is the wrong way round, or ""."""
        if not partner or not subject or not _PLAIN_QUOTIENT.match(c.why) or len(c.refs) != 2:
            return ""
        lo, hi = b.sentence_span(b.sentence_of(m.num_start))
        said = b.text[lo:hi].lower()
        ra, rb = c.refs
        timed = all(o.unit.dims == units.UNITS["s"].dims for r in c.refs
                    for o in self.cands if o.refs == (r,) and o.kind == "evidence")
        if _SPEED.search(said):
            if not timed:
                return ""
            ra, rb = rb, ra  # faster: the shorter time is the subject
        elif _OTHER_WAY.search(said):
            return ""
        for g in shared:
            pa = next((x[1] for x in names.get(ra, ()) if x[0] == g), ())
            pb = next((x[1] for x in names.get(rb, ()) if x[0] == g), ())
            if not pa or not pb:
                continue
            sub_a, sub_b = any(p.search(subject) for p in pa), any(p.search(subject) for p in pb)
            par_a, par_b = any(p.search(partner) for p in pa), any(p.search(partner) for p in pb)
            if sub_b and not sub_a and par_a and not par_b:
                la = next(x[2] for x in names[ra] if x[0] == g)
                lb = next(x[2] for x in names[rb] if x[0] == g)
                return f"{c.name} is {la} over {lb}, but the sentence makes {lb} the subject"
        return ""

    def _versus_pairs(self, b: Block, mentions, results) -> None:
        """"DistilBERT is 0.6 points behind BERT-base (92.82% vs 93.46%)", "Mistral 7B scores 55.5% vs 48.8% for Llama
        2 13B", "runs in 75 ms instead of 113 ms", "52.2%, against 34.3% for …": two figures of one kind joined by vs /
        versus / against / instead of / compared with, in a sentence that names exactly two rows of the table column
        they are cells of, go with those rows in the order they are written (the first figure with the row named
        first). Each is rebound to its row's cell when it holds there, and is a mismatch against it otherwise. Text
        mode only: with a brief the claims name their own variants."""
        if self.scope is not None:
            return
        names, groups = self._variant_index()
        for k in range(len(results) - 1):
            (x, bx), (y, by) = results[k], results[k + 1]
            if x.group or y.group or not _listed_with(x, y) or x.arith is not None or y.arith is not None \
                    or b.sentence_of(x.num_start) != b.sentence_of(y.num_start) \
                    or not _VERSUS_JOIN.fullmatch(b.text[x.end:y.start]):
                continue
            g = next((_column_group(bd.cand) for bd in (bx, by) if _column_group(bd.cand)), None)
            if g is None or g not in groups:
                continue
            lo, hi = b.sentence_span(b.sentence_of(x.num_start))
            # (the words between the figures stay: "36 s on Orca versus 312 s on the NAS" names Orca there)
            text = (b.text[lo:x.start] + " " * (x.end - x.start) + b.text[x.end:y.start] + " " * (y.end - y.start)
                    + b.text[y.end:hi]).lower()
            spans = []
            for ref in groups[g]:
                for p in next((n[1] for n in names.get(ref, ()) if n[0] == g), ()):
                    spans += [(h.start(), h.end(), ref) for h in p.finditer(text)]
            # a name inside a longer name of another row is that row's ("Llama 2 13B" holds no "Llama 2 7B")
            spans = [s_ for s_ in spans if not any(o[2] != s_[2] and o[0] <= s_[0] and s_[1] <= o[1]
                                                   and o[1] - o[0] > s_[1] - s_[0] for o in spans)]
            first: dict = {}
            for st, _e, ref in sorted(spans):
                first.setdefault(ref, st)
            if len(first) != 2:
                continue
            order = [ref for ref, _ in sorted(first.items(), key=lambda kv: kv[1])]
            cuts = [c_.end() for c_ in _PAIR_CLAUSE_CUT.finditer(text, 0, x.start - lo)]
            own = {ref for st, _e, ref in spans if (cuts[-1] if cuts else 0) <= st < x.start - lo}
            if cuts and len(own) == 1:  # "A and B share …, but the 8xlarge has 8 times the vCPUs (32 vs 4)": the row
                order = [next(iter(own)), next(r for r in order if r not in own)]  # its own clause names is first
            obj = [ref for ref, st in first.items() if lexicon.OBJECT_BEFORE.search(text[max(0, st - 40):st])]
            if len(obj) == 1:  # "Compared with BASE, LARGE is … (85.4% vs 84.4%)": the object's figure is second
                order = [next(r for r in order if r != obj[0]), obj[0]]
            for j, (m, ref) in enumerate(((x, order[0]), (y, order[1]))):
                # (a cell of a column labelled with its scale has a twin of its full figure: "15.4G" of "FLOPs
                # (billions)" 15.4 holds there)
                wants = [o for o in self.cands if o.kind == "evidence" and o.refs == (ref,)]
                want = next((o for o in wants if B.holds(m, o, self.config.approx_tolerance)), wants[0] if wants else None)
                if want is None or m.unit is not None and want.unit.dims != m.unit.dims and want.unit.symbol:
                    continue
                was = results[k + j][1]
                if not B.holds(m, want, self.config.approx_tolerance):
                    results[k + j] = (m, B.Binding("value-mismatch", want))
                elif was.status in ("verified", "value-mismatch", "variant-mismatch") and _column_group(was.cand) == g \
                        and was.cand.refs != (ref,):
                    # only a confusion of the column's rows is undone; another rule's finding stands
                    results[k + j] = (m, B.Binding("verified", want))
                elif was.status == "ambiguous" and any(o is not None and o.refs == (ref,) for o in (was.cand, was.other)):
                    results[k + j] = (m, B.Binding("verified", want))  # the pair's row settles which of the two it is

    def _ref_values(self) -> dict:
        if not hasattr(self, "_rvals"):
            self._rvals = {ev.ref: ev.quantity.lo for rid in self.in_scope
                           for ev in self.registry[rid].values.values()}
            self._rdisp = {c.refs[0]: c.display for c in self.cands if c.kind == "evidence" and len(c.refs) == 1}
        return self._rvals

    def _vbase_refs(self) -> set:
        names, _ = self._variant_index()
        return {ref for ref, xs in names.items() if any(x[3] for x in xs)}

    def _variant_cand(self, c: Candidate, ref: str) -> Candidate | None:
        """The quantity that stands to variant `ref` as c stands to its own: a claim computed from that one
        value with the same unit (t_s7 -> t_nfs, save_s7 -> save_nfs), else the evidence value itself."""
        memo = self.__dict__.setdefault("_vcand", {})
        if (id(c), ref) not in memo:
            memo[(id(c), ref)] = self._variant_cand_(c, ref)
        return memo[(id(c), ref)]

    def _variant_cand_(self, c: Candidate, ref: str) -> Candidate | None:
        same = [o for o in self.cands if o.refs == (ref,) and o.unit.dims == c.unit.dims and o.kind == c.kind]
        if not same:
            same = [o for o in self.cands if o.refs == (ref,) and o.unit.dims == c.unit.dims]
        if not same:
            return None
        mine = set(c.name.lower().replace(".", "_").split("_"))
        return max(same, key=lambda o: (len(mine & set(o.name.lower().replace(".", "_").split("_"))),
                                        o.kind == "evidence", o.name))


def _row_key_names(key: str, setup: dict, title: str, keys: list) -> list[str]:
    """A row keyed for its variant (read_base, read_n7) is named like that variant of a metric: a word of its
    key that is the baseline's (base) by the baseline words, one that begins a product name of the title or
    set-up (n7: NovaBlock N7's "N7") by that name. Only in a table whose rows are keyed so (one has a base
    word in its key): rows that are models (mobilenetv2, mobilenetv2_14) name themselves."""
    out: list[str] = []
    if not any(t in ("base", "baseline") for k in keys for t in str(k).lower().split("_")) or "_" not in key:
        return out
    for t in key.lower().split("_"):
        if t in ("base", "baseline"):
            out += list(BASE_WORDS) + ([setup["baseline"]] if setup.get("baseline") else [])
        elif len(t) >= 2 and t.isascii():
            out += sorted({w.lower() for x in [title, *setup.values()] for w in _LATIN_TOKEN.findall(x)
                           if w.lower().startswith(t) and any(ch.isdigit() for ch in w)})
    return out


def _one_column(ra: str, rb: str) -> bool:
    a, b = ra.split("."), rb.split(".")
    return len(a) == len(b) == 4 and a[:2] == b[:2] and a[3] == b[3] and a[2] != b[2]


_BASE_NAMES = lexicon.BASE_NAMES
_NAME_VARIANTS = {"base", "baseline", "fx", "before", "after", "new", "old", "prev", "previous", "orig", "original"}


def _one_metric(a: Candidate, b: Candidate) -> bool:
    return len(a.refs) == 1 and len(b.refs) == 1 and a.refs[0].count(".") == 2 and b.refs[0].count(".") == 2 \
        and a.refs[0].rsplit(".", 1)[0] == b.refs[0].rsplit(".", 1)[0] and a.refs[0] != b.refs[0]


def pp_twins(cands: list[Candidate], lang: str) -> list[Candidate]:
    """Percentage points: the difference of two percent claims that are two variants of one quantity
    (bubble_nfs − bubble_s7, each computed from one variant of the same report metric), and every percent
    claim computed as a difference (a - b). They bind only a number written in percentage points."""
    from dataclasses import replace

    from engine import units
    from engine.calc import display as D
    from engine.calc.quantity import Quantity

    out = []
    pcts = [c for c in cands if c.unit.symbol == "%" and c.kind in ("derived", "evidence") and not c.written
            and not c.is_range]
    keys = {c.refs[0].rsplit(".", 1)[1].lower() for c in pcts if len(c.refs) == 1 and c.refs[0].count(".") == 2}
    variant_words = keys | _NAME_VARIANTS
    stated = [c for c in cands if c.written == "pp" or (c.op == "diff" and c.unit.symbol == "%")]
    for i, a in enumerate(pcts):
        for bb in pcts[i + 1:]:
            if _one_metric(a, bb):  # two variants of one report metric
                ra, rb = a.refs[0].rsplit(".", 1), bb.refs[0].rsplit(".", 1)
                if a.name == a.refs[0]:  # the report's own values (W2.cpu_busy.baseline): one metric is one quantity
                    core_a = core_b = {ra[0]}
                else:
                    core_a = set(a.name.lower().split("_")) - {ra[1].lower()}
                    core_b = set(bb.name.lower().split("_")) - {rb[1].lower()}
            else:  # claims whose names differ only by a variant word: bubble_base / bubble_fx
                ta, tb = set(a.name.lower().split("_")), set(bb.name.lower().split("_"))
                core_a, core_b = ta - variant_words, tb - variant_words
                if not (ta - core_a) or not (tb - core_b) or (ta - core_a) == (tb - core_b):
                    continue
            if core_a != core_b or not core_a:
                continue
            hi, lo = (a, bb) if a.lo >= bb.lo else (bb, a)
            v = hi.lo - lo.lo
            if not _one_metric(a, bb) and any(abs(abs(c.lo) - v) <= 1e-9 * max(v, 1e-300) for c in stated):
                continue  # the brief already states this difference (bubble_drop = bubble_base - bubble_fx)
            if _one_metric(a, bb):  # the report's own variants (mfu.baseline, mfu.tessel): by their keys
                base = [x for x in (a, bb) if x.refs[0].rsplit(".", 1)[1].lower() in _BASE_NAMES]
            else:
                base = [x for x in (a, bb) if set(x.name.lower().split("_")) & _BASE_NAMES]
            if len(base) == 1 and base[0] is hi:
                hi, lo, v = lo, hi, lo.lo - hi.lo  # product − baseline: a fall is negative (气泡上升 4.4 个百分点 fails)
            d = max(hi.decimals, lo.decimals)
            disp = D.quantity(Quantity(v, v, units.UNITS["%"]), d, lang)
            out.append(replace(hi, name=f"{hi.name} − {lo.name}", lo=v, hi=v, decimals=d,
                               display=disp.replace("%", " pp") if disp.endswith("%") else disp,
                               why=f"= {hi.display} − {lo.display} (percentage points)",
                               reports=tuple(dict.fromkeys(hi.reports + lo.reports)), refs=(), written="pp",
                               keys=tuple(sorted(set(hi.keys) | set(lo.keys)))))
    return out


_TO_GAP = re.compile(lexicon.TO_GAP, re.I)


def _goes_to(b: Block, m: Mention, mentions, want, tol: float) -> bool:
    """"Wi-Fi 7 把最大信道宽度从 160 MHz 翻倍到 320 MHz": m is where a change starts, and the figure it goes to is
    the named variant's own: the named one is the change's end, and m another variant's value."""
    if not lexicon.FROM_END.search(b.text[:m.start]):
        return False
    nxt = next((x for x in mentions if x.start >= m.end), None)
    return nxt is not None and bool(_TO_GAP.fullmatch(b.text[m.end:nxt.start])) and B.holds(nxt, want, tol)


_PAREN_WORDS = re.compile(r"[(（]([A-Za-z][A-Za-z -]*[A-Za-z])[)）]")


def _object_after_cut(clause: str, m: Mention) -> str:
    """The clause with the objects of comparisons written after the number blanked ("…为 17%,比亚马逊 AWS 高 …")."""
    written = (m.text or m.core or "").lower()
    i = clause.find(written) if written else -1
    if i < 0:
        return clause
    k = i + len(written)
    return clause[:k] + B._OBJECT.sub(lambda g: " " * len(g.group()), clause[k:])


def _whole(name: str, text: str, case: bool = False) -> bool:
    """name is written in text as a whole name (not the start of "ConnectX-7" in "ConnectX-7 Lx", nor inside a word)."""
    return re.search(r"(?<![\w.-])" + re.escape(name) + r"(?![\w-]|\.\d)", text, 0 if case else re.I) is not None


def own_row_after(b: Block, m, c) -> bool:
    """"The 4 TB Vireo V4 reads at …", "4TB 的 Vireo V4": a figure of a row written right before that row's name is
    part of the name, not a figure of the column the clause is about."""
    after = re.sub(r"^[ \u00a0]*(?:的[ \u00a0]*)?", "", b.text[m.end:m.end + 40].lower())
    return bool(c.need) and any(len(k) > 1 and re.match(re.escape(k) + r"(?![a-z0-9])", after) for k in c.need[0])


def _own_word_after(own: str, pats, mine: str, other: str) -> bool:
    """A word of the bound column's label that the other's lacks is written after the other's words, nearer the
    figure: "412,000 4 KB random-write IOPS at a mean latency of 310 µs" names the latency column last."""
    last = max(x.end() for p in pats for x in p.finditer(own))
    theirs = set(re.findall(r"[a-z]{3,}|[\u4e00-\u9fff]{2,}", other.lower()))
    words = [w for w in re.findall(r"[a-z]{3,}|[\u4e00-\u9fff]{2,}", mine.lower()) if w not in theirs]
    return any(re.search(r"(?<![a-z])" + re.escape(w) + r"(?![a-z])", own[last:]) for w in words)


_GENERIC = frozenset(_word_rx(w).pattern for w in BASE_WORDS + PRODUCT_WORDS)
# where an end of a change starts its own words: "从同步的 …", "降到异步的 …", "from the sync …"
_END_MARK = re.compile(r"从|由|到|至|(?<![a-z])(?:from|to)(?![a-z])", re.I)
_TOTAL_KEY = re.compile(r"^(?:total|sum|aggregate|combined|all)(?:_|$)|_(?:total|sum|aggregate|all)$")
_PER_KEY = re.compile(r"^(?:per|each|single|one)(?:_|$)")


_EACH_WORD = re.compile(r"每(?![天日周月年秒分小次])|(?<![a-z])(?:each|per)(?![a-z])", re.I)
_TOTAL_WORD = re.compile(r"共|合计|总|累计|加起来|(?<![a-z])(?:total|combined|together|altogether|across|aggregate)(?![a-z])",
                         re.I)
_CLAUSE_CUT = re.compile(r"[,;;。:]|" + lexicon.COMMA)


def _each_in_clause(b: Block, m: Mention, groups, ref: str) -> bool:
    """The figure's own clause, before it, says each (每个站点, 每条, each, per) and no total (共, 合计, in total),
    and what it says each of is not another kind of thing than its per-member variant counts (每台服务器 400Gbps is
    one server's total over its ports, not per_port's)."""
    lo, _ = b.sentence_span(b.sentence_of(m.num_start))
    before = b.text[lo:m.start]
    cuts = list(_CLAUSE_CUT.finditer(before))
    own = before[cuts[-1].end():] if cuts else before
    each = _EACH_WORD.search(own)
    if not each or _TOTAL_WORD.search(own):
        return False
    noun = own[each.end():each.end() + 12].lower()
    per_keys = " ".join(o.rsplit(".", 1)[-1].replace("_", " ") for g, refs in groups.items() if ref in refs
                        for o in refs if _PER_KEY.search(o.rsplit(".", 1)[-1]))
    return not any(re.search(rx, noun[:6] if not noun.isascii() else noun) and not re.search(rx, per_keys)
                   for rx in lexicon.PER_ENTITY.values())


def _members_before(b: Block, m: Mention) -> bool:
    return bool(lexicon.MEMBERS_BEFORE.search(b.text, max(0, m.start - 8), m.start))
