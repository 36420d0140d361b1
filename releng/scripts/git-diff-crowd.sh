#!/usr/bin/env bash
# git diff driver for .crowd scenario files: shows `crowdstudio diff` (elements added, removed,
# moved and changed, matched by id) instead of a line diff. Set it up once per clone:
#   git config diff.crowd.command "$(pwd)/releng/scripts/git-diff-crowd.sh"
# (.gitattributes maps *.crowd to the "crowd" driver). git passes seven arguments:
#   path old-file old-hex old-mode new-file new-hex new-mode
set -u
root="$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/../.." && pwd)"
path="$1" old="$2" new="$5"

echo "crowd diff: $path"
if [ "$old" = /dev/null ] || [ "$new" = /dev/null ]; then
    # Added or deleted: there is nothing to match elements against.
    diff -u "$old" "$new"
    exit 0
fi
"$root/crowdstudio" diff "$old" "$new"
status=$?
if [ "$status" -gt 1 ]; then
    # Not comparable by element (unreadable revision, missing ids): show the lines instead of
    # failing the whole git diff.
    echo "(falling back to a line diff)"
    diff -u "$old" "$new"
fi
exit 0
