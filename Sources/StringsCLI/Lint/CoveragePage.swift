import StringsKit

/// `strings-lint --format html`: one self-contained HTML page (inline CSS and script, no
/// external assets) with the translated share of every table per language as a bar, and the
/// findings grouped by file, each with the offending line quoted and filters by rule and
/// severity.
///
/// The page is deterministic (no dates, no random ids), so it can be compared with a golden file.
struct CoveragePage {
  var findings: [LintFinding]
  var coverage: [TranslationCoverage]
  /// The summary line the text format ends with.
  var summary: String
  var lines: QuotedLines

  func render() -> String {
    var out = """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <meta name="generator" content="strings-lint \(Version.current)">
      <title>Translation coverage</title>
      <style>
      \(Self.style)</style>
      </head>
      <body>
      <header>
      <h1>Translation coverage</h1>
      <p class="summary">\(escape(summary))</p>
      </header>

      """
    out += coverageSection()
    out += findingsSection()
    out += "<script>\n\(Self.script)</script>\n</body>\n</html>\n"
    return out
  }

  // MARK: - Coverage

  private func coverageSection() -> String {
    var out = "<section id=\"coverage\">\n<h2>Translated share per table and language</h2>\n"
    if coverage.isEmpty {
      out +=
        "<p class=\"empty\">No translations to compare: no language besides the reference.</p>\n"
    }
    var folders: [String] = []
    for item in coverage where folders.last != item.folder { folders.append(item.folder) }
    for folder in folders {
      let rows = coverage.filter { $0.folder == folder }
      let title = folder.isEmpty ? "." : folder
      out += "<h3>\(escape(title)) <span class=\"reference\">reference: "
      out += "\(escape(rows[0].referenceLanguage))</span></h3>\n"
      out += "<table class=\"coverage\">\n<thead><tr><th>Table</th><th>Language</th>"
      out += "<th class=\"bar-column\">Translated</th><th>Keys</th></tr></thead>\n<tbody>\n"
      for row in rows {
        let percent = Int((row.share * 100).rounded(.down))
        let level = row.share >= 1 ? "complete" : row.share >= 0.8 ? "partial" : "low"
        let note = row.path == nil ? " <span class=\"missing\">(no table)</span>" : ""
        out += "<tr class=\"\(level)\"><td>\(escape(row.table))</td>"
        out += "<td>\(escape(row.language))\(note)</td>"
        out +=
          "<td class=\"bar-column\"><div class=\"bar\" role=\"img\" aria-label=\"\(percent)%\">"
        out += "<div class=\"fill\" style=\"width: \(percent)%\"></div>"
        // Copies of the reference value: drawn apart, never as translated.
        let same = row.total == 0 ? 0 : Int((Double(row.sameAsReference * 100) / Double(row.total)))
        if row.sameAsReference > 0 {
          out += "<div class=\"fill same\" style=\"width: \(same)%\" "
          out += "title=\"\(row.sameAsReference) same as reference\"></div>"
        }
        out += "</div></td>"
        out += "<td class=\"count\">\(row.translated) / \(row.total) (\(percent)%)"
        if row.sameAsReference > 0 {
          out += ", <span class=\"same-count\">\(row.sameAsReference) same as reference</span>"
        }
        out += "</td></tr>\n"
      }
      out += "</tbody>\n</table>\n"
    }
    return out + "</section>\n"
  }

  // MARK: - Findings

  private func findingsSection() -> String {
    var out = "<section id=\"findings\">\n<h2>Findings</h2>\n"
    guard !findings.isEmpty else {
      return out + "<p class=\"empty\">No problems found.</p>\n</section>\n"
    }
    out += "<form class=\"filters\" aria-label=\"Filters\">\n"
    let severities = ["error", "warning", "note"].filter { severity in
      findings.contains { "\($0.diagnostic.severity)" == severity }
    }
    out += filterGroup(
      "Severity", "severity",
      severities.map { severity in
        (severity, findings.count { "\($0.diagnostic.severity)" == severity })
      })
    let rules = Set(findings.map(rule)).sorted()
    out += filterGroup("Rule", "rule", rules.map { id in (id, findings.count { rule($0) == id }) })
    out += "</form>\n"
    out += "<p id=\"shown\">\(findings.count) of \(findings.count) findings shown</p>\n"

    var paths: [String] = []
    for finding in findings where !paths.contains(finding.path) { paths.append(finding.path) }
    for path in paths.sorted() {
      let inFile = findings.filter { $0.path == path }
      out += "<section class=\"file\">\n<h3>\(escape(path.isEmpty ? "(no file)" : path)) "
      out += "<span class=\"count\">\(inFile.count)</span></h3>\n<ol class=\"findings\">\n"
      for finding in inFile { out += item(finding) }
      out += "</ol>\n</section>\n"
    }
    return out + "</section>\n"
  }

  private func filterGroup(_ title: String, _ name: String, _ values: [(String, Int)]) -> String {
    var out = "<fieldset><legend>\(title)</legend>\n"
    for (value, count) in values {
      out +=
        "<label><input type=\"checkbox\" data-filter=\"\(name)\" value=\"\(attribute(value))\" "
      out += "checked> \(escape(value)) <span class=\"count\">\(count)</span></label>\n"
    }
    return out + "</fieldset>\n"
  }

  private func rule(_ finding: LintFinding) -> String {
    finding.diagnostic.ruleID?.rawValue ?? "none"
  }

  private func item(_ finding: LintFinding) -> String {
    let diagnostic = finding.diagnostic
    let severity = "\(diagnostic.severity)"
    var out = "<li class=\"finding \(severity)\" data-severity=\"\(severity)\" "
    out += "data-rule=\"\(attribute(rule(finding)))\">\n<div class=\"head\">"
    out += "<span class=\"severity\">\(severity)</span> "
    if let position = diagnostic.position {
      out += "<span class=\"position\">\(position.line):\(position.column)</span> "
    }
    out += "<span class=\"message\">\(escape(diagnostic.message))</span> "
    out += "<span class=\"rule\">\(escape(rule(finding)))</span></div>\n"
    // Other findings at 1:1 are about a whole file or a key it lacks: no line to quote.
    let atFileStart = diagnostic.position.map { $0.line == 1 && $0.column == 1 } ?? true
    if !atFileStart || diagnostic.ruleID == "syntax" {
      out += quote(diagnostic.position)
    }
    if !diagnostic.notes.isEmpty {
      out += "<ul class=\"notes\">\n"
      for note in diagnostic.notes {
        out += "<li><span class=\"severity\">note</span> "
        if let position = note.position {
          out += "<span class=\"position\">\(escape(position.description))</span> "
        }
        out +=
          "<span class=\"message\">\(escape(note.message))</span>\n\(quote(note.position))</li>\n"
      }
      out += "</ul>\n"
    }
    return out + "</li>\n"
  }

  /// The line at `position`, numbered, with a caret under the column (columns count UTF-8 bytes).
  private func quote(_ position: SourcePosition?) -> String {
    guard let position, let line = lines.line(position.line, of: position.path) else { return "" }
    let before = String(decoding: line.utf8.prefix(max(0, position.column - 1)), as: UTF8.self)
    let caret = String(before.map { $0 == "\t" ? "\t" : " " }) + "^"
    return "<pre class=\"line\"><span class=\"number\">\(position.line)</span>"
      + "<code>\(escape(line))\n<span class=\"caret\">\(caret)</span></code></pre>\n"
  }

  /// Text: `&`, `<` and `>` escaped.
  func escape(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;")
  }

  /// An attribute value in double quotes: also `"` escaped.
  func attribute(_ text: String) -> String {
    escape(text).replacingOccurrences(of: "\"", with: "&quot;")
  }

  // MARK: - Inline assets

  private static let style = """
    :root { color-scheme: light dark; --error: #c62828; --warning: #b26a00; --note: #546e7a;
      --complete: #2e7d32; --partial: #f9a825; --low: #c62828; --muted: #6b7280;
      --border: #d0d7de; --code: #f6f8fa; }
    @media (prefers-color-scheme: dark) { :root { --border: #30363d; --code: #161b22;
      --muted: #9ca3af; } }
    body { font: 15px/1.45 -apple-system, "Segoe UI", Helvetica, Arial, sans-serif;
      margin: 0 auto; max-width: 70rem; padding: 1.5rem; }
    h1 { margin: 0 0 .25rem; font-size: 1.6rem; }
    h2 { margin-top: 2rem; border-bottom: 1px solid var(--border); padding-bottom: .3rem; }
    h3 { font-size: 1rem; margin: 1.25rem 0 .5rem; font-family: ui-monospace, Menlo, monospace; }
    .summary, .reference, .count, .empty, .missing { color: var(--muted); }
    .reference { font-family: inherit; font-weight: normal; font-size: .9rem; }
    table.coverage { border-collapse: collapse; width: 100%; }
    table.coverage th, table.coverage td { text-align: left; padding: .3rem .6rem;
      border-bottom: 1px solid var(--border); }
    .bar-column { width: 50%; }
    .bar { background: var(--code); border: 1px solid var(--border); border-radius: 4px;
      height: .9rem; overflow: hidden; display: flex; }
    .fill { height: 100%; }
    .complete .fill { background: var(--complete); }
    .partial .fill { background: var(--partial); }
    .low .fill { background: var(--low); }
    .bar .fill.same { background: repeating-linear-gradient(45deg, var(--muted) 0 3px,
      transparent 3px 6px); }
    td.count { white-space: nowrap; font-variant-numeric: tabular-nums; }
    .filters { display: flex; flex-wrap: wrap; gap: 1rem; }
    fieldset { border: 1px solid var(--border); border-radius: 6px; }
    fieldset label { margin-right: .8rem; white-space: nowrap; }
    ol.findings { list-style: none; padding: 0; margin: 0; }
    li.finding { border-left: 4px solid var(--note); padding: .4rem .8rem; margin: .5rem 0;
      background: var(--code); border-radius: 4px; }
    li.finding.error { border-color: var(--error); }
    li.finding.warning { border-color: var(--warning); }
    .severity { font-weight: 600; text-transform: uppercase; font-size: .75rem; }
    .error > .head .severity { color: var(--error); }
    .warning > .head .severity { color: var(--warning); }
    .position { font-family: ui-monospace, Menlo, monospace; color: var(--muted); }
    .rule { font-family: ui-monospace, Menlo, monospace; font-size: .8rem; padding: 0 .4rem;
      border: 1px solid var(--border); border-radius: 1rem; }
    pre.line { margin: .3rem 0; overflow-x: auto; font-size: .85rem; }
    pre.line .number { color: var(--muted); display: inline-block; min-width: 3rem;
      vertical-align: top; }
    pre.line code { display: inline-block; }
    .caret { color: var(--error); font-weight: bold; }
    ul.notes { list-style: none; padding-left: 1.5rem; margin: .2rem 0; }
    [hidden] { display: none !important; }

    """

  private static let script = """
    // Shows the findings whose severity and rule are both ticked; hides files left empty.
    // A link may preselect filters: coverage.html#severity=error&rule=syntax,missing-key
    (function () {
      var boxes = Array.prototype.slice.call(document.querySelectorAll("input[data-filter]"));
      var findings = Array.prototype.slice.call(document.querySelectorAll("li.finding"));
      var files = Array.prototype.slice.call(document.querySelectorAll("section.file"));
      var shown = document.getElementById("shown");
      function apply() {
        var on = { severity: {}, rule: {} };
        boxes.forEach(function (box) { on[box.dataset.filter][box.value] = box.checked; });
        var count = 0;
        findings.forEach(function (item) {
          var visible = on.severity[item.dataset.severity] && on.rule[item.dataset.rule];
          item.hidden = !visible;
          if (visible) { count += 1; }
        });
        files.forEach(function (file) {
          file.hidden = !file.querySelector("li.finding:not([hidden])");
        });
        if (shown) { shown.textContent = count + " of " + findings.length + " findings shown"; }
      }
      var wanted = {};
      decodeURIComponent(location.hash.replace(/^#/, "")).split("&").forEach(function (part) {
        var pair = part.split("=");
        if (pair.length === 2) { wanted[pair[0]] = pair[1].split(","); }
      });
      boxes.forEach(function (box) {
        var list = wanted[box.dataset.filter];
        if (list) { box.checked = list.indexOf(box.value) >= 0; }
        box.addEventListener("change", apply);
      });
      apply();
    })();

    """
}
