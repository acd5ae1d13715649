#!/usr/bin/env bash
# The Rust suite on both legs, from the one build of scripts/build-workspace.py: SQLite (files kept
# in a folder and on S3), then PostgreSQL + Redis (every test app's files on S3, as in
# production). The legs run one after the other (side by side they took as long as in turn);
# within a leg the test binaries run two at a time (run-test-binaries.py), so a binary with one
# long test does not leave a core idle. Each leg's output is kept in target/test-logs/rust-<leg>/.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
pg_url="${PG_URL:-postgres://postgres@127.0.0.1:5432/test}"
redis_url="${REDIS_URL:-redis://127.0.0.1:6379}"

echo "== SQLite leg"
env -u EVA_TEST_DATABASE_URL -u EVA_TEST_REDIS_URL -u EVA_TEST_STORAGE bash scripts/with-s3.sh python3 scripts/run-test-binaries.py --leg rust-sqlite

if (exec 3<>/dev/tcp/127.0.0.1/5432) 2>/dev/null && (exec 3<>/dev/tcp/127.0.0.1/6379) 2>/dev/null; then
  echo "== PostgreSQL + Redis leg"
  EVA_TEST_DATABASE_URL="$pg_url" EVA_TEST_REDIS_URL="$redis_url" EVA_TEST_STORAGE=s3 bash scripts/with-s3.sh python3 scripts/run-test-binaries.py --leg rust-postgres
elif [ "${CI:-}" = "true" ]; then
  echo "PostgreSQL (127.0.0.1:5432) and Redis (127.0.0.1:6379) must run in CI"; exit 1
else
  echo "== Skipping the PostgreSQL + Redis leg: 127.0.0.1:5432 or 127.0.0.1:6379 does not answer"
fi
