#!/usr/bin/env bash
# Builds the web app into web/dist: vite build with hashed assets, the web app manifest, its icons
# and the service worker. `make run`, `make web-build` and the Dockerfile run this. Types are
# checked apart (`make web-build` runs `tsc -b` first): a bundle is built the same without it.
# The npm packages must be installed first (`make web-deps`, or `npm ci` in web/).
set -euo pipefail
cd "$(dirname "$0")/../web"
if [ ! -d node_modules ]; then
  echo "build-web: web/node_modules is missing; run 'make web-deps' (or 'npm ci' in web/) first" >&2
  exit 1
fi
npx vite build
