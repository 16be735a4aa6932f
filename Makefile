# provgate: the front door. `make demo` and `make test` need nothing installed by hand.
PY      ?= python3
VENV    := .venv
BIN     := $(VENV)/bin
STAMP   := $(VENV)/.installed

.DEFAULT_GOAL := help
.PHONY: help install setup demo test test-unit test-e2e lint asyncapi migrate up run services clean redteam \
        rebuild-projections verify bench bench-quick soak profile replay-bench loadtest groundeval fuzz

help:  ## list the targets
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | awk -F':.*## ' '{printf "  make %-14s %s\n", $$1, $$2}'

$(STAMP): pyproject.toml
	$(PY) -m venv $(VENV)
	$(BIN)/pip install -q --upgrade pip
	$(BIN)/pip install -q -e ".[dev]"
	@touch $(STAMP)

BENCH_STAMP := $(VENV)/.bench-installed
$(BENCH_STAMP): $(STAMP) pyproject.toml
	$(BIN)/pip install -q -e ".[dev,bench]"
	@touch $(BENCH_STAMP)

install: $(STAMP)  ## make .venv/ with the provgate CLI at .venv/bin/provgate
setup: install  ## same as install

demo: install  ## start everything (embedded unless PROVGATE_*_URL are set), run the demo, stop
	$(BIN)/provgate demo

test: install  ## the whole suite against real servers (embedded unless PROVGATE_*_URL are set)
	$(BIN)/pytest tests/unit -q
	$(BIN)/pytest tests/integration tests/e2e -q

test-unit: install  ## pure tests only, no servers
	$(BIN)/pytest tests/unit -q

test-e2e: install  ## all four services through the public subjects
	$(BIN)/pytest tests/e2e -q

lint: install  ## ruff, import-linter (layering), mypy (contracts, domain, shared, client, services), the AsyncAPI document is fresh
	$(BIN)/ruff check .
	$(BIN)/lint-imports
	$(BIN)/mypy contracts domain shared client services
	$(BIN)/python -m cli.asyncapi --check

fuzz: install  ## whole-pipeline fuzzing (issue 11): 5,000 generated requests on every subject, real servers (2-5 min)
	PROVGATE_FUZZ_EXAMPLES=5000 $(BIN)/pytest tests/e2e/test_fuzz.py -q

groundeval: install  ## grounding scored on tests/grounding/corpus.jsonl: zero false acceptances
	$(BIN)/python -m cli.groundeval --write loadtest/GROUNDING.md

redteam: install  ## the adversarial suite through the bus (against the running instance, else a temporary one)
	$(BIN)/provgate redteam

replay-bench: install  ## replay throughput for 100,000 events beside bare PostgreSQL inserts, same run
	$(BIN)/python -m loadtest.replay_bench --events 100000 --repeats 3 --out loadtest/results/replay-$$(date +%F).json

rebuild-projections: install  ## replay the whole log into fresh views and swap them in
	$(BIN)/provgate replay

verify: install  ## the live views against a fresh replay, table by table
	$(BIN)/provgate verify

asyncapi: install  ## regenerate contracts/asyncapi.yaml from the services
	$(BIN)/python -m cli.asyncapi

migrate: install  ## apply deploy/sql to PROVGATE_DATABASE_URL (or the running instance)
	$(BIN)/provgate migrate

up: install  ## run provgate in the foreground (Ctrl-C stops it)
	$(BIN)/provgate up
run: up
services: up

BENCH_ARGS ?=
SOAK_SECONDS ?= 600
SOAK_RATE ?= 500
bench: $(BENCH_STAMP)  ## load test: rate sweep, provgate beside the bare NATS+PostgreSQL baseline (a few minutes)
	$(BIN)/python -m loadtest.bench $(BENCH_ARGS)

loadtest: bench  ## same as bench

bench-quick: $(BENCH_STAMP)  ## the same sweep, short (about a minute)
	$(BIN)/python -m loadtest.bench --quick $(BENCH_ARGS)

soak: $(BENCH_STAMP)  ## SOAK_SECONDS (600) at SOAK_RATE (500/s): memory growth and latency drift per minute
	$(BIN)/python -m loadtest.bench --soak --duration $(SOAK_SECONDS) --rate $(SOAK_RATE) $(BENCH_ARGS)

profile: $(BENCH_STAMP)  ## py-spy on every service while 100 proposals/s hold for 30 s
	$(BIN)/python -m loadtest.bench --profile --rate 100 --duration 30 $(BENCH_ARGS)

clean:  ## remove the venv and all local data
	rm -rf $(VENV) .provgate .provgate-test
