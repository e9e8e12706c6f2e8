#!/usr/bin/env python3
"""`cotuong serve` under clients that never finish a request, on loopback.

1. Endless heads: 8 connections at once, 4 sending a request line that never ends and 4 sending
   headers that never end (one endless header, or header after header), each up to --cap-mb. Each
   must be answered 414 or 431 while it is still sending (the bound crossed, no line end), and the
   server's memory (VmRSS) must stay under --max-rss-mb meanwhile.
2. Slow clients: --slow connections each sending a header byte every --byte-every seconds. They
   must hold nothing that others wait for: /api/health, asked every half second meanwhile, must
   answer within --max-health-s each time; and each slow client must get its 408 once its
   request's time is up (10 s), not when it stops.

usage: serve_limits_deep.py COTUONG [--cap-mb 64] [--max-rss-mb 100] [--slow 140]
                                    [--byte-every 2] [--max-health-s 1]
Prints the figures; exit status 0 when every check holds, 1 otherwise.
"""
import argparse
import os
import re
import selectors
import socket
import subprocess
import sys
import tempfile
import threading
import time


def rss_mb(pid):
    """Returns a process's resident memory in MB."""
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return 0.0


def status_of(answer):
    """Returns the status of an HTTP answer's first line (0 when there is none yet)."""
    match = re.match(rb"HTTP/1\.1 (\d{3}) ", answer)
    return int(match.group(1)) if match else 0


def endless(port, start, filler, cap, result):
    """Sends start and then filler until the server closes the connection or cap bytes are sent,
    reading its answer meanwhile; puts in result the answer's status, the bytes sent when it came,
    its milliseconds, and the bytes sent when the connection closed (or the cap)."""
    s = socket.create_connection(("127.0.0.1", port))
    s.settimeout(0.05)
    block = filler * (65536 // len(filler) + 1)
    sent, answer, answered_at, t0 = 0, b"", None, time.monotonic()
    try:
        s.sendall(start)
        sent = len(start)
        while sent < cap:
            try:
                sent += s.send(block)
            except socket.timeout:
                pass
            if answered_at is None:
                try:
                    answer += s.recv(4096)
                except socket.timeout:
                    pass
                if status_of(answer):
                    answered_at = (sent, time.monotonic() - t0)
    except OSError:
        pass  # the server closed the connection
    closed_at = sent
    s.settimeout(2)
    try:
        while not status_of(answer):
            data = s.recv(4096)
            if not data:
                break
            answer += data
    except OSError:
        pass
    if answered_at is None:
        answered_at = (sent, time.monotonic() - t0)
    result.update(status=status_of(answer), sent=answered_at[0], seconds=answered_at[1],
                  closed_at=closed_at)
    s.close()


def health_seconds(port):
    """Returns the seconds GET /api/health takes (None when it is not answered 200 in 10 s)."""
    t0 = time.monotonic()
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=10) as s:
            s.sendall(f"GET /api/health HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n"
                      "Connection: close\r\n\r\n".encode())
            answer = b""
            while not status_of(answer) or b"\r\n\r\n" not in answer:
                data = s.recv(4096)
                if not data:
                    break
                answer += data
    except OSError:
        return None
    return time.monotonic() - t0 if status_of(answer) == 200 else None


def endless_heads(port, pid, args, failures):
    host = f"Host: 127.0.0.1:{port}\r\n".encode()
    health = b"GET /api/health HTTP/1.1\r\n" + host
    kinds = [(b"GET /", b"a", 414), (b"GET /", b"a", 414),
             (b"GET /", b"/", 414), (b"GET /", b"%", 414),
             (health + b"X-Endless: ", b"b", 431), (health + b"X-Endless: ", b"b", 431),
             (health, b"X: y\r\n", 431), (health, b"X: y\r\n", 431)]
    results = [{} for _ in kinds]
    threads = [threading.Thread(target=endless,
                                args=(port, start, filler, args.cap_mb << 20, result))
               for (start, filler, _), result in zip(kinds, results)]
    before = peak = rss_mb(pid)
    for t in threads:
        t.start()
    while any(t.is_alive() for t in threads):
        peak = max(peak, rss_mb(pid))
        time.sleep(0.02)
    after = rss_mb(pid)
    print(f"serve_limits: endless heads: VmRSS before {before:.1f} MB, peak {peak:.1f} MB, "
          f"after {after:.1f} MB")
    for (_, filler, expected), r in zip(kinds, results):
        print(f"serve_limits:   {filler[:8]!r:10} answered {r['status']} after "
              f"{r['sent'] / 1024:.0f} KB sent, {r['seconds'] * 1000:.0f} ms; closed after "
              f"{r['closed_at'] / 1024:.0f} KB")
        if r["status"] != expected:
            failures.append(f"an endless head ({filler[:8]!r}) got {r['status']}, "
                            f"not {expected}")
        elif r["sent"] >= args.cap_mb << 20:
            failures.append(f"an endless head ({filler[:8]!r}) was answered only after "
                            f"{args.cap_mb} MB")
        if r["closed_at"] >= args.cap_mb << 20:
            failures.append(f"the server read {args.cap_mb} MB of an endless head")
    if peak > args.max_rss_mb:
        failures.append(f"the server's memory reached {peak:.1f} MB (over {args.max_rss_mb})")


def slow_clients(port, args, failures):
    head = f"GET /api/health HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nX-Slow: ".encode()
    waiting = {}  # socket: when it connected, for those not answered yet
    lock, done = threading.Lock(), threading.Event()

    def trickle():  # a header byte every byte_every seconds to each, from the first connection on
        while not done.wait(args.byte_every):
            with lock:
                for s in waiting:
                    try:
                        s.send(b"s")
                    except OSError:
                        pass

    trickler = threading.Thread(target=trickle)
    trickler.start()
    t0 = time.monotonic()
    for _ in range(args.slow):
        s = socket.create_connection(("127.0.0.1", port), timeout=30)
        s.sendall(head)
        s.setblocking(False)
        with lock:
            waiting[s] = time.monotonic()
    connecting = time.monotonic() - t0
    latencies = []  # /api/health every half second for 6 s, all the slow ones connected
    while time.monotonic() - t0 < connecting + 6:
        latencies.append(health_seconds(port))
        time.sleep(0.5)
    answered = []  # (status, seconds from its connection to its answer)
    selector = selectors.DefaultSelector()
    with lock:
        for s in waiting:
            selector.register(s, selectors.EVENT_READ)
    while selector.get_map() and time.monotonic() - t0 < connecting + 30:
        for key, _ in selector.select(timeout=0.1):
            try:
                data = key.fileobj.recv(4096)
            except OSError:
                data = b""
            selector.unregister(key.fileobj)
            with lock:
                answered.append((status_of(data), time.monotonic() - waiting.pop(key.fileobj)))
    done.set()
    trickler.join()
    for s in list(waiting) + [key.fileobj for key in selector.get_map().values()]:
        s.close()
    statuses = {}
    for status, _ in answered:
        statuses[status] = statuses.get(status, 0) + 1
    times = [seconds for _, seconds in answered]
    worst = max((x for x in latencies if x is not None), default=0)
    print(f"serve_limits: {args.slow} slow clients (a header byte every {args.byte_every} s, "
          f"connected in {connecting:.1f} s): /api/health asked {len(latencies)} times "
          f"meanwhile, slowest {worst * 1000:.0f} ms, unanswered {latencies.count(None)}; the "
          f"slow ones answered {statuses} after {min(times, default=0):.1f} to "
          f"{max(times, default=0):.1f} s")
    if None in latencies:
        failures.append("/api/health was not answered within 10 s, slow clients connected")
    elif worst > args.max_health_s:
        failures.append(f"/api/health took {worst:.2f} s with slow clients connected")
    if statuses.get(408, 0) != args.slow:
        failures.append(f"the slow clients got {statuses}, not {args.slow} times 408")
    elif max(times) > 12:
        failures.append(f"a slow client got its 408 only after {max(times):.1f} s")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("cotuong")
    parser.add_argument("--cap-mb", type=int, default=64)
    parser.add_argument("--max-rss-mb", type=float, default=100)
    parser.add_argument("--slow", type=int, default=140)
    parser.add_argument("--byte-every", type=float, default=2)
    parser.add_argument("--max-health-s", type=float, default=1)
    args = parser.parse_args()
    failures = []
    with tempfile.TemporaryDirectory() as tmp:
        server = subprocess.Popen(
            [args.cotuong, "serve", "--port", "0", "--wins-file", os.path.join(tmp, "wins.tsv")],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        try:
            line = server.stdout.readline()
            match = re.search(r"http://127\.0\.0\.1:(\d+)/", line)
            if not match:
                print(f"serve_limits: the server did not start: {line}{server.stderr.read()}")
                return 1
            port = int(match.group(1))
            endless_heads(port, server.pid, args, failures)
            slow_clients(port, args, failures)
            if health_seconds(port) is None:
                failures.append("the server does not answer after the test")
        finally:
            server.terminate()
            server.wait(timeout=30)
    for failure in failures:
        print(f"serve_limits: FAIL {failure}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
