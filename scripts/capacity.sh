#!/usr/bin/env bash
# Capacity figures for BENCHMARKS.md (`make capacity`), on release binaries:
#  - a mixed read load (scripts/bench/mixed-reads.lua) through HAProxy with two `eva serve`, then
#    with one (the other stopped and taken out by the health check): requests/s and p99;
#  - jobs per second on Redis with one and with two workers (jobs-bench).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
export EVA_BIN_DIR="${CARGO_TARGET_DIR:-$root/target}/release"
dir="$(mktemp -d)"
trap 'bash "$root/scripts/cluster.sh" down "$dir"' EXIT
bash "$root/scripts/cluster.sh" up "$dir"
# shellcheck disable=SC1091
source "$dir/env"

load() {
  wrk -t2 -c64 -d15s --latency -s "$root/scripts/bench/mixed-reads.lua" "$EVA_CLUSTER_URL" > "$dir/wrk.txt"
  local rps p99 errors
  rps="$(awk '/Requests\/sec/ {print $2}' "$dir/wrk.txt")"
  p99="$(awk '$1 == "99%" {print $2}' "$dir/wrk.txt")"
  errors="$(awk '/Non-2xx/ {print $5}' "$dir/wrk.txt")"
  echo "| $1 | ${rps} | ${p99} | ${errors:-0} |"
}

# Warm the caches once, as traffic would.
curl -fsS "$EVA_CLUSTER_URL/api/market-heatmap/1" >/dev/null
echo "| mixed reads through HAProxy, wrk -t2 -c64 -d15s | requests/s | p99 | non-2xx |"
echo "| --- | --- | --- | --- |"
load "two eva serve"
kill -TERM "$(cat "$dir/serve-2.pid")"
sleep 4
load "one eva serve"
echo
"$EVA_BIN_DIR/jobs-bench"
