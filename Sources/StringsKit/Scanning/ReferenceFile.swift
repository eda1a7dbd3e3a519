/// What the references found in one file share: their texts' UTF-8 bytes, the file's path and
/// the kinds of reference the call shapes yield.
///
/// A ``KeyReference`` holds this one object and plain numbers (spans of ``bytes``, a line and a
/// column, an index into ``kinds``) rather than a byte array, a path and a kind of its own:
/// copying or dropping a reference is one retain or release instead of three, and handing out a
/// file's references makes no object per reference.
final class ReferenceFile: Sendable {
  /// The texts' bytes, valid UTF-8, back to back (see ``ReferenceText``).
  let bytes: [UInt8]
  /// The path printed in the references' positions.
  let path: String
  /// The kinds the references index into.
  let kinds: [KeyReference.Kind]

  init(bytes: [UInt8], path: String, kinds: [KeyReference.Kind]) {
    self.bytes = bytes
    self.path = path
    self.kinds = kinds
  }

  /// The same file with `bytes` in place of its bytes.
  func with(bytes: [UInt8]) -> ReferenceFile {
    ReferenceFile(bytes: bytes, path: path, kinds: kinds)
  }

  /// The same file with `path` in place of its path.
  func with(path: String) -> ReferenceFile {
    ReferenceFile(bytes: bytes, path: path, kinds: kinds)
  }

  /// The same file with `kind` added to its kinds (the last one).
  func adding(kind: KeyReference.Kind) -> ReferenceFile {
    ReferenceFile(bytes: bytes, path: path, kinds: kinds + [kind])
  }
}
