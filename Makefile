# The kit's two entry points (see README.md): `make kit` opens it, `make test` runs every test.
# Every target runs in the project's own environment .venv, which `make setup` makes (with
# BASE_PYTHON, 3.11 or newer) and fills; the system Python and any active environment are left alone.
BASE_PYTHON ?= python3
VENV ?= .venv
PYTHON := $(VENV)/bin/python
PIP := $(PYTHON) -m pip
EXTRAS ?= all
PORT ?= 8888

.PHONY: kit test setup browser lint notebooks bench golden voila stamp content

# Re-run when the project's dependencies change; the stamp names the extras installed.
$(VENV)/.kit-$(EXTRAS): pyproject.toml scripts/setup_venv.py
	@command -v $(BASE_PYTHON) >/dev/null 2>&1 || { echo "make setup: no '$(BASE_PYTHON)' here: install Python 3.11 or newer (Debian/Ubuntu: sudo apt-get install python3 python3-venv), or name one: make kit BASE_PYTHON=python3.12"; exit 1; }
	@$(BASE_PYTHON) scripts/setup_venv.py --venv $(VENV) --extras $(EXTRAS)
	@touch $@

setup: $(VENV)/.kit-$(EXTRAS)

# Debian's Chromium for the browser tests (Playwright drives it; it never downloads a browser).
browser:
	@if [ ! -x /usr/bin/chromium ]; then \
		if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
			apt-get update -qq && apt-get install -y -qq chromium; \
		else \
			echo "Chromium is missing, so the browser tests will be skipped: install it with"; \
			echo "  sudo apt-get install chromium   (Debian; Ubuntu: chromium-browser)"; \
		fi; \
	fi

# JupyterLab refuses to run as root unless told to (containers and CI machines run as root).
ROOT_FLAG := $(if $(filter 0,$(shell id -u)),--allow-root,)

# Trusted notebooks show their stored pictures (JupyterLab hides SVG outputs of untrusted ones).
# A lesson runs by itself when it opens (the kit's Lab plugin, pegs/cli/labextension: no Run All),
# and saving it keeps its file's outputs and Python version, so opening and saving it, on any
# Python, changes no tracked byte (the same options as pegs/cli/serving.py). Served from the
# repository's root, so README and docs/ are at hand beside the lessons (the lessons' own links to
# the glossary, rules summary and rule book open the pages in notebooks/docs/).
LAB_SAVE := --ContentsManager.pre_save_hook=pegs.cli.serving.keep_lesson_file \
	--LabApp.extra_labextensions_path=$(CURDIR)/pegs/cli/labextension
kit: setup
	@$(PYTHON) -m jupyter trust notebooks/*.ipynb >/dev/null
	$(PYTHON) -m jupyter lab --ip=127.0.0.1 --port=$(PORT) $(ROOT_FLAG) $(LAB_SAVE) --ServerApp.root_dir=. notebooks/01_start_here.ipynb

# Voila keeps the kernel of every page visited (its shutdown request from a closed page is
# refused upstream), so the kernels of closed pages are shut down after 5 idle minutes; an open
# page keeps its kernel. The browser's language goes to each page's kernel (HTTP_ACCEPT_LANGUAGE)
# so a page starts in it. The same options as pegs/cli/serving.py (a test checks they agree).
VOILA_CULL := --MappingKernelManager.cull_idle_timeout=300 --MappingKernelManager.cull_interval=60 \
	--MappingKernelManager.cull_connected=False "--VoilaConfiguration.http_header_envs=['Accept-Language']"

voila: setup
	$(PYTHON) -m voila --Voila.ip=127.0.0.1 --port=$(PORT) $(VOILA_CULL) notebooks/app.ipynb

# The classroom game app: only the game, filling the browser window (Voila shows no notebook).
.PHONY: app
app: setup
	$(PYTHON) -m voila --Voila.ip=127.0.0.1 --port=$(PORT) $(VOILA_CULL) notebooks/app.ipynb

# The README's board pictures (docs/board-*.svg and .png), drawn from the engine; the PNGs by
# headless Chromium.
.PHONY: pictures
pictures: setup
	$(PYTHON) scripts/make_pictures.py

lint: setup
	$(PYTHON) -m ruff check .

# mypy --strict over pegs, widgets, backalley and scripts (the settings are in pyproject.toml).
.PHONY: typecheck
typecheck: setup
	$(PYTHON) -m mypy

test: setup browser lint typecheck
	$(PYTHON) -m pytest tests notebooks --nbval --nbval-sanitize-with notebooks/nbval_sanitize.cfg -p no:cacheprovider --durations=25

# The browser suite RUNS times in a row (5) beside HOGS CPU-burning processes (2), stopped after
# even on a failure: no browser test may depend on a quiet machine (issue 26).
RUNS ?= 5
HOGS ?= 2
.PHONY: test-loaded
test-loaded: setup browser
	$(PYTHON) scripts/test_loaded.py --runs $(RUNS) --hogs $(HOGS)

# The course of both games from its one source, pegs/course/content: every answer worked out by
# the engines, the data files and the notebooks written (`make test` fails while one is stale).
content: setup
	$(PYTHON) scripts/build_course.py

# The notebooks built from the content, then run in place to store their outputs.
notebooks: content
	$(PYTHON) scripts/run_notebooks.py

# After the lessons change: the install cell and the metadata JupyterLab writes back, for this
# machine's kernel (the course build keeps the stamp the notebooks have).
stamp: content
	$(PYTHON) scripts/stamp_notebooks.py

golden: setup
	$(PYTHON) scripts/record_golden.py

bench: setup
	$(PYTHON) benchmarks/engine.py --quick

# The long fuzz profile (issue 18): both command lines, the readers and the widget models,
# round after round for MINUTES minutes; `make test` runs the short profile in tests/fuzz.
MINUTES ?= 10
.PHONY: fuzz
fuzz: setup
	$(PYTHON) scripts/fuzz.py --minutes $(MINUTES) $(if $(FUZZ_JSON),--json $(FUZZ_JSON),)

# Mutation testing of Back Alley (issue 17): every module of backalley/. Each mutant runs the
# MUTATE_MAX_TESTS quickest tests of its line first and, if it survives, all the others (again
# in a fresh process), so every verdict is the one all its tests give; only a mutant listed as
# equivalent stops at the quickest (0: every mutant runs all its tests, slower).
MUTATE_MAX_TESTS ?= 40
MUTATE_JSON ?= benchmarks/results/backalley_mutation.json
.PHONY: mutate-backalley
mutate-backalley: setup
	mkdir -p $(dir $(MUTATE_JSON))
	$(PYTHON) scripts/mutate.py --package backalley --max-tests $(MUTATE_MAX_TESTS) --json $(MUTATE_JSON)

# The table server once as a service of a real JupyterHub (pip's jupyterhub and npm's
# configurable-http-proxy in build/hub-check), asked through the hub's proxy; needs the registries.
.PHONY: hub-check
hub-check: setup
	$(PYTHON) scripts/hub_check.py

# The [widgets] extra at its lower bounds, in build/lower-bounds (slow, needs the registries).
.PHONY: lower-bounds
lower-bounds: setup
	$(PYTHON) scripts/check_lower_bounds.py

# The course as code-free pages: Voila runs each lesson and shows none of its code. The lessons'
# links to the glossary, rules summary and rule book open their pages (notebooks/docs/), rendered.
.PHONY: course
course: setup
	@echo "The course: http://127.0.0.1:$(PORT)/voila/render/notebooks/01_start_here.ipynb"
	$(PYTHON) -m voila --Voila.ip=127.0.0.1 --port=$(PORT) --no-browser $(VOILA_CULL) \
		"--VoilaConfiguration.file_allowlist=['.*\.(png|jpg|gif|svg|md)']" .

# Make the puzzles again with the engine's search (SEED=13 gives the shipped set) into the course
# content (pegs/course/content/pegs/puzzles.json), then check them.
.PHONY: puzzles
SEED ?= 13
puzzles: setup
	$(PYTHON) scripts/make_puzzles.py --seed $(SEED)
	$(PYTHON) scripts/make_puzzles.py --check

# The course as a static JupyterLite site in build/site: no server, no install (README,
# "Try it in your browser"). Serve it with e.g. `python3 -m http.server -d build/site`.
.PHONY: site
site: setup
	$(PYTHON) scripts/build_site.py

# The engine under Pyodide (Node's WebAssembly Python) beside CPython's figures: part of bench.
.PHONY: bench-pyodide
bench: bench-pyodide
bench-pyodide: setup
	$(PYTHON) benchmarks/pyodide_engine.py --quick

# Where the static site's start lesson spends its first seconds (needs Chromium; not in bench).
.PHONY: bench-site
bench-site: setup
	$(PYTHON) benchmarks/pyodide_site.py --visits 3
