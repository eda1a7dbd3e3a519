import Foundation
import StringsKit

/// Everything a command touches outside its arguments: streams, working directory, environment
/// variables and whether the streams are terminals.
///
/// Commands take one of these instead of reading process-wide state, so tests run them in-process
/// and in parallel with captured output.
public struct CommandEnvironment: Sendable {
  /// Writes a chunk of output. Called synchronously; never buffered past the call.
  public typealias Sink = @Sendable (String) -> Void

  public var standardOutput: Sink
  public var standardError: Sink
  /// Reads all of standard input (for `-` arguments).
  public var readStandardInput: @Sendable () -> Data
  /// Absolute path of the working directory; relative arguments are resolved against it.
  public var workingDirectory: String
  /// The environment variables. The real process's are read on first use: most runs never
  /// ask (only a terminal's progress line does), and building them from Foundation's process
  /// information cost more instructions than any other step of starting up.
  public var variables: [String: String] {
    get { variableSource.value }
    set { variableSource = VariableSource(newValue) }
  }
  private var variableSource: VariableSource
  public var standardErrorIsTerminal: Bool
  /// How the real process writes bytes to standard error: straight to the descriptor, without
  /// making a string of bytes that are UTF-8 text already (a lint's report may be megabytes).
  private var writeStandardErrorBytes: (@Sendable (UnsafeRawBufferPointer) -> Void)?
  /// The same for standard output: a catalog written back is as large as the catalog.
  private var writeStandardOutputBytes: (@Sendable (UnsafeRawBufferPointer) -> Void)?
  /// Whether the process exits as soon as the command returns (the real tools), so that large
  /// results may be left to the operating system instead of being freed (``FreedAtExit``).
  public var exitsAfterCommand = false

  public init(
    standardOutput: @escaping Sink, standardError: @escaping Sink,
    readStandardInput: @escaping @Sendable () -> Data = { Data() },
    workingDirectory: String, variables: [String: String] = [:],
    standardErrorIsTerminal: Bool = false, exitsAfterCommand: Bool = false
  ) {
    self.standardOutput = standardOutput
    self.standardError = standardError
    self.readStandardInput = readStandardInput
    self.workingDirectory = workingDirectory
    variableSource = VariableSource(variables)
    self.standardErrorIsTerminal = standardErrorIsTerminal
    self.exitsAfterCommand = exitsAfterCommand
  }

  /// The real process: stdout, stderr, stdin, the current directory and environment.
  public static var process: CommandEnvironment {
    MallocTuning.apply()
    var environment = CommandEnvironment(
      standardOutput: { FileHandle.standardOutput.write(Data($0.utf8)) },
      standardError: { FileHandle.standardError.write(Data($0.utf8)) },
      readStandardInput: { FileHandle.standardInput.readDataToEndOfFile() },
      workingDirectory: FileManager.default.currentDirectoryPath,
      variables: [:], standardErrorIsTerminal: isatty(2) != 0, exitsAfterCommand: true)
    environment.variableSource = VariableSource { ProcessInfo.processInfo.environment }
    environment.writeStandardErrorBytes = { DescriptorWriting.writeAll($0, to: 2) }
    environment.writeStandardOutputBytes = { DescriptorWriting.writeAll($0, to: 1) }
    return environment
  }

  /// Before a run that reads many files: in the real process, asks for large pages in the heaps
  /// (``MallocTuning/adviseMainHeap()``) and starts the helper threads, which do the same in
  /// their own heaps and keep their cores awake between the run's parallel steps
  /// (``Parallel/startHelpers(spinning:setUp:)``); a test's environment leaves its process
  /// alone.
  public func prepareToReadManyFiles() {
    guard exitsAfterCommand else { return }
    MallocTuning.adviseMainHeap()
    Parallel.startHelpers(spinning: .milliseconds(20)) { MallocTuning.adviseThisThreadsHeap() }
  }

  /// Writes `bytes`, UTF-8 text, to standard error as ``standardError`` would write them.
  public func standardError(bytes: [UInt8]) {
    Self.write(bytes, straight: writeStandardErrorBytes, else: standardError)
  }

  /// Writes `bytes`, UTF-8 text, to standard output as ``standardOutput`` would write them.
  public func standardOutput(bytes: [UInt8]) {
    Self.write(bytes, straight: writeStandardOutputBytes, else: standardOutput)
  }

  /// `bytes` written straight to the descriptor when the process has one, else as a string to
  /// `sink` (the tests' captured streams).
  private static func write(
    _ bytes: [UInt8], straight: (@Sendable (UnsafeRawBufferPointer) -> Void)?, else sink: Sink
  ) {
    guard let straight else { return sink(String(decoding: bytes, as: UTF8.self)) }
    bytes.withUnsafeBytes { straight($0) }
  }
}

/// Environment variables given up front, or read once when first asked for.
private struct VariableSource: Sendable {
  private let built: Built<[String: String]>
  private let load: @Sendable () -> [String: String]

  init(_ variables: [String: String]) {
    built = Built(variables)
    load = { variables }
  }

  init(load: @escaping @Sendable () -> [String: String]) {
    built = Built()
    self.load = load
  }

  var value: [String: String] { built.value(load) }
}
