import Foundation
import Testing

@testable import StringsKit

/// 100,000 levels of every nesting construct: none may exhaust the stack. The lexer keeps
/// nesting in an explicit stack, the `.strings` parser stops at CoreFoundation's depth limit
/// (512) and reports it, and CoreFoundation's XML reader has the same limit.
///
/// The work runs on a secondary thread with a 512 KiB stack, the size Dispatch and the
/// cooperative pool give their threads, so recursion that the main thread's 8 MiB would hide
/// still fails here.
@Suite struct DeepNestingTests {
  static let depth = 100_000

  /// Runs `work` on a thread with a small stack and waits for it.
  static func onSmallStack(_ work: @escaping @Sendable () -> Void) {
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      work()
      done.signal()
    }
    thread.stackSize = 512 * 1024
    thread.start()
    done.wait()
  }

  @Test(arguments: ScalingCase.swift) func swiftNesting(_ input: ScalingCase) {
    Self.onSmallStack {
      let bytes = input.build(max(input.unit, Self.depth))
      let tokens = SwiftLexer.tokenize(bytes)
      precondition(tokens.last?.kind == .endOfFile && tokens.last?.end == bytes.count)
      _ = ScalingTests.extractor.extract(bytes, path: "deep.swift")
    }
  }

  @Test(arguments: ScalingCase.strings) func stringsNesting(_ input: ScalingCase) {
    Self.onSmallStack {
      let bytes = input.build(max(input.unit, Self.depth))
      let file = StringsFileParser.parse(Data(bytes), path: "deep.strings")
      precondition(file.serialized() == Data(bytes))
      _ = file.jsonDump()
    }
  }

  /// Deep or unclosed catalog JSON: refused past 512 levels with a diagnostic, never a crash.
  @Test(arguments: ScalingCase.catalogs) func catalogNesting(_ input: ScalingCase) {
    Self.onSmallStack {
      let bytes = input.build(max(input.unit, Self.depth))
      let catalog = CatalogReader.read(bytes, path: "deep.xcstrings")
      _ = catalog.serialized()
    }
  }

  /// The deepest JSON the catalog reader accepts is decoded, written, compared and freed on a
  /// small stack; one level more is an error at the bracket that goes too deep.
  @Test func deepestAcceptedCatalogOnASmallStack() {
    let depth = CatalogJSONReader.maximumDepth
    let accepted = ScalingCase.nested("{\"a\":[", "1", "]}", depth / 2)
    Self.onSmallStack {
      let catalog = CatalogReader.read(accepted, path: "deep.xcstrings")
      precondition(catalog.root != nil)
      let written = catalog.serialized()!
      let again = CatalogReader.read(written, path: "deep.xcstrings")
      precondition(again.root!.hasSameValue(as: catalog.root!))
      precondition(again.serialized() == written)
    }
    let refused = CatalogReader.read(
      ScalingCase.nested("[", "1", "]", depth + 1), path: "deep.xcstrings")
    #expect(refused.root == nil)
    #expect(
      DiagnosticFormatter.text(refused.diagnostics)
        == "deep.xcstrings:1:\(depth + 1): error: arrays and objects nested more than 512 levels deep\n"
    )
  }

  @Test func deepStringsNestingIsReported() {
    let file = StringsFileParser.parse(
      Data(ScalingCase.nested("(", "\"x\"", ")", Self.depth) + Array(";".utf8)),
      path: "deep.strings")
    #expect(file.hasErrors)
    let value = Array("\"k\" = ".utf8) + ScalingCase.nested("(", "\"x\"", ")", Self.depth)
    let valued = StringsFileParser.parse(Data(value + Array(";".utf8)), path: "deep.strings")
    #expect(valued.diagnostics.contains { $0.message.hasPrefix("too many nested arrays") })
  }

  /// 511 levels, the most CoreFoundation accepts in a value; the value is deep and must be printable
  /// and comparable on a small stack too.
  @Test func deepestAcceptedValueOnASmallStack() {
    let bytes =
      Array("\"k\" = ".utf8) + ScalingCase.nested("(", "\"x\"", ")", 511) + Array(";".utf8)
    Self.onSmallStack {
      let file = StringsFileParser.parse(Data(bytes), path: "deep.strings")
      precondition(!file.hasErrors)
      precondition(file.jsonDump().count > 1_000)
      precondition(file.values == file.values)
    }
  }

  @Test func deepXMLNestingIsReported() {
    let xml =
      "<?xml version=\"1.0\"?><plist><dict><key>a</key>"
      + String(repeating: "<array>", count: Self.depth)
      + String(repeating: "</array>", count: Self.depth)
      + "</dict></plist>"
    Self.onSmallStack {
      let file = StringsFileParser.parse(Data(xml.utf8), path: "deep.strings")
      precondition(file.hasErrors)
    }
  }
}
