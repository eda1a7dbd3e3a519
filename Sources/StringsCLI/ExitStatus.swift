/// The exit status shared by all three tools, documented in the README and in every `--help`.
///
/// It follows the 0/1/2 convention of grep, diff and ripgrep, so CI can tell "found problems"
/// from "could not run".
public enum ExitStatus: Int32, Sendable {
  /// Nothing at error severity; nothing to change.
  case clean = 0
  /// Lint errors, or `--check` found something that would change.
  case findings = 1
  /// A usage error, an unreadable or unwritable file, or an internal failure.
  case couldNotRun = 2

  /// The worse of two statuses: `couldNotRun` over `findings` over `clean`.
  func combined(with other: ExitStatus) -> ExitStatus {
    rawValue >= other.rawValue ? self : other
  }
}
