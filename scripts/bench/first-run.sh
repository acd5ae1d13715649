#!/usr/bin/env bash
# A newcomer's first `make run`, timed: a clean clone of this checkout's HEAD with an empty cargo
# registry and npm cache of its own (so crates and packages download as on a fresh machine), then
# the seconds until http://127.0.0.1:8080/ answers, and when each part finished.
# Usage: scripts/bench/first-run.sh [WORK_DIR]   (port 8080 must be free; run on a quiet machine)
set -euo pipefail
repo=$(git -C "$(dirname "$0")/../.." rev-parse --show-toplevel)
work=${1:-$(mktemp -d /tmp/eva-first-run.XXXX)}
rm -rf "$work" && mkdir -p "$work"
git clone -q "$repo" "$work/eva"
export CARGO_HOME="$work/cargo-home" npm_config_cache="$work/npm-cache"
cd "$work/eva"

if curl -sf -o /dev/null http://127.0.0.1:8080/; then
  echo "first-run: something already serves on :8080; stop it first" >&2
  exit 1
fi
start=$(date +%s.%N)
setsid make run > "$work/make-run.log" 2>&1 &
runner=$!
# make and the eva it serves with share a process group of their own: stop them together.
trap 'kill -- -"$runner" 2>/dev/null || true' EXIT
until curl -sf -o /dev/null http://127.0.0.1:8080/; do
  kill -0 "$runner" 2>/dev/null || { echo "first-run: make run stopped; see $work/make-run.log" >&2; exit 1; }
  sleep 0.5
done
served=$(date +%s.%N)

since_start() { echo "$(stat -c %Y "$1") - ${start%.*}" | bc; }
printf 'served after %.0f s\n' "$(echo "$served - $start" | bc)"
printf '  npm ci done at %s s, web build at %s s, eva built at %s s\n' \
  "$(since_start web/node_modules/.package-lock.json)" "$(since_start web/dist/.built)" "$(since_start target/debug/eva)"
grep -E 'Finished `dev`' "$work/make-run.log" | sed 's/^ */  cargo: /'
echo "  log: $work/make-run.log"
