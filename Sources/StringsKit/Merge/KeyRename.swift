import Foundation

/// Renames a key in a table or a catalog, keeping its translations, comments and states: what a
/// developer means by renaming a key, where regenerating tables would drop the old key's
/// translations and add the new one untranslated.
///
/// Each format keeps its own order: a `.strings` or `.stringsdict` key is rewritten where it
/// stands (every other byte kept), a catalog's key moves to where Xcode's order puts it
/// (``CatalogKeyOrder``). Each function returns `nil` when the file does not hold the key.
/// Keys are compared literally (``LiteralKey``).
///
///     let data = try KeyRename.renamed(file, from: "Left click", to: "Primary click")
public enum KeyRename {
  /// Why a file cannot be renamed in.
  public struct Refusal: Error, CustomStringConvertible {
    public var description: String
  }

  /// A text `.strings` file with every entry of `old` (repeats too) keyed `new`.
  public static func renamed(_ file: StringsFile, from old: String, to new: String)
    throws(Refusal) -> Data?
  {
    // A shorthand entry (`"key";`) reads as its key: it gets its old value written out.
    let edits = file.entries.indices.filter { file.entries[$0].key.isLiterallyEqual(to: old) }
      .flatMap { index in
        [StringsEdit.replaceKey(ofEntryAt: index, with: new)]
          + (file.entries[index].isShorthand
            ? [.replaceValue(ofEntryAt: index, with: file.entries[index].value)] : [])
      }
    guard !edits.isEmpty else { return nil }
    guard file.format == .text else {
      throw Refusal(description: "\(file.path): a property list .strings file is not edited")
    }
    do {
      return try file.applying(edits)
    } catch {
      throw Refusal(description: "\(file.path): \(error)")
    }
  }

  /// A `.stringsdict` with the top-level `<key>` of `old` (repeats too) holding `new`.
  public static func renamed(_ file: StringsdictFile, from old: String, to new: String)
    throws(Refusal) -> Data?
  {
    let ranges = file.entries.filter { $0.key.isLiterallyEqual(to: old) }.map(\.keyByteRange)
    guard !ranges.isEmpty else { return nil }
    guard file.format == .xml else {
      throw Refusal(description: "\(file.path): only a UTF-8 XML .stringsdict is edited")
    }
    let element = "<key>\(StringsdictWriter.escaped(new))</key>"
    do {
      return try file.applying(
        ranges.flatMap { [.insert(element, at: $0.lowerBound), .remove($0)] })
    } catch {
      throw Refusal(description: "\(file.path): \(error)")
    }
  }

  /// A catalog whose `old` key is keyed `new`, at the place Xcode's order gives it, its object
  /// (comment, extraction state, every localization and state) unchanged.
  public static func renamed(_ catalog: Catalog, from old: String, to new: String)
    throws(Refusal) -> [UInt8]?
  {
    guard var root = catalog.root,
      root.member("strings")?.member(old) != nil
    else { return nil }
    guard catalog.blockingDiagnostics.isEmpty else {
      throw Refusal(description: "\(catalog.path): the catalog does not read cleanly")
    }
    root.updateMember("strings") { strings in
      guard case .object(var members) = strings.value,
        let index = members.lastIndex(where: { $0.key.isLiterallyEqual(to: old) })
      else { return }
      strings.value = .null
      var member = members.remove(at: index)
      member = CatalogMember(new, member.value)
      members.insert(member, at: CatalogKeyOrder.insertionIndex(for: new, in: members))
      strings.value = .object(members)
    }
    return CatalogWriter.data(
      for: root, byteOrderMark: catalog.byteOrderMark,
      leadingWhitespace: catalog.leadingWhitespace, trailingWhitespace: catalog.trailingWhitespace)
  }
}
