#!/usr/bin/env bash
# End-to-end check that extensions install into an installed Crowd Studio: copies the built
# product, installs the SDK feature from the built update site with `crowdstudio install`, and
# checks that the new bundles are installed, registered to start, and that the product still runs.
# Usage: check-extension-install.sh PRODUCT_DIR REPOSITORY_DIR WORK_DIR
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
product="$1" repository="$2" work="$3"
feature=org.crowdstudio.sdk.feature
# What the SDK feature adds to the product: a source bundle (installed, never started) and a
# runtime bundle (installed and registered with the simple configurator, so it runs).
expected_artifact=org.crowdstudio.engine.source
expected_bundle=assertj-core

fail() { echo "extension install check: $*" >&2; exit 1; }

rm -rf "$work"
mkdir -p "$work"
cp -a "$product/." "$work/"
# Start from a clean framework cache, as a fresh install would.
rm -rf "$work"/configuration/org.eclipse.osgi "$work"/configuration/org.eclipse.equinox.app "$work"/configuration/org.eclipse.core.runtime

for bundle in "$expected_artifact" "$expected_bundle"; do
    ls "$work"/plugins/"$bundle"_*.jar >/dev/null 2>&1 && fail "$bundle is already in the product; the check would prove nothing"
done

CROWDSTUDIO_HOME="$work" "$root/crowdstudio" install --repository "$repository" "$feature" \
    || fail "crowdstudio install exited with $?"

for bundle in "$expected_artifact" "$expected_bundle"; do
    ls "$work"/plugins/"$bundle"_*.jar >/dev/null 2>&1 || fail "$bundle was not installed into plugins/"
done
grep -q "^$expected_bundle," "$work/configuration/org.eclipse.equinox.simpleconfigurator/bundles.info" \
    || fail "$expected_bundle is not registered in bundles.info"
CROWDSTUDIO_HOME="$work" "$root/crowdstudio" version >/dev/null || fail "the product no longer starts after the installation"
echo "Extension install check: $feature installed from $repository into a copy of the product; it still starts."
