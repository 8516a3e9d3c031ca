"""Runs pygeoapi's Flask app in this process (no reloader child), so `stop` can end it by this PID."""
import os
import yaml  # noqa: F401 - pygeoapi reads PYGEOAPI_CONFIG at import

from pygeoapi.flask_app import APP, api_

bind = api_.config['server']['bind']
APP.run(host=bind['host'], port=int(bind['port']), debug=False, use_reloader=False, threaded=True)
