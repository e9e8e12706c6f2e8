"""The checks of the tools' test scripts: each check prints "ok:" or "FAIL:" and what it checked,
and a failed one is remembered, so that a script reports every failure before it fails.

    from checks import check, exit_status
    check(result == expected, f"what was checked ({result})")
    sys.exit(exit_status())
"""
import sys

failures = []


def check(ok, what):
    """Prints the check's outcome; records it when it failed."""
    print(("ok:   " if ok else "FAIL: ") + what, flush=True)
    if not ok:
        failures.append(what)


def exit_status():
    """Returns the script's exit status: 1, after naming the failed checks, when any failed;
    else 0."""
    if failures:
        print(f"{len(failures)} check(s) failed: " + "; ".join(failures), file=sys.stderr)
        return 1
    print("all checks passed")
    return 0
