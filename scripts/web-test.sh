#!/usr/bin/env bash
# The web app's unit tests (`npm test`: the API types check, then vitest). A failing run also
# writes target/test-logs/web-test/FAILURES.txt: each failing test with its file, for make
# test's summary; vitest's whole report is target/test-logs/web-test/vitest.json.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
logs="$root/target/test-logs/web-test"
mkdir -p "$logs"
rm -f "$logs/FAILURES.txt" "$logs/vitest.json"
cd "$root/web"
status=0
npm test -- --reporter=default --reporter=json --outputFile.json="$logs/vitest.json" || status=$?
if [ "$status" != 0 ]; then
  python3 - "$logs" "$root/web" <<'PY'
import json, sys
from pathlib import Path
logs, web = Path(sys.argv[1]), Path(sys.argv[2])
report = logs / "vitest.json"
lines = []
if report.exists():
    for suite in json.loads(report.read_text()).get("testResults", []):
        name = Path(suite["name"]).relative_to(web) if suite["name"].startswith(str(web)) else suite["name"]
        failed = [t for t in suite.get("assertionResults", []) if t.get("status") == "failed"]
        for test in failed:
            lines.append(f"web/{name} :: {test.get('fullName') or test.get('title')}")
        if not failed and suite.get("status") == "failed":
            lines.append(f"web/{name}: the file failed to load ({suite.get('message', '').splitlines()[0] if suite.get('message') else 'see the output'})")
if not lines:
    lines.append("npm test failed before vitest reported (the API types check?): see the step's output")
(logs / "FAILURES.txt").write_text("\n".join(lines) + "\n")
PY
fi
exit "$status"
