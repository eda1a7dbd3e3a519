/// A key or value as a `.strings` file would spell it between double quotes: how every rule
/// names keys and values in its messages, so a user can search the file for what is printed.
func quoted(_ text: String) -> String {
  "\"\(StringsFileWriter.escaped(text))\""
}
