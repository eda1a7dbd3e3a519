import Foundation

@testable import StringsKit

extension StringsValue {
  /// The value as `JSONSerialization` takes it, as the JSON dumps write it: data as base64,
  /// dates as ISO 8601. What the dumps' layout tests hand to `JSONSerialization`.
  var jsonSerializationObject: Any {
    switch self {
    case .string(let text): text
    case .array(let items): items.map(\.jsonSerializationObject)
    case .dictionary(let pairs): pairs.mapValues(\.jsonSerializationObject)
    case .data(let data): data.base64EncodedString()
    case .number(let number): number
    case .boolean(let flag): flag
    case .date(let date): ISO8601DateFormatter().string(from: date)
    }
  }
}
