"""The quantities a number may bind to, and the words that identify them.

Brief mode: the brief's assumptions and claims, and every value of the reports
in its `sources`.
Text mode (no brief): every value of the reports the text cites, plus a
restricted set of derivations between values of one report (see DERIVATIONS).
"""
from __future__ import annotations

import math
import re
from dataclasses import dataclass, field, replace

from engine import units
from engine.calc import display as D
from engine.calc.quantity import Quantity
from engine.models.common import Text, all_text, text_for
from engine.check import agree, lexicon
from engine.check.foreign import prefix_family, stated_unit
from engine.check.words import cn_number
from engine.registry import EvidenceValue, Registry

# Context words: an English name part -> words that mean it in zh/en article text.
# proper names a Chinese text writes in Chinese: a row "Microsoft" is named by 微软
PROPER_ZH: dict[str, str] = {"microsoft": "微软", "amazon": "亚马逊", "google": "谷歌", "alibaba": "阿里", "huawei": "华为",
                             "nvidia": "英伟达", "intel": "英特尔", "china": "中国", "germany": "德国", "france": "法国",
                             "japan": "日本", "india": "印度", "american": "美国", "america": "美国", "european": "欧洲",
                             "europe": "欧洲", "oracle": "甲骨文", "apple": "苹果", "samsung": "三星", "tencent": "腾讯",
                             "baidu": "百度", "bytedance": "字节", "xiaomi": "小米", "lenovo": "联想", "dell": "戴尔",
                             "cisco": "思科", "tesla": "特斯拉", "korea": "韩国", "britain": "英国", "russia": "俄罗斯",
                             "canada": "加拿大", "australia": "澳大利亚", "seagate": "希捷", "toshiba": "东芝",
                             "kioxia": "铠侠", "micron": "美光", "hynix": "海力士", "western": "西部"}

SYNONYMS: dict[str, tuple[str, ...]] = {
    "save": ("保存", "存储", "写入", "save", "saving", "checkpoint"),
    "saves": ("保存", "次数", "次", "saves"),
    "ckpt": ("checkpoint", "检查点", "ckpt", "快照"),
    "checkpoint": ("checkpoint", "检查点"),
    "time": ("时间", "耗时", "用时", "时长", "花", "takes", "took", "duration", "time"),
    "bubble": ("气泡", "空转", "停顿", "等待", "bubble", "idle", "stall"),
    "base": ("基线", "原有", "原来", "原先", "改造前", "传统", "baseline", "before", "existing", "previous",
             "prior", "old", "nfs"),
    "baseline": ("基线", "原有", "原来", "原先", "改造前", "传统", "baseline", "before", "existing", "previous",
                 "prior", "old", "nfs"),
    "fx": ("fx100", "改造后", "换用", "after"),
    "fx100": ("fx100", "改造后", "after"),
    "speedup": ("加速", "提速", "快", "倍", "faster", "speedup", "speed-up"),
    "load": ("加载", "载入", "load"),
    "loading": ("加载", "load"),
    "model": ("模型", "model"),
    "size": ("大小", "规模", "容量", "参数", "size"),
    "snapshot": ("快照", "snapshot", "每份", "每次"),
    "bandwidth": ("带宽", "吞吐", "bandwidth", "throughput"),
    "write": ("写", "write", "wrote", "written"),
    "read": ("读", "read"),
    "step": ("步", "step"),
    "steps": ("步", "steps", "step"),
    "every": ("每", "间隔", "every", "interval"),
    "run": ("训练", "运行", "跑", "run", "job", "training"),
    "gpu": ("gpu", "卡", "显卡"),
    "gpus": ("gpu", "卡", "显卡"),
    "saved": ("节省", "省下", "省", "缩短", "减少", "saved", "saves", "saving", "shorter", "less"),
    "extra": ("多", "额外", "更多", "extra", "more", "additional"),
    "total": ("总", "全部", "一共", "共", "合计", "总计", "total", "overall", "whole"),
    "params": ("参数", "param", "size"),  # a model's size is its parameter count
    "latency": ("延迟", "时延", "latency"),
    "lat": ("延迟", "时延", "latency"),
    "util": ("利用率", "utilization", "utilisation"),
    "utilization": ("利用率", "utilization"),
    "gain": ("提升", "提高", "增加", "加速", "gain", "faster", "up"),
    "cut": ("缩短", "减少", "降低", "下降", "cut", "shorter", "less", "drop"),
    "epoch": ("轮", "epoch"),
    "bw": ("带宽", "bandwidth", "throughput"),
    "open": ("打开", "open"),
    "hours": ("小时", "hours"),
    "throughput": ("吞吐", "throughput"),
    "cluster": ("集群", "cluster"),
    "nodes": ("节点", "node"),
    "scale": ("扩展", "规模", "scale", "scaled", "scaling"),
    # the words of results tables in papers and READMEs, for a zh article about an English table
    "layers": ("层", "layers", "layer", "depth"),
    "layer": ("层", "layer"),
    "depth": ("深度", "depth"),
    "heads": ("注意力头", "头数", "heads", "head"),
    "attention": ("注意力", "attention"),
    "hidden": ("隐藏", "隐层", "hidden"),
    "parameters": ("参数", "parameters", "params", "size"),
    "error": ("错误率", "误差", "错误", "error"),
    "err": ("错误率", "误差", "错误", "error"),
    "accuracy": ("准确率", "精度", "正确率", "accuracy"),
    "acc": ("准确率", "精度", "正确率", "accuracy"),
    "score": ("得分", "分数", "成绩", "score"),
    "compression": ("压缩", "compression", "compress"),
    "decompress": ("解压", "decompress", "decompression"),
    "decompression": ("解压", "decompress", "decompression"),
    "ratio": ("压缩率", "压缩比", "比率", "ratio"),
    "speed": ("速度", "speed"),
    "training": ("训练", "training", "train"),
    "train": ("训练", "training", "train"),
    "cost": ("成本", "开销", "代价", "cost"),
    "parallel": ("并行", "parallel"),
    "flops": ("计算量", "flops"),
    "validation": ("验证", "validation"),
    # the Chinese of the parameter names of architecture, system and benchmark tables ("hidden_dim (hidden
    # dimension)", "queue depth", "vocab_size"), so a zh sentence names an English row or column by its words
    "dimension": ("维度", "维数", "dimension"),
    "dim": ("维度", "维数", "dim"),
    "feed": ("前馈", "feed"),
    "vocab": ("词表", "词汇", "vocab"),
    "vocabulary": ("词表", "词汇", "vocabulary"),
    "window": ("窗口", "window"),
    "sliding": ("滑动", "sliding"),
    "context": ("上下文", "context"),
    "length": ("长度", "length"),
    "len": ("长度", "len"),
    "width": ("宽度", "位宽", "width"),
    "query": ("查询", "query"),
    "queries": ("查询", "queries"),
    "key": ("键", "key"),
    "head": ("注意力头", "头数", "head"),
    "sequence": ("序列", "sequence"),
    "seq": ("序列", "seq"),
    "batch": ("批大小", "批量", "batch"),
    "cache": ("缓存", "cache"),
    "memory": ("内存", "显存", "主存", "memory"),
    "capacity": ("容量", "capacity"),
    "queue": ("队列", "queue"),
    "consumer": ("消费者", "consumer"),
    "producer": ("生产者", "producer"),
    "threads": ("线程", "threads"),
    "thread": ("线程", "thread"),
    "avg": ("平均", "avg"),
    "year": ("年", "year"),
    "annual": ("年", "annual"),
    "life": ("生活", "life"),
    "car": ("汽车", "car"),
    "travel": ("旅行", "飞行", "travel"),
    "passenger": ("乘客", "passenger"),
    "block": ("数据块", "块", "block"),
    "blocks": ("数据块", "块", "blocks"),
    "report": ("报告", "汇报", "上报", "report"),
    "heartbeat": ("心跳", "heartbeat"),
    "disks": ("磁盘", "硬盘", "disks"),
    "create": ("创建", "新建", "create"),
    "delete": ("删除", "delete"),
    "rename": ("重命名", "rename"),
    "failure": ("故障", "失效", "failure"),
    "failures": ("故障", "失效", "failures"),
    "user": ("用户", "user"),
    "users": ("用户", "users"),
    "version": ("版本", "version"),
    "versions": ("版本", "versions"),
    "epochs": ("轮", "epochs"),
    "tags": ("标签", "tags"),
    "tag": ("标签", "tag"),
    "cores": ("核心", "核", "cores"),
    "core": ("核心", "核", "core"),
    "replicas": ("副本", "replicas"),
    "replica": ("副本", "replica"),
    "shards": ("分片", "shards"),
    "partitions": ("分区", "partitions"),
    "connections": ("连接", "connections"),
    "transactions": ("事务", "transactions"),
    "resolution": ("分辨率", "resolution"),
    "image": ("图像", "图片", "image"),
    "images": ("图像", "图片", "images"),
    "input": ("输入", "input"),
    "output": ("输出", "output"),
    "inference": ("推理", "inference"),
    "power": ("功耗", "功率", "power"),
    "energy": ("能耗", "energy"),
    "price": ("价格", "售价", "单价", "费用", "贵", "便宜", "price", "pricier", "cheaper", "priced"),
    "prices": ("价格", "售价", "单价", "prices"),
    "frequency": ("频率", "frequency"),
    "clock": ("频率", "主频", "clock"),
    "dataset": ("数据集", "dataset"),
    "samples": ("样本", "samples"),
    "languages": ("语言", "语种", "languages"),
    "operations": ("运算", "操作", "operations"),
    "ops": ("运算", "操作", "ops"),
    "multiply": ("乘加", "multiply"),
    "adds": ("乘加", "adds"),
    "madds": ("乘加", "madds"),
    "fps": ("帧", "速度", "speed", "fps"),  # frames per second is a speed
    "iops": ("iops", "速度"),
    "optimizer": ("优化器", "optimizer"),
    "gradients": ("梯度", "gradients"),
    "gradient": ("梯度", "gradient"),
    "precision": ("精度", "precision"),
    "device": ("单卡", "每卡", "设备", "device"),
    "disk": ("磁盘", "硬盘", "disk"),
    "seek": ("寻道", "seek"),
    "sequentially": ("顺序", "sequentially"),
    "sequential": ("顺序", "sequential"),
    "randomly": ("随机", "randomly"),
    "random": ("随机", "random"),
    "network": ("网络", "network"),
    "datacenter": ("数据中心", "机房", "datacenter"),
    "tuning": ("微调", "调优", "tuning"),
    "full": ("全量", "full"),
    # the short names of a variant ("values: {dl: 20, ul: 10}", "{rd: …, wr: …}") and the words people write for them
    "dl": ("下行", "downlink", "download", "dl"),
    "ul": ("上行", "uplink", "upload", "ul"),
    "downlink": ("下行", "downlink", "dl"),
    "uplink": ("上行", "uplink", "ul"),
    "rd": ("读", "read", "reads", "rd"),
    "wr": ("写", "write", "writes", "wr"),
    "rand": ("随机", "random", "rand"),
    "feed-forward": ("前馈", "feed-forward"),
    "feedforward": ("前馈", "feedforward"),
    "ffn": ("前馈", "ffn"),
    "experts": ("专家", "experts"),
    "expert": ("专家", "expert"),
    "replication": ("复制", "副本", "replication"),
    "best": ("最佳", "最好", "最优", "best"),
    "forward": ("正向", "前向", "前馈", "forward"),  # feed-forward too
    "reverse": ("反向", "逆向", "倒序", "reverse"),
    "backward": ("反向", "后向", "backward"),
    # systems and benchmark words a zh sentence writes for an English label
    "asynchronous": ("异步", "asynchronous", "async"),
    "async": ("异步", "async"),
    "synchronous": ("同步", "synchronous", "sync"),
    "sync": ("同步", "sync"),
    "requests": ("请求", "requests"),
    "request": ("请求", "request"),
    "clients": ("客户端", "clients"),
    "client": ("客户端", "client"),
    "servers": ("服务器", "servers"),
    "server": ("服务器", "server"),
    "machines": ("机器", "machines"),
    "storage": ("存储", "storage"),
    "metadata": ("元数据", "metadata"),
    "files": ("文件", "files"),
    "file": ("文件", "file"),
    "objects": ("对象", "objects"),
    "encode": ("编码", "encode"),
    "encoding": ("编码", "encoding"),
    "decode": ("解码", "decode"),
    "decoding": ("解码", "decoding"),
    "insert": ("插入", "insert"),
    "update": ("更新", "update"),
    "lookup": ("查找", "lookup"),
    "scan": ("扫描", "scan"),
    "hit": ("命中", "hit"),
    "compute": ("计算", "compute"),
    "communication": ("通信", "communication"),
    "translation": ("翻译", "translation"),
    "pretraining": ("预训练", "pretraining"),
    "pre-training": ("预训练", "pre-training"),
    "fine-tuning": ("微调", "fine-tuning"),
    "finetuning": ("微调", "finetuning"),
    "carbon": ("碳排放", "carbon"),
    "emissions": ("排放", "emissions"),
    "peak": ("峰值", "peak"),
    "average": ("平均", "average"),
    "mean": ("平均", "mean"),
    "median": ("中位", "median"),
    "p999": ("p99.9",),  # (the key a percentile is kept under, and how it is written)
    "p9999": ("p99.99",),
    "maximum": ("最大", "maximum"),
    "minimum": ("最小", "minimum"),
    "append": ("追加", "append"),
    "appends": ("追加", "appends"),
    "records": ("记录", "records"),
    "record": ("记录", "record"),
    "sort": ("排序", "sort"),
    "search": ("搜索", "检索", "search"),
    "hash": ("哈希", "散列", "hash"),
    "hashing": ("哈希", "散列", "hashing"),
    "weights": ("权重", "weights"),
    "pruning": ("剪枝", "pruning"),
    "quantization": ("量化", "quantization"),
    "percentile": ("百分位", "percentile"),
    "exam": ("考试", "exam"),
    "benchmark": ("基准", "benchmark"),
    "uncompressed": ("未压缩", "uncompressed"),
    "compressed": ("压缩后", "compressed"),
    "endurance": ("寿命", "耐久", "endurance"),
    "warranty": ("质保", "保修", "warranty"),
    "sustained": ("持续", "sustained"),
    "master": ("主节点", "主服务器", "master"),
    "chunk": ("数据块", "chunk"),
    "rate": ("速率", "rate"),
    "velocity": ("速度", "velocity"),
    "reduction": ("缩小", "减少", "reduction"),
    # more nouns of systems, storage, ML and hardware tables, by their usual Chinese
    "tokens": ("词元", "tokens"),
    "token": ("词元", "token"),
    "relative": ("相对", "relative"),
    "tensor": ("张量", "tensor"),
    "node": ("节点", "node"),
    "aggregate": ("聚合", "总计", "aggregate"),
    "link": ("链路", "link"),
    "array": ("阵列", "array"),
    "operation": ("运算", "操作", "operation"),
    "database": ("数据库", "database"),
    "machine": ("机器", "machine"),
    "parameter": ("参数", "parameter"),
    "effective": ("有效", "effective"),
    "tasks": ("任务", "tasks"),
    "task": ("任务", "task"),
    "restart": ("重启", "restart"),
    "firmware": ("固件", "firmware"),
    "drives": ("硬盘", "驱动器", "drives"),
    "drive": ("硬盘", "驱动器", "drive"),
    "overhead": ("开销", "overhead"),
    "consumption": ("消耗", "功耗", "consumption"),
    "sparse": ("稀疏", "sparse"),
    "sparsity": ("稀疏", "sparsity"),
    "dense": ("稠密", "密集", "dense"),
    "sampling": ("采样", "sampling"),
    "interconnect": ("互联", "互连", "interconnect"),
    "architecture": ("架构", "architecture"),
    "transfer": ("传输", "transfer"),
    "pipeline": ("流水线", "pipeline"),
    "pipelining": ("流水线", "pipelining"),
    "mixed": ("混合", "mixed"),
    "flash": ("闪存", "flash"),
    "loss": ("损失", "loss"),
    "frames": ("帧", "frames"),
    "limit": ("上限", "限制", "limit"),
    "controller": ("控制器", "主控", "controller"),
    "active": ("激活", "active"),
    "cycles": ("周期", "cycles"),
    "module": ("模块", "模组", "module"),
    "states": ("状态", "states"),
    "state": ("状态", "state"),
    "partitioning": ("分区", "切分", "partitioning"),
    "stage": ("阶段", "stage"),
    "trainable": ("可训练", "trainable"),
    "backbone": ("骨干", "主干", "backbone"),
    "evaluation": ("评估", "评测", "evaluation"),
    "normalized": ("归一化", "normalized"),
    "audio": ("音频", "audio"),
    "speech": ("语音", "speech"),
    "weight": ("权重", "weight"),
    "responses": ("响应", "responses"),
    "response": ("响应", "response"),
    "mesh": ("网格", "mesh"),
    "bare": ("裸机", "bare"),
    "proxy": ("代理", "proxy"),
    "direct": ("直连", "direct"),
    "threshold": ("阈值", "threshold"),
    "voltage": ("电压", "voltage"),
    "ethernet": ("以太网", "ethernet"),
    "lanes": ("通道", "lanes"),
    "lane": ("通道", "lane"),
    "burst": ("突发", "burst"),
    "workers": ("工作节点", "workers"),
    "worker": ("工作节点", "worker"),
    "retrieval": ("检索", "retrieval"),
    "chips": ("芯片", "chips"),
    "chip": ("芯片", "chip"),
    "compaction": ("压实", "compaction"),
    "encoder": ("编码器", "encoder"),
    "decoder": ("解码器", "decoder"),
    "thermal": ("散热", "thermal"),
    "serialization": ("序列化", "serialization"),
    "perplexity": ("困惑度", "perplexity"),
    "recognition": ("识别", "recognition"),
    "classification": ("分类", "classification"),
    "concurrent": ("并发", "concurrent"),
    "concurrency": ("并发", "concurrency"),
    "racks": ("机架", "racks"),
    "rack": ("机架", "rack"),
    "rebuild": ("重建", "rebuild"),
    "restore": ("恢复", "restore"),
    "recovery": ("恢复", "recovery"),
    "host": ("主机", "host"),
    "iteration": ("迭代", "iteration"),
    "iterations": ("迭代", "iterations"),
    "traffic": ("流量", "traffic"),
    "subset": ("子集", "subset"),
    "floating": ("浮点", "floating"),
    "utilisation": ("利用率", "utilisation"),
    "efficiency": ("效率", "efficiency"),
    "amplification": ("放大", "amplification"),
    "jitter": ("抖动", "jitter"),
    "tail": ("尾延迟", "tail"),
    "volume": ("卷", "volume"),
    "erasure": ("纠删", "erasure"),
    "deduplication": ("去重", "重删", "deduplication"),
    "dedup": ("去重", "重删", "dedup"),
    "encryption": ("加密", "encryption"),
    "checksum": ("校验", "checksum"),
    "bucket": ("桶", "bucket"),
    "directory": ("目录", "directory"),
    "kernel": ("内核", "kernel"),
    "switch": ("交换机", "switch"),
    "port": ("端口", "port"),
    "ports": ("端口", "ports"),
    "backup": ("备份", "backup"),
    "archive": ("归档", "archive"),
    "migration": ("迁移", "migration"),
    "index": ("索引", "index"),
    "indexing": ("索引", "indexing"),
    "serving": ("推理服务", "serving"),
    "prefill": ("预填充", "prefill"),
    "prompt": ("提示", "prompt"),
    "generation": ("生成", "generation"),
    "embedding": ("嵌入", "embedding"),
    "vector": ("向量", "vector"),
    "vectors": ("向量", "vectors"),
    "nvme": ("nvme", "固态"),
    "ssd": ("ssd", "固态"),
    "hdd": ("hdd", "机械硬盘"),
    "tier": ("层级", "tier"),
    "failover": ("故障切换", "failover"),
    "local": ("本地", "local"),
    "remote": ("远端", "跨路", "远程", "remote"),
    "usable": ("可用", "usable"),
    "raw": ("裸", "raw"),
    "remove": ("删除", "remove"),
    "ingest": ("写入", "摄取", "ingest"),
    "purge": ("清除", "purge"),
    "retention": ("保留", "retention"),
    "camera": ("摄像机", "摄像头", "camera"),
    "cameras": ("摄像机", "摄像头", "cameras"),
    "playback": ("回放", "playback"),
    "recording": ("录像", "录制", "recording"),
    "bitrate": ("码率", "bitrate"),
    "temperature": ("温度", "temperature"),
    "lifetime": ("寿命", "lifetime"),
    "idle": ("空闲", "空载", "idle"),
    "loaded": ("负载", "loaded"),
    "full_load": ("满载", "满负载", "full load"),
    "steady": ("稳态", "steady"),
    "fresh": ("全新", "新盘", "fresh"),
    "cloud": ("云端", "云层", "云上", "cloud"),
    "channel": ("通道", "channel"),
    "channels": ("通道", "channels"),
    "appliance": ("设备", "一体机", "appliance"),
    "appliances": ("设备", "一体机", "appliances"),
    "bays": ("盘位", "bays"),
    "models": ("型号", "models"),
    "rebalance": ("再均衡", "rebalance"),
    "startup": ("启动", "startup"),
    "boot": ("启动", "boot"),
    "shutdown": ("关机", "shutdown"),
}
SYNONYMS.update({k: (v, k) for k, v in PROPER_ZH.items()})
# a Chinese word -> the English words it translates (副本 -> replica, replicas, replication): a row printed only in
# Chinese ("三副本") is named in an English sentence by them ("three-way replication")
ZH_EN: dict[str, set] = {}
for _en, _zhs in SYNONYMS.items():
    for _zh in _zhs:
        if len(_zh) >= 2 and not _zh.isascii() and _en.isascii() and _en.isalpha():
            ZH_EN.setdefault(_zh, set()).add(_en)
_STOP = {"the", "of", "and", "per", "to", "in", "on", "with", "for", "vs", "value", "values", "a", "an", "is", "by",
         "at", "from", "or", "as", "t", "x", "s",
         # a note's qualifier ("peak (over 30 GB/s)") is no word of what is measured
         "over", "under", "above", "below", "about", "nearly", "than", "more", "less", "least", "most"}
_QUAL_BIGRAMS = {"超过", "以上", "以下", "不到", "左右", "大约", "将近", "接近", "高于", "低于", "至少", "最多"}
# Words whose synonyms give a row a role (the baseline, the product): a key→value row's printed parameter name
# translates, but never into a role.
_ROLE = {"base", "baseline", "fx", "fx100", "before", "after", "old", "new", "prev", "previous", "original", "orig",
         "ref", "reference", "legacy"}
_LATIN = re.compile(r"[A-Za-z][A-Za-z0-9]*|\d+[A-Za-z]+[A-Za-z0-9]*")
_DOTTED = re.compile(r"(?<![\w.])[A-Za-z]+\d+\.\d+(?![\w.])")


# a column of things per second is a throughput: "SET 吞吐", "GET throughput" name "Requests per second"
_PER_SECOND = re.compile(r"(?<![a-z])per\s+second(?![a-z])|每秒|/\s*(?:s|sec|秒)(?![a-z])", re.I)
_RATE_WORDS = ("吞吐", "throughput")
# ("tpmC", "QPS", "IOPS", "per minute": a rate by its measure's name, a throughput too)
_RATE_LABEL = re.compile(r"(?<![a-z])(?:tpmc|tpm|tps|qps|iops|kiops|ops/s)(?![a-z])|per\s+minute|每分钟", re.I)
_ALSO_WORDS = {"min", "mins", "second", "day", "days", "us", "bit", "bits"}


def _of_time_or_data(u: units.Unit) -> bool:
    return u.dims in {tuple(int(d == name) for d in units.DIMS) for name in ("time", "data")}


# The spellings of time and data units are never context: a figure's own unit is written right after it, so a
# note that names the unit ("缩短的毫秒数", "size in GB") drew every figure of that unit to its quantity (a derivation's
# hover "= 1,860 毫秒 ÷ 420 毫秒" was read as the time saved). The unit is judged by its dimension instead. Spellings
# that are words too stay: min (minimum), second, day (a period), us, bit (BiT-L).
_UNIT_WORDS = frozenset(w.lower() for w, u in [*((s, s) for s in units.UNITS), *units.ALIASES.items()]
                        if len(w) > 1 and w.lower() not in _ALSO_WORDS and _of_time_or_data(units.UNITS[u]))
_CJK = re.compile(r"[\u4e00-\u9fff]{2,}")
# ... and a size letter: ConvNeXt-T, ViT-B, Swin-L (the letter tells the rows apart as written, in capitals)
_NAMED = re.compile(r"(?<![A-Za-z0-9])[A-Za-z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)*-(?:\d+(?:\.\d+)?(?![0-9])|[A-Z](?![A-Za-z0-9]))")


_DURATION = re.compile(r"(?<![A-Za-z0-9_.,])(\d+(?:\.\d+)?)[ -]?(min(?:utes?)?|h(?:ours?|rs?)?|days?|d|分钟|小时|天)"
                       r"(?![A-Za-z0-9/])")
_DURATION_WORDS = {"min": ("min", "minute", "分钟"), "h": ("h", "hour", "小时"), "d": ("d", "day", "天")}
_SMALL_WORDS = "zero one two three four five six seven eight nine ten eleven twelve".split()
_ZH_NUMERALS = ("零", "一", ("二", "两"), "三", "四", "五", "六", "七", "八", "九", "十")


def _duration_keys(text: str) -> set[str]:
    """A duration in a row's name tells the row apart ("10 min labeled", "100 h labeled"): it is written "10
    minutes", "10-minute", "100-hour", "one hour", "10 分钟" near a figure of that row."""
    keys: set[str] = set()
    for mm in _DURATION.finditer(text):
        u = units.parse(mm.group(2))
        if u is None or u.symbol not in _DURATION_WORDS:
            continue
        n = mm.group(1)
        abbr, word, zh = _DURATION_WORDS[u.symbol]
        spelt = [n] + ([_SMALL_WORDS[int(n)]] if n.isdigit() and int(n) < len(_SMALL_WORDS) else [])
        for x in spelt:
            keys.update({f"{x} {word}", f"{x}-{word}", f"{x} {word}s"})
        keys.update({f"{n} {abbr}", f"{n}{abbr}", f"{n} {zh}", f"{n}{zh}"})
        if n.isdigit() and 0 < int(n) <= 10:  # "一小时", "两小时", "十分钟"
            keys.update(f"{c}{zh}" for c in _ZH_NUMERALS[int(n)])
    return keys


def context_keys(words, literal=(), translate: bool = False) -> tuple[str, ...]:
    """The context words of a quantity's names: each Latin word with its synonyms (SYNONYMS) and its singular,
    named parts (ResNet-152), CJK bigrams. `literal` names are taken as written, without synonyms: a table row
    printed with its own name ("BERT-Base") is not a baseline because its key is `bert_base`."""
    keys: set[str] = set()
    for w in literal:
        w = str(w)
        keys.update(name.lower() for name in _NAMED.findall(w))
        for p in _LATIN.findall(w.replace("_", " ")):
            low = p.lower()
            if low in _STOP or len(low) < 2:
                continue
            keys.add(low)
            if low.endswith("s") and len(low) > 3 and (translate or w.strip().lower() == low and not low.endswith("ss")
                                                       and p[:1].islower() == p[1:2].islower()):
                # "n_layers (layers)" also names "32 layer"s as a word stem: layer; a row printed as one plural word
                # ("Writes") names "a single writer" (not a name in capitals such as "FLOPS", nor a word of a longer
                # name: "Three producers" is no "single producer")
                keys.add(low[:-1])
            if low not in _ROLE and (translate or not re.search(r"\d\s?-\s?" + re.escape(p), w)):
                # a key→value row "hidden_dim (hidden dimension)" is 隐藏维度 too, and a row "Read 1 MB sequentially
                # from disk" is 磁盘 in a zh sentence (its English stays as printed: "BERT-Base" is no baseline); the
                # noun of a row's own figure ("80-layer") is the row's number's, not a word of the row
                keys.update(s for s in SYNONYMS.get(low, ()) + SYNONYMS.get(low[:-1] if low.endswith("s") else "", ())
                            if not s.isascii())  # ("3 producers" and "Single producer" are both 生产者)
        for run in _CJK.findall(w):
            keys.update(run[i:i + 2] for i in range(len(run) - 1))
        if w.strip() and not _LATIN.search(w):
            keys.update(en for zh, ens in ZH_EN.items() if zh in w for en in ens)
        keys.update(_duration_keys(w))
        if PRINTED_NAME.fullmatch(w.strip()):
            keys.add(" ".join(w.lower().split()))  # "128/4096", "6.0", "PCIe 3.0": the row's name as printed
        lead = LEAD_NAME.match(w.strip())
        if lead:
            keys.add(" ".join(lead.group(1).lower().split()))  # "RAID 5" of "RAID 5 on 4 drives" ("RAID 5's P95")
        if _NAME_ENDS_NUMBER.search(w) and _NAME_ENDS_NUMBER.search(w).start() == 0:
            keys.add(" ".join(w.lower().split()))  # "Swin-B 384": the whole name, apart from "Swin-B"
        if any(len(t) == 1 and t.isalnum() for t in w.split()[1:]):
            # "ResNet-34 B": a word of one letter tells it from "ResNet-34 A", as part of the whole name
            keys.add(" ".join(w.lower().split()))
            keys.update(lettered_names(w))
    for w in words:
        if not w:
            continue
        langs = [text_for(w, "zh"), text_for(w, "en")] if isinstance(w, Text) else [str(w)]
        w = all_text(w) if isinstance(w, Text) else str(w)  # a per-language label: the words of every language
        for name in _NAMED.findall(w):  # ResNet-152, top-1, SST-2: the number tells the rows apart
            keys.add(name.lower())
        ends = _NAME_ENDS_NUMBER.search(w.strip())
        if ends and ends.start() == 0 and len(w.split()[-1]) >= 3:
            # "EPYC 9224": the whole name, and its model number alone ("the 9224", "比 9224"; has_key reads a number
            # key as a whole number); not a short one ("Wi-Fi 7": its 7 is a figure of the row as well)
            keys.add(" ".join(w.lower().split()))
            keys.add(w.split()[-1])
        # a word with a decimal in it is one word ("p99.9", "v1.5"): its "p99" is another statistic
        keys.update(x.lower() for x in _DOTTED.findall(w))
        for part in _LATIN.findall(w.replace("_", " ")):
            low = part.lower()
            if low in _STOP or len(low) < 2:
                continue
            keys.add(low)
            keys.update(s.lower() for s in SYNONYMS.get(low, ()))
            glued = _GLUED_MODEL.fullmatch(low)
            if glued:  # a key "kh80000" is the model a writer spells "KH-80000" or "KH 80000"
                keys.update((f"{glued.group(1)}-{glued.group(2)}", f"{glued.group(1)} {glued.group(2)}"))
            if low.endswith("s") and len(low) > 3:
                keys.add(low[:-1])
                keys.update(s.lower() for s in SYNONYMS.get(low[:-1], ()))
        for run in _CJK.findall(w):
            for i in range(len(run) - 1):
                if run[i:i + 2] not in _QUAL_BIGRAMS:
                    keys.add(run[i:i + 2])
        keys.update(_duration_keys(w))
        for one in filter(None, map(_ONE_OF.match, langs)):
            # "1 tablet server", "1 台 tablet server": the single-server column ("单台", "single-server")
            keys.update(("single", "单" + (one.group(1) or "个")))  # (not 一个: "最后一个 chunk" is no single client)
    return tuple(sorted(keys - _UNIT_WORDS))


# a row's printed name that a writer copies whole: a version ("6.0", "PCIe 3.0", "v2.1"), numbers joined
# ("128/4096", "4x4", "16:9") or a name with a number in it ("Llama 2 70B"); a plain whole number ("32") is no
# such name (rownames.py)
PRINTED_NAME = re.compile(r"(?=.*\d[./:x×]\d|(?=.*[a-z]).*\d)[\w .+/:×-]{3,40}", re.I)
_ONE_OF = re.compile(r"\s*(?:1|one)\s*([台个张块颗卡])?\s*[A-Za-z\u4e00-\u9fff]", re.IGNORECASE)


# a name and its number leading a longer row name: "RAID 5" of "RAID 5 on 4 drives" (not "Llama 2" of "Llama 2 7B",
# a name the next word still belongs to)
LEAD_NAME = re.compile(r"([A-Za-z][A-Za-z-]*[ \u00a0]+\d+(?:\.\d+)?)[ \u00a0]+(?:on|with|at|in|for|and|x|×|\+|-|–|\(|（|，|,|/)[ \u00a0]")


_GLUED_MODEL = re.compile(r"([a-z]{2,})(\d{3,})")


def lettered_names(name: str) -> list[str]:
    """"Cluster A" is 集群 A (集群A) in a Chinese sentence: a lettered name with its head word translated."""
    head, *rest = name.lower().split() or [""]
    if len(rest) != 1 or len(rest[0]) != 1:
        return []
    zhs = [zh for zh in SYNONYMS.get(head, ()) + SYNONYMS.get(head[:-1] if head.endswith("s") else "", ()) if not zh.isascii()]
    # ("A 集群", "A集群": the letter before the noun too)
    return [f"{zh}{sep}{rest[0]}" for zh in zhs for sep in (" ", "")] + [f"{rest[0]}{sep}{zh}" for zh in zhs for sep in (" ", "")]


def has_key(k: str, text: str) -> bool:
    """A context word is written in the (lower-cased) text: a Latin or digit word at the start of a word, so
    stems match ("improv" in "improves", "gpu" in "gpus") but a word inside another does not ("net" in
    "resnet", "de" in "model", "en" in "when"); CJK anywhere (it has no spaces)."""
    i = text.find(k)
    if i < 0 or not (k[0].isascii() and k[0].isalnum()):
        return i >= 0
    # resnet-152 is not resnet-1520, convnext-t is not convnext-tiny; a whole name "resnet-34 b" ends there
    digit_end = k[-1].isdigit() or " " in k
    whole = " " in k or len(k) > 2 and k[-2] == "-" and k[-1].isalpha() or k.isdigit()
    while i >= 0:
        p = text[i - 1] if i else " "
        n = text[i + len(k):i + len(k) + 1]
        # (a key ending in a digit is no prefix of a decimal: "p99" is not in "p99.99", "v1" not in "v1.5")
        decimal = digit_end and n == "." and text[i + len(k) + 1:i + len(k) + 2].isdigit()
        if not (p.isascii() and p.isalnum()) and not (digit_end and n.isdigit() or decimal
                                                      or whole and n.isalnum() and n.isascii()):
            return True
        i = text.find(k, i + 1)
    return False


@dataclass
class Candidate:
    name: str  # claim or assumption name, evidence ref, or a derivation such as R1.x.a/R1.x.b
    kind: str  # assumption | derived | evidence | derivation
    lo: float  # base units
    hi: float
    unit: units.Unit
    decimals: int
    display: str
    why: str  # how it is computed and where it comes from
    reports: tuple[str, ...]
    keys: tuple[str, ...]
    internal: bool = False
    needs_context: bool = False  # text-mode derivations bind only when their words are near
    where: str = ""
    refs: tuple[str, ...] = field(default_factory=tuple)
    need: tuple = ()  # table cells: (row words, column words); a word of each must be near the number
    keys2: tuple[str, ...] = ()  # secondary words: those of the quantities a claim is computed from
    op: str = ""  # derivations: ratio | change | diff
    anchor: tuple[str, ...] = ()  # setup counts: one of these product names must be written near the number
    written: str = ""  # twins: "x" binds only a multiple (8.9 倍 for +790%), "up%" only a percent increase
    tags: frozenset = frozenset()  # statistic, scope and opposed-kind words of the quantity (agree.py)
    need_both: tuple = ()  # derivations of two rows of one column: a word of each row must be in the sentence
    col_rows: tuple = ()  # other derivations of two rows of one column: (index a, index b, every row's words)
    row_cols: tuple = ()  # derivations of two columns of one row: each column's own words
    divisor: tuple = ()  # shares ("25% of zstd's"): words of the value divided by, one of which must name it
    pp_diff: bool = False  # a claim that is the difference of two percents (util_fx − util_base): points
    brief: bool = False  # brief mode's derivations of the sources: only an exact figure no claim holds for
    keyed: bool = False  # a cell of a key→value table: its row names what it measures, not its column
    scaled: bool = False  # a plain cell of a column whose label states its scale ("Training steps (millions)")
    full: bool = False  # that cell's full figure (8.64 million), from _column_scaled
    named: bool = False  # text mode: a pair of two values its sentence names (derive.named_pairs), its own rivals
    foreign: str = ""  # a twin of a plain cell in another prefix of its label's unit (415.53 PFLOPS of 415,530 TFLOPS)
    per_label: str = ""  # a value per one of another cell (derive._per_unit): that cell's column label and unit

    @property
    def is_range(self) -> bool:
        return not units.is_close(self.lo, self.hi)

    def same_value(self, other: "Candidate") -> bool:
        return units.is_close(self.lo, other.lo) and units.is_close(self.hi, other.hi) \
            and self.unit.dims == other.unit.dims


def _words(scope, name, depth=0, seen=None) -> list[str]:
    seen = set() if seen is None else seen
    s = scope.get(name)
    if s is None or name in seen:
        return []
    seen.add(name)
    words = [s.name, *(s.words or ()), *((s.note,) if s.note else ())]
    if depth < 3:
        for d in s.deps:
            words += _words(scope, d, depth + 1, seen)
    return words


def _scope_tags(s) -> frozenset:
    """Agreement tags of a claim or assumption: its own name and note; a derived claim also inherits the
    statistic and the side (read/write) of what it is computed from, but not the scope (a total divided by
    the node count is per node)."""
    own = agree.tags(" ".join(w for w in (s.name, s.note or "") if w))
    words = " ".join(str(w) for w in (s.words or ()) if w)
    if s.kind != "derived":
        return own | agree.tags_of(s.words or ())
    inherited = {t for t in agree.tags(words) if not t.startswith("scope:")}
    if any(t.startswith("stat:") for t in own):
        inherited = {t for t in inherited if not t.startswith("stat:")}
    return own | frozenset(inherited)


def _dep_stat(s, scope, depth: int = 0) -> frozenset:
    """The statistic (and the read/write side) a derived claim inherits from what it is computed from: the one
    statistic that every quantity it is computed from states (read_gain = read_ark / read_base, both averages, is a ratio of averages:
    "平均读吞吐是原有 NAS 的 10.2 倍" describes it); none when they differ or one states none."""
    if s.kind != "derived" or depth > 3:
        return frozenset()
    got = None
    for d in s.deps:
        o = scope.get(d)
        if o is None or o.quantity.unit.symbol == "" and o.quantity.lo == o.quantity.hi and o.quantity.lo > 1 \
                and abs(o.quantity.lo - round(o.quantity.lo)) < 1e-9 and o.kind != "derived":
            continue  # a count (saves * t_base) carries no statistic
        stat = frozenset(t for t in _scope_tags(o) | _dep_stat(o, scope, depth + 1) if t.startswith(("stat:", "side:")))
        got = stat if got is None else got & stat
        if not got:
            return frozenset()
    if not got or len([t for t in got if t.startswith("stat:")]) > 1:
        return frozenset(t for t in got or () if t.startswith("side:"))
    return got


_COUNT_TIMES = re.compile(r"^\s*([\w.]+)\s*\*\s*([\w.]+)\s*$")
_TWO_TERMS = re.compile(r"^\s*([\w.]+)\s*[-+]\s*([\w.]+)\s*$")


def _times_count(s, scope) -> frozenset:
    """A claim computed as an assumption's count times a quantity (day_saved = ingest_per_day * (job_base - job_s9)):
    tagged n:<the count>, so a clause that says each one of the counted events ("每个入湖作业", "each query suite
    run") is not about the total over all of them (agree.py)."""
    import ast
    if s.kind != "derived" or not s.expr:
        return frozenset()
    try:
        top = ast.parse(s.expr, mode="eval").body
    except SyntaxError:
        return frozenset()
    if not (isinstance(top, ast.BinOp) and isinstance(top.op, ast.Mult)):
        return frozenset()
    out = set()
    for side in (top.left, top.right):
        o = scope.get(side.id) if isinstance(side, ast.Name) else None
        q = o.quantity if o is not None else None
        if o is not None and o.kind == "assumption" and q.unit.symbol == "" and q.lo == q.hi and q.lo > 1 \
                and abs(q.lo - round(q.lo)) < 1e-9:
            out.add("n:" + o.name)
    return frozenset(out)


def _total_of(s, scope) -> frozenset:
    """A claim computed as a count times a quantity (save_base = saves * t_base) is the total of that
    quantity: tagged scope:total and of:<the quantity and its evidence>, so a clause that says 总 / total of a
    number bound to the one-time quantity names the total instead (agree.py)."""
    k = _COUNT_TIMES.match(s.expr or "") if s.kind == "derived" else None
    if not k:
        # the difference or sum of two totals is a total too (saved = save_base - save_fx)
        j = _TWO_TERMS.match(s.expr or "") if s.kind == "derived" else None
        terms = [scope.get(j.group(1)), scope.get(j.group(2))] if j else []
        if terms and all(t is not None and "scope:total" in _total_of(t, scope) for t in terms):
            return frozenset({"scope:total"})
        return frozenset()
    a, b = (scope.get(k.group(1)), scope.get(k.group(2)))
    if a is None or b is None:
        return frozenset()

    def is_count(x):
        q = x.quantity
        return q.unit.symbol == "" and q.lo == q.hi and abs(q.lo - round(q.lo)) < 1e-9 and q.lo > 1
    one = b if is_count(a) and not is_count(b) else a if is_count(b) and not is_count(a) else None
    if one is None:
        return frozenset()
    return frozenset({"scope:total", "of:" + one.name} | {"of:" + src.ref for src in one.sources})


def from_scope(scope, lang: str) -> list[Candidate]:
    out = []
    for s in scope.values():
        q = s.quantity
        why = s.derivation or ("assumption" if s.kind == "assumption" else "")
        if s.kind == "assumption":
            why = "assumption" + (f": {s.note}" if s.note else "")
        out.append(Candidate(s.name, s.kind, q.lo, q.hi, q.unit, s.decimals, s.display, why, s.reports,
                             context_keys([s.name, *(s.words or ()), s.note or ""]
                                          + [w for src in s.sources for w in src.ref.split(".")[1:]]
                                          if s.kind != "derived" else [s.name, *(s.words or ()), s.note or ""]),
                             refs=tuple(src.ref for src in s.sources), tags=_scope_tags(s) | _total_of(s, scope)
                             | _times_count(s, scope)
                             | frozenset(t for t in _dep_stat(s, scope)
                                         if not any(x.startswith(t.split(":")[0] + ":") for x in _scope_tags(s)))))
        if s.kind == "derived":
            own = set(out[-1].keys)
            inherited = [w for d in s.deps if d in scope and scope[d].kind == "evidence"
                         for w in (*scope[d].words, scope[d].note or "")]
            inherited += [w for d in s.deps if d not in scope for w in d.split(".")[1:]]  # R1.metric.variant
            out[-1].keys2 = tuple(k for k in context_keys(inherited) if k not in own)
    out += twins(out, scope, lang)
    return out


_PCT_CHANGE = re.compile(r"^\s*\(\s*([\w.]+)\s*-\s*([\w.]+)\s*\)\s*/\s*\2\s*$|^\s*([\w.]+)\s*/\s*([\w.]+)\s*-\s*1\s*$")


_DIFF_EXPR = re.compile(r"^\s*[\w.]+\s*-\s*[\w.]+\s*$")
_RATIO = re.compile(r"^\s*[\w.]+\s*/\s*[\w.]+\s*$")


def twins(cands: list[Candidate], scope, lang: str) -> list[Candidate]:
    """One change written two ways: a percent increase (bw_gain = (b − a) ÷ a = +790%) is also the multiple
    1 + 7.9 = 8.9x, and a multiple (2.3x) is also the percent increase 130%. A twin binds only a number written
    in its own form: a multiple (倍, x, times) for the first, a percent after an increase word (提升 130%,
    up 130%) for the second."""
    from dataclasses import replace
    out = []
    for c in cands:
        s = scope.get(c.name) if c.kind in ("derived", "evidence") else None
        if c.unit.symbol == "%" and s is not None and s.expr and _DIFF_EXPR.match(s.expr):
            c.pp_diff = True
            out.append(replace(c, written="pp"))  # util_gain = util_fx − util_base: 32 个百分点
        if c.unit.symbol == "%" and s is not None and s.expr and _PCT_CHANGE.match(s.expr) and c.lo > 0:
            q = Quantity(c.lo + 1, c.hi + 1, units.UNITS["x"])
            d, disp = _display(q, None, lang)
            out.append(replace(c, lo=c.lo + 1, hi=c.hi + 1, unit=units.UNITS["x"], decimals=d,
                               display=f"{disp} (= 1 + {c.display})", written="x"))
        elif c.lo > 1 and (c.unit.symbol == "x" or c.unit.symbol == "" and s is not None and s.expr
                           and _RATIO.match(s.expr)):
            q = Quantity(c.lo - 1, c.hi - 1, units.UNITS["%"])
            d, disp = _display(q, None, lang)
            out.append(replace(c, lo=c.lo - 1, hi=c.hi - 1, unit=units.UNITS["%"], decimals=d,
                               display=f"+{disp} (= {c.display} − 1)", written="up%"))
    return out


def _keyed(rep, table: str) -> bool:
    """A key→value table ("层数 | 32", "queue depth | 64"): text cells name each row's parameter and one column
    holds every value, so the row, not the column, says what a cell measures or counts."""
    t = rep.model.tables[table]
    values = [(key, col) for key, col in t.columns.items() if col.unit is not None]
    if len(values) != 1 or len(t.columns) < 2:
        return False
    key, col = values[0]  # a value column that names nothing: "value", "Value", "取值" (not "Top-1 accuracy")
    label = col.label.langs.values() if isinstance(col.label, Text) else [col.label] if col.label else []
    # (either names nothing: "value: {label: 免费额度}" of rows "存储空间(GB)", "GET 请求(万次)" is keyed too)
    return bool(_GENERIC_VALUE.match(key.strip())) or bool(label) and all(_GENERIC_VALUE.match(str(n).strip())
                                                                          for n in label)


_GENERIC_VALUE = re.compile(r"(?i)(?:values?|val|settings?|取值|数值|值|设置|参数值)$")


def _display(q: Quantity, dec, lang) -> tuple[int, str]:
    lo, hi = q.in_unit()
    d = dec if dec is not None else D.default_decimals([lo, hi])
    return d, D.quantity(q, d, lang)


# the words of a printed name, as a reader writes them ("raspberry", "pi", "5", "4gb", "torch.compile", "基线")
NAME_WORD = re.compile(r"[a-z0-9\u4e00-\u9fff][a-z0-9.+\-\u4e00-\u9fff]*[a-z0-9\u4e00-\u9fff]|[a-z0-9\u4e00-\u9fff]")
_SHORT_VERSION = re.compile(r"(?<![\w.])([A-Za-z][\w-]*)\s+(\d+\.\d+)\.\d+(?![\w.])")


def from_evidence(ev: EvidenceValue, registry: Registry, lang: str) -> Candidate:
    rep = registry[ev.report]
    d, disp = _display(ev.quantity, ev.decimals, lang)
    where = f"{ev.report} {text_for(ev.where, lang)}" if ev.where else ev.report
    need, keyed = (), False
    if ev.kind == "cell":
        table = rep.model.tables[ev.path[0]]
        row = table.rows[ev.path[1]]
        cells = row if isinstance(row, list) else list(row.values())
        col = table.columns[ev.path[2]]
        texts = [c for c in cells if isinstance(c, str)]
        literal = printed_names(ev.path[1], texts)
        keyed = bool(texts) and _keyed(rep, ev.path[0])
        # ("Kestrel 3.2" names the row printed "Kestrel 3.2.1", not its "Kestrel 3.3.0" neighbour)
        short = tuple(f"{mm.group(1)} {mm.group(2)}" for t in texts for mm in _SHORT_VERSION.finditer(t))
        need = (_short_words_alone(context_keys([] if ev.path[1] in literal else [ev.path[1]], literal=literal + short,
                                                translate=keyed), texts)
                + (() if texts else _id_model_number(table, ev.path[1])),
                context_keys([ev.path[2], col.label or ""]))
        if keyed:
            # a key→value table ("层数 | 32", "queue depth | 64"): the one value column says nothing, the row's
            # text cell names the quantity, so its words are the cell's column words (what it measures or counts)
            need = (need[0], tuple(sorted(set(need[0]) | set(need[1]))))
    keys = _keys(rep, ev)
    if ev.kind != "cell" and any(k[:1].isdigit() for k in keys):
        # a note that writes the figure itself ("peak (over 30 GB/s)"): 30gb is the number, no word of the context
        v = ev.quantity.in_unit()[0]
        keys = tuple(k for k in keys if not ((g := re.match(r"\d+(?:\.\d+)?", k)) and abs(float(g.group()) - v) < 1e-9))
    return Candidate(ev.ref, "evidence", ev.quantity.lo, ev.quantity.hi, ev.quantity.unit, d, disp, where,
                     (ev.report,), keys, rep.model.access == "internal",
                     where=where, refs=(ev.ref,), need=need, keyed=keyed,
                     tags=_own_stat(_value_tags(rep, ev), ev.path) | _source_floor(ev) | _stated_tag(registry, ev))
    # (words hold the note in both languages)


def _stated_tag(registry: Registry, ev: EvidenceValue) -> frozenset:
    """"stated": a plain value whose label or note states a unit of no dimension ("峰值温度(°C)", "…, W"): an
    amount of that unit, never a score printed without its % (bind._score_percent)."""
    if ev.quantity.unit.symbol != "":
        return frozenset()
    return frozenset({"stated"}) if stated_unit(registry, ev.ref) else frozenset()


def _short_words_alone(keys: tuple, texts: list) -> tuple:
    """A row's words of one or two letters only where its name writes them alone ("BD-RE" gives no "re": as a
    stem it would be the start of any "reads")."""
    alone = {w.lower() for t in texts for w in re.split(r"[\s/,;()]+", t)}
    return tuple(k for k in keys if not (len(k) <= 2 and k.isascii() and k.isalpha()) or k in alone)


_ID_NUMBER = re.compile(r"(?<![\d.])(\d+(?:\.\d+)?)([km]?)(?![a-z\d])", re.I)


def _id_model_number(table, rkey: str) -> tuple[str, ...]:
    """"Dimensity 9200" of the row "d9200": in a table with no text column whose row ids each carry one number of
    three digits or more, all different, and none a value of the row's own cells (a price "b12" spells), that
    number is a word of its row, as a model number is."""
    got = _ID_NUMBERS.get(id(table))
    if got is None or got[0] is not table:
        nums = {k: _ID_NUMBER.findall(k) for k in table.rows}
        ok = all(len(n) == 1 and not n[0][1] and len(n[0][0]) >= 3 and n[0][0].isdigit() for n in nums.values()) \
            and len({n[0] for n in nums.values()}) == len(nums) > 1 \
            and not any(isinstance(v, (int, float)) and not isinstance(v, bool) and float(v) == float(nums[k][0][0])
                        for k, row in table.rows.items() for v in (row if isinstance(row, list) else row.values()))
        if len(_ID_NUMBERS) > _CACHE_MAX:
            _ID_NUMBERS.clear()
        got = _ID_NUMBERS[id(table)] = (table, {k: (n[0][0],) for k, n in nums.items()} if ok else {})
    return got[1].get(rkey, ())


_ID_NUMBERS: dict = {}


def _value_tags(rep, ev: EvidenceValue) -> frozenset:
    """A value's statistic and scope tags, from its words. A caption that lists the table's columns gives a cell
    none of the tags that a column's own label carries ("…: lanes, per-lane rate, maximum raw link rate" makes no
    cell per-lane or a maximum), only those it states for the whole table ("memory per device: …")."""
    whole = agree.tags_of((*ev.words, *ev.path))
    if ev.kind != "cell":
        return whole
    table = rep.model.tables[ev.path[0]]
    if not table.caption or not _sibling_words(table, ev.path[2]):
        return whole
    caption = all_text(table.caption)
    labelled = frozenset().union(*(agree.tags_of((all_text(c.label),)) for c in table.columns.values() if c.label))
    own = agree.tags_of((*(w for w in ev.words if w != caption), *ev.path))
    return own | (agree.tags_of((caption,)) - labelled)


# a report that gives only a floor: "grep input rate peak (over 30 GB/s)", "峰值超过 30GB/s", "30GB/s 以上"
_FLOOR_BEFORE = re.compile(r"(?<![a-z])(?:over|more than|above|in excess of|exceeding)\s+([\d,]+(?:\.\d+)?)"
                           r"|(?:超过|超出|高于|大于|逾)\s*([\d,]+(?:\.\d+)?)", re.IGNORECASE)
_EXCEEDED = re.compile(r"(?<![a-z])(?:can|may|could|often|sometimes) (?:exceed|go above|be higher than) (?:this|it|that)"
                       r"(?![a-z])|(?:可能|会|可)(?:超过|超出|高于)(?:该值|此值|这一数值)", re.IGNORECASE)
_CEILING_BEFORE = re.compile(r"(?<![a-z])(?:below|under|less than|at most|up to|no more than)\s+([\d,]+(?:\.\d+)?)"
                             r"|(?:低于|不超过|不高于|小于|最多)\s*([\d,]+(?:\.\d+)?)", re.IGNORECASE)
_CEILING_AFTER = re.compile(r"([\d,]+(?:\.\d+)?)\s*[^\s\d,,。;;]{0,8}?以[下内]")
_FLOOR_AFTER = re.compile(r"([\d,]+(?:\.\d+)?)\s*[^\s\d,,。;;]{0,8}?以上")


def _source_floor(ev: EvidenceValue) -> frozenset:
    """A metric whose note writes its own figure as a floor ("over 30 GB/s"), or says that the value is exceeded
    ("can exceed this", "可能超过该值"): the report says no more than that, so "over 30 GB/s" in the text says what
    the report says (bind.holds). One whose note writes it as a ceiling ("below 2 ns", "低于 2 纳秒") is quoted
    with "under 2 ns" the same way."""
    if ev.kind == "cell" or ev.quantity.lo != ev.quantity.hi:
        return frozenset()
    v = ev.quantity.in_unit()[0]
    if any(_EXCEEDED.search(w) for w in ev.words):
        return frozenset({"src:over"})
    if _writes_own(ev.words, v, _CEILING_BEFORE, _CEILING_AFTER):
        return frozenset({"src:under"})
    if _writes_own(ev.words, v, _FLOOR_BEFORE, _FLOOR_AFTER):
        return frozenset({"src:over"})
    return frozenset()


def _writes_own(words, v: float, *patterns) -> bool:
    """A note writes the value's own figure where one of the patterns reads a bound."""
    for w in words:
        for mm in (x for rx in patterns for x in rx.finditer(w)):
            got = (mm.group(1) or mm.group(mm.lastindex or 1) or "").replace(",", "")
            try:
                if got and abs(float(got) - v) <= 1e-9 * max(abs(v), 1):
                    return True
            except ValueError:
                continue
    return False


_SIBLINGS: dict = {}
_CACHE_MAX = 20_000  # entries (a table's columns, a report's cells): far more than one registry has


def _sibling_words(table, cname: str) -> frozenset:
    """The words of the table's other measured columns (key and label) that this column's own lack, when the
    caption lists the columns (it names two or more of them by their own words). Columns that name the rows are no
    siblings: text columns, and columns whose values are written in their rows' names (`128/2048` for an input
    length of 128 and an output length of 2048)."""
    got = _SIBLINGS.get((id(table), cname))
    if got is None or got[0] is not table:
        if len(_SIBLINGS) > _CACHE_MAX:  # a long-lived process (engine serve) reloads registries: stay bounded
            _SIBLINGS.clear()
        words = {n: set(context_keys([n, c.label or ""])) for n, c in table.columns.items()}
        naming = _naming_columns(table)
        other = set().union(*(ws for n, ws in words.items() if n != cname and n not in naming)) \
            if len(words) > 1 else set()
        caption = set(context_keys([all_text(table.caption)])) if table.caption else set()
        measured = {n: ws for n, ws in words.items() if n not in naming}
        listed = [n for n, ws in measured.items()
                  if caption & (ws - set().union(*(w2 for n2, w2 in measured.items() if n2 != n)))]
        if len(listed) < 2:
            other = set()  # a caption that names one column's word ("the Silesia compression corpus") lists none
        got = _SIBLINGS[(id(table), cname)] = (table, frozenset(other - words.get(cname, set())))
    return got[1]


def _naming_columns(table) -> set:
    """The columns that name a table's rows: text columns, and number columns each of whose values is written in
    a text cell of its row."""
    out = {n for n, c in table.columns.items() if c.unit is None}
    for n, c in table.columns.items():
        if n in out:
            continue
        seen = 0
        for row in table.rows.values():
            cells = dict(zip(table.columns, row)) if isinstance(row, list) else row
            v = cells.get(n)
            if v is None or isinstance(v, (str, bool)):
                continue
            texts = " ".join(str(x) for x in cells.values() if isinstance(x, str))
            digits = f"{v:g}" if isinstance(v, float) else str(v)
            if not re.search(r"(?<![\d.])" + re.escape(digits) + r"(?![\d]|\.\d)", texts):
                break
            seen += 1
        else:
            if seen:
                out.add(n)
    return out


def _own_stat(tags: frozenset, path) -> frozenset:
    """A value whose own key is a statistic (p50, p99, p999, avg under one metric) is that statistic only: the
    note shared by its siblings ("median, 99th and 99.9th percentile") names every one of them, so the median
    of a latency is not its P99 ("中位数 3 毫秒" when 3 ms is the P99)."""
    own = {t for t in agree.tags(str(path[-1]).replace("_", " ")) if t.startswith("stat:")} if path else set()
    if not own:
        return tags
    return frozenset(t for t in tags if not t.startswith("stat:")) | own


def _row_printed(rep, ev: EvidenceValue) -> tuple[str, ...]:
    """The names of a cell's row to take as written: its text cells ("BERT-Base"), and its key when the key only
    repeats that name (bert_base); else () (a key such as `write` for "顺序写" keeps its synonyms: 写)."""
    if ev.kind != "cell":
        return ()
    row = rep.model.tables[ev.path[0]].rows[ev.path[1]]
    return printed_names(ev.path[1], [c for c in (row if isinstance(row, list) else row.values()) if isinstance(c, str)])


def printed_names(rkey: str, texts: list[str]) -> tuple[str, ...]:
    if not texts:
        return ()
    shown = " ".join(texts).lower()
    parts = [p.lower() for p in _LATIN.findall(rkey.replace("_", " "))]
    return (" ".join(texts), *texts) + ((rkey,) if parts and all(p in shown for p in parts) else ())


def _keys(rep, *evs: EvidenceValue) -> tuple[str, ...]:
    """The context words of values (and of a derivation of them): their words and path; a row that prints its
    own name is named by it as written, not by the synonyms of its words ("BERT-Base" is no baseline)."""
    literal = {k for ev in evs for k in _row_printed(rep, ev)}
    words = [w for ev in evs for w in ev.words + ev.path if w not in literal]
    keyed = bool(literal) and all(ev.kind == "cell" and _keyed(rep, ev.path[0]) for ev in evs)
    keys = context_keys(words, literal=sorted(literal), translate=keyed)
    if any(_PER_SECOND.search(t) or _RATE_LABEL.search(t) for t in (_label_text(rep, ev) for ev in evs
                                                                      if ev.kind == "cell")):
        # "Requests per second", "每秒请求数": a column of a rate is what a sentence calls throughput (its own
        # label only: a caption "requests per second, with 16 pipelined commands" gives the depth column no rate)
        keys = tuple(sorted(set(keys) | set(_RATE_WORDS)))
    # a caption that lists the columns ("WikiSQL and MNLI-m accuracy, SAMSum Rouge-1/2/L") names each column's own
    # cells only: a word of another column's label is no word of a cell unless its own column or row has it
    others = set().union(*(_sibling_words(rep.model.tables[ev.path[0]], ev.path[2]) for ev in evs if ev.kind == "cell"))
    if others:
        own = set().union(*(_own_keys(rep, ev) for ev in evs if ev.kind == "cell"))
        keys = tuple(k for k in keys if k in own or k not in others)
    return keys


_OWN: dict = {}


def _label_text(rep, ev: EvidenceValue) -> str:
    column = rep.model.tables[ev.path[0]].columns.get(ev.path[2])
    return all_text(column.label) if column is not None and column.label else ""


def _own_keys(rep, ev: EvidenceValue) -> frozenset:
    """The words of a cell's row key, text cells, column key and column label (with their synonyms)."""
    got = _OWN.get((id(rep), ev.ref))
    if got is None or got[0] is not rep:
        if len(_OWN) > _CACHE_MAX:
            _OWN.clear()
        table = rep.model.tables[ev.path[0]]
        row = table.rows[ev.path[1]]
        texts = [c for c in (row if isinstance(row, list) else row.values()) if isinstance(c, str)]
        col = table.columns[ev.path[2]]
        keys = context_keys([ev.path[1], ev.path[2], col.label or ""], literal=texts) + context_keys(texts)
        got = _OWN[(id(rep), ev.ref)] = (rep, frozenset(keys))
    return got[1]


_WORKLOAD_KEY = re.compile(r"(?i)workload|task|scenario|mode|phase|job|负载|场景|任务|阶段|用途")


def setup_sides(cands: list[Candidate], registry: Registry) -> list[Candidate]:
    """A report's setup says what ran in every measurement of it: "workload: 32B LoRA 训练" makes each of its values a
    training figure, so "推理时写带宽 6.40GB/s" is not one (agree.py), even when the title names both sides. A
    quantity keeps the side its own words give; one from reports whose setups disagree gets none."""
    from dataclasses import replace

    sides: dict[str, frozenset] = {}
    for rid in {r for c in cands for r in c.reports}:
        rep = registry.reports.get(rid) if hasattr(registry, "reports") else None
        setup = getattr(getattr(rep, "model", None), "setup", None) or {}
        # (only an entry that says what ran: "workload", "task", "场景"; "database: 900M keys loaded before the read
        # tests" or "wrk2 load generator" describe the rig, not every figure)
        said = " ".join(str(v) for k, v in setup.items() if _WORKLOAD_KEY.search(str(k)))
        got = {t for t in agree.tags(said) if t.startswith("side:")} if said else set()
        # A side the report's own values also name the other way round does not describe all of them:
        # "spec: 厂商标称读吞吐 60GB/s" in a setup whose tables measure writes too is not "every value is a read".
        own = " ".join(w for ev in registry.values([rid]) for w in (*ev.words, *ev.path)) if got else ""
        sides[rid] = frozenset(t for t in got if not agree.names_side(own, t[:-1] + ("b" if t[-1] == "a" else "a")))
    out = []
    for c in cands:
        got = frozenset().union(*(sides.get(r, frozenset()) for r in c.reports)) if c.reports else frozenset()
        pairs = {t[:-1] for t in got}
        got = {t for t in got if t[:-1] in pairs and (t[:-1] + ("b" if t[-1] == "a" else "a")) not in got
               and not any(o.startswith(t[:-1]) for o in c.tags)}
        out.append(replace(c, tags=c.tags | frozenset(got)) if got else c)
    return out


def report_candidates(registry: Registry, report_ids, lang: str) -> list[Candidate]:
    out = []
    for ev in registry.values(report_ids):
        out.append(from_evidence(ev, registry, lang))
        scaled = _column_scaled(ev, registry, out[-1])
        if scaled is not None and _scale_in_row(ev, registry):
            out[-1] = scaled  # "GET 请求(万次)": 100 is 100 万次 only (100 次, 100 GET requests are not it)
        elif scaled is not None:
            out[-1] = replace(out[-1], scaled=True)
            out.append(scaled)
        timed = _plain_in_time(ev, registry, out[-1])
        if timed is not None:
            out.append(timed)
        unit_twin = _plain_in_unit(ev, registry, out[-1]) if timed is None else None
        if unit_twin is not None:
            out.append(unit_twin)
        out += _prefix_twins(ev, registry, out[-1] if unit_twin is None else out[-2])
        rate = _per_second(out[-1] if timed is None else out[-2], lang)
        if rate is not None:
            out.append(rate)
    return out


# words that say a count is per second: "85,000 reads per second", "每秒 6 万次", "3,700 ops/s", "IOPS"
_PER_SECOND_KEYS = ("per second", "per sec", "a second", "each second", "ops/s", "op/s", "ops/sec", "次/秒", "iops",
                    "qps", "每秒")


def _per_second(c: Candidate, lang: str) -> Candidate | None:
    """"random reads take 11.602 µs, about 85,000 reads per second", "每次 16.677 微秒,约合每秒 6 万次": a time per
    operation of at most a second is also a rate, its reciprocal, said with a word of a second next to it."""
    if c.kind != "evidence" or c.unit.dims != units.UNITS["s"].dims or not 0 < c.lo <= c.hi <= 1.0 or c.written:
        return None
    lo, hi = 1.0 / c.hi, 1.0 / c.lo
    q = Quantity(lo, hi, units.UNITS[""])
    d, disp = _display(q, 0, lang)
    return replace(c, kind="derivation", name=f"1 ÷ {c.name}", lo=lo, hi=hi, unit=units.UNITS[""], decimals=0,
                   display=f"{disp} per second", why=f"= 1 ÷ {c.display} · {c.why}", op="per-second",
                   needs_context=True, need_both=(_PER_SECOND_KEYS,), keys=tuple(sorted(set(c.keys) | set(_PER_SECOND_KEYS))),
                   tags=frozenset())


_IN_TIME = re.compile(r"(?<![A-Za-z])(?:in (?P<en>years|months|weeks)(?![A-Za-z])|\((?P<en2>years|months|weeks)\))"
                      r"|(?P<zh>年|月|周)(?:限|数)|[((](?P<zh2>年|月|周)[))]")


def _plain_in_time(ev: EvidenceValue, registry: Registry, c: Candidate) -> Candidate | None:
    """A plain number whose note or label says it counts years, months or weeks ("limited warranty in years",
    "质保年限(年)"; the registry has no such unit) is also that time, so "a 5-year warranty" and "5 年质保" read as
    written verify against it, and 5 years never equals a 5 µs latency."""
    if ev.kind not in ("cell", "value", "range", "variant") or c.unit.symbol != "":
        return None
    if ev.kind != "cell":  # (a metric's value, range, or variant: "建议每 3~5 年迁移一次")
        metric = registry[ev.report].model.metrics.get(ev.path[0])
        text = all_text(metric.note) if metric is not None and metric.note else ""
    else:
        table = registry[ev.report].model.tables[ev.path[0]]
        col = table.columns[ev.path[2]]
        text = all_text(col.label) if col.label else ""
        if _keyed(registry[ev.report], ev.path[0]):  # a key→value row states it: "质保期(年)"
            row = table.rows.get(ev.path[1])
            cells = row if isinstance(row, list) else list((row or {}).values())
            text = " ".join([text] + [v for v in cells if isinstance(v, str)])
    m = _IN_TIME.search(text)
    if m is None:
        return None
    w = next(g for g in m.groups() if g)
    w = {"年": "year", "月": "month", "周": "week"}.get(w, w.rstrip("s"))
    f = lexicon.EXTRA_UNITS[w]
    return replace(c, lo=c.lo * f, hi=c.hi * f, unit=units.Unit(w, f, units.UNITS["s"].dims, "time"),
                   display=f"{c.display} {w}s")


def _prefix_twins(ev: EvidenceValue, registry: Registry, c: Candidate) -> list[Candidate]:
    """A plain number whose label states a unit the registry has no dimension for, with a prefix ("Rmax (TFlop/s)":
    415,530; "Power (kW)": 28,335) is also that amount in the other prefixes of its unit (415.53 PFLOPS, 28.335 MW):
    each twin binds only a figure written in its own unit (variants._foreign_unit)."""
    if ev.kind not in ("cell", "value", "range") or c.unit.symbol != "" or c.full:
        return []
    stated = stated_unit(registry, ev.ref)
    family = prefix_family(stated)
    if not family:
        return []
    f0 = family[stated]
    out = []
    for u, f in family.items():
        if u == stated or not 1e-6 <= f0 / f <= 1e6:
            continue
        k = f0 / f
        d = max(0, c.decimals + round(math.log10(1 / k))) if k < 1 else max(0, c.decimals - round(math.log10(k)))
        v_lo, v_hi = c.lo * k, c.hi * k
        shown = f"{v_lo:,.{d}f}" if v_lo == v_hi else f"{v_lo:,.{d}f}–{v_hi:,.{d}f}"
        out.append(replace(c, lo=v_lo, hi=v_hi, decimals=d, display=f"{shown} {u}", foreign=u, full=True))
    return out


# a unit stated beside a plain number's name: "Maximum item size (KB)", "Item size one RCU covers, KB / …"
_UNIT_IN_PARENS = re.compile(r"[(（][ \u00a0]*([^()（）,，]{1,10}?)[ \u00a0]*[)）]")
_UNIT_AFTER_COMMA = re.compile(r"[,，][ \u00a0]*([A-Za-zµ/]{1,8})(?:[ \u00a0]*(?:$|/)|[ \u00a0]+(?:transferred|written|read"
                               r"|stored|moved|copied|per|a|each|in total)(?![A-Za-z]))")


def _plain_in_unit(ev: EvidenceValue, registry: Registry, c: Candidate) -> Candidate | None:
    """A plain number whose label, note or key→value row states a unit of the registry ("Maximum item size, KB":
    400; "Sort key length (bytes)": 1,024) is also that amount, so "400 KB" and "1 KB" read as written verify
    against it, and "400 MB" is a unit mismatch."""
    if ev.kind not in ("cell", "value", "range", "variant") or c.unit.symbol != "":
        return None
    if ev.kind != "cell":
        metric = registry[ev.report].model.metrics.get(ev.path[0])
        texts = [all_text(metric.note)] if metric is not None and metric.note else []
    else:
        table = registry[ev.report].model.tables[ev.path[0]]
        col = table.columns[ev.path[2]]
        texts = [all_text(col.label)] if col.label else []
        row = table.rows.get(ev.path[1])
        cells = row if isinstance(row, list) else list((row or {}).values())
        texts += [v for v in cells if isinstance(v, str)] if _keyed(registry[ev.report], ev.path[0]) else []
    found = set()
    for t in texts:
        for part in re.split(r"[ \u00a0]+/[ \u00a0]+", t):
            for g in list(_UNIT_IN_PARENS.finditer(part)) + list(_UNIT_AFTER_COMMA.finditer(part)):
                said, scale = g.group(1).strip(), 1.0
                sc = _SCALED_UNIT.fullmatch(said)  # "(万小时)", "(10 thousand hours)": a scale, then the unit
                word = ""
                if sc is not None:
                    said = sc.group("u") or sc.group("u2")
                    word = sc.group("s") or ""
                    scale = lexicon.SCALES[word] if word else lexicon.COLUMN_SCALES[sc.group("s2").lower()]
                    scale *= float(sc.group("n") or 1)
                u = units.parse(said)
                if u is not None and u.symbol not in ("", "%", "x", "M", "B", "T") and not units.is_counted(u):
                    found.add((u.symbol, scale, word))
    if len({f[:2] for f in found}) != 1:
        return None
    sym, scale, word = min(found, key=lambda f: f[2] == "")
    if c.full:
        scale = 1.0  # (already the full figure: _column_scaled read the scale of "(万小时)")
    u = units.UNITS.get(sym) or units.parse(sym)
    shown = re.sub(r" \([^()]*\)$", "", c.display)  # ("250 (万)" of the scaled figure: "250 万h")
    return replace(c, lo=c.lo * u.factor * scale, hi=c.hi * u.factor * scale, unit=u,
                   display=f"{shown} {word}{u.symbol}" if word else f"{c.display} {u.symbol}",
                   full=c.full or scale != 1.0)


_SCALED_UNIT = re.compile(r"(?P<s>万亿|千亿|百亿|十亿|千万|百万|亿|万|千)[ \u00a0]*(?P<u>\S.*)"
                          r"|(?:(?P<n>\d+)[ \u00a0]+)?(?P<s2>(?i:trillion|billion|million|thousand))s?[ \u00a0]+(?P<u2>\S.*)")


_IN_SCALE = re.compile(r"(?<![A-Za-z])in (?P<s>trillions|billions|millions|thousands)(?![A-Za-z])"
                       # "ConnectX-7 message rate, million messages per second": the scale of its unit after a comma
                       r"|[,，][ \u00a0]*(?P<s2>trillion|billion|million|thousand)s?[ \u00a0]+[A-Za-z]")


def _label_scale(rep, tname: str, col: str) -> tuple[float, str] | None:
    """The scale a table column's label states ("Training steps (millions)": 1e6), or None."""
    column = rep.model.tables[tname].columns.get(col)
    m = lexicon.COLUMN_SCALE_RE.search(all_text(column.label)) if column is not None and column.label else None
    if m is None:
        return None
    w = m.group("s")
    f = lexicon.SCALES.get(w) or lexicon.COLUMN_SCALES.get(w) or lexicon.COLUMN_SCALES.get(w.lower().rstrip("s"))
    return (f, w) if f else None


def _scale_in_row(ev: EvidenceValue, registry: Registry) -> bool:
    """A key→value row's name states the scale of its value (not the value column's label)."""
    if ev.kind != "cell":
        return False
    col = registry[ev.report].model.tables[ev.path[0]].columns[ev.path[2]]
    return not (col.label and lexicon.COLUMN_SCALE_RE.search(all_text(col.label))) \
        and _keyed(registry[ev.report], ev.path[0])


def _column_scaled(ev: EvidenceValue, registry: Registry, c: Candidate) -> Candidate | None:
    """A plain number in a column whose label states its scale ("Quantity (billions of tokens)": 410) is also
    the full figure (410 billion tokens, 4.1 × 10^11), so "410 billion tokens" and "1.4 万亿 token" read as
    written verify against it; the bare 410 still verifies as printed."""
    if ev.kind not in ("cell", "value", "variant", "range") or c.unit.symbol != "":
        return None
    if ev.kind != "cell":  # a metric whose note states its scale: "pretraining tokens in trillions", "token 数(万亿)"
        metric = registry[ev.report].model.metrics.get(ev.path[0])
        note = all_text(metric.note) if metric is not None and metric.note else ""
        m = lexicon.COLUMN_SCALE_RE.search(note) or _IN_SCALE.search(note)
        if m is not None and "s2" in m.re.groupindex and m.group("s2"):
            w = m.group("s2")
            f = lexicon.SCALES.get(w)
            from dataclasses import replace
            return replace(c, lo=c.lo * f, hi=c.hi * f, display=f"{c.display} ({w})", full=True) if f else None
    else:
        table = registry[ev.report].model.tables[ev.path[0]]
        col = table.columns[ev.path[2]]
        m = lexicon.COLUMN_SCALE_RE.search(all_text(col.label)) if col.label else None
        if m is None and _keyed(registry[ev.report], ev.path[0]):  # a key→value row's name: "GET 请求(万次)": 100
            row = table.rows.get(ev.path[1])
            texts = [v for v in (row if isinstance(row, list) else list((row or {}).values())) if isinstance(v, str)]
            m = next((x for x in map(lexicon.COLUMN_SCALE_RE.search, texts) if x is not None), None)
    if m is None:
        return None
    w = m.group("s")
    f = lexicon.SCALES.get(w) or lexicon.COLUMN_SCALES.get(w) or lexicon.COLUMN_SCALES.get(w.lower().rstrip("s"))
    if not f:
        return None
    from dataclasses import replace
    return replace(c, lo=c.lo * f, hi=c.hi * f, display=f"{c.display} ({w})", full=True)


def derivations(registry: Registry, report_ids, lang: str) -> list[Candidate]:
    """Text mode: derived figures between values of ONE report, restricted to
    - variants of one metric (R1.ckpt_save_time.baseline vs .fx100);
    - cells of one table row, or of one table column, with the same unit;
    and to these operations: ratio (a/b, as a multiple), percent change ((b-a)/a, sign-free),
    difference (|a-b|, in the metric's unit; percentage points for % metrics), share (b/a, as a percent or
    a fraction, "25% of").
    Each binds only when a word of the metric, row or column is written near the number.
    """
    out: list[Candidate] = []
    for rid in sorted(report_ids):
        if rid not in registry:
            continue
        rep = registry[rid]
        groups: dict[tuple, list[EvidenceValue]] = {}
        for ev in rep.values.values():
            if ev.kind == "variant":
                groups.setdefault(("metric", ev.path[0]), []).append(ev)
            elif ev.kind == "cell":
                groups.setdefault(("row", ev.path[0], ev.path[1]), []).append(ev)
                groups.setdefault(("col", ev.path[0], ev.path[2]), []).append(ev)
        base_text = str((rep.model.setup or {}).get("baseline") or "").lower()
        # a report that compares a product with a baseline (setup.baseline, a baseline column or variant)
        compares = bool(base_text) or any(
            ev.path[-1].lower() in _BASE_KEYS for ev in rep.values.values() if ev.kind in ("variant", "cell"))
        years = None
        colkeys: dict = {}  # (table, column) -> its words (a row's pairs of columns, read once per column)
        measured: dict = {}  # (table, unit) -> how many columns measure in it
        single: dict = {}  # each value's own words, read once per value rather than per pair (a share's divisor)
        for key, evs in groups.items():
            rows = tuple(context_keys(_row_words(rep, ev)) for ev in evs) if key[0] == "col" else ()
            for i, a in enumerate(evs):
                for j, b in enumerate(evs):
                    if a is b or not _same_kind(a.quantity.unit, b.quantity.unit):
                        continue
                    if key[0] == "row" and (not _comparable_columns(rep, key[1], a, b)
                                            or _mixed_statistics(rep, key[1], a, b)):
                        continue
                    got = _pair(a, b, rep.model.access == "internal", lang, rep, single)
                    if key[0] == "row" and a.kind == "cell" and not (
                            compares and (_base_column(rep, key[1], a, base_text) or _base_column(rep, key[1], b, base_text))):
                        # two columns of one row ("Model-A score" and "Model-B score"): the sentence names both, or
                        # "beats Model-B by 100 points" passes as the maximum score less Model-A's (a baseline
                        # column and its product's need not both be named: "FX100 把保存时间缩短了 48%")
                        for ev in (a, b):
                            if ev.path[::2] not in colkeys:
                                colkeys[ev.path[::2]] = _column_keys(rep, key[1], ev)
                        ka, kb = colkeys[a.path[::2]], colkeys[b.path[::2]]
                        own = (tuple(k for k in ka if k not in kb) or ka, tuple(k for k in kb if k not in ka) or kb)
                        at = _counts_of(rep, key[1], a, b)
                        if at:  # "3 个元数据节点" and "12 个元数据节点": each column is named by its count
                            own = (own[0] + (at[0],), own[1] + (at[1],))
                        if own[0] and own[1]:
                            mk = (key[1], a.quantity.unit.symbol)
                            if mk not in measured:
                                measured[mk] = _measured_columns(rep.model.tables[key[1]], a)
                            cols = own
                            if measured[mk] == 2:
                                # two measured columns ("GPT-4", "GPT-3.5"): the gap of a row names its two columns
                                # ("两个模型在 HellaSwag 上相差 9.8 个百分点", "the largest jump is on GSM-8K")
                                own = ()
                            got = [replace(c, need_both=own, row_cols=cols) for c in got]
                    if key[0] == "col":
                        got = [replace(c, col_rows=(i, j, rows)) for c in got]
                        if years is None or years[0] != key:
                            years = (key, _year_column(rep, key[1], key[2], evs))
                        if years[1]:  # "two years after 4.0": a difference of a year column is a time in years,
                            # between the two rows the sentence names (a small gap matches many pairs by chance)
                            ka, kb = context_keys(_row_words(rep, a)), context_keys(_row_words(rep, b))
                            own = (tuple(k for k in ka if k not in kb) or ka, tuple(k for k in kb if k not in ka) or kb)
                            got += [replace(c, lo=c.lo * _YEAR, hi=c.hi * _YEAR, unit=_YEARS, need_both=own)
                                    for c in got if c.op == "diff"]
                        scale = _label_scale(rep, key[1], key[2])
                        if scale:  # "6.48 million more steps" of a "Training steps (millions)" column: 8.64 − 2.16
                            got += [replace(c, lo=c.lo * scale[0], hi=c.hi * scale[0], display=f"{c.display} ({scale[1]})", full=True)
                                    for c in got if c.op == "diff"]
                    if key[0] == "col" and (compares or _keyed(rep, key[1])):
                        # two rows of one column ("72B 比 7B 慢 9.5 倍"): the sentence must name both rows, or it
                        # passes a row-to-row ratio off as the product's gain over the baseline ("FX100 让 72B 模型的
                        # 保存快了 9.5 倍"); rows that are a baseline and its product need not both be named
                        ra, rb = _row_words(rep, a), _row_words(rep, b)
                        # (in a key→value table the rows are different parameters: always both)
                        if not compares or not (_is_base_row(ra, base_text) or _is_base_row(rb, base_text)):
                            ka, kb = context_keys(ra), context_keys(rb)  # each row by a word the other lacks
                            own = (tuple(k for k in ka if k not in kb) or ka, tuple(k for k in kb if k not in ka) or kb)
                            # ("from 32 to 64 jobs" names the rows "32 个作业" and "64 个作业" by their counts)
                            own = (own[0] + _count_keys(ra), own[1] + _count_keys(rb))
                            got = [replace(c, need_both=own) for c in got]
                    out.extend(got)
    return out


_YEAR = lexicon.EXTRA_UNITS["years"]
_YEARS = units.Unit("years", _YEAR, units.UNITS["s"].dims, "time")
_YEAR_LABEL = re.compile(r"(?<![a-z])(?:years?|introduced|released|launched|published)(?![a-z])|年", re.I)


def _year_column(rep, tname: str, col: str, evs) -> bool:
    """A plain column of calendar years ("Year", "Introduced", "发布年份": 2017, 2019)."""
    column = rep.model.tables[tname].columns.get(col)
    if column is None or column.unit or not _YEAR_LABEL.search(f"{col} {all_text(column.label or '')}"):
        return False
    return all(ev.quantity.lo == ev.quantity.hi and float(ev.quantity.lo).is_integer() and 1800 <= ev.quantity.lo <= 2100
               for ev in evs)


# a multiple or change of two times is how much faster one is: "速度却快了近 4 倍" of two inference times
_SPEED_KEYS = ("速度", "speed", "faster")


def _base_column(rep, tname: str, ev: EvidenceValue, base_text: str) -> bool:
    """A column of the baseline (its key is a baseline word, or its label names setup.baseline: "NFS 平均读吞吐")."""
    if ev.path[-1].lower() in _BASE_KEYS:
        return True
    return bool(base_text) and base_text in f"{ev.path[-1]} {_label_text(rep, ev)}".lower()


def _measured_columns(table, ev: EvidenceValue) -> int:
    """How many columns of the table measure in ev's unit (not counting those that name the rows)."""
    naming = _naming_columns(table)
    sym = ev.quantity.unit.symbol
    return sum(1 for n, c in table.columns.items() if n not in naming and c.unit is not None
               and (getattr(units.parse(c.unit), "symbol", c.unit) if c.unit else "") == sym)


def _column_keys(rep, tname: str, ev: EvidenceValue) -> tuple[str, ...]:
    column = rep.model.tables[tname].columns.get(ev.path[2])
    return context_keys([ev.path[2], all_text(column.label) if column is not None and column.label else ""])


_WHOLE = re.compile(r"(?<![\w.,])\d+(?![\w.,])")


def _counts_of(rep, tname: str, a: EvidenceValue, b: EvidenceValue) -> tuple[str, str] | None:
    """Two columns whose labels differ only in a count ("3 metadata nodes (ops/s)", "12 metadata nodes (ops/s)"):
    the two counts, each the word that names its column."""
    cols = rep.model.tables[tname].columns
    ca, cb = cols.get(a.path[2]), cols.get(b.path[2])
    if ca is None or cb is None or not ca.label or not cb.label:
        return None
    la, lb = all_text(ca.label), all_text(cb.label)
    na, nb = set(_WHOLE.findall(la)), set(_WHOLE.findall(lb))  # (a label in two languages writes it twice)
    if len(na) != 1 or len(nb) != 1 or na == nb or _WHOLE.sub("#", la) != _WHOLE.sub("#", lb):
        return None
    return na.pop(), nb.pop()


def _comparable_columns(rep, tname: str, a: EvidenceValue, b: EvidenceValue) -> bool:
    """Two plain-number columns of one row are one kind of figure unless one is a rate (per second, /s) and the
    other is not: a throughput in images per second and an image size in pixels make no ratio, change or
    difference that a sentence could mean; SPECint and SPECfp scores do."""
    if a.quantity.unit.symbol or b.quantity.unit.symbol:
        return True
    cols = rep.model.tables[tname].columns
    ca, cb = cols.get(a.path[2]), cols.get(b.path[2])
    if ca is None or cb is None or not ca.label or not cb.label:
        return True
    la, lb = all_text(ca.label), all_text(cb.label)
    if bool(_PER_SECOND.search(la)) != bool(_PER_SECOND.search(lb)):
        return False  # a rate against what is no rate: images per second against an image size in pixels
    ua, ub = _label_unit(la), _label_unit(lb)
    if (ua or ub) and ua != ub:
        return False  # "Cores" against "Base clock (GHz)", "Default TDP (W)" against "Price (US$)": no ratio
    return True


# a unit a plain column's label states in parentheses ("Base clock (GHz)", "价格(美元)"); not a scale ("(millions)")
_LABEL_UNIT_IN = re.compile(r"[(（][ \u00a0]*(US\$|\$|USD|美元|元|瓦|℃|°[CF]|[A-Za-zµ]{1,4}(?:/[A-Za-z]{1,3})?)[ \u00a0]*[)）]")


def in_money(registry, rid: str, tname: str, col: str) -> bool:
    """A column whose label states a currency ("Price (US$)", "单价(美元)")."""
    c = registry[rid].model.tables[tname].columns.get(col) if rid in registry else None
    return c is not None and bool(c.label) and _label_unit(all_text(c.label)) in ("usd", "eur", "cny", "元")


def _label_unit(label: str) -> str:
    got = _LABEL_UNIT_IN.search(label)
    if got is None or got.group(1).lower() in ("k", "m", "b", "bn", "mn", "g", "t", "x", "avg", "max", "min"):
        return ""
    return {"$": "usd", "us$": "usd", "美元": "usd", "℃": "°c"}.get(got.group(1).lower(), got.group(1).lower())


def _mixed_statistics(rep, tname: str, a: EvidenceValue, b: EvidenceValue) -> bool:
    """Two columns of one row that differ in their statistic and in something else as well ("NovaFlash average
    latency" and "legacy NAS peak latency"): no sentence compares one system's average with another's peak. A
    row's p50 and p99 (differing only in the statistic) do make a tail-to-median ratio; a scope may differ (the
    aggregate of 16 clients against one client's)."""
    cols = rep.model.tables[tname].columns
    ca, cb = cols.get(a.path[2]), cols.get(b.path[2])
    if ca is None or cb is None or not ca.label or not cb.label:
        return False
    la, lb = all_text(ca.label).lower(), all_text(cb.label).lower()
    sa = {t for t in agree.tags(la) if t.startswith("stat:")}
    sb = {t for t in agree.tags(lb) if t.startswith("stat:")}
    if not sa or not sb or sa == sb:
        return False
    # (every word of the statistic: a label in two languages writes it twice, "平均 … / Mean …")
    la, lb = agree.without_stats(la), agree.without_stats(lb)
    return set(context_keys([la])) != set(context_keys([lb]))


def _same_kind(u: units.Unit, v: units.Unit) -> bool:
    """Two values a derivation may combine: of one dimension, and of one unit when that dimension is none (a score
    and a speed-up multiple of one row, 59.2 and 2.5x, make no ratio or difference)."""
    return u.dims == v.dims and (u.symbol == v.symbol or not (u.symbol in ("x", "%") or v.symbol in ("x", "%")))


def brief_derivations(registry: Registry, report_ids, claims: list[Candidate], lang: str) -> list[Candidate]:
    """Brief mode: an editor's hand edit may state a figure that no claim computes but the brief's sources give:
    the text-mode derivations of the sources (78% − 41% as percentage points is a pp twin, not here), except those
    a claim already computes (the claim carries its own words and direction), and an assumption's count times a
    value ("3 个入湖作业合计 15.6 小时", 3 × 5.2 h). Each needs its words near the number, like text mode's."""
    claimed = [c for c in claims if c.kind in ("derived", "assumption")]
    out = [replace(d, brief=True) for d in derivations(registry, report_ids, lang)
           if not (d.op == "diff" and d.unit.symbol == "%") and not any(c.same_value(d) for c in claimed)]
    counts = [c for c in claims if c.kind == "assumption" and c.unit.symbol == "" and not c.is_range
              and c.lo == int(c.lo) and 2 <= c.lo <= 1000]
    for rid in sorted(report_ids):
        if rid not in registry:
            continue
        rep = registry[rid]
        for ev in rep.values.values():
            q = ev.quantity
            if ev.kind not in ("variant", "cell", "value") or q.is_range or not q.unit.symbol \
                    or units.is_counted(q.unit) or q.unit.symbol in ("%", "x"):
                continue
            da = D.quantity(q, ev.decimals or 0, lang)
            src = ev.report + (f" {ev.where}" if ev.where else "")
            need: tuple = ()
            if ev.kind == "cell":  # a row other than the average needs its words: 3 × the longest job is not "3 个作业"
                row = rep.model.tables[ev.path[0]].rows[ev.path[1]]
                texts = [x for x in (row if isinstance(row, list) else row.values()) if isinstance(x, str)]
                if "stat:avg" not in agree.tags(" ".join([ev.path[1], *texts])):
                    need = from_evidence(ev, registry, lang).need
            for n in counts:
                v = n.lo * q.lo
                d, disp = _display(Quantity(v, v, q.unit), None, lang)
                out.append(Candidate(f"{n.name} × {ev.ref}", "derivation", v, v, q.unit, d, disp,
                                     f"= {n.display} × {da} · {src}", (ev.report,),
                                     tuple(sorted(set(_keys(rep, ev)) | set(n.keys))),
                                     rep.model.access == "internal", needs_context=True, where=src,
                                     refs=(ev.ref,), op="product", divisor=(n.lo,), need=need, brief=True))
    return out


_BASE_KEYS = {"base", "baseline", "before", "old", "orig", "original", "prev", "previous", "ref", "reference"}
_BASE_ROW = ("基线", "原有", "原来", "原先", "baseline", "previous", "base", "before", "old", "legacy")


def _row_words(rep, ev: EvidenceValue) -> list[str]:
    row = rep.model.tables[ev.path[0]].rows[ev.path[1]]
    cells = row if isinstance(row, list) else list(row.values())
    return [ev.path[1]] + [c for c in cells if isinstance(c, str)]


_COUNT_NAME = re.compile(r"\s*(\d+)[ \u00a0]*(?=[A-Za-z\u4e00-\u9fff])(?!(?:[kmgt]i?b|[kmgt]|x|th|st|nd|rd)(?![a-z]))", re.I)


def _count_keys(words: list[str]) -> tuple[str, ...]:
    """A row printed as a count ("32 个作业", "64 clients"): its number, as a key written as a figure ("#32")."""
    return tuple(f"#{x.group(1)}" for w in words[1:] for x in [_COUNT_NAME.match(w)] if x)


def _is_base_row(words: list[str], base_text: str) -> bool:
    low = " ".join(words).lower()
    return any(w in low for w in _BASE_ROW) or bool(base_text) and any(w.lower() == base_text for w in words)


def cross_diffs(registry: Registry, cells: list[Candidate], sentence: str, lang: str) -> list[Candidate]:
    """Text mode: "XLNet on B scores 3.1 points more than BERT on A": the difference of two cells of one table
    that share neither row nor column, allowed only in a sentence that names both cells (a word of each
    one's row and of each one's column, a word the other's lacks). Only the difference: no ratio or percent change."""
    named = [c for c in cells if c.need and len(c.refs) == 1 and all(any(has_key(k, sentence) for k in ws) for ws in c.need)]
    out: list[Candidate] = []
    for a in named:
        ra = a.refs[0].split(".")
        for b in named:
            rb = b.refs[0].split(".")
            if a is b or ra[:2] != rb[:2] or ra[2] == rb[2] or ra[3] == rb[3] or not _same_kind(a.unit, b.unit):
                continue
            if not all(_named_apart(set(x) - set(y), y, sentence)
                       for x, y in ((a.need[0], b.need[0]), (b.need[0], a.need[0]),
                                    (a.need[1], b.need[1]), (b.need[1], a.need[1]))):
                continue  # each row and column named by a word of its own: "top" of "top-1" does not name top-5
            ea, eb = registry[ra[0]].values[tuple(ra[1:])], registry[rb[0]].values[tuple(rb[1:])]
            # a pair only its sentence names: it competes with its own kind (bind._family), or a difference
            # across rows and columns would outrank the same-column one the sentence means
            out.extend(replace(c, named=True) for c in _pair(ea, eb, a.internal, lang, registry[ra[0]]) if c.op == "diff")
    return out


def _named_apart(own: set, other, sentence: str) -> bool:
    """A word of its own written in the sentence, not only inside the other's word: "AP50" names the AP50
    column, not the AP column whose word "ap" it starts with."""
    for k in sorted((k for k in other if len(k) > 1), key=len, reverse=True):
        if any(len(o) < len(k) and o in k for o in own):
            sentence = re.sub(r"(?<![a-z0-9])" + re.escape(k) + r"(?![a-z0-9])", " ", sentence) if k.isascii() \
                else sentence.replace(k, " ")
    return any(has_key(k, sentence) for k in own)


def _pair(a: EvidenceValue, b: EvidenceValue, internal: bool, lang: str, rep, single=None) -> list[Candidate]:
    qa, qb = a.quantity, b.quantity
    if qa.is_range or qb.is_range or qa.lo == 0 or qb.lo == 0:
        return []
    keys = _keys(rep, a, b)
    da, db = D.quantity(qa, a.decimals or 0, lang), D.quantity(qb, b.decimals or 0, lang)
    src = a.report + (f" {a.where}" if a.where else "")
    res = []
    ratio = qa.lo / qb.lo
    if ratio > 1:
        res.append(("ratio", ratio, units.UNITS["x"], f"= {da} ÷ {db} · {src}"))
        change = (qa.lo - qb.lo) / qb.lo
        res.append(("change", abs(change), units.UNITS["%"], f"= ({da} − {db}) ÷ {db} · {src}"))
        change2 = (qa.lo - qb.lo) / qa.lo
        res.append(("change", abs(change2), units.UNITS["%"], f"= ({da} − {db}) ÷ {da} · {src}"))
        res.append(("diff", qa.lo - qb.lo, qa.unit, f"= {da} − {db} · {src}"))
        res.append(("share", qb.lo / qa.lo, units.UNITS["%"], f"= {db} ÷ {da} · {src}"))  # "25% of zstd's speed"
    out = []
    divisor: tuple = ()
    if ratio > 1:  # "of zstd's": a word of the value divided by, not of the other
        single = {} if single is None else single
        for ev in (a, b):
            if ev.ref not in single:
                single[ev.ref] = _keys(rep, ev)
        kb = set(single[b.ref])
        divisor = tuple(k for k in single[a.ref] if k not in kb)
        if not divisor and a.kind == "cell" and b.kind == "cell" and a.path[0] == b.path[0]:
            # a caption that names a row ("steps of Inception and each BN network") gives every cell that word:
            # the row's own words tell the divisor apart
            rb = set(context_keys(_row_words(rep, b)))
            divisor = tuple(k for k in context_keys(_row_words(rep, a)) if k not in rb)
    timed = qa.unit.dims == units.UNITS["s"].dims
    for op, v, unit, why in res:
        base = v  # fractions, multiples and differences are already in base units
        q = Quantity(base, base, unit)
        d, disp = _display(q, None, lang)
        out.append(Candidate(f"{a.ref} {op} {b.ref}", "derivation", base, base, unit, d, disp, why, (a.report,),
                             keys + _SPEED_KEYS if timed and op in ("ratio", "change") else keys, internal, needs_context=True, where=src, refs=(a.ref, b.ref), op=op,
                             divisor=divisor if op == "share" else ()))
    return out


# Counts stated in a report's title or setup: "NVIDIA H20 ×8", "8× H20", "8 卡 H20" mean 8 accelerators of
# that product. Only accelerator counts (the segment names a GPU/NPU vendor or says GPU, NPU, 卡), and
# only when the product name is written near the number ("在 8 卡 H20 上", "on 8 H20 GPUs").
_SEGMENT = re.compile(r"[,，;；、()（）\[\]【】|]+")
_PRODUCT = r"[A-Za-z][\w.+-]*"
_COUNT_AFTER = re.compile(r"(?P<prod>(?:" + _PRODUCT + r"[ \u00a0]+)*" + _PRODUCT + r")[ \u00a0]*[×xX*][ \u00a0]*"
                          r"(?P<n>\d+)(?![\d.,]?\w)")
_COUNT_BEFORE = re.compile(r"(?<![\w.])(?P<n>\d+)[ \u00a0]*(?:[×xX*]|张卡|块卡|卡|张|块)[ \u00a0]*"
                           r"(?P<prod>" + _PRODUCT + r"(?:[ \u00a0]+[A-Za-z0-9][\w.+-]*)*)")
_SIZE = re.compile(r"\d+(?:\.\d+)?(?:[KMGTP]i?B|[KMGTP])", re.IGNORECASE)
_ACCEL = re.compile(r"(?<![A-Za-z])(?:gpus?|npus?|tpus?|nvidia|amd|instinct|ascend|gaudi|accelerators?)(?![A-Za-z])"
                    r"|昇腾|加速卡|显卡|卡", re.IGNORECASE)
_GENERIC = re.compile(r"gpus?|npus?|tpus?|accelerators?|nvidia|amd|intel|huawei|卡", re.IGNORECASE)
_ACCEL_KEY = re.compile(r"gpu|npu|accelerator|加速卡|显卡", re.IGNORECASE)


def _product_names(prod: str) -> tuple[str, ...]:
    """The words that name the product: those with digits (H20, MI308X), else the last word."""
    words = [w.strip(".-+") for w in prod.split()]
    words = [w for w in words if w and not _GENERIC.fullmatch(w)]
    named = [w for w in words if any(ch.isdigit() for ch in w) and any(ch.isalpha() for ch in w)
             and not _SIZE.fullmatch(w)]
    return tuple(w.lower() for w in (named or words[-1:]))


def setup_counts(registry: Registry, report_ids, lang: str) -> list[Candidate]:
    """Accelerator counts written in the titles and setup of the reports in scope (facts of that
    report: a number bound to one needs its citation like any evidence value)."""
    out: list[Candidate] = []
    gpu = units.UNITS["GPU"]
    for rid in report_ids:
        if rid not in registry:
            continue
        rep = registry[rid]
        m = rep.model
        stated = {round(ev.quantity.lo, 6) for ev in rep.values.values() if ev.quantity.unit.dims == gpu.dims}
        seen: set = set()
        texts = [(f"{rid}.setup.{k}", k, str(v)) for k, v in m.setup.items()] + [(f"{rid}.title", "", m.title)]
        for name, key, text in texts:
            for seg in _SEGMENT.split(text):
                if not (_ACCEL.search(seg) or _ACCEL_KEY.search(key)):
                    continue
                for rx in (_COUNT_AFTER, _COUNT_BEFORE):
                    for mm in rx.finditer(seg):
                        n = int(mm.group("n"))
                        names = _product_names(mm.group("prod"))
                        if n <= 0 or not names or n in stated or (n, names) in seen:
                            continue
                        seen.add((n, names))
                        q = Quantity(float(n), float(n), gpu)
                        d, disp = _display(q, 0, lang)
                        why = f"{rid} setup: {key}: {text}" if key else f"{rid} title: {text}"
                        out.append(Candidate(name, "evidence", float(n), float(n), gpu, d, disp, why, (rid,),
                                             context_keys([*names, "gpu"]), m.access == "internal", where=rid,
                                             anchor=names))
    return out


_QUEUE_DEPTH = re.compile(r"(?<![A-Za-z])(?:QD|io ?depth|queue depth|队列深度)[ =]?(\d{1,4})(?![\d.])", re.I)
_FLEET = re.compile(r"(?<![A-Za-z0-9])([A-Za-z][A-Za-z0-9-]*\d[A-Za-z0-9-]*?)[ \u00a0]*[x×][ \u00a0]*(\d+)(?![\d.])"
                    r"|(?<![\d.])(\d+)[ \u00a0]*[x×][ \u00a0]*([A-Za-z][A-Za-z0-9-]*\d[A-Za-z0-9-]*)(?![A-Za-z0-9])")
_ZH_DIGIT = {"一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9, "十": 10}
_EN_PART = {"half": 2, "third": 3, "quarter": 4, "fifth": 5, "sixth": 6, "eighth": 8, "tenth": 10}
_NOTE_FRACTION = re.compile(r"([一二三四五六七八九十])分之([一二三四五六七八九])|(?<![a-z])(?:a|one)[ -](half|third|quarter|fifth|sixth|"
                            r"eighth|tenth)(?![a-z])", re.I)


def _fraction_value(text: str) -> float:
    zh = re.fullmatch(r"([一二三四五六七八九十])分之([一二三四五六七八九])", text)
    if zh:
        return _ZH_DIGIT[zh.group(2)] / _ZH_DIGIT[zh.group(1)]
    return 1 / _EN_PART[text.split()[-1].split("-")[-1].lower()]


_LABEL_SPAN = re.compile(r"[ \u00a0-]?(years?|days?|hours?|年|天|小时)(?![A-Za-z])", re.I)
_LABEL_NUMBER = re.compile(r"(?<![A-Za-z0-9_.,])(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?(?![0-9A-Za-z]|\.\d)")
# a label with its unit: "4KB 随机读", "1 MB blocks" (an I/O size names the workload, it is not a measurement)
# and a model's size in its name: "LLaMA-65B", "OPT-175B" (65 billion parameters)
# and a rate that names a condition: "Send 1K bytes over 1 Gbps network"
_LABEL_WITH_UNIT = re.compile(r"(?<![A-Za-z0-9_.,])(\d+(?:\.\d+)?) ?([kKMGT]bps|[KMGT]i?B|[kKMGT]|(?<=\d)B)(?![A-Za-z0-9/])")
# and a duration that names a condition: "10 min labeled", "fine-tuned on 100 h" ("10 minutes of labeled audio")
_LABEL_TIME = re.compile(r"(?<![A-Za-z0-9_.,])(\d+(?:\.\d+)?)[ -]?(min(?:utes?)?|h(?:ours?|rs?)?|sec(?:onds?)?|s|ms|days?"
                         r"|分钟|小时|天|秒)(?![A-Za-z0-9/])")
# and the same in Chinese words: "读速率(最近一分钟)" names the window "最近一分钟", it measures nothing
_LABEL_TIME_ZH = re.compile(r"(?<![零〇一二两三四五六七八九十百千万亿])([一二两三四五六七八九十]+)(分钟|小时|天|秒)")


def label_candidates(registry: Registry, report_ids, lang: str) -> list[Candidate]:
    """Numbers that name a row or a column rather than a measurement: those in a table's caption, column
    labels and text cells (including numbers in a column without a unit), e.g. "2 layers", "m = 1",
    "Top 1,000", "3-step". A number written as such a label verifies as it (it needs the report's
    citation), but only when nothing measured fits (bind.py)."""
    out: list[Candidate] = []
    plain = units.UNITS[""]
    for rid in sorted(report_ids):
        if rid not in registry:
            continue
        rep = registry[rid]
        for tname, table in rep.model.tables.items():
            caption = all_text(table.caption)
            texts: list[tuple[str, str, list[str]]] = [(f"{rid}.{tname}.caption", caption, [caption])]
            for cname, col in table.columns.items():
                if col.label:
                    texts.append((f"{rid}.{tname}.{cname}.label", all_text(col.label), [cname, col.label]))
            for rkey, row in table.rows.items():
                cells = dict(zip(table.columns, row)) if isinstance(row, list) else row
                for cname, v in cells.items():
                    col = table.columns.get(cname)
                    if col is None or v is None or isinstance(v, bool) or (col.unit is not None and not isinstance(v, str)):
                        continue
                    texts.append((f"{rid}.{tname}.{rkey}.{cname}", str(v), [cname, col.label or "", rkey]))
            note = all_text(table.note) if table.note else ""
            for mm in _NOTE_FRACTION.finditer(note):
                # "录像 + 回放指同时有十分之一的路数在回放", "a tenth of the cameras": the condition a table is measured at
                # (written as a fraction, or as its percent: "若 10% 的路数同时回放")
                v = _fraction_value(mm.group())
                for val, u, op in ((v, plain, "fraction"), (v, _PERCENT, "condition")):
                    out.append(Candidate(f"{rid}.{tname}.note", "label", val, val, u, 3, mm.group(),
                                         f"label “{note}” in {rid} {table.where or tname}", (rid,),
                                         context_keys([caption, note]), rep.model.access == "internal",
                                         where=f"{rid} {table.where or text_for(table.caption, lang)}", op=op))
            out += _condition_percents(note, f"{rid}.{tname}.note", [caption, note], rep, rid,
                                       f"{rid} {table.where or text_for(table.caption, lang)}")
            seen = set()
            first = next(iter(table.columns), None)
            printed = {rk: next((x for x in (r if isinstance(r, list) else r.values()) if isinstance(x, str)), rk)
                       for rk, r in table.rows.items()}  # each row's printed name
            for name, text, words in texts:
                for mm in _LABEL_NUMBER.finditer(text):
                    tok = mm.group()
                    v = float(tok.replace(",", ""))
                    dec = len(tok.split(".", 1)[1]) if "." in tok else 0
                    span = _LABEL_SPAN.match(text, mm.end())
                    if span is not None and (name, "span", v) not in seen:
                        # "Lifetime writes over 5 years", "5 年总写入量": a span of time, in its unit ("for five years"),
                        # in either language of the label
                        seen.add((name, "span", v))
                        word = span.group(1).lower()
                        u = _YEARS if word.startswith("year") or word == "年" else units.parse(word)
                        if u is not None:
                            out.append(Candidate(name, "label", v * u.factor, v * u.factor, u, dec, f"{tok} {span.group(1)}",
                                                 f"label “{text}” in {rid} {table.where or tname}", (rid,),
                                                 context_keys(words + [text]), rep.model.access == "internal",
                                                 where=f"{rid} {table.where or text_for(table.caption, lang)}",
                                                 op="span"))
                    if (name, v) in seen:
                        continue
                    seen.add((name, v))
                    # "EPYC 9654": a model number of three or more digits in a row's name (its first, text column),
                    # which writers use alone ("the 9654", "9654P 比 9654 便宜")
                    model = name.endswith(f".{first}") and dec == 0 and len(tok) >= 3 and "," not in tok \
                        and not _LABEL_WITH_UNIT.match(text, mm.start()) and mm.start() > 0 \
                        and text[mm.start() - 1] in " \u00a0"  # (a separate word: not "ResNet-152")
                    lead = LEAD_NAME.match(text) if name.endswith(f".{first}") and dec == 0 else None
                    if lead is not None and lead.start(1) < mm.start() < lead.end(1):
                        model = True  # "RAID 5" of "RAID 5 on 4 drives": the number of a name ("RAID 5's P95")
                    out.append(Candidate(name, "label", v, v, plain, dec, tok, f"label “{text}” in {rid} {table.where or tname}",
                                         (rid,), context_keys(words + [text]), rep.model.access == "internal",
                                         where=f"{rid} {table.where or text_for(table.caption, lang)}",
                                         op="model" if model else ""))
                for mm in _WORD_LABEL.finditer(text):
                    # "Three consumers": a row counted in words is named by "3 个消费者", "3 consumers", but only with
                    # its noun near the number (a label never stands for another count: "3 个生产者")
                    v = float(_WORD_NUMBERS[mm.group(1).lower()])
                    if (name, v) in seen:
                        continue  # written in digits there too ("batch size of 1"): that label, without the noun
                    seen.add((name, v))
                    out.append(Candidate(name, "label", v, v, plain, 0, mm.group(), f"label “{text}” in {rid} {table.where or tname}",
                                         (rid,), context_keys(words + [text]), rep.model.access == "internal",
                                         where=f"{rid} {table.where or text_for(table.caption, lang)}",
                                         need=(context_keys([mm.group(2)]), ())))
                for mm in _FLEET.finditer(text):
                    # "V100x64", "8x A100": a number of a named part ("64 V100 GPUs", "64 块 V100"), with that name
                    # written right after the number
                    name_, n_ = (mm.group(1), mm.group(2)) if mm.group(1) else (mm.group(4), mm.group(3))
                    v = float(n_)
                    if (name, "fleet", v) in seen:
                        continue
                    seen.add((name, "fleet", v))
                    rk = name.split(".")[2] if name.count(".") == 3 else ""
                    own_r = context_keys([printed.get(rk, rk)]) if rk else ()
                    others = {k for r, p_ in printed.items() if r != rk for k in context_keys([p_])}
                    rest = tuple(sorted(others - set(own_r)))
                    out.append(Candidate(name, "label", v, v, plain, 0, n_, f"label “{text}” in {rid} {table.where or tname}",
                                         (rid,), context_keys(words + [text]), rep.model.access == "internal",
                                         where=f"{rid} {table.where or text_for(table.caption, lang)}",
                                         need=((name_.lower(),), tuple(k for k in own_r if k not in others), rest),
                                         op="fleet"))
                for mm in _QUEUE_DEPTH.finditer(text):
                    # "QD32" is "queue depth 32", "队列深度 32", "QD 32": the depth, with its noun near the number
                    v = float(mm.group(1))
                    if (name, "qd", v) in seen:
                        continue
                    seen.add((name, "qd", v))
                    out.append(Candidate(name, "label", v, v, plain, 0, mm.group(1), f"label “{text}” in {rid} {table.where or tname}",
                                         (rid,), context_keys(words + [text]), rep.model.access == "internal",
                                         where=f"{rid} {table.where or text_for(table.caption, lang)}",
                                         need=(("queue depth", "qd", "队列深度", "深度", "iodepth"), ()), op="qd"))
                for mm in [*_LABEL_WITH_UNIT.finditer(text), *_LABEL_TIME.finditer(text), *_LABEL_TIME_ZH.finditer(text)]:
                    # "Read 4K randomly from SSD": a K glued to an I/O size is kilobytes ("SSD 随机读 4KB")
                    u = units.parse("KB" if mm.group(2) in ("k", "K") else mm.group(2))
                    if u is None or (name, mm.group()) in seen:
                        continue
                    seen.add((name, mm.group()))
                    v = float(mm.group(1)) if mm.group(1).isascii() else cn_number(mm.group(1))
                    if v is None:
                        continue
                    dec = len(mm.group(1).split(".", 1)[1]) if "." in mm.group(1) else 0
                    q = Quantity.of(v, u)
                    out.append(Candidate(name, "label", q.lo, q.hi, u, dec, mm.group(), f"label “{text}” in {rid} {table.where or tname}",
                                         (rid,), context_keys(words + [text]), rep.model.access == "internal",
                                         where=f"{rid} {table.where or text_for(table.caption, lang)}"))
            names = [col.label for col in table.columns.values() if col.unit is None and col.label]
            if len(table.rows) >= 2 and names:
                # "GPT-4 beats GPT-3.5 on all 7 academic benchmarks", "12 项基准中": how many rows the table has,
                # named by the label of its name column (Benchmark / 基准)
                n = float(len(table.rows))
                out.append(Candidate(f"{rid}.{tname}.rows", "label", n, n, plain, 0, f"{len(table.rows)}",
                                     f"the {len(table.rows)} rows of {rid} {table.where or tname}", (rid,),
                                     context_keys(names), rep.model.access == "internal",
                                     where=f"{rid} {table.where or text_for(table.caption, lang)}", op="rows",
                                     need=(context_keys(names), ())))
        out += _note_labels(rep, rid, lang)
    return out


_PERCENT = units.UNITS["%"]
# a percent a note gives as the condition of a measurement: "at 70% of its maximum IOPS", "70% 最大 IOPS 负载下",
# "在 70% 负载下" (a percent the note reports as a result is no condition: "kept 92% of its throughput")
_CONDITION_PERCENT = re.compile(r"(?:(?<![a-z])(?:at|under|with)[ \u00a0]+|[在于按以][ \u00a0]*)(\d+(?:\.\d+)?)[ \u00a0]*%"
                                r"|(\d+(?:\.\d+)?)[ \u00a0]*%[ \u00a0]*(?:的[ \u00a0]*)?(?:最大|峰值|负载|负荷|利用率|"
                                r"(?:load|utili[sz]ation|of (?:its |the )?(?:max|maximum|peak|rated|capacity))(?![a-z]))",
                                re.I)


def _condition_percents(text: str, name: str, words: list, rep, rid: str, where: str) -> list[Candidate]:
    out = []
    for mm in _CONDITION_PERCENT.finditer(text):
        tok = mm.group(1) or mm.group(2)
        v = float(tok) * _PERCENT.factor
        dec = len(tok.split(".", 1)[1]) if "." in tok else 0
        out.append(Candidate(name, "label", v, v, _PERCENT, dec, f"{tok}%", f"label “{text}” in {where}", (rid,),
                             context_keys(words), rep.model.access == "internal", where=where, op="condition"))
    return out


def _note_labels(rep, rid: str, lang: str) -> list[Candidate]:
    """A size or count written with its scale letter in a metric's note names the condition of that measurement
    ("time to train the 65B model over the 1.4T-token dataset"): "1.4T token" verifies as that label; so does a data
    size ("64KB 小文件读取时延"). Only these: a note's plain numbers are often the measurement itself, written out."""
    out: list[Candidate] = []
    plain = units.UNITS[""]
    for key, metric in rep.model.metrics.items():
        if not metric.note:
            continue
        text = all_text(metric.note)
        where = f"{rid} {text_for(metric.where, lang)}" if metric.where else rid
        out += _condition_percents(text, f"{rid}.{key}.note", [key, text], rep, rid, where)
        for mm in _LABEL_WITH_UNIT.finditer(text):
            # a data size is the condition the value is measured at ("64KB 小文件读取时延", "keep 1 PB of cold data")
            u = units.parse(mm.group(2))
            if u is None or u.dims != units.UNITS["GB"].dims:
                continue
            q = Quantity.of(float(mm.group(1)), u)
            dec = len(mm.group(1).split(".", 1)[1]) if "." in mm.group(1) else 0
            out.append(Candidate(f"{rid}.{key}.note", "label", q.lo, q.hi, u, dec, mm.group(),
                                 f"label “{text}” in {where}", (rid,), context_keys([key, text]),
                                 rep.model.access == "internal", where=where))
        for mm in _LABEL_SCALED.finditer(text):
            v = float(mm.group(1)) * lexicon.COLUMN_SCALES[mm.group(2).upper()]
            dec = len(mm.group(1).split(".", 1)[1]) if "." in mm.group(1) else 0
            where = f"{rid} {text_for(metric.where, lang)}" if metric.where else rid
            out.append(Candidate(f"{rid}.{key}.note", "label", v, v, plain, dec, mm.group(),
                                 f"label “{text}” in {where}", (rid,), context_keys([key, text]),
                                 rep.model.access == "internal", where=where))
    return out


_WORD_NUMBERS = {"single": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
                 "nine": 9, "ten": 10}
# (a size between: "one 20 TB drive" counts drives)
_WORD_LABEL = re.compile(r"(?<![A-Za-z])(" + "|".join(_WORD_NUMBERS) + r")\s+(?:\d+(?:\.\d+)?\s?[A-Za-z]{1,3}\s+)?"
                         r"([A-Za-z]{3,})", re.IGNORECASE)
_LABEL_SCALED = re.compile(r"(?<![A-Za-z0-9_.,])(\d+(?:\.\d+)?)([KMBT])(?=[ -]?(?:tokens?|tokens|samples|images|words|steps))")


_ID_SPLIT = re.compile(r"[\s,,、;;::()()\[\]【】/|]+")


_QTY_SHAPED = re.compile(r"[×xX]?\d")


def _edge(word: str, side: int) -> str:
    """The neighbouring word as it would be written next to the token: a Latin word whole, CJK text by its
    two characters nearest the token (与华为 -> 华为)."""
    if word.isascii():
        return word
    return word[-2:] if side < 0 else word[:2]


def row_names(registry: Registry, report_ids) -> set[str]:
    """The last words of the text cells of the reports' tables: a row name is complete there ("OpenAI GPT"), so
    a number after it is not part of a product name ("领先 OpenAI GPT 5.8 分"); "Llama 3.1" stays a name when
    no cell ends with "Llama"."""
    out: set[str] = set()
    for rid in report_ids:
        if rid not in registry:
            continue
        for t in registry[rid].model.tables.values():
            for row in t.rows.values():
                for cell in (row if isinstance(row, list) else list(row.values())):
                    if isinstance(cell, str) and cell.split():
                        out.add(cell.split()[-1].lower())
    return out


_NAME_ENDS_NUMBER = re.compile(r"(?<![\w.])[A-Za-z][\w.+-]*[A-Za-z0-9][ \u00a0]+\d+$")
_MIX = re.compile(r"(?<![\d.,/])(\d{1,2})/(\d{1,2})(?![\d.,/])")
_NUMBER_MODEL = re.compile(r"(?<![\w.,])(\d+)\s+([A-Z]{2,})(?![\w.])")
_NOT_NAMES = {"top", "table", "figure", "section", "step", "epoch", "epochs", "the", "and", "of"}
_NAME_NUMBER = re.compile(r"(?<![A-Za-z0-9_.-])([A-Z][A-Za-z0-9.+-]*[A-Za-z0-9+])\s+\d+(?:\.\d+)*(?![\dA-Za-z.])")
_HAN_NAME_NUMBER = re.compile(r"([\u4e00-\u9fff]{2,})[ \u00a0]?(\d+)(?![\d.,%])(?![ \u00a0]?[A-Za-z]*[/%])")
_CAP_AFTER = re.compile(r"[ \u00a0]+([A-Z][A-Za-z0-9+]*)(?![\w.])")
_VERSION_CELL = re.compile(r"(?<![\w.])[vV](\d+(?:\.\d+)+)(?![\w.])")
_CAP_WORD = re.compile(r"(?<![A-Za-z0-9_.-])[A-Z][A-Za-z0-9.+-]*[A-Za-z0-9+]")


def metric_words(registry: Registry, report_ids) -> set[str]:
    """Capitalised words that name what the reports measure (IOPS, QPS, BLEU, MMLU in a metric's name or note, a
    column's label, a table's caption) and that no title or set-up uses: a number after one is that measure's
    value ("随机读 IOPS 950,000", "BLEU 28.4"), read and checked, never part of a product name."""
    named: set[str] = set()
    measured: set[str] = set()
    for rid in report_ids:
        if rid not in registry:
            continue
        m = registry[rid].model
        for t in [m.title, *m.setup.values()]:
            named.update(w.lower() for w in _CAP_WORD.findall(str(t)))
        texts = [k.replace("_", " ") for k in m.metrics] + [all_text(x.note) for x in m.metrics.values() if x.note]
        for t in m.tables.values():
            texts += [all_text(t.caption)] + [all_text(c.label) for c in t.columns.values() if c.label]
            texts += [k.replace("_", " ") for k in t.columns]
        for t in texts:
            measured.update(w.lower() for w in _CAP_WORD.findall(t))
            # a name with its version or number ("MLPerf 1.1", "Llama 2") stays a name
            named.update(m.group(1).lower() for m in _NAME_NUMBER.finditer(t))
    return measured - named


def setup_forms(registry: Registry, report_ids) -> dict[str, set[str]]:
    """The quantity-shaped tokens of each report's title and setup in the form they are skipped in ("atlas910b",
    "mi308x×8"; spaces removed, lower case) -> the reports that name them: a platform named in a sentence that
    cites another report is that report's, not the cited one's (checker.py)."""
    out: dict[str, set[str]] = {}
    for rid in report_ids:
        if rid not in registry:
            continue
        m = registry[rid].model
        for t in [m.title] + [str(v) for v in m.setup.values()]:
            toks = [x.strip(".,") for x in _ID_SPLIT.split(t)]
            for i, tok in enumerate(toks):
                if any(c.isdigit() for c in tok) and len(tok) > 1 and _QTY_SHAPED.match(tok):
                    forms = ([_edge(toks[i - 1], -1) + tok] if i and toks[i - 1] else []) + \
                            ([tok + _edge(toks[i + 1], 1)] if i + 1 < len(toks) and toks[i + 1] else [])
                    for f in forms:
                        out.setdefault(re.sub(r"\s+", "", f).lower(), set()).add(rid)
    return out


_NOMINAL = re.compile(r"标称|额定|规格|宣称|官方数据|目标值|(?<![a-z])(?:nominal|rated|claimed|spec(?:ified|s)?|datasheet|"
                      r"target)(?![a-z])", re.IGNORECASE)


def identifiers(registry: Registry, report_ids, glossary) -> list[str]:
    """Tokens with digits in the reports' titles and setup, and glossary names."""
    out = set(g for g in glossary)
    measures = metric_words(registry, report_ids)
    for rid in report_ids:
        if rid not in registry:
            continue
        m = registry[rid].model
        # a vendor's nominal figure quoted in the set-up ("厂商标称读吞吐 60GB/s") is a claim, not a name: its tokens are
        # read as figures (and a measured report does not support them)
        texts = [m.title] + [str(v) for v in m.setup.values() if not _NOMINAL.search(str(v))]
        n_head = len(texts)  # the title and set-up; the table texts follow
        for t in m.tables.values():  # text cells and labels: row names such as 4KB, 70B-Instruct
            for row in t.rows.values():
                cells = row if isinstance(row, list) else list(row.values())
                texts.extend(c for c in cells if isinstance(c, str))
                # a row printed with a number at the end of its name ("Swin-B 384", "DeiT-B 384"): the whole name
                out.update(mm.group() for c in cells if isinstance(c, str)
                           for mm in [_NAME_ENDS_NUMBER.search(c)] if mm)
            texts.extend(all_text(c.label) for c in t.columns.values() if c.label)
        for t in texts:  # "Lustre 2.15": a name and its version
            for mm in re.finditer(r"[A-Za-z][\w-]*\s+\d+(?:\.\d+)+", t):
                out.add(mm.group())
                # ("Cassandra 4.0" of "Cassandra 4.0.0": a version is written shorter, never as a figure)
                short = _SHORT_VERSION.fullmatch(mm.group())
                if short:
                    out.add(f"{short.group(1)} {short.group(2)}")
            # "ViT-L/14", "ViT-B/32": a model's name with its patch size after a slash (_ID_SPLIT splits at it)
            for mm in re.finditer(r"(?<![\w/])[A-Za-z][\w.-]*[A-Za-z](?:/\d+[A-Za-z]*)+(?![\w/])", t):
                out.add(mm.group())
            # "70/30 mixed", "80/20 读写": a read/write mix that names a condition (its two shares add up to 100)
            for mm in _MIX.finditer(t):
                if int(mm.group(1)) + int(mm.group(2)) == 100:
                    out.add(mm.group())
            # "input 256 x 256": a size the report names its condition by, in either multiplication sign
            for mm in re.finditer(r"(?<![\d.,])(\d+)\s*[x×]\s*(\d+)(?![\d.,]|\s*[A-Za-z%])", t):
                out.update(f"{mm.group(1)} {sign} {mm.group(2)}" for sign in ("x", "×"))
        # "GTX 580 GPUs used for training": a capitalised name and a whole number in a note or caption names a
        # product; a number that is one of the report's values stays a figure ("MMLU 70" when 70 is measured)
        values = {round(u, 6) for ev in registry[rid].values.values()
                  for q in (ev.quantity.lo, ev.quantity.hi) for u in (q, q / ev.quantity.unit.factor)}
        notes = [all_text(x.note) for x in m.metrics.values() if x.note] + [all_text(t.caption) for t in m.tables.values()
                                                                            if t.caption]
        for t in notes:  # "70/30 mixed" in a metric's note names the condition too
            for mm in _MIX.finditer(t):
                if int(mm.group(1)) + int(mm.group(2)) == 100:
                    out.add(mm.group())
        for t in notes + texts + [all_text(x.note) for x in m.tables.values() if x.note]:
            # "树莓派 4" beside "Raspberry Pi 4": a name's number written after its Chinese name is the name too
            nums = {mm.group().split()[-1] for mm in _NAME_NUMBER.finditer(t) if mm.group().split()[-1].isdigit()}
            for mm in _HAN_NAME_NUMBER.finditer(t) if nums else ():
                if mm.group(2) in nums:
                    run = mm.group(1)
                    out.update(run[-k:] + " " + mm.group(2) for k in range(2, min(len(run), 5) + 1))
        for t in notes:
            for mm in _NAME_NUMBER.finditer(t):
                num = mm.group().split()[-1]
                if num.isdigit() and round(float(num), 6) not in values and mm.group(1).lower() not in _NOT_NAMES:
                    out.add(mm.group())
                elif num.isdigit() and mm.group(1).lower() not in _NOT_NAMES | measures:
                    # "RDNA 2 GPU compute units" when 2 is also a value: the name with the capitalised word after it
                    nxt = _CAP_AFTER.match(t, mm.end())
                    if nxt is not None:
                        out.add(mm.group() + " " + nxt.group(1))
        # "Llama 2, Table 2: …": a capitalised name and its number in the title is the product's name, even when
        # the number is also one of its values (2.0 trillion tokens); a measure's ("MMLU 70") stays a figure
        for mm in _NAME_NUMBER.finditer(m.title):
            if mm.group().split()[-1].isdigit() and mm.group(1).lower() not in _NOT_NAMES | measures:
                out.add(mm.group())
        # "Samsung 990 PRO", "970 EVO Plus": a model number before a capitalised product word (not a unit, not a
        # measure such as IOPS or TBW, and not one of the report's values) is a name, read nowhere as a figure
        for t in [m.title] + texts[n_head:] + [all_text(t.caption) for t in m.tables.values() if t.caption]:
            for mm in _NUMBER_MODEL.finditer(t):
                if round(float(mm.group(1)), 6) not in values and mm.group(2) not in lexicon.UNIT_WORDS \
                        and mm.group(2).lower() not in measures:
                    out.add(mm.group())
                    if len(mm.group(1)) >= 3:
                        # "the 9400 family", "9400 系列": the model number alone names the product too (the
                        # extractor reads it as a figure when a unit or a scale follows it)
                        out.add(mm.group(1))
        # "v21.1" in a version column, written "CockroachDB 21.1": the title's names with the bare version
        caps = {c.group() for c in _CAP_WORD.finditer(m.title)} - {w.title() for w in _NOT_NAMES}
        for t in texts[n_head:]:
            for mm in _VERSION_CELL.finditer(t):
                out.update(f"{c} {mm.group(1)}" for c in caps)
        named = set(texts[:1 + len(m.setup)])
        for t in texts:
            toks = [x.strip(".,") for x in _ID_SPLIT.split(t)]
            for i, tok in enumerate(toks):
                if any(c.isdigit() for c in tok) and len(tok) > 1 and re.search(r"[^\d.,%]", tok):
                    if t in named and _QTY_SHAPED.match(tok):
                        # "32B", "×8", "910B" in a title or setup read as quantities: skipped only in the same
                        # form, next to the same word ("32B LoRA", "MI308X ×8", "Atlas 910B"), never alone
                        # ("训练 32B 模型", "快 ×8")
                        if i and toks[i - 1]:
                            out.add(_edge(toks[i - 1], -1) + " " + tok)
                        if i + 1 < len(toks) and toks[i + 1]:
                            out.add(tok + " " + _edge(toks[i + 1], 1))
                        continue
                    out.add(tok)
                    # "FX100-HBMM" also names "FX100"
                    for part in re.split(r"[-–]", tok):
                        if any(c.isdigit() for c in part) and re.search(r"[A-Za-z]", part) \
                                and not _QTY_SHAPED.match(part):  # not the "32B" of "Qwen2.5-32B"
                            out.add(part)
    return sorted(out)


# A derivation also needs a word of its operation near the number: "单次保存 84s" is a time, not
# "saves 84 s"; "省下 84s", "84 s shorter" are differences.
_DIFF = ("少", "省", "缩短", "减少", "节省", "多", "快", "慢", "增加", "差", "降低", "less", "fewer", "sav", "shorter",
         "more", "faster", "slower", "longer", "differ", "gap", "cut", "drop", "reduc", "increas", "gain", "extra",
         # comparisons of two results: "比 GPT 高 2.5 分", "领先 5.8 分", "3.6 points above", "beats X by 3.8"
         "高", "低", "领先", "落后", "优于", "超出", "above", "below", "ahead", "behind", "better", "worse", "beat",
         "outperform", "trail", "exceed", "margin", "adds", "added", "smaller", "larger", "bigger", "缩小", "更小", "更大",
         "edge", "lead", "leads", "advantage", "uplift", "优势",
         # "4.5 points short of BERT's", "0.3 shy of the best", "lags B by 2.1": a comparison that says smaller
         "short of", "shy of", "lags", "lagged", "lagging",
         # a gap of reach: "65 m farther than 16GFC", "reaches 90 m further"
         "farther", "further", "closer",
         # a difference of two times said as earlier or later: "17.3 hours sooner than MoE-Base", "早 2 小时"
         "sooner", "earlier", "later", "提前", "早", "晚",
         # a price paid in the quantity: "costs about 15% of read throughput", "loses 4%", "a 4% penalty" (the
         # verb only: a "final loss of 0.5" or a "training cost" is a level)
         "costs about", "costs only", "costs just", "costs roughly", "costs around", "costs nearly", "costs the",
         "costs a ", "costs it", "lose", "penalt",
         # "比 KVM 长 38.5 秒", "KVM loses 0.59 GB/s" (with a space before it: not "closes")
         "长", "短", " lose", " loses", " lost", " losing", " shed") + lexicon.MEASURE_MORE + lexicon.MEASURE_LESS
_CHANGE = _DIFF + ("提升", "提高", "下降", "上升", "增长", "improv", "higher", "lower", "up", "down", "rise", "rose",
                   "fell", "grew", "grow", "升", "降", "rais", "lift", "boost", "slash", "trim", "jump", "climb",
                   "slip", "dip", "declin", "shrink", "shrank")
OP_WORDS = {
    "diff": _CHANGE,
    "change": _CHANGE + ("提升", "提高", "下降", "上升", "增长", "improv", "higher", "lower", "up", "down", "rise", "rose",
                       "fell", "grew"),
    "ratio": ("倍", "times", "×", "x", "faster", "slower", "speedup", "加速"),
    "per-second": _PER_SECOND_KEYS,
    # an amount at a rate (derive._durations): how long it takes
    "duration": ("take", "took", "takes", "lasts", "fill", "finish", "complete", "write", "read", "copy", "transfer",
                 "需要", "需", "耗时", "用时", "花", "写满", "读满", "写完", "读完", "传完", "完成"),
    # a price per unit at an amount (derive._at_amounts): what it costs
    "at": ("cost", "costs", "costing", "pay", "pays", "paid", "bill", "billed", "charge", "charged", "price", "priced",
           "comes to", "works out", "$", "dollar", "yuan", "euro", "花", "费", "价", "元", "美元", "欧元", "合计", "需要", "需"),
}
# A share of another value ("25% of zstd's speed", "less than 1/4 of MoE's", "仅为 zstd 的 25%", "占 … 的 14%") is
# written as a percent or a fraction with "of" right after it, or 的 / 占 right before it (bind._op_near).
SHARE_AFTER = re.compile(r"\s*of(?![a-z])")
SHARE_BEFORE = re.compile(r"(?:的|占)\s*$")
