/// An XLIFF 1.2 document as Xcode's "Export for Localization" writes it: one ``File`` per table
/// file, one ``Unit`` per string.
///
///     <file original="Resources/en.lproj/Localizable.strings" source-language="en"
///           target-language="es" datatype="plaintext">
///       <trans-unit id="greeting" xml:space="preserve">
///         <source>Hello</source><target state="translated">Hola</target><note>Home</note>
///
/// Positions are set when a document is read (``XLIFFReader``) and ignored when it is written.
public struct XLIFFDocument: Hashable, Sendable {
  /// The `<tool>` of a file's `<header>`.
  public struct Tool: Hashable, Sendable {
    public var id: String
    public var name: String
    public var version: String?
    public var buildNumber: String?

    public init(id: String, name: String, version: String? = nil, buildNumber: String? = nil) {
      self.id = id
      self.name = name
      self.version = version
      self.buildNumber = buildNumber
    }
  }

  /// One `<note>`; `from` is `auto-generated` for a comment Xcode generated.
  public struct Note: Hashable, Sendable {
    public var text: String
    public var from: String?

    public init(_ text: String, from: String? = nil) {
      self.text = text
      self.from = from
    }
  }

  /// A `<target>` and its `state` (`translated`, `new`, `needs-review-l10n`, `final`, …).
  public struct Target: Hashable, Sendable {
    public var text: String
    public var state: String?
    public var position: SourcePosition?

    public init(_ text: String, state: String? = nil, position: SourcePosition? = nil) {
      self.text = text
      self.state = state
      self.position = position
    }
  }

  /// One `<trans-unit>`.
  public struct Unit: Hashable, Sendable {
    public var id: String
    public var source: String
    public var target: Target?
    /// Written as `<note/>` when empty, as Xcode does.
    public var notes: [Note]
    /// `false` for `translate="no"`.
    public var translate: Bool
    /// `approved="yes"`.
    public var approved: Bool
    public var position: SourcePosition?

    public init(
      id: String, source: String, target: Target? = nil, notes: [Note] = [],
      translate: Bool = true, approved: Bool = false, position: SourcePosition? = nil
    ) {
      self.id = id
      self.source = source
      self.target = target
      self.notes = notes
      self.translate = translate
      self.approved = approved
      self.position = position
    }
  }

  /// One `<file>`: the units of one table file of the source language.
  public struct File: Hashable, Sendable {
    /// The source file's path relative to the project (`Resources/en.lproj/Localizable.strings`).
    public var original: String
    public var sourceLanguage: String
    public var targetLanguage: String?
    public var datatype: String
    public var tool: Tool?
    public var units: [Unit]
    public var position: SourcePosition?

    public init(
      original: String, sourceLanguage: String, targetLanguage: String?,
      datatype: String = "plaintext", tool: Tool? = nil, units: [Unit] = [],
      position: SourcePosition? = nil
    ) {
      self.original = original
      self.sourceLanguage = sourceLanguage
      self.targetLanguage = targetLanguage
      self.datatype = datatype
      self.tool = tool
      self.units = units
      self.position = position
    }
  }

  public var files: [File]

  public init(files: [File]) {
    self.files = files
  }

  /// The document without the positions a read records: what compares equal between a file and
  /// the same document written and read again.
  var withoutPositions: XLIFFDocument {
    var document = self
    for f in document.files.indices {
      document.files[f].position = nil
      for u in document.files[f].units.indices {
        document.files[f].units[u].position = nil
        document.files[f].units[u].target?.position = nil
      }
    }
    return document
  }
}
