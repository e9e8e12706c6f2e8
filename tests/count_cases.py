#!/usr/bin/env python3
"""Adds up the GoogleTest cases that one ctest run ran: each test binary (or shard of one) writes
its results to <build>/test-results/<test>.json (tests/CMakeLists.txt), and ctest counts binaries,
not cases. Usage: count_cases.py RESULTS_DIR [STAGE]. Prints one line, for example
"default suite: 812 cases in 43 binaries: 810 passed, 0 failed, 2 skipped"; exits 1 when a case
failed or a results file cannot be read, 0 otherwise (also when there are none)."""
import glob
import json
import os
import sys


def count(results_dir):
    """Returns (binaries, passed, failed, skipped, unreadable files)."""
    binaries = passed = failed = skipped = 0
    unreadable = []
    for path in sorted(glob.glob(os.path.join(results_dir, "*.json"))):
        try:
            with open(path) as f:
                report = json.load(f)
        except (OSError, ValueError):
            unreadable.append(os.path.basename(path))
            continue
        binaries += 1
        for suite in report.get("testsuites", []):
            for case in suite.get("testsuite", []):
                if case.get("status") != "RUN":
                    continue
                if case.get("failures"):
                    failed += 1
                elif case.get("result") == "SKIPPED":
                    skipped += 1
                else:
                    passed += 1
    return binaries, passed, failed, skipped, unreadable


def main(argv):
    if len(argv) < 2 or argv[1] in ("-h", "--help"):
        print(__doc__.strip())
        return 0 if len(argv) >= 2 else 2
    stage = argv[2] if len(argv) > 2 else "tests"
    binaries, passed, failed, skipped, unreadable = count(argv[1])
    cases = passed + failed + skipped
    if binaries == 0 and not unreadable:
        print(f"{stage}: no GoogleTest binary ran (ctest's count above is the whole stage)")
        return 0
    print(f"{stage}: {cases} cases in {binaries} binaries: {passed} passed, {failed} failed, "
          f"{skipped} skipped")
    for name in unreadable:
        print(f"{stage}: cannot read {name} (a binary that crashed before writing it?)")
    return 1 if failed or unreadable else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
