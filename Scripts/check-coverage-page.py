#!/usr/bin/env python3
"""Reads a strings-lint coverage page (--format html) on standard input with Python's own HTML
parser, independently of the Swift code that wrote it, and prints what it found as JSON:

    {"problems": [...], "findings": [...], "coverage": [...], "filters": {...}}

`problems` lists every structural fault: a tag closed out of order or never closed, an
external asset (src, href, @import or url(...)), a finding without its data attributes, a filter
box for a value no finding has. An empty list means the page is sound.

What the page does in a browser (its filters clicked, a screenshot) is checked by
Scripts/coverage-in-browser.py; Scripts/screenshot-coverage.sh runs both."""
import json
import re
import sys
from html.parser import HTMLParser

VOID = {"meta", "input", "br", "hr", "img", "link", "wbr"}


class Page(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.stack = []
        self.problems = []
        self.findings = []
        self.coverage = []
        self.filters = {"severity": [], "rule": []}
        self.text_target = None
        self.current_file = None
        self.in_notes = 0
        self.row = None
        self.doctype = False

    def handle_decl(self, decl):
        self.doctype = decl.lower() == "doctype html"

    def handle_starttag(self, tag, attrs):
        attributes = dict(attrs)
        for name in ("src", "href"):
            if name in attributes:
                self.problems.append(f"external asset: <{tag} {name}={attributes[name]!r}>")
        if tag == "link":
            self.problems.append("a <link> element")
        if tag not in VOID:
            self.stack.append((tag, attributes))
        classes = attributes.get("class", "").split()
        if tag == "section" and "file" in classes:
            self.current_file = {"path": None}
        if tag == "h3" and self.current_file is not None and self.current_file["path"] is None:
            self.text_target = ("file", [])
        if tag == "li" and "finding" in classes:
            if "data-severity" not in attributes or "data-rule" not in attributes:
                self.problems.append("a finding without data-severity or data-rule")
            self.findings.append({
                "path": self.current_file["path"] if self.current_file else None,
                "severity": attributes.get("data-severity"),
                "rule": attributes.get("data-rule"),
                "position": None, "message": None, "quoted": [], "notes": 0})
        if tag == "ul" and "notes" in classes:
            self.in_notes += 1
        if tag == "li" and self.in_notes and self.findings:
            self.findings[-1]["notes"] += 1
        if tag == "span" and self.findings and not self.in_notes and self.stack_has("li", "finding"):
            if "position" in classes and self.findings[-1]["position"] is None:
                self.text_target = ("position", [])
            if "message" in classes and self.findings[-1]["message"] is None:
                self.text_target = ("message", [])
        if tag == "code" and self.findings and not self.in_notes and self.stack_has("li", "finding"):
            self.text_target = ("quoted", [])
        if tag == "input" and attributes.get("type") == "checkbox":
            group = attributes.get("data-filter")
            if group not in self.filters:
                self.problems.append(f"a checkbox with data-filter={group!r}")
            else:
                self.filters[group].append(attributes.get("value"))
        if tag == "tr" and self.stack_has("table", "coverage"):
            self.row = {"level": attributes.get("class"), "cells": [], "width": None, "same": None}
        if tag == "td" and self.row is not None:
            self.text_target = ("cell", [])
        if tag == "div" and "fill" in classes and self.row is not None:
            match = re.fullmatch(r"width: (\d+)%", attributes.get("style", ""))
            # The copies of the reference value are a segment of their own after the fill.
            self.row["same" if "same" in classes else "width"] = int(match.group(1)) if match else None

    def stack_has(self, tag, cls):
        return any(t == tag and cls in a.get("class", "").split() for t, a in self.stack)

    def handle_startendtag(self, tag, attrs):
        self.handle_starttag(tag, attrs)

    def handle_endtag(self, tag):
        if tag in VOID:
            return
        if not self.stack or self.stack[-1][0] != tag:
            open_tags = [t for t, _ in self.stack]
            self.problems.append(f"</{tag}> closes {open_tags[-1] if open_tags else 'nothing'}")
            return
        _, attributes = self.stack.pop()
        classes = attributes.get("class", "").split()
        if self.text_target and tag in ("h3", "span", "code", "td"):
            kind, parts = self.text_target
            text = "".join(parts)
            if kind == "file" and tag == "h3":
                self.current_file["path"] = text.rsplit(" ", 1)[0]
                self.text_target = None
            elif kind in ("position", "message") and tag == "span":
                self.findings[-1][kind] = text
                self.text_target = None
            elif kind == "quoted" and tag == "code":
                self.findings[-1]["quoted"] = text.split("\n")
                self.text_target = None
            elif kind == "cell" and tag == "td":
                self.row["cells"].append(" ".join(text.split()))
                self.text_target = None
        if tag == "ul" and "notes" in classes:
            self.in_notes -= 1
        if tag == "section" and "file" in classes:
            self.current_file = None
        if tag == "tr" and self.row is not None:
            if self.row["cells"]:
                self.coverage.append(self.row)
            self.row = None

    def handle_data(self, data):
        if self.text_target:
            self.text_target[1].append(data)
        if self.stack and self.stack[-1][0] == "style" and re.search(r"@import|url\(", data):
            self.problems.append("an external asset in the style sheet")


page = Page()
page.feed(sys.stdin.read())
page.close()
if not page.doctype:
    page.problems.append("no <!DOCTYPE html>")
if page.stack:
    page.problems.append("never closed: " + " ".join(t for t, _ in page.stack))
for group, values in page.filters.items():
    seen = {f[group] for f in page.findings}
    for value in values:
        if value not in seen:
            page.problems.append(f"a {group} filter for {value!r}, which no finding has")
    for value in seen - set(values):
        page.problems.append(f"no {group} filter for {value!r}")
json.dump({"problems": page.problems, "findings": page.findings, "coverage": page.coverage,
           "filters": page.filters}, sys.stdout, indent=1, ensure_ascii=False)
print()
