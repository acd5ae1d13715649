# Two commands matter: `make run` and `make test` (see README.md).
SHELL := /bin/bash
.DEFAULT_GOAL := run

CARGO ?= cargo
EVA := target/debug/eva
PG_URL ?= postgres://postgres@127.0.0.1:5432/test
REDIS_URL ?= redis://127.0.0.1:6379

.PHONY: bench run test rust-test rust-lint rust-test-sqlite rust-test-services web-deps web-build web-test e2e e2e-deps fuzz

## Build the web app, migrate, seed demo data, serve on http://127.0.0.1:8080
run: web-build
	$(CARGO) build -p eva
	$(EVA) migrate
	$(EVA) seed --demo
	$(EVA) run

## Every test: Rust (SQLite, then PostgreSQL + Redis), web unit tests, browser journeys
test: rust-lint rust-test web-test e2e fuzz

rust-lint:
	$(CARGO) clippy --workspace --all-targets -- -D warnings

rust-test: rust-test-sqlite rust-test-services

rust-test-sqlite:
	env -u EVA_TEST_DATABASE_URL -u EVA_TEST_REDIS_URL $(CARGO) test --workspace

# The same suite on PostgreSQL and Redis when they answer; CI must have them.
rust-test-services:
	@if (exec 3<>/dev/tcp/127.0.0.1/5432) 2>/dev/null && (exec 3<>/dev/tcp/127.0.0.1/6379) 2>/dev/null; then \
		echo "== PostgreSQL + Redis leg"; \
		EVA_TEST_DATABASE_URL=$(PG_URL) EVA_TEST_REDIS_URL=$(REDIS_URL) $(CARGO) test --workspace; \
	elif [ "$$CI" = "true" ]; then \
		echo "PostgreSQL (127.0.0.1:5432) and Redis (127.0.0.1:6379) must run in CI"; exit 1; \
	else \
		echo "== Skipping the PostgreSQL + Redis leg: 127.0.0.1:5432 or 127.0.0.1:6379 does not answer"; \
	fi

web/node_modules/.package-lock.json: web/package-lock.json
	cd web && npm ci --no-audit --no-fund
	@touch $@

web-deps: web/node_modules/.package-lock.json

web-build: web-deps
	cd web && npm run build

web-test: web-deps
	cd web && npm test

# Debian's Chromium drives the journeys; browsers are never downloaded by npm.
e2e-deps:
	@command -v chromium >/dev/null || { apt-get update && apt-get install -y --no-install-recommends chromium; }

e2e: web-build e2e-deps
	$(CARGO) build -p eva -p eva-testing --bins
	bash web/e2e/with-server.sh

# The project's Python tools (schemathesis) live in a local virtualenv that make creates.
.venv/bin/schemathesis:
	python3 -m venv .venv
	.venv/bin/pip install --quiet 'schemathesis>=4.32,<5'

## OpenAPI fuzzing of every operation, as a guest and as a subscriber: zero failures
fuzz: .venv/bin/schemathesis
	$(CARGO) build -p eva
	bash scripts/fuzz-api.sh

## Market-data benchmarks (release build; see BENCHMARKS.md)
bench:
	@command -v wrk >/dev/null || { apt-get update && apt-get install -y --no-install-recommends wrk; }
	$(CARGO) run --release -p eva-testing --bin market-bench
	@if (exec 3<>/dev/tcp/127.0.0.1/5432) 2>/dev/null; then \
		psql -h 127.0.0.1 -U postgres -d test -qc 'DROP DATABASE IF EXISTS eva_bench' -c 'CREATE DATABASE eva_bench'; \
		$(CARGO) run --release -p eva-testing --bin market-bench -- --database-url postgres://postgres@127.0.0.1:5432/eva_bench; \
	fi
