#!/usr/bin/env python3
"""Rewrites a framework resource table in the encoding Debian's aapt2 reads.

Debian ships aapt2 from Android 10. The API 35 framework table (from
Robolectric's android-all jar) uses encodings added later: 16-bit entry
offsets (FLAG_OFFSET16) and compact entries (FLAG_COMPACT). This script
rewrites every type chunk with dense 32-bit offsets and full entries and
drops chunk types that Android 10 does not know, so the app's resources
can be linked against the real API 35 framework attributes and styles.

usage: legacy_arsc.py ANDROID_ALL.jar OUT.apk
  writes OUT.apk holding the rewritten resources.arsc and the framework's
  AndroidManifest.xml: what `aapt2 link -I` needs.
"""
import struct
import sys
import zipfile

RES_TABLE_TYPE = 0x0002
RES_TABLE_PACKAGE_TYPE = 0x0200
RES_TABLE_TYPE_TYPE = 0x0201
RES_TABLE_TYPE_SPEC_TYPE = 0x0202
RES_TABLE_LIBRARY_TYPE = 0x0203
RES_STRING_POOL_TYPE = 0x0001
KNOWN_IN_PACKAGE = {RES_STRING_POOL_TYPE, RES_TABLE_TYPE_TYPE, RES_TABLE_TYPE_SPEC_TYPE,
                    RES_TABLE_LIBRARY_TYPE}

FLAG_SPARSE = 0x01
FLAG_OFFSET16 = 0x02
NO_ENTRY = 0xFFFFFFFF

ENTRY_FLAG_COMPLEX = 0x0001
ENTRY_FLAG_COMPACT = 0x0008


def chunks(data, start, end):
    pos = start
    while pos < end:
        kind, header_size, size = struct.unpack_from('<HHI', data, pos)
        yield kind, header_size, data[pos:pos + size]
        pos += size


def entry_offsets(chunk, header_size, flags, count):
    """(index, offset) of every present entry."""
    if flags & FLAG_SPARSE:
        for i in range(count):
            index, offset = struct.unpack_from('<HH', chunk, header_size + 4 * i)
            yield index, offset * 4
    elif flags & FLAG_OFFSET16:
        for i in range(count):
            (offset,) = struct.unpack_from('<H', chunk, header_size + 2 * i)
            if offset != 0xFFFF:
                yield i, offset * 4
    else:
        for i in range(count):
            (offset,) = struct.unpack_from('<I', chunk, header_size + 4 * i)
            if offset != NO_ENTRY:
                yield i, offset


def full_entry(chunk, at):
    """The entry at `at`, as the bytes of a full (non-compact) entry."""
    size, flags = struct.unpack_from('<HH', chunk, at)
    if flags & ENTRY_FLAG_COMPACT:
        key = size
        (value,) = struct.unpack_from('<I', chunk, at + 4)
        data_type = flags >> 8
        flags = flags & 0xFF & ~ENTRY_FLAG_COMPACT
        return struct.pack('<HHI', 8, flags, key) + struct.pack('<HBBI', 8, 0, data_type, value)
    if flags & ENTRY_FLAG_COMPLEX:
        (count,) = struct.unpack_from('<I', chunk, at + 12)
        return chunk[at:at + size + 12 * count]
    (value_size,) = struct.unpack_from('<H', chunk, at + size)
    return chunk[at:at + size + value_size]


def rewrite_type(chunk, header_size):
    flags = chunk[9]
    count, entries_start = struct.unpack_from('<II', chunk, 12)
    if not flags & (FLAG_OFFSET16 | FLAG_SPARSE) and not has_compact(chunk, header_size, flags, count, entries_start):
        return chunk
    present = {i: full_entry(chunk, entries_start + o)
               for i, o in entry_offsets(chunk, header_size, flags, count)}
    dense_count = max(present) + 1 if present else 0
    offsets = []
    body = bytearray()
    for i in range(dense_count):
        if i in present:
            offsets.append(len(body))
            body += present[i]
        else:
            offsets.append(NO_ENTRY)
    new_entries_start = header_size + 4 * dense_count
    header = bytearray(chunk[:header_size])
    header[9] = flags & ~(FLAG_OFFSET16 | FLAG_SPARSE)
    struct.pack_into('<II', header, 12, dense_count, new_entries_start)
    out = header + struct.pack('<%dI' % dense_count, *offsets) + body
    struct.pack_into('<I', out, 4, len(out))
    return bytes(out)


def has_compact(chunk, header_size, flags, count, entries_start):
    for _, offset in entry_offsets(chunk, header_size, flags, count):
        if struct.unpack_from('<H', chunk, entries_start + offset + 2)[0] & ENTRY_FLAG_COMPACT:
            return True
    return False


def rewrite_package(chunk, header_size):
    parts = [chunk[:header_size]]
    for kind, sub_header, sub in chunks(chunk, header_size, len(chunk)):
        if kind == RES_TABLE_TYPE_TYPE:
            parts.append(rewrite_type(sub, sub_header))
        elif kind in KNOWN_IN_PACKAGE:
            parts.append(sub)
        # Newer chunk kinds (staged aliases, overlayables) are not needed to link.
    out = bytearray(b''.join(parts))
    struct.pack_into('<I', out, 4, len(out))
    return bytes(out)


def rewrite_table(data):
    kind, header_size, _ = struct.unpack_from('<HHI', data, 0)
    if kind != RES_TABLE_TYPE:
        raise SystemExit('not a resource table')
    parts = [data[:header_size]]
    for sub_kind, sub_header, sub in chunks(data, header_size, len(data)):
        parts.append(rewrite_package(sub, sub_header) if sub_kind == RES_TABLE_PACKAGE_TYPE else sub)
    out = bytearray(b''.join(parts))
    struct.pack_into('<I', out, 4, len(out))
    return bytes(out)


if __name__ == '__main__':
    source, target = sys.argv[1:3]
    with zipfile.ZipFile(source) as jar:
        table = jar.read('resources.arsc')
        manifest = jar.read('AndroidManifest.xml')
    with zipfile.ZipFile(target, 'w', zipfile.ZIP_STORED) as apk:
        apk.writestr('resources.arsc', rewrite_table(table))
        apk.writestr('AndroidManifest.xml', manifest)
