import StringsKit
import Testing

@Suite struct PositionalParametersTests {
  @Test(arguments: [
    // §8 cases 19–22 and [WPIOS] evidence.
    ("%@ - %@, %@", "%1$@ - %2$@, %3$@"),
    ("%@ billion", "%@ billion"),
    ("%@%@ (%@%%)", "%1$@%2$@ (%3$@%%)"),
    ("%li words, %li characters", "%1$li words, %2$li characters"),
    ("%dx%dpx", "%1$dx%2$dpx"),
    ("<strong>%d</strong> times a week at %@", "<strong>%1$d</strong> times a week at %2$@"),
    ("%1$@ on %2$@", "%1$@ on %2$@"),
    ("appvalue2, %1$@.", "appvalue2, %1$@."),
    // §10, decision 2: stray `%` and `%%` are neither counted nor numbered.
    ("Save 5%! %@ and %@", "Save 5%! %1$@ and %2$@"),
    ("100% of %@ and %@", "100% of %1$@ and %2$@"),
    ("100% of %@", "100% of %@"),
    ("%% %@", "%% %@"),
    // The fewer-than-two-`%` shortcut: nothing to number.
    ("", ""),
    ("no percent", "no percent"),
    ("%@", "%@"),
    // Pinned consequence of the strict grammar: `%o` is an octal conversion even in prose.
    ("50%off %@", "50%1$off %2$@"),
    ("%.2f of %-5d", "%1$.2f of %2$-5d"),
    // Pinned: a value mixing positional and plain specifiers is left as written.
    ("%1$@ and %@", "%1$@ and %@"),
    ("%@ and %2$@", "%@ and %2$@"),
    // Pinned: `*` width or precision cannot be mixed with positions, so no rewrite.
    ("%*d of %@", "%*d of %@"),
    ("%*2$d of %@", "%*2$d of %@"),
    // Pinned: `.stringsdict` references are neither counted nor renumbered.
    ("%#@files@ in %@", "%#@files@ in %@"),
    ("%#@files@ in %@ of %@", "%#@files@ in %1$@ of %2$@"),
    ("", ""),
    ("café %@ ☕️ %@", "café %1$@ ☕️ %2$@"),
  ])
  func rewrite(input: String, expected: String) {
    #expect(PositionalParameters.rewrite(input) == expected)
  }

  @Test func rewriteIsIdempotent() {
    let once = PositionalParameters.rewrite("%@ - %@, %@")
    #expect(PositionalParameters.rewrite(once) == once)
  }

  /// The shortcut only ever skips values that `rewrite` leaves unchanged.
  @Test(arguments: ["", "x", "%@", "100% of", "%", "%%", "%% %@", "%@ %@", "a%b%c"])
  func mayRewriteOnlySkipsUnchangedValues(value: String) {
    let percents = value.filter { $0 == "%" }.count
    #expect(PositionalParameters.mayRewrite(value) == (percents >= 2))
    if !PositionalParameters.mayRewrite(value) {
      #expect(PositionalParameters.rewrite(value) == value)
    }
  }
}
