#!/usr/bin/env bash
# The mixed load and soak for BENCHMARKS.md (`make load`): Locust (scripts/load/locustfile.py)
# drives guests, subscribers, Eva Chat users and sandbox buyers through HAProxy into a cluster of
# release binaries (scripts/cluster.sh: two `eva serve`, two `eva work`, PostgreSQL, Redis, S3),
# while the resident memory of every `eva` process is sampled every 10 s.
#
#   scripts/load.sh [DURATION]    DURATION as Locust reads it (10m, 90s); default EVA_LOAD_DURATION or 10m
#
# Settings: EVA_LOAD_USERS (30), EVA_LOAD_SPAWN_RATE (users started per second, 2),
# EVA_LOAD_OUT (where the figures are kept; target/load). Prints Locust's per-call figures and
# each process's memory (first minute's median, last minute's median, peak); fails when any
# request failed.
#
# The cluster's abuse limits per address are off (EVA_HTTP__RATE_LIMITS=false in its env): every
# simulated user comes from this one machine. Eva Chat runs without a model: the offline analyst
# answers (EVA_CLUSTER_OFFLINE_ANALYST=1).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
export EVA_BIN_DIR="${EVA_BIN_DIR:-${CARGO_TARGET_DIR:-$root/target}/release}"
export EVA_CLUSTER_OFFLINE_ANALYST=1
duration="${1:-${EVA_LOAD_DURATION:-10m}}"
users="${EVA_LOAD_USERS:-30}"
spawn_rate="${EVA_LOAD_SPAWN_RATE:-2}"
out="${EVA_LOAD_OUT:-$root/target/load}"
locust="$root/.venv/bin/locust"
[ -x "$locust" ] || { echo "Locust is not in .venv: make load installs it" >&2; exit 1; }
mkdir -p "$out"
rm -f "$out"/locust_*.csv "$out/rss.csv"

dir="$(mktemp -d)"
sampler=""
cleanup() {
  [ -n "$sampler" ] && kill "$sampler" 2>/dev/null
  bash "$root/scripts/cluster.sh" down "$dir"
}
trap cleanup EXIT
bash "$root/scripts/cluster.sh" up "$dir"
# shellcheck disable=SC1091
source "$dir/env"

# Resident memory of each eva process (role-n, pid) every 10 s, from /proc.
sample() {
  local start now
  start="$(date +%s)"
  echo "seconds,process,pid,rss_kib" > "$out/rss.csv"
  while true; do
    now="$(date +%s)"
    for role in serve-1 serve-2 work-1 work-2; do
      local pid rss
      pid="$(cat "$dir/$role.pid")"
      rss="$(awk '/^VmRSS:/ {print $2}' "/proc/$pid/status" 2>/dev/null || true)"
      echo "$((now - start)),$role,$pid,${rss:-gone}" >> "$out/rss.csv"
    done
    sleep 10
  done
}
sample &
sampler=$!

echo "== Locust: $users users (spawn rate $spawn_rate/s) for $duration against $EVA_CLUSTER_URL"
status=0
EVA_LOAD_RUN="$(date +%s)" "$locust" -f "$root/scripts/load/locustfile.py" --headless --only-summary \
  --host "$EVA_CLUSTER_URL" -u "$users" -r "$spawn_rate" -t "$duration" --stop-timeout 30 \
  --csv "$out/locust" > "$out/locust.log" 2>&1 || status=$?
kill "$sampler" 2>/dev/null || true
wait "$sampler" 2>/dev/null || true
sampler=""

python3 - "$out" <<'PY'
import csv, statistics, sys
out = sys.argv[1]
rows = list(csv.DictReader(open(f"{out}/locust_stats.csv")))
print("\n| call | p50 ms | p99 ms | requests | failures |")
print("| --- | ---: | ---: | ---: | ---: |")
for r in rows:
    print(f'| {r["Name"]} | {r["50%"]} | {r["99%"]} | {r["Request Count"]} | {r["Failure Count"]} |')
failures = list(csv.DictReader(open(f"{out}/locust_failures.csv")))
if failures:
    print("\nFailures:")
    for f in failures:
        print(f'  {f["Occurrences"]} × {f["Method"]} {f["Name"]}: {f["Error"][:300]}')

samples = list(csv.DictReader(open(f"{out}/rss.csv")))
end = max(int(s["seconds"]) for s in samples)
print(f"\nResident memory (MiB), sampled every 10 s over {end} s:")
print("| process | pid | first minute (median) | last minute (median) | peak |")
print("| --- | ---: | ---: | ---: | ---: |")
for proc in sorted({s["process"] for s in samples}):
    mine = [s for s in samples if s["process"] == proc and s["rss_kib"] != "gone"]
    if not mine:
        print(f"| {proc} | - | gone | gone | - |")
        continue
    mib = lambda ss: [int(s["rss_kib"]) / 1024 for s in ss]
    first = mib([s for s in mine if int(s["seconds"]) <= 60])
    last = mib([s for s in mine if int(s["seconds"]) >= end - 60])
    print(f'| eva {proc.replace("-", " ")} | {mine[0]["pid"]} | {statistics.median(first):.1f} | {statistics.median(last):.1f} | {max(mib(mine)):.1f} |')
PY
echo
echo "Locust's log, CSV figures and the memory samples: $out"
if [ "$status" != 0 ]; then
  echo "Locust exited $status: some requests failed (see above and $out/locust.log)"
  for log in "$dir"/serve-*.log "$dir"/work-*.log; do echo "--- $log (errors)"; grep -E 'ERROR|WARN' "$log" | tail -n 3 | cut -c1-400 || true; done
fi
exit "$status"
