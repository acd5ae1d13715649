#!/usr/bin/env bash
# Runs a command with a fresh local S3-compatible server (see s3-server.sh) and its variables set.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
state="$(mktemp -d)"
trap 'bash "$root/scripts/s3-server.sh" stop "$state"; rm -rf "$state"' EXIT
bash "$root/scripts/s3-server.sh" start "$state"
# shellcheck disable=SC1091
source "$state/env"
"$@"
