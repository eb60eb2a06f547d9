"""Run the table server once as a service of a real JupyterHub and ask it through the hub's proxy.

Usage: ``python scripts/hub_check.py [--scratch build/hub-check]`` (``make hub-check``). Installs
JupyterHub (PyPI ``jupyterhub``) into an environment of its own and the npm
``configurable-http-proxy`` under the scratch folder, starts a hub on 127.0.0.1 whose one
managed service is ``pegs serve`` (the service config README's "Teaching a class"
shows), and checks through the proxy at ``/services/pegs/``: the teacher's page with its links
under the base path, a table made by the API and looked at with its token, and the live socket.
Needs the package registries, so ``make test`` does not run it. Every process it starts is
stopped by its id at the end; the exit status is 0 when every check passed.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
import venv
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
PREFIX = "/services/pegs/"
#: Seconds the hub has to start its proxy and the service.
START_SECONDS = 120.0


def free_port() -> int:
    """A loopback port nobody listens on now."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def run(command: list[str], **kwargs: Any) -> None:
    """Run an install step, saying what it is; SystemExit naming the step when it fails."""
    print("hub-check:", " ".join(command), flush=True)
    done = subprocess.run(command, check=False, **kwargs)
    if done.returncode != 0:
        raise SystemExit(f"hub-check: this step failed with status {done.returncode}")


def install(scratch: Path) -> tuple[str, str]:
    """JupyterHub's Python and the proxy's command, installed under ``scratch`` (once)."""
    hub_venv = scratch / "venv"
    python = hub_venv / "bin" / "python"
    if not (hub_venv / "bin" / "jupyterhub").exists():
        venv.EnvBuilder(with_pip=True, clear=True).create(hub_venv)
        run([str(python), "-m", "pip", "install", "--quiet", "jupyterhub"])
    proxy = scratch / "npm" / "node_modules" / ".bin" / "configurable-http-proxy"
    if not proxy.exists():
        npm = shutil.which("npm")
        if npm is None:
            raise SystemExit("hub-check: npm is not installed (Debian: apt-get install npm)")
        where = str(scratch / "npm")
        run([npm, "install", "--silent", "--prefix", where, "configurable-http-proxy"])
    return str(python), str(proxy)


def write_config(scratch: Path, proxy: str, hub_port: int, service_port: int) -> Path:
    """The hub's config: loopback only, no users needed, one managed service: the table server."""
    service = {
        "name": "pegs",
        "url": f"http://127.0.0.1:{service_port}",
        # As README's snippet: ``pegs serve`` (here run by this Python, from this checkout).
        "command": [
            sys.executable,
            "-m",
            "pegs",
            "serve",
            "--port",
            str(service_port),
            "--db",
            str(scratch / "tables.sqlite"),
        ],
        # The hub passes few variables on: the service finds the kit from this checkout.
        "environment": {"PYTHONPATH": str(ROOT)},
    }
    config = scratch / "jupyterhub_config.py"
    config.write_text(
        "\n".join(
            [
                "c = get_config()  # noqa: F821",
                "c.JupyterHub.ip = '127.0.0.1'",
                f"c.JupyterHub.port = {hub_port}",
                f"c.JupyterHub.hub_port = {free_port()}",
                f"c.ConfigurableHTTPProxy.api_url = 'http://127.0.0.1:{free_port()}'",
                f"c.ConfigurableHTTPProxy.command = [{proxy!r}]",
                "c.JupyterHub.authenticator_class = 'dummy'",
                f"c.JupyterHub.db_url = 'sqlite:///{scratch / 'jupyterhub.sqlite'}'",
                f"c.JupyterHub.cookie_secret_file = {str(scratch / 'cookie_secret')!r}",
                f"c.JupyterHub.pid_file = {str(scratch / 'jupyterhub.pid')!r}",
                f"c.JupyterHub.services = [{json.dumps(service)}]",
                "",
            ]
        )
    )
    return config


def ask(url: str, body: Any = None, token: str | None = None) -> tuple[int, str]:
    """One request through the proxy: (status, text)."""
    headers = {"Content-Type": "application/json"} if body is not None else {}
    if token:
        headers["Authorization"] = f"Bearer {token}"
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(url, data=data, headers=headers)
    try:
        with urllib.request.urlopen(request, timeout=10) as reply:
            return reply.status, reply.read().decode()
    except urllib.error.HTTPError as err:
        return err.code, err.read().decode()


def wait_for(url: str, log: Path) -> None:
    """Return once ``url`` answers 200 through the proxy; SystemExit with the hub's log if not."""
    end = time.monotonic() + START_SECONDS
    while time.monotonic() < end:
        try:
            if ask(url)[0] == 200:
                return
        except OSError:
            pass
        time.sleep(0.5)
    raise SystemExit(f"hub-check: {url} never answered; the hub said:\n{log.read_text()[-4000:]}")


async def live(ws_url: str, token: str) -> Any:
    """The live socket's first message through the proxy."""
    from tornado.websocket import websocket_connect

    connection = await websocket_connect(ws_url)
    connection.write_message(json.dumps({"token": token}))
    message = await asyncio.wait_for(connection.read_message(), 10)
    connection.close()
    return None if message is None else json.loads(message)


def check(hub: str) -> list[str]:
    """Every check through the hub's proxy, each said in a line; AssertionError on a failure."""
    said = []
    status, page = ask(f"{hub}{PREFIX}teacher")
    assert status == 200, f"the teacher's page answered {status}"
    assert f'src="{PREFIX}static/teacher.js"' in page, "the page's links are not under the base"
    said.append(f"GET {PREFIX}teacher: 200, its scripts under {PREFIX}")
    table = {"game": "pegs", "players": 4, "seats": ["person"] + ["greedy"] * 3, "pace": 0}
    status, text = ask(f"{hub}{PREFIX}api/tables", table)
    assert status == 201, f"POST api/tables answered {status}: {text}"
    made = json.loads(text)
    said.append(f"POST {PREFIX}api/tables: 201, room code {made['code']}")
    status, text = ask(f"{hub}{PREFIX}api/tables/{made['code']}", token=made["teacher"])
    assert status == 200, f"GET api/tables/CODE answered {status}: {text}"
    revision = json.loads(text)["revision"]
    said.append(f"GET {PREFIX}api/tables/{made['code']} (teacher's token): 200")
    ws = hub.replace("http://", "ws://") + f"{PREFIX}api/tables/{made['code']}/live"
    told = asyncio.run(live(ws, made["teacher"]))
    assert told == {"revision": revision}, f"the live socket said {told}"
    said.append(f"WebSocket {PREFIX}api/tables/{made['code']}/live: {told}")
    return said


def stop(process: subprocess.Popen[bytes]) -> None:
    """Stop the hub by its id (it stops its proxy and service), then anything left of its group."""
    if process.poll() is None:
        process.send_signal(signal.SIGTERM)
        try:
            process.wait(30)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(10)
    # The hub's own children (proxy, service) share its process group: none may stay behind.
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(process.pid, signal.SIGTERM)


def main(argv: list[str] | None = None) -> int:
    """Install, start, check, stop; 0 when every check passed."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--scratch", type=Path, default=ROOT / "build" / "hub-check")
    args = parser.parse_args(argv)
    scratch = args.scratch.resolve()
    scratch.mkdir(parents=True, exist_ok=True)
    python, proxy = install(scratch)
    for old in ("jupyterhub.sqlite", "tables.sqlite", "jupyterhub-proxy.pid"):
        (scratch / old).unlink(missing_ok=True)
    hub_port, service_port = free_port(), free_port()
    config = write_config(scratch, proxy, hub_port, service_port)
    log = scratch / "jupyterhub.log"
    hub = f"http://127.0.0.1:{hub_port}"
    with log.open("wb") as out:
        process = subprocess.Popen(
            [python, "-m", "jupyterhub", "-f", str(config)],
            cwd=scratch,
            stdout=out,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
    try:
        wait_for(f"{hub}{PREFIX}api/games", log)
        said = check(hub)
    except AssertionError as err:
        print(f"hub-check: FAILED: {err}", file=sys.stderr)
        return 1
    finally:
        stop(process)
    for line in said:
        print(f"hub-check: {line}")
    print(f"hub-check: passed: the table server ran as a JupyterHub service at {hub}{PREFIX}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
