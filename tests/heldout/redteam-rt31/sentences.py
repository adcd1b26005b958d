# Red team rt31: sentences against evidence/RV1..RV3.yaml.
# (class, lang, truth, sentence). Values: see the YAML; each wrong sentence's comment says what is wrong.
W, C = "wrong", "correct"
S = [
# ---------------- A. plain values whose unit is in the note after a comma / in a parenthesis (RV1 metrics) ----------------
("note-unit", "zh", C, "开启 ASPM 后,Ardent A7 的空闲功耗从 1.9W 降到 0.35W [@RV1]。"),
("note-unit", "en", C, "With ASPM enabled, the Ardent A7 idles at just 0.35 W [@RV1]."),
("note-unit", "zh", C, "待机功耗 0.08W,深度休眠更低,只有 5mW [@RV1]。"),
("note-unit", "en", C, "The drive raises a composite-temperature warning at 75 °C and a critical alert at 83 °C [@RV1]."),
("note-unit", "en", C, "Writes average 11.6 W, reads 8.2 W [@RV1]."),
("note-unit", "zh", C, "A7 的复合温度到 78°C 才开始降速 [@RV1]。"),
("note-unit", "en", C, "Deep sleep (PS4) draws only 5 mW [@RV1]."),
("note-unit", "zh", C, "关闭 ASPM 时,空闲功耗为 1.9 瓦 [@RV1]。"),
("note-unit", "en", W, "With ASPM enabled, the Ardent A7 idles at 0.53 W [@RV1]."),  # value: 0.35
("note-unit", "en", W, "With ASPM enabled, the Ardent A7 idles at 1.9 W [@RV1]."),  # variant: 1.9 is ASPM off
("note-unit", "zh", W, "关闭 ASPM 时,空闲功耗为 0.35W [@RV1]。"),  # variant: 0.35 is ASPM on
("note-unit", "zh", W, "待机功耗仅 0.08mW [@RV1]。"),  # unit: 0.08 W
("note-unit", "en", W, "Deep sleep draws 5 W [@RV1]."),  # unit: 5 mW
("note-unit", "en", W, "Deep sleep draws 0.5 mW [@RV1]."),  # value: 5 mW
("note-unit", "zh", W, "待机功耗 0.08W,深度休眠反而更高,达到 5mW [@RV1]。"),  # direction: 5 mW < 80 mW
("note-unit", "en", W, "The warning threshold is 75 °F [@RV1]."),  # unit: °C
("note-unit", "en", W, "The drive starts throttling at 75 °C [@RV1]."),  # metric: 75 is the warning threshold, throttling 78
("note-unit", "zh", W, "复合温度严重阈值为 78°C [@RV1]。"),  # metric: 83 (78 is throttling)
("note-unit", "en", W, "The A7 warns at 75% of its critical temperature [@RV1]."),  # percent: 75/83 = 90%; 75 is °C, not a percent
("note-unit", "en", W, "Reads average 11.6 W, writes 8.2 W [@RV1]."),  # variants swapped
("note-unit", "zh", W, "写入时平均功耗 8.2W [@RV1]。"),  # variant: 8.2 is read
("note-unit", "en", W, "The drive starts throttling at 78 W [@RV1]."),  # unit: 78 °C
("note-unit", "zh", W, "深度休眠功耗为 5W [@RV1]。"),  # unit: mW

# ---------------- B. rows named by a temperature (RV1.inlet: 25/35/45 °C: 5.2/4.6/3.1 GB/s, 68/74/81 °C, 11.8/11.3/10.2 W, -/22/9 min) ----------------
("temp-row", "zh", C, "进风 45°C 时,持续写带宽降到 3.1GB/s [@RV1]。"),
("temp-row", "en", C, "At a 45 °C inlet the A7 still sustains 3.1 GB/s [@RV1]."),
("temp-row", "en", C, "Sustained writes fall to 3.1 GB/s, down from the 5.2 GB/s it holds at 25 °C [@RV1]."),
("temp-row", "zh", C, "进风 35°C 时峰值复合温度为 74°C,写入 22 分钟后开始降速 [@RV1]。"),
("temp-row", "en", C, "At a 25 °C inlet the drive peaks at 68 °C and never throttles [@RV1]."),
("temp-row", "zh", C, "进风 25°C 时平均功耗 11.8W [@RV1]。"),
("temp-row", "en", C, "With 35 °C inlet air, sustained write bandwidth is 4.6 GB/s [@RV1]."),
("temp-row", "zh", C, "进风从 25°C 升到 45°C,持续写带宽从 5.2GB/s 降到 3.1GB/s [@RV1]。"),
("temp-row", "zh", W, "进风 45°C 时,持续写带宽仍有 4.6GB/s [@RV1]。"),  # row: 4.6 is 35 °C (45: 3.1)
("temp-row", "en", W, "At a 35 °C inlet the A7 sustains 3.1 GB/s [@RV1]."),  # row: 3.1 is 45 °C
("temp-row", "en", W, "Sustained writes fall to 3.1 GB/s, down from the 5.2 GB/s it holds at 35 °C [@RV1]."),  # row: 5.2 is 25 °C
("temp-row", "zh", W, "进风 25°C 时峰值复合温度 74°C [@RV1]。"),  # row: 68 (74 is 35 °C)
("temp-row", "en", W, "At a 45 °C inlet the drive peaks at 74 °C [@RV1]."),  # row: 81
("temp-row", "zh", W, "进风 35°C 时,写入 9 分钟后即开始降速 [@RV1]。"),  # row: 22 min (9 is 45 °C)
("temp-row", "en", W, "At a 40 °C inlet the A7 sustains 4.6 GB/s [@RV1]."),  # row: no 40 °C row
("temp-row", "zh", W, "进风 30°C 时持续写带宽 5.2GB/s [@RV1]。"),  # row: no 30 °C row
("temp-row", "en", W, "With 25 °C inlet air, average power is 10.2 W [@RV1]."),  # row: 11.8 (10.2 is 45 °C)
("temp-row", "zh", W, "进风 45°C 时平均功耗 11.8W [@RV1]。"),  # row: 10.2
("temp-row", "en", W, "At a 45 °C inlet, sustained bandwidth is 3.1 GB/s and power 11.3 W [@RV1]."),  # row: 11.3 is 35 °C
("temp-row", "zh", W, "进风从 25°C 升到 45°C,持续写带宽从 5.2GB/s 降到 4.6GB/s [@RV1]。"),  # row: 45 °C is 3.1
("temp-row", "en", W, "The A7 holds 4.6 GB/s at a 25 °C inlet [@RV1]."),  # row at sentence end: 5.2
("temp-row", "en", W, "Even at a 45 °C inlet, the drive writes for 22 minutes before throttling [@RV1]."),  # row: 9 min
("temp-row", "zh", W, "进风 45°C 时峰值复合温度为 83°C [@RV1]。"),  # value: 81 (83 is the critical threshold)

# ---------------- C. differences of a metric and a cell (RV1: warn 75, throttle 78, critical 83; peaks 68/74/81) ----------------
("diff", "zh", C, "峰值温度 81°C,离 83°C 的严重阈值只差 2°C [@RV1]。"),
("diff", "zh", C, "进风 25°C 时峰值温度 68°C,比 75°C 的告警阈值还低 7°C [@RV1]。"),
("diff", "en", C, "At a 35 °C inlet the drive peaks at 74 °C, just 1 °C below the 75 °C warning threshold [@RV1]."),
("diff", "en", C, "At a 45 °C inlet the drive reaches 81 °C, 3 °C past the 78 °C throttle point [@RV1]."),
("diff", "zh", C, "进风 45°C 时峰值 81°C,超过告警阈值 6°C [@RV1]。"),
("diff", "zh", W, "峰值温度 81°C,离 83°C 的严重阈值只差 3°C [@RV1]。"),  # difference: 2
("diff", "zh", W, "进风 25°C 时峰值温度 68°C,比 75°C 的告警阈值还高 7°C [@RV1]。"),  # direction: lower
("diff", "en", W, "At a 35 °C inlet the drive peaks at 74 °C, 1 °C above the 75 °C warning threshold [@RV1]."),  # direction: below
("diff", "en", W, "At a 45 °C inlet the drive reaches 81 °C, 5 °C past the 78 °C throttle point [@RV1]."),  # difference: 3
("diff", "zh", W, "进风 45°C 时峰值 81°C,超过告警阈值 8°C [@RV1]。"),  # difference: 6
("diff", "en", W, "Even at a 45 °C inlet, the peak of 81 °C stays 4 °C under the critical threshold [@RV1]."),  # difference: 2
("diff", "zh", W, "进风 35°C 时峰值温度比告警阈值低 3°C [@RV1]。"),  # difference: 1 (74 vs 75)
("diff", "en", W, "At a 25 °C inlet the peak stays 13 °C below the critical limit [@RV1]."),  # difference: 15 (68 vs 83)
("diff", "zh", W, "进风 45°C 时峰值温度 81°C,仍低于 78°C 的降速点 [@RV1]。"),  # direction: 81 is above 78
("diff", "en", W, "At a 35 °C inlet, the peak of 74 °C is 6 °C below the throttle point [@RV1]."),  # difference: 4

# ---------------- D. rows whose name is a fuller one of another's (LT-PFS vs LT-PFS + client cache) ----------------
("fuller-row", "zh", C, "加上客户端缓存后,LT-PFS 在 64 客户端下读吞吐达 43.6GB/s [@RV3]。"),
("fuller-row", "en", C, "With the client cache, LT-PFS reaches 24.8 GB/s at 32 clients [@RV3]."),
("fuller-row", "en", C, "LT-PFS alone delivers 38.0 GB/s at 64 clients [@RV3]."),
("fuller-row", "zh", W, "加上客户端缓存后,LT-PFS 在 64 客户端下读吞吐为 38.0GB/s [@RV3]。"),  # row: 38.0 is LT-PFS without cache
("fuller-row", "en", W, "With the client cache, LT-PFS reaches 21.5 GB/s at 32 clients [@RV3]."),  # row: 21.5 is without cache
("fuller-row", "en", W, "LT-PFS on its own delivers 43.6 GB/s at 64 clients [@RV3]."),  # row: 43.6 is with cache
("fuller-row", "zh", W, "不加缓存时,LT-PFS 在 8 客户端下读吞吐为 7.1GB/s [@RV3]。"),  # row: 7.1 is with cache (5.8)
("fuller-row", "en", W, "Adding the client cache lifts LT-PFS from 5.8 GB/s to 7.1 GB/s at 16 clients [@RV3]."),  # column: those are 8 clients
("fuller-row", "zh", W, "LT-PFS 加上客户端缓存,16 客户端读吞吐 11.2GB/s [@RV3]。"),  # row: 13.9 with cache

# ---------------- E. a row named after a figure by 'for' / 'on' / 'in' ----------------
("for-row", "en", C, "P99 read latency is 1.8 ms for desktops, 2.6 ms for application servers [@RV3]."),
("for-row", "en", C, "Average latency is 2.4 ms on the all-flash tier and 14.2 ms on the hybrid SAN [@RV3]."),
("for-row", "en", C, "P99 latency is 4.4 ms for databases [@RV3]."),
("for-row", "zh", C, "虚拟桌面的 P99 读时延为 1.8ms,数据库为 4.4ms [@RV3]。"),
("for-row", "en", C, "Idle power is 1.6 W for the 1.92TB model and 1.9 W for the 7.68TB model [@RV1]."),
("for-row", "en", W, "P99 read latency is 2.6 ms for desktops, 1.8 ms for application servers [@RV3]."),  # rows swapped
("for-row", "en", W, "P99 read latency is 1.8 ms for desktops, 4.4 ms for application servers [@RV3]."),  # row: 4.4 is databases
("for-row", "en", W, "P99 latency is 2.6 ms for databases [@RV3]."),  # row: 2.6 is application servers (db 4.4)
("for-row", "en", W, "Average latency is 14.2 ms on the all-flash tier [@RV3]."),  # row: 14.2 is hybrid SAN
("for-row", "en", W, "Average latency is 2.4 ms on the HDD array [@RV3]."),  # row: 2.4 is all-flash (HDD 31.0)
("for-row", "zh", W, "数据库的 P99 读时延为 2.6ms [@RV3]。"),  # row: 4.4
("for-row", "en", W, "Idle power is 1.7 W for the 1.92TB model [@RV1]."),  # row: 1.6 (1.7 is 3.84TB)
("for-row", "en", W, "Write power is 11.6 W for the 3.84TB model [@RV1]."),  # row: 10.4
("for-row", "en", W, "Endurance is 7.0 PB for the 7.68TB model [@RV1]."),  # row: 14.0
("for-row", "en", W, "Standby power is 52 W for the CV-12 [@RV2]."),  # variant: 66 (52 is CV-8)

# ---------------- F. data sizes naming rows before 'samples' / 样本 (RV3.samples: 4/16/64/256 KB: 1.1/2.9/6.8/9.6 GB/s) ----------------
("size-row", "en", C, "16 KB samples stream at 2.9 GB/s [@RV3]."),
("size-row", "zh", C, "16KB 小样本的读吞吐为 2.9GB/s,256KB 样本达 9.6GB/s [@RV3]。"),
("size-row", "en", C, "With 64 KB samples, read throughput reaches 6.8 GB/s [@RV3]."),
("size-row", "en", C, "Reads of 4 KB samples manage only 1.1 GB/s [@RV3]."),
("size-row", "en", W, "16 KB samples stream at 6.8 GB/s [@RV3]."),  # row: 64 KB
("size-row", "zh", W, "4KB 小样本的读吞吐为 2.9GB/s [@RV3]。"),  # row: 16 KB
("size-row", "en", W, "With 256 KB samples, read throughput reaches 6.8 GB/s [@RV3]."),  # row: 9.6
("size-row", "en", W, "32 KB samples stream at 2.9 GB/s [@RV3]."),  # row: no 32 KB row
("size-row", "zh", W, "64KB 样本读吞吐 9.6GB/s [@RV3]。"),  # row: 256 KB
("size-row", "en", W, "1 MB shards read at 9.6 GB/s [@RV3]."),  # row: no 1 MB row
("size-row", "en", W, "With 16 KB samples the gateway reads 2.9 GB/s, with 64 KB samples 9.6 GB/s [@RV3]."),  # second row: 6.8
("size-row", "zh", W, "16KB 样本读吞吐 2.9GB/s,为 4KB 样本的 3.6 倍 [@RV3]。"),  # ratio: 2.6x

# ---------------- G. bare counts 'at 32' naming a column (RV3.gateway: 8/16/32/64 clients) ----------------
("bare-at", "en", C, "The S3 gateway climbs from 3.6 GB/s at 8 clients to 12.4 GB/s at 32 and 22.9 GB/s at 64 [@RV3]."),
("bare-at", "zh", C, "对象网关在 8 客户端时读吞吐 3.6GB/s,在 32 时 12.4GB/s [@RV3]。"),
("bare-at", "en", C, "LT-PFS scales from 5.8 GB/s at 8 clients to 38.0 GB/s at 64 [@RV3]."),
("bare-at", "en", C, "NFS reads 2.9 GB/s at 8 clients and 4.3 GB/s at 32 [@RV3]."),
("bare-at", "zh", C, "LT-PFS 从 8 客户端的 5.8GB/s 提升到 16 客户端的 11.2GB/s [@RV3]。"),
("bare-at", "en", C, "With 8 clients the SMB gateway reads 2.1 GB/s; at 16 it reaches 3.4 GB/s [@RV3]."),
("bare-at", "en", W, "The S3 gateway climbs from 3.6 GB/s at 8 clients to 12.4 GB/s at 16 and 22.9 GB/s at 64 [@RV3]."),  # column: 12.4 is at 32
("bare-at", "en", W, "The S3 gateway climbs from 3.6 GB/s at 8 clients to 6.8 GB/s at 32 [@RV3]."),  # column: 6.8 is at 16
("bare-at", "zh", W, "对象网关在 8 客户端时读吞吐 3.6GB/s,在 64 时 12.4GB/s [@RV3]。"),  # column: 64 is 22.9
("bare-at", "en", W, "LT-PFS scales from 5.8 GB/s at 8 clients to 21.5 GB/s at 64 [@RV3]."),  # column: 21.5 is at 32
("bare-at", "en", W, "NFS reads 2.9 GB/s at 8 clients and 4.3 GB/s at 16 [@RV3]."),  # column: 16 is 4.1
("bare-at", "en", W, "With 8 clients the SMB gateway reads 2.1 GB/s; at 32 it reaches 3.4 GB/s [@RV3]."),  # column: 32 is 3.6
("bare-at", "en", W, "The S3 gateway reads 3.6 GB/s at 16 clients [@RV3]."),  # column: 3.6 is at 8 (16: 6.8)
("bare-at", "zh", W, "SMB 网关在 8 客户端时 2.1GB/s,在 64 时 3.6GB/s [@RV3]。"),  # column: 64 is 2.6
("bare-at", "en", W, "LT-PFS reaches 38.0 GB/s at 32 and 21.5 GB/s at 64 clients [@RV3]."),  # columns swapped
("bare-at", "zh", W, "LT-PFS 从 8 客户端的 5.8GB/s 提升到 32 客户端的 11.2GB/s [@RV3]。"),  # column: 11.2 is 16
("bare-at", "en", W, "At 24 clients, LT-PFS reads 11.2 GB/s [@RV3]."),  # column: no 24-client column
("bare-at", "en", W, "From 7.1 GB/s at 8 clients, cached LT-PFS grows to 24.8 GB/s at 64 [@RV3]."),  # column: 64 is 43.6

# ---------------- H. shares: object after 'of what', two figures set against each other ----------------
("share", "en", C, "The all-flash tier answers in 2.4 ms against 14.2 ms on the hybrid SAN, about a sixth [@RV3]."),
("share", "en", C, "At 32 clients NFS delivers 4.3 GB/s, a fifth of what LT-PFS delivers at 32 clients [@RV3]."),
("share", "en", C, "Reads of 16 KB samples run at roughly 30% of what 256 KB samples deliver [@RV3]."),
("share", "zh", C, "全闪层 2.4ms 的平均时延,只有混合 SAN(14.2ms)的六分之一左右 [@RV3]。"),
("share", "en", C, "ASPM cuts idle power to under a fifth of what it is with ASPM off [@RV1]."),
("share", "zh", C, "开启 ASPM 后空闲功耗 0.35W,不到关闭时 1.9W 的五分之一 [@RV1]。"),
("share", "en", W, "The all-flash tier answers in 2.4 ms against 14.2 ms on the hybrid SAN, about a third [@RV3]."),  # share: a sixth
("share", "en", W, "At 32 clients NFS delivers 4.3 GB/s, about a third of what LT-PFS delivers at 32 clients [@RV3]."),  # share: a fifth
("share", "en", W, "Reads of 16 KB samples run at roughly half of what 256 KB samples deliver [@RV3]."),  # share: 30%
("share", "zh", W, "全闪层 2.4ms 的平均时延,只有混合 SAN(14.2ms)的三分之一左右 [@RV3]。"),  # share: a sixth
("share", "en", W, "ASPM cuts idle power to about half of what it is with ASPM off [@RV1]."),  # share: 18%
("share", "en", W, "The hybrid SAN's 14.2 ms is about a quarter of the HDD array's 31.0 ms [@RV3]."),  # share: 46%
("share", "en", W, "4 KB samples reach roughly a quarter of what 16 KB samples deliver [@RV3]."),  # share: 38%
("share", "zh", W, "SMB 网关 32 客户端时 3.6GB/s,约为对象网关同等条件下的一半 [@RV3]。"),  # share: 3.6/12.4 = 29%
("share", "en", W, "At 8 clients NFS reads 2.9 GB/s against 7.1 GB/s for cached LT-PFS, about a quarter [@RV3]."),  # share: 41%
("share", "en", W, "At 25 °C the CV-4 draws 61 W, two thirds of what the CV-12 needs [@RV2]."),  # share: 64% (61/96)
("share", "en", W, "In standby the CV-4 draws about half of what the CV-12 draws [@RV2]."),  # share: 58% (38/66)
("share", "zh", W, "深度休眠功耗只有待机功耗的十分之一 [@RV1]。"),  # share: 5 mW / 80 mW = 1/16

# ---------------- I. a percent said with a direction is a change, never a share ----------------
("direction", "en", C, "At a 45 °C inlet the A7 writes 40% slower than at 25 °C [@RV1]."),
("direction", "zh", C, "进风 45°C 时持续写带宽比 25°C 时低了 40% [@RV1]。"),
("direction", "en", C, "At 25 °C the CV-8 draws 30% more power than the CV-4 [@RV2]."),
("direction", "zh", C, "开启 ASPM 后,空闲功耗减少了 82% [@RV1]。"),
("direction", "en", C, "Reads draw 29% less power than writes [@RV1]."),
("direction", "en", C, "With the client cache, LT-PFS reads 15% more at 32 clients [@RV3]."),
("direction", "en", W, "At a 45 °C inlet the A7 writes 60% slower than at 25 °C [@RV1]."),  # share as change: 60% is what remains, drop is 40%
("direction", "zh", W, "进风 45°C 时持续写带宽比 25°C 时低了 60% [@RV1]。"),  # share as change: 40%
("direction", "en", W, "At 25 °C the CV-8 draws 23% more power than the CV-4 [@RV2]."),  # change: +30% (23% is how much less the CV-4 draws)
("direction", "en", W, "At 25 °C the CV-4 draws 30% less power than the CV-8 [@RV2]."),  # change base: 23% less
("direction", "zh", W, "开启 ASPM 后,空闲功耗减少了 18% [@RV1]。"),  # share as change: 82% less (18% remains)
("direction", "en", W, "Reads draw 41% less power than writes [@RV1]."),  # change base: 29% less (writes 41% more)
("direction", "en", W, "Writes draw 29% more power than reads [@RV1]."),  # change base: 41% more
("direction", "en", W, "With the client cache, LT-PFS reads 15% less at 32 clients [@RV3]."),  # direction: more
("direction", "zh", W, "加上客户端缓存,LT-PFS 64 客户端时读吞吐提升 87% [@RV3]。"),  # share as change: +15% (38.0/43.6 = 87%; 87% is also the hit rate)
("direction", "en", W, "Sustained writes at a 35 °C inlet are 88% lower than at 25 °C [@RV1]."),  # share as change: 12% lower
("direction", "zh", W, "CV-12 在 50°C 时功耗比 25°C 时高 79% [@RV2]。"),  # share as change: +26% (96/121 = 79%)
("direction", "en", W, "The CV-4 needs 23% more power at 50 °C than at 25 °C [@RV2]."),  # change base: +30% (23% less the other way)

# ---------------- J. changes across semicolons ----------------
("semicolon", "en", C, "At 25 °C the CV-4 draws 61 W; the CV-8 draws 79 W, 30% more [@RV2]."),
("semicolon", "en", C, "At 25 °C the CV-4 draws 61 W; at 50 °C it needs 79 W [@RV2]."),
("semicolon", "zh", C, "25°C 时 CV-8 功耗 79W;50°C 时升至 104W [@RV2]。"),
("semicolon", "en", C, "NFS tops out at 4.3 GB/s; LT-PFS reaches 38.0 GB/s, nearly nine times as much [@RV3]."),
("semicolon", "zh", C, "开启 ASPM 前空闲功耗 1.9W;开启后降至 0.35W,减少约 82% [@RV1]。"),
("semicolon", "en", W, "At 25 °C the CV-4 draws 61 W; the CV-8 draws 79 W, 30% less [@RV2]."),  # direction across semicolon
("semicolon", "en", W, "At 25 °C the CV-4 draws 61 W; at 50 °C it needs 104 W [@RV2]."),  # row: 104 is CV-8 (CV-4 79)
("semicolon", "zh", W, "25°C 时 CV-8 功耗 79W;50°C 时升至 121W [@RV2]。"),  # row: 121 is CV-12 (CV-8 104)
("semicolon", "en", W, "At 50 °C the CV-4 needs 79 W; at 25 °C it draws 68 W [@RV2]."),  # column: 68 is 35 °C (25: 61)
("semicolon", "zh", W, "开启 ASPM 前空闲功耗 1.9W;开启后降至 0.35W,减少约 18% [@RV1]。"),  # change: 82%
("semicolon", "en", W, "Reads draw 8.2 W; writes draw 11.6 W, 41% less [@RV1]."),  # direction: 41% more
("semicolon", "en", W, "The S3 gateway reads 12.4 GB/s at 32 clients; NFS manages 4.3 GB/s, 65% more [@RV3]."),  # direction: 65% less
("semicolon", "zh", W, "进风 25°C 时写带宽 5.2GB/s;45°C 时降到 3.1GB/s,降幅 60% [@RV1]。"),  # change: 40%
("semicolon", "en", W, "At 25 °C the CV-12 draws 96 W; at 50 °C it draws 104 W [@RV2]."),  # column: 121 (104 is its 35 °C)
("semicolon", "zh", W, "北京站点更换了 1 块盘;上海站点更换了 3 块 [@RV2]。"),  # row: Shanghai 2 (3 is the total)

# ---------------- K. 'tops out' / 'maxes out' (largest of the row) ----------------
("tops-out", "en", C, "The NFS gateway tops out at 4.3 GB/s [@RV3]."),
("tops-out", "zh", C, "SMB 网关读吞吐最高只有 3.6GB/s [@RV3]。"),
("tops-out", "en", C, "SMB maxes out at 3.6 GB/s with 32 clients [@RV3]."),
("tops-out", "en", C, "LT-PFS with the client cache tops out at 43.6 GB/s [@RV3]."),
("tops-out", "en", W, "The SMB gateway tops out at 3.4 GB/s [@RV3]."),  # statistic: max is 3.6
("tops-out", "en", W, "The NFS gateway tops out at 4.1 GB/s [@RV3]."),  # statistic: max is 4.3
("tops-out", "en", W, "The S3 gateway maxes out at 12.4 GB/s [@RV3]."),  # statistic: max is 22.9
("tops-out", "en", W, "LT-PFS tops out at 43.6 GB/s [@RV3]."),  # row: 43.6 is with cache (LT-PFS alone 38.0)
("tops-out", "zh", W, "SMB 网关的读吞吐最高不超过 3.4GB/s [@RV3]。"),  # statistic: max 3.6
("tops-out", "en", W, "SMB tops out at 2.6 GB/s with 64 clients [@RV3]."),  # statistic: 2.6 is not the max (3.6)
("tops-out", "en", W, "NFS maxes out at 4.1 GB/s at 64 clients [@RV3]."),  # statistic: max 4.3 at 32
("tops-out", "en", W, "Sustained write bandwidth tops out at 4.6 GB/s [@RV1]."),  # statistic: max 5.2

# ---------------- L. counts of a noun the report states as a metric (drives/nodes replaced) ----------------
("count-metric", "zh", C, "12 个月试运行中一共只换了 3 块硬盘 [@RV2]。"),
("count-metric", "en", C, "Over the 12-month pilot, only 3 drives had to be replaced [@RV2]."),
("count-metric", "zh", C, "上海站点 144 块盘中更换了 2 块 [@RV2]。"),
("count-metric", "en", C, "The pilot covered 288 drives across three sites [@RV2]."),
("count-metric", "en", C, "Only one node was replaced during the pilot [@RV2]."),
("count-metric", "zh", C, "深圳站点 4 个节点、48 块盘,试运行期间零更换 [@RV2]。"),
("count-metric", "zh", W, "12 个月试运行中一共只换了 2 块硬盘 [@RV2]。"),  # count: 3 (2 is Shanghai's)
("count-metric", "en", W, "Over the 12-month pilot, only 2 drives had to be replaced [@RV2]."),  # count: 3
("count-metric", "en", W, "Only one drive was replaced during the pilot [@RV2]."),  # count: 3 (1 is Beijing / nodes)
("count-metric", "zh", W, "试运行期间共更换了 2 个节点 [@RV2]。"),  # count: 1 node
("count-metric", "en", W, "The pilot covered 144 drives [@RV2]."),  # count: 288 (144 is Shanghai)
("count-metric", "zh", W, "上海站点 144 块盘中更换了 3 块 [@RV2]。"),  # row: Shanghai replaced 2
("count-metric", "en", W, "Beijing's 8 nodes and 96 drives saw 2 drive replacements [@RV2]."),  # row: Beijing replaced 1
("count-metric", "zh", W, "北京站点共有 12 个节点 [@RV2]。"),  # row: Beijing 8 nodes
("count-metric", "en", W, "The Shenzhen site ran 48 drives on 8 nodes [@RV2]."),  # row: Shenzhen 4 nodes
("count-metric", "en", W, "In twelve months, we replaced just 1 drive [@RV2]."),  # count: 3
("count-metric", "zh", W, "试运行覆盖 3 个站点共 96 块盘 [@RV2]。"),  # count: 288
("count-metric", "en", W, "Shanghai's AFR was 1.0% [@RV2]."),  # row: 1.4% (1.0% is Beijing)

# ---------------- M. temperatures as column settings (RV2.power_by_ambient 25/35/50 °C, drive_temp 25/50 °C) ----------------
("temp-setting", "en", C, "At 25 °C ambient, the CV-8 draws 79 W [@RV2]."),
("temp-setting", "en", C, "At 50 °C, the CV-4 draws 79 W [@RV2]."),
("temp-setting", "zh", C, "环境温度 35°C 时,CV-12 整柜功耗 104W [@RV2]。"),
("temp-setting", "zh", C, "在 50°C 环境下,CV-8 功耗 104W,盘温最高 66°C [@RV2]。"),
("temp-setting", "en", C, "At 25 °C the CV-12 draws 96 W, and its hottest drive sits at 50 °C [@RV2]."),
("temp-setting", "en", C, "The CV-4 draws 61 W at 25 °C and 79 W at 50 °C [@RV2]."),
("temp-setting", "zh", C, "CV-4 在 25°C 环境下功耗仅 61W [@RV2]。"),
("temp-setting", "en", C, "Standby power is 38 W on the CV-4 [@RV2]."),
("temp-setting", "en", W, "At 50 °C ambient, the CV-8 draws 79 W [@RV2]."),  # column: 79 is CV-8 at 25 (50: 104)
("temp-setting", "en", W, "At 25 °C, the CV-4 draws 79 W [@RV2]."),  # column: 79 is CV-4 at 50 (25: 61)
("temp-setting", "zh", W, "环境温度 50°C 时,CV-12 整柜功耗 104W [@RV2]。"),  # column: 104 is CV-12 at 35 (50: 121)
("temp-setting", "zh", W, "在 25°C 环境下,CV-8 功耗 104W [@RV2]。"),  # column: 79
("temp-setting", "en", W, "At 35 °C the CV-4 draws 61 W [@RV2]."),  # column: 68
("temp-setting", "en", W, "At 40 °C ambient the CV-8 draws 88 W [@RV2]."),  # column: no 40 °C column (88 is 35)
("temp-setting", "en", W, "At 50 °C the CV-12's hottest drive reaches 66 °C [@RV2]."),  # row: 71 (66 is CV-8)
("temp-setting", "zh", W, "CV-4 在 50°C 环境下盘温最高 44°C [@RV2]。"),  # column: 61 (44 is at 25)
("temp-setting", "en", W, "At 50 °C the CV-4 draws 61 W [@RV2]."),  # column: 79 W (61 is its 25 °C power and its 50 °C drive temp in °C)
("temp-setting", "en", W, "At 50 °C, the CV-4's hottest drive runs at 79 °C [@RV2]."),  # unit: 61 °C (79 is W)
("temp-setting", "zh", W, "在 25°C 环境下,CV-12 盘温 66°C [@RV2]。"),  # row/unit: 50 °C (66 is a W standby value and CV-8's 50 °C temp)
("temp-setting", "en", W, "At 25 °C the CV-4 draws 61 W; at 50 °C it needs 88 W [@RV2]."),  # column: 79
("temp-setting", "en", W, "The CV-8 draws 79 W at 50 °C and 104 W at 25 °C [@RV2]."),  # columns swapped
("temp-setting", "zh", W, "CV-12 在 25°C 时功耗 121W [@RV2]。"),  # column: 96

# ---------------- N. general binding ----------------
("general", "en", C, "The 7.68TB A7 is rated for 14.0 PB written [@RV1]."),
("general", "zh", C, "Lantern LT-900 满载功耗 410W,空闲 240W [@RV3]。"),
("general", "en", C, "Client-cache hit rate was 87% [@RV3]."),
("general", "zh", C, "1.92TB 型号写入寿命 3.5PB [@RV1]。"),
("general", "en", C, "The 3.84TB model draws 10.4 W while writing [@RV1]."),
("general", "zh", C, "CV-8 待机功耗 52W [@RV2]。"),
("general", "en", W, "The 7.68TB A7 is rated for 14.0 TB written [@RV1]."),  # unit: PB
("general", "zh", W, "Lantern LT-900 满载功耗 240W [@RV3]。"),  # variant: 240 is idle
("general", "en", W, "Client-cache hit rate was 78% [@RV3]."),  # value: 87%
("general", "zh", W, "1.92TB 型号写入寿命 7.0PB [@RV1]。"),  # row: 3.5
("general", "en", W, "The LT-900 draws 410 kW at full load [@RV3]."),  # unit: W
("general", "en", W, "The 3.84TB model idles at 1.6 W [@RV1]."),  # row: 1.7
("general", "zh", W, "CV-8 待机功耗 66W [@RV2]。"),  # variant: 52 (66 is CV-12)
("general", "en", W, "The S3 gateway writes 22.9 GB/s at 64 clients [@RV3]."),  # side: the test is reads
("general", "zh", W, "A7 写入寿命 14.0PB,是 1.92TB 型号的 2 倍 [@RV1]。"),  # ratio: 4x
("general", "en", W, "Idle power rises from 1.6 W on the 1.92TB model to 1.7 W on the 7.68TB [@RV1]."),  # row: 1.9
("general", "zh", W, "Ardent A7 读功耗 8.2W,比写入低 3.6W [@RV1]。"),  # difference: 3.4
("general", "en", W, "The LT-900 idles at 410 W [@RV3]."),  # variant: 240 (410 is full)
("general", "en", W, "Average latency on the HDD array is 31.0 µs [@RV3]."),  # unit: ms
("general", "zh", W, "混合 SAN 平均时延 14.2ms,是全闪层的 7 倍 [@RV3]。"),  # ratio: 5.9x
]
