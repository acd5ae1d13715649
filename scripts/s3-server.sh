#!/usr/bin/env bash
# A local S3-compatible server (moto, from the project's virtualenv) for the storage tests and
# the cluster: `scripts/s3-server.sh start DIR` starts it on a free loopback port, creates the
# bucket `eva-test`, and writes DIR/env (the variables to source); `stop DIR` ends it.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cmd="${1:?start|stop}"
dir="${2:?state directory}"
mkdir -p "$dir"
case "$cmd" in
  start)
    port="$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()')"
    "$root/.venv/bin/moto_server" -H 127.0.0.1 -p "$port" > "$dir/moto.log" 2>&1 &
    echo $! > "$dir/moto.pid"
    for _ in $(seq 1 100); do
      curl -fsS "http://127.0.0.1:$port/" >/dev/null 2>&1 && break
      sleep 0.1
    done
    # An unsigned bucket creation is enough for moto.
    curl -fsS -X PUT "http://127.0.0.1:$port/eva-test" >/dev/null
    cat > "$dir/env" <<VARS
export EVA_TEST_S3_ENDPOINT=http://127.0.0.1:$port
export AWS_ENDPOINT_URL=http://127.0.0.1:$port
export AWS_ALLOW_HTTP=true
export AWS_REGION=us-east-1
export AWS_ACCESS_KEY_ID=eva-test
export AWS_SECRET_ACCESS_KEY=eva-test
VARS
    echo "S3-compatible server (moto) on http://127.0.0.1:$port, bucket eva-test"
    ;;
  stop)
    if [ -f "$dir/moto.pid" ]; then kill "$(cat "$dir/moto.pid")" 2>/dev/null || true; rm -f "$dir/moto.pid"; fi
    ;;
  *) echo "usage: $0 start|stop DIR" >&2; exit 2 ;;
esac
