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
    let names = tableNames
    // The tables are independent of each other: built on every core.
    let tables = Parallel.map(names.count) { index in
      self.table(language: names[index].language, name: names[index].name)
    }
    let localized = Self.grouped(tables, names)
    self.built = localized
    return localized
  }

  /// Builds the tables of all `views` at once, on every core. Called before rules run side by
  /// side: the first rule to read a view would otherwise build it while the others wait, and a
  /// map nested in theirs runs on that one worker only.
  static func build(_ views: [LocalizedView]) {
    let pending = views.filter { view in
      view.lock.lock()
      defer { view.lock.unlock() }
      return view.built == nil
    }
    let names = pending.map(\.tableNames)
    let work = names.indices.flatMap { view in names[view].indices.map { (view, $0) } }
    let tables = Parallel.map(work.count) { index in
      let (view, table) = work[index]
      return pending[view].table(
        language: names[view][table].language, name: names[view][table].name)
    }
    var start = 0
    for (offset, view) in pending.enumerated() {
      let count = names[offset].count
      let localized = grouped(Array(tables[start..<start + count]), names[offset])
      start += count
      view.lock.lock()
      if view.built == nil { view.built = localized }
      view.lock.unlock()
    }
  }

  /// Every language and table name, of `.strings` and `.stringsdict` files alike.
  private var tableNames: [(language: String, name: String)] {
    Set(tables.keys).union(stringsdicts.keys).flatMap { language in
      Set((tables[language] ?? [:]).keys).union((stringsdicts[language] ?? [:]).keys).map {
        (language: language, name: $0)
      }
    }
  }

  private func table(language: String, name: String) -> LocalizedTable {
    let table = tables[language]?[name]
    return LocalizedTable(
      language: language, name: name, strings: table?.file, lastIndex: table?.lastIndex,
      stringsdict: stringsdicts[language]?[name])
  }

  private static func grouped(
    _ tables: [LocalizedTable], _ names: [(language: String, name: String)]
  ) -> [String: [String: LocalizedTable]] {
    var localized: [String: [String: LocalizedTable]] = [:]
    for (index, (language, name)) in names.enumerated() {
      localized[language, default: [:]][name] = tables[index]
    }
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
