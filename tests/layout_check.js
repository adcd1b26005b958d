// Line boxes of a rendered article (tests/test_typography.py): which numbers with their unit, and which
// claim displays, sit on more than one line, and which citations start a line. Independent of how the
// page prevents it: it reads the text and the browser's line boxes (Range.getClientRects), nothing else.
(displays) => {
  // every text node of the article, concatenated, with a map back to (node, offset)
  const root = document.querySelector("article");
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const nodes = []; let text = "";
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    if (n.parentElement.closest("svg, script, style")) continue;
    nodes.push([n, text.length]); text += n.data;
  }
  function at(i) {
    let lo = 0, hi = nodes.length - 1;
    while (lo < hi) { const mid = (lo + hi + 1) >> 1; if (nodes[mid][1] <= i) lo = mid; else hi = mid - 1; }
    return [nodes[lo][0], i - nodes[lo][1]];
  }
  function lines(a, b) {  // how many line boxes the text [a, b) sits on
    const r = document.createRange(); const [sn, so] = at(a); const [en, eo] = at(b - 1);
    r.setStart(sn, so); r.setEnd(en, eo + 1);
    const tops = [...r.getClientRects()].filter(x => x.width > 0).map(x => x.bottom);
    tops.sort((x, y) => x - y);
    let count = tops.length ? 1 : 0;
    for (let i = 1; i < tops.length; i++) if (tops[i] - tops[i - 1] > 12) count++;
    return count;
  }
  const split = [];
  const unit = "(?:[A-Za-z%‰°µ×][A-Za-z%‰°µ×/]{0,11}(?![A-Za-z])|小时|分钟|节点|[\\u4e00-\\u9fff])";
  const re = new RegExp("(?<![A-Za-z0-9_.,])\\d(?:[\\d,.]*\\d)?(?:[–-]\\d(?:[\\d,.]*\\d)?)?[ \\u00a0]?" + unit, "g");
  let checked = 0;
  for (const m of text.matchAll(re)) { checked++; if (lines(m.index, m.index + m[0].length) > 1) split.push(m[0]); }
  for (const d of displays) {
    let i = text.indexOf(d);
    while (i >= 0) { checked++; if (lines(i, i + d.length) > 1) split.push(d); i = text.indexOf(d, i + 1); }
  }
  // a citation never starts a line: the visible character before it is on the same line
  const cites = [];
  for (const c of root.querySelectorAll(".cite")) {
    const r = document.createRange(); r.selectNodeContents(c);
    const start = [...nodes].findIndex(([n]) => c.contains(n));
    if (start <= 0) continue;
    let i = nodes[start][1] - 1;
    while (i >= 0 && /\s/.test(text[i])) i--;
    if (i < 0) continue;
    const cr = [...c.getClientRects()][0];
    const [pn, po] = at(i); const pr = document.createRange(); pr.setStart(pn, po); pr.setEnd(pn, po + 1);
    const prr = [...pr.getClientRects()][0];
    if (cr && prr && Math.abs(cr.bottom - prr.bottom) > 12) cites.push(c.textContent);
  }
  return {checked, split, cites, numberOfCites: root.querySelectorAll(".cite").length};
}
