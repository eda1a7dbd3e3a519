#!/usr/bin/env python3
"""Runs the shell steps of action.yml here, as the GitHub runner would, so that the action can
be tested without GitHub:

    Scripts/run-action.py [--input NAME=VALUE ...]   (run in the folder to check)

Like the runner it sets GITHUB_ACTION_PATH (this repository), GITHUB_WORKSPACE (the current
folder) and GITHUB_PATH (a file whose lines are put in front of PATH for the later steps),
fills `${{ inputs.NAME }}` from --input or the input's default, and runs each step's script with
`bash --noprofile --norc -eo pipefail`. Other expressions and non-shell steps are refused, so
that the action cannot grow a step this script would silently skip. Exits with the status of
the first failing step. Needs PyYAML (it comes with pre-commit)."""
import argparse
import os
import re
import subprocess
import sys
import tempfile

try:
    import yaml
except ImportError:
    print("skipped: PyYAML is not installed (pip install pyyaml)")
    sys.exit(0)

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--input", action="append", default=[], metavar="NAME=VALUE")
    options = parser.parse_args()
    with open(os.path.join(ROOT, "action.yml"), encoding="utf-8") as file:
        action = yaml.safe_load(file)
    if action["runs"]["using"] != "composite":
        sys.exit("action.yml: not a composite action")

    inputs = {name: str(spec.get("default", "")) for name, spec in action["inputs"].items()}
    for item in options.input:
        name, _, value = item.partition("=")
        if name not in inputs:
            sys.exit(f"unknown input '{name}'; the action has {', '.join(sorted(inputs))}")
        inputs[name] = value

    def expand(text):
        def replace(match):
            expression = match.group(1).strip()
            if expression.startswith("inputs."):
                return inputs[expression[len("inputs."):]]
            if expression == "github.action_path":
                return ROOT
            sys.exit(f"action.yml: unsupported expression '{expression}'")
        return re.sub(r"\$\{\{(.*?)\}\}", replace, str(text))

    with tempfile.TemporaryDirectory() as temporary:
        github_path = os.path.join(temporary, "path")
        open(github_path, "w").close()
        base = dict(os.environ, GITHUB_ACTION_PATH=ROOT, GITHUB_WORKSPACE=os.getcwd(),
                    GITHUB_PATH=github_path, GITHUB_ACTIONS="true", CI="true",
                    RUNNER_TEMP=temporary)
        for number, step in enumerate(action["runs"]["steps"], 1):
            if "run" not in step or step.get("shell") != "bash":
                sys.exit(f"step {number}: only 'shell: bash' steps with 'run' are supported")
            environment = dict(base)
            with open(github_path, encoding="utf-8") as file:
                added = [line.strip() for line in file if line.strip()]
            environment["PATH"] = os.pathsep.join(list(reversed(added)) + [base["PATH"]])
            for name, value in (step.get("env") or {}).items():
                environment[name] = expand(value)
            script = os.path.join(temporary, f"step{number}.sh")
            with open(script, "w", encoding="utf-8") as file:
                file.write(expand(step["run"]))
            print(f"##[group]{step.get('name', f'step {number}')}", flush=True)
            status = subprocess.call(["bash", "--noprofile", "--norc", "-eo", "pipefail", script],
                                     env=environment)
            print("##[endgroup]", flush=True)
            if status != 0:
                print(f"##[error]step {number} ({step.get('name')}) exited with {status}",
                      file=sys.stderr)
                return status
    return 0


sys.exit(main())
