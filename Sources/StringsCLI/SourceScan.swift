import StringsKit

/// Reads one Swift source and extracts its key references: the step `strings-gen` and
/// `strings-lint --sources` share, so both read sources and report unreadable ones alike.
struct SourceScan: Sendable {
  let extractor: LocalizationExtractor
  /// The encoding named with `-encoding`, or `nil` for UTF-8.
  let encoding: String.Encoding?
  /// Whether to guess the encoding of a file that is not UTF-8 (`-d`).
  let detect: Bool

  struct Outcome: Sendable {
    var references: [KeyReference] = []
    var diagnostics: [Diagnostic] = []
    /// Set when the file could not be read or decoded at all.
    var failed = false
  }

  /// Scans the file at `path`, naming it `shown` in references and messages.
  ///
  /// `shown` is worked out only for a file that yields something: most files of an app hold no
  /// call at all (``LocalizationExtractor/mayHaveReferences(_:)`` tells), and making the name
  /// cost more than deciding that.
  ///
  /// `isRegularFile` passes on what the folder listing said (``SourceFileList/listedRegular``),
  /// which saves a `stat` per file.
  func scan(
    _ path: String, shown: @autoclosure () -> String, isRegularFile: Bool = false
  ) -> Outcome {
    var outcome = Outcome()
    let data: [UInt8]
    do throws(StringsError) {
      data = try FileReader.bytes(path, isRegularFile: isRegularFile)
    } catch {
      // Read again to word the error with the name as shown; the error is the same.
      do throws(StringsError) {
        data = try FileReader.bytes(path, displayPath: shown(), isRegularFile: isRegularFile)
      } catch {
        outcome.diagnostics = [.error("\(error)", at: nil)]
        outcome.failed = true
        return outcome
      }
    }
    switch InputEncoding.decode(data, as: encoding, detect: detect) {
    case .text(let bytes):
      guard extractor.mayHaveReferences(bytes) else { return outcome }
      let extraction = extractor.extractAfterPrefilter(bytes, path: shown())
      outcome.references = extraction.references
      outcome.diagnostics = extraction.diagnostics
    case .problem(let problem):
      outcome.diagnostics = [.error(problem.message, at: problem.position(in: shown()))]
      outcome.failed = true
    }
    return outcome
  }

  /// The declarations of every source, which Xcode-style extraction needs before it reads
  /// any file: a key's type may be declared in another file. Unreadable files are left out
  /// here and reported by the scan.
  static func declarations(
    of files: [String], encoding: String.Encoding?, detect: Bool, jobs: Int? = nil
  ) -> DeclarationModel {
    let models = Parallel.map(files.count, jobs: jobs) { index -> DeclarationModel in
      guard let data = try? FileReader.bytes(files[index]),
        case .text(let bytes) = InputEncoding.decode(data, as: encoding, detect: detect)
      else { return DeclarationModel() }
      return DeclarationModel(file: bytes)
    }
    return DeclarationModel.merged(models)
  }
}
