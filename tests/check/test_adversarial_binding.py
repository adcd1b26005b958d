"""Adversarial cases for binding (issue 12 items 3 and 6, and the docs-only attack of issue 10): a number that
equals some quantity while its clause says something the quantity is not. Each row is a wrong figure that must
fail and a nearby true variant that must pass, against the demo project in tests/check/project (brief `demo`,
zh, or `demo-en`).

The demo's quantities: t_base 178 s, t_fx 94 s, speedup 1.894 (shown 1.9), saves 20, save_base 3,560 s,
save_fx 1,880 s, saved 1,680 s, run_time 10 h, run_time_fx 9.53 h, bubble_base 9.889% (9.9%), bubble_fx 5.48%,
time_saved 4.67%, bubble_drop 4.4 pp, extra_steps 4.9%, steps 10,000, cluster 200 GPUs, R1: 8 GPUs, 32B,
65.6 GB per snapshot, write bandwidth 3.26 → 6.40 GB/s (no statistic, no per-GPU scope); R9: model load 6.2–9.3x.
"""
from __future__ import annotations

import re

import pytest

from tests.check.test_rules import run_case

# (class, brief, wrong text, true text, the rule the wrong text must raise)
CASES = [
    # --- a statistic or scope that no quantity states ------------------------------------------------------
    ("stat-unstated", "demo", "R1 实测,FX100 平均单次保存耗时 94s [@R1]。", "R1 实测,FX100 单次保存耗时 94s [@R1]。",
     "value-mismatch"),
    ("stat-unstated", "demo", "R1 实测,FX100 的峰值写带宽为 6.40GB/s [@R1]。", "R1 实测,FX100 的写带宽为 6.40GB/s [@R1]。",
     "value-mismatch"),
    ("stat-unstated", "demo", "R1 实测,FX100 单次保存的 P99 耗时 94s [@R1]。", "R1 实测,FX100 单次保存耗时 94s [@R1]。",
     "value-mismatch"),
    ("stat-unstated", "demo-en", "In R1, FX100 reaches a peak write bandwidth of 6.40 GB/s [@R1].",
     "In R1, FX100 reaches a write bandwidth of 6.40 GB/s [@R1].", "value-mismatch"),
    ("stat-unstated", "demo-en", "In R1, the average FX100 save takes 94 s [@R1].",
     "In R1, an FX100 save takes 94 s [@R1].", "value-mismatch"),
    # "31.3 min" is minutes (the en display of a duration); "the min save" is the statistic
    ("stat-unstated", "demo-en", "In R1, the min FX100 save takes 94 s [@R1].",
     "With FX100, the 20 saves take 31.3 min in all [@R1].", "value-mismatch"),
    ("stat-unstated", "demo-en", "In R1, the minimum FX100 save time is 94 s [@R1].",
     "With FX100, the 20 saves take 31.3 min in all, against 59.3 min before [@R1].", "value-mismatch"),
    ("scope-unstated", "demo", "R1 在 8 卡上测试,每卡写带宽 6.40GB/s [@R1]。", "R1 在 8 卡上测试,写带宽 6.40GB/s [@R1]。",
     "value-mismatch"),
    ("scope-unstated", "demo", "R1 在 8 卡上训练,每卡快照 65.6GB [@R1]。", "R1 在 8 卡上训练,每份快照 65.6GB [@R1]。",
     "value-mismatch"),
    ("scope-unstated", "demo-en", "In R1, FX100 sustains 6.40 GB/s of write bandwidth per GPU [@R1].",
     "In R1, FX100 sustains 6.40 GB/s of write bandwidth [@R1].", "value-mismatch"),
    ("scope-unstated", "demo-en", "In R1, each GPU wrote its 65.6 GB snapshot [@R1].",
     "In R1, each full snapshot is 65.6 GB [@R1].", "value-mismatch"),
    ("scope-per-step", "demo", "R1 实测,FX100 每训练一步需 94s [@R1]。", "R1 实测,FX100 每保存一次需 94s [@R1]。",
     "value-mismatch"),
    ("scope-per-step", "demo-en", "In R1, each training step on FX100 takes 94 s [@R1].",
     "In R1, each save on FX100 takes 94 s [@R1].", "value-mismatch"),
    # --- load is not save -----------------------------------------------------------------------------------
    ("load-vs-save", "demo", "R1 实测,FX100 单次加载耗时 94s [@R1]。", "R1 实测,FX100 单次保存耗时 94s [@R1]。",
     "value-mismatch"),
    ("load-vs-save", "demo-en", "In R1, one FX100 load takes 94 s [@R1].", "In R1, one FX100 save takes 94 s [@R1].",
     "value-mismatch"),
    # --- up to / nearly: never further below than 约 allows ---------------------------------------------------
    ("upto-below", "demo", "R1 实测,FX100 的写带宽最高可达 7.5GB/s [@R1]。", "R1 实测,FX100 的写带宽最高可达 6.4GB/s [@R1]。",
     "qualifier-violation"),
    ("upto-below", "demo", "换成 FX100 后,保存气泡接近 6% [@R1]。", "换成 FX100 后,保存气泡接近 5.5% [@R1]。",
     "qualifier-violation"),
    ("upto-below", "demo-en", "In R1, FX100 writes at up to 7.5 GB/s [@R1].", "In R1, FX100 writes at up to 6.4 GB/s [@R1].",
     "qualifier-violation"),
    ("upto-below", "demo-en", "With FX100, the save bubble is close to 6% [@R1].",
     "With FX100, the save bubble is close to 5.5% [@R1].", "qualifier-violation"),
    # --- an amount of change binds to a change, never to an equal level ------------------------------------
    ("change-amount", "demo", "R1 实测,FX100 单次保存节省了 94s [@R1]。", "R1 实测,FX100 单次保存只需 94s [@R1]。",
     "value-mismatch"),
    ("change-amount", "demo", "换成 FX100 后,同样的 GPU 小时可以多跑 1 万步 [@R1]。", "本文假设一次训练共 1 万步。",
     "unsourced-number"),
    ("change-amount", "demo", "R1 实测,FX100 单次保存快 20 倍 [@R1]。", "本文假设一次训练共保存 20 次 [@R1]。",
     "value-mismatch"),
    ("change-amount", "demo", "换成 FX100 后,同样的 GPU 小时少跑约 5% 的训练步数 [@R1]。",
     "换成 FX100 后,同样的 GPU 小时多跑约 5% 的训练步数 [@R1]。", "value-mismatch"),
    ("change-amount", "demo-en", "FX100 saves checkpoints 20 times faster [@R1].", "Saving 20 times at 94 s each costs 20 × 94 s = 1,880 s [@R1].",
     "value-mismatch"),
    ("change-amount", "demo-en", "FX100 cuts each save by up to 94 s [@R1].", "An FX100 save takes up to 94 s [@R1].",
     "qualifier-violation"),
    ("change-amount", "demo-en", "With FX100, the run fits 10,000 more steps [@R1].", "The run has 10,000 steps.",
     "value-mismatch"),
    # --- a change to a level goes the way its variant went ----------------------------------------------------
    ("level-direction", "demo", "R1 实测,FX100 的写带宽下降到 6.40GB/s [@R1]。", "R1 实测,FX100 的写带宽提升到 6.40GB/s [@R1]。",
     "value-mismatch"),
    ("level-direction", "demo", "换成 FX100 后,保存气泡升到 5.5% [@R1]。", "换成 FX100 后,保存气泡降到 5.5% [@R1]。",
     "value-mismatch"),
    ("level-direction", "demo-en", "In R1, FX100 write bandwidth dropped to 6.40 GB/s [@R1].",
     "In R1, FX100 write bandwidth rose to 6.40 GB/s [@R1].", "value-mismatch"),
    ("level-direction", "demo-en", "With FX100, the save bubble rose to 5.5% [@R1].",
     "With FX100, the save bubble fell to 5.5% [@R1].", "value-mismatch"),
    # --- a comparison whose subject is the baseline -----------------------------------------------------------
    ("comparison-subject", "demo", "R1 实测,原有存储比 FX100 快 1.9 倍 [@R1]。", "R1 实测,原有存储比 FX100 慢 1.9 倍 [@R1]。",
     "value-mismatch"),
    ("comparison-subject", "demo", "R9 测得,FX100-HBMM 的模型加载比 NFS 基线慢 6.2–9.3 倍 [@R9]。",
     "R9 测得,FX100-HBMM 的模型加载比 NFS 基线快 6.2–9.3 倍 [@R9]。", "value-mismatch"),
    ("comparison-subject", "demo-en", "In R1, the previous storage saves 1.9 times faster than FX100 [@R1].",
     "In R1, the previous storage saves 1.9 times slower than FX100 [@R1].", "value-mismatch"),
    # --- a table header's unit and scope ----------------------------------------------------------------------
    ("header-unit", "demo", "| 存储 | 单次保存(分钟) [@R1] |\n| --- | --- |\n| 原有存储 | 178 |\n| FX100 | 94 |\n",
     "| 存储 | 单次保存(秒) [@R1] |\n| --- | --- |\n| 原有存储 | 178 |\n| FX100 | 94 |\n", "unit-mismatch"),
    ("header-unit", "demo-en", "| Storage | One save (min) [@R1] |\n| --- | --- |\n| Previous storage | 178 |\n| FX100 | 94 |\n",
     "| Storage | One save (s) [@R1] |\n| --- | --- |\n| Previous storage | 178 |\n| FX100 | 94 |\n", "unit-mismatch"),
    ("header-total", "demo", "| 存储 | 保存总耗时 [@R1] |\n| --- | --- |\n| 原有存储 | 178s |\n| FX100 | 94s |\n",
     "| 存储 | 保存总耗时 [@R1] |\n| --- | --- |\n| 原有存储 | 3,560s |\n| FX100 | 1,880s |\n", "value-mismatch"),
    ("header-total", "demo-en", "| Storage | Total save time [@R1] |\n| --- | --- |\n| Previous storage | 178 s |\n| FX100 | 94 s |\n",
     "| Storage | Total save time [@R1] |\n| --- | --- |\n| Previous storage | 3,560 s |\n| FX100 | 1,880 s |\n", "value-mismatch"),
    # --- a clause that names a report, a sentence that says measured -------------------------------------------
    ("named-report", "demo", "R1 在 8 卡上做 70B 模型的 LoRA 训练 [@R1]。", "R1 在 8 卡上做 32B 模型的 LoRA 训练 [@R1]。",
     "value-mismatch"),
    ("named-report", "demo-en", "R1 trained a 70B model with LoRA on 8 GPUs [@R1].",
     "R1 trained a 32B model with LoRA on 8 GPUs [@R1].", "value-mismatch"),
    ("measured", "demo", "R1 实测,原有存储的保存总耗时为 3,560s [@R1]。", "按假设估算,原有存储的保存总耗时为 3,560s [@R1]。",
     "value-mismatch"),
    ("measured", "demo-en", "R1 measured a total save time of 3,560 s on the previous storage [@R1].",
     "With the assumed run, the previous storage spends 3,560 s saving in total [@R1].", "value-mismatch"),
    # --- a bound is about the variant its own clause names -------------------------------------------------------
    ("bound-clause", "demo", "R1 实测,FX100 单次保存不到 100s,原有存储不到 100s [@R1]。",
     "R1 实测,FX100 单次保存不到 100s,原有存储超过 100s [@R1]。", "qualifier-violation"),
    ("bound-clause", "demo-en", "In R1, one FX100 save takes under 100 s, and one save on the previous storage under 100 s [@R1].",
     "In R1, one FX100 save takes under 100 s, and one save on the previous storage over 100 s [@R1].",
     "qualifier-violation"),
    # --- everyday words for the baseline (旧, 老, 传统, 之前, before, old) and the product (新, 升级后, upgraded) -----
    ("variant-everyday", "demo", "R1 实测,旧存储单次保存只要 94s [@R1]。", "R1 实测,旧存储单次保存需要 178s [@R1]。",
     "value-mismatch"),
    ("variant-everyday", "demo", "R1 实测,传统存储单次保存只要 94s [@R1]。", "R1 实测,传统存储单次保存需要 178s [@R1]。",
     "value-mismatch"),
    ("variant-everyday", "demo", "R1 实测,升级后单次保存需要 178s [@R1]。", "R1 实测,升级后单次保存只需 94s [@R1]。",
     "value-mismatch"),
    ("variant-everyday", "demo", "R1 实测,新存储单次保存需要 178s [@R1]。", "R1 实测,新存储单次保存只需 94s [@R1]。",
     "value-mismatch"),
    ("variant-everyday", "demo", "R1 实测,换用 FX100 之前,单次保存只要 94s [@R1]。",
     "R1 实测,换用 FX100 之前,单次保存需要 178s [@R1]。", "value-mismatch"),
    ("variant-everyday", "demo", "R1 实测,FX100 单次保存只需 94s,远低于之前的 2 分钟 [@R1]。",
     "R1 实测,FX100 单次保存只需 94s,远低于之前的 3 分钟 [@R1]。", "value-mismatch"),
    ("variant-everyday", "demo", "R1 实测,以前保存一次要 2 分钟,现在 FX100 只要 94s [@R1]。",
     "R1 实测,以前保存一次要 3 分钟,现在 FX100 只要 94s [@R1]。", "value-mismatch"),
    ("variant-everyday", "demo-en", "In R1, the old storage needed only 94 s per save [@R1].",
     "In R1, the old storage needed 178 s per save [@R1].", "value-mismatch"),
    ("variant-everyday", "demo-en", "In R1, FX100 takes 94 s, well under the 2 min it took before [@R1].",
     "In R1, FX100 takes 94 s, well under the 3 min it took before [@R1].", "value-mismatch"),
    ("variant-everyday", "demo-en", "In R1, before switching to FX100, one save took 94 s [@R1].",
     "In R1, before switching to FX100, one save took 178 s [@R1].", "value-mismatch"),
    ("variant-everyday", "demo-en", "In R1, the upgraded system needs 178 s per save [@R1].",
     "In R1, the upgraded system needs 94 s per save [@R1].", "value-mismatch"),
    # --- a time cut is not a speed-up: N% faster is a time that fell to 1 ÷ (1 + N%) ------------------------------
    ("speed-vs-cut", "demo", "换成 FX100 后,整次训练快了 4.7% [@R1]。", "换成 FX100 后,整次训练缩短了 4.7% [@R1]。",
     "value-mismatch"),
    ("speed-vs-cut", "demo", "R1 实测,单次保存从 178s 降到 94s,快了 47% [@R1]。",
     "R1 实测,单次保存从 178s 降到 94s,快了 89% [@R1]。", "value-mismatch"),
    ("speed-vs-cut", "demo", "R1 实测,单次保存从 178s 降到 94s,保存速度提升了 47% [@R1]。",
     "R1 实测,单次保存从 178s 降到 94s,缩短了 47% [@R1]。", "value-mismatch"),  # the cut as a speed-up: 47.2% the wrong way round
    ("speed-vs-cut", "none", "R1 实测,FX100 让 Checkpoint 保存快了 47% [@R1]。",
     "R1 实测,FX100 让 Checkpoint 保存快了 89% [@R1]。", "value-mismatch"),
    ("speed-vs-cut", "demo-en", "With FX100, the whole run is 4.7% faster [@R1].",
     "With FX100, the whole run is 4.7% shorter [@R1].", "value-mismatch"),
    ("speed-vs-cut", "demo-en", "In R1, one save went from 178 s to 94 s, 47% faster [@R1].",
     "In R1, one save went from 178 s to 94 s, 89% faster [@R1].", "value-mismatch"),
    ("speed-vs-cut", "none", "FX100 delivers a 47% speedup on checkpoint saves [@R1].",
     "FX100 delivers an 89% speedup on checkpoint saves [@R1].", "value-mismatch"),
    ("speed-vs-cut", "none", "FX100 saves are 47% faster than on the previous storage [@R1].",
     "FX100 save times are 47% shorter than on the previous storage [@R1].", "value-mismatch"),
    # --- one event is not the run's total; a calendar period is not a run ------------------------------------------
    ("scope-each", "demo", "换成 FX100 后,每次保存省下 1,680s [@R1]。", "换成 FX100 后,整次训练的保存省下 1,680s [@R1]。",
     "value-mismatch"),
    ("scope-each", "demo", "换成 FX100 后,单次保存缩短 1,680s [@R1]。", "换成 FX100 后,每次训练缩短 1,680s 的保存时间 [@R1]。",
     "value-mismatch"),
    ("scope-each", "demo-en", "Each save is 1,680 s shorter with FX100 [@R1].",
     "Over the whole run, saves take 1,680 s less with FX100 [@R1].", "value-mismatch"),
    ("scope-period", "demo", "换成 FX100 后,每天省下 28 分钟 [@R1]。", "换成 FX100 后,每次训练省下 28 分钟 [@R1]。",
     "value-mismatch"),
    ("scope-period", "demo", "换成 FX100 后,每周能省下 28 分钟 [@R1]。", "换成 FX100 后,整次训练能省下 28 分钟 [@R1]。",
     "value-mismatch"),
    ("scope-period", "demo-en", "With FX100, saves take 28 minutes less per day [@R1].",
     "With FX100, saves take 28 minutes less per run [@R1].", "value-mismatch"),
    # --- a change the evidence shows, denied -----------------------------------------------------------------------
    ("negation", "demo", "R1 实测,FX100 并没有把单次保存时间从 178s 缩短到 94s [@R1]。",
     "R1 实测,FX100 把单次保存时间从 178s 缩短到 94s [@R1]。", "value-mismatch"),
    ("negation", "demo", "换成 FX100 后,整次训练并未缩短 4.7% [@R1]。", "换成 FX100 后,整次训练缩短了 4.7%,并没有延长 [@R1]。",
     "value-mismatch"),
    ("negation", "demo-en", "In R1, FX100 did not cut the save time from 178 s to 94 s [@R1].",
     "In R1, FX100 cut the save time from 178 s to 94 s [@R1].", "value-mismatch"),
    ("negation", "demo-en", "With FX100, the run does not get 4.7% shorter [@R1].",
     "With FX100, the run gets 4.7% shorter, and it does not get longer [@R1].", "value-mismatch"),
    # --- a bound before a comparative word bounds the change, with no rounding slack: 1.894x is not "at least 1.9x" -
    ("bound-verb", "demo", "R1 实测,FX100 单次保存至少快 1.9 倍 [@R1]。", "R1 实测,FX100 单次保存至少快 1.8 倍 [@R1]。",
     "qualifier-violation"),
    ("bound-verb", "demo", "R1 实测,FX100 单次保存最多快 1.8 倍 [@R1]。", "R1 实测,FX100 单次保存最多快 1.9 倍 [@R1]。",
     "qualifier-violation"),
    ("bound-verb", "demo-en", "In R1, FX100 saves at least 1.9 times faster [@R1].",
     "In R1, FX100 saves at least 1.8 times faster [@R1].", "qualifier-violation"),
    # --- a speed-up in percent is (multiple − 1): 1.894x is 提速 89%, never 189% ------------------------------------
    ("speedup-percent", "demo", "R1 实测,单次保存时间 178s → 94s,保存提速 189% [@R1]。",
     "R1 实测,单次保存时间 178s → 94s,保存提速 89% [@R1]。", "unsourced-number"),
    ("speedup-percent", "demo", "R1 实测,FX100 让 Checkpoint 保存快了 189% [@R1]。", "R1 实测,FX100 让 Checkpoint 保存快了 89% [@R1]。",
     "unsourced-number"),
    ("speedup-percent", "demo-en", "In R1, saves are 189% faster on FX100 [@R1].", "In R1, saves are 89% faster on FX100 [@R1].",
     "unsourced-number"),
    # --- a figure never stands for more than ±25% of itself: 1 小时 is not 31 minutes -------------------------------
    ("widest-rounding", "demo", "换成 FX100 后,20 次保存共需 20 × 94s ≈ 1 小时 [@R1]。",
     "换成 FX100 后,20 次保存共需 20 × 94s ≈ 31 分钟 [@R1]。", "value-mismatch"),
    ("widest-rounding", "demo", "换成 FX100 后,保存总耗时 1 小时 [@R1]。", "换成 FX100 后,保存总耗时 31 分钟 [@R1]。",
     "value-mismatch"),
    ("widest-rounding", "demo-en", "With FX100, the 20 saves take 20 × 94 s ≈ 1 hour [@R1].",
     "With FX100, the 20 saves take 20 × 94 s ≈ 31 minutes [@R1].", "value-mismatch"),
    ("widest-rounding", "demo-en", "With FX100, saving takes 1 hour in total [@R1].",
     "With FX100, saving takes 31 minutes in total [@R1].", "value-mismatch"),
    # --- a model's size after its name is checked when the cited report states a size --------------------------
    ("named-size", "demo", "R1 在 Qwen 72B 模型上测得单次保存只需 94s [@R1]。", "R1 在 Qwen 32B 模型上测得单次保存只需 94s [@R1]。",
     "value-mismatch"),
    ("named-size", "demo", "R1 用 Llama 70B 做 LoRA 训练 [@R1]。", "业界常用 Llama 70B 做 LoRA 训练。", "value-mismatch"),
    ("named-size", "demo-en", "R1 trained a Llama 70B model on 8 GPUs [@R1].", "R1 trained a Qwen 32B model on 8 GPUs [@R1].",
     "value-mismatch"),
    ("named-size", "demo-en", "In R1, a Qwen 72B save takes 94 s on FX100 [@R1].",
     "Teams often fine-tune DeepSeek 671B as well.", "wrong-citation"),  # 72B is R12's model
    # --- a platform another report's set-up names, in a sentence that cites only this one -------------------------
    ("foreign-setup", "demo", "在华为 Atlas 910B 上,FX100 单次保存只需 94s [@R1]。",
     "在 AMD MI308X ×8 上,FX100 单次保存只需 94s [@R1]。", "wrong-citation"),
    ("foreign-setup", "demo", "R1 实测,FX100 在华为 910B 上单次保存只需 94s [@R1]。",
     "R9 在华为 Atlas 910B 平台上测得,FX100-HBMM 的模型加载比 NFS 基线快 6.2–9.3 倍 [@R9]。", "wrong-citation"),
    ("foreign-setup", "demo-en", "On Huawei Atlas 910B, one FX100 save takes 94 s [@R1].",
     "On AMD MI308X ×8, one FX100 save takes 94 s [@R1].", "wrong-citation"),
    # --- a ratio of two rows of one column is not the product's gain over the baseline -------------------------------
    ("row-vs-row", "none", "FX100 让 72B 模型的保存快了 9.5 倍 [@R12]。", "FX100 上 72B 模型的保存耗时是 7B 模型的 9.5 倍 [@R12]。",
     "unsourced-number"),
    ("row-vs-row", "none", "FX100 把 72B 模型的保存时间缩短了 89% [@R12]。", "FX100 把 72B 模型的保存时间缩短了 48% [@R12]。",
     "unsourced-number"),
    ("row-vs-row", "none", "On FX100, the 72B model saves 9.5 times faster [@R12].",
     "On FX100, the 72B model takes 9.5 times as long to save as the 7B model [@R12].", "unsourced-number"),
    # --- another report's baseline named for this report's comparison -----------------------------------------------
    ("foreign-baseline", "demo", "R1 实测,FX100 比 NFS 快 1.9 倍 [@R1]。", "R1 实测,FX100 比原有存储快 1.9 倍 [@R1]。",
     "value-mismatch"),
    ("foreign-baseline", "demo", "R1 实测,NFS 单次保存需要 178s [@R1]。", "R1 实测,原有存储单次保存需要 178s [@R1]。",
     "value-mismatch"),
    ("foreign-baseline", "none", "With FX100 a checkpoint takes 94 s instead of 178 s on NFS [@R1].",
     "With FX100 a checkpoint takes 94 s instead of 178 s on the previous storage [@R1].", "value-mismatch"),
    ("foreign-baseline", "demo-en", "In R1, FX100 saves 1.9 times faster than NFS [@R1].",
     "In R1, FX100 saves 1.9 times faster than the previous storage [@R1].", "value-mismatch"),
    # --- a claim without a variant word is the baseline's when its twin has the product's word (run_time_fx) --------
    ("plain-claim-variant", "demo", "换成 FX100 后,训练总时长为 10.0 小时 [@R1]。", "原有存储下,训练总时长为 10.0 小时 [@R1]。",
     "value-mismatch"),
    ("plain-claim-variant", "demo", "换成 FX100 后,整次训练需要 36,000 秒 [@R1]。", "换成 FX100 后,整次训练需要 34,320 秒 [@R1]。",
     "value-mismatch"),
    ("plain-claim-variant", "demo-en", "With FX100, the run takes 10.0 hours [@R1].",
     "With FX100, the run takes 9.5 hours [@R1].", "value-mismatch"),
    # --- one end of a measured range is not the result -------------------------------------------------------------
    ("range-end", "demo", "R9 测得,FX100-HBMM 的模型加载比 NFS 基线快 9.3 倍 [@R9]。",
     "R9 测得,FX100-HBMM 的模型加载比 NFS 基线最高快 9.3 倍 [@R9]。", "value-mismatch"),
    ("range-end", "demo", "R9 测得,FX100-HBMM 的模型加载快九倍 [@R9]。", "R9 测得,FX100-HBMM 的模型加载快 6.2–9.3 倍 [@R9]。",
     "value-mismatch"),
    ("range-end", "demo-en", "In R9, model loading is 9.3x faster than NFS [@R9].",
     "In R9, model loading is up to 9.3x faster than NFS [@R9].", "value-mismatch"),
    # --- a multiple in a clause about another metric is that metric's ratio (no brief claim computes it) -----------
    ("other-metric-ratio", "demo", "R1 实测,FX100 的写带宽达到原有存储的近 3 倍 [@R1]。",
     "R1 实测,FX100 的写带宽达到原有存储的近 2 倍 [@R1]。", "qualifier-violation"),
    ("other-metric-ratio", "demo", "R1 实测,FX100 的写带宽提升到原来的 189% [@R1]。",
     "R1 实测,FX100 的写带宽提升到原来的 196% [@R1]。", "value-mismatch"),
    ("other-metric-ratio", "demo-en", "In R1, write bandwidth tripled, from 3.26 GB/s to 6.40 GB/s [@R1].",
     "In R1, write bandwidth doubled, from 3.26 GB/s to 6.40 GB/s [@R1].", "unsourced-number"),
    ("other-metric-ratio", "demo", "R1 实测,原有存储的写带宽是 FX100 的 1.96 倍 [@R1]。",
     "R1 实测,FX100 的写带宽是原有存储的 1.96 倍 [@R1]。", "value-mismatch"),
    ("other-metric-ratio", "demo-en", "In R1, the previous storage has 1.96 times the write bandwidth of FX100 [@R1].",
     "In R1, FX100 has 1.96 times the write bandwidth of the previous storage [@R1].", "value-mismatch"),
    # --- an amount per second is a rate ------------------------------------------------------------------------------
    ("per-second", "demo", "R1 实测,FX100 每秒写入 6.80GB 数据 [@R1]。", "R1 实测,FX100 每秒写入 6.40GB 数据 [@R1]。",
     "value-mismatch"),
    ("per-second", "demo", "R1 实测,FX100 一次写入 6.40GB 数据 [@R1]。", "R1 实测,FX100 每秒可写入 6.40GB [@R1]。",
     "unit-mismatch"),
    ("per-second", "demo-en", "In R1, FX100 writes 6.80 GB every second [@R1].", "In R1, FX100 writes 6.40 GB every second [@R1].",
     "value-mismatch"),
    # --- a range with 之间 / between brackets the value ---------------------------------------------------------------
    ("between", "demo", "换成 FX100 后,保存气泡在 6%~7% 之间 [@R1]。", "换成 FX100 后,保存气泡在 5%~6% 之间 [@R1]。",
     "value-mismatch"),
    ("between", "demo-en", "With FX100, the save bubble is between 6–7% [@R1].",
     "With FX100, the save bubble is between 5–6% [@R1].", "value-mismatch"),
    # --- a small count whose clause names a count quantity is that count -------------------------------------------
    ("count-named", "demo", "本文假设一次训练共 10,000 步、每 500 步保存一次,即保存 7 次 [@R1]。",
     "本文假设一次训练共 10,000 步、每 500 步保存一次,即保存 20 次 [@R1]。", "value-mismatch"),
    ("count-named", "demo", "整次训练共保存 3 次 [@R1]。", "这两项收益来自 3 个方面。", "value-mismatch"),
    ("count-named", "demo-en", "With a save every 500 steps, the run makes 7 saves [@R1].",
     "With a save every 500 steps, the run makes 20 saves [@R1].", "value-mismatch"),
    # --- a clause before the number's own names its variant -------------------------------------------------------
    ("framing-clause", "demo", "换成 FX100 后,保存总耗时 3,560s [@R1]。", "换成 FX100 后,保存总耗时 1,880s [@R1]。",
     "value-mismatch"),
    ("framing-clause", "demo-en", "With FX100, the total save time is 3,560 s [@R1].",
     "With FX100, the total save time is 1,880 s [@R1].", "value-mismatch"),
    # --- 约 before a reference with its own figure governs the percent after 的 --------------------------------
    ("qualifier-of", "demo", "原有存储的保存约占基线训练总时长 10h 的 12% [@R1]。", "原有存储的保存约占基线训练总时长 10h 的 9.8% [@R1]。",
     "qualifier-violation"),
    ("qualifier-of", "demo-en", "On the previous storage, saves take about 12% of the 10 h baseline run [@R1].",
     "On the previous storage, saves take about 9.8% of the 10 h baseline run [@R1].", "qualifier-violation"),
    # --- a range of the two variants, in a clause that names one -----------------------------------------------
    ("range-two-variants", "demo", "R1 实测,FX100 单次保存耗时 94–178s [@R1]。", "R1 实测,单次保存耗时 94–178s,视存储而定 [@R1]。",
     "value-mismatch"),
    ("range-two-variants", "demo-en", "In R1, one FX100 save takes 94–178 s [@R1].",
     "In R1, one save takes 94–178 s, depending on the storage [@R1].", "value-mismatch"),
    # --- percentage points: the difference of two claims that differ only by a variant word ---------------------
    ("pp-name-variants", "demo", "换成 FX100 后,保存气泡下降 5.4 个百分点 [@R1]。", "换成 FX100 后,保存气泡下降 4.4 个百分点 [@R1]。",
     "value-mismatch"),
    ("pp-name-variants", "demo-en", "The bubble drops by 5.4 percentage points, from 9.9% to 5.5% [@R1].",
     "The bubble drops by 4.4 percentage points, from 9.9% to 5.5% [@R1].", "value-mismatch"),
    # --- 节约 is "saves", not 约 "about"; "faster by" is an amount of change --------------------------------------
    ("change-amount-words", "demo", "R1 实测,FX100 单次保存节约 94s [@R1]。", "R1 实测,FX100 单次保存约 94s [@R1]。",
     "value-mismatch"),
    ("change-amount-words", "demo-en", "In R1, FX100 saves are faster by 20x [@R1].", "In R1, FX100 saves are faster by 1.9x [@R1].",
     "value-mismatch"),
    # --- a report's setup gives every value its side (training, not inference) -----------------------------------
    ("setup-side", "demo", "R1 实测,FX100 推理时写带宽 6.40GB/s [@R1]。", "R1 实测,FX100 训练时写带宽 6.40GB/s [@R1]。",
     "value-mismatch"),
    ("setup-side", "demo-en", "In R1, FX100 writes at 6.40 GB/s during inference [@R1].",
     "In R1, FX100 writes at 6.40 GB/s during training [@R1].", "value-mismatch"),
    # --- a ratio of one metric in a clause about another metric of the report -------------------------------------
    ("ratio-other-metric", "demo", "R1 实测,原有存储的写带宽是 FX100 的 1.9 倍 [@R1]。", "R1 实测,FX100 的保存速度是原有存储的 1.9 倍 [@R1]。",
     "value-mismatch"),
    ("ratio-other-metric", "demo-en", "In R1, FX100 has 1.9 times the write bandwidth of the previous storage [@R1].",
     "In R1, FX100 saves 1.9 times faster than the previous storage [@R1].", "value-mismatch"),
    # --- a difference of two percents is in points: as a percent change it is relative to where it started ------------
    ("points-as-percent", "demo", "换成 FX100 后,保存气泡降低了 4.4%[@R1]。", "换成 FX100 后,保存气泡降低了 4.4 个百分点[@R1]。",
     "value-mismatch"),
    ("points-as-percent", "demo-en", "With FX100, the save bubble fell by 4.4% [@R1].",
     "With FX100, the save bubble fell by 4.4 percentage points [@R1].", "value-mismatch"),
    # --- a change goes from the baseline to the product, whatever its change word says ---------------------------------
    ("swapped-ends", "demo", "换成 FX100 后,保存气泡从 5.5% 升到 9.9%[@R1]。", "换成 FX100 后,保存气泡从 9.9% 降到 5.5%[@R1]。",
     "value-mismatch"),
    ("swapped-ends", "demo", "R1 实测,FX100 把单次保存耗时从 94 秒延长到 178 秒[@R1]。", "R1 实测,FX100 把单次保存耗时从 178 秒缩短到 94 秒[@R1]。",
     "value-mismatch"),
    ("swapped-ends", "demo-en", "With FX100, the save bubble rose from 5.5% to 9.9% [@R1].",
     "With FX100, the save bubble fell from 9.9% to 5.5% [@R1].", "value-mismatch"),
    # --- a change word is read whole: "increased by" is not cut to "creased by" -------------------------------------
    ("change-word-whole", "demo", "换成 FX100 后,保存气泡增加了 4.4 个百分点[@R1]。", "换成 FX100 后,保存气泡减少了 4.4 个百分点[@R1]。",
     "value-mismatch"),
    ("change-word-whole", "demo-en", "With FX100, the save bubble increased by 4.4 percentage points [@R1].",
     "With FX100, the save bubble decreased by 4.4 percentage points [@R1].", "value-mismatch"),
    ("change-word-whole", "demo-en", "With FX100, the step count decreased by 4.9% [@R1].",
     "With FX100, the run completes 4.9% more steps [@R1].", "value-mismatch"),
    # --- a denied bound is the other bound; a denied figure is not the figure -----------------------------------
    ("negated-bound", "demo", "R1 实测,FX100 单次保存耗时没有超过 90 秒[@R1]。", "R1 实测,FX100 单次保存耗时没有超过 100 秒[@R1]。",
     "qualifier-violation"),
    ("negated-bound", "demo-en", "In R1, FX100 saves never exceed 90 s [@R1].", "In R1, FX100 saves never exceed 100 s [@R1].",
     "qualifier-violation"),
    ("negated-figure", "demo", "R1 实测,FX100 单次保存耗时并非 94 秒[@R1]。", "R1 实测,FX100 单次保存耗时是 94 秒[@R1]。",
     "value-mismatch"),
    ("negated-figure", "demo-en", "In R1, an FX100 save does not take 94 s [@R1].", "In R1, an FX100 save takes 94 s [@R1].",
     "value-mismatch"),
    ("bound-after-verb", "demo", "R1 实测,FX100 保存快了不止 2 倍[@R1]。", "R1 实测,FX100 保存快了不止 1.5 倍[@R1]。",
     "qualifier-violation"),
    ("bound-after-verb", "demo-en", "In R1, an FX100 save exceeds 100 s [@R1].", "In R1, an FX100 save exceeds 90 s [@R1].",
     "qualifier-violation"),
    # --- a positive quantity never falls by more than all of it ------------------------------------------------
    ("cut-over-100", "demo", "R1 实测,FX100 让单次保存耗时缩短 189%[@R1]。", "R1 实测,FX100 让单次保存快 1.9 倍[@R1]。",
     "value-mismatch"),
    ("cut-over-100", "demo-en", "In R1, FX100 cuts the save time by 189% [@R1].", "In R1, FX100 saves 1.9 times faster [@R1].",
     "value-mismatch"),
]


def _rules(text: str, brief: str) -> list[str]:
    return [f.split(" ", 3)[2].rstrip(":") for f in run_case({"brief": brief, "text": text, "config": {}})
            if " error " in f]


@pytest.mark.parametrize("cls, brief, wrong, true, rule", CASES,
                         ids=[f"{c[0]}-{i}" for i, c in enumerate(CASES)])
def test_wrong_fails_and_true_passes(cls, brief, wrong, true, rule):
    assert rule in _rules(wrong, brief), f"a wrong figure did not raise {rule}:\n{wrong}\n{_rules(wrong, brief)}"
    assert _rules(true, brief) == [], f"a true figure failed:\n{true}\n{_rules(true, brief)}"


def test_both_languages_in_every_class():
    langs: dict[str, set] = {}
    for cls, brief, wrong, *_ in CASES:
        langs.setdefault(cls, set()).add("zh" if re.search(r"[\u4e00-\u9fff]", wrong) else "en")
    assert all(v == {"zh", "en"} for v in langs.values()), langs


def test_a_setup_side_does_not_describe_a_report_whose_values_name_both(tmp_path):
    """A report's setup gives its values a side (workload: 训练) only when its own values do not name the
    other side: 'spec: 厂商标称读吞吐 60GB/s' in a report that measures reads and writes is not 'every value is
    a read' (the re-run of the docs-only attack: every write figure of such a report was refused)."""
    from engine.check.api import check_text
    from engine.errors import Problems
    from engine.load import Project, load_registry

    (tmp_path / "evidence").mkdir()
    (tmp_path / "evidence" / "K1.yaml").write_text(
        "id: K1\ntitle: FX200 集群性能测试\npublisher: 示例实验室\ndate: 2026-06-01\naccess: public\nurl: https://example.com/k1.pdf\n"
        "setup:\n  spec: 厂商标称读吞吐 60GB/s\n"
        "tables:\n  tput:\n    caption: 顺序读写吞吐\n    where: 表 2\n    columns:\n"
        "      op: {label: 操作}\n      node_avg: {unit: GB/s, label: 单节点平均}\n"
        "    rows:\n      read: [顺序读, 5.1]\n      write: [顺序写, 3.4]\n", encoding="utf-8")
    problems = Problems()
    reg = load_registry(Project(tmp_path), problems, run_checks_too=False)
    assert not problems.errors, problems.items
    rules = lambda text: [f.rule for f in check_text(text, "a.md", registry=reg).findings if f.severity == "error"]
    assert rules("单节点平均写吞吐 3.4GB/s[@K1]。") == []
    assert rules("单节点平均读吞吐 3.4GB/s[@K1]。") == ["value-mismatch"]
    # "one" before a counted noun that binds nothing is prose like "two disks" (the re-run: 'One disk rebuilds…'
    # was refused); digits and GPUs are still checked
    assert rules("One disk reads 5.1 GB/s on its own [@K1].") == rules("Two disks read 5.1 GB/s each [@K1].") == []
    assert rules("1 disk reads 5.1 GB/s [@K1].") == rules("One GPU reads 5.1 GB/s [@K1].") == ["unsourced-number"]


K1 = ("id: K1\ntitle: FX200 集群性能测试\npublisher: 示例实验室\ndate: 2026-06-01\naccess: public\n"
      "url: https://example.com/k1.pdf\nsetup:\n  cluster: 8 个存储节点,32 个客户端\n  baseline: NFS\n"
      "  spec: 厂商标称读吞吐 60GB/s,P99 时延 0.2ms\n"
      "tables:\n  tput:\n    caption: {zh: 顺序读写吞吐, en: sequential read and write throughput}\n    where: 表 2\n"
      "    columns:\n      op: {label: {zh: 操作, en: operation}}\n"
      "      node_avg: {unit: GB/s, label: {zh: 单节点平均, en: per-node average}}\n"
      "      node_peak: {unit: GB/s, label: {zh: 单节点峰值, en: per-node peak}}\n"
      "      total_avg: {unit: GB/s, label: {zh: 集群聚合平均, en: aggregate average}}\n"
      "      total_peak: {unit: GB/s, label: {zh: 集群聚合峰值, en: aggregate peak}}\n"
      "    rows:\n      read: [顺序读, 5.1, 6.2, 40.8, 49.6]\n      write: [顺序写, 3.4, 4.0, 27.2, 32.0]\n"
      "  latency:\n    caption: {zh: 4KB 随机读时延, en: 4KB random read latency}\n    where: 表 3\n"
      "    columns:\n      stat: {label: {zh: 统计量, en: statistic}}\n      fx200: {unit: us, label: FX200}\n"
      "      nfs: {unit: us, label: NFS}\n"
      "    rows:\n      avg: [平均, 180, 950]\n      p99: [P99, 420, 3100]\n      p999: [P99.9, 850, 8700]\n")

K2 = ('id: K2\n'
      'title: FX300 数据集加载测试\n'
      'publisher: 示例实验室\n'
      'date: 2026-06-01\n'
      'access: public\n'
      'url: https://example.com/k2.pdf\n'
      'setup:\n'
      '  baseline: NFS\n'
      'metrics:\n'
      '  daily_saved: {value: 2.4, unit: h, note: {zh: 每天节省的保存时间, en: checkpoint time saved per day}}\n'
      '  storage_nodes: {value: 4, unit: node, note: {zh: 存储节点数, en: number of storage nodes}}\n'
      '  drives_per_node:\n'
      '    unit: drive\n'
      '    values: {baseline: 36, fx300: 12}\n'
      '    note: {zh: \"每个存储节点的盘数(NFS 为 HDD,FX300 为 NVMe SSD)\", en: "drives per storage node (HDDs in NFS, NVMe SSDs in FX300)"}\n'
      '  ingest_size: {value: 96, unit: TB, note: {zh: 每个入湖作业写入的数据量, en: data written by each ingest job}}\n'
      '  job_time:\n'
      '    unit: h\n'
      '    values: {nfs: 5.2, fx300: 1.4}\n'
      '    note: {zh: 单个入湖作业耗时, en: time of one ingest job}\n'
      '  save_time:\n'
      '    unit: s\n'
      '    values: {nfs: 312, fx200: 118, fx300: 64}\n'
      '    note: {zh: 单次保存耗时, en: time of one save}\n'
      '    where: 表 5\n'
      'tables:\n'
      '  scaling:\n'
      '    caption: {zh: 不同客户端数量下的读吞吐扩展测试, en: read throughput scale-out test by number of clients}\n'
      '    where: 表 1\n'
      '    columns:\n'
      '      clients: {unit: client, label: {zh: 客户端数, en: clients}}\n'
      '      nfs_avg: {unit: GB/s, label: {zh: NFS 平均读吞吐, en: NFS average read throughput}}\n'
      '      avg: {unit: GB/s, label: {zh: FX300 平均读吞吐, en: FX300 average read throughput}}\n'
      '      peak: {unit: GB/s, label: {zh: FX300 峰值读吞吐, en: FX300 peak read throughput}}\n'
      '    rows:\n'
      '      c4: [4, 3.1, 10.4, 12.2]\n'
      '      c16: [16, 3.8, 38.6, 44.1]\n'
      '  write:\n'
      '    caption: {zh: 写带宽, en: write bandwidth}\n'
      '    where: 表 2\n'
      '    columns:\n'
      '      system: {label: {zh: 存储, en: storage}}\n'
      '      avg: {unit: GB/s, label: {zh: 集群平均写带宽, en: average cluster write bandwidth}}\n'
      '      peak: {unit: GB/s, label: {zh: 集群峰值写带宽, en: peak cluster write bandwidth}}\n'
      '      node_peak: {unit: GB/s, label: {zh: 单存储节点峰值写带宽, en: peak write bandwidth per storage node}}\n'
      '    rows:\n'
      '      nfs: [NFS, 2.48, 3.35, null]\n'
      '      fx300: [FX300, 12.7, 16.8, 4.2]\n')

# (wrong text, true text, rule): a cluster report's per-node and aggregate figures, and its percentiles
CLUSTER = [
    ("FX200 集群读吞吐达 6.2GB/s[@K1]。", "FX200 单节点读吞吐峰值达 6.2GB/s[@K1]。", "value-mismatch"),
    ("FX200 集群的写带宽为 4.0GB/s[@K1]。", "FX200 集群的写吞吐峰值为 32.0GB/s[@K1]。", "value-mismatch"),
    ("The FX200 cluster reads at 6.2 GB/s at its peak [@K1].", "One FX200 node reads at 6.2 GB/s at its peak [@K1].",
     "value-mismatch"),
    ("The FX200 cluster throughput peaks at 4.0 GB/s for writes [@K1].",
     "The FX200 cluster throughput peaks at 32.0 GB/s for writes [@K1].", "value-mismatch"),
    ("FX200 的 TP99 时延 850µs[@K1]。", "FX200 的 TP99 时延 420µs[@K1]。", "value-mismatch"),
    ("FX200 has a TP99 latency of 850 µs [@K1].", "FX200 has a TP99 latency of 420 µs [@K1].", "value-mismatch"),
    # a vendor's nominal figure quoted in the set-up is not a measurement
    ("FX200 读吞吐 60GB/s[@K1]。", "FX200 集群读吞吐峰值 49.6GB/s[@K1]。", "value-mismatch"),
    ("FX200's P99 latency is 0.2 ms [@K1].", "FX200's P99 latency is 0.42 ms [@K1].", "value-mismatch"),
    # two variants compared at two different statistics
    ("FX200 的尾时延仅 420µs,NFS 为 8,700µs[@K1]。", "FX200 的尾时延仅 420µs,NFS 为 3,100µs[@K1]。", "value-mismatch"),
    ("FX200 时延 420µs,NFS 时延 950µs[@K1]。", "FX200 时延 180µs,NFS 时延 950µs[@K1]。", "value-mismatch"),
    ("FX200 的 P99 时延 420µs,NFS 的 P99 时延 8,700µs[@K1]。", "FX200 的 P99 时延 420µs,NFS 的 P99.9 时延 8,700µs[@K1]。",
     "value-mismatch"),
    ("FX200's tail latency is 420 µs against 8,700 µs for NFS [@K1].",
     "FX200's tail latency is 420 µs against 3,100 µs for NFS [@K1].", "value-mismatch"),
    ("FX200 answers in 420 µs where NFS needs 950 µs [@K1].", "FX200 answers in 180 µs where NFS needs 950 µs [@K1].",
     "value-mismatch"),
    # a size written in the cited table's caption names the workload ("4KB 随机读"), with its unit; another size fails
    ("8KB 随机读的 P99 时延为 420µs[@K1]。", "4KB 随机读的 P99 时延为 420µs[@K1]。", "unsourced-number"),
    ("The P99 latency of 8KB random reads is 420 µs [@K1].", "The P99 latency of 4KB random reads is 420 µs [@K1].",
     "unsourced-number"),
    ("4MB 随机读的 P99 时延为 420µs[@K1]。", "4 KB 随机读的平均时延为 180µs[@K1]。", "unit-mismatch"),
    # a statistic word belongs to the quantity it modifies, not to a count written before it (K2: clients by row)
    ("平均 16 个客户端并发读取[@K2]。", "16 个客户端的平均读吞吐是 NFS 的 10.2 倍[@K2]。", "value-mismatch"),
    ("An average of 16 clients read at once [@K2].", "FX300's average read throughput with 16 clients is 38.6 GB/s [@K2].",
     "value-mismatch"),
    # a word of the other column's name that is also in this column's name does not name the other column
    ("FX300 的集群峰值写带宽为 4.2GB/s[@K2]。", "FX300 集群峰值写带宽 16.8GB/s,单存储节点峰值写带宽 4.2GB/s[@K2]。", "value-mismatch"),
    ("The FX300 peak cluster write bandwidth is 4.2 GB/s [@K2].",
     "The FX300 cluster peaked at 16.8 GB/s, with a peak of 4.2 GB/s per storage node [@K2].", "value-mismatch"),
    # a cluster's peak is its aggregate ("集群的峰值写带宽", "the cluster peaked at"); a per-node figure is not
    ("FX300 集群的峰值写带宽为 4.2GB/s[@K2]。", "FX300 集群的峰值写带宽为 16.8GB/s[@K2]。", "value-mismatch"),
    ("The FX300 cluster peaked at 4.2 GB/s of write bandwidth [@K2].",
     "The FX300 cluster peaked at 16.8 GB/s of write bandwidth [@K2].", "value-mismatch"),
    # per client is not per storage node; "each FX300 storage node" is per node with the product named between
    ("每个客户端的平均读吞吐达到 38.6GB/s[@K2]。", "16 个客户端的平均读吞吐达到 38.6GB/s[@K2]。", "value-mismatch"),
    ("Each client read at 38.6 GB/s on average [@K2].", "16 clients read at 38.6 GB/s on average [@K2].", "value-mismatch"),
    ("FX300 单个存储节点的写带宽高达 16.8GB/s[@K2]。", "FX300 单个存储节点的写带宽高达 4.2GB/s[@K2]。", "qualifier-violation"),
    ("Each FX300 storage node delivers up to 16.8 GB/s of write bandwidth [@K2].",
     "Each FX300 storage node delivers up to 4.2 GB/s of write bandwidth [@K2].", "qualifier-violation"),
    # "averaged" is the statistic average
    ("FX300 averaged 16.8 GB/s of write bandwidth [@K2].", "FX300 averaged 12.7 GB/s of write bandwidth [@K2].",
     "value-mismatch"),
    ("FX300 的平均写带宽为 16.8GB/s[@K2]。", "FX300 的平均写带宽为 12.7GB/s[@K2]。", "value-mismatch"),
    # a calendar period is that period: a figure per day is not per week
    ("FX300 每周可节省约 2.4 小时[@K2]。", "FX300 每天可节省约 2.4 小时[@K2]。", "unsourced-number"),
    ("FX300 saves about 2.4 hours of checkpointing per week [@K2].",
     "FX300 saves about 2.4 hours of checkpointing per day [@K2].", "unsourced-number"),
    # a count that is a cell of a counted column names its row for the sentence's other figures
    ("4 个客户端时,FX300 的平均读吞吐为 38.6GB/s[@K2]。", "4 个客户端时,FX300 的平均读吞吐为 10.4GB/s[@K2]。", "value-mismatch"),
    ("With 4 clients, FX300 averaged 38.6 GB/s of read throughput [@K2].",
     "With 4 clients, FX300 averaged 10.4 GB/s of read throughput [@K2].", "value-mismatch"),
    ("4 个客户端时,FX300 的平均读吞吐为 38.6GB/s[@K2]。",
     "从 4 个客户端扩展到 16 个客户端,FX300 的平均读吞吐从 10.4GB/s 增长到 38.6GB/s[@K2]。", "value-mismatch"),
]


def _registry(root, reports: dict):
    """A project of these evidence files (id -> YAML text), loaded as the checker sees it."""
    from engine.errors import Problems
    from engine.load import Project, load_registry

    (root / "evidence").mkdir()
    for rid, text in reports.items():
        (root / "evidence" / f"{rid}.yaml").write_text(text, encoding="utf-8")
    problems = Problems()
    reg = load_registry(Project(root), problems, run_checks_too=False)
    assert not problems.errors, problems.items
    return reg


@pytest.fixture(scope="module")
def cluster_registry(tmp_path_factory):
    return _registry(tmp_path_factory.mktemp("k1"), {"K1": K1, "K2": K2})


@pytest.mark.parametrize("wrong, true, rule", CLUSTER, ids=[c[0] for c in CLUSTER])
def test_cluster_scope_and_percentiles(cluster_registry, wrong, true, rule):
    from engine.check.api import check_text

    def rules(text):
        return [f.rule for f in check_text(text, "a.md", registry=cluster_registry).findings if f.severity == "error"]
    assert rule in rules(wrong), (wrong, rules(wrong))
    assert rules(true) == [], (true, rules(true))


K3 = ("id: K3\ntitle: FX300 查询测试\npublisher: 示例实验室\ndate: 2026-06-02\naccess: public\n"
      "url: https://example.com/k3.pdf\nsetup:\n  baseline: NFS\nmetrics:\n  query_time:\n    unit: min\n"
      "    values: {nfs: 312, fx300: 83}\n    note: {zh: 查询套件耗时, en: time the query suite takes}\n")

K2_BRIEF = ("sources: [K2, K3]\nclaims:\n  job_fx: K2.job_time.fx300\n  job_nfs: K2.job_time.nfs\n"
            "  job_x: {expr: job_nfs / job_fx, round: 1}\n  query_fx: K3.query_time.fx300\n"
            "  c4_clients: K2.scaling.c4.clients\n  c16_clients: K2.scaling.c16.clients\n  nodes: K2.storage_nodes\n"
            "  drives_fx: K2.drives_per_node.fx300\n  drives_nfs: K2.drives_per_node.baseline\n  save_nfs: K2.save_time.nfs\n  save_200: K2.save_time.fx200\n"
            "  save_300: K2.save_time.fx300\n  speedup: {expr: save_nfs / save_300, round: 1}\n"
            "  speedup_200: {expr: save_200 / save_300, round: 1}\n  saved: save_nfs - save_300\n"
            "  cut: {expr: (save_nfs - save_300) / save_nfs, unit: \"%\", round: 1}\n"
            "  read_ark: K2.scaling.c16.avg\n  read_nfs: K2.scaling.c16.nfs_avg\n"
            "  read_gain: {expr: read_ark / read_nfs, round: 1}\n")

# (brief, wrong text, true text, rule), brief mode on K2 (three systems: NFS 312 s, FX200 118 s, FX300 64 s; clients
# by row): a ratio or difference is about the partner its sentence compares with, and the subject it names
PARTNER = [
    ("k2", "相比 FX200,FX300 保存快 4.9 倍[@K2]。", "相比 FX200,FX300 保存快 1.8 倍[@K2]。", "value-mismatch"),
    ("k2-en", "FX300 saves 4.9x faster than FX200 [@K2].", "FX300 saves 1.8x faster than FX200 [@K2].", "value-mismatch"),
    ("k2", "FX200 的保存耗时是 FX300 的 4.9 倍[@K2]。", "NFS 的保存耗时是 FX300 的 4.9 倍[@K2]。", "value-mismatch"),
    ("k2-en", "FX200 takes 4.9 times as long as FX300 to save [@K2].",
     "NFS takes 4.9 times as long as FX300 to save [@K2].", "value-mismatch"),
    ("k2", "FX300 每次保存比 FX200 省下 248 秒[@K2]。", "FX300 每次保存比 NFS 省下 248 秒[@K2]。", "value-mismatch"),
    ("k2-en", "Compared with FX200, FX300 saves 248 s per save [@K2].",
     "Compared with NFS, FX300 saves 248 s per save [@K2].", "value-mismatch"),
    ("k2", "与 4 个客户端相比,16 个客户端时 FX300 的读吞吐提升到 10.2 倍[@K2]。", "16 个客户端时,FX300 的平均读吞吐是 NFS 的 10.2 倍[@K2]。",
     "value-mismatch"),
    ("k2-en", "Going from 4 to 16 clients raised FX300's read throughput 10.2-fold [@K2].",
     "With 16 clients, FX300's average read throughput is 10.2 times that of NFS [@K2].", "value-mismatch"),
    # a ratio of two averages is an average's ratio (it inherits the statistic): 峰值 / peak is not
    ("k2", "16 个客户端时,FX300 的峰值读吞吐是 NFS 的 10.2 倍[@K2]。", "16 个客户端时,FX300 的平均读吞吐是 NFS 的 10.2 倍[@K2]。",
     "value-mismatch"),
    ("k2-en", "With 16 clients, FX300's peak read throughput is 10.2 times that of NFS [@K2].",
     "With 16 clients, FX300's average read throughput is 10.2 times that of NFS [@K2].", "value-mismatch"),
    ("k2", "16 个客户端时,FX300 的平均读吞吐是 NFS 峰值读吞吐的 10.2 倍[@K2]。",
     "16 个客户端时,FX300 的平均读吞吐是 NFS 平均读吞吐的 10.2 倍[@K2]。", "value-mismatch"),
    ("k2-en", "With 16 clients, FX300's average read throughput is 10.2 times the NFS peak [@K2].",
     "With 16 clients, FX300's average read throughput is 10.2 times the NFS average [@K2].", "value-mismatch"),
    # the reports a sentence cites bind first: 1.4 h is K2's job time, though K3's 83 min rounds to it and "takes"
    # is K3's word; a figure only the other report has is still a wrong citation
    ("k2-en", "FX300 runs the query suite in 83 min [@K2].", "Each ingest job writes 96 TB; on FX300 it takes 1.4 h [@K2].",
     "wrong-citation"),
    ("k2", "FX300 跑完查询套件只需 83 分钟[@K2]。", "每个入湖作业写入 96TB;在 FX300 上耗时 1.4 小时[@K2]。", "wrong-citation"),
    # two rows of one column count the same noun; a scope or statistic after a count is the next figure's
    ("k2", "平均 16 个客户端并发读取[@K2]。", "从 4 个客户端扩展到 16 个客户端,FX300 的平均读吞吐从 10.4GB/s 增长到 38.6GB/s[@K2]。",
     "value-mismatch"),
    ("k2-en", "An average of 16 clients read at once [@K2].",
     "Going from 4 to 16 clients, FX300's average read throughput grew from 10.4 GB/s to 38.6 GB/s [@K2].",
     "value-mismatch"),
    ("k2", "4 个存储节点时每节点峰值写带宽为 16.8GB/s[@K2]。", "4 个存储节点时每节点峰值写带宽为 4.2GB/s[@K2]。", "value-mismatch"),
    ("k2-en", "With 4 storage nodes, each node peaked at 16.8 GB/s of write bandwidth [@K2].",
     "With 4 storage nodes, each node peaked at 4.2 GB/s of write bandwidth [@K2].", "value-mismatch"),
    # a context word is a word: "old" (a baseline word) is not in "holds"
    ("k2-en", "Each FX300 node holds 36 NVMe SSDs [@K2].", "Each FX300 node holds 12 NVMe SSDs [@K2].", "value-mismatch"),
    ("k2", "FX300 每个节点装 36 块 NVMe SSD[@K2]。", "FX300 每个节点装 12 块 NVMe SSD[@K2]。", "value-mismatch"),
    # a change to a level goes the way the table's baseline row went (NFS 2.48 GB/s -> FX300 12.7 GB/s)
    ("k2", "FX300 的平均写带宽下降到 12.7GB/s[@K2]。", "FX300 的平均写带宽提升到 12.7GB/s[@K2]。", "value-mismatch"),
    ("k2-en", "FX300's average write bandwidth fell to 12.7 GB/s [@K2].",
     "FX300's average write bandwidth rose to 12.7 GB/s [@K2].", "value-mismatch"),
    # a change verb further back than the words right before the number, with its "by"
    ("k2-en", "FX300 increased the save time by 248 s [@K2].", "FX300 cut the save time by 248 s [@K2].", "value-mismatch"),
    ("k2", "FX300 让单次保存耗时增加了 248 秒[@K2]。", "FX300 让单次保存耗时减少了 248 秒[@K2]。", "value-mismatch"),
    # another system of the report, measured in other metrics only (ingest jobs ran on NFS and FX300)
    ("k2", "FX300 的入湖作业比 FX200 快 3.7 倍[@K2]。", "FX300 的入湖作业比 NFS 快 3.7 倍[@K2]。", "value-mismatch"),
    ("k2-en", "FX300 runs an ingest job 3.7 times faster than FX200 [@K2].",
     "FX300 runs an ingest job 3.7 times faster than NFS [@K2].", "value-mismatch"),
    # 高 / 低 before a change are its direction
    ("k2", "FX300 的单次保存耗时比 NFS 高 79.5%[@K2]。", "FX300 的单次保存耗时比 NFS 低 79.5%[@K2]。", "value-mismatch"),
    ("k2-en", "FX300's save time is 79.5% higher than NFS's [@K2].", "FX300's save time is 79.5% lower than NFS's [@K2].",
     "value-mismatch"),
    # one event with the product named between: "each FX300 save" is one save, not a day
    ("k2-en", "Each FX300 save takes 2.4 hours [@K2].", "Each FX300 save takes 64 s [@K2].", "value-mismatch"),
    ("k2", "FX300 每次保存耗时 2.4 小时[@K2]。", "FX300 每次保存耗时 64 秒[@K2]。", "value-mismatch"),
    # 几 in a question asks how many; in a statement it is an amount
    ("k2", "FX300 的读吞吐是 NFS 的几倍[@K2]。", "FX300 的读吞吐是 NFS 的几倍?", "qualifier-violation"),
]


@pytest.fixture(scope="module")
def k2_briefs(tmp_path_factory):
    from tests.check.briefs import brief_scopes

    return brief_scopes(tmp_path_factory.mktemp("k2b"), {"K2": K2, "K3": K3}, K2_BRIEF, {"k2": "zh", "k2-en": "en"},
                        "FX300")


@pytest.mark.parametrize("brief, wrong, true, rule", PARTNER, ids=[c[1] for c in PARTNER])
def test_comparison_partner(k2_briefs, brief, wrong, true, rule):
    from engine.check.api import check_text

    def rules(text):
        return [f.rule for f in check_text(text, "a.md", **k2_briefs[brief]).findings if f.severity == "error"]
    assert rule in rules(wrong), (wrong, rules(wrong))
    assert rules(true) == [], (true, rules(true))


# Text mode on tables written in English and cited by a Chinese sentence (issue 12, the held-out zh classes):
# K4 is a key→value table (a text column names each parameter, one value column), K5 a cluster table whose
# configurations are named Pod-A … Pod-C, with a column whose label states its scale (十亿次).
K4 = ("id: K4\ntitle: FX300 storage node specification\npublisher: 示例实验室\ndate: 2026-06-02\naccess: public\n"
      "url: https://example.com/k4.pdf\nmetrics:\n"
      "  rebuild_speedup: {value: 4, unit: x, where: Section 3, note: {en: rebuild speed-up over RAID 6, zh: 相对 RAID 6 的重建提速}}\n"
      "  per_thread: {value: 2048, unit: \"\", where: Section 3, note: {en: requests per thread per second, zh: 每个线程每秒处理的请求数}}\n"
      "tables:\n  spec:\n    caption: {en: FX300 node specification, zh: FX300 节点规格}\n    where: Table 1\n"
      "    columns:\n      parameter: {label: {en: Parameter, zh: 参数}}\n"
      "      value: {unit: \"\", label: {en: Value, zh: 取值}}\n"
      "    rows:\n"
      "      queue_depth: [queue_depth (queue depth), 64]\n"
      "      io_threads: [io_threads (I/O threads), 32]\n"
      "      stripe_width: [stripe_width (stripe width), 8]\n"
      "      replicas: [replicas (data replicas), 3]\n"
      "      cache_size: [cache_size (cache capacity), 512]\n"
      "      max_conn: [max_conn (client connections), 4096]\n")
K5 = ("id: K5\ntitle: Training runs on three cluster configurations\npublisher: 示例实验室\ndate: 2026-06-02\n"
      "access: public\nurl: https://example.com/k5.pdf\n"
      "tables:\n  runs:\n    caption: {en: Training runs by cluster configuration, zh: 各集群配置的训练}\n    where: Table 2\n"
      "    columns:\n      config: {label: {en: Configuration, zh: 配置}}\n"
      "      gpus: {unit: GPU, label: {en: GPUs, zh: GPU 数}}\n"
      "      days: {unit: d, label: {en: Training time, zh: 训练时间}}\n"
      "      mem: {unit: GB, label: {en: Memory per GPU, zh: 单卡显存}}\n"
      "      reqs: {unit: \"\", label: {en: Requests served (billions), zh: 请求数(十亿次)}}\n"
      "    rows:\n"
      "      a: [Pod-A, 64, 12, 80, 4.25]\n"
      "      b: [Pod-B, 128, 7, 32, 6.8]\n"
      "      c: [Pod-C, 256, 5, 24, 9.1]\n")
K6 = ("id: K6\ntitle: Sharded database clusters\npublisher: 示例实验室\ndate: 2026-06-02\naccess: public\n"
      "url: https://example.com/k6.pdf\n"
      "tables:\n  clusters:\n    caption: {en: Cluster layouts and query rates, zh: 集群布局与查询速率}\n    where: Table 1\n"
      "    columns:\n      name: {label: {en: Cluster, zh: 集群}}\n"
      "      shards: {unit: \"\", label: {en: Shards, zh: 分片数}}\n"
      "      threads: {unit: \"\", label: {en: Worker threads, zh: 工作线程数}}\n"
      "      width: {unit: \"\", label: {en: Row width (bytes), zh: 行宽(字节)}}\n"
      "    rows:\n"
      "      small: [db-small, 4, 8, 512]\n"
      "      large: [db-large, 16, 16, 1024]\n")

# (wrong text, true text, rule), text mode (no brief): each figure binds to a quantity of the cited report
TABLE_WORDS = [
    # a key→value table: the row's text cell names the parameter, in English; the zh sentence names it in Chinese
    ("FX300 的队列深度为 32 [@K4]。", "FX300 的队列深度为 64 [@K4]。", "value-mismatch"),
    ("每个 FX300 节点开 64 个 I/O 线程 [@K4]。", "每个 FX300 节点开 32 个 I/O 线程 [@K4]。", "value-mismatch"),
    ("FX300 的条带宽度为 32 [@K4]。", "FX300 的条带宽度为 8 [@K4]。", "value-mismatch"),
    # two rows of a key→value table are two parameters: their ratio is a derivation only when both are named
    ("FX300 的缓存容量为 64 [@K4]。", "FX300 的缓存容量是条带宽度的 64 倍 [@K4]。", "value-mismatch"),
    ("FX300 的缓存容量为 64 [@K4]。", "FX300 的缓存容量为 512 [@K4]。", "value-mismatch"),
    # a count with a measure word is its row's count, not another quantity's because a note shares a word (请求)
    ("FX300 最多接受 512 个客户端连接请求 [@K4]。", "FX300 最多接受 4,096 个客户端连接请求 [@K4]。", "unsourced-number"),
    ("FX300 的队列深度为 32 个请求 [@K4]。", "FX300 的队列深度为 64 个请求 [@K4]。", "value-mismatch"),
    # a count of things is never a multiple: 4 个副本 is not the 4x rebuild speed-up
    ("FX300 的数据保留 4 个副本 [@K4]。", "FX300 的数据保留 3 个副本 [@K4]。", "value-mismatch"),
    ("FX300 的数据保留 3 个副本,重建提速 3 倍 [@K4]。", "FX300 的数据保留 3 个副本,重建提速 4 倍 [@K4]。", "value-mismatch"),
    # a plain label number is never a time or a size
    ("Pod-B 用 128 张卡训练了 16 天 [@K5]。", "Pod-B 用 128 张卡训练了 7 天 [@K5]。", "value-mismatch"),
    ("Pod-C 用 256 张卡训练了 32 天 [@K5]。", "Pod-C 用 256 张卡训练了 5 天 [@K5]。", "unit-mismatch"),
    # a Chinese scale word written apart from its digits scales them (7.29 十亿次, like 7.29十亿次)
    ("Pod-A 处理的请求数为 4.52 十亿次 [@K5]。", "Pod-A 处理的请求数为 4.25 十亿次 [@K5]。", "value-mismatch"),
    ("Pod-A 处理的请求数为 4.25 亿次 [@K5]。", "Pod-B 处理的请求数为 6.8 十亿次 [@K5]。", "unsourced-number"),
    # 小 / 大 right before the number compare two sizes, and say which is the larger
    ("Pod-B 的单卡显存比 Pod-A 大 60% [@K5]。", "Pod-B 的单卡显存比 Pod-A 小 60% [@K5]。", "value-mismatch"),
    ("Pod-A 的单卡显存比 Pod-B 小 48GB [@K5]。", "Pod-A 的单卡显存比 Pod-B 大 48GB [@K5]。", "value-mismatch"),
    ("Pod-B 的单卡显存比 Pod-A 小 50% [@K5]。", "Pod-C 的单卡显存比 Pod-B 小 25% [@K5]。", "unsourced-number"),
    # "N 卡时" before a name is "when on N GPUs" (like "N 卡时,"), and the count names its row
    ("128 卡时 Pod-B 训练了 12 天 [@K5]。", "128 卡时 Pod-B 训练了 7 天 [@K5]。", "value-mismatch"),
    ("256 卡时 Pod-B 训练了 7 天 [@K5]。", "64 卡时 Pod-A 训练了 12 天 [@K5]。", "value-mismatch"),
    # one row with two equal counts: the number's own counter names its column, and in a list ("16 个分片、行宽
    # 1,024") the words after 、 are the next figure's
    ("db-large 共 16 个分片、行宽 512、16 个工作线程 [@K6]。", "db-large 共 16 个分片、行宽 1,024、16 个工作线程 [@K6]。",
     "value-mismatch"),
    ("db-large 共 16 个分片、行宽 1,024、8 个工作线程 [@K6]。", "db-small 共 4 个分片、行宽 512、8 个工作线程 [@K6]。",
     "value-mismatch"),
    ("db-large 共 4 个分片、行宽 1,024、16 个工作线程 [@K6]。", "db-large 有 16 个工作线程、16 个分片 [@K6]。", "value-mismatch"),
]


@pytest.fixture(scope="module")
def table_registry(tmp_path_factory):
    return _registry(tmp_path_factory.mktemp("k4"), {"K4": K4, "K5": K5, "K6": K6})


@pytest.mark.parametrize("wrong, true, rule", TABLE_WORDS, ids=[c[0] for c in TABLE_WORDS])
def test_english_table_chinese_text(table_registry, wrong, true, rule):
    test_cluster_scope_and_percentiles(table_registry, wrong, true, rule)
