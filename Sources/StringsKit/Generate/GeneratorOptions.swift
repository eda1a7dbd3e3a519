/// What the generator does with the references it is given: genstrings' `-skipTable`,
/// `-noPositionalParameters`, `-u`, `-q` and `-bigEndian`/`-littleEndian` as typed values.
///
/// File-level options (output folder, `-a`) belong to the command that writes the tables.
public struct GeneratorOptions: Hashable, Sendable {
  /// Tables not to generate (`-skipTable`); their references are dropped before anything else
  /// happens, so they produce no diagnostics either.
  public var skipTables: Set<String>
  /// Number the specifiers of values with two or more (`%@ %@` → `%1$@ %2$@`); `false` is
  /// `-noPositionalParameters`.
  public var positionalParameters: Bool
  /// Decode `\Uxxxx` in values (`-u`); see ``UnicodeEscapes``.
  public var unicodeEscapes: Bool
  /// Leave out the "multiple comments" warnings (`-q`). The "multiple values" warnings are
  /// reported anyway, as genstrings does (§1.2).
  public var quiet: Bool
  /// The encoding of the table bytes.
  public var outputEncoding: TableEncoding

  public init(
    skipTables: Set<String> = [], positionalParameters: Bool = true, unicodeEscapes: Bool = false,
    quiet: Bool = false, outputEncoding: TableEncoding = .utf16LittleEndian
  ) {
    self.skipTables = skipTables
    self.positionalParameters = positionalParameters
    self.unicodeEscapes = unicodeEscapes
    self.quiet = quiet
    self.outputEncoding = outputEncoding
  }
}
