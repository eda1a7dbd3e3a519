import Foundation
import Testing

@testable import StringsKit

/// The prefilter's kernels against a plain search, on random bytes with names planted at random
/// places, cut short, and at the very end (where the vector kernels hand over to the scalar
/// loop).
@Suite struct NamePrefilterTests {
  static let names: [[UInt8]] = [
    Array("NSLocalizedString".utf8), Array("Localizable".utf8), Array("Text".utf8), Array("é".utf8),
    [0x4C],
  ]

  /// Whether `name` occurs in `bytes`, by the definition.
  static func reference(_ names: [[UInt8]], _ bytes: [UInt8]) -> Bool {
    names.contains { name in
      guard bytes.count >= name.count else { return name.isEmpty }
      return (0...(bytes.count - name.count)).contains { offset in
        bytes[offset..<(offset + name.count)].elementsEqual(name)
      }
    }
  }

  @Test(arguments: ScanKernel.available) func agreesWithPlainSearch(_ kernel: ScanKernel) {
    var generator = SplitMix64(seed: 0x5EED)
    let alphabet = Array("NSLocalizedStringTextéab \n\"".utf8)
    var hits = 0
    for round in 0..<4_000 {
      // Some names alone, some in pairs, so one name's candidates do not hide another's.
      let first = Int(generator.next() % UInt64(Self.names.count))
      let chosen =
        round % 3 == 0 ? [Self.names[first]] : [Self.names[first], Self.names[(first + 2) % 5]]
      let length = Int(generator.next() % 300)
      var bytes = (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
      switch generator.next() % 4 {
      case 0:
        // A whole name somewhere, often at the end.
        let name = chosen[Int(generator.next() % UInt64(chosen.count))]
        let at =
          generator.next() % 2 == 0 ? bytes.count : Int(generator.next() % UInt64(bytes.count + 1))
        bytes.insert(contentsOf: name, at: at)
      case 1:
        // A name missing its last byte, at the end.
        let name = chosen[0]
        bytes += name.dropLast()
      default: break
      }
      let prefilter = NamePrefilter(names: chosen)
      let expected = Self.reference(chosen, bytes)
      if expected { hits += 1 }
      #expect(prefilter.mayMatch(bytes, kernel: kernel) == expected, "\(chosen) in \(bytes)")
    }
    // Both answers were tested many times.
    #expect(hits > 500 && hits < 3_500, "\(hits) of 4000 held a name")
  }

  /// Long runs holding no name's first byte, which the vector kernels step over a block at a
  /// time, with a name (or a name cut short) planted at every kind of place among them.
  @Test(arguments: ScanKernel.available) func findsNamesAfterBlocksWithoutFirstBytes(
    _ kernel: ScanKernel
  ) {
    var generator = SplitMix64(seed: 0xB10C)
    let filler = Array("xyz abc\n\"(),.".utf8)
    for _ in 0..<2_000 {
      let chosen = [Self.names[Int(generator.next() % UInt64(Self.names.count))]]
      let length = Int(generator.next() % 400)
      var bytes = (0..<length).map { _ in filler[Int(generator.next() % UInt64(filler.count))] }
      let name = chosen[0]
      let planted = generator.next() % 3 == 0 ? Array(name.dropLast()) : name
      bytes.insert(contentsOf: planted, at: Int(generator.next() % UInt64(bytes.count + 1)))
      let expected = Self.reference(chosen, bytes)
      #expect(
        NamePrefilter(names: chosen).mayMatch(bytes, kernel: kernel) == expected,
        "\(chosen) in \(bytes)")
    }
  }

  @Test func emptyNameMatchesEverythingAndNoNamesMatchNothing() {
    #expect(NamePrefilter(names: [[]]).mayMatch([]))
    #expect(!NamePrefilter(names: []).mayMatch(Array("NSLocalizedString".utf8)))
  }

  /// `STRINGS_SCAN_KERNEL` picks the kernel (the forced-scalar test run sets it to `scalar`).
  @Test func environmentPicksTheKernel() {
    let named = ProcessInfo.processInfo.environment["STRINGS_SCAN_KERNEL"]
    if let named, let kernel = ScanKernel(rawValue: named) {
      #expect(ScanKernel.preferred == kernel)
    } else {
      #if arch(x86_64)
        #expect(ScanKernel.preferred == .sse2)
      #else
        #expect(ScanKernel.preferred == .vector)
      #endif
    }
  }
}
