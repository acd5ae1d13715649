#!/usr/bin/env bash
# Runs the browser journeys against the real `eva` binary: a fresh data directory, demo data,
# the built web app, and a real SMTP sink whose messages the journeys read. When every journey
# ran and passed, the API fuzzer (scripts/fuzz-api.sh) runs against the same server.
#
#   EVA_E2E_JOURNEYS=market,chat   only the journeys whose file names contain these parts (no fuzzing)
#   EVA_E2E_FUZZ=0                 no fuzzing after the journeys
#   EVA_E2E_CONCURRENCY=2          journey files at once (run.mjs)
#
# The logs of eva, the SMTP sink and the model, and each journey file's report, are kept in
# target/test-logs/e2e/ (replaced by each run), whether the run passes or fails.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
bin="${CARGO_TARGET_DIR:-$root/target}/debug"
logs="$root/target/test-logs/e2e"
work="$(mktemp -d)"
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT

fuzz="${EVA_E2E_FUZZ:-1}"
[ -n "${EVA_E2E_JOURNEYS:-}" ] && fuzz=0
if [ "$fuzz" != 0 ] && [ ! -x "$root/.venv/bin/schemathesis" ]; then
  echo "with-server: the fuzzer needs schemathesis in .venv ('make tools'); EVA_E2E_FUZZ=0 runs the journeys alone" >&2
  exit 1
fi

rm -rf "$logs"
mkdir -p "$logs"
started=$(date +%s)

free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()'; }
http_port="$(free_port)"
smtp_port="$(free_port)"
mailbox="$work/mailbox"

"$bin/smtp-sink" "$smtp_port" "$mailbox" > "$logs/smtp.log" 2>&1 &
pids+=($!)

# Eva Chat answers through a local OpenAI-compatible model that streams in pieces, so the
# journey sees an answer arrive as it is written (`make run` uses the offline analyst instead);
# the journey holds the answer half-way (the model's /fake/holds) so it sees the pieces however
# busy the machine is. The chat-free-question journey runs a copy of this server without the
# model (support/offline-copy.ts), whose offline analyst writes paragraphs and tables.
model_port="$(free_port)"
"$bin/fake-openai" --port "$model_port" --chunks 12 --chunk-delay-ms 80 > "$logs/model.log" 2>&1 &
pids+=($!)
export EVA_MODULE__CHAT__MODEL__BASE_URL="http://127.0.0.1:$model_port/v1"
export EVA_E2E_MODEL_URL="http://127.0.0.1:$model_port"
export EVA_MODULE__CHAT__MODEL__API_KEY="sk-journeys"
export EVA_MODULE__CHAT__MODEL__MODEL="fake"

# The served app is a copy: the installable-app journey deploys a new sw.js into it.
cp -R "$root/web/dist" "$work/web"
export EVA_DATA_DIR="$work/data"
export EVA_BIND="127.0.0.1:$http_port"
export EVA_PUBLIC_URL="http://127.0.0.1:$http_port"
export EVA_SMTP_URL="smtp://127.0.0.1:$smtp_port"
export EVA_WEB_DIR="$work/web"
export EVA_E2E_WEB_DIST="$work/web"
# Jobs (drafts, deliveries, notices, answers) start within 200 ms. Each of the server's queues asks
# SQLite that often: at 50 ms an idle server kept a quarter of a core busy.
export EVA_JOBS__POLL_INTERVAL_MS=200
# shellcheck source=../../scripts/sandbox.env
source "$root/scripts/sandbox.env"
# The journeys are many users typing searches and buying from this one machine, several pages at
# a time: the abuse limits per address would hold them back (the limits have their own API tests).
export EVA_HTTP__RATE_LIMITS=false
# The fuzzer, after the journeys, signs in and asks for codes far more often than a person would.
# No journey counts on these throttles (the accounts module's API tests do).
export EVA_AUTH__LOGIN_ATTEMPTS=100000 EVA_AUTH__EMAIL_REQUESTS=100000
# Journeys that play the operator (e.g. importing the next day's prices) run the same binary.
export EVA_E2E_EVA_BIN="$bin/eva"
unset EVA_DATABASE_URL EVA_REDIS_URL EVA_MODULES
cd "$work"
# Web Push on, with a key of this run's own (the settings show the device block and the push column).
EVA_MODULE__NOTIFICATIONS__PUSH__VAPID_PRIVATE_KEY="$("$bin/eva" notifications vapid-keys | sed -n 's/^vapid_private_key = "\(.*\)"$/\1/p')"
export EVA_MODULE__NOTIFICATIONS__PUSH__VAPID_PRIVATE_KEY
"$bin/eva" migrate > "$logs/eva.log" 2>&1
"$bin/eva" seed --demo >> "$logs/eva.log" 2>&1
"$bin/eva" run >> "$logs/eva.log" 2>&1 &
pids+=($!)

for _ in $(seq 1 100); do
  curl -fsS "http://127.0.0.1:$http_port/ready" >/dev/null 2>&1 && break
  sleep 0.2
done
curl -fsS "http://127.0.0.1:$http_port/ready" >/dev/null || { echo "eva did not become ready; its log: target/test-logs/e2e/eva.log"; tail -n 40 "$logs/eva.log"; exit 1; }

cd "$root/web"
status=0
EVA_E2E_REQUIRE_BACKEND=1 EVA_E2E_BASE_URL="http://127.0.0.1:$http_port" EVA_E2E_MAILBOX_DIR="$mailbox" EVA_E2E_LOG_DIR="$logs" \
  node e2e/run.mjs || status=$?
echo "e2e: the journeys took $(( $(date +%s) - started )) s from the server's start; logs of eva, the SMTP sink and the model in target/test-logs/e2e/"
if [ "$status" != 0 ]; then
  echo "--- eva log (tail; whole log in target/test-logs/e2e/eva.log)"; tail -n 20 "$logs/eva.log"
  exit "$status"
fi

if [ "$fuzz" != 0 ]; then
  echo "== the API fuzzer against the journeys' server"
  if ! EVA_FUZZ_BASE_URL="http://127.0.0.1:$http_port" EVA_FUZZ_MAILBOX="$mailbox" bash "$root/scripts/fuzz-api.sh" 2>&1 | tee "$logs/fuzz.log"; then
    echo "--- the fuzzer failed; eva log (tail; whole log in target/test-logs/e2e/eva.log)"; tail -n 20 "$logs/eva.log"
    echo "the API fuzzer (schemathesis) found failures: target/test-logs/e2e/fuzz.log; server log target/test-logs/e2e/eva.log" > "$logs/FAILURES.txt"
    exit 1
  fi
fi
