"""Check a frozen Linux bundle and work out the .deb's ``Depends``.

    python packaging/linux/check_bundle.py dist/academie [--depends-out FILE]

* Every ELF file's needed libraries (``readelf -d``) must be in the bundle,
  or be system libraries we know the Debian package of (``SYSTEM_LIBS``).
  A library that ``packaging/trim.py`` dropped but that something still needs
  fails the check, and so does an unknown system library (add it to the table).
* ``Depends`` is those packages plus ``libc6 (>= 2.NN)`` with the newest glibc
  symbol version any file refers to.
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
import trim  # noqa: E402

# soname -> Debian/Ubuntu package providing it (libc family: covered by libc6).
SYSTEM_LIBS = {
    "libc.so.6": "libc6", "libm.so.6": "libc6", "libdl.so.2": "libc6", "libpthread.so.0": "libc6",
    "librt.so.1": "libc6", "libresolv.so.2": "libc6", "libutil.so.1": "libc6",
    "ld-linux-x86-64.so.2": "libc6",
    "libGL.so.1": "libgl1", "libEGL.so.1": "libegl1", "libOpenGL.so.0": "libopengl0",
    "libdrm.so.2": "libdrm2",
    "libxcb.so.1": "libxcb1", "libxcb-icccm.so.4": "libxcb-icccm4", "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-cursor.so.0": "libxcb-cursor0", "libxcb-image.so.0": "libxcb-image0",
    "libxcb-render-util.so.0": "libxcb-render-util0", "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-shape.so.0": "libxcb-shape0", "libxcb-xfixes.so.0": "libxcb-xfixes0",
    "libxcb-sync.so.1": "libxcb-sync1", "libxcb-shm.so.0": "libxcb-shm0", "libxcb-xkb.so.1": "libxcb-xkb1",
    "libxcb-util.so.1": "libxcb-util1", "libxcb-render.so.0": "libxcb-render0",
    "libxkbcommon.so.0": "libxkbcommon0", "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libwayland-client.so.0": "libwayland-client0", "libwayland-cursor.so.0": "libwayland-cursor0",
    "libwayland-egl.so.1": "libwayland-egl1",
    "libfontconfig.so.1": "libfontconfig1", "libfreetype.so.6": "libfreetype6",
    "libdbus-1.so.3": "libdbus-1-3", "libglib-2.0.so.0": "libglib2.0-0",
}
# Needed only by plugins that load lazily and are optional at run time.
OPTIONAL = {"libwayland-egl.so.1"}


def is_elf(p: Path) -> bool:
    try:
        with open(p, "rb") as f:
            return f.read(4) == b"\x7fELF"
    except OSError:
        return False


def needed(p: Path) -> list[str]:
    out = subprocess.run(["readelf", "-d", str(p)], capture_output=True, text=True, check=False).stdout
    return re.findall(r"\(NEEDED\)\s+Shared library: \[([^\]]+)\]", out)


def glibc_floor(files: list[Path]) -> str:
    best = (2, 17)
    for p in files:
        for m in re.finditer(rb"GLIBC_2\.(\d+)(?:\.(\d+))?", p.read_bytes()):
            v = (2, int(m.group(1)))
            best = max(best, v)
    return f"{best[0]}.{best[1]}"


def check(bundle: Path) -> tuple[list[str], list[str]]:
    """Return (errors, depends)."""
    if not shutil_which("readelf"):
        return (["readelf not found (install binutils)"], [])
    files = [p for p in bundle.rglob("*") if p.is_file() and not p.is_symlink() and is_elf(p)]
    have = {p.name for p in bundle.rglob("*")}
    errors: list[str] = []
    pkgs: set[str] = set()
    for p in files:
        for lib in needed(p):
            if lib in have:
                continue
            rel = p.relative_to(bundle)
            if lib.startswith(trim.DROP_LIB_PREFIXES):
                errors.append(f"{rel} needs {lib}, which packaging/trim.py drops")
            elif lib in SYSTEM_LIBS:
                if lib not in OPTIONAL:
                    pkgs.add(SYSTEM_LIBS[lib])
            else:
                errors.append(f"{rel} needs {lib}: neither bundled nor a known system library "
                              f"(add it to SYSTEM_LIBS in {Path(__file__).name})")
    pkgs.discard("libc6")
    depends = [f"libc6 (>= {glibc_floor(files)})"] + sorted(pkgs)
    return errors, depends


def shutil_which(cmd: str) -> str | None:
    import shutil

    return shutil.which(cmd)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("bundle", type=Path)
    ap.add_argument("--depends-out", type=Path)
    args = ap.parse_args(argv)
    if not args.bundle.is_dir():
        print(f"check_bundle: no such folder: {args.bundle}", file=sys.stderr)
        return 2
    errors, depends = check(args.bundle)
    for e in errors:
        print(f"check_bundle: error: {e}", file=sys.stderr)
    if errors:
        return 1
    line = ", ".join(depends)
    print(f"check_bundle: ok; Depends: {line}")
    if args.depends_out:
        args.depends_out.write_text(line + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
