import Foundation

func PodLocalizedString(_ key: String, value: String? = nil, comment: StaticString) -> String {
  key
}

let a = PodLocalizedString("pod.key", comment: "call still extracted")
