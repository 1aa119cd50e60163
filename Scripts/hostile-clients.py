#!/usr/bin/env python3
"""Issue 31's attacks on a running editor server, on loopback only, bounded in count and time.

    hostile-clients.py HOST PORT TOKEN PID [--trickle N] [--uploads N] [--seconds S] [--head-deadline S]

N connections trickle a request head a byte a second; N more send token-less PUTs declaring 16 MB bodies and
push the bytes as fast as the server takes them. Meanwhile a normal request (GET /api/summary with the token)
every half second must be answered within 100 ms; the server's peak resident memory (VmHWM of PID) must stay
under 100 MB; every trickling connection must be closed by the server within the head deadline (plus a second);
every upload must be refused with 401. Prints what it measured; exits 1 when a bound is broken.
"""
import argparse, ipaddress, multiprocessing, queue, select, socket, sys, threading, time

parser = argparse.ArgumentParser()
parser.add_argument("host"); parser.add_argument("port", type=int); parser.add_argument("token"); parser.add_argument("pid", type=int)
parser.add_argument("--trickle", type=int, default=200); parser.add_argument("--uploads", type=int, default=20)
parser.add_argument("--seconds", type=float, default=14); parser.add_argument("--head-deadline", type=float, default=10)
parser.add_argument("--verbose", action="store_true")
args = parser.parse_args()
if not ipaddress.ip_address(args.host).is_loopback:
    sys.exit("hostile-clients: only loopback addresses are attacked")
address = (args.host, args.port)
started = time.monotonic()
failures = []

def peak_rss_mb():
    for line in open(f"/proc/{args.pid}/status"):
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
    return 0.0

# Trickling heads: each connection sends the first line, then one byte a second, forever unless closed.
tricklers, closed_at = [], {}
for _ in range(args.trickle):
    s = socket.create_connection(address)
    s.setblocking(False)
    s.send(b"GET / HTTP/1.1\r\nX-Slow: ")
    tricklers.append(s)

# Uploads without the token: a 16 MB body pushed as fast as the server reads it, from another process, so that
# its threads don't delay the normal requests this process times.
def upload(results):
    s = socket.create_connection(address)
    s.settimeout(5)
    head = f"PUT /api/unit HTTP/1.1\r\nHost: {args.host}:{args.port}\r\nContent-Type: application/json\r\nContent-Length: {16 << 20}\r\n\r\n"
    chunk, sent, answer = b"x" * 65536, 0, b""
    try:
        s.sendall(head.encode())
        while sent < 16 << 20 and time.monotonic() - started < args.seconds:
            readable, _, _ = select.select([s], [], [], 0)
            if readable:
                break
            sent += s.send(chunk)
    except OSError:
        pass
    try:
        answer = s.recv(4096)
    except OSError:
        pass
    results.put(answer.split(b" ")[1].decode() if answer.startswith(b"HTTP/1.1 ") else "none")
    s.close()

def uploads(results):
    threads = [threading.Thread(target=upload, args=(results,)) for _ in range(args.uploads)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=args.seconds + 5)

results = multiprocessing.Queue()
uploader = multiprocessing.Process(target=uploads, args=(results,))
uploader.start()

# The translator's own requests, while all that goes on.
latencies = []
def normal_request():
    began = time.monotonic()
    s = socket.create_connection(address, timeout=5)
    s.sendall(f"GET /api/summary HTTP/1.1\r\nHost: {args.host}:{args.port}\r\nX-Phrasebook-Token: {args.token}\r\n\r\n".encode())
    answer = b""
    while True:
        data = s.recv(65536)
        if not data:
            break
        answer += data
    s.close()
    latencies.append(time.monotonic() - began)
    if "--verbose" in sys.argv[1:]:
        print(f"  {began - started:5.1f} s: {latencies[-1] * 1000:.1f} ms", file=sys.stderr)
    if not answer.startswith(b"HTTP/1.1 200"):
        failures.append(f"a normal request was answered {answer[:40]!r}")

# Normal requests fall between the trickling ticks, so that this process is not busy sending those bytes.
next_tick = time.monotonic()
next_request = next_tick + 0.25
while time.monotonic() - started < args.seconds:
    now = time.monotonic()
    if now >= next_tick:
        next_tick += 1
        for s in tricklers:
            if s not in closed_at:
                try:
                    s.send(b"a")
                except OSError:
                    closed_at[s] = now - started
    if now >= next_request:
        next_request += 0.5
        normal_request()
    open_ones = [s for s in tricklers if s not in closed_at]
    readable, _, _ = select.select(open_ones, [], [], 0.05) if open_ones else ([], [], [])
    for s in readable:
        try:
            data = s.recv(1)
        except OSError:
            data = b""
        if not data:
            closed_at[s] = time.monotonic() - started
uploader.join(timeout=10)
upload_status = []
while True:
    try:
        upload_status.append(results.get(timeout=0.5))
    except queue.Empty:
        break
for s in tricklers:
    s.close()

peak = peak_rss_mb()
still_open = args.trickle - len(closed_at)
latest_close = max(closed_at.values(), default=0.0)
slowest = max(latencies, default=float("inf"))
refused = sum(1 for status in upload_status if status == "401")
median = sorted(latencies)[len(latencies) // 2] if latencies else float("inf")
print(f"peak RSS {peak:.1f} MB; normal requests: {len(latencies)}, median {median * 1000:.1f} ms, slowest {slowest * 1000:.1f} ms; "
      f"trickling connections closed: {len(closed_at)}/{args.trickle}, the last at {latest_close:.1f} s; "
      f"uploads refused with 401: {refused}/{args.uploads}")
if peak >= 100:
    failures.append(f"peak RSS {peak:.1f} MB is not under 100 MB")
if slowest >= 0.1:
    failures.append(f"a normal request took {slowest * 1000:.1f} ms, not under 100 ms")
if still_open or latest_close > args.head_deadline + 1.5:
    failures.append(f"{still_open} trickling connections still open; the last closed at {latest_close:.1f} s")
if refused != args.uploads:
    failures.append(f"uploads answered {sorted(upload_status)}, not all 401")
for failure in failures:
    print(f"hostile-clients: {failure}", file=sys.stderr)
sys.exit(1 if failures else 0)
