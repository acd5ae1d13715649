# Sourced by scripts/cluster.sh (`test`) and scripts/chaos.sh: runs a check binary against a
# cluster that is up, keeps its output and the cluster's logs (eva serve and work, migrate, Redis,
# PostgreSQL, HAProxy, the SMTP sink) in target/test-logs/NAME/, which outlive the cluster's
# folder, and when it fails prints the tails of the eva logs and writes FAILURES.txt for make
# test's summary: each line of the check's output that starts with PREFIX.
#
#   run_cluster_check NAME CLUSTER_DIR PREFIX BINARY     returns the check's status
run_cluster_check() {
  local name=$1 dir=$2 prefix=$3 binary=$4
  local logs="$root/target/test-logs/$name" output status=0
  output="$logs/$(basename "$binary").log"
  rm -rf "$logs" && mkdir -p "$logs"
  "$binary" 2>&1 | tee "$output" || status=$?
  cp "$dir"/*.log "$logs"/ 2>/dev/null || true
  [ -f "$dir/pg/server.log" ] && cp "$dir/pg/server.log" "$logs/postgresql.log"
  if [ "$status" != 0 ]; then
    for log in "$dir"/serve-*.log "$dir"/work-*.log; do echo "--- $log (tail)"; tail -n 20 "$log"; done
    # Last, where a shortened copy of the output still shows it: whether the services a failure
    # blames were alive, and whether the machine ran out of room or memory.
    if [ -f "$dir/pg/server.log" ]; then
      echo "--- private PostgreSQL: $(pg_isready -h 127.0.0.1 -p "$(cat "$dir/pg/port")" 2>&1) (log tail)"
      tail -n 15 "$dir/pg/server.log"
    fi
    echo "--- Redis: $(redis-cli -p "$(cat "$dir/redis.port" 2>/dev/null)" ping 2>&1 | head -n 1)"
    echo "--- disk and memory"; df -h "$dir" | tail -n 1; free -m | sed -n 2p
    dmesg 2>/dev/null | grep -iE "out of memory|oom-kill|killed process" | tail -n 5 || true
    { grep "^$prefix" "$output" || echo "$(basename "$binary") failed before its checks"; } | sed "s|\$| (logs: target/test-logs/$name/)|" > "$logs/FAILURES.txt"
    echo "logs kept in target/test-logs/$name/"
  fi
  return "$status"
}
