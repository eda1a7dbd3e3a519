import Foundation
import Testing

@testable import StringsKit

/// `contents.json` of an `.xcloc` bundle: Xcode's layout, and valid JSON that reads back as the
/// names it was given whatever they hold.
@Suite struct XclocBundleTests {
  static func bundle(project: String, region: String = "en") -> XclocBundle {
    XclocBundle(
      developmentRegion: region, project: project, targetLocale: "de",
      tool: .init(id: "com.apple.dt.xcode", name: "Xcode", version: "15.0", buildNumber: "15A240d"),
      document: XLIFFDocument(files: []), sourceFiles: [])
  }

  @Test func contentsAreInXcodesLayout() {
    let text = String(decoding: Self.bundle(project: "App.xcodeproj").contentsJSON, as: UTF8.self)
    #expect(
      text == """
        {
          "developmentRegion" : "en",
          "project" : "App.xcodeproj",
          "targetLocale" : "de",
          "toolInfo" : {
            "toolBuildNumber" : "15A240d",
            "toolID" : "com.apple.dt.xcode",
            "toolName" : "Xcode",
            "toolVersion" : "15.0"
          },
          "version" : "1.0"
        }
        """)
  }

  @Test(arguments: [
    "My \"App\".xcodeproj", "back\\slash", "tab\tline\nreturn\r", "bell\u{7}\u{8}\u{C}\u{1F}",
    "Café e\u{301} 😀", "slash/ok",
  ])
  func awkwardNamesReadBackAsGiven(_ project: String) throws {
    let data = Self.bundle(project: project, region: project).contentsJSON
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let read = try #require(object["project"] as? String)
    #expect(Array(read.unicodeScalars) == Array(project.unicodeScalars))
    #expect(
      Array((object["developmentRegion"] as? String ?? "").unicodeScalars)
        == Array(project.unicodeScalars))
  }
}
