#!/usr/bin/env bash
# Builds the Crowd Studio product once, for ./crowdstudio on a checkout where it is not built yet.
# Shows which of the build's modules it is at (a bar on a terminal, a line per module otherwise);
# the whole Maven output goes to LOG. On failure it says why in a line or two: no JDK, no network
# (the first build downloads its dependencies from Maven Central), or where the log shows the error.
# Usage: build-product.sh ROOT LOG      exits 0 when the product is built, 2 when not
set -uo pipefail
root="$1" log="$2"

# shellcheck source=jdk.sh
. "$root/releng/scripts/jdk.sh"
if ! crowdstudio_select_jdk jdk; then
    echo "crowdstudio: Crowd Studio is not built yet, and building it needs a JDK $CROWDSTUDIO_MINIMUM_JAVA or newer (see above)." >&2
    exit 2
fi

mkdir -p "$(dirname "$log")"
echo "crowdstudio: Crowd Studio is not built yet; building it once (a few minutes; the first build downloads its dependencies)." >&2
echo "crowdstudio: the build's output goes to $log" >&2

# Maven prints "[INFO] Building <module> <version>  [k/N]" as it starts each module.
show_progress() {
    local tty=0
    [ -t 2 ] && tty=1
    awk -v tty="$tty" '
        match($0, /\[INFO\] Building .*\[[0-9]+\/[0-9]+\]$/) {
            split(substr($0, RSTART), parts, "[");
            progress = parts[length(parts)]; sub(/\]$/, "", progress);
            split(progress, kn, "/");
            name = $0; sub(/^\[INFO\] Building /, "", name); sub(/ +[^ ]+ +\[[0-9]+\/[0-9]+\]$/, "", name);
            width = 30; done = int(width * (kn[1] - 1) / kn[2]);
            bar = ""; for (i = 0; i < width; i++) bar = bar (i < done ? "#" : ".");
            if (tty) printf "\r\033[Kbuilding [%s] %d/%d %s", bar, kn[1], kn[2], name > "/dev/stderr";
            else printf "building [%s] %d/%d %s\n", bar, kn[1], kn[2], name > "/dev/stderr";
            fflush("/dev/stderr");
        }
        END { if (tty) printf "\n" > "/dev/stderr" }'
}

"$root/build" package -DskipTests 2>&1 | tee "$log" | show_progress
status=${PIPESTATUS[0]}
if [ "$status" -eq 0 ]; then
    echo "crowdstudio: built." >&2
    exit 0
fi
if grep -q -E "UnknownHostException|Could not transfer artifact|Could not resolve host|Network is unreachable|Connection (refused|timed out)|Temporary failure in name resolution" "$log"; then
    echo "crowdstudio: the build could not download its dependencies: Maven Central (https://repo.maven.apache.org) cannot be reached. Connect to the network and run ./crowdstudio again." >&2
else
    echo "crowdstudio: building Crowd Studio failed (exit $status); its first errors (the whole output is in $log):" >&2
    grep -E "^\[ERROR\]" "$log" | head -n 5 >&2
fi
exit 2
