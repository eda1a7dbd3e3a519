extension CatalogNode {
  /// An object node built in memory, members as given.
  public static func object(_ members: [CatalogMember]) -> CatalogNode {
    CatalogNode(.object(members))
  }

  /// A string node built in memory.
  public static func string(_ text: String) -> CatalogNode { CatalogNode(.string(text)) }

  /// The value of the last member named `key` (the one JSON readers keep), if this is an object
  /// that has one.
  public func member(_ key: String) -> CatalogNode? {
    members?.last { $0.key.isLiterallyEqual(to: key) }?.value
  }

  /// Replaces the value of the last member named `key`, or inserts a member where Xcode's
  /// order puts it (``CatalogKeyOrder``). Does nothing to a node that is not an object.
  public mutating func setMember(_ key: String, _ newValue: CatalogNode) {
    guard case .object(var members) = value else { return }
    if let index = members.lastIndex(where: { $0.key.isLiterallyEqual(to: key) }) {
      members[index].value = newValue
    } else {
      members.insert(
        CatalogMember(key, newValue), at: CatalogKeyOrder.insertionIndex(for: key, in: members))
    }
    value = .object(members)
  }

  /// Changes the value of the last member named `key` in place; does nothing when there is none.
  public mutating func updateMember(_ key: String, _ change: (inout CatalogNode) -> Void) {
    guard case .object(var members) = value,
      let index = members.lastIndex(where: { $0.key.isLiterallyEqual(to: key) })
    else { return }
    value = .null  // drop the second reference so the change happens in place
    change(&members[index].value)
    value = .object(members)
  }

  /// Removes every member named `key` (a repeated key would otherwise come back into view).
  public mutating func removeMember(_ key: String) {
    guard case .object(var members) = value else { return }
    members.removeAll { $0.key.isLiterallyEqual(to: key) }
    value = .object(members)
  }
}
