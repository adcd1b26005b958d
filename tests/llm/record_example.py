"""Re-record the committed responses for articles/ckpt-bubble-llm.yaml into llm-cache/.

No model server was available when the example was made, so its "recorded"
responses are hand-written texts below, stored in exactly the format a real
model's responses are cached in, and marked with a `provenance` field. To
record a real model instead, run `engine build articles/ckpt-bubble-llm.yaml
--refresh` with the brief's llm: block pointing at your server.

    python tests/llm/record_example.py      # from the project root
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(Path(__file__).resolve().parent))

ANSWER = ("单次 Checkpoint 保存从 {{ t_base }} 降到 {{ t_fx }},快 {{ speedup }} 倍 [@R1]。"
          "在示例场景下,保存气泡从 {{ bubble_base }} 降到 {{ bubble_fx }},整个训练缩短 {{ time_saved }} [@R1]。")
SECTION_0 = ("在这个场景里,训练共 {{ steps|num }} 步,每 {{ save_every|num }} 步保存一次,共保存 {{ saves }} 次。"
             "基线单次保存 {{ t_base }},合计 {{ save_base }} [@R1]。"
             "按 {{ run_time }} 的基线总时长计,保存气泡为 {{ bubble_base }} [@R1]。")
SECTION_1 = ("FX100 单次保存 {{ t_fx }},合计 {{ save_fx }},省下 {{ saved }} [@R1]。"
             "训练总时长缩短 {{ time_saved }},降到 {{ run_time_fx }};FX100 下的保存气泡为 {{ bubble_fx }},"
             "单位 GPU 时间多跑约 {{ extra_steps }} 的步数 [@R1]。")
FAQ = {"tool": {"pairs": [
    {"q": "Checkpoint 保存快了多少?",
     "a": "R1 实测单次保存从 {{ t_base }} 降到 {{ t_fx }},快 {{ speedup }} 倍 [@R1]。"},
    {"q": "保存气泡能降多少?",
     "a": "按训练 {{ steps|num }} 步、每 {{ save_every|num }} 步保存一次、基线训练总时长 {{ run_time }} 估算,"
          "保存气泡从 {{ bubble_base }} 降到 {{ bubble_fx }} [@R1]。"},
    {"q": "模型加载能快多少?",
     "a": "R9 在华为 Atlas 910B 上对比 NFS,模型加载加速 {{ load_speedup }} 倍 [@R9]。"},
]}}
PROVENANCE = "hand-written example response, recorded by tests/llm/record_example.py; no model was run"


def main() -> int:
    import tempfile

    from llm_fakes import ScriptedChatModel

    from engine import pipeline
    from engine.draft import llm

    cache = ROOT / "llm-cache"
    import time

    before = set(cache.glob("*.json")) if cache.is_dir() else set()
    started = time.time_ns()
    model = ScriptedChatModel(responses=[ANSWER, SECTION_0, SECTION_1, FAQ])
    original = llm.draft_article
    llm.draft_article = lambda **kw: original(model=model, refresh=True, **{k: v for k, v in kw.items()
                                                                          if k != "refresh"})
    try:
        with tempfile.TemporaryDirectory() as out:
            result = pipeline.build(ROOT, Path("articles/ckpt-bubble-llm.yaml"), out=Path(out), pdf=False)
    finally:
        llm.draft_article = original
    used = set()
    for f in cache.glob("*.json"):
        if f.stat().st_mtime_ns >= started:  # written by this run (refresh=True rewrites every record it uses)
            rec = json.loads(f.read_text(encoding="utf-8"))
            rec["provenance"] = PROVENANCE
            f.write_text(json.dumps(rec, ensure_ascii=False, sort_keys=True, indent=1) + "\n", encoding="utf-8")
            used.add(f)
    stale = {f for f in before - used if json.loads(f.read_text(encoding="utf-8")).get("provenance") == PROVENANCE}
    for f in stale:
        f.unlink()  # hand-written records whose prompts changed
    print(f"passed={result.passed}; {len(used)} record(s) in {cache.relative_to(ROOT)}/; "
          f"removed {len(stale)} stale")
    return 0 if result.passed else 1


if __name__ == "__main__":
    raise SystemExit(main())
