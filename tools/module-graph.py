#!/usr/bin/env python3
"""Prints Pinmap's module graph from the `import` lines of Sources/ (and Tests/ with --tests), and checks it
against Package.swift: a dependency declared but never imported, or a module imported but not declared, is listed
and makes the exit status 1. docs/ARCHITECTURE.md's graph is drawn from this output.

Usage: tools/module-graph.py [--tests]
"""
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
IMPORT = re.compile(r"^\s*(?:@testable\s+|@preconcurrency\s+|@_exported\s+)*import\s+(?:(?:struct|class|enum|func)\s+)?([A-Za-z_][A-Za-z0-9_]*)")
# Modules of the toolchain and Swift packages: not targets of this package.
OUTSIDE = {"Foundation", "Testing", "XCTest", "Dispatch", "Glibc", "Synchronization", "ArgumentParser", "PackageDescription",
           "Darwin", "os", "_Concurrency", "FoundationXML"}


def declared_targets():
    """Each target of Package.swift with the target names it declares as dependencies, in order."""
    text = (ROOT / "Package.swift").read_text()
    targets = {}
    for m in re.finditer(r"\.(target|executableTarget|testTarget|systemLibrary)\(\s*name:\s*\"([^\"]+)\"", text):
        kind, name = m.group(1), m.group(2)
        # The dependency list runs to the end of this target's call: up to the next `.target(`-like opening.
        rest = text[m.end():]
        nxt = re.search(r"\.(target|executableTarget|testTarget|systemLibrary)\(", rest)
        body = rest[: nxt.start()] if nxt else rest
        deps = []
        dm = re.search(r"dependencies:\s*\[(.*?)\]\s*[,)]", body, re.S)
        if dm:
            deps = re.findall(r"^\s*\"([^\"]+)\"|[\[,]\s*\"([^\"]+)\"", dm.group(1), re.M)
            deps = [a or b for a, b in deps]
        targets[name] = (kind, deps)
    return targets


def imports_of(folder):
    found = set()
    for path in folder.rglob("*.swift"):
        for line in path.read_text(errors="replace").splitlines():
            m = IMPORT.match(line)
            if m:
                found.add(m.group(1))
    return found


def main():
    with_tests = "--tests" in sys.argv[1:]
    targets = declared_targets()
    problems = 0
    for name, (kind, deps) in targets.items():
        if kind == "systemLibrary" or (kind == "testTarget" and not with_tests):
            continue
        folder = ROOT / ("Tests" if kind == "testTarget" else "Sources") / name
        if not folder.is_dir():
            continue
        used = imports_of(folder) - OUTSIDE - {name}
        if not any(folder.rglob("*.swift")):
            continue  # a C target: its headers include, they do not import
        print(f"{name} -> {', '.join(sorted(used)) or '(nothing)'}")
        declared = set(deps)
        for d in sorted(declared - used):
            # pinmapTests imports the executable `pinmap` with @testable; a C shim target is linked, not imported.
            if d in targets and targets[d][0] == "target" and not any((ROOT / "Sources" / d).rglob("*.swift")):
                continue
            print(f"  declared, never imported: {d}")
            problems += 1
        for d in sorted(used - declared):
            if d in targets:
                print(f"  imported, not declared: {d}")
                problems += 1
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
