"""A fake Photon and Nominatim on 127.0.0.1 for Pinmap's tests: answers recorded-shape JSON from this folder.

The first path segment picks the behaviour, so one server covers every case:
  /ok/api, /ok/reverse (Photon), /ok/search, /ok/reverse?format=jsonv2 (Nominatim): the recorded answers;
  /garbage/…: 200 JSON that is not JSON; /error/…: HTTP 500; /html/…: an HTML page;
  /huge/…: announces and sends 50 MB; /stream/…: 50 MB with no length; /silent/…: never answers;
  /redirect/…: a 302 to the same path on localhost (another host); /count: how many requests came so far;
  /times: when each came (seconds on the server's monotonic clock, in order);
  /switch/…: the mode named in the file given as the first argument, read on every request (a test turns a
  service off and on again without restarting it).
Prints its port once listening; stopped by its PID."""
import http.server, json, os, sys, threading, time

HERE = os.path.dirname(os.path.abspath(__file__))
lock = threading.Lock()
count = 0
arrivals = []

def recorded(name):
    with open(os.path.join(HERE, name), "rb") as f:
        return f.read()

class Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def answer(self, status, body, ctype="application/json"):
        self.send_response(status)
        self.send_header("Content-Type", ctype)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def do_GET(self):
        global count
        path, _, query = self.path.partition("?")
        if path == "/count":
            return self.answer(200, json.dumps({"count": count}).encode())
        if path == "/times":
            with lock:
                return self.answer(200, json.dumps({"times": list(arrivals)}).encode())
        with lock:
            count += 1
            arrivals.append(time.monotonic())
        mode, _, endpoint = path.lstrip("/").partition("/")
        if mode == "switch" and len(sys.argv) > 1:
            with open(sys.argv[1], encoding="utf-8") as f:
                mode = f.read().strip()
        agent = self.headers.get("User-Agent", "")
        if not agent.startswith("Pinmap/"):
            return self.answer(403, b'{"error":"a User-Agent naming the app is required"}')
        if mode == "ok":
            nominatim = "format=jsonv2" in query
            if endpoint == "reverse":
                return self.answer(200, recorded("nominatim-reverse.json" if nominatim else "photon-reverse.json"))
            if endpoint == "search":
                return self.answer(200, recorded("nominatim-search.json"))
            if endpoint == "api":
                return self.answer(200, recorded("photon-search.json"), "application/json;charset=utf-8")
            return self.answer(404, b'{"message":"not found"}')
        if mode == "garbage":
            return self.answer(200, b'{"features":[{"geometry":')
        if mode == "error":
            return self.answer(500, b'{"message":"internal error"}')
        if mode == "html":
            return self.answer(200, b"<html><body>Captive portal</body></html>", "text/html")
        if mode == "huge":
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(50 * 1024 * 1024))
            self.end_headers()
            return self.fill()
        if mode == "stream":
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Connection", "close")
            self.end_headers()
            self.close_connection = True
            return self.fill()
        if mode == "silent":
            # Holds the connection without answering until the client gives up (or the server is killed).
            self.rfile.read(1)
            return
        if mode == "redirect":
            port = self.server.server_address[1]
            self.send_response(302)
            self.send_header("Location", "http://localhost:%d/ok/%s?%s" % (port, endpoint, query))
            self.send_header("Content-Length", "0")
            self.end_headers()
            return
        self.answer(404, b'{"message":"unknown mode"}')

    def fill(self):
        chunk = b"[" + b" " * (1024 * 1024 - 1)
        try:
            for _ in range(50):
                self.wfile.write(chunk)
        except (BrokenPipeError, ConnectionResetError):
            pass

    def log_message(self, *args):
        pass

server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
server.daemon_threads = True
print(server.server_address[1], flush=True)
server.serve_forever()
