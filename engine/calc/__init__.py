"""Pure calculation layer: expressions, units, intervals, provenance."""
