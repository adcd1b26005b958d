"""Text mode: how people word figures about result tables, and the gate's reading of each (session of 2026-12-04).

- "XDR 单通道有效速率 200 Gbps,是 SDR(2 Gbps)的 100 倍": the two figures a multiple is of are cells of one column
  when each also matches a cell of that column (2 Gbps is SDR's 1x throughput as well as, rounded, its 2.5 Gbps
  signalling rate); two figures of one unit in two columns ("ZeRO-2 的 16.6 GB … ZeRO-1 的 31.4 GB 的一半") are a
  pair too.
- "约为 7B 的 12.4 倍": 约 before a row's printed name governs the multiple after 的, not the name.
- "比 B 的 1210 多 110 个": 多 right before a figure is the comparative, not "more than 1210".
- "two years after 4.0": a difference of a column of calendar years is a time in years, between the rows the
  sentence names; "PCIe 5.0" names the row printed "5.0", not a cell that happens to be 5.0.
- "about half of R2D2's 37.5 billion": a fraction word under 约 / about is within 10% of its value (53% is about
  half; 56% is not).
- "seen 2.45 times during training": a multiple against an epochs column.
- "1,400 times the size of GPT-3 Small": a model's size is its parameter count.
- "约为异步复制的 54%": asynchronous / synchronous, requests, clients and other systems words name English labels;
  a column of things per second is a throughput; a percent is never judged against a whole plain count (1 producer).
- Two plain columns of one row, one a rate (per second) and the other not, make no derivation (images per second
  against pixels).
- "97% of BERT-base's RTE score": a word of one column right after a word of another (RTE score) is that column's
  noun, not the name of a column labelled "GLUE macro-score".
- "速度却快了近 4 倍" of two inference times: a multiple or change of a time column is named by speed (速度, speed,
  faster), also against a column (AP50) named earlier in the sentence.
- "128 dimensions (8192 / 64)": a computation alone in a parenthesis right after a figure is that figure's; with
  an unspaced slash ("(128/2048)" may be two settings) it only verifies the figure, never reports it.
- "by under 2 points": a bound written in points is on a difference of two scores (the closest of those the
  sentence's words fit), not on a rank or a count.
- "检查点从 350GB 缩小到 35MB": 缩小到, 扩大到, 减小到, 增大到, 攀升到, 跌至 join the two ends of a change.
- "298/400", "298 out of 400": a score and the maximum it is out of, cells of one row; "the 90th percentile" is a
  figure when a percentile quantity is in scope, "the 99th percentile latency" the name of a statistic.
- "beats Model-B's 590 by 110 points": a difference in points of two columns of one row, which the sentence must
  both name ("by 100 points" is not the maximum score less Model-A's).
- "与 T5-Base 相比,Switch-Base 的训练速度快了 37.5%" when Switch-Base is the slower: 快 / 慢 / faster / slower at a
  difference, change or multiple of two rows say which way the subject lies (faster is more of a speed and less of
  a time), and the object of 与 … 相比 is the row between them.
- "With 500 servers, each server handles 241 random reads": a count written with its noun that a column's label
  writes ("500 servers (ops/s per server)") names that column, and a figure of its clause is judged against that
  column's cell of its row.
- "JSON score (1,047,316) is just over 1 million": a figure in a parenthesis is restated by the bound after it.
- "三个检测器的推理时间都在 50 毫秒以上": a bound with 都 / 均 / 所有 / all / every / each and no row named is on every
  row of the column its sentence names.
- "与无代理直连相比,ProxyA 增加了 4.2 毫秒,ProxyB 增加了 26.4 毫秒": the object of a comparison (与 … 相比, 比 …,
  compared with, than) is a row of the difference of a column, when the sentence names one; rows named in other
  clauses are no rivals.
- "84% above the direct path's", "低于裸金属 10%": a percent above or below the object is relative to the object.
- "ProxyA raises it by 84% and ProxyB by 528%": a derivation another figure of the sentence is written as (the two
  cells it is of, in any operation) is that figure's, no rival of this one's; a percent read as a plain cell in
  percent needs its row's words however precise it is.
- "比 VMA 长 43.5 秒", "VMA loses 0.74 GB/s": 长, 短 and loses are comparatives; "Bare metal takes 43.5 s longer
  than VMA": the baseline as the subject of a comparison lies the way its word says from the product.
- "from 5.0 ms to 0.50 ms, a reduction of more than 85%": a bound on the derivation the sentence's words fit best;
  "1.35 million … nearly 9 times the Old NAS's 150,000": a multiple of two figures written at two scales; "a Tiny-7B
  checkpoint (98 GB) is written in under 10 seconds": a bound's row named early in its clause, and a save is a
  write; "4KB 随机读场景下,…,峰值时延也控制在 2.5ms 以内": a row set once at the start of the sentence; a bound
  with 均 / all on a change of two columns holds on every row; one system's average against another's peak is
  no derivation.
- "from 30.0 GB/s at 16 clients to 240.0 GB/s at 256 clients", "从 16 个客户端时的 30.0 GB/s 提升到 256 个客户端时的
  240.0 GB/s": a change whose ends each carry their setting links the two figures of one kind; "from 16 to 64
  clients more than triples aggregate write bandwidth, from 30.0 GB/s to 96.0 GB/s": a multiple between two written
  changes is about the one whose column its object names; "(60.0 s vs 400 s)" of two columns of one row: the
  second figure is the other column's, whatever column the clause names.
- "相比无缓存,本地 LRU 缓存的吞吐提升了 302%,Redis 缓存提升了 200%": a derivation of a column the sentence does not
  name is no rival of one of the column it names.
- "All three KVX tiers keep time to first token under 300 ms": a bound with all / 均 on rows the sentence names
  together holds on each; "by more than 250 ms" is an amount of change, never a level; "doubles", "一倍", "翻一番"
  are within 10% (1.8–2.2x); a figure between two changes is about the later one when the words before it name its
  column ("平均时延从 … 增至 …,峰值时延则增长 309%,从 … 增至 …").
- "292M", "8M less": a figure written with M, B or T against a plain column whose label prints its scale
  ("MAdds (millions)": 292), and against a difference of two of its cells.
Each row: (text, the first error rule, "error" for any error, or "" when it must pass).

Invented reports: W3 (a baseline and two virtual machines), W4 (a product against an old NAS), and W2, tables of a link roadmap, a memory-partitioning study, model sizes and a replication benchmark."""
from __future__ import annotations

import pytest

from tests.check.briefs import assert_first_rule, text_registry

W2 = """id: W2
title: "Links, memory, models and replication"
publisher: Example Lab
date: 2026-05-01
access: public
url: https://example.com/w2.pdf
tables:
  links:
    caption: {en: link generations, zh: 各代链路}
    where: Table 1
    columns:
      gen: {label: {en: Generation, zh: 代}}
      year: {unit: "", label: {en: Introduced, zh: 发布年份}}
    rows:
      v3: ["3.0", 2010]
      v4: ["4.0", 2017]
      v5: ["5.0", 2019]
  rates:
    caption: {en: rates by generation, zh: 各代速率}
    where: Table 1b
    columns:
      gen: {label: {en: Generation, zh: 代}}
      signal: {unit: Gbps, label: {en: Signalling rate per lane, zh: 单通道信号速率}}
      x1: {unit: Gbps, label: {en: Effective throughput 1x, zh: 1x 有效吞吐}}
    rows:
      sdr: [SDR, 2.5, 2]
      fdr: [FDR, 14.0625, 13.64]
      xdr: [XDR, 212.5, 200]
  memory:
    caption: {en: memory per device by partitioning stage, zh: 各划分阶段的单卡显存}
    where: Table 2
    columns:
      devices: {unit: GPU, label: {en: Devices, zh: 卡数}}
      stage1: {unit: GB, label: {en: Stage 1, zh: 阶段 1}}
      stage2: {unit: GB, label: {en: Stage 2, zh: 阶段 2}}
    rows:
      d64: [64, 31.4, 16.6]
      d256: [256, 30.1, 15.1]
  models:
    caption: {en: model sizes and training, zh: 模型规模与训练}
    where: Table 3
    columns:
      model: {label: {en: Model, zh: 模型}}
      params: {unit: B, label: {en: Parameters, zh: 参数量}}
      batch: {unit: "", label: {en: Batch size (millions of tokens), zh: 批大小(百万 token)}}
      gpu_hours: {unit: GPU*h, label: {en: GPU hours, zh: GPU 小时}}
      frames: {unit: "", label: {en: Frames (billions), zh: 帧数(十亿)}}
    rows:
      small: [Model-Small 7B, 0.125, 0.5, 82432, 37.5]
      big: [Model-Big 65B, 175.0, 3.2, 1022362, 20.0]
  data:
    caption: {en: training data mix, zh: 训练数据构成}
    where: Table 4
    columns:
      subset: {label: {en: Subset, zh: 子集}}
      epochs: {unit: "", label: {en: Epochs, zh: 轮数}}
    rows:
      wiki: [Wikipedia, 2.45]
      books: [Books, 2.23]
  producer:
    caption: {en: producer throughput by replication mode, zh: 不同副本模式下的生产者吞吐}
    where: Table 5
    columns:
      case: {label: {en: Test, zh: 测试场景}}
      producers: {unit: "", label: {en: Producer threads, zh: 生产者线程数}}
      pipeline: {unit: "", label: {en: Pipeline depth, zh: 流水线深度}}
      mbps: {unit: MB/s, label: {en: Throughput, zh: 吞吐}}
    rows:
      async3: ["Single producer thread, 3x asynchronous replication", 1, 1, 75.1]
      sync3: ["Single producer thread, 3x synchronous replication", 1, 16, 40.2]
  backbones:
    caption: {en: backbones on ImageNet, zh: ImageNet 上的主干网络}
    where: Table 6
    columns:
      model: {label: {en: Model, zh: 模型}}
      image_size: {unit: "", label: {en: Image size (pixels), zh: 输入分辨率(像素)}}
      flops: {unit: "", label: {en: FLOPs (G), zh: 计算量(G)}}
      throughput: {unit: "", label: {en: Throughput (images / s), zh: 吞吐(图片/秒)}}
      top1: {unit: "%", label: {en: Top-1 accuracy, zh: Top-1 准确率}}
    rows:
      net_b: [Net-B, 224, 15.4, 278.1, 83.5]
      net_b_384: [Net-B 384, 384, 47.0, 84.7, 84.5]
      net_t: [Net-T, 224, 4.5, 755.2, 81.3]
  nets:
    caption: {en: mobile networks, zh: 移动端网络}
    where: Table 8
    columns:
      network: {label: {en: Network, zh: 网络}}
      madds: {unit: "", label: {en: MAdds (millions), zh: 乘加运算量(百万次)}}
      params: {unit: M, label: {en: Params, zh: 参数量}}
    rows:
      neta: [NetA, 292, 3.4]
      netb: [NetB, 300, 3.4]
  glue:
    caption: {en: GLUE dev results, zh: GLUE 开发集结果}
    where: Table 9
    columns:
      model: {label: {en: Model, zh: 模型}}
      score: {unit: "", label: {en: GLUE macro-score, zh: GLUE 总分}}
      rte: {unit: "", label: RTE}
    rows:
      base: [BERT-base, 79.5, 69.3]
      distil: [DistilBERT, 77.0, 59.9]
  det:
    caption: {en: detectors on COCO, zh: COCO 上的检测器}
    where: Table 10
    columns:
      method: {label: {en: Method, zh: 方法}}
      ap: {unit: "", label: {en: AP, zh: AP}}
      ap50: {unit: "", label: {en: AP50, zh: AP50}}
      time: {unit: ms, label: {en: Inference time, zh: 推理时间}}
    rows:
      yolo: [YOLO-608, 33.0, 57.9, 51]
      retina: [Retina-800, 37.8, 57.5, 198]
      frcnn: [Faster RCNN, 40.2, 61.0, 180]
  arch:
    caption: {en: architecture, zh: 模型结构}
    where: Table 11
    columns:
      model: {label: {en: Model, zh: 模型}}
      dim: {unit: "", label: {en: Dimension, zh: 维度}}
      heads: {unit: "", label: {en: Attention heads, zh: 注意力头数}}
    rows:
      big: [Model-Big, 8192, 64]
  ranking:
    caption: {en: benchmark list, zh: 榜单}
    where: Table 12
    columns:
      system: {label: {en: System, zh: 系统}}
      score: {unit: "", label: {en: Score, zh: 总分}}
    rows:
      alpha: [Alpha, 784.17]
      beta: [Beta, 782.35]
  ckpt:
    caption: {en: checkpoint size, zh: 检查点大小}
    where: Table 13
    columns:
      method: {label: {en: Method, zh: 方法}}
      size: {unit: GB, label: {en: Checkpoint size, zh: 检查点大小}}
    rows:
      full: [Full fine-tuning, 350]
      lora: [LoRA, 0.035]
  exams:
    caption: {en: exam results, zh: 考试成绩}
    where: Table 14
    columns:
      exam: {label: {en: Exam, zh: 考试}}
      max_score: {unit: "", label: {en: Maximum score, zh: 满分}}
      a_score: {unit: "", label: {en: Model-A score, zh: Model-A 分数}}
      a_pct: {unit: "", label: {en: Model-A estimated percentile, zh: Model-A 估计百分位}}
      b_score: {unit: "", label: {en: Model-B score, zh: Model-B 分数}}
    rows:
      bar: [Bar Exam, 400, 298, 90, 213]
      sat: [SAT Math, 800, 700, 89, 590]
  speeds:
    caption: {en: training speed, zh: 训练速度}
    where: Table 15
    columns:
      model: {label: {en: Model, zh: 模型}}
      speed: {unit: "", label: {en: Speed (examples per second), zh: 训练速度(样本/秒)}}
    rows:
      t5: [T5-Base, 1600]
      sw: [Switch-Base, 1000]
  scaling:
    caption: {en: "operations per second per server, by number of servers", zh: 不同服务器数下每台服务器每秒操作数}
    where: Table 16
    columns:
      op: {label: {en: Operation, zh: 操作}}
      s1: {unit: "", label: {en: "1 server (ops/s per server)", zh: 1 台服务器(每台每秒操作数)}}
      s50: {unit: "", label: {en: "50 servers (ops/s per server)", zh: 50 台服务器(每台每秒操作数)}}
      s500: {unit: "", label: {en: "500 servers (ops/s per server)", zh: 500 台服务器(每台每秒操作数)}}
    rows:
      rread: [random reads, 1212, 593, 241]
      scan: [scans, 15385, 7871, 3802]
  gpus:
    caption: {en: output tokens per second by input and output length, zh: 按输入/输出长度的每秒输出 token}
    where: Table 17
    columns:
      io: {label: {en: ISL/OSL, zh: 输入/输出长度}}
      isl: {unit: "", label: {en: Input length (tokens), zh: 输入长度(token)}}
      osl: {unit: "", label: {en: Output length (tokens), zh: 输出长度(token)}}
      h100: {unit: "", label: {en: H100 (output tokens/s), zh: H100(输出 token/秒)}}
      h200: {unit: "", label: {en: H200 (output tokens/s), zh: H200(输出 token/秒)}}
    rows:
      io128_128: ["128/128", 128, 128, 26400, 27950]
      io2048_128: ["2048/128", 2048, 128, 3250, 3410]
  engines:
    caption: {en: output tokens per second, zh: 每秒输出 token 数}
    where: Table 7
    columns:
      engine: {label: {en: Engine, zh: 引擎}}
      tps: {unit: "", label: {en: Output tokens per second, zh: 每秒输出 token}}
    rows:
      fast: [FastServe, 1320]
      slow: [SlowServe, 1210]
  proxies:
    caption: {en: request latency by proxy (ms), zh: 各代理的请求延迟(毫秒)}
    where: Table 18
    columns:
      proxy: {label: {en: Proxy, zh: 代理}}
      p50: {unit: ms, label: p50}
      p99: {unit: ms, label: p99}
    rows:
      direct: [Direct (no proxy), 1.2, 5.0]
      alpha: [ProxyA, 2.0, 9.2]
      beta: [ProxyB, 3.3, 31.4]
"""

# a report with a baseline (setup.baseline): virtual machines against bare metal
W3 = """id: W3
title: "Virtualization overhead"
publisher: Example Lab
date: 2026-05-02
access: public
url: https://example.com/w3.pdf
setup:
  baseline: Bare metal
tables:
  vms:
    caption: {en: boot time and read bandwidth by runtime, zh: 各运行环境的启动时间与读带宽}
    where: Table 1
    columns:
      runtime: {label: {en: Runtime, zh: 运行环境}}
      boot: {unit: s, label: {en: Boot time, zh: 启动时间}}
      read: {unit: GB/s, label: {en: Sequential read bandwidth, zh: 顺序读带宽}}
    rows:
      bare: [Bare metal, 52.0, 7.40]
      vma: [VMA, 8.5, 6.66]
      vmb: [VMB, 0.60, 5.92]
  cache:
    caption: {en: latency and throughput by cache option, zh: 不同缓存方案的时延与吞吐}
    where: Table 2
    columns:
      option: {label: {en: option, zh: 方案}}
      p99: {unit: ms, label: {en: p99 latency, zh: P99 时延}}
      tput: {unit: MB/s, label: {en: throughput, zh: 吞吐}}
    rows:
      nocache: [无缓存 / No cache, 86.0, 410]
      redis: [Redis 缓存 / Redis cache, 22.5, 1230]
      lru: [本地 LRU 缓存 / Local LRU cache, 41.3, 1650]
"""

# a storage product against an old NAS (setup.baseline): a metric of both, a latency table with average and peak
# columns of each, and save times by model size
W4 = """id: W4
title: "NewFS against the old NAS"
publisher: Example Lab
date: 2026-05-03
access: public
url: https://example.com/w4.pdf
setup:
  baseline: Old NAS
metrics:
  iops:
    unit: ""
    values: {old: 150000, newfs: 1350000}
    note: {en: 4KB random read IOPS, zh: 4KB 随机读 IOPS}
tables:
  lat:
    caption: {en: random read latency, zh: 随机读时延}
    where: Table 1
    columns:
      block: {label: {en: block size, zh: 块大小}}
      new_avg: {unit: ms, label: {en: NewFS average latency, zh: NewFS 平均时延}}
      new_peak: {unit: ms, label: {en: NewFS peak latency, zh: NewFS 峰值时延}}
      old_avg: {unit: ms, label: {en: Old NAS average latency, zh: Old NAS 平均时延}}
      old_peak: {unit: ms, label: {en: Old NAS peak latency, zh: Old NAS 峰值时延}}
    rows:
      k4: [4KB, 0.50, 2.2, 5.0, 20.0]
      k1m: [1MB, 3.0, 9.0, 15.0, 60.0]
  save:
    caption: {en: checkpoint save time by model size, zh: 不同模型规模的 checkpoint 保存时间}
    where: Table 2
    columns:
      model: {label: {en: model, zh: 模型}}
      old: {unit: s, label: {en: Old NAS save time, zh: Old NAS 保存时间}}
      new: {unit: s, label: {en: NewFS save time, zh: NewFS 保存时间}}
    rows:
      t7b: [Tiny-7B, 50, 9.0]
      t13b: [Tiny-13B, 90, 14.4]
      t70b: [Tiny-70B, 400, 60.0]
  clients:
    caption: {en: NewFS aggregate write bandwidth by client count, zh: 不同客户端数下 NewFS 的聚合写带宽}
    where: Table 3
    columns:
      clients: {unit: client, label: {en: clients, zh: 客户端数}}
      write: {unit: GB/s, label: {en: aggregate write bandwidth, zh: 聚合写带宽}}
    rows:
      c16: [16, 30.0]
      c64: [64, 96.0]
      c256: [256, 240.0]
  tiers:
    caption: {en: serving by KV-cache offload tier, zh: 各 KV 缓存卸载层级的推理服务}
    where: Table 4
    columns:
      tier: {label: {en: configuration, zh: 配置}}
      ttft: {unit: ms, label: {en: time to first token, zh: 首 token 时延}}
      tput: {unit: "", label: {en: throughput (tokens/s), zh: 吞吐(token/秒)}}
    rows:
      base: [Baseline, 420, 1850]
      dram: [KVX-DRAM, 150, 3900]
      nvme: [KVX-NVMe, 260, 2900]
      hyb: [KVX-Hybrid, 185, 3600]
"""

W5 = """id: W5
title: "Engine 2 cluster and model benchmarks"
publisher: Example Lab
date: 2026-05-04
access: public
url: https://example.com/w5.pdf
metrics:
  grep_peak: {value: 30, unit: GB/s, note: {en: grep input rate peak (over 30 GB/s), zh: grep 输入速率峰值(超过 30GB/s)}}
  sort_peak: {value: 13, unit: GB/s, note: {en: sort input rate peak, zh: sort 输入速率峰值}}
  replicas: {value: 2, unit: "", note: {en: replicas of each chunk, zh: 每个 chunk 的副本数}}
tables:
  perf:
    caption: {en: servers and read and write rates of clusters A and B, zh: 集群 A 与 B 的服务器数与读写速率}
    where: Table 1
    columns:
      cluster: {label: {en: Cluster, zh: 集群}}
      servers: {unit: server, label: {en: Chunkservers, zh: chunkserver 数量}}
      read_1min: {unit: MB/s, label: {en: Read rate (last minute), zh: 读速率(最近一分钟)}}
      write_1min: {unit: MB/s, label: {en: Write rate (last minute), zh: 写速率(最近一分钟)}}
    rows:
      a: [Cluster A, 342, 583, 1]
      b: [Cluster B, 227, 380, 101]
  clients:
    caption: {en: throughput per client, zh: 每客户端吞吐}
    where: Table 2
    columns:
      op: {label: {en: Operation, zh: 操作}}
      one: {unit: MB/s, label: {en: One client, zh: 单个客户端}}
      c16: {unit: MB/s, label: {en: 16 clients (per client), zh: 16 个客户端时每客户端}}
    rows:
      reads: [Reads, 10, 6]
      writes: [Writes, 6.3, 2.2]
  scale:
    caption: {en: rate per server by cluster size, zh: 不同集群规模下每台服务器的速率}
    where: Table 3
    columns:
      test: {label: {en: Experiment, zh: 测试项}}
      s1: {unit: "", label: {en: "1 server (ops/s per server)", zh: "1 台服务器(每台每秒操作数)"}}
      s100: {unit: "", label: {en: "100 servers (ops/s per server)", zh: "100 台服务器(每台每秒操作数)"}}
    rows:
      rw: [random writes, 8850, 2000]
      sw: [sequential writes, 8547, 2451]
  models:
    caption: {en: NetX and Other models, zh: NetX 与 Other 各规格}
    where: Table 4
    columns:
      model: {label: {en: Model, zh: 模型}}
      flops: {unit: "", label: {en: "FLOPs (billions, G)", zh: "计算量(十亿次,G)"}}
      tput: {unit: "", label: {en: Throughput (images per second), zh: 吞吐(张图像/秒)}}
      top1: {unit: "%", label: {en: Top-1 accuracy, zh: Top-1 准确率}}
      top5: {unit: "%", label: {en: Top-5 accuracy, zh: Top-5 准确率}}
    rows:
      t: [NetX-T, 4.5, 774.7, 57.2, 80.3]
      s: [NetX-S, 8.7, 447.1, 57.3, 80.3]
      b: [NetX-B, 15.4, 292.1, 57.5, 80.3]
      l: [NetX-L, 34.4, 146.8, 58.0, 80.6]
      b384: [NetX-B 384, 47.0, 84.7, 58.1, 80.9]
      o: [Other-B, 17.5, 300.2, 56.0, 79.4]
      o384: [Other-B 384, 55.4, 85.9, 56.9, 79.9]
  bench:
    caption: {en: NetX-B against the baseline, zh: NetX-B 与基线}
    where: Table 5
    columns:
      name: {label: {en: Benchmark, zh: 基准}}
      netx: {unit: "%", label: NetX-B}
      base: {unit: "%", label: Baseline}
    rows:
      alpha: [Alpha, 71.0, 65.2]
      beta: [Beta, 80.5, 77.1]
      gamma: [Gamma, 66.4, 60.0]
      delta: [Delta, 90.2, 88.8]
      eps: [Epsilon, 55.5, 50.1]
  consumer:
    caption: {en: consumer throughput, zh: 消费者吞吐}
    where: Table 6
    columns:
      setup: {label: {en: Setup, zh: 配置}}
      records: {unit: "", label: {en: records per second, zh: 每秒记录数}}
    rows:
      alone: [Consumer only, 940521]
      mixed: [Consumer with a producer, 795064]
  errors:
    caption: {en: top-5 error before and after compression, zh: 压缩前后的 Top-5 错误率}
    where: Table 7
    columns:
      net: {label: {en: Network, zh: 网络}}
      ref: {unit: "%", label: {en: Reference top-5 error, zh: 原始 Top-5 错误率}}
      comp: {unit: "%", label: {en: Compressed top-5 error, zh: 压缩后 Top-5 错误率}}
    rows:
      vgg: [VGG-16, 11.32, 10.91]
      alex: [AlexNet, 19.73, 19.70]
"""

W6 = """id: W6
title: "Link generations, serving and key-value store benchmarks"
publisher: Example Lab
date: 2026-05-05
access: public
url: https://example.com/w6.pdf
setup:
  database: 500M keys loaded before the read tests
tables:
  links:
    caption: {en: link generations, zh: 各代链路}
    where: Table 1
    columns:
      gen: {label: {en: Generation, zh: 代}}
      rate: {unit: "", label: {en: Rate per lane (GT/s), zh: 单通道速率(GT/s)}}
      x16: {unit: GB/s, label: {en: Throughput x16, zh: x16 吞吐}}
    rows:
      g1: ["1.0", 2.5, 4.0]
      g2: ["2.0", 5.0, 8.0]
      g3: ["3.0", 8.0, 15.8]
      g4: ["4.0", 16.0, 31.5]
  serve:
    caption: {en: output tokens per second by input/output length, zh: 按输入/输出长度的输出 token/秒}
    where: Table 2
    columns:
      io: {label: {en: ISL/OSL, zh: 输入/输出长度}}
      gpu_a: {unit: "", label: {en: Card-A (tokens/s), zh: Card-A(token/秒)}}
      gpu_b: {unit: "", label: {en: Card-B (tokens/s), zh: Card-B(token/秒)}}
    rows:
      s128_128: ["128/128", 24100, 26300]
      s128_2048: ["128/2048", 19800, 23500]
      s2048_128: ["2048/128", 3100, 3300]
  suite:
    caption: {en: scores of two models, zh: 两个模型的得分}
    where: Table 3
    columns:
      task: {label: {en: Benchmark, zh: 基准}}
      big: {unit: "%", label: Model-Big}
      small: {unit: "%", label: Model-Small}
    rows:
      reading: ["Reading (3-shot, F1)", 81.3, 63.9]
      maths: ["Maths (5-shot)", 90.4, 55.2]
  kv:
    caption: {en: key-value store tests, zh: 键值存储测试}
    where: Table 4
    columns:
      test: {label: {en: Test, zh: 测试}}
      threads: {unit: "", label: {en: Threads, zh: 线程数}}
      latency: {unit: us, label: {en: micros/op (time per operation), zh: 每次操作耗时}}
      ops: {unit: "", label: {en: ops/sec, zh: 每秒操作数}}
      iops: {unit: "", label: {en: "Random read IOPS (4KB, QD32)", zh: "随机读取 IOPS(4KB,QD32)"}}
    rows:
      fill: [fillseq, 1, 1.6, 625000, 410000]
      probe: [readrandom, 16, 12.5, 80000, 420000]
  blocked:
    caption: {en: training time blocked per checkpoint, zh: 每次检查点阻塞训练的时间}
    where: Table 5
    columns:
      model: {label: {en: Model, zh: 模型}}
      sync: {unit: s, label: {en: Synchronous save, zh: 同步保存}}
      gain: {unit: x, label: {en: Reduction, zh: 缩减倍数}}
    rows:
      m7: [Model 7B, 150.0, 23.6]
      m70: [Model 2 70B, 670.0, 21.1]
  pods:
    caption: {en: write rate per pod by pod count, zh: 按 pod 数量的每个 pod 写速率}
    where: Table 6
    columns:
      test: {label: {en: Experiment, zh: 测试项}}
      p1: {unit: "", label: {en: "1 storage pod (writes/s per pod)", zh: "1 个 storage pod(每个每秒写次数)"}}
      p16: {unit: "", label: {en: "16 storage pods (writes/s per pod)", zh: "16 个 storage pod(每个每秒写次数)"}}
      p64: {unit: "", label: {en: "64 storage pods (writes/s per pod)", zh: "64 个 storage pod(每个每秒写次数)"}}
    rows:
      small: [small writes, 9100, 4200, 2600]
      large: [large writes, 3300, 2100, 1500]
  pairs:
    caption: {en: output tokens per second of two models, zh: 两个模型的输出 token/秒}
    where: Table 7
    columns:
      model: {label: {en: Model, zh: 模型}}
      io: {label: {en: Input/output tokens, zh: 输入/输出 token}}
      tput: {unit: "", label: {en: Throughput (tokens/s), zh: 吞吐(token/秒)}}
    rows:
      x: [Model-X, "512/1024", 1000]
      y: [Model-Y, "512/1024", 2000]
"""

W7 = """id: W7
title: "Four small models on two benchmarks"
publisher: Example Lab
date: 2026-05-06
access: public
url: https://example.com/w7.pdf
tables:
  bench:
    caption: {en: scores of four small models, zh: 四个小模型的得分}
    where: Table 1
    columns:
      model: {label: {en: Model, zh: 模型}}
      qa: {unit: "%", label: {en: QA, zh: 问答}}
      code: {unit: "%", label: {en: Code, zh: 代码}}
    rows:
      lynx: [Lynx-3B, 71.2, 40.5]
      otter3: [Otter-3B, 66.8, 35.0]
      otter7: [Otter-7B, 70.1, 44.2]
      heron: [Heron-M, 68.0, 38.9]
  runs:
    caption: {en: key-value reads by client count, zh: 按客户端数的键值读取}
    where: Table 2
    columns:
      op: {label: {en: Operation, zh: 操作}}
      mode: {label: {en: Consistency, zh: 一致性}}
      clients: {unit: "", label: {en: Clients, zh: 客户端数}}
      qps: {unit: "", label: {en: QPS, zh: 每秒请求数}}
      rss: {unit: MB, label: {en: Server memory, zh: 服务器内存}}
    rows:
      r1s: [read, strict, 1, 1400, 40]
      r1l: [read, loose, 1, 2900, 41]
      r64s: [read, strict, 64, 140000, 90]
      r64l: [read, loose, 64, 186000, 95]
  serve:
    caption: {en: output tokens per second by model and input/output length, zh: 按模型和输入/输出长度的输出 token/秒}
    where: Table 3
    columns:
      model: {label: {en: Model, zh: 模型}}
      io: {label: {en: Input/output tokens, zh: 输入/输出 token}}
      tput: {unit: "", label: {en: Throughput (tokens/s), zh: 吞吐(token/秒)}}
    rows:
      a: ["Model-Q 70B", "128/128", 26300]
      b: ["Model-Q 70B", "128/2048", 19400]
      c: ["Model-Q 13B", "128/2048", 48100]
"""

W8 = """id: W8
title: "Training runs, boards and a key-value store"
publisher: Example Lab
date: 2026-05-07
access: public
url: https://example.com/w8.pdf
metrics:
  corpus:
    unit: ""
    values: {small: 3, large: 9}
    note: {en: "training samples of each model, in billions of samples", zh: 各模型的训练样本数(十亿)}
tables:
  train:
    caption: {en: training runs by card count and technique, zh: 按卡数和技术的训练运行}
    where: Table 1
    columns:
      cards: {unit: GPU, label: {en: Cards, zh: 卡数}}
      tech: {label: {en: Technique, zh: 技术}}
      per_card: {unit: "", label: {en: Throughput per card (samples/s), zh: 每卡吞吐(样本/秒)}}
      all_cards: {unit: "", label: {en: Throughput of all cards (samples/s), zh: 全部卡合计吞吐(样本/秒)}}
      mem: {unit: GiB, label: {en: Peak memory per card, zh: 每卡峰值显存}}
    rows:
      c8_base: [8, baseline, 5000, 40000, 70.0]
      c8_fuse: [8, baseline + kernel fusion, 5600, 44800, 64.0]
      c8_fp8: [8, baseline + kernel fusion + FP8, 8000, 64000, 63.5]
      c64_base: [64, baseline, 4500, 288000, 60.0]
      c64_fuse: [64, baseline + kernel fusion, 5200, 332800, 55.0]
      c64_fp8: [64, baseline + kernel fusion + FP8, 7600, 486400, 58.0]
  boards:
    caption: {en: Falcon Board 3 and Falcon Board 4 models, zh: 猎鹰板 3 与猎鹰板 4 各型号}
    where: Table 2
    columns:
      name: {label: {en: Model, zh: 型号}}
      ram: {unit: GB, label: {en: Memory, zh: 内存}}
      price: {unit: "", label: {en: List price (US dollars), zh: 售价(美元)}}
      psu: {unit: "", label: {en: Power supply (W), zh: 电源功率(W)}}
      clock: {unit: "", label: {en: Radio channel (MHz), zh: 射频信道(MHz)}}
      rate: {unit: Mbps, label: {en: Link rate, zh: 链路速率}}
    rows:
      b3_4: [Falcon Board 3 4GB, 4, 55, 15.3, 80, 600]
      b4_4: [Falcon Board 4 4GB, 4, 60, 27, 160, 1440]
      b4_8: [Falcon Board 4 8GB, 8, 80, 27, 160, 1440]
  kv:
    caption: {en: maximum throughput and latency by store and workload, zh: 按存储和负载的最大吞吐与延迟}
    where: Table 3
    columns:
      store: {label: {en: Store, zh: 存储}}
      load: {label: {en: Workload, zh: 负载}}
      total: {unit: "", label: {en: "Throughput, whole cluster (thousand ops/s)", zh: "吞吐,集群合计(千次/秒)"}}
      p90: {unit: ms, label: {en: p90 latency, zh: P90 延迟}}
    rows:
      k2_w: [Kestrel 2.1.4, write, 40, 3.2]
      k2_r: [Kestrel 2.1.4, read, 30, 4.5]
      s9_w: [Swift 9.0.1, write, 200, 1.3]
      s9_r: [Swift 9.0.1, read, 140, 1.6]
      s9_m: [Swift 9.0.1, "mixed (reads and writes)", 160, 1.5]
  evals:
    caption: {en: scores of two models on three tasks, zh: 两个模型在三项任务上的得分}
    where: Table 4
    columns:
      model: {label: {en: Model, zh: 模型}}
      qa: {unit: "%", label: {en: QA, zh: 问答}}
      code: {unit: "%", label: {en: Code, zh: 代码}}
      maths: {unit: "%", label: {en: Maths, zh: 数学}}
    rows:
      small: [Falcon-S, 61.0, 40.0, 35.5]
      large: [Falcon-L, 80.0, 66.0, 64.0]
"""

W9 = """id: W9
title: "Handhelds, a drive fleet and three small models"
publisher: Example Lab
date: 2026-05-08
access: public
url: https://example.com/w9.pdf
metrics:
  fleet: {value: 52000, unit: drive, note: {en: "drives in the fleet at year end", zh: 年末机群中的硬盘数}}
  cores: {value: 4, unit: "", note: {en: "Zen 4 CPU cores of the handheld's chip", zh: 掌机芯片的 Zen 4 CPU 核心数}}
  train_mem:
    unit: GB
    values: {full: 1200, lite: 350}
    note: {en: "VRAM used during training", zh: 训练时的显存占用}
  ckpt:
    unit: GB
    values: {full: 350, lite: 0.035}
    note: {en: "checkpoint size (a 35 MB Lite checkpoint vs the 350 GB full model)", zh: 检查点大小(Lite 为 35MB)}
  afr:
    unit: "%"
    values: {y2022: 1.40, y2023: 1.65}
    note: {en: "annualized failure rate of the fleet, per year", zh: 机群的年化故障率(按年)}
tables:
  units:
    caption: {en: handheld models, zh: 掌机各型号}
    where: Table 1
    columns:
      model: {label: {en: Model, zh: 型号}}
      weight: {unit: "", label: {en: Weight (grams), zh: 重量(克)}}
      price: {unit: "", label: {en: Launch price (US$), zh: 首发价格(美元)}}
    rows:
      go64: [Pico Go 64, 670, 399]
      pro1t: [Pico Go Pro 1TB, 630, 649]
  drives:
    caption: {en: drive models in the fleet, zh: 机群中的硬盘型号}
    where: Table 2
    columns:
      model: {label: {en: Drive model, zh: 硬盘型号}}
      count: {unit: drive, label: {en: Drive count, zh: 硬盘数量}}
      afr: {unit: "%", label: {en: Annualized failure rate, zh: 年化故障率}}
    rows:
      acme12: [Acme 12TB, 4100, 1.10]
      bolt16: [Bolt 16TB, 9800, 0.60]
  scores:
    caption: {en: ImageNet accuracy of three small models, zh: 三个小模型的 ImageNet 准确率}
    where: Table 3
    columns:
      model: {label: {en: Model, zh: 模型}}
      top1: {unit: "%", label: {en: Top-1 accuracy, zh: Top-1 准确率}}
      top5: {unit: "%", label: {en: Top-5 accuracy, zh: Top-5 准确率}}
    rows:
      f1: [Finch-1, 71.5, 88.0]
      f2: [Finch-2, 74.0, 90.5]
      robin: [Robin-L, 80.2, 93.1]
  pipe:
    caption: {en: requests per second with and without pipelining, zh: 使用与不使用流水线时的每秒请求数}
    where: Table 4
    columns:
      command: {label: {en: Command, zh: 命令}}
      depth: {unit: "", label: {en: Pipeline depth, zh: 流水线深度}}
      rps: {unit: "", label: {en: Requests per second, zh: 每秒请求数}}
    rows:
      set_p1: [SET, 1, 74000]
      set_p16: [SET, 16, 400000]
      get_p16: [GET, 16, 504000]
  links:
    caption:
      en: "Two links: lanes, per-lane rate and maximum raw link rate"
      zh: "两种链路:通道数、单通道速率与最大原始链路速率"
    where: Table 5
    columns:
      name: {label: {en: Link, zh: 链路}}
      lanes: {unit: "", label: {en: Lanes, zh: 通道数}}
      lane_rate: {unit: Gbps, label: {en: Per-lane rate, zh: 单通道速率}}
      raw: {unit: Gbps, label: {en: Raw link rate, zh: 原始链路速率}}
    rows:
      la: [Alpha Link, 4, 5.4, 21.6]
      lb: [Beta Link, 2, 10, 20]
"""


W10 = """id: W10
title: "Four detectors on one GPU"
publisher: Example Lab
date: 2026-06-01
access: public
url: https://example.com/w10.pdf
metrics:
  peak_rps: {value: 1046370, unit: "", note: {en: "requests per second of the model server at peak", zh: 模型服务器的峰值每秒请求数}}
  dataset: {value: 18, unit: TB, note: {en: "size of the image dataset", zh: 图片数据集的大小}}
  ingest: {value: 400, unit: MB/s, note: {en: "ingest rate of the image dataset", zh: 图片数据集的导入速率}}
  compression: {value: 2.5, unit: "", note: {en: "compression ratio of the image archive", zh: 图片归档的压缩比}}
  runs: {value: 10, unit: "", note: {en: "runs each latency is averaged over", zh: 每个延迟取平均的运行次数}}
  peak_ingest: {value: 520, unit: MB/s, note: {en: "peak ingest rate of the archive node", zh: 归档节点的峰值导入速率}}
  ckpt_save:
    unit: s
    values: {old: 312, new: 41}
    note: {en: "time per checkpoint save", zh: 单次 checkpoint 保存耗时}
tables:
  det:
    caption: {en: four object detectors on one GPU, zh: 单卡上的四个检测器}
    where: Table 1
    columns:
      model: {label: {en: Detector, zh: 检测器}}
      latency: {unit: ms, label: {en: Latency per image, zh: 单张图片延迟}}
      fps: {unit: "", label: {en: Frames per second, zh: 每秒帧数}}
      gflops: {unit: "", label: {en: FLOPs (billions), zh: 计算量(十亿次)}}
      ap: {unit: "", label: {en: COCO AP, zh: COCO AP}}
    rows:
      kite: [Kite-S, 12, 83, 8.7, 33.1]
      hawk: [Hawk-M, 25, 40, 21.4, 38.6]
      owl: [Owl-L, 48, 21, 64.2, 42.0]
      eagle: [Eagle-X, 95, 10.5, 150.3, 45.2]
  nodes:
    caption: {en: average ingest rate of the archive nodes, zh: 各归档节点的平均导入速率}
    where: Table 2
    columns:
      node: {label: {en: Node, zh: 节点}}
      ingest: {unit: MB/s, label: {en: Ingest rate, zh: 导入速率}}
    rows:
      na: [Node A, 410]
      nb: [Node B, 455]
"""

W11 = """id: W11
title: "Model releases"
publisher: Example Lab
date: 2026-06-01
access: public
url: https://example.com/w11.pdf
tables:
  releases:
    caption: {en: three model releases, zh: 三次模型发布}
    where: Table 1
    columns:
      model: {label: {en: Model, zh: 模型}}
      year: {unit: "", label: {en: Year released, zh: 发布年份}}
      params: {unit: "", label: {en: Parameters (billions), zh: 参数量(十亿)}}
    rows:
      finch: [Finch-1, 2021, 1.3]
      robin: [Robin-L, 2023, 7.0]
"""

W12 = """id: W12
title: "Vega server processors and the Loom file store"
publisher: Example Lab
date: 2026-06-01
access: public
url: https://example.com/w12.pdf
metrics:
  blocks: {value: 84, unit: "", note: {en: "blocks in the store, in millions", zh: 存储中的数据块数(百万)}}
  files: {value: 70, unit: "", note: {en: "files in the store, in millions", zh: 存储中的文件数(百万)}}
  agg_read: {value: 576, unit: MB/s, note: {en: "aggregate read throughput of the 8-node Loom cluster in the benchmark run", zh: 基准测试中 8 节点 Loom 集群的聚合读吞吐}}
  util:
    unit: "%"
    values: {baseline: 61.0, loom: 83.5}
    note: {en: GPU utilisation during training, zh: 训练时的 GPU 利用率}
  stall:
    unit: "%"
    values: {baseline: 9.9, loom: 5.5}
    note: {en: share of training time stalled on checkpoints, zh: 训练因检查点停顿的时间占比}
tables:
  cpus:
    caption: {en: Vega processors, zh: Vega 处理器}
    where: Table 1
    columns:
      model: {label: {en: Model, zh: 型号}}
      cores: {unit: "", label: {en: Cores, zh: 核心数}}
      base: {unit: "", label: {en: "Base clock (GHz)", zh: 基础频率(GHz)}}
      tdp: {unit: "", label: {en: "Default TDP (W)", zh: 默认 TDP(瓦)}}
      price: {unit: "", label: {en: "List price (US$)", zh: 单价(美元)}}
    rows:
      v7320: [Vega 7320, 32, 2.80, 240, 4000]
      v7320p: [Vega 7320P, 32, 2.80, 240, 3600]
      v7410: [Vega 7410, 48, 2.40, 300, 6000]
      v7560: [Vega 7560, 64, 2.20, 360, 9600]
  io:
    caption: {en: average throughput per node, zh: 每节点平均吞吐}
    where: Table 2
    columns:
      setting: {label: {en: Setting, zh: 场景}}
      read: {unit: MB/s, label: {en: Read throughput per node, zh: 每节点读吞吐}}
      write: {unit: MB/s, label: {en: Write throughput per node, zh: 每节点写吞吐}}
    rows:
      bench: [Benchmark run, 72, 45]
  runs:
    caption: {en: training runs, zh: 训练任务}
    where: Table 3
    columns:
      model: {label: {en: Model, zh: 模型}}
      hardware: {label: {en: Hardware, zh: 硬件}}
      hours: {unit: h, label: {en: Training time, zh: 训练时长}}
    rows:
      small: [Wren-S, K80x4, 12]
      large: [Wren-L, K80x32, 168]
  mix:
    caption: {en: share of renewable energy, zh: 可再生能源占比}
    where: Table 4
    columns:
      provider: {label: {en: Provider, zh: 云服务商}}
      renewable: {unit: "%", label: {en: Renewable, zh: 可再生能源}}
    rows:
      ms: [Microsoft, 32]
      gg: [Google, 56]
      oc: [Oracle, 27]
"""

W13 = """id: W13
title: "Tarn 5300 NVMe SSD product brief: 5300 PRO and 5300 MAX; BasaltDB order benchmark"
publisher: Example Lab
date: 2026-06-01
access: public
url: https://example.com/w13.pdf
metrics:
  warranty: {value: 5, unit: "", note: {en: warranty in years, zh: 质保年数}}
tables:
  drives:
    caption: {en: Tarn 5300 capacities, zh: Tarn 5300 各容量型号}
    where: Table 1
    columns:
      model: {label: {en: Model, zh: 型号}}
      line: {label: {en: Product line, zh: 产品线}}
      capacity: {unit: TB, label: {en: User capacity, zh: 用户容量}}
      endurance: {unit: PB, label: {en: Rated endurance, zh: 额定写入量}}
    rows:
      pro_4: [5300 PRO 3.84TB, PRO, 3.84, 7.0]
      pro_8: [5300 PRO 7.68TB, PRO, 7.68, 14.0]
      max_3: [5300 MAX 3.20TB, MAX, 3.20, 17.5]
      max_6: [5300 MAX 6.40TB, MAX, 6.40, 35.0]
  orders:
    caption: {en: "BasaltDB order benchmark by cluster size: shops, nodes, orders per minute and efficiency", zh: "BasaltDB 不同集群规模的订单基准:店铺数、节点数、每分钟订单数与效率"}
    where: Table 2
    columns:
      version: {label: {en: Version, zh: 版本}}
      shops: {unit: "", label: {en: Shops, zh: 店铺数}}
      nodes: {unit: node, label: {en: Nodes, zh: 节点数}}
      opm: {unit: "", label: {en: "Orders per minute, whole cluster", zh: 每分钟订单数(集群总计)}}
      efficiency: {unit: "%", label: {en: Efficiency, zh: 效率}}
    rows:
      s2k: [v4.2, 2000, 4, 24000, 97.5]
      s20k: [v5.1, 20000, 12, 230000, 95.0]
      s50k: [v6.3, 50000, 12, 560000, 92.5]
  sizes:
    caption: {en: Loch instance sizes, zh: Loch 实例规格}
    where: Table 3
    columns:
      name: {label: {en: Instance, zh: 实例}}
      vcpus: {unit: "", label: {en: vCPUs, zh: vCPU 数}}
      memory: {unit: GB, label: {en: Memory, zh: 内存}}
    rows:
      small: [loch.large, 4, 32]
      big: [loch.8large, 32, 128]
  corpus:
    caption: {en: "Training corpus: tokens (billions) and share of all tokens", zh: 训练语料:token 数(十亿)与占比}
    where: Table 4
    columns:
      source: {label: {en: Source, zh: 来源}}
      tokens: {unit: "", label: {en: "Tokens (billions)", zh: "token 数(十亿)"}}
      share: {unit: "%", label: {en: Share of all tokens, zh: 占全部 token 比例}}
    rows:
      web: [Web pages, 300, 50.0]
      books: [Books, 120, 20.0]
      code: [Code, 180, 30.0]
  chips:
    caption: {en: Ridge switch chips, zh: Ridge 交换芯片}
    where: Table 5
    columns:
      chip: {label: {en: Chip, zh: 芯片}}
      bandwidth: {unit: Tbps, label: {en: Bandwidth, zh: 带宽}}
    rows:
      r4: [Ridge 4, 12.8]
      r5: [Ridge 5, 25.6]
"""

W15 = """id: W15
title: "Skylark radio, accelerator and storage sheet"
publisher: Example Lab
date: 2026-06-01
access: public
url: https://example.com/w15.pdf
metrics:
  peak_se:
    unit: ""
    values: {dl: 30, ul: 15}
    note: {en: "peak spectral efficiency in bit/s/Hz, downlink and uplink", zh: "峰值频谱效率(bit/s/Hz),下行与上行"}
  up_latency:
    unit: ms
    values: {embb: 4, urllc: 1}
    note: {en: "user plane latency, eMBB and URLLC", zh: "用户面时延,eMBB 与 URLLC"}
  payload: {value: 32, unit: byte, note: {en: packet size of the reliability requirement, zh: 可靠性要求中的数据包大小}}
  snapshot_time:
    unit: s
    values: {old: 42, new: 15}
    note: {en: "snapshot time, old release and Skylark", zh: "快照耗时,旧版与 Skylark"}
  disk_max: {value: 32000, unit: GB, note: {en: maximum capacity per disk, zh: 单盘最大容量}}
  max_disks: {value: 20, unit: drive, note: {en: data disks one server can attach, zh: 单台服务器可挂载的数据盘数}}
  example_size: {value: 500, unit: GB, note: {en: capacity of the example volume, zh: 示例云盘的容量}}
  efficiency:
    unit: ""
    values: {rd: 12, wr: 9}
    note: {en: "storage efficiency of a Skylark node, GB/s/W, read and write", zh: "Skylark 节点的存储能效(GB/s/W),读与写"}
tables:
  se:
    caption: {en: "5th percentile user spectral efficiency by environment (bit/s/Hz)", zh: "各环境第 5 百分位用户频谱效率(bit/s/Hz)"}
    where: Table 1
    columns:
      env: {label: {en: Environment, zh: 环境}}
      se5: {unit: "", label: {en: "5th percentile user spectral efficiency", zh: 第 5 百分位用户频谱效率}}
      avg: {unit: "", label: {en: "Average spectral efficiency", zh: 平均频谱效率}}
    rows:
      indoor: [Indoor Hotspot, 0.3, 9]
      urban: [Dense Urban, 0.225, 5]
  cards:
    caption: {en: Skylark cards, zh: Skylark 板卡}
    where: Table 2
    columns:
      card: {label: {en: Card, zh: 板卡}}
      chips: {unit: "", label: {en: Chips per card, zh: 单卡芯片数}}
      cores: {unit: "", label: {en: Cores, zh: 核心数}}
      clock: {unit: "", label: {en: "Clock, GHz", zh: "时钟频率(GHz)"}}
      fp8: {unit: "", label: {en: "FP8 compute, TFLOPS", zh: "FP8 算力(TFLOPS)"}}
      power: {unit: "", label: {en: "Board power, W", zh: "板卡功耗(W)"}}
      price: {unit: "", label: {en: "Price per card, US$ per hour", zh: "每卡价格(美元/小时)"}}
      max_cards: {unit: GPU, label: {en: Maximum cards per instance, zh: 单实例最多卡数}}
    rows:
      s75: [Skylark s75, 1, 96, 1.0, 221, 75, 4.25, 8]
      s150: [Skylark s150, 1, 120, 1.2, 332, 200, 4.76, 7]
      d300: [Skylark d300, 2, 128, 1.0, 466, 300, 2.21, 8]
  partitions:
    caption: {en: Lark partitions, zh: Lark 分区}
    where: Table 3
    columns:
      name: {label: {en: Partition, zh: 分区}}
      nodes: {unit: node, label: {en: Nodes, zh: 节点数}}
      gpus: {unit: GPU, label: {en: GPUs per node, zh: 单节点 GPU 数}}
      gcds: {unit: "", label: {en: GPU compute dies (GCDs) per node, zh: 单节点 GCD 数}}
    rows:
      g: [Lark-G, 2978, 4, 8]
      c: [Lark-C, 2048, null, null]
  tiers:
    caption: {en: "Storage tiers: capacity and aggregate bandwidth", zh: 存储层:容量与聚合带宽}
    where: Table 4
    columns:
      tier: {label: {en: Tier, zh: 存储层}}
      capacity: {unit: PB, label: {en: Capacity, zh: 容量}}
      bandwidth: {unit: GB/s, label: {en: Aggregate bandwidth, zh: 聚合带宽}}
    rows:
      flash: [Flash tier, 8, 2000]
      disk: [Disk tier, 80, 240]
  volumes:
    caption: {en: Skylark volume prices, zh: Skylark 云盘价格}
    where: Table 5
    columns:
      kind: {label: {en: Volume, zh: 云盘}}
      price: {unit: "", label: {en: "List price, CNY per GB per month", zh: "目录价(元/GB/月)"}}
    rows:
      premium: [Premium volume, 0.35]
      ssd: [SSD volume, 1.00]
"""

W14 = """id: W14
title: "Fjord key-value service: limits, prices and a corpus"
publisher: Example Lab
date: 2026-06-01
access: public
url: https://example.com/w14.pdf
metrics:
  op_temp: {range: [5, 60], unit: "", note: {en: "operating temperature, degrees Celsius", zh: 工作温度(摄氏度)}}
  mixed_iops: {value: 900000, unit: "", note: {en: "4KB random 70/30 mixed IOPS", zh: 4KB 随机 70/30 混合 IOPS}}
  msg_rate: {range: [330, 370], unit: "", note: {en: "Fjord 3 message rate, million messages per second", zh: Fjord 3 消息速率(百万条/秒)}}
  free_compute: {value: 400000, unit: "", note: {en: "GB-seconds of compute free each month", zh: 每月免费计算量(GB-秒)}}
  workload: {value: 550, unit: "", note: {en: "workload rate limit, TB transferred per year", zh: 工作负载额定值(每年传输 TB 数)}}
  list_size: {value: 500, unit: "", note: {en: number of systems on the list, zh: 榜单收录的系统数}}
  list_total: {value: 2.23, unit: "", note: {en: "aggregate Rmax of all 500 systems, EFlop/s", zh: "全部 500 套系统的 Rmax 总和(EFlop/s)"}}
  ports_replaced: {value: 48, unit: "", note: {en: "first-generation Fjord switches one Fjord 3 replaces", zh: 一台 Fjord 3 替代的初代 Fjord 交换机数}}
tables:
  limits:
    caption: {en: Service limits, zh: 服务限额}
    where: Table 1
    columns:
      item: {label: {en: Limit, zh: 限额}}
      value: {unit: "", label: {en: Value, zh: 取值}}
    rows:
      item_kb: ["Maximum item size, KB / 单个项目最大大小(KB)", 400]
      page_mb: ["Data returned per query, MB / 单次查询返回的数据(MB)", 1]
      key_bytes: ["Sort key length (bytes) / 排序键长度(字节)", 1024]
  prices:
    caption: {en: "Prices per million requests (US$)", zh: 每百万次请求价格(美元)}
    where: Table 2
    columns:
      cls: {label: {en: Class, zh: 类别}}
      write: {unit: "", label: {en: "Writes, US$ per million", zh: "写,每百万次(美元)"}}
    rows:
      std: [Standard, 1.25]
      ia: [Infrequent, 1.56]
  mix:
    caption: {en: Corpus mix, zh: 语料构成}
    where: Table 3
    columns:
      src: {label: {en: Source, zh: 来源}}
      share: {unit: "%", label: {en: Share of all tokens, zh: 占全部 token 比例}}
    rows:
      web: [Web pages, 60.0]
      news: [News, 40.0]
      all: [All training data, 100.0]
  switches:
    caption: {en: Fjord switches, zh: Fjord 交换机}
    where: Table 4
    columns:
      name: {label: {en: Switch, zh: 交换机}}
      lanes: {unit: "", label: {en: SerDes lanes, zh: SerDes 通道数}}
    rows:
      f1: [Fjord, 128]
      f3: [Fjord 3, 512]
  hpc:
    caption: {en: Fjord clusters on HPL, zh: Fjord 集群的 HPL 成绩}
    where: Table 5
    columns:
      rank: {unit: "", label: {en: Rank, zh: 排名}}
      name: {label: {en: System, zh: 系统}}
      rmax: {unit: "", label: {en: "Rmax (TFlop/s)", zh: "Rmax(TFlop/s)"}}
      power: {unit: "", label: {en: "Power (kW)", zh: "功耗(kW)"}}
    rows:
      r1: [1, Fjord-A, 415530, 28335]
      r2: [2, Fjord-B, 148600, 10096]
  disks:
    caption: {en: Fjord disks, zh: Fjord 硬盘}
    where: Table 6
    columns:
      model: {label: {en: Model, zh: 型号}}
      capacity: {unit: TB, label: {en: Capacity, zh: 容量}}
    rows:
      d16: [Fjord D5 16TB, 16]
      d18: [Fjord D5 18TB, 18]
      d24: [Fjord D8 24TB, 24]
  tiers:
    caption: {en: Compute tiers, zh: 计算档位}
    where: Table 7
    columns:
      tier: {label: {en: Tier, zh: 档位}}
      ends_at: {unit: "", label: {en: "Tier ends at (billion GB-seconds per month)", zh: "档位上限(十亿 GB-秒/月)"}}
    rows:
      first: [First tier, 6]
      next: [Next tier, 15]
  classes:
    caption: {en: Fjord table classes, zh: Fjord 表类别}
    where: Table 8
    columns:
      cls: {label: {en: Class, zh: 类别}}
      read: {unit: "", label: {en: "Reads, US$ per million", zh: "读,每百万次(美元)"}}
    rows:
      std: [Fjord Standard, 0.25]
      ia: [Fjord Standard-IA, 0.31]
  cards:
    caption: {en: Fjord network cards, zh: Fjord 网卡}
    where: Table 9
    columns:
      form: {label: {en: Card, zh: 网卡}}
      ports: {unit: "", label: {en: Ports, zh: 端口数}}
      port_speed: {unit: Gbps, label: {en: Speed per port, zh: 单端口速率}}
      total: {unit: Gbps, label: {en: Total bandwidth, zh: 总带宽}}
      lanes: {unit: "", label: {en: Host PCIe lanes, zh: 主机 PCIe 通道数}}
    rows:
      c4: [Fjord NIC-4, 1, 100, 100, 16]
      c5: [Fjord NIC-5, 2, 100, 200, 16]
      c7: [Fjord NIC-7, 2, 200, 400, 32]
"""

W16 = """id: W16
title: Heron cloud plans, Tern disc burners and Petrel chips
publisher: Example Lab
date: 2026-01-10
access: public
url: https://example.com/w16
metrics:
  remote_latency:
    value: 100
    unit: ms
    note: {en: "latency in remote places can exceed this", zh: 偏远地区的时延可能超过该值}
  link_latency:
    value: 2
    unit: ns
    note: {en: "target link latency, an upper bound (below 2 ns)", zh: 链路时延目标(上限)}
tables:
  plans:
    caption: {en: "Heron Shared Nodes: resources and prices", zh: "Heron 共享节点:资源与价格"}
    where: Table 1
    columns:
      memory: {unit: GiB, label: {en: Memory, zh: 内存}}
      disk: {unit: GiB, label: {en: Disk, zh: 磁盘}}
      monthly: {unit: "", label: {en: "Price per month (US$)", zh: "月价(美元)"}}
      hourly: {unit: "", label: {en: "Price per hour (US$)", zh: "小时价(美元)"}}
      vcpu: {unit: "", label: {en: vCPUs, zh: vCPU 数}}
    rows:
      p4: [0.5, 10, 4, 0.006, 1]
      p6: [1, 25, 6, 0.009, 1]
      p12: [2, 50, 12, 0.018, 2]
  addons:
    caption: {en: Add-on prices, zh: 附加服务价格}
    where: Table 2
    columns:
      item: {label: {en: Item, zh: 项目}}
      value: {unit: "", label: {en: "Price (US$)", zh: "价格(美元)"}}
    rows:
      bucket: ["Object bucket, US$ per month / 对象存储桶,每月", 5]
      lb: ["Load balancer, US$ per month / 负载均衡器,每月", 12]
  speeds:
    caption: {en: "Tern burner speeds: rate and time to fill a disc", zh: "Tern 刻录倍速:速率与刻满时间"}
    where: Table 3
    columns:
      rate: {unit: MB/s, label: {en: Data rate, zh: 数据速率}}
      fill: {unit: min, label: {en: Time to fill a full disc, zh: 刻满一张盘所需时间}}
    rows:
      x1: [4.5, 92.6]
      x2: [9, 46.3]
      x4: [18, 23.1]
      x8: [36, 11.6]
  chips:
    caption: {en: Petrel chip scores, zh: Petrel 芯片跑分}
    where: Table 4
    columns:
      single: {unit: "", label: {en: Single-core score, zh: 单核得分}}
      multi: {unit: "", label: {en: Multi-core score, zh: 多核得分}}
    rows:
      c7000: [1650, 4400]
      c7200: [1900, 5300]
      c7300: [2200, 7400]
  drives:
    caption: {en: "Osprey SSD endurance by capacity", zh: Osprey 各容量版本的寿命}
    where: Table 6
    columns:
      part: {label: {en: Part number, zh: 型号}}
      capacity: {unit: GB, label: {en: Capacity, zh: 容量}}
      rand_read: {unit: "", label: {en: "4K random read (IOPS)", zh: "4K 随机读取(IOPS)"}}
      tbw: {unit: TB, label: {en: "Endurance (TBW)", zh: "写入寿命(TBW)"}}
    rows:
      tb1: [OSP-1T, 1000, 1000000, 1000]
      tb2: [OSP-2T, 2000, 1300000, 1500]
      tb4: [OSP-4T, 4000, 1300000, 3000]
  discs:
    caption: {en: "Kestrel disc formats", zh: Kestrel 光盘格式}
    where: Table 7
    columns:
      fmt: {label: {en: Format, zh: 格式}}
      capacity: {unit: GB, label: {en: Capacity per disc, zh: 单盘容量}}
      max_rate: {unit: Mbps, label: {en: Maximum read rate, zh: 最大读取速率}}
    rows:
      k50: [Kestrel dual layer, 50, 54]
      u50: [Kestrel Ultra dual layer, 50, 82]
      u66: [Kestrel Ultra dual layer 66, 66, 108]
  tape:
    caption: {en: Tern tape drives, zh: Tern 磁带机}
    where: Table 8
    columns:
      drive: {label: {en: Drive, zh: 磁带机}}
      rate_gbh: {unit: GB/h, label: {en: Native data rate per hour, zh: 每小时原生速率}}
    rows:
      t1: [Tern T100, 432]
  kits:
    caption: {en: Antenna kits, zh: 天线套件}
    where: Table 5
    columns:
      kit: {label: {en: Kit, zh: 套件}}
      weight: {unit: "", label: {en: "Weight (kg)", zh: "重量(千克)"}}
    rows:
      mini: [Mini, 1.1]
      std: [Standard, 2.9]
"""


W17 = """id: W17
title: Gannet object store write test and Skua SSDs
publisher: Example Lab
date: 2026-01-12
access: public
url: https://example.com/w17
metrics:
  written:
    value: 2.1
    unit: PB
    note: {en: data written in the endurance run, zh: 耐久测试写入的数据量}
  run_time:
    value: 3.5
    unit: h
    note: {en: duration of the endurance run, zh: 耐久测试时长}
  peak:
    value: 171.5
    unit: GB/s
    note: {en: peak cluster write throughput, zh: 集群峰值写入吞吐}
  servers:
    value: 350
    unit: server
    note: {en: storage servers in the cluster, zh: 集群中的存储服务器数}
  memory:
    value: 128
    unit: GB
    note: {en: memory per server, zh: 每台服务器的内存}
tables:
  drives:
    caption: {en: Skua SSDs by capacity, zh: Skua 各容量版本}
    where: Table 1
    columns:
      part: {label: {en: Part number, zh: 型号}}
      capacity: {unit: TB, label: {en: Capacity, zh: 容量}}
      write: {unit: MB/s, label: {en: Sequential write, zh: 顺序写入}}
    rows:
      tb1: [SKU-1T, 1, 5000]
      tb4: [SKU-4T, 4, 6500]
"""


W18 = """id: W18
title: Plover file system limits, Stilt RAID cards and a link standard
publisher: Example Lab
date: 2026-01-14
access: public
url: https://example.com/w18
metrics:
  data_rates:
    range: [4, 32]
    unit: ""
    note: {en: "per-lane data rates, GT/s", zh: "单通道速率,GT/s"}
tables:
  limits:
    caption: {en: Plover limits by block size, zh: Plover 各块大小下的上限}
    where: Table 1
    columns:
      block_size: {unit: KiB, label: {en: Block size, zh: 块大小}}
      blocks: {unit: "", label: {en: Blocks in the file system (maximum), zh: 文件系统块数上限}}
      fs_size: {unit: TiB, label: {en: File system size, zh: 文件系统大小}}
      group_size: {unit: MiB, label: {en: Block group size, zh: 块组大小}}
    rows:
      b1k: [1, 4294967296, 4, 8]
      b2k: [2, 4294967296, 8, 32]
      b4k: [4, 4294967296, 16, 128]
  cards:
    caption: {en: Stilt NVMe RAID cards, zh: Stilt NVMe RAID 卡}
    where: Table 2
    columns:
      card: {label: {en: Card, zh: 型号}}
      drives: {unit: drive, label: {en: NVMe drives per card, zh: 每卡盘位}}
      read: {unit: MB/s, label: {en: Sequential read, zh: 顺序读取}}
      power: {unit: "", label: {en: Maximum power (W), zh: 最大功耗(瓦)}}
      price: {unit: "", label: {en: List price (USD), zh: 标价(美元)}}
    rows:
      s4: [Stilt S4, 4, 14000, 20, 700]
      s8: [Stilt S8, 8, 28000, 40, 1100]
  rates:
    caption: {en: Lane rates, zh: 通道速率}
    where: Table 3
    columns:
      rate: {unit: "", label: {en: Data rate per lane (GT/s), zh: 单通道速率(GT/s)}}
      lanes16: {unit: GB/s, label: {en: Bandwidth of 16 lanes, zh: 16 通道带宽}}
    rows:
      gt16: [16, 32]
      gt32: [32, 64]
"""


W19 = """id: W19
title: Petrel ingest cluster run and Auk SSDs
publisher: Example Lab
date: 2026-01-16
access: public
url: https://example.com/w19
metrics:
  nodes: {value: 200, unit: server, note: {en: storage servers in the cluster, zh: 集群中的存储服务器数}}
  hosts: {value: 40, unit: client, note: {en: client hosts that wrote the data, zh: 写入数据的客户端数}}
  ram: {value: 256, unit: GB, note: {en: memory per server, zh: 每台服务器内存}}
  total: {value: 1.8, unit: PB, note: {en: total data written in the run, zh: 本次测试写入的数据总量}}
  hours: {value: 2.5, unit: h, note: {en: duration of the run, zh: 测试时长}}
  per_host: {value: 360, unit: GB/h, note: {en: ingest per hour of one client, zh: 单客户端每小时写入量}}
  scale: {value: 14.6, unit: x, note: {en: speed-up of 16 cards over two cards, zh: 16 卡相对 2 卡的加速比}}
  base_cards: {value: 2, unit: GPU, note: {en: cards in the baseline run, zh: 基线测试的卡数}}
  big_cards: {value: 16, unit: GPU, note: {en: cards in the large run, zh: 大规模测试的卡数}}
tables:
  ssd:
    caption: {en: Auk SSDs, zh: Auk 固态硬盘}
    where: Table 1
    columns:
      model: {label: {en: Model, zh: 型号}}
      capacity: {unit: TB, label: {en: Capacity, zh: 容量}}
      write: {unit: MB/s, label: {en: Sequential write, zh: 顺序写}}
      price: {unit: "", label: {en: Price (USD), zh: 价格(美元)}}
      tested: {unit: drive, label: {en: Drives tested, zh: 测试盘数}}
    rows:
      a2: [Auk A2, 2, 5200, 240, 10]
      a6: [Auk A6, 6, 6100, 560, 4]
  bays:
    caption: {en: Heron enclosures, zh: Heron 机箱}
    where: Table 2
    columns:
      model: {label: {en: Model, zh: 型号}}
      bays: {unit: drive, label: {en: Drive bays, zh: 盘位}}
    rows:
      h4: [Heron H4, 4]
      h8: [Heron H8, 8]
"""


W20 = """id: W20
title: Wren link rates and controller
publisher: Example Lab
date: 2026-01-17
access: public
url: https://example.com/w20
metrics:
  uplink: {value: 25, unit: GB/s, note: {en: uplink bandwidth per node, zh: 每节点上行带宽}}
  bus: {value: 128, unit: bit, note: {en: memory bus width of the controller, zh: 控制器内存总线位宽}}
tables:
  link:
    caption: {en: Wren link bandwidth by data rate, zh: Wren 各速率下的链路带宽}
    where: Table 2
    columns:
      rate: {unit: "", label: {en: Data rate (GT/s), zh: 速率(GT/s)}}
      x8: {unit: GB/s, label: {en: Bandwidth of 8 lanes, zh: 8 通道带宽}}
    rows:
      r25: [25, 25]
      r50: [50, 50]
      r100: [100, 100]
  ext:
    caption: {en: Wren volume geometry by block size, zh: Wren 各块大小的卷布局}
    where: Table 3
    columns:
      block: {unit: KiB, label: {en: Block size, zh: 块大小}}
      group: {unit: MiB, label: {en: Block group span, zh: 块组跨度}}
    rows:
      b1k: [1, 8]
      b4k: [4, 128]
"""


W21 = """id: W21
title: Heron enclosure prices
publisher: Example Lab
date: 2026-01-18
access: public
url: https://example.com/w21
tables:
  boxes:
    caption: {en: Heron enclosures, zh: Heron 机箱}
    where: Table 1
    columns:
      model: {label: {en: Model, zh: 型号}}
      bays: {unit: drive, label: {en: Drive bays, zh: 盘位}}
      price: {unit: "", label: {en: Price (USD), zh: 价格(美元)}}
    rows:
      h4: [Heron H4, 4, 160]
      h8: [Heron H8, 8, 240]
"""


W22 = """id: W22
title: Kite disc burn times, erasure layout and link rate
publisher: Example Lab
date: 2026-01-19
access: public
url: https://example.com/w22
metrics:
  slow: {value: 92.6, unit: min, note: {en: time to fill a disc at 1x, zh: 1x 速度刻满一张盘的时间}}
  fast: {value: 11.6, unit: min, note: {en: time to fill a disc at 8x, zh: 8x 速度刻满一张盘的时间}}
  data_frags: {value: 14, unit: "", note: {en: data fragments per object, zh: 每个对象的数据分片数}}
  parity_frags: {value: 4, unit: "", note: {en: parity fragments per object, zh: 每个对象的校验分片数}}
  rated: {value: 28, unit: TB/s, note: {en: rated link bandwidth, zh: 额定链路带宽}}
  measured: {value: 19.54, unit: TB/s, note: {en: measured link bandwidth, zh: 实测链路带宽}}
  cluster: {value: 64, unit: GPU, note: {en: GPUs in the cluster, zh: 集群的 GPU 数}}
  drives: {value: 5250, unit: drive, note: {en: hard disk drives in the storage cluster, zh: 存储集群的硬盘数}}
  peak: {value: 171.5, unit: GB/s, note: {en: peak aggregate write throughput of the storage cluster, zh: 存储集群的峰值总写入吞吐}}
  ports: {value: 16, unit: "", note: {en: 100G QSFP28 ports of the switch, zh: 交换机的 100G QSFP28 端口数}}
  temp: {range: [-40, 70], unit: "", note: {en: "operating temperature of the switch, °C", zh: "交换机工作温度(°C)"}}
tables:
  cards:
    caption: {en: Kite GPU cards, zh: Kite GPU 卡}
    where: Table 1
    columns:
      model: {label: {en: Model, zh: 型号}}
      mem: {unit: GB, label: {en: Memory, zh: 显存}}
      tdp: {unit: "", label: {en: Board power (W), zh: 整卡功耗(W)}}
    rows:
      k2: [Kite K2, 48, 450]
      k1: [Kite K1, 32, 250]
  scaling:
    caption: {en: Kite GPU cluster throughput, zh: Kite GPU 集群吞吐}
    where: Table 2
    columns:
      gpus: {unit: GPU, label: {en: GPUs, zh: 卡数}}
      tput: {unit: GB/s, label: {en: Throughput, zh: 吞吐}}
      eff: {unit: "%", label: {en: Scaling efficiency, zh: 扩展效率}}
    rows:
      g8: [8, 64, 100]
      g64: [64, 500, 92.5]
  plans:
    caption: {en: Kite satellite plans, zh: Kite 卫星套餐}
    where: Table 3
    columns:
      plan: {label: {en: Plan, zh: 套餐}}
      dl_lo: {unit: Mbps, label: {en: "Typical download speed, low end", zh: 典型下载速度下限}}
      dl_hi: {unit: Mbps, label: {en: "Typical download speed, high end", zh: 典型下载速度上限}}
    rows:
      roam: [Roam, 5, 50]
      home: [Home, 25, 220]
  egress:
    caption: {en: Kite egress price tiers, zh: Kite 外网流出阶梯价}
    where: Table 4
    columns:
      low: {unit: TB, label: {en: Tier from, zh: 阶梯下限}}
      high: {unit: TB, label: {en: Tier up to, zh: 阶梯上限}}
      price: {unit: "", label: {en: "Price (yuan per GB)", zh: "单价(元/GB)"}}
    rows:
      t1: [0, 10, 0.29]
      t2: [10, 50, 0.26]
      t3: [50, 100, 0.23]
  optics:
    caption: {en: Kite optical parameters, zh: Kite 光学参数}
    where: Table 5
    columns:
      parameter: {label: {en: Parameter, zh: 参数}}
      value: {unit: "", label: {en: Value, zh: 数值}}
    rows:
      wavelength: ["Laser wavelength (nm) / 激光波长(纳米)", 405]
      aperture: ["Numerical aperture of the objective lens / 物镜数值孔径", 0.85]
      pitch: ["Track pitch (µm) / 轨距(微米)", 0.32]
"""


W23 = """id: W23
title: Kite antenna kits and disk latency tiers
publisher: Example Lab
date: 2026-01-20
access: public
url: https://example.com/w23
metrics:
  dims: {value: 128, unit: "", note: {en: dimensions of each vector, zh: 每个向量的维数}}
  clients: {value: 100, unit: client, note: {en: parallel clients of the benchmark, zh: 基准测试的并发客户端数}}
  snapshots: {value: 4, unit: "", note: {en: snapshots included with each larger VM, zh: 大规格虚拟机附带的快照数}}
tables:
  vms:
    caption: {en: Kite VM plans, zh: Kite 虚拟机套餐}
    where: Table 6
    columns:
      plan: {label: {en: Plan, zh: 套餐}}
      vcpu: {unit: "", label: {en: vCPUs, zh: vCPU 数}}
    rows:
      vm20: [VM 20, 6]
      vm40: [VM 40, 12]
  chip:
    caption: {en: per Kite chip, zh: 每颗 Kite 芯片}
    where: Table 7
    columns:
      item: {label: {en: Item, zh: 项目}}
      value: {unit: "", label: {en: Value, zh: 数值}}
    rows:
      hbm: [HBM3 capacity (GB) / HBM3 容量, 96]
      hbm_bw: [HBM3 bandwidth (TB/s) / HBM3 带宽, 4]
      dram: [LPDDR5X capacity (GB) / LPDDR5X 容量, 120]
      dram_bw: [LPDDR5X bandwidth (GB/s) / LPDDR5X 带宽, 512]
  kits:
    caption: {en: Kite antenna kits, zh: Kite 天线套件}
    where: Table 1
    columns:
      kit: {label: {en: Kit, zh: 套件}}
      length: {unit: "", label: {en: "Antenna length (mm)", zh: "天线长度(毫米)"}}
      width: {unit: "", label: {en: "Antenna width (mm)", zh: "天线宽度(毫米)"}}
      weight: {unit: "", label: {en: "Antenna weight (kg)", zh: "天线重量(千克)"}}
    rows:
      standard: [Standard, 594, 383, 2.9]
      mini: [Mini, 298.5, 259, 1.1]
  disks:
    caption: {en: Kite disk types, zh: Kite 磁盘类型}
    where: Table 2
    columns:
      type: {label: {en: Disk type, zh: 磁盘类型}}
      latency: {unit: ms, label: {en: Latency, zh: 延迟}}
    rows:
      nvme: [NVMe, 0.1]
      sata: [SATA SSD, 1]
      hdd: [HDD, 10]
  media:
    caption: {en: Kite storage media, zh: Kite 存储介质}
    where: Table 5
    columns:
      medium: {label: {en: Medium, zh: 介质}}
      access: {unit: s, label: {en: First-byte access time, zh: 首字节访问时间}}
      price: {unit: "", label: {en: "Price (US$ per TB per month)", zh: "价格(美元/TB/月)"}}
    rows:
      flash: [Flash, 0.5, 20]
      tape: [Tape, 8, 4]
      tape_vault: [Tape Vault, 40, 1.5]
      cold: [Cold Disk, 5, 8]
  jbod:
    caption: {en: Kite JBOD enclosures, zh: Kite JBOD 机箱}
    where: Table 8
    columns:
      name: {label: {en: Model, zh: 型号}}
      drives: {unit: drive, label: {en: Drive slots, zh: 盘位}}
    rows:
      j56: [JBOD-56, 56]
      j64: [JBOD-64, 64]
  classes:
    caption: {zh: Kite 存储类型单价, en: Kite storage classes}
    where: 表 9
    columns:
      tier: {label: {zh: 存储类型, en: Storage class}}
      price: {unit: "", label: {zh: "存储单价(元/GB/月)", en: "Storage price (CNY per GB per month)"}}
    rows:
      std: [标准存储, 0.098]
      ia: [低频访问存储, 0.06]
      arc: [归档存储, 0.033]
      darc: [深度归档存储, 0.012]
  allowance:
    caption: {en: Kite monthly free allowance, zh: Kite 每月免费额度}
    where: Table 3
    columns:
      item: {label: {en: Item, zh: 项目}}
      value: {unit: "", label: {en: Free allowance, zh: 免费额度}}
    rows:
      storage: [存储空间(GB) / storage (GB), 20]
      egress: [外网流出流量(GB) / internet egress (GB), 5]
      get: ["GET 请求(万次) / GET requests (10,000s)", 100]
      put: ["PUT 请求(万次) / PUT requests (10,000s)", 10]
  boards:
    caption: {en: Kite accelerator boards, zh: Kite 加速卡}
    where: Table 4
    columns:
      model: {label: {en: Model, zh: 型号}}
      power: {unit: "", label: {en: Board power (W), zh: 整卡功耗(W)}}
      price: {unit: "", label: {en: Price (USD), zh: 价格(美元)}}
      int8: {unit: "", label: {en: INT8 throughput (TOPS), zh: INT8 算力(TOPS)}}
    rows:
      a1: [Kite A1, 250, 399, 100]
      b2: [Kite B2, 255, 599, 240]
      c3: [Kite C3, 150, 299, 60]
"""

# the twelfth session's second half: rows named by the bare number of their printed name ("Orca 7380" written
# "7380"), a metric's value in a named cell, a bound of a maximum on every row, 整机 of one server
W24 = """id: W24
title: Orca server CPUs and Kite SSD power
publisher: Example Lab
date: 2026-01-21
access: public
url: https://example.com/w24
metrics:
  dimm_max: {value: 128, unit: GB, note: {zh: 单根 RDIMM 最大容量, en: largest supported RDIMM}}
  node_power: {range: [6.0, 6.5], unit: "", note: {zh: "Orca 服务器整机满载功耗,kW", en: "full-load power of one Orca server, kW"}}
  klink_ports: {value: 8, unit: "", note: {zh: 每颗芯片的 KLink 端口数, en: KLink ports per chip}}
  host_bw: {value: 128, unit: GB/s, note: {zh: PCIe 5.0 x16 主机接口带宽, en: PCIe 5.0 x16 host link}}
  boot_time: {value: 94, unit: s, note: {zh: Orca 服务器冷启动耗时, en: cold boot time of an Orca server}}
tables:
  cpus:
    caption: {zh: Orca 处理器, en: Orca processors}
    where: 表 1
    columns:
      model: {label: {zh: 型号, en: Model}}
      cores: {unit: "", label: {zh: 核心数, en: Cores}}
      l3: {unit: MB, label: {zh: 三级缓存, en: L3 cache}}
      stream: {unit: GB/s, label: {zh: STREAM 实测带宽, en: Measured STREAM bandwidth}}
    rows:
      o3185: [Orca 3185, 8, 16, 33.1]
      o5280: [Orca 5280, 16, 32, 66.8]
      o7380: [Orca 7380, 32, 64, 163.4]
      o7490: [Orca 7490, 48, 128, 170.1]
  ssd:
    caption: {zh: Kite 固态盘, en: Kite SSDs}
    where: 表 2
    columns:
      model: {label: {zh: 型号, en: Model}}
      power: {unit: "", label: {zh: 最大功耗(W), en: Maximum power (W)}}
    rows:
      k1: [Kite K1, 25]
      k2: [Kite K2, 25]
      k3: [Kite K3, 20]
  cards:
    caption: {zh: Kite 加速卡, en: Kite cards}
    where: 表 3
    columns:
      card: {label: {zh: 型号, en: Model}}
      form: {label: {zh: 形态, en: Form factor}}
      klink: {unit: GB/s, label: {zh: KLink 互连带宽, en: KLink interconnect bandwidth}}
      mem_bw: {unit: GB/s, label: {zh: 显存带宽, en: Memory bandwidth}}
      fp32: {unit: "", label: {zh: FP32 算力(TFLOPS), en: FP32 (TFLOPS)}}
    rows:
      c1: [Kite C1, OAM, 448, 2000, 256]
      c2: [Kite C2, PCIe 卡, null, 1000, 128]
  scaling:
    caption: {zh: Kite C1 集群扩展测试, en: Kite C1 cluster scaling}
    where: 表 4
    columns:
      gpus: {unit: GPU, label: {zh: 卡数, en: GPUs}}
      nodes: {unit: node, label: {zh: 节点数, en: Nodes}}
      eff: {unit: "%", label: {zh: 扩展效率, en: Scaling efficiency}}
    rows:
      g64: [64, 8, 95]
      g256: [256, 32, 92]
  reliability:
    caption: {zh: Kite 固态盘可靠性, en: Kite SSD reliability}
    where: 表 5
    columns:
      item: {label: {zh: 项目, en: Item}}
      value: {unit: "", label: {zh: 数值, en: Value}}
    rows:
      mtbf: [平均无故障时间(万小时) / MTBF (10 thousand hours), 250]
      sector: [最大扇区大小(字节) / largest sector size (bytes), 4096]
"""

W25 = """id: W25
title: Heron cards, Vela UPS frames and a RAID test
publisher: Example Lab
date: 2026-02-03
access: public
url: https://example.com/w25
metrics:
  cold_power: {values: {optical: 0.9, tape: 1.4, disk: 18.6}, unit: "", note: {zh: "保存 1PB 冷数据的平均功耗,kW", en: "average power to keep 1 PB of cold data, kW"}}
  migration: {range: [3, 5], unit: "", note: {zh: 硬盘阵列建议的数据迁移周期(年), en: "recommended data migration cycle of a disk array, in years"}}
  idle_lat: {values: {kh20000: 140, kh40000: 112, kh80000: 125}, unit: ns, note: {zh: 本地内存空载访问时延, en: idle latency of a load from local memory}}
  small_lat: {value: 1.8, unit: ms, note: {zh: 64KB 小文件读取平均时延, en: mean read latency of 64 KB small files}}
tables:
  cards:
    caption: {zh: Heron 加速卡, en: Heron cards}
    where: 表 1
    columns:
      card: {label: {zh: 型号, en: Model}}
      chips: {unit: "", label: {zh: 芯片数(颗), en: Chips per card}}
      int8: {unit: "", label: {zh: INT8 算力(TOPS), en: INT8 (TOPS)}}
      fp16: {unit: "", label: {zh: FP16 算力(TFLOPS), en: FP16 (TFLOPS)}}
      mem_bw: {unit: GB/s, label: {zh: 显存带宽, en: Memory bandwidth}}
      link: {unit: GB/s, label: {zh: HRN-Link 互连带宽, en: HRN-Link interconnect bandwidth}}
      tdp: {unit: "", label: {zh: 最大功耗(W), en: Maximum power (W)}}
    rows:
      s4: [HRN370-S4, 1, 192, 72, 307.2, null, 75]
      x4: [HRN370-X4, 1, 256, 96, 307.2, null, 150]
      x8: [HRN370-X8, 2, 256, 96, 614.4, 200, 250]
      m5: [HRN290-M5, 1, 512, null, 1228.8, 600, 350]
  llm:
    caption: {zh: 首 token 时延, en: time to first token}
    where: 表 2
    columns:
      card: {label: {zh: 加速卡, en: Card}}
      ttft: {unit: ms, label: {zh: 平均首 token 时延, en: Mean time to first token}}
      ttft_p99: {unit: ms, label: {zh: P99 首 token 时延, en: P99 time to first token}}
    rows:
      s4: [HRN370-S4, 104, 161]
      x8: [HRN370-X8, 72, 109]
  ups:
    caption: {zh: Vela UPS 机架, en: Vela UPS frames}
    where: 表 3
    columns:
      model: {label: {zh: 型号, en: Model}}
      kva: {unit: "", label: {zh: 额定容量(kVA), en: Rating (kVA)}}
      width: {unit: "", label: {zh: 宽度(mm), en: Width (mm)}}
      height: {unit: "", label: {zh: 高度(U), en: Height (U)}}
      weight: {unit: "", label: {zh: 重量(kg), en: Weight (kg)}}
      runtime: {unit: min, label: {zh: 满载电池后备时间, en: Battery runtime at full load}}
    rows:
      v400: [Vela S1 400, 400, 1400, 42, 1050, 8]
      v800: [Vela S1 800, 800, 2400, 42, 1900, 6]
      v1200: [Vela S1 1200, 1200, 3600, 42, 2850, 5]
  switches:
    caption: {zh: 交换机, en: switches}
    where: 表 4
    columns:
      model: {label: {zh: 型号, en: Model}}
      ports: {unit: "", label: {zh: 端口数, en: Ports}}
    rows:
      sw32: [SW7726-32X, 32]
      sw64: [SW7816-64X, 64]
  raid:
    caption: {zh: 不同 RAID 布局的 OLTP 测试, en: OLTP by RAID layout}
    where: 表 5
    columns:
      layout: {label: {zh: 布局, en: Layout}}
      drives: {unit: drive, label: {zh: NVMe 盘数, en: NVMe drives}}
      cpu: {unit: "%", label: {zh: CPU 利用率, en: CPU utilisation}}
      lat_avg: {unit: ms, label: {zh: 平均时延, en: Average latency}}
      lat_p95: {unit: ms, label: {zh: P95 时延, en: P95 latency}}
    rows:
      r1_2: [RAID 1 on 2 drives, 2, 71, 10.3, 18.6]
      r10_4: [RAID 10 on 4 drives, 4, 83, 5.6, 9.9]
      r10_8: [RAID 10 on 8 drives, 8, 92, 4.3, 7.4]
      r5_4: [RAID 5 on 4 drives, 4, 68, 9.1, 21.4]
      r6_8: [RAID 6 on 8 drives, 8, 74, 7.2, 26.8]
  fees:
    caption: {zh: 流量费用, en: traffic fees}
    where: 表 6
    columns:
      item: {label: {zh: 项目, en: Item}}
      value: {unit: "", label: {zh: 单价, en: Price}}
    rows:
      peak: [外网流出流量 8:00-24:00(元/GB) / Internet egress 8:00-24:00 (yuan per GB), 0.50]
      idle: [外网流出流量 0:00-8:00(元/GB) / Internet egress 0:00-8:00 (yuan per GB), 0.25]
  spec:
    caption: {zh: Heron 卡规格, en: Heron card specification}
    where: 表 7
    columns:
      item: {label: {zh: 项目, en: Item}}
      value: {unit: "", label: {zh: 数值, en: Value}}
    rows:
      warranty: [质保期(年) / Warranty (years), 5]
"""

W26 = """id: W26
title: Tern SSD tail latency and Moss FS metadata scaling
publisher: Example Lab
date: 2026-03-01
access: public
url: https://example.com/w26
metrics:
  read_lat: {values: {mean: 68, p99: 95, p9999: 210}, unit: us, note: {zh: Tern T7 的 4K 随机读 QD1 时延, en: 4K random-read QD1 latency of the Tern T7}}
  vm_boot: {values: {landing_zone: 1.5, retention: 14}, unit: min, note: {zh: 直接从 Tern 备份存储启动一台虚拟机的用时, en: time to boot a virtual machine directly from Tern backup storage}}
  rw_state: {values: {fob: 610, steady: 200}, unit: "", note: {zh: "Tern T7 的 4K 随机写 IOPS,全新盘(FOB)与稳态,单位千次", en: "4K random write IOPS of the Tern T7, fresh-out-of-box and steady state, in thousands"}}
tables:
  meta:
    caption: {zh: Moss FS 元数据操作速率随元数据节点数的变化, en: Moss FS metadata operation rate by number of metadata nodes}
    where: 表 2
    columns:
      op: {label: {zh: 操作, en: Operation}}
      mn3: {unit: "", label: {zh: 3 个元数据节点(ops/s), en: 3 metadata nodes (ops/s)}}
      mn6: {unit: "", label: {zh: 6 个元数据节点(ops/s), en: 6 metadata nodes (ops/s)}}
      mn12: {unit: "", label: {zh: 12 个元数据节点(ops/s), en: 12 metadata nodes (ops/s)}}
    rows:
      create: [创建文件 / create, 98400, 187200, 341600]
      stat: [查询属性 / stat, 412000, 806000, 1512000]
  models:
    caption: {zh: Tern T7 各容量型号, en: Tern T7 capacities}
    where: 表 1
    columns:
      model: {label: {zh: 型号, en: Model}}
      rand_write: {unit: "", label: {zh: 4K 随机写(千 IOPS), en: 4K random write (thousand IOPS)}}
      pbw: {unit: PB, label: {zh: 五年总写入量, en: Lifetime writes over 5 years}}
    rows:
      t1: [T7-1T9, 160, 3.5]
      t3: [T7-3T8, 200, 7.0]
      t12: [T7-12T8, 520, 23.4]
"""

W27 = """id: W27
title: Hornet and Marlin block storage
publisher: Example Lab
date: 2026-03-02
access: public
url: https://example.com/w27
tables:
  fio:
    caption: {zh: 块存储 4K 随机写, en: block storage 4K random writes}
    where: 表 1
    columns:
      engine: {label: {zh: 存储引擎, en: Engine}}
      replicas: {unit: "", label: {zh: 副本数, en: Replicas}}
      rw_iops: {unit: "", label: {zh: 4K 随机写(IOPS), en: 4K random write (IOPS)}}
      read_lat: {unit: us, label: {zh: iodepth 1 时 4K 读平均时延, en: Mean 4K read latency at iodepth 1}}
    rows:
      local: [local-path (no replication), 1, 268000, 86]
      hn1: [Hornet 1.6 with 1 replica, 1, 21400, 355]
      hn3: [Hornet 1.6 with 3 replicas, 3, 9800, 392]
      ml3: [Marlin 2.5 with 3 replicas, 3, 61500, 142]
  dedup:
    caption: {zh: 各类数据的重删效果, en: deduplication by kind of data}
    where: 表 2
    columns:
      data: {label: {zh: 数据类型, en: Data}}
      logical: {unit: TB, label: {zh: 逻辑备份量, en: Logical backup data}}
      stored: {unit: TB, label: {zh: 重删后存储量, en: Stored after deduplication}}
    rows:
      vm: [virtual machine images, 420, 28.4]
      db: [database dumps, 260, 19.7]
  appliances:
    caption: {zh: Kestrel 备份设备型号, en: Kestrel backup appliance models}
    where: 表 3
    columns:
      model: {label: {zh: 型号, en: Model}}
      full: {unit: TB, label: {zh: 全量备份容量, en: Full backup size}}
      ingest: {unit: TB/h, label: {zh: 备份写入速率, en: Ingest rate}}
    rows:
      k21: [KX21, 21, 4.8]
      k42: [KX42, 42, 7.6]
  cpus:
    caption: {zh: 内存带宽, en: memory bandwidth}
    where: 表 4
    columns:
      cpu: {label: {zh: 处理器, en: CPU}}
      peak: {unit: GB/s, label: {zh: 理论峰值带宽, en: Theoretical peak}}
      sadd: {unit: GB/s, label: {zh: Scale-add 实测, en: Scale-add measured}}
      remote: {unit: GB/s, label: {zh: 跨路 Scale-add, en: Remote-socket Scale-add}}
    rows:
      t1: [Tern T1 (DDR5-4800), 307.2, 232.1, null]
      k2: [Kite K2 (DDR5-4800), 307.2, 198.4, 96.5]
  rec:
    caption: {zh: 不同码率下的最大录像路数, en: maximum cameras by bit rate}
    where: 表 5
    note: {zh: "录像 + 回放指同时有十分之一的路数在回放", en: "with playback means a tenth of the cameras are played back at the same time"}
    columns:
      bitrate: {unit: Mbps, label: {zh: 单路码率, en: Bit rate per camera}}
      rec: {unit: "", label: {zh: 最大录像路数(路), en: Maximum cameras recording}}
      rec_play: {unit: "", label: {zh: 录像 + 回放时最大路数(路), en: Maximum cameras with playback}}
    rows:
      b2: [2, 1024, 768]
"""

W28 = """id: W28
title: Petrel KV engine read latency
publisher: Example Lab
date: 2026-03-02
access: public
url: https://example.com/w28
metrics:
  get_lat:
    unit: us
    values: {p50: 62, p99: 310, p999: 1450}
    note: {en: point-read latency while writes run, zh: 边写边读的单点读时延}
  mean_lat: {value: 145, unit: us, note: {en: 8K random read latency at 70% of maximum IOPS, zh: 在 70% 最大 IOPS 负载下的 8K 随机读平均时延}}
  cpu: {value: 65, unit: "%", note: {en: host CPU use, zh: 主机 CPU 占用}}
  path_switch: {unit: ms, values: {rdma: 850, tcp: 1200}, note: {en: path failover time, zh: 路径切换时间}}
  capacity: {unit: TB, values: {raw: 1440, usable: 1008}, note: {en: capacity of the appliance, zh: 一体机容量}}
  power: {unit: "", values: {idle: 310, full_load: 690}, note: {en: "appliance power, W", zh: "一体机功耗, W"}}
  write_iops: {unit: "", values: {fresh: 640000, steady: 212000}, note: {en: 4K random write IOPS of the Sabre S9, zh: Sabre S9 的 4K 随机写 IOPS}}
tables:
  hosts:
    caption: {zh: NVMe over RDMA 随主机数扩展的 4K 随机读, en: NVMe over RDMA 4K random read as hosts are added}
    where: 表 3
    columns:
      hosts: {unit: server, label: {zh: 主机数, en: Hosts}}
      total: {unit: "", label: {zh: 总 4K 随机读(万 IOPS), en: Total 4K random read (10 thousand IOPS)}}
    rows:
      h1: [1, 142]
      h8: [8, 880]
  policy:
    caption: {zh: 不同冗余策略的容量可用率, en: usable share of raw capacity by protection policy}
    where: 表 4
    columns:
      policy: {label: {zh: 冗余策略, en: Protection policy}}
      usable: {unit: "%", label: {zh: 容量可用率, en: Usable share of raw capacity}}
    rows:
      ec4_2: [EC 4+2, 66.7]
      rep3: [三副本, 33.3]
  reduction:
    caption: {zh: 各类数据的数据缩减, en: data reduction by data set}
    where: 表 5
    columns:
      dataset: {label: {zh: 数据类型, en: Data set}}
      logical: {unit: TB, label: {zh: 写入的逻辑数据, en: Logical data written}}
      physical: {unit: TB, label: {zh: 实际占用物理容量, en: Physical capacity used}}
    rows:
      vdi: [VDI desktops, 120, 15.0]
      files: [Home directories, 60, 30.0]
      total: [Total, 450, 158.0]
  strategies:
    caption: {zh: 1KB 值下的压缩策略, en: compaction strategies with 1 KB values}
    where: 表 6
    columns:
      strategy: {label: {zh: 压缩策略, en: Compaction strategy}}
      write_amp: {unit: x, label: {zh: 写放大, en: Write amplification}}
    rows:
      leveled: [Leveled, 18.5]
      tiered: [Size-tiered, 6.2]
  value_size:
    caption: {zh: 分层压缩下不同值大小, en: leveled compaction by value size}
    where: 表 7
    columns:
      size: {unit: byte, label: {zh: 值大小, en: Value size}}
      write_amp: {unit: x, label: {zh: 写放大, en: Write amplification}}
    rows:
      v64: [64, 26.4]
      v256: [256, 22.0]
      v1k: [1024, 18.5]
  drive_size:
    caption: {zh: 不同容量硬盘的单盘重建时间, en: single-drive rebuild time by drive capacity}
    where: 表 8
    note: {zh: "24TB 硬盘未做业务负载下的重建测试", en: "the 24 TB drive was not rebuilt under load"}
    columns:
      cap: {unit: TB, label: {zh: 硬盘容量, en: Drive capacity}}
      loaded: {unit: h, label: {zh: 业务负载下重建时间, en: Rebuild time under load}}
    rows:
      d12: [12, 9.4]
      d20: [20, 15.7]
      d24: [24, null]
  qd_latency:
    caption: {zh: 各型号 4K 随机读时延, en: 4K random read latency by drive}
    where: 表 9
    columns:
      drive: {label: {zh: 型号, en: Drive}}
      qd1: {unit: us, label: {zh: "4K 读时延(iodepth 1)", en: 4K read latency at iodepth 1}}
      qd32: {unit: us, label: {zh: "4K 读时延(QD32)", en: 4K read latency at QD32}}
    rows:
      s9: [Sabre S9, 71, 388]
      s7: [Sabre S7, 94, 512]
  engines:
    caption: {zh: 压缩策略, en: compaction strategies}
    where: 表 1
    columns:
      strategy: {label: {zh: 压缩策略, en: Strategy}}
      p99_write: {unit: ms, label: {zh: P99 写时延, en: P99 put latency}}
    rows:
      leveled: [Leveled, 4.8]
      tiered: [Size-tiered, 3.1]
  proto:
    caption: {zh: 存储网络协议对比, en: storage network protocols}
    where: 表 2
    columns:
      method: {label: {zh: 访问方式, en: Access method}}
      lat_p99: {unit: us, label: {zh: QD1 P99 时延, en: QD1 P99 latency}}
    rows:
      local: [Local NVMe, 105]
      rdma: [NVMe over RDMA, 128]
      tcp: [NVMe over TCP, 210]
      iscsi: [iSCSI, 580]
"""


W29 = """id: W29
title: Tidewell block storage redundancy
publisher: Example Lab
date: 2026-03-02
access: public
url: https://example.com/w29
tables:
  copies:
    caption: {zh: 不同冗余方式的 4K 随机读, en: 4K random read by redundancy}
    where: 表 1
    columns:
      scheme: {label: 冗余方式}
      copies: {unit: "", label: {zh: 副本数, en: Number of replicas}}
      iops: {unit: "", label: {zh: "4K 随机读(IOPS)", en: "4K random read (IOPS)"}}
    rows:
      r2: [双副本, 2, 905000]
      r3: [三副本, 3, 968000]
"""


W30 = """id: W30
title: Quillon QF-9 drive and Brackwater data loading
publisher: Example Lab
date: 2026-04-02
access: public
url: https://example.com/w30
metrics:
  idle_power:
    unit: ""
    values: {aspm_off: 4.6, aspm_on: 1.9}
    note: {zh: "空闲功耗,关闭与开启链路省电(ASPM)时,W", en: "idle power with link power management (ASPM) off and on, W"}
  failed_drives:
    value: 5
    unit: drive
    note: {zh: 试用期间全部盒子更换的硬盘数, en: drives replaced across the fleet during the trial}
  temp_limit:
    unit: ""
    values: {warn: 72, critical: 85}
    note: {zh: "温度告警阈值与严重阈值,°C", en: "temperature warning and critical thresholds, °C"}
tables:
  pstates:
    caption: {zh: 各功耗状态, en: power states}
    columns:
      state: {label: {zh: 功耗状态, en: Power state}}
      power: {unit: "", label: {zh: 最大功耗(W), en: Maximum power (W)}}
      write: {unit: GB/s, label: {zh: 顺序写, en: Sequential write}}
    rows:
      ps0: [PS0 满功率, 28, 6.4]
      standby: [待机, 0.06, null]
      sleep: [深度休眠, 0.004, null]
  thermal:
    caption: {zh: 不同进风温度下的持续写, en: sustained write at different inlet temperatures}
    columns:
      inlet: {label: {zh: 进风温度, en: Inlet temperature}}
      peak_temp: {unit: "", label: {zh: 峰值温度(°C), en: Peak temperature (°C)}}
      write_after: {unit: GB/s, label: {zh: 第 60 分钟写带宽, en: Write bandwidth at minute 60}}
    rows:
      in20: [进风 20°C, 63, 6.4]
      in30: [进风 30°C, 74, 4.4]
      in40: [进风 40°C, 80, 2.7]
  backends:
    caption: {zh: 64 卡训练读取, en: data loading for 64-GPU training}
    columns:
      backend: {label: {zh: 存储后端, en: Backend}}
      bw_8: {unit: GB/s, label: {zh: 8 卡时读带宽, en: Read bandwidth at 8 GPUs}}
      bw_32: {unit: GB/s, label: {zh: 32 卡时读带宽, en: Read bandwidth at 32 GPUs}}
      bw_64: {unit: GB/s, label: {zh: 64 卡时读带宽, en: Read bandwidth at 64 GPUs}}
      util: {unit: "%", label: {zh: 64 卡 GPU 利用率, en: GPU utilisation at 64 GPUs}}
    rows:
      nfs: [NFS 网关, 2.7, 3.8, 4.0, 35]
      bw: [Brackwater, 3.1, 11.9, 22.6, 88]
      bw_cache: [Brackwater + 本地缓存, 3.1, 12.3, 23.9, 94]
  sizes:
    caption: {zh: 按样本大小的读取, en: reads by sample size}
    columns:
      sample: {label: {zh: 样本文件, en: Sample file}}
      size: {unit: KB, label: {zh: 文件大小, en: File size}}
      files: {unit: "", label: {zh: 文件读取速率(千个/秒), en: Files read per second (thousands)}}
      bw: {unit: GB/s, label: {zh: 读带宽, en: Read bandwidth}}
    rows:
      f16k: [16KB 小样本, 16, 340, 5.5]
      f1m: [1MB 分片, 1024, 22.0, 22.4]
  boxes:
    caption: {zh: 边缘盒子, en: edge boxes}
    columns:
      model: {label: {zh: 型号, en: Model}}
      drives: {unit: drive, label: {zh: 硬盘数, en: Drives}}
      power_25: {unit: "", label: {zh: "25°C 环境下功耗(W)", en: "Power at 25 °C ambient (W)"}}
      power_50: {unit: "", label: {zh: "50°C 环境下功耗(W)", en: "Power at 50 °C ambient (W)"}}
    rows:
      q2: [QB-2, 2, 40, 55]
      q4: [QB-4, 4, 63, 82]
      q8: [QB-8, 8, 82, 107]
  profiles:
    caption: {zh: 各虚拟机类型的存储时延, en: storage latency by VM type}
    columns:
      vm: {label: {zh: 虚拟机类型, en: VM type}}
      p99: {unit: ms, label: {zh: 存储 P99 时延, en: Storage P99 latency}}
    rows:
      desk: [Desktop (2 vCPU / 4GB), 1.6]
      app: [Application server (4 vCPU / 16GB), 2.3]
      db: [Database (8 vCPU / 64GB), 3.7]
"""

W32 = """id: W32
title: Fenwater FW-3 cooling, clone and backup tests
publisher: Example Lab
date: 2026-06-02
access: public
url: https://example.com/w32
metrics:
  clone_create:
    unit: ms
    values: {mean: 1.3, p99: 4.1}
    note: {zh: "创建一个克隆卷的耗时,共 500 次", en: "time to create one clone volume, over 500 clones"}
  ports:
    unit: Gbps
    values: {per_port: 25, total: 100}
    note: {zh: "网关的上行端口,单端口与 4 个端口合计", en: "gateway uplink ports, one port and the four together"}
  commit:
    unit: ms
    values: {async: 0.8, sync: 4.6}
    note: {zh: "事务提交时延,异步复制与同步复制", en: "commit latency with asynchronous and with synchronous replication"}
  site_nodes:
    unit: node
    values: {per_site: 5, total: 15}
    note: {zh: "数据库节点数量,每个站点与三个站点合计", en: "database nodes, per site and across the three sites"}
  racks:
    value: 8
    unit: rack
    note: {zh: 参与测试的机柜数量, en: racks in the test}
  uplinks:
    value: 4
    unit: ""
    note: {zh: 网关上行端口数量, en: gateway uplink ports}
  saving:
    value: 41.5
    unit: ""
    note: {zh: "8 个机柜每年节省的电量(万千瓦时)", en: "electricity the 8 racks save per year, in 10 thousand kWh"}
tables:
  cooling:
    caption: {zh: 风冷与浸没下的年化故障率, en: annualised failure rates with air and immersion cooling}
    columns:
      model: {label: {zh: 盘型, en: Drive}}
      afr_air: {unit: "%", label: {zh: 风冷年化故障率, en: "Annualised failure rate, air"}}
      afr_imm: {unit: "%", label: {zh: 浸没年化故障率, en: "Annualised failure rate, immersion"}}
    rows:
      hdd20: [20TB HDD, 1.12, 0.74]
      ssd15: [15.36TB SSD, 0.88, 0.52]
  backup:
    caption: {zh: 不同并发流数下的备份写入, en: backup ingest by concurrent streams}
    columns:
      label: {label: {zh: 并发流, en: Streams}}
      streams: {unit: "", label: {zh: 并发流数, en: Concurrent streams}}
      ingest: {unit: MB/s, label: {zh: 备份写入速率, en: Backup ingest}}
    rows:
      s4: [4 路, 4, 310]
      s16: [16 路, 16, 1180]
  load:
    caption: {zh: 不同事务负载下的复制(1500km 站点), en: replication by transaction load (1500 km site)}
    columns:
      level: {label: {zh: 负载, en: Load}}
      tps: {unit: "", label: {zh: "事务速率(万次/秒)", en: "Transaction rate (10 thousand per second)"}}
      lag_l: {unit: ms, label: {zh: 平均复制延迟, en: Mean replication lag}}
    rows:
      l2: [2 万 TPS, 2, 18]
      l10: [10 万 TPS, 10, 240]
  thermal:
    caption: {zh: 机柜的盘温与 PUE, en: drive temperature and PUE by rack}
    columns:
      rack: {label: {zh: 机柜, en: Rack}}
      temp: {unit: "", label: {zh: "浸没盘温(℃)", en: "Drive temperature, immersion (°C)"}}
      pue: {unit: "", label: {zh: 风冷 PUE, en: PUE with air cooling}}
    rows:
      r12: [12kW 机柜, 38, 1.52]
  scores:
    caption: {zh: 各模型的 CoLA 得分, en: CoLA scores by model}
    columns:
      model: {label: {zh: 模型, en: Model}}
      cola: {unit: "", label: {zh: CoLA, en: CoLA}}
    rows:
      pre_best: [此前最好, 35.0]
      model_base: [Model-Base, 52.1]
      model_large: [Model-Large, 60.5]
  reads:
    caption: {zh: 不同样本大小的读吞吐, en: read throughput by sample size}
    columns:
      sample: {label: {zh: 样本, en: Sample}}
      seq: {unit: GB/s, label: {zh: 顺序读, en: Sequential read}}
      rand: {unit: GB/s, label: {zh: 随机读, en: Random read}}
    rows:
      s4k: [4 KB samples, 31.2, 5.4]
  queries:
    caption: {zh: 不同并发下的查询时延, en: query latency by concurrency}
    columns:
      level: {label: {zh: 并发, en: Concurrency}}
      p95: {unit: s, label: {zh: 查询时延 P95, en: P95 query latency}}
    rows:
      c1: [单查询, 61]
      c8: [8 个并发, 88]
  links:
    caption: {zh: 不同距离站点的复制, en: replication by site distance}
    columns:
      site: {label: {zh: 站点, en: Site}}
      dist: {unit: "", label: {zh: "距离(km)", en: "Distance (km)"}}
      lag: {unit: ms, label: {zh: 平均复制延迟, en: Mean replication lag}}
      tput: {unit: "", label: {zh: "写入 IOPS(千次)", en: "Write IOPS (thousands)"}}
      lat: {unit: us, label: {zh: 平均写时延, en: Mean write latency}}
      sync: {unit: ms, label: {zh: 同步复制提交时延, en: Commit latency with synchronous replication}}
    rows:
      s80: [同城站点 80km, 80, 3.1, 212, 340, 4.2]
      s1500: [异地站点 1500km, 1500, 96, 188, 410, null]
"""


W31 = """id: W31
title: Larkmoor LM-6 metadata, ingest and storage tests
publisher: Example Lab
date: 2026-05-11
access: public
url: https://example.com/w31
metrics:
  capacity:
    unit: PB
    values: {raw: 2.21, usable: 1.61}
    note: {zh: 集群原始容量与纠删码后的可用容量, en: raw and usable capacity after erasure coding}
  modules:
    value: 4
    unit: ""
    note: {zh: 扩展模组数量, en: expansion modules}
  module_power:
    value: 14.5
    unit: ""
    note: {zh: "单条模组满带宽时的功耗,W", en: "power of one module at full bandwidth, W"}
  mds:
    value: 4
    unit: server
    note: {zh: 元数据服务器数量, en: metadata servers}
  meta_capacity:
    unit: TB
    values: {total: 30.72, per_server: 7.68}
    note: {zh: "元数据层 NVMe 容量,合计与每台", en: "NVMe capacity of the metadata tier, total and per server"}
tables:
  ingest:
    caption: {zh: 不同并发作业数下的写入, en: ingest by concurrent jobs}
    columns:
      label: {label: {zh: 并发作业, en: Concurrent jobs}}
      jobs: {unit: job, label: {zh: 并发作业数, en: Concurrent jobs}}
      first: {unit: GB/s, label: {zh: 首次全备写入吞吐, en: First full backup ingest}}
      cpu: {unit: "%", label: {zh: 控制器 CPU 占用, en: Controller CPU}}
    rows:
      j8: [8 个作业, 8, 2.6, 21]
      j32: [32 个作业, 32, 7.9, 56]
      j64: [64 个作业, 64, 9.8, 83]
  ops:
    caption: {zh: 不同 MDS 数量下的元数据操作速率, en: metadata operation rates by number of MDS}
    columns:
      op: {label: {zh: 操作, en: Operation}}
      ops_1mds: {unit: "", label: {zh: "1 台 MDS 速率(万次/秒)", en: "Rate with 1 MDS (10 thousand per second)"}}
      ops_4mds: {unit: "", label: {zh: "4 台 MDS 速率(万次/秒)", en: "Rate with 4 MDS (10 thousand per second)"}}
    rows:
      create: [文件创建, 8.64, 31.8]
      unlink: [文件删除, 7.12, 26.5]
  bigdir:
    caption: {zh: 单个共享目录的规模与性能, en: one shared directory by number of entries}
    columns:
      dir: {label: {zh: 目录规模, en: Directory size}}
      entries: {unit: "", label: {zh: "文件数(万个)", en: "Entries (10 thousand)"}}
      create: {unit: "", label: {zh: "创建速率(万次/秒)", en: "Create rate (10 thousand per second)"}}
      listing: {unit: s, label: {zh: ls -l 耗时, en: ls -l time}}
    rows:
      d100k: [10 万个文件, 10, 22.1, 3.1]
      d1m: [100 万个文件, 100, 20.4, 29.5]
  patterns:
    caption: {zh: 不同访问模式下单节点带宽, en: per-node bandwidth by access pattern}
    columns:
      pattern: {label: {zh: 访问模式, en: Access pattern}}
      block: {unit: KB, label: {zh: 传输块大小, en: Transfer size}}
      write_avg: {unit: GB/s, label: {zh: 写入平均带宽, en: "Write, average"}}
      read_avg: {unit: GB/s, label: {zh: 读取平均带宽, en: "Read, average"}}
    rows:
      seq1m: [1 MB sequential, 1024, 58.6, 71.4]
      strided64k: [64 KB strided, 64, 41.0, 52.8]
  files:
    caption: {zh: 不同文件大小下的写入, en: write rate by file size}
    columns:
      fileset: {label: {zh: 文件集, en: File set}}
      size: {unit: MB, label: {zh: 文件大小, en: File size}}
      write_plain: {unit: MB/s, label: {zh: 写入(关闭压缩), en: "Write, compression off"}}
      write_comp: {unit: MB/s, label: {zh: 写入(开启压缩), en: "Write, compression on"}}
    rows:
      f64m: [64 MB files, 64, 318, 512]
      f1g: [1 GB files, 1000, 392, 705]
  arrays:
    caption: {zh: 4KB 随机写, en: 4 KB random writes by RAID level}
    columns:
      level: {label: {zh: RAID 级别, en: RAID level}}
      drives: {unit: drive, label: {zh: 阵列盘数, en: Drives in the array}}
      iops: {unit: "", label: {zh: "IOPS(千次)", en: "IOPS (thousands)"}}
    rows:
      r1: [RAID 1, 2, 61.5]
      r5: [RAID 5, 8, 142]
"""


CASES = [
    # a span of the day is checked against the times of day the cited report writes
    ("外网流出流量在 8:00-24:00 每 GB 0.50 元 [@W25]。", ""),
    ("外网流出流量在 8:00-22:00 每 GB 0.50 元 [@W25]。", "unsourced-number"),
    ("Internet egress costs 0.50 yuan per GB from 8:00 to 24:00 [@W25].", ""),
    ("Internet egress costs 0.50 yuan per GB from 9:00 to 24:00 [@W25].", "unsourced-number"),
    # a figure written as an attribute of its row's name names that row for the sentence
    ("1,200kVA 的 Vela S1 宽 3,600 毫米、重 2,850 千克,满载电池后备时间 5 分钟 [@W25]。", ""),
    ("1,200kVA 的 Vela S1 宽 3,600 毫米、重 2,850 千克,满载电池后备时间 8 分钟 [@W25]。", "error"),
    ("1,200kVA 的 Vela S1 满载电池后备时间 6 分钟 [@W25]。", "error"),
    ("1,200kVA 的 Vela S1 重 2,850 吨 [@W25]。", "error"),
    ("1,200kVA 的 Vela S1 重 2.85 吨 [@W25]。", ""),
    # a value per unit written before the figure must be per the unit it is divided by
    ("以 INT8 算力计,HRN370-S4 每千瓦 2.56 TOPS [@W25]。", "error"),
    # a name and its number leading a row's name ("RAID 5" of "RAID 5 on 4 drives") name that row
    ("RAID 5's P95 latency of 21.4 ms is more than double its 9.1 ms average, and RAID 6 stretches it to 26.8 ms [@W25].", ""),
    ("RAID 5's P95 latency of 21.4 ms is more than triple its 9.1 ms average, and RAID 6 stretches it to 26.8 ms [@W25].", "error"),
    ("RAID 1's P95 latency of 21.4 ms is more than double its 9.1 ms average [@W25].", "error"),
    ("RAID 4's P95 latency of 21.4 ms is more than double its 9.1 ms average [@W25].", "error"),
    ("8 盘 RAID 6 的 CPU 利用率达 92% [@W25]。", "error"),
    # (red team rt28) figures glued to a unit the registry lacks are figures, never names
    ("The Vela S1 1200 weighs 2850kg [@W25].", ""),
    ("The Vela S1 1200 weighs 2999kg [@W25].", "error"),
    ("Vela S1 1200 高 42U [@W25]。", ""),
    ("Vela S1 1200 高 47U [@W25]。", "error"),
    ("Vela S1 400 的额定容量为 800kVA [@W25]。", "error"),
    # a number after a word that leads the rows' names, when no row has it, names no row
    ("RAID 8's CPU utilisation is 92% [@W25].", "unsourced-number"),
    # a variant keyed `kh40000` is the model KH-40000; lowest of three or more variants is the extreme
    ("The KH-40000's idle memory latency is 112 ns [@W25].", ""),
    ("The KH-80000's idle memory latency is 140 ns [@W25].", "error"),
    ("Idle memory latency is lowest on the KH-40000 at 112 ns [@W25].", ""),
    ("Idle memory latency is lowest on the KH-80000 at 125 ns [@W25].", "error"),
    # a sentence of times alone; an em dash between them
    ("Peak hours run from 8:00 to 22:00 [@W25].", "unsourced-number"),
    ("外网流出流量在 8:00—24:00 每 GB 0.50 元 [@W25]。", ""),
    # a multiple in English right after another column's figure; a change right after its own pair
    ("The HRN290-M5's memory bandwidth reaches 1,228.8 GB/s, twice the HRN370-X8's [@W25].", ""),
    ("The HRN290-M5's memory bandwidth reaches 1,228.8 GB/s, four times the HRN370-X8's [@W25].", "error"),
    ("The Vela S1 1200 is rated at 1,200 kVA, 50% more than the Vela S1 800's 800 kVA, and weighs 2,850 kg against 1,900 kg, 50% more [@W25].", ""),
    ("The Vela S1 1200 is rated at 1,200 kVA, 50% more than the Vela S1 800's 800 kVA, and weighs 2,850 kg against 1,900 kg, 40% more [@W25].", "error"),

    ("The Vela S1 1200 is rated at 1,200 kVA, three times the Vela S1 400's 400 kVA, and weighs 2,850 kg against 1,050 kg, 150% more [@W25].", "error"),
    # a key→value row in years, a data size a metric's note names
    ("Heron 卡质保 5 年 [@W25]。", ""),
    ("Heron 卡质保 6 年 [@W25]。", "error"),
    ("Heron 卡质保 5 个月 [@W25]。", "unit-mismatch"),
    ("Reading 64 KB small files takes 1.8 ms on average [@W25].", ""),
    ("Reading 32 KB small files takes 1.8 ms on average [@W25].", "unsourced-number"),
    # (W25) a label in two languages writes its statistic twice: a row's P99 against its mean is one pair
    ("Time to first token on the HRN370-S4 averages 104 ms, with a P99 of 161 ms, about 55% above the mean [@W25].", ""),
    ("Time to first token on the HRN370-S4 averages 104 ms, with a P99 of 161 ms, about 65% above the mean [@W25].", "error"),
    # the pair of figures just written is the pair a change is of, though an earlier pair is named by more words
    ("The HRN290-M5 is rated at 512 TOPS of INT8, twice the HRN370-X8's 256 TOPS, but draws 350 W against 250 W, 40% more [@W25].", ""),
    ("The HRN290-M5 is rated at 512 TOPS of INT8, twice the HRN370-X8's 256 TOPS, but draws 350 W against 250 W, 40% less [@W25].", "error"),
    ("The HRN290-M5 is rated at 512 TOPS of INT8, twice the HRN370-X8's 256 TOPS, but draws 350 W against 250 W, 45% more [@W25].", "error"),
    ("The HRN290-M5 draws 350 W, 40% more than the 250 W of the HRN370-X8 [@W25].", ""),
    ("The HRN290-M5 draws 350 W, 40% less than the 250 W of the HRN370-X8 [@W25].", "error"),
    # a multiple right after a figure of another column is of that figure's column (带宽 names both)
    ("HRN290-M5 的显存带宽达 1,228.8GB/s,是 HRN370-X8 的 2 倍 [@W25]。", ""),
    ("HRN290-M5 的显存带宽达 1,228.8GB/s,是 HRN370-X8 的 3 倍 [@W25]。", "error"),
    ("HRN290-M5 的 HRN-Link 互连带宽 600GB/s,是 HRN370-X8 的 3 倍 [@W25]。", ""),
    ("HRN290-M5 的 HRN-Link 互连带宽 600GB/s,是 HRN370-X8 的 2 倍 [@W25]。", "error"),
    # a multiple of two values per unit the sentence writes
    ("以 INT8 算力计,HRN370-S4 每瓦 2.56 TOPS,约为 HRN370-X8(每瓦 1.02 TOPS)的 2.5 倍 [@W25]。", ""),
    ("以 INT8 算力计,HRN370-S4 每瓦 2.56 TOPS,约为 HRN370-X8(每瓦 1.02 TOPS)的 3.5 倍 [@W25]。", "error"),
    # a multiple written as a verb is the change's size, never one of its ends
    ("SW7816-64X 的端口数是 SW7726-32X 的两倍,翻倍到 64 个 [@W25]。", ""),
    ("SW7816-64X 与 SW7726-32X 相比,端口数翻倍到 64 个 [@W25]。", ""),
    ("SW7816-64X 与 SW7726-32X 相比,端口数翻倍到 48 个 [@W25]。", "error"),
    ("The SW7816-64X doubles the port count of the SW7726-32X to 64 [@W25].", ""),
    ("The SW7816-64X doubles the port count of the SW7726-32X to 48 [@W25].", "error"),
    # a figure in another unit than a column its clause names, whose own figure is written, is not that column's
    ("The HRN370-X4 delivers 96 TFLOPS of FP16 in a 150 W card [@W25].", ""),
    ("The HRN370-X4 delivers 96 TFLOPS of FP16 in a 75 W card [@W25].", "error"),
    ("The HRN370-X4 has 150 chips [@W25].", "error"),
    ("1,200kVA 的 Vela S1 宽 3,600 毫米 [@W25]。", ""),
    ("1,200kVA 的 Vela S1 宽 1,400 毫米 [@W25]。", "error"),
    # a figure in a unit the registry lacks is no model number of a row's name
    ("Vela S1 1200 宽 1,200 毫米 [@W25]。", "error"),
    ("1,200kVA 的 Vela S1 宽 1,200 毫米 [@W25]。", "error"),
    # kVA and rack units (U) are units a label states
    ("Vela S1 1200 的额定容量为 1,200kVA [@W25]。", ""),
    ("Vela S1 1200 的额定容量为 1,200kW [@W25]。", "error"),
    ("A Vela S1 1200 fits in a 42 U rack [@W25].", ""),
    ("A Vela S1 1200 fits in a 40 U rack [@W25].", "error"),
    # a metric's variants and range in the unit their note states
    ("Keeping cold data on optical discs takes 0.9 kW on average, against 1.4 kW for tape [@W25].", ""),
    ("Keeping cold data on optical discs takes 0.9 W on average, against 1.4 kW for tape [@W25].", "error"),
    ("Disk arrays should be migrated every 3 to 5 years [@W25].", ""),
    ("Disk arrays should be migrated every 3 to 6 years [@W25].", "error"),
    ("硬盘阵列建议每 3~5 年迁移一次数据 [@W25]。", ""),
    ("硬盘阵列建议每 3~5 个月迁移一次数据 [@W25]。", "error"),
    # a count of things that names one row alone names the row of its clause
    ("8 盘 RAID 10 的 CPU 利用率达 92%,比 2 盘 RAID 1 的 71% 高 21 个百分点 [@W25]。", ""),
    ("8 盘 RAID 10 的 CPU 利用率达 92%,比 2 盘 RAID 1 的 71% 高 18 个百分点 [@W25]。", "error"),
    ("8 盘 RAID 10 的 CPU 利用率达 92%,比 2 盘 RAID 1 的 74% 高 18 个百分点 [@W25]。", "error"),
    # the pair a multiple is of: cells of one column, or of one unit in two columns
    ("XDR 单通道有效速率达到 200 Gbps,是 SDR(2 Gbps)的 100 倍 [@W2]。", ""),
    ("XDR 单通道有效速率达到 200 Gbps,是 SDR(2 Gbps)的 90 倍 [@W2]。", "error"),
    ("在 64 卡上,阶段 2 的单卡显存(16.6 GB)约为阶段 1(31.4 GB)的一半 [@W2]。", ""),
    ("在 64 卡上,阶段 2 的单卡显存(16.6 GB)约为阶段 1(31.4 GB)的三分之一 [@W2]。", "error"),
    # 约 before a row's printed name governs the figure after 的
    ("65B 模型消耗的 GPU 小时约为 7B 的 12.4 倍 [@W2]。", ""),
    ("65B 模型消耗的 GPU 小时约为 7B 模型的 12.4 倍 [@W2]。", ""),
    ("65B 模型消耗的 GPU 小时约为 7B 模型的 15.5 倍 [@W2]。", "error"),
    # 多 before a figure is a comparative
    ("FastServe 每秒输出 1320 个 token,比 SlowServe 的 1210 多 110 个 [@W2]。", ""),
    ("FastServe 每秒输出 1320 个 token,比 SlowServe 的 1210 多 120 个 [@W2]。", "error"),
    # years between two rows of a column of years
    ("Generation 5.0 arrived just two years after 4.0 [@W2].", ""),
    ("Generation 5.0 arrived just three years after 4.0 [@W2].", "error"),
    ("Generation 5.0 arrived just two years after 3.0 [@W2].", "error"),
    # about half, a third
    ("Model-Big used 20.0 billion frames, about half of Model-Small's 37.5 billion [@W2].", ""),
    ("Model-Big used 20.0 billion frames, about a third of Model-Small's 37.5 billion [@W2].", "error"),
    # a multiple against an epochs column
    ("Wikipedia is seen 2.45 times during training, more than any other subset [@W2].", ""),
    ("Wikipedia is seen 2.55 times during training, more than any other subset [@W2].", "value-mismatch"),
    # a model's size is its parameter count
    ("Model-Big is about 1,400 times the size of Model-Small [@W2].", ""),
    ("Model-Big is about 1,800 times the size of Model-Small [@W2].", "error"),
    # systems words, and a percent against whole counts
    ("三副本同步复制时,单线程吞吐只有 40.2MB/s,约为异步复制的 54% [@W2]。", ""),
    ("三副本同步复制时,单线程吞吐只有 40.2MB/s,约为异步复制的 64% [@W2]。", "error"),
    # 缩小到 joins the two ends of a change, each of its own row
    ("使用 LoRA 后,检查点从 350GB 缩小到 35MB [@W2]。", ""),
    ("使用 LoRA 后,检查点从 350GB 缩小到 45MB [@W2]。", "value-mismatch"),
    # a bound in points is on a difference of two scores
    ("Alpha edges out Beta by under 2 points, 784.17 to 782.35 [@W2].", ""),
    ("Alpha edges out Beta by over 2 points, 784.17 to 782.35 [@W2].", "error"),
    # a score out of a maximum, a percentile, a difference in points of two columns the sentence names
    ("Model-A scored 298/400 on the Bar Exam, around the 90th percentile [@W2].", ""),
    ("Model-A scored 298 out of 400 on the Bar Exam [@W2].", ""),
    ("Model-A scored 299/400 on the Bar Exam [@W2].", "error"),
    ("Model-A scored 298/800 on the Bar Exam [@W2].", "error"),
    ("Model-A scored 298/400 on the Bar Exam, around the 80th percentile [@W2].", "value-mismatch"),
    ("Model-A's 99th percentile latency on the Bar Exam is not reported [@W2].", ""),
    ("On the SAT Math, Model-A's 700 beats Model-B's 590 by 110 points [@W2].", ""),
    ("On the SAT Math, Model-A beats Model-B by 110 points [@W2].", ""),
    ("On the SAT Math, Model-A beats Model-B by 100 points [@W2].", "error"),
    # faster and slower say which way: more of a speed, less of a time; 与 X 相比 names the object
    ("与 T5-Base 相比,Switch-Base 的训练速度慢了 37.5% [@W2]。", ""),
    ("与 T5-Base 相比,Switch-Base 的训练速度快了 37.5% [@W2]。", "value-mismatch"),
    ("Switch-Base 的训练速度比 T5-Base 快了 37.5% [@W2]。", "value-mismatch"),
    ("YOLO-608 的推理时间比 Retina-800 快 147 毫秒 [@W2]。", ""),
    ("Retina-800 的推理时间比 YOLO-608 快 147 毫秒 [@W2]。", "value-mismatch"),
    # a count that is a column's label names that column
    ("With 500 servers, each server handles 241 random reads per second, down from 1,212 with one server [@W2].", ""),
    ("With 500 servers, each server handles 241 random reads per second, down from 1,222 with one server [@W2].",
     "value-mismatch"),
    ("With 500 servers, each server handles 593 random reads per second [@W2].", "value-mismatch"),
    ("At 50 servers each server still does 7,871 scans per second [@W2].", ""),
    ("At 60 servers each server still does 7,871 scans per second [@W2].", "error"),
    ("500 台服务器时,每台的随机读降到 241 次/秒 [@W2]。", ""),
    # a percentile in Chinese
    ("Model-A 在 Bar Exam 中得到 298 分(满分 400),约处于第 90 百分位 [@W2]。", ""),
    ("Model-A 在 Bar Exam 中得到 298 分(满分 400),约处于第 80 百分位 [@W2]。", "value-mismatch"),
    ("Model-A 的第 99 百分位延迟没有报告 [@W2]。", ""),
    # the comparative nearest the figure, not a row named Faster
    ("YOLO-608 needs 72% less inference time than Faster RCNN [@W2].", ""),
    ("YOLO-608 needs 72% more inference time than Faster RCNN [@W2].", "error"),
    # a figure in a parenthesis restated after it
    ("FastServe's output rate (1320 tokens per second) is just over 1,300 [@W2].", ""),
    ("FastServe's output rate (1320 tokens per second) is just over 1,400 [@W2].", "error"),
    # a bound on every row of the column its sentence names
    ("三个检测器的推理时间都在 50 毫秒以上 [@W2]。", ""),
    ("三个检测器的推理时间都在 100 毫秒以上 [@W2]。", "qualifier-violation"),
    ("All three detectors take more than 50 ms of inference time [@W2].", ""),
    # two measured columns: one named implies the other
    ("长输入短输出(2048/128)是 H200 优势最小的场景,仅高出约 4.9% [@W2]。", ""),
    ("长输入短输出(2048/128)是 H200 优势最小的场景,仅高出约 6.9% [@W2]。", "error"),
    # a computation shown in a parenthesis after its figure
    ("Each attention head of Model-Big works on 128 dimensions (8192 / 64) [@W2].", ""),
    ("Each attention head of Model-Big works on 256 dimensions (8192 / 64) [@W2].", "error"),
    ("Each attention head of Model-Big works on 128 dimensions (8192/64) [@W2].", ""),
    ("Each attention head of Model-Big works on 256 dimensions (8192/64) [@W2].", "error"),
    # a multiple of two times said as speed
    ("在 AP50 指标上,YOLO-608(57.9)略高于 Retina-800(57.5),速度却快了近 4 倍 [@W2]。", ""),
    ("在 AP50 指标上,YOLO-608(57.9)略高于 Retina-800(57.5),速度却快了近 5 倍 [@W2]。", "error"),
    # "292M" of a plain column printed in millions, and a difference of two of its cells
    ("NetA 的乘加运算量为 292M,比 NetB 少 8M [@W2]。", ""),
    ("NetA 的乘加运算量为 292M,比 NetB 少 9M [@W2]。", "error"),
    ("NetA 的乘加运算量为 293M [@W2]。", "error"),
    ("NetA has 292M parameters [@W2].", "error"),
    ("NetA 的参数量为 292M [@W2]。", "error"),
    # "RTE score": score is the RTE column's noun, not the "GLUE macro-score" column's name
    ("DistilBERT keeps 97% of BERT-base's GLUE score while being far smaller [@W2].", ""),
    ("DistilBERT keeps 97% of BERT-base's RTE score while being far smaller [@W2].", "value-mismatch"),
    ("DistilBERT keeps 86% of BERT-base's RTE score while being far smaller [@W2].", ""),
    # the object of a comparison is a row of the difference: "与无代理直连相比" (Direct (no proxy)) and not the
    # other proxy the sentence's next clause names
    ("与无代理直连相比,ProxyA 让 p99 延迟增加了 4.2 毫秒,ProxyB 增加了 26.4 毫秒 [@W2]。", ""),
    ("与无代理直连相比,ProxyA 让 p99 延迟增加了 4.2 毫秒,ProxyB 增加了 22.2 毫秒 [@W2]。", "error"),
    ("与无代理直连相比,ProxyA 让 p99 延迟增加了 4.3 毫秒,ProxyB 增加了 26.4 毫秒 [@W2]。", "error"),
    ("Compared with direct connections, ProxyA adds 4.2 ms to p99 latency and ProxyB adds 26.4 ms [@W2].", ""),
    ("Compared with direct connections, ProxyA adds 4.2 ms to p99 latency and ProxyB adds 22.2 ms [@W2].", "error"),
    ("ProxyB's p99 latency is 26.4 ms higher than the direct path, ProxyA's only 4.2 ms [@W2].", ""),
    ("ProxyB's p99 latency is 22.2 ms higher than the direct path [@W2].", "error"),
    # a percent above or below the object is relative to the object: (9.2 − 5.0) ÷ 5.0 = 84%, not ÷ 9.2 = 45.7%
    ("ProxyA's p99 latency is 84% above the direct path's [@W2].", ""),
    ("ProxyA's p99 latency is 45.7% above the direct path's [@W2].", "value-mismatch"),
    ("ProxyA 的 p99 延迟高于无代理直连 84% [@W2]。", ""),
    ("ProxyA 的 p99 延迟高于无代理直连 45.7% [@W2]。", "value-mismatch"),
    ("VMA's sequential read bandwidth is 10.0% below Bare metal's [@W3].", ""),
    ("VMA's sequential read bandwidth is 11.1% below Bare metal's [@W3].", "value-mismatch"),
    # a derivation another figure of the sentence is written as is that figure's, no rival of this one's
    ("Compared with the direct path, ProxyA raises p99 latency by 84% and ProxyB by 528% [@W2].", ""),
    ("Compared with the direct path, ProxyA raises p99 latency by 84% and ProxyB by 241% [@W2].", "error"),
    ("VMA cuts read bandwidth by 10.0% relative to bare metal, while VMB cuts it by 20.0% [@W3].", ""),
    ("VMA cuts read bandwidth by 11.1% relative to bare metal, while VMB cuts it by 20.0% [@W3].", "error"),
    # 长 / 短 / loses are comparatives; the baseline as the subject of a comparison lies the way its word says
    ("裸金属的启动时间比 VMA 长 43.5 秒 [@W3]。", ""),
    ("裸金属的启动时间比 VMA 长 43.4 秒 [@W3]。", "error"),
    ("Compared with bare metal, VMA loses 0.74 GB/s of read bandwidth [@W3].", ""),
    ("Compared with bare metal, VMA loses 0.75 GB/s of read bandwidth [@W3].", "error"),
    ("Bare metal takes 43.5 s longer to boot than VMA [@W3].", ""),
    ("Bare metal takes 43.5 s less to boot than VMA [@W3].", "value-mismatch"),
    ("VMA takes 43.5 s longer to boot than bare metal [@W3].", "value-mismatch"),
    # a bound on the change the sentence writes ("from 5.0 ms to 0.50 ms, a reduction of more than 85%")
    ("NewFS cuts average 4K random read latency from 5.0 ms to 0.50 ms, a reduction of more than 85% [@W4].", ""),
    ("NewFS cuts average 4K random read latency from 5.0 ms to 0.50 ms, a reduction of more than 92% [@W4].", "error"),
    # a multiple of two figures written at two scales ("1.35 million", "150,000")
    ("NewFS delivers 1.35 million random read IOPS, nearly 9 times the Old NAS's 150,000 [@W4].", ""),
    ("NewFS delivers 1.35 million random read IOPS, nearly 10 times the Old NAS's 150,000 [@W4].", "error"),
    # a bound's row named early in its clause; a save is a write, not a read
    ("On NewFS, the checkpoint of Tiny-7B is then written in under 10 seconds [@W4].", ""),
    ("On NewFS, the checkpoint of Tiny-7B is then written in under 8 seconds [@W4].", "error"),
    ("On NewFS, a Tiny-7B checkpoint is read in under 10 seconds [@W4].", "error"),
    # a bound's row set once at the start of its sentence, its column in its clause
    ("4KB 随机读场景下,NewFS 平均时延仅 0.50ms,峰值时延也控制在 2.5ms 以内 [@W4]。", ""),
    ("4KB 随机读场景下,NewFS 平均时延仅 0.50ms,峰值时延也控制在 2ms 以内 [@W4]。", "error"),
    # one system's average against another's peak is no derivation (97.5% = (20.0 − 0.50) ÷ 20.0)
    ("NewFS 的 4KB 随机读平均时延降低了约 90%(从 5.0ms 降至 0.50ms)[@W4]。", ""),
    ("NewFS 的 4KB 随机读平均时延降低了约 97%(从 5.0ms 降至 0.50ms)[@W4]。", "error"),
    # 均 / all: a bound on a change of two columns holds on every row (82%, 84%, 85%)
    ("在三种模型规模下,NewFS 的保存耗时均比 Old NAS 缩短 80% 以上 [@W4]。", ""),
    ("在三种模型规模下,NewFS 的保存耗时均比 Old NAS 缩短 84% 以上 [@W4]。", "qualifier-violation"),
    # a change whose ends each carry their setting ("at 16 clients", "1,024 个客户端时的")
    ("Aggregate write bandwidth climbs from 30.0 GB/s at 16 clients to 240.0 GB/s at 256 clients, 8x [@W4].", ""),
    ("Aggregate write bandwidth climbs from 30.0 GB/s at 16 clients to 96.0 GB/s at 256 clients [@W4].", "error"),
    ("聚合写带宽从 16 个客户端时的 30.0 GB/s 提升到 256 个客户端时的 240.0 GB/s,为 8 倍 [@W4]。", ""),
    ("聚合写带宽从 16 个客户端时的 30.0 GB/s 提升到 64 个客户端时的 240.0 GB/s [@W4]。", "error"),
    # a multiple between two written changes is about the one its object names (the bandwidth, not the clients)
    ("Scaling from 16 to 64 clients more than triples aggregate write bandwidth, from 30.0 GB/s to 96.0 GB/s [@W4].", ""),
    ("Scaling from 16 to 64 clients nearly quadruples aggregate write bandwidth, from 30.0 GB/s to 96.0 GB/s [@W4].", "error"),
    # a derivation of an unnamed column (LRU's p99 change) is no rival of one of the column the sentence names
    ("相比无缓存,本地 LRU 缓存的吞吐提升了 302%,Redis 缓存提升了 200% [@W3]。", ""),
    ("相比无缓存,本地 LRU 缓存的吞吐提升了 302%,Redis 缓存提升了 237% [@W3]。", "error"),
    # a bound with all / 均 on the rows the sentence names together holds on each
    ("All three KVX tiers keep time to first token under 300 ms [@W4].", ""),
    ("All three KVX tiers keep time to first token under 200 ms [@W4].", "qualifier-violation"),
    ("三种 KVX 层级的首 token 时延均低于 200 ms [@W4]。", "qualifier-violation"),
    # a bounded amount of change is no level ("by more than 250 ms": not KVX-NVMe's 260 ms)
    ("KVX-DRAM cuts time to first token by more than 250 ms compared with the baseline [@W4].", ""),
    ("KVX-NVMe cuts time to first token by more than 250 ms compared with the baseline [@W4].", "error"),
    # a multiple in words is within 10% (doubles: 1.8–2.2x; 2,900 ÷ 1,850 = 1.57x is not)
    ("KVX-DRAM more than doubles the baseline's throughput [@W4].", ""),
    ("KVX-NVMe nearly doubles the baseline's throughput [@W4].", "error"),
    ("KVX-NVMe 的吞吐比基线提高了一倍 [@W4]。", "error"),
    # a figure between two changes whose words before it name the later change's column
    ("NewFS 平均时延从 0.50 ms 增至 3.0 ms,峰值时延则增长 309%,从 2.2 ms 增至 9.0 ms [@W4]。", ""),
    ("NewFS 平均时延从 0.50 ms 增至 3.0 ms,峰值时延则增长 500%,从 2.2 ms 增至 9.0 ms [@W4]。", "error"),
    # an "x vs y" pair of two columns of one row: the second is the other column's, whatever column the clause names
    ("Checkpoint saves for Tiny-70B finish 6.7x faster on NewFS (60.0 s vs 400 s) [@W4].", ""),
    ("Tiny-70B 的 checkpoint 保存在 NewFS 上快 6.7 倍(60.0 秒对 400 秒)[@W4]。", ""),
    ("Checkpoint saves for Tiny-70B finish 6.7x faster on NewFS (60.0 s vs 90 s) [@W4].", "error"),
    ("Checkpoint saves for Tiny-70B finish 6.7x faster on NewFS (400 s vs 60.0 s) [@W4].", "error"),
    # a window named in words in a column's label ("最近一分钟") is that label, not a figure of one minute
    ("集群 B 最近一分钟的写速率为 101 MB/s [@W5]。", ""),
    # a total over the rows a sentence counts keeps its operands' side; a count of things totals as a count
    ("Combined, the two clusters were reading at 963 MB/s over the last minute [@W5].", ""),
    ("Combined, the two clusters were reading at 1,151 MB/s over the last minute [@W5].", "error"),
    ("Combined, the two clusters were writing at 963 MB/s over the last minute [@W5].", "error"),
    ("Between them, the two clusters run 569 chunkservers [@W5].", ""),
    ("Between them, the two clusters run 570 chunkservers [@W5].", "error"),
    # a report that gives only a floor ("over 30 GB/s") is quoted with it
    ("Grep's input rate peaks at over 30 GB/s [@W5].", ""),
    ("Sort's input rate peaks at over 13 GB/s [@W5].", "error"),
    # two levels of one report compared by than: the first lies that way from the second
    ("Sort's input rate peaks at about 13 GB/s, lower than grep's peak of over 30 GB/s [@W5].", ""),
    ("Sort's input rate peaks at about 13 GB/s, higher than grep's peak of over 30 GB/s [@W5].", "error"),
    # a row's size letter names it ("NetX-T"); a fraction word under a bound, as a share
    ("NetX-L's throughput is less than a fifth of NetX-T's [@W5].", ""),
    ("NetX-L's throughput is less than a fifth of NetX-S's [@W5].", "error"),
    # "single-server" names the "1 server" column; its own clause keeps its figure there
    ("At 100 servers, random writes come to 2000 per server, under a quarter of the single-server 8850 [@W5].", ""),
    ("At 100 servers, random writes come to 2000 per server, under a quarter of the single-server 8547 [@W5].", "error"),
    ("100 台服务器时,每台顺序写只有 2451 次/秒,不到单台时(8547)的三成 [@W5]。", ""),
    # a plural row name ("Writes") names "a single writer"
    ("A single writer gets 6.3 MB/s [@W5].", ""),
    ("A single writer gets 10 MB/s [@W5].", "error"),
    # a capitalised name and its number in the title is the product's name ("Engine 2"), even when 2 is a value
    ("Engine 2 keeps 3 replicas of each chunk [@W5].", "error"),
    ("Engine 2 keeps 2 replicas of each chunk [@W5].", ""),
    # a count times a value is the value of that count's own column when the table has one
    ("16 个客户端合计读吞吐 96 MB/s [@W5]。", ""),
    ("16 个客户端合计读吞吐 160 MB/s [@W5]。", "error"),
    # a count in Chinese words whose noun is a word of a count quantity (副本 of the replicas) is checked against it
    ("Engine 2 为每个 chunk 保存三个副本 [@W5]。", "error"),
    ("Engine 2 为每个 chunk 保存两个副本 [@W5]。", ""),
    # a price paid ("costs about 15% of") is the amount of the change, not a share
    ("Running a producer alongside costs the consumer about 15% of its throughput (795,064 vs 940,521 records/s) [@W5].", ""),
    ("Running a producer alongside costs the consumer about 25% of its throughput (795,064 vs 940,521 records/s) [@W5].", "error"),
    # a derivation of two columns whose figures the sentence writes is named by them
    ("VGG-16 压缩后 Top-5 错误率从 11.32% 降至 10.91%,降低 0.41 个百分点 [@W5]。", ""),
    ("VGG-16 压缩后 Top-5 错误率从 11.32% 降至 10.91%,降低 0.51 个百分点 [@W5]。", "error"),
    # how many rows a table has, counted by its name column's noun
    ("NetX-B beats the baseline on all 5 benchmarks [@W5].", ""),
    ("NetX-B beats the baseline on all 4 benchmarks [@W5].", "error"),
    ("NetX-B 在全部 5 个基准上均领先基线 [@W5]。", ""),
    # a row written by its figure pins which of two namesakes ("NetX-B", "NetX-B 384") a derivation is of
    ("NetX-B 的 FLOPs 为 15.4G,比 Other-B 少 12% [@W5]。", ""),
    ("NetX-B 的 FLOPs 为 15.4G,比 Other-B 少 15% [@W5]。", "error"),
    # two columns of one row rival a figure only when its own clause names both
    ("与 NetX-T 相比,NetX-B 的 Top-1 准确率高 0.3 个百分点,Top-5 持平 [@W5]。", ""),
    ("与 NetX-T 相比,NetX-B 的 Top-1 准确率高 0.5 个百分点,Top-5 持平 [@W5]。", "error"),
    # a bound is judged against the quantity its words name, however far from it (not grep's floor for sort); a
    # ceiling never holds on a floor
    ("Sort peaked at over 30 GB/s [@W5].", "error"),
    ("sort 的输入速率峰值超过 30GB/s [@W5]。", "error"),
    ("Grep's input rate never exceeded 30 GB/s [@W5].", "error"),
    ("Grep peaked at nearly 30 GB/s [@W5].", "error"),
    # a row's whole printed name over a longer one that starts with it; a number that ends a row's name is the name
    ("NetX-B reaches 58.1% top-1 accuracy [@W5].", "error"),
    ("NetX-B 384 reaches 58.1% top-1 accuracy [@W5].", ""),
    ("NetX-B 384 reaches 57.5% top-1 accuracy [@W5].", "error"),
    ("Other-B 384 processes 85.9 images per second [@W5].", ""),
    # the letter before the noun in Chinese ("A 集群")
    ("B 集群有 227 台 chunkserver [@W5]。", ""),
    ("A 集群的写速率为 101 MB/s [@W5]。", "error"),
    # a price paid is a change, never a level read as a percent
    ("Running a producer alongside costs the consumer 85% of its throughput [@W5].", "error"),
    # the verb between a change's two ends says its direction (not 缩 of 压缩 before them)
    ("VGG-16 压缩后 Top-5 错误率从 11.32% 升至 10.91% [@W5]。", "error"),
    # a decimal with a scale letter is a figure, never a name ("15.4G" is no "5G")
    ("NetX-S needs 8.7G [@W5].", ""),
    ("NetX-S needs 15.4G [@W5].", "error"),
    # 一半 of a rate is read as a share
    ("集群 B 的读速率只有集群 A 的一半 [@W5]。", "error"),
    # a price paid in Chinese (损失) is the change of its written pair
    ("加入生产者使消费者损失了约 15% 的吞吐(795,064 对 940,521 条/秒)[@W5]。", ""),
    ("加入生产者使消费者损失了 85% 的吞吐(795,064 对 940,521 条/秒)[@W5]。", "error"),
    # a gap of two columns needs its row named; the object of the comparison names the column
    ("NetX-B 的 Top-1 准确率比 Other-B 高 1.5 个百分点 [@W5]。", ""),
    ("Alpha 上 NetX-B 取得 71.0%,领先基线 3.4 个百分点 [@W5]。", "error"),
    # a bound restated by the exact figure in a parenthesis is about that figure's quantity
    ("NetX-L needs under 35 GFLOPs (34.4) per image [@W5].", ""),
    ("NetX-L needs under 34 GFLOPs (34.4) per image [@W5].", "error"),
    # "集群 A" names the row printed "Cluster A"; the comparison's direction is judged in Chinese too
    ("集群 B 的读速率比集群 A 低 203 MB/s [@W5]。", ""),
    ("集群 B 的读速率比集群 A 高 203 MB/s [@W5]。", "error"),
    # a row's whole printed name written in a sentence names that row ("PCIe 6.0", "At 128/2048", "Model 2 70B")
    ("Gen 4.0 doubles the per-lane rate to 16.0 GT/s [@W6].", ""),
    ("Gen 2.0 doubles the per-lane rate to 16.0 GT/s [@W6].", "error"),
    ("An x16 link went from 15.8 GB/s (3.0) to 31.5 (4.0) [@W6].", ""),
    ("An x16 link went from 15.8 GB/s (3.0) to 8.0 (4.0) [@W6].", "error"),
    ("An x16 link went from 4.0 GB/s (1.0) to 31.5 GB/s (2.0) [@W6].", "error"),
    ("From Gen 2.0 to 4.0, x16 throughput quadrupled [@W6].", ""),
    ("At 128/2048 Card-B turns out 23,500 tokens/s [@W6].", ""),
    ("At 128/2048 Card-B turns out 26,300 tokens/s [@W6].", "error"),
    ("2048/128 场景下 Card-A 的吞吐为 3100 token/秒 [@W6]。", ""),
    ("2048/128 场景下 Card-A 的吞吐为 3300 token/秒 [@W6]。", "error"),
    ("Model 2 70B 的同步保存耗时 670.0 秒 [@W6]。", ""),
    ("Model 2 70B 的同步保存耗时 150.0 秒 [@W6]。", "error"),
    # a bare score of a row is its percent; the gap of a row in a two-column table names both columns
    ("On Reading, Model-Big scores 81.3 F1 against 63.9 for Model-Small [@W6].", ""),
    ("On Reading, Model-Big scores 81.2 F1 against 63.9 for Model-Small [@W6].", "error"),
    ("On Reading, Model-Big scores 63.9 [@W6].", "error"),
    ("The largest jump is on Maths: 35.2 points [@W6].", ""),
    ("The largest jump is on Maths: 17.4 points [@W6].", "error"),
    ("Maths 上两个模型相差 35.2 个百分点 [@W6]。", ""),
    # a time per operation is also its rate, said with a word of a second
    ("readrandom takes 12.5 µs per read, about 80,000 reads per second [@W6].", ""),
    ("readrandom takes 12.5 µs per read, about 100,000 reads per second [@W6].", "error"),
    ("fillseq 每次 1.6 微秒,约合每秒 62 万次 [@W6]。", ""),
    ("fillseq 每次 1.6 微秒,约合每秒 80 万次 [@W6]。", "error"),
    # a queue depth printed QD32
    ("At queue depth 32, fillseq reaches 410,000 random-read IOPS [@W6].", ""),
    ("At queue depth 64, fillseq reaches 410,000 random-read IOPS [@W6].", "error"),
    ("At QD32, fillseq reaches 410,000 random-read IOPS [@W6].", ""),
    ("At QD64, fillseq reaches 410,000 random-read IOPS [@W6].", "error"),
    ("队列深度 32 时 readrandom 的随机读取为 42 万 IOPS [@W6]。", ""),
    # a column's label says its direction before its key ("gain: Reduction")
    ("Checkpoint blocking drops 23.6x for Model 7B [@W6].", ""),
    ("Checkpoint blocking drops 21.1x for Model 7B [@W6].", "error"),
    # a setup entry that describes the rig gives no side; "on a single thread" is the setting of a 1-thread row
    ("fillseq writes 625,000 ops/sec on a single thread [@W6].", ""),
    ("fillseq writes 625,000 ops/sec [@W6].", ""),
    ("fillseq writes 80,000 ops/sec on a single thread [@W6].", "error"),
    # a column's label written with its noun after the number ("16 storage pods") names that column
    ("With 16 storage pods, small writes run at 4200 per second per pod [@W6].", ""),
    ("With 16 storage pods, small writes run at 2600 per second per pod [@W6].", "error"),
    ("扩展到 64 个 storage pod 时,每个 pod 的小写入降到 2600 次/秒 [@W6]。", ""),
    ("扩展到 64 个 storage pod 时,每个 pod 的小写入降到 4200 次/秒 [@W6]。", "error"),
    # a version before its head noun; a name two rows print is a name of neither, but still a name
    ("3.0 版本的单通道速率为 8.0 GT/s [@W6]。", ""),
    ("3.0 版本的单通道速率为 16.0 GT/s [@W6]。", "error"),
    ("At 512/1024, Model-Y turns out 2,000 tokens/s [@W6].", ""),
    ("At 512/1024, Model-Y turns out 1,000 tokens/s [@W6].", "error"),
    # a setting of one names a row that ran on one
    ("On a single thread, fillseq takes 1.6 µs per write [@W6].", ""),
    # each figure of a sentence against its own object, the sentence's subject the other row of the pair, however
    # many words the rows' names share
    ("Lynx-3B scores 71.2% on QA, 4.4 points ahead of Otter-3B and 1.1 ahead of Otter-7B [@W7].", ""),
    ("Lynx-3B scores 71.2% on QA, 1.1 points ahead of Otter-3B and 4.4 ahead of Otter-7B [@W7].", "error"),
    ("Lynx-3B scores 71.2% on QA, 3.3 points ahead of Otter-3B [@W7].", "error"),
    ("Lynx-3B 的问答得分比 Otter-3B 高 4.4 个百分点,比 Otter-7B 高 1.1 个百分点 [@W7]。", ""),
    ("Lynx-3B 的问答得分比 Otter-3B 高 1.1 个百分点,比 Otter-7B 高 4.4 个百分点 [@W7]。", "error"),
    ("On code, Lynx-3B is 5.5 points above Otter-3B and 3.7 below Otter-7B [@W7].", ""),
    ("On code, Lynx-3B is 3.7 points above Otter-3B and 5.5 below Otter-7B [@W7].", "error"),
    ("On QA, Lynx-3B is 5.5 points above Otter-3B [@W7].", "error"),
    # two figures of one column are two rows: the other one names the rows at its row's setting, not its row
    ("At 64 clients, loose reads deliver about 33% more QPS than strict ones (186,000 vs 140,000 QPS) [@W7].", ""),
    ("At 64 clients, loose reads deliver about 33% more QPS than strict ones (186,000 vs 1,400 QPS) [@W7].", "error"),
    ("For strict reads, server memory grows from 40 MB with 1 client to 90 MB with 64 clients [@W7].", ""),
    ("For strict reads, server memory grows from 40 MB with 1 client to 95 MB with 64 clients [@W7].", "error"),
    ("At 64 clients, strict reads deliver 186,000 QPS [@W7].", "error"),
    ("At 1 client, loose reads deliver 140,000 QPS [@W7].", "error"),
    # names from two text columns meet in the rows that print both ("Model-Q 70B" at "128/2048")
    ("At 128/2048, Model-Q 70B turns out 19,400 tokens/s [@W7].", ""),
    ("At 128/2048, Model-Q 70B turns out 26,300 tokens/s [@W7].", "error"),
    ("Model-Q 70B reaches 26,300 tokens/s at 128/2048 [@W7].", "error"),
    ("At 128/2048, Model-Q 13B is 2.5 times as fast as Model-Q 70B [@W7].", ""),
    ("At 128/2048, Model-Q 13B is 1.8 times as fast as Model-Q 70B [@W7].", "error"),
    # from one row to another by their printed names: the change goes that way
    ("x16 throughput grew by 11.8 GB/s from generation 1.0 to generation 3.0 [@W6].", ""),
    ("x16 throughput fell by 11.8 GB/s from generation 1.0 to generation 3.0 [@W6].", "error"),
    ("从 1.0 版本到 3.0 版本,x16 吞吐提高了 11.8 GB/s [@W6]。", ""),
    ("从 1.0 版本到 3.0 版本,x16 吞吐下降了 11.8 GB/s [@W6]。", "error"),
    # a bare bound in a clause parallel to a figure with a unit is in that unit
    ("Over x16, generation 4.0 moves 31.5 GB/s, while generation 1.0 stays under 5 [@W6].", ""),
    ("Over x16, generation 4.0 moves 31.5 GB/s, while generation 1.0 stays under 3 [@W6].", "error"),
    ("x16 吞吐方面,4.0 版本达到 31.5 GB/s,1.0 版本不到 5 [@W6]。", ""),
    ("x16 吞吐方面,4.0 版本达到 31.5 GB/s,1.0 版本不到 3 [@W6]。", "error"),
    # "A scores X vs Y for B": X is A's column, Y is B's
    ("On maths, Model-Big scores 90.4% vs 55.2% for Model-Small [@W6].", ""),
    ("On maths, Model-Big scores 55.2% vs 90.4% for Model-Small [@W6].", "error"),
    ("On maths, Model-Small scores 55.2%, against 90.4% for Model-Big [@W6].", ""),
    ("On maths, Model-Small scores 90.4%, against 55.2% for Model-Big [@W6].", "error"),
    # a share after "by" sizes a change, whatever follows it
    ("At 64 clients, strict reads cut QPS by about a quarter compared with loose reads [@W7].", ""),
    ("At 64 clients, strict reads cut QPS by about a third compared with loose reads [@W7].", "error"),    # a count names every row that has it; a per-card or all-cards column is named by its scope word
    ('On 8 cards, the baseline trains at 5,000 samples per second per card [@W8].', ''),
    ('On 8 cards, the baseline trains at 4,500 samples per second per card [@W8].', 'error'),
    ('On 8 cards, the baseline trains at 40,000 samples per second in total [@W8].', ''),
    ('On 8 cards, the baseline trains at 5,000 samples per second in total [@W8].', 'error'),
    # a change starts from another row of the column: the row named is where it goes to
    ('With kernel fusion, peak memory per card on 8 cards drops from 70.0 GiB to 64.0 GiB [@W8].', ''),
    ('With kernel fusion, peak memory per card on 8 cards drops from 60.0 GiB to 64.0 GiB [@W8].', 'error'),
    ('8 卡上加入 kernel fusion 后,每卡吞吐从 5,000 提升到 5,600 样本/秒 [@W8]。', ''),
    ('8 卡上加入 kernel fusion 后,每卡吞吐从 4,500 提升到 5,600 样本/秒 [@W8]。', 'error'),
    ('8 卡上加入 kernel fusion 后,每卡吞吐从 8,000 提升到 5,600 样本/秒 [@W8]。', 'error'),
    ('基线从 8 卡扩展到 64 卡后,每卡峰值显存从 70.0 GiB 降至 60.0 GiB [@W8]。', ''),
    ('基线从 8 卡扩展到 64 卡后,每卡峰值显存从 70.0 GiB 降至 55.0 GiB [@W8]。', 'error'),
    # a setting written before the figure in its clause is that figure's ("比 64 卡时(7,600)")
    ('8 卡时 baseline + kernel fusion + FP8 的每卡吞吐(8,000)比 64 卡时(7,600)更高 [@W8]。', ''),
    ('8 卡时 baseline + kernel fusion + FP8 的每卡吞吐(7,600)比 64 卡时(8,000)更高 [@W8]。', 'error'),
    ('8 卡时 baseline + kernel fusion + FP8 的每卡吞吐(8,000)比 64 卡时(5,200)更高 [@W8]。', 'error'),
    # a metric's note states the scale of its variants ("in billions of samples")
    ('The large model was trained on 9 billion samples and the small one on 3 billion [@W8].', ''),
    ('The large model was trained on 8 billion samples and the small one on 3 billion [@W8].', 'error'),
    # a value per unit of another cell of its row; money binds no cell of another unit
    ('At $80, the Falcon Board 4 8GB works out to $10 per GB of memory [@W8].', ''),
    ('At $80, the Falcon Board 4 8GB works out to $15 per GB of memory [@W8].', 'error'),
    ('At $60, the Falcon Board 4 4GB works out to $14 per GB of memory [@W8].', 'error'),
    ('At $60, the Falcon Board 4 4GB works out to $15 per GB of memory [@W8].', ''),
    ('Falcon Board 4 4GB launched at $60, $5 more than the Falcon Board 3 4GB [@W8].', ''),
    ('Falcon Board 4 4GB launched at $60, $4 more than the Falcon Board 3 4GB [@W8].', 'error'),
    ('猎鹰板 4 的 8GB 型号售价 80 美元,每 GB 内存约合 10 美元 [@W8]。', ''),
    ('猎鹰板 4 的 8GB 型号售价 80 美元,每 GB 内存约合 8.4 美元 [@W8]。', 'error'),
    ('Per MHz of radio channel, Falcon Board 4 8GB has a link rate of 9.0 Mbps, against 7.5 Mbps for Falcon Board 3 4GB [@W8].', ''),
    ('Per MHz of radio channel, Falcon Board 4 8GB has a link rate of 7.5 Mbps, against 9.0 Mbps for Falcon Board 3 4GB [@W8].', 'error'),
    # names: a product's Chinese name with its number, a version written shorter
    ('猎鹰板 4 8GB 的内存是猎鹰板 3 4GB 的 3 倍 [@W8]。', 'error'),
    ('猎鹰板 4 8GB 的内存是猎鹰板 3 4GB 的 2 倍 [@W8]。', ''),
    ('Swift handles 200K writes, while each Kestrel 2.1 cluster handles 40K [@W8].', ''),
    ('Per node, Swift handles 200K writes [@W8].', 'error'),  # (a whole-cluster column: a frame's scope counts)
    ('Swift handles 200K writes, while each Kestrel 2.1 cluster handles 30K [@W8].', 'error'),
    # 约为 … 的 governs a fraction past an object with its own figure; a word spent on an earlier figure's row
    ('写入负载下,Swift 的 P90 延迟仅 1.3 毫秒,约为 Kestrel 2.1.4(3.2 毫秒)的五分之二 [@W8]。', ''),
    ('写入负载下,Swift 的 P90 延迟仅 1.3 毫秒,约为 Kestrel 2.1.4(3.2 毫秒)的三分之一 [@W8]。', 'error'),
    ('即使是 Kestrel 2.1.4 吞吐最高的写入场景,集群合计 4 万次/秒,也不到 Swift 读取吞吐(14 万次/秒)的一半 [@W8]。', ''),
    ('即使是 Kestrel 2.1.4 吞吐最高的写入场景,集群合计 4 万次/秒,也不到 Swift 读取吞吐(14 万次/秒)的四分之一 [@W8]。', 'error'),
    # a change of two written figures goes the way its word says around 比 / than
    ('64 卡时的每卡吞吐(4,500)比 8 卡时的 5,000 低 10% [@W8]。', ''),
    ('64 卡时的每卡吞吐(4,500)比 8 卡时的 5,000 高 10% [@W8]。', 'error'),
    ('64 卡时,每卡吞吐为 5,000 [@W8]。', 'error'),
    ('Falcon-L 的问答得分 80.0% 比 Falcon-S 的 61.0% 高 19 个百分点 [@W8]。', ''),
    ('Falcon-L 的问答得分 80.0% 比 Falcon-S 的 61.0% 低 19 个百分点 [@W8]。', 'error'),
    # a short version before a unit is a figure; money binds no row's name
    ('At the median, Swift 9.0 ms of write latency is not a p90 figure [@W8].', 'error'),
    ('The Falcon Board 4 8GB costs $20 more than a Falcon Board 4 4GB [@W8].', ''),
    ('The Falcon Board 4 8GB costs $4 more than a Falcon Board 4 4GB [@W8].', 'error'),
    # a scope word names the total or per-card column; a pair of rows at the counts named; a change starts up from a row
    ('Across all 8 cards, kernel fusion delivers 5,600 samples per second [@W8].', 'error'),
    ('Across all 8 cards, kernel fusion delivers 44,800 samples per second [@W8].', ''),
    ('64 卡时,kernel fusion 让总吞吐提升到基线的 1.16 倍 [@W8]。', ''),
    ('64 卡时,kernel fusion 让总吞吐提升到基线的 1.12 倍 [@W8]。', 'error'),
    ('With kernel fusion, per-card throughput on 8 cards climbs to 5,600 samples/s, up from 5,000 [@W8].', ''),
    ('With kernel fusion, per-card throughput on 8 cards climbs to 5,600 samples/s, up from 4,500 [@W8].', 'error'),
    # the mean of a whole row of scores, when the sentence writes how many there are
    ("Across the three tasks, Falcon-L averages 70.0% [@W8].", ""),
    ("Across the three tasks, Falcon-L averages 72.0% [@W8].", "error"),
    ("Falcon-S 在三项任务上的平均得分为 45.5% [@W8]。", ""),
    ("Falcon-S 在三项任务上的平均得分为 47.5% [@W8]。", "error"),
    ("Across the two tasks, Falcon-L averages 73.0% [@W8].", "error"),
    # 多出 after a figure is a comparative, not "more than"
    ('Kestrel 2.1.4 写入耗时 3.2 毫秒,比读取的 4.5 毫秒少约 1.3 毫秒 [@W8]。', ''),
    ('Kestrel 2.1.4 的读取 P90 延迟 4.5 毫秒,比写入的 3.2 毫秒多出约 1.3 毫秒 [@W8]。', ''),
    ('Kestrel 2.1.4 的读取 P90 延迟 4.5 毫秒,比写入的 3.2 毫秒多出约 2.3 毫秒 [@W8]。', 'error'),
    # comparatives of weight and price
    ("Pico Go Pro 1TB 比 Pico Go 64 轻了 40 克 [@W9]。", ""),
    ("Pico Go 64 比 Pico Go Pro 1TB 轻了 40 克 [@W9]。", "error"),
    ("The Pico Go Pro 1TB is 40 grams lighter than the Pico Go 64 [@W9].", ""),
    ("The Pico Go Pro 1TB is 50 grams lighter than the Pico Go 64 [@W9].", "error"),
    ("The Pico Go 64 is 40 grams lighter than the Pico Go Pro 1TB [@W9].", "error"),
    ("The Pico Go 64 is $250 cheaper than the Pico Go Pro 1TB [@W9].", ""),
    ("The Pico Go Pro 1TB is $250 cheaper than the Pico Go 64 [@W9].", "error"),
    ("Pico Go Pro 1TB 比 Pico Go 64 贵 250 美元 [@W9]。", ""),
    ("The Pico Go 64 is heavier than the Pico Go Pro 1TB by 40 g [@W9].", ""),
    ("The Pico Go Pro 1TB is heavier than the Pico Go 64 by 40 g [@W9].", "error"),
    ("Pico Go 64 比 Pico Go Pro 1TB 贵 250 美元 [@W9]。", "error"),
    # a year after an ASCII comma, or as what is compared with, is a date
    ("相比 2022 年,2023 年的年化故障率从 1.40% 升至 1.65% [@W9]。", ""),
    ("相比 2022 年,2023 年的年化故障率从 1.40% 升至 1.75% [@W9]。", "error"),
    ("Compared with 2022, the fleet's annualized failure rate rose to 1.65% in 2023 [@W9].", ""),
    # the plural of a count's own noun names no rival
    ("At year end, 4,100 drives of the Acme 12TB model were in service [@W9].", ""),
    ("At year end, 4,200 drives of the Acme 12TB model were in service [@W9].", "error"),
    # a parenthesis of names right after a figure says whose it is
    ("Top-1 accuracy ranges from 71.5% (Finch-1) to 80.2% (Robin-L) [@W9].", ""),
    ("Top-1 accuracy ranges from 71.5% (Robin-L) to 80.2% (Finch-1) [@W9].", "error"),
    ("Top-1 accuracy is 71.5% (Finch-2) [@W9].", "error"),
    ("Top-1 accuracy is 74.0% (Finch-2) [@W9].", ""),
    ("Top-1 准确率从 71.5%(Finch-1)到 80.2%(Robin-L)不等 [@W9]。", ""),
    ("Top-1 准确率从 71.5%(Robin-L)到 80.2%(Finch-1)不等 [@W9]。", "error"),
    ("Finch-1 scores 88.0% (top-5) [@W9].", ""),
    ("Finch-1 scores 71.5% (top-5) [@W9].", "error"),
    # a thousands separator is no clause break
    ("单客户端时,宽松读的 QPS 为 2,900,约是严格读 1,400 的 2.07 倍 [@W7]。", ""),
    ("单客户端时,宽松读的 QPS 为 2,900,约是严格读 1,400 的 2.27 倍 [@W7]。", "error"),
    # a name and its number with the capitalised word after it, as a note writes them, is a name
    ("The handheld's chip has 4 Zen 4 CPU cores [@W9].", ""),
    ("The handheld's chip has 6 Zen 4 CPU cores [@W9].", "error"),
    # a figure the clause names another variant of is that variant's value of another quantity of its unit
    ("Full training needs 1,200 GB of VRAM, more than three times Lite's 350 GB [@W9].", ""),
    ("Lite's checkpoint takes 350 GB [@W9].", "error"),
    # a whole number of a depth, size or count column is no score printed without %
    ("At pipeline depth 16, GET does about 26% more requests per second than SET [@W9].", ""),
    ("使用流水线时,GET 的吞吐比 SET 高约 16% [@W9]。", "error"),
    # a caption that lists the columns makes no cell per-lane or a maximum
    ("Alpha Link 的原始链路速率合计 21.6 Gbps [@W9]。", ""),
    ("Alpha Link 的原始链路速率合计 20 Gbps [@W9]。", "error"),
    ("Alpha Link 的单通道速率为 5.4 Gbps [@W9]。", ""),
    ("Alpha Link 的单通道速率为 21.6 Gbps [@W9]。", "error"),
    ("Beta Link runs each of its lanes at 10 Gbps, 20 Gbps in total [@W9].", ""),
    ("Beta Link runs each of its lanes at 10 Gbps, 21.6 Gbps in total [@W9].", "error"),
    # a superlative that ranks the rows names one end of the column: the cell at the other end fails
    ("Kite-S is the fastest detector at 12 ms per image [@W10].", ""),
    ("Kite-S is the slowest detector at 12 ms per image [@W10].", "error"),
    ("Eagle-X is the slowest, at 10.5 frames per second [@W10].", ""),
    ("Eagle-X is the fastest, at 10.5 frames per second [@W10].", "error"),
    ("Eagle-X has the highest AP, 45.2 [@W10].", ""),
    ("Eagle-X has the lowest AP, 45.2 [@W10].", "error"),
    ("Kite-S 是四个检测器中最快的,单张图片仅需 12 毫秒 [@W10]。", ""),
    ("Kite-S 是四个检测器中最慢的,单张图片仅需 12 毫秒 [@W10]。", "error"),
    ("Kite-S 的 COCO AP 为 33.1,是四个检测器中最低的 [@W10]。", ""),
    ("Kite-S 的 COCO AP 为 33.1,是四个检测器中最高的 [@W10]。", "error"),
    ("Hawk-M has the highest AP, 38.6 [@W10].", "error"),
    ("Eagle-X 是表中 AP 最高的模型,为 45.2 [@W10]。", ""),
    ("Hawk-M 是表中 AP 最高的模型,为 38.6 [@W10]。", "error"),
    ("Kite-S is the slowest model, at 83 frames per second [@W10].", "error"),
    # ...of the rows it counts: the cell must be the end of some that many rows
    ("Owl-L has the lowest AP of the two largest detectors, 42.0 [@W10].", ""),
    ("Owl-L has the lowest AP of the three detectors, 42.0 [@W10].", "error"),
    # ...over the rows the sentence names, when it names no set; an ordinal is a rank
    ("Owl-L's 48 ms per image is the slowest, against 12 ms for Kite-S and 25 ms for Hawk-M [@W10].", ""),
    ("Hawk-M's 25 ms per image is the slowest, against 12 ms for Kite-S and 48 ms for Owl-L [@W10].", "error"),
    ("Owl-L has the second-highest AP, 42.0 [@W10].", ""),
    # ...not one that names a row by its size, nor both ends, nor a qualifier
    ("Even the largest model, Eagle-X, runs at 10.5 frames per second [@W10].", ""),
    ("The smallest and fastest detector, Kite-S, runs at 83 frames per second [@W10].", ""),
    ("Eagle-X manages at least 10.5 frames per second [@W10].", ""),
    # a figure in a column labelled with its scale, in a versus pair
    ("Kite-S needs 8.7G FLOPs versus 21.4G for Hawk-M [@W10].", ""),
    ("Kite-S needs 21.4G FLOPs versus 8.7G for Hawk-M [@W10].", "error"),
    # a year said of a row of a table with a year column is that row's year
    ("Robin-L was released in 2023 [@W11].", ""),
    ("Robin-L was released in 2022 [@W11].", "error"),
    ("Robin-L 于 2022 年发布 [@W11]。", "error"),
    ("We started testing Robin-L in 2025 [@W11].", ""),
    # the amount after a comparative with its object is a difference, never the object's level
    ("Eagle-X 的单张图片延迟比 Owl-L 高 47 ms [@W10]。", ""),
    ("Eagle-X 的单张图片延迟比 Owl-L 高 48 ms [@W10]。", "error"),
    ("Eagle-X's latency per image is 48 ms higher than Owl-L's [@W10].", "error"),
    ("Eagle-X's latency per image is higher than Owl-L's by 48 ms [@W10].", "error"),
    ("Eagle-X's latency per image is higher than Owl-L's by 47 ms [@W10].", ""),
    # "to save a checkpoint" is the act of saving, no time saved
    ("The old system needs about 5.2 minutes to save a checkpoint [@W10].", ""),
    ("The old system needs about 4.5 minutes to save a checkpoint [@W10].", "error"),
    ("The new system saves about 4.5 minutes per checkpoint [@W10].", ""),
    # a peak the report states as a quantity of its own is no table's largest average
    ("归档节点的峰值导入速率为 520 MB/s [@W10]。", ""),
    ("归档节点的峰值导入速率为 455 MB/s [@W10]。", "error"),
    # a comparative before a versus pair says which way the first figure lies from the second
    ("Hawk-M is slower than Kite-S (25 ms vs 12 ms) [@W10].", ""),
    ("Hawk-M is faster than Kite-S (25 ms vs 12 ms) [@W10].", "error"),
    ("Hawk-M 比 Kite-S 慢(25 毫秒对 12 毫秒)[@W10]。", ""),
    ("Hawk-M 比 Kite-S 快(25 毫秒对 12 毫秒)[@W10]。", "error"),
    ("Kite-S needs 12 ms per image on the GPU versus 25 ms for Hawk-M [@W10].", ""),
    ("Kite-S needs 12 ms per image on the GPU versus 48 ms for Hawk-M [@W10].", "error"),
    # 刚过 / 突破: more than
    ("模型服务器的峰值每秒请求数刚过 100 万 [@W10]。", ""),
    ("模型服务器的峰值每秒请求数刚过 110 万 [@W10]。", "error"),
    ("模型服务器的峰值每秒请求数突破 100 万 [@W10]。", ""),
    # a figure whose clause names another column of its row, one that cannot hold its unit
    ("Kite-S 的单张图片延迟为 12 ms [@W10]。", ""),
    ("Kite-S 的计算量为 12 ms [@W10]。", "error"),
    # an amount at a rate: the time it takes
    ("Loading the 18 TB image dataset at its 400 MB/s ingest rate takes 12.5 hours [@W10].", ""),
    ("Loading the 18 TB image dataset at its 400 MB/s ingest rate takes 13.5 hours [@W10].", "error"),
    ("按 400MB/s 的导入速率,导入 18TB 的图片数据集需要 12.5 小时 [@W10]。", ""),
    # a ratio to one, and the runs a figure is taken over
    ("图片归档的压缩比为 2.5:1 [@W10]。", ""),
    ("图片归档的压缩比为 3.5:1 [@W10]。", "error"),
    ("Kite-S needs 12 ms per image, averaged over 10 runs [@W10].", ""),
    ("Kite-S needs 12 ms per image, averaged over 12 runs [@W10].", "error"),
    # a glued unit the registry has no dimension for is a figure; so is a number after a name with such a unit
    ("The Vega 7410 has a base clock of 2.40GHz [@W12].", ""),
    ("The Vega 7410 has a base clock of 2.50GHz [@W12].", "error"),
    ("Vega 7410 的默认 TDP 310 瓦 [@W12]。", "error"),
    ("The Vega 7410 has a default TDP 300 W [@W12].", ""),
    # a model number of a row's name, written alone, names that row; never after a word that introduces a figure
    ("At 240 W, the 7320 and 7320P share the lowest default TDP [@W12].", ""),
    ("The 7410 lists at 7560 dollars [@W12].", "error"),
    ("Going from the 7320 to the 7410 adds 16 cores [@W12].", ""),
    ("Vega 7320P 比 7320 便宜 400 美元,约便宜 10% [@W12]。", ""),
    ("Vega 7320P 比 7320 便宜 500 美元 [@W12]。", "error"),
    # the noun right after a bare number names its column, whatever else the clause is about
    ("48 核的 Vega 7410 默认 TDP 为 300 瓦 [@W12]。", ""),
    ("40 核的 Vega 7410 默认 TDP 为 300 瓦 [@W12]。", "error"),
    ("Vega 7560 拥有 64 核,单价 9600 美元 [@W12]。", ""),
    # a price per core; a share of another row's price
    ("The Vega 7560 costs $150 per core [@W12].", ""),
    ("The Vega 7560 costs $160 per core [@W12].", "error"),
    ("7410 每核约 125 美元 [@W12]。", ""),
    ("7410 每核约 135 美元 [@W12]。", "error"),
    ("The Vega 7320 costs about 42% of the Vega 7560's price [@W12].", ""),
    ("The Vega 7320 costs about 52% of the Vega 7560's price [@W12].", "error"),
    # wrote is a word of the write column; 块汇报, 心跳 and other storage words name English labels
    ("In the benchmark run a node read at 72 MB/s and wrote at 45 MB/s [@W12].", ""),
    ("In the benchmark run a node read at 72 MB/s and wrote at 50 MB/s [@W12].", "error"),
    # a part counted in a text cell ("K80x32"), written with the part's name after the number
    ("Wren-L trained on 32 K80 GPUs for a week (168 hours) [@W12].", ""),
    ("Wren-L trained on 16 K80 GPUs for a week (168 hours) [@W12].", "error"),
    ("Wren-S 在 4 块 K80 上训练了 12 小时 [@W12]。", ""),
    # company and country names in Chinese; the object of a comparison after a figure does not own it
    ("微软的可再生能源占比为 32%,比谷歌低 24 个百分点 [@W12]。", ""),
    ("微软的可再生能源占比为 56%,比谷歌低 24 个百分点 [@W12]。", "error"),
    # 原来的 N%: a share of the first figure of the change
    ("从 Vega 7320 换到 7320P,单价从 4000 美元降到 3600 美元,只有原来的 90% [@W12]。", ""),
    ("从 Vega 7320 换到 7320P,单价从 4000 美元降到 3600 美元,只有原来的 80% [@W12]。", "error"),
    # a bound on a derivation of two figures the sentence writes; "Yahoo!" ends no sentence
    ("On Yahoo! Answers, Wren-S trains in 12 hours and Wren-L in 168 hours, over 13 times as long [@W12].", ""),
    ("On Yahoo! Answers, Wren-S trains in 12 hours and Wren-L in 168 hours, over 15 times as long [@W12].", "error"),
    # a superlative that names a row by its size ("the largest processor") is no extreme of another column
    ("The largest Vega processor, the 7560, runs its base clock at 2.20 GHz [@W12].", ""),
    # a model number the way the rows write theirs that names no row is another product's
    ("The Vega 7330 has 32 cores [@W12].", "error"),
    ("The Vega 7320 has 32 cores [@W12].", ""),
    ("The 7560P has 64 cores [@W12].", "error"),
    # a part count of another row
    ("Wren-S trained on 32 K80 GPUs [@W12].", "error"),
    # a unit of no dimension must be the one the column's label states; a percent is no amount in watts
    ("The Vega 7410 has a 2.40 MHz base clock [@W12].", "error"),
    ("The Vega 7410 draws 300 kW [@W12].", "error"),
    ("The Vega 7410 costs €6,000 [@W12].", "error"),
    ("Vega 7410 售价 6000 元 [@W12]。", "error"),
    ("Vega 7410 售价 6000 美元 [@W12]。", ""),
    ("Vega 7410 的默认 TDP 比 7320 高 60% [@W12]。", "error"),
    ("Vega 7410 的默认 TDP 比 7320 高 25% [@W12]。", ""),
    # wrote is a write; an amount of money counts no cores; 甲骨文 is Oracle
    ("In the benchmark run a node wrote 72 MB/s [@W12].", "error"),
    ("The 48-core Vega 7410 lists at $6,000 [@W12].", ""),
    ("甲骨文的可再生能源占比为 32% [@W12]。", "error"),
    ("甲骨文的可再生能源占比为 27% [@W12]。", ""),
    # a small gap in points is a difference, checked (never skipped as a count)
    ("Microsoft's renewable share is 5 points higher than Oracle's [@W12].", ""),
    ("Microsoft's renewable share is 6 points higher than Oracle's [@W12].", "error"),
    ("Oracle trails Microsoft by 6 points on renewables [@W12].", "error"),
    # a scope set at the sentence's start; the whole cluster is a total
    ("Per node, Loom reads at 72 MB/s in the benchmark run [@W12].", ""),
    ("Per node, Loom reads at 576 MB/s in the benchmark run [@W12].", "error"),
    ("The whole Loom cluster reads at 72 MB/s in the benchmark run [@W12].", "error"),
    ("按节点计,Loom 在基准测试中的读吞吐为 576 MB/s [@W12]。", "error"),
    # a difference in points of a report's two variants goes the way the product moved
    ("With Loom, GPU utilisation rises by 22.5 percentage points [@W12].", ""),
    ("With Loom, GPU utilisation falls by 22.5 percentage points [@W12].", "error"),
    ("With Loom, the stall share falls by 4.4 percentage points [@W12].", ""),
    ("换用 Loom 后,检查点停顿占比上升了 4.4 个百分点 [@W12]。", "error"),
    # pricier names the price column
    ("The Vega 7410 is 50% pricier than the 7320 [@W12].", ""),
    ("The Vega 7410 is 60% pricier than the 7320 [@W12].", "error"),
    # a model number alone names its product (read as a figure with a unit after it); a version cell written bare
    ("The capacity doubled within the 5300 family, from 3.84 TB to 7.68 TB [@W13].", ""),
    ("5300 系列的质保为 5 年 [@W13]。", ""),
    ("5300 系列的质保为 6 年 [@W13]。", "error"),
    ("The 5300 PRO 7.68TB reads at 5300 MB/s [@W13].", "error"),
    ("BasaltDB 6.3 handled 560,000 orders per minute on 50,000 shops [@W13].", ""),
    ("BasaltDB 6.3 handled 590,000 orders per minute on 50,000 shops [@W13].", "error"),
    # a superlative right before a word some rows print ranks those rows only
    ("Even the smallest 5300 PRO, at 3.84 TB, is rated for 7.0 PB written [@W13].", ""),
    ("Even the smallest 5300 PRO, at 3.20 TB, is rated for 17.5 PB written [@W13].", "error"),
    ("Even the largest 5300 PRO, at 3.84 TB, is rated for 7.0 PB written [@W13].", "error"),
    # a superlative after another column's word ranks that column; a row the clause names by its own figure
    ("效率最高的是 2,000 店铺的 4 节点集群(97.5%),最低的是 50,000 店铺(92.5%) [@W13]。", ""),
    ("效率最高的是 50,000 店铺的 4 节点集群(97.5%),最低的是 2,000 店铺(92.5%) [@W13]。", "error"),
    ("效率最高的是 2,000 店铺的 4 节点集群(97.5%),最低的是 50,000 店铺(95.0%) [@W13]。", "error"),
    ("店铺数最多的是 2,000 店铺的测试 [@W13]。", "error"),
    ("Efficiency slipped from 95.0% at 20,000 shops to 92.5% at 50,000, a drop of 2.5 percentage points [@W13].", ""),
    ("Efficiency slipped from 95.0% at 20,000 shops to 97.5% at 50,000 [@W13].", "error"),
    ("Efficiency slipped from 95.0% at 20,000 shops to 92.5% at 50,000 shops, a drop of 2.5 percentage points [@W13].", ""),
    ("Efficiency slipped from 95.0% at 20,000 shops to 92.5% at 50,000 shops, a drop of 3.5 percentage points [@W13].", "error"),
    ("每分钟订单数从 2,000 店铺时的 24,000 提升到 50,000 店铺时的 560,000 [@W13]。", ""),
    ("每分钟订单数从 2,000 店铺时的 24,000 提升到 50,000 店铺时的 230,000 [@W13]。", "error"),
    # the noun a change word governs names the column the change is of
    ("On the same 12 nodes, going from 20,000 to 50,000 shops raised throughput by about 143% [@W13].", ""),
    ("On the same 12 nodes, going from 20,000 to 50,000 shops raised throughput by about 160% [@W13].", "error"),
    ("Going from 20,000 to 50,000 shops, throughput rose 143% [@W13].", ""),
    ("Going from 20,000 to 50,000 shops, throughput rose 150% [@W13].", "error"),
    ("店铺从 20,000 增加到 50,000,吞吐提升约 143% [@W13]。", ""),
    ("店铺从 20,000 增加到 50,000,吞吐提升约 160% [@W13]。", "error"),
    ("Going from 20,000 to 50,000 shops is an increase of 150% [@W13].", ""),
    # a growth word is the larger over the smaller, in either order
    ("Ridge 4 reached 12.8 Tbps, and Ridge 5 doubled that to 25.6 Tbps [@W13].", ""),
    ("Ridge 4 reached 12.8 Tbps, and Ridge 5 tripled that to 25.6 Tbps [@W13].", "error"),
    # two figures joined by vs go first with the row their own clause names; a name without its column's prefix
    ("The loch.large and loch.8large run the same software, but the 8large has 8 times the vCPUs (32 vs 4) [@W13].", ""),
    ("The loch.large and loch.8large run the same software, but the 8large has 8 times the vCPUs (4 vs 32) [@W13].", "error"),
    ("The 8large has 4 times the memory of the large [@W13].", ""),
    ("The 8large has 5 times the memory of the large [@W13].", "error"),
    # a count's noun past a name names no column of another figure
    ("在 20,000 店铺的测试中,12 个 x2.large 节点每分钟处理 230,000 个订单 [@W13]。", ""),
    ("Its 12 x2.large nodes handled 230,000 orders per minute on 20,000 shops [@W13].", ""),
    ("Its 12 x2.large nodes handled 250,000 orders per minute on 20,000 shops [@W13].", "error"),
    # sums of rows of a column printed in billions, and of shares of one whole
    ("Books and code together supply 300 billion tokens [@W13].", ""),
    ("Books and code together supply 320 billion tokens [@W13].", "error"),
    ("Books and code together make up 50.0% of the corpus [@W13].", ""),
    ("Books and code together make up 45.0% of the corpus [@W13].", "error"),
    # a plain value whose label, note or key→value row states a unit of the registry is that amount
    ("A Fjord item can be as large as 400 KB [@W14].", ""),
    ("A Fjord item can be as large as 400 MB [@W14].", "error"),
    ("Fjord 的排序键最长 1,024 字节,单次查询最多返回 1MB 数据 [@W14]。", ""),
    ("Fjord 的排序键最长 2,048 字节 [@W14]。", "error"),
    # what a price is per ("每百万次") is no figure of its own
    ("Standard 类别每百万次写请求 1.25 美元 [@W14]。", ""),
    ("Standard 类别每百万次写请求 1.35 美元 [@W14]。", "error"),
    # one end of a measured range, named as that end in its clause
    ("Fjord 节点的最高工作温度为 60°C,最低为 5°C [@W14]。", ""),
    ("Fjord 节点的最高工作温度为 5°C,最低为 60°C [@W14]。", "error"),
    ("Fjord 节点的工作温度为 60°C [@W14]。", "error"),
    # a share of the total row is the share of its own row; 约为 X 的 N% governs the percent
    ("Web pages make up 60.0% of all training data [@W14].", ""),
    ("Web pages make up 40.0% of all training data [@W14].", "error"),
    ("All training data makes up 60.0% [@W14].", "error"),
    ("网页约为全部训练数据 token 总量的 60% [@W14]。", ""),
    ("网页约为全部训练数据 token 总量的 50% [@W14]。", "error"),
    # a mix in a metric's note names the condition; a word before its row's name is that name's
    ("In a 70/30 mixed workload Fjord sustains 900,000 IOPS [@W14].", ""),
    ("初代 Fjord 只有 128 条 SerDes 通道 [@W14]。", ""),
    ("初代 Fjord 只有 512 条 SerDes 通道 [@W14]。", "error"),
    # a plain cell whose label states a prefixed unit of no dimension is that amount in its other prefixes too
    ("Fjord-A reached 415.5 PFlop/s on HPL [@W14].", ""),
    ("Fjord-A reached 415,530 TFlop/s on HPL [@W14].", ""),
    ("Fjord-A reached 425.5 PFlop/s on HPL [@W14].", "error"),
    ("Fjord-A reached 415.5 TFlop/s on HPL [@W14].", "error"),
    ("Fjord-A reached 415.5 on HPL [@W14].", "error"),
    ("Fjord-A 的功耗为 28.3MW [@W14]。", ""),
    ("Fjord-A 的功耗为 28.3kW [@W14]。", "error"),
    ("Fjord-A leads with 415.5 PFlop/s, 2.8 times the 148.6 PFlop/s of the second-ranked Fjord-B [@W14].", ""),
    ("Fjord-A leads with 415.5 PFlop/s, 3.8 times the 148.6 PFlop/s of the second-ranked Fjord-B [@W14].", "error"),
    # a metric's note that states the scale of its unit after a comma; a range's end named as its end
    ("Fjord 3 handles up to 370 million messages per second [@W14].", ""),
    ("Fjord 3 handles up to 390 million messages per second [@W14].", "error"),
    ("Fjord 3 的消息速率为每秒 3.3 亿至 3.7 亿条 [@W14]。", ""),
    ("Fjord 3 的消息速率为每秒 3.1 亿至 3.7 亿条 [@W14]。", "error"),
    ("Even at the low end of its range, 330 million messages per second, Fjord 3 is fast [@W14].", ""),
    ("Even at the low end of its range, 370 million messages per second, Fjord 3 is fast [@W14].", "error"),
    # an amount in a compound unit ("GB-seconds", "GB-秒") is a plain figure; the threshold of a condition
    ("Every month the free tier covers 400,000 GB-seconds of compute [@W14].", ""),
    ("Every month the free tier covers 500,000 GB-seconds of compute [@W14].", "error"),
    ("每月免费额度为 40 万 GB-秒 [@W14]。", ""),
    ("First tier 在每月用量超过 60 亿 GB-秒后结束 [@W14]。", ""),
    ("First tier 在每月用量超过 70 亿 GB-秒后结束 [@W14]。", "error"),
    ("Beyond 15 billion GB-seconds a month, the last tier applies [@W14].", ""),
    ("Beyond 16 billion GB-seconds a month, the last tier applies [@W14].", "error"),
    # a unit after a comma in a note, before the words that say what it counts
    ("Fjord disks are rated for 550 TB a year [@W14].", ""),
    ("Fjord disks are rated for 550 PB a year [@W14].", "error"),
    # a pair whose figures the sentence writes; a row named by its figure beside a name it shares
    ("The Fjord D8 holds 24 TB, a third more than the 18 TB Fjord D5 [@W14].", ""),
    ("The Fjord D8 holds 24 TB, a half more than the 18 TB Fjord D5 [@W14].", "error"),
    ("The Fjord D8 holds 24 TB, a half more than the 16 TB Fjord D5 [@W14].", ""),
    # the row printed exactly as the owner of a figure, not a longer name that starts with it
    ("Standard-IA 的读取每百万次 0.31 美元,比 Standard 的 0.25 美元高 24% [@W14]。", ""),
    ("Standard-IA 的读取每百万次 0.31 美元,比 Standard 的 0.31 美元高 24% [@W14]。", "error"),
    # a figure written in a unit of no dimension is no amount of a registry unit
    ("Fjord 节点的最高工作温度为 60°C,最低为 4°C [@W14]。", "error"),
    # a metric whose note names one row is not another row's
    ("Fjord 3 的消息速率为每秒 3.3 亿至 3.7 亿条 [@W14]。", ""),
    ("Fjord 的消息速率为每秒 3.3 亿至 3.7 亿条 [@W14]。", "error"),
    # another column of the named row in the figure's unit; rows described, not named ("every earlier generation")
    ("The Fjord NIC-7 offers 2 ports of 200 Gb/s, 400 Gb/s in total [@W14].", ""),
    ("The Fjord NIC-7 offers 2 ports of 100 Gb/s, 400 Gb/s in total [@W14].", "error"),
    ("Fjord NIC-7 has 32 PCIe lanes, twice the 16 of every earlier generation [@W14].", ""),
    ("Fjord NIC-7 has 32 PCIe lanes, twice the 12 of every earlier generation [@W14].", "error"),
    # an amount in a unit of no dimension counts nothing
    ("全部 500 套系统的总性能达 2.23 EFlop/s [@W14]。", ""),
    ("全部 500 套系统的总性能达 2.53 EFlop/s [@W14]。", "error"),
    # a range end named is judged as that end only for amounts (a multiple's end stays a finding); a key→value row's
    # parameter words are no modifier of its name; the noun a change governs names neither column of a pair of columns
    ("Fjord 3 的 SerDes 通道数最多 512 条 [@W14]。", ""),
    # a compound unit must be the one its quantity states
    ("Every month the free tier covers 400,000 TB-seconds of compute [@W14].", "error"),
    ("每月免费额度为 40 万 GB-小时 [@W14]。", "error"),
    # a figure in another prefix of its column's unit is ranked among that column's cells
    ("Fjord-B draws the least power of the two, 10.1 MW [@W14].", ""),
    ("Fjord-A draws the least power of the two, 28.3 MW [@W14].", "error"),
    # the rows a superlative names by the word after it end at a function word ("with a …" names no "Fjord-A")
    ("Fjord-B draws the least power with a listed Rmax, 10.1 MW [@W14].", ""),
    ("Fjord-A draws the least power with a listed Rmax, 28.3 MW [@W14].", "error"),
    # an ordinal of a percentile that the quantity's own label writes names the statistic, beside any cell it equals
    ("密集城区第 5 百分位用户的频谱效率要求为 0.225 [@W15]。", ""),
    ("密集城区第 5 百分位用户的频谱效率要求为 0.325 [@W15]。", "error"),
    # a rate per something else ("bit/s/Hz") is a plain figure in a compound unit its note or table caption states;
    # a variant's short name (dl, ul) is named by its words (downlink, 上行)
    ("Peak spectral efficiency reaches 30 bit/s/Hz in the downlink and 15 bit/s/Hz in the uplink [@W15].", ""),
    ("Peak spectral efficiency reaches 15 bit/s/Hz in the downlink and 30 bit/s/Hz in the uplink [@W15].", "error"),
    ("Peak spectral efficiency reaches 30 bit/s/m² in the downlink [@W15].", "error"),
    ("下行峰值频谱效率要求为 30 bit/s/Hz [@W15]。", ""),
    ("上行峰值频谱效率要求为 30 bit/s/Hz [@W15]。", "error"),
    ("Dense Urban users at the 5th percentile get 0.225 bit/s/Hz [@W15].", ""),
    # a bound on a metric named early in its clause, past another figure
    ("URLLC must deliver a 32-byte packet within 1 ms [@W15].", ""),
    ("eMBB must deliver a 32-byte packet within 1 ms [@W15].", "error"),
    # 快照 (snapshot) is no word of speed
    ("Skylark 完成快照耗时 15 秒,旧版需要 42 秒,快照时间缩短约 64% [@W15]。", ""),
    ("Skylark 完成快照耗时 15 秒,旧版需要 42 秒,快照时间缩短约 74% [@W15]。", "error"),
    # "on one card" is a single place, no count
    ("The Skylark d300 puts 2 chips on one card [@W15].", ""),
    ("The Skylark d300 puts 3 chips on one card [@W15].", "error"),
    # a hyphenated count ("8-card") times a value per member, with a word of the whole ("a full")
    ("At US$4.25 per card-hour, a full 8-card Skylark s75 instance costs US$34.00 an hour [@W15].", ""),
    ("At US$4.25 per card-hour, a full 8-card Skylark s75 instance costs US$36.00 an hour [@W15].", "error"),
    # "adds" after the row that brings it is that row's level
    ("The CPU partition, Lark-C, adds 2,048 nodes [@W15].", ""),
    ("The GPU partition, Lark-G, adds 2,048 nodes [@W15].", "error"),
    # a figure in the unit of no dimension its own column states, beside a clause about another column
    ("按 FP8 算力计,75W 的 Skylark s75 为 221 TFLOPS [@W15]。", ""),
    ("Skylark s75 的 FP8 算力为 75W [@W15]。", "error"),
    # a change whose two operands the sentence writes, beside a column named by more words
    ("The Skylark s150 runs its 120 cores at 1.2 GHz, 20% faster than the 1.0 GHz of the s75 [@W15].", ""),
    ("The Skylark s150 runs its 120 cores at 1.2 GHz, 30% faster than the 1.0 GHz of the s75 [@W15].", "error"),
    # cents are hundredths of the currency
    ("The Skylark s75 costs US$4.25 an hour, 51 cents less than the s150 [@W15].", ""),
    ("The Skylark s75 costs US$4.25 an hour, 61 cents less than the s150 [@W15].", "error"),
    # a bound on a count written with its measure word
    ("Skylark s150 单实例最多 7 张 [@W15]。", ""),
    ("Skylark s150 单实例最多 6 张 [@W15]。", "error"),
    # a bound on a ratio of a sentence's rows, one operand written in another prefix
    ("The flash tier delivers 2 TB/s from 8 PB, more than 8 times the 240 GB/s of the 80 PB disk tier [@W15].", ""),
    ("The flash tier delivers 2 TB/s from 8 PB, more than 9 times the 240 GB/s of the 80 PB disk tier [@W15].", "error"),
    # a Latin word of an operation starts a word: the "down" of "downlink" writes no difference
    ("Indoor Hotspot reaches an average downlink spectral efficiency of 8.7 [@W15].", "error"),
    # a fraction word with "of" after it is a share, never a plain level it exceeds, nor a restatement of the figure
    # before it
    ("Dense Urban users at the 5th percentile get 0.225 bit/s/Hz, more than two thirds of the 0.3 bit/s/Hz in Indoor Hotspot [@W15].", ""),
    ("Dense Urban users at the 5th percentile get 0.225 bit/s/Hz, more than four fifths of the 0.3 bit/s/Hz in Indoor Hotspot [@W15].", "error"),
    # a bound written of a maximum states that maximum
    ("Skylark s150 单实例最多 9 张 [@W15]。", "error"),
    ("A Skylark s150 instance takes at most 7 cards [@W15].", ""),
    ("A Skylark s150 instance takes at most 9 cards [@W15].", "error"),
    # a count's measure word names one of them after 每 ("4 套 … 平均每套"); a Chinese count noun by its head (数据盘: 盘)
    ("闪存层由 4 套文件系统组成,总容量 8PB,平均每套 2PB [@W15]。", ""),
    ("闪存层由 4 套文件系统组成,总容量 8PB,平均每套 3PB [@W15]。", "error"),
    ("单台服务器最多挂载 20 块数据盘,按单盘最大 32,000GB 计,合计可达 640TB [@W15]。", ""),
    ("单台服务器最多挂载 20 块数据盘,按单盘最大 32,000GB 计,合计可达 680TB [@W15]。", "error"),
    # a value per the unit its label states ("CNY per GB per month") at an amount the sentence writes; a value per
    # unit of another column of its row named by that unit alone ("per dollar" of "Price per card, US$ per hour")
    ("At the 0.35 yuan per GB-month list price, the 500 GB example volume costs 175 yuan a month as a Premium volume [@W15].", ""),
    ("At the 0.35 yuan per GB-month list price, the 500 GB example volume costs 185 yuan a month as a Premium volume [@W15].", "error"),
    ("The Skylark s75 gives about 52 FP8 TFLOPS per dollar [@W15].", ""),
    ("The Skylark s75 gives about 62 FP8 TFLOPS per dollar [@W15].", "error"),
    # a clause that opens on the other rows is not the row named before it
    ("Skylark s150 单实例最多 7 张,其余型号最多 8 张 [@W15]。", ""),
    ("Skylark s150 单实例最多 7 张,其余型号最多 7 张 [@W15]。", "error"),
    ("A Skylark s150 instance takes at most 7 cards, the rest 8 [@W15].", ""),
    ("A Skylark s150 instance takes at most 7 cards, the rest 7 [@W15].", "error"),
    # a post-positive "each" is of the noun before the count; a count in a unit is its row's column in that unit, not
    # a plain column whose label only names it
    ("Lark-G has 2,978 nodes with 4 GPUs each, 11,912 GPUs in all [@W15].", ""),
    ("Lark-G has 2,978 nodes with 8 GPUs each [@W15].", "error"),
    ("Lark-G has 2,978 nodes with 8 GCDs each [@W15].", ""),
    # (from the red team rt21) a variant's short name by its -ing form; the other rows after a figure; the head noun
    # after a unit word; a count in a unit over a plain column's product; a price's currency and unit; a full N-card
    ("Skylark nodes deliver 12 GB/s/W when reading [@W15].", ""),
    ("Skylark nodes deliver 12 GB/s/W when writing [@W15].", "error"),
    ("The Skylark s150 costs US$4.76 per card-hour, and every other card costs under US$5 [@W15].", ""),
    ("The Skylark s150 costs US$4.76 per card-hour, and every other card costs under US$3 [@W15].", "error"),
    ("Each Lark-G node carries 8 GPU compute dies [@W15].", ""),
    ("Each Lark-G node carries 4 GPU compute dies [@W15].", "error"),
    ("Across its 2,978 nodes, Lark-G holds 11,912 GPUs in total [@W15].", ""),
    ("Across its 2,978 nodes, Lark-G holds 23,824 GPUs in total [@W15].", "error"),
    ("Premium volumes list at 0.35 yuan per GB per month [@W15].", ""),
    ("Premium volumes list at US$0.35 per GB per month [@W15].", "error"),
    ("Premium 云盘目录价为每 GB 每月 0.35 元 [@W15]。", ""),
    ("Premium 云盘目录价为每 TB 每月 0.35 元 [@W15]。", "error"),
    ("A full 8-card Skylark s75 instance costs US$4.25 an hour [@W15].", "error"),
    # (from fresh17 and fresh18) a plan named by its price or by a caption noun after a priced figure; a key→value
    # price names no plan (though it binds as that price: "5 美元套餐" of a US$5 add-on passes); a speed grade that is
    # a row's id; a change between two named rows; a model number its
    # row's id carries; 千克
    ("The $4 plan has 0.5 GiB of memory [@W16].", ""),
    ("The $4 plan has 1 GiB of memory [@W16].", "error"),
    ("The $4 plan costs $6 a month [@W16].", "error"),
    ("The $4 Heron Shared Node costs $0.006 an hour [@W16].", ""),
    ("The $4 Heron Shared Node costs $0.009 an hour [@W16].", "error"),
    ("4 美元套餐的磁盘为 10GiB,12 美元套餐为 50GiB [@W16]。", ""),
    ("4 美元套餐的磁盘为 10GiB,12 美元套餐为 25GiB [@W16]。", "error"),
    ("At 1x a Tern burner writes 4.5 MB/s [@W16].", ""),
    ("At 1x a Tern burner writes 9 MB/s [@W16].", "error"),
    ("A 4x burner writes 9 MB/s [@W16].", "error"),
    ("Moving from 1x to 4x cuts the time to fill a disc from 92.6 to 23.1 minutes [@W16].", ""),
    ("Moving from 1x to 4x cuts the time to fill a disc from 92.6 to 11.6 minutes [@W16].", "error"),
    ("Moving from 1x to 8x cuts the time to fill a disc from 92.6 to 23.1 minutes [@W16].", "error"),
    ("The Petrel 7200 scores 5,300 multi-core [@W16].", ""),
    ("The Petrel 7200 scores 4,400 multi-core [@W16].", "error"),
    ("Petrel 7300 多核 7,400,比 Petrel 7000 的 4,400 高约 68% [@W16]。", ""),
    ("Petrel 7300 多核 7,400,比 Petrel 7200 的 4,400 高约 68% [@W16]。", "error"),
    ("Mini 最轻,仅 1.1 千克 [@W16]。", ""),
    ("Mini 最轻,仅 1.2 千克 [@W16]。", "error"),
    # a figure with a unit names a product ("the 1 TB drive", "4TB 版本"); names listed before one head share the
    # figure of their clause; a name that fits several rows keeps the figures after it to those rows; a thousands
    # separator makes "1,500TBW" a figure; "GB an hour"; "between 10 and 50"; a floor or ceiling a note states
    ("Endurance is rated at 1,000 TBW for the 1 TB drive [@W16].", ""),
    ("Endurance is rated at 1,500 TBW for the 1 TB drive [@W16].", "error"),
    ("4TB 版本的写入寿命为 3,000TBW [@W16]。", ""),
    ("4TB 版本的写入寿命为 1,500TBW [@W16]。", "error"),
    ("Random reads reach 1.3 million IOPS on the 2 TB and 4 TB models [@W16].", ""),
    ("Random reads reach 1.3 million IOPS on the 1 TB and 4 TB models [@W16].", "error"),
    ("1TB 和 2TB 版本的随机读取为 100 万 IOPS [@W16]。", "error"),
    ("The 50 GB disc reads at 82 Mbit/s [@W16].", ""),
    ("The 50 GB disc reads at 108 Mbit/s [@W16].", "error"),
    ("The 66 GB disc reads at 108 Mbit/s, about 32% faster than the 50 GB disc at 82 Mbit/s [@W16].", ""),
    ("The 66 GB disc reads at 108 Mbit/s, against the 50 GB disc at 128 Mbit/s [@W16].", "error"),
    ("At 432 GB an hour, a Tern T100 drive is fast [@W16].", ""),
    ("At 532 GB an hour, a Tern T100 drive is fast [@W16].", "error"),
    ("Kestrel discs read at between 54 and 108 Mbit/s [@W16].", ""),
    ("Kestrel disc capacities run between 50 and 66 GB [@W16].", ""),
    ("Kestrel disc capacities run between 40 and 45 GB [@W16].", "error"),
    ("In remote places latency can be over 100 ms [@W16].", ""),
    ("In remote places latency stays under 100 ms [@W16].", "error"),
    ("The link latency target is under 2 ns [@W16].", ""),
    ("链路时延目标低于 2 纳秒 [@W16]。", ""),
    ("The link latency target is over 2 ns [@W16].", "error"),
    # (from the red team rt22) a bare count whose noun is another column's label; a price said of a plan named by
    # its price; a key→value row named by its words; N 倍速; prices listed before one head; 每小时复制
    ("The $12 plan gets 2 vCPUs [@W16].", ""),
    ("The $12 plan gets 0.5 vCPUs [@W16].", "error"),
    ("The $4 plan costs $5 a month [@W16].", "error"),
    ("The $12 plan costs just $0.009 an hour [@W16].", "error"),
    ("The $12 plan costs $0.018 an hour [@W16].", ""),
    ("On the $12 plan, an object bucket costs $5 a month [@W16].", ""),
    ("A load balancer costs $12 a month [@W16].", ""),
    ("A load balancer costs $6 a month [@W16].", "error"),
    ("Add an object bucket for $12 a month [@W16].", "error"),
    ("4 倍速刻录时写入速度为 18MB/s [@W16]。", ""),
    ("4 倍速刻录时写入速度为 36MB/s [@W16]。", "error"),
    ("The $4 and $6 plans both come with 1 vCPU [@W16].", ""),
    ("The $4 and $12 plans both come with 1 vCPU [@W16].", "error"),
    ("4 美元套餐有 10GiB 磁盘 [@W16]。", ""),
    ("4 美元套餐有 25GiB 磁盘 [@W16]。", "error"),
    ("Tern 磁带机每小时复制 432GB [@W16]。", ""),
    # a figure computed from two others of its sentence (products.py)
    ("The run wrote 2.1 PB in 3.5 hours, an average of about 167 GB/s [@W17].", ""),
    ("The run wrote 2.1 PB in 3.5 hours, an average of about 207 GB/s [@W17].", "error"),
    ("The run wrote 2.1 PB in 3.5 hours, an average of about 167 Gb/s [@W17].", "error"),
    ("每台服务器配备 128GB 内存,350 台合计约 44.8TB [@W17]。", ""),
    ("每台服务器配备 128GB 内存,350 台合计约 54.8TB [@W17]。", "error"),
    ("With the 4 TB drive writing at 6,500 MB/s, filling it takes only about 10 minutes [@W17].", ""),
    ("With the 4 TB drive writing at 6,500 MB/s, filling it takes only about 10 seconds [@W17].", "error"),
    ("At 6,500 MB/s, the 4 TB drive writes more than 550 TB in a day [@W17].", ""),
    ("At 6,500 MB/s, the 4 TB drive writes less than 550 TB in a day [@W17].", "error"),
    ("At 6,500 MB/s, the 4 TB drive writes more than 50 TB in a day [@W17].", "error"),
    ("A 640 GB/s ingest across 350 servers is about 1.8 GB/s per server [@W17].", "error"),
    # rows named by a key column whose ids write the unit's letter ("b4k" of 4 KiB); N-bit modes; M.2; per one of
    # what a row counts; one end of a range of settings
    ("With 4 KiB blocks, a 32-bit Plover volume can reach 16 TiB [@W18].", ""),
    ("With 2 KiB blocks, a 32-bit Plover volume can reach 16 TiB [@W18].", "error"),
    ("With 4 KiB blocks, each block group spans 128 MiB [@W18].", ""),
    ("With 4 KiB blocks, each block group spans 32 MiB [@W18].", "error"),
    ("The Stilt S8 hosts 8 M.2 drives and reads at up to 28,000 MB/s [@W18].", ""),
    ("The Stilt S8 hosts 6 M.2 drives and reads at up to 28,000 MB/s [@W18].", "error"),
    ("Per drive slot, the Stilt S8 costs about 137 USD [@W18].", ""),
    ("Per drive slot, the Stilt S8 costs about 175 USD [@W18].", "error"),
    ("Stilt S4 每个盘位约 175 美元 [@W18]。", ""),
    ("Stilt S4 每个盘位约 137 美元 [@W18]。", "error"),
    ("Per watt, the Stilt S4 reads about 700 MB/s [@W18].", ""),
    ("Per watt, the Stilt S4 reads about 900 MB/s [@W18].", "error"),
    ("At 32 GT/s, 16 lanes move 64 GB/s [@W18].", ""),
    ("At 32 GT/s, 16 lanes move 32 GB/s [@W18].", "error"),
    # (from the red team rt23) products whose members disagree or whose operands come from two reports; a count of
    # samples is no divisor; settings in Chinese, after the figure, and holding their row; a gain's baseline
    ("The run wrote 1.8 PB in 2.5 hours, an average of about 200 GB/s [@W19].", ""),
    ("The run wrote 1.8 PB in 2.5 hours, about 200 GB/s per server [@W19].", "error"),
    ("本次测试在 2.5 小时内写入 1.8PB,每台服务器平均约 200GB/s [@W19]。", "error"),
    ("Each of the 200 servers has 256 GB of memory, about 51.2 TB in total [@W19].", ""),
    ("The 40 clients each have 256 GB of memory, about 10.2 TB in total [@W19].", "error"),
    ("The 40 clients wrote 1.8 PB, about 45 TB per client [@W19].", ""),
    ("The 40 clients wrote 1.8 PB, about 45 TB per server [@W19].", "error"),
    ("The 40 clients each write 360 GB an hour, about 8.64 TB in a day in total [@W19].", "error"),
    ("Each client writes 360 GB an hour, about 8.64 TB a day [@W19].", ""),
    ("Each client writes 360 GB an hour, about 60.5 TB a week [@W19].", ""),
    ("Each client writes 360 GB an hour, about 360 GB in half an hour [@W19].", "error"),
    ("At 360 GB an hour, the 1.8 PB run took about 5,000 hours [@W19].", "error"),
    ("The run wrote 1.8 PB in about 20 hours at 25 GB/s [@W19; @W20].", "error"),
    ("Per drive, the Auk A2 costs about 24 USD [@W19].", "error"),
    ("The 16 cards reach a 14.6-fold speed-up over two cards [@W19].", ""),
    ("The 16 cards reach a 14.6-fold speed-up over 40 clients [@W19].", "error"),
    ("The two cards reach a 14.6-fold speed-up over 16 cards [@W19].", "error"),
    ("16 卡相对 2 卡的加速比为 14.6 倍 [@W19]。", ""),
    ("2 卡相对 16 卡的加速比为 14.6 倍 [@W19]。", "error"),
    ("At 50 GT/s, 8 lanes move 50 GB/s [@W20].", ""),
    ("At 25 GT/s, 8 lanes move 50 GB/s [@W20].", "error"),
    ("At 128 GT/s, 8 lanes move 100 GB/s [@W20].", "error"),
    ("以 50GT/s 运行时,8 通道带宽为 50GB/s [@W20]。", ""),
    ("以 25GT/s 运行时,8 通道带宽为 50GB/s [@W20]。", "error"),
    ("在 100GT/s 下,8 通道带宽为 100GB/s [@W20]。", ""),
    ("Each block group spans 128 MiB with 4 KiB blocks [@W20].", ""),
    ("Each block group spans 128 MiB with 1 KiB blocks [@W20].", "error"),
    ("The Heron H8 holds 8 M.2 2280 drives [@W19].", ""),
    ("The Heron H8 holds 10 M.2 drives [@W19].", "error"),
    ("The Wren controller's memory bus runs in 64-bit mode [@W20].", "value-mismatch"),
    ("In 64-bit mode, the Wren controller's memory bus is 128 bits wide [@W20].", ""),
    ("Wren 控制器的内存总线运行在 64-bit mode 下 [@W20]。", "value-mismatch"),
    ("Per drive bay, the Heron H8 costs about 30 USD, less than the Heron H4's roughly 40 USD [@W21].", ""),
    ("Per drive bay, the Heron H8 costs about 30 USD, more than the Heron H4's roughly 40 USD [@W21].", "error"),
    ("Per drive bay, the Heron H4 costs about 40 USD, cheaper than the Heron H8's roughly 30 USD [@W21].", "error"),
    ("The Heron H4 is the cheapest of the two enclosures at 160 USD [@W21].", ""),
    ("The Heron H4 is the priciest of the two enclosures at 160 USD [@W21].", "value-mismatch"),
    ("两款机箱中 Heron H4 最贵,售价 160 美元 [@W21]。", "value-mismatch"),
    ("The 2 TB Auk A2 writes at 5,200 MB/s [@W19].", ""),
    ("The 6 TB Auk A2 writes at 5,200 MB/s [@W19].", "error"),
    ("2TB 的 Auk A2 顺序写为 5200MB/s [@W19]。", ""),
    ("Auk A6 售价 560USD [@W19]。", ""),
    ("Auk A6 售价 650USD [@W19]。", "value-mismatch"),
    ("Each of the 200 servers has 256 GB of memory [@W19].", ""),
    ("Each of the 40 clients has 256 GB of memory [@W19].", "value-mismatch"),
    ("40 个客户端每个都配备 256GB 内存 [@W19]。", "value-mismatch"),
    ("16 cards run 8x faster than two cards [@W19].", "value-mismatch"),
    ("16 cards run 14.6x faster than two cards [@W19].", ""),
    # a multiple or share whose own clause writes no figure: the later of the two figures before over the earlier
    ("低速刻满一张盘约需 92.6 分钟,高速时缩短到 11.6 分钟,只有原来的八分之一 [@W22]。", ""),
    ("低速刻满一张盘约需 92.6 分钟,高速时缩短到 11.6 分钟,只有原来的七分之一 [@W22]。", "unsourced-number"),
    ("At low speed a disc takes 92.6 minutes to fill and at high speed only 11.6 minutes, about an eighth of that [@W22].", ""),
    ("At low speed a disc takes 92.6 minutes to fill and at high speed only 11.6 minutes, about a sixth of that [@W22].", "unsourced-number"),
    ("链路额定带宽为 28TB/s,实测为 19.54TB/s,约为额定值的 70% [@W22]。", ""),
    ("链路额定带宽为 28TB/s,实测为 19.54TB/s,约为额定值的 75% [@W22]。", "unsourced-number"),
    ("链路实测带宽为 19.54TB/s,额定为 28TB/s,约为实测值的 70% [@W22]。", "unsourced-number"),
    ("The link is rated at 28 TB/s and measured 19.54 TB/s, about 70% of its rating [@W22].", ""),
    ("The link is rated at 28 TB/s and measured 19.54 TB/s, about 80% of its rating [@W22].", "unsourced-number"),
    ("每个对象有 14 个数据分片加 4 个校验分片,校验数据相当于原始数据的 28.6% [@W22]。", ""),
    ("每个对象有 14 个数据分片加 4 个校验分片,校验数据相当于原始数据的 22.2% [@W22]。", "error"),
    ("每个对象有 14 个数据分片加 4 个校验分片,相当于原始数据的 3.5 倍 [@W22]。", "unsourced-number"),
    ("低速刻满一张盘约需 92.6 分钟,高速时 11.6 分钟,耗时缩短了八分之一 [@W22]。", "error"),
    # per one of the things a table's rows each are: a card table's memory is per card; a row of GPUs is no card
    ("Each card has 48 GB of memory [@W22].", ""),
    ("每张 Kite K2 卡配备 48GB 显存 [@W22]。", ""),
    ("Each card has 64 GB of memory [@W22].", "error"),
    ("At 64 GPUs each card delivers 500 GB/s [@W22].", "value-mismatch"),
    ("64 卡时每卡吞吐为 500GB/s [@W22]。", "value-mismatch"),
    # a figure right before 版本 / model names its row, in a comparison across rows; "版本 1,000TBW" is no version 1
    ("6TB 版本的顺序写为 6,100MB/s,是 2TB 版本 5,200MB/s 的 1.17 倍 [@W19]。", ""),
    ("6TB 版本的顺序写为 6,100MB/s,是 6TB 版本 5,200MB/s 的 1.17 倍 [@W19]。", "error"),
    ("6TB 版本的顺序写为 6,100MB/s,是 2TB 版本 5,100MB/s 的 1.2 倍 [@W19]。", "error"),
    ("The 6 TB model writes at 6,100 MB/s, 1.17 times the 2 TB model's 5,200 MB/s [@W19].", ""),
    ("The 6 TB model writes at 6,100 MB/s, 1.17 times the 6 TB model's 5,200 MB/s [@W19].", "error"),
    ("2TB 版本 5,200MB/s 的顺序写低于 6TB 版本 [@W19]。", ""),
    ("固件版本 2 修复了该问题 [@W19]。", ""),
    # a figure in the unit its key→value row states (nm, µm) is that row's, beside another row's figure
    ("The laser works at 405 nm through a lens with a numerical aperture of 0.85 [@W22].", ""),
    ("The laser works at 450 nm through a lens with a numerical aperture of 0.85 [@W22].", "value-mismatch"),
    ("The lens has a numerical aperture of 405 nm [@W22].", "value-mismatch"),
    ("The lens has a numerical aperture of 405 nm and the laser a wavelength of 0.85 [@W22].", "value-mismatch"),
    ("激光波长 405 纳米,物镜数值孔径 0.85,轨距 0.32 微米 [@W22]。", ""),
    ("The laser wavelength is 0.32 µm [@W22].", "error"),
    ("The laser works at 405 nm through a lens with a numerical aperture of 0.85, on tracks 0.40 µm apart [@W22].", "value-mismatch"),
    ("The laser works at 405 nm through a lens with a numerical aperture of 0.85, on tracks 0.32 µm apart [@W22].", ""),
    # a tier named by its bounds: "from 10 to 50 TB", "the first 10 TB", "前 10TB"
    ("Egress costs 0.29 yuan per GB for the first 10 TB [@W22].", ""),
    ("Egress costs 0.26 yuan per GB for the first 10 TB [@W22].", "value-mismatch"),
    ("From 10 to 50 TB, egress costs 0.26 yuan per GB [@W22].", ""),
    ("From 10 to 50 TB, egress costs 0.23 yuan per GB [@W22].", "value-mismatch"),
    ("From 10 to 60 TB, egress costs 0.26 yuan per GB [@W22].", "error"),
    ("From 10 to 50 TB the price falls from 0.29 to 0.23 yuan per GB [@W22].", "value-mismatch"),
    ("Egress gets cheaper: 0.29 yuan per GB for the first 11 TB, 0.26 yuan from 10 to 50 TB, and 0.23 yuan from 50 to 100 TB [@W22].", "value-mismatch"),
    ("Egress gets cheaper: 0.29 yuan per GB for the first 10 TB, 0.26 yuan from 10 to 50 TB, and 0.23 yuan from 50 to 100 TB [@W22].", ""),
    ("Egress gets cheaper: 0.29 yuan per GB for the first 10 TB, 0.23 yuan from 10 to 50 TB, and 0.26 yuan from 50 to 100 TB [@W22].", "value-mismatch"),
    ("前 10TB 每 GB 0.29 元,10TB 到 50TB 的部分每 GB 0.26 元 [@W22]。", ""),
    ("前 10TB 每 GB 0.29 元,10TB 到 50TB 的部分每 GB 0.23 元 [@W22]。", "value-mismatch"),
    # "from … up to …" is the "to" of a range, not a bound on its second end
    ("The switch is rated to run from -40 °C up to 70 °C [@W22].", ""),
    ("The switch is rated to run from -40 °C up to 75 °C [@W22].", "error"),
    ("The switch is rated to run from -30 °C up to 70 °C [@W22].", "error"),
    # the high end of a range is where it tops out
    ("Roam tops out at 50 Mbps down [@W22].", ""),
    ("Roam tops out at 5 Mbps down [@W22].", "value-mismatch"),
    ("Home tops out at 220 Mbps down, while Roam tops out at 50 Mbps [@W22].", ""),
    # a grouped count after "each of the" is the count a total is shared by; "16 100G ports" is 16 ports of 100G
    ("At peak, each of the 5,250 drives absorbed only about 33 MB/s of writes [@W22].", ""),
    ("At peak, each of the 5,250 drives absorbed only about 36 MB/s of writes [@W22].", "unsourced-number"),
    ("The switch has 16 100G QSFP28 ports [@W22].", ""),
    ("The switch has 12 100G QSFP28 ports [@W22].", "value-mismatch"),
    # a count that is both a report's figure and a cell of a counted column names that cell's row
    ("从 8 卡到 64 卡,扩展效率由 100% 降至 92.5% [@W22]。", ""),
    ("从 8 卡到 64 卡,扩展效率由 100% 降至 95% [@W22]。", "error"),
    ("From 8 to 64 GPUs, scaling efficiency falls from 100% to 92.5% [@W22].", ""),
    ("From 8 to 64 GPUs, scaling efficiency falls from 100% to 90% [@W22].", "error"),
    ("64 卡时扩展效率为 100% [@W22]。", "error"),
    ("4TB 版本的写入寿命为 3,000TBW,是 1TB 版本 1,000TBW 的 3 倍 [@W16]。", ""),
    ("4TB 版本的写入寿命为 3,000TBW,是 2TB 版本 1,000TBW 的 3 倍 [@W16]。", "error"),
    ("The 4 TB version is rated for 3,000 TBW, three times the 1 TB version's 1,000 TBW [@W16].", ""),
    ("The 4 TB version is rated for 3,000 TBW, three times the 2 TB version's 1,000 TBW [@W16].", "error"),
    # a measure written as one character before the figure (长/宽/高) or a word after it (long/wide) names its column
    ("Standard 套件天线长 594 毫米、宽 383 毫米 [@W23]。", ""),
    ("Standard 套件天线长 594 毫米、宽 594 毫米 [@W23]。", "value-mismatch"),
    ("Standard 套件天线长 383 毫米、宽 594 毫米 [@W23]。", "value-mismatch"),
    ("Mini 天线长 298.5 毫米,宽 259 毫米,重 1.1 千克 [@W23]。", ""),
    ("The Standard antenna is 594 mm long and 383 mm wide [@W23].", ""),
    ("The Standard antenna is 383 mm long and 594 mm wide [@W23].", "value-mismatch"),
    ("The Mini antenna is 259 mm wide [@W23].", ""),
    ("The Mini antenna is 298.5 mm wide [@W23].", "value-mismatch"),
    # with three figures of one kind, a share whose object is written right by it is the figure before over it
    ("NVMe latency is about 0.1 ms, a tenth of the 1 ms of a SATA SSD and a hundredth of the 10 ms of an HDD [@W23].", ""),
    ("NVMe latency is about 0.1 ms, a fifth of the 1 ms of a SATA SSD and a hundredth of the 10 ms of an HDD [@W23].", "unsourced-number"),
    ("NVMe latency is about 0.1 ms, a hundredth of the 1 ms of a SATA SSD and a tenth of the 10 ms of an HDD [@W23].", "error"),
    ("NVMe 盘延迟约 0.1 ms,是 SATA SSD 1 ms 的十分之一、HDD 10 ms 的百分之一 [@W23]。", ""),
    ("NVMe 盘延迟约 0.1 ms,是 SATA SSD 1 ms 的五分之一、HDD 10 ms 的百分之一 [@W23]。", "unsourced-number"),
    ("NVMe latency is about 0.1 ms, a tenth of the 1 ms of a SATA SSD and a tenth of the 10 ms of an HDD [@W23].", "value-mismatch"),
    ("The B2 delivers 240 INT8 TOPS, 2.4 times the 100 TOPS of the A1 and 4 times the 60 TOPS of the C3 [@W23].", ""),
    ("The B2 delivers 240 INT8 TOPS, 2.4 times the 100 TOPS of the A1 and 2.4 times the 60 TOPS of the C3 [@W23].", "error"),
    # a key→value table whose value column has a key that names nothing ("value") and rows that state the unit or
    # the scale ("存储空间(GB)", "GET 请求(万次)"); words before 和 are the figure before's
    ("The monthly free allowance includes 20 GB of storage [@W23].", ""),
    ("The monthly free allowance includes 20 TB of storage [@W23].", "error"),
    ("The monthly free allowance includes 1 million GET requests [@W23].", ""),
    ("The monthly free allowance includes 2 million GET requests [@W23].", "error"),
    ("每月免费额度包括 20GB 存储空间、5GB 外网流出流量和 100 万次 GET 请求 [@W23]。", ""),
    ("每月免费额度包括 20GB 存储空间、5GB 外网流出流量和 10 万次 GET 请求 [@W23]。", "error"),
    ("每月免费额度包括 20GB 存储空间、5GB 外网流出流量和 10 万次 PUT 请求 [@W23]。", ""),
    ("每月免费额度包括 20GB 存储空间、20GB 外网流出流量和 10 万次 PUT 请求 [@W23]。", "error"),
    ("免费额度含存储空间 20GB 和外网流出流量 5GB [@W23]。", ""),
    ("免费额度含存储空间 5GB 和外网流出流量 20GB [@W23]。", "value-mismatch"),
    ("The monthly free allowance includes 100 GET requests [@W23].", "error"),
    ("每月免费 100 次 GET 请求 [@W23]。", "error"),
    # a difference whose pair is written "X against Y" after it, and its direction word after its unit ("5 W more")
    ("The A1 draws 5 W less, 250 W against 255 W for the B2 [@W23].", ""),
    ("The A1 draws 5 W more, 250 W against 255 W for the B2 [@W23].", "value-mismatch"),
    ("The B2 draws 5 W more, 255 W against 250 W for the A1 [@W23].", ""),
    ("The A1 costs 200 dollars less, 399 against 599 dollars for the B2 [@W23].", ""),
    ("The A1 costs 200 dollars more, 399 against 599 dollars for the B2 [@W23].", "value-mismatch"),
    ("The B2 draws 5 W more than the A1 (255 W against 250 W) [@W23].", ""),
    ("The B2 draws 5 W less than the A1 (255 W against 250 W) [@W23].", "error"),
    # a pair written before a change whose clause says 后者 / the latter, 前者 / the former, or nothing but the change
    ("Kite A1 售价 399 美元,Kite B2 售价 599 美元,后者贵了 200 美元 [@W23]。", ""),
    ("Kite A1 售价 399 美元,Kite B2 售价 599 美元,后者便宜了 200 美元 [@W23]。", "value-mismatch"),
    ("Kite A1 售价 399 美元,Kite B2 售价 599 美元,前者便宜了 200 美元 [@W23]。", ""),
    ("Kite A1 整卡功耗 250W,Kite B2 为 255W,高 5W [@W23]。", ""),
    ("Kite A1 整卡功耗 250W,Kite B2 为 255W,低 5W [@W23]。", "value-mismatch"),
    ("The A1 lists at 399 dollars and the B2 at 599 dollars, so the latter costs 200 dollars more [@W23].", ""),
    ("The A1 lists at 399 dollars and the B2 at 599 dollars, so the latter costs 200 dollars less [@W23].", "value-mismatch"),
    ("The A1 lists at 399 dollars, the B2 at 599 dollars, 200 dollars pricier [@W23].", ""),
    ("The A1 lists at 399 dollars, the B2 at 599 dollars, 200 dollars cheaper [@W23].", "value-mismatch"),
    # an N-fold takes the direction of its clause's verb, its object between
    ("Moving from HDD to NVMe cuts the latency 100-fold, from 10 ms to 0.1 ms [@W23].", ""),
    ("Moving from HDD to NVMe raises the latency 100-fold, from 10 ms to 0.1 ms [@W23].", "value-mismatch"),
    ("Moving from NVMe to HDD raises the latency 100-fold, from 0.1 ms to 10 ms [@W23].", ""),
    ("Moving from NVMe to HDD lowers the latency 100-fold, from 0.1 ms to 10 ms [@W23].", "value-mismatch"),
    # priciest / cheapest rank a price column whatever noun follows
    ("The priciest board here is the B2 at 599 dollars [@W23].", ""),
    ("The priciest board here is the A1 at 399 dollars [@W23].", "value-mismatch"),
    ("The cheapest board here is the C3 at 299 dollars [@W23].", ""),
    ("The cheapest board here is the A1 at 399 dollars [@W23].", "value-mismatch"),
    ("The cheapest board here is the B2 at 599 dollars [@W23].", "value-mismatch"),
    # strongest / weakest (最强 / 最弱) name the ends of a column that is no time
    ("The B2 has the strongest INT8 throughput, 240 TOPS [@W23].", ""),
    ("The C3 has the strongest INT8 throughput, 60 TOPS [@W23].", "value-mismatch"),
    ("三款加速卡中,Kite C3 的 INT8 算力最弱,为 60 TOPS [@W23]。", ""),
    ("三款加速卡中,Kite B2 的 INT8 算力最弱,为 240 TOPS [@W23]。", "value-mismatch"),
    # 比 before the second figure and the comparative right after it ("比 B2 的 599 美元便宜")
    ("Kite A1 售价 399 美元,比 Kite B2 的 599 美元便宜 [@W23]。", ""),
    ("Kite A1 售价 399 美元,比 Kite B2 的 599 美元贵 [@W23]。", "value-mismatch"),
    ("Kite B2 整卡功耗 255W,比 Kite A1 的 250W 略高 [@W23]。", ""),
    ("Kite B2 整卡功耗 255W,比 Kite A1 的 250W 略低 [@W23]。", "value-mismatch"),
    # a row whose name another row's contains ("HDD" in "HDD Archive") is the one named when none of the longer
    # name's own words is said
    ("Tape Vault reaches its first byte in 40 s [@W23].", ""),
    ("Tape reaches its first byte in 8 s [@W23].", ""),
    ("Tape reaches its first byte in 40 s [@W23].", "value-mismatch"),
    ("磁带库 Tape 的首字节访问时间为 40 秒 [@W23]。", "value-mismatch"),
    ("归档存储单价为 0.033 元 [@W23]。", ""),
    ("深度归档存储单价仅 0.012 元 [@W23]。", ""),
    ("归档存储单价仅 0.012 元 [@W23]。", "value-mismatch"),
    # a fall is a share of the larger figure, a rise of the smaller (低频 is no 低)
    ("标准存储每 GB 每月 0.098 元,低频访问存储为 0.06 元,便宜约 39% [@W23]。", ""),
    ("标准存储每 GB 每月 0.098 元,低频访问存储为 0.06 元,便宜约 63% [@W23]。", "value-mismatch"),
    ("标准存储 0.098 元,比低频访问存储的 0.06 元贵约 63% [@W23]。", ""),
    ("标准存储 0.098 元,比低频访问存储的 0.06 元贵约 39% [@W23]。", "value-mismatch"),
    # a row's name is no noun its column counts (8 drives is no price of Cold Disk); a multiple said against the
    # from … to … pair it writes
    ("The JBOD-56 takes 8 fewer drives (56 against 64) [@W23].", ""),
    ("The JBOD-56 takes 8 more drives (56 against 64) [@W23].", "value-mismatch"),
    ("Going from NVMe to HDD raises latency 100-fold, from 0.1 ms to 10 ms [@W23].", ""),
    ("Going from NVMe to HDD, latency drops 100-fold, from 0.1 ms to 10 ms [@W23].", "value-mismatch"),
    # 快照 is no 快 (no difference of two rows' counts); "over 128-dimensional" is a preposition, not a bound; "120 GB of
    # HBM3" names the HBM3 row of its unit
    ("VM 40 及以上套餐附带 4 个快照 [@W23]。", ""),
    ("VM 40 及以上套餐附带 6 个快照 [@W23]。", "error"),
    ("The benchmark drives the engine with 100 parallel clients over 128-dimensional vectors [@W23].", ""),
    ("The benchmark drives the engine with 100 parallel clients over 127-dimensional vectors [@W23].", "value-mismatch"),
    ("Each chip pairs 96 GB of HBM3 at 4 TB/s with 120 GB of LPDDR5X at 512 GB/s [@W23].", ""),
    ("Each chip pairs 120 GB of HBM3 at 4 TB/s with 120 GB of LPDDR5X at 512 GB/s [@W23].", "value-mismatch"),
    ("Each chip pairs 96 GB of HBM3 at 4 TB/s with 96 GB of LPDDR5X at 512 GB/s [@W23].", "value-mismatch"),
    # a row named by the bare number of its printed name ("Orca 7490" written "7490"): before 的 and a figure in
    # words, after a figure and its counted noun and 的, after a figure and "on the", at each end of a change
    ("48 核的 7490 三级缓存达 128MB,是 7380 的两倍 [@W24]。", ""),
    ("32 核的 7490 三级缓存达 128MB,是 7380 的两倍 [@W24]。", "value-mismatch"),
    ("3185 的三级缓存为 16MB,是 7380 的四分之一 [@W24]。", ""),
    ("Measured bandwidth doubles from 33.1 GB/s on the 3185 to 66.8 GB/s on the 5280 [@W24].", ""),
    ("Measured bandwidth rises from 33.1 GB/s on the 5280 to 66.8 GB/s on the 3185 [@W24].", "value-mismatch"),
    ("The 3185 measures 33.1 GB/s [@W24].", ""),
    ("The 5280 measures 33.1 GB/s [@W24].", "value-mismatch"),
    # a metric's value written in a cell its clause names (L3 of the 7490, not the 128 GB RDIMM)
    ("7490 的三级缓存为 128GB [@W24]。", "value-mismatch"),
    ("48 核的 7490 三级缓存达 128GB [@W24]。", "value-mismatch"),
    ("每根 RDIMM 最大 128GB [@W24]。", ""),
    # a bound of a maximum on every row (各型号) holds on each and states the largest
    ("各型号最大功耗不超过 25W,Kite K3 更低,仅 20W [@W24]。", ""),
    ("各型号最大功耗不超过 31W,Kite K3 更低,仅 20W [@W24]。", "qualifier-violation"),
    ("各型号最大功耗不超过 24W [@W24]。", "qualifier-violation"),
    ("Kite K3 最大功耗不超过 25W [@W24]。", "qualifier-violation"),
    # 整机: one whole server, so 单台 agrees with it
    ("单台 Orca 服务器满载功耗在 6.0~6.5kW 之间 [@W24]。", ""),
    ("单台 Orca 服务器满载功耗在 6.0~6.6kW 之间 [@W24]。", "value-mismatch"),
    ("单卡满载功耗在 6.0~6.5kW 之间 [@W24]。", "value-mismatch"),
    # a count whose noun has a name before it ("8 个 KLink 端口") shares a value out per one of them ("每个端口")
    ("Kite C1 有 8 个 KLink 端口,互连总带宽 448GB/s,平均每个端口 56GB/s [@W24]。", ""),
    ("Kite C1 有 8 个 KLink 端口,互连总带宽 448GB/s,平均每个端口 58GB/s [@W24]。", "error"),
    # the only cell of its column (the other rows empty) is named by its column's own word, with no row's
    ("KLink 的带宽是主机接口(128GB/s)的 3.5 倍 [@W24]。", ""),
    ("KLink 的带宽是主机接口(128GB/s)的 3.7 倍 [@W24]。", "unsourced-number"),
    # "扩展到 256 卡时" is a setting (on 256 cards), not 256 GPU-hours, and names the row of 256 GPUs, not a plain 256
    ("64 卡时扩展效率为 95%,扩展到 256 卡时下降 3 个百分点,至 92% [@W24]。", ""),
    ("64 卡时扩展效率为 95%,扩展到 256 卡时下降 3 个百分点,至 91% [@W24]。", "value-mismatch"),
    ("64 卡时扩展效率为 95%,扩展到 256 卡时下降 4 个百分点,至 92% [@W24]。", "unsourced-number"),
    # 减半 / halves is its own operation, a fall measured from the larger value; "减半至 128" is no change 50% → 128
    ("与 Kite C1 相比,Kite C2 的 FP32 算力减半 [@W24]。", ""),
    ("与 Kite C1 相比,Kite C2 的显存带宽减半 [@W24]。", ""),
    ("从 Kite C1 换到 Kite C2,FP32 算力减半至 128 TFLOPS [@W24]。", ""),
    ("从 Kite C1 换到 Kite C2,FP32 算力减半至 138 TFLOPS [@W24]。", "value-mismatch"),
    ("与 Orca 7380 相比,Orca 5280 的核心数减半 [@W24]。", ""),
    ("与 Orca 7490 相比,Orca 7380 的核心数减半 [@W24]。", "error"),
    ("The C2 halves the FP32 throughput of the C1 [@W24].", ""),
    ("The Orca 7380 halves the core count of the Orca 7490 [@W24].", "unsourced-number"),
    # a percent is no whole count of cores printed without %
    ("The Orca 7380 has 48% of the core count of the Orca 7490 [@W24].", "error"),
    # a key→value row that states a scale and a unit ("平均无故障时间(万小时)"): 250 is 250 万小时, 2.5 million hours
    ("Kite 固态盘平均无故障时间达 250 万小时 [@W24]。", ""),
    ("Kite 固态盘平均无故障时间达 260 万小时 [@W24]。", "value-mismatch"),
    ("Kite 固态盘平均无故障时间达 250 万分钟 [@W24]。", "unit-mismatch"),
    ("The Kite SSDs are rated for an MTBF of 2.5 million hours [@W24].", ""),
    ("The Kite SSDs are rated for an MTBF of 2.5 million minutes [@W24].", "unit-mismatch"),
    # two fractions share the object after the second ("half the cores and roughly half the L3 cache of …")
    ("The Orca 5280 has exactly half the cores and roughly half the L3 cache of the Orca 7380 [@W24].", ""),
    ("The Orca 5280 has exactly half the cores and roughly a quarter the L3 cache of the Orca 7380 [@W24].", "unsourced-number"),
    ("The Orca 5280 has exactly a quarter the cores and roughly half the L3 cache of the Orca 7380 [@W24].", "unsourced-number"),
    # "from X at N nodes to Y at M nodes": the percents are the change, each at the setting written right after it;
    # "slips" and "a loss of … percentage points" write a fall
    ("Scaling efficiency slips from 95% at 8 nodes to 92% at 32 nodes, a loss of only 3 percentage points [@W24].", ""),
    ("Scaling efficiency slips from 95% at 8 nodes to 92% at 32 nodes, a loss of only 4 percentage points [@W24].", "unsourced-number"),
    ("Scaling efficiency slips from 92% at 8 nodes to 95% at 32 nodes [@W24].", "value-mismatch"),
    ("Scaling efficiency is 95% at 32 nodes [@W24].", "value-mismatch"),
    # the change between its ends, the level after 至 / to the end it reaches; 增幅 is a rise
    ("64 卡时扩展效率为 95%,扩展到 256 卡时下降 3 个百分点,至 92% [@W24]。", ""),
    ("64 卡时扩展效率为 95%,扩展到 256 卡时上升 3 个百分点,至 92% [@W24]。", "value-mismatch"),
    ("扩展效率从 95% 下降 3 个百分点,至 92% [@W24]。", ""),
    ("扩展效率从 95% 上升 3 个百分点,至 92% [@W24]。", "value-mismatch"),
    ("Efficiency is 95% at 64 GPUs and slips 3 points to 92% at 256 GPUs [@W24].", ""),
    ("Efficiency is 95% at 64 GPUs and rises 3 points to 92% at 256 GPUs [@W24].", "value-mismatch"),
    ("Kite C1 的显存带宽为 2000GB/s,Kite C2 降至 1000GB/s,降幅 50% [@W24]。", ""),
    ("Kite C1 的显存带宽为 2000GB/s,Kite C2 降至 1000GB/s,增幅 50% [@W24]。", "value-mismatch"),
    # 减半 / halves say which way, like a comparative: the subject (before 比, after "compared with …,") is the half
    ("Kite C2 的显存带宽比 Kite C1 减半 [@W24]。", ""),
    ("Kite C1 的显存带宽比 Kite C2 减半 [@W24]。", "value-mismatch"),
    ("Compared with the C1, the C2 halves memory bandwidth [@W24].", ""),
    ("Compared with the C2, the C1 halves memory bandwidth [@W24].", "value-mismatch"),
    # a figure written without a unit in a clause that names a row and a column is that cell's, not a metric's
    # or another column's that holds the same number (94 s of boot time, 64 MB of L3)
    ("7380 的核心数为 94 [@W24]。", "value-mismatch"),
    ("7380 的核心数为 32 [@W24]。", ""),
    ("Orca 服务器冷启动耗时 94 秒 [@W24]。", ""),
    ("7380 的 STREAM 实测带宽为 64 [@W24]。", "value-mismatch"),
    ("7380 的 STREAM 实测带宽为 163.4 [@W24]。", ""),
    # a row named whose cell of the column is empty (not measured) takes no other row's figure
    ("Kite C2 的 KLink 互连带宽为 448GB/s [@W24]。", "unsourced-number"),
    ("The C2 has 448 GB/s of KLink bandwidth [@W24].", "unsourced-number"),
    ("Kite C1 的 KLink 互连带宽为 448GB/s [@W24]。", ""),
    # a bound written after a unit the registry lacks ("W" of a plain "最大功耗(W)" column) is read
    ("所有型号的最大功耗都在 25W 以下 [@W24]。", ""),
    ("所有型号的最大功耗都在 20W 以下 [@W24]。", "qualifier-violation"),
    ("All Kite SSDs draw 25 W or less [@W24].", ""),
    ("All Kite SSDs draw 20 W or less [@W24].", "qualifier-violation"),
    # the figure right before a multiple is its dividend and the multiple's own object names the divisor, by words no
    # other value of its metric or column has ("约为平均值的 3.1 倍", "3.1 times the mean")
    ("Tern T7 的 4K 随机读平均时延 68 微秒,P99 为 95 微秒,P99.99 也只有 210 微秒,约为平均值的 3.1 倍 [@W26]。", ""),
    ("Tern T7 的 4K 随机读 P99.99 时延 210 微秒,约为平均值的 3.1 倍 [@W26]。", ""),
    ("Tern T7 的 4K 随机读 P99.99 时延 210 微秒,约为平均值的 3.4 倍 [@W26]。", "unsourced-number"),
    ("Tern T7 的 4K 随机读 P99.99 时延 210 微秒,约为 P99 的 3.1 倍 [@W26]。", "unsourced-number"),
    ("Tern T7 的 4K 随机读 P99.99 时延 210 微秒,约为 P99 的 2.2 倍 [@W26]。", ""),
    ("The Tern T7's 4K random-read P99.99 latency is 210 µs, about 3.1 times the mean [@W26].", ""),
    ("The Tern T7's 4K random-read P99.99 latency is 210 µs, about 3.1 times the P99 [@W26].", "unsourced-number"),
    # P99.99 is its own statistic: not the P99 it begins with
    ("Tern T7 的 4K 随机读 P99.99 时延 95 微秒 [@W26]。", "value-mismatch"),
    ("The Tern T7's 4K random-read P99.99 latency is 210 µs [@W26].", ""),
    # a figure written with 万 or million is the table's full figure when both operands of a multiple are written
    ("Moss FS 在 12 个元数据节点时查询属性达 151.2 万次/秒,是 3 个节点时(41.2 万次/秒)的 3.7 倍 [@W26]。", ""),
    ("Moss FS 在 12 个元数据节点时查询属性达 151.2 万次/秒,是 3 个节点时(41.2 万次/秒)的 3.4 倍 [@W26]。", "unsourced-number"),
    ("Moss FS 在 12 个元数据节点时查询属性达 151.2 万次/秒,是 6 个节点时(80.6 万次/秒)的 3.7 倍 [@W26]。", "unsourced-number"),
    # two columns whose labels differ only in a count are each named by that count
    ("Going from 3 to 12 metadata nodes, Moss FS stats scale 3.7x [@W26].", ""),
    ("Going from 3 to 12 metadata nodes, Moss FS stats scale 3.4x [@W26].", "unsourced-number"),
    ("Going from 6 to 12 metadata nodes, Moss FS stats scale 3.7x [@W26].", "unsourced-number"),
    ("从 6 个元数据节点扩到 12 个,Moss FS 查询属性速率提升到 1.9 倍 [@W26]。", ""),
    ("从 3 个元数据节点扩到 12 个,Moss FS 查询属性速率提升到 1.9 倍 [@W26]。", "unsourced-number"),
    # a bound multiple of the two figures written on each side of it; a noun counted in words is that count's
    ("Marlin's 61,500 random-write IOPS are more than six times Hornet's 9,800 with the same three replicas [@W27].", ""),
    ("Marlin's 61,500 random-write IOPS are more than seven times Hornet's 9,800 with the same three replicas [@W27].",
     "qualifier-violation"),
    ("Marlin's 61,500 random-write IOPS are more than six times Hornet's 9,900 with the same three replicas [@W27].",
     "qualifier-violation"),
    # a share listed with its two figures in a parenthesis after it, the part first; 本地 is local
    ("与本地盘相比,Marlin 三副本保留了约 23% 的随机写性能(61,500 对 268,000 IOPS) [@W27]。", ""),
    ("与本地盘相比,Marlin 三副本保留了约 28% 的随机写性能(61,500 对 268,000 IOPS) [@W27]。", "unsourced-number"),
    ("Marlin 三副本随机写 61,500 IOPS,本地盘为 268,000 IOPS [@W27]。", ""),
    ("Marlin 三副本随机写 61,500 IOPS,本地盘为 21,400 IOPS [@W27]。", "value-mismatch"),
    # "as much" with no object of its own: a share of the figure written before
    ("Marlin writes 61,500 IOPS with three replicas but Hornet only 9,800, about a sixth as much [@W27].", ""),
    ("Marlin writes 61,500 IOPS with three replicas but Hornet only 9,800, about a third as much [@W27].", "error"),
    # a span of time in a column's label ("Lifetime writes over 5 years") is that label, in its unit
    ("In five years the T7-3T8 can absorb 7.0 PB of writes [@W26].", ""),
    ("In six years the T7-3T8 can absorb 7.0 PB of writes [@W26].", "unsourced-number"),
    ("Rated for 5 years, the T7-12T8 can absorb 23.4 PB of writes [@W26].", ""),
    # ... when the label is written in both languages (the span read in each), and with "over", "内" before it
    ("The T7-3T8 is rated for 7.0 PB of writes over five years [@W26].", ""),
    ("The T7-3T8 is rated for 7.0 PB of writes over six years [@W26].", "unsourced-number"),
    ("T7-3T8 在 5 年内可写入 7.0PB [@W26]。", ""),
    ("T7-3T8 在 6 年内可写入 7.0PB [@W26]。", "unsourced-number"),
    # a column word tied to the other figure of its row ("420 TB of backups", "260TB 重删后只占 19.7TB") is that figure's
    ("Virtual machine images deduplicate best: 420 TB of backups fit in 28.4 TB [@W27].", ""),
    ("Virtual machine images deduplicate best: 28.4 TB of backups fit in 420 TB [@W27].", "value-mismatch"),
    ("数据库转储 260TB 重删后只占 19.7TB [@W27]。", ""),
    ("数据库转储 19.7TB 重删后只占 260TB [@W27]。", "value-mismatch"),
    # a figure in a parenthesis right after a row's name is that row's; the name is that figure's, not another's
    ("KX42 的全量备份容量 42TB 是 KX21 的两倍,写入速率 7.6TB/h 却只有 KX21(4.8TB/h)的 1.6 倍 [@W27]。", ""),
    ("KX42 的写入速率 7.6TB/h,KX21(4.8TB/h)更低 [@W27]。", ""),
    ("KX42 的写入速率 4.8TB/h,KX21(7.6TB/h)更低 [@W27]。", "value-mismatch"),
    # of two rows that tie, the one the sentence names
    ("The Tern T1 sustained 232.1 GB/s in Scale-add, 75.6% of the 307.2 GB/s its DDR5-4800 channels can deliver [@W27].", ""),
    ("The Tern T1 sustained 232.1 GB/s in Scale-add, 65.6% of the 307.2 GB/s its DDR5-4800 channels can deliver [@W27].",
     "error"),
    # a fraction a table's note states is the condition it was measured at
    ("With a tenth of the cameras played back, one unit still handles 768 cameras with playback at 2 Mbps [@W27].", ""),
    ("With a fifth of the cameras played back, one unit still handles 768 cameras with playback at 2 Mbps [@W27].",
     "unsourced-number"),
    ("若同时有十分之一的路数在回放,录像 + 回放时最大路数为 768 路 [@W27]。", ""),
    # "queue depth 1", "QD1" of a label "at iodepth 1"
    ("At QD1 a 4K read takes 142 µs on Marlin [@W27].", ""),
    ("At queue depth 1 a 4K read takes 142 µs on Marlin [@W27].", ""),
    ("At QD2 a 4K read takes 142 µs on Marlin [@W27].", "error"),
    ("队列深度 1 时,Marlin 的 4K 读时延为 142 微秒 [@W27]。", ""),
    ("本地盘的 QD1 读时延只有 86 微秒,Hornet 三副本则高达 392 微秒 [@W27]。", ""),
    # a variant keyed `landing_zone` is named by "Landing Zone"
    ("从 Landing Zone 直接启动虚拟机需要 14 分钟 [@W26]。", "value-mismatch"),
    ("从 Landing Zone 直接启动虚拟机只需 1.5 分钟 [@W26]。", ""),
    ("Booting a VM straight from the landing-zone takes 14 minutes [@W26].", "value-mismatch"),
    ("从 Retention 层直接启动虚拟机需要 14 分钟,从 Landing Zone 只需 1.5 分钟,省下 12.5 分钟 [@W26]。", ""),
    # what remains of the value written first ("只剩", "leaving"): a share of the two figures, in that order
    ("T7-3T8 的 4K 随机写全新盘时可达 610K IOPS,进入稳态后降到 200K IOPS,只剩约三分之一 [@W26]。", ""),
    ("T7-3T8 的 4K 随机写全新盘时可达 610K IOPS,进入稳态后降到 200K IOPS,只剩约 33% [@W26]。", ""),
    ("T7-3T8 的 4K 随机写全新盘时可达 610K IOPS,进入稳态后降到 200K IOPS,只剩约 40% [@W26]。", "value-mismatch"),
    # a change right after two variants of one metric is of those two
    ("T7-3T8 的 4K 随机写全新盘时可达 610K IOPS,进入稳态后降到 200K IOPS,少了约 67% [@W26]。", ""),
    ("T7-3T8 的 4K 随机写全新盘时可达 610K IOPS,进入稳态后降到 200K IOPS,少了约 60% [@W26]。", "value-mismatch"),
    ("T7-3T8 的 4K 随机写全新盘时可达 610K IOPS,进入稳态后降到 200K IOPS,只剩约四分之一 [@W26]。", "value-mismatch"),
    # a label's "P99" is no name inside "P99.9": the longer percentile is read whole
    ("单点读 P99 时延为 310 微秒,P99.9 为 1.45 毫秒,约是 P99 的 4.7 倍 [@W28]。", ""),
    ("The P99.9 read latency is 1.45 ms [@W28].", ""),
    ("The P99.9 read latency is 1.46 ms [@W28].", "value-mismatch"),
    ("The P99.9 read latency is 310 µs [@W28].", "value-mismatch"),
    # a multiple whose own object names its divisor is of that pair, bound or not, though another pair is around it
    ("QD1 P99 latency runs from 105 µs locally to 128 µs with RDMA, 210 µs with TCP and 580 µs with iSCSI, more than 5 "
     "times the local figure [@W28].", ""),
    ("QD1 P99 latency runs from 105 µs locally to 128 µs with RDMA, 210 µs with TCP and 580 µs with iSCSI, more than 6 "
     "times the local figure [@W28].", "qualifier-violation"),
    ("QD1 P99 latency runs from 105 µs locally to 128 µs with RDMA, 210 µs with TCP and 580 µs with iSCSI, about 2.8 "
     "times the local figure [@W28].", "qualifier-violation"),
    ("QD1 P99 latency runs from 105 µs locally to 128 µs with RDMA, 210 µs with TCP and 580 µs with iSCSI, 2.8 times "
     "the TCP figure [@W28].", ""),
    ("QD1 P99 时延从本地的 105 微秒到 iSCSI 的 580 微秒,iSCSI 为本地的 5.5 倍 [@W28]。", ""),
    # a percent a note gives as the condition of the measurement is that label; a fraction's percent too
    ("At 70% load, 8K random reads average 145 µs [@W28].", ""),
    ("At 80% load, 8K random reads average 145 µs [@W28].", "unsourced-number"),
    ("在 70% 负载下,8K 随机读平均时延为 145 微秒 [@W28]。", ""),
    ("Host CPU use reached 70% [@W28].", "value-mismatch"),
    # "1 台" is a count of hosts, never a rate of a time per operation (1 ÷ 850 ms)
    ("NVMe over RDMA 从 1 台主机的 142 万 IOPS 增加到 8 台主机的 880 万 IOPS,是单主机的 6.2 倍 [@W28]。", ""),
    ("NVMe over RDMA 从 1 台主机的 138 万 IOPS 增加到 8 台主机的 880 万 IOPS [@W28]。", "value-mismatch"),
    # a count of a noun that rows state in their names ("Hornet 1.6 with 3 replicas") or in a column labelled by it
    # ("Replicas", "副本数") says which row a figure is about, in digits or in words
    ("Hornet 三副本下 4K 随机写为 9,800 IOPS [@W27]。", ""),
    ("Hornet 1 副本下 4K 随机写为 9,800 IOPS [@W27]。", "value-mismatch"),
    # (单 and "single" count one only where rows name their count; of a count column they say per: "单通道速率")
    ("Hornet 单副本下 4K 随机写为 9,800 IOPS [@W27]。", "value-mismatch"),
    ("Hornet writes 21,400 IOPS with a single replica [@W27].", ""),
    ("Alpha Link 的单通道速率为 5.4 Gbps [@W9]。", ""),
    ("Hornet 3 副本下 4K 随机写为 21,400 IOPS [@W27]。", "value-mismatch"),
    ("With one replica, Hornet manages 21,400 IOPS [@W27].", ""),
    ("With three replicas, Hornet manages 21,400 IOPS [@W27].", "value-mismatch"),
    ("Running two replicas, Marlin delivers 61,500 IOPS [@W27].", "value-mismatch"),
    ("Hornet's mean 4K read latency grows from 355 µs with one replica to 392 µs with three replicas [@W27].", ""),
    ("Hornet's mean 4K read latency grows from 355 µs with three replicas to 392 µs with one replica [@W27].",
     "value-mismatch"),
    ("With three replicas, Hornet manages 9,800 IOPS, against 21,400 IOPS with one replica [@W27].", ""),
    # a row printed only in Chinese is named in English by the words its Chinese translates (副本: replication)
    ("Replication keeps only 33.3% of raw capacity usable [@W28].", ""),
    ("Replication keeps only 66.7% of raw capacity usable [@W28].", "value-mismatch"),
    ("EC 4+2 keeps 66.7% of raw capacity usable, double the 33.3% of three-way replication [@W28].", ""),
    # a row's word tied to another figure (right after it, or its label right before it) is that figure's; a share
    # with no object right after its two figures, in a sentence that says one is part of the other, is theirs
    ("VDI accounts for 120 TB of the 450 TB total, about 27% [@W28].", ""),
    ("VDI accounts for 120 TB of the 450 TB total, about 30% [@W28].", "error"),
    ("VDI accounts for 60 TB of the 450 TB total [@W28].", "value-mismatch"),
    ("VDI 的 120TB 约占合计 450TB 逻辑数据的 27% [@W28]。", ""),
    ("合计 450TB 逻辑数据中 VDI 占 120TB,约 27% [@W28]。", ""),
    ("合计 450TB 逻辑数据中 VDI 占 120TB,约 33% [@W28]。", "error"),
    ("合计 450TB 逻辑数据中 VDI 占 60TB [@W28]。", "value-mismatch"),
    # a sweep's key value names its row ("256 字节的值", "with 256-byte values", "20TB 盘"), ids spelling it in binary
    # ("v1k" of 1,024 bytes) too; a figure of its clause bound elsewhere is judged at that row
    ("值越小,写放大越高:64 字节的值写放大 26.4 倍,256 字节为 22.0 倍,到 1,024 字节降到 18.5 倍 [@W28]。", ""),
    ("256 字节的值写放大为 22.0 倍 [@W28]。", ""),
    ("256 字节的值写放大为 18.5 倍 [@W28]。", "value-mismatch"),
    ("在 256 字节的值下,写放大为 18.5 倍 [@W28]。", "value-mismatch"),
    ("With 256-byte values, write amplification is 22.0 [@W28].", ""),
    ("With 256-byte values, write amplification is 18.5 [@W28].", "value-mismatch"),
    ("With 1 KB values, leveled compaction has a write amplification of 18.5 [@W28].", ""),
    ("20TB 盘在业务负载下重建需要 15.7 小时 [@W28]。", ""),
    ("12TB 盘在业务负载下重建需要 15.7 小时 [@W28]。", "value-mismatch"),
    ("20TB 盘在业务负载下重建需要 15.7 小时;24TB 盘没有做负载下的重建测试 [@W28]。", ""),
    # a percentile the report does not have is no other one ("P99.999", "P99.95", "99.95 分位"); one set before the
    # sentence's first comma is the sentence's; "99 分位" is a percentile's name, no figure
    ("At the 99.9th percentile, reads complete in 1.45 ms [@W28].", ""),
    ("At the 99th percentile, reads complete in 1.45 ms [@W28].", "value-mismatch"),
    ("Even the P99.999 read latency is only 1.45 ms [@W28].", "value-mismatch"),
    ("P99.95 read latency is 1,450 µs [@W28].", "value-mismatch"),
    ("99 分位读时延为 310 微秒 [@W28]。", ""),
    ("99.9 分位读时延为 1,450 微秒 [@W28]。", ""),
    ("99.95 分位读时延为 1,450 微秒 [@W28]。", "value-mismatch"),
    ("在 99.9 分位上,读时延为 1,450 微秒 [@W28]。", ""),
    ("在 99.9 分位上,读时延为 310 微秒 [@W28]。", "value-mismatch"),
    # a bare English fraction after a bound or an approximation is read ("leaving about a quarter"); a figure with a
    # scale letter glued to it (610K) is its full value as an operand
    ("T7-3T8 random writes run at 610K IOPS fresh and 200K IOPS at steady state, leaving about a third [@W26].", ""),
    ("T7-3T8 random writes run at 610K IOPS fresh and 200K IOPS at steady state, leaving about a quarter [@W26].",
     "error"),
    ("T7-3T8 random writes run at 610K IOPS fresh and 200K IOPS at steady state, leaving about 33% [@W26].", ""),
    # a queue depth spelled out ("队列深度 32", "queue depth 32") names a column labelled QD32, framing its sentence
    ("队列深度 32 时,Sabre S7 的 4K 读时延为 512 微秒 [@W28]。", ""),
    ("队列深度 32 时,Sabre S7 的 4K 读时延为 94 微秒 [@W28]。", "value-mismatch"),
    ("At queue depth 32, the Sabre S7's 4K read latency is 94 µs [@W28].", "value-mismatch"),
    ("At queue depth 1, the Sabre S7's 4K read latency is 94 µs [@W28].", ""),
    # a count column labelled in two languages (副本数, Number of replicas) counts the noun in either
    ("Two replicas give 905,000 random-read IOPS [@W29].", ""),
    ("Two replicas give 968,000 random-read IOPS [@W29].", "value-mismatch"),
    ("两副本的 4K 随机读为 968,000 IOPS [@W29]。", "value-mismatch"),
    # a queue depth is a setting, no count a metric's note (naming the product) could be about
    ("At QD1 a 4K read on the Sabre S9 takes 71 µs [@W28].", ""),
    ("iodepth 1 下 Sabre S7 的读时延为 94 微秒 [@W28]。", ""),
    ("At QD2 a 4K read on the Sabre S9 takes 71 µs [@W28].", "error"),
    # a variant's key names it by its Chinese synonyms too (usable 可用, raw 裸, idle 空闲, full_load 满载)
    ("一体机可用容量 1,008TB,裸容量 1,440TB [@W28]。", ""),
    ("一体机可用容量 1,440TB [@W28]。", "value-mismatch"),
    ("一体机裸容量 1,008TB [@W28]。", "value-mismatch"),
    ("一体机空闲功耗 310W,满载 690W [@W28]。", ""),
    ("一体机空闲功耗 690W [@W28]。", "value-mismatch"),
    ("The appliance draws 690 W at full load [@W28].", ""),
    ("若 10% 的路数同时回放,2Mbps 码率下最多可接 768 路 [@W27]。", ""),
    ("若 20% 的路数同时回放,2Mbps 码率下最多可接 768 路 [@W27]。", "unsourced-number"),

    # (W30) a plain metric's unit after the note's comma, past a parenthesis that is no unit ("(ASPM)"), per language
    ("开启链路省电(ASPM)后,空闲功耗从 4.6W 降到 1.9W [@W30]。", ""),
    ("开启链路省电(ASPM)后,空闲功耗从 4.6W 降到 2.9W [@W30]。", "error"),
    # a difference of a metric and a cell whose row the sentence names by its figure ("进风 40°C")
    ("进风 40°C 时峰值温度 80°C,离 85°C 的严重阈值只差 5°C [@W30]。", ""),
    ("进风 40°C 时峰值温度 80°C,离 85°C 的严重阈值只差 6°C [@W30]。", "error"),
    ("At a 20 °C inlet the peak is 63 °C, 9 °C below the 72 °C warning threshold [@W30].", ""),
    # a percent is no plain value whose label states a unit (80 of "峰值温度(°C)")
    ("At a 40 °C inlet the drive keeps 80% of its write speed [@W30].", "error"),
    # a row whose printed name is a fuller one, its Chinese rest written ("加上本地缓存后" of "Brackwater + 本地缓存")
    ("加上本地缓存后,Brackwater 在 64 卡时的读带宽提高到 23.9GB/s [@W30]。", ""),
    ("加上本地缓存后,Brackwater 在 64 卡时的读带宽提高到 22.6GB/s [@W30]。", "value-mismatch"),
    # a bare count after at, in a sentence that names a column by its label's count, is that column's label
    ("Brackwater's read bandwidth grows from 3.1 GB/s at 8 GPUs to 11.9 GB/s at 32 and 22.6 GB/s at 64 [@W30].", ""),
    ("Brackwater's read bandwidth grows from 3.1 GB/s at 8 GPUs to 11.9 GB/s at 64 and 22.6 GB/s at 32 [@W30].",
     "value-mismatch"),
    # a size names its row before samples / shards; a share's object after "of what"
    ("16 KB samples reach 340,000 files per second but only 5.5 GB/s, roughly a quarter of what 1 MB shards deliver [@W30].",
     ""),
    ("16 KB samples reach 340,000 files per second but only 5.5 GB/s, roughly a third of what 1 MB shards deliver [@W30].",
     "error"),
    ("455 个样本 [@W30]。", "error"),
    # a share right after two figures set against each other
    ("Storage P99 latency is 1.6 ms for desktops against 3.7 ms for databases, about 43% [@W30].", ""),
    ("Storage P99 latency is 1.6 ms for desktops against 3.7 ms for databases, about 50% [@W30].", "error"),
    # the row named by for / on right after the figure
    ("Storage P99 latency: 1.6 ms for desktops, 2.3 ms for application servers and 3.7 ms for databases [@W30].", ""),
    ("Storage P99 latency: 1.6 ms for desktops, 3.7 ms for application servers and 2.3 ms for databases [@W30].",
     "value-mismatch"),
    # "tops out" of a row's largest over the columns of its unit
    ("The NFS gateway tops out at 4.0 GB/s [@W30].", ""),
    ("The NFS gateway tops out at 3.8 GB/s [@W30].", "value-mismatch"),
    # a comparative against a twin in another prefix ("4mW" of 0.004 W) compares the cells
    ("待机功耗只有 0.06W,深度休眠更低,只有 4mW [@W30]。", ""),
    ("待机功耗只有 0.06W,深度休眠更高,只有 4mW [@W30]。", "value-mismatch"),
    # a setting at the sentence's end names its row ("… it holds at 20 °C.")
    ("At a 40 °C inlet the drive ends the hour at 2.7 GB/s, 58% below the 6.4 GB/s it holds at 20 °C [@W30].", ""),
    ("At a 40 °C inlet the drive ends the hour at 2.7 GB/s, 58% below the 4.4 GB/s it holds at 20 °C [@W30].",
     "value-mismatch"),
    # a percent said with a direction is a change, never a share (2.7 ÷ 6.4 = 42%)
    ("At a 40 °C inlet the drive ends the hour at 2.7 GB/s, 42% below the 6.4 GB/s it holds at 20 °C [@W30].", "error"),
    # a difference of a metric and a cell keeps its direction word; °F is no °C
    ("在 20°C 进风下峰值温度 63°C,比 72°C 的告警阈值还低 9°C [@W30]。", ""),
    ("在 20°C 进风下峰值温度 63°C,比 72°C 的告警阈值还高 9°C [@W30]。", "value-mismatch"),
    ("进风 40°C 时峰值温度 80°F [@W30]。", "value-mismatch"),
    # a change after a semicolon keeps its direction against the figure before it
    ("At 64 GPUs Brackwater reads 22.6 GB/s; the NFS gateway reads 4.0 GB/s, 82% less [@W30].", ""),
    ("At 64 GPUs Brackwater reads 22.6 GB/s; the NFS gateway reads 4.0 GB/s, 82% more [@W30].", "value-mismatch"),
    # a setting right after a figure names its row; "from A at X to B" is a change from A, not from X
    ("Peak temperature climbs from 63 °C at a 20 °C inlet to 74 °C at 30 °C and 80 °C at 40 °C [@W30].", ""),
    ("Peak temperature climbs from 63 °C at a 20 °C inlet to 80 °C at 30 °C and 74 °C at 40 °C [@W30].", "value-mismatch"),
    # a part and its whole in a parenthesis after a share ("6.1 of 7.0 GB/s")
    ("At a 30 °C inlet the drive keeps 69% of its write speed (4.4 of 6.4 GB/s) [@W30].", ""),
    ("At a 30 °C inlet the drive keeps 59% of its write speed (4.4 of 6.4 GB/s) [@W30].", "error"),
    # a label after the figure in another clause is not its setting
    ("Brackwater 在 32 卡时读带宽为 11.9GB/s,而 64 卡时为 22.6GB/s [@W30]。", ""),
    ("Brackwater 在 32 卡时读带宽为 11.9GB/s,而 64 卡时为 11.9GB/s [@W30]。", "value-mismatch"),
    # a count of a noun the report counts as a metric of its own is no row's count by its noun alone
    ("试用期间一共只换了 5 块硬盘 [@W30]。", ""),
    ("试用期间一共只换了 4 块硬盘 [@W30]。", "error"),
    ("QB-4 装 4 块硬盘 [@W30]。", ""),
    # a temperature written as a setting names the column labelled at it; a tie is the named row's
    ("At 50 °C the QB-2 draws 55 W [@W30].", ""),
    ("At 25 °C the QB-2 draws 55 W [@W30].", "value-mismatch"),
    ("At 25 °C ambient the QB-4 draws 63 W; at 50 °C it needs 82 W, exactly what the QB-8 draws at 25 °C [@W30].", ""),
    # --- W31: eighteenth session (fresh25/fresh26 classes) ---
    # two short figures written with their units are the operands of the change after them
    ("From 32 to 64 jobs first-full ingest grows 24% [@W31].", ""),
    ("From 8 to 64 jobs first-full ingest grows 24% [@W31].", "error"),
    ("Controller CPU climbs from 56% to 83%, 27 points more [@W31].", ""),
    ("Controller CPU climbs from 56% to 83%, 26 points more [@W31].", "error"),
    # a rate named right before a share of the two figures before it (得盘率)
    ("集群原始容量 2.21PB,纠删码之后可用 1.61PB,得盘率约 73% [@W31]。", ""),
    ("集群原始容量 2.21PB,纠删码之后可用 1.61PB,得盘率约 78% [@W31]。", "error"),
    ("8 个作业时写入 2.6GB/s,32 个作业时 7.9GB/s,利用率约 33% [@W31]。", "error"),  # two rows: no part and whole
    # a count right after a Chinese comma is a count
    ("按每条 14.5W 计,4 条模组满带宽运行时合计功耗约 58W [@W31]。", ""),
    ("按每条 14.5W 计,4 条模组满带宽运行时合计功耗约 68W [@W31]。", "error"),
    # 高出一倍 is a doubling, checked as one
    ("64KB 跨步写读取平均 52.8GB/s,比写入高约 29% [@W31]。", ""),
    ("64KB 跨步写读取平均 52.8GB/s,比写入(41.0GB/s)高出一倍 [@W31]。", "error"),
    ("64KB 跨步写读取平均 52.8GB/s,比写入(41.0GB/s)高出一倍以上 [@W31]。", "error"),
    # 约为 governs the figure after …的, not the object's setting before it
    ("在 100 万个文件的目录里执行一次 ls -l 要 29.5 秒,约是 10 万个文件目录(3.1 秒)的 9.5 倍 [@W31]。", ""),
    ("在 100 万个文件的目录里执行一次 ls -l 要 29.5 秒,约是 10 万个文件目录(3.1 秒)的 12 倍 [@W31]。", "error"),
    # spread over N is no bound
    ("The metadata tier keeps 30.72 TB of NVMe spread over four servers, 7.68 TB in each [@W31].", ""),
    ("The metadata tier keeps 30.72 TB of NVMe spread over five servers, 7.68 TB in each [@W31].", "error"),
    # a column measured on one of something satisfies 单台
    ("4 台 MDS 时,文件创建达到每秒 31.8 万次,是单台 MDS(8.64 万次)的 3.7 倍 [@W31]。", ""),
    ("4 台 MDS 时,文件创建达到每秒 31.8 万次,是单台 MDS(7.12 万次)的 3.7 倍 [@W31]。", "error"),
    # a row's setting as its name prints it keeps no statistic; a count of drives is no read figure
    ("64KB 跨步写平均写入 41.0GB/s,读取平均 52.8GB/s [@W31]。", ""),
    ("64KB 跨步写平均写入 58.6GB/s,读取平均 52.8GB/s [@W31]。", "error"),
    ("Random writes on the 8-drive RAID 5 array reach 142,000 IOPS [@W31].", ""),
    ("Random writes on the 2-drive RAID 5 array reach 142,000 IOPS [@W31].", "error"),
    # the ends of a change between two columns of one row are the named row's
    ("Turning on compression lifts the 1 GB file write rate from 392 MB/s to 705 MB/s [@W31].", ""),
    ("Turning on compression lifts the 64 MB file write rate from 392 MB/s to 705 MB/s [@W31].", "error"),
    # a row count needs its own noun: 3 个节点 is no count of three rows
    ("The ingest table has 3 rows of concurrent jobs [@W31].", ""),
    # --- W32: nineteenth session (fresh27 classes) ---
    # 浸没 (immersed) holds no negation 没
    ("20TB HDD 在风冷下年化故障率为 1.12%,浸没后降至 0.74% [@W32]。", ""),
    ("20TB HDD 在风冷下年化故障率为 1.12%,浸没后降至 0.52% [@W32]。", "error"),
    # a level reached goes the way it says from the figure of its quantity written before it
    ("20TB HDD 在风冷下年化故障率为 1.12%,浸没后升至 0.74% [@W32]。", "error"),
    ("With 4 streams backup ingest is 310 MB/s; with 16 it climbs to 1,180 MB/s [@W32].", ""),
    ("With 16 streams backup ingest is 1,180 MB/s, and with 4 streams it climbs to 310 MB/s [@W32].", "error"),
    ("16 路并发时备份写入跳到 1,180MB/s,是 4 路时(310MB/s)的 3.8 倍 [@W32]。", ""),
    ("4 路并发时备份写入跳到 310MB/s,是 16 路时(1,180MB/s)的 26% [@W32]。", "error"),
    # a mean over events is one event's (每次)
    ("每次克隆平均耗时 1.3 毫秒 [@W32]。", ""),
    ("每次克隆平均耗时 4.1 毫秒 [@W32]。", "error"),
    # 每秒 + any verb + a size is a rate
    ("16 路并发时每秒产生 1,180MB 备份数据 [@W32]。", ""),
    ("16 路并发时每秒产生 1,810MB 备份数据 [@W32]。", "error"),
    # a word of the figure's own column names no row (查询 of 查询时延 is no 单查询)
    ("8 个并发下,P95 查询时延为 88 秒 [@W32]。", ""),
    ("8 个并发下,P95 查询时延为 61 秒 [@W32]。", "error"),
    # a row's printed setting written with a grouped figure and a unit the engine does not read
    ("The 1,500 km replica trails by 96 ms on average [@W32].", ""),
    ("The 1,500 km replica trails by 3.1 ms on average [@W32].", "error"),
    # the column named last before the figure is its column
    ("At the 80 km site, writes run at 212,000 IOPS at a mean latency of 340 µs [@W32].", ""),
    ("At the 80 km site, writes run at 212,000 IOPS at a mean latency of 410 µs [@W32].", "error"),
    # the figure after "N times the" is the multiple's object: a row named before it is the subject's
    ("At the 1,500 km site the mean lag is 96 ms, about 31 times the 3.1 ms of the 80 km site [@W32].", ""),
    ("At the 1,500 km site the mean lag is 96 ms, about 25 times the 3.1 ms of the 80 km site [@W32].", "error"),
    # a calendar period after a count is the measurement's (每年 of 省电), not the count's
    ("8 个机柜每年可省电约 41.5 万千瓦时 [@W32]。", ""),
    ("6 个机柜每年可省电约 41.5 万千瓦时 [@W32]。", "error"),
    # a figure right after a count of members is each member's, whatever total its clause names
    ("网关配 4 个 25Gbps 端口,合计 100Gbps [@W32]。", ""),
    ("网关的 4 个 25Gbps 端口合计带宽 100Gbps [@W32]。", ""),
    ("网关配 4 个 100Gbps 端口 [@W32]。", "error"),
    ("The gateway has four 100 Gbps uplink ports [@W32].", "error"),
    # "to A from B X": the words after the from-end are that end's
    ("For 4 KB samples, a random shuffle drops read throughput to 5.4 GB/s from 31.2 GB/s sequential [@W32].", ""),
    ("For 4 KB samples, a random shuffle drops read throughput to 31.2 GB/s from 5.4 GB/s sequential [@W32].", "error"),
    # the verb before "from A … to B" says which way B lies from A
    ("Backup ingest grows from 310 MB/s with 4 streams to 1,180 MB/s with 16 [@W32].", ""),
    ("Backup ingest shrinks from 310 MB/s with 4 streams to 1,180 MB/s with 16 [@W32].", "error"),
    # a bound is judged at the row its sentence names in another table, not by any cell it fits
    ("到 10 万 TPS 时,平均复制延迟超过 200 毫秒 [@W32]。", ""),
    ("到 10 万 TPS 时,平均复制延迟不到 100 毫秒 [@W32]。", "error"),
    # a multiple is never a measured percent
    ("1500km 站点的平均复制延迟为 96 ms,是 80km 站点的 31 倍 [@W32]。", ""),
    ("20TB HDD 风冷年化故障率为 1.12%,不到 15.36TB SSD(0.88%)的 2 倍 [@W32]。", ""),
    ("20TB HDD 风冷年化故障率为 1.12%,不到 15.36TB SSD(0.88%)的 1.2 倍 [@W32]。", "error"),
    # an end of a change is the variant its own words name (从同步的 …)
    ("提交时延从异步复制的 0.8 毫秒升到同步复制的 4.6 毫秒 [@W32]。", ""),
    ("提交时延从同步复制的 0.8 毫秒升到异步复制的 4.6 毫秒 [@W32]。", "error"),
    ("CoLA 得分从此前最好的 35.0 提升到 Model-Large 的 60.5 [@W32]。", ""),  # 此前 is no base row's own word
    ("CoLA 得分从 Model-Base 的 35.0 提升到 Model-Large 的 60.5 [@W32]。", "error"),
    # 每 / each in a figure's own clause, with no total word, is the per-member variant's
    ("网关每个端口 25Gbps,合计 100Gbps [@W32]。", ""),
    ("网关每个端口 100Gbps [@W32]。", "error"),
    ("Each uplink port of the gateway runs at 100 Gbps [@W32].", "error"),
    ("三个站点共部署 15 个节点,每个站点 5 个 [@W32]。", ""),
    ("三个站点每个站点部署 15 个节点 [@W32]。", "error"),
    # a count with a measure word is no plain rate shared out per member
    ("三个站点共部署 15 个节点,每个站点 6 个 [@W32]。", "error"),
    # columns whose labels state different units (℃, none) make no difference
    # a row named by value earlier in the sentence, whose cell is empty, leaves the figure without a source
    ("With synchronous replication to the 80 km site, commits take 4.2 ms [@W32].", ""),
    ("With synchronous replication to the 1,500 km site, commits take 4.2 ms [@W32].", "error"),
    ("12kW 机柜浸没盘温 38℃,风冷 PUE 为 1.52 [@W32]。", ""),
    ("同城站点距离 80km,是 12kW 机柜浸没盘温(38℃)的 2.1 倍 [@W32]。", "error"),  # km against ℃: no ratio
    ("20TB HDD 风冷年化故障率为 1.12%,浸没后降至 0.74%,下降约 36 个百分点 [@W32]。", "error"),
]


@pytest.fixture(scope="module")
def registry(tmp_path_factory):
    return text_registry(tmp_path_factory.mktemp("w2"), {"W2": W2, "W3": W3, "W4": W4, "W5": W5, "W6": W6, "W7": W7, "W8": W8, "W9": W9, "W10": W10, "W11": W11, "W12": W12, "W13": W13, "W14": W14, "W15": W15, "W16": W16, "W17": W17, "W18": W18, "W19": W19, "W20": W20, "W21": W21, "W22": W22, "W23": W23, "W24": W24, "W25": W25, "W26": W26, "W27": W27, "W28": W28, "W29": W29, "W30": W30, "W31": W31, "W32": W32})


@pytest.mark.parametrize("text, rule", CASES, ids=[f"{i}" for i in range(len(CASES))])
def test_wording(registry, text, rule):
    assert_first_rule(registry, text, rule)
