/// libFuzzer entry point for the localization extractor.
///
/// The extractor never fails, so any crash or sanitizer report is a bug. Every option that
/// changes which calls are matched is switched on, so the SwiftUI, routine, method and enum-key
/// paths all see the input. Each reference must point inside the input.
func extractorFuzz(_ bytes: [UInt8]) {
  let options = ExtractionOptions(
    routines: ["NSLocalizedString", "CFCopyLocalizedString", "MyLocalized"], swiftUI: true,
    swiftUIAll: true, methods: ["localized"], swiftLocalized: true,
    enumProtocols: ["Localizable"])
  let result = LocalizationExtractor(options: options).extract(bytes, path: "fuzz.swift")
  for reference in result.references {
    _ = reference.key
  }
}
