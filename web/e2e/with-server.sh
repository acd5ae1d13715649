#!/usr/bin/env bash
# Runs the browser journeys against the real `eva` binary: a fresh data directory, demo data,
# the built web app, and a real SMTP sink whose messages the journeys read.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
bin="${CARGO_TARGET_DIR:-$root/target}/debug"
work="$(mktemp -d)"
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT

free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()'; }
http_port="$(free_port)"
smtp_port="$(free_port)"
mailbox="$work/mailbox"

"$bin/smtp-sink" "$smtp_port" "$mailbox" > "$work/smtp.log" 2>&1 &
pids+=($!)

# Eva Chat answers through a local OpenAI-compatible model that streams in pieces, so the
# journey sees an answer arrive as it is written (`make run` uses the offline analyst instead).
model_port="$(free_port)"
"$bin/fake-openai" --port "$model_port" --chunks 12 --chunk-delay-ms 80 > "$work/model.log" 2>&1 &
pids+=($!)
export EVA_MODULE__CHAT__MODEL__BASE_URL="http://127.0.0.1:$model_port/v1"
export EVA_MODULE__CHAT__MODEL__API_KEY="sk-journeys"
export EVA_MODULE__CHAT__MODEL__MODEL="fake"

export EVA_DATA_DIR="$work/data"
export EVA_BIND="127.0.0.1:$http_port"
export EVA_PUBLIC_URL="http://127.0.0.1:$http_port"
export EVA_SMTP_URL="smtp://127.0.0.1:$smtp_port"
export EVA_WEB_DIR="$root/web/dist"
export EVA_JOBS__POLL_INTERVAL_MS=50
# The journeys are many users typing searches and buying from this one machine, two pages at a
# time: the abuse limits per address would hold them back (the limits have their own API tests).
export EVA_HTTP__RATE_LIMITS=false
# Journeys that play the operator (e.g. importing the next day's prices) run the same binary.
export EVA_E2E_EVA_BIN="$bin/eva"
unset EVA_DATABASE_URL EVA_REDIS_URL EVA_MODULES
cd "$work"
"$bin/eva" migrate > "$work/eva.log" 2>&1
"$bin/eva" seed --demo >> "$work/eva.log" 2>&1
"$bin/eva" run >> "$work/eva.log" 2>&1 &
pids+=($!)

for _ in $(seq 1 100); do
  curl -fsS "http://127.0.0.1:$http_port/ready" >/dev/null 2>&1 && break
  sleep 0.2
done
curl -fsS "http://127.0.0.1:$http_port/ready" >/dev/null || { echo "eva did not become ready"; cat "$work/eva.log"; exit 1; }

cd "$root/web"
if ! EVA_E2E_REQUIRE_BACKEND=1 EVA_E2E_BASE_URL="http://127.0.0.1:$http_port" EVA_E2E_MAILBOX_DIR="$mailbox" npm run --silent e2e 2>&1 | tee "$work/e2e.log"; then
  mkdir -p "$root/web/test-results"
  cp "$work/eva.log" "$root/web/test-results/eva.log"
  echo "--- eva log (tail; whole log in web/test-results/eva.log)"; tail -n 20 "$work/eva.log"
  # The failures once more, last, where a truncated CI log still shows them.
  echo "--- failing journeys"; sed -n '/failing tests:/,$p' "$work/e2e.log"
  exit 1
fi
