extension ExtractionOptions {
  /// What a String Catalog sync extracts when no extraction flag says otherwise: what Xcode's
  /// own sync extracts from the same code, not what `genstrings` does.
  ///
  /// A team whose catalogs Xcode keeps in step runs `strings-gen --catalog` to do the same in
  /// CI, and `strings-lint --sources` to find keys the code no longer uses; both must find the
  /// SwiftUI titles, `String(localized:)`, `LocalizedStringResource` and declared-type keys
  /// (``xcode``) that Xcode finds,
  /// or live, translated keys would be marked stale or called unused. `.strings` tables keep
  /// genstrings' defaults (`ExtractionOptions()`).
  public static var xcodeCatalog: ExtractionOptions {
    ExtractionOptions(swiftUI: true, swiftUIAll: true, swiftLocalized: true, xcode: true)
  }

  /// These options with everything `other` selects added: the switches of either, the
  /// routines and methods of both. Typed enum keys and their style are `other`'s, since
  /// `--no-enum-keys`, `--enum-protocol` and `--enum-key` say what the user wants of them.
  ///
  /// How explicit genstrings flags combine with ``xcodeCatalog``: each still means "also
  /// extract this", so the preset is never narrowed by a flag that widens.
  public func adding(_ other: ExtractionOptions) -> ExtractionOptions {
    var combined = self
    combined.routines += other.routines.filter { !routines.contains($0) }
    combined.methods += other.methods.filter { !methods.contains($0) }
    combined.swiftUI = swiftUI || other.swiftUI
    combined.swiftUIAll = swiftUIAll || other.swiftUIAll
    combined.swiftLocalized = swiftLocalized || other.swiftLocalized
    combined.xcode = xcode || other.xcode
    combined.enumProtocols = other.enumProtocols
    combined.enumKeyStyle = other.enumKeyStyle
    return combined
  }
}
