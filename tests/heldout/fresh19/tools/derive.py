#!/usr/bin/env python3
"""Derived figures used in claims-fresh19.txt, computed from the evidence files (not the engine)."""
import os, yaml
D = os.path.join(os.path.dirname(__file__), "..", "evidence")
E = {i: yaml.safe_load(open(os.path.join(D, f"{i}.yaml"), encoding="utf-8")) for i in [f"AQ{n}" for n in range(1, 7)]}


def cell(r, t, row, col):
    cols = list(E[r]["tables"][t]["columns"]); v = E[r]["tables"][t]["rows"][row]
    return v[cols.index(col)] if isinstance(v, list) else v[col]


def m(r, name, var=None):
    x = E[r]["metrics"][name]
    return x["values"][var] if var else x.get("value", x.get("range"))


def show(r, label, v, note=""):
    print(f"{r}  {label:58s} {v:,.4f}  {note}")


L = lambda row, col: cell("AQ1", "limits", row, col)
C1 = lambda row: cell("AQ1", "constants", row, "value")
show("AQ1", "fs b64k / b4k", L("b64k", "fs_size") / L("b4k", "fs_size"), "16-fold")
show("AQ1", "map b4k TiB / extents b4k TiB", L("b4k", "file_size_map") / 1024 / L("b4k", "file_size_extents"), "a quarter")
show("AQ1", "extents b1k GiB / map b1k GiB", L("b1k", "file_size_extents") * 1024 / L("b1k", "file_size_map"), "256 times")
show("AQ1", "blocks per file map b4k / b2k", L("b4k", "blocks_per_file_map") / L("b2k", "blocks_per_file_map"), "about 8")
show("AQ1", "b64k group size GiB", L("b64k", "group_size") / 1024, "32 GiB")
show("AQ1", "extent max blocks x 4 KiB, MiB", C1("extent_max_init") * 4 / 1024, "128 MiB = b4k group")
show("AQ1", "1 EiB / 256 TiB", 2**60 / (L("b64k", "fs_size") * 2**40), "4,096 times")
show("AQ1", "5% of 16 TiB in GiB", C1("reserved_pct") / 100 * L("b4k", "fs_size") * 1024, "about 819 GiB, more than 800")
show("AQ1", "flex_bg 16 x 128 MiB in GiB", m("AQ1", "flex_bg_size") * L("b4k", "group_size") / 1024, "2 GiB")
show("AQ1", "b2k group / b1k group", L("b2k", "group_size") / L("b1k", "group_size"), "4 倍")
show("AQ1", "2^32 blocks in 亿", L("b1k", "blocks") / 1e8, "约 42.9 亿")

M = lambda row, col: cell("AQ2", "models", row, col)
show("AQ2", "dxp8800plus net 20 Gbps in GB/s", M("dxp8800plus", "net_total") / 8, "2.5 GB/s = 2,500 MB/s")
show("AQ2", "price 8800plus / 2800", M("dxp8800plus", "price") / M("dxp2800", "price"), "约 4.1 倍")
show("AQ2", "price per bay 8800plus", M("dxp8800plus", "price") / M("dxp8800plus", "bays"), "约 875")
show("AQ2", "price per bay 2800", M("dxp2800", "price") / M("dxp2800", "bays"), "约 850")
show("AQ2", "ram_max 4800plus / 4800", M("dxp4800plus", "ram_max") / M("dxp4800", "ram_max"), "4 倍")
show("AQ2", "dxp4800 net 5 Gbps in MB/s", M("dxp4800", "net_total") * 1000 / 8, "625")
show("AQ2", "dxp4800 read / 625 MB/s", M("dxp4800", "seq_read") / (M("dxp4800", "net_total") * 125) * 100, "约 88%")
show("AQ2", "bays 8800plus / 2800", M("dxp8800plus", "bays") / M("dxp2800", "bays"), "翻两番 (4x)")
show("AQ2", "price 4800plus - 4800", M("dxp4800plus", "price") - M("dxp4800", "price"), "800 yuan more")
show("AQ2", "raw 8800plus - 6800pro", M("dxp8800plus", "raw_max") - M("dxp6800pro", "raw_max"), "48 TB less")
show("AQ2", "yuan per TB 8800plus", M("dxp8800plus", "price") / M("dxp8800plus", "raw_max"), "about 36")
show("AQ2", "yuan per TB 2800", M("dxp2800", "price") / M("dxp2800", "raw_max"), "roughly 35")
show("AQ2", "read 8800plus / 4800plus", M("dxp8800plus", "seq_read") / M("dxp4800plus", "seq_read"), "more than double")

S = lambda row, col: cell("AQ3", "switches", row, col)
show("AQ3", "crs520 Tbps", S("crs520", "capacity") / 1000, "3.4 Tbps")
show("AQ3", "crs520 GB/s / crs504 GB/s", S("crs520", "capacity_bytes") / S("crs504", "capacity_bytes"), "more than 4 times")
show("AQ3", "crs520 USD per Gbps", S("crs520", "price") / S("crs520", "capacity"), "about 0.82")
show("AQ3", "crs317 USD per Gbps", S("crs317", "price") / S("crs317", "capacity"), "about 1.25")
show("AQ3", "crs326 - crs317 price", S("crs326", "price") - S("crs317", "price"), "100 dollars more")
show("AQ3", "power crs520 / crs317", S("crs520", "power") / S("crs317", "power"), "roughly 5.5 times")
show("AQ3", "Gbps per W crs520", S("crs520", "capacity") / S("crs520", "power"), "about 18.8")
show("AQ3", "Gbps per W crs317", S("crs317", "capacity") / S("crs317", "power"), "9.7")
show("AQ3", "crs518 Tbps", S("crs518", "capacity") / 1000, "1.2 Tbps")
show("AQ3", "price crs518 / crs520", S("crs518", "price") / S("crs520", "price"), "about half")
show("AQ3", "fwd crs518 / crs504", S("crs518", "fwd") / S("crs504", "fwd"), "1.5 times")
show("AQ3", "capacity crs520 / crs518", S("crs520", "capacity") / S("crs518", "capacity"), "近 3 倍")
show("AQ3", "fwd crs520 / crs317", S("crs520", "fwd") / S("crs317", "fwd"), "约 10.6 倍")
show("AQ3", "crs504 USD per Gbps", S("crs504", "price") / S("crs504", "capacity"), "约 0.81")
show("AQ3", "crs518 USD per Gbps", S("crs518", "price") / S("crs518", "capacity"), "约 1.16")
show("AQ3", "crs317 320 Gbps in GB/s", S("crs317", "capacity") / 8, "40")

G = lambda row, col: cell("AQ4", "cards", row, col)
K = lambda row, col: cell("AQ4", "scaling", row, col)
show("AQ4", "mem s4000 / s3000 - 1, %", (G("s4000", "mem") / G("s3000", "mem") - 1) * 100, "50%")
show("AQ4", "bw s4000 / s3000 - 1, %", (G("s4000", "bw") / G("s3000", "bw") - 1) * 100, "约 71%")
show("AQ4", "eff g512 - g1000, points", K("g512", "efficiency") - K("g1000", "efficiency"), "1.5 个百分点")
show("AQ4", "s4000 fp16 per W", G("s4000", "fp16") / G("s4000", "tdp"), "约 0.22")
show("AQ4", "tdp s80 - s3000", G("s80", "tdp") - G("s3000", "tdp"), "5 W less")
show("AQ4", "fp32 s4000 / s80 - 1, %", (G("s4000", "fp32") / G("s80", "fp32") - 1) * 100, "about 74% more")
show("AQ4", "cluster memory TB", G("s4000", "mem") * m("AQ4", "kuae_gpus") / 1000, "48 TB")
show("AQ4", "int8 s4000 / s3000", G("s4000", "int8") / G("s3000", "int8"), "about 3.3 times")
show("AQ4", "mtlink / bw s4000", G("s4000", "mtlink") / G("s4000", "bw"), "under a third")
show("AQ4", "nodes x 8", m("AQ4", "kuae_nodes") * m("AQ4", "link_gpus"), "1,000 GPUs")
show("AQ4", "s4000 cores / s3000", G("s4000", "cores") / G("s3000", "cores"), "两倍")

H = lambda row, col: cell("AQ5", "cards", row, col)
show("AQ5", "ssd7540 read / 31.5 GB/s, %", H("ssd7540", "read") / 1000 / m("AQ5", "gen4_x16") * 100, "about 89%")
show("AQ5", "price 7580b - 7540", H("ssd7580b", "price") - H("ssd7540", "price"), "200 USD more")
show("AQ5", "read 7505 / 7104 - 1, %", (H("ssd7505", "read") / H("ssd7104", "read") - 1) * 100, "about 79% faster")
show("AQ5", "32 drives x 8 TB", m("AQ5", "array_drives") * 8, "256 TB")
show("AQ5", "rand 7540 / 7505 - 1, %", (H("ssd7540", "rand_read") / H("ssd7505", "rand_read") - 1) * 100, "about 46% more")
show("AQ5", "7505 write / read, %", H("ssd7505", "write") / H("ssd7505", "read") * 100, "80%")
show("AQ5", "7540 USD per drive", H("ssd7540", "price") / H("ssd7540", "drives"), "about 137")
show("AQ5", "7505 USD per drive", H("ssd7505", "price") / H("ssd7505", "drives"), "about 175")
show("AQ5", "7505 read / 7540 read, %", H("ssd7505", "read") / H("ssd7540", "read") * 100, "about 89%")
show("AQ5", "7540 write / 7505 write - 1, %", (H("ssd7540", "write") / H("ssd7505", "write") - 1) * 100, "高 5%")
show("AQ5", "7540 - 7104 price", H("ssd7540", "price") - H("ssd7104", "price"), "贵了 700 美元")
show("AQ5", "7540 full / 7104 full", H("ssd7540", "pwr_high") / H("ssd7104", "pwr_high"), "约 2.5 倍")
show("AQ5", "rand 7540 in 万", H("ssd7540", "rand_read") / 1e4, "350 万")
show("AQ5", "7505 read / 31.5 GB/s, %", H("ssd7505", "read") / 1000 / m("AQ5", "gen4_x16") * 100, "约 79%")

P = lambda row, col: cell("AQ6", "classes", row, col)
show("AQ6", "1 - infrequent/standard, %", (1 - P("infrequent", "price") / P("standard", "price")) * 100, "便宜约 39%")
show("AQ6", "deep / standard", P("deep", "price") / P("standard", "price"), "约八分之一 (0.125)")
show("AQ6", "100 TB standard yuan", 100 * 1000 * P("standard", "price"), "近 1 万元")
show("AQ6", "100 TB deep yuan", 100 * 1000 * P("deep", "price"), "约 1,200 元")
show("AQ6", "retrieval deep / infrequent", P("deep", "retrieval") / P("infrequent", "retrieval"), "4 倍")
show("AQ6", "deep restore in h", P("deep", "restore_low") / 60, "12")
show("AQ6", "deep restore high in h", P("deep", "restore_high") / 60, "48")
T = lambda row: cell("AQ6", "egress", row, "price")
show("AQ6", "1 - tier4/tier1, %", (1 - T("tier4") / T("tier1")) * 100, "降幅约 31%")
show("AQ6", "1 TB archive yuan", 1000 * P("archive", "price"), "about 28")
show("AQ6", "1 TB standard yuan", 1000 * P("standard", "price"), "98")
show("AQ6", "10 TB egress tier1 yuan", 10 * 1000 * T("tier1"), "about 2,900")
show("AQ6", "deep min days / infrequent", P("deep", "min_days") / P("infrequent", "min_days"), "six times")
show("AQ6", "get_infrequent / get", m("AQ6", "request_price", "get_infrequent") / m("AQ6", "request_price", "get"), "ten times")
