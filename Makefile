# Two commands matter: `make run` and `make test` (see README.md).
SHELL := /bin/bash
.DEFAULT_GOAL := run

CARGO ?= cargo
EVA := target/debug/eva
PG_URL ?= postgres://postgres@127.0.0.1:5432/test
REDIS_URL ?= redis://127.0.0.1:6379

# CI builds once from nothing: incremental compilation's caches only cost it time.
ifeq ($(CI),true)
export CARGO_INCREMENTAL := 0
endif

.PHONY: tools pdf-deps cluster cluster-test chaos cluster-deps capacity bench bench-smoke bench-chat bench-understanding bench-analysis bench-expiry bench-ratings bench-notifications bench-alerts run test test-repeat deps build rust-test rust-lint web-deps web-bundle web-build web-test e2e e2e-deps fuzz

## Build the web app, migrate, seed demo data, serve on http://127.0.0.1:8080
# The web app (npm, then vite) builds beside the Rust binary. Serving needs the bundle, not the
# type-check: tsc's 29 s of CPU would only slow the Rust build beside it (make test checks types).
run:
	$(MAKE) --no-print-directory -j2 web-bundle eva-bin
	$(EVA) migrate
	$(EVA) seed --demo
	. scripts/sandbox.env && $(EVA) run

.PHONY: eva-bin
eva-bin:
	$(CARGO) build -p eva

## Every test: lint, audit, the one build (with clippy), Rust on SQLite then PostgreSQL + Redis,
## the cluster, chaos, web unit tests, browser journeys and API fuzzing; steps side by side where
## the machine allows, then a table of their times and results (scripts/test-all.py)
test:
	python3 scripts/test-all.py

## The Rust suites and the journeys three times in a row, each from the same build: a race that
## fails one run in three shows here (the README keeps the record of clean repeats)
test-repeat:
	python3 scripts/test-all.py --repeat 3 rust-test e2e

## What the tests need installed: npm packages, the Python tools, Debian's poppler, Chromium and
## HAProxy when missing, cargo-deny, and the crates (downloads; beside the build in make test)
deps:
	bash scripts/system-deps.sh
	$(MAKE) --no-print-directory -j3 tools web-deps deny-tool

## The workspace compiled once for every later step: test executables, the binaries the journeys,
## cluster and chaos run, the benchmarks; clippy's driver lints it as it compiles (-D warnings)
build:
	python3 scripts/build-workspace.py

# Clippy runs inside the one build (scripts/build-workspace.py); kept as a name for habit.
rust-lint: build

# Both legs from the one build: SQLite, then PostgreSQL + Redis when they answer (CI must have
# them); both keep files on a folder and on a local S3-compatible server (moto).
rust-test: build tools pdf-deps
	bash scripts/rust-tests.sh

# Poppler's pdftotext and pdftoppm read the PDFs back in tests (text in logical order, pages as PNG).
pdf-deps:
	@bash scripts/system-deps.sh pdf

web/node_modules/.package-lock.json: web/package-lock.json
	cd web && npm ci --no-audit --no-fund
	@touch $@

web-deps: web/node_modules/.package-lock.json

# Built again only when a source changed: make test's journeys and `make run` reuse the build.
WEB_SOURCES := $(shell find web/src web/public web/index.html web/vite.config.ts web/vitest.config.ts web/tsconfig.json web/tsconfig.app.json web/tsconfig.node.json -type f 2>/dev/null)
web/dist/.built: web/node_modules/.package-lock.json $(WEB_SOURCES)
	bash scripts/build-web.sh
	@touch $@

# Type-checking is a test: make test's web-build step; the bundle itself does not need it.
web/node_modules/.typechecked: web/node_modules/.package-lock.json $(WEB_SOURCES)
	cd web && npx tsc -b
	@touch $@

web-bundle: web/dist/.built

web-build: web/node_modules/.typechecked web/dist/.built

web-test: web-deps
	bash scripts/web-test.sh

# Debian's Chromium drives the journeys; browsers are never downloaded by npm.
e2e-deps:
	@bash scripts/system-deps.sh chromium

e2e: build web-build e2e-deps pdf-deps tools
	bash web/e2e/with-server.sh

# The project's Python tools (schemathesis) live in a local virtualenv that make creates.
.venv/.installed: tools-requirements.txt
	python3 -m venv .venv
	.venv/bin/pip install --quiet -r tools-requirements.txt
	@touch $@

tools: .venv/.installed

.venv/.load-installed: load-requirements.txt .venv/.installed
	.venv/bin/pip install --quiet -r load-requirements.txt
	@touch $@

.PHONY: audit
## Dependency hygiene: licences, duplicate versions and sources of the Rust crates (cargo-deny,
## deny.toml) and npm audit of the web app; exceptions and findings in docs/dependency-audit.md
audit: web-deps deny-tool
	cargo deny check licenses bans sources
	bash scripts/npm-audit.sh

.PHONY: deny-tool
deny-tool:
	@command -v cargo-deny >/dev/null || $(CARGO) install --locked cargo-deny@0.20.2

## Lints beside clippy: the Rust tree formatted as rustfmt.toml says (cargo fmt --check), the web
## app through ESLint (web/eslint.config.js, no warning left) and Prettier (web/.prettierrc.json),
## and the Dockerfile with hadolint (from .venv); a rule switched off carries a comment saying why
.PHONY: lint
lint: tools web-deps
	@$(CARGO) fmt --version >/dev/null 2>&1 || rustup component add rustfmt
	$(CARGO) fmt --check
	cd web && npm run --silent lint && npm run --silent format:check
	.venv/bin/hadolint Dockerfile

## OpenAPI fuzzing of every operation, as a guest and as a subscriber: zero failures (make test
## runs it inside make e2e, against the journeys' server)
fuzz: build tools
	bash scripts/fuzz-api.sh

## Eva as a production deployment on loopback: PostgreSQL, Redis, S3 (moto), HAProxy in front of
## two `eva serve`, two `eva work`; prints the address, Ctrl-C stops it
cluster: web-build tools cluster-deps build
	bash scripts/cluster.sh run

## The main journeys through the proxy of a fresh cluster while one web process is stopped
cluster-test: build tools cluster-deps
	@if command -v redis-server >/dev/null && { (exec 3<>/dev/tcp/127.0.0.1/5432) 2>/dev/null || command -v pg_ctlcluster >/dev/null; }; then \
		bash scripts/cluster.sh test; \
	elif [ "$$CI" = "true" ]; then \
		echo "the cluster test needs PostgreSQL and redis-server in CI"; exit 1; \
	else \
		echo "== Skipping the cluster test: PostgreSQL or redis-server is not installed"; \
	fi

## Chaos with nothing lost: workers, a web process, Redis and PostgreSQL killed in the middle of
## real work on a cluster of its own (private PostgreSQL and Redis); every accepted job done once
chaos: build tools cluster-deps
	@if command -v redis-server >/dev/null && ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then \
		bash scripts/chaos.sh; \
	elif [ "$$CI" = "true" ]; then \
		echo "the chaos test needs PostgreSQL's server binaries and redis-server in CI"; exit 1; \
	else \
		echo "== Skipping the chaos test: PostgreSQL's server binaries or redis-server are not installed"; \
	fi

# Debian's HAProxy is the cluster's reverse proxy.
cluster-deps:
	@bash scripts/system-deps.sh haproxy

## Capacity through the proxy (1 and 2 web processes) and jobs/s on Redis (1 and 2 workers);
## release binaries; see BENCHMARKS.md
capacity: tools cluster-deps
	@command -v wrk >/dev/null || { apt-get update && apt-get install -y --no-install-recommends wrk; }
	$(CARGO) build --release -p eva -p eva-testing --bins
	bash scripts/capacity.sh

.PHONY: load
## Mixed load and a 10-minute soak (Locust): guests, subscribers, Eva Chat and sandbox buyers
## through the proxy of a release cluster; p50/p99 per call, no failure, memory of every eva
## process (EVA_LOAD_DURATION, EVA_LOAD_USERS; BENCHMARKS.md)
load: tools .venv/.load-installed cluster-deps
	$(CARGO) build --release -p eva -p eva-testing --bins
	bash scripts/load.sh

## The subscriptions expiry run over 1,000,000 subscriptions on PostgreSQL (dev build: the run waits on the database; BENCHMARKS.md)
bench-expiry:
	psql -h 127.0.0.1 -U postgres -d test -qc 'DROP DATABASE IF EXISTS eva_bench_expiry' -c 'CREATE DATABASE eva_bench_expiry'
	$(CARGO) run -p eva-testing --bin expiry-bench -- --database-url postgres://postgres@127.0.0.1:5432/eva_bench_expiry

## Notifications benchmark: one list's news fanned out to 100,000 subscribers on PostgreSQL + Redis (BENCHMARKS.md)
bench-notifications:
	psql -h 127.0.0.1 -U postgres -d test -qc 'DROP DATABASE IF EXISTS eva_bench_notifications' -c 'CREATE DATABASE eva_bench_notifications'
	$(CARGO) run -p eva-testing --bin notifications-bench -- --database-url postgres://postgres@127.0.0.1:5432/eva_bench_notifications

## Alerts benchmark: a million alerts over 1,000 stocks on PostgreSQL + Redis, refreshes evaluated and firings delivered (release build; BENCHMARKS.md)
bench-alerts:
	psql -h 127.0.0.1 -U postgres -d test -qc 'DROP DATABASE IF EXISTS eva_bench_alerts' -c 'CREATE DATABASE eva_bench_alerts'
	$(CARGO) run --release -p eva-testing --bin alerts-bench -- --database-url postgres://postgres@127.0.0.1:5432/eva_bench_alerts

## Eva lists benchmark: a 50-stock list with 10 years of moves, on SQLite then PostgreSQL (release build; BENCHMARKS.md)
bench-ratings:
	$(CARGO) run --release -p eva-testing --bin ratings-bench
	@if (exec 3<>/dev/tcp/127.0.0.1/5432) 2>/dev/null; then \
		psql -h 127.0.0.1 -U postgres -d test -qc 'DROP DATABASE IF EXISTS eva_bench_ratings' -c 'CREATE DATABASE eva_bench_ratings'; \
		$(CARGO) run --release -p eva-testing --bin ratings-bench -- --database-url postgres://postgres@127.0.0.1:5432/eva_bench_ratings; \
	fi

## Stock-analysis documents: a ten-page Arabic analysis with its chart, rendered (release build; BENCHMARKS.md)
bench-analysis:
	$(CARGO) bench -p stock_analysis --bench analysis-bench

## Eva Chat pipeline: its own time over a fake model's fixed delay, and the time to the first piece (release build; BENCHMARKS.md)
bench-chat:
	$(CARGO) run --release -p eva-testing --bin chat-bench
	@if (exec 3<>/dev/tcp/127.0.0.1/5432) 2>/dev/null && (exec 3<>/dev/tcp/127.0.0.1/6379) 2>/dev/null; then \
		EVA_TEST_DATABASE_URL=$(PG_URL) EVA_TEST_REDIS_URL=$(REDIS_URL) $(CARGO) run --release -p eva-testing --bin chat-bench; \
	fi

## Eva Chat's understanding: accuracy per intent on the evaluation sets and time per question (the
## test build `make build` made, so its times are an upper bound of a release's; BENCHMARKS.md)
bench-understanding: build
	target/debug/understanding-bench

## Every benchmark on a tiny dataset (--smoke, debug build): a change that breaks one fails make
## test; the figures mean nothing and are not recorded
bench-smoke: build pdf-deps
	python3 scripts/bench-smoke.py

## Market-data benchmarks (release build; see BENCHMARKS.md)
bench:
	@command -v wrk >/dev/null || { apt-get update && apt-get install -y --no-install-recommends wrk; }
	$(CARGO) run --release -p eva-testing --bin market-bench
	@if (exec 3<>/dev/tcp/127.0.0.1/5432) 2>/dev/null; then \
		psql -h 127.0.0.1 -U postgres -d test -qc 'DROP DATABASE IF EXISTS eva_bench' -c 'CREATE DATABASE eva_bench'; \
		$(CARGO) run --release -p eva-testing --bin market-bench -- --database-url postgres://postgres@127.0.0.1:5432/eva_bench; \
	fi
