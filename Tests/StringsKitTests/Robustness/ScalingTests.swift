import Foundation
import Testing

@testable import StringsCLI
@testable import StringsKit

/// Work grows linearly with input size for the lexer, the extractor, the `.strings` parser, the
/// catalog reader and writer, catalog sync and compile, `.stringsdict` migration, and the
/// folder walk: no input makes any of them quadratic. See ``ScalingMeasurement`` for why
/// these timing comparisons cannot flake (they already share the machine with the other
/// suites, so the cases run side by side too).
@Suite struct ScalingTests {
  static let extractor = LocalizationExtractor(
    options: ExtractionOptions(
      routines: ["NSLocalizedString"], swiftUI: true, methods: ["localized"],
      swiftLocalized: true))

  /// The measurement itself tells the two apart: work that compares every byte with every
  /// earlier one (quadratic) fails the bound, one pass over the bytes passes it clearly.
  @Test func measurementTellsQuadraticFromLinearWork() {
    let input = ScalingCase("bytes", unit: 250) { ScalingCase.repeated("ab", $0) }
    var sink = 0
    let quadratic = ScalingMeasurement.ratio(make: input.make) { bytes in
      for end in bytes.indices where bytes[end] == UInt8(ascii: "b") {
        sink &+= bytes[..<end].reduce(0) { $0 &+ Int($1) }
      }
    }
    let linear = ScalingMeasurement.ratio(make: input.make) { bytes in
      for _ in 0..<100 { sink &+= bytes.reduce(0) { $0 &+ Int($1) } }
    }
    #expect(quadratic.ratio > ScalingMeasurement.bound, "quadratic: \(quadratic)")
    #expect(linear.ratio < ScalingMeasurement.clearPass, "linear: \(linear), \(sink)")
  }

  @Test(arguments: ScalingCase.swift) func swiftSourcesScaleLinearly(_ input: ScalingCase) {
    let (ratio, times) = ScalingMeasurement.ratio(make: input.make) { bytes in
      _ = SwiftLexer.tokenize(bytes)
      _ = Self.extractor.extract(bytes, path: "x.swift")
    }
    #expect(ratio < ScalingMeasurement.bound, "\(input): 16× input took \(ratio)× (\(times))")
  }

  /// Xcode-style extraction, declarations included, on the Swift inputs and on its own.
  @Test(arguments: ScalingCase.swift + ScalingCase.xcode)
  func xcodeExtractionScalesLinearly(_ input: ScalingCase) {
    let extractor = LocalizationExtractor(options: ExtractionOptions(xcode: true))
    let (ratio, times) = ScalingMeasurement.ratio(make: input.make) { bytes in
      var file = extractor
      file.declarations = DeclarationModel.merged([DeclarationModel(file: bytes)])
      _ = file.extract(bytes, path: "x.swift")
    }
    #expect(ratio < ScalingMeasurement.bound, "\(input): 16× input took \(ratio)× (\(times))")
  }

  /// Extraction and generation together, for inputs whose references pile onto one entry.
  @Test(arguments: ScalingCase.generation) func tablesScaleLinearly(_ input: ScalingCase) {
    let (ratio, times) = ScalingMeasurement.ratio(make: input.make) { bytes in
      let references = Self.extractor.extract(bytes, path: "x.swift").references
      _ = Generator().generate(references)
    }
    #expect(ratio < ScalingMeasurement.bound, "\(input): 16× input took \(ratio)× (\(times))")
  }

  /// Each scanning kernel (the prefilter and the UTF-8 check) scans in linear time, the
  /// portable scalar one included: the forced-scalar test run repeats only the scanning and
  /// differential suites, not this one.
  @Test(arguments: ScanKernel.available) func scanKernelsScaleLinearly(_ kernel: ScanKernel) {
    let cases = [
      ScalingCase("no watched name", unit: 2_000) { ScalingCase.repeated("let x = y\n", $0) },
      ScalingCase("near misses of watched names", unit: 500) {
        ScalingCase.repeated("NSLocalizedStrin(Tex localize ", $0)
      },
      ScalingCase("multi-byte text", unit: 10_000) { ScalingCase.repeated("é€😀 ", $0) },
    ]
    for input in cases {
      let (ratio, times) = ScalingMeasurement.ratio(make: input.make) { bytes in
        _ = Self.extractor.extract(bytes, path: "x.swift", prefilter: true, kernel: kernel)
        _ = UTF8Validation.firstInvalidOffset(in: bytes, kernel: kernel)
      }
      #expect(
        ratio < ScalingMeasurement.bound, "\(kernel), \(input): 16× input took \(ratio)× (\(times))"
      )
    }
  }

  /// The lexer alone scales on every Swift input.
  @Test(arguments: ScalingCase.swift) func swiftLexingScalesLinearly(_ input: ScalingCase) {
    let (ratio, times) = ScalingMeasurement.ratio(make: input.make) { bytes in
      _ = SwiftLexer.tokenize(bytes)
    }
    #expect(ratio < ScalingMeasurement.bound, "\(input): 16× input took \(ratio)× (\(times))")
  }

  @Test(arguments: ScalingCase.strings) func stringsFilesScaleLinearly(_ input: ScalingCase) {
    let (ratio, times) = ScalingMeasurement.ratio(make: input.make) { bytes in
      _ = StringsFileParser.parse(Data(bytes), path: "x.strings").diagnostics
    }
    #expect(ratio < ScalingMeasurement.bound, "\(input): 16× input took \(ratio)× (\(times))")
  }

  /// One value holding many specifiers (each a different argument, then the same one over and
  /// over, then stray `%`s): what placeholder-mismatch reads for every value.
  @Test(arguments: [
    ScalingCase("many different specifiers", unit: 2_000) {
      ScalingCase.repeated("%d %@ %ld %% %#@n@ ", $0)
    },
    ScalingCase("one specifier repeated", unit: 4_000) {
      ScalingCase.repeated("%1$@ é ", $0)
    },
    ScalingCase("stray percent signs", unit: 8_000) { ScalingCase.repeated("% é %", $0) },
  ]) func formatArgumentsScaleLinearly(_ input: ScalingCase) {
    let (ratio, times) = ScalingMeasurement.ratio(make: input.make) { bytes in
      _ = FormatArgument.lintArguments(in: String(decoding: bytes, as: UTF8.self))
    }
    #expect(ratio < ScalingMeasurement.bound, "\(input): 16× input took \(ratio)× (\(times))")
  }

  /// Sorting findings for printing, each at its own line or all alike (one place, rule and
  /// message, another key each): the input's length is the number of findings.
  @Test(arguments: [false, true]) func findingsSortLinearly(_ alike: Bool) {
    let input = ScalingCase("findings", unit: 4_000) { ScalingCase.repeated("x", $0) }
    let (ratio, times) = ScalingMeasurement.ratio(make: input.make) { bytes in
      let findings = (0..<bytes.count).map { index in
        LintFinding(
          .warning("m", at: SourcePosition(path: "p", line: alike ? 1 : index + 1, column: 1)),
          key: "k\(index)")
      }
      _ = findings.sortedForPrinting()
    }
    #expect(ratio < ScalingMeasurement.bound, "alike \(alike): 16× took \(ratio)× (\(times))")
  }

  @Test(arguments: ScalingCase.json) func jsonFilesScaleLinearly(_ input: ScalingCase) {
    let (ratio, times) = ScalingMeasurement.ratio(make: input.make) { bytes in
      _ = JSONSyntaxCheck.firstProblem(in: bytes)
    }
    #expect(ratio < ScalingMeasurement.bound, "\(input): 16× input took \(ratio)× (\(times))")
  }

  /// A sync into the catalog (half the keys gone, as many new ones added, every kept key's
  /// value changed so its translations are flagged), then a compile: linear in the keys.
  @Test func catalogSyncAndCompileScaleLinearly() {
    // Fewer keys than the reading case: each new key is placed by Foundation's localized
    // comparison, which is slow per call (but called linearithmically often).
    let manyKeys = ScalingCase.catalogs[0]
    let input = ScalingCase("many keys synced", unit: 250) { manyKeys.build($0) }
    let (ratio, times) = ScalingMeasurement.ratio(make: input.make) { bytes in
      let catalog = CatalogReader.read(bytes, path: "x.xcstrings")
      var code: [ExtractedString] = []
      for (index, entry) in catalog.entries.enumerated() {
        let key = index.isMultiple(of: 2) ? entry.key : "new \(entry.key)"
        code.append(ExtractedString(key: key, value: "v \(index)", comment: "c", hasValue: true))
      }
      let synced = catalog.applying(CatalogSync.plan(catalog, extracted: code).edits)
      _ = CatalogCompiler.compile(synced)
    }
    #expect(ratio < ScalingMeasurement.bound, "sync: 16× input took \(ratio)× (\(times))")
  }

  /// A merge, its edits and its `--dry-run` diff, with a reference of `count` keys.
  @Test(arguments: ScalingCase.merges) func mergesScaleLinearly(_ input: ScalingCase) {
    // The reference, a NUL, then the language file.
    let make: @Sendable (Int) -> [UInt8] = { scale in
      let count = input.unit * scale
      let reference = (0..<count).map { "/* c\($0) */\n\"k\($0)\" = \"V\";\n\n" }.joined()
      return Array(reference.utf8) + [0] + input.make(scale)
    }
    let (ratio, times) = ScalingMeasurement.ratio(make: make) { bytes in
      let split = bytes.firstIndex(of: 0)!
      let reference = StringsFileParser.parse(Data(bytes[..<split]), path: "en")
      let language = StringsFileParser.parse(Data(bytes[(split + 1)...]), path: "de")
      let merged = Merger().merge(reference: reference, into: language).data
      _ = UnifiedDiff.text(old: language.data, new: merged, path: "de")
    }
    #expect(ratio < ScalingMeasurement.bound, "\(input): 16× input took \(ratio)× (\(times))")
  }

  /// Read, decode and write back: every step of a catalog is linear.
  @Test(arguments: ScalingCase.catalogs) func catalogsScaleLinearly(_ input: ScalingCase) {
    let (ratio, times) = ScalingMeasurement.ratio(make: input.make) { bytes in
      let catalog = CatalogReader.read(bytes, path: "x.xcstrings")
      _ = catalog.serialized()
    }
    #expect(ratio < ScalingMeasurement.bound, "\(input): 16× input took \(ratio)× (\(times))")
  }

  /// Written back key by key (`strings-lint --dump`), on one core and on two.
  @Test(arguments: ScalingCase.catalogs) func catalogWriteBackScalesLinearly(_ input: ScalingCase) {
    let (ratio, times) = ScalingMeasurement.ratio(make: input.make) { bytes in
      for jobs in [1, 2] {
        _ = CatalogWriteBack.writeBack(bytes, path: "x.xcstrings", jobs: jobs) { _ in }
      }
    }
    #expect(ratio < ScalingMeasurement.bound, "\(input): 16× input took \(ratio)× (\(times))")
  }

  @Test(arguments: ScalingCase.xliff) func xliffFilesScaleLinearly(_ input: ScalingCase) {
    let (ratio, times) = ScalingMeasurement.ratio(make: input.make) { bytes in
      _ = XLIFFReader.read(Data(bytes), path: "x.xliff").diagnostics
    }
    #expect(ratio < ScalingMeasurement.bound, "\(input): 16× input took \(ratio)× (\(times))")
  }

  @Test(arguments: ScalingCase.stringsdict) func stringsdictFilesScaleLinearly(_ input: ScalingCase)
  {
    let (ratio, times) = ScalingMeasurement.ratio(make: input.make) { bytes in
      _ = StringsdictParser.parse(Data(bytes), path: "x.stringsdict").diagnostics
    }
    #expect(ratio < ScalingMeasurement.bound, "\(input): 16× input took \(ratio)× (\(times))")
  }

  /// A `.stringsdict` read as migration reads it, migrated into a catalog, and written back
  /// as XML and as a binary property list.
  @Test(arguments: ScalingCase.stringsdict)
  func stringsdictMigrationScalesLinearly(_ input: ScalingCase) {
    let (ratio, times) = ScalingMeasurement.ratio(make: input.make) { bytes in
      let file = StringsdictParser.parse(Data(bytes), path: "en.lproj/x.stringsdict")
      let entries = StringsdictContent.read(file).entries
      _ = CatalogMigration.catalog(
        path: "x.xcstrings", sourceLanguage: "en",
        languages: [CatalogMigration.Language(language: "en", strings: nil, stringsdict: file)])
      _ = StringsdictWriter.data(for: entries)
      _ = BinaryPropertyListWriter.data(forStringsdict: entries)
    }
    #expect(ratio < ScalingMeasurement.bound, "\(input): 16× input took \(ratio)× (\(times))")
  }

  /// Folders of 60, 240 and 960 small files, three levels deep, walked by ``FileFinder`` and
  /// ``SourceFileList``.
  @Test func manyFilesScaleLinearly() throws {
    let root = TemporaryDirectory()
    for scale in [1, 4, 16] {
      for index in 0..<(60 * scale) {
        let folder = "\(scale)/d\(index % 7)/e\(index % 3)"
        try root.write("\(folder)/f\(index).swift", "Text(\"k\")\n")
        try root.write("\(folder)/f\(index).strings", "\"k\" = \"v\";\n")
      }
    }
    let display = DisplayPath(workingDirectory: root.path)
    let walk: ([UInt8]) -> Void = { bytes in
      let folder = String(decoding: bytes, as: UTF8.self)
      let found = FileFinder(
        paths: ["\(root.path)/\(folder)"], suffixes: [".strings"], display: display)
      let list = SourceFileList(arguments: [folder], display: display)
      precondition(found.files.count == list.files.count && found.errors.isEmpty)
    }
    let (ratio, times) = ScalingMeasurement.ratio(
      runs: 3, make: { Array("\($0)".utf8) }, work: walk)
    #expect(ratio < ScalingMeasurement.bound, "16× files took \(ratio)× (\(times))")
  }

  /// The streaming walk on a deep tree (one folder inside the other, 20, 80 and 320 levels) and
  /// on a wide one (60, 240 and 960 files and folders in one folder).
  @Test(arguments: ["deep", "wide"]) func orderedFolderWalkScalesLinearly(_ shape: String) throws {
    let root = TemporaryDirectory()
    for scale in [1, 4, 16] {
      if shape == "deep" {
        var folder = "\(scale)"
        for level in 0..<(20 * scale) {
          folder += "/d"
          try root.write("\(folder)/f\(level).swift", "")
        }
      } else {
        for index in 0..<(30 * scale) {
          try root.write("\(scale)/f\(index).swift", "")
          try root.write("\(scale)/f\(index)/g.swift", "")
        }
      }
    }
    let walk: ([UInt8]) -> Void = { bytes in
      var count = 0
      let exact = OrderedFolderWalk.walk(
        "\(root.path)/\(String(decoding: bytes, as: UTF8.self))", suffixes: [".swift"]
      ) { _, _ in count += 1 }
      precondition(exact && count > 0)
    }
    let (ratio, times) = ScalingMeasurement.ratio(
      runs: 3, make: { Array("\($0)".utf8) }, work: walk)
    #expect(ratio < ScalingMeasurement.bound, "\(shape): 16× tree took \(ratio)× (\(times))")
  }
}
