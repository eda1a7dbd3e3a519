/// The one version shared by all three tools.
public enum Version {
  public static let current = "0.1.0"
}
