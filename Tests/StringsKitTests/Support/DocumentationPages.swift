import Foundation

/// The Markdown pages a reader sees: `README.md` and every page below `Documentation/`, read
/// as GitHub reads them (fenced blocks, headings and their anchors, links), for the tests that
/// hold the documentation to the tools.
struct DocumentationPage: Sendable, CustomStringConvertible {
  /// The path from the package root: `Documentation/catalogs.md`.
  let path: String
  let text: String
  var description: String { path }

  /// README.md, then the pages below Documentation/ in path order.
  static let all: [DocumentationPage] = {
    let root = Fixtures.packageRoot
    var paths = ["README.md"]
    let folder = root.appendingPathComponent("Documentation")
    if let enumerator = FileManager.default.enumerator(atPath: folder.path) {
      let pages = enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".md") }.sorted()
      paths += pages.map { "Documentation/\($0)" }
    }
    return paths.map { path in
      DocumentationPage(
        path: path,
        text: (try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)) ?? "")
    }
  }()

  static func named(_ path: String) -> DocumentationPage {
    all.first { $0.path == path } ?? DocumentationPage(path: path, text: "")
  }

  var lines: [String] { text.components(separatedBy: "\n") }

  /// A fenced code block: its info string (`console`, `sh`, …), its lines, the 1-based line of
  /// its opening fence and the HTML comment right above the fence, if any (`<!-- … -->`).
  struct Block: Sendable {
    var info: String
    var lines: [String]
    var line: Int
    var annotation: String?
  }

  /// Every fenced block; a fence is three or more backticks, closed by at least as many.
  var blocks: [Block] {
    var blocks: [Block] = []
    var open: (fence: String, block: Block)?
    var previous = ""
    for (index, line) in lines.enumerated() {
      if var current = open {
        if line.hasPrefix(current.fence)
          && line.trimmingCharacters(in: .whitespaces)
            .allSatisfy({ $0 == "`" })
        {
          blocks.append(current.block)
          open = nil
        } else {
          current.block.lines.append(line)
          open = current
        }
      } else {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("```") {
          let fence = String(trimmed.prefix { $0 == "`" })
          let annotation =
            previous.hasPrefix("<!--") && previous.hasSuffix("-->")
            ? String(previous.dropFirst(4).dropLast(3)).trimmingCharacters(in: .whitespaces)
            : nil
          open = (
            fence,
            Block(
              info: String(trimmed.dropFirst(fence.count)), lines: [], line: index + 1,
              annotation: annotation)
          )
        }
      }
      previous = line.trimmingCharacters(in: .whitespaces)
    }
    return blocks
  }

  /// The lines outside fenced blocks, with their 1-based numbers.
  var prose: [(number: Int, text: String)] {
    var inFence: String?
    var result: [(Int, String)] = []
    for (index, line) in lines.enumerated() {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if let fence = inFence {
        if trimmed.hasPrefix(fence) && trimmed.allSatisfy({ $0 == "`" }) { inFence = nil }
        continue
      }
      if trimmed.hasPrefix("```") {
        inFence = String(trimmed.prefix { $0 == "`" })
        continue
      }
      result.append((index + 1, line))
    }
    return result
  }

  /// The anchors GitHub gives this page's headings: lowercased, markup and punctuation other
  /// than `-` and `_` dropped, spaces as `-`, and `-1`, `-2`… after a repeated one.
  var anchors: Set<String> {
    var seen: [String: Int] = [:]
    var result = Set<String>()
    for (_, line) in prose {
      guard line.hasPrefix("#") else { continue }
      let level = line.prefix { $0 == "#" }.count
      guard level <= 6, line.dropFirst(level).hasPrefix(" ") else { continue }
      let slug = Self.anchor(String(line.dropFirst(level + 1)))
      let count = seen[slug, default: 0]
      seen[slug] = count + 1
      result.insert(count == 0 ? slug : "\(slug)-\(count)")
    }
    return result
  }

  static func anchor(_ heading: String) -> String {
    var slug = ""
    for character in heading.trimmingCharacters(in: .whitespaces).lowercased() {
      if character == " " {
        slug.append("-")
      } else if character == "-" || character == "_" || character.isLetter || character.isNumber {
        slug.append(character)
      }
    }
    return slug
  }

  /// Every link and image target in the prose, `[text](target)`, with inline code left out.
  var links: [(line: Int, target: String)] {
    var result: [(Int, String)] = []
    for (number, line) in prose {
      // Inline code spans are not links: drop them before looking.
      let parts = line.components(separatedBy: "`")
      let outsideCode = parts.enumerated().filter { $0.offset % 2 == 0 }.map(\.element)
        .joined(separator: " ")
      var rest = Substring(outsideCode)
      while let open = rest.range(of: "](") {
        let after = rest[open.upperBound...]
        guard let close = after.firstIndex(of: ")") else { break }
        let target = after[..<close].split(separator: " ").first.map(String.init) ?? ""
        result.append((number, target))
        rest = after[close...]
      }
    }
    return result
  }
}
