/// Finds the localizable strings of one Swift file: genstrings' job, done on tokens.
///
/// The Scanning folder owns everything between a file's bytes and its ``KeyReference``s:
/// ``SwiftLexer`` decides what is code, ``SwiftStringLiteral`` turns literals into table text,
/// ``EnumKeyExtractor`` handles typed enum keys, and this type matches call shapes. Merging the
/// references into tables belongs to the generator.
///
///     let result = LocalizationExtractor().extract(
///       Array(#"NSLocalizedString("k", comment: "c")"#.utf8), path: "A.swift")
///     result.references  // [k = k /* c */ at A.swift:1:1]
///
/// Because matching works on tokens, calls inside comments, string text or regex literals are
/// never found, while a real call inside an interpolation is.
public struct LocalizationExtractor: Sendable {
  /// What one file yielded.
  public struct Result: Hashable, Sendable {
    /// In source order.
    public var references: [KeyReference]
    /// In source order.
    public var diagnostics: [Diagnostic]
  }

  /// The message genstrings prints for a non-literal key, table or value (kept verbatim).
  public static let notLiteralMessage = "Argument is not a literal string."
  /// The warning for an empty key, which gets no entry.
  public static let emptyKeyMessage = "Empty key: no entry is written for it."

  public var options: ExtractionOptions {
    didSet { plan = Plan(options) }
  }
  /// What the options make the extractor look for, worked out once rather than per file.
  private var plan: Plan
  /// The target's declarations, which give the types of names to ``ExtractionOptions/xcode``
  /// extraction; unused otherwise.
  public var declarations = DeclarationModel()

  public init(options: ExtractionOptions = ExtractionOptions()) {
    self.options = options
    plan = Plan(options)
  }

  /// The names to look for with the shape each starts, the enum protocols, and the prefilter
  /// built from both.
  private struct Plan: Sendable {
    let shapes: [(name: [UInt8], shape: CallShape)]
    /// The kind of reference each of ``shapes`` yields, shared by every file's references.
    let kinds: [KeyReference.Kind]
    let enumGate: EnumProtocolGate
    let prefilter: NamePrefilter

    init(_ options: ExtractionOptions) {
      shapes = LocalizationExtractor.shapes(for: options)
      kinds = shapes.map(\.shape.kind)
      enumGate = EnumProtocolGate(options.enumProtocols)
      prefilter = NamePrefilter(names: shapes.map(\.name) + enumGate.watchedNames)
    }
  }

  private static let swiftUIViews = [
    "Button", "Label", "Toggle", "Link", "Menu", "Picker", "Section", "TextField", "SecureField",
    "Stepper", "NavigationLink",
  ]
  private static let swiftUIModifiers = ["navigationTitle", "help", "accessibilityLabel"]

  /// Names to look for, with the shape each one starts.
  private static func shapes(for options: ExtractionOptions) -> [(name: [UInt8], shape: CallShape)]
  {
    var shapes: [(name: [UInt8], shape: CallShape)] = []
    var routines = ["NSLocalizedString"]
    for routine in options.routines where !routines.contains(routine) { routines.append(routine) }
    for routine in routines {
      shapes.append((Array(routine.utf8), .routine(routine)))
    }
    // Xcode's extraction finds these by type (``XcodeKeyFinder``).
    let byType = options.xcode
    if (options.swiftUI || options.swiftUIAll) && !byType {
      shapes.append((Array("Text".utf8), .text))
    }
    if options.swiftUIAll && !byType {
      shapes += Self.swiftUIViews.map { (Array($0.utf8), .view($0)) }
      shapes += Self.swiftUIModifiers.map { (Array($0.utf8), .modifier($0)) }
    }
    if options.swiftLocalized && !byType {
      shapes.append((Array("String".utf8), .stringLocalized))
      shapes.append((Array("LocalizedStringResource".utf8), .resource))
    }
    var methods: [String] = []
    for method in options.methods where !methods.contains(method) { methods.append(method) }
    shapes += methods.map { (Array($0.utf8), .method($0)) }
    return shapes
  }

  /// Extracts the references of one file.
  ///
  /// - Parameters:
  ///   - bytes: the file's contents, UTF-8 (a leading BOM is allowed).
  ///   - path: the path printed in positions, as the user gave it.
  /// - Returns: references and `warning` diagnostics (``notLiteralMessage``), both in source
  ///   order. Extraction never fails; unparsable calls are skipped.
  public func extract(_ bytes: [UInt8], path: String) -> Result {
    extract(bytes, path: path, prefilter: true)
  }

  /// Whether `bytes` (as given to ``extract(_:path:)``) may yield a reference or a diagnostic.
  /// `false` is exact: extracting would find nothing. It costs one vector pass over the bytes,
  /// so a caller can skip per-file work (such as naming the file) for most files of an app.
  public func mayHaveReferences(_ bytes: [UInt8]) -> Bool {
    options.xcode || plan.prefilter.mayMatch(bytes)
  }

  /// ``extract(_:path:)`` for a caller that has just been told ``mayHaveReferences(_:)`` of the
  /// same bytes: the prefilter's pass is not run a second time. The result is the same.
  public func extractAfterPrefilter(_ bytes: [UInt8], path: String) -> Result {
    extract(bytes, path: path, prefilter: false)
  }

  /// Extracts the references of one file; with `prefilter`, a file that holds none of the
  /// watched names (``NamePrefilter``) is not lexed. Both give the same result; the
  /// differential tests and the `gen-differential` fuzz target compare them. `kernel` is the
  /// prefilter's and the lexer's.
  func extract(
    _ bytes: [UInt8], path: String, prefilter: Bool, kernel: ScanKernel = .preferred
  ) -> Result {
    let shapes = plan.shapes
    let enumGate = plan.enumGate
    if prefilter && !options.xcode && !plan.prefilter.mayMatch(bytes, kernel: kernel) {
      return Result(references: [], diagnostics: [])
    }
    let input = SignificantTokens(bytes: bytes, path: path, kernel: kernel)
    let found = Self.watchedIdentifiers(
      in: input, names: shapes.map(\.name), protocolNames: enumGate.protocolNames,
      protocolNamed: !enumGate.isExact)
    var state = MatchState(input: input, kinds: plan.kinds, calls: found.calls.count)
    // The tokens and bytes borrowed once for all calls: taken for each call, the two arrays
    // were retained and released a hundred thousand times on the dense corpus.
    input.tokens.withUnsafeBufferPointer { tokens in
      input.bytes.withUnsafeBufferPointer { bytes in
        let source = MatchSource(tokens: tokens, bytes: bytes)
        for (index, which) in found.calls {
          state.match(shapes[which].shape, kind: which, at: index, in: source)
        }
      }
    }
    var references = state.references()
    if found.mayHaveTypedKeys && !options.enumProtocols.isEmpty {
      references += EnumKeyExtractor(
        input: input, protocols: options.enumProtocols, style: options.enumKeyStyle
      ).references()
    }
    var diagnostics = state.diagnostics
    if options.xcode {
      var finder = XcodeKeyFinder(input: input, global: declarations)
      finder.run()
      references += finder.references
      diagnostics += finder.diagnostics
    }
    let byPosition: (KeyReference, KeyReference) -> Bool = {
      ($0.position.line, $0.position.column) < ($1.position.line, $1.position.column)
    }
    return Result(
      references: Self.sorted(references, by: byPosition),
      diagnostics: Self.sorted(diagnostics, by: Diagnostic.printOrder))
  }

  /// The identifier tokens of `input` spelled as one of `names` (each with the index of the
  /// name, in token order), and whether the file has both an identifier spelled as one of
  /// `protocolNames` (`protocolNamed` when that need not be looked for) and an `enum`.
  ///
  /// Typed enum keys need both a protocol name and an `enum` declaration, and most files have
  /// neither: noting both here spares those files the enum extractor's own pass over every
  /// token. The `enum` is looked for only in the few files that name a protocol. Most
  /// identifiers have a length no name has: one bit test rules them out before any byte
  /// comparison (lengths of 64 and more share the top bit).
  private static func watchedIdentifiers(
    in input: SignificantTokens, names: [[UInt8]], protocolNames: [[UInt8]], protocolNamed: Bool
  ) -> (calls: [(index: Int, which: Int)], mayHaveTypedKeys: Bool) {
    let lengths = names.reduce(UInt64(0)) { $0 | lengthBit($1.count) }
    let protocolLengths = protocolNames.reduce(UInt64(0)) { $0 | lengthBit($1.count) }
    var calls: [(index: Int, which: Int)] = []
    var namesProtocol = protocolNamed
    input.tokens.withUnsafeBufferPointer { tokens in
      input.bytes.withUnsafeBufferPointer { bytes in
        var watched = lengths | (namesProtocol ? 0 : protocolLengths)
        guard let first = tokens.baseAddress else { return }
        var token = first
        let end = first + tokens.count
        while token < end {
          defer { token += 1 }
          guard token.pointee.kind == .identifier else { continue }
          let start = token.pointee.start
          let length = token.pointee.end &- start
          let bit = lengthBit(length)
          guard watched & bit != 0 else { continue }
          let spelled = UnsafeBufferPointer(rebasing: bytes[start..<(start + length)])
          if lengths & bit != 0 {
            for which in names.indices
            where names[which].withUnsafeBufferPointer({ UTF8Text.equal(spelled, $0) }) {
              calls.append((token - first, which))
            }
          }
          if !namesProtocol && protocolLengths & bit != 0
            && protocolNames.contains(where: {
              $0.withUnsafeBufferPointer { UTF8Text.equal(spelled, $0) }
            })
          {
            namesProtocol = true
            watched = lengths
          }
        }
      }
    }
    guard namesProtocol else { return (calls, false) }
    let hasEnum = input.tokens.indices.contains { input.isIdentifier($0, .enum) }
    return (calls, hasEnum)
  }

  /// The bit standing for identifiers of `length` bytes in the name-length filter.
  @inline(__always)
  private static func lengthBit(_ length: Int) -> UInt64 {
    1 << UInt64(min(length, 63))
  }

  /// `items` in order; an array already in order (the usual case: calls are found in source
  /// order) is returned as it is. The sort is stable, so this is the same result.
  private static func sorted<Item>(_ items: [Item], by less: (Item, Item) -> Bool) -> [Item] {
    var index = 1
    while index < items.count {
      if less(items[index], items[index - 1]) { return items.sorted(by: less) }
      index += 1
    }
    return items
  }
}

// MARK: - Matching

/// The call shapes recognised, by the name that starts them.
private enum CallShape {
  /// `NSLocalizedString` or a `-s` routine.
  case routine(String)
  case text
  case view(String)
  case modifier(String)
  case stringLocalized
  case resource
  case method(String)

  /// The kind of the references the shape finds.
  var kind: KeyReference.Kind {
    switch self {
    case .routine(let name): .localizedString(routine: name)
    case .text: .swiftUI(view: "Text")
    case .view(let name), .modifier(let name): .swiftUI(view: name)
    case .stringLocalized, .resource: .swiftLocalized
    case .method(let name): .method(name: name)
    }
  }
}

/// One argument of a call: its label, if any, and its expression's token range.
private struct Argument {
  var label: ArgumentLabel
  var expression: Range<Int>
}

/// The arguments of the call being matched, in storage that every call reuses: an array handed
/// from call to call cost a uniqueness check per argument and a `removeAll` per call.
private final class ArgumentList {
  private var storage: UnsafeMutablePointer<Argument>
  private var capacity = 8
  private(set) var count = 0

  init() {
    storage = UnsafeMutablePointer<Argument>.allocate(capacity: capacity)
  }

  deinit {
    storage.deinitialize(count: count)
    storage.deallocate()
  }

  var first: Argument? { count > 0 ? storage[0] : nil }

  subscript(index: Int) -> Argument {
    precondition(index >= 0 && index < count)
    return storage[index]
  }

  func removeAll() {
    storage.deinitialize(count: count)
    count = 0
  }

  func append(_ argument: Argument) {
    if count == capacity {
      let larger = UnsafeMutablePointer<Argument>.allocate(capacity: capacity * 2)
      larger.moveInitialize(from: storage, count: count)
      storage.deallocate()
      storage = larger
      capacity *= 2
    }
    (storage + count).initialize(to: argument)
    count += 1
  }
}

/// The argument labels the call shapes read, told apart by their bytes in the source.
///
/// Matching compares the label token's bytes with these spellings instead of making a
/// `String` of every label: a call has several labeled arguments and most are never read.
private enum ArgumentLabel {
  /// An unlabeled argument.
  case none
  case tableName, value, comment, table, defaultValue, localized
  /// A label no call shape reads (`bundle:`, `locale:`, …).
  case other

  /// The label spelled by `bytes[range]`.
  ///
  /// The length picks the one or two spellings worth comparing: most labels (`bundle:`) have a
  /// length no read label has and are told apart without reading a byte.
  init(_ range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) {
    let candidates: (ArgumentLabel, ArgumentLabel)
    switch range.count {
    case 5: candidates = (.value, .table)
    case 7: candidates = (.comment, .comment)
    case 9: candidates = (.tableName, .localized)
    case 12: candidates = (.defaultValue, .defaultValue)
    default:
      self = .other
      return
    }
    guard range.lowerBound >= 0, range.upperBound <= bytes.count else {
      self = .other
      return
    }
    let label = UnsafeBufferPointer(rebasing: bytes[range])
    if Self.equal(label, candidates.0.spelling) {
      self = candidates.0
    } else if Self.equal(label, candidates.1.spelling) {
      self = candidates.1
    } else {
      self = .other
    }
  }

  /// Whether two byte runs hold the same bytes: runs of 4 to 16 bytes (every spelling) as two
  /// overlapping words from each end, others byte by byte.
  @inline(__always)
  private static func equal(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>)
    -> Bool
  {
    let count = a.count
    guard count == b.count else { return false }
    guard count >= 4, count <= 16, let left = a.baseAddress, let right = b.baseAddress else {
      for index in 0..<count where a[index] != b[index] { return false }
      return true
    }
    let x = UnsafeRawPointer(left)
    let y = UnsafeRawPointer(right)
    if count >= 8 {
      return x.loadUnaligned(as: UInt64.self) == y.loadUnaligned(as: UInt64.self)
        && x.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
          == y.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
    }
    return x.loadUnaligned(as: UInt32.self) == y.loadUnaligned(as: UInt32.self)
      && x.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
        == y.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
  }

  /// The label's bytes in the source; empty for ``none`` and ``other``.
  private var spelling: UnsafeBufferPointer<UInt8> {
    let text: StaticString =
      switch self {
      case .comment: "comment"
      case .tableName: "tableName"
      case .value: "value"
      case .table: "table"
      case .defaultValue: "defaultValue"
      case .localized: "localized"
      case .none, .other: ""
      }
    return UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)
  }
}

/// What an argument expression evaluates to, as far as extraction cares.
private enum Evaluated {
  /// Table text: a span of the file's text buffer (``MatchState/text``).
  case literal(Range<Int>)
  case nilLiteral
  case other
}

/// A reference found, its texts given as spans of ``MatchState/text``.
///
/// Its position is kept as the index of its token and becomes a ``SourcePosition`` (which holds
/// the path) only when the references are handed out; its kind is the index of its call shape.
/// Holding nothing counted, it is copied and dropped without retains or releases.
private struct FoundReference {
  var key: Range<Int>
  var value: Range<Int>?
  var table: Range<Int>?
  var comment: Range<Int>?
  /// An index into ``MatchState/kinds``.
  var kind: Int
  /// The index of the token the reference is reported at.
  var token: Int

  init(key: Range<Int>, kind: Int, token: Int) {
    self.key = key
    self.kind = kind
    self.token = token
  }
}

/// A file's tokens and bytes as buffers, for the length of one call's matching: the argument
/// walk and the literals read them without array bounds and ownership checks.
private struct MatchSource {
  let tokens: UnsafeBufferPointer<SwiftToken>
  let bytes: UnsafeBufferPointer<UInt8>

  /// The kind of `tokens[index]`, or end of file when out of range.
  @inline(__always)
  func kind(_ index: Int) -> SwiftToken.Kind {
    index >= 0 && index < tokens.count ? tokens[index].kind : .endOfFile
  }

  /// Whether `tokens[index]` is the operator `+`.
  @inline(__always)
  func isPlus(_ index: Int) -> Bool {
    let token = tokens[index]
    return token.kind == .operator && token.end - token.start == 1
      && bytes[token.start] == UInt8(ascii: "+")
  }
}

/// The matching of call shapes against one file's tokens, and what it found.
private struct MatchState {
  let input: SignificantTokens
  /// The kind of reference each call shape yields, by the index ``match(_:kind:at:)`` is given.
  let kinds: [KeyReference.Kind]
  /// The index into ``kinds`` of the call being matched.
  private var kind = 0
  /// The table text of every literal evaluated, as UTF-8, back to back: one buffer per file,
  /// which the file's references share (``ReferenceText``), instead of a string per text.
  private let text: ReferenceTextBuffer
  private var found: [FoundReference] = []
  var diagnostics: [Diagnostic] = []
  /// The arguments of the call being matched (see ``arguments(at:in:)``).
  private let arguments = ArgumentList()
  /// Where brackets close; made on the first call, as most files have no call at all.
  private var matches: BracketMatches?

  /// The number of calls to be matched, each of which yields at most one reference.
  private let calls: Int

  init(input: SignificantTokens, kinds: [KeyReference.Kind], calls: Int) {
    self.input = input
    self.kinds = kinds
    self.calls = calls
    // Room for a typical call's texts (key, value, table and comment) per call.
    text = ReferenceTextBuffer(capacity: calls * 64)
  }

  /// The references found, sharing the file's text buffer.
  func references() -> [KeyReference] {
    guard !found.isEmpty else { return [] }
    let file = ReferenceFile(bytes: text.bytes, path: input.path, kinds: kinds)
    let tokens = input.tokens
    return found.map { found in
      let token = tokens[found.token]
      return KeyReference(
        text: ReferenceText(
          file: file, key: found.key, value: found.value, table: found.table,
          comment: found.comment),
        kind: found.kind, line: token.line, column: token.column)
    }
  }

  /// Matches `shape` against the call whose name is `tokens[index]`; what it finds is of kind
  /// `kinds[kind]`. Calls are matched in source order (``BracketMatches`` relies on it for
  /// linear time). `source` holds ``input``'s tokens and bytes, borrowed once per file.
  mutating func match(_ shape: CallShape, kind: Int, at index: Int, in source: MatchSource) {
    self.kind = kind
    // Text evaluated for a call that yields no reference is dropped from the buffer again.
    let mark = text.count
    let before = found.count
    matchShape(shape, at: index, in: source)
    if found.count == before { text.truncate(to: mark) }
  }

  private mutating func matchShape(_ shape: CallShape, at index: Int, in source: MatchSource) {
    switch shape {
    case .routine: matchRoutine(at: index, in: source)
    case .text: matchText(at: index, in: source)
    case .view: matchTitle(at: index, in: source)
    case .modifier:
      guard source.kind(index - 1) == .dot else { return }
      matchTitle(at: index, in: source)
    case .stringLocalized:
      guard readArguments(at: index + 1, in: source), arguments.first?.label == .localized
      else { return }
      matchSwiftLocalized(at: index, in: source)
    case .resource:
      guard readArguments(at: index + 1, in: source),
        arguments.first?.label == ArgumentLabel.none
      else { return }
      matchSwiftLocalized(at: index, in: source)
    case .method: matchMethod(at: index, in: source)
    }
  }

  // MARK: Call shapes

  /// `NSLocalizedString(key, tableName:, bundle:, value:, comment:)` and `-s` routines.
  ///
  /// A `func NAME(` declaration is skipped without a diagnostic (behavior reference §10,
  /// decision 5). A call on a receiver (`Foundation.NSLocalizedString(`) still counts.
  private mutating func matchRoutine(at index: Int, in source: MatchSource) {
    if input.isIdentifier(index - 1, .func) { return }
    guard readArguments(at: index + 1, in: source) else { return }
    guard let first = arguments.first, first.label == .none else {
      return warnNotLiteral(at: arguments.first.map { $0.expression.lowerBound } ?? index)
    }
    guard case .literal(let key) = evaluate(first.expression, in: source, isKey: true) else {
      return warnNotLiteral(at: first.expression.lowerBound)
    }
    var reference = FoundReference(key: key, kind: kind, token: index)
    for position in 1..<arguments.count {
      let argument = arguments[position]
      // `bundle:` and unknown labels are never read, so never evaluated.
      guard argument.label != .other else { continue }
      switch (argument.label, evaluate(argument.expression, in: source)) {
      case (.tableName, .literal(let text)): reference.table = text
      case (.tableName, .nilLiteral): reference.table = nil
      case (.value, .literal(let text)): reference.value = text
      case (.tableName, _), (.value, _):
        return warnNotLiteral(at: argument.expression.lowerBound)
      case (.comment, .literal(let text)): reference.comment = text
      default: break  // a nil or computed comment
      }
    }
    append(reference)
  }

  /// SwiftUI `Text("key", tableName:, bundle:, comment:)`.
  ///
  /// Only a single literal is a key: `Text(verbatim:)`, `Text(variable)` and `Text("a" + "b")`
  /// (a `String`, shown verbatim) are skipped without a diagnostic. An interpolation becomes
  /// `%@`, as `LocalizedStringKey` does.
  private mutating func matchText(at index: Int, in source: MatchSource) {
    if input.isIdentifier(index - 1, .func) { return }
    guard readArguments(at: index + 1, in: source), let first = arguments.first,
      first.label == .none,
      case .literal(let key) = evaluate(
        first.expression, in: source, placeholder: "%@", concatenate: false, isKey: true)
    else { return }
    var reference = FoundReference(key: key, kind: kind, token: index)
    for position in 1..<arguments.count {
      let argument = arguments[position]
      switch (argument.label, evaluate(argument.expression, in: source)) {
      case (.tableName, .literal(let table)): reference.table = table
      case (.tableName, .nilLiteral): reference.table = nil
      case (.tableName, _): return warnNotLiteral(at: argument.expression.lowerBound)
      case (.comment, .literal(let comment)): reference.comment = comment
      default: break
      }
    }
    append(reference)
  }

  /// The first, unlabeled literal argument of a SwiftUI view or modifier (`--swiftui-all`).
  private mutating func matchTitle(at index: Int, in source: MatchSource) {
    if input.isIdentifier(index - 1, .func) { return }
    guard readArguments(at: index + 1, in: source), let first = arguments.first,
      first.label == .none,
      case .literal(let key) = evaluate(
        first.expression, in: source, placeholder: "%@", concatenate: false, isKey: true)
    else { return }
    append(FoundReference(key: key, kind: kind, token: index))
  }

  /// `String(localized: "key", defaultValue:, table:, bundle:, locale:, comment:)` and
  /// `LocalizedStringResource("key", defaultValue:, table:, bundle:, comment:)`.
  ///
  /// Their keys are `String.LocalizationValue`s, so interpolations become `%@`. A non-literal
  /// key is a runtime value such as a resource variable and is skipped silently; a non-literal
  /// default value or table draws the genstrings warning.
  private mutating func matchSwiftLocalized(at index: Int, in source: MatchSource) {
    guard let first = arguments.first,
      case .literal(let key) = evaluate(
        first.expression, in: source, placeholder: "%@", isKey: true)
    else { return }
    var reference = FoundReference(key: key, kind: kind, token: index)
    for position in 1..<arguments.count {
      let argument = arguments[position]
      let placeholder = argument.label == .defaultValue ? "%@" : nil
      switch (argument.label, evaluate(argument.expression, in: source, placeholder: placeholder))
      {
      case (.table, .literal(let table)): reference.table = table
      case (.table, .nilLiteral): reference.table = nil
      case (.defaultValue, .literal(let value)): reference.value = value
      case (.table, _), (.defaultValue, _):
        return warnNotLiteral(at: argument.expression.lowerBound)
      case (.comment, .literal(let comment)): reference.comment = comment
      default: break
      }
    }
    append(reference)
  }

  /// `"key".NAME`, `"key".NAME()` and `"key".NAME(comment: "c")` (`--method NAME`).
  ///
  /// An interpolated receiver is a runtime value and is skipped silently.
  private mutating func matchMethod(at index: Int, in source: MatchSource) {
    guard source.kind(index - 1) == .dot, source.kind(index - 2) == .stringClose,
      let open = literalStart(endingAt: index - 2, in: source),
      let literal = input.literal(at: open),
      literal.endIndex == index - 1,
      let keyText = literal.tableText(isKey: true, tokens: input.tokens)
    else { return }
    var reference = FoundReference(key: append(keyText), kind: kind, token: open)
    if source.kind(index + 1) == .leftParen, readArguments(at: index + 1, in: source) {
      for position in 0..<arguments.count where arguments[position].label == .comment {
        if case .literal(let comment) = evaluate(arguments[position].expression, in: source) {
          reference.comment = comment
        }
      }
    }
    append(reference)
  }

  /// Records a reference, except one with an empty key: the runtime never looks up `""`
  /// (`Text("")` shows nothing), and genstrings writes no entry for it.
  private mutating func append(_ reference: FoundReference) {
    guard !reference.key.isEmpty else {
      diagnostics.append(
        .warning(LocalizationExtractor.emptyKeyMessage, at: input.position(reference.token)))
      return
    }
    // Room for a reference per call at once: growing the list copied it over and over.
    if found.isEmpty { found.reserveCapacity(calls) }
    found.append(reference)
  }

  /// Adds `string` to the text buffer and returns its span.
  private func append(_ string: String) -> Range<Int> {
    let start = text.count
    text.append(string)
    return start..<text.count
  }

  /// Adds the source bytes `range` (a plain literal's content) to the text buffer as the text
  /// `String(decoding:as:)` makes of them: ASCII as it is, anything else repaired where it is
  /// not valid UTF-8.
  private func appendSource(_ range: Range<Int>, isASCII: Bool, in source: MatchSource) {
    let content = UnsafeBufferPointer(rebasing: source.bytes[range])
    if isASCII {
      text.append(content)
    } else {
      text.append(String(decoding: content, as: UTF8.self))
    }
  }

  // MARK: Arguments

  /// Reads the arguments of the call whose `(` is `tokens[index]` into ``arguments``; `false`
  /// when there is no `(` or it is never closed.
  private mutating func readArguments(at index: Int, in source: MatchSource) -> Bool {
    guard source.kind(index) == .leftParen else { return false }
    arguments.removeAll()
    if let read = readFlatArguments(at: index, in: source) { return read }
    let matches = matches ?? BracketMatches(tokenCount: source.tokens.count)
    self.matches = matches
    guard let end = matches.close(of: index, in: source.tokens),
      source.tokens[end].kind == .rightParen
    else { return false }
    // What the one-pass split read before giving up.
    arguments.removeAll()
    var argumentStart = index + 1
    var position = index + 1
    while position < end {
      let kind = source.tokens[position].kind
      if BracketMatches.opens(kind) {
        // Nested brackets, strings and interpolations are stepped over whole.
        guard let close = matches.close(of: position, in: source.tokens) else { return false }
        position = close
      } else if kind == .comma {
        arguments.append(argument(argumentStart..<position, in: source))
        argumentStart = position + 1
      }
      position += 1
    }
    if end > argumentStart { arguments.append(argument(argumentStart..<end, in: source)) }
    return true
  }

  /// ``readArguments(at:in:)`` for the usual call, whose arguments hold no brackets but plain
  /// `"…"` literals (``SwiftStringLiteral/plainLiteralContent(at:tokens:bytes:)``'s shape):
  /// one pass splits them and finds the close, with no ``BracketMatches`` walk. `nil` at the
  /// first other opening (a nested call, an interpolation, a raw string…): the general walk then
  /// reads the call from its start, dropping the arguments split so far.
  ///
  /// The result is the general walk's: a plain literal's three tokens are an opening, the text
  /// and its close, which the walk steps over whole too, and the first other closing token
  /// closes the call's `(` (a call is only a call when that is a `)`). The pass stops at that
  /// close or at an opening, so each token is passed once for the innermost call around it:
  /// time stays linear.
  private func readFlatArguments(at index: Int, in source: MatchSource) -> Bool? {
    let tokens = source.tokens
    let count = tokens.count
    var argumentStart = index + 1
    var position = index + 1
    while position < count {
      let kind = tokens[position].kind
      switch kind {
      case .comma:
        arguments.append(argument(argumentStart..<position, in: source))
        argumentStart = position + 1
      case .stringOpen:
        guard tokens[position].end - tokens[position].start == 1 else { return nil }
        var close = position + 1
        if close < count && tokens[close].kind == .stringText { close += 1 }
        guard close < count && tokens[close].kind == .stringClose else { return nil }
        position = close
      case .rightParen:
        if position > argumentStart {
          arguments.append(argument(argumentStart..<position, in: source))
        }
        return true
      default:
        if BracketMatches.opens(kind) { return nil }
        // Closes the call's `(` without being a `)`.
        if BracketMatches.closes(kind) { return false }
      }
      position += 1
    }
    // Never closed.
    return false
  }

  /// Splits `label:` off an argument's tokens.
  private func argument(_ range: Range<Int>, in source: MatchSource) -> Argument {
    if range.count >= 2, source.tokens[range.lowerBound].kind == .identifier,
      source.tokens[range.lowerBound + 1].kind == .colon
    {
      return Argument(
        label: ArgumentLabel(source.tokens[range.lowerBound].range, in: source.bytes),
        expression: (range.lowerBound + 2)..<range.upperBound)
    }
    return Argument(label: .none, expression: range)
  }

  /// Evaluates `"a" + "b"`, a single literal, or `nil`.
  ///
  /// - Parameters:
  ///   - placeholder: what an interpolation becomes; `nil` makes interpolated literals
  ///     non-literal (genstrings cannot know their runtime text).
  ///   - concatenate: whether `+` may join literals.
  ///   - isKey: whether the text is a key, whose line breaks are written `\n` (see
  ///     ``SwiftStringLiteral/tableText(placeholder:isKey:tokens:)``).
  private func evaluate(
    _ range: Range<Int>, in source: MatchSource, placeholder: String? = nil,
    concatenate: Bool = true, isKey: Bool = false
  ) -> Evaluated {
    if range.count == 1 && input.isIdentifier(range.lowerBound, .nil) { return .nilLiteral }
    // The pieces are appended one after another, so the text is the span from here.
    let start = text.count
    var position = range.lowerBound
    while true {
      // Most literals are `"plain text"`: copied straight from the bytes (the same text the
      // assembled literal gives), the rest through ``SwiftStringLiteral``.
      if let plain = SwiftStringLiteral.plainLiteralContent(
        at: position, tokens: source.tokens, bytes: source.bytes)
      {
        appendSource(plain.content, isASCII: plain.isASCII, in: source)
        position = plain.end
      } else {
        guard let literal = input.literal(at: position),
          let part = literal.tableText(placeholder: placeholder, isKey: isKey, tokens: input.tokens)
        else { return other(from: start) }
        text.append(part)
        position = literal.endIndex
      }
      if position == range.upperBound { return .literal(start..<text.count) }
      guard concatenate, position + 1 < range.upperBound, source.isPlus(position)
      else { return other(from: start) }
      position += 1
    }
  }

  /// ``Evaluated/other``, with the text appended from `start` on dropped.
  private func other(from start: Int) -> Evaluated {
    text.truncate(to: start)
    return .other
  }

  /// The `stringOpen` token matching the `stringClose` at `index`.
  private func literalStart(endingAt index: Int, in source: MatchSource) -> Int? {
    var depth = 0
    var position = index
    while position >= 0 {
      switch source.kind(position) {
      case .stringClose: depth += 1
      case .stringOpen:
        depth -= 1
        if depth == 0 { return position }
      default: break
      }
      position -= 1
    }
    return nil
  }

  private mutating func warnNotLiteral(at index: Int) {
    diagnostics.append(
      .warning(LocalizationExtractor.notLiteralMessage, at: input.position(index)))
  }
}
