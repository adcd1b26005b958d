"""Computed claims and assumptions: the quantities an article may state."""
from __future__ import annotations

from dataclasses import dataclass, field

from engine.calc.quantity import Quantity
from engine.errors import Location


@dataclass(frozen=True)
class Source:
    ref: str  # e.g. R1.ckpt_save_time.baseline
    report: str
    where: str | None


@dataclass
class Scalar:
    """A named quantity in a brief's scope: an assumption or a claim."""

    name: str
    kind: str  # "assumption" | "evidence" | "derived"
    quantity: Quantity
    decimals: int
    display: str  # locale display, e.g. "3,560s"
    location: Location
    expr: str = ""
    derivation: str = ""  # e.g. "= 20 × 178s · R1 表 3"
    note: str | None = None
    deps: tuple[str, ...] = ()
    sources: tuple[Source, ...] = ()  # transitive evidence provenance
    assumptions: tuple[str, ...] = ()  # transitive
    rounded: bool = False  # `round` was given explicitly
    words: tuple[str, ...] = field(default_factory=tuple)  # name, note, metric words: context for the checker

    @property
    def unit(self) -> str:
        return self.quantity.unit.symbol

    @property
    def reports(self) -> tuple[str, ...]:
        return tuple(sorted({s.report for s in self.sources}))

    def to_json(self) -> dict:
        lo, hi = self.quantity.in_unit()
        out = {
            "name": self.name,
            "kind": self.kind,
            "value": _num(lo) if not self.quantity.is_range else [_num(lo), _num(hi)],
            "unit": self.unit,
            "decimals": self.decimals,
            "display": self.display,
            "expr": self.expr,
            "derivation": self.derivation,
            "depends_on": list(self.deps),
            "assumptions": list(self.assumptions),
            "sources": [{"ref": s.ref, "report": s.report, "where": s.where} for s in self.sources],
            "location": str(self.location),
        }
        if self.note:
            out["note"] = self.note
        return out


def _num(v: float):
    r = round(v, 12)
    return int(r) if r == int(r) and abs(r) < 2**53 else r
