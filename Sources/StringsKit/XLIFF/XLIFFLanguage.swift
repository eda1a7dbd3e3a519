/// Which `.lproj` folder an XLIFF `target-language` means.
///
/// Services write language tags in their own spelling: `pt_BR` for `pt-BR.lproj`, `zh-CN` for
/// `zh-Hans.lproj`, `ES-419` for `es-419.lproj`. In order, the first that names a folder wins:
/// the code itself; the code with `_` read as `-`, ignoring case; Chinese by region (`zh-CN`,
/// `zh-SG` → `zh-Hans`; `zh-TW` → `zh-Hant`; `zh-HK`, `zh-MO` → `zh-Hant-HK`, else `zh-Hant`);
/// the language without its region or script (`es-ES` → `es`); the one folder of that language
/// when there is exactly one (`ga` → `ga-IE`, as Focus for iOS's Xcode exports name it).
///
///     XLIFFLanguage.folder(for: "zh-CN", among: ["en", "zh-Hans"])  // "zh-Hans"
public enum XLIFFLanguage {
  public static func folder(for code: String, among folders: [String]) -> String? {
    if folders.contains(code) { return code }
    func normal(_ text: String) -> String {
      String(text.map { $0 == "_" ? "-" : $0 }).lowercased()
    }
    func match(_ candidate: String) -> String? {
      folders.first { normal($0) == normal(candidate) }
    }
    if let found = match(code) { return found }
    let normalised = normal(code)
    let chinese: [String: [String]] = [
      "zh-cn": ["zh-Hans"], "zh-sg": ["zh-Hans"], "zh-tw": ["zh-Hant"],
      "zh-hk": ["zh-Hant-HK", "zh-Hant"], "zh-mo": ["zh-Hant-HK", "zh-Hant"],
    ]
    for candidate in chinese[normalised] ?? [] {
      if let found = match(candidate) { return found }
    }
    let base = normalised.prefix { $0 != "-" }
    if base.count < normalised.count, let found = match(String(base)) { return found }
    let sameLanguage = folders.filter { normal($0).prefix { $0 != "-" } == base }
    return sameLanguage.count == 1 ? sameLanguage[0] : nil
  }
}

extension XLIFFLanguage {
  /// The folder name for a language the project does not have yet: `_` read as `-`, Chinese
  /// by region as in ``folder(for:among:)``.
  public static func newFolderName(for code: String) -> String {
    let dashed = String(code.map { $0 == "_" ? "-" : $0 })
    switch dashed.lowercased() {
    case "zh-cn", "zh-sg": return "zh-Hans"
    case "zh-tw": return "zh-Hant"
    case "zh-hk", "zh-mo": return "zh-Hant-HK"
    default: return dashed
    }
  }
}
