import Foundation

func AppLocalizedString(_ key: String, value: String? = nil, comment: StaticString) -> String {
  NSLocalizedString(key, comment: "")
}

let title = AppLocalizedString("pod.title", value: "Using custom macro \n" + "with multiple lines.", comment: """
  A routine named with -s
  spanning two lines
  """)
let other = NotAppLocalizedString("never.extracted", comment: "not the routine")
