import SwiftUI

struct Stats: View {
  let count: Int
  let name: String
  let ratio: Double
  let scale: Float
  let size: UInt
  let small: Int32
  let items: [String]
  let thing: SomeObject

  var body: some View {
    Text("\(count) pixels")
    Text("Hello \(name)")
    Text("\(ratio) ratio")
    Text("\(scale) scale")
    Text("\(size) bytes")
    Text("\(small) small")
    Text("\(items.count) items")
    Text("\(ratio, specifier: "%.1f") percent")
    Text("\(3) literal")
    Text("\(thing) unknown")
    Text("\(name) has \(count) points")
  }
}
