"""Check what a built or published course site loads from outside: only numpy and Pillow.

Usage: ``python3 scripts/check_site.py SITE [--no-cdn]``, where SITE is a folder (``build/site``)
or the address of the published site (``https://<owner>.github.io/<repository>/``). It reads the
files that decide what a learner's browser fetches (its pages, JupyterLite's settings files and
Pyodide's lock), and checks that the only outside addresses are the Pyodide CDN's files
of numpy and Pillow (and any package they depend on), each pinned by version and sha256, and that
every other file the lock names is in the site with the hash the lock gives. Unless ``--no-cdn``,
it also downloads each CDN file and checks that its hash is the pinned one. Standard library only,
so a teacher can run it with any Python 3.11 or newer; it prints what it found and exits 1 on any
problem.
"""

from __future__ import annotations

import argparse
import hashlib
import importlib.util
import json
import re
import sys
import urllib.error
import urllib.parse
import urllib.request
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

_BUILD = Path(__file__).with_name("build_site.py")
_spec = importlib.util.spec_from_file_location("build_site", _BUILD)
build_site = importlib.util.module_from_spec(_spec)  # type: ignore[arg-type]  # the file is there
_spec.loader.exec_module(build_site)  # type: ignore[union-attr]  # a .py file has a loader

#: The site's files that decide what the browser fetches: its pages, its settings and its lock.
PAGES = (
    "index.html",
    "languages.html",
    "lab/index.html",
    "lab/tree/index.html",
    "lab/workspaces/index.html",
    "doc/tree/index.html",
    "doc/workspaces/index.html",
)
#: JupyterLite reads its settings from both files of each level (the .ipynb's metadata).
SETTINGS = (
    "jupyter-lite.json",
    "jupyter-lite.ipynb",
    "lab/jupyter-lite.json",
    "lab/jupyter-lite.ipynb",
)
LOCK = "pyodide/pyodide-lock.json"
KERNEL_PLUGIN = build_site.KERNEL_PLUGIN
#: An address that leaves the site: a scheme (https:, ws:, ...) or a protocol-relative ``//``.
OUTSIDE = re.compile(r"^\s*(?:[a-z][a-z0-9+.-]*:)?//", re.IGNORECASE)
_ATTRIBUTE = re.compile(r"""\b(?:src|href|action|data)\s*=\s*["']([^"']*)["']""", re.IGNORECASE)
_SHA256 = re.compile(r"^[0-9a-f]{64}$")

Reader = Callable[[str], bytes]


@dataclass(frozen=True)
class OutsideFile:
    """A package the site loads from outside: name, version, address and pinned sha256."""

    name: str
    version: str
    url: str
    sha256: str


@dataclass
class SiteReport:
    """What a site loads from outside, what it serves itself, and every problem found."""

    outside: list[OutsideFile] = field(default_factory=list)
    served: list[str] = field(default_factory=list)  # packages the site serves itself
    problems: list[str] = field(default_factory=list)


def _strings(value: object) -> Iterator[str]:
    """Every string inside a JSON value, keys included."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for key, item in value.items():
            yield key
            yield from _strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from _strings(item)


def _read_json(read: Reader, path: str, report: SiteReport) -> Any:
    """The JSON value in the site's file at ``path``; None, and a problem noted, when unreadable."""
    try:
        return json.loads(read(path))
    except (OSError, ValueError) as error:
        report.problems.append(f"{path} could not be read as JSON: {error}")
        return None


def check_site(read: Reader, fetch: Reader | None = None) -> SiteReport:
    """Check a site through ``read`` (its files by relative path); ``fetch`` gets CDN files."""
    report = SiteReport()
    for page in PAGES:
        try:
            html = read(page).decode("utf-8", "replace")
        except OSError as error:
            report.problems.append(f"{page} could not be read: {error}")
            continue
        for address in _ATTRIBUTE.findall(html):
            if OUTSIDE.match(address):
                report.problems.append(f"{page} loads {address} from outside the site")
    for path in SETTINGS:
        settings = _read_json(read, path, report)
        for text in _strings(settings):
            if OUTSIDE.match(text):
                report.problems.append(f"{path} names the outside address {text}")
        if path == SETTINGS[0] and settings is not None:
            kernel = (
                settings.get("jupyter-config-data", {})
                .get("litePluginSettings", {})
                .get(KERNEL_PLUGIN, {})
            )
            if kernel.get("disablePyPIFallback") is not True:
                report.problems.append(f"{path}: the kernel may fetch packages from PyPI")
    lock = _read_json(read, LOCK, report)
    if not isinstance(lock, dict):
        return report
    packages = lock.get("packages", {})
    for name, entry in sorted(packages.items()):
        address = str(entry.get("file_name", ""))
        if not OUTSIDE.match(address):
            report.served.append(name)
            _check_served(read, name, entry, report)
            continue
        pinned = OutsideFile(name, str(entry.get("version", "")), address, str(entry.get("sha256")))
        report.outside.append(pinned)
        _check_outside(pinned, fetch, report)
    # The CDN packages, and everything they depend on, come from the CDN (the test build's
    # stand-ins would be found here: they are never published).
    wanted = set(build_site.CDN_PACKAGES)
    for name in build_site.CDN_PACKAGES:
        wanted |= set(packages.get(name, {}).get("depends", []))
    loaded = {f.name for f in report.outside}
    for name in sorted(wanted - loaded):
        where = "is served by the site itself" if name in packages else "is missing from the lock"
        report.problems.append(f"{name} {where}, not loaded from the Pyodide CDN")
    for name in sorted(loaded - wanted):
        report.problems.append(f"{name} is loaded from outside, but only {sorted(wanted)} may be")
    for name, entry in sorted(packages.items()):
        absent = [d for d in entry.get("depends", []) if d not in packages]
        if absent:
            report.problems.append(f"{name} depends on {absent}, which the lock does not have")
    return report


def _check_served(read: Reader, name: str, entry: dict[str, Any], report: SiteReport) -> None:
    path = f"pyodide/{entry.get('file_name')}"
    try:
        data = read(path)
    except OSError as error:
        report.problems.append(f"{name}: {path} is not in the site ({error})")
        return
    if hashlib.sha256(data).hexdigest() != entry.get("sha256"):
        report.problems.append(f"{name}: {path} does not have the sha256 the lock gives")


def _check_outside(pinned: OutsideFile, fetch: Reader | None, report: SiteReport) -> None:
    if not pinned.url.startswith(build_site.CDN_URL):
        report.problems.append(f"{pinned.name} comes from {pinned.url}, not {build_site.CDN_URL}")
    if not _SHA256.match(pinned.sha256):
        report.problems.append(f"{pinned.name} is not pinned by a sha256 ({pinned.sha256!r})")
    filename = pinned.url.rsplit("/", 1)[-1]
    if not pinned.version or not filename.startswith(f"{pinned.name}-{pinned.version}-"):
        report.problems.append(f"{pinned.name}: {filename} is not version {pinned.version!r}")
    if fetch is None:
        return
    try:
        data = fetch(pinned.url)
    except OSError as error:
        report.problems.append(f"{pinned.name}: {pinned.url} could not be downloaded ({error})")
        return
    if hashlib.sha256(data).hexdigest() != pinned.sha256:
        report.problems.append(f"{pinned.name}: the CDN's file does not have the pinned sha256")


def reader(site: str) -> Reader:
    """Read a site's files from a folder or from the address it is published at."""
    if re.match(r"^https?://", site):
        base = site if site.endswith("/") else site + "/"
        return lambda path: download(urllib.parse.urljoin(base, path))
    folder = Path(site)
    if not folder.is_dir():
        raise SystemExit(f"check_site: {site} is neither a folder nor an http(s) address")
    return lambda path: (folder / path).read_bytes()


def download(url: str) -> bytes:
    """The bytes at ``url``; a failure is an OSError saying why (its caller names the address)."""
    try:
        with urllib.request.urlopen(url, timeout=60) as response:
            data: bytes = response.read()
            return data
    except (urllib.error.URLError, TimeoutError, ValueError) as error:
        raise OSError(str(getattr(error, "reason", error))) from error


def main(argv: list[str] | None = None) -> int:
    """Check the site named on the command line; prints what it loads and every problem."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("site", help="a folder (build/site) or the published site's address")
    parser.add_argument(
        "--no-cdn", action="store_true", help="do not download the CDN files to check their hashes"
    )
    args = parser.parse_args(argv)
    report = check_site(reader(args.site), None if args.no_cdn else download)
    print(f"{args.site} loads from outside:")
    for pinned in report.outside:
        print(f"  {pinned.name} {pinned.version}: {pinned.url}\n    sha256 {pinned.sha256}")
    if not args.no_cdn and not report.problems:
        print("  (each downloaded from the CDN and its sha256 checked)")
    print(f"and serves {len(report.served)} packages itself, with Pyodide and JupyterLab.")
    if report.problems:
        print(f"{len(report.problems)} problem(s):", *report.problems, sep="\n  ")
        return 1
    print("OK: nothing else comes from outside.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
