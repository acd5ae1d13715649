#!/usr/bin/env bash
# Eva as a production deployment on one machine, all on loopback: PostgreSQL, Redis, a local
# S3-compatible store (moto), an SMTP sink, `eva migrate` once, two `eva serve` behind HAProxy
# (health checks on /ready, retries on another server) and three `eva work`.
#
#   scripts/cluster.sh up DIR     start everything, write DIR/env, print the address
#   scripts/cluster.sh down DIR   stop everything started by `up`
#   scripts/cluster.sh run        up in a temporary directory until Ctrl-C (`make cluster`)
#   scripts/cluster.sh test       up, run the cluster journeys through the proxy while one web
#                                 process is stopped, down (`make cluster-test`)
#
# EVA_CLUSTER_PRIVATE_PG=1 gives the cluster a PostgreSQL of its own (initdb in DIR, a free port),
# which may be stopped and started without touching the machine's shared one (`make chaos`);
# EVA_CLUSTER_REDIS_AOF=1 keeps the cluster's Redis on disk (append-only file, as compose.yaml's);
# EVA_CLUSTER_SEED="" leaves the demo data out; EVA_CLUSTER_OFFLINE_ANALYST=1 runs Eva Chat
# without a model (the offline analyst answers).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
# EVA_BIN_DIR picks other builds (the capacity benchmark runs release binaries).
bin="${EVA_BIN_DIR:-${CARGO_TARGET_DIR:-$root/target}/debug}"

free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()'; }
answers() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
wait_ready() {
  for _ in $(seq 1 150); do curl -fsS "$1" >/dev/null 2>&1 && return 0; sleep 0.2; done
  echo "not ready: $1" >&2; return 1
}

# Runs a PostgreSQL tool as the postgres user when this is root (the server refuses root).
as_postgres() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
pg_bin() { find /usr/lib/postgresql/*/bin -maxdepth 0 2>/dev/null | sort -V | tail -n 1; }

# A private PostgreSQL in DIR/pg on a free port: trust auth, no fsync (a killed server still
# recovers what it committed; only the machine crashing could lose it), its socket in DIR/pg.
start_private_pg() {
  local dir="$1" port
  port="$(free_port)"
  mkdir -p "$dir/pg"
  chmod o+x "$dir"
  [ "$(id -u)" = 0 ] && chown postgres "$dir/pg"
  as_postgres "$(pg_bin)/initdb" -D "$dir/pg/data" -A trust -U postgres -E UTF8 --no-sync > "$dir/pg/initdb.log" 2>&1
  echo "$port" > "$dir/pg/port"
  pg_start "$dir"
}

pg_start() {
  local dir="$1"
  as_postgres "$(pg_bin)/pg_ctl" -D "$dir/pg/data" -l "$dir/pg/server.log" -w -t 30 start \
    -o "-p $(cat "$dir/pg/port") -k $dir/pg -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" > /dev/null
}

# Stops the private PostgreSQL as a crash would (no checkpoint; it recovers from its log).
pg_kill() {
  as_postgres "$(pg_bin)/pg_ctl" -D "$1/pg/data" -m immediate -w stop > /dev/null
}

redis_start() {
  local dir="$1" persist=(--save "" --appendonly no)
  if [ -n "${EVA_CLUSTER_REDIS_AOF:-}" ]; then
    mkdir -p "$dir/redis"
    persist=(--save "" --appendonly yes --dir "$dir/redis")
  fi
  redis-server --bind 127.0.0.1 --port "$(cat "$dir/redis.port")" "${persist[@]}" --daemonize yes \
    --pidfile "$dir/redis.pid" --logfile "$dir/redis.log"
  for _ in $(seq 1 50); do answers "$(cat "$dir/redis.port")" && break; sleep 0.1; done
}

start_services() {
  local dir="$1" pg_url
  if [ -n "${EVA_CLUSTER_PRIVATE_PG:-}" ]; then
    start_private_pg "$dir"
    pg_url="postgres://postgres@127.0.0.1:$(cat "$dir/pg/port")"
    psql -h 127.0.0.1 -p "$(cat "$dir/pg/port")" -U postgres -d postgres -qc "CREATE DATABASE eva_cluster" >/dev/null
  else
    if ! answers 5432; then
      echo "starting PostgreSQL"
      pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql)" main start
    fi
    pg_url="postgres://postgres@127.0.0.1:5432"
    psql -h 127.0.0.1 -U postgres -d postgres -qc "DROP DATABASE IF EXISTS eva_cluster WITH (FORCE)" -c "CREATE DATABASE eva_cluster" >/dev/null
  fi
  echo "export EVA_DATABASE_URL=$pg_url/eva_cluster" >> "$dir/env"

  # A Redis of the cluster's own, so its queues never meet the tests' or another cluster's.
  free_port > "$dir/redis.port"
  redis_start "$dir"
  echo "export EVA_REDIS_URL=redis://127.0.0.1:$(cat "$dir/redis.port")" >> "$dir/env"

  bash "$root/scripts/s3-server.sh" start "$dir/s3" >/dev/null
  cat "$dir/s3/env" >> "$dir/env"
  echo "export EVA_STORAGE__URL=s3://eva-test/cluster" >> "$dir/env"
  # Every instance seals and opens KYC data with the same key, as a production deployment must.
  echo "export EVA_MODULE__KYC__ENCRYPTION_KEY=$(head -c 32 /dev/urandom | base64)" >> "$dir/env"
  # The journeys and chaos scenarios are hundreds of users from this one machine: the abuse
  # limits per address would hold them back (the limits have their own tests).
  echo "export EVA_HTTP__RATE_LIMITS=false" >> "$dir/env"

  local smtp_port
  smtp_port="$(free_port)"
  "$bin/smtp-sink" "$smtp_port" "$dir/mailbox" > "$dir/smtp.log" 2>&1 &
  echo $! >> "$dir/pids"
  echo "export EVA_SMTP_URL=smtp://127.0.0.1:$smtp_port" >> "$dir/env"

  # Eva Chat's model: a local OpenAI-compatible server that streams slowly enough for a stream
  # to cross a stopped web process. EVA_CLUSTER_OFFLINE_ANALYST=1 configures none: the offline
  # analyst answers, as under `make run` (`make load`).
  [ -n "${EVA_CLUSTER_OFFLINE_ANALYST:-}" ] && return 0
  local model_port
  model_port="$(free_port)"
  "$bin/fake-openai" --port "$model_port" --chunks 20 --chunk-delay-ms 60 > "$dir/model.log" 2>&1 &
  echo $! >> "$dir/pids"
  {
    echo "export EVA_MODULE__CHAT__MODEL__BASE_URL=http://127.0.0.1:$model_port/v1"
    echo "export EVA_MODULE__CHAT__MODEL__API_KEY=sk-cluster"
    echo "export EVA_MODULE__CHAT__MODEL__MODEL=fake"
  } >> "$dir/env"
}

start_eva() {
  local dir="$1" proxy_port
  proxy_port="$(free_port)"
  {
    echo "export EVA_DATA_DIR=$dir/data EVA_WEB_DIR=$root/web/dist EVA_JOBS__POLL_INTERVAL_MS=100"
    echo "export EVA_AUTH__TRUST_FORWARDED_FOR=true EVA_PUBLIC_URL=http://127.0.0.1:$proxy_port"
    # The providers, as chosen now (make chaos names Moyasar for cards), for every process
    # started later too: a restarted process must sell and check identities as the others do.
    # shellcheck source=sandbox.env
    (source "$root/scripts/sandbox.env" && export -p | grep -E ' EVA_MODULE__(SUBSCRIPTIONS__(CARD|BNPL)_PROVIDER|KYC__PROVIDER)=' | sed 's/^declare -x /export /')
  } >> "$dir/env"
  # shellcheck disable=SC1091
  source "$dir/env"
  unset EVA_MODULES
  # EVA_CLUSTER_SEED="" seeds reference data only (make chaos brings its own prices): the demo
  # data is most of the start-up time.
  local seed="${EVA_CLUSTER_SEED---demo}"
  # shellcheck disable=SC2086
  (cd "$dir" && "$bin/eva" migrate && "$bin/eva" seed $seed) > "$dir/migrate.log" 2>&1

  local web_ports=()
  for n in 1 2; do
    free_port > "$dir/serve-$n.port"
    web_ports+=("$(cat "$dir/serve-$n.port")")
    start_process "$dir" serve "$n"
  done
  # Three workers share the queues: what runs once must run once among any number of them.
  for n in 1 2 3; do start_process "$dir" work "$n"; done
  for port in "${web_ports[@]}"; do wait_ready "http://127.0.0.1:$port/ready"; done

  cat > "$dir/haproxy.cfg" <<CFG
global
    maxconn 4096
    pidfile $dir/haproxy.pid

defaults
    mode http
    timeout connect 2s
    timeout client 60s
    timeout server 60s
    # A request that could not reach a server, or got no answer from one that went away, is
    # tried again on the other server.
    retries 3
    option redispatch 1
    retry-on conn-failure empty-response response-timeout
    option forwardfor

frontend eva
    bind 127.0.0.1:$proxy_port
    default_backend eva_serve

backend eva_serve
    balance roundrobin
    option httpchk GET /ready
    http-check expect status 200
    # A busy server answers its check late rather than never: give it time before judging.
    timeout check 5s
    default-server inter 1s fall 3 rise 2
    server serve1 127.0.0.1:${web_ports[0]} check
    server serve2 127.0.0.1:${web_ports[1]} check
CFG
  haproxy -D -f "$dir/haproxy.cfg"
  wait_ready "http://127.0.0.1:$proxy_port/ready"
  {
    echo "export EVA_CLUSTER_URL=http://127.0.0.1:$proxy_port"
    echo "export EVA_CLUSTER_MAILBOX=$dir/mailbox"
    echo "export EVA_CLUSTER_KILL_PID=$(cat "$dir/serve-1.pid")"
    echo "export EVA_CLUSTER_DIR=$dir EVA_CLUSTER_SERVE_PORTS=${web_ports[0]},${web_ports[1]}"
  } >> "$dir/env"
  echo "Eva cluster: http://127.0.0.1:$proxy_port (HAProxy → eva serve :${web_ports[0]} :${web_ports[1]}; 3 × eva work; PostgreSQL, Redis, S3 on loopback; logs in $dir)"
}

# Starts `eva serve` or `eva work` number N (again, after a crash) with the cluster's settings;
# its log goes on in DIR/ROLE-N.log.
start_process() {
  local dir="$1" role="$2" n="$3"
  (
    # shellcheck disable=SC1091
    source "$dir/env"
    unset EVA_MODULES
    cd "$dir"
    if [ "$role" = serve ]; then export EVA_BIND="127.0.0.1:$(cat "$dir/serve-$n.port")"; fi
    exec "$bin/eva" "$role"
  ) >> "$dir/$role-$n.log" 2>&1 &
  echo $! > "$dir/$role-$n.pid"
  echo $! >> "$dir/pids"
}

up() {
  local dir="$1"
  mkdir -p "$dir"
  : > "$dir/env"
  : > "$dir/pids"
  start_services "$dir"
  start_eva "$dir"
}

down() {
  local dir="$1"
  [ -f "$dir/haproxy.pid" ] && kill "$(cat "$dir/haproxy.pid")" 2>/dev/null || true
  if [ -f "$dir/pids" ]; then
    while read -r pid; do kill "$pid" 2>/dev/null || true; done < "$dir/pids"
    # Eva's processes finish what they are doing (up to 30 s) while PostgreSQL and Redis are still
    # there; one still running after that is killed.
    for _ in $(seq 1 70); do
      local alive=0
      while read -r pid; do kill -0 "$pid" 2>/dev/null && alive=1; done < "$dir/pids"
      [ "$alive" = 0 ] && break
      sleep 0.5
    done
    while read -r pid; do kill -KILL "$pid" 2>/dev/null || true; done < "$dir/pids"
  fi
  [ -f "$dir/redis.pid" ] && kill "$(cat "$dir/redis.pid")" 2>/dev/null || true
  [ -d "$dir/pg/data" ] && { as_postgres "$(pg_bin)/pg_ctl" -D "$dir/pg/data" -m fast -w stop >/dev/null 2>&1 || true; }
  bash "$root/scripts/s3-server.sh" stop "$dir/s3" 2>/dev/null || true
  sleep 0.5
}

case "${1:-}" in
  up) up "${2:?DIR}" ;;
  down) down "${2:?DIR}" ;;
  # What `make chaos` does to a running cluster: start a process again, crash and restart services.
  start) start_process "${2:?DIR}" "${3:?serve|work}" "${4:?N}" ;;
  redis-start) redis_start "${2:?DIR}" ;;
  pg-start) pg_start "${2:?DIR}" ;;
  pg-kill) pg_kill "${2:?DIR}" ;;
  run)
    dir="$(mktemp -d)"
    trap 'down "$dir"' EXIT
    up "$dir"
    echo "Ctrl-C stops the cluster."
    while true; do sleep 3600; done
    ;;
  test)
    dir="$(mktemp -d)"
    trap 'down "$dir"' EXIT
    up "$dir"
    # shellcheck disable=SC1091
    source "$dir/env"
    # shellcheck source=scripts/cluster-check-logs.sh
    source "$root/scripts/cluster-check-logs.sh"
    run_cluster_check cluster "$dir" 'FAILED: ' "$bin/cluster-check" || exit 1
    ;;
  *) echo "usage: $0 up DIR | down DIR | run | test | start DIR serve|work N | redis-start DIR | pg-start DIR | pg-kill DIR" >&2; exit 2 ;;
esac
