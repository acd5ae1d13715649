#!/usr/bin/env bash
# Installs the Debian packages the tests use, when their commands are missing, with one
# `apt-get update` for all of them: Poppler (pdftotext, pdftoppm read PDFs back in tests),
# Chromium (the browser journeys; browsers are never downloaded by npm) and HAProxy (the
# cluster's proxy). Arguments name a subset: pdf, chromium, haproxy (all when none).
set -euo pipefail
declare -A packages=([pdf]=poppler-utils [chromium]=chromium [haproxy]=haproxy)
declare -A commands=([pdf]="pdftotext pdftoppm" [chromium]=chromium [haproxy]=haproxy)
wanted=("$@")
[ ${#wanted[@]} -eq 0 ] && wanted=(pdf chromium haproxy)
missing=()
for name in "${wanted[@]}"; do
  for command in ${commands[$name]}; do
    if ! command -v "$command" >/dev/null; then missing+=("${packages[$name]}"); break; fi
  done
done
[ ${#missing[@]} -eq 0 ] && exit 0
echo "system-deps: installing ${missing[*]}"
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
