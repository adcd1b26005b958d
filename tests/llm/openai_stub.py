"""A tiny OpenAI-compatible /v1/chat/completions (and Ollama /api/chat) server on 127.0.0.1, for
testing the real langchain-openai and langchain-ollama clients without a network: it answers the example brief's prompts with the texts of
record_example.py and reports token usage like a real server. mode="hang" never answers."""
import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import record_example as R

LOG = []

def reply_for(req):
    human = [m["content"] for m in req["messages"] if m["role"] == "user"][0]
    if "response_format" in req or "tools" in req:
        return None, R.FAQ["tool"]
    if "direct answer" in human:
        return R.ANSWER, None
    if "训练气泡由哪些部分构成" in human:
        return R.SECTION_0, None
    return R.SECTION_1, None

class H(BaseHTTPRequestHandler):
    def log_message(self, *a): pass
    def do_POST(self):
        n = int(self.headers.get("content-length", 0))
        req = json.loads(self.rfile.read(n))
        LOG.append({"path": self.path, "auth": self.headers.get("authorization"), "keys": sorted(req)})
        if self.server.mode == "hang":
            threading.Event().wait(30); return
        if self.path == "/api/chat":
            return self.ollama(req)
        text, struct = reply_for(req)
        msg = {"role": "assistant", "content": text}
        if struct is not None:
            if "tools" in req:
                name = req["tools"][0]["function"]["name"]
                msg = {"role": "assistant", "content": None, "tool_calls": [{"id": "call_1", "type": "function",
                       "function": {"name": name, "arguments": json.dumps(struct, ensure_ascii=False)}}]}
            else:
                msg = {"role": "assistant", "content": json.dumps(struct, ensure_ascii=False)}
        body = {"id": "x", "object": "chat.completion", "created": 0, "model": req["model"],
                "choices": [{"index": 0, "message": msg, "finish_reason": "stop"}],
                "usage": {"prompt_tokens": 1000 + len(json.dumps(req)) // 10, "completion_tokens": 50, "total_tokens": 1050}}
        data = json.dumps(body).encode()
        self.send_response(200); self.send_header("content-type", "application/json")
        self.send_header("content-length", str(len(data))); self.end_headers(); self.wfile.write(data)

def start(mode="ok"):
    srv = ThreadingHTTPServer(("127.0.0.1", 0), H); srv.mode = mode
    threading.Thread(target=srv.serve_forever, daemon=True).start()
    return srv


def _ollama(self, req):
    """Ollama's /api/chat: NDJSON chunks, the last with done and token counts; `format` asks for JSON."""
    text, struct = reply_for(dict(req, **({"response_format": 1} if req.get("format") else {})))
    content = json.dumps(struct, ensure_ascii=False) if struct is not None else text
    chunks = [{"model": req["model"], "created_at": "2026-01-01T00:00:00Z",
               "message": {"role": "assistant", "content": content}, "done": False},
              {"model": req["model"], "created_at": "2026-01-01T00:00:00Z",
               "message": {"role": "assistant", "content": ""}, "done": True, "done_reason": "stop",
               "prompt_eval_count": 900, "eval_count": 40}]
    data = "".join(json.dumps(c, ensure_ascii=False) + "\n" for c in chunks).encode()
    self.send_response(200); self.send_header("content-type", "application/x-ndjson")
    self.send_header("content-length", str(len(data))); self.end_headers(); self.wfile.write(data)


H.ollama = _ollama
