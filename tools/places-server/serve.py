"""Runs pygeoapi's Flask app in this process (no reloader child), so `stop` can end it by this PID."""
import os
import signal

from pygeoapi.flask_app import APP, api_  # reads PYGEOAPI_CONFIG and PYGEOAPI_OPENAPI


def leave(signum, frame):
    # The dev server's threads would keep a plain exit waiting; nothing here holds state worth flushing.
    os._exit(0)


# A background job of a non-interactive shell starts with SIGINT ignored; both signals end the server.
signal.signal(signal.SIGTERM, leave)
signal.signal(signal.SIGINT, leave)
bind = api_.config['server']['bind']
APP.run(host=bind['host'], port=int(bind['port']), debug=False, use_reloader=False, threaded=True)
