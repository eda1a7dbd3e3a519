import Foundation

/// The one libFuzzer entry point of the fuzz binary; `STRINGS_FUZZ_TARGET` picks the target.
///
/// All targets share one binary because compiling StringsKit with the sanitizers takes minutes
/// on a shared machine; `Fuzz/run.sh TARGET` sets the variable.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEntry(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let bytes = start.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
  switch fuzzTarget {
  case "strings-parser": stringsParserFuzz(Data(bytes))
  case "swift-lexer": swiftLexerFuzz(bytes)
  case "extractor": extractorFuzz(bytes)
  case "stringsdict-parser": stringsdictParserFuzz(Data(bytes))
  case "catalog-reader": catalogReaderFuzz(bytes)
  case "gen-differential": genDifferentialFuzz(bytes)
  case "xliff-reader": xliffReaderFuzz(Data(bytes))
  case "xliff-import": xliffImportFuzz(Data(bytes))
  case "binary-plist": binaryPlistFuzz(Data(bytes))
  default:
    fatalError(
      "set STRINGS_FUZZ_TARGET to strings-parser, swift-lexer, extractor, stringsdict-parser, "
        + "catalog-reader, gen-differential, xliff-reader, xliff-import or binary-plist")
  }
  return 0
}

/// Read once: the environment does not change during a run.
let fuzzTarget = ProcessInfo.processInfo.environment["STRINGS_FUZZ_TARGET"] ?? ""
