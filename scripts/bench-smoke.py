#!/usr/bin/env python3
"""`make bench-smoke`, a step of `make test`: every benchmark run on a tiny dataset (`--smoke`, the
debug build the tests use), so that a change that breaks a benchmark fails CI rather than the
next person who measures. The figures it prints mean nothing and are not recorded.

Each run's output goes to target/test-logs/bench-smoke/<run>.log; a failing run is named in
target/test-logs/bench-smoke/FAILURES.txt for make test's summary. The PostgreSQL runs get a
scratch database of their own (dropped after); without PostgreSQL and Redis they are skipped,
except in CI, where that fails.
"""

import json
import os
import socket
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TARGET = Path(os.environ.get("CARGO_TARGET_DIR", ROOT / "target"))
LOGS = ROOT / "target" / "test-logs" / "bench-smoke"
PG_URL = os.environ.get("PG_URL", "postgres://postgres@127.0.0.1:5432/test")
REDIS_URL = os.environ.get("REDIS_URL", "redis://127.0.0.1:6379")
TIMEOUT = 300


def answers(port: int) -> bool:
    try:
        socket.create_connection(("127.0.0.1", port), timeout=1).close()
        return True
    except OSError:
        return False


def database(name: str) -> str:
    """PG_URL's server, database `name`."""
    return PG_URL.rsplit("/", 1)[0] + "/" + name


def psql(*commands: str) -> None:
    args = ["psql", PG_URL, "-q"]
    for command in commands:
        args += ["-c", command]
    subprocess.run(args, check=True, stdout=subprocess.DEVNULL)


# (run, binary, arguments, PostgreSQL database or None, extra environment)
RUNS = [
    ("market-sqlite", "market-bench", [], None, {}),
    ("market-postgres", "market-bench", [], "eva_smoke_market", {}),
    ("ratings-sqlite", "ratings-bench", [], None, {}),
    ("ratings-postgres", "ratings-bench", [], "eva_smoke_ratings", {}),
    ("chat", "chat-bench", [], None, {}),
    ("understanding", "understanding-bench", [], None, {}),
    ("analysis", "analysis-bench", [], None, {}),
    ("expiry", "expiry-bench", [], "eva_smoke_expiry", {}),
    ("notifications", "notifications-bench", ["--redis-url", REDIS_URL], "eva_smoke_notifications", {}),
    ("alerts", "alerts-bench", ["--redis-url", REDIS_URL], "eva_smoke_alerts", {}),
    ("jobs", "jobs-bench", [], "", {"EVA_REDIS_URL": REDIS_URL}),
]


def main() -> int:
    binaries = json.loads((TARGET / "bench-binaries.json").read_text())
    LOGS.mkdir(parents=True, exist_ok=True)
    for old in LOGS.iterdir():
        old.unlink()
    servers = answers(5432) and answers(6379)
    if not servers and os.environ.get("CI") == "true":
        print("bench-smoke: PostgreSQL (127.0.0.1:5432) and Redis (127.0.0.1:6379) must run in CI")
        return 1
    failures = []
    for run, binary, arguments, pg, env in RUNS:
        if binary not in binaries:
            failures.append(f"{run}: the build listed no {binary} (target/bench-binaries.json)")
            continue
        # "" stands for Redis alone; a name for a PostgreSQL database (and Redis).
        if pg is not None and not servers:
            print(f"== bench-smoke {run}: skipped, PostgreSQL or Redis does not answer")
            continue
        command = [binaries[binary], "--smoke", *arguments]
        if pg:
            psql(f"DROP DATABASE IF EXISTS {pg} WITH (FORCE)", f"CREATE DATABASE {pg}")
            command += ["--database-url", database(pg)]
        log = LOGS / f"{run}.log"
        started = time.monotonic()
        with log.open("w") as out:
            try:
                code = subprocess.run(command, cwd=ROOT, env={**os.environ, **env}, stdout=out, stderr=subprocess.STDOUT, timeout=TIMEOUT).returncode
            except subprocess.TimeoutExpired:
                code = f"timed out after {TIMEOUT} s"
        if pg:
            psql(f"DROP DATABASE IF EXISTS {pg} WITH (FORCE)")
        seconds = time.monotonic() - started
        print(f"== bench-smoke {run}: {'passed' if code == 0 else 'FAILED'} in {seconds:.1f} s")
        if code != 0:
            print("".join(log.read_text(errors="replace").splitlines(keepends=True)[-25:]))
            failures.append(f"{run} ({binary} --smoke) failed ({code}): target/test-logs/bench-smoke/{run}.log")
    if failures:
        (LOGS / "FAILURES.txt").write_text("\n".join(failures) + "\n")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
