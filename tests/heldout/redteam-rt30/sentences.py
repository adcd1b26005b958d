# Red team rt30: sentences against evidence/RT1..RT3.yaml.
# (class, lang, truth, sentence). Values: see the YAML; each wrong sentence's comment says what is wrong.
W, C = "wrong", "correct"
S = [
# ---------------- A. rows that state a count of replicas (RT2.replicas, RT2.read_by_copies) ----------------
("replica-count", "en", C, "With three replicas, Tidewell sustains 78,500 IOPS of 4K random writes [@RT2]."),
("replica-count", "zh", C, "Tidewell 三副本下 4K 随机写为 78,500 IOPS [@RT2]。"),
("replica-count", "en", C, "Brackmoor manages just 11,200 IOPS (3 replicas) [@RT2]."),
("replica-count", "zh", C, "三副本配置下,4K 随机读达到 96.8 万 IOPS [@RT2]。"),
("replica-count", "en", C, "Triple replication delivers 968,000 random-read IOPS, with a P99 latency of 352 µs [@RT2]."),
("replica-count", "en", C, "Two replicas give 905,000 random-read IOPS [@RT2]."),
("replica-count", "zh", C, "Tidewell 1 副本时延仅 102 微秒,3 副本为 407 微秒 [@RT2]。"),
("replica-count", "zh", C, "Tidewell 的 4K 随机写为 78,500 IOPS(三副本)[@RT2]。"),
("replica-count", "en", C, "Tidewell holds about 80,000 write IOPS with three replicas [@RT2]."),
("replica-count", "en", C, "Two replicas still push random reads past 900,000 IOPS [@RT2]."),
("replica-count", "en", C, "With 4+2 erasure coding, P99 read latency is 615 µs [@RT2]."),
("replica-count", "zh", C, "双副本的 P99 读时延为 388 微秒 [@RT2]。"),
("replica-count", "en", W, "With three replicas, Tidewell sustains 131,000 IOPS of 4K random writes [@RT2]."),  # 131,000 is 2 replicas
("replica-count", "zh", W, "Tidewell 三副本下 4K 随机写达 131,000 IOPS [@RT2]。"),  # 2 replicas
("replica-count", "en", W, "Running two replicas, Tidewell delivers 78,500 IOPS [@RT2]."),  # 3 replicas
("replica-count", "en", W, "Tidewell writes at 131,000 IOPS with a single replica [@RT2]."),  # 1 replica is 312,000
("replica-count", "zh", W, "Tidewell 单副本平均时延 244 微秒 [@RT2]。"),  # 1 replica is 102
("replica-count", "zh", W, "Tidewell 双副本时平均写时延 407 微秒 [@RT2]。"),  # 2 replicas 244
("replica-count", "en", W, "Brackmoor manages 18,600 IOPS (3 replicas) [@RT2]."),  # 3 replicas 11,200
("replica-count", "en", W, "Running a single replica, Brackmoor reaches 18,600 IOPS [@RT2]."),  # no 1-replica Brackmoor row
("replica-count", "zh", W, "Brackmoor 单副本写入 IOPS 为 18,600 [@RT2]。"),  # no 1-replica Brackmoor row
("replica-count", "zh", W, "三副本配置下,4K 随机读达到 90.5 万 IOPS [@RT2]。"),  # 90.5万 is 双副本
("replica-count", "en", W, "Two replicas give 968,000 random-read IOPS [@RT2]."),  # 968k is 三副本
("replica-count", "zh", W, "双副本的 P99 读时延为 352 微秒 [@RT2]。"),  # 352 is 三副本
("replica-count", "en", W, "With two-way replication, P99 read latency is 352 µs [@RT2]."),  # 三副本
("replica-count", "en", W, "With four replicas, Tidewell still holds 78,500 IOPS [@RT2]."),  # no 4-replica row
("replica-count", "zh", W, "Tidewell 在 1 副本下写时延 102 微秒,在 3 副本下为 244 微秒 [@RT2]。"),  # 3 replicas 407
("replica-count", "zh", W, "三副本时 Brackmoor 的写 IOPS 为 18,600 [@RT2]。"),  # 11,200
("replica-count", "en", W, "Tidewell keeps 131,000 IOPS even at triple replication [@RT2]."),  # 78,500
("replica-count", "zh", W, "纠删码 4+2 的随机读为 96.8 万 IOPS [@RT2]。"),  # EC 74.2万
("replica-count", "en", W, "Erasure coding (4+2) reads at 905,000 IOPS [@RT2]."),  # EC 742,000
("replica-count", "zh", W, "Tidewell 的 4K 随机写为 131,000 IOPS(三副本)[@RT2]。"),  # 2 replicas
("replica-count", "en", W, "Tidewell holds about 130,000 write IOPS with three replicas [@RT2]."),  # 78,500
("replica-count", "en", W, "Two replicas push random reads past 950,000 IOPS [@RT2]."),  # 905,000 (968k is 3)
("replica-count", "en", W, "With two replicas, Tidewell writes at more than 300,000 IOPS [@RT2]."),  # 131,000 (312k is 1)
("replica-count", "zh", W, "双副本下 P99 读时延低于 360 微秒 [@RT2]。"),  # 388
("replica-count", "en", W, "Brackmoor's 2,850 µs comes with two replicas [@RT2]."),  # 3 replicas
("replica-count", "zh", W, "Tidewell 单副本 31.2 万 IOPS,双副本仍有 16.1 万 IOPS [@RT2]。"),  # 13.1万

# ---------------- B. percentiles (RT1.read_latency p50 62, p99 131, p999 248, p9999 612) ----------------
("percentile", "zh", C, "Kestrel K8 的 P99 读时延为 131 微秒 [@RT1]。"),
("percentile", "en", C, "At the 99.9th percentile, reads finish in 248 µs [@RT1]."),
("percentile", "zh", C, "99.99 分位读时延 612 微秒 [@RT1]。"),
("percentile", "en", C, "P99.99 read latency tops out at 612 µs [@RT1]."),
("percentile", "zh", C, "P50 读时延 62 微秒,P99.9 为 248 微秒 [@RT1]。"),
("percentile", "zh", C, "99.9% 的读请求在 248 微秒内完成 [@RT1]。"),
("percentile", "en", C, "The P99.99 latency of 612 µs is about 2.5 times the P99.9 figure [@RT1]."),
("percentile", "zh", C, "P99.99 时延 612 微秒,约为 P50 的 9.9 倍 [@RT1]。"),
("percentile", "en", C, "P99.9 read latency stays under 250 µs [@RT1]."),
("percentile", "zh", C, "P99 读时延 131 微秒;P99.99 也只有 612 微秒 [@RT1]。"),
("percentile", "en", W, "At the 99.99th percentile, reads complete in 248 µs [@RT1]."),  # 248 is P99.9
("percentile", "zh", W, "99.99 分位时延仅 248 微秒 [@RT1]。"),  # P99.9
("percentile", "en", W, "P99.999 read latency is 612 µs [@RT1]."),  # report has no P99.999
("percentile", "en", W, "Even the 99.95th percentile stays at 248 µs [@RT1]."),  # no P99.95
("percentile", "zh", W, "P99.95 读时延为 248 微秒 [@RT1]。"),  # no P99.95
("percentile", "zh", W, "99% 的读请求在 62 微秒内完成 [@RT1]。"),  # P50
("percentile", "en", W, "At P99.9, the K8 answers in 612 µs [@RT1]."),  # P99.99
("percentile", "zh", W, "在 99.9 分位上,Kestrel K8 读时延为 131 微秒 [@RT1]。"),  # P99
("percentile", "en", W, "P99.9 read latency is 131 µs; P99.99 is 612 µs [@RT1]."),  # first wrong
("percentile", "zh", W, "P99 为 131 微秒;P99.99 为 248 微秒 [@RT1]。"),  # second wrong
("percentile", "en", W, "The K8's tail holds up: 612 µs at the 99.9th percentile [@RT1]."),  # P99.99
("percentile", "zh", W, "K8 的 99.999 分位时延也只有 612 微秒 [@RT1]。"),  # no P99.999
("percentile", "en", W, "P99.99 latency of 612 µs is about 2.5 times the P99 [@RT1]."),  # 4.7x
("percentile", "zh", W, "P99.99 时延 612 微秒,约为 P50 的 5 倍 [@RT1]。"),  # 9.9x
("percentile", "en", W, "P99.99 read latency stays under 250 µs [@RT1]."),  # 612
("percentile", "zh", W, "在 99.99 分位,读时延 248 微秒 [@RT1]。"),  # P99.9
("percentile", "zh", W, "P99.9 时延 248 微秒,约为 P99 的 2.5 倍 [@RT1]。"),  # 1.9x

# ---------------- C. queue depth (RT1.qd_latency: K8 66/352, K6 83/471, S5 109/598) ----------------
("queue-depth", "zh", C, "队列深度 32 时,Kestrel K8 的 4K 读时延为 352 微秒 [@RT1]。"),
("queue-depth", "en", C, "At queue depth 1, the Kestrel K8 reads 4K blocks in 66 µs [@RT1]."),
("queue-depth", "zh", C, "iodepth 1 下 Kestrel K6 的读时延为 83 微秒 [@RT1]。"),
("queue-depth", "zh", C, "Kestrel K8 在 QD1 下读时延 66 微秒,QD32 下 352 微秒 [@RT1]。"),
("queue-depth", "en", C, "The K8's QD32 latency of 352 µs is about 5.3 times its QD1 figure [@RT1]."),
("queue-depth", "en", C, "At QD32 the Sabrefin S5 takes 598 µs, about 1.7 times the Kestrel K8 [@RT1]."),
("queue-depth", "zh", W, "队列深度 32 时,Kestrel K8 的 4K 读时延为 66 微秒 [@RT1]。"),  # QD1
("queue-depth", "en", W, "At queue depth 1, the Kestrel K8 reads 4K blocks in 352 µs [@RT1]."),  # QD32
("queue-depth", "en", W, "At iodepth 32, the Sabrefin S5 needs 109 µs [@RT1]."),  # QD1
("queue-depth", "zh", W, "队列深度 1 时,Kestrel K6 的读时延为 471 微秒 [@RT1]。"),  # QD32
("queue-depth", "zh", W, "Kestrel K8 在 QD1 下读时延 66 微秒;QD32 下为 471 微秒 [@RT1]。"),  # K6's QD32
("queue-depth", "en", W, "At queue depth 16, the Kestrel K8 reads in 352 µs [@RT1]."),  # no QD16
("queue-depth", "zh", W, "队列深度 64 时 Kestrel K8 读时延 352 微秒 [@RT1]。"),  # no QD64
("queue-depth", "en", W, "The K8's QD32 latency of 352 µs is about 6.3 times its QD1 figure [@RT1]."),  # 5.3x
("queue-depth", "en", W, "At QD32 the Sabrefin S5 takes 598 µs, about 1.3 times the Kestrel K8 [@RT1]."),  # 1.7x
("queue-depth", "zh", W, "iodepth 32 下,Sabrefin S5 读时延 109 微秒 [@RT1]。"),  # QD1
("queue-depth", "en", W, "With a queue depth of 32, reads on the Kestrel K6 finish in 83 µs [@RT1]."),  # QD1
("queue-depth", "zh", W, "在 iodepth 1 条件下,Sabrefin S5 的 4K 读时延为 598 微秒 [@RT1]。"),  # QD32

# ---------------- D. span of time in a label (RT1.endurance "Lifetime writes over 5 years") ----------------
("span", "en", C, "The 3.84TB Kestrel K8 is rated for 7.0 PB of writes over five years [@RT1]."),
("span", "zh", C, "Kestrel K8E 6.4TB 在 5 年内可写入 35.0PB [@RT1]。"),
("span", "en", C, "The Kestrel K8E 6.4TB is rated at 3 DWPD, or 35.0 PB over five years [@RT1]."),
("span", "en", W, "The Kestrel K8E 6.4TB handles 35.0 PB of writes over six years [@RT1]."),  # 5 years
("span", "zh", W, "Kestrel K8E 6.4TB 在 3 年内可写入 35.0PB [@RT1]。"),  # 5 years
("span", "en", W, "The Kestrel K8 3.84TB takes 14.0 PB of writes over five years [@RT1]."),  # 7.68TB row
("span", "zh", W, "Kestrel K8 3.84TB 的 5 年总写入量为 35.0PB [@RT1]。"),  # K8E row
("span", "zh", W, "Kestrel K8E 6.4TB 十年可写 35.0PB [@RT1]。"),  # 5 years
("span", "en", W, "The Kestrel K8E 6.4TB is rated at 1 DWPD, or 35.0 PB over five years [@RT1]."),  # 3 DWPD
("span", "en", W, "Lifetime writes over 4 years reach 7.0 PB on the 3.84TB Kestrel K8 [@RT1]."),  # 5 years
("span", "zh", W, "Kestrel K8 7.68TB 在 6 年内可写入 14.0PB [@RT1]。"),  # 5 years

# ---------------- E. a condition percent (RT1.loaded_latency at 70% of max IOPS; RT3.mixed a quarter writes) ----------------
("condition", "en", C, "At 70% load, 8K random reads average 174 µs [@RT1]."),
("condition", "zh", C, "在 70% 负载下,8K 随机读平均时延为 174 微秒 [@RT1]。"),
("condition", "en", C, "Run at 70% of its maximum IOPS, the K8 serves 8K random reads in 174 µs [@RT1]."),
("condition", "zh", C, "在 70% 最大 IOPS 负载下,8K 随机读时延 174 微秒 [@RT1]。"),
("condition", "zh", C, "在 25% 请求为写的混合负载下,Quillon KV 吞吐为 126 万次/秒 [@RT3]。"),
("condition", "en", C, "With a quarter of requests being writes, Quillon KV still serves 1.26 million ops/s [@RT3]."),
("condition", "en", W, "At 80% load, 8K random reads average 174 µs [@RT1]."),  # 70%
("condition", "zh", W, "在 90% 负载下,8K 随机读平均时延仅 174 微秒 [@RT1]。"),  # 70%
("condition", "en", W, "Host CPU use reached 70% at full load [@RT1]."),  # 38%
("condition", "zh", W, "在 50% 最大 IOPS 下,8K 随机读时延 174 微秒 [@RT1]。"),  # 70%
("condition", "en", W, "With 30% of requests being writes, Quillon KV sustains 1.26 million ops/s [@RT3]."),  # 25%
("condition", "zh", W, "若一半请求为写,Quillon KV 吞吐仍有 126 万次/秒 [@RT3]。"),  # a quarter
("condition", "en", W, "At 70% load, the K8 draws 24.5 W [@RT1]."),  # 24.5 W is full load
("condition", "zh", W, "在 70% 负载下,主机 CPU 占用为 38% [@RT1]。"),  # 38% at full load
("condition", "zh", W, "在 40% 写请求的混合负载下,Quillon KV 吞吐为 126 万次/秒 [@RT3]。"),  # 25%

# ---------------- F. variants named by synonyms (RT1 fresh/steady, idle/full_load; RT3 raw/usable, local/cloud, idle/full_load) ----------------
("variant", "zh", C, "Quillon Q40 一体机裸容量 960TB,可用容量 672TB [@RT3]。"),
("variant", "en", C, "The Q40 offers 672 TB usable out of 960 TB raw [@RT3]."),
("variant", "zh", C, "Kestrel K8 稳态 4K 随机写 23.8 万 IOPS [@RT1]。"),
("variant", "zh", C, "Kestrel K8 空闲功耗 5.2W,满载 24.5W [@RT1]。"),
("variant", "en", C, "Idle, the drive draws 5.2 W; under full load, 24.5 W [@RT1]."),
("variant", "zh", C, "本地层 GET 平均时延 0.42 毫秒,云端层为 7.8 毫秒 [@RT3]。"),
("variant", "zh", C, "Quillon Q40 满载功耗 880W [@RT3]。"),
("variant", "en", C, "Usable capacity is 70% of raw [@RT3]."),
("variant", "en", C, "The K8 loses about two thirds of its write IOPS once it reaches steady state [@RT1]."),
("variant", "zh", C, "进入稳态后写 IOPS 下降约 67% [@RT1]。"),
("variant", "en", C, "Cloud GETs are about 18.6 times slower than local ones [@RT3]."),
("variant", "zh", W, "Quillon Q40 一体机可用容量 960TB [@RT3]。"),  # raw
("variant", "en", W, "The Q40 offers 960 TB of usable capacity [@RT3]."),  # raw
("variant", "zh", W, "Kestrel K8 稳态 4K 随机写达 72 万 IOPS [@RT1]。"),  # fresh
("variant", "zh", W, "全新盘 4K 随机写为 23.8 万 IOPS [@RT1]。"),  # steady
("variant", "zh", W, "Kestrel K8 空闲功耗 24.5W [@RT1]。"),  # full load
("variant", "zh", W, "云端层 GET 平均时延 0.42 毫秒 [@RT3]。"),  # local
("variant", "zh", W, "本地 GET 时延为 7.8 毫秒 [@RT3]。"),  # cloud
("variant", "en", W, "Usable capacity is 80% of raw [@RT3]."),  # 70%
("variant", "zh", W, "可用容量约占裸容量的六成 [@RT3]。"),  # 70%
("variant", "en", W, "Cloud GETs are about 12 times slower than local ones [@RT3]."),  # 18.6x
("variant", "zh", W, "云端层 GET 时延约为本地层的 10 倍 [@RT3]。"),  # 18.6x
("variant", "en", W, "The K8 loses about half its write IOPS once it reaches steady state [@RT1]."),  # 67%
("variant", "zh", W, "进入稳态后写 IOPS 下降约 50% [@RT1]。"),  # 67%

# ---------------- G. semicolons ----------------
("semicolon", "en", C, "The Kestrel K8 reads at 66 µs at QD1; the Sabrefin S5 needs 109 µs, about 65% more [@RT1]."),
("semicolon", "zh", C, "Tidewell 单副本写 IOPS 为 31.2 万;三副本降至 7.85 万,约为前者的四分之一 [@RT2]。"),
("semicolon", "en", C, "Rebuilding a 16 TB drive takes 5.8 hours; a 24 TB drive takes 8.3 hours [@RT2]."),
("semicolon", "en", C, "Fresh, the K8 hits 720K IOPS; in steady state it settles at 238K [@RT1]."),
("semicolon", "en", W, "The Kestrel K8 reads at 66 µs at QD1; the Sabrefin S5 needs 109 µs, about 40% more [@RT1]."),  # 65%
("semicolon", "zh", W, "Tidewell 单副本写 IOPS 为 31.2 万;三副本降至 7.85 万,约为前者的三分之一 [@RT2]。"),  # a quarter
("semicolon", "en", W, "The Kestrel K6 reads at 83 µs at QD1; the Kestrel K8 manages 83 µs as well [@RT1]."),  # K8 66
("semicolon", "zh", W, "本地层 GET 0.42 毫秒;云端层 0.78 毫秒 [@RT3]。"),  # 7.8
("semicolon", "en", W, "Raw capacity is 960 TB; usable is 720 TB [@RT3]."),  # 672
("semicolon", "en", W, "Fresh, the K8 hits 720K IOPS; in steady state it settles at 283K [@RT1]."),  # 238K
("semicolon", "zh", W, "Tidewell 单副本 31.2 万 IOPS;双副本则为 7.85 万 IOPS [@RT2]。"),  # 2 replicas 13.1万
("semicolon", "en", W, "Tidewell: 312,000 IOPS with one replica; 78,500 IOPS with two replicas [@RT2]."),  # 78,500 is 3
("semicolon", "zh", W, "QD1 时 Kestrel K8 读时延 66 微秒;Sabrefin S5 则为 83 微秒 [@RT1]。"),  # S5 109

# ---------------- H. sweep tables keyed by a size (RT3 write_amp/space_amp by value size; RT2 rebuild by drive size) ----------------
("sweep", "zh", C, "256 字节的值写放大为 22.0 倍 [@RT3]。"),
("sweep", "en", C, "With 256-byte values, write amplification is 22.0x [@RT3]."),
("sweep", "en", C, "At 1 KiB values, space amplification drops to 1.18x [@RT3]."),
("sweep", "zh", C, "值大小为 64 字节时,随机写吞吐达 41.2 万次/秒 [@RT3]。"),
("sweep", "en", C, "With 64-byte values the engine writes 412K ops/s [@RT3]."),
("sweep", "zh", C, "20TB 盘重建需要 7.1 小时 [@RT2]。"),
("sweep", "zh", C, "24TB 硬盘重建带宽 0.80GB/s [@RT2]。"),
("sweep", "en", C, "Write amplification falls from 31.5x at 64 bytes to 8.3x at 4 KiB [@RT3]."),
("sweep", "zh", C, "1KB 值的写放大约为 4KB 值的 1.8 倍 [@RT3]。"),
("sweep", "zh", C, "256 字节为 22.0 倍,4096 字节降到 8.3 倍 [@RT3]。"),
("sweep", "zh", W, "256 字节的值写放大为 14.6 倍 [@RT3]。"),  # 1K row
("sweep", "en", W, "With 256-byte values, write amplification is 1.31x [@RT3]."),  # 1.31 is space amp
("sweep", "zh", W, "256 字节的值空间放大为 22.0 倍 [@RT3]。"),  # 22.0 is write amp
("sweep", "en", W, "With 4 KiB values, write amplification is still 14.6x [@RT3]."),  # 1K row
("sweep", "zh", W, "20TB 盘重建需要 8.3 小时 [@RT2]。"),  # 24 TB row
("sweep", "en", W, "A failed 16TB drive is rebuilt in 7.1 hours [@RT2]."),  # 20 TB row
("sweep", "zh", W, "24TB 硬盘重建带宽 0.77GB/s [@RT2]。"),  # 16 TB row
("sweep", "en", W, "With 512-byte values, write amplification is 22.0x [@RT3]."),  # no 512 B row
("sweep", "zh", W, "128 字节值的写放大为 31.5 倍 [@RT3]。"),  # no 128 B row
("sweep", "zh", W, "256 字节为 14.6 倍 [@RT3]。"),  # 1K row
("sweep", "en", W, "Write amplification falls from 31.5x at 64 bytes to 14.6x at 4 KiB [@RT3]."),  # 8.3
("sweep", "zh", W, "30TB 盘重建仅需 8.3 小时 [@RT2]。"),  # no 30 TB row
("sweep", "en", W, "At 1 KiB values, write amplification is 1.18x [@RT3]."),  # 1.18 is space amp
("sweep", "zh", W, "1KB 值的写放大约为 4KB 值的 2.5 倍 [@RT3]。"),  # 1.8x
("sweep", "en", W, "Space amplification is 1.62x for 256-byte values [@RT3]."),  # 64 B row
("sweep", "zh", W, "16TB 硬盘的重建带宽达到 0.80GB/s [@RT2]。"),  # 24 TB row

# ---------------- I. a total row and shares (RT2.usage VDI 135, db 96, files 189, total 420) ----------------
("total-share", "en", C, "VDI accounts for 135 TB of the 420 TB total [@RT2]."),
("total-share", "zh", C, "VDI 的 135TB 约占合计 420TB 的 32% [@RT2]。"),
("total-share", "zh", C, "合计 420TB 中,文件共享占 189TB,约 45% [@RT2]。"),
("total-share", "en", C, "Databases account for 96 TB, roughly 23% of the 420 TB total [@RT2]."),
("total-share", "en", C, "Together, VDI and databases use 231 TB, more than half of the 420 TB total [@RT2]."),
("total-share", "zh", C, "在合计 420TB 中,VDI 占 135TB,约 32% [@RT2]。"),
("total-share", "en", W, "VDI accounts for 189 TB of the 420 TB total [@RT2]."),  # 189 is file shares
("total-share", "zh", W, "VDI 的 135TB 约占合计 420TB 的 45% [@RT2]。"),  # 32%
("total-share", "zh", W, "合计 420TB 中,文件共享占 189TB,约 55% [@RT2]。"),  # 45%
("total-share", "en", W, "File shares take 189 TB out of 420 TB, about a third [@RT2]."),  # 45%
("total-share", "en", W, "Databases account for 96 TB, roughly 32% of the 420 TB total [@RT2]."),  # 23%
("total-share", "zh", W, "数据库占 135TB,约占合计的三成 [@RT2]。"),  # db is 96
("total-share", "zh", W, "在合计 420TB 中,VDI 占 135TB,约 40% [@RT2]。"),  # 32%
("total-share", "en", W, "Of the 420 TB total, VDI makes up 135 TB, about 40% [@RT2]."),  # 32%
("total-share", "en", W, "VDI takes roughly a quarter of the cluster's 420 TB [@RT2]."),  # 32%
("total-share", "zh", W, "文件共享占 189TB,数据库仅占合计 420TB 的十分之一 [@RT2]。"),  # 23%
("total-share", "en", W, "Together, VDI and databases use 241 TB of the 420 TB total [@RT2]."),  # 231
("total-share", "zh", W, "VDI 的 96TB 约占合计 420TB 的 23% [@RT2]。"),  # 96 is databases

# ---------------- J. multiples whose object names the divisor; host scaling; measure-word counts ----------------
("ratio", "zh", C, "从 1 台主机的 142 万 IOPS 扩展到 8 台主机的 964 万 IOPS [@RT2]。"),
("ratio", "en", C, "Eight hosts reach 9.64 million IOPS, about 6.8 times a single host [@RT2]."),
("ratio", "zh", C, "1 台主机即可跑出 142 万 IOPS,时延 0.36 毫秒 [@RT2]。"),
("ratio", "en", C, "Tidewell's 407 µs with three replicas is about 4 times its single-replica latency [@RT2]."),
("ratio", "en", C, "Brackmoor with 3 replicas takes 2,850 µs, about 7 times Tidewell with 3 replicas [@RT2]."),
("ratio", "zh", C, "三副本下 Brackmoor 的写 IOPS 仅 11,200,约为 Tidewell 三副本的 14% [@RT2]。"),
("ratio", "zh", W, "从 1 台主机的 142 万 IOPS 扩展到 4 台主机的 964 万 IOPS [@RT2]。"),  # 4 hosts 521万
("ratio", "en", W, "Eight hosts reach 9.64 million IOPS, about 8 times a single host [@RT2]."),  # 6.8x
("ratio", "zh", W, "4 台主机的 IOPS 约为单台主机的 4.5 倍 [@RT2]。"),  # 3.7x
("ratio", "en", W, "Tidewell's 407 µs with three replicas is about 2.5 times its single-replica latency [@RT2]."),  # 4x
("ratio", "en", W, "Brackmoor with 3 replicas takes 2,850 µs, about 10 times Tidewell with 3 replicas [@RT2]."),  # 7x
("ratio", "zh", W, "三副本下 Brackmoor 的写 IOPS 仅 11,200,约为 Tidewell 三副本的 24% [@RT2]。"),  # 14%
("ratio", "zh", W, "1 台主机即可跑出 521 万 IOPS [@RT2]。"),  # 4 hosts
("ratio", "zh", W, "8 台主机跑出 521 万 IOPS [@RT2]。"),  # 4 hosts
("ratio", "zh", W, "测试集群由 12 个存储节点组成 [@RT2]。"),  # 8
("ratio", "en", W, "The Sabrefin S5's 109 µs at QD1 is about 2.2 times the Kestrel K8 [@RT1]."),  # 1.65x
("ratio", "zh", W, "Brackmoor 双副本平均时延 1,720 微秒,约为 Tidewell 双副本的 4 倍 [@RT2]。"),  # 7.0x
("ratio", "en", W, "With two replicas Tidewell writes 131,000 IOPS, more than 2 times its three-replica figure [@RT2]."),  # 1.67x
("ratio", "en", W, "Two replicas cut Tidewell to 131,000 IOPS, about 60% of its single-replica rate [@RT2]."),  # 42%

# ---------------- K. a bare fraction after a bound or approximation ----------------
("fraction", "en", C, "With three replicas, Tidewell keeps only about a quarter of its single-replica write IOPS [@RT2]."),
("fraction", "en", C, "Databases use under a quarter of the 420 TB total [@RT2]."),
("fraction", "zh", C, "数据库占用不到合计 420TB 的四分之一 [@RT2]。"),
("fraction", "en", C, "Idle power is roughly a fifth of full-load power [@RT1]."),
("fraction", "en", W, "With three replicas, Tidewell keeps about a third of its single-replica write IOPS [@RT2]."),  # a quarter
("fraction", "en", W, "Databases use under a fifth of the 420 TB total [@RT2]."),  # 23%
("fraction", "en", W, "Steady state leaves the K8 about half of its fresh write IOPS [@RT1]."),  # a third
("fraction", "en", W, "Brackmoor with 3 replicas manages under a tenth of Tidewell's three-replica write IOPS [@RT2]."),  # 14%
("fraction", "en", W, "Usable space is about four fifths of raw [@RT3]."),  # 70%
("fraction", "zh", W, "三副本时 Tidewell 的写 IOPS 只剩单副本的约三分之一 [@RT2]。"),  # a quarter
("fraction", "en", W, "In steady state the K8 keeps barely a fifth of its fresh write IOPS [@RT1]."),  # a third

# ---------------- L. figures with a glued scale letter ----------------
("scale-letter", "en", C, "Triple replication reads at 968K IOPS [@RT2]."),
("scale-letter", "en", C, "Going from fresh to steady state, writes drop from 720K to 238K IOPS [@RT1]."),
("scale-letter", "en", W, "Two replicas read at 968K IOPS [@RT2]."),  # 三副本
("scale-letter", "en", W, "Going from fresh to steady state, writes drop from 720K to 283K IOPS [@RT1]."),  # 238K
("scale-letter", "en", W, "4+2 erasure coding still reads at 905K IOPS [@RT2]."),  # 742K
# ---------------- M. added after the first run (5 more wrong, probing the same edges) ----------------
("replica-count", "en", W, "Tidewell with three replicas writes at 78,500 IOPS; with two replicas, at 312,000 [@RT2]."),  # 2 replicas 131,000
("ratio", "zh", W, "Tidewell 双副本写 IOPS 为 13.1 万,约为三副本的 2.5 倍 [@RT2]。"),  # 1.67x
("sweep", "en", W, "With 256-byte values, space amplification is 22.0x [@RT3]."),  # 22.0 is write amp; space amp 1.31
("percentile", "zh", W, "在 99.99 分位下,读时延为 248 微秒,P99 为 131 微秒 [@RT1]。"),  # 248 is P99.9
("queue-depth", "en", W, "At queue depth 32, the Sabrefin S5 reads 4K blocks in 109 µs, versus 66 µs on the Kestrel K8 [@RT1]."),  # both QD1
]
