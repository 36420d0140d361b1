# Finds Java 21 or newer for Crowd Studio and exports JAVA_HOME and PATH. Sourced by ./build,
# ./crowdstudio and .ci/run.
#   crowdstudio_select_jdk jdk       a JDK (java and javac), for building
#   crowdstudio_select_jdk runtime   java alone is enough, for running the product
#   crowdstudio_select_jdk runtime "21 25"   only these Java versions will do (the sweep driver:
#                                    those both Crowd Studio and its Apache Spark release run on)
# $JAVA_HOME wins if it is new enough; otherwise the newest Java found on the PATH or in the
# standard JVM folders is used, and a too-old $JAVA_HOME is reported. On failure it prints what to
# install and returns 1.

CROWDSTUDIO_MINIMUM_JAVA=21

crowdstudio_java_feature_version() { # JAVA_EXECUTABLE -> major version, e.g. 21
    local version
    version=$("$1" -XshowSettings:properties -version 2>&1 | sed -n 's/^ *java\.specification\.version = //p' | head -n 1)
    echo "${version%%.*}"
}

crowdstudio_is_usable_java() { # HOME KIND -> true if HOME has what KIND needs
    [ -x "$1/bin/java" ] || return 1
    [ "$2" = "runtime" ] || [ -x "$1/bin/javac" ]
}

crowdstudio_java_will_do() { # VERSION ACCEPTED -> true if VERSION is new enough and, when ACCEPTED lists versions, one of them
    [ -n "$1" ] && [ "$1" -ge "$CROWDSTUDIO_MINIMUM_JAVA" ] 2>/dev/null || return 1
    [ -z "$2" ] || [[ " $2 " == *" $1 "* ]]
}

crowdstudio_select_jdk() {
    local kind="${1:-jdk}" accepted="${2:-}" candidate version best="" best_version=0 needed
    needed="$CROWDSTUDIO_MINIMUM_JAVA or newer"
    [ -n "$accepted" ] && needed="${accepted// / or }"
    if [ -n "${JAVA_HOME:-}" ] && crowdstudio_is_usable_java "$JAVA_HOME" "$kind"; then
        version=$(crowdstudio_java_feature_version "$JAVA_HOME/bin/java")
        if crowdstudio_java_will_do "$version" "$accepted"; then
            export PATH="$JAVA_HOME/bin:$PATH"
            return 0
        fi
        echo "JAVA_HOME ($JAVA_HOME) is Java ${version:-of unknown version}; this needs Java $needed, looking for another." >&2
    fi
    local candidates=()
    if command -v java >/dev/null 2>&1; then
        candidates+=("$(dirname "$(dirname "$(readlink -f "$(command -v java)")")")")
    fi
    for candidate in /usr/lib/jvm/* /usr/local/lib/jvm/* /opt/java/*; do
        [ -d "$candidate" ] && candidates+=("$candidate")
    done
    for candidate in "${candidates[@]}"; do
        crowdstudio_is_usable_java "$candidate" "$kind" || continue
        version=$(crowdstudio_java_feature_version "$candidate/bin/java")
        crowdstudio_java_will_do "$version" "$accepted" || continue
        if [ "$version" -gt "$best_version" ]; then
            best="$candidate"
            best_version="$version"
        fi
    done
    if [ -n "$best" ]; then
        export JAVA_HOME="$best"
        export PATH="$JAVA_HOME/bin:$PATH"
        return 0
    fi
    local what="a JDK"
    [ "$kind" = "runtime" ] && what="Java"
    {
        echo "Crowd Studio needs $what $needed, and none was found"
        echo "(looked at \$JAVA_HOME, java on the PATH and /usr/lib/jvm)."
        echo "Install one and run again, or point JAVA_HOME at it:"
        echo "  Debian 13, Ubuntu 24.04 or newer:  sudo apt-get install openjdk-21-jdk"
        echo "  older distributions (Debian 12 ships only Java 17): an Eclipse Temurin 21+ package or archive"
    } >&2
    return 1
}
