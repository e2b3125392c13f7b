"""packaging/macos/check_universal2.py on synthetic Mach-O headers."""

import struct

import check_universal2 as cu

X86_64 = 0x01000007
ARM64 = 0x0100000C
I386 = 7


def fat(*cpus, wide=False):
    """A fat header with one entry per (cputype, cpusubtype)."""
    magic = cu.FAT_MAGIC_64 if wide else cu.FAT_MAGIC
    out = struct.pack(">II", magic, len(cpus))
    off = 0x4000
    for cpu, sub in cpus:
        if wide:
            out += struct.pack(">iiQQII", cpu, sub, off, 0x1000, 14, 0)
        else:
            out += struct.pack(">iiIII", cpu, sub, off, 0x1000, 14)
        off += 0x4000
    return out + b"\0" * 64


def thin(cpu, sub=0, *, bits64=True, little=True):
    magic = cu.MH_MAGIC_64 if bits64 else cu.MH_MAGIC
    e = "<" if little else ">"
    return struct.pack(e + "IiiIIII", magic, cpu, sub, 2, 10, 1000, 0) + b"\0" * 64


def test_fat_with_both_halves_is_universal2():
    archs = cu.macho_archs(fat((X86_64, 3), (ARM64, 0)))
    assert archs == ["x86_64", "arm64"] and cu.is_universal2(archs)
    assert cu.is_universal2(cu.macho_archs(fat((X86_64, 3), (ARM64, 0), wide=True)))


def test_fat_missing_a_half_is_not():
    assert cu.macho_archs(fat((X86_64, 3), (I386, 3))) == ["x86_64", "i386"]
    assert not cu.is_universal2(cu.macho_archs(fat((X86_64, 3), (I386, 3))))
    assert not cu.is_universal2(cu.macho_archs(fat((ARM64, 0))))


def test_arm64e_alone_does_not_count_as_arm64():
    archs = cu.macho_archs(fat((X86_64, 3), (ARM64, 2)))
    assert archs == ["x86_64", "arm64e"] and not cu.is_universal2(archs)


def test_thin_files_of_either_byte_order():
    assert cu.macho_archs(thin(ARM64)) == ["arm64"]
    assert cu.macho_archs(thin(X86_64, 3)) == ["x86_64"]
    assert cu.macho_archs(thin(I386, bits64=False)) == ["i386"]
    assert cu.macho_archs(thin(0x12, bits64=False, little=False)) == ["ppc"]


def test_not_macho():
    java_class = struct.pack(">IHH", 0xCAFEBABE, 0, 61) + b"\0" * 32  # major version 61 -> "61 archs"
    assert cu.macho_archs(java_class) is None
    assert cu.macho_archs(b"\x7fELF\x02\x01\x01" + b"\0" * 60) is None
    assert cu.macho_archs(b"#!/bin/sh\n") is None
    assert cu.macho_archs(b"") is None


def test_truncated_fat_header_is_reported():
    import pytest

    with pytest.raises(ValueError):
        cu.macho_archs(fat((X86_64, 3), (ARM64, 0))[:20])


def make_app(tmp_path, parts):
    app = tmp_path / "Académie des Jeux.app"
    for rel, data in parts.items():
        f = app / rel
        f.parent.mkdir(parents=True, exist_ok=True)
        f.write_bytes(data)
    return app


def test_walk_names_every_thin_binary_and_fails(tmp_path, capsys):
    app = make_app(tmp_path, {
        "Contents/MacOS/academie": fat((X86_64, 3), (ARM64, 0)),
        "Contents/Frameworks/libgood.dylib": fat((ARM64, 0), (X86_64, 3), wide=True),
        "Contents/Frameworks/PIL/_imaging.so": thin(ARM64),
        "Contents/Frameworks/libold.dylib": fat((X86_64, 3), (I386, 3)),
        "Contents/Resources/rules/piquet.en.md": b"# Piquet\n",
        "Contents/Info.plist": b"<?xml version='1.0'?><plist/>",
    })
    (app / "Contents/Frameworks/link.dylib").symlink_to(app / "Contents/Frameworks/PIL/_imaging.so")
    count, bad = cu.check(app)
    assert count == 4
    assert sorted(p.name for p, _ in bad) == ["_imaging.so", "libold.dylib"]
    assert cu.main([str(app)]) == 1
    err = capsys.readouterr().err
    assert "_imaging.so (arm64)" in err and "libold.dylib (x86_64, i386)" in err and "2 of 4" in err


def test_walk_passes_when_all_universal2(tmp_path, capsys):
    app = make_app(tmp_path, {
        "Contents/MacOS/academie": fat((X86_64, 3), (ARM64, 0)),
        "Contents/Frameworks/QtCore": fat((X86_64, 3), (ARM64, 0)),
        "Contents/Resources/icon.icns": b"icns\0\0\0\x10" + b"\0" * 8,
    })
    assert cu.main([str(app)]) == 0
    assert "all 2 Mach-O files are universal2" in capsys.readouterr().out


def test_no_macho_at_all_or_no_path_is_an_error(tmp_path):
    app = make_app(tmp_path, {"Contents/Info.plist": b"<plist/>"})
    assert cu.main([str(app)]) == 2
    assert cu.main([str(tmp_path / "missing.app")]) == 2


def test_single_file(tmp_path):
    f = tmp_path / "python3.11"
    f.write_bytes(thin(X86_64, 3))
    assert cu.main([str(f)]) == 1
    f.write_bytes(fat((X86_64, 3), (ARM64, 0)))
    assert cu.main([str(f)]) == 0
