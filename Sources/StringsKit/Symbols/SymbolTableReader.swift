import Foundation

/// Reads the reference language of every table below the paths given, as ``SymbolTable``s: the
/// `.strings` and `.stringsdict` of each resource folder's reference language (`en`, else `Base`,
/// else the language asked for), and each String Catalog's source language.
///
/// Tables of the same name (one per module, or a `.strings` beside its `.stringsdict`) become one:
/// a key's first definition wins, and a `.stringsdict` definition wins over a `.strings` entry of
/// the same folder, as at runtime. The tables are sorted by name.
public enum SymbolTableReader {
  /// The suffixes of the files read.
  public static let suffixes = [".strings", ".stringsdict", ".xcstrings"]

  /// The tables in `files` (absolute paths), with the diagnostics of files that could not be
  /// read or parsed; `language` overrides the reference language of `.lproj` folders.
  public static func read(
    files: [String], language: String? = nil, display: DisplayPath
  ) -> (tables: [SymbolTable], diagnostics: [Diagnostic], errors: [StringsError]) {
    var merged = MergedTables()
    var diagnostics: [Diagnostic] = []
    var errors: [StringsError] = []
    let catalogs = files.filter { $0.hasSuffix(".xcstrings") }
    let project = LocalizationProject(files: files.filter { !$0.hasSuffix(".xcstrings") })

    func load(_ file: String) -> Data? {
      do throws(StringsError) {
        return try FileReader.read(file, displayPath: display.display(file))
      } catch {
        errors.append(error)
        return nil
      }
    }

    for folder in project.resourceFolders {
      let reference = folder.referenceLanguage(requested: language, fallback: "en")
      let plurals = folder.stringsdicts[reference] ?? [:]
      let strings = folder.tables[reference] ?? [:]
      for name in Set(plurals.keys).union(strings.keys).sorted() {
        var entries: [SymbolEntry] = []
        if let path = plurals[name], let data = load(path) {
          let file = StringsdictParser.parse(data, path: display.display(path))
          diagnostics += file.diagnostics.filter { $0.severity == .error }
          entries += file.definitions.map(entry(for:))
        }
        if let path = strings[name], let data = load(path) {
          let file = StringsFileParser.parse(data, path: display.display(path))
          diagnostics += file.diagnostics.filter { $0.severity == .error }
          entries += file.entries.map(entry(for:))
        }
        merged.add(entries, table: name)
      }
    }
    for path in project.looseFiles {
      guard let data = load(path) else { continue }
      let name = tableName(path)
      if path.hasSuffix(".stringsdict") {
        let file = StringsdictParser.parse(data, path: display.display(path))
        diagnostics += file.diagnostics.filter { $0.severity == .error }
        merged.add(file.definitions.map(entry(for:)), table: name)
      } else {
        let file = StringsFileParser.parse(data, path: display.display(path))
        diagnostics += file.diagnostics.filter { $0.severity == .error }
        merged.add(file.entries.map(entry(for:)), table: name)
      }
    }
    for path in catalogs {
      guard let data = load(path) else { continue }
      let catalog = CatalogReader.read([UInt8](data), path: display.display(path))
      diagnostics += catalog.diagnostics.filter { $0.severity == .error }
      merged.add(
        catalog.languageTables().reference.entries.map(entry(for:)), table: catalog.tableName)
    }
    return (merged.tables, diagnostics, errors)
  }

  /// The table name of a file: its name without the suffix.
  private static func tableName(_ path: String) -> String {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    for suffix in suffixes where name.hasSuffix(suffix) {
      return String(name.dropLast(suffix.count))
    }
    return name
  }

  static func entry(for entry: StringsEntry) -> SymbolEntry {
    let comment = entry.comments.filter { $0 != "No comment provided by engineer." }
      .joined(separator: "\n")
    return SymbolEntry(
      key: entry.key, value: entry.value, comment: comment.isEmpty ? nil : comment,
      arguments: arguments(in: entry.value) { _ in nil }, position: entry.keyPosition)
  }

  static func entry(for definition: PluralDefinition) -> SymbolEntry {
    let format = definition.format?.text ?? ""
    let arguments = arguments(in: format) { name in
      let variable = definition.variable(name)
      return (variable?.valueType?.text ?? "d", name, nil)
    }
    return SymbolEntry(
      key: definition.key, value: format, arguments: arguments, position: definition.keyPosition)
  }

  static func entry(for entry: CatalogLanguageEntry) -> SymbolEntry {
    let main =
      entry.texts.first { $0.path.isEmpty }
      ?? entry.texts.first { $0.substitutionName == nil && $0.caseName == "other" }
      ?? entry.texts.first { $0.substitutionName == nil }
    let value = main?.value ?? entry.key
    let arguments = arguments(in: value) { name in
      let substitution = entry.substitutions.first { $0.name.isLiterallyEqual(to: name) }
      return (substitution?.formatSpecifier ?? "lld", name, substitution?.argNum)
    }
    let comment = entry.comment.flatMap { $0.isEmpty ? nil : $0 }
    return SymbolEntry(
      key: entry.key, value: value, comment: comment, arguments: arguments,
      position: entry.keyPosition)
  }

  /// The parameters a format reads, one per argument index (the first spelling of an index
  /// wins); `reference` gives a `%#@name@` variable's specifier, label and explicit index.
  static func arguments(
    in format: String, reference: (String) -> (specifier: String, label: String, index: Int?)?
  ) -> [SymbolArgument] {
    guard FormatSpecifier.mayOccur(in: format) else { return [] }
    var result: [SymbolArgument] = []
    for argument in FormatArgument.arguments(in: format) {
      var index = argument.index
      var type = SymbolArgumentType.type(of: argument) ?? "Int"
      var label: String?
      if let name = argument.stringsdictName, let found = reference(name) {
        type = SymbolArgumentType.type(specifier: found.specifier)
        label = SymbolName.member(forKey: found.label)
        index = found.index ?? index
      }
      guard !result.contains(where: { $0.index == index }) else { continue }
      result.append(SymbolArgument(index: index, type: type, label: label))
    }
    result.sort { $0.index < $1.index }
    // Two variables whose names give the same label: the later ones fall back to no label.
    var labels = Set<String>()
    for position in result.indices {
      if let label = result[position].label, !labels.insert(label).inserted {
        result[position].label = nil
      }
    }
    return result
  }
}

/// Tables by name, keys in first-definition order, each key once.
private struct MergedTables {
  private var order: [String] = []
  private var byName: [String: (entries: [SymbolEntry], keys: Set<LiteralKey>)] = [:]

  mutating func add(_ entries: [SymbolEntry], table: String) {
    if byName[table] == nil {
      order.append(table)
      byName[table] = ([], [])
    }
    for entry in entries where byName[table]!.keys.insert(LiteralKey(entry.key)).inserted {
      byName[table]!.entries.append(entry)
    }
  }

  var tables: [SymbolTable] {
    order.sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }.map {
      SymbolTable(name: $0, entries: byName[$0]!.entries)
    }
  }
}
