import Foundation

/// Reads XLIFF 1.2 (Xcode's, a translation service's, or ours) into an ``XLIFFDocument``.
///
/// A file that is not well-formed XML, or whose root is not `<xliff>`, gives no document and one
/// error at its line and column. Inside a well-formed file, a `<file>` without `original` or
/// `source-language` and a `<trans-unit>` without `id` or `<source>`, or whose `<source>` or
/// `<target>` holds inline elements (`<g>`, `<x/>`, `<ph>`: Xcode never writes them), are left
/// out with an error at their position; the rest is read. Units inside `<group>`s are read in
/// document order. An empty `<note/>` without `from` reads as no note.
public enum XLIFFReader {
  public struct Result: Sendable {
    /// `nil` when the file is not XLIFF at all.
    public var document: XLIFFDocument?
    public var diagnostics: [Diagnostic]

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
  }

  public static func read(_ data: Data, path: String) -> Result {
    let root: XMLElement
    switch XMLReader.read(data, path: path) {
    case .failure(let diagnostic): return Result(document: nil, diagnostics: [diagnostic])
    case .root(let element): root = element
    }
    guard localName(root.name) == "xliff" else {
      return Result(
        document: nil,
        diagnostics: [.error("the root element is <\(root.name)>, not <xliff>", at: root.position)])
    }
    var diagnostics: [Diagnostic] = []
    if let version = root.attribute("version"), version != "1.2" {
      diagnostics.append(
        .warning("XLIFF version \(version); read as 1.2", at: root.position))
    }
    var files: [XLIFFDocument.File] = []
    for element in root.children where localName(element.name) == "file" {
      if let file = readFile(element, diagnostics: &diagnostics) { files.append(file) }
    }
    return Result(
      document: XLIFFDocument(files: files), diagnostics: diagnostics.sortedForPrinting())
  }

  private static func readFile(
    _ element: XMLElement, diagnostics: inout [Diagnostic]
  ) -> XLIFFDocument.File? {
    guard let original = element.attribute("original"),
      let sourceLanguage = element.attribute("source-language")
    else {
      diagnostics.append(
        .error(
          "<file> needs the attributes original and source-language; left out",
          at: element.position))
      return nil
    }
    // A language code becomes a folder name on import (`target-language="../../x"` must not).
    for (name, code) in [("source-language", sourceLanguage)]
      + [("target-language", element.attribute("target-language"))].compactMap({ pair in
        pair.1.map { (pair.0, $0) }
      })
    {
      if let problem = LanguageCode.problem(with: code) {
        diagnostics.append(.error("<file> \(name): \(problem); left out", at: element.position))
        return nil
      }
    }
    var file = XLIFFDocument.File(
      original: original, sourceLanguage: sourceLanguage,
      targetLanguage: element.attribute("target-language"),
      datatype: element.attribute("datatype") ?? "plaintext", position: element.position)
    for child in element.children {
      switch localName(child.name) {
      case "header":
        if let tool = child.children.first(where: { localName($0.name) == "tool" }) {
          file.tool = XLIFFDocument.Tool(
            id: tool.attribute("tool-id") ?? "", name: tool.attribute("tool-name") ?? "",
            version: tool.attribute("tool-version"), buildNumber: tool.attribute("build-num"))
        }
      case "body":
        // Units may sit in nested <group>s; read them in document order without recursion.
        var pending: [XMLElement] = child.children.reversed()
        while let next = pending.popLast() {
          switch localName(next.name) {
          case "group": pending.append(contentsOf: next.children.reversed())
          case "trans-unit":
            if let unit = readUnit(next, diagnostics: &diagnostics) { file.units.append(unit) }
          default: break
          }
        }
      default: break
      }
    }
    return file
  }

  private static func readUnit(
    _ element: XMLElement, diagnostics: inout [Diagnostic]
  ) -> XLIFFDocument.Unit? {
    guard let id = element.attribute("id") else {
      diagnostics.append(.error("<trans-unit> without an id; left out", at: element.position))
      return nil
    }
    let children = element.children
    guard let source = children.first(where: { localName($0.name) == "source" }) else {
      diagnostics.append(
        .error("<trans-unit id=\"\(id)\"> has no <source>; left out", at: element.position))
      return nil
    }
    let target = children.first { localName($0.name) == "target" }
    for part in [source, target].compactMap({ $0 }) where part.hasChildElements {
      diagnostics.append(
        .error(
          "<\(part.name)> of \"\(id)\" holds inline elements, which .strings tables cannot "
            + "carry; left out", at: part.position))
      return nil
    }
    var unit = XLIFFDocument.Unit(
      id: id, source: source.text,
      translate: element.attribute("translate") != "no",
      approved: element.attribute("approved") == "yes", position: element.position)
    if let target {
      unit.target = XLIFFDocument.Target(
        target.text, state: target.attribute("state"), position: target.position)
    }
    for note in children where localName(note.name) == "note" {
      let text = note.text
      let from = note.attribute("from")
      if text.isEmpty && from == nil { continue }
      unit.notes.append(XLIFFDocument.Note(text, from: from))
    }
    return unit
  }

  /// The name without a namespace prefix: services sometimes write `<xliff:file>`.
  private static func localName(_ name: String) -> Substring {
    guard let colon = name.lastIndex(of: ":") else { return Substring(name) }
    return name[name.index(after: colon)...]
  }
}
