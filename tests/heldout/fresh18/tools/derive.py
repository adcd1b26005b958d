#!/usr/bin/env python3
"""Derived figures used in claims-fresh18.txt, computed from the evidence values (read with yaml.safe_load),
each printed with the rounding the sentence uses. `python3 tools/derive.py`"""
import os

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
EV = {i: yaml.safe_load(open(os.path.join(HERE, "..", "evidence", f"{i}.yaml"), encoding="utf-8"))
      for i in ("AP1", "AP2", "AP3", "AP4", "AP5", "AP6")}


def cell(rid, table, row, col):
    t = EV[rid]["tables"][table]
    return dict(zip(t["columns"], t["rows"][row]))[col]


def met(rid, name, variant=None):
    m = EV[rid]["metrics"][name]
    return m["values"][variant] if variant else m.get("value", m.get("range"))


def show(label, value, shown):
    print(f"  {label:<62} = {value:<22.6g} -> {shown}")


print("AP1 (StorageTek tape)")
d = lambda r, c: cell("AP1", "drives", r, c)
lib = lambda r, c: cell("AP1", "libraries", r, c)
show("T10000B fill time, h: 1000 GB / 120 MB/s", d("t10000b", "capacity") * 1e9 / (d("t10000b", "rate") * 1e6) / 3600, "about 2.3 hours")
show("T10000 per day, TB: 432 GB/h x 24", d("t10000a", "rate_gbh") * 24 / 1000, "more than 10 TB")
show("T9840D / T9840A capacity", d("t9840d", "capacity") / d("t9840a", "capacity"), "3.75-fold")
show("T9840B / T9840A rate", d("t9840b", "rate") / d("t9840a", "rate"), "nearly doubled")
show("tracks T10000B / T10000A - 1, %", (met("AP1", "t10000_tracks", "t10000b") / met("AP1", "t10000_tracks", "t10000a") - 1) * 100, "50% more")
show("complex capacity, PB", lib("complex32", "capacity_max"), "about 323 PB")
show("SL3000 / SL8500 max slots, %", lib("sl3000", "slots_max") / lib("sl8500", "slots_max") * 100, "about 59%")
show("SL8500 - SL3000 max drives", lib("sl8500", "drives_max") - lib("sl3000", "drives_max"), "8 fewer")
show("T9940B fill time, h: 200 GB / 30 MB/s", d("t9940b", "capacity") * 1e9 / (d("t9940b", "rate") * 1e6) / 3600, "under 2 hours")
show("T10000 rate / T9840A rate", d("t10000a", "rate") / d("t9840a", "rate"), "12 倍")
show("T10000B / T9940B capacity", d("t10000b", "capacity") / d("t9940b", "capacity"), "5 倍")
show("T10000B / T9840A capacity", d("t10000b", "capacity") / d("t9840a", "capacity"), "50 倍")
show("complex slots, 万", met("AP1", "complex_slots") / 1e4, "约 32.3 万")
show("access T10000B - T9840, s", d("t10000b", "access") - d("t9840d", "access"), "多 38 秒")
show("T9840D / T9840C - 1, %", (d("t9840d", "capacity") / d("t9840c", "capacity") - 1) * 100, "提升了 87.5%")
show("SL8500 max / min slots", lib("sl8500", "slots_max") / lib("sl8500", "slots_min"), "近 7 倍")
show("archive life in days, 万 (365.25 d/yr)", met("AP1", "archive_life") * 365.25 / 1e4, "约 1.1 万天")

print("AP2 (OpenIO)")
s = lambda r, c: cell("AP2", "scaling", r, c)
o = lambda r, c: cell("AP2", "objects", r, c)
cl = lambda r: cell("AP2", "cluster", r, "value")
show("1.372 Tbps in GB/s", met("AP2", "peak_write_bits") * 1e12 / 8 / 1e9, "171.5 GB/s")
show("per server Gbps / NIC 20 Gbps, %", s("n350", "per_server") * 8 / 1000 / met("AP2", "nic_bw") * 100, "under a fifth")
show("n350 / n50 throughput", s("n350", "write_gbs") / s("n50", "write_gbs"), "6.9 times")
show("usable share 14/(14+4), %", cl("ec_data") / (cl("ec_data") + cl("ec_parity")) * 100, "about 77.8%")
show("usable PB", met("AP2", "raw_capacity") * cl("ec_data") / (cl("ec_data") + cl("ec_parity")), "roughly 32.7 PB")
avg = met("AP2", "data_written") * 1e15 / (met("AP2", "run_time") * 3600) / 1e9
show("average GB/s: 2.1 PB / 3.5 h", avg, "about 167 GB/s")
show("average / peak, %", avg / met("AP2", "peak_write_bytes") * 100, "97%")
show("64 MB / 1 MB throughput", o("o64mb", "write_gbs") / o("o1mb", "write_gbs"), "about 4.5 times")
show("per drive MB/s: 171.5 GB/s / 5,250", met("AP2", "peak_write_bytes") * 1000 / cl("total_hdds"), "about 33 MB/s")
show("n200 / n100 throughput", s("n200", "write_gbs") / s("n100", "write_gbs"), "接近翻倍")
show("parity / data, %", cl("ec_parity") / cl("ec_data") * 100, "28.6%")
show("per client GB/s: 171.5 / 40", met("AP2", "peak_write_bytes") / cl("clients"), "约 4.3GB/s")
show("RAM total TB: 128 GB x 350", cl("ram") * cl("servers") / 1000, "约 44.8TB")

print("AP3 (UCIe)")
k = lambda r, c: cell("AP3", "kpi", r, c)
rt = lambda r, c: cell("AP3", "rates", r, c)
show("data-rate spread 32 / 4", met("AP3", "data_rates")[1] / met("AP3", "data_rates")[0], "8-fold")
show("advanced / standard shoreline (high)", k("advanced", "shore_high") / k("standard", "shore_high"), "nearly 6 times")
show("advanced / standard density (high)", k("advanced", "dens_high") / k("standard", "dens_high"), "more than 10 times")
show("power W: 2,048 Gb/s x 0.25 pJ/bit", rt("gt32", "adv_gbps") * 1e9 * k("advanced", "power") * 1e-12, "about 0.51 W")
show("reach standard / advanced", k("standard", "reach") / k("advanced", "reach"), "12.5 倍")
show("std pitch low / adv pitch high", k("standard", "pitch_low") / k("advanced", "pitch_high"), "近 2 倍")
show("advanced module both directions, GB/s", rt("gt32", "adv_gbs") * 2, "512GB/s")
show("standard / advanced at 32 GT/s", rt("gt32", "std_gbs") / rt("gt32", "adv_gbs"), "a quarter")

print("AP4 (Dimensity)")
b = lambda r, c: cell("AP4", "bench", r, c)
ch = lambda r, c: cell("AP4", "chips", r, c)
show("GB6 multi 9300 / 9200 - 1, %", (b("d9300", "gb6_multi") / b("d9200", "gb6_multi") - 1) * 100, "nearly 40%")
show("GB6 single 9300 / 9000", b("d9300", "gb6_single") / b("d9000", "gb6_single"), "a third more")
show("AnTuTu 9300 / 9000", b("d9300", "antutu") / b("d9000", "antutu"), "nearly 1.8 times")
show("AnTuTu 9300 - 9200, 万", (b("d9300", "antutu") - b("d9200", "antutu")) / 1e4, "65 万")
show("GPU cores 12 / 10 - 1, %", (ch("d9300", "gpu_cores") / ch("d9000", "gpu_cores") - 1) * 100, "20% more")
show("WLE fps 9300 / 9000", b("d9300", "wlx_fps") / b("d9000", "wlx_fps"), "nearly double")
show("mem 9300 / 9000 - 1, %", (ch("d9300", "mem_rate") / ch("d9000", "mem_rate") - 1) * 100, "28% faster")
show("mem 9300 / 9200 - 1, %", (ch("d9300", "mem_rate") / ch("d9200", "mem_rate") - 1) * 100, "快约 12.5%")
show("WLE score 9300 / 9000", b("d9300", "wlx") / b("d9000", "wlx"), "约 1.9 倍")
show("Wi-Fi 6.5 Gbps in MB/s", ch("d9300", "wifi") * 1000 / 8, "约合 812.5MB/s")
show("GB6 multi 9300 / 9000 - 1, %", (b("d9300", "gb6_multi") / b("d9000", "gb6_multi") - 1) * 100, "高出约 68%")
show("camera 320 MP in 亿", ch("d9300", "camera_mp") * 1e6 / 1e8, "3.2 亿像素")
show("LLM 33B in 亿", met("AP4", "llm_size") * 1e9 / 1e8, "330 亿参数")

print("AP5 (NM790)")
m = lambda r, c: cell("AP5", "models", r, c)
yrs = met("AP5", "warranty")
show("seq write 1 TB / 512 GB - 1, %", (m("tb1", "seq_write") / m("gb512", "seq_write") - 1) * 100, "about 48%")
show("1 TB: GB per day over 5 years", m("tb1", "tbw") * 1000 / (yrs * 365), "roughly 548 GB")
show("TBW per TB: 4 TB model", m("tb4", "tbw") / (m("tb4", "capacity") / 1000), "750")
show("TBW per TB 4 TB vs 1 TB, % lower", (1 - (m("tb4", "tbw") / 4) / (m("tb1", "tbw") / 1)) * 100, "25% lower")
show("rand read 2 TB / 1 TB - 1, %", (m("tb2", "rand_read") / m("tb1", "rand_read") - 1) * 100, "30% more")
show("1 TB formatted GiB", 1000e9 / 2**30, "about 931 GiB")
show("931.3 / 1000, shortfall %", (1 - m("tb1", "usable") / m("tb1", "capacity")) * 100, "some 7% less")
show("fill 4 TB at 6,500 MB/s, min", m("tb4", "capacity") * 1e9 / (m("tb4", "seq_write") * 1e6) / 60, "about 10 minutes")
show("MTBF in years (8,760 h)", met("AP5", "mtbf") / 8760, "约 171 年")
show("4 TB / 1 TB TBW", m("tb4", "tbw") / m("tb1", "tbw"), "3 倍")
show("rand write 2 TB / 1 TB - 1, %", (m("tb2", "rand_write") / m("tb1", "rand_write") - 1) * 100, "高约 16.7%")
show("seq read 7,400 - 7,200", m("tb1", "seq_read") - m("gb512", "seq_read"), "慢 200MB/s")
show("4 TB per day over 5 years, TB", m("tb4", "tbw") / (yrs * 365), "约 1.64TB")

print("AP6 (UCloud UDisk)")
ty = lambda r, c: cell("AP6", "types", r, c)
ex = lambda r, c: cell("AP6", "examples", r, c)
bl = lambda r, c: cell("AP6", "bill", r, c)
show("RSSD / SSD max IOPS", ty("rssd", "iops_max") / ty("ssd", "iops_max"), "50 times")
show("RSSD / SSD max throughput", ty("rssd", "tput_max") / ty("ssd", "tput_max"), "about 18.5 times")
show("RSSD / SSD price - 1, %", (ty("rssd", "price") / ty("ssd", "price") - 1) * 100, "50% more")
show("SSD IOPS cap reached at GB", (ty("ssd", "iops_max") - ty("ssd", "iops_base")) / ty("ssd", "iops_per_gb"), "about 760 GB")
ssd_per = ex("g1000", "ssd_price") / ex("g1000", "ssd_iops")
rssd_per = ex("g1000", "rssd_price") / ex("g1000", "rssd_iops")
show("1,000 GB: RSSD cheaper per IOPS, %", (1 - rssd_per / ssd_per) * 100, "about 30% cheaper")
show("RSSD max / SSD max capacity", ty("rssd", "cap_max") / ty("ssd", "cap_max"), "four times")
show("RSSD data disk share of bill, %", bl("data1", "monthly") / bl("total", "monthly") * 100, "about 63%")
show("snapshots 500 GB x 0.08", 500 * cell("AP6", "billing", "snapshot", "value"), "40 yuan")
yr = bl("total", "monthly") * cell("AP6", "billing", "year_months", "value")
show("one year billed as 10 months", yr, "23,800 元")
show("saving vs 12 months, %", (1 - yr / (bl("total", "monthly") * 12)) * 100, "省约 16.7%")
show("RSSD / HDD max IOPS", ty("rssd", "iops_max") / ty("hdd", "iops_max"), "1,200 倍")
show("RSSD throughput cap reached at GB", (ty("rssd", "tput_max") - ty("rssd", "tput_base")) / ty("rssd", "tput_per_gb"), "约 9,360GB")
show("HDD / SSD price, %", ty("hdd", "price") / ty("ssd", "price") * 100, "40%")
show("RSSD latency / SSD, HDD", ty("rssd", "latency") / ty("ssd", "latency"), "a tenth (and a hundredth of HDD)")
