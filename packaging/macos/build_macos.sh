#!/usr/bin/env bash
# macOS: build "Académie des Jeux.app" (universal2: Intel and Apple silicon) and a .dmg.
#
#     PYTHON=/Library/Frameworks/Python.framework/Versions/3.11/bin/python3 packaging/macos/build_macos.sh
#
# NOT YET RUN on a Mac (see packaging/README.md); written for the hosted macOS runners
# of .github/workflows/build.yml.
#
# A universal2 app needs universal2 ingredients:
#   * Python from the python.org installer ("macOS 64-bit universal2 installer");
#   * PySide6 wheels are universal2 already;
#   * Pillow publishes separate x86_64 and arm64 wheels: this script fuses them into one
#     universal2 wheel with delocate (delocate-merge) before freezing.
# PyInstaller is told target_arch='universal2' by packaging/academie.spec, and
# packaging/macos/check_universal2.py fails the build if any binary in the .app lacks
# x86_64 or arm64.
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(cd "$HERE/../.." && pwd)"
cd "$ROOT"
PYTHON="${PYTHON:-python3}"
say() { printf '\n== %s\n' "$*"; }
die() { printf 'build_macos: error: %s\n' "$*" >&2; exit 1; }

[[ "$(uname -s)" == Darwin ]] || die "this recipe runs on macOS"
VERSION="$("$PYTHON" packaging/project_info.py version)"
APP_NAME="Académie des Jeux"
APP="dist/$APP_NAME.app"
DMG="dist/academie-$VERSION-macos-universal2.dmg"

say "checking that $PYTHON is universal2"
PYBIN="$("$PYTHON" -c 'import os, sys; print(os.path.realpath(sys.executable))')"
"$PYTHON" packaging/macos/check_universal2.py "$PYBIN" \
    || die "$PYTHON is not a universal2 build; install Python from python.org's universal2 installer"

say "installing the project, PyInstaller and a universal2 Pillow"
"$PYTHON" -m pip install -q --upgrade pip delocate
"$PYTHON" -m pip install -q -e '.[package]'
PILLOW_VERSION="$("$PYTHON" -c 'import PIL; print(PIL.__version__)')"
WHEELS="build/wheels" && rm -rf "$WHEELS" && mkdir -p "$WHEELS/x86_64" "$WHEELS/arm64" "$WHEELS/universal2"
PYVER="$("$PYTHON" -c 'import sys; print(f"{sys.version_info[0]}{sys.version_info[1]}")')"
"$PYTHON" -m pip download -q --only-binary=:all: --no-deps --python-version "$PYVER" \
    --platform macosx_11_0_x86_64 --platform macosx_10_15_x86_64 --platform macosx_10_13_x86_64 --platform macosx_10_10_x86_64 \
    -d "$WHEELS/x86_64" "pillow==$PILLOW_VERSION"
"$PYTHON" -m pip download -q --only-binary=:all: --no-deps --python-version "$PYVER" \
    --platform macosx_11_0_arm64 -d "$WHEELS/arm64" "pillow==$PILLOW_VERSION"
delocate-merge "$WHEELS"/x86_64/*.whl "$WHEELS"/arm64/*.whl -w "$WHEELS/universal2"
"$PYTHON" -m pip install -q --force-reinstall --no-deps "$WHEELS"/universal2/*.whl

say "icons"
[[ -f packaging/icons/academie.icns ]] || die "packaging/icons/academie.icns missing: run packaging/make_icons.py"

say "freezing (PyInstaller, universal2)"
rm -rf "$APP" dist/academie build/pyinstaller
"$PYTHON" -m PyInstaller --noconfirm --clean --log-level WARN \
    --distpath dist --workpath build/pyinstaller packaging/academie.spec
[[ -d "$APP" ]] || die "PyInstaller did not make $APP"

say "every binary must be universal2"
"$PYTHON" packaging/macos/check_universal2.py "$APP"

say "smoke test (native architecture)"
"$PYTHON" packaging/smoke_test.py "$APP/Contents/MacOS/academie" --version "$VERSION"
if [[ "$(uname -m)" == arm64 ]] && arch -x86_64 /usr/bin/true 2>/dev/null; then
    say "smoke test of the x86_64 half (Rosetta)"
    out="$(QT_QPA_PLATFORM=offscreen arch -x86_64 "$APP/Contents/MacOS/academie" --version)"
    [[ "$out" == "academie $VERSION" ]] || die "x86_64 half printed '$out'"
    echo "ok  $out"
fi

say "disk image"
STAGE=build/dmg && rm -rf "$STAGE" && mkdir -p "$STAGE"
cp -R "$APP" "$STAGE/"
ln -s /Applications "$STAGE/Applications"
rm -f "$DMG"
hdiutil create -volname "$APP_NAME $VERSION" -srcfolder "$STAGE" -fs HFS+ -format UDZO -ov "$DMG"
hdiutil verify "$DMG"

say "sizes"
du -sh "$APP" "$DMG"
# Not signed with a Developer ID nor notarised: Gatekeeper asks the player to confirm the
# first start (right-click, Open).  PyInstaller signs ad hoc, which Apple silicon requires.
