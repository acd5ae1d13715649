#!/usr/bin/env python3
"""Builds the workspace's test binaries once and runs them side by side.

`cargo test` runs its binaries one after the other, so a binary whose slowest test takes a minute
leaves a core idle while it waits. Here the binaries run `--jobs` at a time, longest first (by the
time each took on the previous run, kept in target/, or else in the baseline beside this script),
each in its package's folder as cargo runs it; each binary's output is printed whole when it
ends, and the run fails if any binary failed.

    run-test-binaries.py [--jobs N] -- <cargo test target options>
"""

import argparse
import json
import os
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor, as_completed
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TIMES = ROOT / "target" / "test-binary-times.json"
BASELINE = Path(__file__).resolve().parent / "test-binary-times.json"


def build(cargo: str, targets: list[str]) -> list[tuple[str, Path, str]]:
    """Builds the test binaries; returns (executable, package folder, name) for each."""
    command = [cargo, "test", *targets, "--no-run", "--message-format=json-render-diagnostics"]
    built = subprocess.run(command, cwd=ROOT, stdout=subprocess.PIPE, text=True, check=False)
    if built.returncode != 0:
        sys.exit(built.returncode)
    binaries = []
    for line in built.stdout.splitlines():
        message = json.loads(line) if line.startswith("{") else {}
        if message.get("reason") == "compiler-artifact" and message.get("profile", {}).get("test") and message.get("executable"):
            folder = Path(message["manifest_path"]).parent
            target = message["target"]
            # Named without the build's hash, so that the times carry over from build to build.
            name = f"{folder.relative_to(ROOT)} {target['kind'][0]} {target['name']}"
            binaries.append((message["executable"], folder, name))
    return binaries


def run(executable: str, folder: Path) -> tuple[int, str, float]:
    started = time.monotonic()
    done = subprocess.run([executable], cwd=folder, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, check=False)
    return done.returncode, done.stdout, time.monotonic() - started


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("targets", nargs=argparse.REMAINDER)
    args = parser.parse_args()
    targets = [t for t in args.targets if t != "--"]
    cargo = os.environ.get("CARGO", "cargo")

    binaries = build(cargo, targets)
    known = TIMES if TIMES.exists() else BASELINE
    previous = json.loads(known.read_text()) if known.exists() else {}
    # Longest first, so the long ones do not start last. A new integration-test binary counts as
    # long, a new unit-test one as short.
    binaries.sort(key=lambda b: -previous.get(b[2], 1e9 if " test " in b[2] else 0))

    failed, times = [], {}
    with ThreadPoolExecutor(max_workers=args.jobs) as pool:
        running = {pool.submit(run, exe, folder): name for exe, folder, name in binaries}
        for future in as_completed(running):
            name = running[future]
            code, output, seconds = future.result()
            times[name] = round(seconds, 1)
            print(f"\n==== {name} ({seconds:.1f} s){' FAILED' if code else ''}", flush=True)
            print(output, end="", flush=True)
            if code:
                failed.append(name)
    TIMES.write_text(json.dumps(times, indent=1, sort_keys=True))
    if failed:
        print("\nfailed test binaries:\n  " + "\n  ".join(failed))
        sys.exit(1)


if __name__ == "__main__":
    main()
