"""Fail the macOS build when any Mach-O file in the bundle is not universal2.

    python packaging/macos/check_universal2.py "dist/Académie des Jeux.app"

Walks the folder (or checks the one file) given, reads each file's first bytes
and, for every Mach-O file, the architectures it holds: a fat (universal)
file lists them in its fat header, a thin file has one.  universal2 means both
``x86_64`` and ``arm64``.  Exits 1 and names every file that lacks one, 2 when
the path holds no Mach-O file at all (a wrong path, most likely), 0 otherwise.

It parses the headers itself rather than calling ``lipo -archs``, so it runs
(and is tested) on any system.
"""

from __future__ import annotations

import argparse
import os
import struct
import sys
from pathlib import Path

FAT_MAGIC = 0xCAFEBABE
FAT_MAGIC_64 = 0xCAFEBABF
MH_MAGIC = 0xFEEDFACE
MH_MAGIC_64 = 0xFEEDFACF
CPU_ARCH_ABI64 = 0x01000000
CPU_TYPES = {
    7: "i386", 7 | CPU_ARCH_ABI64: "x86_64",
    12: "arm", 12 | CPU_ARCH_ABI64: "arm64", 12 | 0x02000000: "arm64_32",
    18: "ppc", 18 | CPU_ARCH_ABI64: "ppc64",
}
CPU_SUBTYPE_MASK = 0x00FFFFFF
CPU_SUBTYPE_ARM64E = 2
REQUIRED = frozenset({"x86_64", "arm64"})
# Java class files share the fat magic; their "count" is a class-file version (>= 45).
MAX_FAT_ARCHS = 30


def _arch_name(cputype: int, cpusubtype: int) -> str:
    name = CPU_TYPES.get(cputype, f"cpu{cputype:#x}")
    if name == "arm64" and (cpusubtype & CPU_SUBTYPE_MASK) == CPU_SUBTYPE_ARM64E:
        return "arm64e"
    return name


def macho_archs(head: bytes) -> list[str] | None:
    """The architectures of a Mach-O file from its first bytes, or None if it is not Mach-O.

    ``head`` must hold the fat header and its table (4 KiB is plenty for any real file).
    """
    if len(head) < 8:
        return None
    (magic_be,) = struct.unpack(">I", head[:4])
    if magic_be in (FAT_MAGIC, FAT_MAGIC_64):
        (n,) = struct.unpack(">I", head[4:8])
        if n == 0 or n > MAX_FAT_ARCHS:
            return None  # a Java class file, or garbage
        size = 20 if magic_be == FAT_MAGIC else 32
        if len(head) < 8 + n * size:
            raise ValueError(f"fat header announces {n} architectures but the file is too short")
        archs = []
        for i in range(n):
            cputype, cpusubtype = struct.unpack(">ii", head[8 + i * size: 16 + i * size])
            archs.append(_arch_name(cputype & 0xFFFFFFFF, cpusubtype & 0xFFFFFFFF))
        return archs
    for endian in ("<", ">"):
        (magic,) = struct.unpack(endian + "I", head[:4])
        if magic in (MH_MAGIC, MH_MAGIC_64):
            cputype, cpusubtype = struct.unpack(endian + "II", head[4:12]) if len(head) >= 12 else (0, 0)
            return [_arch_name(cputype, cpusubtype)]
    return None


def is_universal2(archs: list[str]) -> bool:
    return REQUIRED <= set(archs)


def check(path: Path) -> tuple[int, list[tuple[Path, list[str]]]]:
    """Return (number of Mach-O files, [(file, archs) for each one that is not universal2])."""
    files = [path] if path.is_file() else sorted(
        Path(d) / f for d, _, names in os.walk(path) for f in names)
    count, bad = 0, []
    for f in files:
        if f.is_symlink() or not f.is_file():
            continue
        with open(f, "rb") as fh:
            head = fh.read(4096)
        try:
            archs = macho_archs(head)
        except ValueError as e:
            bad.append((f, [f"unreadable: {e}"]))
            continue
        if archs is None:
            continue
        count += 1
        if not is_universal2(archs):
            bad.append((f, archs))
    return count, bad


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description="Check that every Mach-O file holds x86_64 and arm64.")
    ap.add_argument("path", type=Path, help="an .app bundle, a folder or one file")
    args = ap.parse_args(argv)
    if not args.path.exists():
        print(f"check_universal2: no such file or folder: {args.path}", file=sys.stderr)
        return 2
    count, bad = check(args.path)
    if count == 0:
        print(f"check_universal2: no Mach-O files under {args.path}", file=sys.stderr)
        return 2
    for f, archs in bad:
        shown = f.relative_to(args.path) if f != args.path else f
        print(f"check_universal2: NOT universal2: {shown} ({', '.join(archs) or 'no architectures'})",
              file=sys.stderr)
    if bad:
        print(f"check_universal2: {len(bad)} of {count} Mach-O files lack x86_64 or arm64", file=sys.stderr)
        return 1
    print(f"check_universal2: all {count} Mach-O files are universal2 (x86_64 + arm64)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
