/// libFuzzer entry point for the localization extractor and the generator behind it.
///
/// The extractor never fails, so any crash or sanitizer report is a bug. Every option that
/// changes which calls are matched is switched on, so the SwiftUI, routine, method and enum-key
/// paths all see the input. Whatever it finds, the table the generator writes from it must parse
/// without errors, with one entry per key: a table the runtime would reject loses every
/// translation in it.
func extractorFuzz(_ bytes: [UInt8]) {
  let options = ExtractionOptions(
    routines: ["NSLocalizedString", "CFCopyLocalizedString", "MyLocalized"], swiftUI: true,
    swiftUIAll: true, methods: ["localized"], swiftLocalized: true,
    enumProtocols: ["Localizable"])
  let result = LocalizationExtractor(options: options).extract(bytes, path: "fuzz.swift")
  let tables = Generator(options: GeneratorOptions(outputEncoding: .utf8)).generate(
    result.references)
  for table in tables.tables {
    let file = StringsFileParser.parse(table.data, path: "\(table.name).strings")
    if file.hasErrors || file.entries.count != table.entries.count {
      fatalError("generated table does not read back: \(file.diagnostics)")
    }
  }
}
