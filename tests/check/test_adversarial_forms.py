"""Adversarial cases for the number forms, the direction of changes and the narrow skips (issue 10, items 4, 7
and 8). Each row is a wrong figure that must fail and a nearby true variant that must pass, against the demo
project in tests/check/project (brief `demo`, zh, or `demo-en`; `none` checks against the cited reports).

The demo's quantities: t_base 178 s, t_fx 94 s, speedup 1.894 (shown 1.9), saves 20, save_base 3,560 s,
save_fx 1,880 s, saved 1,680 s, run_time 10 h, run_time_fx 9.53 h, bubble_base 9.889% (9.9%), bubble_fx 5.48%,
time_saved 4.67%, bubble_drop 4.4 pp, extra_steps 4.9%, steps 10,000, cluster 200 GPUs, R1: 8 GPUs, 32B,
65.6 GB, write bandwidth 3.26 → 6.40 GB/s; R9: model load 6.2–9.3x.
"""
from __future__ import annotations

import pytest

from tests.check.test_rules import run_case

# (class, brief, wrong text, true text, the rule the wrong text must raise)
CASES = [
    # --- Chinese numerals ------------------------------------------------------------------------------------
    ("cn-numeral", "demo", "训练中一共保存三十次 [@R1]。", "训练中一共保存二十次 [@R1]。", "value-mismatch"),
    ("cn-numeral", "demo", "基线训练总时长十二小时。", "基线训练总时长十小时。", "value-mismatch"),
    ("cn-numeral", "demo", "训练总步数为两万步。", "训练总步数为一万步。", "value-mismatch"),
    ("cn-numeral", "demo", "原有存储单次保存一百八十七秒 [@R1]。", "原有存储单次保存一百七十八秒 [@R1]。", "value-mismatch"),
    ("cn-numeral", "demo", "原有存储的保存总耗时三千六百五十秒 [@R1]。", "原有存储的保存总耗时三千五百六十秒 [@R1]。",
     "value-mismatch"),
    ("cn-numeral", "demo", "FX100 单次保存只需九十九秒 [@R1]。", "FX100 单次保存只需九十四秒 [@R1]。", "value-mismatch"),
    ("cn-percent", "demo", "原有存储的气泡占百分之九点四 [@R1]。", "原有存储的气泡占百分之九点九 [@R1]。", "value-mismatch"),
    ("cn-percent", "demo", "原有存储的气泡占九点四% [@R1]。", "原有存储的气泡占九点九% [@R1]。", "value-mismatch"),
    ("cn-percent", "demo", "FX100 的气泡只占五点八% [@R1]。", "FX100 的气泡只占五点五% [@R1]。", "value-mismatch"),
    ("cn-percent", "demo", "训练总时长缩短百分之五点七 [@R1]。", "训练总时长缩短百分之四点七 [@R1]。", "value-mismatch"),
    ("cn-percent", "demo", "同样时间可多训练百分之八的步数 [@R1]。", "同样时间可多训练百分之五的步数 [@R1]。",
     "value-mismatch"),
    ("cn-cheng", "demo", "原有存储下,气泡约占三成 [@R1]。", "原有存储下,气泡约占一成 [@R1]。", "unsourced-number"),
    ("cn-cheng", "demo", "原有存储下,气泡占两成 [@R1]。", "原有存储下,气泡占一成 [@R1]。", "unit-mismatch"),
    ("cn-multiple", "demo", "单次保存快两点五倍 [@R1]。", "单次保存快两倍 [@R1]。", "value-mismatch"),
    ("cn-multiple", "demo", "单次保存快二点九倍 [@R1]。", "单次保存快一点九倍 [@R1]。", "value-mismatch"),
    ("cn-multiple", "demo", "单次保存快三倍 [@R1]。", "单次保存快约一点九倍 [@R1]。", "value-mismatch"),
    ("cn-gpus", "demo", "测试在十六卡上完成 [@R1]。", "测试在八卡上完成 [@R1]。", "value-mismatch"),
    ("cn-gpus", "demo", "扩展到三百卡的集群。", "扩展到两百卡的集群。", "value-mismatch"),
    ("cn-count", "demo", "一共十二个节点参与测试 [@R1]。", "一共保存二十次 [@R1]。", "unsourced-number"),
    ("cn-half", "demo", "FX100 让单次保存时间减半 [@R1]。", "FX100 让单次保存快一点九倍 [@R1]。", "unsourced-number|wrong-citation"),
    ("cn-params", "demo", "测试的是七百亿参数的模型 [@R1]。", "测试的是三百二十亿参数的模型 [@R1]。", "value-mismatch"),
    # --- English number words -------------------------------------------------------------------------------
    ("en-word", "demo-en", "The test ran on sixteen GPUs [@R1].", "The test ran on eight GPUs [@R1].",
     "value-mismatch"),
    ("en-word", "demo-en", "The run saves thirty times in all [@R1].", "The run saves twenty times in all [@R1].",
     "value-mismatch"),
    ("en-word", "demo-en", "The baseline run takes twelve hours.", "The baseline run takes ten hours.",
     "value-mismatch"),
    ("en-word", "demo-en", "The baseline run takes twelve-hour shifts.", "The baseline run is a ten-hour run.",
     "value-mismatch"),
    ("en-word", "demo-en", "A save on the previous storage takes one hundred eighty-seven seconds [@R1].",
     "A save on the previous storage takes one hundred seventy-eight seconds [@R1].", "value-mismatch"),
    ("en-word", "demo-en", "FX100 saves in ninety-nine seconds [@R1].", "FX100 saves in ninety-four seconds [@R1].",
     "value-mismatch"),
    ("en-percent", "demo-en", "On the previous storage the bubble is about twelve percent of the run [@R1].",
     "On the previous storage the bubble is about ten percent of the run [@R1].", "qualifier-violation"),
    ("en-percent", "demo-en", "On the previous storage the bubble is eleven percent of the run [@R1].",
     "On the previous storage the bubble is ten percent of the run [@R1].", "value-mismatch"),
    ("en-multiple", "demo-en", "A save is four times as fast [@R1].", "A save is twice as fast [@R1].",
     "unsourced-number"),
    ("en-multiple", "demo-en", "Saves are three times faster [@R1].", "Saves are 1.9 times faster [@R1].",
     "value-mismatch"),
    ("en-multiple", "demo-en", "The save speed tripled [@R1].", "The save speed doubled [@R1].",
     "unsourced-number"),
    ("en-multiple", "demo-en", "Saves got threefold faster [@R1].", "Saves got 1.9-fold faster [@R1].",
     "value-mismatch"),
    ("en-multiple", "demo-en", "Saves got 3-fold faster [@R1].", "Saves got about 1.9-fold faster [@R1].",
     "value-mismatch"),
    ("en-fraction", "demo-en", "On the previous storage, one in twelve hours is bubble [@R1].",
     "On the previous storage, one in ten hours is bubble [@R1].", "value-mismatch"),
    ("en-fraction", "demo-en", "On the previous storage, about one in five hours is bubble [@R1].",
     "On the previous storage, about 1 in 10 hours is bubble [@R1].", "unit-mismatch"),
    ("en-half", "demo-en", "FX100 cuts the save time in half [@R1].", "FX100 saves 1.9 times faster [@R1].",
     "unsourced-number"),
    ("en-half", "demo-en", "FX100 halved the save time [@R1].", "FX100 made saves 1.9x faster [@R1].",
     "unsourced-number"),
    # --- scientific notation, K/M suffixes, fractions --------------------------------------------------------
    ("sci", "demo-en", "On the previous storage the bubble is 9.4e0% [@R1].",
     "On the previous storage the bubble is 9.9e0% [@R1].", "value-mismatch"),
    ("sci", "demo-en", "FX100's bubble is 1.5e0% [@R1].", "FX100's bubble is 5.5e0% [@R1].", "unsourced-number"),
    ("sci", "demo-en", "Saves on the previous storage add up to 3.65×10^3 s [@R1].",
     "Saves on the previous storage add up to 3.56×10^3 s [@R1].", "value-mismatch"),
    ("sci", "demo", "原有存储的保存总耗时 3.65×10³ 秒 [@R1]。", "原有存储的保存总耗时 3.56×10³ 秒 [@R1]。",
     "value-mismatch"),
    ("suffix", "demo-en", "Saves on the previous storage add up to 3.65K seconds [@R1].",
     "Saves on the previous storage add up to 3.56K seconds [@R1].", "value-mismatch"),
    ("suffix", "demo-en", "The run is 12K steps long.", "The run is 10K steps long.", "value-mismatch"),
    ("suffix", "demo-en", "The run is 1.2M steps long.", "The run is 0.01M steps long.", "unsourced-number"),
    ("suffix", "demo-en", "Over the run, FX100 saves 3K seconds less than the previous storage [@R1].",
     "Over the run, FX100 saves 2K seconds less than the previous storage [@R1].", "value-mismatch"),
    ("fraction", "demo-en", "The run takes 1/4 more steps [@R1].", "The run takes about 1/20 more steps [@R1].",
     "unsourced-number"),
    ("fraction", "demo-en", "On the previous storage the bubble is about ⅕ of the run [@R1].",
     "On the previous storage the bubble is about ⅒ of the run [@R1].", "unsourced-number"),
    ("fraction", "demo", "原有存储的气泡约占 ¼ [@R1]。", "原有存储的气泡约占 ⅒ [@R1]。", "unsourced-number"),
    # --- identifiers: a report's token is skipped only in the same form --------------------------------------
    ("identifier", "demo", "FX100 单次保存快 ×8 [@R1]。", "FX100 单次保存快 ×1.9 [@R1]。", "value-mismatch|unsourced-number"),
    ("identifier", "demo-en", "FX100 saves are faster × 8 [@R1].", "FX100 saves are faster × 1.9 [@R1].",
     "value-mismatch|unsourced-number"),
    ("identifier", "demo", "R1 训练的是 70B 模型 [@R1]。", "R1 训练的是 32B 模型 [@R1]。", "value-mismatch|unsourced-number"),
    ("identifier", "demo", "测试在 MI308X ×8 上完成,训练 72B 模型 [@R1]。", "测试在 MI308X ×8 上完成,训练 32B 模型 [@R1]。",
     "wrong-citation|value-mismatch|unsourced-number"),
    ("identifier", "demo-en", "R1 trains a 70B model [@R1].", "R1 trains a 32B model on AMD MI308X ×8 [@R1].",
     "value-mismatch|unsourced-number"),
    # --- years: a four-digit number in a date-like position with no unit after it ------------------------------
    ("year", "demo-en", "On FX100, saves take a total of 1980 s [@R1].", "On FX100, saves take a total of 1880 s [@R1].",
     "value-mismatch"),
    ("year", "demo-en", "On FX100, the save total is down from 2050 s [@R1].",
     "On FX100, the save total is down from 3560 s to 1880 s [@R1].", "value-mismatch|unsourced-number"),
    ("year", "demo-en", "Since 2024 s of saves became 1880 s on FX100 [@R1] …",
     "Since 2024, FX100 saves have taken a total of 1880 s [@R1].", "value-mismatch|unsourced-number"),
    ("year", "demo-en", "As Smith et al. (2012) show, FX100 saves in 49 s [@R1].",
     "As Smith et al. (2012) show, FX100 saves in 94 s [@R1].", "value-mismatch"),
    ("year", "demo", "FX100 的保存总耗时为 1980 秒 [@R1]。", "2026 年,FX100 的保存总耗时为 1880 秒 [@R1]。", "value-mismatch"),
    # --- direction: the change word agrees with the way the quantity went ---------------------------------
    ("direction", "demo", "训练总时长延长 4.7% [@R1]。", "训练总时长缩短 4.7% [@R1]。", "value-mismatch"),
    ("direction", "demo", "训练总时长增加了 4.7% [@R1]。", "训练总时长减少了 4.7% [@R1]。", "value-mismatch"),
    ("direction", "demo", "训练总时长 +4.7% [@R1]。", "训练总时长 −4.7% [@R1]。", "value-mismatch"),
    ("direction", "demo", "训练总时长延长约百分之四点七 [@R1]。", "训练总时长缩短约百分之四点七 [@R1]。", "value-mismatch"),
    ("direction", "demo", "FX100 单次保存慢 1.9 倍 [@R1]。", "FX100 单次保存快 1.9 倍 [@R1]。", "value-mismatch"),
    ("direction", "demo", "FX100 单次保存变慢一点九倍 [@R1]。", "FX100 单次保存加快一点九倍 [@R1]。", "value-mismatch"),
    ("direction", "demo", "FX100 保存时间提升 1.9 倍 [@R1]。", "FX100 保存速度提升 1.9 倍 [@R1]。", "value-mismatch"),
    ("direction", "demo", "整个训练多花 1,680 秒 [@R1]。", "整个训练节省 1,680 秒 [@R1]。", "value-mismatch"),
    ("direction", "demo", "整个训练多花 1680s [@R1]。", "整个训练少花 1680s [@R1]。", "value-mismatch"),
    ("direction", "demo", "同样时间少训练 5% 的步数 [@R1]。", "同样时间多训练 5% 的步数 [@R1]。", "value-mismatch"),
    ("direction", "demo", "气泡上升 4.4 个百分点 [@R1]。", "气泡下降 4.4 个百分点 [@R1]。", "value-mismatch"),
    ("direction", "demo-en", "The total training time is 4.7% longer [@R1].", "The total training time is 4.7% shorter [@R1].",
     "value-mismatch"),
    ("direction", "demo-en", "The total training time rose 4.7% [@R1].", "The total training time fell 4.7% [@R1].",
     "value-mismatch"),
    ("direction", "demo-en", "Training time: +4.7% [@R1].", "Training time: −4.7% [@R1].", "value-mismatch"),
    ("direction", "demo-en", "FX100 saves are 1.9x slower [@R1].", "FX100 saves are 1.9x faster [@R1].", "value-mismatch"),
    ("direction", "demo-en", "FX100 makes each save slower by 1.9x [@R1].", "FX100 makes each save faster by 1.9x [@R1].",
     "value-mismatch"),
    ("direction", "demo-en", "The run costs an extra 1,680 s [@R1].", "The run saves 1,680 s [@R1].", "value-mismatch"),
    ("direction", "demo-en", "The run needs 5% fewer steps in the same time [@R1].",
     "The run fits 5% more steps in the same time [@R1].", "value-mismatch"),
    ("direction", "demo-en", "The whole run is 1,680 s longer [@R1].", "The whole run is 1,680 s shorter [@R1].",
     "value-mismatch"),
    ("direction", "demo-en", "Training is 4.7% slower [@R1].", "Training takes 4.7% less time [@R1].", "value-mismatch"),
    ("direction", "demo", "训练变慢 4.7% [@R1]。", "训练时间缩短 4.7% [@R1]。", "value-mismatch"),
    ("direction", "demo", "整个训练省下 1,680 秒,训练总时长延长 4.7% [@R1]。", "整个训练省下 1,680 秒,训练总时长缩短 4.7% [@R1]。",
     "value-mismatch"),
    ("direction", "demo", "集群多耗 93.3 GPU·h [@R1]。", "集群节省 93.3 GPU·h [@R1]。", "value-mismatch"),
    # --- found by attacking the gate from the docs (each got through before it was fixed) ----------------------
    ("attack", "demo", "训练总时长从十小时延长到九点五三小时 [@R1]。", "训练总时长从十小时缩短到九点五三小时 [@R1]。",
     "value-mismatch"),
    ("attack", "demo-en", "FX100 saves are one and a half times faster [@R1].",
     "FX100 saves are nearly two times faster [@R1].", "value-mismatch"),
    ("attack", "demo-en", "FX100 cuts save time by a factor of three [@R1].",
     "FX100 cuts save time by a factor of two [@R1].", "unsourced-number|value-mismatch"),
    ("attack", "demo-en", "The run has twenty thousand steps.", "The run has ten thousand steps.", "value-mismatch"),
    ("attack", "demo", "FX100 单次保存只需 9.0e1 秒 [@R1]。", "FX100 单次保存只需 9.4e1 秒 [@R1]。", "value-mismatch"),
    ("attack", "demo", "原有存储单次保存 0.187K 秒 [@R1]。", "原有存储单次保存 0.178K 秒 [@R1]。", "value-mismatch"),
    ("attack", "demo", "气泡从百分之五点五降到百分之九点九 [@R1]。", "气泡从百分之九点九降到百分之五点五 [@R1]。",
     "value-mismatch"),
    ("attack", "demo-en", "Each save now takes ninety seconds on FX100 [@R1].",
     "Each save now takes ninety-four seconds on FX100 [@R1].", "value-mismatch"),
    ("attack", "demo-en", "A save on the previous storage takes two and a half minutes [@R1].",
     "A save on the previous storage takes about three minutes [@R1].", "value-mismatch|unsourced-number"),
    ("attack", "demo", "在三百卡集群上推算 [@R1]。", "在两百卡集群上推算 [@R1]。", "value-mismatch"),
    ("attack", "demo", "保存快了三倍多 [@R1]。", "保存快了近两倍 [@R1]。", "qualifier-violation"),  # 倍多: more than
    # --- reading classes of the docs-only attack (issue 10, follow-up) ----------------------------------------
    ("mmss", "demo", "FX100 单次保存耗时 2:58 [@R1]。", "原有存储单次保存耗时 2:58 [@R1]。", "value-mismatch"),
    ("mmss", "demo-en", "On FX100 a save takes 1:43 [@R1].", "On FX100 a save takes 1:34 [@R1].", "value-mismatch"),
    ("mmss", "demo", "原有存储的保存总耗时 1:59:20 [@R1]。", "原有存储的保存总耗时 0:59:20 [@R1]。",
     "value-mismatch|unsourced-number"),
    ("mmss", "demo-en", "At 10:30 the FX100 save took 2:58 [@R1].", "At 10:30 the FX100 save took 1:34 [@R1].",
     "value-mismatch"),
    ("footbr", "demo", "FX100 单次保存耗时为[84]秒 [@R1]。", "FX100 单次保存耗时为[94]秒 [@R1]。", "value-mismatch"),
    ("footbr", "demo-en", "A save on FX100 takes [84] s [@R1].", "A save on FX100 takes [94] s [@R1].", "value-mismatch"),
    ("footbr", "demo", "FX100 的单次保存快 [3] 倍 [@R1]。", "如文献[3]所述,FX100 的单次保存快 1.9 倍 [@R1]。",
     "value-mismatch"),
    ("roman", "demo", "测试在 Ⅻ 张卡上完成 [@R1]。", "测试在 Ⅷ 张卡上完成 [@R1]。", "value-mismatch"),
    ("roman", "demo-en", "The test ran on Ⅻ GPUs [@R1].", "The test ran on Ⅷ GPUs [@R1].", "value-mismatch"),
    ("financial", "demo", "FX100 把单次保存时间从壹佰柒拾捌秒降到捌拾肆秒 [@R1]。",
     "FX100 把单次保存时间从壹佰柒拾捌秒降到玖拾肆秒 [@R1]。", "value-mismatch"),
    ("financial", "demo", "训练总步数为贰万步。", "训练总步数为壹万步。", "value-mismatch"),
    ("vague", "demo", "FX100 单次保存只需十几秒 [@R1]。", "FX100 单次保存需数十秒 [@R1]。", "unsourced-number"),
    ("vague", "demo-en", "With FX100, each save takes hundreds of seconds [@R1].",
     "With FX100, each save takes tens of seconds [@R1].", "qualifier-violation"),
    ("vague", "demo", "FX100 的单次保存快数百倍 [@R1]。", "原有存储单次保存需上百秒 [@R1]。",
     "qualifier-violation|unsourced-number"),
    ("fanfan", "demo", "单次保存速度翻了两番 [@R1]。", "单次保存速度翻了一番 [@R1]。", "value-mismatch|unsourced-number"),
    ("fanfan", "demo", "FX100 的单次保存快了四倍 [@R1]。", "FX100 的单次保存快了一倍 [@R1]。", "value-mismatch"),
    ("order", "none", "R9 测得,FX100-HBMM 的模型加载快了两个数量级 [@R9]。",
     "R9 测得,FX100-HBMM 的模型加载快了一个数量级 [@R9]。", "qualifier-violation|unsourced-number"),
    ("order", "none", "In R9, FX100-HBMM loads models two orders of magnitude faster [@R9].",
     "In R9, FX100-HBMM loads models an order of magnitude faster [@R9].", "qualifier-violation|unsourced-number"),
    ("x3", "demo", "FX100 的单次保存快 x3 [@R1]。", "FX100 的单次保存快 x1.9 [@R1]。", "value-mismatch"),
    ("x3", "demo-en", "FX100 saves are faster x3 [@R1].", "FX100 saves are faster x1.9 [@R1].", "value-mismatch"),
    ("rank", "demo", "FX100 的写带宽在同类产品中排名 #1 [@R1]。", "详见 #3:FX100 单次保存 94s [@R1]。", "unsourced-number"),
    ("rank", "demo-en", "FX100 is ranked #1 for save time [@R1].", "See step #3: FX100 saves in 94 s [@R1].",
     "unsourced-number|value-mismatch"),
    ("range", "demo", "FX100 单次保存耗时 94–178s [@R1]。", "单次保存耗时 94–178s [@R1]。", "value-mismatch"),
    ("range", "demo-en", "On FX100 a save takes 94–178 s [@R1].", "A save takes 94–178 s [@R1].", "value-mismatch"),
    ("half-hour", "demo", "换成 FX100 后,每次训练约省下一个半小时 [@R1]。", "换成 FX100 后,每次训练约省下半小时 [@R1]。",
     "unsourced-number|value-mismatch|qualifier-violation"),
    ("bei-duo", "demo", "FX100 的单次保存快 2 倍多 [@R1]。", "FX100 的单次保存快 1 倍多 [@R1]。", "qualifier-violation"),
    ("ref-unit", "demo", "FX100 的单次保存快 step 3 倍 [@R1]。", "第 3 步保存时,FX100 单次保存 94s [@R1]。", "value-mismatch"),
    ("ref-unit", "demo-en", "FX100 saves are step 3 times faster [@R1].", "See step 3: FX100 saves in 94 s [@R1].",
     "value-mismatch"),
    ("version-unit", "demo", "FX100 单次保存耗时从 1.7.8 分钟降到 94s [@R1]。", "FX100 v1.7.8 单次保存耗时 94s [@R1]。",
     "value-mismatch|unsourced-number"),
    # --- the second docs-only attack (inbox: F3, F26, F43, F58, F69, z3) ----------------------------------------
    ("en-half", "demo-en", "On FX100, saves finish in under a minute and a half [@R1].",
     "On FX100, a save takes about a minute and a half [@R1].", "qualifier-violation|unsourced-number"),
    ("permille", "demo", "FX100 的保存气泡降到 54‰ [@R1]。", "保存气泡降到 55‰ [@R1]。", "value-mismatch"),
    ("space-group", "demo-en", "Across the run, saves on FX100 take 1 980 s in total [@R1].",
     "Across the run, saves on FX100 take 1 880 s in total [@R1].", "value-mismatch"),
    ("space-group", "demo", "FX100 的保存总耗时为 1 980 秒 [@R1]。", "FX100 的保存总耗时为 1 880 秒 [@R1]。", "value-mismatch"),
    ("footnote-caret", "demo", "FX100 单次保存 84s,见脚注[^2] [@R1]。", "FX100 单次保存 94s,见脚注[^2] [@R1]。",
     "value-mismatch"),
    ("rate", "demo", "每小时保存 3 次 [@R1]。", "每 500 步保存一次,共保存 20 次 [@R1]。", "unsourced-number|value-mismatch"),
    ("rate", "demo-en", "The run saves 3 times an hour [@R1].", "The run saves 20 times in all [@R1].",
     "unsourced-number|value-mismatch"),
    ("step", "demo-en", "The first checkpoint is written at step 50 [@R1].",
     "The first checkpoint is written at step 500 [@R1].", "unsourced-number|value-mismatch"),
    ("step", "demo", "第 50 步保存第一次 [@R1]。", "第 500 步保存第一次 [@R1]。", "unsourced-number|value-mismatch"),
    ("url", "demo", "详见 https://example.com/fx100-checkpoint-5x-faster 。",
     "详见 https://example.com/fx100-checkpoint-1.9x-faster [@R1]。", "unit-mismatch|value-mismatch|unsourced-number"),
    ("several", "demo-en", "In R1, FX100 saves checkpoints several times faster [@R1].",
     "We read the logs several times a day; FX100 saves in 94 s [@R1].", "qualifier-violation"),
]


def _errors(brief: str, text: str) -> list[str]:
    return [f for f in run_case({"brief": brief, "text": text + "\n", "config": {}}) if " error " in f]


@pytest.mark.parametrize("cls, brief, wrong, true, rule", CASES, ids=[f"{c[0]}: {c[2]}" for c in CASES])
def test_wrong_figure_fails(cls, brief, wrong, true, rule):
    errors = _errors(brief, wrong)
    assert any(f" {r}: " in e for e in errors for r in rule.split("|")), errors


@pytest.mark.parametrize("cls, brief, wrong, true, rule", CASES, ids=[f"{c[0]}: {c[3]}" for c in CASES])
def test_true_variant_passes(cls, brief, wrong, true, rule):
    assert _errors(brief, true) == []


def test_enough_cases():
    assert len(CASES) >= 90


# Prose that looks like a number word but quantifies nothing: never read, so never a false alarm.
NOT_NUMBERS = ["one of the GPUs", "a single GPU", "one save at a time", "one day we", "one step further",
               "double-check the logs", "double precision", "twice a day", "the first half of the year",
               "进一步提升", "一些节点", "三月份发布", "第三次保存", "一次保存", "一成不变", "成本", "三维", "分两步走",
               "万一失败", "千万不要", "保存只是 Checkpoint 的一半", "someone", "often", "tone", "3/4/2026", "24/7", "1/4 = 0.25"]


@pytest.mark.parametrize("text", NOT_NUMBERS)
def test_prose_is_not_a_number(text):
    from engine.check.extract import Extractor
    from engine.check.markdown import blocks

    ms = [m for b in blocks(text) for m in Extractor([]).run(b)[0] if m.data.get("form")]
    assert ms == [], [m.text for m in ms]


@pytest.mark.parametrize("text, value, unit", [
    ("三成", 30, "%"), ("三成五", 35, "%"), ("一点五%", 1.5, "%"), ("百分之十二", 12, "%"), ("两倍", 2, "x"),
    ("十二个节点", 12, "node"), ("八卡", 8, "GPU"), ("两万步", 20000, "step"), ("七百亿参数", 7e10, "param"),
    ("减半", 50, "%"), ("eight GPUs", 8, "GPU"), ("twelve percent", 12, "%"),
    ("twenty-four hours", 24, "h"), ("one hundred and twenty seconds", 120, "s"), ("twice", 2, "x"),
    ("doubled", 2, "x"), ("triples", 3, "x"), ("three times", 3, "x"), ("threefold", 3, "x"), ("3-fold", 3, "x"),
    ("one in fifty", 2, "%"), ("1 out of 8", 12.5, "%"), ("halved", 50, "%"), ("cut in half", 50, "%"),
    ("half an hour", 0.5, None), ("1.5e0%", 1.5, "%"), ("2×10^3 s", 2000, "s"), ("2×10³ s", 2000, "s"), ("2×10⁻³ s", 0.002, "s"), ("1½ hours", 1.5, "h"), ("3¾", 3.75, None),
    ("2K seconds", 2000, "s"), ("1.2M steps", 1.2e6, "step"), ("½", 0.5, None), ("½%", 0.5, "%"), ("3/4", 0.75, None),
    ("eight AMD MI308X GPUs", 8, "GPU"), ("a ten-hour run", 10, "h"),
    ("80 ns", 80, "ns"), ("80ns", 80, "ns"), ("100 纳秒", 100, "ns"), ("0.5 nanoseconds", 0.5, "ns"),
])
def test_forms_are_read(text, value, unit):
    from engine.check.extract import Extractor
    from engine.check.markdown import blocks

    ms = [m for b in blocks(text) for m in Extractor([]).run(b)[0]]
    assert len(ms) == 1, [m.text for m in ms]
    m = ms[0]
    assert abs(m.value - value) <= 1e-9 * max(1, value)
    assert (m.unit.symbol if m.unit else None) == unit or (unit is None and m.unit is not None and m.unit.symbol == "h")
