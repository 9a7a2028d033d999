#!/usr/bin/env bash
# Installs a tool from Debian's packages when its command is missing: Chromium for the browser tests and Lighthouse
# (Playwright's own browser download cannot work on a closed network), coturn's turnserver for the session room's
# relayed call test, wrk for the benchmarks' load.
#   bash scripts/ensure-debian-package.sh <command> [package]    (package defaults to the command's name)
set -euo pipefail
command_name="$1"
package="${2:-$1}"
if command -v "$command_name" >/dev/null 2>&1; then exit 0; fi
if [ "$(id -u)" -ne 0 ]; then
  echo "$command_name is missing: run 'sudo apt-get update && sudo apt-get install -y $package' first." >&2
  exit 1
fi
# One install at a time (the browser tests and a benchmark may ask at once; apt refuses a second holder of its lock),
# and the command looked for again once the lock is ours: the other may have installed it meanwhile.
exec 9>/tmp/ensure-debian-package.lock
flock 9
if command -v "$command_name" >/dev/null 2>&1; then exit 0; fi
echo "Installing Debian's $package..."
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$package" >/dev/null
command -v "$command_name" >/dev/null
