#!/usr/bin/env bash
# The release build of the one binary, `eva` (Cargo.lock as committed). The Dockerfile runs this.
#   scripts/build-release.sh          builds target/release/eva (or under $CARGO_TARGET_DIR)
#   scripts/build-release.sh DIR      also copies the binary to DIR/eva (for a build whose target
#                                     directory is a cache that does not outlive the step)
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release --locked -p eva --bin eva
binary="${CARGO_TARGET_DIR:-target}/release/eva"
if [ $# -gt 0 ]; then
  install -D -m 0755 "$binary" "$1/eva"
  echo "build-release: $1/eva"
else
  echo "build-release: $binary"
fi
