import SwiftUI

struct Plain: View {
  let title = "plain.string.variable"
  let message: String = "typed.string.variable"

  var body: some View {
    Text(verbatim: "verbatim.text")
    Text(title)
    Text("concatenated" + ".text")
    Text("kept.key")
    TextField("", text: .constant(""))
    Button("plain.string".uppercased()) {}
  }
}

#Preview {
  Text("preview.only")
}
