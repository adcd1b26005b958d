"""Optional LLM drafting with the checker in the loop (docs/llm.md).

The model is an untrusted writer. It sees a fact sheet, writes numbers as
{{ claim_id }} placeholders and citations as [@R1], and its text must pass
the same gate as a human's: the engine substitutes the placeholders, renders
the article, runs the checker, and sends failing findings back to the model,
at most `max_reasks` times. If the text still fails, nothing is published.

This is the only module that imports langchain, and only inside functions
that run when a brief asks for the model (and the response is not cached).
The loop (`run_gate`) takes callables, so it is tested without the pipeline.
"""
from __future__ import annotations

import importlib
import json
import os
import re
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Optional

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from engine.draft import llm_prompt as P
from engine.draft.factsheet import substitute
from engine.draft.llm_cache import Cache, key as cache_key, request as cache_request
from engine.errors import EngineError, Location, Problem

# Optional extras declared in pyproject.toml, by the top-level package they install.
EXTRAS = {"langchain_openai": ("langchain-openai", "openai"), "langchain_ollama": ("langchain-ollama", "ollama")}
DEFAULT_URLS = {"langchain_ollama": "http://localhost:11434", "langchain_openai": "https://api.openai.com/v1"}
URL_PARAMS = ("base_url", "openai_api_base", "api_base", "endpoint", "url", "host")


class FAQPair(BaseModel):
    """One question and its self-contained answer."""

    model_config = ConfigDict(extra="ignore")
    q: str = Field(min_length=2, description="the question, in the article's language")
    a: str = Field(min_length=2, description="a self-contained answer; figures as {{ claim_id }}, citations as [@R1]")


# Names the structured-output schema in cache keys (rather than its JSON schema, which may change
# with the pydantic version). Change it when FAQOut changes.
FAQ_SCHEMA_ID = "FAQOut.v1: pairs[1..10] of {q, a}"


class FAQOut(BaseModel):
    """Question-and-answer pairs for the article's FAQ section."""

    model_config = ConfigDict(extra="ignore")
    pairs: list[FAQPair] = Field(min_length=1, max_length=10)


@dataclass
class LLMStats:
    calls: int = 0  # requests sent to the model
    cached: int = 0  # responses replayed from the cache
    reasks: int = 0
    input_tokens: Optional[int] = None  # None: the provider reported no usage
    output_tokens: Optional[int] = None
    seconds: float = 0.0  # time spent waiting for the model

    def add_usage(self, usage: Optional[dict]) -> None:
        if not usage:
            return
        for k in ("input_tokens", "output_tokens"):
            if usage.get(k) is not None:
                setattr(self, k, (getattr(self, k) or 0) + int(usage[k]))

    def to_json(self) -> dict:
        return {"calls": self.calls, "cached": self.cached, "reasks": self.reasks,
                "input_tokens": self.input_tokens, "output_tokens": self.output_tokens,
                "seconds": round(self.seconds, 3)}

    def summary(self) -> str:
        tok = ("tokens n/a" if self.input_tokens is None and self.output_tokens is None
               else f"{self.input_tokens or 0} in / {self.output_tokens or 0} out tokens")
        return (f"{self.calls} model call(s), {self.cached} cached, {self.reasks} re-ask(s), {tok}, "
                f"{self.seconds:.1f}s")


def _err(code: str, message: str, where: Location, hint: Optional[str] = None) -> EngineError:
    return EngineError([Problem(code, message, where, hint)])


class Drafter:
    """Calls the configured chat model through the cache; maps every failure to a clear EngineError."""

    def __init__(self, cfg, cache_dir: Path, *, refresh: bool = False, model=None, env=None,
                 where: Location = Location("engine.yaml")):
        self.cfg = cfg
        self.cache = Cache(cache_dir)
        self.refresh = refresh
        self._model = model  # an instance (tests) or None: built from cfg.model on the first cache miss
        self.env = os.environ if env is None else env
        self.where = where
        self.stats = LLMStats()
        self._secret: Optional[str] = None

    # -- public calls --
    def text(self, messages: list[tuple[str, str]]) -> str:
        req = cache_request(self.cfg.model, self.cfg.params, "text", messages)
        k = cache_key(req)
        rec = None if self.refresh else self.cache.get(k)
        if rec is not None and isinstance(rec["response"], str):
            if not rec["response"].strip():  # issue 10: never an empty section
                raise _err("llm-malformed", f"malformed cached response from {self.cfg.model}: it is empty",
                           self.where, f"delete {self.cache.path(k)} or run with --refresh")
            self.stats.cached += 1
            return rec["response"]
        model = self.model()
        msg = self._invoke(lambda: model.invoke(_to_lc(messages)))
        text = _clean_text(_message_text(msg))
        if not text.strip():
            raise _err("llm-malformed", f"malformed response from {self.cfg.model}: the model returned no text",
                       self.where, "check the model name and the server's logs; try --refresh")
        usage = _usage(msg)
        self.stats.add_usage(usage)
        self.cache.put(k, req, text, usage)
        return text

    def faq(self, messages: list[tuple[str, str]]) -> list[dict]:
        req = cache_request(self.cfg.model, self.cfg.params, "faq", messages, FAQ_SCHEMA_ID)
        k = cache_key(req)
        rec = None if self.refresh else self.cache.get(k)
        if rec is not None:
            try:
                self.stats.cached += 1
                return [p.model_dump() for p in FAQOut.model_validate(rec["response"]).pairs]
            except ValidationError:
                self.stats.cached -= 1  # a stale record: ask again
        model = self.model()
        try:
            runnable = model.with_structured_output(FAQOut, include_raw=True)
        except NotImplementedError:
            raise _err("llm-no-structured-output",
                       f"{self.cfg.model} does not support structured output (bind_tools), which the FAQ needs",
                       self.where, "use a chat model with tool calling, or write the FAQ in the brief") from None
        out = self._invoke(lambda: runnable.invoke(_to_lc(messages)))
        raw = out.get("raw") if isinstance(out, dict) else None
        parsed = out.get("parsed") if isinstance(out, dict) else None
        error = out.get("parsing_error") if isinstance(out, dict) else None
        if parsed is None or error is not None:
            detail = _short_error(error) if error is not None else "no question/answer pairs were returned"
            raise _err("llm-malformed",
                       f"malformed structured FAQ output from {self.cfg.model}: {self._redact(detail)}",
                       self.where, "the FAQ must be a list of pairs with q and a; try --refresh, or another model")
        usage = _usage(raw)
        self.stats.add_usage(usage)
        pairs = [p.model_dump() for p in parsed.pairs]
        self.cache.put(k, req, {"pairs": pairs}, usage)
        return pairs

    # -- the model --
    def model(self):
        if self._model is None:
            self._model = self._load()
        return self._model

    def _load(self):
        mod_name, _, cls_name = self.cfg.model.partition(":")
        top = mod_name.split(".")[0]
        try:
            mod = importlib.import_module(mod_name)
        except ModuleNotFoundError as exc:
            if exc.name and (mod_name == exc.name or mod_name.startswith(exc.name + ".")):
                dist, extra = EXTRAS.get(top, (top.replace("_", "-"), None))
                hint = (f"pip install 'engine[{extra}]'  (or: pip install {dist})" if extra
                        else f"pip install {dist}")
                raise _err("llm-missing-package",
                           f"the model class {self.cfg.model} needs the Python package '{dist}', "
                           "which is not installed", self.where,
                           hint + "; recorded responses in the cache still build offline without --refresh") from None
            raise _err("llm-missing-package", f"importing {mod_name} for {self.cfg.model} failed: {exc}",
                       self.where, "reinstall the provider package with its dependencies") from None
        except Exception as exc:  # a broken provider installation
            raise _err("llm-bad-model", f"importing {mod_name} for {self.cfg.model} failed: "
                       f"{type(exc).__name__}: {_short_error(exc)}", self.where,
                       "reinstall the provider package") from None
        cls = getattr(mod, cls_name, None)
        from langchain_core.language_models.chat_models import BaseChatModel

        if not (isinstance(cls, type) and issubclass(cls, BaseChatModel)):
            raise _err("llm-bad-model", f"{self.cfg.model} is not a langchain-core chat model (BaseChatModel)",
                       self.where, "set llm.model to 'package.module:ChatClass', e.g. langchain_openai:ChatOpenAI")
        kwargs = dict(self.cfg.params)
        if self.cfg.api_key_env:
            val = self.env.get(self.cfg.api_key_env)
            if not val:
                raise _err("llm-no-key", f"the environment variable {self.cfg.api_key_env} (llm.api_key_env) "
                           "is not set", self.where, f"export {self.cfg.api_key_env}=...; keys never go in files")
            self._secret = val
            kwargs["api_key"] = val
        try:
            return cls(**kwargs)
        except Exception as exc:  # pydantic validation of the provider's parameters, mostly
            raise _err("llm-bad-params", f"cannot create {self.cfg.model}: {self._redact(_short_error(exc))}",
                       self.where, "check llm.params against the provider's documentation") from None

    def _url(self) -> str:
        for k in URL_PARAMS:
            v = self.cfg.params.get(k)
            if isinstance(v, str) and v:
                return v
        for k in URL_PARAMS:
            v = getattr(self._model, k, None)
            if isinstance(v, str) and v:
                return v
        default = DEFAULT_URLS.get(self.cfg.model.split(".")[0].split(":")[0])
        return f"{default} (the provider's default)" if default else "the provider's default URL"

    def _invoke(self, fn):
        """Run one model call with the configured time limit; classify failures."""
        self.stats.calls += 1
        box: dict = {}

        def run():
            try:
                box["value"] = fn()
            except BaseException as exc:  # handed to the caller's thread
                box["error"] = exc

        t0 = time.monotonic()
        worker = threading.Thread(target=run, name="engine-llm-call", daemon=True)
        worker.start()
        worker.join(self.cfg.timeout)
        self.stats.seconds += time.monotonic() - t0
        limit = f"{self.cfg.timeout:g} s"
        if worker.is_alive():
            raise _err("llm-timeout", f"the model call to {self._url()} took longer than the {limit} limit",
                       self.where, f"raise llm.timeout in {self.where.path}, or use a smaller or faster model")
        exc = box.get("error")
        if exc is None:
            return box.get("value")
        name = " ".join(c.__name__ for c in type(exc).__mro__).lower()
        if isinstance(exc, TimeoutError) or "timeout" in name:
            raise _err("llm-timeout", f"the model call to {self._url()} took longer than the {limit} limit",
                       self.where, f"raise llm.timeout in {self.where.path}, or use a smaller or faster model") from None
        if isinstance(exc, ConnectionError) or "connect" in name:
            raise _err("llm-unreachable", f"cannot reach the model server at {self._url()}: "
                       f"{self._redact(_short_error(exc))}", self.where,
                       "start the server or fix llm.params.base_url; without --refresh, recorded responses "
                       "in the cache build offline") from None
        if isinstance(exc, EngineError):
            raise exc
        raise _err("llm-failed", f"the model call to {self._url()} failed: {type(exc).__name__}: "
                   f"{self._redact(_short_error(exc))}", self.where) from None

    def _redact(self, text: str) -> str:
        if self._secret:
            text = text.replace(self._secret, "***")
        return text


def _to_lc(messages: list[tuple[str, str]]):
    from langchain_core.messages import AIMessage, HumanMessage, SystemMessage

    kinds = {"system": SystemMessage, "human": HumanMessage, "ai": AIMessage}
    return [kinds[role](content=content) for role, content in messages]


def _message_text(msg) -> str:
    content = getattr(msg, "content", None)
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return "".join(b if isinstance(b, str) else (b.get("text") or "") for b in content
                       if isinstance(b, str) or (isinstance(b, dict) and b.get("type") == "text"))
    return ""


def _usage(msg) -> Optional[dict]:
    u = getattr(msg, "usage_metadata", None)
    if not u:
        return None
    return {k: int(u[k]) for k in ("input_tokens", "output_tokens", "total_tokens") if u.get(k) is not None}


def _short_error(exc) -> str:
    if isinstance(exc, ValidationError):
        return "; ".join(f"{'.'.join(str(x) for x in e['loc']) or '(root)'}: {e['msg']}"
                         for e in exc.errors(include_url=False)[:5])
    text = str(exc).strip().splitlines()
    return (text[0] if text else type(exc).__name__)[:300]


_FENCE = re.compile(r"^\s*```[\w-]*\s*\n(.*?)\n\s*```\s*$", re.DOTALL)


def _clean_text(text: str) -> str:
    """Drop a fence around the whole answer and a heading line the model added on its own."""
    m = _FENCE.match(text)
    if m:
        text = m.group(1)
    lines = text.strip().splitlines()
    while lines and lines[0].lstrip().startswith("#"):
        lines.pop(0)
    return "\n".join(lines).strip()


# ---------------------------------------------------------------------------------------------
# The gate loop: draft -> substitute/render -> check -> re-ask failing parts, bounded.

@dataclass
class GateResult:
    passed: bool
    drafts: dict  # part key -> text with placeholders (or FAQ pairs)
    markdown: str  # the last rendered article ("" if it could not be rendered)
    findings: list  # the last checker findings
    issues: dict  # part key -> list[Issue] left at the end
    rounds: int
    history: list = field(default_factory=list)
    stats: LLMStats = field(default_factory=LLMStats)
    reason: str = ""
    brief: object = None  # the brief with the drafts filled in (draft_article only)
    compose: dict = field(default_factory=dict)  # the drafts keyed for engine.draft.compose (draft_article only)
    check_report: object = None  # the last CheckReport (None if the last drafts could not be rendered)

    def summary(self) -> dict:
        """For the build report: outcome, rounds and the provider's usage (tokens, time)."""
        return {"passed": self.passed, "rounds": self.rounds, "reason": self.reason, **self.stats.to_json()}

    def problems_text(self) -> list[str]:
        """One line per issue left in the model's text (for the CLI)."""
        return [f"{key}: {i.rule}: {i.message}" + (f" (“{i.text}”)" if i.text else "")
                for key, items in sorted(self.issues.items()) for i in items]

    def report(self) -> dict:
        return {
            "passed": self.passed,
            "reason": self.reason,
            "rounds": self.rounds,
            "history": self.history,
            "issues": {k: [i.to_json() for i in v] for k, v in sorted(self.issues.items())},
            "findings": [f.to_json() if hasattr(f, "to_json") else dict(vars(f)) for f in self.findings],
            "llm": self.stats.to_json(),
        }

    def draft_files(self, article_id: str) -> dict[str, str]:
        """What to save under build/<id>/draft/ when the gate fails: the article, the model's text, the report."""
        parts = []
        for k, d in self.drafts.items():
            parts.append(f"<!-- part: {k} -->\n{P.as_text(d)}\n")
        return {
            f"{article_id}.md": self.markdown,
            "llm-drafts.md": "\n".join(parts),
            "llm-report.json": json.dumps(self.report(), ensure_ascii=False, indent=2, sort_keys=True) + "\n",
        }


class Rejected(Exception):
    """Raised by a gate when model text cannot even be rendered; carries issues per part for a re-ask."""

    def __init__(self, issues: dict):
        super().__init__(f"{sum(len(v) for v in issues.values())} problem(s) in drafted text")
        self.issues = issues


def gate_of(render_fn: Callable, check_fn: Callable) -> Callable:
    """Build a gate from a renderer (drafts -> Markdown) and a checker (Markdown -> report)."""

    def gate(drafts):
        markdown = render_fn(drafts)
        return markdown, check_fn(markdown)

    return gate


def run_gate(parts: list, drafter: Drafter, first: Callable, gate: Callable, *, max_reasks: int, scope: dict,
             sources: list, allowed_filters=None, on_progress: Optional[Callable[[str], None]] = None) -> GateResult:
    """Draft every part, then loop at most max_reasks + 1 times:
    pre-checks -> gate(drafts) = (markdown, report) -> re-ask each part that has failing findings.

    first(part) -> the first messages for a part. gate may raise Rejected (issues per part).
    """
    convo: dict[str, list] = {}
    drafts: dict = {}
    n = len(parts)
    for i, part in enumerate(parts, 1):
        if on_progress:
            on_progress(f"drafting {part.key} ({i}/{n})")
        convo[part.key] = first(part)
        drafts[part.key] = _ask(drafter, part, convo[part.key])
    by_key = {p.key: p for p in parts}
    history: list = []
    markdown, findings, issues, rendered, last_report = "", [], {}, False, None
    for rnd in range(max_reasks + 1):
        issues = {}
        for part in parts:
            pre = P.precheck(P.as_text(drafts[part.key]), scope, sources, allowed_filters)
            if part.kind == "faq" and part.count and len(drafts[part.key]) != part.count:
                pre.append(P.Issue("faq-count", f"return exactly {part.count} question/answer pairs, "
                                   f"not {len(drafts[part.key])}"))
            if pre:
                issues[part.key] = pre
        orphans: list = []
        rendered = False
        if not issues:
            try:
                markdown, report = gate(dict(drafts))
                rendered = True
                last_report = report
            except Rejected as exc:
                issues = exc.issues
        if rendered:
            findings = list(report.findings)
            if report.passed:
                history.append({"round": rnd, "errors": 0})
                return GateResult(True, drafts, markdown, findings, {}, rnd + 1, history, drafter.stats,
                                  check_report=report)
            issues, orphans = P.attribute(findings, markdown, drafts, scope)
        history.append({"round": rnd, "errors": sum(len(v) for v in issues.values()) + len(orphans),
                        "parts": sorted(issues), "unattributed": len(orphans)})
        if not issues:
            return GateResult(False, drafts, markdown, findings, {}, rnd + 1, history, drafter.stats,
                              "the failing findings are in text the model did not write", check_report=last_report)
        if rnd == max_reasks:
            break
        for key in [p.key for p in parts if p.key in issues]:
            part = by_key[key]
            if on_progress:
                on_progress(f"re-asking {key} ({len(issues[key])} finding(s), round {rnd + 1}/{max_reasks})")
            reply = drafts[key] if isinstance(drafts[key], str) else P.faq_as_ai_message(drafts[key])
            convo[key] = convo[key] + [("ai", reply), ("human", P.reask_message(issues[key], part.kind))]
            drafts[key] = _ask(drafter, part, convo[key])
            drafter.stats.reasks += 1
    if not rendered:  # the last drafts failed the pre-checks and could not be rendered
        markdown, findings, last_report = _fallback_markdown(drafts, scope), [], None
    return GateResult(False, drafts, markdown, findings, issues, max_reasks + 1, history, drafter.stats,
                      f"still failing after {max_reasks} re-ask(s)", check_report=last_report)


def _ask(drafter: Drafter, part, messages):
    return drafter.faq(messages) if part.kind == "faq" else drafter.text(messages)


def _fallback_markdown(drafts: dict, scope: dict) -> str:
    return "\n\n".join(f"<!-- {k} -->\n{substitute(P.as_text(d), scope)}" for k, d in drafts.items())


# ---------------------------------------------------------------------------------------------
# The article-level entry point the pipeline calls.

def compose_drafts(drafts: dict) -> dict:
    """The drafts keyed as engine.draft.compose expects: ("sections", i, "body"), ("faq",), ("answer",)."""
    out: dict = {}
    for key, d in drafts.items():
        if key.startswith("sections."):
            out[("sections", int(key.split(".", 1)[1]), "body")] = d
        else:
            out[(key,)] = d
    return out


def apply_drafts(brief, drafts: dict):
    """A copy of the brief with the model's text in place of each `draft: llm` part."""
    from engine.models.brief import FAQ

    update: dict = {}
    sections = list(brief.sections)
    for key, d in drafts.items():
        if key in ("answer", "lead"):
            update[key] = d
        elif key == "faq":
            update["faq"] = [FAQ(q=p["q"], a=p["a"]) for p in d]
        elif key.startswith("sections."):
            i = int(key.split(".", 1)[1])
            sections[i] = sections[i].model_copy(update={"body": d})
    if any(k.startswith("sections.") for k in drafts):
        update["sections"] = sections
    return brief.model_copy(update=update)


def resolve_config(brief, config, smap) -> tuple[object, Location]:
    """The brief's own llm: block, else engine.yaml's; an error if neither exists."""
    if getattr(brief, "llm", None) is not None:
        return brief.llm, smap.loc(("llm",))
    if config is not None and getattr(config, "llm", None) is not None:
        return config.llm, Location("engine.yaml")
    parts = P.llm_parts(brief)
    raise _err("llm-not-configured", "this brief asks for LLM drafting (draft: llm) but no model is configured",
               smap.loc(parts[0].keypath) if parts else smap.loc(()),
               "add an llm: block to engine.yaml (see docs/llm.md), or set draft: template and write the text")


def check_outlines(brief, scope: dict, smap) -> None:
    problems = []
    for part in P.llm_parts(brief):
        for j, name in enumerate(part.outline.claims):
            if name not in scope:
                close = P._close(name, scope)
                problems.append(Problem("unknown-name", f"outline names unknown claim '{name}'",
                                        smap.loc(part.keypath + ("outline", "claims", j)),
                                        f"did you mean '{close}'?" if close else "list claim or assumption names"))
    if problems:
        raise EngineError(problems)


class Drafts(dict):
    """The drafts keyed for engine.draft.compose, plus the gate's outcome in `.gate` (a GateResult)."""

    gate: Optional[GateResult] = None
    cache_files: list = []  # the cache records replayed or written (inputs of the build's manifest)


def draft_article(*, project, brief, registry, scope: dict, config, gate: Callable, refresh: bool = False,
                  model=None, env=None, allowed_filters=None,
                  on_progress: Optional[Callable[[str], None]] = None) -> Drafts:
    """Draft the brief's `draft: llm` parts with the checker in the loop.

    brief: a LoadedBrief (model + source map). gate(drafts) -> (markdown, CheckReport), where drafts is keyed
    like compose_drafts(); it composes and checks the whole article and may raise EngineError.
    Returns the final drafts (empty when the brief needs no model); `.gate` says whether they passed.
    Raises EngineError (exit 2) for configuration, provider and response errors; nothing is written
    then except cache records of complete, valid responses.
    """
    b, smap = brief.model, brief.smap
    parts = P.llm_parts(b)
    if not parts:
        return Drafts()
    check_outlines(b, scope, smap)
    cfg, where = resolve_config(b, config, smap)
    root = Path(project.root)
    cache_dir = (root / cfg.cache).resolve()
    if not cache_dir.is_relative_to(root.resolve()):
        raise _err("path", f"llm.cache '{cfg.cache}' is outside the project", where, "use a folder like llm-cache")
    if allowed_filters is None:
        from engine.draft.filters import FILTERS

        allowed_filters = set(FILTERS)
    drafter = Drafter(cfg, cache_dir, refresh=refresh, model=model, env=env, where=where)
    part_lines = {p.key: smap.loc(p.keypath).line for p in parts}
    top = [p.key for p in parts if p.key in ("answer", "lead")]
    if len(top) == 1:  # compose locates problems in drafted answer/lead text at the brief's top
        part_lines[top[0]] = smap.loc(()).line

    def article_gate(drafts: dict):
        try:
            return gate(compose_drafts(drafts))
        except EngineError as exc:
            issues = _problems_to_issues(exc.problems, part_lines)
            if issues is None:
                raise
            raise Rejected(issues) from None

    result = run_gate(parts, drafter, lambda part: P.first_messages(part, b, scope, registry), article_gate,
                      max_reasks=cfg.max_reasks, scope=scope, sources=list(b.sources),
                      allowed_filters=allowed_filters, on_progress=on_progress)
    result.brief = apply_drafts(b, result.drafts)
    result.compose = compose_drafts(result.drafts)
    out = Drafts(result.compose)
    out.gate = result
    out.cache_files = sorted(drafter.cache.used)
    return out


def _problems_to_issues(problems, part_lines: dict) -> Optional[dict]:
    """Compose problems inside drafted text are located at the part's line in the brief; map them back.
    None if any problem is not in a drafted part (then it is the author's error: exit 2)."""
    by_line: dict[int, list[str]] = {}
    for key, line in part_lines.items():
        by_line.setdefault(line, []).append(key)
    out: dict = {}
    for p in problems:
        if p.severity != "error":
            continue
        keys = by_line.get(p.location.line, [])
        if len(keys) != 1:
            return None
        out.setdefault(keys[0], []).append(P.Issue(p.code, p.message + (f" ({p.hint})" if p.hint else "")))
    return out or None
