#!/usr/bin/env python3
"""Runs the workspace's test executables side by side, from the list the build wrote.

`cargo test` runs its binaries one after the other, so a binary whose slowest test takes a minute
leaves a core idle while it waits. Here the binaries listed by scripts/build-workspace.py run
`--jobs` at a time, longest first (by the time each took on the previous run of this leg, kept in
target/, or else in the baseline beside this script), each in its package's folder as cargo runs
it. Each binary's whole output is kept in target/test-logs/<leg>/ and printed when it ends. The
run fails if any binary failed, and then ends with each failing test, where it failed and the log
that holds its output (with the server's log lines: EVA_TEST_LOG is `info` unless set), also
written to target/test-logs/<leg>/FAILURES.txt for make test's summary.

    run-test-binaries.py --leg sqlite [--jobs N] [-- <test binary arguments>]
"""

import argparse
import json
import os
import re
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor, as_completed
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TARGET = Path(os.environ.get("CARGO_TARGET_DIR", ROOT / "target"))
LIST = TARGET / "test-binaries.json"
BASELINE = Path(__file__).resolve().parent / "test-binary-times.json"
LOGS = ROOT / "target" / "test-logs"


def run(executable: str, folder: str, args: list[str], log: Path) -> tuple[int, str, float]:
    started = time.monotonic()
    done = subprocess.run([executable, *args], cwd=folder, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, check=False)
    log.write_text(done.stdout)
    return done.returncode, done.stdout, time.monotonic() - started


def failures(output: str) -> list[tuple[str, str]]:
    """The failing tests of a libtest run, each with where it panicked (file:line) when said."""
    listed = re.findall(r"^failures:\n((?:    \S.*\n)+)", output, re.M)
    names = [line.strip() for line in listed[-1].splitlines()] if listed else []
    found = []
    for name in names:
        section = re.search(rf"^---- {re.escape(name)} stdout ----\n(.*?)(?=^---- |^failures:)", output, re.M | re.S)
        place = re.search(r"panicked at ([^\s:]+:\d+)", section.group(1)) if section else None
        found.append((name, place.group(1) if place else "?"))
    return found


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--leg", required=True, help="the leg's name: its logs go to target/test-logs/<leg>/")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("args", nargs=argparse.REMAINDER, help="arguments for every test binary, after --")
    args = parser.parse_args()
    binary_args = [a for a in args.args if a != "--"]
    if not LIST.exists():
        sys.exit(f"{LIST} is missing: build first (python3 scripts/build-workspace.py)")
    binaries = json.loads(LIST.read_text())
    logs = LOGS / args.leg
    logs.mkdir(parents=True, exist_ok=True)
    for old in logs.glob("*"):
        old.unlink()
    times_file = TARGET / f"test-binary-times-{args.leg}.json"
    known = times_file if times_file.exists() else BASELINE
    previous = json.loads(known.read_text()) if known.exists() else {}
    # Longest first, so the long ones do not start last. A new integration-test binary counts as
    # long, a new unit-test one as short.
    binaries.sort(key=lambda b: -previous.get(b["name"], 1e9 if " test " in b["name"] else 0))
    # The server's log lines go into each failing test's output; SQL statements stay out.
    os.environ.setdefault("EVA_TEST_LOG", "info,sqlx=warn,sea_orm=warn,sea_orm_migration=warn")

    failed, times = [], {}
    with ThreadPoolExecutor(max_workers=args.jobs) as pool:
        running = {}
        for binary in binaries:
            log = logs / (re.sub(r"[^A-Za-z0-9_.-]+", "-", binary["name"]) + ".log")
            running[pool.submit(run, binary["executable"], binary["folder"], binary_args, log)] = (binary["name"], log)
        for future in as_completed(running):
            name, log = running[future]
            code, output, seconds = future.result()
            times[name] = round(seconds, 1)
            print(f"\n==== {name} ({seconds:.1f} s){' FAILED' if code else ''}", flush=True)
            print(output, end="", flush=True)
            if code:
                failed.append((name, log, failures(output)))
    times_file.write_text(json.dumps(times, indent=1, sort_keys=True))
    summary = logs / "FAILURES.txt"
    if failed:
        lines = []
        for name, log, tests in failed:
            shown = log.relative_to(ROOT)
            if not tests:
                lines.append(f"{name}: the binary failed before or outside its tests; output in {shown}")
            for test, place in tests:
                lines.append(f"{name} :: {test} (at {place}); output and server log in {shown}")
        summary.write_text("\n".join(lines) + "\n")
        print(f"\nfailed tests ({args.leg}):\n  " + "\n  ".join(lines))
        sys.exit(1)


if __name__ == "__main__":
    main()
