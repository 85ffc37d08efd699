#!/usr/bin/env bash
# Regenerates the brand font the site serves (components/ui/fonts): Plus Jakarta Sans from
# @fontsource-variable, cut to the weights the site uses (400–800) and to Spanish text with its
# punctuation and the few symbols the pages show. Needs Debian's python3-fonttools and
# python3-brotli; the result is committed, so builds and CI do not need them.
set -euo pipefail
cd "$(dirname "$0")/.."
source=node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2
target=components/ui/fonts/plus-jakarta-sans-es-wght-400-800.woff2
instance=$(mktemp --suffix=.ttf)
trap 'rm -f "$instance"' EXIT
/usr/bin/python3 -m fontTools.varLib.instancer "$source" wght=400:800 -o "$instance"
/usr/bin/python3 -m fontTools.subset "$instance" \
  --unicodes='U+0020-007E,U+00A0-00FF,U+0152-0153,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212' \
  --layout-features='*' --flavor=woff2 --output-file="$target"
cp node_modules/@fontsource-variable/plus-jakarta-sans/LICENSE components/ui/fonts/OFL.txt
ls -l "$target"
