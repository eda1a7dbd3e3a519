import Foundation

/// The `<lang>.xcloc` folder Xcode's "Export for Localization" writes for one language:
///
///     es.xcloc/contents.json                  what the bundle is (below)
///     es.xcloc/Localized Contents/es.xliff    the document for the translator
///     es.xcloc/Source Contents/<original>     the source-language files, at their project paths
///     es.xcloc/Notes/                         empty (screenshots and notes for the translator)
///
/// `contents.json` is in Xcode's JSON layout: members sorted, two-space indentation,
/// `"key" : value`, no line break at the end.
public struct XclocBundle: Sendable {
  public var developmentRegion: String
  public var project: String
  public var targetLocale: String
  public var tool: XLIFFDocument.Tool
  public var document: XLIFFDocument
  /// Each source file's path relative to the project (the `original` of its `<file>`) and bytes.
  public var sourceFiles: [(path: String, data: Data)]

  public init(
    developmentRegion: String, project: String, targetLocale: String, tool: XLIFFDocument.Tool,
    document: XLIFFDocument, sourceFiles: [(path: String, data: Data)]
  ) {
    self.developmentRegion = developmentRegion
    self.project = project
    self.targetLocale = targetLocale
    self.tool = tool
    self.document = document
    self.sourceFiles = sourceFiles
  }

  /// The folders of the bundle, also when empty.
  public static let folders = ["Localized Contents", "Notes", "Source Contents"]

  /// Every file of the bundle, paths relative to the `.xcloc` folder, sorted.
  public var files: [(path: String, data: Data)] {
    var files: [(path: String, data: Data)] = [
      ("contents.json", contentsJSON),
      ("Localized Contents/\(targetLocale).xliff", XLIFFWriter.data(for: document)),
    ]
    for source in sourceFiles { files.append(("Source Contents/\(source.path)", source.data)) }
    return files.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
  }

  public var contentsJSON: Data {
    // Written as Xcode writes its JSON, like a String Catalog.
    func string(_ text: String) -> String {
      var bytes: [UInt8] = []
      CatalogWriter.writeString(text, into: &bytes)
      return String(decoding: bytes, as: UTF8.self)
    }
    let text = """
      {
        "developmentRegion" : \(string(developmentRegion)),
        "project" : \(string(project)),
        "targetLocale" : \(string(targetLocale)),
        "toolInfo" : {
          "toolBuildNumber" : \(string(tool.buildNumber ?? "")),
          "toolID" : \(string(tool.id)),
          "toolName" : \(string(tool.name)),
          "toolVersion" : \(string(tool.version ?? ""))
        },
        "version" : "1.0"
      }
      """
    return Data(text.utf8)
  }
}
