import Foundation

public enum Greeter {
  public static func greeting(for name: String) -> String {
    String(format: NSLocalizedString("Hello, %@!", bundle: .module, comment: "Greeting"), name)
  }

  public static var farewell: String {
    NSLocalizedString("Goodbye", bundle: .module, comment: "Farewell")
  }
}
