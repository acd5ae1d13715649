#!/usr/bin/env bash
# Fuzzes every operation of /api/openapi.json with schemathesis: once as a guest, once as a
# signed-in subscriber (registered for the run). Zero failures or the run fails.
#
#   EVA_FUZZ_BASE_URL=http://127.0.0.1:PORT   fuzz that running server (web/e2e/with-server.sh
#       passes its journeys' server, started with the sign-in and email throttles raised:
#       EVA_AUTH__LOGIN_ATTEMPTS, EVA_AUTH__EMAIL_REQUESTS). Unset: a fresh `eva` with demo data
#       is started here, and its log kept in target/test-logs/fuzz/eva.log.
#   EVA_FUZZ_MAILBOX=DIR   where that server's emails land as .eml files (the sign-up code is read
#       there); a server started here writes them to its data folder's mail/.
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

# The six-digit code of the sign-up email to $1, from the .eml files in $2 (up to 30 s).
signup_code() {
  python3 - "$1" "$2" <<'PY'
import email, email.policy, glob, os, re, sys, time
to, box = sys.argv[1], sys.argv[2]
until = time.time() + 30
while time.time() < until:
    for path in glob.glob(os.path.join(box, "*.eml")):
        try:
            with open(path, "rb") as f:
                message = email.message_from_binary_file(f, policy=email.policy.default)
        except (OSError, ValueError):
            continue  # still being written
        if to not in str(message.get("To", "")):
            continue
        for part in message.walk():
            if part.get_content_type() == "text/plain":
                found = re.search(r"code=(\d{6})", part.get_content())
                if found:
                    print(found.group(1))
                    sys.exit(0)
    time.sleep(0.2)
sys.exit(f"fuzz: no sign-up code for {to} in {box}")
PY
}

# A new subscriber each run, so that a server fuzzed before (or used by the journeys) takes it
# too; signed up as a person is, with the code from the email.
email="fuzz.$(date +%s).$$@example.com"
mailbox="${EVA_FUZZ_MAILBOX:-$work/data/mail}"
curl -fsS -o /dev/null -H 'Content-Type: application/json' -d "{\"name\":\"Fuzz\",\"email\":\"$email\",\"password\":\"fuzz-password-1\",\"password_confirmation\":\"fuzz-password-1\",\"terms\":true}" "$base/api/register"
code="$(signup_code "$email" "$mailbox")"
token="$(curl -fsS -H 'Content-Type: application/json' -d "{\"email\":\"$email\",\"code\":\"$code\"}" "$base/api/register/confirm" | python3 -c 'import json,sys; print(json.load(sys.stdin)["data"]["token"])')"

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
