import Foundation
import StringsCLI
import Testing

/// The real process's environment variables are read when first asked for, and are then
/// exactly the process's; variables set on an environment replace them.
@Suite struct CommandEnvironmentVariablesTests {
  @Test func processVariablesAreTheProcesses() {
    let environment = CommandEnvironment.process
    #expect(environment.variables == ProcessInfo.processInfo.environment)
  }

  @Test func setVariablesReplaceTheProcesses() {
    var environment = CommandEnvironment.process
    environment.variables = ["CI": "1"]
    #expect(environment.variables == ["CI": "1"])
    let copy = environment
    environment.variables["TERM"] = "dumb"
    #expect(copy.variables == ["CI": "1"])
    #expect(environment.variables == ["CI": "1", "TERM": "dumb"])
  }
}
