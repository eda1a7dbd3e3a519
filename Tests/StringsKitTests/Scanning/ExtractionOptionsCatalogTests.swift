import Testing

@testable import StringsKit

/// The catalog preset and how the extraction flags combine with it: each flag still adds what
/// it adds, none narrows the preset, and the enum-key flags say what they say.
@Suite struct ExtractionOptionsCatalogTests {
  @Test func thePresetReadsWhatXcodeReads() {
    let preset = ExtractionOptions.xcodeCatalog
    #expect(preset.swiftUI && preset.swiftUIAll && preset.swiftLocalized)
    let found = LocalizationExtractor(options: preset).extract(
      Array(#"let a = Text("Hello"); let b = String(localized: "Done")"#.utf8), path: "V.swift")
    #expect(found.references.map(\.key) == ["Hello", "Done"])
  }

  @Test func flagsAddToThePreset() {
    let flags = ExtractionOptions(
      routines: ["AppLocalizedString"], swiftUI: true, methods: ["localized"],
      enumProtocols: [], enumKeyStyle: .rawValue)
    let combined = ExtractionOptions.xcodeCatalog.adding(flags)
    #expect(combined.routines == ["AppLocalizedString"])
    #expect(combined.methods == ["localized"])
    #expect(combined.swiftUI && combined.swiftUIAll && combined.swiftLocalized)
    #expect(combined.enumProtocols.isEmpty)
    #expect(combined.enumKeyStyle == .rawValue)
    // Plain flags (none given) leave the preset as it is.
    #expect(ExtractionOptions.xcodeCatalog.adding(ExtractionOptions()) == .xcodeCatalog)
    // A routine given twice is kept once.
    #expect(combined.adding(flags).routines == ["AppLocalizedString"])
  }
}
