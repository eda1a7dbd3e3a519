/// Decodes the catalog shape from its JSON: the typed ``CatalogEntry`` view, and a diagnostic
/// with line and column for each value of the wrong type or an unknown name where the format
/// allows only a few (a state, a variation selector, a plural category).
///
/// Members this project does not know are skipped here and stay in the ``CatalogNode``.
/// Variations nest (device, then plural); more than ``maximumNesting`` levels are reported
/// rather than followed, which also bounds the recursion.
public enum CatalogDecoder {
  /// The states a string unit may have.
  public static let states: Set<String> = ["new", "translated", "needs_review", "stale"]
  /// The plural categories CLDR defines; the variation case names of `plural`.
  public static let pluralCategories: Set<String> = ["zero", "one", "two", "few", "many", "other"]
  /// Deeper variations than any Xcode writes (device → plural is two).
  public static let maximumNesting = 8

  public struct Decoded: Sendable {
    public var sourceLanguage: String?
    public var version: String?
    public var entries: [CatalogEntry]
    public var diagnostics: [Diagnostic]
  }

  /// With `keysAreUnique` (the reader found no key repeated in any object), every object's
  /// members are taken as they are, without looking for repeats again.
  public static func decode(_ root: CatalogNode, path: String, keysAreUnique: Bool = false)
    -> Decoded
  {
    decode(root, path: path, keysAreUnique: keysAreUnique, strings: nil)
  }

  /// With `strings`, the entries and diagnostics of the keys of `strings`, decoded already
  /// (``entry(_:path:keysAreUnique:)``, in file order), in place of the members there.
  static func decode(
    _ root: CatalogNode, path: String, keysAreUnique: Bool,
    strings decodedKeys: ([CatalogEntry], [Diagnostic])?
  ) -> Decoded {
    var decoder = Decoding(path: path, keysAreUnique: keysAreUnique)
    var result = Decoded(sourceLanguage: nil, version: nil, entries: [], diagnostics: [])
    guard let members = decoder.object(root, "the catalog") else {
      result.diagnostics = decoder.diagnostics
      return result
    }
    var sawStrings = false
    for member in decoder.effective(members) {
      switch member.key {
      case "sourceLanguage":
        result.sourceLanguage = decoder.string(member.value, "sourceLanguage")
        if let code = result.sourceLanguage, let problem = LanguageCode.problem(with: code) {
          decoder.report("\"sourceLanguage\": \(problem)", at: member.value.location)
        }
      case "version": result.version = decoder.string(member.value, "version")
      case "strings":
        sawStrings = true
        guard let keys = decoder.object(member.value, "strings") else { continue }
        let (entries, diagnostics) = decodedKeys ?? decoder.entries(decoder.effective(keys))
        result.entries = entries
        decoder.diagnostics += diagnostics
      default: break
      }
    }
    if result.sourceLanguage == nil && !members.contains(where: { $0.key == "sourceLanguage" }) {
      decoder.report("the catalog has no \"sourceLanguage\"", at: root.location)
    }
    if !sawStrings { decoder.report("the catalog has no \"strings\" object", at: root.location) }
    result.diagnostics = decoder.diagnostics
    return result
  }

  /// One key of `strings` with its diagnostics, as ``decode(_:path:keysAreUnique:)`` decodes
  /// it: `nil` when its value is not an object.
  static func entry(_ member: CatalogMember, path: String, keysAreUnique: Bool)
    -> (entry: CatalogEntry?, diagnostics: [Diagnostic])
  {
    var decoder = Decoding(path: path, keysAreUnique: keysAreUnique)
    let entry = decoder.entry(member)
    return (entry, decoder.diagnostics)
  }

  /// Each key once, at its last occurrence, in file order (what JSON readers keep).
  static func lastOccurrences(_ members: [CatalogMember]) -> [CatalogMember] {
    guard members.count > 1 else { return members }
    if members.count <= 8 {
      // Nearly every object of a catalog is this small: no table needed to see it has no repeats.
      var repeats = false
      for later in 1..<members.count where !repeats {
        for earlier in 0..<later where members[earlier].key.isLiterallyEqual(to: members[later].key)
        {
          repeats = true
        }
      }
      if !repeats { return members }
    }
    var last: [LiteralKey: Int] = [:]
    last.reserveCapacity(members.count)
    for (index, member) in members.enumerated() { last[LiteralKey(member.key)] = index }
    guard last.count != members.count else { return members }
    return members.enumerated().filter { last[LiteralKey($0.element.key)] == $0.offset }
      .map(\.element)
  }

  private struct Decoding {
    let path: String
    let keysAreUnique: Bool
    var diagnostics: [Diagnostic] = []

    /// Each key once, at its last occurrence (``lastOccurrences(_:)``).
    func effective(_ members: [CatalogMember]) -> [CatalogMember] {
      keysAreUnique ? members : lastOccurrences(members)
    }

    /// The entries of the keys of `strings` and their diagnostics, in file order. Keys are
    /// decoded apart from each other: a large catalog's in one part per core.
    func entries(_ keys: [CatalogMember]) -> ([CatalogEntry], [Diagnostic]) {
      let parts = keys.count >= 512 ? Parallel.parts : 1
      let decoded = Parallel.map(parts) { [self] part -> ([CatalogEntry], [Diagnostic]) in
        var decoder = Decoding(path: path, keysAreUnique: keysAreUnique)
        let range = part * keys.count / parts..<(part + 1) * keys.count / parts
        var entries: [CatalogEntry] = []
        entries.reserveCapacity(range.count)
        for key in keys[range] {
          if let entry = decoder.entry(key) { entries.append(entry) }
        }
        return (entries, decoder.diagnostics)
      }
      if decoded.count == 1 { return decoded[0] }
      var entries: [CatalogEntry] = []
      entries.reserveCapacity(decoded.reduce(0) { $0 + $1.0.count })
      for part in decoded { entries += part.0 }
      return (entries, decoded.flatMap(\.1))
    }

    mutating func report(_ message: String, at location: CatalogLocation) {
      diagnostics.append(.error(message, at: location.position(in: path)))
    }

    mutating func object(_ node: CatalogNode, _ what: String) -> [CatalogMember]? {
      if let members = node.members { return members }
      report("\(what) must be an object, not \(article(node.typeName))", at: node.location)
      return nil
    }

    mutating func string(_ node: CatalogNode, _ what: String) -> String? {
      if let text = node.string { return text }
      report("\"\(what)\" must be a string, not \(article(node.typeName))", at: node.location)
      return nil
    }

    mutating func bool(_ node: CatalogNode, _ what: String) -> Bool? {
      if case .bool(let flag) = node.value { return flag }
      report("\"\(what)\" must be true or false, not \(article(node.typeName))", at: node.location)
      return nil
    }

    func article(_ typeName: String) -> String {
      switch typeName {
      case "null": "null"
      case "object", "array": "an \(typeName)"
      default: "a \(typeName)"
      }
    }

    mutating func entry(_ member: CatalogMember) -> CatalogEntry? {
      guard let fields = object(member.value, "the value of a key in \"strings\"") else {
        return nil
      }
      var entry = CatalogEntry(key: member.key, keyLocation: member.keyLocation)
      for field in effective(fields) {
        switch field.key {
        case "comment": entry.comment = string(field.value, "comment")
        case "extractionState": entry.extractionState = string(field.value, "extractionState")
        case "shouldTranslate": entry.shouldTranslate = bool(field.value, "shouldTranslate") ?? true
        case "isCommentAutoGenerated":
          entry.isCommentAutoGenerated = bool(field.value, "isCommentAutoGenerated")
        case "localizations":
          guard let languages = object(field.value, "\"localizations\"") else { continue }
          let unique = effective(languages)
          entry.localizations.reserveCapacity(unique.count)
          for language in unique {
            guard object(language.value, "a localization") != nil else { continue }
            if let problem = LanguageCode.problem(with: language.key) {
              report("a localization: \(problem)", at: language.keyLocation)
            }
            entry.localizations.append(
              CatalogLocalization(
                language: language.key, location: language.keyLocation,
                content: content(language.value, depth: 0)))
          }
        default: break
        }
      }
      return entry
    }

    /// A localization or variation case. `node` is known to be an object.
    mutating func content(_ node: CatalogNode, depth: Int) -> CatalogContent {
      var result = CatalogContent(location: node.location)
      for field in effective(node.members ?? []) {
        switch field.key {
        case "stringUnit": result.stringUnit = stringUnit(field.value)
        case "stringSet": result.stringSet = stringSet(field.value)
        case "variations": result.variations = variations(field.value, depth: depth)
        case "substitutions":
          guard let names = object(field.value, "\"substitutions\"") else { continue }
          for name in effective(names) {
            if let substitution = substitution(name, depth: depth) {
              result.substitutions.append(substitution)
            }
          }
        default: break
        }
      }
      return result
    }

    mutating func state(_ node: CatalogNode) -> String? {
      guard let state = string(node, "state") else { return nil }
      if !CatalogDecoder.states.contains(state) {
        report(
          "unknown state \"\(state)\"; expected new, translated, needs_review or stale",
          at: node.location)
      }
      return state
    }

    mutating func stringUnit(_ node: CatalogNode) -> CatalogStringUnit? {
      guard let fields = object(node, "\"stringUnit\"") else { return nil }
      var unit = CatalogStringUnit(state: nil, value: "", location: node.location)
      var hasValue = false
      for field in effective(fields) {
        switch field.key {
        case "state": unit.state = state(field.value)
        case "value":
          unit.valueLocation = field.value.location
          if let value = string(field.value, "value") {
            unit.value = value
            hasValue = true
          }
        default: break
        }
      }
      if !hasValue && !fields.contains(where: { $0.key == "value" }) {
        report("\"stringUnit\" has no \"value\"", at: node.location)
        return nil
      }
      return hasValue ? unit : nil
    }

    mutating func stringSet(_ node: CatalogNode) -> CatalogStringSet? {
      guard let fields = object(node, "\"stringSet\"") else { return nil }
      var set = CatalogStringSet(state: nil, values: [], location: node.location)
      for field in effective(fields) {
        switch field.key {
        case "state": set.state = state(field.value)
        case "values":
          guard case .array(let elements) = field.value.value else {
            report(
              "\"values\" must be an array, not \(article(field.value.typeName))",
              at: field.value.location)
            continue
          }
          for element in elements {
            if let text = element.string {
              set.values.append(text)
            } else {
              report(
                "each of \"values\" must be a string, not \(article(element.typeName))",
                at: element.location)
            }
          }
        default: break
        }
      }
      return set
    }

    mutating func variations(_ node: CatalogNode, depth: Int) -> [CatalogVariations] {
      guard let selectors = object(node, "\"variations\"") else { return [] }
      guard depth < CatalogDecoder.maximumNesting else {
        report(
          "variations nested more than \(CatalogDecoder.maximumNesting) levels deep",
          at: node.location)
        return []
      }
      var result: [CatalogVariations] = []
      for selector in effective(selectors) {
        guard selector.key == "plural" || selector.key == "device" else {
          report(
            "unknown variation \"\(selector.key)\"; expected \"plural\" or \"device\"",
            at: selector.keyLocation)
          continue
        }
        guard let cases = object(selector.value, "\"\(selector.key)\"") else { continue }
        var variations = CatalogVariations(
          selector: selector.key, location: selector.keyLocation, cases: [])
        let unique = effective(cases)
        variations.cases.reserveCapacity(unique.count)
        for variationCase in unique {
          if selector.key == "plural"
            && !CatalogDecoder.pluralCategories.contains(variationCase.key)
          {
            report(
              "unknown plural category \"\(variationCase.key)\"; expected zero, one, two, few, many or other",
              at: variationCase.keyLocation)
            continue
          }
          guard object(variationCase.value, "a variation") != nil else { continue }
          variations.cases.append(
            CatalogVariationCase(
              name: variationCase.key, location: variationCase.keyLocation,
              content: content(variationCase.value, depth: depth + 1)))
        }
        result.append(variations)
      }
      return result
    }

    mutating func substitution(_ member: CatalogMember, depth: Int) -> CatalogSubstitution? {
      guard let fields = object(member.value, "a substitution") else { return nil }
      var result = CatalogSubstitution(
        name: member.key, location: member.keyLocation, argNum: nil, formatSpecifier: nil,
        variations: [])
      for field in effective(fields) {
        switch field.key {
        case "argNum":
          if case .number(let text) = field.value.value, let number = Int(text), number >= 1 {
            result.argNum = number
          } else {
            report(
              "\"argNum\" must be a whole number from 1, not \(field.value.string.map { _ in "a string" } ?? describe(field.value))",
              at: field.value.location)
          }
        case "formatSpecifier": result.formatSpecifier = string(field.value, "formatSpecifier")
        case "variations": result.variations = variations(field.value, depth: depth + 1)
        default: break
        }
      }
      return result
    }

    func describe(_ node: CatalogNode) -> String {
      if case .number(let text) = node.value { return text }
      return article(node.typeName)
    }
  }
}
