import Foundation

public enum Broken {
  public static var title: String {
    NSLocalizedString("Title", bundle: .module, comment: "Title of the main screen")
  }
}
