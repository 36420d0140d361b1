#!/usr/bin/env bash
# Checks that `crowdstudio` without arguments opens the workbench of the built product: a window
# titled "Crowd Studio" appears on the display and the workspace log records no error; and that a
# second `crowdstudio FILE.crowd` hands the file to that workbench, which takes the request.
# Usage: check-workbench-starts.sh PRODUCT_DIR WORK_DIR   (needs a display: ./build provides Xvfb)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
product="$1" work="$2"
timeout_seconds=90

fail() { echo "workbench start check: $*" >&2; exit 1; }

[ -n "${DISPLAY:-}" ] || fail "no display; run the build with ./build, which starts Xvfb"
command -v xwininfo >/dev/null 2>&1 || fail "xwininfo is missing (Debian package x11-utils)"

rm -rf "$work"
mkdir -p "$work"
log="$work/state/crowdstudio/workspace/.metadata/.log"

XDG_STATE_HOME="$work/state" CROWDSTUDIO_HOME="$product" "$root/crowdstudio" >"$work/console.txt" 2>&1 &
pid=$!
trap 'kill "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true' EXIT

started=$SECONDS
until xwininfo -root -tree 2>/dev/null | grep -q '"Crowd Studio'; do
    kill -0 "$pid" 2>/dev/null || { cat "$work/console.txt" >&2; fail "crowdstudio exited before opening its window"; }
    [ $((SECONDS - started)) -lt "$timeout_seconds" ] || fail "no 'Crowd Studio' window after $timeout_seconds s"
    sleep 1
done
opened_after=$((SECONDS - started))
sleep 3 # let the workbench finish its start-up work, which is where errors would be logged

instance="$work/state/crowdstudio/instance"
[ -f "$instance" ] && kill -0 "$(cat "$instance")" 2>/dev/null \
    || fail "the workbench's window is open but $instance does not name a running workbench"

cp "$root/bundles/org.crowdstudio.examples/scenarios/corridor.crowd" "$work/corridor.crowd"
# A second call that started a workbench of its own would not return: the timeout ends it.
timeout 60 env XDG_STATE_HOME="$work/state" CROWDSTUDIO_HOME="$product" "$root/crowdstudio" "$work/corridor.crowd" \
    >"$work/second.txt" 2>&1 \
    || { cat "$work/second.txt" >&2; fail "a second crowdstudio FILE.crowd failed or did not return"; }
grep -q "already running" "$work/second.txt" || { cat "$work/second.txt" >&2; fail "a second crowdstudio FILE.crowd started its own workbench"; }
requests="$work/state/crowdstudio/open-requests"
handed=$SECONDS
while compgen -G "$requests/*.request" >/dev/null; do
    [ $((SECONDS - handed)) -lt 30 ] || fail "the running workbench did not take the request in $requests"
    sleep 1
done
sleep 2 # the editor opens on the workbench's thread

# Severity 4 is ERROR in the Eclipse log format (!ENTRY <bundle> <severity> ...).
if [ -f "$log" ] && grep -qE '^!ENTRY [^ ]+ 4 ' "$log"; then
    cat "$log" >&2
    fail "the workbench logged errors while starting"
fi
echo "Workbench start check: crowdstudio opened the 'Crowd Studio' window in about ${opened_after} s, took a scenario handed over by a second call, and logged no errors."
