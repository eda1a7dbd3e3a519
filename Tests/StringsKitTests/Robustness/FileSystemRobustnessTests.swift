import Foundation
import Testing

@testable import StringsKit

#if canImport(Glibc)
  import Glibc
#endif

/// What the file-system layer does with hostile folders and files: link loops, folders that
/// cannot be listed, files that change between being found and being read, and targets that
/// cannot be written. Every case ends in a clear error, and nothing that exists is damaged.
///
/// Tests run as root here and in CI, so permission bits stop nothing; failures are made with
/// means that fail for root too: a path below a regular file (`ENOTDIR`), `/proc/self/mem`
/// (`EIO` on read), `/dev/full` (`ENOSPC` on write) and `/proc/1/map_files` (not listable
/// without `CAP_SYS_ADMIN` in the initial namespace).
@Suite struct FileSystemRobustnessTests {
  let root = TemporaryDirectory()
  var display: DisplayPath { DisplayPath(workingDirectory: root.path) }

  /// A folder that cannot be listed by this process, or `nil` (then the test says so).
  static func unlistableFolder(in root: TemporaryDirectory) -> String? {
    if getuid() != 0 {
      let path = "\(root.path)/locked"
      try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
      chmod(path, 0)
      return path
    }
    let candidate = "/proc/1/map_files"
    return (try? FileFinder.list(candidate)) == nil && FileFinder.isDirectory(candidate)
      ? candidate : nil
  }

  /// Names of files in `folder` that look like leftovers of an atomic write.
  static func temporaryFiles(in folder: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter {
      $0.hasSuffix(".tmp")
    }
  }

  @Test func linkLoopsAreWalkedOnce() throws {
    try root.write("t/b.strings", "\"b\" = \"1\";\n")
    try root.write("t/a/x.strings", "\"x\" = \"1\";\n")
    try root.write("t/c/y.strings", "\"y\" = \"1\";\n")
    try FileManager.default.createSymbolicLink(
      atPath: "\(root.path)/t/a/loop", withDestinationPath: "..")
    try FileManager.default.createSymbolicLink(
      atPath: "\(root.path)/t/a/self", withDestinationPath: ".")
    try FileManager.default.createSymbolicLink(
      atPath: "\(root.path)/t/a/toC", withDestinationPath: "../c")
    try FileManager.default.createSymbolicLink(
      atPath: "\(root.path)/t/c/toA", withDestinationPath: "../a")
    let finder = FileFinder(paths: ["\(root.path)/t"], suffixes: [".strings"], display: display)
    let names = finder.files.map { ($0 as NSString).lastPathComponent }
    #expect(names.sorted() == ["b.strings", "x.strings", "y.strings"])
    #expect(finder.errors.isEmpty)
  }

  @Test func unlistableFolderIsReported() throws {
    guard let folder = Self.unlistableFolder(in: root) else {
      print("skipping: running as root and no folder here refuses to be listed")
      return
    }
    try root.write("t/a.strings", "\"a\" = \"1\";\n")
    try FileManager.default.createSymbolicLink(
      atPath: "\(root.path)/t/locked", withDestinationPath: folder)
    let finder = FileFinder(paths: ["\(root.path)/t"], suffixes: [".strings"], display: display)
    #expect(finder.files == ["\(root.path)/t/a.strings"])
    #expect(finder.errors.count == 1)
    // The reason depends on how the folder refuses: permission denied, operation not permitted.
    #expect(
      finder.errors.first?.description.hasPrefix("cannot read 't/locked': cannot list the folder")
        == true)
  }

  @Test func fileReplacedByFolderAfterDiscovery() throws {
    let path = try root.write("a.strings", "\"a\" = \"1\";\n")
    let found = FileFinder(paths: [root.path], suffixes: [".strings"], display: display).files
    #expect(found == [path])
    try FileManager.default.removeItem(atPath: path)
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    #expect(throws: StringsError.isADirectory(path: "a.strings")) {
      try FileReader.read(path, displayPath: "a.strings")
    }
  }

  @Test func fileDeletedAfterDiscovery() throws {
    let path = try root.write("a.strings", "\"a\" = \"1\";\n")
    #expect(
      FileFinder(paths: [root.path], suffixes: [".strings"], display: display).files == [path])
    try FileManager.default.removeItem(atPath: path)
    #expect(throws: StringsError.fileNotFound(path: "a.strings")) {
      try FileReader.read(path, displayPath: "a.strings")
    }
  }

  /// A FIFO in place of the file: refused at once instead of waiting for a writer forever.
  @Test func fileReplacedByFIFOAfterDiscovery() throws {
    let path = try root.write("a.strings", "\"a\" = \"1\";\n")
    #expect(
      FileFinder(paths: [root.path], suffixes: [".strings"], display: display).files == [path])
    try FileManager.default.removeItem(atPath: path)
    #expect(mkfifo(path, 0o644) == 0)
    #expect(throws: StringsError.fileNotReadable(path: "a.strings", reason: "not a regular file")) {
      try FileReader.read(path, displayPath: "a.strings")
    }
  }

  /// A file the listing called regular is opened without a `stat` first; when it has changed
  /// since, the error is the one the unhinted read gives.
  @Test func listedRegularFileChangedAfterDiscovery() throws {
    let path = try root.write("a.swift", "x")
    let list = FileFinder(paths: [root.path], suffixes: [".swift"], display: display)
    #expect(list.files == [path] && list.listedRegular == [true])
    #expect(try FileReader.bytes(path, isRegularFile: true) == Array("x".utf8))
    try FileManager.default.removeItem(atPath: path)
    #expect(throws: StringsError.fileNotFound(path: "a.swift")) {
      try FileReader.bytes(path, displayPath: "a.swift", isRegularFile: true)
    }
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    #expect(throws: StringsError.isADirectory(path: "a.swift")) {
      try FileReader.bytes(path, displayPath: "a.swift", isRegularFile: true)
    }
    try FileManager.default.removeItem(atPath: path)
    #expect(mkfifo(path, 0o644) == 0)
    #expect(throws: StringsError.fileNotReadable(path: "a.swift", reason: "not a regular file")) {
      try FileReader.bytes(path, displayPath: "a.swift", isRegularFile: true)
    }
    let file = try root.write("plain", "x")
    #expect(throws: StringsError.fileNotFound(path: "plain/a.swift")) {
      try FileReader.bytes("\(file)/a.swift", displayPath: "plain/a.swift", isRegularFile: true)
    }
  }

  /// Only what the listing itself calls a regular file is marked so: a link to a file is not,
  /// and a path named on its own is not either. A source file list also marks the files it
  /// named after a `stat` said so (following links): the reader checks the open file anyway.
  @Test func onlyListedRegularFilesAreMarked() throws {
    let path = try root.write("a.swift", "x")
    let link = "\(root.path)/b.swift"
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: path)
    let walked = FileFinder(paths: [root.path], suffixes: [".swift"], display: display)
    #expect(walked.files == [path, link] && walked.listedRegular == [true, false])
    let named = FileFinder(paths: [path], suffixes: [".swift"], display: display)
    #expect(named.files == [path] && named.listedRegular == [false])
    let list = SourceFileList(arguments: ["."], display: display)
    #expect(list.files == [path, link] && list.listedRegular == [true, false])
    let merged = SourceFileList(arguments: [".", "a.swift"], display: display)
    #expect(merged.files == [path, link] && merged.listedRegular == [true, false])
    let files = SourceFileList(arguments: ["b.swift", "a.swift"], display: display)
    #expect(files.files == [link, path] && files.listedRegular == [true, true])
  }

  @Test func readErrorIsReported() {
    #expect(
      throws: StringsError.fileNotReadable(path: "/proc/self/mem", reason: "input/output error")
    ) {
      try FileReader.read("/proc/self/mem")
    }
  }

  @Test func pathBelowAFileIsNotFound() throws {
    let file = try root.write("plain", "x")
    #expect(throws: StringsError.fileNotFound(path: "plain/a.strings")) {
      try FileReader.read("\(file)/a.strings", displayPath: "plain/a.strings")
    }
  }

  @Test func writeBelowAFileFailsCleanly() throws {
    let file = try root.write("plain", "x")
    #expect(
      throws: StringsError.fileNotWritable(path: "plain/a.strings", reason: "Not a directory")
    ) {
      try AtomicFileWriter.write(
        Data("new".utf8), to: "\(file)/a.strings", displayPath: "plain/a.strings")
    }
    #expect(root.snapshot() == ["plain": Data("x".utf8)])
  }

  /// `/dev/full` behind a link stands for a full disk: the error names the cause, the link and
  /// every other file stay as they were, and no temporary file is left.
  @Test func fullDiskFailsCleanly() throws {
    let link = "\(root.path)/Localizable.strings"
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/dev/full")
    try root.write("Other.strings", "\"old\" = \"1\";\n")
    #expect(
      throws: StringsError.fileNotWritable(
        path: "Localizable.strings", reason: "No space left on device")
    ) {
      try AtomicFileWriter.write(
        Data("\"a\" = \"b\";\n".utf8), to: link, displayPath: "Localizable.strings")
    }
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "/dev/full")
    #expect(root.snapshot() == ["Other.strings": Data("\"old\" = \"1\";\n".utf8)])
    #expect(Self.temporaryFiles(in: root.path).isEmpty)
  }

  /// A table that is a link (to a shared copy) keeps its link; the file it names is replaced.
  @Test func writeThroughALinkKeepsTheLink() throws {
    let shared = try root.write("shared/Localizable.strings", "old")
    let link = "\(root.path)/en.lproj/Localizable.strings"
    try FileManager.default.createDirectory(
      atPath: "\(root.path)/en.lproj", withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: shared)
    try AtomicFileWriter.write(Data("new".utf8), to: link)
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == shared)
    #expect(FileManager.default.contents(atPath: shared) == Data("new".utf8))
    #expect(Self.temporaryFiles(in: "\(root.path)/shared").isEmpty)
  }

  @Test func writeKeepsTheModeOfTheFileItReplaces() throws {
    let path = try root.write("a.strings", "old")
    chmod(path, 0o600)
    try AtomicFileWriter.write(Data("new".utf8), to: path)
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    #expect((attributes[.posixPermissions] as? Int) == 0o600)
    #expect(FileManager.default.contents(atPath: path) == Data("new".utf8))
  }
}
