/// A key or value as a `.strings` file would spell it between double quotes: how every rule
/// names keys and values in its messages, so a user can search the file for what is printed.
func quoted(_ text: String) -> String {
  "\"\(StringsFileWriter.escaped(text))\""
}

extension LocalizedText {
  /// Names the text in a message, after the key: nothing for a `.strings` value, else
  /// ` (format)` or ` ("one" of "n")`.
  var label: String {
    switch slot {
    case .value: ""
    case .format: " (format)"
    case .variant(let variable, let name): " (\(quoted(name)) of \(quoted(variable)))"
    }
  }
}
