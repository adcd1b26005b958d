"""Text mode (no brief): classes of false alarms and survivors found on the fresh7 dev half (hardware datasheets and
interconnect tables), each fixed for the class. Every true sentence must pass; each wrong variant must fail.

Invented reports, not the held-out tables: E1, an Ethernet switch's port speeds (Gbps) and E2, an accelerator
sold in two editions whose row names share a word with a column (Kestrel OAM / Kestrel PCIe; columns fabric link,
PCIe Gen5 host link, memory bandwidth, board power in W as a plain number), and E3, an inference card whose
dense BF16 figure equals its sparse FP32 one (twins: the clause's words pick the cell).
"""
from __future__ import annotations

import re

import pytest

from tests.check.briefs import text_errors

E1 = """id: E1
title: Falcon switch port speeds
publisher: Example Lab
date: 2026-05-04
access: public
url: https://example.com/e1.pdf
tables:
  ports:
    caption: {en: line rate of each port type, zh: 各端口类型的线速}
    where: Table 1
    columns:
      port: {label: {en: Port, zh: 端口}}
      rate: {unit: Gbps, label: {en: Line rate, zh: 线速}}
      lanes: {unit: "", label: {en: SerDes lanes, zh: SerDes 通道数}}
    rows:
      p800: [800GbE, 800, 8]
      p400: [400GbE, 400, 4]
"""

E2 = """id: E2
title: Kestrel accelerator specifications
publisher: Example Lab
date: 2026-05-04
access: public
url: https://example.com/e2.pdf
tables:
  specs:
    caption: {en: Kestrel OAM and Kestrel PCIe specifications, zh: Kestrel OAM 与 Kestrel PCIe 规格}
    where: Table 2
    columns:
      form: {label: {en: Form factor, zh: 规格}}
      fabric: {unit: GB/s, label: {en: Fabric link, zh: 互连带宽}}
      pcie: {unit: GB/s, label: {en: PCIe Gen5 host link, zh: PCIe Gen5 主机链路}}
      membw: {unit: TB/s, label: {en: Memory bandwidth, zh: 内存带宽}}
      memory: {unit: GB, label: {en: Memory, zh: 内存容量}}
      power: {unit: "", label: {en: Board power (W), zh: 板卡功耗(W)}}
    rows:
      oam: [Kestrel OAM, 400, 64, 3.2, 96, 600]
      pcie: [Kestrel PCIe, 160, 64, 2.4, 48, 400]
"""

E3 = """id: E3
title: Heron inference card throughput
publisher: Example Lab
date: 2026-05-04
access: public
url: https://example.com/e3.pdf
tables:
  peak:
    caption: {en: peak throughput by number format, zh: 各数值格式的峰值算力}
    where: Table 3
    columns:
      card: {label: {en: Card, zh: 型号}}
      fp32: {unit: "", label: {en: FP32 dense (TFLOPS), zh: FP32 稠密算力(TFLOPS)}}
      fp32_sparse: {unit: "", label: {en: FP32 with sparsity (TFLOPS), zh: FP32 稀疏算力(TFLOPS)}}
      bf16: {unit: "", label: {en: BF16 Matrix Engine dense (TFLOPS), zh: BF16 矩阵引擎稠密算力(TFLOPS)}}
      bf16_sparse: {unit: "", label: {en: BF16 Matrix Engine with sparsity (TFLOPS), zh: BF16 矩阵引擎稀疏算力(TFLOPS)}}
      int8: {unit: "", label: {en: INT8 Matrix Engine dense (TOPS), zh: INT8 矩阵引擎稠密算力(TOPS)}}
    rows:
      heron: [Heron H2, 125, 250, 250, 500, 500]
      wren: [Wren W1, 125, 250, 250, 500, 500]
"""

# (class, true sentence, wrong variants): each wrong one must fail
CASES = [
    # --- 字节约: 字节 (bytes) + 约 (about), not 节约 (saves) -----------------------------------------------------------
    ("byte-about", "一个 400GbE 端口的线速为 400 Gbps,换算成字节约 50 GB/s [@E1]。",
     ["一个 400GbE 端口的线速为 400 Gbps,换算成字节约 40 GB/s [@E1]。",
      "一个 400GbE 端口的线速为 400 Gbps,换算成字节约 50 MB/s [@E1]。",
      "一个 800GbE 端口的线速为 800 Gbps,换算成字节约 50 GB/s [@E1]。"]),
    ("byte-about", "An 800GbE port runs at 800 Gbps, about 100 GB/s in bytes [@E1].",
     ["An 800GbE port runs at 800 Gbps, about 125 GB/s in bytes [@E1]."]),
    # --- a row's name that holds a column's word names the row ("the Kestrel PCIe", "PCIe 版") ----------------------
    ("row-word", "The fabric runs at 400 GB/s on the Kestrel OAM, 2.5x the 160 GB/s of the Kestrel PCIe [@E2].",
     ["The fabric runs at 400 GB/s on the Kestrel OAM, 2.5x the 160 GB/s PCIe link of the Kestrel PCIe [@E2].",
      "The PCIe Gen5 host link runs at 400 GB/s on the Kestrel OAM [@E2].",
      "The Kestrel PCIe has 160 GB/s of PCIe bandwidth [@E2].",
      "The PCIe card offers 160 GB/s over PCIe [@E2]."]),
    ("row-word", "Kestrel OAM 的内存带宽为 3.2 TB/s,比 PCIe 版的 2.4 TB/s 高约 33% [@E2]。",
     ["Kestrel OAM 的内存带宽为 3.2 TB/s,比 PCIe 版的 PCIe 2.4 TB/s 高约 33% [@E2]。",
      "Kestrel PCIe 的 PCIe 带宽为 160 GB/s [@E2]。",
      "Kestrel PCIe 的内存带宽为 3.2 TB/s,比 OAM 版的 2.4 TB/s 高约 33% [@E2]。"]),
    ("row-word", "The PCIe card offers 160 GB/s over its fabric link [@E2].",
     ["The PCIe card offers 400 GB/s over its fabric link [@E2]."]),
    ("row-word", "PCIe 版的互连带宽为 160 GB/s [@E2]。", ["PCIe 版的互连带宽为 400 GB/s [@E2]。"]),
    # --- a unit symbol the registry lacks (W, GHz, TOPS) measures: "the 400 W PCIe card" is not 400 cards ---------
    ("foreign-unit", "The Kestrel OAM is rated at 600 W, 50% more than the 400 W PCIe card [@E2].",
     ["The Kestrel OAM is rated at 600 W, 50% more than the 401 W PCIe card [@E2].",
      "The Kestrel OAM is rated at 600 W, 50% more than the 600 W PCIe card [@E2].",
      "The Kestrel PCIe is rated at 600 W, 50% more than the 400 W OAM card [@E2]."]),
    ("foreign-unit", "A 400 W Kestrel PCIe card carries 48 GB of memory [@E2].",
     ["A 400 W Kestrel PCIe card carries 96 GB of memory [@E2].",
      "A 600 W Kestrel PCIe card carries 48 GB of memory [@E2]."]),
    ("foreign-unit", "600 W 的 OAM 模组配备 96 GB 内存 [@E2]。", ["600 W 的 OAM 模组配备 48 GB 内存 [@E2]。"]),
    # --- a fraction word as the size of a change: "more than" is relative to the smaller, "less" to the larger ----
    ("fraction-change", "The OAM module draws half as much again as the PCIe card, 600 W against 400 W [@E2].", []),
    ("fraction-change", "The PCIe card draws a third less power than the OAM module [@E2].",
     ["The PCIe card draws a half less power than the OAM module [@E2].",
      "The OAM module draws a third more power than the PCIe card [@E2]."]),
    ("fraction-change", "The OAM module is rated at 600 W, a half more than the PCIe card's 400 W [@E2].",
     ["The OAM module is rated at 600 W, a third more than the PCIe card's 400 W [@E2]."]),
    # --- a twin (the same value in two cells) that the clause's words fit is the one meant ---------------------------
    ("twin", "BF16 Matrix Engine throughput is 250 TFLOPS dense [@E3].",
     ["BF16 Matrix Engine throughput is 251 TFLOPS dense [@E3].",
      "BF16 Matrix Engine throughput is 500 TFLOPS dense [@E3].",
      "BF16 Matrix Engine throughput is 250 TFLOPS with sparsity [@E3]."]),
    ("twin", "Heron H2 的 BF16 矩阵引擎稠密算力为 250 TFLOPS [@E3]。",
     ["Heron H2 的 BF16 矩阵引擎稀疏算力为 250 TFLOPS [@E3]。", "Heron H2 的 BF16 矩阵引擎稠密算力为 500 TFLOPS [@E3]。"]),
    ("fraction-change", "Kestrel PCIe 的板卡功耗比 OAM 版低三分之一 [@E2]。",
     ["Kestrel PCIe 的板卡功耗比 OAM 版低一半 [@E2]。", "Kestrel OAM 的板卡功耗比 PCIe 版高三分之一 [@E2]。"]),
]


@pytest.fixture(scope="module")
def registry(tmp_path_factory):
    from tests.check.briefs import text_registry

    return text_registry(tmp_path_factory.mktemp("e1"), {"E1": E1, "E2": E2, "E3": E3})


@pytest.mark.parametrize("cls, true, wrongs", CASES, ids=[f"{c[0]}-{i}" for i, c in enumerate(CASES)])
def test_true_passes_and_wrong_variants_fail(registry, cls, true, wrongs):
    assert text_errors(registry, true) == [], true
    for w in wrongs:
        assert text_errors(registry, w), w


def test_both_languages_in_every_class():
    langs: dict[str, set] = {}
    for cls, true, _ in CASES:
        langs.setdefault(cls, set()).add("zh" if re.search(r"[\u4e00-\u9fff]", true) else "en")
    assert all(v == {"zh", "en"} for v in langs.values()), langs
