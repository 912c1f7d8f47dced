#!/usr/bin/env python3
"""Issue 27's "drag path": the project functions one terminal drag frame goes through.

Two counts, each from two debug carddeck-bench runs under callgrind (the difference between a
short and a long run cancels set-up; a function counts when the extra frames called it at least
once per frame):

1. The path a move takes (--path), from the input reader to the bytes written. Run the live
   session with a scripted terminal, which parses one SGR drag report per frame:
       valgrind --tool=callgrind --compress-strings=no --compress-pos=no \\
           --callgrind-out-file=/tmp/cgs-40 .build/debug/carddeck-bench \\
           --terminal-session-reports 40 --nodes 100
       (the same with 60 reports into /tmp/cgs-60; --terminal-session-detent-reports drags a
       draggable card between its detents instead of scrubbing the stack's dismissal)
       Benchmarks/drag-path.py --path /tmp/cgs-40 40 /tmp/cgs-60 60 "$PWD/Sources/"
   A function is on the path when it is on a call chain from the session's loop to one of the
   stations a move passes: where the report's bytes are parsed (TerminalInputParser.parse),
   where they become a pointer event (TerminalPointerMapper.pointerEvents), where the event
   enters the window (InputRouter.enqueue), where the moved node is queued for the commit
   (CommitPhase.enqueue; Window.enqueueCommit before issue 27's parts)
   and where bytes are written (TerminalBufferOutput.write). What those functions call to compute
   a value (the rubber band, the geometry, rasterizing, encoding cells) is the frame's work, which
   the second count lists. Accessors on the path count: they run code there; compiler-generated
   thunks do not.

2. Everything a frame calls (the default), from the stack drag with a renderer attached:
       (the same valgrind command) .build/debug/carddeck-bench --terminal-frames 5 --nodes 100
       (and 15 frames into /tmp/cg-15)
       Benchmarks/drag-path.py /tmp/cg-5 5 /tmp/cg-15 15 "$PWD/Sources/"
   Accessors, inits, witnesses and outlined copies are left out of the first total.
"""
import collections
import re
import subprocess
import sys

# Compiler-generated glue (a closure's reabstraction thunk): no source line, and callgrind
# files it under the source or not from run to run.
THUNK = re.compile(r'^(partial apply for )?(reabstraction )?thunk for |^partial apply for thunk')
STATIONS = [
    r'^TerminalInputParser\.parse\b',
    r'^TerminalPointerMapper\.pointerEvents\(',
    r'^InputRouter\.enqueue\(',
    r'^(CommitPhase\.enqueue|Window\.enqueueCommit)\(',  # the latter before issue 27
    r'^TerminalBufferOutput\.write\(',
]
TRIVIAL = re.compile(
    r'\.(getter|setter|modify|unsafeAddressor|_read|init)\b|^(outlined|implicit closure|__swift)'
    r'|\b(getter|setter|modify) :|\.init\(|value witness|\bwitness\b|\.deinit'
    r'|\.__deallocating_deinit|\.rawValue|hash\(|==')


def parse(path):
    """Calls per (caller, callee) and each function's file, from an uncompressed callgrind file."""
    edges = collections.Counter()
    files = {}
    names = {}
    fl = fn = cfl = pending = None

    def name(kind, raw):
        m = re.match(r'\((\d+)\)(?: (.*))?', raw)
        if not m:
            return raw
        key = (kind, m.group(1))
        if m.group(2) is not None:
            names[key] = m.group(2)
        return names.get(key, raw)

    for line in open(path, errors='replace'):
        line = line.rstrip('\n')
        if line.startswith('fl='):
            fl = name('f', line[3:])
        elif line.startswith(('fi=', 'fe=')):
            name('f', line[3:])
        elif line.startswith('fn='):
            fn = name('n', line[3:])
            files.setdefault(fn, fl)
        elif line.startswith(('cfl=', 'cfi=')):
            cfl = name('f', line[4:])
        elif line.startswith('cfn='):
            pending = name('n', line[4:])
            files.setdefault(pending, cfl or fl)
        elif line.startswith('calls=') and pending:
            edges[(fn, pending)] += int(line[6:].split()[0])
            pending = cfl = None
    return edges, files


def demangled(symbols):
    out = subprocess.run(['swift', 'demangle', '--simplified'], input='\n'.join(symbols),
                         capture_output=True, text=True).stdout.split('\n')
    return {s: d.strip() for s, d in zip(symbols, out)}


args = sys.argv[1:]
path_mode = args[:1] == ['--path']
if path_mode:
    args = args[1:]
if len(args) != 5:
    sys.exit(__doc__)
short, long_ = parse(args[0])[0], parse(args[2])
edges, files = long_
frames = int(args[3]) - int(args[1])
prefix = args[4]
per_frame = {e: (n - short.get(e, 0)) / frames for e, n in edges.items()
             if n - short.get(e, 0) >= frames}
symbols = sorted({f for e in per_frame for f in e})
names = demangled(symbols)


def in_project(symbol):
    return prefix in (files.get(symbol) or '')


def source(symbol):
    return files[symbol].split('Sources/')[-1]


if path_mode:
    callers = collections.defaultdict(set)
    for caller, callee in per_frame:
        callers[callee].add(caller)
    stations = [s for s in symbols
                if in_project(s) and any(re.search(p, names[s]) for p in STATIONS)]
    missing = [p for p in STATIONS if not any(re.search(p, names[s]) for s in stations)]
    if missing:
        sys.exit(f'no frame reached {missing}: run --terminal-session-reports (see the header)')
    seen, stack = set(), list(stations)
    while stack:
        symbol = stack.pop()
        if symbol not in seen:
            seen.add(symbol)
            stack.extend(callers[symbol])
    rows = sorted((source(s), names[s]) for s in seen if in_project(s) and not THUNK.search(names[s]))
    for file, function in rows:
        print(f'{file}  {function}')
    print(f'# {len(rows)} functions in {len({r[0] for r in rows})} files on the path a move takes')
else:
    totals = collections.Counter()
    for (_, callee), n in edges.items():
        totals[callee] += n
    for (_, callee), n in short.items():
        totals[callee] -= n
    calls = {s: n / frames for s, n in totals.items() if n >= frames}
    names.update(demangled(sorted(s for s in calls if s not in names)))
    rows = sorted((source(s), names[s], n) for s, n in calls.items() if in_project(s))
    keep = [r for r in rows if not TRIVIAL.search(r[1])]
    for file, function, n in keep:
        print(f'{n:8.2f}  {file}  {function}')
    print(f'# {len(keep)} non-accessor functions in {len({r[0] for r in keep})} files '
          f'({len(rows)} functions incl. accessors/inits in {len({r[0] for r in rows})} files)')
