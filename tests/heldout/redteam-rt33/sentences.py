# Red team rt33: sentences against evidence/RX1..RX3.yaml.
# (class, lang, truth, sentence). Each wrong sentence's comment says what is wrong; the truths are recomputed by
# the arithmetic check at the end of this file (python sentences.py).
# RX1 (zh first): 6 racks; nodes per_rack 16 / total 96; uplink per_port 25 / total 100 Gbps; afr air 1.12 / immersion 0.74 %;
#     snapshot_create mean 0.9 / p99 3.4 ms; scrub_rate 17.3 GB/s; energy_saving 412 (MWh a year, 6 racks)
#     cooling (表 2, 25 ℃): air 41.5 / 52.0 / PUE 1.48 / 18.6 kW; immersion 33.2 / 36.8 / 1.09 / 13.9 kW
#     hot (表 4, 35 ℃): air 47.9 / 60.3 / 1.62; immersion 34.0 / 37.9 / 1.10
#     load (表 3): 30% load 38.2 GB/s, mean 0.42, P95 0.95 ms; 60% 71.5, 0.61, 1.38; 90% 96.8, 1.24, 3.10
# RX2 (zh first): 3 sites; nodes per_site 15 / total 45; links per_link 20 / total 80 Gbps; write_ops sync 114000 / async 162000;
#     failover mean 8.6 / max 14.2 s
#     site_lag (表 2, at 5 万 TPS): 同城 30 km rtt 3.1 ms, lag 4.8 ms, cpu 41 %; 异地 1500 km rtt 96, lag 112, cpu 93 %
#     tps (表 3): 5 万 TPS 112 / P99 180; 10 万 240 / 410; 20 万 530 / 960 ms
# RX3 (en first): gpus per_node 8 / total 256; nic per_port 400 / total 3200 Gbps; ckpt_save mean 42 / p95 57 s;
#     ckpt_size 980 GB; load_rate 23.3 GB/s
#     bf16 (Table 1): 64 GPUs 212 (thousand tokens/s), 100 %; 128: 409, 96.5; 256: 786, 92.7
#     fp8 (Table 2): 64: 318, 100; 128: 610, 95.9; 256: 1172, 92.1
#     reads (Table 3): 128 KB 14.6 cold / 38.9 warm GB/s, p50 0.8, p99 4.6 ms; 4 MB 31.2 / 52.7 / 2.1 / 7.9; 1 GB 44.8 / 61.5 / 9.4 / 21.3
#     nodes (Table 4): air-cooled 10.2 kW, 27 °C inlet; direct liquid-cooled 9.1 kW, 35 °C
W, C = "wrong", "correct"
S = [
# ---------------- A. a level reached (降至 / 升至 / rises to) against the earlier figure of the same quantity ----------------
("level", "zh", C, "风冷机柜的硬盘年化故障率为 1.12%,改用浸没液冷后降至 0.74% [@RX1]。"),
("level", "zh", C, "风冷时机柜 PUE 为 1.48,浸没液冷后降至 1.09 [@RX1]。"),
("level", "zh", C, "60% 负载下平均读时延为 0.61ms,到 90% 负载时升至 1.24ms [@RX1]。"),
("level", "en", C, "At 60% load mean read latency is 0.61 ms; at 90% load it rises to 1.24 ms [@RX1]."),
("level", "en", C, "Remote replication lag is 112 ms at 50k TPS and climbs to 240 ms at 100k TPS [@RX2]."),
("level", "zh", W, "风冷时硬盘年化故障率 1.12%,浸没液冷后反而升至 0.74% [@RX1]。"),  # direction: 1.12 -> 0.74 is a fall
("level", "zh", W, "浸没液冷机柜 PUE 为 1.09,换回风冷后降至 1.48 [@RX1]。"),  # direction: 1.09 -> 1.48 is a rise
("level", "zh", W, "90% 负载下平均读时延为 1.24ms,回落到 60% 负载时升至 0.61ms [@RX1]。"),  # direction: a fall
("level", "en", W, "Mean read latency is 1.24 ms at 90% load and rises to 0.61 ms at 60% load [@RX1]."),  # direction: a fall
("level", "en", W, "At 100k TPS the remote replication lag is 240 ms; at 200k TPS it drops to 530 ms [@RX2]."),  # direction: a rise
("level", "zh", W, "异地复制平均延迟在 10 万 TPS 时为 240ms,20 万 TPS 时降至 530ms [@RX2]。"),  # direction: a rise
("level", "zh", W, "机柜功耗从风冷的 18.6kW 升至浸没液冷的 13.9kW [@RX1]。"),  # direction: a fall
("level", "zh", W, "90% 负载时读带宽跳到 38.2GB/s,只有 90% 负载时(96.8GB/s)的 39% [@RX1]。"),  # 38.2 is the 30% row; a jump to a lower level
("level", "zh", W, "读带宽跳到 38.2GB/s,是 90% 负载时(96.8GB/s)的 39% [@RX1]。"),  # a jump to 38.2 from 96.8 is a fall
("level", "zh", W, "风冷机柜最高盘温 52.0℃,浸没液冷后升至 36.8℃ [@RX1]。"),  # direction: a fall
("level", "zh", W, "风冷时平均盘温 41.5℃,浸没液冷后降至 31.2℃ [@RX1]。"),  # value: 33.2
("level", "en", W, "Moving to immersion cooling, the annualised drive failure rate rises to 0.74% from 1.12% [@RX1]."),  # direction: a fall
("level", "en", W, "Air-cooled racks draw 13.9 kW; immersion cooling brings that down to 18.6 kW [@RX1]."),  # rows swapped: air 18.6, immersion 13.9

# ---------------- B. 浸没 (immersion) holds no negation ----------------
("immersion", "zh", C, "浸没液冷机柜的最高盘温只有 36.8℃ [@RX1]。"),
("immersion", "zh", C, "浸没液冷下硬盘年化故障率为 0.74% [@RX1]。"),
("immersion", "zh", C, "采用浸没液冷后,机柜 PUE 降到 1.09 [@RX1]。"),
("immersion", "en", C, "Immersed drives run at 33.2 °C on average [@RX1]."),
("immersion", "zh", W, "浸没液冷下硬盘年化故障率为 1.12% [@RX1]。"),  # variant: 1.12 is air
("immersion", "zh", W, "浸没液冷机柜的最高盘温为 52.0℃ [@RX1]。"),  # row: 52.0 is air
("immersion", "zh", W, "浸没液冷后机柜功耗降至 18.6kW [@RX1]。"),  # row: 18.6 is air (immersion 13.9)
("immersion", "zh", W, "浸没式液冷让平均盘温降到 36.8℃ [@RX1]。"),  # column: 36.8 is the max (mean 33.2)
("immersion", "zh", W, "浸没液冷的 PUE 比风冷低 0.49 [@RX1]。"),  # difference: 0.39
("immersion", "zh", W, "淹没在冷却液中的硬盘,年化故障率比风冷低 43% [@RX1]。"),  # change: 33.9%
("immersion", "en", W, "Immersed drives run at 41.5 °C on average [@RX1]."),  # row: 41.5 is air (immersion 33.2)
("immersion", "zh", W, "浸没液冷机柜的年化故障率没有超过 1.2%,仅为 1.12% [@RX1]。"),  # variant: 1.12 is air (immersion 0.74)

# ---------------- C. 每秒 + verb + size is a rate ----------------
("rate", "zh", C, "后台数据校验每秒扫描约 17.3GB 数据 [@RX1]。"),
("rate", "zh", C, "加载 checkpoint 时,存储每秒读取 23.3GB [@RX3]。"),
("rate", "en", C, "Background scrubbing scans about 17.3 GB every second [@RX1]."),
("rate", "zh", W, "后台数据校验每秒扫描约 23.3GB 数据 [@RX1]。"),  # value: 17.3 (23.3 is RX3's load rate)
("rate", "zh", W, "后台数据校验每秒扫描约 17.3TB 数据 [@RX1]。"),  # unit: GB
("rate", "zh", W, "加载 checkpoint 时,存储每秒读取 32.3GB [@RX3]。"),  # value: 23.3
("rate", "zh", W, "后台校验每分钟扫描约 17.3GB 数据 [@RX1]。"),  # period: 17.3 GB a second, 1038 GB a minute
("rate", "zh", W, "加载 checkpoint 时,存储每秒吞下 980GB 数据 [@RX3]。"),  # 980 GB is the checkpoint size; rate 23.3 GB/s
("rate", "zh", W, "后台校验每秒扫描 17.3Gb 数据 [@RX1]。"),  # bits: 17.3 GB/s = 138.4 Gb/s
("rate", "en", W, "While loading a checkpoint, the cluster reads 23.3 GB every minute [@RX3]."),  # period: every second
("rate", "zh", W, "加载一个 980GB 的 checkpoint 只需 30 秒,每秒读取 23.3GB [@RX3]。"),  # 980 / 23.3 = 42.1 s
("rate", "zh", W, "后台数据校验每秒扫描约 1.73GB 数据 [@RX1]。"),  # value: 17.3

# ---------------- D. 每次 with a mean: one event's ----------------
("mean-event", "zh", C, "每次快照创建平均耗时 0.9 毫秒 [@RX1]。"),
("mean-event", "zh", C, "每次 checkpoint 保存平均耗时 42 秒,P95 为 57 秒 [@RX3]。"),
("mean-event", "zh", C, "每次站点故障切换平均耗时 8.6 秒,最长 14.2 秒 [@RX2]。"),
("mean-event", "en", C, "Each snapshot takes 0.9 ms to create on average [@RX1]."),
("mean-event", "zh", W, "每次快照创建平均耗时 3.4 毫秒 [@RX1]。"),  # statistic: 3.4 is P99 (mean 0.9)
("mean-event", "zh", W, "每次 checkpoint 保存平均耗时 57 秒 [@RX3]。"),  # statistic: 57 is P95 (mean 42)
("mean-event", "zh", W, "每次站点故障切换最长耗时 8.6 秒 [@RX2]。"),  # statistic: 8.6 is the mean (max 14.2)
("mean-event", "zh", W, "每次站点故障切换平均耗时 14.2 秒 [@RX2]。"),  # statistic: 14.2 is the max
("mean-event", "en", W, "On average, each checkpoint save takes 57 s [@RX3]."),  # statistic: P95
("mean-event", "zh", W, "20 次 checkpoint 保存共耗时 42 秒 [@RX3]。"),  # 42 s is one save; 20 saves 840 s
("mean-event", "zh", W, "每次快照创建 P99 耗时 0.9 毫秒 [@RX1]。"),  # statistic: P99 is 3.4
("mean-event", "en", W, "A site failover takes 14.2 s on average [@RX2]."),  # statistic: 14.2 is the longest (mean 8.6)

# ---------------- E. a word of a column's label names no row ----------------
("col-word", "zh", C, "P95 读时延在 90% 负载时为 3.10ms [@RX1]。"),
("col-word", "zh", C, "90% 负载下,平均读时延 1.24ms [@RX1]。"),
("col-word", "en", C, "For 4 MB files, P99 read latency is 7.9 ms [@RX3]."),
("col-word", "zh", C, "热缓存下,1GB 文件读吞吐达 61.5GB/s [@RX3]。"),
("col-word", "zh", W, "P95 读时延在 60% 负载时为 3.10ms [@RX1]。"),  # row: 3.10 is 90% (60%: 1.38)
("col-word", "zh", W, "P95 读时延仅 0.61ms [@RX1]。"),  # column: 0.61 is a mean (60% load)
("col-word", "zh", W, "冷缓存读吞吐在 1GB 文件时为 61.5GB/s [@RX3]。"),  # column: 61.5 is warm (cold 44.8)
("col-word", "en", W, "With a cold cache, 4 MB files read at 52.7 GB/s [@RX3]."),  # column: 52.7 is warm (cold 31.2)
("col-word", "en", W, "Median read latency for 1 GB files is 21.3 ms [@RX3]."),  # column: 21.3 is P99 (median 9.4)
("col-word", "zh", W, "读时延中位数在 128KB 文件上为 4.6ms [@RX3]。"),  # column: 4.6 is P99 (median 0.8)
("col-word", "zh", W, "平均复制延迟在 10 万 TPS 时为 410ms [@RX2]。"),  # column: 410 is P99 (mean 240)
("col-word", "zh", W, "P99 复制延迟在 20 万 TPS 时为 530ms [@RX2]。"),  # column: 530 is the mean (P99 960)
("col-word", "en", W, "Mean read latency at 90% load is 3.10 ms [@RX1]."),  # column: 3.10 is P95 (mean 1.24)
("col-word", "en", W, "Warm-cache reads of 128 KB files reach 14.6 GB/s [@RX3]."),  # column: 14.6 is cold (warm 38.9)

# ---------------- F. the figure after "N times the" is the multiple's object ----------------
("times-obj", "en", C, "Remote round-trip time is 96 ms, about 31 times the 3.1 ms of the same-city site [@RX2]."),
("times-obj", "en", C, "At 256 GPUs, FP8 throughput reaches 1,172 thousand tokens/s, about 1.5 times the 786 thousand of BF16 [@RX3]."),
("times-obj", "en", C, "BF16 throughput at 256 GPUs is 786 thousand tokens/s, about 3.7 times the 212 thousand at 64 GPUs [@RX3]."),
("times-obj", "en", W, "Remote round-trip time is 96 ms, about 23 times the 3.1 ms of the same-city site [@RX2]."),  # 96/3.1 = 31 (23 is the lag ratio)
("times-obj", "en", W, "The remote site's 112 ms replication lag is about 31 times the 4.8 ms of the same-city site [@RX2]."),  # 112/4.8 = 23.3
("times-obj", "en", W, "BF16 throughput at 256 GPUs is 786 thousand tokens/s, about 4.7 times the 212 thousand at 64 GPUs [@RX3]."),  # 3.7
("times-obj", "en", W, "Warm-cache reads of 4 MB files hit 52.7 GB/s, 2.7 times the 31.2 GB/s cold [@RX3]."),  # 1.69 (2.7 is 128 KB's)
("times-obj", "en", W, "Air-cooled racks fail drives at 1.12% a year, three times the 0.74% of immersion racks [@RX1]."),  # 1.51
("times-obj", "zh", W, "异地站点往返时延 96ms,是同城站点 3.1ms 的 23 倍 [@RX2]。"),  # 31
("times-obj", "en", W, "P99 read latency of 1 GB files is 21.3 ms, about 4.6 times the 4.6 ms of 4 MB files [@RX3]."),  # 4.6 ms is 128 KB's; 4 MB's is 7.9 (2.7x)
("times-obj", "en", W, "At 256 GPUs FP8 throughput is 1,172 thousand tokens/s, about 1.9 times the 610 thousand of BF16 [@RX3]."),  # 610 is FP8 at 128; BF16 at 256 is 786 (1.5x)

# ---------------- G. a calendar period after a count is the measurement's ----------------
("period", "zh", C, "6 个机柜每年可节省约 412MWh 电量 [@RX1]。"),
("period", "en", C, "The six racks save about 412 MWh of electricity a year [@RX1]."),
("period", "zh", C, "平均每个机柜每年可节省约 68.7MWh [@RX1]。"),
("period", "zh", W, "6 个机柜每月可节省约 412MWh 电量 [@RX1]。"),  # period: a year
("period", "zh", W, "每个机柜每年可节省约 412MWh 电量 [@RX1]。"),  # per rack: 412/6 = 68.7
("period", "zh", W, "6 个机柜每年可节省约 412kWh 电量 [@RX1]。"),  # unit: MWh
("period", "zh", W, "6 个机柜每年可节省约 214MWh 电量 [@RX1]。"),  # value: 412
("period", "en", W, "Each rack saves about 412 MWh a year [@RX1]."),  # per rack: 68.7
("period", "en", W, "The six racks save about 412 MWh of electricity every quarter [@RX1]."),  # period: a year
("period", "zh", W, "12 个机柜每年可节省约 412MWh 电量 [@RX1]。"),  # count: 6 racks

# ---------------- H. a figure right after a count of members is each member's ----------------
("member", "zh", C, "每个节点配备 4 个 25Gbps 上行端口,合计带宽 100Gbps [@RX1]。"),
("member", "en", C, "Each node has four 25 Gbps uplink ports, 100 Gbps in total [@RX1]."),
("member", "zh", C, "站点之间有 4 条 20Gbps 专线,合计 80Gbps [@RX2]。"),
("member", "en", C, "Every node carries eight 400 Gbps ports, 3,200 Gbps in all [@RX3]."),
("member", "zh", C, "每个节点 8 个 400Gbps 端口,合计 3.2Tbps [@RX3]。"),
("member", "zh", W, "每个节点配备 4 个 100Gbps 上行端口 [@RX1]。"),  # per port: 25
("member", "en", W, "Each node has four 100 Gbps uplink ports [@RX1]."),  # per port: 25
("member", "zh", W, "站点之间有 4 条 80Gbps 专线 [@RX2]。"),  # per link: 20
("member", "en", W, "Every node carries eight 3,200 Gbps ports [@RX3]."),  # per port: 400
("member", "zh", W, "每个节点配备 4 个 25Gbps 上行端口,合计带宽 200Gbps [@RX1]。"),  # total: 100
("member", "en", W, "Each node has four 40 Gbps uplink ports, 100 Gbps in total [@RX1]."),  # per port: 25
("member", "zh", W, "每个节点 8 个 400Gbps 端口,合计 3.2TB/s [@RX3]。"),  # bytes: 3,200 Gbps = 400 GB/s
("member", "en", W, "The four inter-site links of 80 Gbps give the sites plenty of headroom [@RX2]."),  # per link: 20
("member", "zh", W, "4 条 40Gbps 跨站点专线合计 80Gbps [@RX2]。"),  # per link: 20
("member", "en", W, "Eight 800 Gbps ports per node add up to 3,200 Gbps [@RX3]."),  # per port: 400 (8 x 800 = 6,400)

# ---------------- I. "to A from B X": the words after B are B's ----------------
("to-from", "en", C, "Switching to a warm cache lifts 4 MB file reads to 52.7 GB/s from 31.2 GB/s cold [@RX3]."),
("to-from", "en", C, "Immersion cooling cuts rack power to 13.9 kW from 18.6 kW air-cooled [@RX1]."),
("to-from", "en", C, "Going to 256 GPUs raises BF16 throughput to 786 thousand tokens/s from 212 thousand at 64 GPUs [@RX3]."),
("to-from", "en", W, "A cold cache cuts 4 MB file reads to 14.6 GB/s from 52.7 GB/s warm [@RX3]."),  # 14.6 is 128 KB cold; 4 MB cold 31.2
("to-from", "en", W, "A cold cache drops 1 GB file reads to 31.2 GB/s from 61.5 GB/s warm [@RX3]."),  # 1 GB cold is 44.8
("to-from", "en", W, "Moving to immersion cuts PUE to 1.09 from 1.62 air-cooled [@RX1]."),  # 1.62 is air at 35 °C (表 4); air at 25 °C is 1.48
("to-from", "en", W, "Replication lag climbs to 530 ms from 240 ms at 50k TPS [@RX2]."),  # 240 is 100k TPS (50k: 112)
("to-from", "en", W, "FP8 throughput falls to 610 thousand tokens/s from 1,172 thousand at 64 GPUs [@RX3]."),  # 1,172 is 256 GPUs (64: 318)
("to-from", "en", W, "The upgrade lifts training throughput to 409 thousand tokens/s from 786 thousand [@RX3]."),  # direction: 786 -> 409 falls
("to-from", "en", W, "Immersion cuts the drive failure rate to 0.74% from 1.48% air-cooled [@RX1]."),  # air AFR is 1.12 (1.48 is PUE)
("to-from", "en", W, "Immersion cooling cuts mean drive temperature to 33.2 °C from 52.0 °C air-cooled [@RX1]."),  # 52.0 is the max (mean 41.5)

# ---------------- J. a multiple never binds a measured percent ----------------
("mult-pct", "zh", C, "异地站点往返时延是同城站点的 31 倍 [@RX2]。"),
("mult-pct", "zh", C, "异地站点平均复制延迟约为同城站点的 23 倍 [@RX2]。"),
("mult-pct", "zh", C, "浸没液冷硬盘年化故障率约为风冷的 0.66 倍 [@RX1]。"),
("mult-pct", "zh", W, "异地站点的往返时延达到同城站点的 93 倍 [@RX2]。"),  # 31x (93 is the CPU %)
("mult-pct", "zh", W, "90% 负载下读带宽是 30% 负载时的 90 倍 [@RX1]。"),  # 2.53x
("mult-pct", "zh", W, "扩展到 256 卡时,BF16 吞吐达到 64 卡的 92.7 倍 [@RX3]。"),  # 3.71x (92.7 is the efficiency %)
("mult-pct", "en", W, "Replication on the remote site burns 41 times the CPU of the local site [@RX2]."),  # 93/41 = 2.27x
("mult-pct", "en", W, "At 256 GPUs FP8 training runs 92.1 times faster than at 64 GPUs [@RX3]."),  # 3.69x
("mult-pct", "zh", W, "浸没液冷硬盘年化故障率是风冷的 0.74 倍 [@RX1]。"),  # 0.66x (0.74 is the immersion AFR %)
("mult-pct", "en", W, "The remote site's replication lag is 41 times the same-city site's [@RX2]."),  # 23.3x (41 is a CPU %)
("mult-pct", "zh", W, "128 卡的 BF16 吞吐是 64 卡的 96.5 倍 [@RX3]。"),  # 1.93x

# ---------------- K. a bound judged at the row another figure names in another table ----------------
("bound-row", "zh", C, "到 20 万 TPS 时,异地平均复制延迟也不到 600 毫秒 [@RX2]。"),
("bound-row", "zh", C, "在 10 万 TPS 时,P99 复制延迟在 500 毫秒以内 [@RX2]。"),
("bound-row", "en", C, "At 100k TPS, mean replication lag stays under 250 ms [@RX2]."),
("bound-row", "zh", C, "在 35℃ 环境温度下,浸没液冷机柜最高盘温仍低于 40℃ [@RX1]。"),
("bound-row", "zh", W, "到 10 万 TPS 时,平均复制延迟不到 100 毫秒 [@RX2]。"),  # 240 ms
("bound-row", "zh", W, "到 20 万 TPS 时,平均复制延迟也在 200 毫秒以内 [@RX2]。"),  # 530 ms
("bound-row", "en", W, "Even at 200k TPS, P99 replication lag stays under 500 ms [@RX2]."),  # 960 ms
("bound-row", "en", W, "At 100k TPS mean replication lag is under 120 ms [@RX2]."),  # 240 ms (112 is 50k TPS / the remote site)
("bound-row", "zh", W, "负载提高到 10 万 TPS,P99 复制延迟仍不到 200 毫秒 [@RX2]。"),  # 410 ms (180 is 5 万 TPS)
("bound-row", "zh", W, "在 90% 负载下,平均读时延不到 1 毫秒 [@RX1]。"),  # 1.24 ms
("bound-row", "en", W, "At 90% load, P95 read latency stays under 2 ms [@RX1]."),  # 3.10 ms
("bound-row", "zh", W, "在 35℃ 环境温度下,风冷机柜最高盘温也不超过 55℃ [@RX1]。"),  # 60.3 (52.0 is at 25 ℃)
("bound-row", "en", W, "At 200k TPS, mean replication lag is over 1,000 ms [@RX2]."),  # 530 ms

# ---------------- L. 每 / each makes the per-member variant ----------------
("each", "zh", C, "每个站点部署 15 个存储节点 [@RX2]。"),
("each", "zh", C, "每个机柜 16 个存储节点,共 96 个 [@RX1]。"),
("each", "en", C, "Each node holds 8 GPUs, 256 across the cluster [@RX3]."),
("each", "zh", C, "每条站点间专线 20Gbps [@RX2]。"),
("each", "zh", W, "每个站点部署 45 个节点 [@RX2]。"),  # per site: 15
("each", "zh", W, "每条专线 80Gbps [@RX2]。"),  # per link: 20
("each", "en", W, "Each uplink port runs at 100 Gbps [@RX1]."),  # per port: 25
("each", "zh", W, "每个机柜部署 96 个存储节点 [@RX1]。"),  # per rack: 16
("each", "en", W, "Each node has 256 GPUs [@RX3]."),  # per node: 8
("each", "en", W, "Each port runs at 3,200 Gbps [@RX3]."),  # per port: 400
("each", "zh", W, "每个站点部署 15 个节点,三个站点共 30 个 [@RX2]。"),  # total: 45
("each", "en", W, "Each site runs 45 storage nodes [@RX2]."),  # per site: 15
("each", "zh", W, "集群共 16 个存储节点 [@RX1]。"),  # total: 96
("each", "en", W, "The cluster has 8 GPUs in total [@RX3]."),  # total: 256

# ---------------- M. an end of a change is the variant its own words name ----------------
("end-variant", "zh", C, "从同步复制的每秒 11.4 万次写操作提升到异步复制的 16.2 万次 [@RX2]。"),
("end-variant", "zh", C, "改为异步复制后,每秒写操作从 11.4 万次提高到 16.2 万次,提升 42% [@RX2]。"),
("end-variant", "en", C, "Write operations per second rise from 114,000 with synchronous replication to 162,000 with asynchronous [@RX2]."),
("end-variant", "zh", W, "从同步的每秒 16.2 万次降到异步的 11.4 万次 [@RX2]。"),  # 16.2 is async's, 11.4 sync's
("end-variant", "en", W, "Write operations per second fall from 162,000 with synchronous replication to 114,000 with asynchronous [@RX2]."),  # swapped
("end-variant", "zh", W, "硬盘年化故障率从浸没液冷的 1.12% 降到风冷的 0.74% [@RX1]。"),  # swapped: air 1.12, immersion 0.74
("end-variant", "en", W, "Checkpoint saves drop from 57 s on average to 42 s at P95 [@RX3]."),  # swapped: mean 42, P95 57
("end-variant", "zh", W, "改为异步复制后,每秒写操作从 11.4 万次提高到 16.2 万次,提升 30% [@RX2]。"),  # 42.1% (29.6% is the fall)
("end-variant", "zh", W, "故障切换耗时从最长的 8.6 秒缩短到平均的 14.2 秒 [@RX2]。"),  # swapped: mean 8.6, max 14.2
("end-variant", "zh", W, "P95 读时延从 30% 负载的 1.38ms 升到 90% 负载的 3.10ms [@RX1]。"),  # 1.38 is the 60% row (30%: 0.95)

# ---------------- N. plain columns whose labels state different units make no difference ----------------
("plain-units", "zh", C, "冷板液冷节点单节点功耗 9.1kW,比风冷节点低 1.1kW [@RX3]。"),
("plain-units", "zh", C, "浸没液冷机柜功耗 13.9kW,比风冷低 4.7kW [@RX1]。"),
("plain-units", "en", C, "Direct liquid-cooled nodes draw 9.1 kW each against 10.2 kW for air-cooled nodes, about 11% less [@RX3]."),
("plain-units", "zh", C, "浸没液冷把平均盘温从 41.5℃ 降到 33.2℃,降低 8.3℃ [@RX1]。"),
("plain-units", "zh", W, "冷板液冷节点进风温度比风冷高 8℃,功耗却低 8kW [@RX3]。"),  # power gap 1.1 kW (8 is the inlet gap)
("plain-units", "zh", W, "浸没液冷后机柜功耗 13.9kW,平均盘温降低 4.7℃ [@RX1]。"),  # temperature drop 8.3 (4.7 is the power gap)
("plain-units", "en", W, "Immersion cooling lowers mean drive temperature by 4.7 °C [@RX1]."),  # 8.3 (4.7 kW is the power gap)
("plain-units", "en", W, "Direct liquid cooling cuts node power by 8 kW [@RX3]."),  # 1.1 kW (8 is the inlet gap in °C)
("plain-units", "zh", W, "浸没液冷后平均盘温 33.2℃,功耗 13.9kW,盘温降低了 19.3℃ [@RX1]。"),  # 8.3 (19.3 = 33.2 - 13.9, across units)
("plain-units", "en", W, "Air-cooled nodes draw 10.2 kW at a 27 °C inlet, a ratio of about 2.6 [@RX3]."),  # a ratio of kW and °C means nothing
("plain-units", "zh", W, "浸没液冷让机柜功耗降低 8.3kW [@RX1]。"),  # 4.7 kW (8.3 is the mean temperature drop)

# ---------------- O. two tables at different conditions ----------------
("conditions", "zh", C, "环境温度 35℃ 时,风冷机柜 PUE 升到 1.62,浸没液冷仅 1.10 [@RX1]。"),
("conditions", "en", C, "At 35 °C ambient the immersion rack's PUE is 1.10 [@RX1]."),
("conditions", "zh", C, "35℃ 环境温度下,浸没液冷把 PUE 从 1.62 降到 1.10,降幅约 32% [@RX1]。"),
("conditions", "en", C, "FP8 lifts 256-GPU throughput from 786 to 1,172 thousand tokens/s, 49% more [@RX3]."),
("conditions", "zh", C, "FP8 精度下,256 卡训练吞吐达每秒 117.2 万 token [@RX3]。"),
("conditions", "zh", W, "环境温度 25℃ 时,风冷机柜 PUE 为 1.62 [@RX1]。"),  # 1.62 is at 35 ℃ (25 ℃: 1.48)
("conditions", "en", W, "At 35 °C ambient, air-cooled drives average 41.5 °C [@RX1]."),  # 41.5 is at 25 ℃ (35 ℃: 47.9)
("conditions", "zh", W, "35℃ 环境下,浸没液冷机柜 PUE 为 1.09 [@RX1]。"),  # 1.09 is at 25 ℃ (35 ℃: 1.10)
("conditions", "en", W, "In FP8, 128 GPUs train at 409 thousand tokens/s [@RX3]."),  # 409 is BF16 (FP8: 610)
("conditions", "zh", W, "BF16 精度下,256 卡扩展效率为 92.1% [@RX3]。"),  # 92.1 is FP8 (BF16: 92.7)
("conditions", "en", W, "With FP8, throughput at 256 GPUs is 786 thousand tokens/s [@RX3]."),  # 786 is BF16 (FP8: 1,172)
("conditions", "en", W, "FP8 lifts 256-GPU throughput from 786 to 1,172 thousand tokens/s, 59% more [@RX3]."),  # 49.1%
("conditions", "zh", W, "从风冷换成浸没液冷,35℃ 下 PUE 下降 26.4% [@RX1]。"),  # 32.1% at 35 ℃ (26.4% is at 25 ℃)
("conditions", "zh", W, "环境温度 35℃ 时,风冷机柜最高盘温 52.0℃ [@RX1]。"),  # 60.3 (52.0 is at 25 ℃)
("conditions", "en", W, "At 25 °C ambient, immersion keeps the hottest drive at 37.9 °C [@RX1]."),  # 36.8 (37.9 is at 35 °C)
]

# ---- the arithmetic behind every derived truth (run: python sentences.py) ----
if __name__ == "__main__":
    pct = lambda a, b: (b - a) / a * 100
    checks = {
        "afr change -33.9%": round(pct(1.12, 0.74), 1),
        "afr ratio 0.66 / 1.51": (round(0.74 / 1.12, 2), round(1.12 / 0.74, 2)),
        "PUE gap 0.39, change -26.4% (25 C) / -32.1% (35 C)": (round(1.48 - 1.09, 2), round(pct(1.48, 1.09), 1), round(pct(1.62, 1.10), 1)),
        "power gap 4.7 kW; mean temp gap 8.3; 33.2-13.9": (round(18.6 - 13.9, 1), round(41.5 - 33.2, 1), round(33.2 - 13.9, 1)),
        "read 30%->90% ratio 2.53, 38.2/96.8 = 39%": (round(96.8 / 38.2, 2), round(38.2 / 96.8 * 100)),
        "energy per rack 68.7": round(412 / 6, 1),
        "scrub per minute GB": 17.3 * 60,
        "17.3 GB/s in Gb/s": 17.3 * 8,
        "980 GB / 23.3 GB/s": round(980 / 23.3, 1),
        "20 saves x 42 s": 20 * 42,
        "rtt ratio 31.0, lag ratio 23.3, cpu ratio 2.27": (round(96 / 3.1, 1), round(112 / 4.8, 1), round(93 / 41, 2)),
        "write ops +42.1% / -29.6%": (round(pct(114000, 162000), 1), round(pct(162000, 114000), 1)),
        "bf16 256/64 = 3.71, 128/64 = 1.93": (round(786 / 212, 2), round(409 / 212, 2)),
        "fp8 256/64 = 3.69, fp8/bf16 at 256 = 1.49 (+49.1%)": (round(1172 / 318, 2), round(1172 / 786, 2), round(pct(786, 1172), 1)),
        "fp8 1172 thousand = 117.2 万": 1172e3 / 1e4,
        "warm/cold 4 MB 1.69, 128 KB 2.66; cold 1 GB/128 KB 3.07": (round(52.7 / 31.2, 2), round(38.9 / 14.6, 2), round(44.8 / 14.6, 2)),
        "p99 1 GB / 128 KB 4.63, / 4 MB 2.70": (round(21.3 / 4.6, 2), round(21.3 / 7.9, 2)),
        "node power gap 1.1 kW, -10.8%; inlet gap 8; 10.2/27": (round(10.2 - 9.1, 1), round(pct(10.2, 9.1), 1), 35 - 27, round(27 / 10.2, 2)),
        "uplink 4 x 25 = 100; links 4 x 20 = 80; nic 8 x 400 = 3200 Gbps = 400 GB/s": (4 * 25, 4 * 20, 8 * 400, 8 * 400 / 8),
        "nodes 6 x 16 = 96; 3 x 15 = 45; gpus 32 x 8 = 256": (6 * 16, 3 * 15, 32 * 8),
    }
    for k, v in checks.items():
        print(f"{k}: {v}")
    from collections import Counter
    print(Counter((c, t) for c, _, t, _ in S)); print(Counter(t for _, _, t, _ in S))
