"""One module per CLI command. Each returns an exit code and may raise EngineError."""
