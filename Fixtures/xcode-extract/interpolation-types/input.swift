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

enum Button {
  case mouse(Int)
  case named(String)
}

func describe(_ button: Button) -> LocalizedStringKey {
  switch button {
  case let .mouse(number): return "Button #\(number) click"
  case .named(let name): return "Button \(name)"
  }
}

struct Thresholds: View {
  var body: some View {
    ForEach([1, 3, 6, 12], id: \.self) { month in
      Text("\(month) months")
    }
    ForEach(0..<3) { row in Text("Row \(row)") }
  }
}
