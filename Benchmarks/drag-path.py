#!/usr/bin/env python3
"""Lists the project functions one terminal drag frame calls (issue 27's "drag path" measure).

Run a debug carddeck-bench twice under callgrind, then compare:
    valgrind --tool=callgrind --compress-strings=no --compress-pos=no \
        --callgrind-out-file=/tmp/cg-5 .build/debug/carddeck-bench --terminal-frames 5 --nodes 100
    (the same with 15 frames into /tmp/cg-15)
    Benchmarks/drag-path.py /tmp/cg-5 5 /tmp/cg-15 15 "$PWD/Sources/"

A function counts when the extra frames called it at least once per frame; accessors, inits,
witnesses and outlined copies are left out of the first total.
"""
import re, subprocess, sys, collections

def parse(path):
    calls = collections.Counter(); files = {}
    fl = None; fn = None; cfl = None; cfn = None
    names = {}
    def name(kind, raw):
        m = re.match(r'\((\d+)\)(?: (.*))?', raw)
        if not m: return raw
        key = (kind, m.group(1))
        if m.group(2) is not None: names[key] = m.group(2)
        return names.get(key, raw)
    pending = None
    for line in open(path, errors='replace'):
        line = line.rstrip('\n')
        if line.startswith('fl='): fl = name('f', line[3:])
        elif line.startswith(('fi=', 'fe=')): name('f', line[3:])
        elif line.startswith('fn='):
            fn = name('n', line[3:]); files.setdefault(fn, fl)
        elif line.startswith(('cfl=', 'cfi=')): cfl = name('f', line[4:])
        elif line.startswith('cfn='):
            cfn = name('n', line[4:]); files.setdefault(cfn, cfl or fl); pending = cfn
        elif line.startswith('calls=') and pending:
            calls[pending] += int(line[6:].split()[0]); pending = None; cfl = None
    return calls, files

a, fa = parse(sys.argv[1]); b, fb = parse(sys.argv[3])
frames = int(sys.argv[4]) - int(sys.argv[2]); prefix = sys.argv[5]
rows = []
for fn, n in b.items():
    d = n - a.get(fn, 0)
    f = fb.get(fn) or ''
    if d >= frames and prefix in f:
        rows.append((fn, f, d / frames))
mangled = [r[0] for r in rows]
dem = subprocess.run(['swift', 'demangle', '--simplified'], input='\n'.join(mangled), capture_output=True, text=True).stdout.split('\n')
out = []
for (fn, f, per), d in zip(rows, dem):
    out.append((f.split('Sources/')[-1], d.strip(), per))
out.sort()
trivial = re.compile(r'\.(getter|setter|modify|unsafeAddressor|_read|init)\b|^(outlined|implicit closure|__swift)|\b(getter|setter|modify) :|\.init\(|value witness|\bwitness\b|\.deinit|\.__deallocating_deinit|\.rawValue|hash\(|==')
keep = [o for o in out if not trivial.search(o[1])]
for f, d, per in keep: print(f"{per:8.2f}  {f}  {d}")
print(f"# {len(keep)} non-accessor functions in {len(set(o[0] for o in keep))} files ({len(out)} functions incl. accessors/inits in {len(set(o[0] for o in out))} files)")
