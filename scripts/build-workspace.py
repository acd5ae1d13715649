#!/usr/bin/env python3
"""Compiles the workspace once for every step of `make test`, and lints it while compiling.

One `cargo build --workspace --all-targets`: the test executables of both database legs, the
binaries the journeys, the cluster, chaos and the fuzzer start (`eva`, `smtp-sink`,
`fake-openai`, `cluster-check`, `chaos-check`), and the benchmarks (compiled, not run). Clippy's
driver wraps rustc for the workspace's own crates (`RUSTC_WORKSPACE_WRAPPER`, as `cargo clippy`
sets it), so the same compilation runs clippy's lints with `-D warnings`: no second compile of
the workspace for `cargo clippy`. Dependencies are compiled by rustc alone, as clippy leaves them.

Every later step must use what this build made (or call this script again, which is then a
no-op): another cargo command with other packages or flags resolves other features and rebuilds.

Writes target/test-binaries.json: the test executables (library, binary and integration tests;
not benchmarks) with the package folder each runs in and a name without the build's hash.

    build-workspace.py            build, lint, list the tests
"""

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TARGET = Path(os.environ.get("CARGO_TARGET_DIR", ROOT / "target"))
# The benchmark binaries by name (scripts/bench-smoke.py runs them).
BENCH_LIST = TARGET / "bench-binaries.json"
LIST = TARGET / "test-binaries.json"


def clippy_env() -> dict[str, str]:
    """The environment `cargo clippy -- -D warnings` gives cargo, on a full build instead of a check."""
    driver = shutil.which("clippy-driver")
    if driver is None:
        sys.exit("clippy-driver is not on PATH: `rustup component add clippy`")
    env = dict(os.environ)
    env["RUSTC_WORKSPACE_WRAPPER"] = driver
    env["CLIPPY_ARGS"] = "-D__CLIPPY_HACKERY__warnings__CLIPPY_HACKERY__"
    return env


# A test function, as the test harness would collect it.
TEST_ATTRIBUTE = re.compile(r"#\[(?:test|tokio::test|actix_web::test|actix_rt::test)\b")


def untested_targets_with_tests(cargo: str) -> list[str]:
    """Targets without a harness (`test = false`; `--all-targets` still builds one for `bench`),
    so never run, whose sources hold a test anyway."""
    metadata = subprocess.run([cargo, "metadata", "--no-deps", "--format-version", "1"], cwd=ROOT, stdout=subprocess.PIPE, text=True, check=True)
    found = []
    for package in json.loads(metadata.stdout)["packages"]:
        for target in package["targets"]:
            if target.get("test", True) or not {"lib", "bin"} & set(target["kind"]):
                continue
            source = Path(target["src_path"])
            # A library's tests may be in any of its modules; a binary's in its one file here.
            files = source.parent.rglob("*.rs") if "lib" in target["kind"] else [source]
            found += [f"{file.relative_to(ROOT)} ({package['name']} {target['kind'][0]} {target['name']})" for file in files if TEST_ATTRIBUTE.search(file.read_text())]
    return found


def main() -> None:
    cargo = os.environ.get("CARGO", "cargo")
    never_run = untested_targets_with_tests(cargo)
    if never_run:
        sys.exit("build-workspace: these hold tests in a target marked `test = false`, which would never run them:\n  " + "\n  ".join(never_run))
    command = [cargo, "build", "--workspace", "--all-targets", "--message-format=json-render-diagnostics"]
    built = subprocess.run(command, cwd=ROOT, env=clippy_env(), stdout=subprocess.PIPE, text=True, check=False)
    if built.returncode != 0:
        sys.exit(built.returncode)
    tests, benches = [], {}
    for line in built.stdout.splitlines():
        message = json.loads(line) if line.startswith("{") else {}
        if message.get("reason") != "compiler-artifact" or not message.get("executable"):
            continue
        target = message["target"]
        # The benchmarks (`*-bench` binaries and bench targets without a harness) are measured by
        # make bench-*; make test runs each on a tiny dataset (scripts/bench-smoke.py).
        # (A bench target counts as a test build whatever its harness; a binary's test build is its tests.)
        if "bench" in target["kind"] or (target["name"].endswith("-bench") and not message.get("profile", {}).get("test")):
            benches[target["name"]] = message["executable"]
        # Benchmarks are compiled in test mode too; they are measured by make bench-*, not run here.
        if not message.get("profile", {}).get("test") or "bench" in target["kind"]:
            continue
        folder = Path(message["manifest_path"]).parent
        # Named without the build's hash, so that times carry over from build to build.
        name = f"{folder.relative_to(ROOT)} {target['kind'][0]} {target['name']}"
        tests.append({"name": name, "executable": message["executable"], "folder": str(folder)})
    tests.sort(key=lambda t: t["name"])
    # Whole or not at all: another step may be reading the list while this no-op build runs.
    partial = LIST.with_suffix(f".{os.getpid()}.tmp")
    partial.write_text(json.dumps(tests, indent=1))
    partial.replace(LIST)
    partial.write_text(json.dumps(benches, indent=1, sort_keys=True))
    partial.replace(BENCH_LIST)
    print(f"build-workspace: {len(tests)} test executables listed in {LIST.relative_to(ROOT) if LIST.is_relative_to(ROOT) else LIST}")


if __name__ == "__main__":
    main()
