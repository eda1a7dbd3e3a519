#!/usr/bin/env python3
"""Drives a strings-lint coverage page (--format html) in headless Chromium through the DevTools
protocol, with nothing but Python's standard library, and checks that it works as a reader
uses it:

- the page loads with every finding shown and "N of N findings shown";
- clicking a severity box (a real mouse click at the box's place on screen) hides exactly the
  findings of that severity, and files left without a shown finding; clicking it again brings
  them back; clicking rule boxes away leaves only the findings of the rules still ticked;
- a link that preselects filters (`#severity=error`) opens with only those findings shown;
- the screenshot (taken before any click) is a PNG of the window's size, with real content:
  not one colour, and many pixels apart from the background.

Each expectation is computed here from the findings' data attributes, not by the page's own
script. Exits 0 when all holds, 1 with the failures listed, 2 when Chromium cannot be run.

    Scripts/coverage-in-browser.py PAGE.html [--screenshot OUT.png] [--size 1100,1900]

Chromium is started with --remote-debugging-pipe: the protocol's JSON messages travel over
file descriptors 3 and 4, NUL-terminated, so no port and no WebSocket are needed."""
import argparse
import base64
import json
import os
import pathlib
import select
import shutil
import struct
import subprocess
import sys
import tempfile
import time
import zlib

TIMEOUT = 60


class Browser:
    def __init__(self, executable, width, height, profile):
        self.log = open(os.path.join(profile, "chromium.log"), "w+b")
        to_browser_read, self.to_browser = os.pipe()
        self.from_browser, from_browser_write = os.pipe()

        def wire():
            # The child reads commands on fd 3 and writes answers on fd 4.
            os.dup2(to_browser_read, 3)
            os.dup2(from_browser_write, 4)
            # dup2 onto the same number keeps close-on-exec: clear it either way.
            os.set_inheritable(3, True)
            os.set_inheritable(4, True)

        self.process = subprocess.Popen(
            [executable, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
             "--force-color-profile=srgb", "--remote-debugging-pipe", "--no-first-run",
             "--no-default-browser-check", f"--user-data-dir={profile}",
             f"--window-size={width},{height}", "about:blank"],
            # Its log goes to a file: a pipe nobody reads could fill up and stall it.
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=self.log,
            # The pipes are not inheritable (PEP 446) but for their copies made by wire().
            preexec_fn=wire, close_fds=False)
        os.close(to_browser_read)
        os.close(from_browser_write)
        self.buffer = b""
        self.next_id = 0
        self.events = []
        self.session = None

    def log_tail(self):
        self.log.seek(0)
        return self.log.read().decode(errors="replace")[-2000:]

    def send(self, method, params=None, session=True):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session and self.session:
            message["sessionId"] = self.session
        try:
            os.write(self.to_browser, json.dumps(message).encode() + b"\0")
        except BrokenPipeError:
            raise RuntimeError("Chromium exited: " + self.log_tail())
        while True:
            reply = self.receive()
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                return reply.get("result", {})
            self.events.append(reply)

    def receive(self):
        deadline = time.monotonic() + TIMEOUT
        while b"\0" not in self.buffer:
            left = deadline - time.monotonic()
            ready, _, _ = select.select([self.from_browser], [], [], max(left, 0))
            if not ready:
                raise RuntimeError("Chromium did not answer in time")
            chunk = os.read(self.from_browser, 1 << 16)
            if not chunk:
                raise RuntimeError("Chromium closed the connection: "
                                   + self.log_tail())
            self.buffer += chunk
        message, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(message)

    def wait_for(self, method):
        deadline = time.monotonic() + TIMEOUT
        while time.monotonic() < deadline:
            for index, event in enumerate(self.events):
                if event.get("method") == method:
                    del self.events[index]
                    return event
            self.events.append(self.receive())
        raise RuntimeError(f"no {method} event")

    def evaluate(self, expression):
        result = self.send("Runtime.evaluate", {"expression": expression, "returnByValue": True})
        if "exceptionDetails" in result:
            raise RuntimeError(f"script error: {result['exceptionDetails']}")
        return result["result"].get("value")

    def open(self, url):
        self.events.clear()
        self.send("Page.navigate", {"url": url})
        self.wait_for("Page.loadEventFired")

    def close(self):
        try:
            self.send("Browser.close", session=False)
        except Exception:
            pass
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        os.close(self.to_browser)
        os.close(self.from_browser)
        self.log.close()


# What the page shows, read from the DOM: every finding with its data and whether it is shown.
STATE = """(function () {
  function shown(element) { return !element.closest("[hidden]") &&
    getComputedStyle(element).display !== "none"; }
  return {
    findings: Array.prototype.map.call(document.querySelectorAll("li.finding"), function (item) {
      return { severity: item.dataset.severity, rule: item.dataset.rule, shown: shown(item),
               file: item.closest("section.file") ? Array.prototype.indexOf.call(
                 document.querySelectorAll("section.file"), item.closest("section.file")) : -1 };
    }),
    files: Array.prototype.map.call(document.querySelectorAll("section.file"), shown),
    boxes: Array.prototype.map.call(document.querySelectorAll("input[data-filter]"), function (box) {
      return { filter: box.dataset.filter, value: box.value, checked: box.checked };
    }),
    shownText: (document.getElementById("shown") || {}).textContent
  };
})()"""


def click(browser, group, value):
    """A real click: the box is scrolled into view and the mouse pressed at its centre."""
    rect = browser.evaluate(f"""(function () {{
      var box = document.querySelector('input[data-filter="{group}"][value="{value}"]');
      box.scrollIntoView({{block: "center"}});
      var r = box.getBoundingClientRect();
      return {{x: r.left + r.width / 2, y: r.top + r.height / 2}};
    }})()""")
    for kind in ("mouseMoved", "mousePressed", "mouseReleased"):
        browser.send("Input.dispatchMouseEvent", {
            "type": kind, "x": rect["x"], "y": rect["y"], "button": "left",
            "clickCount": 0 if kind == "mouseMoved" else 1})


def expect_shown(state, wanted, what, failures):
    """`wanted(finding)` says whether a finding must be shown; files follow their findings."""
    total = len(state["findings"])
    expected = [bool(wanted(f)) for f in state["findings"]]
    actual = [f["shown"] for f in state["findings"]]
    if expected != actual:
        failures.append(f"{what}: shown {actual}, expected {expected}")
    for index, file_shown in enumerate(state["files"]):
        has = any(e for f, e in zip(state["findings"], expected) if f["file"] == index)
        if file_shown != has:
            failures.append(f"{what}: file {index} shown={file_shown}, expected {has}")
    text = f"{sum(expected)} of {total} findings shown"
    if state["shownText"] != text:
        failures.append(f"{what}: the count reads {state['shownText']!r}, expected {text!r}")
    return sum(expected)


def png_pixels(data):
    """Width, height and rows of pixel tuples of an 8-bit RGB or RGBA PNG, unfiltered."""
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG")
    position, chunks, header = 8, [], None
    while position < len(data):
        length, kind = struct.unpack(">I4s", data[position:position + 8])
        body = data[position + 8:position + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            chunks.append(body)
        position += 12 + length
    width, height, depth, color, _, _, interlace = header
    if depth != 8 or color not in (2, 6) or interlace:
        raise ValueError(f"unexpected PNG format (depth {depth}, color type {color})")
    channels = 3 if color == 2 else 4
    raw = zlib.decompress(b"".join(chunks))
    stride = width * channels
    rows, previous = [], bytearray(stride)
    for y in range(height):
        kind = raw[y * (stride + 1)]
        line = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up = previous[i]
            corner = previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + left) & 255
            elif kind == 2:
                line[i] = (line[i] + up) & 255
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 255
            elif kind == 4:
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                line[i] = (line[i] + (left if pa <= pb and pa <= pc else up if pb <= pc else corner)) & 255
        rows.append(line)
        previous = line
    return width, height, channels, rows


def check_screenshot(data, width, height, failures):
    try:
        got_width, got_height, channels, rows = png_pixels(data)
    except ValueError as error:
        failures.append(f"screenshot: {error}")
        return
    if (got_width, got_height) != (width, height):
        failures.append(f"screenshot: {got_width}x{got_height}, expected {width}x{height}")
    counts = {}
    for line in rows[::4]:
        for x in range(0, len(line), channels * 4):
            pixel = bytes(line[x:x + 3])
            counts[pixel] = counts.get(pixel, 0) + 1
    sampled = sum(counts.values())
    background = max(counts.values())
    content = 1 - background / sampled
    if len(counts) < 16 or content < 0.02:
        failures.append(f"screenshot: looks blank ({len(counts)} colours, "
                        f"{content:.1%} of the pixels apart from the background)")
    return len(counts), content


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("page")
    parser.add_argument("--screenshot")
    parser.add_argument("--size", default="1100,1900")
    arguments = parser.parse_args()
    width, height = (int(v) for v in arguments.size.split(","))
    executable = next((shutil.which(name) for name in ("chromium", "chromium-browser",
                       "google-chrome") if shutil.which(name)), None)
    if executable is None:
        print("chromium is not installed (apt-get install chromium)", file=sys.stderr)
        return 2
    url = pathlib.Path(arguments.page).resolve().as_uri()
    failures = []
    with tempfile.TemporaryDirectory() as profile:
        browser = Browser(executable, width, height, profile)
        try:
            target = browser.send("Target.createTarget", {"url": "about:blank"}, session=False)
            browser.session = browser.send(
                "Target.attachToTarget", {"targetId": target["targetId"], "flatten": True},
                session=False)["sessionId"]
            browser.send("Page.enable")
            browser.send("Emulation.setDeviceMetricsOverride", {
                "width": width, "height": height, "deviceScaleFactor": 1, "mobile": False})
            browser.open(url)

            state = browser.evaluate(STATE)
            findings = state["findings"]
            severities = sorted({f["severity"] for f in findings})
            rules = sorted({f["rule"] for f in findings})
            if len(findings) < 2 or len(severities) < 2 or len(rules) < 2:
                failures.append(f"the page needs findings of two severities and rules to "
                                f"exercise the filters: {len(findings)} findings, "
                                f"severities {severities}, rules {rules}")
            expect_shown(state, lambda f: True, "on load", failures)

            if arguments.screenshot:
                shot = base64.b64decode(browser.send("Page.captureScreenshot",
                                                     {"format": "png"})["data"])
                pathlib.Path(arguments.screenshot).write_bytes(shot)
                summary = check_screenshot(shot, width, height, failures)
                if summary:
                    print(f"screenshot: {width}x{height}, {summary[0]} colours, "
                          f"{summary[1]:.0%} content")

            steps = 0
            if len(severities) >= 2:
                hidden = severities[-1]
                click(browser, "severity", hidden)
                shown = expect_shown(browser.evaluate(STATE), lambda f: f["severity"] != hidden,
                                     f"severity {hidden} clicked off", failures)
                if shown in (0, len(findings)):
                    failures.append("clicking a severity changed nothing")
                click(browser, "severity", hidden)
                expect_shown(browser.evaluate(STATE), lambda f: True,
                             f"severity {hidden} clicked on again", failures)
                steps += 2
            if len(rules) >= 2:
                kept = rules[0]
                for rule in rules[1:]:
                    click(browser, "rule", rule)
                    steps += 1
                expect_shown(browser.evaluate(STATE), lambda f: f["rule"] == kept,
                             f"every rule but {kept} clicked off", failures)
            wanted = severities[0] if severities else "error"
            browser.open("about:blank")
            browser.open(f"{url}#severity={wanted}")
            state = browser.evaluate(STATE)
            expect_shown(state, lambda f: f["severity"] == wanted,
                         f"opened with #severity={wanted}", failures)
            boxes = {(b["filter"], b["value"]): b["checked"] for b in state["boxes"]}
            if any(checked != (value == wanted) for (group, value), checked in boxes.items()
                   if group == "severity"):
                failures.append(f"#severity={wanted} did not set the boxes: {boxes}")
            print(f"coverage page in {browser.evaluate('navigator.userAgent').split(' ')[-2]}: "
                  f"{len(findings)} findings, {len(severities)} severities, {len(rules)} rules, "
                  f"{steps} clicks")
        except RuntimeError as error:
            failures.append(str(error))
        finally:
            browser.close()
    for failure in failures:
        print(f"coverage page: {failure}", file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
