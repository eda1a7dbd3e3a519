import Foundation

/// Writes an ``XLIFFDocument`` in Xcode's layout: UTF-8, two-space indentation, one element per
/// line, `xml:space="preserve"` on every unit, `<note/>` for a unit without a comment, a line
/// break at the end. The same document always gives the same bytes.
///
/// Escaping is ``XMLText``'s. Text is written as it is inside `<source>`, `<target>` and
/// `<note>`, so leading and trailing spaces and line breaks survive (`xml:space="preserve"`).
public enum XLIFFWriter {
  public static let namespace = "urn:oasis:names:tc:xliff:document:1.2"

  public static func data(for document: XLIFFDocument) -> Data {
    Data(text(for: document).utf8)
  }

  public static func text(for document: XLIFFDocument) -> String {
    var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    out += "<xliff xmlns=\"\(namespace)\" xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\""
    out += " version=\"1.2\" xsi:schemaLocation=\"\(namespace)"
    out += " http://docs.oasis-open.org/xliff/v1.2/os/xliff-core-1.2-strict.xsd\">\n"
    for file in document.files { write(file, to: &out) }
    out += "</xliff>\n"
    return out
  }

  private static func write(_ file: XLIFFDocument.File, to out: inout String) {
    var attributes = [
      ("original", file.original), ("source-language", file.sourceLanguage),
    ]
    if let target = file.targetLanguage { attributes.append(("target-language", target)) }
    attributes.append(("datatype", file.datatype))
    out += "  <file\(attributeText(attributes))>\n"
    if let tool = file.tool {
      var toolAttributes = [("tool-id", tool.id), ("tool-name", tool.name)]
      if let version = tool.version { toolAttributes.append(("tool-version", version)) }
      if let build = tool.buildNumber { toolAttributes.append(("build-num", build)) }
      out += "    <header>\n      <tool\(attributeText(toolAttributes))/>\n    </header>\n"
    }
    out += "    <body>\n"
    for unit in file.units { write(unit, to: &out) }
    out += "    </body>\n  </file>\n"
  }

  private static func write(_ unit: XLIFFDocument.Unit, to out: inout String) {
    var attributes = [("id", unit.id)]
    if !unit.translate { attributes.append(("translate", "no")) }
    if unit.approved { attributes.append(("approved", "yes")) }
    attributes.append(("xml:space", "preserve"))
    out += "      <trans-unit\(attributeText(attributes))>\n"
    out += "        <source>\(XMLText.escapedContent(unit.source))</source>\n"
    if let target = unit.target {
      let state = target.state.map { attributeText([("state", $0)]) } ?? ""
      out += "        <target\(state)>\(XMLText.escapedContent(target.text))</target>\n"
    }
    if unit.notes.isEmpty { out += "        <note/>\n" }
    for note in unit.notes {
      let from = note.from.map { attributeText([("from", $0)]) } ?? ""
      out +=
        note.text.isEmpty
        ? "        <note\(from)/>\n"
        : "        <note\(from)>\(XMLText.escapedContent(note.text))</note>\n"
    }
    out += "      </trans-unit>\n"
  }

  private static func attributeText(_ pairs: [(String, String)]) -> String {
    pairs.map { " \($0.0)=\"\(XMLText.escapedAttribute($0.1))\"" }.joined()
  }
}
