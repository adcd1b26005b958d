# Red team rt32: probes written after the first run, to find causes. Not part of the counts.
# Same layout as sentences.py (class, lang, truth, sentence); comments say what each probes.
W, C = "wrong", "correct"
S = [
("p-latent", "zh", W, "开启压缩后,1GB 文件的写入速率提升 67% [@RW1]。"),  # 62.5%; 67 is the 64-job OSS utilisation (RW1 表 2)
("p-latent", "zh", W, "重建期间前台带宽降幅,双盘同时故障时比单盘故障多出一倍 [@RW2]。"),  # ratio 1.72 (60 without '1 块盘')
("p-latent", "zh", W, "客户端数从 64 个增加到 512 个,网关 CPU 利用率从 38% 升到 57% [@RW3]。"),  # 57 is 128 clients (35 with 个)
("p-latent", "en", W, "With 4 MDS, creates at 10k files run at 52,000 ops/s [@RW1]."),  # column: 52,000 is 1 MDS (160 in en)
("p-latent", "zh", W, "4 台 MDS 创建速率 118,000 次/秒,是 1 台 MDS 的两倍 [@RW1]。"),  # 3.24x (173 without the 100 万 row)
("p-latent", "en", W, "Listing a 1M-file directory takes about 9.5 times as long as a 10k-file directory (0.33 s) [@RW1]."),  # 89x (75 in en)
("p-latent", "zh", W, "列目录耗时 29.4 秒,约是 1 万个文件目录(0.33 秒)的 9.5 倍 [@RW1]。"),  # 89x: 9.5 is 29.4 / 3.1
("p-latent", "zh", W, "100 万个文件时列目录耗时 29.4 秒,比 10 万个文件时高出一倍 [@RW1]。"),  # 9.48x (63 with a figure)
("p-share", "zh", W, "三副本可用 0.49PB,得盘率约 31% [@RW2]。"),  # 33%: 31% is a network-utilisation cell
("p-share", "zh", W, "纠删码可用 1.08PB,得盘率约 84% [@RW2]。"),  # 73%: 84% is a network-utilisation cell
("p-share", "zh", W, "纠删码可用 1.08PB,得盘率约 69% [@RW2]。"),  # 73% (69 within 5%? no: 69*1.05 = 72.45)
("p-share", "zh", C, "裸容量 1.47PB,纠删码可用 1.08PB,得盘率约 73% [@RW2]。"),  # two figures, then the rate noun
("p-share", "zh", W, "裸容量 1.47PB,三副本可用 0.49PB,得盘率约 73% [@RW2]。"),  # 33%
("p-cols", "zh", W, "开启压缩后,64MB 文件写入速率是关闭时的 2.1 倍 [@RW1]。"),  # 1.68x; 2.1 is the compression ratio
("p-cols", "en", W, "Turning compression on makes 64 MB file writes 2.1 times faster [@RW1]."),  # 1.68x; 2.1 is the compression ratio
("p-obj", "zh", W, "2.4 小时的单盘重建耗时是双盘同时故障的 1.7 倍 [@RW2]。"),  # inverted: 0.59x
("p-obj", "zh", W, "0.49PB 的三副本可用容量是纠删码的 2.2 倍 [@RW2]。"),  # inverted: 0.45x
("p-obj", "zh", W, "纠删码可用 1.08PB,是裸容量的 2.2 倍 [@RW2]。"),  # object: 0.73x of raw
("p-obj", "en", W, "Three-replica usable capacity, 0.49 PB, is more than twice the erasure-coded figure [@RW2]."),  # inverted
("p-obj", "en", W, "Rebuilding after one failed drive takes 2.4 h, twice as long as after two [@RW2]."),  # inverted: 0.59x
("p-single", "zh", W, "单台网关 1MB 对象 GET 吞吐 32.9GB/s [@RW3]。"),  # 6 gateways (zh of 152, which was refused in en)
("p-single", "en", W, "A single gateway delivers 45.2 GB/s of GET throughput on 64 MB objects [@RW3]."),  # 6 gateways (en of 153)
("p-single", "zh", W, "单台 MDS 在 100 万个文件时创建速率 118,000 次/秒 [@RW1]。"),  # 4 MDS (zh of 154)
("p-single", "en", W, "One gateway alone serves 32.9 GB/s on 1 MB objects [@RW3]."),  # 6 gateways
("p-single", "zh", W, "每台网关 1MB 对象 GET 吞吐 32.9GB/s [@RW3]。"),  # per gateway: 32.9 is all 6
("p-spread", "en", W, "The test load was spread over 4 gateway servers [@RW3]."),  # 6 (91 with digits)
("p-spread", "en", W, "The test ran on four gateway servers [@RW3]."),  # 6, no 'spread'
("p-spread", "en", W, "The cluster's 96 drives sit in eight servers [@RW2]."),  # 12
("p-spread", "en", W, "The raw 1.47 PB sits on 12 servers holding 15.36 TB each [@RW2]."),  # per member: 122.9 TB per server
("p-drive", "en", W, "With two drives failed at once, the rebuild takes 2.4 h [@RW2]."),  # row: 4.1 (two in words)
("p-drive", "en", W, "With one drive failed, foreground bandwidth drops 31% during rebuild [@RW2]."),  # row: 18
("p-drive", "zh", W, "两块盘同时故障时,前台带宽下降 18% [@RW2]。"),  # row: 31
("p-drive", "en", W, "With 2 drives failed at once, foreground bandwidth drops 18% during rebuild [@RW2]."),  # row: 31 (digits)
("p-dir", "en", W, "Turning compression off lifts the 1 GB file write rate from 530 MB/s to 861 MB/s [@RW1]."),  # setting reversed
("p-dir", "zh", W, "关闭压缩后,1GB 文件的写入速率从 530MB/s 提高到 861MB/s [@RW1]。"),  # setting reversed
("p-dir", "en", W, "Disabling compression cuts PUT throughput for 256 MB objects from 22.8 GB/s to 19.5 GB/s [@RW3]."),  # setting reversed
("p-dir", "zh", W, "作业数从 64 个增加到 128 个时,首次全量写入吞吐从 28.9GB/s 降到 26.7GB/s [@RW1]。"),  # direction: rises
("p-dir", "en", W, "As jobs go from 32 to 64, P99 write latency falls from 11.6 ms to 8.4 ms [@RW1]."),  # direction (en of 11)
("p-double", "zh", W, "64 个作业时 P99 写时延 11.6ms,比 32 个作业时多出一倍 [@RW1]。"),  # 1.38x (64 with a figure)
("p-double", "zh", W, "4 台 MDS 的创建速率比 1 台高出一倍 [@RW1]。"),  # 3.5x
("p-double", "zh", W, "开启压缩后,1GB 文件写入速率比关闭时高出一倍 [@RW1]。"),  # 1.62x (1 GB row's ratio is 2.3)
]
