import Foundation
import Testing

/// Every relative link and `#anchor` in README.md and the pages below Documentation/ resolves:
/// the file exists, and the anchor is a heading of the page it names (GitHub's anchor rules).
@Suite struct DocumentationLinkTests {
  /// `base` joined with `relative`, `..` and `.` resolved: a path from the package root.
  static func resolve(_ relative: String, from base: String) -> String {
    var parts = base.split(separator: "/").dropLast().map(String.init)
    for part in relative.split(separator: "/") {
      switch part {
      case ".": continue
      case "..": if !parts.isEmpty { parts.removeLast() }
      default: parts.append(String(part))
      }
    }
    return parts.joined(separator: "/")
  }

  @Test(arguments: DocumentationPage.all)
  func linksResolve(page: DocumentationPage) {
    let root = Fixtures.packageRoot.path
    for (line, target) in page.links {
      if target.contains("://") || target.hasPrefix("mailto:") { continue }
      let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
      let file = String(parts[0])
      let anchor = parts.count > 1 ? String(parts[1]) : nil
      let path = file.isEmpty ? page.path : Self.resolve(file, from: page.path)
      #expect(
        FileManager.default.fileExists(atPath: "\(root)/\(path)"),
        "\(page.path):\(line): \(target): no such file")
      if let anchor, path.hasSuffix(".md") {
        let anchors =
          path == page.path ? page.anchors : DocumentationPage.named(path).anchors
        #expect(
          anchors.contains(anchor), "\(page.path):\(line): \(target): no heading for #\(anchor)")
      }
    }
  }

  /// The checker itself: GitHub's anchors, and a missing file or anchor caught.
  @Test func checkerFollowsGitHubsRules() {
    #expect(DocumentationPage.anchor("`strings-gen`") == "strings-gen")
    #expect(DocumentationPage.anchor("Plurals (`.stringsdict`)") == "plurals-stringsdict")
    #expect(DocumentationPage.anchor("Coming from genstrings") == "coming-from-genstrings")
    #expect(
      DocumentationPage.anchor("CI: lint, `--check` & baselines") == "ci-lint---check--baselines")
    let page = DocumentationPage(
      path: "Documentation/x.md",
      text:
        "# A\n## A\n```sh\n# not a heading [x](y.md)\n```\nSee [b](../README.md#a-1) `[c](d)`.\n")
    #expect(page.anchors == ["a", "a-1"])
    #expect(page.links.map(\.target) == ["../README.md#a-1"])
    #expect(Self.resolve("../README.md", from: "Documentation/x.md") == "README.md")
    #expect(
      Self.resolve("reference/strings-gen.md", from: "Documentation/x.md")
        == "Documentation/reference/strings-gen.md")
  }

  /// Every page below Documentation/ is reachable from the README.
  @Test func readmeLinksEveryPage() {
    let readme = DocumentationPage.named("README.md")
    let linked = Set(
      readme.links.map {
        Self.resolve(String($0.target.split(separator: "#")[0]), from: "README.md")
      })
    for page in DocumentationPage.all where page.path.hasPrefix("Documentation/") {
      if page.path.hasPrefix("Documentation/reference/") { continue }
      #expect(linked.contains(page.path), "README.md does not link \(page.path)")
    }
  }
}
