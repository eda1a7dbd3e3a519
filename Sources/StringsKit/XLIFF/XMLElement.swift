/// An element of an XML document as ``XMLReader`` reads it: its qualified name, attributes and
/// content in document order, each with the position it starts at.
///
/// Only what XLIFF needs: namespace prefixes stay part of the name (`xml:space`), entity and
/// character references are already replaced, CDATA sections are text.
public struct XMLElement: Hashable, Sendable {
  /// One `name="value"` pair; the value is normalised as XML 1.0 says (references replaced, raw
  /// tabs and line breaks read as spaces).
  public struct Attribute: Hashable, Sendable {
    public var name: String
    public var value: String
    public var position: SourcePosition
  }

  /// A child element or a run of character data.
  public enum Content: Hashable, Sendable {
    case element(XMLElement)
    case text(String)
  }

  public var name: String
  public var attributes: [Attribute]
  public var content: [Content]
  /// Where the start tag's `<` is.
  public var position: SourcePosition

  /// The value of the attribute `name`, if present.
  public func attribute(_ name: String) -> String? {
    attributes.first { $0.name == name }?.value
  }

  /// The child elements, in order.
  public var children: [XMLElement] {
    content.compactMap { if case .element(let child) = $0 { child } else { nil } }
  }

  /// The concatenated character data of the element itself (not of its children).
  public var text: String {
    content.reduce(into: "") { if case .text(let piece) = $1 { $0 += piece } }
  }

  /// Whether any child element stands among the text (inline markup such as `<g>` or `<x/>`).
  public var hasChildElements: Bool {
    content.contains { if case .element = $0 { true } else { false } }
  }
}
