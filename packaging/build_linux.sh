#!/usr/bin/env bash
# Build the Linux packages of Académie des Jeux with one command:
#
#     packaging/build_linux.sh            # uses $PYTHON, else .venv/bin/python, else python3
#
# 1. freezes the application (PyInstaller, packaging/academie.spec) into dist/academie/;
# 2. checks the bundle's library needs and works out the .deb's Depends;
# 3. makes dist/academie-<version>-linux-x86_64.tar.gz and dist/academie_<version>_amd64.deb
#    (/opt/academie, /usr/bin/academie, desktop entry, hicolor icons, AppStream metainfo);
# 4. validates the desktop entry and metainfo (when desktop-file-validate / appstreamcli exist);
# 5. runs the smoke test (packaging/smoke_test.py) on the program unpacked from the .deb,
#    which prints the start-up times.
#
# Needs: the project installed in $PYTHON with the "package" extra (pyinstaller),
# dpkg-deb, readelf (binutils).  Set SKIP_SMOKE=1 to skip step 5.
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(cd "$HERE/.." && pwd)"
cd "$ROOT"

if [[ -z "${PYTHON:-}" ]]; then
    if [[ -x .venv/bin/python ]]; then PYTHON=.venv/bin/python; else PYTHON=python3; fi
fi
say() { printf '\n== %s\n' "$*"; }
die() { printf 'build_linux: error: %s\n' "$*" >&2; exit 1; }

START=$(date +%s)
VERSION="$("$PYTHON" packaging/project_info.py version)"
APP_ID="$("$PYTHON" packaging/project_info.py app-id)"
ARCH_DEB=amd64
ARCH_TAR=x86_64
[[ "$(uname -m)" == "x86_64" ]] || die "this recipe builds x86_64 packages; this machine is $(uname -m)"
command -v dpkg-deb >/dev/null || die "dpkg-deb not found (Debian/Ubuntu: it is part of dpkg)"
"$PYTHON" -c "import PyInstaller" 2>/dev/null || die "PyInstaller missing: $PYTHON -m pip install -e '.[package]'"

DESKTOP="packaging/linux/$APP_ID.desktop"
METAINFO="packaging/linux/$APP_ID.metainfo.xml"
ICONS=packaging/icons
SIZES="16 24 32 48 64 128 256 512"
for n in $SIZES; do
    [[ -f "$ICONS/academie-$n.png" ]] || die "$ICONS/academie-$n.png missing: run $PYTHON packaging/make_icons.py"
done
"$PYTHON" - "$METAINFO" "$VERSION" <<'EOF' || die "the newest <release> in $METAINFO is not $VERSION: add a release entry"
import sys, xml.etree.ElementTree as ET
rel = ET.parse(sys.argv[1]).getroot().find("releases/release")
sys.exit(0 if rel is not None and rel.get("version") == sys.argv[2] else 1)
EOF

say "freezing academie $VERSION (PyInstaller)"
T0=$(date +%s)
rm -rf dist/academie build/pyinstaller
"$PYTHON" -m PyInstaller --noconfirm --clean --log-level WARN \
    --distpath dist --workpath build/pyinstaller packaging/academie.spec
BUNDLE=dist/academie
[[ -x "$BUNDLE/academie" ]] || die "PyInstaller did not make $BUNDLE/academie"
echo "froze in $(( $(date +%s) - T0 )) s"

say "checking the bundle"
DEPENDS_FILE=build/deb-depends.txt
"$PYTHON" packaging/linux/check_bundle.py "$BUNDLE" --depends-out "$DEPENDS_FILE"
DEPENDS="$(cat "$DEPENDS_FILE"), hicolor-icon-theme"

# --- the file tree both packages share: share/applications, share/icons, share/metainfo ----
stage_share() {  # $1 = prefix/share
    install -Dm644 "$DESKTOP" "$1/applications/$APP_ID.desktop"
    install -Dm644 "$METAINFO" "$1/metainfo/$APP_ID.metainfo.xml"
    for n in $SIZES; do
        install -Dm644 "$ICONS/academie-$n.png" "$1/icons/hicolor/${n}x${n}/apps/$APP_ID.png"
    done
}

say "tarball"
TARNAME="academie-$VERSION-linux-$ARCH_TAR"
STAGE=build/tar/$TARNAME
rm -rf build/tar && mkdir -p "$STAGE"
cp -a "$BUNDLE/." "$STAGE/"
stage_share "$STAGE/share"
cat > "$STAGE/README-linux.txt" <<EOF
Académie des Jeux $VERSION for Linux (x86_64)

Run it from this folder:   ./academie
Command-line use:          ./academie --help   (./academie games, ./academie play piquet ...)

To get a menu entry for your user, copy the desktop entry and icons:
    mkdir -p ~/.local/share/applications
    sed "s|^Exec=academie|Exec=\$PWD/academie|" share/applications/$APP_ID.desktop \\
        > ~/.local/share/applications/$APP_ID.desktop
    cp -r share/icons ~/.local/share/

Your settings, saved games and statistics are not kept in this folder but in
~/.config/academie and ~/.local/share/academie; deleting this folder leaves them.
EOF
tar -C build/tar --owner=0 --group=0 --numeric-owner -czf "dist/$TARNAME.tar.gz" "$TARNAME"

say ".deb"
DEB=build/deb/root
rm -rf build/deb && mkdir -p "$DEB/DEBIAN" "$DEB/opt" "$DEB/usr/bin" "$DEB/usr/share/doc/academie"
cp -a "$BUNDLE" "$DEB/opt/academie"
ln -s /opt/academie/academie "$DEB/usr/bin/academie"
stage_share "$DEB/usr/share"
cat > "$DEB/usr/share/doc/academie/copyright" <<EOF
Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: academie
Comment: /opt/academie bundles Python, Qt (PySide6, LGPL-3.0) and Pillow under their own licences.

Files: *
Copyright: The Académie des Jeux authors
License: MIT
EOF
find "$DEB" -type d -exec chmod 755 {} +
INSTALLED_KB=$(du -sk --exclude=DEBIAN "$DEB" | cut -f1)
cat > "$DEB/DEBIAN/control" <<EOF
Package: academie
Version: $VERSION
Architecture: $ARCH_DEB
Maintainer: The Académie des Jeux authors <academie@invalid>
Installed-Size: $INSTALLED_KB
Depends: $DEPENDS
Section: games
Priority: optional
Homepage: https://example.invalid/academie
Description: card games of the 18th and 19th centuries against the computer
 Académie des Jeux lets you play Piquet and other historical card games
 against computer opponents that follow the period rule books, with a rules
 panel in English and German and house-rule presets.
 .
 The program is self-contained under /opt/academie. Settings, saved games and
 statistics live in each player's home folder (~/.config/academie,
 ~/.local/share/academie); removing or purging the package leaves them alone.
EOF
dpkg-deb --root-owner-group -Zxz --build "$DEB" "dist/academie_${VERSION}_${ARCH_DEB}.deb" >/dev/null
dpkg-deb --info "dist/academie_${VERSION}_${ARCH_DEB}.deb" | sed -n '/Package:/,/Description:/p'

say "validating the desktop entry and metainfo"
if command -v desktop-file-validate >/dev/null; then
    desktop-file-validate "$DESKTOP" && echo "desktop-file-validate: ok"
else
    echo "desktop-file-validate not installed: skipped (tests/packaging parses the file)"
fi
if command -v appstreamcli >/dev/null; then
    appstreamcli validate --no-net "$METAINFO"
else
    echo "appstreamcli not installed: skipped (tests/packaging parses the file)"
fi

say "sizes"
du -sh "$BUNDLE" | sed 's/\t/  /'
ls -l "dist/$TARNAME.tar.gz" "dist/academie_${VERSION}_${ARCH_DEB}.deb" | awk '{printf "%6.1f MB  %s\n", $5/1048576, $9}'

if [[ "${SKIP_SMOKE:-0}" != 1 ]]; then
    say "smoke test of the program unpacked from the .deb"
    X=build/deb-unpacked
    rm -rf "$X" && dpkg-deb -x "dist/academie_${VERSION}_${ARCH_DEB}.deb" "$X"
    "$PYTHON" packaging/smoke_test.py "$X/opt/academie/academie" --version "$VERSION"
    say "smoke test of the program unpacked from the tarball (--version only)"
    rm -rf build/tar-unpacked && mkdir -p build/tar-unpacked
    tar -C build/tar-unpacked -xzf "dist/$TARNAME.tar.gz"
    out="$(QT_QPA_PLATFORM=offscreen "build/tar-unpacked/$TARNAME/academie" --version)"
    [[ "$out" == "academie $VERSION" ]] || die "tarball program printed '$out'"
    echo "ok  $out"
fi

say "done in $(( $(date +%s) - START )) s"
ls -1 "dist/$TARNAME.tar.gz" "dist/academie_${VERSION}_${ARCH_DEB}.deb"
