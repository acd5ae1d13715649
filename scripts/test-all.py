#!/usr/bin/env python3
"""`make test`: every step, side by side where the machine allows, then a table of them all.

Each step is a make target. A step starts once the steps it needs have passed; steps that mostly
wait (downloads, the cluster, chaos) run beside the ones that compute, and a step marked `nice`
yields the processor to the compile and the tests on the critical path. A step that runs alone
streams its output; steps running beside others write theirs to target/test-logs/steps/<step>.log,
printed whole when they end. When a step fails, the steps that need it are skipped, the others
still run, and the run fails.

At the end: a table of the steps with their seconds and results, and for each failing step the
failures it wrote (target/test-logs/<leg>/FAILURES.txt: the test, where it failed, and the file
with its output and server log). The table is also kept in target/test-logs/summary.txt.

    test-all.py [STEP ...]               all steps, or these (and what they need)
    test-all.py --repeat N STEP ...      these steps N times in a row, after what they need once
"""

import os
import subprocess
import sys
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LOGS = ROOT / "target" / "test-logs"


@dataclass
class Step:
    name: str
    needs: tuple[str, ...] = ()
    # Computes on both cores: at most one such step runs unniced at a time.
    heavy: bool = False
    # Runs at a lower priority, filling the processor the critical path leaves idle.
    nice: bool = False
    # Where the step writes its failures (relative to target/test-logs/), for the summary.
    failures: tuple[str, ...] = ()
    # The make target, when it is not the step's name (a repeated step's).
    target: str = ""
    status: str = "waiting"
    seconds: float = 0.0
    started: float = field(default=0.0, repr=False)


# The order is the order of the table, and the order in which ready steps start. The heavy steps
# (the compile, then the tests that keep both cores busy and have timeouts of their own) run one
# at a time; beside them run the downloads, lints, the web build (niced) and the cluster and
# chaos tests, which mostly wait on processes they started.
STEPS = [
    Step("deps"),
    Step("build", heavy=True),
    Step("lint", needs=("deps",)),
    Step("audit", needs=("deps",)),
    Step("web-build", needs=("deps",), nice=True),
    Step("rust-test", needs=("deps", "build"), heavy=True, failures=("rust-sqlite/FAILURES.txt", "rust-postgres/FAILURES.txt")),
    Step("cluster-test", needs=("deps", "build"), failures=("cluster/FAILURES.txt",)),
    Step("chaos", needs=("deps", "build", "cluster-test"), failures=("chaos/FAILURES.txt",)),
    Step("bench-smoke", needs=("deps", "build"), nice=True, failures=("bench-smoke/FAILURES.txt",)),
    Step("web-test", needs=("deps",), heavy=True, failures=("web-test/FAILURES.txt",)),
    Step("e2e", needs=("deps", "build", "web-build"), heavy=True, failures=("e2e/FAILURES.txt",)),
]


class Runner:
    def __init__(self, steps: list[Step]):
        self.steps = {s.name: s for s in steps}
        self.order = [s.name for s in steps]
        self.lock = threading.Condition()
        self.running: set[str] = set()
        # The one step whose output streams as it comes; the others' wait in their logs.
        self.streaming: str | None = None

    def ready(self, step: Step) -> bool:
        if step.status != "waiting":
            return False
        if any(self.steps[n].status != "passed" for n in step.needs if n in self.steps):
            return False
        if step.heavy and any(self.steps[n].heavy for n in self.running):
            return False
        return True

    def blocked(self, step: Step) -> bool:
        return any(self.steps[n].status in ("failed", "skipped") for n in step.needs if n in self.steps)

    def run_step(self, step: Step, alone: bool) -> None:
        """Runs the step's make target; `alone`: its output streams rather than waiting in its log."""
        LOGS.joinpath("steps").mkdir(parents=True, exist_ok=True)
        log_path = LOGS / "steps" / f"{step.name}.log"
        command = ["make", "--no-print-directory", step.target or step.name]
        if step.nice:
            command = ["nice", "-n", "10", *command]
        step.started = time.monotonic()
        print(f"\n===== {step.name}: started{'' if alone else ' (its output when it ends)'}", flush=True)
        with open(log_path, "w") as log:
            if alone:
                # Alone, its output streams; a copy goes to the log as well.
                process = subprocess.Popen(command, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
                assert process.stdout is not None
                for line in process.stdout:
                    sys.stdout.write(line)
                    log.write(line)
                code = process.wait()
            else:
                code = subprocess.run(command, cwd=ROOT, stdout=log, stderr=subprocess.STDOUT, check=False).returncode
        step.seconds = time.monotonic() - step.started
        if not alone:
            print(f"\n===== {step.name}: output", flush=True)
            sys.stdout.write(log_path.read_text())
        result = "passed" if code == 0 else "failed"
        print(f"===== {step.name}: {result} in {format_seconds(step.seconds)}", flush=True)
        with self.lock:
            step.status = result
            self.running.discard(step.name)
            if self.streaming == step.name:
                self.streaming = None
            self.lock.notify_all()

    def run(self) -> bool:
        threads = []
        with self.lock:
            while True:
                for name in self.order:
                    step = self.steps[name]
                    if step.status == "waiting" and self.blocked(step):
                        step.status = "skipped"
                started = [self.steps[n] for n in self.order if self.ready(self.steps[n])]
                for step in started:
                    if step.heavy and any(self.steps[n].heavy for n in self.running):
                        continue
                    step.status = "running"
                    self.running.add(step.name)
                    # The heavy step streams its output (one runs at a time); the others' waits in
                    # their logs, printed whole when they end.
                    alone = step.heavy and self.streaming is None
                    if alone:
                        self.streaming = step.name
                    thread = threading.Thread(target=self.run_step, args=(step, alone))
                    thread.start()
                    threads.append(thread)
                if not self.running and not any(s.status == "waiting" for s in self.steps.values()):
                    break
                self.lock.wait()
        for thread in threads:
            thread.join()
        return all(s.status == "passed" for s in self.steps.values())


def format_seconds(seconds: float) -> str:
    minutes, rest = divmod(round(seconds), 60)
    return f"{minutes} min {rest:02d} s" if minutes else f"{rest} s"


def summary(steps: list[Step], total: float) -> str:
    lines = ["", "make test", "", f"{'step':<14} {'result':<8} {'seconds':>8}", f"{'-' * 14} {'-' * 8} {'-' * 8}"]
    for step in steps:
        shown = f"{step.seconds:8.0f}" if step.status in ("passed", "failed") else f"{'-':>8}"
        lines.append(f"{step.name:<14} {step.status:<8} {shown}")
    lines.append(f"{'total':<14} {'':<8} {total:8.0f}   ({format_seconds(total)}; steps side by side overlap)")
    for step in steps:
        if step.status != "failed":
            continue
        lines.append("")
        lines.append(f"{step.name} failed; its whole output: target/test-logs/steps/{step.name}.log")
        for relative in step.failures:
            path = LOGS / relative
            if path.exists():
                lines.extend(f"  {line}" for line in path.read_text().splitlines())
    return "\n".join(lines) + "\n"


def selected(names: list[str]) -> list[Step]:
    if not names:
        return STEPS
    unknown = [n for n in names if n not in {s.name for s in STEPS}]
    if unknown:
        sys.exit(f"unknown step(s): {', '.join(unknown)}; steps: {', '.join(s.name for s in STEPS)}")
    wanted: set[str] = set()
    pending = list(names)
    while pending:
        name = pending.pop()
        if name not in wanted:
            wanted.add(name)
            pending.extend(next(s for s in STEPS if s.name == name).needs)
    return [s for s in STEPS if s.name in wanted]


def repeated(times: int, names: list[str]) -> list[Step]:
    """What `names` need, once, then `names` `times` times in a row, one after the other."""
    first = [s for s in selected(names) if s.name not in names]
    chain: list[Step] = []
    for run in range(1, times + 1):
        for name in names:
            original = next(s for s in STEPS if s.name == name)
            outside = tuple(n for n in original.needs if n not in names)
            before = ((chain[-1].name,) if chain else ()) + outside
            chain.append(Step(f"{name}#{run}", needs=before, heavy=original.heavy, failures=original.failures, target=name))
    return first + chain


def main() -> None:
    arguments = sys.argv[1:]
    if arguments[:1] == ["--repeat"]:
        if len(arguments) < 3 or not arguments[1].isdigit():
            sys.exit("usage: test-all.py --repeat N STEP ...")
        selected(arguments[2:])
        steps = repeated(int(arguments[1]), arguments[2:])
    else:
        steps = selected(arguments)
    LOGS.mkdir(parents=True, exist_ok=True)
    for step in steps:
        for relative in step.failures:
            (LOGS / relative).unlink(missing_ok=True)
    started = time.monotonic()
    ok = Runner(steps).run()
    table = summary(steps, time.monotonic() - started)
    (LOGS / "summary.txt").write_text(table)
    print(table, flush=True)
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    os.environ.setdefault("PYTHONUNBUFFERED", "1")
    main()
