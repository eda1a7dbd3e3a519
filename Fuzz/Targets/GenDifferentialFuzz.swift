/// libFuzzer entry point comparing strings-gen's fast path with the full lexer path.
///
/// Extraction with the prefilter (a file without a watched name is not lexed) must give the
/// same references and diagnostics, byte for byte, as lexing every file, with every scanning
/// kernel this machine runs, under option sets that watch different names. Any difference traps.
func genDifferentialFuzz(_ bytes: [UInt8]) {
  for options in genDifferentialOptions {
    let extractor = LocalizationExtractor(options: options)
    let full = rendering(extractor.extract(bytes, path: "fuzz.swift", prefilter: false))
    for kernel in ScanKernel.available {
      let fast = rendering(
        extractor.extract(bytes, path: "fuzz.swift", prefilter: true, kernel: kernel))
      if fast != full {
        fatalError("the \(kernel) fast path differs from the full lexer path")
      }
    }
  }
}

/// Defaults; every shape with a `K` protocol (compared through `enum`, see
/// ``EnumProtocolGate``); a short routine with enum keys off.
private let genDifferentialOptions: [ExtractionOptions] = [
  ExtractionOptions(),
  ExtractionOptions(
    routines: ["MyLocalized"], swiftUI: true, swiftUIAll: true, methods: ["localized"],
    swiftLocalized: true, enumProtocols: ["Localizable", "Keys"]),
  ExtractionOptions(routines: ["Loc"], enumProtocols: []),
]

/// A byte-exact rendering of a result (`==` on `String`s folds canonically equivalent text).
private func rendering(_ result: LocalizationExtractor.Result) -> [UInt8] {
  Array(String(reflecting: result.references).utf8) + [0]
    + Array(String(reflecting: result.diagnostics).utf8)
}
