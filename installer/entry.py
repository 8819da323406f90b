"""The bundle's entry point: the same ``mafia-protocol`` command.

In the bundle ``sys.executable`` is this program, not a Python, so a child process that the
program starts the way Python starts one lands here and is turned into what it asked for:

- multiprocessing's children (its ``spawn`` and ``forkserver`` methods, the default ones on
  Windows and macOS, and their resource tracker): ``freeze_support()`` (PyInstaller's version)
  runs the child's part and exits; ``fork`` needs nothing;
- ``sys.executable -m MODULE ARG…`` and ``sys.executable -c CODE ARG…``, as Python runs them
  (``runpy``, ``exec``): a helper written as ``[sys.executable, "-m", "app.…"]`` works in the
  bundle as it does from a source tree or a pip install, and the smoke test
  (installer/smoke.py) runs a judge's join through the bundle's own modules this way.
  Only as the first argument: the command's own options never begin with ``-m`` or ``-c``.
"""
import multiprocessing
import runpy
import sys


def python_child() -> bool:
    """Runs ``-m MODULE`` or ``-c CODE`` as Python would; False when neither was asked."""
    if not getattr(sys, "frozen", False) or len(sys.argv) < 3 or sys.argv[1] not in ("-m", "-c"):
        return False
    switch, target = sys.argv[1], sys.argv[2]
    if switch == "-m":
        sys.argv = [target, *sys.argv[3:]]          # runpy puts the module's file in argv[0]
        runpy.run_module(target, run_name="__main__", alter_sys=True)
    else:
        sys.argv = ["-c", *sys.argv[3:]]
        exec(compile(target, "<string>", "exec"), {"__name__": "__main__"})
    return True


if __name__ == "__main__":
    multiprocessing.freeze_support()
    if python_child():
        sys.exit(0)
    from app.cli import main

    sys.exit(main())
