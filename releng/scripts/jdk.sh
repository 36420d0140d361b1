# Finds a JDK 21 or newer for Crowd Studio and exports JAVA_HOME and PATH. Sourced by ./build,
# ./crowdstudio and .ci/run. Order: $JAVA_HOME, `java` on PATH, then the standard JVM folders.
# On failure prints what to install and returns 1.

crowdstudio_java_feature_version() { # JAVA_EXECUTABLE -> major version, e.g. 21
    "$1" -XshowSettings:properties -version 2>&1 | sed -n 's/^ *java\.specification\.version = //p' | head -n 1
}

crowdstudio_select_jdk() {
    local minimum=21 candidate version
    local candidates=()
    [ -n "${JAVA_HOME:-}" ] && candidates+=("$JAVA_HOME")
    if command -v javac >/dev/null 2>&1; then
        candidates+=("$(dirname "$(dirname "$(readlink -f "$(command -v javac)")")")")
    fi
    # Newest first, so that a machine with several JDKs uses the most recent one.
    for candidate in $(ls -d /usr/lib/jvm/* /usr/local/lib/jvm/* /opt/java/* 2>/dev/null | sort -rV); do
        candidates+=("$candidate")
    done
    for candidate in "${candidates[@]}"; do
        [ -x "$candidate/bin/java" ] && [ -x "$candidate/bin/javac" ] || continue
        version=$(crowdstudio_java_feature_version "$candidate/bin/java")
        version=${version%%.*}
        if [ -n "$version" ] && [ "$version" -ge "$minimum" ] 2>/dev/null; then
            export JAVA_HOME="$candidate"
            export PATH="$JAVA_HOME/bin:$PATH"
            return 0
        fi
    done
    {
        echo "Crowd Studio needs a JDK $minimum or newer, and none was found"
        echo "(looked at \$JAVA_HOME, java on PATH and /usr/lib/jvm)."
        echo "Install one, for example:  sudo apt-get install openjdk-21-jdk   (or any Temurin 21+),"
        echo "or point JAVA_HOME at an installed JDK $minimum+."
    } >&2
    return 1
}
