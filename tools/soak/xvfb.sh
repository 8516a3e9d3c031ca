# Sourced by the soak scripts: starts a private Xvfb on a random display into $display (logging to $work/xvfb.log),
# and stops it and the app ($app, set by the caller) on exit. Needs $work.
display=":$((200 + RANDOM % 500))"
Xvfb "$display" -screen 0 1280x800x24 -nolisten tcp >"$work/xvfb.log" 2>&1 &
xvfb=$!
app=""
cleanup() {
  [ -n "$app" ] && kill "$app" 2>/dev/null || true
  kill "$xvfb" 2>/dev/null || true
}
trap cleanup EXIT
# Its socket appears once it listens: wait for that, not for a fixed time.
for _ in $(seq 1 100); do [ -e "/tmp/.X11-unix/X${display#:}" ] && break; sleep 0.1; done
