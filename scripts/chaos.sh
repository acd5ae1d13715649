#!/usr/bin/env bash
# Chaos with nothing lost (`make chaos`): a cluster of its own (scripts/cluster.sh with a private
# PostgreSQL and a Redis keeping an append-only file, as compose.yaml's), card payments through a
# fake Moyasar that `chaos-check` serves, then `chaos-check` kills workers, a web process, Redis
# and PostgreSQL in the middle of real work and checks that every accepted piece of work was done
# once in effect. The machine's shared PostgreSQL and Redis are never touched.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
bin="${CARGO_TARGET_DIR:-$root/target}/debug"
free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()'; }

dir="$(mktemp -d)"
trap 'bash "$root/scripts/cluster.sh" down "$dir"; rm -rf "$dir"' EXIT
moyasar_port="$(free_port)"
export EVA_CLUSTER_PRIVATE_PG=1 EVA_CLUSTER_REDIS_AOF=1 EVA_CHAOS_CLUSTER_SCRIPT="$root/scripts/cluster.sh"
# Reference data only: chaos-check imports the prices it analyses and makes its own staff member.
export EVA_CLUSTER_SEED=""
export EVA_CHAOS_MOYASAR_PORT="$moyasar_port"
export EVA_MODULE__SUBSCRIPTIONS__CARD_PROVIDER=moyasar
export EVA_MODULE__SUBSCRIPTIONS__MOYASAR_BASE_URL="http://127.0.0.1:$moyasar_port"
export EVA_MODULE__SUBSCRIPTIONS__MOYASAR_SECRET_KEY=sk_test_chaos
export EVA_MODULE__SUBSCRIPTIONS__MOYASAR_WEBHOOK_SECRET="whsec_chaos_$(head -c 8 /dev/urandom | od -An -tx1 | tr -d ' \n')"
# A killed worker's jobs go back to the queue after 8 s rather than 5 min (shorter counts a live
# worker starved of CPU as dead, which is safe but slow); events left in the outbox are swept
# every half second; retries come quickly.
export EVA_JOBS__HEARTBEAT_MS=2000 EVA_JOBS__MISSED_HEARTBEATS=4 EVA_JOBS__OUTBOX_SWEEP_MS=500 EVA_JOBS__RETRY_BACKOFF_MS=200
# Fan-outs in batches of 100, emails not held back by the throttle.
export EVA_MODULE__NOTIFICATIONS__BATCH_SIZE=100 EVA_MODULE__NOTIFICATIONS__EMAILS_PER_MINUTE=10000000

started=$SECONDS
bash "$root/scripts/cluster.sh" up "$dir"
# shellcheck disable=SC1091
source "$dir/env"
echo "cluster up in $((SECONDS - started)) s"
# shellcheck source=scripts/cluster-check-logs.sh
source "$root/scripts/cluster-check-logs.sh"
run_cluster_check chaos "$dir" 'FAIL ' "$bin/chaos-check" || exit 1
echo "make chaos: $((SECONDS - started)) s in all"
