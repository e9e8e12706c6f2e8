#!/usr/bin/env python3
"""A bounded soak of `cotuong serve` on loopback: several pages at once, each opening, playing,
loading games, polling, taking back and closing, round after round; a few hostile requests on the
side (a chunked body, a game over the load cap). Prints the server's memory (VmRSS) before, at its
peak and after, and the requests by status.

usage: serve_soak.py COTUONG [--pages 6] [--rounds 4] [--seconds 240] [--max-growth-mb 32]
                     [--game tests/data/game-100-plies.pgn]

Exit status 0 when every request got the answer it should, the server stayed up, the soak ended
within --seconds, and the memory after the soak is at most --max-growth-mb above the memory before
it; 1 otherwise. Only 127.0.0.1 is used.
"""
import argparse
import collections
import json
import os
import re
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.request

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_GAME = os.path.join(HERE, "..", "..", "data", "game-100-plies.pgn")


class Soak:
    def __init__(self, base, pid, deadline):
        self.base = base
        self.pid = pid
        self.deadline = deadline
        self.statuses = collections.Counter()
        self.failures = []
        self.lock = threading.Lock()

    def status(self, field):
        """Returns a number of the server's /proc status ("VmRSS" in kB, "Threads")."""
        with open(f"/proc/{self.pid}/status") as f:
            for line in f:
                if line.startswith(field + ":"):
                    return int(line.split()[1])
        return 0

    def rss_mb(self):
        """Returns the server's resident memory in MB."""
        return self.status("VmRSS") / 1024

    def request(self, method, path, body=None, expect=(200,)):
        """Returns the JSON (or text) answer of a request, counting its status; retries a 429."""
        for _ in range(10):
            if time.monotonic() > self.deadline:
                raise TimeoutError("the soak ran out of time")
            data = None if body is None else json.dumps(body).encode()
            req = urllib.request.Request(self.base + path, data=data, method=method)
            if data is not None:
                req.add_header("Content-Type", "application/json")
            try:
                with urllib.request.urlopen(req, timeout=30) as r:
                    status, text = r.status, r.read().decode()
            except urllib.error.HTTPError as e:
                status, text = e.code, e.read().decode()
            with self.lock:
                self.statuses[status] += 1
            if status == 429:
                time.sleep(1)
                continue
            if status not in expect:
                with self.lock:
                    self.failures.append(f"{method} {path}: {status} {text[:200]}")
            try:
                return json.loads(text)
            except ValueError:
                return text
        with self.lock:
            self.failures.append(f"{method} {path}: still 429 after 10 tries")
        return {}

    def chunked_load(self, token):
        """Sends a game as a chunked body on a raw socket; returns the status line."""
        host = self.base.split("//")[1].rstrip("/")
        body = json.dumps({"session": token, "pgn": "1. h2e2 h9g7 *"}).encode()
        head = (f"POST /api/load HTTP/1.1\r\nHost: {host}\r\nContent-Type: application/json\r\n"
                "Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n").encode()
        chunk = b"%x\r\n" % len(body) + body + b"\r\n0\r\n\r\n"
        port = int(host.rsplit(":", 1)[1])
        with socket.create_connection(("127.0.0.1", port), timeout=10) as s:
            s.sendall(head + chunk)
            answer = s.recv(4096).decode(errors="replace")
        status = int(answer.split()[1]) if answer.startswith("HTTP/") else 0
        with self.lock:
            self.statuses[status] += 1
        return status

    def page(self, game, long_game):
        """One page's life: open, play, load, poll, take back, save, close."""
        opened = self.request("POST", "/api/session", {})
        token = opened["session"]
        st = self.request("POST", "/api/new", {"session": token, "mode": "two"})
        for move in ("h2e2", "h9g7", "h0g2", "i9h9"):
            st = self.request("POST", "/api/move", {"session": token, "move": move})
        st = self.request("POST", "/api/load", {"session": token, "pgn": game})
        key = st.get("moves_key", 0)
        for _ in range(3):  # polls that find nothing new leave the move list out
            polled = self.request("GET", f"/api/state?session={token}&moves={key}")
            if "moves" in polled:
                with self.lock:
                    self.failures.append("a poll re-sent an unchanged move list")
        self.request("POST", "/api/takeback", {"session": token})
        self.request("GET", f"/api/pgn?session={token}")
        self.request("POST", "/api/load", {"session": token, "pgn": long_game}, expect=(400,))
        if self.chunked_load(token) != 411:
            with self.lock:
                self.failures.append("a chunked body was not refused with 411")
        self.request("POST", "/api/new", {"session": token, "mode": "engine", "level": 1})
        st = self.request("POST", "/api/move", {"session": token, "move": "h2e2"})
        version = st.get("version", 0)
        while time.monotonic() < self.deadline:  # the engine's answer, by long poll
            st = self.request("GET", f"/api/state?session={token}&wait=1&after={version}")
            version = st.get("version", version)
            if len(st.get("moves", [])) >= 2:
                break
        self.request("POST", "/api/close", {"session": token})


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("cotuong")
    parser.add_argument("--pages", type=int, default=6)
    parser.add_argument("--rounds", type=int, default=4)
    parser.add_argument("--seconds", type=float, default=240)
    parser.add_argument("--max-growth-mb", type=float, default=32)
    parser.add_argument("--game", default=DEFAULT_GAME)
    args = parser.parse_args()
    with open(args.game, encoding="utf-8") as f:
        game = f.read()
    long_game = " ".join(f"{2 * n + 1}. h0g2 h9g7 {2 * n + 2}. g2h0 g7h9" for n in range(600))

    with tempfile.TemporaryDirectory() as tmp:
        server = subprocess.Popen(
            [args.cotuong, "serve", "--port", "0", "--seed", "7", "--movetime", "50",
             "--max-pages", str(max(8, args.pages)), "--wins-file", os.path.join(tmp, "wins.tsv")],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        try:
            line = server.stdout.readline()
            match = re.search(r"http://127\.0\.0\.1:\d+/", line)
            if not match:
                print(f"serve_soak: the server did not start: {line}{server.stderr.read()}")
                return 1
            soak = Soak(match.group(0).rstrip("/"), server.pid,
                        time.monotonic() + args.seconds)
            soak.request("GET", "/api/health")
            before = soak.rss_mb()
            peak = before
            started = time.monotonic()
            for _ in range(args.rounds):
                threads = [threading.Thread(target=soak.page, args=(game, long_game))
                           for _ in range(args.pages)]
                for t in threads:
                    t.start()
                while any(t.is_alive() for t in threads):
                    peak = max(peak, soak.rss_mb())
                    time.sleep(0.05)
                if server.poll() is not None:
                    soak.failures.append("the server exited")
                    break
            health = soak.request("GET", "/api/health")
            time.sleep(0.5)
            after = soak.rss_mb()
            threads = soak.status("Threads")
            elapsed = time.monotonic() - started
        finally:
            server.terminate()
            server.wait(timeout=30)

    total = sum(soak.statuses.values())
    print(f"serve_soak: {args.pages} pages x {args.rounds} rounds, {total} requests in "
          f"{elapsed:.1f} s; statuses {dict(sorted(soak.statuses.items()))}")
    print(f"serve_soak: VmRSS before {before:.1f} MB, peak {peak:.1f} MB, after {after:.1f} MB; "
          f"pages open after: {health.get('sessions')}, threads after: {threads}")
    if health.get("sessions") != 0:
        soak.failures.append(f"{health.get('sessions')} pages still open after the soak")
    if after > before + args.max_growth_mb:
        soak.failures.append(f"memory grew by {after - before:.1f} MB")
    for failure in soak.failures[:20]:
        print(f"serve_soak: FAIL {failure}")
    return 1 if soak.failures else 0


if __name__ == "__main__":
    sys.exit(main())
