#!/usr/bin/env python3
"""A loopback HTTP server for remote-archive tests: serves files with byte ranges, and fault modes by path prefix.

  range_server.py --dir DIR [--delay-ms N] [--flip-after N]

Prints "PORT <n>" on its first stdout line once listening on 127.0.0.1 (an ephemeral port); the test stops it by PID.
GET /<mode>/<file> where mode is one of:
  ok        Range honoured: 206 with Content-Range, ETag "v1"; no Range gives 200 and the whole file
  norange   ignores Range: 200 announcing a 2 GB body, streaming the file then zeros until the client hangs up
  badrange  206 whose Content-Range names other bytes than asked
  short     206 with fewer bytes than its Content-Range (Content-Length matches the bytes sent)
  etagflip  as ok, but after --flip-after range requests the ETag becomes "v2" (the same bytes: a new version)
  notpm     the file with its magic changed to a PMTiles v2 header
  pastend   the header's leaf directory length set far past the end of the file
  versioned as ok, with the ETag made of the file's modification time and size (as nginx does): a changed file is a
            new version
GET /stats gives {"requests": n, "ranges": n}; GET /reset zeroes them.
"""
import argparse
import json
import os
import re
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

COUNTS = {"requests": 0, "ranges": 0}
LOCK = threading.Lock()


def patched(data, mode):
    if mode == "notpm":
        return b"PM\x02" + data[3:]
    if mode == "pastend":
        b = bytearray(data)
        b[48:56] = (1 << 40).to_bytes(8, "little")
        return bytes(b)
    return data


def read(path, mode, offset, length):
    """Bytes offset..offset+length of the file as the mode serves it (the header patched where it is included)."""
    with open(path, "rb") as f:
        if offset >= 127:
            f.seek(offset)
            return f.read(length)
        head = patched(f.read(127), mode)
        f.seek(0)
        return (head + f.read(offset + length)[127:])[offset:offset + length]


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def send(self, status, body, headers=()):
        self.send_response(status)
        for k, v in headers:
            self.send_header(k, v)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def do_GET(self):
        opts = self.server.opts
        if self.path == "/stats":
            with LOCK:
                return self.send(200, json.dumps(COUNTS).encode(), [("Content-Type", "application/json")])
        if self.path == "/reset":
            with LOCK:
                COUNTS["requests"] = COUNTS["ranges"] = 0
            return self.send(200, b"{}")
        if opts.delay_ms:
            time.sleep(opts.delay_ms / 1000)
        parts = self.path.lstrip("/").split("/", 1)
        if len(parts) != 2 or "/" in parts[1] or parts[1].startswith("."):
            return self.send(404, b"not found")
        mode, name = parts
        path = os.path.join(opts.dir, name)
        if not os.path.isfile(path):
            return self.send(404, b"not found")
        size = os.path.getsize(path)
        rng = self.headers.get("Range")
        with LOCK:
            COUNTS["requests"] += 1
            if rng:
                COUNTS["ranges"] += 1
            ranges = COUNTS["ranges"]
        etag = '"v1"'
        if mode == "etagflip" and ranges > opts.flip_after:
            etag = '"v2"'
        if mode == "versioned":
            st = os.stat(path)
            etag = f'"{st.st_mtime_ns:x}-{st.st_size:x}"'
        if mode == "norange":
            return self.stream_everything(read(path, mode, 0, size))
        m = re.fullmatch(r"bytes=(\d+)-(\d+)", rng or "")
        if not m:
            return self.send(200, read(path, mode, 0, size), [("ETag", etag)])
        first, last = int(m.group(1)), min(int(m.group(2)), size - 1)
        if first >= size:
            return self.send(416, b"", [("Content-Range", f"bytes */{size}")])
        body = read(path, mode, first, last + 1 - first)
        shown_first, shown_last = first, last
        if mode == "badrange":
            shown_first, shown_last = first + 1, last + 1
        if mode == "short":
            body = body[: max(1, len(body) // 2)]
        self.send(206, body, [("ETag", etag), ("Content-Range", f"bytes {shown_first}-{shown_last}/{size}")])

    def stream_everything(self, data):
        self.send_response(200)
        self.send_header("Content-Length", str(2 << 30))
        self.send_header("ETag", '"v1"')
        self.end_headers()
        try:
            self.wfile.write(data)
            zeros = bytes(1 << 16)
            for _ in range((2 << 30) // len(zeros)):
                self.wfile.write(zeros)
        except (BrokenPipeError, ConnectionResetError):
            pass
        self.close_connection = True


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--dir", required=True)
    p.add_argument("--delay-ms", type=int, default=0)
    p.add_argument("--flip-after", type=int, default=10)
    opts = p.parse_args()
    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    server.opts = opts
    print(f"PORT {server.server_address[1]}", flush=True)
    server.serve_forever()


if __name__ == "__main__":
    sys.exit(main())
