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
  if [ "$status" != 0 ]; then
    for log in "$dir"/serve-*.log "$dir"/work-*.log; do echo "--- $log (tail)"; tail -n 20 "$log"; done
    { grep "^$prefix" "$output" || echo "$(basename "$binary") failed before its checks"; } | sed "s|\$| (logs: target/test-logs/$name/)|" > "$logs/FAILURES.txt"
    echo "logs kept in target/test-logs/$name/"
  fi
  return "$status"
}
