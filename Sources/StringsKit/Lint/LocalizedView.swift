import Foundation

/// One resource folder's tables as the runtime sees them (``LocalizedTable`` per language and
/// table) and the translated texts paired with the reference's, built on first use and kept.
///
/// Building them hashes every key of every table; the syntax rule alone never needs them, and
/// the rules that do run side by side, so the first one builds while the others wait.
final class LocalizedView: @unchecked Sendable {
  // Safe: the mutable state is only touched while holding `lock`, or `textsLock` for `texts`.
  private let lock = NSLock()
  private let textsLock = NSLock()
  private let tables: [String: [String: LintTable]]
  private let stringsdicts: [String: [String: StringsdictFile]]
  private var built: [String: [String: LocalizedTable]]?
  private var texts: (referenceLanguage: String, pairs: [LintInput.TextPair])?

  init(tables: [String: [String: LintTable]], stringsdicts: [String: [String: StringsdictFile]]) {
    self.tables = tables
    self.stringsdicts = stringsdicts
  }

  /// Language → table name → the table as the runtime sees it.
  var localized: [String: [String: LocalizedTable]] {
    lock.lock()
    defer { lock.unlock() }
    if let built { return built }
    let names = Set(tables.keys).union(stringsdicts.keys).flatMap { language in
      Set((tables[language] ?? [:]).keys).union((stringsdicts[language] ?? [:]).keys).map {
        (language: language, name: $0)
      }
    }
    // The tables are independent of each other: built on every core.
    let built = Parallel.map(names.count) { [tables, stringsdicts] index in
      let (language, name) = names[index]
      let table = tables[language]?[name]
      return LocalizedTable(
        language: language, name: name, strings: table?.file, lastIndex: table?.lastIndex,
        stringsdict: stringsdicts[language]?[name])
    }
    var localized: [String: [String: LocalizedTable]] = [:]
    for (index, (language, name)) in names.enumerated() {
      localized[language, default: [:]][name] = built[index]
    }
    self.built = localized
    return localized
  }

  /// The translated texts for `referenceLanguage`, made by `build` the first time.
  func translatedTexts(
    referenceLanguage: String, build: () -> [LintInput.TextPair]
  ) -> [LintInput.TextPair] {
    textsLock.lock()
    defer { textsLock.unlock() }
    if let texts, texts.referenceLanguage == referenceLanguage { return texts.pairs }
    let pairs = build()
    texts = (referenceLanguage, pairs)
    return pairs
  }
}
