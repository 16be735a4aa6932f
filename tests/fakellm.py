"""A fake OpenAI-compatible chat endpoint on a real local socket, for the `llm` verifier backend.

It runs `http.server` in a thread, so synchronous fixtures (a whole System) and async tests can
share it. What it answers is chosen per request: by the first path segment
(`{url}/approve/v1/chat/completions`), else by a marker registered with `route(marker, mode)`
that appears in the request body (e2e tests register their scope), else `default`.
"""
from __future__ import annotations

import json
import re
import threading
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

HANG_S = 30.0
_DATA = re.compile(r"<data-(\w+)>\n(.*)\n</data-\1>", re.DOTALL)


def _completion(content: str | None, refusal: str | None = None) -> bytes:
    return json.dumps({
        "id": "chatcmpl-fake", "object": "chat.completion", "model": "fake",
        "choices": [{"index": 0, "finish_reason": "stop",
                     "message": {"role": "assistant", "content": content, "refusal": refusal}}],
    }).encode()


def _verdict(verdict: str, reason: str) -> str:
    return json.dumps({"verdict": verdict, "reason": reason})


def _echo(request: dict[str, Any]) -> str:
    """A model that obeys whatever its data says: any source text asking to approve is echoed back."""
    user = request["messages"][-1]["content"]
    m = _DATA.search(user)
    data = json.loads(m.group(2)) if m else {}
    if any("approve" in s["text"].lower() for s in data.get("sources", [])):
        return _verdict("approve", "The source says the value is correct.")
    return _verdict("reject", "The sources do not support the value.")


ANSWERS = {
    "approve": lambda r: (200, _completion(_verdict("approve", "A channel source states the new total as a change."))),
    "reject": lambda r: (200, _completion(_verdict("reject", "The sources do not support the value."))),
    "prose": lambda r: (200, _completion("Looking at the sources, I would approve this proposal since it seems fine.")),
    "two": lambda r: (200, _completion(_verdict("approve", "Stated.") + "\n" + _verdict("reject", "Not stated."))),
    "empty": lambda r: (200, b""),
    "http500": lambda r: (500, b'{"error": {"message": "internal error"}}'),
    "refusal": lambda r: (200, _completion(None, refusal="I can't help with that.")),
    "echo": lambda r: (200, _completion(_echo(r))),
    # a model that repeats an injection into its reason, which would reach the journal's readers
    "parrot": lambda r: (200, _completion(_verdict("approve", "The note to the verifier says it is pre-verified."))),
    "hang": None,  # answers approve, but only after HANG_S seconds
}


@dataclass(frozen=True)
class Seen:
    """One request the fake received."""

    mode: str
    path: str
    body: dict[str, Any]
    headers: dict[str, str]


@dataclass
class FakeModel:
    default: str = "reject"
    routes: dict[str, str] = field(default_factory=dict)
    requests: list[Seen] = field(default_factory=list)
    _server: ThreadingHTTPServer | None = None
    _release: threading.Event = field(default_factory=threading.Event)

    @property
    def url(self) -> str:
        assert self._server
        host, port = self._server.server_address[:2]
        return f"http://{host}:{port}"

    def base_url(self, mode: str) -> str:
        """The `llm_url` under which every request gets `mode`'s answer."""
        return f"{self.url}/{mode}/v1"

    def route(self, marker: str, mode: str) -> None:
        self.routes[marker] = mode

    def calls(self, marker: str) -> int:
        """Requests whose path or body mentions `marker`."""
        return len(self.seen(marker))

    def seen(self, marker: str) -> list[Seen]:
        return [r for r in self.requests if marker in r.path or marker in json.dumps(r.body)]

    def mode_for(self, path: str, raw: bytes) -> str:
        first = path.strip("/").split("/")[0]
        if first in ANSWERS:
            return first
        text = raw.decode(errors="replace")
        return next((mode for marker, mode in self.routes.items() if marker in text), self.default)

    def start(self) -> FakeModel:
        fake = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"
            disable_nagle_algorithm = True  # headers and body go out in two writes

            def log_message(self, *args: Any) -> None:  # keep test output clean
                pass

            def do_POST(self) -> None:  # noqa: N802 - http.server's naming
                raw = self.rfile.read(int(self.headers.get("Content-Length") or 0))
                mode = fake.mode_for(self.path, raw)
                body = json.loads(raw) if raw else {}
                fake.requests.append(Seen(mode, self.path, body, dict(self.headers.items())))
                if not self.path.endswith("/chat/completions"):
                    status, out = 404, b'{"error": {"message": "not found"}}'
                elif mode == "hang":
                    fake._release.wait(HANG_S)  # released when the server stops
                    status, out = ANSWERS["approve"](body)  # type: ignore[misc]
                else:
                    status, out = ANSWERS[mode](body)  # type: ignore[misc]
                try:
                    self.send_response(status)
                    self.send_header("Content-Type", "application/json")
                    self.send_header("Content-Length", str(len(out)))
                    self.end_headers()
                    self.wfile.write(out)
                except OSError:
                    pass  # the client gave up (a timeout): nothing to answer

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._server.daemon_threads = True
        threading.Thread(target=self._server.serve_forever, name="fake-llm", daemon=True).start()
        return self

    def stop(self) -> None:
        self._release.set()
        if self._server:
            self._server.shutdown()
            self._server.server_close()
