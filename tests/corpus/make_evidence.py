"""How tests/corpus/evidence/ was made (run once; the output is committed and reviewed).

Sources, both public and shipped in their PyPI packages' metadata (`*.dist-info/METADATA`):
- orjson 3.13.0, README "Performance" and option sections: latency, throughput, indentation, key sorting,
  dataclass and numpy tables;
- charset-normalizer 3.5.3, README "Performance": accuracy and latency percentiles.
Each table is one report. Usage: python tests/corpus/make_evidence.py SITE_PACKAGES
"""
from __future__ import annotations

import re
import sys
from pathlib import Path

HERE = Path(__file__).parent


def tables(text: str):
    """(heading or preceding sentence, header cells, rows) for every pipe table."""
    lines = text.splitlines()
    i = 0
    while i < len(lines):
        if lines[i].startswith("|") and i + 1 < len(lines) and re.match(r"^\|[-:| ]+\|$", lines[i + 1]):
            head = [c.strip() for c in lines[i].strip("|").split("|")]
            rows = []
            j = i + 2
            while j < len(lines) and lines[j].startswith("|"):
                rows.append([c.strip() for c in lines[j].strip("|").split("|")])
                j += 1
            k = i - 1
            while k >= 0 and not lines[k].strip():
                k -= 1
            ctx = []
            while k >= 0 and lines[k].strip() and not lines[k].startswith("|"):
                ctx.insert(0, lines[k].strip())
                k -= 1
            yield " ".join(ctx), head, rows
            i = j
        else:
            i += 1


def main(site: Path) -> None:
    orjson = next(site.glob("orjson-*.dist-info")) / "METADATA"
    charset = next(site.glob("charset_normalizer-*.dist-info")) / "METADATA"
    for src, path in (("orjson", orjson), ("charset", charset)):
        for ctx, head, rows in tables(path.read_text(encoding="utf-8")):
            print(src, "|", ctx[-90:], "|", head, rows)




# Each table: (report id, source, index among that source's tables, title, fixture words zh/en, kind)
SPECS = [
    ("OJ1", "orjson", 9, "orjson 基准:twitter.json 序列化延迟", ("twitter.json 序列化", "serializing twitter.json"), "lat"),
    ("OJ2", "orjson", 10, "orjson 基准:twitter.json 反序列化延迟", ("twitter.json 反序列化", "deserializing twitter.json"), "lat"),
    ("OJ3", "orjson", 11, "orjson 基准:github.json 序列化延迟", ("github.json 序列化", "serializing github.json"), "lat"),
    ("OJ4", "orjson", 12, "orjson 基准:github.json 反序列化延迟", ("github.json 反序列化", "deserializing github.json"), "lat"),
    ("OJ5", "orjson", 13, "orjson 基准:citm_catalog.json 序列化延迟", ("citm_catalog.json 序列化", "serializing citm_catalog.json"), "lat"),
    ("OJ6", "orjson", 14, "orjson 基准:citm_catalog.json 反序列化延迟", ("citm_catalog.json 反序列化", "deserializing citm_catalog.json"), "lat"),
    ("OJ7", "orjson", 15, "orjson 基准:canada.json 序列化延迟", ("canada.json 序列化", "serializing canada.json"), "lat"),
    ("OJ8", "orjson", 16, "orjson 基准:canada.json 反序列化延迟", ("canada.json 反序列化", "deserializing canada.json"), "lat"),
    ("OJ9", "orjson", 0, "orjson 基准:github.json 缩进输出", ("github.json", "github.json"), "indent"),
    ("OJ10", "orjson", 1, "orjson 基准:citm_catalog.json 缩进输出", ("citm_catalog.json", "citm_catalog.json"), "indent"),
    ("OJ11", "orjson", 3, "orjson 基准:twitter.json 键排序", ("twitter.json", "twitter.json"), "sort"),
    ("OJ12", "orjson", 4, "orjson 基准:dict 与 dataclass 序列化", ("555KiB 数据", "555KiB of data"), "dataclass"),
    ("OJ13", "orjson", 5, "orjson 基准:numpy float64 数组序列化", ("float64 数组", "a float64 array"), "numpy"),
    ("OJ14", "orjson", 6, "orjson 基准:numpy int32 数组序列化", ("int32 数组", "an int32 array"), "numpy"),
    ("OJ15", "orjson", 7, "orjson 基准:numpy bool 数组序列化", ("bool 数组", "a bool array"), "numpy"),
    ("CN1", "charset", 1, "charset-normalizer 基准:准确率与平均耗时", ("477 个文件", "477 files"), "acc"),
    ("CN2", "charset", 2, "charset-normalizer 基准:耗时分位数", ("477 个文件", "477 files"), "pct"),
]
# kind -> columns after the text column: (key, unit, label)
COLUMNS = {
    "lat": [("median", "ms", "Median latency 中位延迟"), ("ops", "", "Operations per second 每秒操作数"),
            ("relative", "x", "Relative latency 相对延迟")],
    "indent": [("compact", "ms", "compact 紧凑"), ("pretty", "ms", "pretty 缩进"), ("vs", "x", "vs. orjson")],
    "sort": [("unsorted", "ms", "unsorted 不排序"), ("sorted", "ms", "sorted 排序"), ("vs", "x", "vs. orjson")],
    "dataclass": [("dict", "ms", "dict"), ("dataclass", "ms", "dataclass"), ("vs", "x", "vs. orjson")],
    "numpy": [("latency", "ms", "Latency 延迟"), ("rss", "MiB", "RSS diff 内存增量"), ("vs", "x", "vs. orjson")],
    "acc": [("accuracy", "%", "Accuracy 准确率"), ("mean", "ms", "Mean per file 平均每文件耗时")],
    "pct": [("p99", "ms", "99th percentile"), ("p95", "ms", "95th percentile"), ("p50", "ms", "50th percentile")],
}
# Set-up figures the README states in the text around the table.
METRICS = {"OJ12": "data_size: {value: 555, unit: KiB, note: 序列化的 JSON 数据量 size of the JSON serialized}",
           "CN1": "files: {value: 477, unit: \"\", note: 测试文件数 number of files}",
           "CN2": "files: {value: 477, unit: \"\", note: 测试文件数 number of files}"}
URLS = {"orjson": "https://pypi.org/project/orjson/3.13.0/", "charset": "https://pypi.org/project/charset-normalizer/3.5.3/"}


def _num(cell: str):
    cell = re.sub(r"\[\^\d+\]", "", cell).replace("ms", "").replace("%", "").replace(",", "").strip()
    return cell or None


def write(site: Path) -> None:
    found = {}
    for src, name in (("orjson", "orjson-*.dist-info"), ("charset", "charset_normalizer-*.dist-info")):
        found[src] = list(tables((next(site.glob(name)) / "METADATA").read_text(encoding="utf-8")))
    for rid, src, idx, title, _, kind in SPECS:
        ctx, head, rows = found[src][idx]
        cols = COLUMNS[kind]
        out = [f"id: {rid}", f"title: {title}", "publisher: " + ("orjson README" if src == "orjson" else
                                                              "charset-normalizer README"),
               "date: 2026-11-01", "access: public", f"url: {URLS[src]}", "tables:", "  results:",
               f"    caption: \"{title}\"", "    columns:",
               "      library: {label: Library 库}"]
        out += [f"      {k}: {{unit: \"{u}\", label: \"{lab}\"}}" for k, u, lab in cols]
        out.append("    rows:")
        extra = METRICS.get(rid)
        for row in rows:
            key = row[0].replace("-", "_")
            cells = [f"\"{row[0]}\""] + [(_num(c) or "null") for c in row[1:1 + len(cols)]]
            out.append(f"      {key}: [{', '.join(cells)}]")
        if extra:
            out[out.index("tables:"):out.index("tables:")] = ["metrics:", f"  {extra}"]
        (HERE / "evidence" / f"{rid}.yaml").write_text("\n".join(out) + "\n", encoding="utf-8")


if __name__ == "__main__" and len(sys.argv) > 2 and sys.argv[2] == "write":
    write(Path(sys.argv[1]))
elif __name__ == "__main__":
    main(Path(sys.argv[1]))
