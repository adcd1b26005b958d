"""Plain data types passed between stages. No I/O here."""
