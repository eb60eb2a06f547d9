# The kit's two entry points (see README.md): `make kit` opens it, `make test` runs every test.
PYTHON ?= python3
PIP ?= $(PYTHON) -m pip
PORT ?= 8888

.PHONY: kit test setup browser lint notebooks bench golden voila

setup:
	$(PIP) install --quiet --upgrade pip
	$(PIP) install --quiet -e ".[all]"

# Debian's Chromium for the browser tests (Playwright drives it; it never downloads a browser).
browser:
	@if [ ! -x /usr/bin/chromium ]; then \
		if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
			apt-get update -qq && apt-get install -y -qq chromium; \
		else \
			echo "Chromium missing: run 'sudo apt-get install chromium' for the browser tests"; \
		fi; \
	fi

# JupyterLab refuses to run as root unless told to (containers and CI machines run as root).
ROOT_FLAG := $(if $(filter 0,$(shell id -u)),--allow-root,)

kit: setup
	$(PYTHON) -m jupyter lab --ip=127.0.0.1 --port=$(PORT) $(ROOT_FLAG) notebooks/01_start_here.ipynb

voila: setup
	$(PYTHON) -m voila --Voila.ip=127.0.0.1 --port=$(PORT) notebooks/07_play_a_game.ipynb

lint:
	$(PYTHON) -m ruff check .

test: setup browser lint
	$(PYTHON) -m pytest tests notebooks --nbval --sanitize-with notebooks/nbval_sanitize.cfg -p no:cacheprovider

notebooks: setup
	$(PYTHON) scripts/run_notebooks.py

golden:
	$(PYTHON) scripts/record_golden.py

bench:
	$(PYTHON) benchmarks/engine.py --quick

# The long fuzz profile (issue 18): both command lines, the readers and the widget models,
# round after round for MINUTES minutes; `make test` runs the short profile in tests/fuzz.
MINUTES ?= 10
.PHONY: fuzz
fuzz:
	$(PYTHON) scripts/fuzz.py --minutes $(MINUTES) $(if $(FUZZ_JSON),--json $(FUZZ_JSON),)
