#!/usr/bin/env bash
# The extension story, end to end, as a team outside Crowd Studio lives it: builds the sample
# algorithm (samples/curiosity) with its own Maven build against the update site the main build
# produced, installs it into a copy of the product with `crowdstudio install`, checks that
# `crowdstudio algorithms` lists it with its parameters and that its scenario validates and
# simulates. Then installs a copy of it whose bundle cannot resolve and checks that the install is
# refused naming the bundle and what it lacks, and that the product still works. In between, makes a
# project with `crowdstudio new-algorithm` and checks that it builds and installs unchanged.
# Run after ./build verify (or ./build package); .ci/run does.
# Usage: check-sample-extension.sh [WORK_DIR]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
work="${1:-$root/target/sample-extension-check}"
site="$root/releng/org.crowdstudio.site/target/repository"
product="$root/releng/org.crowdstudio.product/target/products/org.crowdstudio.product/linux/gtk/x86_64"
sample="$root/samples/curiosity"
sample_site="$sample/com.example.curiosity.site/target/repository"
feature=com.example.curiosity.feature

fail() { echo "sample extension check: $*" >&2; exit 1; }
step() { echo "== sample extension check: $*"; }

# shellcheck source=jdk.sh
. "$root/releng/scripts/jdk.sh"
crowdstudio_select_jdk || exit 1
[ -f "$site/content.jar" ] || [ -f "$site/content.xml.xz" ] || fail "no update site at $site: run ./build verify first"
[ -d "$product/plugins" ] || fail "no product at $product: run ./build verify first"

# A fresh copy of the product, as a user has it installed.
fresh_product() {
    rm -rf "$1"
    mkdir -p "$1"
    cp -a "$product/." "$1/"
    rm -rf "$1"/configuration/org.eclipse.osgi "$1"/configuration/org.eclipse.equinox.app "$1"/configuration/org.eclipse.core.runtime
}
crowdstudio() { CROWDSTUDIO_HOME="$installed" "$root/crowdstudio" "$@"; }

step "building $sample against the update site $site"
"$root/mvnw" -B -q -f "$sample/pom.xml" clean verify "-Dcrowdstudio.site=file:$site" ${CROWDSTUDIO_MAVEN_ARGS:-} \
    || fail "the sample did not build against the update site"
[ -f "$sample_site/content.jar" ] || fail "the sample's build made no update site at $sample_site"

installed="$work/product"
fresh_product "$installed"
step "installing $feature into a copy of the product"
crowdstudio install --repository "$sample_site" "$feature" || fail "crowdstudio install exited with $?"

step "crowdstudio algorithms lists it"
listing=$(crowdstudio algorithms --details) || fail "crowdstudio algorithms exited with $? after the install"
grep -Eq '^curiosity +velocity source +com\.example\.curiosity +1\.0\.0\.' <<<"$listing" \
    || { echo "$listing" >&2; fail "algorithms does not list curiosity from com.example.curiosity 1.0.0"; }
grep -q -- '- noticeDistance: real, default 12 m, range 1 to 100 m' <<<"$listing" \
    || { echo "$listing" >&2; fail "algorithms --details does not show curiosity's parameters"; }

step "its scenario validates and simulates"
crowdstudio validate "$sample/scenarios/plaza.crowd" || fail "the sample's scenario does not validate"
crowdstudio simulate "$sample/scenarios/plaza.crowd" --duration 30 --out "$work/plaza.csv" > "$work/simulate.txt" \
    || { cat "$work/simulate.txt" >&2; fail "the sample's scenario does not simulate"; }
[ -s "$work/plaza.csv" ] || fail "simulating the sample's scenario wrote no trajectories"

step "crowdstudio new-algorithm makes a project that builds and installs unchanged"
generated="$work/keep-distance"
rm -rf "$generated"
crowdstudio new-algorithm keep-distance --stage velocity-solver --dir "$generated" > /dev/null || fail "new-algorithm exited with $?"
"$root/mvnw" -B -q -f "$generated/pom.xml" verify "-Dcrowdstudio.site=file:$site" ${CROWDSTUDIO_MAVEN_ARGS:-} \
    || fail "the project new-algorithm made did not build against the update site"
crowdstudio install --repository "$generated/com.example.keepdistance.site/target/repository" com.example.keepdistance.feature \
    || fail "the project new-algorithm made did not install"
listing=$(crowdstudio algorithms) || fail "crowdstudio algorithms exited with $? after installing the generated project"
grep -Eq '^keep-distance +velocity solver +com\.example\.keepdistance +1\.0\.0\.' <<<"$listing" \
    || fail "algorithms does not list the generated keep-distance"
crowdstudio simulate "$generated/scenarios/keep-distance.crowd" --out "$work/keep-distance.csv" > /dev/null \
    || fail "the generated project's scenario does not simulate"

step "a bundle that cannot resolve is refused, naming it, and the product keeps working"
broken_site="$work/broken-site"
rm -rf "$broken_site"
cp -a "$sample_site" "$broken_site"
# Make the bundle (not its feature) require a bundle no installation has: p2 reads content.jar
# once the compressed metadata and the index that prefers it are gone.
rm -f "$broken_site/content.xml.xz" "$broken_site/p2.index"
(cd "$broken_site" && "$JAVA_HOME/bin/jar" xf content.jar content.xml \
    && sed -i "s/namespace='osgi.bundle' name='org.crowdstudio.compiler'/namespace='osgi.bundle' name='org.crowdstudio.compiler.missing'/g" content.xml \
    && grep -q "org.crowdstudio.compiler.missing" content.xml \
    && rm content.jar && "$JAVA_HOME/bin/jar" cf content.jar content.xml && rm content.xml) \
    || fail "could not make the unresolvable copy of the sample's site"
installed="$work/product-broken"
fresh_product "$installed"
if crowdstudio install --repository "$broken_site" "$feature" > "$work/broken-install.txt" 2>&1; then
    fail "an extension whose bundle cannot resolve was installed"
fi
# p2's own words, not the command's "Installing ..." line: the bundle with its version, and what it lacks.
p2_says=$(grep -v '^Installing ' "$work/broken-install.txt" || true)
grep -Eq 'com\.example\.curiosity 1\.0\.0\.' <<<"$p2_says" && grep -q "org.crowdstudio.compiler.missing" <<<"$p2_says" \
    || { cat "$work/broken-install.txt" >&2; fail "the refused install does not name the bundle and what it lacks"; }
listing=$(crowdstudio algorithms) || fail "the product no longer works after a refused install"
grep -q '^orca ' <<<"$listing" || fail "the product lost its algorithms after a refused install"
if grep -q '^curiosity ' <<<"$listing"; then
    fail "the refused extension is listed"
fi

echo "Sample extension check: the sample and a new-algorithm project built against the update site, installed, listed, simulated; an unresolvable copy was refused by name."
