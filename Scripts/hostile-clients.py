#!/usr/bin/env python3
"""Hostile and careless clients against the real web server of `carddeck-demo --web`.

Usage: python3 Scripts/hostile-clients.py --demo .build/debug/carddeck-demo
           [--timeout 240] [--pids FILE] [--measure-only]

Starts the demo on a free loopback port, then, one after the other, bounded in count and time:
  1. idle:      200 connections that connect and send nothing, no token; meanwhile a page with
                the token must load (GET / and the WebSocket's first message) in < 1 s;
  2. trickle:   200 connections that send a request head one byte at a time; the same page
                load, < 1 s;
  3. pointers:  one page puts 5,000 distinct pointer ids down, moves each, then lifts them;
                the server's CPU for them, until it answers the `inspect` sent after them, < 1 s;
  4. pings:     a page that never reads floods pings for 6 s; the server's RSS growth < 64 MiB;
  5. requests:  a page that never reads sends 200,000 `inspect` requests and holds its socket
                open 3 s more; another page loads in < 1 s meanwhile (the slowest of one load
                every half second), and the server uses
                < 0.1 s of CPU in the second that starts 1 s after the flood ends;
  6. inspector: a second demo, started with `--inspect`, whose controlling page never reads
                and floods inspector commands as fast as it can (timeline seeks, tuning sets
                and tree picks, 20,000 at most, 20 s at most): another page loads in < 1 s
                meanwhile; with the flooder's socket still open, the server uses < 0.1 s of CPU
                in the second that starts 1 s after the last command was sent (what it took in
                must not keep it busy); its RSS grows < 64 MiB; its descriptors come back;
  7. descriptors: the server's open descriptors equal, after it all, what they were before.
Prints one line per measure ("ok" or "FAIL"), then a summary; exit status 0 only if every
measure met its goal (with --measure-only, 0 whenever the run completed: for recording the
figures of a server that is known to fail). Loopback only; every socket it opens is closed,
and the demo (in its own process group) is ended on every exit path. Linux (/proc) only.
Python 3.11 standard library only.
"""

from __future__ import annotations

import argparse
import base64
import os
import re
import select
import signal
import socket
import struct
import subprocess
import sys
import threading
import time

CONNECTIONS = 200
POINTERS = 5_000
PING_FLOOD_SECONDS = 6.0
REQUESTS = 200_000
INSPECTOR_COMMANDS = 20_000
INSPECTOR_FLOOD_CAP = 20.0  # s
PAGE_LOAD_GOAL = 1.0  # s
PAGE_LOAD_CAP = 15.0  # s: a load slower than this is reported as "> 15 s"
RSS_GOAL = 64 << 20  # bytes
POINTER_CPU_GOAL = 1.0  # s
IDLE_CPU_GOAL = 0.1  # s of CPU in the second that starts 1 s after a flood ends
TICKS = os.sysconf("SC_CLK_TCK")


class Failed(Exception):
    """A step that could not be carried out at all."""


class Deadline:
    def __init__(self, seconds: float):
        self.end = time.monotonic() + seconds
        self.seconds = seconds

    def left(self, cap: float | None = None) -> float:
        left = self.end - time.monotonic()
        if left <= 0:
            raise Failed(f"overall time cap of {self.seconds:.0f} s reached")
        return left if cap is None else min(left, cap)


# MARK: - The server process


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Demo:
    def __init__(self, binary: str, pids: str | None, options: tuple[str, ...] = ()):
        self.port = free_port()
        self.process = subprocess.Popen(
            [binary, "--web", "--port", str(self.port), *options],
            stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
            start_new_session=True,
        )
        if pids:
            with open(pids, "a") as f:
                f.write(f"{self.process.pid}\n")

    def token(self, timeout: float = 30) -> str:
        end = time.monotonic() + timeout
        pattern = re.compile(rb"CardDeck is live at http://127\.0\.0\.1:\d+/\?token=(\S+)")
        seen = b""
        while time.monotonic() < end:
            ready, _, _ = select.select([self.process.stdout], [], [], 0.5)
            if ready:
                line = self.process.stdout.readline()
                if not line:
                    break
                seen += line
                match = pattern.search(line)
                if match:
                    return match.group(1).decode()
        raise Failed(f"carddeck-demo printed no URL within {timeout:.0f} s: {seen!r}")

    def cpu(self) -> float:
        """User and system CPU seconds so far."""
        with open(f"/proc/{self.process.pid}/stat") as f:
            fields = f.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / TICKS

    def rss(self) -> int:
        with open(f"/proc/{self.process.pid}/status") as f:
            for line in f:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) * 1024
        return 0

    def descriptors(self) -> int:
        return len(os.listdir(f"/proc/{self.process.pid}/fd"))

    def kill(self) -> None:
        if self.process.poll() is None:
            try:
                os.killpg(self.process.pid, signal.SIGINT)
                self.process.wait(5)
            except (OSError, subprocess.TimeoutExpired):
                pass
        try:
            os.killpg(self.process.pid, signal.SIGKILL)
        except OSError:
            pass
        try:
            self.process.wait(3)
        except subprocess.TimeoutExpired:
            pass


# MARK: - Clients


def websocket(port: int, token: str, timeout: float, receive_buffer: int | None = None
              ) -> socket.socket:
    """An open WebSocket to /socket (handshake read, nothing else)."""
    sock = socket.socket()
    if receive_buffer:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, receive_buffer)
    sock.settimeout(timeout)
    sock.connect(("127.0.0.1", port))
    sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    key = base64.b64encode(os.urandom(16)).decode()
    sock.sendall(
        f"GET /socket?token={token} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUpgrade: websocket\r\n"
        f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n"
        .encode())
    head = b""
    while b"\r\n\r\n" not in head:
        chunk = sock.recv(1)  # byte by byte: nothing after the head is taken
        if not chunk:
            sock.close()
            raise Failed("the server closed the WebSocket handshake")
        head += chunk
    if not head.startswith(b"HTTP/1.1 101"):
        sock.close()
        raise Failed(f"WebSocket refused: {head.splitlines()[0]!r}")
    return sock


def frame(opcode: int, payload: bytes) -> bytes:
    """A client frame (masked with a zero key: the same bytes, still a masked frame)."""
    n = len(payload)
    if n < 126:
        header = struct.pack("!BB", 0x80 | opcode, 0x80 | n)
    elif n < 1 << 16:
        header = struct.pack("!BBH", 0x80 | opcode, 0x80 | 126, n)
    else:
        header = struct.pack("!BBQ", 0x80 | opcode, 0x80 | 127, n)
    return header + b"\0\0\0\0" + payload


def read_messages(sock: socket.socket, until: bytes, timeout: float) -> bool:
    """Reads frames until a text message containing `until`; whether one came in time."""
    end = time.monotonic() + timeout
    buffer = b""
    while time.monotonic() < end:
        while len(buffer) >= 2:
            n, start = buffer[1] & 0x7F, 2
            if n == 126:
                if len(buffer) < 4:
                    break
                n, start = struct.unpack("!H", buffer[2:4])[0], 4
            elif n == 127:
                if len(buffer) < 10:
                    break
                n, start = struct.unpack("!Q", buffer[2:10])[0], 10
            if len(buffer) < start + n:
                break
            payload, buffer = buffer[start:start + n], buffer[start + n:]
            if until in payload:
                return True
        sock.settimeout(max(end - time.monotonic(), 0.001))
        try:
            chunk = sock.recv(1 << 16)
        except (socket.timeout, OSError):
            return False
        if not chunk:
            return False
        buffer += chunk
    return False


def page_load(port: int, token: str) -> float:
    """Seconds to fetch the page with the token and get the WebSocket's hello; the cap when
    either fails or takes longer."""
    start = time.monotonic()
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=PAGE_LOAD_CAP) as sock:
            sock.sendall(f"GET /?token={token} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n"
                         "Connection: close\r\n\r\n".encode())
            response = b""
            while True:
                sock.settimeout(max(PAGE_LOAD_CAP - (time.monotonic() - start), 0.001))
                chunk = sock.recv(1 << 16)
                if not chunk:
                    break
                response += chunk
            if not response.startswith(b"HTTP/1.1 200"):
                return PAGE_LOAD_CAP
        left = PAGE_LOAD_CAP - (time.monotonic() - start)
        ws = websocket(port, token, max(left, 0.001))
        try:
            if not read_messages(ws, b'"hello"', max(PAGE_LOAD_CAP - (time.monotonic() - start), 0.001)):
                return PAGE_LOAD_CAP
        finally:
            ws.close()
    except (OSError, Failed):
        return PAGE_LOAD_CAP
    return min(time.monotonic() - start, PAGE_LOAD_CAP)


def open_idle(port: int, count: int) -> list[socket.socket]:
    """`count` connections begun without waiting (a full backlog must not stall the script)."""
    sockets = []
    for _ in range(count):
        sock = socket.socket()
        sock.setblocking(False)
        sock.connect_ex(("127.0.0.1", port))
        sockets.append(sock)
    time.sleep(0.2)  # let the handshakes finish and the server accept what it will
    return sockets


def close_all(sockets: list[socket.socket]) -> None:
    for sock in sockets:
        try:
            sock.close()
        except OSError:
            pass


# MARK: - The measures


class Report:
    def __init__(self):
        self.failures = 0

    def measure(self, name: str, value: str, passed: bool, goal: str) -> None:
        self.failures += 0 if passed else 1
        print(f"hostile: {'ok  ' if passed else 'FAIL'} {name}: {value} (goal {goal})", flush=True)


def load_text(seconds: float) -> str:
    return f"> {PAGE_LOAD_CAP:.0f} s" if seconds >= PAGE_LOAD_CAP else f"{seconds * 1000:.0f} ms"


def idle_connections(demo: Demo, token: str, report: Report) -> None:
    sockets = open_idle(demo.port, CONNECTIONS)
    try:
        seconds = page_load(demo.port, token)
    finally:
        close_all(sockets)
    report.measure(f"page load with {CONNECTIONS} idle connections", load_text(seconds),
                   seconds < PAGE_LOAD_GOAL, "< 1 s")


def trickling_connections(demo: Demo, token: str, report: Report) -> None:
    sockets = open_idle(demo.port, CONNECTIONS)
    head = f"GET /?token=wrong HTTP/1.1\r\nHost: 127.0.0.1:{demo.port}\r\n".encode()
    done = threading.Event()

    def trickle() -> None:
        index = 0
        while not done.is_set() and index < len(head):
            for sock in sockets:
                try:
                    sock.send(head[index:index + 1])
                except OSError:
                    pass
            index += 1
            done.wait(0.1)

    thread = threading.Thread(target=trickle, daemon=True)
    thread.start()
    try:
        time.sleep(0.5)  # the trickle under way
        seconds = page_load(demo.port, token)
    finally:
        done.set()
        thread.join(5)
        close_all(sockets)
    report.measure(f"page load with {CONNECTIONS} trickling connections", load_text(seconds),
                   seconds < PAGE_LOAD_GOAL, "< 1 s")


def pointer_ids(demo: Demo, token: str, report: Report, deadline: Deadline) -> None:
    sock = websocket(demo.port, token, 10)
    try:
        read_messages(sock, b'"status"', 5)
        # Mid-window, where the demo's menu is: the pointers reach gesture recognizers. In
        # batches of 100 with a pause, so that frames run while many pointers are down.
        messages = [
            frame(1, b'{"t":"p","k":"%s","id":%d,"x":%d,"y":300}' % (kind, i, 100 + dx))
            for kind, dx in ((b"b", 0), (b"m", 5), (b"e", 5)) for i in range(1, POINTERS + 1)]
        reader_done = threading.Event()
        answered = [False]

        def reader() -> None:
            answered[0] = read_messages(sock, b'"inspect"', deadline.left(60))
            reader_done.set()

        before = demo.cpu()
        thread = threading.Thread(target=reader, daemon=True)
        thread.start()
        for start in range(0, len(messages), 100):
            sock.sendall(b"".join(messages[start:start + 100]))
            time.sleep(0.01)
        sock.sendall(frame(1, b'{"t":"inspect"}'))
        thread.join(deadline.left(65))
        cpu = demo.cpu() - before
    finally:
        sock.close()
    report.measure(f"CPU for {POINTERS:,} pointer ids down, moved and up",
                   f"{cpu:.2f} s" + ("" if answered[0] else " (no answer within 60 s)"),
                   answered[0] and cpu < POINTER_CPU_GOAL, "< 1 s")


def ping_flood(demo: Demo, token: str, report: Report) -> None:
    sock = websocket(demo.port, token, 10, receive_buffer=4096)
    ping = frame(9, b"p" * 125)
    batch = ping * 64
    start_rss = demo.rss()
    peak = start_rss
    sent = 0
    end = time.monotonic() + PING_FLOOD_SECONDS
    next_sample = 0.0
    sock.settimeout(0.25)
    try:
        while time.monotonic() < end:
            try:
                sock.sendall(batch)
                sent += 64
            except socket.timeout:
                pass  # the server stopped reading: it pushes back, as it may
            except OSError:
                break  # dropped
            if time.monotonic() >= next_sample:
                peak = max(peak, demo.rss())
                next_sample = time.monotonic() + 0.1
        peak = max(peak, demo.rss())
    finally:
        sock.close()
    time.sleep(1.0)
    after = demo.rss()
    growth = peak - start_rss
    report.measure(f"RSS growth during a {PING_FLOOD_SECONDS:.0f} s ping flood (non-reading)",
                   f"+{growth / (1 << 20):.1f} MiB, {sent:,} pings sent, "
                   f"{(after - start_rss) / (1 << 20):+.1f} MiB 1 s after",
                   growth < RSS_GOAL, "< 64 MiB")


def request_flood(demo: Demo, token: str, report: Report, deadline: Deadline) -> None:
    sock = websocket(demo.port, token, 10, receive_buffer=4096)
    request = frame(1, b'{"t":"inspect"}')
    batch = request * 1000
    outcome = {"sent": 0, "dropped": False}
    cap = deadline.left(90)

    def flood() -> None:
        end = time.monotonic() + cap
        sock.settimeout(1)
        while outcome["sent"] < REQUESTS and time.monotonic() < end:
            try:
                sock.sendall(batch)
                outcome["sent"] += 1000
            except socket.timeout:
                continue
            except OSError:
                outcome["dropped"] = True
                return

    cpu_before = demo.cpu()
    started = time.monotonic()
    thread = threading.Thread(target=flood, daemon=True)
    thread.start()
    loads = []
    # The requests may all fit in the sockets' buffers at once: the flood lasts while they are
    # sent and 3 s more with the socket open, the server working through what it took.
    hold_until = None
    while len(loads) < 120:
        next_load = time.monotonic() + 0.5
        loads.append(page_load(demo.port, token))
        thread.join(max(next_load - time.monotonic(), 0))
        time.sleep(max(next_load - time.monotonic(), 0))
        if not thread.is_alive():
            hold_until = hold_until or time.monotonic() + 3
            if time.monotonic() >= hold_until:
                break
    thread.join(cap)
    sock.close()
    ended = time.monotonic()
    flood_seconds = ended - started
    cpu_flood = demo.cpu() - cpu_before
    time.sleep(1.0)
    idle_from = demo.cpu()
    time.sleep(1.0)
    cpu_after = demo.cpu() - idle_from
    if not loads:
        loads.append(page_load(demo.port, token))
    slowest = max(loads)
    how = "dropped" if outcome["dropped"] else f"{outcome['sent']:,} sent"
    report.measure(f"page load during {REQUESTS:,} requests from a non-reading page",
                   f"slowest of {len(loads)} {load_text(slowest)}; flood {flood_seconds:.1f} s "
                   f"({how}), server CPU {cpu_flood:.2f} s", slowest < PAGE_LOAD_GOAL, "< 1 s")
    report.measure("server CPU from 1 s to 2 s after the request flood",
                   f"{cpu_after:.2f} s", cpu_after < IDLE_CPU_GOAL, "< 0.1 s: idle")


def inspector_commands(count: int) -> list[bytes]:
    """`count` commands of a controlling inspector page, in turn: a timeline seek (to frames all
    over the first five seconds, so that no two in a row replay the same span), a tuning set
    and a tree pick."""
    commands = []
    for i in range(count):
        kind = i % 3
        if kind == 0:
            text = b'{"t":"i.timeline","do":"seek","frame":%d}' % ((i * 211) % 600)
        elif kind == 1:
            text = b'{"t":"i.tuning","do":"set","card":%d,"field":"cornerRadius","value":%d}' % (
                i % 64, i % 40)
        else:
            text = b'{"t":"i.tree","do":"pick","x":%d,"y":%d}' % (i % 390, (i * 7) % 800)
        commands.append(frame(1, text))
    return commands


def inspector_flood(binary: str, pids: str | None, report: Report, deadline: Deadline) -> None:
    demo = Demo(binary, pids, ("--inspect",))
    try:
        token = demo.token()
        time.sleep(0.3)
        before = demo.descriptors()
        # The first page to connect controls the window: the flooder, which never reads.
        sock = websocket(demo.port, token, 10, receive_buffer=4096)
        # The first scenario, whose timeline records from its start: three seconds of it
        # (a drag among them) for the seeks to replay.
        sock.sendall(frame(1, b'{"t":"k","key":"1"}'))
        time.sleep(1.0)
        sock.sendall(b"".join(
            frame(1, b'{"t":"p","k":"%s","id":1,"x":195,"y":%d}' % (kind, y))
            for kind, y in [(b"b", 500)] + [(b"m", 500 + 10 * i) for i in range(1, 20)]
            + [(b"e", 700)]))
        time.sleep(2.0)
        commands = inspector_commands(INSPECTOR_COMMANDS)
        outcome = {"sent": 0, "dropped": False}
        cap = deadline.left(INSPECTOR_FLOOD_CAP)

        def flood() -> None:
            end = time.monotonic() + cap
            sock.settimeout(0.25)
            index = 0
            while index < len(commands) and time.monotonic() < end:
                try:
                    sock.sendall(b"".join(commands[index:index + 100]))
                    index += 100
                    outcome["sent"] = index
                except socket.timeout:
                    continue  # the server pushes back: it may, and the flood goes on
                except OSError:
                    outcome["dropped"] = True
                    return

        start_rss = demo.rss()
        peak = start_rss
        cpu_before = demo.cpu()
        started = time.monotonic()
        thread = threading.Thread(target=flood, daemon=True)
        thread.start()
        loads = []
        while thread.is_alive() or not loads:
            next_load = time.monotonic() + 0.5
            loads.append(page_load(demo.port, token))
            peak = max(peak, demo.rss())
            thread.join(max(next_load - time.monotonic(), 0))
        thread.join(cap)
        # The flood has ended, the socket stays open: what the server took in but has not
        # run yet must not keep it busy. One more load in the first second, then the second
        # after it measured with nothing else going on.
        ended = time.monotonic()
        flood_seconds = ended - started
        loads.append(page_load(demo.port, token))
        time.sleep(max(ended + 1 - time.monotonic(), 0))
        idle_from = demo.cpu()
        time.sleep(1.0)
        cpu_after = demo.cpu() - idle_from
        peak = max(peak, demo.rss())
        cpu_flood = idle_from - cpu_before
        sock.close()
        slowest = max(loads)
        how = "dropped" if outcome["dropped"] else f"{outcome['sent']:,} sent"
        report.measure("page load during an inspector command flood from the controlling page",
                       f"slowest of {len(loads)} {load_text(slowest)}; flood {flood_seconds:.1f} s "
                       f"({how}), server CPU {cpu_flood:.2f} s", slowest < PAGE_LOAD_GOAL, "< 1 s")
        report.measure("server CPU from 1 s to 2 s after the inspector flood (socket open)",
                       f"{cpu_after:.2f} s", cpu_after < IDLE_CPU_GOAL, "< 0.1 s: idle")
        growth = peak - start_rss
        report.measure("RSS growth during the inspector flood", f"+{growth / (1 << 20):.1f} MiB",
                       growth < RSS_GOAL, "< 64 MiB")
        after = settle(demo, before, 5)
        report.measure("open descriptors of the inspecting demo before and after",
                       f"{before} and {after}", after == before, "equal")
        if demo.process.poll() is not None:
            report.measure("inspecting server still running", f"exited {demo.process.poll()}",
                           False, "running")
    finally:
        demo.kill()


def settle(demo: Demo, before: int, seconds: float) -> int:
    """Waits up to `seconds` for the server's descriptors to come back to `before`, so that one
    attack's leftovers do not weigh on the next; the count it ended at."""
    end = time.monotonic() + seconds
    after = demo.descriptors()
    while after != before and time.monotonic() < end:
        time.sleep(0.1)
        after = demo.descriptors()
    return after


def descriptors_settle(demo: Demo, before: int, report: Report) -> None:
    after = settle(demo, before, 5)  # closing handshakes may take up to 2 s
    report.measure("open descriptors before and after", f"{before} and {after}",
                   after == before, "equal")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--demo", required=True)
    parser.add_argument("--timeout", type=float, default=240)
    parser.add_argument("--pids")
    parser.add_argument("--measure-only", action="store_true")
    parser.add_argument(
        "--only", help="comma-separated steps: idle,trickle,pointers,pings,requests,inspector")
    options = parser.parse_args()
    deadline = Deadline(options.timeout)
    report = Report()
    demo = Demo(options.demo, options.pids)
    try:
        token = demo.token()
        time.sleep(0.3)
        before = demo.descriptors()
        steps = {
            "idle": lambda: idle_connections(demo, token, report),
            "trickle": lambda: trickling_connections(demo, token, report),
            "pointers": lambda: pointer_ids(demo, token, report, deadline),
            "pings": lambda: ping_flood(demo, token, report),
            "requests": lambda: request_flood(demo, token, report, deadline),
            "inspector": lambda: inspector_flood(options.demo, options.pids, report, deadline),
        }
        chosen = options.only.split(",") if options.only else list(steps)
        for name in chosen:
            deadline.left()
            steps[name]()
            settle(demo, before, 12)
        descriptors_settle(demo, before, report)
        if demo.process.poll() is not None:
            report.measure("server still running", f"exited {demo.process.poll()}", False, "running")
    except Failed as failure:
        report.measure("run", str(failure), False, "completes")
    finally:
        demo.kill()
    print(f"hostile clients: {'all measures met' if report.failures == 0 else f'{report.failures} FAILED'}")
    return 0 if report.failures == 0 or options.measure_only else 1


if __name__ == "__main__":
    sys.exit(main())
