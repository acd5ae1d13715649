#!/usr/bin/env bash
# Fuzzes every operation of /api/openapi.json with schemathesis: once as a guest, once as a
# signed-in subscriber (registered for the run). Zero failures or the run fails.
#
#   EVA_FUZZ_BASE_URL=http://127.0.0.1:PORT   fuzz that running server (web/e2e/with-server.sh
#       passes its journeys' server, started with the sign-in and email throttles raised:
#       EVA_AUTH__LOGIN_ATTEMPTS, EVA_AUTH__EMAIL_REQUESTS). Unset: a fresh `eva` with demo data
#       is started here, and its log kept in target/test-logs/fuzz/eva.log.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
bin="${CARGO_TARGET_DIR:-$root/target}/debug"
st="$root/.venv/bin/schemathesis"
base="${EVA_FUZZ_BASE_URL:-}"
log=""
work="$(mktemp -d)"
pid=""
cleanup() { [ -n "$pid" ] && kill "$pid" 2>/dev/null; wait 2>/dev/null || true; rm -rf "$work"; }
trap cleanup EXIT
# schemathesis keeps its example database in the working directory: a temporary one. Its config
# there keeps the guest a guest: left on, schemathesis signs itself up through /api/register.
cd "$work"
printf '[auth]\nauto-signup = false\n' > schemathesis.toml

if [ -z "$base" ]; then
  logs="$root/target/test-logs/fuzz"
  mkdir -p "$logs"
  log="$logs/eva.log"
  port="$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()')"
  base="http://127.0.0.1:$port"
  export EVA_DATA_DIR="$work/data" EVA_BIND="127.0.0.1:$port" EVA_WEB_DIR="$work/no-web"
  # The fuzzer signs in and asks for codes far more often than a person would.
  export EVA_AUTH__LOGIN_ATTEMPTS=100000 EVA_AUTH__EMAIL_REQUESTS=100000
  unset EVA_DATABASE_URL EVA_REDIS_URL EVA_MODULES EVA_SMTP_URL
  # shellcheck source=sandbox.env
  source "$root/scripts/sandbox.env"
  "$bin/eva" migrate > "$log" 2>&1
  "$bin/eva" seed --demo >> "$log" 2>&1
  "$bin/eva" run >> "$log" 2>&1 &
  pid=$!
fi
for _ in $(seq 1 100); do curl -fsS "$base/ready" >/dev/null 2>&1 && break; sleep 0.2; done
curl -fsS "$base/ready" >/dev/null || { echo "fuzz: $base is not ready${log:+; its log: ${log#"$root/"}}"; exit 1; }

# A new subscriber each run, so that a server fuzzed before (or used by the journeys) takes it too.
email="fuzz.$(date +%s).$$@example.com"
token="$(curl -fsS -H 'Content-Type: application/json' -d "{\"name\":\"Fuzz\",\"email\":\"$email\",\"password\":\"fuzz-password-1\",\"password_confirmation\":\"fuzz-password-1\",\"terms\":true}" "$base/api/register" | python3 -c 'import json,sys; print(json.load(sys.stdin)["data"]["token"])')"

checks=not_a_server_error,status_code_conformance,content_type_conformance,response_schema_conformance
status=0
for who in guest subscriber; do
  echo "== schemathesis as $who"
  auth=()
  [ "$who" = subscriber ] && auth=(-H "Authorization: Bearer $token")
  # Logging out or changing the password would end the subscriber's session mid-run.
  "$st" run "$base/api/openapi.json" "${auth[@]}" --checks "$checks" --max-examples 25 --max-time 90 \
    --exclude-path /api/logout --exclude-path /api/profile/password --exclude-path /api/reset-password \
    --request-timeout 10 --no-color || status=1
done
if [ "$status" != 0 ] && [ -n "$log" ]; then
  echo "--- eva log (tail; whole log in ${log#"$root/"})"; tail -n 20 "$log"
fi
exit "$status"
