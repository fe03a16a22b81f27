#!/bin/sh
# Makes the storefront's Bengali font files in web/fonts/ from the installed Noto Sans Bengali
# (@fontsource-variable/noto-sans-bengali, SIL Open Font License 1.1). Run again only when that
# package changes; the results are committed. Needs fonttools and brotli (Python):
#   pip install fonttools brotli
set -eu
cd "$(dirname "$0")/.."
src=node_modules/@fontsource-variable/noto-sans-bengali/files/noto-sans-bengali-bengali-wght-normal.woff2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 -m fontTools.ttLib.woff2 decompress -o "$work/full.ttf" "$src"

# The language button's one word on English pages ("বাংলা", at the button's weight 500): about
# 1 KB, which the build inlines into the stylesheet, so English pages never fetch the whole font.
fonttools varLib.instancer "$work/full.ttf" wght=500 -q -o "$work/w500.ttf"
pyftsubset "$work/w500.ttf" --text="বাংলা" --layout-features='*' --no-hinting \
  --flavor=woff2 --output-file=web/fonts/bengali-switch.woff2

# The taka sign (৳), which every price shows in both languages: a face of its own of a few hundred
# bytes per weight, inlined too, so prices on English pages do not fetch the whole font either.
for weight in 400 700; do
  fonttools varLib.instancer "$work/full.ttf" wght=$weight -q -o "$work/t$weight.ttf"
  pyftsubset "$work/t$weight.ttf" --unicodes="U+09F3" --layout-features='' --no-hinting \
    --flavor=woff2 --output-file="web/fonts/taka-$weight.woff2"
done

# Bengali pages: two static weights instead of the whole 100–900 variable font (107 KB), each the
# Bengali block only (Latin text uses the system font). 400 for text, 600 for semibold and bold.
for weight in 400 600; do
  fonttools varLib.instancer "$work/full.ttf" wght=$weight -q -o "$work/w$weight.ttf"
  pyftsubset "$work/w$weight.ttf" \
    --unicodes="U+0951-0952,U+0964-0965,U+0980-09FE,U+200C-200D,U+25CC" \
    --layout-features='*' --no-hinting --desubroutinize \
    --flavor=woff2 --output-file="web/fonts/bengali-$weight.woff2"
done
ls -l web/fonts
