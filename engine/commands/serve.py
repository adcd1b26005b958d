"""`engine serve [--host H] [--port P]`: preview every article, rebuilt on save (engine/serve.py).

Exit codes: 0 stopped by Ctrl-C or SIGTERM, 2 bad input (no articles/ folder, the port is taken).
"""
from __future__ import annotations

import signal
import sys
from pathlib import Path

from engine.commands.common import EXIT_BAD_INPUT, EXIT_OK

LOOPBACK = ("127.0.0.1", "localhost", "::1")


def run(args, root: Path) -> int:
    from engine import serve

    if not (root / "articles").is_dir():
        print(f"{root / 'articles'}: error serve-no-articles: no articles/ folder to preview\n"
              "  hint: run engine serve in a project folder, or give --root DIR", file=sys.stderr)
        return EXIT_BAD_INPUT
    if args.host not in LOOPBACK:
        print(f"engine serve: warning: listening on {args.host}: the previews (drafts included) are visible "
              "to other machines", file=sys.stderr)
    site = serve.Site(root)
    try:
        server = serve.make_server(site, args.host, args.port)
    except OSError as exc:
        print(f"engine serve: error serve-listen: cannot listen on {args.host}:{args.port}: {exc.strerror or exc}\n"
              "  hint: choose another --port (0 picks a free one)", file=sys.stderr)
        return EXIT_BAD_INPUT

    def stop(signum, frame):
        raise KeyboardInterrupt

    signal.signal(signal.SIGTERM, stop)
    try:
        serve.run(site, server, lambda url: print(f"serving {url} (Ctrl-C to stop)", flush=True))
    except KeyboardInterrupt:
        print("engine serve: stopped", file=sys.stderr)
    return EXIT_OK
