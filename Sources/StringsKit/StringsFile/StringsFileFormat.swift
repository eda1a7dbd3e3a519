/// How a `.strings` file stores its table.
///
/// CoreFoundation tries a binary property list first (`bplist00`), then XML (`<?xml`, `<plist`),
/// then the old-style text grammar. Xcode compiles shipped `.strings` files to binary, so all
/// three are legal. Only `text` files keep comments and positions, and only they can be edited.
public enum StringsFileFormat: Hashable, Sendable {
  case text
  case xmlPropertyList
  case binaryPropertyList
}
