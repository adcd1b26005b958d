# Probes written after the first run to find causes (not counted). (class, lang, truth, sentence)
W, C = "wrong", "correct"
S = [
("p-load-row", "zh", C, "在 90% 的负载下,平均读时延 1.24ms [@RX1]。"),
("p-load-row", "en", C, "Under 90% load, mean read latency is 1.24 ms [@RX1]."),
("p-load-row", "zh", W, "P95 读时延在 60% 负载时为 3.10ms。"),  # no citation at all: is 3.10 still judged?
("p-tps-row", "zh", W, "到 20 万 TPS 时,平均复制延迟也在 250 毫秒以内 [@RX2]。"),  # 530; 240 is 10 万
("p-tps-row", "en", W, "At 200k TPS, mean replication lag stays under 250 ms [@RX2]."),  # 530
("p-tps-row", "zh", W, "负载达到 20 万 TPS 时,平均复制延迟为 240ms [@RX2]。"),  # 530
("p-tps-row", "en", W, "At 200k TPS, mean replication lag is 240 ms [@RX2]."),  # 530
("p-ambient", "zh", W, "在 35℃ 环境温度下,风冷机柜最高盘温也不超过 53℃ [@RX1]。"),  # 60.3 at 35 ℃
("p-ambient", "en", W, "At 35 °C ambient, the air-cooled rack runs at a PUE of 1.48 [@RX1]."),  # 1.62
("p-ambient", "zh", C, "环境温度升到 35℃ 时,风冷机柜 PUE 为 1.62 [@RX1]。"),
("p-precision", "en", W, "With BF16, throughput at 128 GPUs is 610 thousand tokens/s [@RX3]."),  # 409
("p-precision", "zh", W, "FP8 精度下,128 卡训练吞吐为每秒 40.9 万 token [@RX3]。"),  # 61.0 万
("p-variant", "en", W, "Immersion-cooled drives fail at 1.12% a year [@RX1]."),  # 0.74
("p-variant", "zh", W, "浸没液冷后,硬盘年化故障率为 1.12% [@RX1]。"),  # 0.74
("p-variant", "zh", W, "风冷硬盘年化故障率为 0.74% [@RX1]。"),  # 1.12
("p-variant", "zh", W, "站点故障切换最长耗时 8.6 秒 [@RX2]。"),  # max 14.2
("p-variant", "en", W, "The longest site failover took 8.6 s [@RX2]."),  # 14.2
("p-variant", "en", W, "Checkpoint saves take 57 s on average [@RX3]."),  # 42
("p-end", "en", W, "Write operations per second fall from 162,000 in synchronous mode to 114,000 in asynchronous mode [@RX2]."),  # swapped
("p-end", "zh", W, "硬盘年化故障率从浸没液冷时的 1.12% 降到风冷时的 0.74% [@RX1]。"),  # swapped
("p-per", "zh", W, "单个机柜每年可节省约 412MWh 电量 [@RX1]。"),  # 68.7
("p-per", "en", W, "The racks save about 412 MWh of electricity every month [@RX1]."),  # a year
("p-per", "zh", W, "每个机柜部署 96 个节点 [@RX1]。"),  # 16
("p-per", "en", W, "Each rack holds 96 storage nodes [@RX1]."),  # 16
("p-cross", "zh", W, "浸没液冷让最高盘温降低 4.7℃ [@RX1]。"),  # 15.2
("p-cross", "zh", W, "浸没液冷的 PUE 比风冷低 0.53 [@RX1]。"),  # 0.39 (0.53 = 1.62 - 1.09 across tables)
("p-cross", "en", W, "Air-cooled drives run hot: 47.9 °C on average, about 3.4 times the rack's 13.9 kW [@RX1]."),  # nonsense ratio
("p-tofrom", "en", W, "Replication lag climbs to 530 ms from 240 ms at 200k TPS [@RX2]."),  # 240 is 100k
("p-tofrom", "en", W, "The change lifts mean read latency to 0.42 ms from 1.24 ms [@RX1]."),  # direction
("p-level", "en", W, "Remote lag is 240 ms at 100k TPS and drops to 530 ms at 200k TPS [@RX2]."),  # direction
("p-level", "en", W, "Remote lag is 240 ms at 100k TPS; it drops to 530 ms at 200k TPS [@RX2]."),  # direction
("p-ratio", "zh", C, "浸没液冷硬盘年化故障率只有风冷的 66% [@RX1]。"),
("p-ratio", "zh", C, "浸没液冷硬盘年化故障率约为风冷的三分之二 [@RX1]。"),
("p-members", "en", W, "Four 80 Gbps links connect the sites [@RX2]."),  # 20
("p-members", "en", W, "The sites are joined by four links of 80 Gbps each [@RX2]."),  # 20
]
