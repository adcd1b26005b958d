# Red team rt32: sentences against evidence/RW1..RW3.yaml.
# (class, lang, truth, sentence). Values: see the YAML; each wrong sentence's comment says what is wrong.
# RW1 dir_scan (表 1): 1 万/10 万/100 万个文件: ls 0.33/3.1/29.4 s; 1 MDS create 52000/48000/36400; 4 MDS 182000/161000/118000; eff 87.5/83.9/81.0 %
# RW1 jobs (表 2): 32/64/128 个作业: ingest 21.5/26.7/28.9 GB/s; P99 8.4/11.6/19.4 ms; OSS util 54/67/72 %; mds 4, oss 8 servers
# RW1 compress (表 3): 64 MB 文件 off 410 / on 688 MB/s, ratio 2.1x; 1 GB 文件 530 / 861 MB/s, 2.3x
# RW2: 12 servers, 96 drives of 15.36 TB; capacity raw 1.47 / EC usable 1.08 / 3-replica usable 0.49 PB
# RW2 io_pattern (表 2): 1 MB seq: read avg 98.4, peak 112.6, write avg 61.2, peak 70.5; 64 KB strided 52.7/60.3/41.0/47.8; 4 KB random 9.6/11.2/6.3/7.9
# RW2 clients (表 3): 16/64/256 clients: read 38.5/86.2/104.7, write 24.1/55.4/66.8 GB/s, net util 31/69/84 %
# RW2 rebuild (表 4): 1 drive 2.4 h, drop 18 %; 2 drives at once 4.1 h, 31 %
# RW3: 6 gateways, 4 CXL modules per gateway, 14.5 W per module
# RW3 put_get (Table 1): 64/128/512 clients: PUT 12.4/19.8/27.3, GET 18.9/29.7/41.6 GB/s, P99 6.1/7.4/12.8 ms, CPU 38/57/81 %
# RW3 scale (Table 2): 1 MB objects: 1 gateway 5.8, 6 gateways 32.9 GB/s, eff 94.5 %; 64 MB: 8.1, 45.2, 93.0 %
# RW3 compression (Table 3): 4 MB objects PUT off 14.2 / on 11.6 GB/s, power off 455 / on 512 W; 256 MB: 22.8/19.5, 471/538 W
W, C = "wrong", "correct"
S = [
# ---------------- A. short figures with units as operands of a difference ----------------
("short-op", "zh", C, "从 32 个作业到 64 个作业,P99 写时延从 8.4ms 升到 11.6ms,增加了 3.2ms [@RW1]。"),
("short-op", "en", C, "P99 write latency rises from 8.4 ms at 32 jobs to 11.6 ms at 64 jobs, 3.2 ms more [@RW1]."),
("short-op", "en", C, "GET P99 latency climbs from 6.1 ms with 64 clients to 7.4 ms with 128 clients, 1.3 ms more [@RW3]."),
("short-op", "zh", C, "OSS 带宽利用率从 54% 提高到 67%,提升了 13 个百分点 [@RW1]。"),
("short-op", "en", C, "Rebuilding after two drives fail at once takes 4.1 h against 2.4 h for one, 1.7 h longer [@RW2]."),
("short-op", "zh", W, "P99 写时延从 8.4ms 升到 11.6ms,增加了 3.8ms [@RW1]。"),  # difference: 3.2
("short-op", "en", W, "P99 write latency rises from 8.4 ms at 32 jobs to 11.6 ms at 64 jobs, 2.2 ms more [@RW1]."),  # difference: 3.2
("short-op", "en", W, "GET P99 latency climbs from 6.1 ms to 7.4 ms, 1.8 ms more [@RW3]."),  # difference: 1.3
("short-op", "zh", W, "OSS 带宽利用率从 54% 提高到 67%,提升了 11 个百分点 [@RW1]。"),  # points: 13
("short-op", "en", W, "Rebuilding after two drives fail at once takes 4.1 h against 2.4 h for one, 2.7 h longer [@RW2]."),  # difference: 1.7
("short-op", "en", W, "P99 write latency goes from 8.4 ms to 11.6 ms, 3.2 ms less [@RW1]."),  # direction: it rises
("short-op", "zh", W, "作业数从 32 个增加到 64 个时,P99 写时延从 11.6ms 降到 8.4ms [@RW1]。"),  # direction: 8.4 -> 11.6 as jobs grow
("short-op", "en", W, "At 128 jobs P99 write latency reaches 19.4 ms, 8.8 ms more than at 64 jobs [@RW1]."),  # difference: 7.8
("short-op", "zh", W, "网关 GET P99 时延从 64 个客户端的 6.1ms 升到 512 个客户端的 12.8ms,多了 5.7ms [@RW3]。"),  # difference: 6.7
("short-op", "en", W, "Rebuild time grows from 2.4 h to 4.1 h, 1.7 minutes longer [@RW2]."),  # unit: 1.7 h
("short-op", "zh", W, "重建期间前台带宽降幅从 18% 扩大到 31%,增加了 15 个百分点 [@RW2]。"),  # points: 13
("short-op", "en", W, "Listing a directory takes 0.33 s at 10k files and 3.1 s at 100k files, 2.97 s longer [@RW1]."),  # difference: 2.77
("short-op", "en", W, "Erasure coding leaves 1.08 PB usable, 0.49 PB less than the 1.47 PB raw [@RW2]."),  # difference: 0.39 (0.49 is the 3-replica usable)

# ---------------- B. rows named by counts ----------------
("count-row", "en", C, "From 32 to 64 jobs, first-full ingest grows 24% [@RW1]."),
("count-row", "zh", C, "从 64 个客户端增加到 256 个客户端,聚合读带宽从 86.2GB/s 提高到 104.7GB/s [@RW2]。"),
("count-row", "en", C, "Going from 64 to 512 clients lifts GET throughput from 18.9 GB/s to 41.6 GB/s [@RW3]."),
("count-row", "zh", C, "128 个作业时,首次全量写入吞吐为 28.9GB/s [@RW1]。"),
("count-row", "en", C, "From 16 to 64 clients, aggregate write bandwidth more than doubles, to 55.4 GB/s [@RW2]."),
("count-row", "en", C, "From 16 to 64 clients, aggregate read bandwidth grows 124% [@RW2]."),
("count-row", "en", W, "From 32 to 64 jobs, first-full ingest grows 34% [@RW1]."),  # value: 24% (34% is 32 -> 128)
("count-row", "en", W, "From 64 to 128 jobs, first-full ingest grows 24% [@RW1]."),  # rows: 64 -> 128 is 8.2%
("count-row", "zh", W, "从 32 个作业增加到 128 个作业,首次全量写入吞吐提升 24% [@RW1]。"),  # rows: 34%
("count-row", "zh", W, "从 16 个客户端增加到 256 个客户端,聚合读带宽从 38.5GB/s 提高到 86.2GB/s [@RW2]。"),  # row: 86.2 is 64 clients (256: 104.7)
("count-row", "en", W, "Going from 64 to 128 clients lifts GET throughput from 18.9 GB/s to 41.6 GB/s [@RW3]."),  # row: 41.6 is 512 (128: 29.7)
("count-row", "zh", W, "64 个作业时,首次全量写入吞吐为 28.9GB/s [@RW1]。"),  # row: 26.7
("count-row", "en", W, "At 128 clients the gateways deliver 27.3 GB/s of GET throughput [@RW3]."),  # row+column: 27.3 is PUT at 512 (GET at 128: 29.7)
("count-row", "en", W, "From 16 to 64 clients, aggregate read bandwidth grows 224% [@RW2]."),  # statistic: 124% (2.24 is the ratio)
("count-row", "zh", W, "从 64 个作业到 128 个作业,OSS 带宽利用率提高了 13 个百分点 [@RW1]。"),  # rows: 5 points (13 is 32 -> 64)
("count-row", "en", W, "Going from 64 to 256 clients raises network utilisation from 31% to 84% [@RW2]."),  # row: 31% is 16 clients (64: 69%)
("count-row", "en", W, "From 64 to 512 clients, GET P99 latency rises 73% [@RW3]."),  # rows: 110% (73% is 128 -> 512)
("count-row", "zh", W, "客户端数从 64 增加到 512,网关 CPU 利用率从 38% 升到 57% [@RW3]。"),  # row: 57 is 128 clients (512: 81)
("count-row", "en", W, "From 32 to 64 jobs, first-full ingest falls 24% [@RW1]."),  # direction: it grows

# ---------------- C. a rate noun before a percent after two figures ----------------
("rate-share", "zh", C, "可用 1.08PB,得盘率约 73% [@RW2]。"),
("rate-share", "zh", C, "裸容量 1.47PB,三副本可用 0.49PB,得盘率约 33% [@RW2]。"),
("rate-share", "en", C, "Raw capacity is 1.47 PB and usable 1.08 PB with 8+2 erasure coding, an efficiency of about 73% [@RW2]."),
("rate-share", "zh", C, "裸容量 1.47PB,纠删码可用 1.08PB,利用率约 73% [@RW2]。"),
("rate-share", "en", C, "With 1 MDS the create rate is 52,000 ops/s at 10k files and 36,400 ops/s at 1M files, a retention rate of about 70% [@RW1]."),
("rate-share", "zh", W, "可用 1.08PB,得盘率约 80% [@RW2]。"),  # value: 73% (80% is the nominal 8+2 ratio)
("rate-share", "zh", W, "三副本可用 0.49PB,得盘率约 73% [@RW2]。"),  # row: 33% (73% is EC)
("rate-share", "zh", W, "裸容量 1.47PB,可用 1.08PB,得盘率约 27% [@RW2]。"),  # complement: 73% (27% is the overhead)
("rate-share", "en", W, "Raw capacity is 1.47 PB and usable 1.08 PB, an efficiency of about 83% [@RW2]."),  # value: 73%
("rate-share", "zh", W, "裸容量 1.47PB,三副本可用 0.49PB,得盘率约 50% [@RW2]。"),  # value: 33%
("rate-share", "zh", W, "纠删码可用 1.08PB,三副本可用 0.49PB,得盘率约 45% [@RW2]。"),  # wrong base: 得盘率 is usable/raw (45% is 0.49/1.08)
("rate-share", "en", W, "Of the 1.47 PB raw, 1.08 PB is usable, a usable ratio of roughly 36% [@RW2]."),  # value: 73% (36% is raw/usable - 1)
("rate-share", "zh", W, "64 个客户端时聚合读带宽 86.2GB/s,写带宽 55.4GB/s,写读比约 74% [@RW2]。"),  # value: 64%
("rate-share", "en", W, "With 1 MDS the create rate is 52,000 ops/s at 10k files and 36,400 ops/s at 1M files, a retention rate of about 80% [@RW1]."),  # value: 70%
("rate-share", "zh", W, "4 台 MDS 在 1 万个文件时创建 182,000 次/秒,1 台为 52,000 次/秒,扩展效率约 94% [@RW1]。"),  # value: 87.5%

# ---------------- D. 高出一倍 / 多出一倍 (a doubling) ----------------
("doubling", "zh", C, "512 个客户端时 GET P99 时延 12.8ms,比 64 个客户端时高出一倍 [@RW3]。"),
("doubling", "zh", C, "1MB 顺序读平均带宽 98.4GB/s,比 64KB 跨步读多出一倍 [@RW2]。"),
("doubling", "en", C, "At 512 clients GET P99 latency is 12.8 ms, twice the 6.1 ms at 64 clients [@RW3]."),
("doubling", "zh", W, "128 个作业时 P99 写时延 19.4ms,比 64 个作业时高出一倍 [@RW1]。"),  # ratio 1.67
("doubling", "zh", W, "2 块盘同时故障时重建耗时 4.1 小时,比单盘故障多出一倍 [@RW2]。"),  # ratio 1.71
("doubling", "zh", W, "开启压缩后,64MB 文件写入速率比关闭时高出一倍 [@RW1]。"),  # ratio 1.68
("doubling", "zh", W, "256 个客户端时聚合读带宽比 16 个客户端时高出一倍 [@RW2]。"),  # ratio 2.72
("doubling", "zh", W, "64KB 跨步平均写带宽 41.0GB/s,1MB 顺序写比它高出一倍 [@RW2]。"),  # ratio 1.49
("doubling", "zh", W, "重建期间前台带宽降幅,2 块盘同时故障时比 1 块盘故障多出一倍 [@RW2]。"),  # ratio 31/18 = 1.72
("doubling", "zh", W, "6 台网关的 GET 吞吐比 1 台高出一倍 [@RW3]。"),  # ratio 5.67
("doubling", "zh", W, "512 个客户端时 PUT 吞吐 27.3GB/s,比 128 个客户端时高出一倍 [@RW3]。"),  # ratio 1.38
("doubling", "zh", W, "100 万个文件时列目录耗时比 10 万个文件时高出一倍 [@RW1]。"),  # ratio 9.48
("doubling", "zh", W, "64 个作业时 P99 写时延比 32 个作业时多出一倍 [@RW1]。"),  # ratio 1.38

# ---------------- E. 约为 X 时的 N% / 约是 X(…)的 N 倍 ----------------
("about-of", "zh", C, "100 万个文件时,1 台 MDS 的创建速率约为 1 万个文件时的 70% [@RW1]。"),
("about-of", "zh", C, "100 万个文件目录列目录耗时 29.4 秒,约是 10 万个文件目录(3.1 秒)的 9.5 倍 [@RW1]。"),
("about-of", "zh", C, "128 个作业时首次全量写入吞吐约为 32 个作业时的 1.34 倍 [@RW1]。"),
("about-of", "zh", C, "16 个客户端时聚合读带宽约为 64 个客户端时的 45% [@RW2]。"),
("about-of", "en", C, "With 1 MDS, the create rate at 1M files is about 70% of the rate at 10k files [@RW1]."),
("about-of", "zh", C, "1 台网关时 64MB 对象的 GET 吞吐约为 1MB 对象时的 1.4 倍 [@RW3]。"),
("about-of", "zh", W, "100 万个文件时,1 台 MDS 的创建速率约为 1 万个文件时的 80% [@RW1]。"),  # value: 70%
("about-of", "zh", W, "100 万个文件时,1 台 MDS 的创建速率约为 10 万个文件时的 70% [@RW1]。"),  # row: 75.8% of 100k
("about-of", "zh", W, "100 万个文件时,4 台 MDS 的创建速率约为 1 万个文件时的 70% [@RW1]。"),  # column: 64.8% with 4 MDS
("about-of", "zh", W, "100 万个文件目录列目录耗时约是 10 万个文件目录(3.1 秒)的 12 倍 [@RW1]。"),  # value: 9.5
("about-of", "zh", W, "100 万个文件目录列目录耗时约是 1 万个文件目录(0.33 秒)的 9.5 倍 [@RW1]。"),  # row: 89x
("about-of", "zh", W, "10 万个文件目录列目录耗时约是 1 万个文件目录(0.33 秒)的 12 倍 [@RW1]。"),  # value: 9.4
("about-of", "zh", W, "16 个客户端时聚合读带宽约为 256 个客户端时的 45% [@RW2]。"),  # row: 36.8%
("about-of", "zh", W, "16 个客户端时聚合写带宽约为 64 个客户端时的 55% [@RW2]。"),  # value: 43.5%
("about-of", "zh", W, "128 个作业时首次全量写入吞吐约为 64 个作业时的 1.34 倍 [@RW1]。"),  # row: 1.08
("about-of", "en", W, "At 1M files the single-MDS create rate is about 80% of the rate at 10k files [@RW1]."),  # value: 70%
("about-of", "zh", W, "1 台网关时 64MB 对象的 GET 吞吐约为 1MB 对象时的 1.8 倍 [@RW3]。"),  # value: 1.4
("about-of", "zh", W, "压缩开启时 1GB 文件的写入速率约为关闭时的 1.8 倍 [@RW1]。"),  # value: 1.62

# ---------------- F. spread over N servers ----------------
("spread", "en", C, "The 96 drives are spread over 12 servers [@RW2]."),
("spread", "en", C, "Metadata is spread over 4 MDS servers [@RW1]."),
("spread", "zh", C, "96 块盘分布在 12 台服务器上 [@RW2]。"),
("spread", "en", C, "The load is spread over six gateway servers [@RW3]."),
("spread", "en", W, "The 96 drives are spread over 16 servers [@RW2]."),  # count: 12
("spread", "en", W, "The 96 drives are spread over 8 servers [@RW2]."),  # count: 12 (8 is drives per server)
("spread", "en", W, "Metadata is spread over 8 MDS servers [@RW1]."),  # count: 4 (8 is the OSS count)
("spread", "en", W, "Object data is spread over 4 OSS servers [@RW1]."),  # count: 8 (4 is the MDS count)
("spread", "en", W, "The test load was spread over four gateway servers [@RW3]."),  # count: 6
("spread", "zh", W, "96 块盘分布在 8 台服务器上 [@RW2]。"),  # count: 12
("spread", "en", W, "The 128 drives are spread over 12 servers [@RW2]."),  # count: 96
("spread", "en", W, "Writes are spread over 12 storage servers and 64 drives [@RW2]."),  # count: 96
("spread", "en", W, "The raw 1.47 PB is spread over 12 servers of 15.36 TB each [@RW2]."),  # per-member: 15.36 TB is per drive; 122.9 TB per server
("spread", "en", W, "Spread over 6 gateways, GET throughput reaches 45.2 GB/s for 1 MB objects [@RW3]."),  # row: 32.9 (45.2 is 64 MB)

# ---------------- G. a row's setting as printed (64KB) with 平均 / 峰值 ----------------
("setting-row", "zh", C, "64KB 跨步写平均 41.0GB/s [@RW2]。"),
("setting-row", "zh", C, "64KB 跨步读峰值 60.3GB/s [@RW2]。"),
("setting-row", "en", C, "64 KB strided reads average 52.7 GB/s and peak at 60.3 GB/s [@RW2]."),
("setting-row", "en", C, "1 MB sequential writes peak at 70.5 GB/s [@RW2]."),
("setting-row", "zh", C, "4KB 随机读平均带宽 9.6GB/s [@RW2]。"),
("setting-row", "zh", W, "64KB 跨步写平均 47.8GB/s [@RW2]。"),  # statistic: 47.8 is the peak (avg 41.0)
("setting-row", "zh", W, "64KB 跨步写峰值 41.0GB/s [@RW2]。"),  # statistic: 41.0 is the average (peak 47.8)
("setting-row", "zh", W, "64KB 跨步读平均 41.0GB/s [@RW2]。"),  # side: 41.0 is write (read avg 52.7)
("setting-row", "en", W, "64 KB strided reads average 60.3 GB/s [@RW2]."),  # statistic: 60.3 is the peak
("setting-row", "en", W, "1 MB sequential writes average 70.5 GB/s [@RW2]."),  # statistic: 70.5 is the peak (avg 61.2)
("setting-row", "zh", W, "1MB 顺序读峰值 98.4GB/s [@RW2]。"),  # statistic: 98.4 is the average (peak 112.6)
("setting-row", "zh", W, "4KB 随机写平均带宽 9.6GB/s [@RW2]。"),  # side: 9.6 is read (write 6.3)
("setting-row", "en", W, "4 KB random reads peak at 9.6 GB/s [@RW2]."),  # statistic: peak 11.2
("setting-row", "zh", W, "64KB 跨步写每节点平均 41.0GB/s [@RW2]。"),  # scope: 41.0 is the cluster's, per node 3.4
("setting-row", "en", W, "64 KB strided writes average 52.7 GB/s [@RW2]."),  # side: 52.7 is read
("setting-row", "zh", W, "1MB 顺序写平均 52.7GB/s [@RW2]。"),  # row+side: 52.7 is 64 KB read (1 MB write avg 61.2)
("setting-row", "en", W, "At 64 KB, strided writes peak at 41.0 GB/s [@RW2]."),  # statistic: peak 47.8

# ---------------- H. counts of drives with read / write words ----------------
("drive-count", "en", C, "The cluster reads from 96 NVMe drives [@RW2]."),
("drive-count", "zh", C, "写入分布在 96 块 NVMe 盘上 [@RW2]。"),
("drive-count", "en", C, "With one drive failed, the rebuild takes 2.4 h [@RW2]."),
("drive-count", "zh", C, "2 块盘同时故障时,重建耗时 4.1 小时 [@RW2]。"),
("drive-count", "en", W, "The cluster reads from 128 NVMe drives [@RW2]."),  # count: 96
("drive-count", "zh", W, "写入分布在 64 块 NVMe 盘上 [@RW2]。"),  # count: 96
("drive-count", "en", W, "Writes stripe across 12 drives [@RW2]."),  # count: 96 (12 is servers)
("drive-count", "zh", W, "2 块盘同时故障时,重建耗时 2.4 小时 [@RW2]。"),  # row: 4.1 h
("drive-count", "en", W, "With two drives failed at once, foreground bandwidth drops 18% during rebuild [@RW2]."),  # row: 31%
("drive-count", "zh", W, "3 块盘同时故障时,重建耗时 4.1 小时 [@RW2]。"),  # row: no 3-drive case (4.1 h is 2 drives)
("drive-count", "en", W, "1 MB sequential reads from the 96 drives average 112.6 GB/s [@RW2]."),  # statistic: 112.6 is the peak
("drive-count", "zh", W, "从 96 块盘读取时,4KB 随机读平均带宽 11.2GB/s [@RW2]。"),  # statistic: 11.2 is the peak (avg 9.6)
("drive-count", "en", W, "Reading from 96 drives, 64 KB strided throughput averages 41.0 GB/s [@RW2]."),  # side: 41.0 is write (read 52.7)
("drive-count", "zh", W, "写入 96 块盘时,1MB 顺序平均带宽 98.4GB/s [@RW2]。"),  # side: 98.4 is read (write 61.2)
("drive-count", "en", W, "The 15.36 TB drives are each read at 9.6 GB/s [@RW2]."),  # scope: 9.6 is the cluster's 4 KB random read
("drive-count", "zh", W, "集群共 12 块盘 [@RW2]。"),  # count: 96 (12 is servers)

# ---------------- I. a change between two columns of one row (compression off -> on) ----------------
("change-cols", "en", C, "Turning compression on lifts the 64 MB file write rate from 410 MB/s to 688 MB/s [@RW1]."),
("change-cols", "zh", C, "开启压缩后,1GB 文件的写入速率从 530MB/s 提高到 861MB/s [@RW1]。"),
("change-cols", "en", C, "Compression cuts PUT throughput for 4 MB objects from 14.2 GB/s to 11.6 GB/s [@RW3]."),
("change-cols", "en", C, "With compression on, power for 256 MB objects rises from 471 W to 538 W [@RW3]."),
("change-cols", "zh", C, "开启压缩后,64MB 文件的写入速率提升 68% [@RW1]。"),
("change-cols", "en", W, "Turning compression on lifts the 1 GB file write rate from 410 MB/s to 688 MB/s [@RW1]."),  # row: 410/688 are 64 MB
("change-cols", "zh", W, "开启压缩后,64MB 文件的写入速率从 530MB/s 提高到 861MB/s [@RW1]。"),  # row: 530/861 are 1 GB
("change-cols", "en", W, "Compression cuts PUT throughput for 256 MB objects from 14.2 GB/s to 11.6 GB/s [@RW3]."),  # row: 4 MB
("change-cols", "en", W, "With compression on, power for 4 MB objects rises from 471 W to 538 W [@RW3]."),  # row: 256 MB
("change-cols", "en", W, "Turning compression on lifts the 64 MB file write rate from 410 MB/s to 861 MB/s [@RW1]."),  # end: 688 (861 is 1 GB)
("change-cols", "zh", W, "开启压缩后,1GB 文件的写入速率提升 68% [@RW1]。"),  # row: 62.5% (68% is 64 MB)
("change-cols", "en", W, "Turning compression off lifts the 64 MB file write rate from 410 MB/s to 688 MB/s [@RW1]."),  # setting: on lifts it
("change-cols", "zh", W, "关闭压缩后,4MB 对象的 PUT 吞吐从 14.2GB/s 降到 11.6GB/s [@RW3]。"),  # setting: switching on lowers it
("change-cols", "en", W, "Compression raises PUT throughput for 4 MB objects from 11.6 GB/s to 14.2 GB/s [@RW3]."),  # direction: 14.2 -> 11.6
("change-cols", "en", W, "With compression on, power for 256 MB objects rises 16% [@RW3]."),  # value: 14.2%
("change-cols", "zh", W, "开启压缩后,256MB 对象的功耗从 455W 升到 512W [@RW3]。"),  # row: 455/512 are 4 MB
("change-cols", "en", W, "Turning compression on lifts the 64 MB file write rate from 410 MB/s to 688 MB/s, a 2.3x gain [@RW1]."),  # ratio: 1.68 (2.3 is the 1 GB compression ratio)

# ---------------- J. 单台 / single ----------------
("single", "zh", C, "1 万个文件时,单台 MDS 创建速率为 52,000 次/秒 [@RW1]。"),
("single", "en", C, "A single gateway delivers 5.8 GB/s of GET throughput on 1 MB objects [@RW3]."),
("single", "zh", C, "单台网关 64MB 对象 GET 吞吐 8.1GB/s [@RW3]。"),
("single", "en", C, "With a single MDS, creates run at 36,400 ops/s in a 1M-file directory [@RW1]."),
("single", "zh", W, "1 万个文件时,单台 MDS 创建速率为 182,000 次/秒 [@RW1]。"),  # column: 182,000 is with 4 MDS
("single", "en", W, "A single gateway delivers 32.9 GB/s of GET throughput on 1 MB objects [@RW3]."),  # column: 6 gateways
("single", "zh", W, "单台网关 64MB 对象 GET 吞吐 45.2GB/s [@RW3]。"),  # column: 6 gateways
("single", "en", W, "With a single MDS, creates run at 118,000 ops/s in a 1M-file directory [@RW1]."),  # column: 4 MDS
("single", "en", W, "A single-server MDS creates 161,000 files per second in a 100k-file directory [@RW1]."),  # column: 4 MDS (1 MDS: 48,000)
("single", "zh", W, "单台 MDS 在 10 万个文件时创建速率 52,000 次/秒 [@RW1]。"),  # row: 48,000
("single", "en", W, "A single gateway delivers 8.1 GB/s on 1 MB objects [@RW3]."),  # row: 5.8 (8.1 is 64 MB)
("single", "zh", W, "单台网关的 GET 吞吐为 18.9GB/s [@RW3]。"),  # scope: 18.9 is 64 clients on all 6 gateways
("single", "en", W, "Each gateway sustains 32.9 GB/s of GET throughput for 1 MB objects [@RW3]."),  # scope: 32.9 is all 6 (5.5 each)
("single", "zh", W, "4 台 MDS 时,1 万个文件的创建速率为 52,000 次/秒 [@RW1]。"),  # column: 52,000 is 1 MDS
("single", "zh", W, "单台 MDS 的扩展效率为 87.5% [@RW1]。"),  # qualifier: 87.5% is for 4 MDS

# ---------------- K. a comparison's object after the figure (是 X 的两倍) ----------------
("comp-object", "zh", C, "纠删码可用 1.08PB,是三副本的两倍多 [@RW2]。"),
("comp-object", "zh", C, "512 个客户端时 GET P99 时延 12.8ms,是 64 个客户端时的两倍 [@RW3]。"),
("comp-object", "en", C, "Erasure coding leaves 1.08 PB usable, more than twice the three-replica figure [@RW2]."),
("comp-object", "zh", C, "1MB 顺序读平均带宽 98.4GB/s,接近 64KB 跨步读的两倍 [@RW2]。"),
("comp-object", "zh", W, "纠删码可用 1.08PB,是裸容量的两倍多 [@RW2]。"),  # object: 73% of raw
("comp-object", "zh", W, "三副本可用 0.49PB,是纠删码的两倍 [@RW2]。"),  # inverted: 0.45x
("comp-object", "zh", W, "512 个客户端时 PUT 吞吐 27.3GB/s,是 64 个客户端时的三倍 [@RW3]。"),  # ratio 2.2
("comp-object", "zh", W, "1MB 顺序写平均带宽 61.2GB/s,是 4KB 随机写的两倍 [@RW2]。"),  # ratio 9.7
("comp-object", "en", W, "At 1 MB sequential, average read bandwidth is 98.4 GB/s, twice that of 4 KB random reads [@RW2]."),  # ratio 10.25
("comp-object", "zh", W, "6 台网关 GET 吞吐 32.9GB/s,是 1 台的 7 倍 [@RW3]。"),  # ratio 5.67
("comp-object", "zh", W, "256 个客户端时聚合读带宽 104.7GB/s,是 16 个客户端时的两倍 [@RW2]。"),  # ratio 2.72
("comp-object", "zh", W, "100 万个文件时 4 台 MDS 创建速率 118,000 次/秒,是 1 台 MDS 的两倍 [@RW1]。"),  # ratio 3.24
("comp-object", "en", W, "The 4-MDS create rate at 10k files, 182,000 ops/s, is twice the single-MDS rate [@RW1]."),  # ratio 3.5
("comp-object", "zh", W, "2.4 小时的单盘重建耗时是双盘同时故障的两倍 [@RW2]。"),  # inverted: 0.59x
("comp-object", "zh", W, "1.47PB 的裸容量是纠删码可用容量的两倍 [@RW2]。"),  # ratio 1.36

# ---------------- L. figures after a Chinese comma (，4 条) ----------------
("comma-count", "zh", C, "按每条 14.5W 计,4 条模组合计约 58W [@RW3]。"),
("comma-count", "zh", C, "每台网关配 4 条 CXL 内存模组,满载合计 58W [@RW3]。"),
("comma-count", "zh", C, "集群有 12 台存储服务器,96 块 NVMe 盘 [@RW2]。"),
("comma-count", "zh", C, "按每块 15.36TB 计,96 块盘合计约 1.47PB [@RW2]。"),
("comma-count", "en", C, "At 14.5 W per module, the four CXL modules of a gateway draw about 58 W [@RW3]."),
("comma-count", "zh", W, "按每条 14.5W 计,4 条模组合计约 68W [@RW3]。"),  # product: 58
("comma-count", "zh", W, "按每条 14.5W 计,6 条模组合计约 87W [@RW3]。"),  # count: 4 modules per gateway
("comma-count", "zh", W, "每台网关配 6 条 CXL 内存模组,满载合计 87W [@RW3]。"),  # count: 4 (6 is gateways)
("comma-count", "zh", W, "按每块 15.36TB 计,96 块盘合计约 1.08PB [@RW2]。"),  # product: 1.47 (1.08 is EC usable)
("comma-count", "zh", W, "按每块 15.36TB 计,128 块盘合计约 1.97PB [@RW2]。"),  # count: 96
("comma-count", "zh", W, "集群有 12 台存储服务器,128 块 NVMe 盘 [@RW2]。"),  # count: 96
("comma-count", "zh", W, "集群有 96 块盘,16 台存储服务器 [@RW2]。"),  # count: 12
("comma-count", "zh", W, "元数据服务器共 4 台,对象存储服务器 4 台 [@RW1]。"),  # count: 8 OSS
("comma-count", "zh", W, "按每条 14.5W 计,6 台网关共 24 条模组,合计约 384W [@RW3]。"),  # product: 348
("comma-count", "zh", W, "网关 6 台,每台 CXL 模组 8 条 [@RW3]。"),  # count: 4
("comma-count", "zh", W, "每台网关 4 条模组,共 8 台网关 [@RW3]。"),  # count: 6

# ---------------- M. general: plain wrong units ----------------
("general", "en", W, "P99 write latency at 64 jobs is 11.6 s [@RW1]."),  # unit: ms
("general", "zh", W, "1GB 文件开启压缩后写入速率 861Mb/s [@RW1]。"),  # unit: MB/s
("general", "en", W, "Rebuild after one drive fails takes 2.4 minutes [@RW2]."),  # unit: h
("general", "zh", W, "单盘容量 15.36TiB [@RW2]。"),  # unit: TB
("general", "en", W, "Raw capacity is 1.47 PiB [@RW2]."),  # unit: PB
]
