"""engine: a fact-checked technical content engine."""

__version__ = "0.1.0"
