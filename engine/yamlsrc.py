"""Read YAML safely and remember where every value came from.

PyYAML's loaders are bypassed above the node level: we compose nodes with the
safe loader, then build plain Python values ourselves. That lets us
- reject aliases (a "billion laughs" file fails at its first alias, in O(1) memory),
- report duplicate keys, which PyYAML silently overwrites,
- keep a line/column for every key and value, and the raw text of every number
  (6.40 is written with two decimals, which the float 6.4 forgets).
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from engine import fsio
from engine.errors import EngineError, Location, Problem

MAX_BYTES = fsio.MAX_BYTES

PathKey = tuple


@dataclass
class SourceMap:
    path: str
    value_at: dict[PathKey, tuple[int, int]] = field(default_factory=dict)
    key_at: dict[PathKey, tuple[int, int]] = field(default_factory=dict)
    raw: dict[PathKey, str] = field(default_factory=dict)
    plain: dict[PathKey, bool] = field(default_factory=dict)
    looks_numeric: dict[PathKey, str] = field(default_factory=dict)  # 0x1F, 1:30, 1_000: text, not numbers

    def loc(self, keypath: PathKey = (), *, key: bool = False) -> Location:
        """Location of the value at keypath, or of its nearest ancestor."""
        keypath = tuple(keypath)
        table = self.key_at if key else self.value_at
        while keypath:
            if keypath in table:
                line, col = table[keypath]
                return Location(self.path, line, col)
            if key and keypath in self.value_at:
                line, col = self.value_at[keypath]
                return Location(self.path, line, col)
            keypath = keypath[:-1]
        line, col = self.value_at.get((), (1, 1))
        return Location(self.path, line, col)

    def at(self, keypath: PathKey, offset: int = 0) -> Location:
        """Location of a character inside a single-line plain scalar."""
        base = self.loc(keypath)
        if tuple(keypath) in self.value_at and self.plain.get(tuple(keypath)):
            return Location(base.path, base.line, base.col + offset)
        return base


MAX_DEPTH = 50  # nesting of mappings and lists; our files nest 4 deep, a file of 400 '[' must not recurse

# YAML 1.2 core schema for numbers and booleans (PyYAML implements YAML 1.1, which reads 070 as 56,
# 0x1F as 31, 1:30 as 90 and yes/no as booleans). Dates stay: evidence and briefs have `date:` fields.
_INT = re.compile(r"[-+]?[0-9]+")
_FLOAT = re.compile(r"[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN)")
_LOOKS_NUMERIC = re.compile(r"[-+]?(?:0[xXoObB][0-9a-fA-F_]+|[0-9][0-9_]*(?::[0-5]?[0-9])+(?:\.[0-9_]*)?|[0-9][0-9_]*_[0-9_.]*)")


class _Resolver(yaml.resolver.BaseResolver):
    pass


_Resolver.add_implicit_resolver("tag:yaml.org,2002:bool", re.compile(r"^(?:true|True|TRUE|false|False|FALSE)$"),
                                list("tTfF"))
_Resolver.add_implicit_resolver("tag:yaml.org,2002:int", re.compile(f"^(?:{_INT.pattern})$"), list("-+0123456789"))
_Resolver.add_implicit_resolver("tag:yaml.org,2002:float", re.compile(f"^(?:{_FLOAT.pattern})$"),
                                list("-+0123456789."))
_Resolver.add_implicit_resolver("tag:yaml.org,2002:null", re.compile(r"^(?:~|null|Null|NULL|)$"),
                                ["~", "n", "N", ""])
for _tag in ("tag:yaml.org,2002:timestamp", "tag:yaml.org,2002:merge"):
    for _first, _pairs in yaml.resolver.Resolver.yaml_implicit_resolvers.items():
        for _t, _rx in _pairs:
            if _t == _tag:
                _Resolver.add_implicit_resolver(_t, _rx, [_first])


class _Composer(yaml.reader.Reader, yaml.scanner.Scanner, yaml.parser.Parser, yaml.composer.Composer,
                yaml.constructor.SafeConstructor, _Resolver):
    def __init__(self, stream):
        yaml.reader.Reader.__init__(self, stream)
        yaml.scanner.Scanner.__init__(self)
        yaml.parser.Parser.__init__(self)
        yaml.composer.Composer.__init__(self)
        yaml.constructor.SafeConstructor.__init__(self)
        _Resolver.__init__(self)
        self.depth = 0

    def compose_node(self, parent, index):  # noqa: D401 - PyYAML hook
        if self.check_event(yaml.AliasEvent):
            event = self.peek_event()
            raise _AliasError(event.start_mark)
        if self.depth >= MAX_DEPTH:
            raise _DepthError(self.peek_event().start_mark)
        self.depth += 1
        try:
            return super().compose_node(parent, index)
        finally:
            self.depth -= 1

    def construct_yaml_int(self, node):  # decimal only (YAML 1.2 core); 070 never means 56
        return int(self.construct_scalar(node))


_Composer.add_constructor("tag:yaml.org,2002:int", _Composer.construct_yaml_int)


class _AliasError(Exception):
    def __init__(self, mark):
        self.mark = mark


class _DepthError(_AliasError):
    pass


def _problem(path: str, mark, message: str, hint: str | None = None) -> Problem:
    line = mark.line + 1 if mark is not None else 1
    col = mark.column + 1 if mark is not None else 1
    return Problem("yaml", message, Location(path, line, col), hint)


def read_text(file: Path, display: str, root: Path | None = None) -> str:
    """A YAML file's text, read safely (engine/fsio.py): inside `root` (default: the file's folder)."""
    return fsio.decode(fsio.read_bytes(file, root or file.parent, display), display)


def load(file: Path, display: str, root: Path | None = None) -> tuple[Any, SourceMap]:
    """Parse a YAML file into plain values and a source map. Raises EngineError."""
    return loads(read_text(file, display, root), display)


def loads(text: str, display: str) -> tuple[Any, SourceMap]:
    smap = SourceMap(display)
    if text.startswith("\ufeff"):
        text = text[1:]
    if not text.strip() or all(
        not ln.strip() or ln.lstrip().startswith("#") for ln in text.splitlines()
    ):
        raise EngineError([Problem("empty", "file is empty", Location(display, 1, 1),
                                   "see docs/formats.md for the fields this file needs")])
    loader = None
    try:
        loader = _Composer(text)
        node = loader.get_single_node()
    except _DepthError as exc:
        raise EngineError([_problem(display, exc.mark, f"values are nested more than {MAX_DEPTH} levels deep",
                                    "evidence and briefs nest a few levels; check the brackets and indentation")]
                          ) from None
    except _AliasError as exc:
        raise EngineError([_problem(display, exc.mark, "YAML aliases (*name) are not allowed",
                                    "write the value out in full")]) from None
    except yaml.MarkedYAMLError as exc:
        msg = exc.problem or str(exc)
        if exc.context:
            msg = f"{msg} ({exc.context})"
        raise EngineError([_problem(display, exc.problem_mark, f"YAML syntax error: {msg}",
                                    "check the indentation and quoting on this line")]) from None
    except yaml.reader.ReaderError as exc:
        before = text[: exc.position]
        line, col = before.count("\n") + 1, len(before) - (before.rfind("\n") + 1) + 1
        raise EngineError([Problem("yaml", f"control character U+{exc.character:04X} is not allowed in YAML",
                                   Location(display, line, col), "delete it; it is usually invisible")]) from None
    except yaml.YAMLError as exc:
        raise EngineError([Problem("yaml", f"YAML error: {exc}", Location(display, 1, 1))]) from None
    finally:
        if loader is not None:
            loader.dispose()
    if node is None:  # only comments, directives or byte-order marks
        raise EngineError([Problem("empty", "file is empty", Location(display, 1, 1),
                                   "see docs/formats.md for the fields this file needs")])
    problems: list[Problem] = []
    value = _build(node, (), smap, loader, problems)
    if problems:
        raise EngineError(problems)
    return value, smap


def _scalar(loader, node, smap: SourceMap, problems):
    try:
        return loader.construct_object(node)
    except yaml.MarkedYAMLError as exc:
        problems.append(_problem(smap.path, node.start_mark, f"YAML error: {exc.problem}",
                                 "custom tags (!name) are not supported" if node.tag.startswith("!") else None))
    except (ValueError, OverflowError) as exc:
        problems.append(_problem(smap.path, node.start_mark, f"cannot read '{node.value[:40]}': {str(exc)[:80]}",
                                 "dates are written YYYY-MM-DD"))
    return None


def _build(node, keypath, smap: SourceMap, loader, problems):
    smap.value_at[keypath] = (node.start_mark.line + 1, node.start_mark.column + 1)
    if isinstance(node, yaml.MappingNode):
        out: dict = {}
        for knode, vnode in node.value:
            if not isinstance(knode, yaml.ScalarNode):
                problems.append(_problem(smap.path, knode.start_mark, "mapping keys must be plain names"))
                continue
            key = _scalar(loader, knode, smap, problems)
            if key == "<<" and knode.tag == "tag:yaml.org,2002:merge":
                problems.append(_problem(smap.path, knode.start_mark, "YAML merge keys (<<) are not allowed"))
                continue
            key = "" if key is None else str(key) if not isinstance(key, str) else key
            if key in out:
                first = smap.key_at[keypath + (key,)]
                problems.append(_problem(
                    smap.path, knode.start_mark, f"duplicate key '{key}'",
                    f"it is already defined at line {first[0]}; YAML would silently keep only the last one"))
                continue
            smap.key_at[keypath + (key,)] = (knode.start_mark.line + 1, knode.start_mark.column + 1)
            out[key] = _build(vnode, keypath + (key,), smap, loader, problems)
        return out
    if isinstance(node, yaml.SequenceNode):
        return [_build(v, keypath + (i,), smap, loader, problems) for i, v in enumerate(node.value)]
    if node.style is None and node.tag == "tag:yaml.org,2002:int" and len(node.value.lstrip("+-")) > 1 \
            and node.value.lstrip("+-").startswith("0"):
        problems.append(_problem(smap.path, node.start_mark, f"'{node.value[:20]}' has a leading zero",
                                 f"write {int(node.value)}: YAML 1.1 tools read {node.value[:20]} as an octal number"))
        return None
    if node.style is None and isinstance(node, yaml.ScalarNode) and node.tag == "tag:yaml.org,2002:str" \
            and _LOOKS_NUMERIC.fullmatch(node.value):
        smap.looks_numeric[keypath] = node.value
    value = _scalar(loader, node, smap, problems)
    smap.plain[keypath] = node.style is None and node.start_mark.line == node.end_mark.line
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        smap.raw[keypath] = node.value
    return value
