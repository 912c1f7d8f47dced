"""Checks the numbers doc comments state against the code they describe (issue 29, item 12).

Three rules, over every Swift file under the given roots (default: Sources):

1. A stored property with a literal initial value (or one of a `static let` constant with a
   literal value) whose `///` comment says "default N" must start at N.
2. A parameter documented with "default N" must have the default value N in the declaration
   below the comment.
3. A public or package `static let` with a literal value whose comment's first sentence
   states the value after a colon or comma ("…: 16.") must equal it (sizes in KiB, MiB, GiB
   and times in ms are left alone: they are conversions).

Prints each mismatch as `file:line: …` and exits 1 when there is any; Python 3 standard
library only. `python3 Scripts/check_doc_numbers.py --self-test` checks the checker on
sources that break each rule. Run by `.ci/run`.
"""

from __future__ import annotations

import os
import re
import sys
import tempfile

NUMBER = r"[-+]?\d[\d_,]*(?:\.\d+)?(?:e[-+]?\d+)?"
DEFAULT = re.compile(r"[Dd]efault(?:s to|:| is)?\s+`?(" + NUMBER + ")")
PROPERTY = re.compile(
    r"\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:public|package|open)\s+(?:static\s+)?"
    r"(?:private\(set\)\s+|package\(set\)\s+)?(?:var|let)\s+(\w+)\s*(?::\s*[^=]+)?=\s*(.+?)$")
CONSTANT = re.compile(
    r"\s*(?:public\s+|package\s+|internal\s+|private\s+)?static\s+let\s+(\w+)"
    r"(?:\s*:\s*\w+)?\s*=\s*(" + NUMBER + r")\s*$")
STATED = re.compile(r"[:,]\s+(\d[\d,]*(?:\.\d+)?)\b")


def number(text: str) -> float:
    return float(text.replace("_", "").replace(",", ""))


def doc_above(lines: list[str], index: int) -> str:
    """The `///` comment above line `index`, attributes skipped, as one line."""
    j, doc = index - 1, []
    while j >= 0 and lines[j].strip().startswith(("///", "@")):
        if lines[j].strip().startswith("///"):
            doc.insert(0, lines[j].strip()[3:])
        j -= 1
    return " ".join(doc)


def check(roots: list[str]) -> list[str]:
    sources: dict[str, list[str]] = {}
    for root in roots:
        for directory, _, files in os.walk(root):
            for name in sorted(files):
                if name.endswith(".swift"):
                    path = os.path.join(directory, name)
                    with open(path, encoding="utf-8") as file:
                        sources[path] = file.read().split("\n")
    constants: dict[str, set[float]] = {}
    for lines in sources.values():
        for line in lines:
            if match := CONSTANT.match(line):
                constants.setdefault(match.group(1), set()).add(number(match.group(2)))

    def value(text: str) -> float | None:
        text = text.strip().rstrip("{").strip()
        if match := re.fullmatch(r"\(?\s*(" + NUMBER + r")\s*\)?", text):
            return number(match.group(1))
        if match := re.fullmatch(r"(?:\w+\.|Self\.)?(\w+)", text):
            known = constants.get(match.group(1), set())
            if len(known) == 1:
                return next(iter(known))
        return None

    problems = []
    for path, lines in sources.items():
        for index, line in enumerate(lines):
            if match := PROPERTY.match(line):
                stated = DEFAULT.search(doc_above(lines, index))
                actual = value(match.group(2))
                if stated and actual is not None and abs(number(stated.group(1)) - actual) > 1e-9:
                    problems.append(f"{path}:{index + 1}: {match.group(1)}: the comment says "
                                    f"default {stated.group(1)}, the code {match.group(2).strip()}")
            if match := re.match(r"\s*///\s+(?:- Parameter\s+(\w+)|-\s+(\w+)):(.*)$", line):
                name, body, k = match.group(1) or match.group(2), match.group(3), index + 1
                while (k < len(lines) and lines[k].strip().startswith("///")
                       and not re.match(r"\s*///\s+-", lines[k])):
                    body += " " + lines[k].strip()[3:]
                    k += 1
                stated = DEFAULT.search(body)
                if not stated:
                    continue
                while k < len(lines) and lines[k].strip().startswith(("///", "@")):
                    k += 1
                signature = " ".join(part.strip() for part in lines[k:k + 12])
                found = re.search(r"\b" + name + r"\s*:\s*[^=,)]+=\s*([^,)]+)", signature)
                actual = value(found.group(1)) if found else None
                if actual is not None and abs(number(stated.group(1)) - actual) > 1e-9:
                    problems.append(f"{path}:{index + 1}: parameter {name}: the comment says "
                                    f"default {stated.group(1)}, the code {found.group(1).strip()}")
            if (match := CONSTANT.match(line)) and re.match(r"\s*(public|package)", line):
                first = doc_above(lines, index).split(". ")[0]
                stated = STATED.search(first)
                if (stated and not re.search(r"KiB|MiB|GiB|ms\b", first)
                        and abs(number(stated.group(1)) - number(match.group(2))) > 1e-9):
                    problems.append(f"{path}:{index + 1}: {match.group(1)} is {match.group(2)}; "
                                    f"the comment says {stated.group(1)}")
    return problems


SELF_TEST = {
    "Good.swift": """
public struct Good {
    /// Spacing in points; default 12.
    public var spacing = 12.0
    /// Inset in points, ≥ 0; default 16.
    public var inset = Good.defaultInset
    /// The inset when none is given: 16.
    public static let defaultInset = 16.0
    /// Makes one.
    ///
    /// - Parameter count: How many; default 3.
    public init(count: Int = 3) {}
}
""",
    "Bad.swift": """
public struct Bad {
    /// Spacing in points; default 10.
    public var spacing = 12.0
    /// Inset in points; default 20.
    public var inset = Bad.defaultInset
    /// The inset when none is given: 18.
    public static let defaultInset = 16.0
    /// Makes one.
    ///
    /// - Parameter count: How many; default 4.
    public init(count: Int = 3) {}
}
""",
}


def self_test() -> int:
    with tempfile.TemporaryDirectory() as root:
        for name, text in SELF_TEST.items():
            with open(os.path.join(root, name), "w", encoding="utf-8") as file:
                file.write(text)
        problems = check([root])
    expected = {"spacing", "inset", "defaultInset", "parameter count"}
    found = {p.split(": ")[1].split(" is ")[0] for p in problems}
    ok = all("Bad.swift" in p for p in problems) and found == expected and len(problems) == 4
    print("check_doc_numbers self-test:", "passed" if ok else f"FAILED: {problems}")
    return 0 if ok else 1


def main() -> int:
    if sys.argv[1:] == ["--self-test"]:
        return self_test()
    problems = check(sys.argv[1:] or ["Sources"])
    for problem in problems:
        print(problem)
    print(f"check_doc_numbers: {len(problems)} mismatches")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
