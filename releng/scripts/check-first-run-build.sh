#!/usr/bin/env bash
# Checks that ./crowdstudio on a checkout where the product is not built builds it first, showing
# progress, and then runs it; and that a build that cannot reach the network, or fails, ends in a
# message of ours and exit 2. The Maven build itself is stood in for by a script (a real one takes
# minutes and the network) that prints Maven's progress lines and puts the product built by this
# build where ./build would.
# Usage: check-first-run-build.sh PRODUCT_DIR WORK_DIR
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
product="$(cd "$1" && pwd)" work="$2"

fail() { echo "first-run build check: $*" >&2; exit 1; }

# A checkout of the launcher and its scripts, with no product built and ./build replaced by STUB.
checkout() { # NAME STUB_BODY
    local dir="$work/$1"
    mkdir -p "$dir/releng/scripts"
    cp "$root/crowdstudio" "$dir/"
    cp "$root/releng/scripts/jdk.sh" "$root/releng/scripts/build-product.sh" "$dir/releng/scripts/"
    printf '#!/usr/bin/env bash\nproduct_dir="%s"\n%s\n' "$product" "$2" > "$dir/build"
    chmod +x "$dir/build"
    echo "$dir"
}

# Runs `crowdstudio version` in checkout DIR, its output in WORK/NAME.out and .err; fails unless it exits with STATUS.
first_run() { # NAME DIR STATUS
    local status=0
    XDG_STATE_HOME="$work/state" "$2/crowdstudio" version >"$work/$1.out" 2>"$work/$1.err" || status=$?
    [ "$status" -eq "$3" ] || { cat "$work/$1.err" >&2; fail "$1: the first run exited with $status, not $3"; }
}

rm -rf "$work"
mkdir -p "$work"

# 1. Builds, with progress, then runs the command.
built=$(checkout built '
[ "$*" = "package -DskipTests" ] || { echo "unexpected build arguments: $*"; exit 9; }
for k in 1 2 3; do echo "[INFO] Building Crowd Studio module $k 0.1.0-SNAPSHOT            [$k/3]"; echo "[INFO] compiling"; done
target="$(dirname "$0")/releng/org.crowdstudio.product/target/products/org.crowdstudio.product/linux/gtk"
mkdir -p "$target" && ln -s "$product_dir" "$target/x86_64"
echo "[INFO] BUILD SUCCESS"')
first_run built "$built" 0
grep -q "not built yet; building it once" "$work/built.err" || fail "no word that it builds first: $(cat "$work/built.err")"
grep -q "building \[####################\.\.\.\.\.\.\.\.\.\.\] 3/3 Crowd Studio module 3" "$work/built.err" \
    || fail "no progress bar for the modules: $(cat "$work/built.err")"
grep -q "Crowd Studio" "$work/built.out" || fail "the command did not run after the build: $(cat "$work/built.out")"
grep -q "BUILD SUCCESS" "$work/state/crowdstudio/first-run-build.log" || fail "the build's output is not in the log"

# 2. No network: one message of ours, exit 2, no Maven or Java output.
offline=$(checkout offline '
echo "[INFO] Building Crowd Studio 0.1.0-SNAPSHOT            [1/40]"
echo "[ERROR] Failed to execute goal: Could not transfer artifact org.eclipse.tycho:tycho-maven-plugin:pom:5.0.2 from/to central: java.net.UnknownHostException: repo.maven.apache.org"
exit 1')
first_run offline "$offline" 2
grep -q "Maven Central (https://repo.maven.apache.org) cannot be reached" "$work/offline.err" || fail "no network message: $(cat "$work/offline.err")"
! grep -q "UnknownHostException" "$work/offline.err" || fail "Java's exception reached the user: $(cat "$work/offline.err")"

# 3. A failing build: its first errors and where the log is, exit 2.
broken=$(checkout broken '
echo "[INFO] Building Crowd Studio simulation kernel 0.1.0-SNAPSHOT            [4/40]"
echo "[ERROR] Compilation failure: Crowd.java:[12] cannot find symbol"
exit 1')
first_run broken "$broken" 2
grep -q "building Crowd Studio failed (exit 1)" "$work/broken.err" || fail "no failure message: $(cat "$work/broken.err")"
grep -q "cannot find symbol" "$work/broken.err" || fail "the build's error is not shown: $(cat "$work/broken.err")"

echo "first-run build check: builds with progress and runs; offline and failing builds end in a message (exit 2)"
